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
from draughts.core.messages import N_, Np_, _, n_, p_
from draughts.core.outcome import Termination
from draughts.core.sides import BLACK, COLOR_NAMES, WHITE, Color, side_name
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
    Sentences and cells come in the language in use; the title is a message to show
    with ``_(switch.title)``; tags are PDN data, the same in every language.

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
    """Its name in tables and sentences: ``"kings"``, a message (show it with ``_(title)``)."""
    effect: Effect
    values: tuple[Any, ...]
    """Its choices, in order (empty for a number, such as the quiet-move limit)."""
    sentence: Callable[[Any], str] = field(repr=False)
    """A plain sentence saying what a value means, in the language in use."""
    cell: Callable[[Any], str] = field(repr=False)
    """The short text of a value in the rules table and on the explorer's buttons, in the language in use."""
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


def _saying(messages: Mapping[Any, str]) -> Callable[[Any], str]:
    """The text for a value from a table of messages, in the language in use."""
    return lambda value: _(messages[value])


def _cell(messages: Mapping[Any, str]) -> Callable[[Any], str]:
    """The cell for a value from a table of messages, in the language in use. The cells' messages have
    the context "rules table", which tells short words ("none", "giveaway", "end") from the same words elsewhere."""
    return lambda value: p_("rules table", messages[value])


def _choice(
    name: str,
    title: str,
    kind: type[StrEnum],
    sentences: dict[Any, str],
    cells: dict[Any, str],
    effect: Effect = Effect.MOVES,
    **more: Any,
) -> Switch:
    """A switch whose values are the members of an enum: a sentence and a cell for each, as messages."""
    return Switch(
        name, title, effect, tuple(kind), _saying(sentences), _cell(cells), str, _read_choice(name, kind), **more
    )


_YES_NO = {True: Np_("rules table", "yes"), False: Np_("rules table", "no")}
"""The cells of a switch that is on or off."""


def _tag_yes_no(value: bool) -> str:
    return "yes" if value else "no"


def _quiet_move_draw(limit: int | None) -> str:
    if limit is None:
        return _("there is no quiet-move draw")
    return n_(
        "{count} quiet ply (no capture, no man moved) draws the game",
        "{count} quiet plies in a row (no capture, no man moved) draw the game",
        limit,
    )


