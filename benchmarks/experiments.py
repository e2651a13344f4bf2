"""Experiment speed: games per second, with random players and with engine players.

Each case plays the same games one after another in this process (``workers=1``)
and then on the default process pool over every core, and prints games per second
and the mean game length. Engine players are timed only when draughts.engine exists.

    python benchmarks/experiments.py                 # 100 random games and 4 engine games per rule set
    python benchmarks/experiments.py --games 400 --engine-games 10 --level casual
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts.compare.experiments import play_games  # noqa: E402

RULE_SETS = ["english", "russian", "brazilian", "international"]


def measure(label: str, games: int, players: str, workers: int | None) -> None:
    start = time.perf_counter()
    table = play_games(RULE_SETS, games, players=players, seed=1, workers=workers, progress=False)
    seconds = time.perf_counter() - start
    plies = sum(row["plies"] for row in table) / len(table)
    where = "1 process" if workers == 1 else f"{workers or os.cpu_count()} processes"
    print(
        f"{label:<26} {where:<12} {len(table):>5} games in {seconds:6.2f} s: "
        f"{len(table) / seconds:8.1f} games/s, {plies:5.1f} plies a game"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per rule set")
    parser.add_argument("--engine-games", type=int, default=4, help="engine games per rule set")
    parser.add_argument("--level", default="beginner", help="the engine level of both players")
    args = parser.parse_args()
    print(f"rule sets: {', '.join(RULE_SETS)}; {os.cpu_count()} cores")
    for workers in (1, None):
        measure("random players", args.games, "random", workers)
    if importlib.util.find_spec("draughts.engine") is None:
        print("engine players: draughts.engine is not available")
        return
    for workers in (1, None):
        measure(f"engine players ({args.level})", args.engine_games, args.level, workers)


if __name__ == "__main__":
    main()
