"""Lesson 13, the review: every stage and question is set on a position the lessons never show.

The lessons' positions are gathered from everything a learner meets in lessons 0 to 12:
their stages, their questions' boards, their files' figures, and every board their notebooks draw (read from
the pictures' titles, so figures such as ``compare(...)`` and the difference finder's
examples count), as well as the positions written in the notebooks' code. Two positions
are the same when the same pieces stand in the same pattern, whoever is to move and
wherever on the board the pattern is shifted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import nbformat
import pytest

from draughts import Board, course
from draughts.core.geometry import Geometry
from draughts.teaching.stages import Stage

ROOT = Path(__file__).resolve().parents[1]
LESSONS = [lesson for lesson in course.LESSONS if lesson.number <= 13]
REVIEW = course.lesson("review")
NOTEBOOKS = sorted(path for path in (ROOT / "notebooks").glob("[01][0-9]-*.ipynb") if int(path.name[:2]) <= 13)

_TITLE = re.compile(
    r"(?P<size>\d+)x\d+ board \((?P<rules>[\w-]+) rules\), (?:White|Black) to move\. "
    r"White: (?P<white>[^.]*)\. Black: (?P<black>[^.]*)\."
)
_FEN = re.compile(r"""["']([WB]:[WB][^"']*)["']""")

Piece = tuple[int, bool, bool]
"""A square, the piece's colour (``True`` for White) and whether it is a king."""

Shape = tuple[int, frozenset[tuple[int, int, bool, bool]]]
"""The board size and the pieces by row and column, shifted to the top left corner."""


def shape(size: int, pieces: Iterable[Piece]) -> Shape:
    """The pieces as a pattern: the same for the same pieces shifted along the board, whoever is to move.

    >>> shape(8, [(22, True, False), (18, False, False)]) == shape(8, [(23, True, False), (19, False, False)])
    True
    >>> shape(8, [(22, True, False), (18, False, False)]) == shape(8, [(22, True, False), (17, False, False)])
    False
    """
    geometry = Geometry.of(size)
    cells = [(geometry.row(square), geometry.column(square), white, king) for square, white, king in pieces]
    top = min((row for row, *_ in cells), default=0)
    left = min((column for _, column, *_ in cells), default=0)
    left -= (top + left) % 2  # shift by an even number of squares, so that dark squares stay dark
    return size, frozenset((row - top, column - left, white, king) for row, column, white, king in cells)


def board_shape(board: Board) -> Shape:
    """The pattern of a board's pieces."""
    pieces = [(square, bool(piece.color), piece.king) for square, piece in board.pieces().items()]
    return shape(board.rules.size, pieces)


def _title_pieces(geometry: Geometry, text: str, white: bool) -> Iterator[Piece]:
    """The pieces a picture's title lists for one side: ``men 14, 22; king 30``, ``men 21-32`` or ``king c3``."""
    for part in text.split(";"):
        kind, _, squares = part.strip().partition(" ")
        if kind == "no":
            continue
        for item in squares.split(","):
            first, _, last = item.strip().partition("-")
            for square in range(geometry.parse_square(first), geometry.parse_square(last or first) + 1):
                yield square, white, kind.startswith("king")


def _drawn(notebook: Path) -> Iterator[tuple[str, Shape]]:
    """Every position a notebook draws or writes in its code, with a label for messages."""
    for cell in nbformat.read(notebook, as_version=4).cells:
        if cell.cell_type != "code":
            continue
        for fen in _FEN.findall(cell.source):
            yield f"{notebook.name}: {fen}", board_shape(Board.from_fen(fen, _rules_for(fen, cell.source)))
        for output in cell.get("outputs", []):
            for text in output.get("data", {}).values():
                for match in _TITLE.finditer(str(text)):
                    geometry = Geometry.of(int(match["size"]))
                    white, black = (
                        _title_pieces(geometry, match["white"], True),
                        _title_pieces(geometry, match["black"], False),
                    )
                    yield f"{notebook.name}: {match[0]}", shape(geometry.size, [*white, *black])


