"""The board's squares on the page: a small front-end widget with grid semantics.

:class:`BoardGrid` is the kernel side of ``board.js`` (package data, no build step,
nothing fetched from the network): a model of traits that say what to draw, and
messages that say what was clicked. It decides nothing: :class:`BoardWidget` fills
it from its game (:class:`~draughts.widgets.play.BoardGame`) and acts on the clicks;
:func:`cells` and :func:`rows` turn the game's squares into what the page draws.

On the page the board is one keyboard stop: a ``grid`` named after the rule set and
the side to move, with one ``gridcell`` per dark square, named in words ("square 22,
white man, must capture"; "square c3, ..." in a Russian or Brazilian game). Arrow
keys move along the board, Enter or Space clicks, Escape cancels. One permanent
polite live region says :attr:`BoardGrid.announcement`.

>>> grid = BoardGrid()
>>> grid.rows = [[0, 1], [2, 0]]
>>> seen = []
>>> grid.on_click(seen.append)
>>> grid.handle({"event": "click", "square": 2})
>>> seen
[2]
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.resources import files
from typing import Any

import anywidget
import traitlets

from draughts.core.geometry import Geometry
from draughts.core.sides import BLACK, WHITE, Color, Piece
from draughts.pictures import style
from draughts.widgets.clicks import Mark, SquareView

__all__ = ["BoardGrid", "cells", "palette_css", "rows"]

_PIECE_CLASS = {
    Piece(WHITE): "draughts-wm",
    Piece(WHITE, king=True): "draughts-wk",
    Piece(BLACK): "draughts-bm",
    Piece(BLACK, king=True): "draughts-bk",
}
_MARK_CLASS = {
    Mark.LAST: "draughts-last",
    Mark.SELECTED: "draughts-selected",
    Mark.MUST_CAPTURE: "draughts-must-capture",
    Mark.ROUTE: "draughts-route",
    Mark.CAPTURED: "draughts-captured",
    Mark.TARGET: "draughts-target",
    Mark.BEYOND: "draughts-target",
}


def cells(views: dict[int, SquareView], turn: Color) -> dict[str, dict[str, object]]:
    """The squares as :attr:`BoardGrid.cells` holds them: CSS classes, words, name and selection.

    A route being entered is drawn in the colour of *turn*, the side moving.

    >>> cells({22: SquareView(22, Piece(WHITE), frozenset({Mark.SELECTED}), name="22")}, WHITE)["22"]["classes"]
    'draughts-sq-22 draughts-wm draughts-selected'
    """
    ghost = "draughts-route-white" if turn == WHITE else "draughts-route-black"
    drawn: dict[str, dict[str, object]] = {}
    for square, view in views.items():
        classes = [f"draughts-sq-{square}"]
        if view.piece is not None:
            classes.append(_PIECE_CLASS[view.piece])
        classes += [_MARK_CLASS[mark] for mark in Mark if mark in view.marks]
        if Mark.ROUTE in view.marks:
            classes.append(ghost)
        if view.notes:
            classes.append("draughts-highlight")
        drawn[str(square)] = {
            "classes": " ".join(classes),
            "label": view.label,
            "name": view.name,
            "selected": view.selected,
        }
    return drawn


def rows(geometry: Geometry, flipped: bool) -> list[list[int]]:
    """The square numbers row by row as drawn, 0 for a light square (White at the top when *flipped*)."""
    size = geometry.size
    order = range(size - 1, -1, -1) if flipped else range(size)
    return [[geometry.square_at(row, column) or 0 for column in order] for row in order]


@cache
def _asset(name: str) -> str:
    return files(__package__).joinpath(name).read_text(encoding="utf-8")


def palette_css() -> str:
    """The palette of :mod:`draughts.pictures.style` as the CSS custom properties that ``board.css`` uses.

    >>> palette_css().splitlines()[1]
    '  --draughts-light: #ecd4ab;'
    """
    white, black = style.PIECE_COLORS[WHITE], style.PIECE_COLORS[BLACK]
    colours = {
        "light": style.LIGHT_SQUARE,
        "dark": style.DARK_SQUARE,
        "frame": style.FRAME_COLOR,
        "number": style.NUMBER,
        "last": style.LAST_MOVE,
        "highlight": style.HIGHLIGHT,
        "route": style.ROUTE,
        "arrow": style.ARROW,
        "captured": style.CAPTURED,
        "casing": style.CASING,
        "must": style.MUST_CAPTURE,
        "target": style.TARGET,
        "focus": style.FOCUS,
        "focus-halo": style.FOCUS_HALO,
        "crown": style.CROWN_FILL,
        "crown-line": style.CROWN_LINE,
    }
    for prefix, piece in (("w", white), ("b", black)):
        for part in piece._fields:
            colours[f"{prefix}-{part}"] = getattr(piece, part)
    lines = [f"  --draughts-{name}: {value};" for name, value in colours.items()]
    return "\n".join([".draughts-board-view, .draughts-widget {", *lines, "}"])


class BoardGrid(anywidget.AnyWidget):
    """The squares of a board, drawn in the browser by ``board.js``.

    ``rows`` lists the square numbers row by row as drawn (0 for a light square), so a
    flipped board is simply rows in the other order. ``cells`` maps each square (as a
    string) to its CSS classes, its description in words (``label``), the name shown
    in its corner with square names on (``name``: c3 or 22, as the rule set writes
    it) and whether it is selected.
    ``arrows`` is a list of ``{"squares": [...], "kind": "hint"}`` drawn over the board.
    Setting :attr:`announcement` (through :meth:`announce`) has the live region say it.
    """

    _esm = _asset("board.js")
    _css = palette_css() + "\n" + _asset("board.css")

    rows = traitlets.List(traitlets.List(traitlets.Int())).tag(sync=True)
    cells = traitlets.Dict().tag(sync=True)
    label = traitlets.Unicode("board").tag(sync=True)
    board_class = traitlets.Unicode("draughts-board").tag(sync=True)
    arrows = traitlets.List(traitlets.Dict()).tag(sync=True)
    announcement = traitlets.Unicode("").tag(sync=True)
    announcements = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._click: Callable[[int], object] | None = None
        self._cancel: Callable[[], object] | None = None
        self.on_msg(lambda _widget, content, _buffers: self.handle(content))

    def on_click(self, callback: Callable[[int], object]) -> None:
        """Call ``callback(square)`` when a square is clicked (or Enter or Space is pressed on it)."""
        self._click = callback

    def on_cancel(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` when Escape is pressed on the board."""
        self._cancel = callback

    def announce(self, text: str) -> None:
        """Have the live region say *text* (again, if it said the same last time)."""
        with self.hold_sync():
            self.announcement = text
            self.announcements += 1

    def handle(self, content: Any) -> None:
        """Act on a message from the page: ``{"event": "click", "square": n}`` or ``{"event": "cancel"}``."""
        if not isinstance(content, dict):
            return
        event, square = content.get("event"), content.get("square")
        known = {number for row in self.rows for number in row if number}
        if event == "click" and isinstance(square, int) and square in known and self._click is not None:
            self._click(square)
        elif event == "cancel" and self._cancel is not None:
            self._cancel()

    def __repr__(self) -> str:
        return f"BoardGrid({self.label!r})"
