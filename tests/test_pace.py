"""Pace: in every lesson the learner moves a piece within about 100 words of prose.

Words are counted from the lesson's title to the first code cell that shows a board the
learner moves on (a stage, the stages of the lesson, a board to play, the rules
explorer, a picture's position set up by ``lesson.board(name)`` or ``lesson.explorer(name)``).
Not counted: the navigation lines, boxes for the curious (a quoted block
headed "For the curious"), and what is for the notebook alone (a cell with ``"learner": false``
in its metadata, or text in ``<span class="notebook-only">``: how to run cells, which the
learner's view leaves out).
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))

BUDGET = 110
"""About 100 words: the most a learner reads before the first move."""

PLAYED_ON = re.compile(r"\.(play|practice|board|explorer)\(|\b(BoardWidget|RulesExplorer|StageWidget|StageSetWidget)\(")
"""A code cell that shows a board the learner moves on."""

WORD = re.compile(r"[A-Za-z0-9']+")
NOTEBOOK_ONLY = re.compile(r'<span class="notebook-only">.*?</span>', re.S)


def counted(cell: nbformat.NotebookNode) -> bool:
    """Whether a markdown cell is prose the learner reads before moving."""
    text = "".join(cell.source)
    return not (
        cell.metadata.get("nav") or cell.metadata.get("learner") is False or text.startswith("> ### For the curious")
    )


def words_before_the_first_move(path: Path) -> int:
    """The words of prose a learner reads before the first board they move on."""
    words = 0
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type == "code" and PLAYED_ON.search("".join(cell.source)):
            return words
        if cell.cell_type == "markdown" and counted(cell):
            words += len(WORD.findall(NOTEBOOK_ONLY.sub("", "".join(cell.source))))
    raise AssertionError(f"{path.name} has no board to move on")


@pytest.mark.parametrize("path", LESSONS, ids=[path.stem for path in LESSONS])
def test_the_first_move_comes_within_about_a_hundred_words(path: Path) -> None:
    assert words_before_the_first_move(path) <= BUDGET


def test_the_count_stops_at_the_first_board_and_skips_what_it_should(tmp_path: Path) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell("[Contents](00-welcome.ipynb)", metadata={"nav": "top"}),
        nbformat.v4.new_markdown_cell('# Title\n\nOne two three.<span class="notebook-only"> Run the cell.</span>'),
        nbformat.v4.new_markdown_cell("Press Shift+Enter to run a cell.", metadata={"learner": False}),
        nbformat.v4.new_markdown_cell("> ### For the curious\n>\n> Many more words here."),
        nbformat.v4.new_code_cell('Board("english").svg()'),
        nbformat.v4.new_code_cell('lesson.play("first")'),
        nbformat.v4.new_markdown_cell("Words after the first move do not count."),
    ]
    path = tmp_path / "99-test.ipynb"
    nbformat.write(notebook, path)
    assert words_before_the_first_move(path) == 4
