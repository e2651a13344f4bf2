"""Text readers' speed: linear work over growing inputs, and plies per second read and written.

Two kinds of input grow by doubling:

- a PDN game of kings shuffling, 2,500 to 40,000 plies (English rules with no
  quiet-move draw and no repetition rule): the time to read it, to write it, to
  read and write its share code, and to open it in a ReplayWidget and move its slider;
- runs of spaces, 62,500 to 1,000,000, inside PDN movetext and inside a FEN, a move
  and a share code (the last three refused at once by their length bounds).

Each figure is the median of several runs, in CPU seconds of this process (the work
done, whatever else the machine is running). For linear work the time per unit stays
flat as the size doubles; the "x per doubling" column is the ratio of consecutive
times (2.0 is linear, 4.0 quadratic).

    python benchmarks/reading.py            # 3 runs
    python benchmarks/reading.py --runs 5
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import Board, InvalidFenError, InvalidMoveError, Rules  # noqa: E402
from draughts.records.pdn import Game, InvalidShareCodeError, read_game, read_games  # noqa: E402
from draughts.widgets import ReplayWidget  # noqa: E402

SHUFFLE = ("29-25", "4-8", "25-29", "8-4")
RULES = Rules.preset("english").replace(quiet_move_limit=None, repetition=False)


def long_game(plies: int) -> Board:
    """Two kings walking back and forth: a legal game of any length."""
    board = Board.from_fen("W:WK29:BK4", RULES)
    for ply in range(plies):
        board.push_pdn(SHUFFLE[ply % 4])
    return board


def step(replay: ReplayWidget) -> None:
    """Move the slider between the middle of the game and the ply after it (each call redraws)."""
    middle = len(replay.game.moves) // 2
    replay.go(middle + 1 if replay.ply == middle else middle)


def median_seconds(call: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time()
        call()
        times.append(time.process_time() - start)
    return statistics.median(times)


def refused(call: Callable[[], object]) -> Callable[[], None]:
    def run() -> None:
        try:
            call()
        except (InvalidFenError, InvalidMoveError, InvalidShareCodeError):
            return
        raise AssertionError("the long input was accepted")

    return run


def table(
    title: str, unit: str, sizes: list[int], rows: dict[str, Callable[[int], Callable[[], object]]], runs: int
) -> None:
    """Time each row at each size; print the median, the ratio to the size before, and the rate."""
    print(f"\n{title}")
    print(f"{'':34}{'size':>10}{'CPU s':>11}{'x per doubling':>16}{unit:>16}")
    for name, make in rows.items():
        previous = None
        for size in sizes:
            seconds = median_seconds(make(size), runs)
            ratio = f"{seconds / previous:.2f}" if previous else ""
            rate = f"{size / seconds:,.0f}" if seconds else "-"
            print(f"{name:34}{size:>10,}{seconds:>11.4f}{ratio:>16}{rate:>16}")
            name, previous = "", seconds


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (the median is shown)")
    args = parser.parse_args(argv)

    games = {plies: long_game(plies) for plies in (2_500, 5_000, 10_000, 20_000, 40_000)}
    texts = {plies: Game.from_board(board).pdn() for plies, board in games.items()}
    codes = {plies: Game.from_board(board).share_code() for plies, board in games.items()}
    replays = {plies: ReplayWidget(Game.from_board(board)) for plies, board in games.items()}
    table(
        "A game of n plies (n = size)",
        "plies/s",
        sorted(games),
        {
            "read PDN (read_game)": lambda n: lambda: read_game(texts[n]),
            "write PDN (Game.pdn)": lambda n: lambda: Game.from_board(games[n]).pdn(),
            "read share code": lambda n: lambda: Game.from_share_code(codes[n]),
            "write share code": lambda n: lambda: Game.from_board(games[n]).share_code(),
            "open in ReplayWidget": lambda n: lambda: ReplayWidget(Game.from_board(games[n])).close(),
            "ReplayWidget: move the slider": lambda n: lambda: step(replays[n]),
        },
        args.runs,
    )
    spaces = [62_500, 125_000, 250_000, 500_000, 1_000_000]
    table(
        "A run of n spaces (n = size)",
        "spaces/s",
        spaces,
        {
            "PDN movetext (read_games)": lambda n: lambda: read_games("1. 11-15" + " " * n + "23-19 *"),
            "PDN comment (read_games)": lambda n: lambda: read_games("1. 11-15 {" + " " * n + "} *"),
            "FEN (refused: too long)": lambda n: refused(lambda: Board.from_fen("W:W21," + " " * n + "22:B1")),
            "move (refused: too long)": lambda n: refused(lambda: Board().push_pdn("11-" + " " * n + "15")),
            "share code (refused)": lambda n: refused(
                lambda: Game.from_share_code("draughts:1:english:start:11-" + " " * n + "15")
            ),
        },
        args.runs,
    )


if __name__ == "__main__":
    main()
