"""Rule sets as values: one frozen dataclass of switches, and the named presets.

Every variant is the same engine with different switches. Flip one with
:meth:`Rules.replace` and compare two rule sets with :meth:`Rules.differences`:

>>> english = Rules.preset("english")
>>> flying = english.replace(king_range="flying")
>>> [str(d) for d in english.differences(flying)]
['kings: in english, kings move one square at a time; in custom, kings fly: they move any distance along a diagonal']
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .colors import BLACK, COLOR_NAMES, WHITE, Color
from .errors import UnknownRulesError

__all__ = [
    "PRESETS",
    "CaptureRule",
    "Crowning",
    "Difference",
    "FlyingLanding",
    "Goal",
    "KingRange",
    "Removal",
    "Rules",
]


class KingRange(StrEnum):
    """How far a king moves: one square, or any distance along an open diagonal."""

    SHORT = "short"
    FLYING = "flying"


class FlyingLanding(StrEnum):
    """Where a flying king may stop after a jump."""

    ANY = "any"
    MUST_CONTINUE = "must-continue"


class CaptureRule(StrEnum):
    """Whether the player chooses freely among captures or must take the most pieces."""

    FREE = "free"
    MOST = "most"


class Removal(StrEnum):
    """When jumped pieces leave the board: at the end of the turn, or at once."""

    END = "end"
    IMMEDIATE = "immediate"


class Crowning(StrEnum):
    """What happens to a man that reaches the far row in the middle of a capture."""

    STOPS = "stops"
    KING_CONTINUES = "king-continues"
    MAN_CONTINUES = "man-continues"


class Goal(StrEnum):
    """What wins the game."""

    STANDARD = "standard"
    GIVEAWAY = "giveaway"
    FIRST_KING = "first-king"


_SWITCH_TYPES: dict[str, Any] = {
    "king_range": KingRange,
    "flying_landing": FlyingLanding,
    "capture_rule": CaptureRule,
    "removal": Removal,
    "crowning": Crowning,
    "goal": Goal,
}

# One plain sentence for each value of each switch, used by Rules.differences().
_SENTENCES: dict[str, dict[Any, str]] = {
    "size": {8: "the board is 8x8, with 12 men each", 10: "the board is 10x10, with 20 men each"},
    "first": {BLACK: "Black (the top side) moves first", WHITE: "White (the bottom side) moves first"},
    "men_capture_backward": {
        True: "men capture backward as well as forward",
        False: "men capture only forward",
    },
    "king_range": {
        KingRange.SHORT: "kings move one square at a time",
        KingRange.FLYING: "kings fly: they move any distance along a diagonal",
    },
    "flying_landing": {
        FlyingLanding.ANY: "a flying king may stop on any empty square beyond the piece it jumps",
        FlyingLanding.MUST_CONTINUE: ("a flying king must stop where it can capture again, if such a square exists"),
    },
    "capture_rule": {
        CaptureRule.FREE: "you may choose any capture",
        CaptureRule.MOST: "you must choose a capture that takes the most pieces",
    },
    "removal": {
        Removal.END: "jumped pieces stay on the board until the move ends",
        Removal.IMMEDIATE: "a jumped piece leaves the board at once",
    },
    "crowning": {
        Crowning.STOPS: "a man that reaches the far row mid-capture is crowned and stops",
        Crowning.KING_CONTINUES: (
            "a man that reaches the far row mid-capture is crowned and goes on capturing as a king"
        ),
        Crowning.MAN_CONTINUES: (
            "a man that passes the far row mid-capture goes on as a man, crowned only if it ends there"
        ),
    },
    "goal": {
        Goal.STANDARD: "you win by taking or blocking every enemy piece",
        Goal.GIVEAWAY: "you win by losing all your pieces or being blocked",
        Goal.FIRST_KING: "the first side to crown a man wins",
    },
}

_SWITCH_TITLES = {
    "size": "board",
    "first": "first move",
    "men_capture_backward": "men capturing backward",
    "king_range": "kings",
    "flying_landing": "flying landing",
    "capture_rule": "capture choice",
    "removal": "removal",
    "crowning": "crowning mid-capture",
    "goal": "goal",
    "quiet_move_limit": "quiet-move draw",
    "repetition": "repetition",
}


def _sentence(switch: str, value: Any) -> str:
    if switch == "quiet_move_limit":
        if value is None:
            return "there is no quiet-move draw"
        return f"{value} quiet plies in a row (no capture, no man moved) draw the game"
    if switch == "repetition":
        if value:
            return "a position met for the third time lets either side claim a draw"
        return "repeating a position does not draw"
    return _SENTENCES[switch][value]


@dataclass(frozen=True)
class Difference:
    """One switch on which two rule sets differ, readable as a sentence."""

    switch: str
    ours: Any
    theirs: Any
    our_name: str
    their_name: str

    def __str__(self) -> str:
        return (
            f"{_SWITCH_TITLES[self.switch]}: in {self.our_name}, {_sentence(self.switch, self.ours)}; "
            f"in {self.their_name}, {_sentence(self.switch, self.theirs)}"
        )


@dataclass(frozen=True)
class Rules:
    """A rule set: the switches of one draughts variant.

    Two rule sets are equal when their switches are equal; the name, description
    and source are labels.

    >>> Rules.preset("russian").king_range
    <KingRange.FLYING: 'flying'>
    >>> Rules.preset("checkers") == Rules.preset("english")
    True
    >>> Rules.preset("english").replace(goal="giveaway").name
    'giveaway'
    """

    size: int = 8
    first: Color = BLACK
    men_capture_backward: bool = False
    king_range: KingRange = KingRange.SHORT
    flying_landing: FlyingLanding = FlyingLanding.MUST_CONTINUE
    capture_rule: CaptureRule = CaptureRule.FREE
    removal: Removal = Removal.END
    crowning: Crowning = Crowning.STOPS
    goal: Goal = Goal.STANDARD
    quiet_move_limit: int | None = 80
    repetition: bool = True
    name: str = field(default="custom", compare=False)
    description: str = field(default="a custom rule set", compare=False)
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if type(self.size) is not int or self.size not in (8, 10):
            raise UnknownRulesError(f"size must be 8 or 10, not {self.size!r}")
        if not isinstance(self.first, bool):
            raise UnknownRulesError(f"first must be WHITE or BLACK, not {self.first!r}")
        for switch in ("men_capture_backward", "repetition"):
            if not isinstance(getattr(self, switch), bool):
                raise UnknownRulesError(f"{switch} must be True or False, not {getattr(self, switch)!r}")
        for switch, kind in _SWITCH_TYPES.items():
            value = getattr(self, switch)
            try:
                object.__setattr__(self, switch, kind(value))
            except ValueError:
                valid = ", ".join(repr(member.value) for member in kind)
                raise UnknownRulesError(f"{value!r} is not a value of {switch}: choose one of {valid}") from None
        limit = self.quiet_move_limit
        if limit is not None and (type(limit) is not int or limit < 1):
            raise UnknownRulesError(f"quiet_move_limit must be a positive number of plies or None, not {limit!r}")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The preset rule set called *name* (or one of its aliases)."""
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        key = _ALIASES.get(key, key)
        if key not in PRESETS:
            valid = ", ".join(sorted(PRESETS) + sorted(_ALIASES))
            raise UnknownRulesError(f"no rule set called {name!r}: choose one of {valid}")
        return PRESETS[key]

    @classmethod
    def coerce(cls, rules: Rules | str) -> Rules:
        """A :class:`Rules` from a rule set or a preset name."""
        if isinstance(rules, Rules):
            return rules
        if isinstance(rules, str):
            return cls.preset(rules)
        raise UnknownRulesError(f"rules must be a Rules value or a preset name, not {rules!r}")

    @classmethod
    def switches(cls) -> tuple[str, ...]:
        """The names of the switches, in table order."""
        return tuple(f.name for f in dataclasses.fields(cls) if f.compare)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some switches changed; it takes a preset's name if it matches one.

        >>> Rules.preset("english").replace(capture_rule="most").name
        'custom'
        """
        unknown = sorted(set(changes) - set(self.switches()))
        if unknown:
            valid = ", ".join(self.switches())
            raise UnknownRulesError(f"no switch called {unknown[0]!r}: the switches are {valid}")
        new = dataclasses.replace(self, **changes)
        for preset in PRESETS.values():
            if preset == new:
                return preset
        return dataclasses.replace(new, name="custom", description=f"{self.name} with changes", source="")

    def differences(self, other: Rules | str) -> list[Difference]:
        """The switches on which *other* differs from these rules, in table order."""
        other = Rules.coerce(other)
        our_name, their_name = self.name, other.name
        if our_name == their_name:
            our_name, their_name = f"{our_name} (first)", f"{their_name} (second)"
        return [
            Difference(s, getattr(self, s), getattr(other, s), our_name, their_name)
            for s in self.switches()
            if getattr(self, s) != getattr(other, s)
        ]

    def describe(self, switch: str) -> str:
        """The plain sentence for this rule set's value of *switch*."""
        if switch not in self.switches():
            raise UnknownRulesError(f"no switch called {switch!r}")
        return _sentence(switch, getattr(self, switch))

    @property
    def squares(self) -> int:
        """How many dark squares the board has: 32 or 50."""
        return self.size * self.size // 2

    @property
    def flying_kings(self) -> bool:
        """Whether kings fly."""
        return self.king_range is KingRange.FLYING

    def __repr__(self) -> str:
        if PRESETS.get(self.name) == self:
            return f"Rules.preset({self.name!r})"
        parts = []
        for switch in self.switches():
            value = getattr(self, switch)
            if switch == "first":
                text = COLOR_NAMES[value].upper()
            elif isinstance(value, StrEnum):
                text = repr(value.value)
            else:
                text = repr(value)
            parts.append(f"{switch}={text}")
        return "Rules(" + ", ".join(parts) + ")"

    def __str__(self) -> str:
        return self.name


