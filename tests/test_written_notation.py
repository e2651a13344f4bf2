"""What the package writes for a learner names squares and moves as the game's players do.

Russian and Brazilian positions are written algebraically (``c3-d4``, ``c3xe5xg7``), every
other game with numbers (RULES.md, "Notation by rule set"). Each writer is checked on a
Russian and a Brazilian position, and on an English one, whose text stays in numbers.
The last tests go through every Russian and Brazilian stage and question of the course
and look for a number written where a square or a move should be.
"""

from __future__ import annotations

import importlib.util
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from draughts import WHITE, Board, InvalidFenError, InvalidSquareError, Move, Piece, Rules
from draughts.compare.differences import find_differences
from draughts.core.errors import AmbiguousMoveError, IllegalMoveError
from draughts.course import LESSONS, compare
from draughts.pictures import svg
from draughts.teaching.exercises import Choice, Count, Exercise, FindMoves, Jumps, PlayMove, sample_move
from draughts.teaching.stages import Stage
from draughts.widgets import RulesExplorer
from draughts.widgets.exercise import ExerciseWidget

ROOT = Path(__file__).resolve().parents[1]
ALGEBRAIC = ("russian", "brazilian")

CAPTURE = "W:W22:B18,11"
"""A white man on c3 (22) that takes d4 (18) and f6 (11), landing on e5 (15) and g7 (8)."""


# -- finding numbers where squares should be named ---------------------------------

_MOVE_IN_NUMBERS = re.compile(r"(?<![\w.#-])\d{1,2}(?: ?[-x:] ?\d{1,2})+(?!\w|\.\d)")
_SQUARE_IN_NUMBERS = re.compile(
    r"\b(?:on|over|onto|to|from|square|squares|jumps?|takes?|man|men|king|kings)\s+(\d{1,2})\b"
    r"(?![:\d]|\s*(?:pieces?|men|kings|moves?|plies|quiet|stars?|more|squares|of|in a row))"
)
_NOT_SQUARES = {"8x8", "10x10", "1 to 8"}


def numeric_squares(text: str) -> list[str]:
    """The places where *text* writes a square or a move in numbers.

    >>> numeric_squares("c3xe5 takes 2 pieces on an 8x8 board; 22-18 and the man on 14")
    ['22-18', 'on 14']
    """
    found = []
    for match in itertools.chain(_MOVE_IN_NUMBERS.finditer(text), _SQUARE_IN_NUMBERS.finditer(text)):
        context = text[max(match.start() - 2, 0) : match.end()]
        if match.group(0) not in _NOT_SQUARES and not any(word in context for word in _NOT_SQUARES):
            found.append(match.group(0))
    return found


def test_the_leak_finder_finds_numbers_and_passes_algebraic_text() -> None:
    assert numeric_squares("jump 1: over 17 to 13") == ["over 17", "to 13"]
    assert numeric_squares("Right: 29-25, 29-22 and 29x8.") == ["29-25", "29-22", "29x8"]
    assert numeric_squares("White: man 18; king 30. Move 18x11x2x9.") == ["18x11x2x9", "man 18", "king 30"]
    assert numeric_squares("Solved in 1 move: three stars. Take 2 pieces, 40 plies, the rows 1 to 8.") == []
    assert numeric_squares("W:Wc3,Kh2:Bb6. Move c3xe5xg7. jump 1: over d4 to e5") == []


def _title(picture: str) -> str:
    match = re.search(r"<title>([^<]*)</title>", picture)
    assert match is not None, "every picture has a title"
    return match.group(1)


# -- each writer ---------------------------------------------------------------------


class TestPictureTitles:
    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_squares_and_the_move_are_algebraic(self, rules: str) -> None:
        board = Board.from_fen("W:W22,K28:B18,11,5", rules)
        move = board.parse_move("c3xe5xg7")
        assert svg.describe(board, move) == (
            f"8x8 board ({rules} rules), White to move. White: man c3; king h2. Black: men a7, d4, f6. Move c3xe5xg7."
        )
        assert "White: man c3; king h2." in _title(svg.board(board, move=move))

    def test_english_keeps_numbers_and_ranges(self) -> None:
        assert svg.describe(Board("english"), Move((11, 15))) == (
            "8x8 board (english rules), Black to move. White: men 21-32. Black: men 1-12. Move 11-15."
        )

    def test_a_row_of_boards_titles_each_board_in_its_own_notation(self) -> None:
        picture = svg.boards([Board.from_fen(CAPTURE, "english"), Board.from_fen(CAPTURE, "russian")], ["a", "b"])
        assert "a: 8x8 board (english rules), White to move. White: man 22. Black: men 11, 18." in picture
        assert "b: 8x8 board (russian rules), White to move. White: man c3. Black: men d4, f6." in picture


