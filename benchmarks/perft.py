"""Perft speed: leaves per second for English perft(9) and international perft(7).

Prints the median of several runs, and the same counts measured for py-draughts 1.10.1
(the fastest pure-Python peer) in a separate process, since its import name is also
``draughts``. The peer is installed on first use into benchmarks/.peer-venv.

Both the wall-clock time and the processor time of each run are measured: on a
shared machine the wall clock also counts the time other programs held the
processor, so the processor time is the fairer figure there (on an idle machine the
two agree). The comparison with the peer uses both, from the same run.

    python benchmarks/perft.py            # both, 3 runs each
    python benchmarks/perft.py --runs 5 --no-peer
    python benchmarks/perft.py --deep     # also the slow perft tables of the tests
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import Board, perft  # noqa: E402

CASES = [("english", 9, 3963680), ("international", 7, 1049442)]
PEER_VERSION = "1.10.1"
PEER_VENV = ROOT / "benchmarks" / ".peer-venv"

# Run inside the peer's interpreter: its board-level perft (legal_moves, push, pop) and
# its internal bitboard perft (draughts.engines.turbo), each timed the same way as ours.
PEER_SCRIPT = """
import json, statistics, sys, time
from draughts import StandardBoard
from draughts.engines.turbo import perft_from_board

def board_perft(board, depth):
    moves = board.legal_moves
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += board_perft(board, depth - 1)
        board.pop()
    return total

runs = int(sys.argv[1])
out = {}
# Only international: the peer's English lets captures be declined, so its counts differ.
for name, cls, depth in [("international", StandardBoard, 7)]:
    for label, count in [("board API", board_perft), ("internal", perft_from_board)]:
        times, cpu, leaves = [], [], 0
        for _ in range(runs):
            board = cls()
            started, processor = time.perf_counter(), time.process_time()
            leaves = count(board, depth)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - processor)
        out[f"{name} {label}"] = [leaves, statistics.median(times), statistics.median(cpu)]
print(json.dumps(out))
"""


Timing = tuple[int, float, float]  # leaves, median wall-clock seconds, median processor seconds


def measure_ours(runs: int) -> dict[str, Timing]:
    results = {}
    for rules, depth, expected in CASES:
        times, cpu = [], []
        for _ in range(runs):
            board = Board(rules)
            started, processor = time.perf_counter(), time.process_time()
            leaves = perft(board, depth)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - processor)
            assert leaves == expected, f"{rules} perft({depth}) = {leaves}, expected {expected}"
        results[f"{rules} perft({depth})"] = (leaves, statistics.median(times), statistics.median(cpu))
    return results


def peer_python() -> Path | None:
    python = PEER_VENV / "bin" / "python"
    if not python.exists():
        print(f"installing py-draughts {PEER_VERSION} into {PEER_VENV} ...", file=sys.stderr)
        venv.create(PEER_VENV, with_pip=True)
        install = [str(python), "-m", "pip", "install", "-q", f"py-draughts=={PEER_VERSION}"]
        if subprocess.run(install, check=False).returncode != 0:
            print("could not install py-draughts: skipping the peer", file=sys.stderr)
            return None
    return python


def measure_peer(runs: int) -> dict[str, Timing]:
    python = peer_python()
    if python is None:
        return {}
    command = [str(python), "-c", PEER_SCRIPT, str(runs)]
    # Run outside the repository, so that "import draughts" finds the peer and not this package.
    # Without PYTHONPATH too, which may point at this repository.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    done = subprocess.run(command, cwd=PEER_VENV, env=env, capture_output=True, text=True, check=True)
    return {f"py-draughts {key}": (leaves, wall, cpu) for key, (leaves, wall, cpu) in json.loads(done.stdout).items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs per case (the median is shown)")
    parser.add_argument("--no-peer", action="store_true", help="skip py-draughts")
    parser.add_argument("--deep", action="store_true", help="also check the deep perft tables of the tests")
    args = parser.parse_args()

    ours = measure_ours(args.runs)
    peer = {} if args.no_peer else measure_peer(args.runs)
    print(f"{'case':<40} {'leaves':>10} {'wall s':>8} {'leaves/s':>12} {'cpu s':>8} {'leaves/cpu s':>13}")
    for name, (leaves, wall, cpu) in {**ours, **peer}.items():
        print(f"{name:<40} {leaves:>10} {wall:>8.3f} {leaves / wall:>12,.0f} {cpu:>8.3f} {leaves / cpu:>13,.0f}")
    for key in ("international board API", "international internal"):
        if f"py-draughts {key}" in peer:
            theirs, mine = peer[f"py-draughts {key}"], ours["international perft(7)"]
            print(
                f"international perft(7): {theirs[1] / mine[1]:.2f}x the speed of py-draughts ({key}) by the wall "
                f"clock, {theirs[2] / mine[2]:.2f}x by processor time"
            )
    if args.deep:
        deep()


def deep() -> None:
    tables = json.loads((ROOT / "tests" / "data" / "perft.json").read_text())
    for rules, counts in tables["start"].items():
        board = Board(rules)
        got = [perft(board, depth) for depth in range(1, len(counts) + 1)]
        print(f"{rules:<14} {'ok' if got == counts else 'MISMATCH ' + str(got)}")
    for name, entry in tables["positions"].items():
        board = Board(entry["rules"], fen=entry["fen"])
        got = [perft(board, depth) for depth in range(1, len(entry["counts"]) + 1)]
        print(f"{name:<14} {'ok' if got == entry['counts'] else 'MISMATCH ' + str(got)}")


if __name__ == "__main__":
    main()
