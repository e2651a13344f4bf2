"""The course's loading time: importing ``draughts.course``, and reading every lesson file.

Importing ``draughts.course`` reads the route and every lesson file and builds each
stage, which checks that its solution plays. Two figures, each the median of several
runs:

- the import, in a fresh Python process each time, with ``draughts`` itself already
  imported (wall-clock seconds, so run it on a quiet machine);
- building the whole course again from its files in this process (CPU seconds), and
  the share of that spent parsing the TOML.

    python benchmarks/course.py             # 7 runs
    python benchmarks/course.py --runs 15
    python benchmarks/course.py --tree ../other-checkout   # the import time of another checkout
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import tomllib
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts.course.data import load_course  # noqa: E402

_IMPORT = (
    "import time, draughts; start = time.perf_counter(); import draughts.course; print(time.perf_counter() - start)"
)


def import_seconds(tree: Path, runs: int) -> float:
    """The median time to import ``draughts.course`` from *tree*, in a fresh process each run."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    command = [sys.executable, "-c", _IMPORT]
    runs_out = [subprocess.run(command, env=env, capture_output=True, text=True, check=True) for _ in range(runs)]
    return statistics.median(float(run.stdout) for run in runs_out)


def median_cpu(call: Callable[[], object], runs: int) -> float:
    """The median CPU time of *runs* calls of *call*."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        call()
        times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout whose import is timed")
    arguments = parser.parse_args()
    runs, tree = arguments.runs, arguments.tree.resolve()
    folder = files("draughts.course")
    texts = [path.read_text() for path in (folder / "lessons").iterdir() if path.name.endswith(".toml")]
    lessons = load_course(folder)
    print(f"import draughts.course ({tree.name}): {import_seconds(tree, runs) * 1000:.0f} ms (median of {runs})")
    build = median_cpu(lambda: load_course(folder), runs)
    parse = median_cpu(lambda: [tomllib.loads(text) for text in texts], runs)
    stages = sum(len(lesson.stages) for lesson in lessons)
    questions = sum(len(lesson.questions) for lesson in lessons)
    print(f"build all {len(lessons)} lessons ({stages} stages, {questions} questions): {build * 1000:.0f} ms CPU")
    print(f"  of which parsing the {len(texts)} lesson files: {parse * 1000:.1f} ms CPU")


if __name__ == "__main__":
    main()
