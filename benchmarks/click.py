"""Board widget speed: kernel time to handle one click (state and redraw) on a 10x10 middle game.

Every legal move of the position is entered with two clicks (the piece, then its
landing square) and taken back, several times over. The widgets' messages to the
front end are encoded as JSON, as a kernel would send them, so the figures include
that cost; the number of messages per click is printed too.

    python benchmarks/click.py            # 5 runs
    python benchmarks/click.py --runs 9
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import comm
from comm.base_comm import BaseComm

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import Board  # noqa: E402
from draughts.widgets import BoardWidget  # noqa: E402

POSITION = "W:W27,28,30,31,32,33,34,36,37,38,39,40,41,43,44,45,48:B4,6,7,8,9,11,12,13,14,16,17,18,19,20,22,24,25"
"""International draughts, 17 pieces each, White to move."""


class JsonComm(BaseComm):
    """A comm that encodes each message as a kernel would, and counts them."""

    sent = 0

    def publish_msg(
        self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any
    ) -> None:
        json.dumps({"msg_type": msg_type, "data": data, "metadata": metadata}, default=str)
        JsonComm.sent += 1


def one_run(widget: BoardWidget) -> tuple[list[float], list[float], int, int]:
    """Enter every legal move once; return the select and move click times and the message count."""
    selects, moves = [], []
    sent = JsonComm.sent
    for move in list(widget.board.legal_moves):
        start = time.perf_counter()
        widget.click(move.start)
        selects.append(time.perf_counter() - start)
        start = time.perf_counter()
        played = widget.click(move.end)
        moves.append(time.perf_counter() - start)
        assert played == move, (played, move)
        widget.undo()
    return selects, moves, JsonComm.sent - sent, 2 * len(selects)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    comm.create_comm = JsonComm
    widget = BoardWidget(Board.from_fen(POSITION, rules="international"))
    one_run(widget)  # warm up
    select_medians, move_medians, all_medians, per_click = [], [], [], []
    for _ in range(args.runs):
        selects, moves, sent, clicks = one_run(widget)
        select_medians.append(statistics.median(selects))
        move_medians.append(statistics.median(moves))
        all_medians.append(statistics.median(selects + moves))
        per_click.append(sent / clicks)
    ms = 1000
    print(f"international middle game, {len(widget.board.legal_moves)} legal moves, {args.runs} runs")
    print(f"select a piece:    median {statistics.median(select_medians) * ms:.2f} ms per click")
    print(f"play a move:       median {statistics.median(move_medians) * ms:.2f} ms per click (with undo untimed)")
    print(f"all clicks:        median {statistics.median(all_medians) * ms:.2f} ms per click")
    print(f"messages to the front end: {statistics.median(per_click):.1f} per click")
    widget.close()


if __name__ == "__main__":
    main()
