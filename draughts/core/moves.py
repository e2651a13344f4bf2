"""The :class:`Move` value."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from draughts.core.errors import InvalidMoveError

__all__ = ["Move"]


@dataclass(frozen=True, slots=True, eq=False)
class Move:
    """A move, as square numbers: a frozen, hashable value.

    ``path`` holds every square the piece stands on, start first; ``captures`` the
    squares of the pieces it takes, in jump order; ``crowns`` whether a man becomes a
    king. ``str(move)`` is PDN.

    Two moves are equal when they do the same thing to the position: the same start
    and end, the same captured pieces and the same crowning. Routes that differ only
    in the landing squares between, or in the order of the jumps, are one move.

    >>> move = Move((11, 18, 25), captures=(15, 22))
    >>> str(move), move.is_capture, move.start, move.end
    ('11x18x25', True, 11, 25)
    >>> move == Move((11, 4, 25), captures=(22, 15))
    True
    >>> Move((9, 14))
    Move((9, 14))
    """

    path: tuple[int, ...]
    captures: tuple[int, ...] = ()
    crowns: bool = False

    def __post_init__(self) -> None:
        if len(self.path) < 2:
            raise InvalidMoveError(f"a move needs a start and an end square, not {self.path!r}")

    @property
    def start(self) -> int:
        """The square the piece leaves."""
        return self.path[0]

    @property
    def end(self) -> int:
        """The square where the piece ends the move."""
        return self.path[-1]

    @property
    def is_capture(self) -> bool:
        """Whether the move takes pieces."""
        return bool(self.captures)

    def pdn(self, *, short: bool = False, names: Callable[[int], str] = str) -> str:
        """PDN text: ``11-15``, ``11x18x25``, or ``11x25`` with ``short=True``; *names* writes each square.

        >>> from draughts.core.geometry import Geometry
        >>> Move((22, 15, 8), captures=(18, 11)).pdn(names=Geometry.of(8).name)
        'c3xe5xg7'
        """
        if not self.captures:
            return f"{names(self.path[0])}-{names(self.path[-1])}"
        squares = (self.path[0], self.path[-1]) if short else self.path
        return "x".join(map(names, squares))

    def fits(self, squares: Sequence[int]) -> bool:
        """Whether move text naming *squares* describes this move.

        The first and last squares must be the start and the end. The squares between
        must be landing squares of the route, in order, or else all captured squares.

        >>> move = Move((11, 18, 25), captures=(15, 22))
        >>> move.fits([11, 25]), move.fits([11, 18, 25]), move.fits([11, 15, 22, 25]), move.fits([11, 22])
        (True, True, True, False)
        """
        if squares[0] != self.path[0] or squares[-1] != self.path[-1]:
            return False
        between = squares[1:-1]
        if not between:
            return True
        if all(square in self.captures for square in between):
            return True
        landings = iter(self.path[1:-1])
        return all(square in landings for square in between)

    def _key(self) -> tuple[int, int, frozenset[int], bool]:
        return self.path[0], self.path[-1], frozenset(self.captures), self.crowns

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        return self.pdn()

    def __repr__(self) -> str:
        extra = ""
        if self.captures:
            extra += f", captures={self.captures!r}"
        if self.crowns:
            extra += ", crowns=True"
        return f"Move({self.path!r}{extra})"
