"""Squares, names and directions of the 8x8 and 10x10 boards, as bitboards.

Dark squares are numbered 1 .. N*N/2 from the top-left, row by row (PDN numbering).
Internally each square is one bit of a Python ``int``. The bits run row by row too,
with one unused "ghost" bit after every second row. That gap makes the four diagonal
steps the same shift from every square, and a step off the side of the board lands on
a ghost bit, which is never part of the board:

    up-left  = -(half + 1)     up-right  = -half
    down-left = +half          down-right = +half + 1

where ``half`` = N/2 is the number of dark squares in a row.

>>> g = Geometry.of(8)
>>> g.square_of(g.step(g.bit(22), g.up_right))   # from c3 one step up and right
18
>>> g.name(29), g.parse_square("c3")
('a1', 22)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from draughts.core.errors import InvalidSquareError
from draughts.core.sides import BLACK, WHITE
from draughts.core.text import plain_number, quote

__all__ = ["Geometry"]


class Geometry:
    """The layout of one board size: square numbers, bits, names and directions."""

    size: int
    half: int
    squares: int

    def __init__(self, size: int) -> None:
        self.size = size
        self.half = half = size // 2
        self.squares = size * half
        self.up_left, self.up_right = -(half + 1), -half
        self.down_left, self.down_right = half, half + 1
        self.directions = (self.up_left, self.up_right, self.down_left, self.down_right)
        #: bits[square] is the bit of a square number (bits[0] is unused).
        self.bits: list[int] = [0]
        self._square_at: dict[int, int] = {}
        self._names: list[str] = [""]
        for square in range(1, self.squares + 1):
            index = square - 1
            row, column = divmod(index, half)
            bit = 1 << (index + row // 2)
            self.bits.append(bit)
            self._square_at[bit] = square
            file = 2 * column + (1 if row % 2 == 0 else 0)
            self._names.append(f"{'abcdefghij'[file]}{size - row}")
        self._by_name = {name: square for square, name in enumerate(self._names) if name}
        self.valid = sum(self.bits)
        #: rays[bit] holds, for each of the four directions, the bits met walking from that square to the edge.
        self.rays: dict[int, tuple[tuple[int, ...], ...]] = {bit: self._rays(bit) for bit in self.bits[1:]}
        #: crown_row[color] is the far row where that side's men are crowned.
        self.crown_row = {
            WHITE: sum(self.bits[1 : half + 1]),
            BLACK: sum(self.bits[self.squares - half + 1 :]),
        }

    def _rays(self, bit: int) -> tuple[tuple[int, ...], ...]:
        rays = []
        for direction in self.directions:
            ray = []
            bit_on_ray = self.step(bit, direction)
            while bit_on_ray & self.valid:
                ray.append(bit_on_ray)
                bit_on_ray = self.step(bit_on_ray, direction)
            rays.append(tuple(ray))
        return tuple(rays)

    @staticmethod
    @cache
    def of(size: int) -> Geometry:
        """The (shared) geometry of a board size."""
        return Geometry(size)

    def bit(self, square: int) -> int:
        """The bit of a square number."""
        return self.bits[square]

    def square_of(self, bit: int) -> int:
        """The square number of a single bit."""
        return self._square_at[bit]

    def squares_of(self, mask: int) -> list[int]:
        """The square numbers of the bits set in *mask*, in increasing order."""
        out = []
        while mask:
            low = mask & -mask
            out.append(self._square_at[low])
            mask ^= low
        return out

    def mask(self, squares: Iterable[int]) -> int:
        """The bitboard of some square numbers."""
        out = 0
        for square in squares:
            out |= self.bits[square]
        return out

    @staticmethod
    def step(bits: int, direction: int) -> int:
        """Every bit of *bits* moved one diagonal step (it may fall off the board)."""
        return bits << direction if direction > 0 else bits >> -direction

    def row(self, square: int) -> int:
        """The row of a square, 0 at the top (Black's back row)."""
        return (square - 1) // self.half

    def column(self, square: int) -> int:
        """The column (file) of a square, 0 at the left."""
        row, index = divmod(square - 1, self.half)
        return 2 * index + (1 if row % 2 == 0 else 0)

    def square_at(self, row: int, column: int) -> int | None:
        """The dark square at a row and column, or ``None`` for a light square."""
        if not (0 <= row < self.size and 0 <= column < self.size) or (row + column) % 2 == 0:
            return None
        return row * self.half + column // 2 + 1

    def name(self, square: int) -> str:
        """The algebraic name of a square: a1 is the dark corner at White's bottom left."""
        self.check(square)
        return self._names[square]

    def check(self, square: int) -> int:
        """*square* itself if it is on the board, else an :class:`InvalidSquareError`."""
        if isinstance(square, bool) or not isinstance(square, int):
            raise InvalidSquareError(f"a square is a number, not {quote(square)}")
        if not 1 <= square <= self.squares:
            raise InvalidSquareError(
                f"there is no square {quote(square)} on a {self.size}x{self.size} board "
                f"(the squares are 1-{self.squares})"
            )
        return square

    def parse_square(self, text: str) -> int:
        """The square number for ``"22"`` or an algebraic name such as ``"c3"``."""
        word = text.strip().lower()
        value = plain_number(word)
        if value is not None:
            return self.check(value)
        if word in self._by_name:
            return self._by_name[word]
        rank = plain_number(word[1:])
        if word[:1] and word[0] in "abcdefghij"[: self.size] and rank is not None and 1 <= rank <= self.size:
            raise InvalidSquareError(f"{word} is a light square: pieces stand on dark squares")
        raise InvalidSquareError(
            f"{quote(text.strip())} is not a square of a {self.size}x{self.size} board: "
            f"use a number 1-{self.squares} or a name such as {self._names[self.squares]}"
        )
