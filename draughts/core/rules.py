"""Rule sets as values: one frozen dataclass of switches, and the named presets.

Every variant is the same engine with different switches. Flip one with
:meth:`Rules.replace` and compare two rule sets with :meth:`Rules.differences`.
What the package says about each switch lives in one place, :data:`SWITCHES`.

>>> english = Rules.preset("english")
>>> flying = english.replace(king_range="flying")
>>> print(*english.differences(flying))
kings: in english, kings move one square at a time; in your rule set, kings fly: they move any distance along a diagonal
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from draughts.core.errors import UnknownRulesError
from draughts.core.geometry import Geometry
from draughts.core.outcome import Termination
from draughts.core.sides import BLACK, COLOR_NAMES, WHITE, Color
from draughts.core.text import plain_number, quote

if TYPE_CHECKING:
    from draughts.core.moves import Move

__all__ = [
    "PRESETS",
    "SWITCHES",
    "CaptureRule",
    "Crowning",
    "Difference",
    "Effect",
    "FlyingLanding",
    "Goal",
    "KingRange",
    "Removal",
    "Rules",
    "Switch",
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


class Effect(StrEnum):
    """What a switch changes, which says where a difference between two rule sets can show."""

    BOARD = "board"
    """The board itself (its size)."""
    START = "start"
    """Who moves first: no position shows it, only a game from the start."""
    MOVES = "moves"
    """Which moves are legal in a position."""
    END = "end"
    """When a position ends the game (the goal, the quiet-move count)."""
    HISTORY = "history"
    """Only a game's history shows it (repetition)."""


@dataclass(frozen=True)
class Switch:
    """Everything the package says about one switch of :class:`Rules`, in one place.

    The rules table, the PDN ``Rules`` tag, the explorer's buttons, the experiments'
    flips, the explanations and the difference finder all read :data:`SWITCHES`.

    >>> kings = SWITCHES["king_range"]
    >>> kings.title, kings.sentence(KingRange.FLYING)
    ('kings', 'kings fly: they move any distance along a diagonal')
    >>> kings.cell(KingRange.SHORT), kings.tag(KingRange.SHORT), kings.read("flying")
    ('short', 'short', <KingRange.FLYING: 'flying'>)
    >>> kings.shapes_moves, kings.flip[KingRange.SHORT], kings.looser[KingRange.SHORT]
    (True, <KingRange.FLYING: 'flying'>, (<KingRange.FLYING: 'flying'>,))
    """

    name: str
    """The field of :class:`Rules`."""
    title: str
    """Its name in tables and sentences: ``"kings"``."""
    effect: Effect
    values: tuple[Any, ...]
    """Its choices, in order (empty for a number, such as the quiet-move limit)."""
    sentence: Callable[[Any], str] = field(repr=False)
    """A plain sentence saying what a value means."""
    cell: Callable[[Any], str] = field(repr=False)
    """The short text of a value in the rules table and on the explorer's buttons."""
    tag: Callable[[Any], str] = field(repr=False)
    """A value as a PDN ``Rules`` tag writes it."""
    read: Callable[[str], Any] = field(repr=False)
    """A value from the text of a PDN ``Rules`` tag; :class:`UnknownRulesError` when it is not one."""
    flip: Mapping[Any, Any] = field(default_factory=dict, repr=False)
    """For a switch that shapes the moves: the value each value flips to in an experiment."""
    looser: Mapping[Any, tuple[Any, ...]] = field(default_factory=dict, repr=False)
    """For a switch that shapes the moves: the values that allow some moves a value refuses."""
    applies: Callable[[Rules], bool] = field(default=lambda rules: True, repr=False)
    """Whether the switch means anything under a rule set (a flying landing needs flying kings)."""
    mid_capture: bool = False
    """Whether it acts only on a capture that goes on after its first jump."""
    shows: Callable[[int, int, int, Rules, Rules], bool] | None = field(default=None, repr=False)
    """For a switch on the moves or the end of a game: whether a position with this many white
    men, white kings and black pieces may show it at work between two rule sets that differ on it.
    The difference finder skips the positions where no differing switch can be at work."""
    jumpers: bool = False
    """Whether it changes which pieces can start a capture."""
    king_moves: bool = False
    """Whether it changes the quiet moves of kings, not only captures."""
    most_only: bool = False
    """Whether it only keeps, of the captures, those that take the most pieces."""

    @property
    def shapes_moves(self) -> bool:
        """Whether the switch decides which moves are legal."""
        return self.effect is Effect.MOVES


