"""A lesson of the course: its stages, played on the board, and its questions.

A lesson is content: it builds no widget. A notebook shows it through
:class:`~draughts.widgets.lesson.LessonView`, which plays a stage, asks a question
and lays out every stage of the lesson with the stars earned.

>>> from draughts.course.english import setup
>>> lesson = setup()
>>> lesson.number, lesson.key, len(lesson.stages), len(lesson.questions)
(1, 'setup', 4, 3)
>>> lesson.stages[lesson.stages.index("setup/square-14")].goal
'Move a black man onto square 14'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from draughts.core.board import Board
from draughts.core.messages import Np_, _, p_
from draughts.pictures.svg import SvgImage, boards
from draughts.teaching.exercises import Exercise, PlayMove
from draughts.teaching.stages import StageRun, StageSet, SuccessCondition

__all__ = ["ClaimableDraw", "Lesson", "compare"]

_NAMES = {
    "english": Np_("rule set", "English"),
    "russian": Np_("rule set", "Russian"),
    "brazilian": Np_("rule set", "Brazilian"),
    "international": Np_("rule set", "International"),
    "arcade": Np_("rule set", "Arcade"),
    "giveaway": Np_("rule set", "Giveaway"),
    "first-king": Np_("rule set", "First king"),
}
"""The rule sets' names as a caption starts with them."""


def compare(position: str, moves: Mapping[str, str]) -> SvgImage:
    """One position under several rule sets, side by side, each after its move, with the
    move's route drawn and crosses where the taken pieces stood.

    *moves* maps a preset's name to a move in that rule set; each board's caption
    names the rule set and the move, written as that rule set's players write it, and
    each board carries its square names.

    >>> picture = compare("W:W11:B7,9", {"english": "11x2", "russian": "f6:d8:a5"})
    >>> picture.count('class="board-cell"'), "English: 11x2" in picture, "Russian: f6xd8xa5" in picture
    (2, True, True)
    """
    after, drawn = [], []
    for rules, text in moves.items():
        board = Board.from_fen(position, rules)
        move = board.parse_move(text)
        board.push(move)
        after.append(board)
        drawn.append(move)
    named = zip(moves, after, drawn, strict=True)
    captions = [
        _("{rules}: {move}", rules=p_("rule set", _NAMES[name]), move=board.rules.write_move(move))
        for name, board, move in named
    ]
    return boards(after, captions, moves=drawn, names=True)


@dataclass(frozen=True)
class ClaimableDraw(SuccessCondition):
    """Solved when a draw may be claimed: the position has come up for the third time,
    after the learner's move or after the reply (the set-up position counts as the first time)."""

    def met(self, run: StageRun) -> bool:
        return run.board.can_claim_draw()

    def met_after_reply(self, run: StageRun) -> bool:
        return self.met(run)


@dataclass(frozen=True)
class Lesson:
    """Lesson *number* of the series: its *stages* (moving pieces) and *questions* (words or numbers)."""

    number: int
    key: str
    stages: StageSet
    questions: tuple[Exercise, ...] = ()

    @property
    def title(self) -> str:
        """The lesson's title, as its stage set names it."""
        return self.stages.title

    @property
    def exercises(self) -> int:
        """How many exercises the lesson has: stages and questions."""
        return len(self.stages) + len(self.questions)

    @property
    def on_the_board(self) -> int:
        """How many of them are answered by moving pieces: the stages and the moves to play."""
        return len(self.stages) + sum(isinstance(question, PlayMove) for question in self.questions)