_ENGLISH = Rules(
    name="english",
    description="English draughts (American checkers): short kings, free choice of captures",
    source="seeds 001, 002, 003, 004",
)

PRESETS: dict[str, Rules] = {
    "english": _ENGLISH,
    "arcade": Rules(
        first=WHITE,
        men_capture_backward=True,
        king_range=KingRange.FLYING,
        flying_landing=FlyingLanding.ANY,
        removal=Removal.IMMEDIATE,
        crowning=Crowning.MAN_CONTINUES,
        quiet_move_limit=60,
        repetition=False,
        name="arcade",
        description="the Arcade tables: flying kings, jumped pieces leave at once",
        source="seed 000",
    ),
    "russian": Rules(
        first=WHITE,
        men_capture_backward=True,
        king_range=KingRange.FLYING,
        crowning=Crowning.KING_CONTINUES,
        quiet_move_limit=30,
        name="russian",
        description="Russian draughts (shashki): a man crowned mid-capture goes on as a king",
        source="named in seed 003",
    ),
    "brazilian": Rules(
        first=WHITE,
        men_capture_backward=True,
        king_range=KingRange.FLYING,
        capture_rule=CaptureRule.MOST,
        crowning=Crowning.MAN_CONTINUES,
        quiet_move_limit=50,
        name="brazilian",
        description="Brazilian draughts: the international rules on an 8x8 board",
        source="international movement on 8x8",
    ),
    "international": Rules(
        size=10,
        first=WHITE,
        men_capture_backward=True,
        king_range=KingRange.FLYING,
        capture_rule=CaptureRule.MOST,
        crowning=Crowning.MAN_CONTINUES,
        quiet_move_limit=50,
        name="international",
        description="international draughts: 10x10, flying kings, take the most pieces",
        source="named in seed 003",
    ),
    "giveaway": dataclasses.replace(
        _ENGLISH,
        goal=Goal.GIVEAWAY,
        name="giveaway",
        description="giveaway checkers: English rules, but losing all your pieces wins",
        source="seed 004 (house rule)",
    ),
    "first-king": dataclasses.replace(
        _ENGLISH,
        goal=Goal.FIRST_KING,
        name="first-king",
        description="first king wins: English rules, and crowning a man wins at once",
        source="seed 004 (house rule)",
    ),
}

_ALIASES = {"american": "english", "checkers": "english", "first-king-wins": "first-king"}
