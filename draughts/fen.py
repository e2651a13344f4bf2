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
from dataclasses import dataclass

from .colors import BLACK, COLOR_NAMES, WHITE, Color, Piece
from .errors import InvalidFenError
from .geometry import Geometry

__all__ = ["Layout", "format_fen", "parse_fen"]

_TOKEN = re.compile(r"^(K?)(\d+)(?:-(\d+))?$", re.ASCII)


@dataclass(frozen=True)
class Layout:
    """A position read from FEN: the side to move and the piece on each square."""

    turn: Color
    pieces: dict[int, Piece]


def parse_fen(text: str, size: int) -> Layout:
    """Read a PDN FEN for a board of *size*; :class:`InvalidFenError` names what is wrong."""
    if not isinstance(text, str):
        raise InvalidFenError(f"a FEN is text, not {text!r}")
    geometry = Geometry.of(size)
    fen = text.strip()
    tag = re.fullmatch(r'\[\s*FEN\s+"(.*)"\s*\]', fen)
    if tag:
        fen = tag.group(1)
    fen = re.sub(r"\s*([:,-])\s*", r"\1", fen.strip().strip('"').rstrip("."))
    fields = fen.split(":")
    side = fields[0].upper()
    if side not in ("W", "B"):
        raise InvalidFenError(f"{text!r}: the side to move must be W or B, not {fields[0]!r}")
    if len(fields) > 3:
        raise InvalidFenError(f"{text!r}: expected side:White pieces:Black pieces, found {len(fields)} fields")
    pieces: dict[int, Piece] = {}
    seen_colors = set()
    for field in fields[1:]:
        if not field or field[0].upper() not in ("W", "B"):
            raise InvalidFenError(f"{text!r}: a piece list must start with W or B, not {field!r}")
        color = field[0].upper() == "W"
        if color in seen_colors:
            raise InvalidFenError(f"{text!r}: {COLOR_NAMES[color]}'s pieces are listed twice")
        seen_colors.add(color)
        tokens = field[1:].split(",") if field[1:] else []
        for token in tokens:
            match = _TOKEN.match(token.strip().upper())
            if not match:
                raise InvalidFenError(f"{text!r}: {token!r} is not a square, a range or K and a square")
            king = bool(match.group(1))
            first = int(match.group(2))
            last = int(match.group(3) or first)
            if last < first:
                raise InvalidFenError(f"{text!r}: the range {token!r} runs backwards")
            for square in range(first, last + 1):
                if not 1 <= square <= geometry.squares:
                    raise InvalidFenError(
                        f"{text!r}: there is no square {square} on a {size}x{size} board "
                        f"(the squares are 1-{geometry.squares})"
                    )
                if square in pieces:
                    raise InvalidFenError(f"{text!r}: square {square} is listed twice")
                piece = Piece(color, king)
                if not king and geometry.bits[square] & geometry.crown_row[color]:
                    raise InvalidFenError(
                        f"{text!r}: a {piece.name()} on {square} stands on its own crowning row; "
                        f"write K{square} for a king"
                    )
                pieces[square] = piece
    return Layout(side == "W", pieces)


def format_fen(turn: Color, pieces: dict[int, Piece]) -> str:
    """Write PDN FEN: each side's squares in order, a ``K`` before each king."""
    parts = ["W" if turn else "B"]
    for color in (WHITE, BLACK):
        squares = [("K" if p.king else "") + str(s) for s, p in sorted(pieces.items()) if p.color == color]
        parts.append(("W" if color else "B") + ",".join(squares))
    return ":".join(parts)
