"""The rules table: built from the Rules values, so it agrees with the engine."""

from __future__ import annotations

import pytest

from draughts import PRESETS, Rules
from draughts.pictures.tables import cell_text, rules_table


class TestCells:
    @pytest.mark.parametrize(
        ("preset", "switch", "text"),
        [
            ("english", "first", "Black"),
            ("arcade", "first", "White"),
            ("international", "size", "10x10"),
            ("english", "king_range", "short"),
            ("arcade", "flying_landing", "any"),
            ("russian", "flying_landing", "must continue"),
            ("english", "flying_landing", "–"),
            ("brazilian", "capture_rule", "most"),
            ("arcade", "removal", "immediate"),
            ("russian", "crowning", "king continues"),
            ("arcade", "crowning", "man continues"),
            ("giveaway", "goal", "giveaway"),
            ("first-king", "goal", "first king"),
            ("english", "quiet_move_limit", "80 plies"),
            ("arcade", "repetition", "none"),
            ("english", "repetition", "draw claim"),
        ],
    )
    def test_preset_cells(self, preset: str, switch: str, text: str) -> None:
        assert cell_text(Rules.preset(preset), switch) == text

    def test_no_quiet_move_limit(self) -> None:
        assert cell_text(Rules.preset("english").replace(quiet_move_limit=None), "quiet_move_limit") == "none"


class TestTable:
    def test_every_preset_by_default(self) -> None:
        table = rules_table()
        assert [r.name for r in table.rule_sets] == list(PRESETS)
        assert [switch for switch, _ in table.rows()] == list(Rules.switches())

    def test_differing_rows_match_rules_differences(self) -> None:
        english, russian = Rules.preset("english"), Rules.preset("russian")
        table = rules_table(english, russian)
        # both say must-continue, but for short kings the switch means nothing and shows as a dash
        assert set(table.differing()) == {d.switch for d in english.differences(russian)} | {"flying_landing"}
        assert set(rules_table("russian", "arcade").differing()) == {d.switch for d in russian.differences("arcade")}

    def test_identical_rule_sets_differ_nowhere(self) -> None:
        assert rules_table("english", "checkers").differing() == []

    def test_html_shades_only_cells_unlike_the_first_column(self) -> None:
        page = rules_table("english", "giveaway", "first-king")._repr_html_()
        assert page.count("background:#fff3cd") == 2  # the goal of giveaway and of first-king
        assert Rules.preset("giveaway").describe("goal") in page
        assert "<caption>shaded: not as in english</caption>" in page
        assert rules_table("english")._repr_html_().count("background") == 0

    def test_custom_rule_set_is_named_custom(self) -> None:
        custom = Rules.preset("english").replace(king_range="flying")
        assert "custom" in str(rules_table("english", custom)).splitlines()[0]
