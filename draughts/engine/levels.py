"""The levels of the computer opponent, weakest first: how far each looks and how often it slips.

>>> LEVELS
('beginner', 'casual', 'club', 'strong', 'strongest')
>>> LEVEL_DESCRIPTIONS["strongest"]
'thinks for one second a move, as far ahead as it can'

A level's name, as a menu shows it, is a message too (in the context "level"):

>>> LEVEL_NAMES["club"]
'club'
"""

from __future__ import annotations

from dataclasses import dataclass

from draughts.core.errors import InvalidOptionError
from draughts.core.messages import N_, Np_

__all__ = ["LEVELS", "LEVEL_DESCRIPTIONS", "LEVEL_NAMES", "Level", "level_settings"]


@dataclass(frozen=True)
class Level:
    """How one level plays: its search limits and its deliberate mistakes."""

    depth: int | None
    """The depth limit in plies (``None``: as deep as the time allows)."""
    time_limit: float | None
    """Seconds a move (``None``: no time limit)."""
    mistake_rate: float = 0.0
    """The chance, on each move, of playing a weaker move instead of the best."""
    mistake_margin: int = 0
    """How much worse (in hundredths of a man) such a move may be."""
    description: str = ""
    """How it plays, in a line: a message, shown with ``_(description)``."""


_LEVELS = {
    "beginner": Level(2, None, 0.35, 250, N_("looks one move ahead for each side, and often plays a weaker move")),
    "casual": Level(3, None, 0.15, 150, N_("looks three moves ahead (both sides' moves), and sometimes slips")),
    "club": Level(4, None, description=N_("looks four moves ahead (both sides' moves) and plays the best it sees")),
    "strong": Level(6, None, description=N_("looks six moves ahead (both sides' moves) and plays the best it sees")),
    "strongest": Level(None, 1.0, description=N_("thinks for one second a move, as far ahead as it can")),
}

LEVELS: tuple[str, ...] = tuple(_LEVELS)
"""The levels, weakest first."""

LEVEL_DESCRIPTIONS: dict[str, str] = {name: settings.description for name, settings in _LEVELS.items()}
"""One line on how each level plays: messages, shown with ``_(LEVEL_DESCRIPTIONS[level])``."""

LEVEL_NAMES: dict[str, str] = {
    "beginner": Np_("level", "beginner"),
    "casual": Np_("level", "casual"),
    "club": Np_("level", "club"),
    "strong": Np_("level", "strong"),
    "strongest": Np_("level", "strongest"),
}
"""Each level's name in a menu: messages in the context "level", shown with ``p_("level", LEVEL_NAMES[level])``."""


def level_settings(name: str) -> Level:
    """The settings of the level called *name*; :class:`~draughts.core.errors.InvalidOptionError` if unknown.

    >>> level_settings("strongest").time_limit
    1.0
    """
    if name not in _LEVELS:
        raise InvalidOptionError(f"no level called {name!r}: choose one of {', '.join(LEVELS)}")
    return _LEVELS[name]
