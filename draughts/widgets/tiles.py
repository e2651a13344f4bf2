"""A lesson's stage tiles on the page: numbered buttons with their stars, named in words.

:class:`StageTiles` is the kernel side of ``tiles.js`` (package data, no build step).
Each tile shows its number and stars ("1 ★★☆") and is named in words for screen
readers ("stage 1, two stars of three"; "stage 2, not solved yet"); its title is the
stage's goal. A click on a tile (or Enter or Space on it) calls back with its index.

>>> tiles = StageTiles()
>>> tiles.show([2, 0], ["Capture the man", "Crown a man"], current=0)
>>> [tile["name"] for tile in tiles.tiles]
['stage 1, two stars of three', 'stage 2, not solved yet']
>>> chosen = []
>>> tiles.on_select(chosen.append)
>>> tiles.handle({"event": "select", "index": 1})
>>> chosen
[1]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib.resources import files
from typing import Any

import anywidget
import traitlets

from draughts.core.messages import N_, _

__all__ = ["StageTiles", "stars_text", "tile_name"]

_TILES = {
    1: N_("stage {number}, one star of three"),
    2: N_("stage {number}, two stars of three"),
    3: N_("stage {number}, three stars of three"),
}
"""A solved stage's tile, by its stars."""


def stars_text(stars: int) -> str:
    """Three stars drawn filled or hollow: ``"★★☆"``.

    >>> stars_text(2)
    '★★☆'
    """
    return "★" * stars + "☆" * (3 - stars)


def tile_name(number: int, stars: int) -> str:
    """A stage's tile in words, as a screen reader says it.

    >>> tile_name(1, 3), tile_name(2, 1), tile_name(3, 0)
    ('stage 1, three stars of three', 'stage 2, one star of three', 'stage 3, not solved yet')
    """
    return _(_TILES[stars], number=number) if stars else _("stage {number}, not solved yet", number=number)


class StageTiles(anywidget.AnyWidget):
    """A row of stage tiles, drawn in the browser by ``tiles.js``.

    ``tiles`` lists, for each stage, its ``stars`` (drawn), its ``name`` in words, its
    ``title`` (the goal) and whether it is the ``current`` one. Fill it with :meth:`show`.
    """

    _esm = files(__package__).joinpath("tiles.js").read_text(encoding="utf-8")
    _css = files(__package__).joinpath("tiles.css").read_text(encoding="utf-8")

    tiles = traitlets.List(traitlets.Dict()).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._select: Callable[[int], object] | None = None
        self.on_msg(lambda _widget, content, _buffers: self.handle(content))

    def show(self, stars: Sequence[int], goals: Sequence[str], current: int) -> None:
        """Draw a tile per stage: its *stars*, its goal, and which one is *current* (from 0)."""
        self.tiles = [
            {
                "stars": stars_text(count),
                "name": tile_name(index + 1, count),
                "title": goal,
                "current": index == current,
            }
            for index, (count, goal) in enumerate(zip(stars, goals, strict=True))
        ]

    def on_select(self, callback: Callable[[int], object]) -> None:
        """Call ``callback(index)`` (from 0) when a tile is clicked."""
        self._select = callback

    def select(self, index: int) -> None:
        """Act as a click on tile *index* (from 0) does."""
        self.handle({"event": "select", "index": index})

    def handle(self, content: Any) -> None:
        """Act on a message from the page: ``{"event": "select", "index": n}``."""
        if not isinstance(content, dict) or content.get("event") != "select":
            return
        index = content.get("index")
        if isinstance(index, int) and 0 <= index < len(self.tiles) and self._select is not None:
            self._select(index)

    def __repr__(self) -> str:
        return f"StageTiles({', '.join(tile['name'] for tile in self.tiles)})"
