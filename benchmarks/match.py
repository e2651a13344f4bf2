"""Matches of the strongest level against another engine: py-draughts or an older version of ours.

The opponent runs in its own process (both packages are called ``draughts``) and
answers over a pipe, one JSON line a request:

- ``--opponent turbo``: py-draughts' ``TurboEngine`` (international rules only),
  installed on first use into benchmarks/.peer-venv, as the perft benchmark does;
- ``--opponent REV``: the strongest level of this package at git revision ``REV``
  (``main``, ``HEAD~1``, a commit), exported into a temporary folder: fast self-play
  to measure a change against the version before it.

The games come in colour-swapped pairs from the same random opening of
``--opening`` plies (default 2); both sides get the same wall-clock time a move;
a game ends by our rules (a threefold repetition is claimed where the rules allow
it) or after ``--max-plies`` plies as a draw. The score counts a win 1 and a draw
1/2 for our side; its standard error is that of the mean of the game scores.

    python benchmarks/match.py --opponent turbo --games 100 --time 0.1
    python benchmarks/match.py --opponent main --games 200 --time 0.03 --rules english
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from draughts import Board, Move  # noqa: E402
from draughts.engine import Engine, random_mover  # noqa: E402

# The opponent's side of the pipe for py-draughts: its own board, kept in step with ours.
TURBO_SERVER = """
import json, sys
from draughts import StandardBoard
from draughts.engines.turbo import TurboEngine

board, engine = None, None
for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "new":
        board, engine = StandardBoard(), TurboEngine(depth_limit=None, time_limit=request["time"])
        answer = {}
    elif request["cmd"] == "push":
        path = [square - 1 for square in request["path"]]
        captures = {square - 1 for square in request["captures"]}
        for move in board.legal_moves:
            same_ends = move.square_list[0] == path[0] and move.square_list[-1] == path[-1]
            if same_ends and set(move.captured_list) == captures:
                board.push(move)
                break
        else:
            raise SystemExit(f"py-draughts has no move {request}")
        answer = {}
    else:
        move = engine.get_best_move(board)
        answer = {"path": [s + 1 for s in move.square_list], "captures": [s + 1 for s in move.captured_list]}
    print(json.dumps(answer), flush=True)
"""

# The opponent's side of the pipe for an older version of this package.
OLD_SERVER = """
import json, sys
from draughts import Board
from draughts.engine import Engine

board, engine = None, None
for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "new":
        board = Board(request["rules"])
        engine = Engine("strongest", seed=request["seed"], time_limit=request["time"])
        answer = {}
    elif request["cmd"] == "push":
        path, captures = request["path"], set(request["captures"])
        ends = (path[0], path[-1])
        board.push(next(m for m in board.legal_moves if (m.start, m.end) == ends and set(m.captures) == captures))
        answer = {}
    else:
        move = engine.choose(board)
        answer = {"path": list(move.path), "captures": list(move.captures)}
    print(json.dumps(answer), flush=True)
"""


class Opponent:
    """The other engine, in its own process."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
        self.process = subprocess.Popen(
            command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )

    def ask(self, **request: Any) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.process.stdout.readline())
        return answer


_opponent: Opponent | None = None


def _start_opponent(kind: str, folder: str) -> None:
    """Start this worker's opponent process (once per worker)."""
    global _opponent
    if kind == "turbo":
        from perft import PEER_VENV, peer_python

        python = peer_python()
        assert python is not None, "py-draughts could not be installed"
        env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
        _opponent = Opponent([str(python), "-c", TURBO_SERVER], PEER_VENV, env)
    else:
        env = {"PYTHONPATH": folder, "PATH": "/usr/bin:/bin"}
        _opponent = Opponent([sys.executable, "-c", OLD_SERVER], Path(folder), env)


