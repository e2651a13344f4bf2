"""The switch registry: every consumer reads it, and every switch is covered by each of them."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from draughts import PRESETS, Board, Rules
from draughts.compare.differences import find_differences
from draughts.compare.experiments import flipped
from draughts.core.explain import RULE_REFUSALS
from draughts.core.rules import SWITCHES, Effect, Switch
from draughts.pictures.tables import rules_table
from draughts.records.pdn import format_rules, parse_rules
from draughts.widgets.explorer import RulesExplorer

QUIET_LIMITS = (None, 1, 30, 80)


def _samples(switch: Switch) -> tuple[object, ...]:
    return switch.values or QUIET_LIMITS


def gaps(switches: Mapping[str, Switch], rules: type[Rules] = Rules) -> list[str]:
    """What a registry leaves undone: each entry names a consumer and the switch value it cannot handle."""
    found = []
    for switch in switches.values():
        if switch.name not in rules.switches():
            found.append(f"Rules has no field {switch.name}")
        for value in _samples(switch):
            try:
                switch.sentence(value)
            except KeyError:
                found.append(f"{switch.name}={value} has no sentence")
            if switch.read(switch.tag(value)) != value:
                found.append(f"{switch.name}={value} does not read back from a PDN Rules tag")
        if switch.effect in (Effect.MOVES, Effect.END) and switch.shows is None:
            found.append(f"the difference finder cannot tell which positions show {switch.name}")
        if not switch.shapes_moves:
            continue
        if not switch.values:
            found.append(f"the explorer has no buttons for {switch.name}")
        for value in switch.values:
            if value not in switch.flip:
                found.append(f"experiments cannot flip {switch.name}={value}")
        for value, looser in switch.looser.items():
            if looser and (switch.name, value) not in RULE_REFUSALS:
                found.append(f"explanations cannot say why {switch.name}={value} refuses a move")
    return found


class TestCoverage:
    def test_the_registry_leaves_nothing_undone(self) -> None:
        assert gaps(SWITCHES) == []

    def test_a_toy_switch_shows_what_a_new_switch_must_bring(self) -> None:
        toy = Switch(
            "toy",
            "toy rule",
            Effect.MOVES,
            ("a", "b"),
            {"a": "the toy rule says a"}.__getitem__,
            str,
            str,
            str.strip,
            flip={"a": "b"},
            looser={"a": ("b",)},
        )
        assert gaps({**SWITCHES, "toy": toy}) == [
            "Rules has no field toy",
            "toy=b has no sentence",
            "the difference finder cannot tell which positions show toy",
            "experiments cannot flip toy=b",
            "explanations cannot say why toy=a refuses a move",
        ]

    def test_every_switch_on_moves_or_outcomes_tells_the_finder_where_it_shows(self) -> None:
        told = {name for name, switch in SWITCHES.items() if switch.shows is not None}
        assert told == {name for name, switch in SWITCHES.items() if switch.effect in (Effect.MOVES, Effect.END)}

    def test_one_entry_per_field_of_rules_in_table_order(self) -> None:
        assert tuple(SWITCHES) == Rules.switches()
        assert all(name == switch.name for name, switch in SWITCHES.items())

    def test_only_switches_that_shape_moves_act_mid_capture(self) -> None:
        mid_capture = {name for name, switch in SWITCHES.items() if switch.mid_capture}
        assert mid_capture == {"flying_landing", "capture_rule", "removal", "crowning"}
        assert all(SWITCHES[name].shapes_moves for name in mid_capture)

    def test_explanations_cover_exactly_the_refusing_values(self) -> None:
        refusing = {(s.name, value) for s in SWITCHES.values() for value, looser in s.looser.items() if looser}
        assert set(RULE_REFUSALS) == refusing

    @pytest.mark.parametrize("preset", sorted(PRESETS))
    def test_every_preset_value_is_a_known_choice(self, preset: str) -> None:
        rules = Rules.preset(preset)
        for switch in SWITCHES.values():
            assert not switch.values or getattr(rules, switch.name) in switch.values


class TestConsumers:
    def test_the_explorer_offers_the_switches_that_shape_moves(self) -> None:
        explorer = RulesExplorer("W:W22:B18", "english")
        assert list(explorer.controls) == [name for name, s in SWITCHES.items() if s.shapes_moves]
        for name, control in explorer.controls.items():
            assert [value for _, value in control.options] == list(SWITCHES[name].values)
            assert control.disabled == (not SWITCHES[name].applies(explorer.rules))

    def test_the_table_uses_the_titles_and_cells(self) -> None:
        text = str(rules_table("english"))
        for switch in SWITCHES.values():
            value = getattr(Rules.preset("english"), switch.name)
            cell = switch.cell(value) if switch.applies(Rules.preset("english")) else "–"
            assert f"{switch.title}  " in text and cell in text

    @pytest.mark.parametrize("name", [name for name, switch in SWITCHES.items() if switch.shapes_moves])
    def test_each_move_switch_flips_in_experiments(self, name: str) -> None:
        for preset in PRESETS.values():
            other = flipped(preset, name)
            assert [d.switch for d in preset.differences(other)] == [name]

    @pytest.mark.parametrize("name", [name for name, switch in SWITCHES.items() if not switch.shapes_moves])
    def test_other_switches_do_not_flip(self, name: str) -> None:
        with pytest.raises(ValueError, match="changes no legal move"):
            flipped("english", name)

    @pytest.mark.parametrize("name", list(SWITCHES))
    def test_every_value_survives_a_pdn_rules_tag(self, name: str) -> None:
        switch = SWITCHES[name]
        base = Rules.preset("international" if name != "size" else "english")
        for value in _samples(switch):
            if value == getattr(base, name) or (name == "size" and value == 10):
                continue
            rules = base.replace(**{name: value})
            assert parse_rules(format_rules(rules)) == rules

    def test_a_looser_value_allows_a_refused_move(self) -> None:
        # The move the explanation test refuses under each refusing value is legal under the looser one.
        cases = {
            ("men_capture_backward", False): ("W:W18:B22", "english", "18x25"),
            ("king_range", "short"): ("W:WK29:B1", "english", "29-22"),
            ("flying_landing", "must-continue"): ("W:WK29:B25,10", "russian", "29x18"),
            ("capture_rule", "most"): ("W:W22,31:B11,18,27", "brazilian", "31x24"),
            ("removal", "end"): ("W:WK15:B11,22", "russian", "15x8x25"),
            ("crowning", "stops"): ("W:W9:B6,7", Rules.preset("russian").replace(crowning="stops"), "9x2x11"),
            ("crowning", "man-continues"): ("W:W9:B6,7", "brazilian", "9x2x16"),
        }
        # Under king-continues a man that stops on the far row is told that its capture must go on
        # (the unfinished-capture check comes first), so that value has no case of its own here.
        assert set(cases) | {("crowning", "king-continues")} == set(RULE_REFUSALS)
        for (name, value), (fen, rules, text) in cases.items():
            board = Board.from_fen(fen, rules)
            assert getattr(board.rules, name) == value and not board.explain(text).legal
            looser = SWITCHES[name].looser[getattr(board.rules, name)]
            assert any(board.with_rules(board.rules.replace(**{name: other})).explain(text).legal for other in looser)


@dataclass(frozen=True)
class ToyRules(Rules):
    """Rules with one more switch, which the move generator does not know."""

    toy: str = "a"


TOY = Switch(
    "toy",
    "toy rule",
    Effect.MOVES,
    ("a", "b"),
    {"a": "the toy rule says a", "b": "the toy rule says b"}.__getitem__,
    str,
    str,
    str.strip,
    flip={"a": "b", "b": "a"},
    shows=lambda white_men, white_kings, black, a, b: black >= 1,
)


class TestAToySwitch:
    """A complete new switch, added to the registry alone, goes through every consumer."""

    @pytest.fixture(autouse=True)
    def _registered(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setitem(SWITCHES, "toy", TOY)

    def test_it_leaves_nothing_undone(self) -> None:
        assert gaps(SWITCHES, ToyRules) == []

    def test_the_difference_finder_searches_it(self) -> None:
        # The move generator ignores the toy, so no position shows it at work.
        assert find_differences(ToyRules(), ToyRules(toy="b"), max_pieces=2) == []

    def test_the_difference_finder_names_another_switch_beside_it(self) -> None:
        a, b = ToyRules(), ToyRules(toy="b", men_capture_backward=True)
        [example] = find_differences(a, b, limit=1)
        assert (example.switch, example.board.fen()) == ("men_capture_backward", "W:W5:B9")
        assert [d.switch for d in a.differences(b)] == ["men_capture_backward", "toy"]

    def test_the_explorer_has_buttons_for_it(self) -> None:
        explorer = RulesExplorer("W:W22:B18", ToyRules())
        assert [value for _, value in explorer.controls["toy"].options] == ["a", "b"]
        explorer.set(toy="b")
        assert isinstance(explorer.rules, ToyRules) and explorer.rules.toy == "b"

    def test_experiments_flip_it(self) -> None:
        assert flipped(ToyRules(), "toy") == ToyRules(toy="b")


PACKAGE = Path(__file__).resolve().parents[1] / "draughts"

NAMED_SWITCHES = {
    # Why each refusing value refuses a move: one explanation per value.
    ("core/explain.py", "men_capture_backward"),
    ("core/explain.py", "king_range"),
    ("core/explain.py", "flying_landing"),
    ("core/explain.py", "capture_rule"),
    ("core/explain.py", "removal"),
    ("core/explain.py", "crowning"),
    # The default switch that play_games flips, and the column of a game row saying who moved first.
    ("compare/experiments.py", "capture_rule"),
    ("compare/experiments.py", "first"),
    # Words that are switch names by chance: a lesson, a stage's key and a jump sequence's width in the lesson
    # files, and a widget option.
    ("course/english.py", "crowning"),
    ("course/data.py", "goal"),
    ("course/data.py", "size"),
    ("widgets/replay.py", "size"),
}
"""Where a switch's name may be written as text outside rules.py, which holds what each switch means."""


def _named_switches() -> set[tuple[str, str]]:
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where == "core/rules.py":
            continue
        tree = ast.parse(path.read_text())
        docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in SWITCHES and id(node) not in docstrings:
                found.add((where, node.value))
    return found


def test_no_module_names_a_switch_except_the_allowed_places() -> None:
    # A new switch must come through the registry alone: a module that names switches
    # needs to be taught each new one. Allow a name here only where no registry entry can do.
    assert _named_switches() == NAMED_SWITCHES