_TRUE = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}


def _read_yes_no(name: str) -> Callable[[str], bool]:
    def read(text: str) -> bool:
        word = text.strip().lower()
        if word not in _TRUE:
            raise UnknownRulesError(f"{name} must be yes or no, not {quote(text)}")
        return _TRUE[word]

    return read


def _not_a_value(value: object, name: str, kind: type[StrEnum]) -> str:
    valid = ", ".join(repr(member.value) for member in kind)
    return f"{quote(value)} is not a value of {name}: choose one of {valid}"


def _read_choice(name: str, kind: type[StrEnum]) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        word = text.strip().lower().replace("_", "-")
        try:
            return kind(word)
        except ValueError:
            raise UnknownRulesError(_not_a_value(word, name, kind)) from None

    return read


def _read_size(text: str) -> int:
    size = plain_number(text.strip())
    if size is None:
        raise UnknownRulesError(f"size must be 8 or 10, not {quote(text)}")
    return size


def _read_first(text: str) -> Color:
    colors = {"white": WHITE, "w": WHITE, "black": BLACK, "b": BLACK}
    word = text.strip().lower()
    if word not in colors:
        raise UnknownRulesError(f"first must be white or black, not {quote(text)}")
    return colors[word]


def _read_limit(text: str) -> int | None:
    word = text.strip().lower()
    if word == "none":
        return None
    limit = plain_number(word)
    if limit is None:
        raise UnknownRulesError(f"quiet_move_limit must be a number of plies or none, not {quote(text)}")
    return limit


def _choice(
    name: str,
    title: str,
    kind: type[StrEnum],
    sentences: dict[Any, str],
    effect: Effect = Effect.MOVES,
    **more: Any,
) -> Switch:
    """A switch whose values are the members of an enum."""
    return Switch(
        name,
        title,
        effect,
        tuple(kind),
        sentences.__getitem__,
        lambda value: str(value).replace("-", " "),
        str,
        _read_choice(name, kind),
        **more,
    )


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


_BOTH = (False, True)


# What positions can show each switch at work, for the difference finder (see Switch.shows).
# A piece that jumps one square at a time lands an even number of rows from where it started,
# and the pieces it jumps stand an odd number of rows away, so it never lands where a jumped
# piece stood: the time of removal cannot matter to it, and nor can a landing square. Where both
# rule sets make you take the most pieces, the landing cannot matter either: a king that stops
# where it could have gone on takes fewer pieces than it might, so that capture is refused anyway.


def _king_continues(a: Rules, b: Rules) -> bool:
    """Whether a man crowned mid-capture goes on as a king in either rule set."""
    return Crowning.KING_CONTINUES in (a.crowning, b.crowning)


def _flies(white_men: int, white_kings: int, a: Rules, b: Rules) -> bool:
    """Whether White may have a flying king: a king, or a man crowned mid-capture that goes on as one."""
    return (a.flying_kings or b.flying_kings) and (white_kings >= 1 or (_king_continues(a, b) and white_men >= 1))


def _shows_king_range(white_men: int, white_kings: int, black: int, a: Rules, b: Rules) -> bool:
    return white_kings >= 1 or (_king_continues(a, b) and white_men >= 1 and black >= 2)


def _shows_landing(white_men: int, white_kings: int, black: int, a: Rules, b: Rules) -> bool:
    free = CaptureRule.FREE in (a.capture_rule, b.capture_rule)
    return _flies(white_men, white_kings, a, b) and black >= 2 and free


def _shows_removal(white_men: int, white_kings: int, black: int, a: Rules, b: Rules) -> bool:
    return _flies(white_men, white_kings, a, b) and black >= 2


def _shows_crowning(white_men: int, white_kings: int, black: int, a: Rules, b: Rules) -> bool:
    men_go_on = a.men_capture_backward or b.men_capture_backward or _king_continues(a, b)
    return men_go_on and white_men >= 1 and black >= 2


def _shows_goal(white_men: int, white_kings: int, black: int, a: Rules, b: Rules) -> bool:
    goals = (a.goal, b.goal)
    return Goal.GIVEAWAY in goals or (Goal.FIRST_KING in goals and white_men >= 1)


