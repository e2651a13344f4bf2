"""Progress displays: a text line in a terminal or a log, a widget bar in a notebook, tqdm where installed."""

from __future__ import annotations

import io
from types import SimpleNamespace
from typing import Any

import pytest

from draughts.compare import progress_bar as progress_module
from draughts.compare.progress_bar import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_line_is_rewritten_in_place() -> None:
    stream = Terminal()
    bar = progress(3, "playing games", stream=stream)
    for _ in range(3):
        bar.step()
    bar.close()
    assert stream.getvalue() == (
        "playing games: 0/3 (0%)\rplaying games: 1/3 (33%)\rplaying games: 2/3 (66%)\rplaying games: 3/3 (100%)\r\n"
    )


def test_a_log_gets_a_line_at_each_tenth() -> None:
    stream = io.StringIO()
    bar = progress(200, "playing games", stream=stream)
    for _ in range(200):
        bar.step()
    bar.close()
    lines = stream.getvalue().splitlines()
    assert len(lines) == 11 and lines[0] == "playing games: 0/200 (0%)" and lines[-1] == "playing games: 200/200 (100%)"


def test_outside_a_notebook_without_tqdm_the_line_goes_to_standard_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(progress_module, "_installed", lambda name: False)
    bar = progress(1, "counting")
    bar.step()
    bar.close()
    assert capsys.readouterr().err.splitlines() == ["counting: 0/1 (0%)", "counting: 1/1 (100%)"]


def test_plain_python_is_not_a_notebook() -> None:
    assert not progress_module._in_notebook()


class FakeDisplay:
    """Stands in for IPython.display: records what is shown and how it is replaced."""

    def __init__(self) -> None:
        self.shown: list[Any] = []
        self.updates: list[Any] = []

    def display(self, obj: Any, display_id: bool = False) -> Any:
        self.shown.append(obj)
        return SimpleNamespace(update=self.updates.append)

    @staticmethod
    def Pretty(text: str) -> str:  # the name IPython gives it
        return f"Pretty({text})"


def test_in_a_notebook_a_widget_bar_gives_way_to_a_fixed_line(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeDisplay()
    real_module = progress_module._module
    monkeypatch.setattr(progress_module, "_in_notebook", lambda: True)
    monkeypatch.setattr(
        progress_module, "_module", lambda name: fake if name == "IPython.display" else real_module(name)
    )
    bar = progress(3, "playing games")
    [widget] = fake.shown
    assert (widget.value, widget.max, widget.description) == (0, 3, "playing games")
    for _ in range(3):
        bar.step()
    assert widget.value == 3
    bar.close()
    assert fake.updates == ["Pretty(playing games: 3/3 (100%))"]
    assert widget.comm is None  # closed


def test_tqdm_draws_the_bar_where_it_is_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[dict[str, Any]] = []

    class FakeTqdm:
        def __init__(self, total: int, desc: str) -> None:
            self.state = {"total": total, "desc": desc, "n": 0, "closed": False}
            made.append(self.state)

        def update(self, n: int) -> None:
            self.state["n"] += n

        def close(self) -> None:
            self.state["closed"] = True

    monkeypatch.setattr(progress_module, "_in_notebook", lambda: False)
    monkeypatch.setattr(progress_module, "_installed", lambda name: name == "tqdm")
    monkeypatch.setattr(progress_module, "_module", lambda name: SimpleNamespace(tqdm=FakeTqdm))
    bar = progress(2, "playing games")
    bar.step()
    bar.step()
    bar.close()
    assert made == [{"total": 2, "desc": "playing games", "n": 2, "closed": True}]