class TestExerciseFeedback:
    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_find_moves(self, rules: str) -> None:
        exercise = FindMoves(Board.from_fen("W:W22,23:B9", rules), "White to move: list every legal move.")
        assert exercise.solution == "c3-b4, c3-d4, e3-d4 and e3-f4."
        assert exercise.check("").message == "Write the moves, separated by commas, such as c3-d4, c3-b4."
        assert exercise.check("e3-d4").message.endswith("Look again at the piece on c3.")
        assert exercise.check("c3-d4, e3-d4, e3-f4").message.endswith(
            "The piece on c3 has more than one move: look at each direction it can go."
        )
        assert exercise.check("hello").message.startswith(
            "'hello' is not a move: write the squares joined by - or x, such as c3-d4 or c3xe5xg7."
        )

    def test_find_moves_in_english_keeps_numbers(self) -> None:
        exercise = FindMoves(Board.from_fen("W:W22,23:B9"), "White to move: list every legal move.")
        assert exercise.check("").message == "Write the moves, separated by commas, such as 11-15, 11-16."
        assert exercise.check("23-18").message.endswith("Look again at the piece on 22.")
        assert "such as 11-15 or 11x18x25" in exercise.check("hello").message

    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_a_capture_that_stops_too_early(self, rules: str) -> None:
        exercise = FindMoves(Board.from_fen(CAPTURE, rules), "White to move: list every legal move.")
        assert exercise.check("c3xe5").message.startswith(
            "c3xe5 stops too early: after e5 the same piece can jump again, and it must go on."
        )

    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_play_move(self, rules: str) -> None:
        board = Board.from_fen("W:W22,24:B18,19", rules)
        exercise = PlayMove(board, "Take with the man on c3.", "c3xe5", wrong={"g3xe5": "that is the man on g3."})
        wrong = exercise.check(board.parse_move("g3xe5")).message
        assert wrong == "g3xe5 is legal, but not the answer: that is the man on g3."
        assert exercise.check(Move((22, 18))).message.startswith("c3-d4 is not legal")
        assert exercise.check("c3xe5").message.startswith("Right: c3xe5 is legal: the man on c3 takes one piece (d4)")
        assert exercise.solution == "c3xe5."

    def test_play_move_in_english_keeps_numbers(self) -> None:
        board = Board.from_fen("W:W22,24:B18,19")
        exercise = PlayMove(board, "Take with the man on 22.", "22x15", wrong={"24x15": "that is the man on 24."})
        assert exercise.check(Move((24, 15), captures=(19,))).message == (
            "24x15 is legal, but not the answer: that is the man on 24."
        )

    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_count_explains_with_algebraic_moves(self, rules: str) -> None:
        exercise = Count.legal_moves(Board.from_fen("W:WK29:B4", rules))
        assert exercise.solution == "6. They are a1-g7, a1-f6, a1-e5, a1-d4, a1-c3 and a1-b2."

    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_the_answer_box_shows_algebraic_samples(self, rules: str) -> None:
        board = Board.from_fen(CAPTURE, rules)
        assert ExerciseWidget(FindMoves(board, "?")).answer.placeholder == "moves, such as c3-d4, c3-b4"
        assert ExerciseWidget(PlayMove(board, "?", "c3xe5xg7")).answer.placeholder == "or type it, such as c3-d4"
        assert ExerciseWidget(FindMoves(Board(), "?")).answer.placeholder == "moves, such as 11-15, 11-16"

    def test_samples(self) -> None:
        assert [sample_move(Board("russian"), kind) for kind in ("step", "other step", "long capture")] == [
            "c3-d4",
            "c3-b4",
            "c3xe5xg7",
        ]
        assert sample_move(Board("international"), "long capture") == "1x10x19"


