"""The lesson notebooks: stored outputs are complete and in order, navigation is current.

nbval (configured in pyproject.toml) re-runs every notebook and compares its outputs
with the stored ones; these checks catch what nbval cannot: a cell that was never run,
cells run out of order, widget state saved into the file, and stale navigation.
"""

from __future__ import annotations

import configparser
import importlib.util
import re
import tomllib
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from draughts import Board

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_lessons() -> None:
    assert [path.name for path in NOTEBOOKS][:1] == ["00-welcome.ipynb"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[path.stem for path in NOTEBOOKS])
class TestStoredOutputs:
    def test_every_code_cell_was_run_once_in_order(self, path: Path) -> None:
        notebook = nbformat.read(path, as_version=4)
        counts = [cell.execution_count for cell in notebook.cells if cell.cell_type == "code"]
        assert counts == list(range(1, len(counts) + 1)), "run scripts/execute_notebooks.py to store fresh outputs"

    def test_no_cell_failed_unless_it_is_meant_to(self, path: Path) -> None:
        notebook = nbformat.read(path, as_version=4)
        for index, cell in enumerate(notebook.cells):
            if cell.cell_type != "code" or "raises-exception" in cell.metadata.get("tags", []):
                continue
            errors = [output for output in cell.outputs if output.output_type == "error"]
            assert not errors, f"cell {index} raised {errors[0].ename}: {errors[0].evalue}"

    def test_kernel_and_no_widget_state(self, path: Path) -> None:
        notebook = nbformat.read(path, as_version=4)
        assert notebook.metadata.kernelspec.name == "python3"
        assert "widgets" not in notebook.metadata
        views = [
            index
            for index, cell in enumerate(notebook.cells)
            for output in cell.get("outputs", [])
            if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
        ]
        assert not views, f"cells {views} store widget model ids: run scripts/execute_notebooks.py"

    def test_the_notebook_is_valid(self, path: Path) -> None:
        nbformat.validate(nbformat.read(path, as_version=4))


def test_navigation_is_current() -> None:
    nav = _script("nav")
    stale = [path.name for path, text in nav.render().items() if path.read_text(encoding="utf-8") != text]
    assert not stale, f"run scripts/nav.py: {stale}"


def test_navigation_links_neighbours_and_contents(tmp_path: Path) -> None:
    nav = _script("nav")
    for name, heading in [("00-welcome", "Welcome"), ("01-a", "One"), ("02-b", "Lesson 2: Two")]:
        cells = [nbformat.v4.new_markdown_cell(f"# {heading}\n\nText.")]
        if name == "00-welcome":
            cells.append(nbformat.v4.new_markdown_cell("", metadata={"nav": "contents"}))
        nbformat.write(nbformat.v4.new_notebook(cells=cells), tmp_path / f"{name}.ipynb")
    first = nav.render(tmp_path)
    for path, text in first.items():
        path.write_text(text, encoding="utf-8")
    assert nav.render(tmp_path) == first, "a second run must change nothing"
    middle = nbformat.reads(first[tmp_path / "01-a.ipynb"], as_version=4)
    top, bottom = middle.cells[0], middle.cells[-1]
    assert top.metadata == {"nav": "top"} and bottom.metadata == {"nav": "bottom"}
    assert top.source == (
        "[← Welcome](00-welcome.ipynb) | [Contents](00-welcome.ipynb#Contents) | [Lesson 2: Two →](02-b.ipynb)"
    )
    welcome = nbformat.reads(first[tmp_path / "00-welcome.ipynb"], as_version=4)
    contents = next(cell for cell in welcome.cells if cell.metadata.get("nav") == "contents")
    assert contents.source.splitlines()[2:] == [
        "0. [Welcome](00-welcome.ipynb)",
        "1. [One](01-a.ipynb)",
        "2. [Two](02-b.ipynb)",
    ]


def _sanitize_patterns() -> list[tuple[str, str]]:
    parser = configparser.ConfigParser()
    parser.read(ROOT / "notebooks" / "nbval-sanitize.cfg", encoding="utf-8")
    return [(parser[section]["regex"], parser[section]["replace"]) for section in parser.sections()]


def _sanitize(text: str) -> str:
    for regex, replace in _sanitize_patterns():
        text = re.sub(regex, replace, text)
    return text


def test_nbval_runs_on_the_notebooks_with_the_sanitize_file() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    assert "notebooks" in options["testpaths"]
    assert "--nbval " in options["addopts"] + " " and "--nbval-lax" not in options["addopts"]
    assert "--nbval-sanitize-with=notebooks/nbval-sanitize.cfg" in options["addopts"]


def test_the_sanitize_file_hides_only_what_varies() -> None:
    assert _sanitize("<draughts.Board object at 0x7f3a2c1d5e90>") == "<draughts.Board object at 0xADDRESS>"
    assert _sanitize("model 4ff692fc2d264994baea0314784fc33d") == "model MODEL-ID"
    board = Board.from_fen("W:W22,K30:B18,9", "russian")
    for shown in (board.svg(numbers=True, coordinates=True), str(board), repr(board), str(board.legal_moves)):
        assert _sanitize(shown) == shown, "board pictures and printed text must be compared exactly"


# Parts 1 and 2 of the course are read by learners who do not program: every result is
# a sentence, a board or a widget, never a Python value. The lesson that explores the
# differences with code, and the review, keep to the same standard in what they show.
READABLE = NOTEBOOKS
_RAW = re.compile(
    r"""^\s*(
        [(\[{'"]                  # a tuple, list, dict, set or quoted string
        | (True|False|None)\s*$   # a boolean or None
        | -?\d+(\.\d+)?\s*$       # a bare number
        | <                       # <LegalMoves (...)>, <Termination.NO_MOVES: ...>, <Figure size ...>
        | [\w.]+\(.*\)\s*$        # Move((22, 15)), Board.from_fen(...): a constructor call
    )""",
    re.VERBOSE | re.DOTALL,
)


def _shown_texts(path: Path) -> list[tuple[int, str]]:
    """The text a reader sees from each code cell: printed lines, and results that have no picture."""
    notebook = nbformat.read(path, as_version=4)
    shown = []
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            if output.output_type == "stream":
                shown += [(index, line) for line in output.text.splitlines() if line.strip()]
            elif output.output_type in ("execute_result", "display_data"):
                data = output.get("data", {})
                if not {"image/svg+xml", "text/html", "image/png"} & set(data):
                    shown.append((index, data.get("text/plain", "")))
    return shown


def test_a_raw_value_is_caught() -> None:
    for raw in (
        "('c3', 22)",
        "{'english': 80}",
        "True",
        "<Figure size 640x480 with 1 Axes>",
        "'a capture'",
        "<Termination.NO_PIECES: 'the side to move has no pieces left'>",
        "Move((22, 15))",
        "12",
    ):
        assert _RAW.match(raw), raw
    for sentence in ("White wins: Black has no legal move.", "Exercise (run the cell to show it): Which keys?"):
        assert not _RAW.match(sentence), sentence


@pytest.mark.parametrize("path", READABLE, ids=[path.stem for path in READABLE])
def test_parts_one_and_two_show_no_raw_python_values(path: Path) -> None:
    raw = [(index, text) for index, text in _shown_texts(path) if _RAW.match(text)]
    assert not raw, f"cells show Python values instead of sentences, boards or widgets: {raw}"
