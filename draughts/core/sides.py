"""The two sides and the pieces, and their names on their own (a label, a table cell).

A sentence does not put these names into itself: it has one message per side or piece,
so that every language can write it whole.

>>> side_name(WHITE), Piece(BLACK, king=True).name()
('White', 'black king')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from draughts.core.errors import InvalidOptionError
from draughts.core.messages import N_, _
from draughts.core.text import quote

__all__ = ["BLACK", "COLOR_NAMES", "WHITE", "Color", "Piece", "side_name"]

Color: TypeAlias = bool
"""A side: :data:`WHITE` (the bottom side) or :data:`BLACK` (the top side)."""

WHITE: Color = True
BLACK: Color = False
COLOR_NAMES = {WHITE: N_("White"), BLACK: N_("Black")}
"""The sides' English names, as data (a PDN tag, a table of results); :func:`side_name` shows one."""

_PIECE_NAMES = {
    (WHITE, False): N_("white man"),
    (WHITE, True): N_("white king"),
    (BLACK, False): N_("black man"),
    (BLACK, True): N_("black king"),
}


def side_name(color: Color) -> str:
    """The name of *color* on its own, as a label or a table cell shows it, in the language in use."""
    return _(COLOR_NAMES[color])


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
        """The piece's name on its own, such as ``"white man"``, in the language in use (a label, a list)."""
        return _(_PIECE_NAMES[self.color, self.king])

    def __str__(self) -> str:
        return self.symbol()

    def __repr__(self) -> str:
        color = "WHITE" if self.color else "BLACK"
        return f"Piece({color}, king={self.king})"
