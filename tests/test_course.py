"""The course: every question checks its answer, and every rule point of RULES.md is
taught in a lesson's words and practised in its stages. (tests/test_stages.py plays and
checks every stage of the course.)"""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path
from typing import NamedTuple

import nbformat
import pytest

from draughts import course
from draughts.teaching.exercises import Choice, Count, Exercise
from draughts.teaching.stage_check import DEAD_END_DEPTH, dead_ends
from draughts.teaching.stages import Stage

ROOT = Path(__file__).resolve().parents[1]
STAGES = {stage.id: stage for lesson in course.LESSONS for stage in lesson.stages}
QUESTIONS = [
    (lesson.key, number, question)
    for lesson in course.LESSONS
    for number, question in enumerate(lesson.questions, start=1)
]
NOTEBOOKS = {
    "welcome": "00-welcome",
    "setup": "01-board-and-setup",
    "moving": "02-moving",
    "capture": "03-forced-capture",
    "multi": "04-multi-captures",
    "crowning": "05-crowning",
    "endings": "06-how-games-end",
    "russian": "07-russian",
    "russian-captures": "08-russian-captures",
    "most": "09-take-the-most",
    "arcade": "10-arcade",
    "house": "11-house-games",
    "practice": "12-practice",
    "explore": "13-variant-differences",
    "review": "14-review",
}


class Point(NamedTuple):
    """One rule point: the lesson that teaches it, words its prose must use, and its stages.

    A rule of play is practised in at least two stages; a note (``played=False``) is
    stated and shown on a board.
    """

    lesson: str
    words: str
    stages: tuple[str, ...]
    played: bool = True


