"""The learner's view of the course website: how long until a board can be played, and what it costs.

The site is served as a static host serves it (scripts/static_server.py: the ``.gz``
copies to a browser that accepts gzip, one JSON line per response in a log, which is how
the bytes over the wire are counted, the service worker's own downloads included), in a
network namespace with loopback only (scripts/offline_site.py, so run it as root), to
headless Chromium. Medians of ``--runs`` runs, each in a fresh browser profile.

What it measures, in the order printed:

- Python's runtime in a bare page (no app, no JupyterLite): its bytes on disk, plain and
  gzip; the time to import Pyodide, start it, and load this package's wheel with its
  dependencies; the bytes this costs over the wire.
- The computer's reply in that Python at the ``beginner`` and ``casual`` levels, in a
  crowded 10x10 middle game and an English opening (median and slowest of 5 seeds).
- The learner's view, ``learn/index.html``, when the site has it: from opening the first
  lesson to a playable board (the lesson's root ``data-state="ready"`` with a
  ``.draughts-board`` in it) in a fresh profile (cold) and after a reload (warm); from
  "next lesson" to its board; the bytes of the first visit (until the board, and until
  the service worker has saved the view for offline use) and the new bytes each further
  lesson costs; and the gaps between the page's ``performance.mark`` s.
- The JupyterLab site, for comparison: the welcome lesson's bytes over the wire, gzip
  and plain, and the time to an idle kernel.

    python benchmarks/learners_view.py                     # builds the site into a temporary folder
    python benchmarks/learners_view.py --site build/site --runs 5
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parents[1]
RUNTIME = "static/pyodide"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
MARKS = ("python-start", "pyodide-loaded", "packages-loaded", "lesson-start", "lesson-ready")
WAIT = 300_000

BARE_PAGE = "<!doctype html><html lang='en'><title>Python alone</title><p>Python alone</p></html>"

START_PYTHON = """async ({ runtime, wheel }) => {
    const start = performance.now();
    const { loadPyodide } = await import(`${runtime}/pyodide.mjs`);
    const imported = performance.now();
    window.pyodide = await loadPyodide({ indexURL: `${runtime}/` });
    const started = performance.now();
    await window.pyodide.loadPackage(wheel);
    const loaded = performance.now();
    window.pyodide.runPython("import draughts.engine");
    const ready = performance.now();
    return {
        "import pyodide.mjs": imported - start,
        "start Python (loadPyodide)": started - imported,
        "load the package and its dependencies": loaded - started,
        "import draughts.engine": ready - loaded,
        total: ready - start,
    };
}"""

REPLIES = """
import json, statistics, time
from draughts import Board
from draughts.engine import Engine

positions = {
    "English, after 11-15": ("english", None, "11-15"),
    "international, crowded middle game (17 v 17)": (
        "international",
        "W:W27,28,30,31,32,33,34,36,37,38,39,40,41,43,44,45,48:B4,6,7,8,9,11,12,13,14,16,17,18,19,20,22,24,25",
        None,
    ),
}
replies = {}
for level in ("beginner", "casual"):
    for name, (rules, fen, first) in positions.items():
        board = Board(rules) if fen is None else Board.from_fen(fen, rules)
        if first:
            board.push_pdn(first)
        times = []
        for seed in range(5):
            start = time.perf_counter()
            Engine(level, seed=seed).choose(board)
            times.append(time.perf_counter() - start)
        replies[f"{level}, {name}"] = [statistics.median(times), max(times)]
json.dumps(replies)
"""

LAB_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === "idle" && panel.content && panel.content.widgets.length);
}"""

LESSON_READY = """(stem) => {
    const root = document.querySelector(`[data-lesson="${stem}"]`);
    return Boolean(root && root.dataset.state === "ready" && root.querySelector(".draughts-board"));
}"""

LESSON_RUN = """(stem) => {
    const root = document.querySelector(`[data-lesson="${stem}"]`);
    return Boolean(root && root.dataset.state === "ready");
}"""
"""Every cell of a lesson has run (not every lesson has a board: lesson 12's explorer draws pictures)."""

PAGE_MARKS = """(names) => performance.getEntriesByType("mark")
    .filter((mark) => names.includes(mark.name))
    .map((mark) => [mark.name, mark.startTime])"""

OFFLINE_SAVED = "() => ['ready', 'failed', 'unavailable'].includes(document.documentElement.dataset.offline)"


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


class Wire:
    """The static server's access log: bytes sent since the last look, and what they would be uncompressed."""

    def __init__(self, log: Path, site: Path) -> None:
        self.log, self.site, self.seen = log, site, 0

    def take(self) -> tuple[int, int, int]:
        """Responses, body bytes sent and plain bytes of the same files, since the last call."""
        lines = self.log.read_text(encoding="utf-8").splitlines() if self.log.exists() else []
        new, self.seen = lines[self.seen :], len(lines)
        sent = plain = 0
        for entry in map(json.loads, new):
            sent += entry["bytes"]
            path = self.site / unquote(urlsplit(entry["path"]).path).lstrip("/")
            if path.is_dir():
                path = path / "index.html"
            plain += path.stat().st_size if entry["encoding"] and path.is_file() else entry["bytes"]
        return len(new), sent, plain


