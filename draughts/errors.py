"""The errors of the package: a family of ``ValueError`` s, each with a plain sentence."""

from __future__ import annotations

__all__ = [
    "AmbiguousMoveError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidMoveError",
    "InvalidSquareError",
    "UnknownRulesError",
]


class InvalidSquareError(ValueError):
    """A square number or name that is not on the board."""


class InvalidMoveError(ValueError):
    """Move text that cannot be read, such as ``"11--15"`` or ``"k9-z2"``."""


class IllegalMoveError(ValueError):
    """A well-written move that the rules do not allow in this position."""


class AmbiguousMoveError(ValueError):
    """Move text that fits more than one legal move; the message lists them."""


class InvalidFenError(ValueError):
    """A position string (PDN FEN) that cannot be read; the message names the broken part."""


class UnknownRulesError(ValueError):
    """An unknown rule-set name or switch value; the message lists the valid ones."""


class GameOverError(ValueError):
    """A request that needs a game still going on, such as a hint, after the game has ended."""
