"""A lesson's figures: named pictures, comparisons and captures jump by jump, read from the
lesson files, checked as they load, and drawn by name exactly as the direct calls draw them."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from draughts import Board, course
from draughts.core.errors import CourseDataError
from draughts.course import compare
from draughts.course.data import RouteEntry, read_lesson
from draughts.course.route import ROUTE
from draughts.teaching.exercises import Jumps
from draughts.widgets import BoardWidget, LessonView, RulesExplorer

FOLDER = Path(course.__file__).parent
LESSON_FILES = sorted((FOLDER / "lessons").glob("*.toml"))
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PART_ONE = [
    next(NOTEBOOKS.glob(f"{lesson.number:02d}-*.ipynb"))
    for lesson in course.LESSONS
    if ROUTE[lesson.number].part in ("welcome", "english")
]
DRAWN_BY_HAND = re.compile(r"from_fen|arrows=|compare\(|Jumps\(|[\"'][WB]:[WB]")
"""Code that draws a picture by hand: a FEN, arrows, a comparison or jumps written in the cell."""

FIGURES = """
rules = "russian"

[[picture]]
name = "fly"
position = "W:WKa1:Bh6"
arrows = ["a1-h8", ["a1", "c3"]]

[[picture]]
name = "far"
position = "W:WKa1:Be5,f8"
move = "a1:f6"

[[picture]]
name = "big-board"
rules = "international"
coordinates = true

[[picture]]
name = "numbered"
position = "W:Wc3:Bf8"
numbers = true
coordinates = false

[[comparison]]
name = "crowned"
position = "W:Wf6:Be7,b6,b2"
moves = { english = "11x2", russian = "f6:d8:a5" }

