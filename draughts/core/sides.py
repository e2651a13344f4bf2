"""The two sides and the pieces."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from draughts.core.errors import InvalidOptionError
from draughts.core.text import quote

__all__ = ["BLACK", "COLOR_NAMES", "WHITE", "Color", "Piece"]

Color: TypeAlias = bool
"""A side: :data:`WHITE` (the bottom side) or :data:`BLACK` (the top side)."""

WHITE: Color = True
BLACK: Color = False
COLOR_NAMES = {WHITE: "White", BLACK: "Black"}


@dataclass(frozen=True, slots=True)
class Piece:
    """A man or a king of one side.

    >>> Piece(WHITE, king=True)
    Piece(WHITE, king=True)
    >>> Piece.from_symbol("b").symbol(), str(Piece(BLACK, king=True))
    ('b', 'B')
    """

    color: Color
    king: bool = False

    def symbol(self) -> str:
        """``w`` or ``b`` for a man, ``W`` or ``B`` for a king."""
        letter = "w" if self.color else "b"
        return letter.upper() if self.king else letter

    @classmethod
    def from_symbol(cls, symbol: str) -> Piece:
        """The piece for ``w``, ``W``, ``b`` or ``B``."""
        if symbol not in ("w", "W", "b", "B"):
            raise InvalidOptionError(f"{quote(symbol)} is not a piece: use w, W (White) or b, B (Black)")
        return cls(symbol in "wW", king=symbol.isupper())

    def name(self) -> str:
        """A plain name such as ``"white man"``."""
        return f"{COLOR_NAMES[self.color].lower()} {'king' if self.king else 'man'}"

    def __str__(self) -> str:
        return self.symbol()

    def __repr__(self) -> str:
        color = "WHITE" if self.color else "BLACK"
        return f"Piece({color}, king={self.king})"