SWITCHES: dict[str, Switch] = {
    switch.name: switch
    for switch in (
        Switch(
            "size",
            "board",
            Effect.BOARD,
            (8, 10),
            {8: "the board is 8x8, with 12 men each", 10: "the board is 10x10, with 20 men each"}.__getitem__,
            lambda size: f"{size}x{size}",
            str,
            _read_size,
        ),
        Switch(
            "first",
            "first move",
            Effect.START,
            (BLACK, WHITE),
            {BLACK: "Black (the top side) moves first", WHITE: "White (the bottom side) moves first"}.__getitem__,
            COLOR_NAMES.__getitem__,
            lambda color: COLOR_NAMES[color].lower(),
            _read_first,
        ),
        Switch(
            "men_capture_backward",
            "men capturing backward",
            Effect.MOVES,
            _BOTH,
            {True: "men capture backward as well as forward", False: "men capture only forward"}.__getitem__,
            _yes_no,
            _yes_no,
            _read_yes_no("men_capture_backward"),
            flip={False: True, True: False},
            looser={False: (True,)},
            shows=lambda white_men, white_kings, black, a, b: white_men >= 1,
            jumpers=True,
        ),
        _choice(
            "king_range",
            "kings",
            KingRange,
            {
                KingRange.SHORT: "kings move one square at a time",
                KingRange.FLYING: "kings fly: they move any distance along a diagonal",
            },
            flip={KingRange.SHORT: KingRange.FLYING, KingRange.FLYING: KingRange.SHORT},
            looser={KingRange.SHORT: (KingRange.FLYING,)},
            shows=_shows_king_range,
            jumpers=True,
            king_moves=True,
        ),
        _choice(
            "flying_landing",
            "flying landing",
            FlyingLanding,
            {
                FlyingLanding.ANY: "a flying king may stop on any empty square beyond the piece it jumps",
                FlyingLanding.MUST_CONTINUE: (
                    "a flying king must stop where it can capture again, if such a square exists"
                ),
            },
            flip={FlyingLanding.ANY: FlyingLanding.MUST_CONTINUE, FlyingLanding.MUST_CONTINUE: FlyingLanding.ANY},
            looser={FlyingLanding.MUST_CONTINUE: (FlyingLanding.ANY,)},
            applies=lambda rules: rules.king_range is KingRange.FLYING,
            mid_capture=True,
            shows=_shows_landing,
        ),
        _choice(
            "capture_rule",
            "capture choice",
            CaptureRule,
            {
                CaptureRule.FREE: "you may choose any capture",
                CaptureRule.MOST: "you must choose a capture that takes the most pieces",
            },
            flip={CaptureRule.FREE: CaptureRule.MOST, CaptureRule.MOST: CaptureRule.FREE},
            looser={CaptureRule.MOST: (CaptureRule.FREE,)},
            mid_capture=True,
            shows=lambda white_men, white_kings, black, a, b: black >= 2,
            most_only=True,
        ),
        _choice(
            "removal",
            "removal",
            Removal,
            {
                Removal.END: "jumped pieces stay on the board until the move ends",
                Removal.IMMEDIATE: "a jumped piece leaves the board at once",
            },
            flip={Removal.END: Removal.IMMEDIATE, Removal.IMMEDIATE: Removal.END},
            looser={Removal.END: (Removal.IMMEDIATE,)},
            mid_capture=True,
            shows=_shows_removal,
        ),
        _choice(
            "crowning",
            "crowning mid-capture",
            Crowning,
            {
                Crowning.STOPS: "a man that reaches the far row mid-capture is crowned and stops",
                Crowning.KING_CONTINUES: (
                    "a man that reaches the far row mid-capture is crowned and goes on capturing as a king"
                ),
                Crowning.MAN_CONTINUES: (
                    "a man that passes the far row mid-capture goes on as a man, crowned only if it ends there"
                ),
            },
            flip={
                Crowning.STOPS: Crowning.KING_CONTINUES,
                Crowning.KING_CONTINUES: Crowning.STOPS,
                Crowning.MAN_CONTINUES: Crowning.STOPS,
            },
            looser={value: tuple(other for other in Crowning if other is not value) for value in Crowning},
            mid_capture=True,
            shows=_shows_crowning,
        ),
        _choice(
            "goal",
            "goal",
            Goal,
            {
                Goal.STANDARD: "you win by taking or blocking every enemy piece",
                Goal.GIVEAWAY: "you win by losing all your pieces or being blocked",
                Goal.FIRST_KING: "the first side to crown a man wins",
            },
            Effect.END,
            shows=_shows_goal,
        ),
        Switch(
            "quiet_move_limit",
            "quiet-move draw",
            Effect.END,
            (),
            lambda limit: (
                "there is no quiet-move draw"
                if limit is None
                else f"{limit} quiet plies in a row (no capture, no man moved) draw the game"
            ),
            lambda limit: "none" if limit is None else f"{limit} plies",
            lambda limit: "none" if limit is None else str(limit),
            _read_limit,
            shows=lambda white_men, white_kings, black, a, b: white_kings >= 1,
        ),
        Switch(
            "repetition",
            "repetition",
            Effect.HISTORY,
            _BOTH,
            {
                True: "a position met for the third time lets either side claim a draw",
                False: "repeating a position does not draw",
            }.__getitem__,
            lambda claim: "draw claim" if claim else "none",
            _yes_no,
            _read_yes_no("repetition"),
        ),
    )
}
"""The switches of :class:`Rules`, in table order, by name."""


