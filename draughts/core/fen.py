"""Reading and writing positions in PDN FEN, such as ``W:W21,22,K30:B1-3``.

The first letter is the side to move; then each side's pieces, a ``K`` before a
king. Ranges such as ``1-12`` are accepted.

>>> layout = parse_fen("B:W21-23,K30:B1,K2", 8)
>>> layout.turn, layout.pieces[30], layout.pieces[2]
(False, Piece(WHITE, king=True), Piece(BLACK, king=True))
>>> format_fen(layout.turn, layout.pieces)
'B:W21,22,23,K30:B1,K2'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from draughts.core.errors import InvalidFenError, InvalidSquareError
from draughts.core.geometry import Geometry
from draughts.core.messages import N_, _
from draughts.core.sides import BLACK, WHITE, Color, Piece
from draughts.core.text import plain_number, quote

__all__ = ["Layout", "format_fen", "parse_fen"]

MAX_LENGTH = 1000
"""The longest FEN read: a full 10x10 position, written with spaces, takes a few hundred characters."""

_LISTED_TWICE = {
    WHITE: N_("{fen}: White's pieces are listed twice"),
    BLACK: N_("{fen}: Black's pieces are listed twice"),
}
_ON_CROWNING_ROW = {
    WHITE: N_("{fen}: a white man on {square} stands on its own crowning row; write K{square} for a king"),
    BLACK: N_("{fen}: a black man on {square} stands on its own crowning row; write K{square} for a king"),
}
"""The refusals that name a side, one message per side."""


@dataclass(frozen=True)
class Layout:
    """A position read from FEN: the side to move and the piece on each square."""

    turn: Color
    pieces: dict[int, Piece]


def parse_fen(text: str, size: int) -> Layout:
    """Read a PDN FEN for a board of *size*; :class:`InvalidFenError` names what is wrong.

    Squares are numbers or algebraic names, in every rule set:

    >>> format_fen(True, parse_fen("W:Wa1,c3,Kh2:Bb6", 8).pieces)
    'W:W22,K28,29:B9'
    """
    if not isinstance(text, str):
        raise InvalidFenError(f"a FEN is text, such as 'W:W21,22:B1,2', not {quote(text)}")
    if len(text) > MAX_LENGTH:
        raise InvalidFenError(f"{quote(text)} is too long for a FEN: a position takes at most {MAX_LENGTH} characters")
    geometry = Geometry.of(size)
    fen = text.strip()
    tag = re.fullmatch(r'\[\s*FEN\s+"(.*)"\s*\]', fen)
    if tag:
        fen = tag.group(1)
    fields = [field.strip() for field in fen.strip().strip('"').rstrip(".").split(":")]
    side = fields[0].upper()
    if side not in ("W", "B"):
        raise InvalidFenError(f"{quote(text)}: the side to move must be W or B, not {quote(fields[0])}")
    if len(fields) > 3:
        raise InvalidFenError(f"{quote(text)}: expected side:White pieces:Black pieces, found {len(fields)} fields")
    pieces: dict[int, Piece] = {}
    seen_colors = set()
    for field in fields[1:]:
        if not field or field[0].upper() not in ("W", "B"):
            raise InvalidFenError(f"{quote(text)}: a piece list must start with W or B, not {quote(field)}")
        color = field[0].upper() == "W"
        if color in seen_colors:
            raise InvalidFenError(_(_LISTED_TWICE[color], fen=quote(text)))
        seen_colors.add(color)
        body = field[1:].strip()
        for token in body.split(",") if body else []:
            king, squares = _squares(token, geometry, text)
            name = geometry.name if token.strip().lstrip("Kk").strip()[:1].isalpha() else str  # as the token writes it
            for square in squares:
                if square in pieces:
                    raise InvalidFenError(f"{quote(text)}: square {name(square)} is listed twice")
                if not king and geometry.bits[square] & geometry.crown_row[color]:
                    raise InvalidFenError(_(_ON_CROWNING_ROW[color], fen=quote(text), square=name(square)))
                pieces[square] = Piece(color, king)
    return Layout(side == "W", pieces)


def _squares(token: str, geometry: Geometry, text: str) -> tuple[bool, range | list[int]]:
    """Whether a FEN token is a king, and its squares: ``K30``, ``c3``, ``Kh2`` or a range ``1-12``."""
    word = token.strip()
    king = word[:1] in ("K", "k")
    word = word[1:].strip() if king else word
    first, dash, last = word.partition("-")
    try:
        if not dash:
            return king, [geometry.parse_square(first)]
        low, high = plain_number(first.strip()), plain_number(last.strip())
        if low is None or high is None:
            raise InvalidFenError(f"{quote(text)}: a range such as 1-12 joins two square numbers, not {quote(token)}")
        if high < low:
            raise InvalidFenError(f"{quote(text)}: the range {quote(token)} runs backwards")
        geometry.check(low)
        geometry.check(min(high, geometry.squares + 1))
    except InvalidSquareError as error:
        raise InvalidFenError(
            f"{quote(text)}: {quote(token)} is not a square, a range or K and a square: {error}"
        ) from None
    return king, range(low, high + 1)


def format_fen(turn: Color, pieces: dict[int, Piece], name: Callable[[int], str] = str) -> str:
    """Write PDN FEN: each side's squares in order, a ``K`` before each king; *name* writes a square.

    >>> format_fen(True, {22: Piece(WHITE), 28: Piece(WHITE, king=True), 9: Piece(BLACK)}, Geometry.of(8).name)
    'W:Wc3,Kh2:Bb6'
    """
    parts = ["W" if turn else "B"]
    for color in (WHITE, BLACK):
        squares = [("K" if p.king else "") + name(s) for s, p in sorted(pieces.items()) if p.color == color]
        parts.append(("W" if color else "B") + ",".join(squares))
    return ":".join(parts)
