"""How a game ended: :class:`Outcome` and the :class:`Termination` that caused it."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from draughts.core.sides import COLOR_NAMES, Color

__all__ = ["Outcome", "Termination"]


class Termination(enum.Enum):
    """The rule that ended a game."""

    NO_PIECES = "the side to move has no pieces left"
    NO_MOVES = "the side to move has pieces but no legal move"
    GIVEAWAY = "the side to move has no piece or no move left, and in giveaway that wins"
    FIRST_KING = "a man was crowned, and the first king wins"
    QUIET_MOVES = "too many moves in a row without a capture or a man moving"
    REPETITION = "the same position came up for the third time"


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
        if self.winner is None:
            return f"draw: {self.termination.value}"
        return f"{COLOR_NAMES[self.winner]} wins: {self.termination.value}"
