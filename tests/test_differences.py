"""The difference finder: every single-switch flip shows an example, and every example really disagrees."""

from __future__ import annotations

from typing import Any

import pytest

from draughts import BLACK, WHITE, Board, Rules
from draughts.compare import differences
from draughts.compare.differences import Example, find_differences

# A bound, not a measure: each search below stops as soon as it has its example.
GENEROUS = 120.0

# For each switch, a preset and a value to flip it to, wherever the flip can matter
# (flying_landing and removal only act on flying kings, so they are flipped on
# flying-king presets). Flipping ``size`` gives no shared position at all.
SINGLE_FLIPS: list[tuple[str, str, Any]] = [
    ("english", "first", WHITE),
    ("russian", "first", BLACK),
    ("english", "men_capture_backward", True),
    ("russian", "men_capture_backward", False),
    ("english", "king_range", "flying"),
    ("russian", "king_range", "short"),
    ("russian", "flying_landing", "any"),
    ("arcade", "flying_landing", "must-continue"),
    ("english", "capture_rule", "most"),
    ("russian", "capture_rule", "most"),
    ("russian", "removal", "immediate"),
    ("arcade", "removal", "end"),
    ("english", "crowning", "king-continues"),
    ("russian", "crowning", "stops"),
    ("russian", "crowning", "man-continues"),
    ("brazilian", "crowning", "king-continues"),
    ("english", "goal", "giveaway"),
    ("english", "goal", "first-king"),
    ("giveaway", "goal", "first-king"),
    ("english", "quiet_move_limit", 100),
    ("russian", "quiet_move_limit", None),
    ("english", "repetition", False),
    ("arcade", "repetition", True),
]


def assert_disagrees(example: Example, a: Rules, b: Rules) -> None:
    """Recompute the example under both rule sets from its FEN and check the disagreement."""
    board_a = Board.from_fen(example.board.fen(), a)
    board_b = Board.from_fen(example.board_b.fen(), b)
    board_a.quiet_plies = board_b.quiet_plies = example.board.quiet_plies
    assert set(board_a.legal_moves) == set(example.moves_a)
    assert set(board_b.legal_moves) == set(example.moves_b)
    if example.kind == "moves":
        assert set(board_a.legal_moves) != set(board_b.legal_moves)
        return
    assert example.kind == "outcome"
    for move in example.line:
        assert move in board_a.legal_moves and move in board_b.legal_moves
        board_a.push(move)
        board_b.push(move)
    assert board_a.outcome(claim_draw=True) == example.outcome_a
    assert board_b.outcome(claim_draw=True) == example.outcome_b
    assert example.outcome_a != example.outcome_b


class TestSingleSwitch:
    @pytest.mark.parametrize(("preset", "switch", "value"), SINGLE_FLIPS, ids=lambda v: str(v))
    def test_flipping_one_switch_shows_an_example_naming_it(self, preset: str, switch: str, value: Any) -> None:
        a = Rules.preset(preset)
        b = a.replace(**{switch: value})
        examples = find_differences(a, b, limit=1, time_limit=GENEROUS)
        assert len(examples) == 1
        example = examples[0]
        assert example.switch == switch
        assert example.sentence == str(next(d for d in a.differences(b) if d.switch == switch))
        assert example.board.rules == a and example.board_b.rules == b
        assert_disagrees(example, a, b)

    def test_the_simplest_example_comes_first(self) -> None:
        english = Rules.preset("english")
        [example] = find_differences(english, english.replace(men_capture_backward=True), limit=1)
        assert (example.pieces, example.kings) == (2, 0)
        assert [str(m) for m in example.moves_b] == ["5x14"]

    def test_a_flying_king_needs_a_king_but_no_more(self) -> None:
        english = Rules.preset("english")
        [example] = find_differences(english, english.replace(king_range="flying"), limit=1)
        assert (example.pieces, example.kings) == (2, 1)
        assert set(example.moves_a) < set(example.moves_b)

    def test_quiet_move_limit_example_stands_one_ply_short(self) -> None:
        russian = Rules.preset("russian")
        [example] = find_differences(russian, russian.replace(quiet_move_limit=50), limit=1)
        assert example.board.quiet_plies == 29 and len(example.line) == 1
        assert example.outcome_b is None and example.outcome_a is not None
        assert "29 quiet plies" in str(example)

    def test_repetition_example_is_a_line_that_repeats(self) -> None:
        english = Rules.preset("english")
        [example] = find_differences(english, english.replace(repetition=False), limit=1)
        assert len(example.line) == 8 and example.line[:4] == example.line[4:]
        assert example.outcome_b is None

    def test_first_mover_example_is_the_start_position(self) -> None:
        [example] = find_differences("english", Rules.preset("english").replace(first=WHITE), limit=1)
        assert example.board == Board("english") and example.board_b.turn == WHITE
        assert "in english: B:" in str(example)

    def test_a_flip_that_changes_nothing_shows_nothing(self) -> None:
        # English men capture only forward, so a man on the far row can never go on capturing as a man.
        english = Rules.preset("english")
        assert find_differences(english, english.replace(crowning="man-continues"), max_pieces=3) == []


