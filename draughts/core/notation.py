"""Reading move text: PDN (``11-15``, ``11x18x25``, ``11x25``) and algebraic (``c3-d4``, ``c3:e5``).

>>> from draughts.core.geometry import Geometry
>>> read_squares("11x18x25", Geometry.of(8))
[11, 18, 25]
>>> read_squares("c3:e5", Geometry.of(8))
[22, 15]
"""

from __future__ import annotations

import re

from draughts.core.errors import InvalidMoveError, InvalidSquareError
from draughts.core.geometry import Geometry
from draughts.core.text import quote

__all__ = ["read_squares"]

_SEPARATOR = re.compile(r"[-xX:]")

MAX_LENGTH = 200
"""The longest move text read: a capture of every piece on a 10x10 board, spaced out, is shorter."""


def read_squares(text: str, geometry: Geometry) -> list[int]:
    """The squares named by move text, in order; :class:`InvalidMoveError` if it is unreadable."""
    if not isinstance(text, str):
        raise InvalidMoveError(f"a move is text such as '11-15', not {quote(text)}")
    if len(text) > MAX_LENGTH:
        raise InvalidMoveError(f"{quote(text)} is too long for a move: a move takes at most {MAX_LENGTH} characters")
    body = text.strip().rstrip("!?*+")
    if not body.isascii():
        raise InvalidMoveError(f"{quote(text)} is not a move: write square numbers or names, such as 11-15 or c3-d4")
    tokens = [token.strip() for token in _SEPARATOR.split(body)]
    if len(tokens) < 2 or any(not token for token in tokens):
        raise InvalidMoveError(
            f"{quote(text)} is not a move: write the squares joined by - or x, such as 11-15 or 11x18x25"
        )
    try:
        return [geometry.parse_square(token) for token in tokens]
    except InvalidSquareError as error:
        raise InvalidMoveError(f"{quote(text)} is not a move: {error}") from None
