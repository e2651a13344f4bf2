"""Many processes on one progress file at once: none crashes and no star is lost.

Each of N processes opens the same damaged progress file (so all try to set it aside
at once), then records a stage of its own. Afterwards the file must hold every
process's stage, exactly one copy of the damaged file must have been set aside, and no
process may have failed. Not part of the test suite (it takes a while).

    python benchmarks/progress_race.py               # 150 processes, 3 rounds
    python benchmarks/progress_race.py --processes 300 --rounds 1
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts.teaching.progress import ENVIRONMENT_VARIABLE, Progress  # noqa: E402
from draughts.teaching.stages import CaptureAll, Stage  # noqa: E402

WORKER = """
import sys, time
from draughts.teaching.progress import Progress
from draughts.teaching.stages import CaptureAll, Stage
start = float(sys.argv[2])
while time.time() < start:
    time.sleep(0.001)
stage = Stage(f"race/s{sys.argv[1]}", "W:W22:B18", goal="C", success=CaptureAll(), par=1, solution=("22x15",))
progress = Progress()
progress.record(stage, 1 + int(sys.argv[1]) % 3)
sys.exit(0 if progress.saved else 5)
"""


def stage(number: int) -> Stage:
    return Stage(f"race/s{number}", "W:W22:B18", goal="C", success=CaptureAll(), par=1, solution=("22x15",))


def one_round(processes: int) -> tuple[int, int, int]:
    """Crashed processes, lost stages and damaged copies set aside, in one round."""
    import time

    folder = Path(tempfile.mkdtemp())
    path = folder / "draughts-progress.json"
    path.write_bytes(b"\xff damaged")
    env = {**os.environ, ENVIRONMENT_VARIABLE: str(path), "PYTHONPATH": str(ROOT)}
    start = time.time() + 2 + processes / 50
    workers = [
        subprocess.Popen([sys.executable, "-c", WORKER, str(number), str(start)], env=env, stderr=subprocess.PIPE)
        for number in range(processes)
    ]
    crashed = sum(1 for worker in workers if worker.wait() != 0)
    progress = Progress(path)
    lost = sum(1 for number in range(processes) if progress.stars(stage(number)) != 1 + number % 3)
    copies = len([file for file in folder.iterdir() if ".damaged-" in file.name])
    return crashed, lost, copies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=150)
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    for number in range(1, arguments.rounds + 1):
        crashed, lost, copies = one_round(arguments.processes)
        print(
            f"round {number}: {arguments.processes} processes, {crashed} failed, {lost} stages lost, "
            f"{copies} damaged copy set aside (should be 1)"
        )


if __name__ == "__main__":
    main()