[[jumps]]
name = "ring"
rules = "arcade"
position = "W:WK26:B6,7,18,23"
move = "26x16x2x9x23"
size = 170
"""


def _lesson(text: str = FIGURES) -> LessonView:
    return LessonView(read_lesson(text, RouteEntry("demo", "Demo"), 1, "demo.toml"))


class TestDrawing:
    """A named figure is the picture the direct call draws, byte for byte."""

    def test_a_picture_names_its_squares_as_its_rule_set_writes_them(self) -> None:
        drawn = _lesson().picture("fly")
        assert drawn == Board.from_fen("W:WK29:B12", "russian").svg(coordinates=True, arrows=[(29, 4), (29, 22)])

    def test_a_picture_draws_its_move(self) -> None:
        board = Board.from_fen("W:WK29:B15,3", "russian")
        assert _lesson().picture("far") == board.svg(coordinates=True, move=board.parse_move("a1:f6"))

    def test_a_picture_without_a_position_is_the_start_and_its_options_win(self) -> None:
        assert _lesson().picture("big-board") == Board("international").svg(coordinates=True)
        assert _lesson().picture("numbered") == Board.from_fen("W:W22:B3", "russian").svg(numbers=True)

    def test_a_comparison_is_the_compare_picture(self) -> None:
        expected = compare("W:W11:B7,9,25", {"english": "11x2", "russian": "f6:d8:a5"})
        assert _lesson().compare("crowned") == expected

    def test_jumps_are_the_jumps_picture(self) -> None:
        expected = Jumps(Board.from_fen("W:WK26:B6,7,18,23", "arcade"), "26x16x2x9x23", size=170)
        drawn = _lesson().jumps("ring")
        assert (drawn.captions, drawn.picture()) == (expected.captions, expected.picture())

    def test_a_picture_is_a_board_to_play_on_and_a_position_to_explore(self) -> None:
        lesson = _lesson()
        board = lesson.board("far")
        assert isinstance(board, BoardWidget) and board.board.position == Board.from_fen("W:WK29:B15,3").position
        explorer = lesson.explorer("far")
        assert isinstance(explorer, RulesExplorer) and explorer.rules.name == "russian"

    def test_an_unknown_name_lists_the_lessons_figures(self) -> None:
        with pytest.raises(KeyError, match=r"no picture called 'flying'; its pictures: fly, far, big-board, numbered"):
            _lesson().picture("flying")
        with pytest.raises(KeyError, match=r"no comparison called 'fly'; its comparisons: crowned"):
            _lesson().compare("fly")

    def test_the_course_draws_its_figures_by_name(self) -> None:
        jump = Board.from_fen("W:W22:B18,3", "english")
        assert LessonView(course.lesson("capture")).picture("first-jump") == jump.svg(
            numbers=True, move=jump.parse_move("22x15")
        )


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('"W:WKa1:Bh6"', '"W:WKa1:Bh9"', r"line 4, picture 'fly': 'position': .*h9"),
        ('"W:WKa1:Bh6"', '"W:WK29:B12"', r"picture 'fly': 'position': .* is not written as russian players write"),
        ('"a1-h8"', '"a1-h8-g7"', r"picture 'fly': 'arrows': 'a1-h8-g7' names 3 squares: an arrow joins two"),
        ('["a1", "c3"]', "[29, 22]", r"picture 'fly': 'arrows': '29-22' is not written as russian players write"),
        ('["a1", "c3"]', '{ from = "a1" }', r"picture 'fly': 'arrows': .* is not a move or a pair of squares"),
        ('move = "a1:f6"', 'move = "a1-b2"', r"picture 'far': 'move': a1-b2 cannot be played in russian here: a "),
        ('name = "far"', 'name = "fly"', r"line 9, picture 'fly': two \[\[picture\]\] tables are called 'fly'"),
        ('name = "far"', 'name = "Far"', r"picture 'Far': 'Far' is not a name: write lower-case words joined by '-'"),
        ("numbers = true", "numbers = 1", r"picture 'numbered': 'numbers' must be true or false"),
        ("coordinates = true", "coordinate = true", r"'big-board': unknown key 'coordinate' \(did you mean 'coord"),
        ('russian = "f6:d8:a5"', 'checkers = "11x2"', r"comparison 'crowned': 'moves': no rule set 'checkers'"),
        (', russian = "f6:d8:a5"', "", r"comparison 'crowned': 'moves' must give the move of two rule sets or more"),
        ('english = "11x2"', 'english = "11-15"', r"comparison 'crowned': 'moves': 11-15 cannot be played in english"),
        ('english = "11x2"', 'english = "f6:d8"', r"comparison 'crowned': 'moves': 'f6:d8' is not written as english"),
        ('B6,7,18,23"\nmove = "26x16x2x9x23"', 'B3"\nmove = "26-31"', r"jumps 'ring': 'move': 26-31 is not a capture"),
        ("size = 170", "size = 0", r"jumps 'ring': 'size' must be a width in pixels, more than 0, not 0"),
        ('position = "W:WK26:B6,7,18,23"\n', "", r"jumps 'ring': 'position' is missing"),
    ],
)
def test_a_malformed_figure_is_a_clear_error(old: str, new: str, message: str) -> None:
    assert old in FIGURES
    with pytest.raises(CourseDataError, match=message) as error:
        _lesson(FIGURES.replace(old, new, 1))
    assert error.value.__suppress_context__ or error.value.__cause__ is None


def test_every_lesson_file_has_the_same_header() -> None:
    headers = {path.name: path.read_text().partition("\nrules = ")[0] for path in LESSON_FILES}
    assert len(set(headers.values())) == 1, f"the headers differ: {sorted(headers)}"
    header = next(iter(headers.values()))
    for table in ("[[picture]]", "[[comparison]]", "[[jumps]]", "lesson.picture(", "lesson.compare(", "lesson.jumps("):
        assert table in header


@pytest.mark.parametrize("path", PART_ONE, ids=[path.stem for path in PART_ONE])
def test_the_english_lessons_draw_each_picture_by_its_name(path: Path) -> None:
    cells = nbformat.read(path, as_version=4).cells
    by_hand = [cell.source for cell in cells if cell.cell_type == "code" and DRAWN_BY_HAND.search(cell.source)]
    assert not by_hand, f"{path.name} draws by hand instead of naming a figure of its lesson file: {by_hand}"
