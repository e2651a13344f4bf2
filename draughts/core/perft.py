"""Perft: count the positions reached after every sequence of legal moves.

Perft is the standard check of a move generator: the counts from the start position
are published for each variant. At the last ply the moves are counted, not played.
A sequence stops where the game ends (:meth:`Board.outcome <draughts.core.board.Board.outcome>`):
after a crowning under the first-king goal, and at the quiet-move limit.

>>> from draughts import Board
>>> [perft(Board("english"), depth) for depth in range(1, 5)]
[7, 49, 302, 1469]
>>> perft(Board("english"), 2, divide=True)["11-15"]
7
>>> perft(Board.from_fen("B:W22:B27", "first-king"), 2), perft(Board.from_fen("B:W22:B27", "english"), 2)
(0, 4)
"""

from __future__ import annotations

from typing import Literal, overload

from draughts.core.board import Board
from draughts.core.errors import InvalidOptionError
from draughts.core.movegen import MoveGenerator, apply
from draughts.core.rules import Goal, Rules
from draughts.core.sides import Color

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
        raise InvalidOptionError(f"perft needs a depth of 0 or more, not {depth}")
    if board.outcome() is not None:  # a finished game has no moves
        return {} if divide else 1 if depth == 0 else 0
    gen, rules, quiet = board.generator, board.rules, board.quiet_plies
    limit = rules.quiet_move_limit
    # The plain counter knows no ending but no piece or no move: it serves when no
    # crowning ends the game and the quiet-move limit is out of reach of the sequences.
    plain = rules.goal is not Goal.FIRST_KING and (limit is None or quiet + depth - 1 < limit)
    own_men, own_kings, opp_men, opp_kings, color = board.sides()
    if not divide:
        if plain:
            return _count(gen, own_men, own_kings, opp_men, opp_kings, color, depth)
        return _count_ending(gen, rules, own_men, own_kings, opp_men, opp_kings, color, depth, quiet)
    counts = {}
    for raw in gen.moves(own_men, own_kings, opp_men, opp_kings, color):
        men, kings, theirs, their_kings = apply(raw, own_men, own_kings, opp_men, opp_kings)
        if plain:
            below = _count(gen, theirs, their_kings, men, kings, not color, depth - 1)
        else:
            after = 0 if raw[2] or raw[0] & own_men else quiet + 1
            if depth > 1 and rules.ending(crowned=raw[3], quiet_plies=after) is not None:
                below = 0  # the game is over after this move
            else:
                below = _count_ending(gen, rules, theirs, their_kings, men, kings, not color, depth - 1, after)
        counts[str(board.move_from_raw(raw))] = below
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


def _count_ending(
    gen: MoveGenerator,
    rules: Rules,
    own_men: int,
    own_kings: int,
    opp_men: int,
    opp_kings: int,
    color: Color,
    depth: int,
    quiet: int,
) -> int:
    """The count below one position, stopping where :meth:`Rules.ending` ends the game:
    after a crowning under the first-king goal, or at the quiet-move limit (*quiet* is
    the count of the position)."""
    if depth <= 1:
        return gen.count(own_men, own_kings, opp_men, opp_kings, color) if depth == 1 else 1
    total = 0
    for move in gen.moves(own_men, own_kings, opp_men, opp_kings, color):
        after = 0 if move[2] or move[0] & own_men else quiet + 1
        if rules.ending(crowned=move[3], quiet_plies=after) is not None:
            continue  # the game is over after this move: no sequence goes on from it
        men, kings, theirs, their_kings = apply(move, own_men, own_kings, opp_men, opp_kings)
        total += _count_ending(gen, rules, theirs, their_kings, men, kings, not color, depth - 1, after)
    return total
