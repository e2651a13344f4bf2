"""A quiz: numbered exercises shown in separate cells, and a scoreboard that follows them.

Each question is an ordinary exercise widget (:meth:`draughts.teaching.exercises.Exercise.widget`);
the quiz listens to its Check button and to its board, and counts a question as right
from the first time it is answered right. The scoreboard is one HTML line, shared by
every cell that shows it.

>>> from draughts.course import review
>>> quiz = Quiz(review().questions)
>>> question = quiz.question(1)
>>> question.answer.value = "Black, the dark men at the top"
>>> question.check_button.click()
>>> quiz.right
[1]
>>> quiz.summary()
'1 of 12 right. Still to answer: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 12.'
>>> quiz.scoreboard()
Score: 1 of 12 right. Still to answer: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 12.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from draughts.core.errors import InvalidOptionError
from draughts.core.messages import _
from draughts.core.moves import Move
from draughts.teaching.exercises import Exercise, Feedback
from draughts.widgets.exercise import ExerciseWidget
from draughts.widgets.live import LiveText

__all__ = ["Quiz"]


def _and_list(numbers: list[int]) -> str:
    texts = [str(number) for number in numbers]
    return texts[0] if len(texts) == 1 else _("{items} and {last}", items=", ".join(texts[:-1]), last=texts[-1])


class _Scoreboard(LiveText):
    """The score line, announced as it changes; where it cannot be drawn, its text stand-in gives the score."""

    def __init__(self, quiz: Quiz) -> None:
        super().__init__()
        self._quiz = quiz
        self.add_class("draughts-ui")

    def __repr__(self) -> str:
        return _("Score: {summary}", summary=self._quiz.summary())


class Quiz:
    """Exercises numbered from 1, each with its widget, and a running score.

    :meth:`question` gives the widget of one question (the same one every time, so a
    notebook shows each question in its own cell); :meth:`scoreboard` gives the line
    that shows the score and the questions still to answer.
    """

    def __init__(self, exercises: Sequence[Exercise]) -> None:
        if not exercises:
            raise InvalidOptionError(_("a quiz needs at least one exercise"))
        self.exercises = tuple(exercises)
        self._widgets: dict[int, ExerciseWidget] = {}
        self._right: set[int] = set()
        self._board = _Scoreboard(self)
        self._show()

    def __len__(self) -> int:
        return len(self.exercises)

    @property
    def right(self) -> list[int]:
        """The numbers of the questions answered right so far."""
        return sorted(self._right)

    def question(self, number: int) -> ExerciseWidget:
        """The widget of question *number* (counted from 1)."""
        if not 1 <= number <= len(self.exercises):
            raise IndexError(
                _("there is no question {number}: the quiz has questions 1 to {count}", number=number, count=len(self))
            )
        if number not in self._widgets:
            widget = ExerciseWidget(self.exercises[number - 1])
            widget.check_button.on_click(lambda _button: self._checked(number))
            if widget.board is not None:
                widget.board.on_move(lambda move, _board: self._played(number, move))
            self._widgets[number] = widget
        return self._widgets[number]

    def scoreboard(self) -> LiveText:
        """The score line; it changes as questions are answered."""
        return self._board

    def summary(self) -> str:
        """The score in words, and the questions still to answer."""
        total = len(self.exercises)
        missing = [number for number in range(1, total + 1) if number not in self._right]
        if missing:
            return _(
                "{right} of {total} right. Still to answer: {numbers}.",
                right=len(self._right),
                total=total,
                numbers=_and_list(missing),
            )
        return _("{right} of {total} right. Every question answered: well done!", right=len(self._right), total=total)

    def _checked(self, number: int) -> None:
        answer: Any = self._widgets[number].answer.value
        if answer is not None and str(answer).strip():
            self._record(number, self.exercises[number - 1].check(answer))

    def _played(self, number: int, move: Move) -> None:
        self._record(number, self.exercises[number - 1].check(move))

    def _record(self, number: int, feedback: Feedback) -> None:
        if feedback.correct:
            self._right.add(number)
            self._show()

    def _show(self) -> None:
        self._board.value = f"<b>{escape(_('Score:'))}</b> {escape(self.summary())}"
