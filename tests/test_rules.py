"""The Rules API: presets and aliases, refusals that list the valid choices, replace(), differences()."""

from __future__ import annotations

import dataclasses

import pytest

from draughts import (
    BLACK,
    PRESETS,
    WHITE,
    Board,
    CaptureRule,
    Crowning,
    FlyingLanding,
    Goal,
    KingRange,
    Removal,
    Rules,
    UnknownRulesError,
)

SWITCHES = (
    "size",
    "first",
    "men_capture_backward",
    "king_range",
    "flying_landing",
    "capture_rule",
    "removal",
    "crowning",
    "goal",
    "quiet_move_limit",
    "repetition",
)


# name: size, first, men back, kings, landing (flying only), capture, removal, crowning, draw plies, repetition
PRESET_TABLE = {
    "english": (8, BLACK, False, "short", None, "free", "end", "stops", 80, True),
    "arcade": (8, WHITE, True, "flying", "any", "free", "immediate", "man-continues", 60, False),
    "russian": (8, WHITE, True, "flying", "must-continue", "free", "end", "king-continues", 30, True),
    "brazilian": (8, WHITE, True, "flying", "must-continue", "most", "end", "man-continues", 40, True),
    "international": (10, WHITE, True, "flying", "must-continue", "most", "end", "man-continues", 50, True),
}


class TestPresets:
    """The preset table of RULES.md, switch by switch."""

    @pytest.mark.parametrize("name", sorted(PRESET_TABLE))
    def test_switches_match_the_table(self, name: str) -> None:
        size, first, back, kings, landing, capture, removal, crowning, draw, repetition = PRESET_TABLE[name]
        rules = Rules.preset(name)
        assert (rules.size, rules.first, rules.men_capture_backward) == (size, first, back)
        assert (rules.king_range, rules.capture_rule, rules.removal, rules.crowning) == (
            kings,
            capture,
            removal,
            crowning,
        )
        if landing is not None:
            assert rules.flying_landing == landing
        assert (rules.quiet_move_limit, rules.repetition, rules.goal) == (draw, repetition, Goal.STANDARD)
        assert rules.name == name

    def test_giveaway_and_first_king_are_english_with_another_goal(self) -> None:
        english = Rules.preset("english")
        assert Rules.preset("giveaway") == english.replace(goal=Goal.GIVEAWAY)
        assert Rules.preset("first-king") == english.replace(goal=Goal.FIRST_KING)
        assert [d.switch for d in english.differences("giveaway")] == ["goal"]

    def test_presets_dict_holds_seven_rule_sets(self) -> None:
        assert sorted(PRESETS) == [
            "arcade",
            "brazilian",
            "english",
            "first-king",
            "giveaway",
            "international",
            "russian",
        ]
        assert all(Rules.preset(name) is rules for name, rules in PRESETS.items())

    @pytest.mark.parametrize(
        ("alias", "name"),
        [
            ("american", "english"),
            ("checkers", "english"),
            ("American", "english"),
            ("CHECKERS", "english"),
            ("first-king-wins", "first-king"),
            ("first king", "first-king"),
            ("first_king", "first-king"),
            (" Russian ", "russian"),
        ],
    )
    def test_aliases_and_spellings(self, alias: str, name: str) -> None:
        assert Rules.preset(alias) is PRESETS[name]

    def test_presets_have_descriptions_and_sources(self) -> None:
        for rules in PRESETS.values():
            assert rules.description and rules.source
            assert str(rules) == rules.name

    def test_sources_name_the_world_s_origin_of_each_rule_set(self) -> None:
        sources = {name: rules.source for name, rules in PRESETS.items()}
        assert "FMJD" in sources["international"] and "CBD" in sources["brazilian"]
        assert "Russian" in sources["russian"] and "WCDF" in sources["english"]
        assert sources["arcade"] == "the Arcade tables' rules page"
        assert not any("seed" in source for source in sources.values())


