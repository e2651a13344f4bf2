"""A lesson on the screen: its stages to play, its questions to answer, its tiles to practise.

The lesson itself is content (:class:`~draughts.course.lesson.Lesson`: stages and
questions, no widgets); :class:`LessonView` builds the widgets a notebook shows for it.

>>> from draughts.course.english import setup
>>> lesson = LessonView(setup())
>>> lesson.play("square-14").stage.goal
'Move a black man onto square 14'
>>> lesson.ask(1).exercise is lesson.questions[0]
True
"""

from __future__ import annotations

from draughts.course.lesson import Lesson
from draughts.teaching.exercises import Exercise
from draughts.widgets.exercise import ExerciseWidget
from draughts.widgets.stage import StageSetWidget, StageWidget

__all__ = ["LessonView"]


class LessonView:
    """The widgets of *lesson*: :meth:`play` a stage, :meth:`ask` a question, :meth:`practice` them all."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    @property
    def questions(self) -> tuple[Exercise, ...]:
        """The lesson's questions, in order."""
        return self.lesson.questions

    def play(self, name: str) -> StageWidget:
        """The stage called *name* on a board to play, numbered as in the lesson."""
        stages = self.lesson.stages
        index = stages.index(f"{self.lesson.key}/{name}")
        return StageWidget(stages[index], number=index + 1)

    def ask(self, number: int) -> ExerciseWidget:
        """Question *number* (from 1), with its answer box, Check and Hint."""
        return ExerciseWidget(self.lesson.questions[number - 1])

    def practice(self) -> StageSetWidget:
        """Every stage of the lesson as numbered tiles with their stars, to play again."""
        return StageSetWidget(self.lesson.stages)

    def __repr__(self) -> str:
        return f"<LessonView {self.lesson.number}: {self.lesson.title}>"