def _quiet_move_cell(limit: int | None) -> str:
    return p_("rules table", "none") if limit is None else n_("{count} ply", "{count} plies", limit)


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
            N_("board"),
            Effect.BOARD,
            (8, 10),
            _saying({8: N_("the board is 8x8, with 12 men each"), 10: N_("the board is 10x10, with 20 men each")}),
            _cell({8: Np_("rules table", "8x8"), 10: Np_("rules table", "10x10")}),
            str,
            _read_size,
        ),
        Switch(
            "first",
            N_("first move"),
            Effect.START,
            (BLACK, WHITE),
            _saying({BLACK: N_("Black (the top side) moves first"), WHITE: N_("White (the bottom side) moves first")}),
            side_name,
            lambda color: COLOR_NAMES[color].lower(),
            _read_first,
        ),
        Switch(
            "men_capture_backward",
            N_("men capturing backward"),
            Effect.MOVES,
            _BOTH,
            _saying({True: N_("men capture backward as well as forward"), False: N_("men capture only forward")}),
            _cell(_YES_NO),
            _tag_yes_no,
            _read_yes_no("men_capture_backward"),
            flip={False: True, True: False},
            looser={False: (True,)},
            shows=lambda white_men, white_kings, black, a, b: white_men >= 1,
            jumpers=True,
        ),
        _choice(
            "king_range",
            N_("kings"),
            KingRange,
            {
                KingRange.SHORT: N_("kings move one square at a time"),
                KingRange.FLYING: N_("kings fly: they move any distance along a diagonal"),
            },
            {KingRange.SHORT: Np_("rules table", "short"), KingRange.FLYING: Np_("rules table", "flying")},
            flip={KingRange.SHORT: KingRange.FLYING, KingRange.FLYING: KingRange.SHORT},
            looser={KingRange.SHORT: (KingRange.FLYING,)},
            shows=_shows_king_range,
            jumpers=True,
            king_moves=True,
        ),
        _choice(
            "flying_landing",
            N_("flying landing"),
            FlyingLanding,
            {
                FlyingLanding.ANY: N_("a flying king may stop on any empty square beyond the piece it jumps"),
                FlyingLanding.MUST_CONTINUE: N_(
                    "a flying king must stop where it can capture again, if such a square exists"
                ),
            },
            {
                FlyingLanding.ANY: Np_("rules table", "any"),
                FlyingLanding.MUST_CONTINUE: Np_("rules table", "must continue"),
            },
            flip={FlyingLanding.ANY: FlyingLanding.MUST_CONTINUE, FlyingLanding.MUST_CONTINUE: FlyingLanding.ANY},
            looser={FlyingLanding.MUST_CONTINUE: (FlyingLanding.ANY,)},
            applies=lambda rules: rules.king_range is KingRange.FLYING,
            mid_capture=True,
            shows=_shows_landing,
        ),
        _choice(
            "capture_rule",
            N_("capture choice"),
            CaptureRule,
            {
                CaptureRule.FREE: N_("you may choose any capture"),
                CaptureRule.MOST: N_("you must choose a capture that takes the most pieces"),
            },
            {CaptureRule.FREE: Np_("rules table", "free"), CaptureRule.MOST: Np_("rules table", "most")},
            flip={CaptureRule.FREE: CaptureRule.MOST, CaptureRule.MOST: CaptureRule.FREE},
            looser={CaptureRule.MOST: (CaptureRule.FREE,)},
            mid_capture=True,
            shows=lambda white_men, white_kings, black, a, b: black >= 2,
            most_only=True,
        ),
        _choice(
            "removal",
            N_("removal"),
            Removal,
            {
                Removal.END: N_("jumped pieces stay on the board until the move ends"),
                Removal.IMMEDIATE: N_("a jumped piece leaves the board at once"),
            },
            {Removal.END: Np_("rules table", "end"), Removal.IMMEDIATE: Np_("rules table", "immediate")},
            flip={Removal.END: Removal.IMMEDIATE, Removal.IMMEDIATE: Removal.END},
            looser={Removal.END: (Removal.IMMEDIATE,)},
            mid_capture=True,
            shows=_shows_removal,
        ),
        _choice(
            "crowning",
            N_("crowning mid-capture"),
            Crowning,
            {
                Crowning.STOPS: N_("a man that reaches the far row mid-capture is crowned and stops"),
                Crowning.KING_CONTINUES: N_(
                    "a man that reaches the far row mid-capture is crowned and goes on capturing as a king"
                ),
                Crowning.MAN_CONTINUES: N_(
                    "a man that passes the far row mid-capture goes on as a man, crowned only if it ends there"
                ),
            },
            {
                Crowning.STOPS: Np_("rules table", "stops"),
                Crowning.KING_CONTINUES: Np_("rules table", "king continues"),
                Crowning.MAN_CONTINUES: Np_("rules table", "man continues"),
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
            N_("goal"),
            Goal,
            {
                Goal.STANDARD: N_("you win by taking or blocking every enemy piece"),
                Goal.GIVEAWAY: N_("you win by losing all your pieces or being blocked"),
                Goal.FIRST_KING: N_("the first side to crown a man wins"),
            },
            {
                Goal.STANDARD: Np_("rules table", "standard"),
                Goal.GIVEAWAY: Np_("rules table", "giveaway"),
                Goal.FIRST_KING: Np_("rules table", "first king"),
            },
            Effect.END,
            shows=_shows_goal,
        ),
        Switch(
            "quiet_move_limit",
            N_("quiet-move draw"),
            Effect.END,
            (),
            _quiet_move_draw,
            _quiet_move_cell,
            lambda limit: "none" if limit is None else str(limit),
            _read_limit,
            shows=lambda white_men, white_kings, black, a, b: white_kings >= 1,
        ),
        Switch(
            "repetition",
            N_("repetition"),
            Effect.HISTORY,
            _BOTH,
            _saying(
                {
                    True: N_("a position met for the third time lets either side claim a draw"),
                    False: N_("repeating a position does not draw"),
                }
            ),
            _cell({True: Np_("rules table", "draw claim"), False: Np_("rules table", "none")}),
            _tag_yes_no,
            _read_yes_no("repetition"),
        ),
    )
}
"""The switches of :class:`Rules`, in table order, by name."""