class TestRefusals:
    """Unknown names, switches and values are refused with the list of valid ones."""

    def test_unknown_preset_lists_presets_and_aliases(self) -> None:
        with pytest.raises(UnknownRulesError) as error:
            Rules.preset("polish")
        message = str(error.value)
        assert "'polish'" in message
        for name in [*PRESETS, "american", "checkers", "first-king-wins"]:
            assert name in message

    def test_unknown_switch_lists_switches(self) -> None:
        with pytest.raises(UnknownRulesError) as error:
            Rules.preset("english").replace(kings="flying")
        assert "'kings'" in str(error.value)
        for switch in SWITCHES:
            assert switch in str(error.value)

    @pytest.mark.parametrize(
        ("switch", "bad", "valid"),
        [
            ("king_range", "long", ["'short'", "'flying'"]),
            ("flying_landing", "anywhere", ["'any'", "'must-continue'"]),
            ("capture_rule", "max", ["'free'", "'most'"]),
            ("removal", "later", ["'end'", "'immediate'"]),
            ("crowning", "never", ["'stops'", "'king-continues'", "'man-continues'"]),
            ("goal", "win", ["'standard'", "'giveaway'", "'first-king'"]),
        ],
    )
    def test_unknown_value_lists_values(self, switch: str, bad: str, valid: list[str]) -> None:
        with pytest.raises(UnknownRulesError) as error:
            Rules.preset("english").replace(**{switch: bad})
        assert repr(bad) in str(error.value) and switch in str(error.value)
        for value in valid:
            assert value in str(error.value)

    @pytest.mark.parametrize(
        ("changes", "words"),
        [
            ({"size": 12}, "8 or 10"),
            ({"size": 8.0}, "8 or 10"),
            ({"first": "white"}, "WHITE or BLACK"),
            ({"quiet_move_limit": 0}, "positive"),
            ({"quiet_move_limit": True}, "positive"),
            ({"men_capture_backward": "yes"}, "True or False"),
            ({"repetition": "no"}, "True or False"),
        ],
    )
    def test_bad_plain_values(self, changes: dict[str, object], words: str) -> None:
        with pytest.raises(UnknownRulesError, match=words):
            Rules.preset("english").replace(**changes)

    def test_a_board_with_unknown_rules(self) -> None:
        with pytest.raises(UnknownRulesError, match="no rule set called 'polish': choose one of arcade, brazilian"):
            Board("polish")

    def test_refusals_are_value_errors(self) -> None:
        assert issubclass(UnknownRulesError, ValueError)
        with pytest.raises(ValueError):
            Rules.coerce(8)  # type: ignore[arg-type]
        with pytest.raises(UnknownRulesError, match="no switch called 'colour'"):
            Rules.preset("english").describe("colour")


class TestReplace:
    """replace() flips switches; the result takes a preset's name only when it is that preset."""

    def test_custom_name_and_description(self) -> None:
        custom = Rules.preset("english").replace(capture_rule="most")
        assert custom.name == "custom"
        assert custom.description == "english with changes"
        assert custom.capture_rule is CaptureRule.MOST

    def test_strings_become_enums(self) -> None:
        custom = Rules.preset("english").replace(king_range="flying", removal="immediate", crowning="man-continues")
        assert custom.king_range is KingRange.FLYING
        assert custom.removal is Removal.IMMEDIATE
        assert custom.crowning is Crowning.MAN_CONTINUES
        assert custom.flying_kings

    def test_replace_back_to_a_preset_takes_its_name(self) -> None:
        english = Rules.preset("english")
        assert english.replace(goal="giveaway") is PRESETS["giveaway"]
        assert english.replace(capture_rule="most").replace(capture_rule="free") is english

    def test_replace_does_not_change_the_original(self) -> None:
        russian = Rules.preset("russian")
        russian.replace(flying_landing=FlyingLanding.ANY)
        assert russian.flying_landing is FlyingLanding.MUST_CONTINUE

    def test_switches_in_table_order(self) -> None:
        assert Rules.switches() == SWITCHES

    def test_squares(self) -> None:
        assert Rules.preset("english").squares == 32
        assert Rules.preset("international").squares == 50


