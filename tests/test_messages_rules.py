"""The rule sets' own words in the pseudo-language: every switch's title, sentences and cells,
the differences between rule sets, the rules table, and the names of the sides and pieces.

With the pseudo-language in use, a text with a plain English word in it is one that did not
go through the catalogue (see ``untranslated`` in ``tests/conftest.py``).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from draughts import PRESETS, Board, Rules
from draughts.core.errors import IllegalMoveError, InvalidFenError, InvalidSquareError
from draughts.core.messages import _
from draughts.core.moves import Move
from draughts.core.rules import SWITCHES
from draughts.core.sides import BLACK, WHITE, Piece, side_name
from draughts.engine.levels import LEVEL_DESCRIPTIONS, LEVELS
from draughts.pictures.tables import cell_text, rules_table
from tests.conftest import untranslated

LIMITS = (None, 1, 2, 30, 40, 50, 60, 80, 100)
"""Quiet-move limits to try: none, the singular, and the presets' own."""


def values(switch: str) -> tuple[Any, ...]:
    """The values of *switch*, or a sample of them for a number."""
    return SWITCHES[switch].values or LIMITS


def flips() -> Iterator[Rules]:
    """Every preset, and every preset with one switch set to each of its other values."""
    for preset in PRESETS.values():
        yield preset
        for name in SWITCHES:
            for value in values(name):
                if value != getattr(preset, name):
                    yield preset.replace(**{name: value})


class _Text(HTMLParser):
    """The text an HTML fragment shows and the titles it holds, each piece on its own."""

    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.pieces += [value for name, value in attrs if name == "title" and value]

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.pieces.append(data.strip())


def html_text(page: str) -> list[str]:
    parser = _Text()
    parser.feed(page)
    return parser.pieces


def english(texts: list[str]) -> list[str]:
    """The texts that are not in the pseudo-language, a table's dash for "does not apply" aside."""
    return sorted({text for text in texts if text != "–" and untranslated(text)})


def test_every_switch_says_its_title_sentences_and_cells_in_the_language_in_use(pseudo: Path) -> None:
    said = []
    for name, switch in SWITCHES.items():
        said.append(_(switch.title))
        for value in values(name):
            said += [switch.sentence(value), switch.cell(value)]
    assert len(said) > 60
    assert english(said) == []


def test_tags_stay_pdn_whatever_the_language(pseudo: Path) -> None:
    for name, switch in SWITCHES.items():
        for value in values(name):
            tag = switch.tag(value)
            assert tag.isascii() and untranslated(tag)
            assert switch.read(tag) == value
    assert [SWITCHES["first"].tag(side) for side in (WHITE, BLACK)] == ["white", "black"]


def test_every_difference_between_presets_and_flipped_switches_is_translated(pseudo: Path) -> None:
    rule_sets = list(flips())
    said = [str(d) for a, b in itertools.product(PRESETS.values(), repeat=2) for d in a.differences(b)]
    said += [str(d) for rules in rule_sets for preset in PRESETS.values() for d in rules.differences(preset)]
    sample = random.Random(11).sample(rule_sets, 40)
    said += [str(d) for a, b in itertools.product(sample, repeat=2) for d in a.differences(b)]
    assert len(set(said)) > 500
    assert english(said) == []


def test_two_rule_sets_of_one_name_are_told_apart_in_the_language_in_use(pseudo: Path) -> None:
    english_rules = Rules.preset("english")
    custom = english_rules.replace(king_range="flying")
    renamed = Rules(name="english", removal="immediate")
    said = [str(d) for d in custom.differences(custom.replace(removal="immediate"))]
    said += [str(d) for d in renamed.differences(english_rules)]
    assert len(set(said)) == 2
    assert english(said) == []


def test_a_name_given_by_the_user_is_kept_as_written(pseudo: Path) -> None:
    house = Rules(name="house", quiet_move_limit=100)
    [difference] = house.differences("english")
    assert "house" in str(difference)
    assert english([str(difference).replace("house", "")]) == []
    assert house.label == "house"


def test_the_rule_sets_names_are_translated(pseudo: Path) -> None:
    rule_sets = [*PRESETS.values(), Rules.preset("russian").replace(removal="immediate")]
    said = [rules.label for rules in rule_sets] + [rules.reader_name for rules in rule_sets]
    assert english(said) == []
    assert [str(rules) for rules in rule_sets] == [*PRESETS, "custom"]  # the names themselves are values


def test_the_rules_table_reads_its_words_from_the_catalogue(pseudo: Path) -> None:
    custom = Rules.preset("russian").replace(removal="immediate", quiet_move_limit=None)
    for table in (rules_table(), rules_table("russian", "arcade"), rules_table("english", custom)):
        lines = str(table).splitlines()
        assert len(lines) == len(SWITCHES) + 1
        assert english(lines) == []
        pieces = html_text(table._repr_html_())
        assert len(pieces) > len(SWITCHES) * (len(table.rule_sets) + 1)
        assert english(pieces) == []
    assert english([cell_text(rules, s) for rules in flips() for s in SWITCHES]) == []


def test_the_table_compares_values_not_words(pseudo: Path) -> None:
    table = rules_table("english", "russian")
    assert table.differing() == [
        "first",
        "men_capture_backward",
        "king_range",
        "flying_landing",
        "crowning",
        "quiet_move_limit",
    ]
    assert table._repr_html_().count("background") == len(table.differing())


def test_sides_and_pieces_are_named_in_the_language_in_use(pseudo: Path) -> None:
    said = [side_name(WHITE), side_name(BLACK)]
    said += [Piece(color, king).name() for color in (WHITE, BLACK) for king in (False, True)]
    assert len(set(said)) == 6
    assert english(said) == []


@pytest.mark.parametrize(
    ("refused", "error"),
    [
        (lambda: Board.empty("english").put(1, Piece(WHITE)), InvalidSquareError),
        (lambda: Board.empty("english").put(32, Piece(BLACK)), InvalidSquareError),
        (lambda: Board.from_fen("W:W22:B9").push(Move((9, 13))), IllegalMoveError),
        (lambda: Board.from_fen("B:W22:B9").push(Move((22, 18))), IllegalMoveError),
        (lambda: Board.from_fen("W:W22:W9"), InvalidFenError),
        (lambda: Board.from_fen("W:B22:B9"), InvalidFenError),
        (lambda: Board.from_fen("W:W2:B9"), InvalidFenError),
        (lambda: Board.from_fen("W:W22:B30"), InvalidFenError),
    ],
)
def test_refusals_that_name_a_side_or_a_piece_are_whole_messages(refused: Any, error: type, pseudo: Path) -> None:
    with pytest.raises(error) as raised:
        refused()
    assert english([str(raised.value)]) == []


def test_the_levels_descriptions_are_messages(pseudo: Path) -> None:
    said = [_(LEVEL_DESCRIPTIONS[level]) for level in LEVELS]
    assert len(set(said)) == len(LEVELS)
    assert english(said) == []
