"""Perft counts from the published tables (tests/data/perft.json).

Counts up to about 200,000 leaves run in the default suite; the deeper ones are
marked slow and run with ``pytest -m slow`` and in benchmarks/perft.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from draughts import Board, Rules, perft

TABLES = json.loads((Path(__file__).parent / "data" / "perft.json").read_text())
FAST_LEAVES = 200_000


def _cases() -> list[object]:
    cases = []
    for rules, counts in TABLES["start"].items():
        for depth, count in enumerate(counts, start=1):
            cases.append((rules, None, depth, count))
    for _name, entry in TABLES["positions"].items():
        for depth, count in enumerate(entry["counts"], start=1):
            cases.append((entry["rules"], entry["fen"], depth, count))
    return [
        pytest.param(
            *case,
            id=f"{case[0]}-{'start' if case[1] is None else 'fen'}-{case[2]}",
            marks=[pytest.mark.slow] if case[3] > FAST_LEAVES else [],
        )
        for case in cases
    ]


@pytest.mark.parametrize(("rules", "fen", "depth", "expected"), _cases())
def test_perft_matches_published_counts(rules: str, fen: str | None, depth: int, expected: int) -> None:
    board = Board(rules, fen=fen)
    assert perft(board, depth) == expected


def test_divide_adds_up_to_the_total() -> None:
    board = Board("russian")
    counts = perft(board, 4, divide=True)
    assert sorted(counts) == sorted(str(m) for m in board.legal_moves)
    assert sum(counts.values()) == perft(board, 4) == 1469


def test_perft_leaves_the_board_unchanged() -> None:
    board = Board("international")
    before = board.copy()
    perft(board, 3)
    assert board == before and board.move_stack == []


def test_depth_zero_counts_the_position_itself() -> None:
    assert perft(Board(), 0) == 1
    with pytest.raises(ValueError, match="depth"):
        perft(Board(), -1)


def board_perft(board: Board, depth: int) -> int:
    """Perft through the board's own API: legal_moves, push and pop."""
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += board_perft(board, depth - 1)
        board.pop()
    return total


class TestTheEndOfTheGame:
    """A sequence stops where the game ends; the same position under the standard goal goes on."""

    def test_a_crowning_ends_the_game_in_first_king_only(self) -> None:
        # Both of Black's moves crown the man on 27: in first-king no reply follows.
        assert [perft(Board.from_fen("B:W22:B27", "first-king"), depth) for depth in range(4)] == [1, 2, 0, 0]
        assert [perft(Board.from_fen("B:W22:B27", "english"), depth) for depth in range(4)] == [1, 2, 4, 8]
        assert perft(Board.from_fen("B:W22:B27", "first-king"), 2, divide=True) == {"27-31": 0, "27-32": 0}
        assert perft(Board.from_fen("B:W22:B27", "english"), 2, divide=True) == {"27-31": 2, "27-32": 2}

    def test_only_the_crowning_lines_stop(self) -> None:
        first_king = Board.from_fen("B:W30:B27,1", "first-king")
        assert perft(first_king, 2, divide=True) == {"1-5": 2, "1-6": 2, "27-31": 0, "27-32": 0}
        assert perft(Board.from_fen("B:W30:B27,1", "english"), 2, divide=True)["27-31"] == 2

    def test_the_quiet_move_limit_ends_the_sequences(self) -> None:
        kings = "W:WK22,K30:BK4,K9"
        short = Rules.preset("english").replace(quiet_move_limit=3)
        # Three king moves in a row end the game: only the lines with a capture among them go on.
        assert [perft(Board.from_fen(kings, short), depth) for depth in range(6)] == [1, 6, 30, 149, 2, 12]
        assert [perft(Board.from_fen(kings, "english"), depth) for depth in range(6)] == [1, 6, 30, 149, 668, 3938]

    def test_a_finished_game_counts_nothing(self) -> None:
        board = Board.from_fen("B:W22:B27", "first-king")
        board.push_pdn("27-32")
        assert (perft(board, 0), perft(board, 1), perft(board, 3), perft(board, 2, divide=True)) == (1, 0, 0, {})
        assert perft(board.with_rules("english"), 1) == 2  # the same position under the standard goal goes on

    @pytest.mark.parametrize(
        ("rules", "fen", "quiet"),
        [
            ("first-king", "W:W21,22,23,K30:B5,6,12,K28", 0),
            ("first-king", "B:W5,K30:B27,28", 0),
            (Rules.preset("english").replace(quiet_move_limit=4), "W:WK22,K30:BK4,K9", 1),
            (Rules.preset("russian").replace(quiet_move_limit=2), "W:WK22,26:BK4,K9", 0),
            (Rules.preset("international").replace(goal="first-king"), "W:W7,8,33,K44:B12,K40,45", 0),
        ],
    )
    def test_perft_agrees_with_the_board(self, rules: Rules | str, fen: str, quiet: int) -> None:
        board = Board.from_fen(fen, rules)
        board.quiet_plies = quiet
        for depth in range(5):
            assert perft(board, depth) == board_perft(board, depth)
            assert sum(perft(board, depth + 1, divide=True).values()) == perft(board, depth + 1)
