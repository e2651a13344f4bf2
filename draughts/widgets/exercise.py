"""The interactive face of an exercise: question, board, answer box, Check and Hint.

Built by :meth:`draughts.teaching.exercises.Exercise.widget`; it imports ipywidgets, so the
engine never loads this module unless a widget is asked for.

>>> from draughts import Board
>>> from draughts.teaching.exercises import Count
>>> ui = ExerciseWidget(Count.legal_moves(Board("english")))
>>> ui.answer.value = "7"
>>> ui.check_button.click()
>>> "Right" in ui.feedback.value
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets

from draughts.core.messages import _, p_
from draughts.teaching.exercises import Feedback, FindMoves, PlayMove, sample_move
from draughts.widgets.board import BoardWidget
from draughts.widgets.live import LiveText
from draughts.widgets.standin import WholeStandIn

if TYPE_CHECKING:
    from draughts.core.board import Board
    from draughts.core.moves import Move
    from draughts.teaching.exercises import Exercise

__all__ = ["ExerciseWidget"]

_GOOD, _BAD = "#1b5e20", "#b71c1c"


def feedback_html(feedback: Feedback) -> str:
    """One line of feedback, green when right and red when not.

    >>> feedback_html(Feedback(False, "Too few."))
    '<span style="color: #b71c1c">✘ Too few.</span>'
    """
    color = _GOOD if feedback.correct else _BAD
    return f'<span style="color: {color}">{escape(str(feedback))}</span>'


class ExerciseWidget(WholeStandIn, ipywidgets.VBox):  # type: ignore[misc]
    """An exercise on screen: the learner answers, presses Check, and reads the feedback.

    ``answer`` is the text box (or the radio buttons of a multiple choice),
    ``check_button`` and ``hint_button`` the two buttons, ``feedback`` and ``hint``
    the HTML lines they write to. A :class:`~draughts.teaching.exercises.PlayMove` also has a
    playable ``board`` (a :class:`~draughts.widgets.BoardWidget`).
    """

    def __init__(self, exercise: Exercise) -> None:
        self.exercise = exercise
        self.hints_shown = 0
        self.question = ipywidgets.HTML(f"<b>{escape(exercise.question)}</b>")
        options = exercise.options()
        if options:
            self.answer = ipywidgets.RadioButtons(
                options=options,
                value=None,
                description=p_("field", "answer"),
                layout={"width": "max-content"},
                style={"description_width": "initial"},
            )
        else:
            self.answer = ipywidgets.Text(
                placeholder=_placeholder(exercise),
                description=p_("field", "answer"),
                layout={"width": "28em"},
                style={"description_width": "initial"},
            )
        self.check_button = ipywidgets.Button(description=p_("button", "Check"), button_style="primary")
        self.hint_button = ipywidgets.Button(description=p_("button", "Hint"))
        if not exercise.hints:
            self.hint_button.layout.display = "none"
        self.feedback = LiveText()
        self.hint = LiveText()
        self.board: Any = None
        children: list[Any] = [self.question]
        if isinstance(exercise, PlayMove):
            self.board = BoardWidget(exercise.board.copy(), numbers=exercise.numbers, draw_count=False, coach=False)
            for row in (self.board.controls, self.board.editor, self.board.records):
                row.layout.display = "none"
            self.board.on_move(self._played)
            children.append(self.board)
        else:
            picture = exercise.picture()
            if picture is not None:
                children.append(ipywidgets.HTML(picture))
        children += [ipywidgets.HBox([self.answer, self.check_button, self.hint_button]), self.feedback, self.hint]
        super().__init__(children)
        self.add_class("draughts-ui")
        self.check_button.on_click(self._check)
        self.hint_button.on_click(self._next_hint)

    def __repr__(self) -> str:
        """What a notebook shows where the widget cannot be drawn (a saved file, before its cell is run)."""
        return _("Exercise (run the cell to show it): {question}", question=self.exercise.question)

    def _check(self, _button: object = None) -> None:
        if self.answer.value is None:
            self.feedback.say(feedback_html(Feedback(False, _("Choose one of the options first."))))
            return
        self.feedback.say(feedback_html(self.exercise.check(self.answer.value)))

    def _played(self, move: Move, board: Board) -> None:
        """Check the first move made on the board; a wrong one is taken back so the learner can try again.

        Moves played after a right answer (the board is still a board to play on) are not checked.
        """
        if board.plies != 1:
            return
        feedback = self.exercise.check(move)
        self.feedback.say(feedback_html(feedback))
        if not feedback.correct and isinstance(self.exercise, PlayMove):
            self.board.set_position(self.exercise.board.copy())

    def _next_hint(self, _button: object = None) -> None:
        hints = self.exercise.hints
        if self.hints_shown < len(hints):
            self.hints_shown += 1
        shown = hints[: self.hints_shown]
        self.hint.value = "<br>".join(f"💡 {escape(hint)}" for hint in shown)
        self.hint_button.disabled = self.hints_shown >= len(hints)


def _placeholder(exercise: Exercise) -> str:
    """The answer box's prompt, its sample moves written as the exercise's players write them.

    >>> from draughts import Board
    >>> from draughts.teaching.exercises import FindMoves
    >>> _placeholder(FindMoves(Board("english"), "?")), _placeholder(FindMoves(Board("russian"), "?"))
    ('moves, such as 11-15, 11-16', 'moves, such as c3-d4, c3-b4')
    """
    if isinstance(exercise, FindMoves):
        board = exercise.board
        return _(
            "moves, such as {move}, {other}", move=sample_move(board, "step"), other=sample_move(board, "other step")
        )
    if isinstance(exercise, PlayMove):
        return _("or type it, such as {move}", move=sample_move(exercise.board, "step"))
    return _("your answer")