class TestJumps:
    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_captions_repr_and_square_names(self, rules: str) -> None:
        steps = Jumps(Board.from_fen(CAPTURE, rules), "c3:e5:g7")
        assert steps.captions == ["start", "jump 1: over d4 to e5", "jump 2: over f6 to g7", "d4 and f6 come off"]
        assert repr(steps) == "<Jumps c3xe5xg7 in 2 jumps>"
        picture = steps.picture()
        assert picture.count('class="coordinates"') == 4 and 'class="numbers"' not in picture
        assert "Move c3xe5xg7." in _title(picture)

    def test_english_keeps_numbers(self) -> None:
        steps = Jumps(Board.from_fen(CAPTURE), "22x15x8")
        assert steps.captions[1:] == ["jump 1: over 18 to 15", "jump 2: over 11 to 8", "18 and 11 come off"]
        assert steps.picture().count('class="numbers"') == 4


class TestDifferenceFinder:
    def test_each_rule_set_writes_its_own_moves(self) -> None:
        [example] = find_differences("english", "russian", limit=1)
        text = str(example)
        assert "W:W5:B9 (White to move; in russian W:Wa7:Bb6)" in text
        assert "only in english: 5-1" in text and "only in russian: a7xc5" in text
        picture = example._repr_svg_()
        assert ">english: 5-1</text>" in picture and ">russian: a7xc5</text>" in picture
        assert "White: man a7. Black: man b6. Move a7xc5." in picture

    def test_moves_legal_in_both_are_given_in_both_notations(self) -> None:
        examples = find_differences("english", "russian", limit=3)
        king = next(example for example in examples if example.switch == "king_range")
        assert "legal in both: 1-6 (in russian: b8-c7)" in str(king)

    def test_russian_against_brazilian_is_all_algebraic(self) -> None:
        [example] = find_differences("russian", "brazilian", limit=1)
        assert numeric_squares(str(example).split("\n", 1)[1]) == []
        assert numeric_squares(_title(example._repr_svg_())) == []

    def test_a_custom_rule_set_writes_numbers(self) -> None:
        russian = Rules.preset("russian")
        [example] = find_differences(russian, russian.replace(removal="immediate"), limit=1)
        text = str(example)
        assert "W:Wd6:Bc7,e5 (White to move; in your rule set W:W10:B6,15)" in text
        assert "legal in both: d6xf4 (in your rule set: 10x19)" in text
        assert "only in russian: d6xb8" in text and "only in your rule set: 10x1x19" in text


class TestLessonPictures:
    def test_compare_writes_each_move_in_its_rule_set(self) -> None:
        picture = compare("W:W11:B7,9", {"english": "11x2", "russian": "f6:d8:a5", "brazilian": "11x2"})
        assert ">English: 11x2</text>" in picture
        assert ">Russian: f6xd8xa5</text>" in picture and ">Brazilian: f6xd8</text>" in picture


class TestExplorer:
    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_report_menu_and_repr(self, rules: str) -> None:
        explorer = RulesExplorer(CAPTURE, rules)
        assert repr(explorer) == f"Rules explorer (run the cell to show it): W:Wc3:Bf6,d4 under {rules} rules"
        assert [label for label, _ in explorer.move_menu.options] == ["(none)", "c3xe5xg7"]
        assert f"<b>1 legal move</b> under {rules}: c3xe5xg7" in explorer.report.value

    def test_moves_gained_and_lost_are_written_by_their_rule_sets(self) -> None:
        explorer = RulesExplorer("W:W5:B9", "english")
        assert "<b>1 legal move</b> under english: 5-1" in explorer.report.value
        explorer.load("russian")
        assert "Last change: New moves: a7xc5. Gone: 5-1." in explorer.report.value


class TestBoardText:
    @pytest.mark.parametrize("rules", ALGEBRAIC)
    def test_diagram_names_and_legal_moves(self, rules: str) -> None:
        board = Board.from_fen(CAPTURE, rules)
        assert board.diagram(numbers=True).splitlines()[5] == "a3     w    e3    g3"
        assert repr(board.legal_moves) == "<LegalMoves (c3xe5xg7)>"

    def test_english_diagram_keeps_numbers(self) -> None:
        assert Board.from_fen(CAPTURE).diagram(numbers=True).splitlines()[5] == "21     w    23    24"

    def test_errors_name_squares_as_written(self) -> None:
        with pytest.raises(InvalidSquareError, match="a white man cannot stand on d8"):
            Board.empty("russian").put(2, Piece(WHITE))
        with pytest.raises(InvalidFenError, match="a white man on d8 stands on its own crowning row; write Kd8"):
            Board.from_fen("W:Wd8:Bb6", "russian")
        with pytest.raises(InvalidFenError, match="square c3 is listed twice"):
            Board.from_fen("W:Wc3:Bc3", "russian")
        with pytest.raises(InvalidFenError, match="square 22 is listed twice"):
            Board.from_fen("W:W22:B22", "russian")


