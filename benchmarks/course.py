"""The course's loading time: importing ``draughts.course``, opening a lesson, and reading every lesson file.

Importing ``draughts.course`` reads the route; a lesson is read from its file the first
time it is asked for (``english.capture()``, as a notebook does), and ``LESSONS`` reads
them all. Building a lesson builds each stage, which checks that its solution plays.
Each figure is the median of several runs, in CPU seconds (the work done, whatever else
the machine is running):

- in a fresh Python process each time, with ``draughts`` itself already imported: the
  import, the import and one lesson, and the import and every lesson;
- building the whole course again from its files in this process, and the share of that
  spent parsing the TOML.

    python benchmarks/course.py             # 7 runs
    python benchmarks/course.py --runs 15
    python benchmarks/course.py --tree ../other-checkout   # the same figures for another checkout
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

_FRESH = """
import time, draughts
start = time.process_time()
import draughts.course
imported = time.process_time()
draughts.course.english.capture()
one = time.process_time()
draughts.course.LESSONS
print(imported - start, one - start, time.process_time() - start)
"""


def fresh_seconds(tree: Path, runs: int) -> list[float]:
    """The median CPU times, in a fresh process from *tree* each run, to import ``draughts.course``,
    to import it and open one lesson, and to import it and read every lesson."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    command = [sys.executable, "-c", _FRESH]
    outputs = [
        subprocess.run(command, env=env, cwd=tree, capture_output=True, text=True, check=True) for _ in range(runs)
    ]
    times = [[float(word) for word in output.stdout.split()] for output in outputs]
    return [statistics.median(column) for column in zip(*times, strict=True)]


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
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout timed in fresh processes")
    arguments = parser.parse_args()
    runs, tree = arguments.runs, arguments.tree.resolve()
    folder = files("draughts.course")
    texts = [path.read_text() for path in (folder / "lessons").iterdir() if path.name.endswith(".toml")]
    lessons = load_course(folder)
    imported, one, every = fresh_seconds(tree, runs)
    print(f"{tree.name}, median of {runs} fresh processes, CPU:")
    print(f"  import draughts.course: {imported * 1000:.0f} ms")
    print(f"  import and english.capture(): {one * 1000:.0f} ms")
    print(f"  import and every lesson (LESSONS): {every * 1000:.0f} ms")
    build = median_cpu(lambda: load_course(folder), runs)
    parse = median_cpu(lambda: [tomllib.loads(text) for text in texts], runs)
    stages = sum(len(lesson.stages) for lesson in lessons)
    questions = sum(len(lesson.questions) for lesson in lessons)
    print(f"build all {len(lessons)} lessons ({stages} stages, {questions} questions): {build * 1000:.0f} ms CPU")
    print(f"  of which parsing the {len(texts)} lesson files: {parse * 1000:.1f} ms CPU")


if __name__ == "__main__":
    main()
