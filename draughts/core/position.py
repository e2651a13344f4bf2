"""The :class:`Position` value: where the pieces stand and who moves, as bitboards.

This is the low-level layer under :class:`~draughts.Board`: four ints (one bit per
dark square, see :mod:`draughts.core.geometry`) and the side to move. It is frozen and
hashable, so it serves as a key (repetition, transposition tables, sets of seen
positions), and :meth:`Position.sides` gives it in the form the move generator takes.

>>> from draughts import Board
>>> position = Board.from_fen("W:W21,K30:B1").position
>>> position.turn == WHITE, position.white_kings == Board.from_fen("W:WK30:B1").position.white_kings
(True, True)
>>> Position.from_sides(*position.sides()) == position
True
"""

from __future__ import annotations

from typing import NamedTuple

from draughts.core.sides import WHITE, Color

__all__ = ["Position", "Sides"]

Sides = tuple[int, int, int, int, Color]
"""A position from the mover's side: ``(own_men, own_kings, opp_men, opp_kings, color)``."""


class Position(NamedTuple):
    """The four bitboards and the side to move: a frozen, hashable value."""

    white_men: int
    white_kings: int
    black_men: int
    black_kings: int
    turn: Color

    def sides(self) -> Sides:
        """The position from the mover's side, as :class:`~draughts.core.movegen.MoveGenerator` takes it."""
        if self.turn:
            return self.white_men, self.white_kings, self.black_men, self.black_kings, WHITE
        return self.black_men, self.black_kings, self.white_men, self.white_kings, self.turn

    @classmethod
    def from_sides(cls, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> Position:
        """The position that :meth:`sides` describes."""
        if color:
            return cls(own_men, own_kings, opp_men, opp_kings, color)
        return cls(opp_men, opp_kings, own_men, own_kings, color)
