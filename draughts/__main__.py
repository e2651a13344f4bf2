"""Command line: ``python -m draughts perft english 9 [--fen F] [--divide]``."""

from __future__ import annotations

import argparse
import sys
import time

from draughts.core.board import Board
from draughts.core.errors import InvalidFenError, UnknownRulesError
from draughts.core.perft import perft
from draughts.core.rules import PRESETS


def main(argv: list[str] | None = None) -> int:
    """Run the command line and return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m draughts", description="Draughts rules for every variant.")
    commands = parser.add_subparsers(dest="command", required=True)
    counting = commands.add_parser("perft", help="count the move sequences of a given depth")
    counting.add_argument("rules", help=f"a rule set: {', '.join(PRESETS)}")
    counting.add_argument("depth", type=int, help="how many plies deep")
    counting.add_argument("--fen", help="start from this position instead of the start position")
    counting.add_argument("--divide", action="store_true", help="show the count below each first move")
    args = parser.parse_args(argv)
    try:
        board = Board(args.rules, fen=args.fen)
    except (UnknownRulesError, InvalidFenError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    if args.divide:
        counts = perft(board, args.depth, divide=True)
        for move, count in counts.items():
            print(f"{move:>12}  {count}")
        leaves = sum(counts.values())
    else:
        leaves = perft(board, args.depth)
    seconds = time.perf_counter() - started
    rate = leaves / seconds if seconds > 0 else float("inf")
    print(f"perft({args.depth}) = {leaves} leaves in {seconds:.2f} s ({rate:,.0f} leaves/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