def _rules_for(fen: str, source: str) -> str:
    """The rule set a notebook's code gives a position: 10x10 when a square above 32 is named."""
    return "international" if any(int(number) > 32 for number in re.findall(r"\d+", fen)) else "english"


def _figures(lesson: course.Lesson) -> Iterator[tuple[str, Board]]:
    """The boards of a lesson file's pictures, comparisons and captures shown jump by jump."""
    for picture in lesson.pictures:
        yield f"lesson {lesson.number}, picture {picture.name}", picture.board()
    for comparison in lesson.comparisons:
        first_rules = comparison.moves[0][0]
        yield f"lesson {lesson.number}, comparison {comparison.name}", Board.from_fen(comparison.position, first_rules)
    for jumps in lesson.jump_sequences:
        yield f"lesson {lesson.number}, jumps {jumps.name}", Board.from_fen(jumps.position, jumps.rules)


def _lessons_positions() -> dict[Shape, str]:
    seen: dict[Shape, str] = {}
    for lesson in LESSONS:
        for stage in lesson.stages:
            seen.setdefault(board_shape(stage.board()), f"stage {stage.id}")
        for number, question in enumerate(lesson.questions, start=1):
            if question.board is not None:
                seen.setdefault(board_shape(question.board), f"lesson {lesson.number}, question {number}")
        for label, board in _figures(lesson):
            seen.setdefault(board_shape(board), label)
    for notebook in NOTEBOOKS:
        for label, drawn in _drawn(notebook):
            seen.setdefault(drawn, label)
    return seen


SEEN = _lessons_positions()
REVIEWED = [(stage.id, stage.board()) for stage in REVIEW.stages] + [
    (f"review question {number}", question.board)
    for number, question in enumerate(REVIEW.questions, start=1)
    if question.board is not None
]


def test_the_lessons_positions_are_gathered() -> None:
    labels = " ".join(SEEN.values())
    assert "stage russian-captures/crowned-and-on-again" in labels and "lesson 13, question 1" in labels
    assert "lesson 2, picture in-danger" in labels and "lesson 4, jumps jump-after-jump" in labels
    assert "13-variant-differences.ipynb: 8x8 board (english rules), White to move. White: man 5." in labels
    russian = dict(_drawn(ROOT / "notebooks" / "07-russian.ipynb"))
    assert any("White: men a1, a3, b2" in label for label in russian)  # a picture whose title names squares a1-h8
    assert "lesson 8, comparison crowned" in labels and "lesson 10, jumps gone-at-once" in labels


@pytest.mark.parametrize(("name", "board"), REVIEWED, ids=[name for name, _ in REVIEWED])
def test_every_review_position_is_fresh(name: str, board: Board) -> None:
    assert board_shape(board) not in SEEN, f"{name} is the position of {SEEN[board_shape(board)]}"


def test_the_other_side_to_move_is_the_same_position() -> None:
    lesson_stage = course.lesson("russian-captures").stages["russian-captures/crowned-and-on-again"]
    turned = Board.from_fen("B" + lesson_stage.position[1:], "russian")
    assert board_shape(turned) in SEEN


GAMES = {
    "english": "English draughts",
    "russian": "Russian draughts",
    "brazilian": "Brazilian draughts",
    "arcade": "Arcade tables",
    "giveaway": "Giveaway",
    "first-king": "First king wins",
}
"""How a review goal or question names each rule set."""


@pytest.mark.parametrize("stage", list(REVIEW.stages), ids=lambda stage: stage.id)
def test_every_review_goal_names_its_game(stage: Stage) -> None:
    assert stage.goal.startswith(GAMES[stage.board().rules.name]), stage.goal


def test_the_questions_come_from_every_lesson_and_say_which() -> None:
    notebook = nbformat.read(ROOT / "notebooks" / "14-review.ipynb", as_version=4)
    labels = [
        label
        for cell in notebook.cells
        for label in re.findall(r"^\*\*(\d+)\.\*\* .*\*\(from lesson (\d+)\)\*$", cell.source, re.MULTILINE)
    ]
    assert [int(number) for number, _ in labels] == list(range(1, len(REVIEW.questions) + 1))
    assert {int(lesson) for _, lesson in labels} == set(range(12))
