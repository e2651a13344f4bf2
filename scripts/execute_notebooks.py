"""Run every lesson notebook top to bottom and store its outputs, reporting each run time.

    python scripts/execute_notebooks.py                       # every lesson
    python scripts/execute_notebooks.py notebooks/02-*.ipynb  # some of them

The kernel is always ``python3``. Widget state is not stored, and neither are the
widget views' model ids (they change on every run and point at nothing once the
kernel has stopped; the text stand-in stays, and running the cell draws the widget),
nor cell timings: running twice gives the same file. A lesson
that takes longer than the budget (20 s) is flagged; one that fails is reported with the
error, left unwritten, and makes the exit status 1.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from nbconvert.preprocessors import CellExecutionError, ExecutePreprocessor

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
KERNEL = "python3"
BUDGET_SECONDS = 20.0
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def execute(path: Path, timeout: int) -> float:
    """Run *path* in place and return the time it took, in seconds."""
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata.pop("widgets", None)
    notebook.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": KERNEL}
    runner = ExecutePreprocessor(timeout=timeout, kernel_name=KERNEL, store_widget_state=False, record_timing=False)
    start = time.perf_counter()
    runner.preprocess(notebook, {"metadata": {"path": str(path.parent)}})
    elapsed = time.perf_counter() - start
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
    nbformat.write(notebook, path)
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("notebooks", nargs="*", type=Path, help="notebooks to run (default: every lesson)")
    parser.add_argument("--timeout", type=int, default=120, help="seconds allowed for one cell")
    args = parser.parse_args(argv)
    # The kernels import draughts from this checkout even when it is not installed, and
    # keep stars in a fresh file, so the stored outputs never show anyone's progress.
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    progress = tempfile.TemporaryDirectory(prefix="draughts-progress-")
    os.environ["DRAUGHTS_PROGRESS"] = str(Path(progress.name) / "progress.json")
    paths = args.notebooks or sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
    failed = 0
    for path in paths:
        try:
            elapsed = execute(path, args.timeout)
        except CellExecutionError as error:
            failed += 1
            print(f"{path.name}: FAILED\n{error}")
            continue
        flag = f"  (over the {BUDGET_SECONDS:.0f} s budget)" if elapsed > BUDGET_SECONDS else ""
        print(f"{path.name}: {elapsed:5.1f} s{flag}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
