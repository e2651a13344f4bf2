"""A lesson of the course: its stages, played on the board, its questions, and the figures it draws.

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

from dataclasses import dataclass
from typing import TypeVar

from draughts.course.figures import Comparison, JumpSequence, Picture, compare
from draughts.teaching.exercises import Exercise, PlayMove
from draughts.teaching.stages import StageRun, StageSet, SuccessCondition

__all__ = ["ClaimableDraw", "Lesson", "compare"]


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
    """Lesson *number* of the series: its *stages* (moving pieces), *questions* (words or numbers)
    and figures (*pictures*, *comparisons* of rule sets, *jump_sequences*), each found by its name;
    *game_rules* are the presets of the whole game played at its end, if it has one."""

    number: int
    key: str
    stages: StageSet
    questions: tuple[Exercise, ...] = ()
    pictures: tuple[Picture, ...] = ()
    comparisons: tuple[Comparison, ...] = ()
    jump_sequences: tuple[JumpSequence, ...] = ()
    game_rules: tuple[str, ...] = ()

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

    def picture(self, name: str) -> Picture:
        """The picture called *name*.

        >>> from draughts.course.english import capture
        >>> capture().picture("first-jump").move
        '22x15'
        """
        return _named(self.pictures, name, "picture", self.key)

    def comparison(self, name: str) -> Comparison:
        """The comparison of rule sets called *name*."""
        return _named(self.comparisons, name, "comparison", self.key)

    def jump_sequence(self, name: str) -> JumpSequence:
        """The capture shown jump by jump called *name*."""
        return _named(self.jump_sequences, name, "jump sequence", self.key)


_Figure = TypeVar("_Figure", Picture, Comparison, JumpSequence)


def _named(figures: tuple[_Figure, ...], name: str, kind: str, lesson: str) -> _Figure:
    """The figure called *name* among *figures*; a :class:`KeyError` that lists their names if none is."""
    for figure in figures:
        if figure.name == name:
            return figure
    names = ", ".join(figure.name for figure in figures) or "none"
    raise KeyError(f"the lesson {lesson!r} has no {kind} called {name!r}; its {kind}s: {names}")
