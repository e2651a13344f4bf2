"""The coach on the board: a hint, the safety check of learning mode, and a review after the game.

:class:`CoachRow` is a row of a :class:`~draughts.widgets.BoardWidget` (its
``coach``) built on :class:`draughts.engine.coach.Coach`. It talks to the board's game
through :class:`~draughts.widgets.play.GameLink` alone (the board, the computer's side,
the message line, marks and arrows, undo, and the moves and changes):

- **hint** draws the suggested move as an arrow (its squares named "hint: move from
  here" and "hint: to here" for a screen reader) and says why in the board's message
  line, which its live region reads out;
- **safety check** (learning mode) looks at each of the learner's moves: one that loses
  material by force is named with the line that shows it, the line is drawn, and a
  **take it back** button appears. It is on when the learner plays the computer and
  off in a game between two people; the checkbox changes that;
- **review** shows, once the game is over, the moves where the evaluation dropped
  most, each on a board with the better move drawn.

>>> from draughts import Board
>>> from draughts.widgets import BoardWidget
>>> widget = BoardWidget(Board.from_fen("W:W5,22:B11,15", rules="english"))
>>> widget.coach.hint()
'5-1: crowns a man'
>>> widget.coach.marks
{5: 'hint: move from here', 1: 'hint: to here'}
>>> widget.grid.arrows
[{'squares': [5, 1], 'kind': 'hint'}]
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from draughts.core.board import Board
from draughts.core.messages import N_, _, n_, p_
from draughts.core.moves import Move
from draughts.core.sides import WHITE
from draughts.engine.coach import Coach, Danger, Slip
from draughts.pictures import svg
from draughts.widgets.controls import button, checkbox
from draughts.widgets.play import Change, GameLink

__all__ = ["CoachRow"]

_MARKS = {
    "hint": (N_("hint: move from here"), N_("hint: to here")),
    "danger": (N_("danger: move from here"), N_("danger: to here")),
}
"""What a screen reader hears on the start and the end square of a move the coach draws, by its kind."""


class CoachRow(ipywidgets.VBox):  # type: ignore[misc]
    """The coach's controls under a board, and the review they show after a game.

    ``safety`` is the learning-mode checkbox; :attr:`danger` is the last move the
    safety check stopped at (``None`` when there is none to take back). All of it
    belongs to the position on the board: a restart, an undo, a new position or rule
    set removes the marks, the offer to take a move back and the review.
    """

    children: tuple[Any, ...]

    def __init__(self, game: GameLink, coach: Coach | None = None) -> None:
        self.game = game
        """The game the coach follows."""
        self.coach = coach if coach is not None else Coach()
        self.danger: Danger | None = None
        self.marks: dict[int, str] = {}
        """The squares the coach has marked on the board, each with what a screen reader hears."""
        self._plies_before = 0  # the moves on the board before the one the safety check stopped at
        self.hint_button = button(p_("button", "💡 hint"), _("suggest a move and say why"), self.hint)
        self.safety = checkbox(
            _("safety check"),
            game.computer is not None,
            _("after each of your moves, say if it loses a piece by force"),
        )
        self.take_back_button = button(
            p_("button", "↶ take it back"), _("take back the move that loses"), self.take_back
        )
        self.take_back_button.layout.display = "none"
        self.review_button = button(
            p_("button", "review the game"), _("the moves where the game turned, and better ones"), self.review
        )
        self.review_button.layout.display = "none"
        self.report = ipywidgets.HTML()
        row = ipywidgets.HBox([self.hint_button, self.safety, self.take_back_button, self.review_button])
        row.add_class("draughts-controls")
        super().__init__([row, self.report])
        game.on_move(self._moved)
        game.on_change(self._changed)

    # -- the three services ------------------------------------------------------------

    def hint(self) -> str:
        """Draw the suggested move and say why; return the sentence (or why there is no hint)."""
        board = self.game.board
        if board.is_game_over():
            return self._say(_("the game is over: there is no move to suggest"))
        if self.game.computer == board.turn:
            if board.turn == WHITE:
                return self._say(_("it is the computer's turn (White)"))
            return self._say(_("it is the computer's turn (Black)"))
        found = self.coach.hint(board)
        self._mark("hint", found.move)
        return self._say(found.sentence)

    def take_back(self) -> Move | None:
        """Take back the move the safety check stopped at (and the computer's reply)."""
        if self.danger is None:
            return None
        still_there = len(self.game.board.move_stack) > self._plies_before
        self._clear()
        return self.game.undo() if still_there else None

    def review(self) -> list[Slip]:
        """Show the moves of the game where the evaluation dropped most, each with the better move."""
        board = self.game.board
        learner = None if self.game.computer is None else not self.game.computer
        slips = self.coach.review(board, color=learner)
        if not slips:
            self.report.value = ""
            self._say(_("review: no move lost ground that the coach can see"))
            return slips
        pictures = svg.boards(
            [Board.from_fen(slip.fen, rules=board.rules) for slip in slips],
            [
                _("{number} {played}: {better} was better", number=slip.number, played=slip.played, better=slip.better)
                for slip in slips
            ],
            moves=[slip.better for slip in slips],
            names=True,
        )
        items = "".join(f"<li>{escape(str(slip))}</li>" for slip in slips)
        self.report.value = f'<div class="draughts-review">{pictures}<ol>{items}</ol></div>'
        self._say(
            n_(
                "review: {count} move to look at, shown under the board",
                "review: {count} moves to look at, shown under the board",
                len(slips),
            )
        )
        return slips

    # -- following the game ----------------------------------------------------------------

    def _moved(self, move: Move, board: Board) -> None:
        """After every move: clear the coach's marks; check the learner's move; offer the review at the end."""
        mover = not board.turn
        if self.game.computer == mover:
            if board.is_game_over():
                self._game_over()
            return
        self._clear()
        if self.safety.value and not board.is_game_over():
            before = board.copy()
            before.pop()
            self._plies_before = len(before.move_stack)
            self.danger = self.coach.check(before, move)
            if self.danger is not None:
                self._warn(self.danger)
        if board.is_game_over():
            self._game_over()

    def _warn(self, danger: Danger) -> None:
        self._mark("danger", *danger.line[:2])
        self.take_back_button.layout.display = None
        sentence = _(
            "careful: {move} {sentence}; {better} was better. Take it back?",
            move=danger.move,
            sentence=danger.sentence,
            better=danger.better,
        )
        self._say(sentence, warning=True)

    def _game_over(self) -> None:
        self.review_button.layout.display = None

    def forget(self) -> None:
        """Forget the marks, the move to take back and the review: the board went to another position.

        The game calls this (through :attr:`Change.DROPPED <draughts.widgets.play.Change.DROPPED>`)
        after removing the marks from its squares itself.
        """
        self.danger = None
        self.marks = {}
        self.take_back_button.layout.display = "none"
        self.review_button.layout.display = "none"
        self.report.value = ""

    def _clear(self) -> None:
        marked = bool(self.marks)
        self.forget()
        if marked:
            self.game.draw_arrows()
            self.game.highlight(None)

    def _mark(self, kind: str, *moves: Move) -> None:
        """Draw *moves* as arrows, and name their start and end squares for a screen reader."""
        self.marks = {}
        start, end = _MARKS[kind]
        for move in moves:
            self.marks[move.start] = _(start)
            self.marks[move.end] = _(end)
        self.game.draw_arrows(*(move.path for move in moves), kind="hint" if kind == "hint" else "warning")
        self.game.highlight(self.marks)

    def _changed(self, change: Change) -> None:
        """Forget what belongs to a position left behind; follow the choice of a computer player."""
        if change & Change.DROPPED:
            self.forget()
        if change & Change.COMPUTER:
            self.safety.value = self.game.computer is not None

    def _say(self, text: str, *, warning: bool = False) -> str:
        self.game.say(text, warning=warning)
        return text