def megabytes(count: int) -> str:
    return f"{count / 1e6:.2f} MB"


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def runtime_on_disk(site: Path) -> list[tuple[str, int, int]]:
    """The runtime's files: name, plain bytes, gzip copy's bytes (the plain size when there is no copy)."""
    rows = []
    for name in RUNTIME_FILES:
        path = site / RUNTIME / name
        if path.is_file():
            copy = path.with_name(name + ".gz")
            rows.append((name, path.stat().st_size, copy.stat().st_size if copy.is_file() else path.stat().st_size))
    return rows


def package_wheel(site: Path) -> str:
    """The lock file's name for this package's wheel."""
    lock = json.loads((site / RUNTIME / "pyodide-lock.json").read_text(encoding="utf-8"))
    return next(name for name, entry in lock["packages"].items() if "draughts" in entry["imports"])


def python_alone(browser: Any, url: str, site: Path, wire: Wire) -> tuple[dict[str, float], tuple[int, int], Any]:
    """Start Python and load the package in a bare page of a fresh profile.

    Returns the times (s), the bytes sent and their plain size, and the page.
    """
    context = browser.new_context()
    context.route(f"{url}/python-alone.html", lambda route: route.fulfill(body=BARE_PAGE, content_type="text/html"))
    page = context.new_page()
    page.goto(f"{url}/python-alone.html")
    wire.take()
    times = page.evaluate(START_PYTHON, {"runtime": f"{url}/{RUNTIME}", "wheel": package_wheel(site)})
    return {name: value / 1000 for name, value in times.items()}, wire.take()[1:], page


def gaps(marks: list[list[Any]]) -> dict[str, float]:
    """Seconds between the page's consecutive marks, by the pair of names."""
    ordered = sorted(marks, key=lambda mark: mark[1])
    return {f"{a[0]} to {b[0]}": (b[1] - a[1]) / 1000 for a, b in pairwise(ordered)}


def lesson_stems(site: Path) -> list[str]:
    return sorted(path.stem for path in (site / "learn" / "lessons").glob("*.json"))


def open_lesson(page: Any, stem: str, ready: str = LESSON_READY) -> float:
    """Go to a lesson by its route and wait for it to be *ready* (by default, its board): the seconds it took."""
    return timed(
        lambda: (
            page.evaluate("(stem) => { location.hash = `#/lesson/${stem}`; }", stem),
            page.wait_for_function(ready, arg=stem, timeout=WAIT),
        )
    )


def learners_view(browser: Any, url: str, stems: list[str], wire: Wire, *, first_run: bool) -> dict[str, Any]:
    """One visit of the learner's view in a fresh profile: cold, warm, next lesson, bytes and marks."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    first = stems[0]
    wire.take()
    start = time.perf_counter()
    page.goto(f"{url}/learn/index.html#/lesson/{first}", timeout=WAIT)
    page.wait_for_function(LESSON_READY, arg=first, timeout=WAIT)
    figures: dict[str, Any] = {"cold": time.perf_counter() - start}
    figures["marks"] = gaps(page.evaluate(PAGE_MARKS, list(MARKS)))
    figures["bytes to the board"] = wire.take()[1:]
    if page.evaluate("() => document.documentElement.dataset.offline === undefined"):
        figures["offline"] = "the page registers no service worker"
    else:
        page.wait_for_function(OFFLINE_SAVED, timeout=WAIT)
        figures["offline"] = page.evaluate("() => document.documentElement.dataset.offline")
    figures["bytes until saved"] = wire.take()[1:]
    figures["warm"] = timed(
        lambda: (page.reload(timeout=WAIT), page.wait_for_function(LESSON_READY, arg=first, timeout=WAIT))
    )
    wire.take()
    if len(stems) > 1:
        figures["next lesson"] = open_lesson(page, stems[1])
        figures["lesson bytes"] = {stems[1]: wire.take()[1]}
        for stem in stems[2:] if first_run else []:
            open_lesson(page, stem, LESSON_RUN)
            figures["lesson bytes"][stem] = wire.take()[1]
    context.close()
    return figures


def lab_visit(browser: Any, url: str, wire: Wire) -> tuple[float, tuple[int, int, int]]:
    """The JupyterLab site's welcome lesson in a fresh profile: seconds to an idle kernel, and the wire."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    wire.take()
    seconds = timed(
        lambda: (
            page.goto(f"{url}/lab/index.html?path=00-welcome.ipynb", timeout=WAIT),
            page.wait_for_function(LAB_IDLE, timeout=WAIT),
        )
    )
    counted = wire.take()
    context.close()
    return seconds, counted


