"""How a game ended: :class:`Outcome` and the :class:`Termination` that caused it."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from draughts.core.messages import N_, _
from draughts.core.sides import WHITE, Color

__all__ = ["Outcome", "Termination"]


class Termination(enum.Enum):
    """The rule that ended a game."""

    NO_PIECES = N_("the side to move has no pieces left")
    NO_MOVES = N_("the side to move has pieces but no legal move")
    GIVEAWAY = N_("the side to move has no piece or no move left, and in giveaway that wins")
    FIRST_KING = N_("a man was crowned, and the first king wins")
    QUIET_MOVES = N_("too many moves in a row without a capture or a man moving")
    REPETITION = N_("the same position came up for the third time")


@dataclass(frozen=True)
class Outcome:
    """The end of a game: why it ended and who won (``None`` for a draw).

    >>> from draughts.core.sides import WHITE
    >>> Outcome(Termination.NO_MOVES, WHITE).result()
    '1-0'
    >>> str(Outcome(Termination.REPETITION, None))
    'draw: the same position came up for the third time'
    """

    termination: Termination
    winner: Color | None

    def result(self) -> str:
        """``"1-0"`` (White won), ``"0-1"`` (Black won) or ``"1/2-1/2"``."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner else "0-1"

    def __str__(self) -> str:
        reason = _(self.termination.value)
        if self.winner is None:
            return _("draw: {reason}", reason=reason)
        if self.winner == WHITE:
            return _("White wins: {reason}", reason=reason)
        return _("Black wins: {reason}", reason=reason)
