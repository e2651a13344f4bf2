"""The rules explorer: its buttons change the rule set, and the report follows the engine."""

from __future__ import annotations

import pytest

from draughts import Board, Move, Rules
from draughts.widgets.explorer import RulesExplorer

FEN = "W:W18,K30:B15,7,6,27,19"


def _names(moves: list[Move]) -> list[str]:
    return [str(move) for move in moves]


class TestStart:
    def test_starts_from_the_given_preset(self) -> None:
        explorer = RulesExplorer(FEN, "russian")
        assert explorer.rules == Rules.preset("russian")
        assert explorer.preset_menu.value == "russian"
        assert explorer.moves == list(Board.from_fen(FEN, "russian").legal_moves)

    def test_a_board_brings_its_rules(self) -> None:
        explorer = RulesExplorer(Board.from_fen(FEN, "arcade"))
        assert explorer.rules.name == "arcade"
        assert explorer.gained == [] and explorer.lost == []

    def test_only_presets_of_the_board_size_are_offered(self) -> None:
        assert "international" not in RulesExplorer(FEN).preset_menu.options
        ten = Board("international")
        assert list(RulesExplorer(ten).preset_menu.options) == ["international"]

    def test_flying_landing_is_disabled_for_short_kings(self) -> None:
        explorer = RulesExplorer(FEN, "english")
        assert explorer.controls["flying_landing"].disabled
        explorer.set(king_range="flying")
        assert not explorer.controls["flying_landing"].disabled


class TestSwitching:
    def test_clicking_a_button_changes_the_moves_and_names_the_change(self) -> None:
        explorer = RulesExplorer(FEN, "arcade")
        explorer.controls["capture_rule"].value = "most"
        assert explorer.rules.name == "custom"
        assert explorer.preset_menu.value is None
        assert _names(explorer.lost) == ["30x12"] and explorer.gained == []
        assert (
            "30x12" in explorer.report.value
            and "you must choose a capture that takes the most" in explorer.report.value
        )

    def test_crowning_switch_alone(self) -> None:
        explorer = RulesExplorer(FEN, "russian")
        explorer.set(crowning="stops")
        assert "18x11x2" in _names(explorer.moves)
        assert _names(explorer.lost) == ["18x11x2x9x32"]

    def test_choosing_a_preset_sets_every_switch(self) -> None:
        explorer = RulesExplorer(FEN, "english")
        explorer.preset_menu.value = "brazilian"
        assert explorer.rules == Rules.preset("brazilian")
        for switch in explorer.controls:
            assert explorer.controls[switch].value == getattr(Rules.preset("brazilian"), switch)

    def test_switches_that_recreate_a_preset_select_it(self) -> None:
        explorer = RulesExplorer(FEN, "giveaway")
        explorer.set(crowning="man-continues")
        explorer.set(crowning="stops")
        assert explorer.preset_menu.value == "giveaway"

    def test_load_refuses_another_board_size(self) -> None:
        with pytest.raises(ValueError, match="10x10"):
            RulesExplorer(FEN).load("international")

    def test_set_refuses_an_unknown_switch(self) -> None:
        with pytest.raises(ValueError, match="no switch 'goal'"):
            RulesExplorer(FEN).set(goal="giveaway")


class TestPicture:
    def test_pieces_that_can_move_are_highlighted(self) -> None:
        explorer = RulesExplorer(FEN, "russian")
        assert explorer.picture.value.count('class="highlight"') == 2

    def test_showing_a_move_draws_its_route(self) -> None:
        explorer = RulesExplorer(FEN, "russian")
        assert 'class="route"' not in explorer.picture.value
        explorer.move_menu.value = explorer.moves[0]
        assert 'class="route"' in explorer.picture.value
        assert explorer.picture.value.count('class="captured"') == len(explorer.moves[0].captures)
