"""The learner's view's Python side (draughts.app), in plain Python, with a fake page on the other end.

:class:`FakePage` keeps each widget's state from the bridge's messages, as the page's
widgets.js does, and sends clicks and values back in the page's format.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import ipywidgets
import pytest

from draughts.app.bridge import Bridge, UnknownComm
from draughts.app.cells import Runner
from draughts.app.codes import export_code, import_code
from draughts.course import english
from draughts.teaching.progress import Progress
from draughts.widgets.schedule import driven_by_a_page

ROOT = Path(__file__).resolve().parents[1]


class FakePage:
    """The page's side of the bridge: models by id, kept from the messages Python sends."""

    def __init__(self) -> None:
        self.models: dict[str, dict[str, Any]] = {}
        self.custom: list[tuple[str, Any]] = []
        self.bridge = Bridge(self.receive)

    def receive(self, text: str) -> None:
        message = json.loads(text)
        comm_id = message["comm_id"]
        if message["msg_type"] == "comm_open":
            self.models[comm_id] = dict(message["data"]["state"])
        elif message["msg_type"] == "comm_msg" and message["data"]["method"] == "update":
            self.models[comm_id].update(message["data"]["state"])
        elif message["msg_type"] == "comm_msg" and message["data"]["method"] == "custom":
            self.custom.append((comm_id, message["data"]["content"]))
        elif message["msg_type"] == "comm_close":
            del self.models[comm_id]

    def send(self, comm_id: str, data: dict[str, Any]) -> None:
        self.bridge.receive(json.dumps({"comm_id": comm_id, "data": data, "buffers": []}))


@pytest.fixture
def page() -> Iterator[FakePage]:
    """A fake page whose bridge makes every widget's comm while the test runs."""
    import comm

    original = comm.create_comm
    fake = FakePage()
    fake.bridge.install()
    try:
        yield fake
    finally:
        comm.create_comm = original
        driven_by_a_page(False)  # the bridge said a page drives this Python: not so for the other tests


def test_a_widget_opens_on_the_page_with_its_state(page: FakePage) -> None:
    button = ipywidgets.Button(description="Check")
    state = page.models[button.model_id]
    assert state["_model_name"] == "ButtonModel"
    assert state["description"] == "Check"
    assert page.models[state["layout"].removeprefix("IPY_MODEL_")]["_model_name"] == "LayoutModel"


def test_a_change_in_python_reaches_the_page(page: FakePage) -> None:
    line = ipywidgets.HTML("before")
    line.value = "after"
    assert page.models[line.model_id]["value"] == "after"


def test_a_click_on_the_page_calls_the_python_handler(page: FakePage) -> None:
    button = ipywidgets.Button(description="Check")
    clicked: list[str] = []
    button.on_click(lambda _button: clicked.append("yes"))
    page.send(button.model_id, {"method": "custom", "content": {"event": "click"}})
    assert clicked == ["yes"]


def test_a_value_typed_on_the_page_sets_the_trait(page: FakePage) -> None:
    box = ipywidgets.Text()
    page.send(box.model_id, {"method": "update", "state": {"value": "Ada"}, "buffer_paths": []})
    assert box.value == "Ada"


def test_a_message_is_delivered_inside_the_event_loop(page: FakePage) -> None:
    box = ipywidgets.Text()
    loops: list[object] = []
    box.observe(lambda _change: loops.append(asyncio.get_running_loop()), names="value")
    text = json.dumps({"comm_id": box.model_id, "data": {"method": "update", "state": {"value": "x"}}})
    with ThreadPoolExecutor(1) as thread:  # a thread of its own: the browser tests keep a loop running in this one
        thread.submit(asyncio.run, page.bridge.deliver(text)).result()
    assert len(loops) == 1


def test_a_message_to_a_closed_widget_is_a_clear_error(page: FakePage) -> None:
    button = ipywidgets.Button()
    model_id = button.model_id
    button.close()
    assert model_id not in page.models
    with pytest.raises(UnknownComm, match="no open comm"):
        page.send(model_id, {"method": "custom", "content": {"event": "click"}})


def test_binary_buffers_travel_as_base64(page: FakePage) -> None:
    sent: list[str] = []
    bridge = Bridge(sent.append)
    bridge.create_comm(target_name="jupyter.widget", data={}, buffers=[b"\x00\xff"], comm_id="b1")
    assert json.loads(sent[0])["buffers"] == ["AP8="]


