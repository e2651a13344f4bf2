"""Find a practice stage's solution: the line a deeper search plays against the stage's replies.

The learner's side is played by the engine looking ``--depth`` plies ahead, the other side
by the stage's own replies, until the attempt is over (solved, or failed at the stage's
move limit). The moves printed are the stage's ``solution`` and their number its ``par``;
a deeper search may find a shorter line.

    python scripts/practice_line.py practice/two-kings
    python scripts/practice_line.py practice/petrov-triangle --depth 12
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from draughts.course import lesson
from draughts.teaching.stage_check import deeper_line
from draughts.teaching.stages import Status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("stage", help="the stage's id, lesson/name")
    parser.add_argument("--depth", type=int, default=12, help="plies the learner's side looks ahead")
    args = parser.parse_args(argv)
    key, _, name = args.stage.partition("/")
    stage = lesson(key).stages[f"{key}/{name}"]
    run = deeper_line(stage, args.depth)
    write = run.board.rules.write_move
    moves = ", ".join(f'"{write(move)}"' for move in run.learner_moves)
    if run.status is not Status.SOLVED:
        print(f"{stage.id}: not solved in this line ({run.verdict.message if run.verdict else ''})")
        return 1
    print(f"par = {len(run.learner_moves)}\nsolution = [{moves}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