class TestEquality:
    """Rule sets are equal when their switches are; names and descriptions are labels."""

    def test_names_are_ignored(self) -> None:
        english = Rules.preset("english")
        mine = dataclasses.replace(english, name="mine", description="my rules", source="home")
        assert mine == english and hash(mine) == hash(english)

    def test_one_switch_makes_them_different(self) -> None:
        english = Rules.preset("english")
        assert english.replace(quiet_move_limit=100) != english
        assert english.replace(quiet_move_limit=None) != english

    def test_coerce(self) -> None:
        assert Rules.coerce("checkers") is PRESETS["english"]
        russian = Rules.preset("russian")
        assert Rules.coerce(russian) is russian

    def test_repr_is_pasteable(self) -> None:
        custom = Rules.preset("russian").replace(removal="immediate", quiet_move_limit=None)
        assert repr(Rules.preset("russian")) == "Rules.preset('russian')"
        assert eval(repr(custom), {"Rules": Rules, "WHITE": WHITE, "BLACK": BLACK}) == custom


class TestDifferences:
    """differences() lists the switches that differ, each readable as one sentence."""

    def test_english_against_russian(self) -> None:
        found = Rules.preset("english").differences("russian")
        assert [d.switch for d in found] == [
            "first",
            "men_capture_backward",
            "king_range",
            "crowning",
            "quiet_move_limit",
        ]
        assert [str(d) for d in found] == [
            "first move: in english, Black (the top side) moves first; in russian, White (the bottom side) moves first",
            "men capturing backward: in english, men capture only forward; "
            "in russian, men capture backward as well as forward",
            "kings: in english, kings move one square at a time; "
            "in russian, kings fly: they move any distance along a diagonal",
            "crowning mid-capture: in english, a man that reaches the far row mid-capture is crowned and stops; "
            "in russian, a man that reaches the far row mid-capture is crowned and goes on capturing as a king",
            "quiet-move draw: in english, 80 quiet plies in a row (no capture, no man moved) draw the game; "
            "in russian, 30 quiet plies in a row (no capture, no man moved) draw the game",
        ]

    def test_brazilian_against_international_is_the_board_and_the_draw_count(self) -> None:
        board, draw = Rules.preset("brazilian").differences(Rules.preset("international"))
        assert (board.switch, board.ours, board.theirs) == ("size", 8, 10)
        assert (draw.switch, draw.ours, draw.theirs) == ("quiet_move_limit", 40, 50)
        assert str(board) == (
            "board: in brazilian, the board is 8x8, with 12 men each; "
            "in international, the board is 10x10, with 20 men each"
        )

    def test_arcade_against_russian(self) -> None:
        switches = [d.switch for d in Rules.preset("arcade").differences("russian")]
        assert switches == ["flying_landing", "removal", "crowning", "quiet_move_limit", "repetition"]

    def test_same_name_is_told_apart(self) -> None:
        a = Rules.preset("english").replace(removal="immediate")
        b = Rules.preset("english").replace(quiet_move_limit=None)
        assert [str(d) for d in a.differences(b)] == [
            "removal: in your rule set (first), a jumped piece leaves the board at once; "
            "in your rule set (second), jumped pieces stay on the board until the move ends",
            "quiet-move draw: in your rule set (first), 80 quiet plies in a row (no capture, no man moved)"
            " draw the game; "
            "in your rule set (second), there is no quiet-move draw",
        ]

    def test_equal_rules_have_no_differences(self) -> None:
        assert Rules.preset("american").differences("checkers") == []

    @pytest.mark.parametrize("switch", SWITCHES)
    def test_every_value_has_a_sentence(self, switch: str) -> None:
        for rules in PRESETS.values():
            sentence = rules.describe(switch)
            assert sentence and not sentence.endswith(".")
        assert Rules.preset("arcade").describe("repetition") == "repeating a position does not draw"
