"""A lesson led on one screen for a whole class: the class board's steps, in plain Python.

:class:`ClassPlay` steps through a lesson's stages in order. Each stage goes through the
same steps: the position is **shown** with its goal, the class is given time to
**decide**, then the teacher plays the class's choice by clicks (the other side answers,
as in a stage widget) or the answer is **revealed**, one ply at a time. A move the rules
refuse is explained on the board: the pieces that must capture are marked and the
routes the rules ask for are drawn as arrows (except at a stage whose point is to find the
piece that must capture). A try that fails by letting the other side capture draws that
capture. With ``teams=True`` two halves of the class, Team A and Team B, take turns by
tries: a team plays a whole try at a stage, the other team plays the next try (at the same
stage again or at the next one), and a solved stage scores for the team that played it.

>>> from draughts.course import lesson
>>> play = ClassPlay(lesson("capture"))
>>> play.label, play.step
('Stage 3.1 of 8', <Step.SHOW: 'show'>)
>>> play.next()
>>> play.step, play.message
(<Step.DECIDE: 'decide'>, 'Decide together: which move for White?')
>>> play.open(1)
>>> play.click(31), play.game.arrows
(None, [{'squares': [22, 15], 'kind': 'hint'}])
>>> play.game.highlights
{22: ('must capture',)}
>>> play.reveal()
>>> play.message
'The answer, step 1 of 1: White plays 22x15.'
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from draughts.core.board import Board
from draughts.core.errors import StageError
from draughts.core.explain import Explanation, Reason
from draughts.core.messages import N_, _
from draughts.core.moves import Move
from draughts.core.sides import WHITE, side_name
from draughts.course.lesson import Lesson
from draughts.teaching.stages import Stage, StageRun, Status
from draughts.widgets.play import BoardGame

__all__ = ["TEAMS", "ClassPlay", "Step"]

TEAMS = (N_("Team A"), N_("Team B"))
"""The two halves of the class in the team mode (in English: translate a team's name with ``_()`` where it is shown)."""

_TEAM_CHOOSES = {True: N_("{team} chooses White's move"), False: N_("{team} chooses Black's move")}
"""Who chooses in the team mode, by the side the class plays (``True`` for White)."""

_LABELS = {
    False: N_("Stage {lesson}.{stage} of {stages}"),
    True: N_("Stage {lesson}.{stage} of {stages}, against the computer"),
}
"""The stage's label, by whether the stage is played against the computer."""

_TO_MOVE = {True: N_("White to move"), False: N_("Black to move")}
"""Who chooses without teams, by the side the class plays."""

_DECIDE = {True: N_("Decide together: which move for White?"), False: N_("Decide together: which move for Black?")}
"""The class deciding, by the side it plays."""

_ANSWER = {
    True: N_("The answer, step {step} of {steps}: White plays {move}."),
    False: N_("The answer, step {step} of {steps}: Black plays {move}."),
}
"""A ply of the answer, by the side that plays it."""


class Step(enum.Enum):
    """Where a stage stands on the class board."""

    SHOW = "show"
    """The position and the goal, just shown."""
    DECIDE = "decide"
    """The class is deciding; the teacher plays their choice by clicks."""
    REVEAL = "reveal"
    """The answer is being played, a ply at a time."""
    OVER = "over"
    """The class solved or failed the stage."""


class ClassPlay:
    """A lesson's stages for a class on one screen (see the module's introduction).

    :attr:`game` is the board (a :class:`~draughts.widgets.play.BoardGame`) a view draws;
    :meth:`on_change` tells it when to draw again.
    """

    def __init__(self, lesson: Lesson, *, teams: bool = False) -> None:
        if not len(lesson.stages):
            raise StageError(f"lesson {lesson.key!r} has no stages to show")
        self.lesson = lesson
        self.teams = teams
        """Whether Team A and Team B take turns by tries (a team plays a whole try at a stage)."""
        self.index = 0
        self.step = Step.SHOW
        self.message = ""
        """What the class is told now: the step, the reply, the refusal, the answer."""
        self.said = 0
        """How many times the class was told something (the same words twice count twice)."""
        self.explanation: Explanation | None = None
        """Why the last move the class chose was refused, while it is drawn on the board."""
        self.solved: dict[int, str] = {}
        """The stages solved by the class, by index: the team that solved it (``""`` without teams)."""
        self.run: StageRun = self.stage.start()
        self.game = BoardGame(self.run.board, draw_count=False)
        self.game.on_move(self._moved)
        self.game.on_refusal(self._refused)
        self._tries = 0  # the tries solved or failed so far, which say whose turn it is in the team mode
        self._line: list[Move] = []  # the answer's plies, while it is revealed
        self._shown = 0  # how many of them are on the board
        self._listeners: list[Callable[[], object]] = []
        self.open(0)

    # -- what is shown ----------------------------------------------------------------

    @property
    def stages(self) -> int:
        """How many stages the lesson has."""
        return len(self.lesson.stages)

    @property
    def stage(self) -> Stage:
        """The stage on the board."""
        return self.lesson.stages[self.index]

    @property
    def label(self) -> str:
        """The stage's label as the lesson numbers it, ``Stage 3.2 of 8``, and whether it is played
        against the computer."""
        return _(_LABELS[self.stage.practice], lesson=self.lesson.number, stage=self.index + 1, stages=self.stages)

    @property
    def side(self) -> str:
        """The side the class plays: ``White`` or ``Black``."""
        return side_name(self.run.learner)

    @property
    def team(self) -> str:
        """The team playing the stage's try, or the next try once it is over (``""`` without teams)."""
        return TEAMS[self._tries % 2] if self.teams else ""

    @property
    def score(self) -> dict[str, int]:
        """The stages solved by each team."""
        return {team: sum(1 for solver in self.solved.values() if solver == team) for team in TEAMS}

    @property
    def chooser(self) -> str:
        """Who chooses the next move, in words: ``Team A chooses White's move`` or ``White to move``."""
        white = self.run.learner == WHITE
        return _(_TEAM_CHOOSES[white], team=_(self.team)) if self.teams else _(_TO_MOVE[white])

    # -- the steps ------------------------------------------------------------------

    def open(self, index: int) -> None:
        """Show stage *index* (from 0) from its start."""
        if not 0 <= index < self.stages:
            raise IndexError(f"lesson {self.lesson.key!r} has stages 1 to {self.stages}, not {index + 1}")
        self.index = index
        self.run = self.stage.start()
        stage = self.stage
        self.game.complete_captures = not stage.whole_capture
        self.game.show_capturers = not stage.find_capture
        self.game.choose_landing = stage.choose_landing
        self._line, self._shown = [], 0
        self._show_board()
        self._set(Step.SHOW, _("{goal}. {chooser}.", goal=stage.goal, chooser=self.chooser))

    def next(self) -> None:
        """The next step: decide after show, the answer after decide, its next ply, then the next stage."""
        if self.step is Step.SHOW:
            self._set(Step.DECIDE, _(_DECIDE[self.run.learner == WHITE]))
        elif self.step is Step.DECIDE:
            self.reveal()
        elif self.step is Step.REVEAL and self._shown < len(self._line):
            self._reveal_to(self._shown + 1)
        elif self.index + 1 < self.stages:
            self.open(self.index + 1)
        else:
            self._set(self.step, _("That was the last stage of the lesson."))

    def previous(self) -> None:
        """The step before: clear a refusal, a ply back in the answer, show before decide, else the stage before."""
        if self.explanation is not None:
            self._clear_refusal()
        elif self.step is Step.REVEAL and self._shown > 1:
            self._reveal_to(self._shown - 1)
        elif self.step in (Step.DECIDE, Step.REVEAL, Step.OVER):
            self.open(self.index)
        elif self.index > 0:
            self.open(self.index - 1)
        else:
            self._set(self.step, _("This is the first stage of the lesson."))

    def reveal(self) -> None:
        """Play the answer from the start: its first ply now, the others with :meth:`next`."""
        self._line = StageRun(self.stage).show()
        self._reveal_to(1)

    def space(self) -> None:
        """The space bar: reveal the answer (after a failed try too); once it is revealed, or the
        stage is solved, the next step."""
        if self.step in (Step.SHOW, Step.DECIDE) or (self.step is Step.OVER and self.run.status is Status.FAILED):
            self.reveal()
        else:
            self.next()

    def cancel(self) -> None:
        """Escape: drop a selection and the explanation drawn; leave the answer for the stage's start."""
        self.game.cancel()
        if self.step is Step.REVEAL:
            self.open(self.index)
        elif self.explanation is not None:
            self._clear_refusal()

    def click(self, square: int) -> Move | None:
        """The class's choice, clicked square by square by the teacher (or a pupil at the board).

        Once the try is over a click changes nothing: what was said about it stays.
        """
        if self.step is Step.OVER:
            return None
        if self.step is Step.REVEAL:
            self._set(self.step, _("Press the left arrow (or Escape) to play this stage again."))
            return None
        return self.game.click(square)

    def on_change(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` after every step, move and refusal."""
        self._listeners.append(callback)

    # -- inside -------------------------------------------------------------------------

    def _set(self, step: Step, message: str) -> None:
        self.step, self.message = step, message
        self.said += 1
        for listener in list(self._listeners):
            listener()

    def _show_board(self, board: Board | None = None) -> None:
        self.explanation = None
        self.game.set_position(board if board is not None else self.run.board)
        self.game.highlight(None)
        self.game.draw_arrows()

    def _reveal_to(self, plies: int) -> None:
        board = self.run.start.copy()
        for move in self._line[:plies]:
            board.push(move)
        self._shown = plies
        self._show_board(board)
        last = self._line[plies - 1]
        self.game.draw_arrows(last.path)
        self.game.highlight({square: _("the answer's route") for square in last.path})
        said = _(_ANSWER[board.turn != WHITE], step=plies, steps=len(self._line), move=board.rules.write_move(last))
        self._set(Step.REVEAL, said)

    def _clear_refusal(self) -> None:
        self.game.cancel()
        self.explanation = None
        self.game.highlight(None)
        self.game.draw_arrows()
        self._set(self.step, _("{chooser}.", chooser=self.chooser))

    def _moved(self, move: Move, _board: Board) -> None:
        if self.step in (Step.REVEAL, Step.OVER) or self.run.over:
            return
        team = self.team
        verdict = self.run.play(move)
        self._show_board()
        if verdict.status is not Status.GOING_ON:
            self._tries += 1
        if verdict.status is Status.SOLVED:
            self.solved.setdefault(self.index, team)
            scored = (
                _("{verdict} A point for {team}.", verdict=verdict.message, team=_(team)) if team else verdict.message
            )
            self._set(Step.OVER, scored)
        elif verdict.status is Status.FAILED:
            self._draw_their_capture(verdict.reply)
            again = _("{verdict} Press the left arrow to try again, or space for the answer.", verdict=verdict.message)
            self._set(Step.OVER, again)
        else:
            self._set(Step.DECIDE, _("{verdict} {chooser}.", verdict=verdict.message, chooser=self.chooser))

    def _draw_their_capture(self, reply: Move | None) -> None:
        """After a failed try, draw the other side's capture: the one it played, or those it now has."""
        board = self.run.board
        if reply is not None and reply.is_capture:
            captures = [reply]
        elif board.turn != self.run.learner:
            captures = [move for move in board.legal_moves if move.is_capture]
        else:
            captures = []
        if captures:
            self.game.highlight({move.start: _("jumps one of your pieces") for move in captures})
            self.game.draw_arrows(*(move.path for move in captures), kind="warning")

    def _refused(self, explanation: Explanation) -> None:
        """Draw why the move was refused: the pieces that must capture and the routes the rules ask for
        (none where the stage asks the class to find the piece that must capture)."""
        self.explanation = explanation
        moves = explanation.moves
        capture_due = explanation.reason is Reason.CAPTURE_COMPULSORY or any(move.is_capture for move in moves)
        if capture_due and not self.game.show_capturers:
            marks, moves = {}, ()
        elif capture_due:
            marks = {move.start: _("must capture") for move in moves}
        else:
            marks = {square: _("the rule points here") for square in explanation.squares}
        self.game.highlight(marks)
        self.game.draw_arrows(*(move.path for move in moves))
        self._set(self.step, _("Refused: {reason}. {chooser}.", reason=explanation, chooser=self.chooser))