RULE_POINTS: dict[str, Point] = {
    # Board and numbering
    "only the dark squares are used; a light square at each player's right": Point(
        "setup", "light square", ("setup/square-14", "setup/square-20")
    ),
    "the dark squares are numbered 1 to 32 from the top left": Point(
        "setup",
        "numbers start with 1 on the first dark square at the top left",
        ("setup/square-14", "setup/square-18", "setup/square-20"),
    ),
    "Black starts on 1-12, White on 21-32; forward is down for Black, up for White": Point(
        "setup", "Black's 12 men stand on squares 1 to 12", ("setup/black-starts", "setup/square-18")
    ),
    "moves are written 11-15, captures 22x15 and 22x13x6": Point(
        "multi", "`22x13x6`", ("multi/double", "multi/triple")
    ),
    # The switches, as English draughts sets them
    "size: the 8x8 board": Point("setup", "8 rows of 8 squares", ("setup/black-starts", "setup/square-14")),
    "first: Black moves first": Point(
        "setup", "Black makes the first move", ("setup/black-starts", "welcome/first-move")
    ),
    "men capture backward: no, men capture only forward": Point(
        "capture", "a man captures only forward", ("capture/safe-behind", "capture/safe-behind-again")
    ),
    "king range: short, a king steps and jumps one square in any direction": Point(
        "crowning", "in **any** of the four directions", ("crowning/king-steps-back", "crowning/king-captures-back")
    ),
    "capture rule: free, any capture may be chosen": Point(
        "capture", "the choice is yours", ("capture/choose", "capture/choose-again", "multi/longer-chain")
    ),
    "removal: end, jumped pieces stay until the move ends and are jumped once": Point(
        "crowning", "stay on the board until the move is over", ("crowning/round-trip", "crowning/round-trip-again")
    ),
    "crowning mid-capture: stops, crowning ends the move": Point(
        "crowning", "**the move ends there**", ("crowning/crowning-ends-the-move", "crowning/crowned-on-the-way")
    ),
    "goal: standard, no piece or no legal move on your turn loses": Point(
        "endings", "**no move the rules allow**", ("endings/last-man", "endings/block", "endings/block-again")
    ),
    "quiet-move draw: 80 quiet plies, at once on these boards": Point(
        "endings", "**80 quiet plies**", ("endings/at-the-limit", "endings/beat-the-count")
    ),
    "repetition: the third occurrence lets either side claim a draw": Point(
        "endings", "**claim a draw**", ("endings/repeat", "endings/repeat-again")
    ),
    "a capture is compulsory": Point(
        "capture", "capturing is **compulsory**", ("capture/must-capture", "capture/find-it")
    ),
    "the whole capture sequence must be completed": Point(
        "multi", "landed **must go on**", ("multi/double", "multi/triple", "multi/zigzag")
    ),
    # Details that hold in every preset
    "any piece may capture any opposing piece": Point(
        "capture", "Any piece may capture any enemy piece", ("capture/take-the-king", "crowning/king-captures-back")
    ),
    "a set-up position starts with the quiet-move count at 0": Point(
        "endings", "starts with the count at 0", ("endings/crowning-resets", "endings/man-move-resets")
    ),
    "a move that crowns a man is a man move and resets the count": Point(
        "endings",
        "a man's move, so it sets the count back to 0",
        ("endings/crowning-resets", "endings/man-move-resets"),
    ),
    "a man never moves backward without capturing": Point(
        "moving", "A man never moves backward", ("moving/protect", "moving/protect-again")
    ),
    "once a game has ended no move may be played": Point(
        "endings", "no more moves may be played", ("endings/last-man", "endings/block")
    ),
    "the win stands when the ply reaching the limit leaves the opponent without a move": Point(
        "endings", "the win stands", ("endings/at-the-limit", "endings/block")
    ),
    "a flying king captures from a distance, landing on an empty square beyond the piece": Point(
        "russian", "**jumps the first enemy piece it meets**", ("russian/long-capture", "review/flying-chain")
    ),
    "must continue applies after every jump of a flying king": Point(
        "russian-captures",
        "In Russian draughts this holds after every jump",
        ("russian-captures/must-go-on", "russian-captures/must-go-on-again", "review/flying-chain"),
    ),
    "algebraic square names a1 to h8 for Russian and Brazilian; numbers for the others": Point(
        "russian", "The dark corner at White's left hand is **a1**", ("russian/white-starts", "russian/fly")
    ),
    "the federations' special endgame counts are not modelled": Point(
        "endings", "These lessons and their boards do not use them", (), played=False
    ),
    "algebraic square names run a1 to j10 on 10x10, with a1 = 46": Point(
        "most", "from a1 to j10, with a1 the dark corner at White's bottom left: a1 is square 46", (), played=False
    ),
    "the short capture form is accepted when one move matches, and refused as ambiguous otherwise": Point(
        "crowning", "refuses it as **ambiguous** when two different moves start and end on those squares", (), False
    ),
    "a position is written as a FEN string": Point("explore", "a position is written as a **FEN** string", (), False),
    "first king is an event: kings already on a set-up board are not a finished game": Point(
        "house", "Only the crowning **move** wins", ("house/king-on-the-board",), played=False
    ),
    # The switches, as the other games set them
    "size: the 10x10 board of international draughts": Point(
        "most", "a board of 100 squares", ("most/big-board", "most/big-board-most", "most/big-board-three")
    ),
    "first: White moves first in the other games": Point(
        "russian", "**White moves first**", ("russian/white-starts", "most/big-board")
    ),
    "men capture backward: yes": Point(
        "russian",
        "it may **capture** backward",
        ("russian/back-capture", "russian/back-and-forth", "russian/forth-and-back", "arcade/men-back"),
    ),
    "king range: flying": Point("russian", "**any number of squares**", ("russian/fly", "russian/fly-twice")),
    "flying landing: must continue": Point(
        "russian-captures",
        "**must stop on such a square and go on**",
        ("russian-captures/must-go-on", "russian-captures/must-go-on-again"),
    ),
    "flying landing: any": Point(
        "arcade",
        "may stop on **any** empty square beyond",
        ("arcade/stop-early", "arcade/stop-early-again", "review/stop-anywhere"),
    ),
    "capture rule: most": Point(
        "most",
        "you must **take the most** pieces",
        ("most/take-the-most", "most/take-the-most-again", "most/big-board-most", "review/most"),
    ),
    "removal: immediate": Point(
        "arcade", "**leaves the board the moment it is jumped**", ("arcade/gone-at-once", "arcade/gone-at-once-again")
    ),
    "crowning mid-capture: king continues": Point(
        "russian-captures",
        "goes on capturing as a king",
        ("russian-captures/crowned-and-on", "russian-captures/crowned-and-on-again"),
    ),
    "crowning mid-capture: man continues": Point(
        "most",
        "**goes on capturing as a man**",
        ("most/through-the-row", "most/through-the-row-again", "arcade/through-the-row"),
    ),
    "goal: giveaway": Point(
        "house",
        "**no piece or no legal move** on its turn **wins**",
        ("house/give-it-away", "house/give-two", "review/giveaway"),
    ),
    "goal: first king": Point(
        "house",
        "first side to crown a man **wins at once**",
        ("house/first-king", "house/king-race", "review/win-the-race"),
    ),
    "quiet-move draw: 30, 40, 50 and 60 plies in the other games": Point(
        "most", "**50 quiet plies**", ("endings/at-the-limit", "endings/beat-the-count")
    ),
    "repetition: none on the Arcade tables": Point(
        "arcade", "**no repetition rule**", ("endings/repeat", "endings/repeat-again")
    ),
    "the Arcade tables are one online game site's house rules": Point(
        "arcade", "one website, with its own **house rules**", (), played=False
    ),
    # What counts as one move
    "routes with the same start, end and captured pieces are one move": Point(
        "crowning",
        "**one move**, not two",
        ("crowning/round-trip", "crowning/round-trip-again", "russian-captures/same-move"),
    ),
}


