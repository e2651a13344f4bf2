"""Whether the coach's material claims are true of the lines it shows.

A hint that "wins two pieces" and a warning that a move "loses a piece" each come
with a line of play. This replays the line on a board, plays on while a capture is
pending (the side to move taking what gains it most), and counts the pieces (a king
counts as one piece, like a man). A claim is false when the count differs from the
stated number. Positions are reached by seeded random play (10 to 40 plies from the
start); in each, the hint is asked for and ``--checks`` random legal moves are checked.

    python benchmarks/claims.py
    python benchmarks/claims.py --positions 200 --rules english russian
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path

if __name__ == "__main__" and not any(Path(p, "draughts").is_dir() for p in sys.path[1:] if p):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from draughts import Board, Move, Rules
from draughts.core.rules import Goal
from draughts.engine.coach import Coach

RULE_SETS = ("english", "russian", "brazilian", "arcade", "international")
_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_CLAIM = re.compile(r"^(wins|gets rid of|loses|lets \w+ get rid of) (a piece|\w+ pieces)\b")


def positions(rules: Rules, count: int, seed: int) -> list[Board]:
    """*count* positions reached by seeded random play, 10 to 40 plies from the start."""
    generator = random.Random(seed)
    out: list[Board] = []
    while len(out) < count:
        board = Board(rules)
        for _ in range(generator.randrange(10, 41)):
            if board.is_game_over():
                break
            board.push(generator.choice(list(board.legal_moves)))
        if not board.is_game_over():
            out.append(board.copy(stack=False))
    return out


def _settle(board: Board) -> int:
    """What the side to move gains, in pieces, by the best run of pending captures."""
    moves = list(board.legal_moves)
    if not moves or not moves[0].is_capture:
        return 0
    best = -100
    for move in moves:
        board.push(move)
        best = max(best, len(move.captures) - _settle(board))
        board.pop()
    return best


def played_out(board: Board, line: Sequence[Move]) -> int:
    """The pieces the side to move on *board* gains by *line*, played on until no
    capture is pending (pieces given away, in giveaway)."""
    here = board.copy(stack=False)
    side = here.turn
    before = {color: here.count(color) for color in (True, False)}
    for move in line:
        here.push(move)
    rest = _settle(here)
    gain = before[not side] - here.count(not side) - (before[side] - here.count(side))
    gain += rest if here.turn == side else -rest
    return -gain if board.rules.goal is Goal.GIVEAWAY else gain


def claimed(sentence: str) -> int | None:
    """The pieces a reason or warning says are won (positive) or lost (negative)."""
    match = _CLAIM.match(sentence)
    if match is None:
        return None
    word = match[2].removesuffix(" pieces")
    n = 1 if word == "a piece" else _WORDS.index(word) if word in _WORDS else int(word)
    return n if match[1] in ("wins", "gets rid of") else -n


def measure(name: str, count: int, checks: int, seed: int) -> dict[str, list[int]]:
    """Per kind of claim ("wins", "loses"): [claims, false claims]."""
    rules = Rules.preset(name)
    coach = Coach()
    generator = random.Random(seed + 1)
    figures = {"wins": [0, 0], "loses": [0, 0]}
    for board in positions(rules, count, seed):
        hint = coach.hint(board)
        claim = claimed(hint.reason)
        if claim is not None and claim > 0:
            figures["wins"][0] += 1
            figures["wins"][1] += played_out(board, hint.line) != claim
        legal = list(board.legal_moves)
        for move in generator.sample(legal, min(checks, len(legal))):
            danger = coach.check(board, move)
            if danger is None or danger.pieces is None:
                continue
            figures["loses"][0] += 1
            figures["loses"][1] += played_out(board, (move, *danger.line)) != -danger.pieces
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=100, help="random positions per rule set (default 100)")
    parser.add_argument("--checks", type=int, default=3, help="moves checked per position (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="*", default=list(RULE_SETS))
    args = parser.parse_args()
    print(f"{args.positions} positions per rule set, {args.checks} moves checked in each, seed {args.seed}")
    print("| rule set | 'wins' false / claims | 'loses' false / claims |")
    print("|---|---|---|")
    total = {"wins": [0, 0], "loses": [0, 0]}
    for name in args.rules:
        figures = measure(name, args.positions, args.checks, args.seed)
        for kind in total:
            total[kind] = [a + b for a, b in zip(total[kind], figures[kind], strict=True)]
        wins, loses = figures["wins"], figures["loses"]
        print(f"| {name} | {wins[1]}/{wins[0]} | {loses[1]}/{loses[0]} |", flush=True)
    wins, loses = total["wins"], total["loses"]
    print(f"| all | {wins[1]}/{wins[0]} | {loses[1]}/{loses[0]} |")


if __name__ == "__main__":
    main()