def play(spec: tuple[int, bool, str, float, int, int]) -> tuple[str, int]:
    """One game: our side White or Black, after a seeded random opening. Returns the
    result from our side (``"win"``, ``"draw"``, ``"loss"``) and the plies played."""
    seed, ours_white, rules, seconds, opening, max_plies = spec
    assert _opponent is not None
    board = Board(rules)
    _opponent.ask(cmd="new", time=seconds, rules=rules, seed=seed)
    opener = random_mover(seed)
    ours = Engine("strongest", seed=seed, time_limit=seconds)

    def push(move: Move) -> None:
        board.push(move)
        _opponent.ask(cmd="push", path=list(move.path), captures=list(move.captures))  # type: ignore[union-attr]

    for _ in range(opening):
        push(opener(board))
    while len(board.move_stack) < max_plies and not board.is_game_over(claim_draw=True):
        if board.turn == ours_white:
            push(ours.choose(board))
        else:
            answer = _opponent.ask(cmd="go")
            push(_legal(board, answer["path"], answer["captures"]))
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        return "draw", len(board.move_stack)
    return ("win" if outcome.winner == ours_white else "loss"), len(board.move_stack)


def _legal(board: Board, path: list[int], captures: list[int]) -> Move:
    """The legal move with this start, end and set of captured squares."""
    for move in board.legal_moves:
        if move.start == path[0] and move.end == path[-1] and set(move.captures) == set(captures):
            return move
    raise ValueError(f"no legal move {path} taking {captures} in {board.fen()}")


def export(revision: str) -> str:
    """This package at a git revision, in a temporary folder."""
    folder = tempfile.mkdtemp(prefix="draughts-")
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "draughts"], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--opponent", default="turbo", help="'turbo' (py-draughts) or a git revision of this package")
    parser.add_argument("--games", type=int, default=100, help="games (an even number: pairs)")
    parser.add_argument("--time", type=float, default=0.1, help="seconds a move for both sides")
    parser.add_argument("--rules", default="international", help="the rule set (turbo plays international only)")
    parser.add_argument("--opening", type=int, default=2, help="random plies before each pair of games")
    parser.add_argument("--max-plies", type=int, default=300, help="plies before an unfinished game is a draw")
    parser.add_argument("--workers", type=int, default=2, help="processes that play games")
    parser.add_argument("--first-seed", type=int, default=0, help="the seed of the first pair's opening")
    args = parser.parse_args()
    if args.opponent == "turbo" and args.rules != "international":
        parser.error("py-draughts' TurboEngine plays international rules only")
    folder = "" if args.opponent == "turbo" else export(args.opponent)
    specs = [
        (args.first_seed + game // 2, game % 2 == 0, args.rules, args.time, args.opening, args.max_plies)
        for game in range(args.games)
    ]
    tally: Counter[str] = Counter()
    plies = []
    started = time.perf_counter()
    name = "TurboEngine" if args.opponent == "turbo" else f"strongest at {args.opponent}"
    print(f"strongest against {name}: {args.games} games of {args.rules}, {args.time} s a move", flush=True)
    with multiprocessing.Pool(args.workers, initializer=_start_opponent, initargs=(args.opponent, folder)) as pool:
        for done, (result, length) in enumerate(pool.imap(play, specs), 1):
            tally[result] += 1
            plies.append(length)
            if done % 10 == 0 or done == args.games:
                print(f"  after {done}: {_summary(tally)}", flush=True)
    minutes = (time.perf_counter() - started) / 60
    print(f"final: {_summary(tally)}; median game {sorted(plies)[len(plies) // 2]} plies; {minutes:.1f} min")


def _summary(tally: Counter[str]) -> str:
    """W-D-L, the score and its standard error."""
    games = sum(tally.values())
    scores = [1.0] * tally["win"] + [0.5] * tally["draw"] + [0.0] * tally["loss"]
    mean = sum(scores) / games
    spread = math.sqrt(sum((s - mean) ** 2 for s in scores) / (games - 1) / games) if games > 1 else 0.0
    return f"+{tally['win']} ={tally['draw']} -{tally['loss']}, score {mean:.1%} ± {spread:.1%}"


if __name__ == "__main__":
    main()