def report_python(
    site: Path, starts: list[dict[str, float]], wire_bytes: tuple[int, int], replies: dict[str, list[float]]
) -> None:
    rows = runtime_on_disk(site)
    print("Python's runtime (Pyodide) on disk, plain and gzip:")
    for name, plain, gzip in rows:
        print(f"  {name}: {megabytes(plain)} plain, {megabytes(gzip)} gzip")
    print(f"  together: {megabytes(sum(r[1] for r in rows))} plain, {megabytes(sum(r[2] for r in rows))} gzip")
    print(f"Python in a bare page, fresh profile, median of {len(starts)}:")
    for step in starts[0]:
        print(f"  {step}: {statistics.median(run[step] for run in starts):.2f} s")
    sent, plain = wire_bytes
    print(f"  bytes over the wire (runtime, package, dependencies): {megabytes(sent)} ({megabytes(plain)} plain)")
    print("The computer's reply in the browser's Python, median and slowest of 5 seeds:")
    for name, (median, slowest) in replies.items():
        print(f"  {name}: {median:.2f} s (slowest {slowest:.2f} s)")


def report_view(views: list[dict[str, Any]]) -> None:
    runs = len(views)
    first = views[0]
    print(f"The learner's view (learn/), median of {runs}:")
    print(
        f"  first lesson to a playable board, cold (fresh profile): {statistics.median(v['cold'] for v in views):.2f} s"
    )
    print(f"  the same after a reload, warm: {statistics.median(v['warm'] for v in views):.2f} s")
    if "next lesson" in first:
        print(f"  next lesson to its board: {statistics.median(v['next lesson'] for v in views):.2f} s")
    sent, plain = first["bytes to the board"]
    print(f"  first visit, bytes until the board: {megabytes(sent)} ({megabytes(plain)} uncompressed)")
    sent, plain = first["bytes until saved"]
    print(f"  then until the view is saved for offline use ({first['offline']}): {megabytes(sent)} more")
    for stem, count in first.get("lesson bytes", {}).items():
        print(f"  lesson {stem}: {count / 1e3:.1f} kB new")
    if first["marks"]:
        print("  the page's marks (gaps, median):")
        for gap in first["marks"]:
            values = [v["marks"][gap] for v in views if gap in v["marks"]]
            print(f"    {gap}: {statistics.median(values):.2f} s")
    else:
        print(f"  the page sets none of the marks {', '.join(MARKS)}: no breakdown")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3, help="visits to time, each in a fresh profile (default 3)")
    parser.add_argument("--site", type=Path, help="a built site (default: build one in a temporary folder)")
    parser.add_argument("--no-lab", action="store_true", help="skip the JupyterLab site's figures")
    args = parser.parse_args(argv)
    offline_site = _script("offline_site")
    reason = offline_site.missing()
    if reason:
        print(f"cannot serve the site offline: {reason}", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as scratch:
        site = args.site.resolve() if args.site else Path(scratch) / "site"
        if args.site is None:
            _script("build_site").build(output=site)
        elif not (site / RUNTIME / "pyodide.mjs").is_file():
            print(f"{site} is not a built site: python scripts/build_site.py", file=sys.stderr)
            return 1
        log = Path(scratch) / "access.jsonl"
        wire = Wire(log, site)
        with (
            offline_site.offline(site, Path(scratch) / "offline", precompressed=True, log=log) as served,
            sync_playwright() as playwright,
        ):
            browser = playwright.chromium.launch(
                executable_path=str(served.chromium), args=["--headless", "--no-sandbox", "--disable-gpu"]
            )
            starts, wire_bytes, page = [], (0, 0), None
            for run in range(args.runs):
                if page is not None:
                    page.context.close()
                seconds, sent, page = python_alone(browser, served.url, site, wire)
                starts.append(seconds)
                wire_bytes = sent if run == 0 else wire_bytes
            replies = json.loads(page.evaluate("(code) => window.pyodide.runPython(code)", REPLIES))
            page.context.close()
            report_python(site, starts, wire_bytes, replies)
            if (site / "learn" / "index.html").is_file() and lesson_stems(site):
                stems = lesson_stems(site)
                report_view(
                    [learners_view(browser, served.url, stems, wire, first_run=run == 0) for run in range(args.runs)]
                )
            else:
                print(
                    "The learner's view: the site has no learn/index.html with lessons in learn/lessons/: not measured"
                )
            if not args.no_lab:
                seconds, (responses, sent, plain) = lab_visit(browser, served.url, wire)
                print("The JupyterLab site, welcome lesson, fresh profile, one visit:")
                print(f"  to an idle kernel: {seconds:.1f} s")
                print(f"  bytes over the wire: {megabytes(sent)} gzip, {megabytes(plain)} plain, {responses} responses")
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