class TestPairs:
    def test_english_and_russian(self) -> None:
        english, russian = Rules.preset("english"), Rules.preset("russian")
        examples = find_differences(english, russian, limit=5, time_limit=GENEROUS)
        switches = sorted(example.switch for example in examples)
        assert switches == ["crowning", "first", "king_range", "men_capture_backward", "quiet_move_limit"]
        sizes = [(example.pieces, example.kings) for example in examples]
        assert sizes == sorted(sizes)
        for example in examples:
            assert_disagrees(example, english, russian)

    def test_one_example_is_the_simplest_even_when_the_first_mover_differs(self) -> None:
        [example] = find_differences("english", "russian", limit=1)
        assert (example.switch, example.pieces) == ("men_capture_backward", 2)

    def test_each_switch_may_show_several_materials(self) -> None:
        examples = find_differences("english", "giveaway", limit=3, time_limit=GENEROUS)
        assert len(examples) == 3 and {e.switch for e in examples} == {"goal"}
        materials = {tuple(sorted(str(p) for p in e.board.pieces().values())) for e in examples}
        assert len(materials) == 3

    def test_two_custom_rule_sets(self) -> None:
        flying = Rules.preset("english").replace(king_range="flying")
        a, b = flying.replace(removal="immediate"), flying.replace(crowning="king-continues")
        examples = find_differences(a, b, limit=2, time_limit=GENEROUS)
        assert {e.switch for e in examples} == {"removal", "crowning"}
        assert all("your rule set (first)" in e.sentence and "your rule set (second)" in e.sentence for e in examples)
        for example in examples:
            assert_disagrees(example, a, b)

    def test_ten_by_ten(self) -> None:
        international = Rules.preset("international")
        narrow = international.replace(men_capture_backward=False)
        [example] = find_differences(international, narrow, limit=1)
        assert example.board.geometry.size == 10
        assert_disagrees(example, international, narrow)

    def test_equal_rule_sets_show_nothing(self) -> None:
        assert find_differences("english", "checkers") == []

    def test_different_board_sizes_are_refused(self) -> None:
        with pytest.raises(ValueError, match="different sizes"):
            find_differences("brazilian", "international")

    @pytest.mark.parametrize("options", [{"limit": 0}, {"max_pieces": 1}])
    def test_bad_options_are_refused(self, options: dict[str, int]) -> None:
        with pytest.raises(ValueError):
            find_differences("english", "russian", **options)


class TestViews:
    def test_text_names_the_moves_of_each_side(self) -> None:
        english = Rules.preset("english")
        [example] = find_differences(english, english.replace(men_capture_backward=True), limit=1)
        text = str(example)
        assert text.splitlines()[0] == example.sentence
        assert "only in english: 5-1" in text and "only in your rule set: 5x14" in text
        assert repr(example) == "<Example men_capture_backward: 'W:W5:B9', moves differ>"

    def test_svg_draws_the_move_that_differs(self) -> None:
        english = Rules.preset("english")
        [example] = find_differences(english, english.replace(men_capture_backward=True), limit=1)
        svg = example._repr_svg_()
        assert svg.startswith("<svg") and svg.count('class="board-cell"') == 2
        assert svg.count('class="captured"') == 1 and "english: 5-1" in svg and "your rule set: 5x14" in svg


# Flips where the search skips materials or squares on a reasoned bound (a crowned man
# that flies on, jumps one square at a time, the most-pieces rule, the goals, the limit).
PRUNED_FLIPS: list[tuple[str, str, Any, int]] = [  # preset, switch, value, pieces tried
    ("russian", "king_range", "short", 3),
    ("english", "removal", "immediate", 3),
    ("brazilian", "flying_landing", "any", 3),
    ("english", "crowning", "man-continues", 3),
    ("russian", "crowning", "stops", 3),
    ("arcade", "capture_rule", "most", 3),
    ("english", "goal", "first-king", 2),
    ("russian", "quiet_move_limit", 40, 2),
]


def _every_difference(a: Rules, b: Rules, max_pieces: int) -> set[tuple[str, str, tuple[int, ...]]]:
    """Each (switch, kind, material) shown by some position of up to *max_pieces*
    pieces, by trying every position the plain way, without the search's shortcuts."""
    search = differences._Search(a, b, 1, float("inf"))
    search.free_only = None
    found = set()
    for position in search._placements(max_pieces):
        finding = search._examine(position) if position is not None else None
        if finding is not None:
            kind, quiet, line = finding
            switch = search._responsible(kind, position, quiet, line)
            found.add((switch, kind, tuple(mask.bit_count() for mask in position)))
    return found


@pytest.mark.parametrize(("preset", "switch", "value", "pieces"), PRUNED_FLIPS, ids=lambda v: str(v))
def test_the_shortcuts_miss_no_material(preset: str, switch: str, value: Any, pieces: int) -> None:
    a = Rules.preset(preset)
    b = a.replace(**{switch: value})
    examples = find_differences(a, b, limit=100, max_pieces=pieces, time_limit=GENEROUS)
    shown = {
        (e.switch, e.kind, tuple(e.board.count(c, k) for c in (WHITE, BLACK) for k in (False, True)))
        for e in examples
        if e.switch not in ("first", "repetition")
    }
    assert shown == _every_difference(a, b, pieces)
