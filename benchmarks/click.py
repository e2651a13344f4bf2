"""Board widget speed: kernel time to handle one click (state and redraw) on a 10x10 middle game.

Every legal move of each position is entered with clicks (the piece, then its
landing squares until the move is settled) and taken back, several times over; the
undo is not timed. The widgets' messages to the
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

POSITIONS = {
    "quiet middle game (17 v 17)": (
        "W:W27,28,30,31,32,33,34,36,37,38,39,40,41,43,44,45,48:B4,6,7,8,9,11,12,13,14,16,17,18,19,20,22,24,25"
    ),
    "a flying king's multi-capture": "W:WK8,45,46,49,50:B13,23,33,36,42,1,2,3,4,5",
}
"""International draughts positions, White to move."""


class JsonComm(BaseComm):
    """A comm that encodes each message as a kernel would, and counts them."""

    sent = 0

    def publish_msg(
        self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any
    ) -> None:
        json.dumps({"msg_type": msg_type, "data": data, "metadata": metadata}, default=str)
        JsonComm.sent += 1


def one_run(widget: BoardWidget) -> tuple[list[float], list[float], int, int]:
    """Enter every legal move once, landing by landing, and take it back.

    Returns the times of the clicks that select a piece, the times of the clicks on
    landing squares, the number of messages sent and the number of clicks.
    """
    selects, landings = [], []
    sent = JsonComm.sent
    for move in list(widget.board.legal_moves):
        start = time.perf_counter()
        widget.click(move.start)
        selects.append(time.perf_counter() - start)
        played = None
        for square in move.path[1:]:
            start = time.perf_counter()
            played = widget.click(square)
            landings.append(time.perf_counter() - start)
            if played is not None:
                break
        assert played == move, (played, move)
        widget.undo()
    return selects, landings, JsonComm.sent - sent, len(selects) + len(landings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    comm.create_comm = JsonComm
    ms = 1000
    for name, fen in POSITIONS.items():
        widget = BoardWidget(Board.from_fen(fen, rules="international"))
        one_run(widget)  # warm up
        select_medians, landing_medians, all_medians, per_click = [], [], [], []
        for _ in range(args.runs):
            selects, landings, sent, clicks = one_run(widget)
            select_medians.append(statistics.median(selects))
            landing_medians.append(statistics.median(landings))
            all_medians.append(statistics.median(selects + landings))
            per_click.append(sent / clicks)
        print(f"international, {name}: {len(widget.board.legal_moves)} legal moves, {args.runs} runs")
        print(f"  select a piece:       median {statistics.median(select_medians) * ms:.2f} ms per click")
        print(f"  click a landing:      median {statistics.median(landing_medians) * ms:.2f} ms per click")
        print(f"  all clicks:           median {statistics.median(all_medians) * ms:.2f} ms per click")
        print(f"  messages to the page: {statistics.median(per_click):.1f} per click")
        widget.close()


if __name__ == "__main__":
    main()
