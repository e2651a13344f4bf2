"""Boards drawn with matplotlib: the look of :mod:`draughts.pictures.svg`, for figures and handouts.

matplotlib is imported here only, so the rules engine never needs it.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> import draughts
>>> figure = boards([draughts.Board(name) for name in ("english", "international")], titles=["8x8", "10x10"])
>>> len(figure.axes)
2
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from matplotlib import patheffects
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, Patch, Polygon, Rectangle

from draughts.core.errors import InvalidOptionError
from draughts.core.moves import Move
from draughts.pictures import style

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from draughts.core.board import Board

__all__ = ["board", "boards"]

# Layers, bottom to top, as matplotlib z-orders.
_BOARD, _MARKS, _PIECES, _NUMBERS, _ROUTE, _CAPTURED = range(1, 7)


class _Painter:
    """Draws in board units on one Axes; lengths in board units become points."""

    def __init__(self, ax: Axes, layout: style.Layout) -> None:
        self.ax = ax
        box = ax.get_window_extent()
        self.points = min(box.width, box.height) * 72 / ax.figure.dpi / layout.width

    def add(self, patch: Patch, z: int) -> None:
        """Add a patch; ``add_artist`` skips the data-limit update of ``add_patch`` (the limits are fixed)."""
        patch.set_zorder(z)
        self.ax.add_artist(patch)

    def line(self, points: Sequence[style.Point], color: str, width: int, z: int, **options: Any) -> None:
        xs, ys = zip(*points, strict=True)
        line = Line2D(xs, ys, color=color, linewidth=width * self.points, zorder=z, **options)
        self.ax.add_line(line)

    def text(self, x: int, y: int, text: str, size: int, color: str, z: int, **options: Any) -> None:
        self.ax.text(x, y, text, fontsize=size * self.points, color=color, zorder=z, **options)


def board(
    board: Board,
    ax: Axes | None = None,
    *,
    flipped: bool = False,
    names: bool = False,
    numbers: bool = False,
    coordinates: bool = False,
    highlight: Iterable[int] = (),
    move: Move | None = None,
    title: str | None = None,
) -> Axes:
    """Draw *board* on *ax* (a new figure if ``None``) and return the Axes.

    The options are those of :func:`draughts.pictures.svg.board`: ``names`` puts the square names
    as the rule set writes them, coordinates around a Russian or Brazilian board and
    numbers on the others.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> import draughts
    >>> ax = board(draughts.Board("english"), numbers=True, title="English draughts")
    >>> ax.get_title()
    'English draughts'
    """
    if ax is None:
        import matplotlib.pyplot as plt

        figure, ax = plt.subplots(figsize=(4, 4.3 if title else 4))
        figure.subplots_adjust(left=0.02, right=0.98, bottom=0.02, top=0.92 if title else 0.98)
    g = board.geometry
    coordinates = coordinates or (names and board.rules.algebraic)
    numbers = numbers or (names and not board.rules.algebraic)
    layout = style.Layout(g, flipped=flipped, coordinates=coordinates)
    marked = sorted({g.check(square) for square in highlight})
    for square in (*move.path, *move.captures) if move else ():
        g.check(square)
    ax.set_xlim(0, layout.width)
    ax.set_ylim(layout.width, 0)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if title is not None:
        ax.set_title(title)
    paint = _Painter(ax, layout)
    _squares(paint, layout, marked)
    if coordinates:
        _coordinates(paint, layout)
    for square, piece in board.pieces().items():
        _piece(paint, layout.center(square), style.PIECE_COLORS[piece.color], piece.king)
    if numbers:
        _numbers(paint, layout)
    if move is not None:
        _route(paint, [layout.center(square) for square in move.path])
        for square in move.captures:
            _captured(paint, layout.center(square))
    return ax


def boards(
    boards: Sequence[Board],
    titles: Sequence[str] | None = None,
    ncols: int | None = None,
    *,
    names: bool = False,
    numbers: bool = False,
    coordinates: bool = False,
    flipped: bool = False,
) -> Figure:
    """A figure with several boards side by side, *ncols* to a row (up to 4 by default);
    ``names``, ``numbers`` and ``coordinates`` are those of :func:`board`.

    The figure is not registered with pyplot: show it by leaving it as a cell's value,
    or write it with ``figure.savefig("handout.pdf")``.
    """
    if titles is not None and len(titles) != len(boards):
        raise InvalidOptionError(f"{len(titles)} titles for {len(boards)} boards: give one title per board")
    if not boards:
        raise InvalidOptionError("no boards to draw")
    ncols = ncols or min(len(boards), 4)
    nrows = math.ceil(len(boards) / ncols)
    cell = 3.0
    head = 0.35 if titles else 0.0
    figure = Figure(figsize=(ncols * cell, nrows * (cell + head)))
    figure.subplots_adjust(left=0.02, right=0.98, bottom=0.02, top=1 - head / (cell + head) * 0.9, wspace=0.06)
    for index, position in enumerate(boards):
        ax = figure.add_subplot(nrows, ncols, index + 1)
        title = titles[index] if titles else None
        board(position, ax, flipped=flipped, names=names, numbers=numbers, coordinates=coordinates, title=title)
    return figure


def _squares(paint: _Painter, layout: style.Layout, marked: list[int]) -> None:
    g, width, side = layout.geometry, layout.width, layout.geometry.size * style.SQUARE
    paint.add(Rectangle((0, 0), width, width, facecolor=style.FRAME_COLOR, edgecolor="none"), _BOARD)
    light = Rectangle((layout.margin, layout.margin), side, side, facecolor=style.LIGHT_SQUARE)
    light.set(edgecolor=style.FRAME_EDGE, linewidth=2 * paint.points)
    paint.add(light, _BOARD)
    for square in range(1, g.squares + 1):
        paint.add(Rectangle(layout.corner(square), style.SQUARE, style.SQUARE, color=style.DARK_SQUARE), _BOARD)
    for square in marked:
        x, y = layout.corner(square)
        tint = Rectangle((x + 3, y + 3), style.SQUARE - 6, style.SQUARE - 6, facecolor=to_rgba(style.HIGHLIGHT, 0.2))
        tint.set(edgecolor=style.HIGHLIGHT, linewidth=4 * paint.points)
        paint.add(tint, _MARKS)


def _piece(paint: _Painter, center: style.Point, colors: style.PieceColors, king: bool) -> None:
    """A disc with a rim and a groove, lit from the top left, and a crown for a king."""
    x, y = center
    r = style.PIECE_RADIUS
    paint.add(Circle((x + 1, y + 3), r, facecolor="black", alpha=0.3, edgecolor="none"), _PIECES)
    paint.add(Circle(center, r, facecolor=colors.dark, edgecolor="none"), _PIECES)
    paint.add(Circle((x - 1, y - 1), r - 3, facecolor=colors.face, edgecolor="none"), _PIECES)
    paint.add(Circle((x - 6, y - 7), r // 2, facecolor=colors.light, alpha=0.45, edgecolor="none"), _PIECES)
    paint.add(Circle(center, r, fill=False, edgecolor=colors.rim, linewidth=2 * paint.points), _PIECES)
    paint.add(
        Circle(center, style.RING_RADIUS, fill=False, edgecolor=colors.groove, linewidth=2 * paint.points), _PIECES
    )
    if king:
        outline = [(x + dx, y + dy) for dx, dy in style.CROWN]
        crown = Polygon(outline, facecolor=style.CROWN_FILL, edgecolor=style.CROWN_LINE, joinstyle="round")
        crown.set_linewidth(2 * paint.points)
        paint.add(crown, _PIECES)


def _numbers(paint: _Painter, layout: style.Layout) -> None:
    halo = [patheffects.withStroke(linewidth=3 * paint.points, foreground=style.DARK_SQUARE)]
    for square in range(1, layout.geometry.squares + 1):
        x, y = layout.corner(square)
        paint.text(x + 3, y + 12, str(square), 11, style.NUMBER, _NUMBERS, path_effects=halo)


def _coordinates(paint: _Painter, layout: style.Layout) -> None:
    near, far = layout.margin // 2, layout.width - layout.margin // 2
    label = {"ha": "center", "va": "center", "fontweight": "bold"}
    for letter, x in layout.files():
        for y in (near, far):
            paint.text(x, y, letter, 14, style.LABEL, _MARKS, **label)
    for number, y in layout.ranks():
        for x in (near, far):
            paint.text(x, y, number, 14, style.LABEL, _MARKS, **label)


def _route(paint: _Painter, points: list[style.Point]) -> None:
    """The route of a move: a line through every landing square, a dot on each, an arrowhead."""
    shaft, head = style.arrow(points)
    width, alpha = style.ROUTE_WIDTH, 0.85
    paint.line(shaft, style.ROUTE, width, _ROUTE, alpha=alpha, solid_capstyle="round", solid_joinstyle="round")
    paint.add(Polygon(head, facecolor=style.ROUTE, edgecolor="none", alpha=alpha), _ROUTE)
    for dot in points[1:-1]:
        paint.add(Circle(dot, width, facecolor=style.ROUTE, edgecolor="none", alpha=alpha), _ROUTE)


def _captured(paint: _Painter, center: style.Point) -> None:
    """A dashed ring and a cross over a piece that the move takes."""
    x, y = center
    ring = Circle(center, style.PIECE_RADIUS + 3, fill=False, edgecolor=style.CAPTURED, linestyle=(0, (2, 4 / 3)))
    ring.set_linewidth(3 * paint.points)
    paint.add(ring, _CAPTURED)
    for color, width in ((style.CASING, 9), (style.CAPTURED, 5)):
        for dy in (-9, 9):
            paint.line([(x - 9, y - dy), (x + 9, y + dy)], color, width, _CAPTURED, solid_capstyle="round")
