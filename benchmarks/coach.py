"""How fast the coach answers: a hint and a safety check, per rule set, at the default depth.

The target is one second per answer (or the time it takes to list the position's
legal moves, if that is longer). Each rule set's start position and ``--positions``
positions reached by seeded random moves (10 to 60 plies) are timed: a hint, and the
safety check of a random legal move. The table shows the median and the slowest
answer of each kind (wall clock, and the slowest in processor time of this process,
which a busy machine inflates less), the slowest listing of legal moves, in seconds;
and the review of each random game (its moves so far), as the median time per move.

    python benchmarks/coach.py
    python benchmarks/coach.py --positions 40 --rules english international
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import PRESETS, Board, Rules  # noqa: E402
from draughts.engine.coach import Coach  # noqa: E402

HOUSE_RULES = {
    "international, capture any, pieces off at once": Rules.preset("international").replace(
        capture_rule="free", removal="immediate"
    ),
    "english with flying kings": Rules.preset("english").replace(king_range="flying"),
}


def positions(rules: Rules, count: int, seed: int) -> list[Board]:
    """The start position and *count* positions reached by seeded random play."""
    generator = random.Random(seed)
    out = [Board(rules)]
    while len(out) < count + 1:
        board = Board(rules)
        for _ in range(generator.randrange(10, 61)):
            if board.is_game_over():
                break
            board.push(generator.choice(list(board.legal_moves)))
        if not board.is_game_over():
            out.append(board)
    return out


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and processor seconds of one call (the processor time is the one a
    busy machine inflates less)."""
    start, start_processor = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - start, time.process_time() - start_processor


def measure(name: str, rules: Rules, count: int, seed: int) -> str:
    coach = Coach()
    generator = random.Random(seed)
    hints, checks, listings, reviews = [], [], [], []
    for board in positions(rules, count, seed):
        if board.move_stack:
            reviews.append(timed(lambda board=board: coach.review(board))[0] / len(board.move_stack))
        listings.append(timed(lambda board=board: list(board.legal_moves))[0])
        hints.append(timed(lambda board=board: coach.hint(board)))
        move = generator.choice(list(board.legal_moves))
        checks.append(timed(lambda board=board, move=move: coach.check(board, move)))
    return (
        f"| {name} | {statistics.median(t for t, _ in hints):.3f} | {max(t for t, _ in hints):.3f} | "
        f"{max(p for _, p in hints):.3f} | {statistics.median(t for t, _ in checks):.3f} | "
        f"{max(t for t, _ in checks):.3f} | {max(p for _, p in checks):.3f} | {max(listings):.4f} | "
        f"{statistics.median(reviews):.3f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=20, help="random positions per rule set (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="*", help="preset names (default: every preset and two house rule sets)")
    args = parser.parse_args()
    chosen = {name: Rules.preset(name) for name in (args.rules or PRESETS)}
    if not args.rules:
        chosen.update(HOUSE_RULES)
    print(f"Coach at its default depth ({Coach().depth} plies), {args.positions} positions and the start per rule set")
    print(
        "| rule set | hint median (s) | hint slowest | hint slowest, processor | check median | check slowest "
        "| check slowest, processor | legal moves slowest | review per move |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for name, rules in chosen.items():
        print(measure(name, rules, args.positions, args.seed), flush=True)


if __name__ == "__main__":
    main()
