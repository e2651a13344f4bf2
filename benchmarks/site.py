"""The course website: its size, its build time, how long Python takes to start in the
browser, and how fast the computer opponent answers there.

Builds the site (scripts/build_site.py) several times with the downloads already cached,
serves it offline (scripts/offline_site.py: a network namespace with loopback only, so
run it as root) and opens the welcome lesson in a fresh headless Chromium profile each
run, timing the page load until the Python kernel is idle. Then, in that kernel, the
board widget's first computer level chooses replies in a few positions.

    python benchmarks/site.py            # 3 runs
    python benchmarks/site.py --runs 5
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

KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === "idle" && panel.content && panel.content.widgets.length);
}"""

EXECUTE = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({ code });
    let text = "";
    future.onIOPub = (message) => {
        if (message.header.msg_type === "stream") text += message.content.text;
        if (message.header.msg_type === "error") text += `${message.content.ename}: ${message.content.evalue}`;
    };
    await future.done;
    return text;
}"""

REPLIES = """
import json, time
from draughts import Board
from draughts.engine import LEVELS, Engine

positions = {
    "English, after 11-15": ("english", None, "11-15"),
    "international, after 32-28": ("international", None, "32-28"),
    "international middle game": (
        "international",
        "W:W27,28,30,31,32,33,34,36,37,38,39,40,41,43,44,45,48:B4,6,7,8,9,11,12,13,14,16,17,18,19,20,22,24,25",
        None,
    ),
}
seconds = {}
for name, (rules, fen, first) in positions.items():
    board = Board(rules) if fen is None else Board.from_fen(fen, rules)
    if first:
        board.push_pdn(first)
    times = []
    for seed in range(5):
        start = time.perf_counter()
        Engine(LEVELS[0], seed=seed).choose(board)
        times.append(time.perf_counter() - start)
    seconds[name] = sorted(times)[len(times) // 2]
print(json.dumps({"level": LEVELS[0], "seconds": seconds}))
"""


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def kernel_start(browser: Any, url: str) -> tuple[float, Any]:
    """Seconds from opening the welcome lesson in a fresh profile to an idle kernel; and the page."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    start = time.perf_counter()
    page.goto(f"{url}/lab/index.html?path=00-welcome.ipynb", timeout=60_000)
    page.wait_for_function(KERNEL_IDLE, timeout=300_000)
    return time.perf_counter() - start, page


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=3, help="builds and page loads to time (default 3)")
    args = parser.parse_args(argv)
    build_site, offline_site = _script("build_site"), _script("offline_site")
    reason = offline_site.missing()
    if reason:
        print(f"cannot serve the site offline: {reason}", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        build_site.build(output=site)  # fills the download cache: the timed builds below reuse it
        builds = [build_site.build(output=site) for _ in range(args.runs)]
        size = builds[-1]["bytes"]
        files = sum(1 for path in site.rglob("*") if path.is_file())
        with offline_site.offline(site, Path(scratch) / "offline") as served, sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(served.chromium), args=["--headless", "--no-sandbox", "--disable-gpu"]
            )
            starts, page = [], None
            for _ in range(args.runs):
                if page is not None:
                    page.context.close()
                seconds, page = kernel_start(browser, served.url)
                starts.append(seconds)
            replies = json.loads(page.evaluate(EXECUTE, REPLIES))
            browser.close()
    print(f"site: {size / 1e6:.1f} MB in {files} files")
    print(f"build (downloads cached), median of {args.runs}: {statistics.median(b['seconds'] for b in builds):.1f} s")
    print(f"page load to idle kernel, median of {args.runs}: {statistics.median(starts):.1f} s")
    print(f"computer opponent at '{replies['level']}' in the browser, median of 5 replies:")
    for name, seconds in replies["seconds"].items():
        print(f"  {name}: {seconds:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
