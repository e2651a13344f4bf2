"""The learner's view of the course website: how soon a learner plays, and what the first visit downloads.

Builds the site (scripts/build_site.py), serves it offline (scripts/offline_site.py: a
network namespace with loopback only, so run it as root) and, in a fresh headless
Chromium profile each run, opens the home page and at once the welcome lesson, timing:
each step of Python's start (the page's performance marks, from the page's start), the
first board playable (drawn from Python, its squares on the page),
every cell run; then "next lesson" to lesson 1 ready, in the same tab and the same
Python. The first run also sums the bytes of every response (uncompressed).

    python benchmarks/learners_view.py            # 3 runs
    python benchmarks/learners_view.py --runs 5
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def visit(browser: Any, url: str, count_bytes: bool) -> dict[str, float]:
    """One cold visit: home, then lesson 0, then its next lesson; seconds from opening the home page."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    sizes: list[int] = []
    if count_bytes:
        page.on("response", lambda response: sizes.append(len(response.body()) if response.ok else 0))
    start = time.perf_counter()
    page.goto(f"{url}/learn/")
    page.locator(".lv-map").wait_for()
    times = {"map shown": time.perf_counter() - start}
    page.get_by_role("link", name="Welcome to draughts").click()
    page.locator('[data-lesson="00-welcome"] .lv-cell .draughts-stage .draughts-sq').first.wait_for(timeout=300_000)
    times["first board playable"] = time.perf_counter() - start
    page.wait_for_function("document.documentElement.dataset.python === 'ready'")
    page.locator('[data-lesson="00-welcome"][data-state="ready"]').wait_for(timeout=300_000)
    times["lesson 0 ready"] = time.perf_counter() - start
    marks = page.evaluate("performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime / 1000])")
    times.update({name: seconds for name, seconds in marks if name.startswith("python ")})
    if count_bytes:
        times["bytes"] = sum(sizes)
    before = time.perf_counter()
    page.get_by_role("link", name="Next lesson: The board and the set-up →").click()
    page.locator('[data-lesson="01-board-and-setup"][data-state="ready"]').wait_for(timeout=300_000)
    times["next lesson ready"] = time.perf_counter() - before
    context.close()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3, help="cold visits to time (default 3)")
    args = parser.parse_args(argv)
    build_site, offline_site = _script("build_site"), _script("offline_site")
    reason = offline_site.missing()
    if reason:
        print(f"cannot serve the site offline: {reason}", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        build_site.build(output=site)
        python = json.loads((site / "learn" / "python.json").read_text(encoding="utf-8"))
        runtime = site / "learn" / python["runtime"]
        wheels = {name: (runtime / name).stat().st_size for name in python["wheels"]}
        with offline_site.offline(site, Path(scratch) / "offline") as served, sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(served.chromium), args=["--headless", "--no-sandbox", "--disable-gpu"]
            )
            runs = [visit(browser, served.url, count_bytes=index == 0) for index in range(args.runs)]
            browser.close()
    print(f"wheels the page installs ({sum(wheels.values()) / 1e6:.2f} MB):")
    for name, size in wheels.items():
        print(f"  {name}: {size / 1e3:.0f} kB")
    print(f"first visit downloads {runs[0]['bytes'] / 1e6:.1f} MB (uncompressed, to lesson 0 ready)")
    steps = sorted(key for key in runs[0] if key.startswith("python "))
    for key in ("map shown", *steps, "first board playable", "lesson 0 ready", "next lesson ready"):
        values = [run[key] for run in runs]
        each = ", ".join(f"{value:.1f}" for value in values)
        print(f"{key}, median of {args.runs}: {statistics.median(values):.1f} s (runs: {each})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