@dataclass(frozen=True)
class Difference:
    """One switch on which two rule sets differ, readable as a sentence."""

    switch: str
    ours: Any
    theirs: Any
    our_name: str
    their_name: str

    def __str__(self) -> str:
        switch = SWITCHES[self.switch]
        return (
            f"{switch.title}: in {self.our_name}, {switch.sentence(self.ours)}; "
            f"in {self.their_name}, {switch.sentence(self.theirs)}"
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
            raise UnknownRulesError(f"size must be 8 or 10, not {quote(self.size)}")
        if not isinstance(self.first, bool):
            raise UnknownRulesError(f"first must be WHITE or BLACK, not {quote(self.first)}")
        for switch in SWITCHES.values():
            value = getattr(self, switch.name)
            if switch.values == _BOTH and not isinstance(value, bool):
                raise UnknownRulesError(f"{switch.name} must be True or False, not {quote(value)}")
            if switch.values and isinstance(switch.values[0], StrEnum):
                kind = type(switch.values[0])
                try:
                    object.__setattr__(self, switch.name, kind(value))
                except ValueError:
                    raise UnknownRulesError(_not_a_value(value, switch.name, kind)) from None
        limit = self.quiet_move_limit
        if limit is not None and (type(limit) is not int or limit < 1):
            raise UnknownRulesError(f"quiet_move_limit must be a positive number of plies or None, not {quote(limit)}")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The preset rule set called *name* (or one of its aliases)."""
        if not isinstance(name, str):
            raise UnknownRulesError(f"a rule set's name is text, such as 'english', not {quote(name)}")
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        key = _ALIASES.get(key, key)
        if key not in PRESETS:
            valid = ", ".join(sorted(PRESETS) + sorted(_ALIASES))
            raise UnknownRulesError(f"no rule set called {quote(name)}: choose one of {valid}")
        return PRESETS[key]

    @classmethod
    def coerce(cls, rules: Rules | str) -> Rules:
        """A :class:`Rules` from a rule set or a preset name."""
        if isinstance(rules, Rules):
            return rules
        if isinstance(rules, str):
            return cls.preset(rules)
        raise UnknownRulesError(f"rules must be a Rules value or a preset name, not {quote(rules)}")

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
            raise UnknownRulesError(f"no switch called {quote(unknown[0])}: the switches are {valid}")
        new = dataclasses.replace(self, **changes)
        for preset in PRESETS.values():
            if preset == new:
                return preset
        return dataclasses.replace(new, name="custom", description=f"{self.name} with changes", source="")

    @property
    def reader_name(self) -> str:
        """The name sentences give the rule set: a preset's name, or "your rule set" for one made by changing switches.

        >>> Rules.preset("russian").reader_name, Rules.preset("russian").replace(removal="immediate").reader_name
        ('russian', 'your rule set')
        """
        return "your rule set" if self.name == "custom" else self.name

    def differences(self, other: Rules | str) -> list[Difference]:
        """The switches on which *other* differs from these rules, in table order."""
        other = Rules.coerce(other)
        our_name, their_name = self.reader_name, other.reader_name
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
            raise UnknownRulesError(f"no switch called {quote(switch)}")
        return SWITCHES[switch].sentence(getattr(self, switch))

    def ending(self, *, crowned: bool, quiet_plies: int) -> Termination | None:
        """The rule that has ended the game although the side to move still has a move, or ``None``.

        *crowned* says whether the last move crowned a man, *quiet_plies* is the quiet-move
        count. A side with no piece or no move has lost first (see :meth:`Board.outcome
        <draughts.core.board.Board.outcome>`, the one place that puts the two together).

        >>> Rules.preset("first-king").ending(crowned=True, quiet_plies=0)
        <Termination.FIRST_KING: 'a man was crowned, and the first king wins'>
        >>> Rules.preset("english").ending(crowned=True, quiet_plies=79) is None
        True
        >>> Rules.preset("english").ending(crowned=False, quiet_plies=80).name
        'QUIET_MOVES'
        """
        if crowned and self.goal is Goal.FIRST_KING:
            return Termination.FIRST_KING
        if self.quiet_move_limit is not None and quiet_plies >= self.quiet_move_limit:
            return Termination.QUIET_MOVES
        return None

    @property
    def squares(self) -> int:
        """How many dark squares the board has: 32 or 50."""
        return self.size * self.size // 2

    @property
    def flying_kings(self) -> bool:
        """Whether kings fly."""
        return self.king_range is KingRange.FLYING

    @property
    def algebraic(self) -> bool:
        """Whether this game's players write squares as a1..h8 (Russian and Brazilian; RULES.md, notation).

        Custom rule sets, even one switch away from these presets, write numbers:

        >>> Rules.preset("russian").algebraic, Rules.preset("russian").replace(repetition=False).algebraic
        (True, False)
        """
        return any(PRESETS[name] == self for name in ALGEBRAIC_PRESETS)

    def name_square(self, square: int) -> str:
        """*square* as this game's players write it: ``c3`` in Russian and Brazilian, else its number.

        >>> Rules.preset("russian").name_square(22), Rules.preset("english").name_square(22)
        ('c3', '22')
        """
        geometry = Geometry.of(self.size)
        return geometry.name(square) if self.algebraic else str(geometry.check(square))

    def write_move(self, move: Move, *, short: bool = False) -> str:
        """*move* as this game's players write it: ``c3-d4`` or ``c3xe5xg7`` in Russian, ``22-18`` in English.

        >>> from draughts.core.moves import Move
        >>> Rules.preset("brazilian").write_move(Move((22, 15, 8), captures=(18, 11)))
        'c3xe5xg7'
        """
        return move.pdn(short=short, names=self.name_square)

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
    source="the rules of the World Checkers/Draughts Federation (WCDF), as played in Britain and America",
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
        source="the Arcade tables' rules page",
    ),
    "russian": Rules(
        first=WHITE,
        men_capture_backward=True,
        king_range=KingRange.FLYING,
        crowning=Crowning.KING_CONTINUES,
        quiet_move_limit=30,
        name="russian",
        description="Russian draughts (shashki): a man crowned mid-capture goes on as a king",
        source="the Russian Draughts Federation (shashki)",
    ),
    "brazilian": Rules(
        first=WHITE,
        men_capture_backward=True,
        king_range=KingRange.FLYING,
        capture_rule=CaptureRule.MOST,
        crowning=Crowning.MAN_CONTINUES,
        quiet_move_limit=40,
        name="brazilian",
        description=(
            "Brazilian draughts: the international moves and captures on an 8x8 board, "
            "drawn after 40 quiet plies (20 king moves each)"
        ),
        source=(
            "the Brazilian Draughts Confederation (CBD): the FMJD moves and captures on an 8x8 board, "
            "with its own 64-square draw count"
        ),
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
        source="the World Draughts Federation (FMJD)",
    ),
    "giveaway": dataclasses.replace(
        _ENGLISH,
        goal=Goal.GIVEAWAY,
        name="giveaway",
        description="giveaway checkers: English rules, but losing all your pieces wins",
        source="losing draughts, a traditional way of playing English draughts",
    ),
    "first-king": dataclasses.replace(
        _ENGLISH,
        goal=Goal.FIRST_KING,
        name="first-king",
        description="first king wins: English rules, and crowning a man wins at once",
        source="a house rule for short games of English draughts",
    ),
}

ALGEBRAIC_PRESETS = ("russian", "brazilian")
"""The presets whose players write squares as a1..h8 in moves and FEN (RULES.md, notation by rule set)."""

_ALIASES = {"american": "english", "checkers": "english", "first-king-wins": "first-king"}