def _prose(lesson: str) -> str:
    notebook = nbformat.read(ROOT / "notebooks" / f"{NOTEBOOKS[lesson]}.ipynb", as_version=4)
    return " ".join(" ".join(cell.source.split()) for cell in notebook.cells if cell.cell_type == "markdown")


@pytest.mark.parametrize("point", RULE_POINTS, ids=range(len(RULE_POINTS)))
def test_every_rule_point_is_taught_and_practised(point: str) -> None:
    lesson, words, stages, played = RULE_POINTS[point]
    assert " ".join(words.split()) in _prose(lesson), f"the lesson {NOTEBOOKS[lesson]} does not say {words!r}"
    assert set(stages) <= set(STAGES), f"no stage {sorted(set(stages) - set(STAGES))}"
    if played:
        assert len(stages) >= 2, "a rule of play is practised in at least two stages"


def test_the_series_has_enough_stages() -> None:
    assert len(STAGES) >= 60


def test_enough_stages_take_two_or_more_of_the_learners_moves() -> None:
    longer = [stage.id for stage in STAGES.values() if len(stage.solution) >= 2 and stage.par >= 2]
    assert len(longer) >= 25


def test_most_exercises_are_played_on_the_board() -> None:
    exercises = sum(lesson.exercises for lesson in course.LESSONS)
    on_board = sum(lesson.on_the_board for lesson in course.LESSONS)
    assert on_board >= 0.6 * exercises


def test_every_lesson_has_a_notebook_that_plays_each_of_its_stages() -> None:
    for lesson in course.LESSONS:
        notebook = ROOT / "notebooks" / f"{NOTEBOOKS[lesson.key]}.ipynb"
        code = "\n".join(cell.source for cell in nbformat.read(notebook, as_version=4).cells)
        if lesson.stages:
            shown = "lesson.practice()" in code or "ProgressOverview()" in code
            assert shown, f"{notebook.name} never shows its stages with their stars"
        for number in range(1, len(lesson.questions) + 1):
            assert f"lesson.ask({number})" in code or "Quiz(lesson.questions)" in code, f"{notebook.name}: {number}"
        played = re.findall(r'lesson\.play\("([a-z0-9-]+)"\)', code)
        names = [stage.name for stage in lesson.stages]
        assert played == names, f"{notebook.name} plays its stages in another order than their numbers"


@pytest.mark.parametrize("stage", STAGES.values(), ids=lambda stage: stage.id)
def test_a_wrong_move_fails_at_once_when_the_goal_is_out_of_reach(stage: Stage) -> None:
    """Every first move (every line up to par for par 2 and 3) solves the stage, fails it
    with a sentence, or leaves a way to solve it within the moves allowed."""
    rules = stage.board().rules
    lines = [" ".join(map(rules.write_move, line)) for line in dead_ends(stage, DEAD_END_DEPTH)]
    assert lines == [], f"{stage.id} goes on after these lines with no way left to solve it"


def test_every_stage_has_a_hint() -> None:
    assert [stage.id for stage in STAGES.values() if not stage.hints] == []


@pytest.mark.parametrize(("lesson", "number", "question"), QUESTIONS, ids=[f"{k}-{n}" for k, n, _ in QUESTIONS])
class TestQuestions:
    def test_every_wrong_answer_has_its_own_message(self, lesson: str, number: int, question: Exercise) -> None:
        if isinstance(question, Choice):
            wrong = [question.check(option) for option in question.options() if option != question.answer]
            assert wrong and not any(feedback.correct for feedback in wrong)
            assert len({feedback.message for feedback in wrong}) == len(wrong)
        elif isinstance(question, Count):
            assert question.check(question.answer + 1).message != question.check(question.answer - 1).message


def test_a_lesson_is_found_by_its_key() -> None:
    assert course.lesson("endings").title == "How a game ends"
    with pytest.raises(KeyError, match="no lesson 'chess'"):
        course.lesson("chess")


def test_the_two_russian_chains_of_a_man_jump_in_opposite_orders() -> None:
    """back-and-forth jumps backward, then forward; forth-and-back ("now the other way round") forward, then back."""

    def directions(name: str) -> list[str]:
        stage = course.lesson("russian").stages[f"russian/{name}"]
        board = stage.board()
        rows = [board.geometry.row(square) for square in board.parse_move(stage.solution[0]).path]
        return ["forward" if after < before else "backward" for before, after in pairwise(rows)]

    assert directions("back-and-forth") == ["backward", "forward"]
    assert directions("forth-and-back") == ["forward", "backward"]
