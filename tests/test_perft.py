"""Perft counts from the published tables (tests/data/perft.json).

Counts up to about 200,000 leaves run in the default suite; the deeper ones are
marked slow and run with ``pytest -m slow`` and in benchmarks/perft.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from draughts import Board, perft

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
