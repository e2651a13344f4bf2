"""Perft: count the positions reached after every sequence of legal moves.

Perft is the standard check of a move generator: the counts from the start position
are published for each variant. At the last ply the moves are counted, not played.

>>> from draughts import Board
>>> [perft(Board("english"), depth) for depth in range(1, 5)]
[7, 49, 302, 1469]
>>> perft(Board("english"), 2, divide=True)["11-15"]
7
"""

from __future__ import annotations

from typing import Literal, overload

from .board import Board
from .colors import Color
from .movegen import MoveGenerator, apply

__all__ = ["perft"]


@overload
def perft(board: Board, depth: int, *, divide: Literal[False] = False) -> int: ...
@overload
def perft(board: Board, depth: int, *, divide: Literal[True]) -> dict[str, int]: ...


def perft(board: Board, depth: int, *, divide: bool = False) -> int | dict[str, int]:
    """The number of move sequences of *depth* plies from *board*.

    With ``divide=True``, a dict from each legal move (PDN) to its count below.
    """
    if depth < 0:
        raise ValueError(f"perft needs a depth of 0 or more, not {depth}")
    gen = board.generator
    own_men, own_kings, opp_men, opp_kings, color = board.sides()
    if not divide:
        return _count(gen, own_men, own_kings, opp_men, opp_kings, color, depth)
    counts = {}
    for raw in gen.moves(own_men, own_kings, opp_men, opp_kings, color):
        men, kings, theirs, their_kings = apply(raw, own_men, own_kings, opp_men, opp_kings)
        counts[str(board.move_from_raw(raw))] = _count(gen, theirs, their_kings, men, kings, not color, depth - 1)
    return dict(sorted(counts.items(), key=lambda item: [int(s) for s in item[0].replace("-", "x").split("x")]))


def _count(
    gen: MoveGenerator, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color, depth: int
) -> int:
    """The count below one position: the moves of the last ply are counted, not played,
    and the next-to-last ply calls the counter directly (the hot loop of perft)."""
    if depth <= 1:
        return gen.count(own_men, own_kings, opp_men, opp_kings, color) if depth == 1 else 1
    total = 0
    count = gen.count if depth == 2 else None
    for move in gen.moves(own_men, own_kings, opp_men, opp_kings, color):
        men, kings, theirs, their_kings = apply(move, own_men, own_kings, opp_men, opp_kings)
        if count is not None:
            total += count(theirs, their_kings, men, kings, not color)
        else:
            total += _count(gen, theirs, their_kings, men, kings, not color, depth - 1)
    return total
