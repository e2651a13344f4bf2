"""The look shared by the SVG and matplotlib boards: colours, sizes, shapes and layout.

Lengths are in board units: a square is :data:`SQUARE` units wide and the picture is
scaled to its final size afterwards. Every coordinate is an integer and y grows
downward, as in SVG.

>>> from draughts.core.geometry import Geometry
>>> layout = Layout(Geometry.of(8))
>>> layout.width, layout.center(1)
(412, (81, 31))
>>> Layout(Geometry.of(8), flipped=True).center(1)
(331, 381)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple, TypeAlias

from draughts.core.geometry import Geometry
from draughts.core.sides import BLACK, WHITE, Color

__all__ = [
    "ARROW",
    "ARROW_WIDTH",
    "CAPTION",
    "CAPTURED",
    "CASING",
    "CROWN",
    "CROWN_FILL",
    "CROWN_LINE",
    "DARK_SQUARE",
    "FOCUS",
    "FOCUS_HALO",
    "FONT",
    "FRAME",
    "FRAME_COLOR",
    "FRAME_EDGE",
    "HIGHLIGHT",
    "LABEL",
    "LAST_MOVE",
    "LIGHT_SQUARE",
    "MARGIN",
    "MUST_CAPTURE",
    "NUMBER",
    "PIECE_COLORS",
    "PIECE_RADIUS",
    "RING_RADIUS",
    "ROUTE",
    "ROUTE_WIDTH",
    "SQUARE",
    "TARGET",
    "Layout",
    "PieceColors",
    "Point",
    "arrow",
    "default_size",
]

Point: TypeAlias = tuple[int, int]

# -- sizes, in board units ------------------------------------------------------------

SQUARE = 50
"""The side of one square."""
FRAME = 6
"""The width of the plain frame around the board."""
MARGIN = 24
"""The width of the frame when it carries coordinates."""
PIECE_RADIUS = 20
RING_RADIUS = 14
"""The groove cut into the face of a piece."""
ARROW_WIDTH = 8
ROUTE_WIDTH = 7
HEAD_LENGTH = 20
HEAD_WIDTH = 24

# -- colours --------------------------------------------------------------------------

LIGHT_SQUARE = "#ecd4ab"
DARK_SQUARE = "#83552f"
FRAME_COLOR = "#5c3b20"
FRAME_EDGE = "#3a2312"
"""A thin dark line where the frame meets the squares."""
LABEL = "#f3e1bf"
"""Coordinates, on the frame."""
NUMBER = "#f6e7c8"
"""Square numbers, on the dark squares."""
FONT = "Helvetica, Arial, sans-serif"
CAPTION = "#3a2312"
"""The captions over a row of boards."""
LAST_MOVE = "#f2dc5d"
"""A flat tint over the two squares of the last move (an inset frame in the widget)."""
HIGHLIGHT = "#8fc3ff"
"""An inset outline (and a faint tint) around highlighted or selected squares."""
ARROW = "#7ee2a8"
ROUTE = "#d0b3ff"
CAPTURED = "#b3141c"
"""The cross over a captured piece (a shape, so it does not rely on colour alone)."""
CASING = "#ffffff"
"""A light edge around dark marks (the capture cross), so they stand out on dark squares too."""
MUST_CAPTURE = "#ffb74d"
"""The dashed ring around a piece that must capture (widget)."""
TARGET = "#ffffff"
"""The dot on a square where the selected piece may land (widget), ringed in :data:`FOCUS`."""
FOCUS = "#000000"
FOCUS_HALO = "#ffffff"
"""The keyboard focus ring (widget): a dark ring inside a light one, seen on any colour."""
CROWN_FILL = "#e9b530"
CROWN_LINE = "#5a3d00"


class PieceColors(NamedTuple):
    """The colours of one side's pieces: a face shaded from ``light`` to ``dark``."""

    light: str
    face: str
    dark: str
    rim: str
    groove: str


PIECE_COLORS: dict[Color, PieceColors] = {
    WHITE: PieceColors(light="#fffdf6", face="#f1e8d4", dark="#cdbd9c", rim="#ede3cc", groove="#b9a783"),
    BLACK: PieceColors(light="#6a5f58", face="#3a322e", dark="#1b1614", rim="#d8c7a6", groove="#5c524b"),
}

CROWN: tuple[Point, ...] = ((-12, -8), (-6, 0), (0, -12), (6, 0), (12, -8), (10, 8), (-10, 8))
"""The outline of the crown on a king, around the centre of the piece."""


def default_size(board_size: int) -> int:
    """The default width in pixels of a picture of an 8x8 or 10x10 board.

    >>> default_size(8), default_size(10)
    (360, 400)
    """
    return 360 if board_size <= 8 else 400


@dataclass(frozen=True)
class Layout:
    """Where the squares of one board go in a picture, in board units."""

    geometry: Geometry
    flipped: bool = False
    coordinates: bool = False

    @property
    def margin(self) -> int:
        """The width of the frame: wider when it carries coordinates."""
        return MARGIN if self.coordinates else FRAME

    @property
    def width(self) -> int:
        """The width (and height) of the whole picture."""
        return 2 * self.margin + self.geometry.size * SQUARE

    def cell(self, row: int, column: int) -> Point:
        """The top-left corner of the square at a board row and column (row 0 is Black's side)."""
        if self.flipped:
            last = self.geometry.size - 1
            row, column = last - row, last - column
        return self.margin + column * SQUARE, self.margin + row * SQUARE

    def corner(self, square: int) -> Point:
        """The top-left corner of a square number."""
        g = self.geometry
        return self.cell(g.row(square), g.column(square))

    def center(self, square: int) -> Point:
        """The centre of a square number."""
        x, y = self.corner(square)
        return x + SQUARE // 2, y + SQUARE // 2

    def files(self) -> list[tuple[str, int]]:
        """The file letters and the x of their column centres, left to right as drawn."""
        letters = "abcdefghij"[: self.geometry.size]
        return [(letter, self.cell(0, column)[0] + SQUARE // 2) for column, letter in enumerate(letters)]

    def ranks(self) -> list[tuple[str, int]]:
        """The rank numbers and the y of their row centres."""
        size = self.geometry.size
        return [(str(size - row), self.cell(row, 0)[1] + SQUARE // 2) for row in range(size)]


def arrow(points: list[Point]) -> tuple[list[Point], tuple[Point, Point, Point]]:
    """The shaft and head of an arrow along *points*, ending with its tip on the last point.

    The shaft stops where the head begins, so a wide line never shows past the tip.

    >>> arrow([(0, 0), (100, 0)])
    ([(0, 0), (80, 0)], ((100, 0), (80, -12), (80, 12)))
    """
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    bx, by = x1 - ux * HEAD_LENGTH, y1 - uy * HEAD_LENGTH
    half = HEAD_WIDTH / 2
    base = (round(bx), round(by))
    left = (round(bx + uy * half), round(by - ux * half))
    right = (round(bx - uy * half), round(by + ux * half))
    return [*points[:-1], base], ((x1, y1), left, right)
