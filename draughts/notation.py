"""Reading move text: PDN (``11-15``, ``11x18x25``, ``11x25``) and algebraic (``c3-d4``, ``c3:e5``).

>>> from draughts.geometry import Geometry
>>> read_squares("11x18x25", Geometry.of(8))
[11, 18, 25]
>>> read_squares("c3:e5", Geometry.of(8))
[22, 15]
"""

from __future__ import annotations

import re

from .errors import InvalidMoveError, InvalidSquareError
from .geometry import Geometry

__all__ = ["read_squares"]

_SEPARATOR = re.compile(r"\s*[-xX:]\s*")


def read_squares(text: str, geometry: Geometry) -> list[int]:
    """The squares named by move text, in order; :class:`InvalidMoveError` if it is unreadable."""
    if not isinstance(text, str):
        raise InvalidMoveError(f"a move is text such as '11-15', not {text!r}")
    body = text.strip().rstrip("!?*+")
    if not body.isascii():
        raise InvalidMoveError(f"{text!r} is not a move: write square numbers or names, such as 11-15 or c3-d4")
    tokens = _SEPARATOR.split(body)
    if len(tokens) < 2 or any(not token for token in tokens):
        raise InvalidMoveError(f"{text!r} is not a move: write the squares joined by - or x, such as 11-15 or 11x18x25")
    try:
        return [geometry.parse_square(token) for token in tokens]
    except InvalidSquareError as error:
        raise InvalidMoveError(f"{text!r} is not a move: {error}") from None