def test_a_stage_cell_shows_a_widget_that_plays_on_the_page(page: FakePage, tmp_path: Path) -> None:
    from draughts import Board

    runner = Runner()
    runner.start()
    progress_file = tmp_path / "progress.json"
    assert runner.run("from draughts.widgets import LessonView\nfrom draughts.course import english")["outputs"] == []
    setup = f"from draughts.teaching.progress import Progress\nprogress = Progress({str(progress_file)!r})"
    runner.run(setup)
    play = "from draughts.widgets import StageWidget\nStageWidget(english.capture().stages[0], progress=progress)"
    result = runner.run(play)
    [shown] = result["outputs"]
    assert page.models[shown["widget"]]["_model_name"] == "VBoxModel"

    stage = english.capture().stages[0]
    grid = next(key for key, state in page.models.items() if state.get("_model_name") == "AnyModel" and "rows" in state)
    for square in Board.from_fen(stage.position, stage.rules).parse_move(stage.solution[0]).path:
        page.send(grid, {"method": "custom", "content": {"event": "click", "square": square}})
    assert Progress(progress_file).stars(stage) == 3


def test_a_new_lesson_closes_the_last_lessons_widgets_and_forgets_its_names(page: FakePage) -> None:
    runner = Runner()
    runner.start()
    runner.run("import ipywidgets\nshown = ipywidgets.HTML('hi')")
    assert any(state.get("value") == "hi" for state in page.models.values())
    runner.start()
    assert not any(state.get("value") == "hi" for state in page.models.values())
    assert "could not be shown (NameError)" in runner.run("shown")["error"]


def test_a_failing_cell_gives_a_sentence_and_the_traceback_apart() -> None:
    runner = Runner()
    runner.start()
    result = runner.run("print('before')\nraise KeyError('gone')")
    assert result["outputs"] == [{"text": "before\n"}]
    assert result["error"] == "This part of the lesson could not be shown (KeyError)."
    assert "Traceback" in result["detail"] and "Traceback" not in result["error"]


def test_display_calls_are_shown_in_order_with_printed_lines() -> None:
    runner = Runner()
    runner.start()
    source = "from IPython.display import display, HTML\nprint('a')\ndisplay(HTML('<b>b</b>'))\nprint('c')"
    assert runner.run(source)["outputs"] == [{"text": "a\n"}, {"mime": {"text/html": "<b>b</b>"}}, {"text": "c\n"}]
    from IPython import display

    assert display.display.__module__ != "draughts.app.cells", "IPython's display is put back after the cell"


def test_a_board_picture_is_shown_as_svg() -> None:
    runner = Runner()
    runner.start()
    [shown] = runner.run("from draughts import Board\nBoard('english').svg()")["outputs"]
    assert shown["mime"]["image/svg+xml"].startswith("<svg")


def test_the_progress_code_moves_stars_between_devices(tmp_path: Path) -> None:
    stages = english.capture().stages
    here = Progress(tmp_path / "here.json")
    here.record(stages[0], 2)
    assert export_code("  ", here)["message"] == "Type your name first, so your teacher knows whose code it is."
    made = export_code("Bea", here)
    there = Progress(tmp_path / "there.json")
    there.record(stages[0], 3)
    said = import_code(made["code"], there)["message"]
    assert said == "Bea’s code has no stars that this device does not have already."
    assert there.stars(stages[0]) == 3
    assert import_code("DRAUGHTS1:broken", there)["message"].startswith("That code could not be read: ")


def test_the_widgets_run_without_ipython_on_the_names_it_stands_in_for() -> None:
    """In a Python where IPython cannot be imported (as in the browser), the stand-in names are enough."""
    script = """
import sys
sys.modules["IPython"] = None  # IPython cannot be imported here
from draughts.app.ipython import install
install()
import json
from draughts.app.bridge import Bridge
from draughts.app.cells import Runner
sent = []
Bridge(sent.append).install()
runner = Runner()
runner.start()
result = runner.run("from draughts.widgets import LessonView\\nfrom draughts.course import english\\n"
                    "LessonView(english.capture()).play('first-jump')")
assert "widget" in result["outputs"][0], result
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules} & {"pygments", "prompt_toolkit", "jedi"})))
"""
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=False)
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout.splitlines()[-1]) == [], "nothing of IPython's own dependencies is imported"