def _answer_key() -> ModuleType:
    spec = importlib.util.spec_from_file_location("answer_key", ROOT / "scripts" / "answer_key.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TestAnswerKey:
    def test_a_russian_stage_is_written_algebraically(self) -> None:
        key = _answer_key()
        stage = next(stage for lesson in LESSONS for stage in lesson.stages if stage.id == "russian/back-capture")
        item = key.stage_html(2, stage)
        assert "Solution: e5xc3" in item and 'class="coordinates"' in item
        assert numeric_squares(re.sub(r"<svg.*</svg>", "", item)) == []

    def test_a_question_s_wrong_moves_are_written_algebraically(self) -> None:
        board = Board.from_fen("W:W22,24:B18,19", "brazilian")
        question = PlayMove(board, "Take with the man on c3.", "c3xe5", wrong={"g3xe5": "that is the man on g3."})
        item = _answer_key().question_html(1, question)
        assert '<p class="wrong">g3xe5: that is the man on g3.</p>' in item
        assert "Answer: c3xe5." in item

    def test_english_stays_in_numbers(self) -> None:
        item = _answer_key().question_html(1, PlayMove(Board.from_fen("W:W22,24:B18,19"), "?", "22x15"))
        assert "Answer: 22x15." in item


# -- every Russian and Brazilian text of the course ----------------------------------


def _stage_texts(stage: Stage) -> Iterator[str]:
    """Everything a learner can read on a stage: its words, its picture's title, the answer to
    each first move (and each reply), the solution shown, and the refusals of illegal moves."""
    board = stage.board()
    yield from (stage.goal, stage.note, *stage.hints, *(fail.message for fail in stage.fails))
    yield _title(svg.board(board, names=True))
    run = stage.start()
    for text in stage.solution:
        yield run.play(text).message
        if run.over:
            break
    run.show()
    assert run.verdict is not None
    yield run.verdict.message
    for move in board.legal_moves:
        yield stage.start().play(move).message
    name = board.rules.name_square
    for start, end in itertools.permutations([*sorted(board.pieces())[:3], 1, 14, 29], 2):
        try:
            stage.start().play(f"{name(start)}-{name(end)}")
        except (IllegalMoveError, AmbiguousMoveError) as error:
            yield str(error)


def _question_texts(question: Exercise) -> Iterator[str]:
    """The question, its hints, solution and picture, and the feedback to right and wrong answers."""
    assert question.board is not None
    board = question.board
    yield from (question.question, *question.hints, question.solution, _title(question.picture() or ""))
    moves = [board.rules.write_move(move) for move in board.legal_moves]
    if isinstance(question, Choice):
        yield from (question.check(option).message for option in question.options())
    if isinstance(question, FindMoves):
        for count in range(len(moves) + 1):
            yield question.check(", ".join(moves[:count])).message
        yield question.check("hello").message
        yield question.check("a1-b2").message
    if isinstance(question, PlayMove):
        for move in board.legal_moves:
            yield question.check(move).message
        yield question.check("hello").message
    if isinstance(question, Count):
        yield from (question.check(number).message for number in range(question.answer + 2))
    yield from question.hints


def _algebraic_items() -> Iterator[tuple[str, Stage | Exercise]]:
    for lesson in LESSONS:
        for stage in lesson.stages:
            if stage.board().rules.algebraic:
                yield stage.id, stage
        for number, question in enumerate(lesson.questions, 1):
            if question.board is not None and question.board.rules.algebraic:
                yield f"{lesson.key} question {number}", question


ITEMS = dict(_algebraic_items())


def test_the_course_has_russian_and_brazilian_stages_and_questions() -> None:
    rules = {item.board().rules.name if isinstance(item, Stage) else item.board.rules.name for item in ITEMS.values()}  # type: ignore[union-attr]
    assert rules == set(ALGEBRAIC)
    assert any(not isinstance(item, Stage) for item in ITEMS.values())


@pytest.mark.parametrize("name", list(ITEMS))
def test_no_russian_or_brazilian_text_writes_a_square_in_numbers(name: str) -> None:
    item = ITEMS[name]
    texts = _stage_texts(item) if isinstance(item, Stage) else _question_texts(item)
    leaks = {text: numeric_squares(text) for text in texts if text}
    assert {text: found for text, found in leaks.items() if found} == {}