@dataclass(frozen=True)
class Difference:
    """One switch on which two rule sets differ, readable as a sentence in the language in use."""

    switch: str
    ours: Any
    theirs: Any
    our_name: str
    """The first rule set's name: a preset's, ``"custom"`` for one made by changing switches, or its own."""
    their_name: str
    """The second rule set's name."""

    def __str__(self) -> str:
        switch = SWITCHES[self.switch]
        same = self.our_name == self.their_name
        return _(
            "{switch}: {in_ours}, {ours}; {in_theirs}, {theirs}",
            switch=_(switch.title),
            in_ours=_in_rule_set(self.our_name, _FIRST if same else None),
            ours=switch.sentence(self.ours),
            in_theirs=_in_rule_set(self.their_name, _SECOND if same else None),
            theirs=switch.sentence(self.theirs),
        )


_FIRST, _SECOND = 1, 2
"""Which of two rule sets of the same name a sentence means."""


def _in_rule_set(name: str, order: int | None) -> str:
    """Where a rule holds, in words: "in russian", "in your rule set (first)"."""
    if order is None:
        return _(_IN_RULE_SET[name]) if name in _IN_RULE_SET else _("in {name}", name=name)
    if name == "custom":
        return _("in your rule set (first)") if order == _FIRST else _("in your rule set (second)")
    shown = p_("rule set", _NAMES[name]) if name in _NAMES else name
    return _("in {name} (first)", name=shown) if order == _FIRST else _("in {name} (second)", name=shown)


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
    def label(self) -> str:
        """The rule set's name as a table or a menu shows it, in the language in use.

        >>> Rules.preset("first-king").label, Rules.preset("russian").replace(removal="immediate").label
        ('first-king', 'custom')
        """
        return p_("rule set", _NAMES[self.name]) if self.name in _NAMES else self.name

    @property
    def reader_name(self) -> str:
        """The name sentences give the rule set: a preset's name, or "your rule set" for one made by changing switches.

        >>> Rules.preset("russian").reader_name, Rules.preset("russian").replace(removal="immediate").reader_name
        ('russian', 'your rule set')
        """
        return _("your rule set") if self.name == "custom" else self.label

    def differences(self, other: Rules | str) -> list[Difference]:
        """The switches on which *other* differs from these rules, in table order."""
        other = Rules.coerce(other)
        return [
            Difference(s, getattr(self, s), getattr(other, s), self.name, other.name)
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

_NAMES = {
    "english": Np_("rule set", "english"),
    "arcade": Np_("rule set", "arcade"),
    "russian": Np_("rule set", "russian"),
    "brazilian": Np_("rule set", "brazilian"),
    "international": Np_("rule set", "international"),
    "giveaway": Np_("rule set", "giveaway"),
    "first-king": Np_("rule set", "first-king"),
    "custom": Np_("rule set", "custom"),
}
"""The presets' names, and that of a rule set made by changing switches, as people read them; their
context, "rule set", tells them from the same words elsewhere (the goal "giveaway", "custom")."""

_IN_RULE_SET = {
    "english": N_("in english"),
    "arcade": N_("in arcade"),
    "russian": N_("in russian"),
    "brazilian": N_("in brazilian"),
    "international": N_("in international"),
    "giveaway": N_("in giveaway"),
    "first-king": N_("in first-king"),
    "custom": N_("in your rule set"),
}
"""Where a rule holds, one message per rule set, so that each language can write the phrase whole."""

ALGEBRAIC_PRESETS = ("russian", "brazilian")
"""The presets whose players write squares as a1..h8 in moves and FEN (RULES.md, notation by rule set)."""

_ALIASES = {"american": "english", "checkers": "english", "first-king-wins": "first-king"}
