"""Engine strength and speed: nodes per second, games against a random mover, the level ladder.

Four parts, each runnable alone:

- ``nps``: the search speed. Each rule set's start position and two middle-game
  positions (reached by seeded random moves) are searched for ``--nps-time`` seconds
  each, in this process; the median nodes per second is shown per rule set.
- ``random``: the strongest level against a random mover, ``--games`` games (default
  200) with colours alternating. Every game has its own seed.
- ``ladder``: each level against the one below it, ``--games`` games per match
  (default 100). The games start from seeded random openings of ``--opening`` plies,
  each opening played twice with the colours swapped, so that a match is not one
  game repeated.

- ``clock``: the time limit. The strongest level chooses a move with time limits
  of 0.1, 0.3 and 1 second in each rule set's start position, a middle game, and
  custom rule sets whose captures have thousands of routes (international with
  immediate removal and a free choice of capture). A row passes when the choice
  took at most 10% + 50 ms over the limit, or no longer than listing the legal
  moves of the position (when that alone takes longer).

The strongest level thinks for one second a move; ``--time-limit`` sets a shorter
limit for the benchmark run (the figures then say which limit was used). Games end
by the rules (claiming threefold repetition where the rules allow it) or after
``--max-plies`` plies as a draw. Games run on a process pool of ``--workers``
processes (default 2).

    python benchmarks/engine.py --part nps
    python benchmarks/engine.py --part random --games 200 --time-limit 0.1
    python benchmarks/engine.py --part ladder --games 100 --time-limit 0.25
    python benchmarks/engine.py --part clock
    python benchmarks/engine.py                       # every part, with the defaults
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import Board, Move, Rules  # noqa: E402
from draughts.engine import LEVELS, Engine, random_mover  # noqa: E402

NPS_RULES = ["english", "russian", "brazilian", "international", "giveaway", "first-king"]

Player = Callable[[Board], Move]
GameSpec = tuple[str, str, str, int, int, float | None, int]  # white, black, rules, seed, opening, time, max plies


def _player(name: str, seed: int, time_limit: float | None) -> Player:
    """A player by name: ``"random"`` or an engine level (the strongest with the benchmark's time limit)."""
    if name == "random":
        return random_mover(seed)
    if name == "strongest" and time_limit is not None:
        return Engine(name, seed=seed, time_limit=time_limit).choose
    return Engine(name, seed=seed).choose


def play(spec: GameSpec) -> str:
    """Play one game and return its result: ``"1-0"``, ``"0-1"`` or ``"1/2-1/2"``."""
    white, black, rules, seed, opening, time_limit, max_plies = spec
    board = Board(rules)
    opener = random_mover(seed)
    for _ in range(opening):
        if board.is_game_over():
            break
        board.push(opener(board))
    players = {True: _player(white, 2 * seed, time_limit), False: _player(black, 2 * seed + 1, time_limit)}
    while len(board.move_stack) < max_plies and not board.is_game_over(claim_draw=True):
        board.push(players[board.turn](board))
    return board.result(claim_draw=True) if board.is_game_over(claim_draw=True) else "1/2-1/2"


def match(first: str, second: str, games: int, args: argparse.Namespace, *, paired: bool) -> Counter[str]:
    """*first* against *second*: wins, draws and losses counted from *first*'s side.

    With ``paired=True`` each random opening is played twice, colours swapped; else
    every game has its own seed and the colours alternate.
    """
    specs: list[GameSpec] = []
    for game in range(games):
        seed = game // 2 if paired else game
        first_white = game % 2 == 0
        white, black = (first, second) if first_white else (second, first)
        opening = args.opening if paired else 0
        specs.append((white, black, args.rules, seed, opening, args.time_limit, args.max_plies))
    tally: Counter[str] = Counter()
    with multiprocessing.Pool(args.workers) as pool:
        for spec, result in zip(specs, pool.imap(play, specs), strict=True):
            first_white = spec[0] == first
            if result == "1/2-1/2":
                tally["draws"] += 1
            elif (result == "1-0") == first_white:
                tally["wins"] += 1
            else:
                tally["losses"] += 1
    return tally


def part_nps(args: argparse.Namespace) -> None:
    print(f"nodes per second, {args.nps_time} s a position, one process")
    print(f"{'rules':<14} {'median nodes/s':>14} {'depths':>12}")
    for rules in NPS_RULES:
        rates, depths = [], []
        for plies in (0, 10, 20):
            board = Board(rules)
            mover = random_mover(plies)
            for _ in range(plies):
                if board.is_game_over():
                    break
                board.push(mover(board))
            if board.is_game_over():
                continue
            started = time.perf_counter()
            analysis = Engine("strongest", time_limit=args.nps_time).analyse(board)
            rates.append(analysis.nodes / (time.perf_counter() - started))
            depths.append(analysis.depth)
        print(f"{rules:<14} {statistics.median(rates):>14,.0f} {'/'.join(map(str, depths)):>12}")


def part_random(args: argparse.Namespace) -> None:
    games = args.games or 200
    limit = f"{args.time_limit} s" if args.time_limit else "1 s"
    started = time.perf_counter()
    tally = match("strongest", "random", games, args, paired=False)
    seconds = time.perf_counter() - started
    print(f"strongest ({limit} a move) against a random mover, {games} games of {args.rules}, {seconds:.0f} s:")
    print(f"  wins {tally['wins']}, draws {tally['draws']}, losses {tally['losses']}: {tally['wins'] / games:.1%} won")


def part_ladder(args: argparse.Namespace) -> None:
    games = args.games or 100
    limit = f"{args.time_limit} s" if args.time_limit else "1 s"
    print(f"each level against the one below, {games} games of {args.rules} (strongest: {limit} a move)")
    print(f"{'match':<24} {'wins':>5} {'draws':>6} {'losses':>7} {'score':>7} {'seconds':>8}")
    for lower, upper in itertools.pairwise(LEVELS):
        started = time.perf_counter()
        tally = match(upper, lower, games, args, paired=True)
        seconds = time.perf_counter() - started
        score = (tally["wins"] + tally["draws"] / 2) / games
        print(
            f"{upper + ' v ' + lower:<24} {tally['wins']:>5} {tally['draws']:>6} {tally['losses']:>7} "
            f"{score:>7.1%} {seconds:>8.0f}",
            flush=True,
        )


# Positions whose captures have thousands of routes under these custom rules.
HUGE = Rules.preset("international").replace(removal="immediate", capture_rule="free")
HUGE_FENS = [
    "W:W8,9,10,11,17,19,23,24,27,28,31,33,34,41,42,43,44:BK29",
    "B:W8,9,10,11,17,19,23,24,27,28,31,33,34,41,42,43,44:BK29",
]


def _clock_boards() -> list[tuple[str, Board]]:
    boards = []
    for rules in NPS_RULES:
        board = Board(rules)
        boards.append((f"{rules} start", board.copy()))
        mover = random_mover(5)
        for _ in range(20):
            if board.is_game_over():
                break
            board.push(mover(board))
        boards.append((f"{rules} 20 plies", board))
    for fen in HUGE_FENS:
        boards.append((f"immediate removal, {fen[0]} to move", Board.from_fen(fen, HUGE)))
    return boards


def part_clock(args: argparse.Namespace) -> None:
    print("time limits held: seconds taken by Engine('strongest', time_limit=T).choose(board)")
    print(f"{'position':<36} {'listing':>8} {'T=0.1':>7} {'T=0.3':>7} {'T=1':>7}  verdict")
    failures = 0
    for name, board in _clock_boards():
        started = time.perf_counter()
        list(board.legal_moves)
        listing = time.perf_counter() - started
        taken, late = [], False
        for limit in (0.1, 0.3, 1.0):
            started = time.perf_counter()
            Engine("strongest", time_limit=limit).choose(board)
            seconds = time.perf_counter() - started
            taken.append(seconds)
            late = late or seconds > max(1.1 * limit + 0.05, listing)
        failures += late
        verdict = "LATE" if late else "ok"
        print(f"{name:<36} {listing:>8.3f} " + " ".join(f"{t:>7.3f}" for t in taken) + f"  {verdict}", flush=True)
    print(f"{failures} positions with a choice over the bound")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--part", choices=["nps", "random", "ladder", "clock"], action="append", help="the parts to run"
    )
    parser.add_argument("--games", type=int, help="games per match (default: 200 against random, 100 a rung)")
    parser.add_argument("--rules", default="english", help="the rule set of the games (default english)")
    parser.add_argument("--time-limit", type=float, help="seconds a move for the strongest level (default 1)")
    parser.add_argument("--nps-time", type=float, default=1.0, help="seconds a position for the nps part")
    parser.add_argument("--opening", type=int, default=4, help="random plies before a ladder game")
    parser.add_argument("--max-plies", type=int, default=400, help="plies before an unfinished game is a draw")
    parser.add_argument("--workers", type=int, default=2, help="processes that play games")
    args = parser.parse_args()
    parts = {"nps": part_nps, "random": part_random, "ladder": part_ladder, "clock": part_clock}
    for name in args.part or list(parts):
        parts[name](args)


if __name__ == "__main__":
    main()
