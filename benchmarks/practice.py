"""How long the computer takes to answer in the practice lesson, stage by stage.

Each practice stage is played along its solution and along an aimless line (a first move,
then always the first legal move, up to the move limit), and every reply of the computer
is timed (wall clock; the slowest also in processor time of this process, which a busy
machine inflates less). The same engine answers in the browser, where Python runs about
3 to 10 times slower: a reply should stay well under a second here.

    python benchmarks/practice.py
    python benchmarks/practice.py --repeat 5
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts.course import practice  # noqa: E402
from draughts.teaching.stage_check import aimless_line  # noqa: E402
from draughts.teaching.stages import Stage, TooManyMoves  # noqa: E402


def replies(stage: Stage, line: list[str]) -> list[tuple[float, float]]:
    """The wall-clock and processor seconds of each reply to the learner's *line* (PDN moves)."""
    board = stage.board()
    times = []
    for index, move in enumerate(line[:-1]):
        board.push(board.parse_move(move))
        if board.outcome() is not None:
            break
        start, start_processor = time.perf_counter(), time.process_time()
        reply = stage.replies.reply(board.copy(), index)
        times.append((time.perf_counter() - start, time.process_time() - start_processor))
        board.push(reply)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=3, help="times each line is played")
    args = parser.parse_args(argv)
    print(f"{'stage':<36} {'rules':<14} {'replies':>7} {'median ms':>10} {'slowest ms':>11} {'slowest cpu ms':>15}")
    everything = []
    for stage in practice().stages:
        fail = next(fail for fail in stage.fails if isinstance(fail, TooManyMoves))
        write = stage.board().rules.write_move
        aimless = [write(move) for move in aimless_line(stage, fail) or []]
        lines = (list(stage.solution), aimless) * args.repeat
        times = [each for line in lines for each in replies(stage, line)]
        everything.extend(times)
        walls = [wall for wall, _ in times]
        slowest = max(times)
        print(
            f"{stage.name:<36} {stage.board().rules.name:<14} {len(times):>7} "
            f"{1000 * statistics.median(walls):>10.1f} {1000 * slowest[0]:>11.1f} {1000 * slowest[1]:>15.1f}"
        )
    walls = [wall for wall, _ in everything]
    median, slowest = 1000 * statistics.median(walls), 1000 * max(walls)
    print(f"all replies: {len(walls)}, median {median:.1f} ms, slowest {slowest:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
