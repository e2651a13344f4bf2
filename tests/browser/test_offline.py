"""A folder of the website keeps working offline after one visit (scripts/site_cache.py).

A small site is built in a temporary folder (in its folder ``learn/``: a page, a JavaScript
module, a JSON file and a WebAssembly-sized binary, with their gzip copies and the service
worker; beside it, a page outside the folder and a worker of the whole site, as
JupyterLite's) and served by the static server (scripts/static_server.py) inside a network
namespace with loopback only, as the course is. "Offline" is the server process stopped, not the browser's
offline switch, which a service worker's own requests can slip past. Last, the real site
is built, its learner's view visited once, and with the server stopped a lesson opens and
a stage is solved; and the teacher's page, visited first, opens its class board offline.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Saved for later</title>
<script type="module" src="register-sw.js"></script>
<script type="module" src="app.mjs"></script>
</head>
<body>
<main>
<h1>Saved for later</h1>
<p id="message"></p>
<p id="module"></p>
<p id="binary"></p>
</main>
</body>
</html>
"""

APP = """import { edition } from "./lib/edition.mjs";

const data = await (await fetch("data/message.json")).json();
document.getElementById("message").textContent = data.message;
document.getElementById("module").textContent = edition;
const module = await WebAssembly.compileStreaming(fetch("runtime.wasm"));
const [section] = WebAssembly.Module.customSections(module, "padding");
document.getElementById("binary").textContent = `${section.byteLength} bytes compiled`;
document.documentElement.dataset.fixture = "loaded";
"""

PADDING = 3_000_000
"""Bytes of the binary's custom section: about the size of Python's runtime, compressed."""

LOADED = "document.documentElement.dataset.fixture === 'loaded'"
SAVED = "document.documentElement.dataset.offline === 'ready'"
CONTROLLER = "() => navigator.serviceWorker.controller && navigator.serviceWorker.controller.state"
OUR_CACHES = "async () => (await caches.keys()).filter((name) => name.startsWith('course-files '))"
WAIT = 90_000
"""How long a page may take to reach a state: generous, since a loaded machine is slow to install a worker."""
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]


def leb128(number: int) -> bytes:
    """An unsigned LEB128 number, as WebAssembly writes sizes."""
    out = bytearray()
    while True:
        byte, number = number & 0x7F, number >> 7
        out.append(byte | (0x80 if number else 0))
        if not number:
            return bytes(out)


def binary() -> bytes:
    """A valid WebAssembly module whose one custom section, "padding", is half patterned, half random bytes."""
    name = b"padding"
    payload = bytes(range(256)) * (PADDING // 512) + random.Random(1).randbytes(PADDING - PADDING // 512 * 256)
    body = leb128(len(name)) + name + payload
    return b"\0asm\1\0\0\0" + b"\0" + leb128(len(body)) + body


ROOT_WORKER = """self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("fetch", () => {});
"""
"""A worker for the whole site, as JupyterLite's at the site's root: it claims every page it can."""

LAB = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lab</title></head>
<body><main><h1>Lab</h1></main>
<script>navigator.serviceWorker.register("root-sw.js", { scope: "./" });</script>
</body></html>
"""


def build(root: Path, edition: int, script: Callable[[str], Any]) -> str:
    """Write the small site's *edition* into *root*, with its copies and worker; return the worker's version."""
    (root / "outside.html").write_text(PAGE.replace("register-sw.js", "learn/register-sw.js"), encoding="utf-8")
    (root / "root-sw.js").write_text(ROOT_WORKER, encoding="utf-8")
    (root / "lab.html").write_text(LAB, encoding="utf-8")
    site = root / "learn"
    (site / "lib").mkdir(parents=True, exist_ok=True)
    (site / "data").mkdir(exist_ok=True)
    (site / "index.html").write_text(PAGE, encoding="utf-8")
    (site / "app.mjs").write_text(APP, encoding="utf-8")
    (site / "lib" / "edition.mjs").write_text(f'export const edition = "module {edition}";\n', encoding="utf-8")
    (site / "data" / "message.json").write_text(json.dumps({"message": f"Edition {edition}"}), encoding="utf-8")
    (site / "runtime.wasm").write_bytes(binary())
    version: str = script("site_cache").write_worker(site)
    script("precompress").precompress(root)
    # Each edition a minute apart on the clock, as real builds are: a server's Last-Modified
    # counts whole seconds, and two editions written within one second would look the same.
    stamp = time.time() - 60 * (2 - edition)
    for path in root.rglob("*"):
        os.utime(path, (stamp, stamp))
    return version


@pytest.fixture(scope="module")
def network(script: Callable[[str], Any]) -> Iterator[Path]:
    """A network namespace with loopback only."""
    offline_site = script("offline_site")
    reason = offline_site.missing()
    if reason:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{reason} (CI=true, so the browser tests must run)")
        pytest.skip(reason)
    with offline_site.namespace() as namespace:
        yield namespace


@pytest.fixture(scope="module")
def chromium(
    playwright: Any, network: Path, script: Callable[[str], Any], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Any]:
    """A headless Chromium inside the namespace, which lives on while servers stop and start."""
    executable = script("offline_site").chromium_in(network, tmp_path_factory.mktemp("chromium"))
    browser = playwright.chromium.launch(executable_path=str(executable), args=ARGS)
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture
def serve(network: Path, script: Callable[[str], Any]) -> Callable[[Path], Any]:
    """``with serve(site):`` the static server runs on 127.0.0.1:8000 in the namespace; it stops on leaving."""
    offline_site = script("offline_site")
    return lambda site: offline_site.serving(site, network, offline_site.PORT, precompressed=True)


@pytest.fixture
def context(chromium: Any) -> Iterator[tuple[Any, list[str]]]:
    """A fresh browser profile and the errors thrown by its pages' scripts."""
    profile = chromium.new_context()
    errors: list[str] = []
    profile.on("page", lambda page: page.on("pageerror", lambda error: errors.append(str(error))))
    try:
        yield profile, errors
    finally:
        profile.close()


URL = "http://127.0.0.1:8000/learn"


def shows(page: Any, edition: int) -> None:
    from playwright.sync_api import expect

    expect(page.locator("#message")).to_have_text(f"Edition {edition}", timeout=WAIT)
    expect(page.locator("#module")).to_have_text(f"module {edition}", timeout=WAIT)
    expect(page.locator("#binary")).to_have_text(f"{PADDING} bytes compiled", timeout=WAIT)


NEW_BUILD_SEEN = """(edition) => document.querySelector("#message")?.textContent === `Edition ${edition}`"""
LOOKS = 3
"""How many times a learner online opens the page before a new build shows: each load asks for it."""


def reload_until(page: Any, condition: str, argument: object = None) -> int:
    """Reload *page* until *condition* holds, at most :data:`LOOKS` times; how many reloads it took.

    Each load of the page asks the server for a new build (``register-sw.js``); the browser
    may take its time to install it, so the learner sees it on this load or a later one.
    """
    for look in range(1, LOOKS + 1):
        page.reload()
        try:
            page.wait_for_function(condition, arg=argument, timeout=WAIT // LOOKS)
        except Exception:  # not yet: the learner opens the page again
            continue
        return look
    raise AssertionError(f"not seen after {LOOKS} reloads: {condition}")


def first_visit(page: Any) -> None:
    """Open the page, and wait until its worker is active, controls it, and has saved every file."""
    page.goto(f"{URL}/index.html")
    page.wait_for_function(SAVED, timeout=WAIT)
    assert page.evaluate(CONTROLLER) == "activated"
    shows(page, 1)


def test_after_one_visit_the_page_loads_with_the_server_stopped(
    context: tuple[Any, list[str]], serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    profile, errors = context
    build(tmp_path, 1, script)
    page = profile.new_page()
    with serve(tmp_path) as server:
        first_visit(page)
    assert server.poll() is not None, "the server has stopped"

    page.reload()
    page.wait_for_function(LOADED, timeout=WAIT)
    shows(page, 1)
    assert page.evaluate(SAVED)
    unsaved = "async () => fetch('not-saved.txt').then(() => 'fetched', () => 'failed')"
    assert page.evaluate(unsaved) == "failed", "nothing answers but the worker"

    another = profile.new_page()
    another.goto(f"{URL}/")
    shows(another, 1)
    assert errors == []


def test_the_worker_keeps_to_its_folder(
    context: tuple[Any, list[str]], serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    profile, _ = context
    build(tmp_path, 1, script)
    page = profile.new_page()
    with serve(tmp_path):
        first_visit(page)
        assert page.evaluate("async () => (await navigator.serviceWorker.ready).scope") == f"{URL}/"
        # A page beside the folder, even one that registers the folder's worker, is not in its keeping.
        page.goto(URL.removesuffix("/learn") + "/outside.html")
        page.wait_for_function(SAVED, timeout=WAIT)
        assert page.evaluate("() => navigator.serviceWorker.controller") is None


def test_the_worker_lives_beside_a_worker_of_the_whole_site(
    context: tuple[Any, list[str]], serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    profile, errors = context
    build(tmp_path, 1, script)
    site = URL.removesuffix("/learn")
    page = profile.new_page()
    scripts = "() => navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL"
    with serve(tmp_path):
        page.goto(f"{site}/lab.html")
        page.wait_for_function(f"({scripts})() === '{site}/root-sw.js'", timeout=WAIT)
        loads: list[str] = []
        page.on("load", lambda _: loads.append(page.url))
        page.add_init_script(f"window.firstController = ({scripts})();")
        page.goto(f"{URL}/index.html")
        assert page.evaluate("window.firstController") == f"{site}/root-sw.js", "the site's worker held the page"
        page.wait_for_function(SAVED, timeout=WAIT)
        assert page.evaluate(scripts) == f"{URL}/sw.js"
        shows(page, 1)
        assert loads == [f"{URL}/index.html"], "taking over from the site's worker is no update: no reload"
        page.goto(f"{site}/lab.html")
        assert page.evaluate(scripts) == f"{site}/root-sw.js"
    assert errors == []


def test_a_new_build_is_shown_after_one_reload_with_the_server_back(
    context: tuple[Any, list[str]], serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    profile, errors = context
    first = build(tmp_path, 1, script)
    page = profile.new_page()
    with serve(tmp_path):
        first_visit(page)
    second = build(tmp_path, 2, script)
    assert second != first
    loads: list[str] = []
    page.on("load", lambda _: loads.append(page.url))
    with serve(tmp_path):
        # A reload is served by the old worker while the new one saves edition 2 beside
        # edition 1; the new worker then takes over and the page reloads itself once.
        looks = reload_until(page, NEW_BUILD_SEEN, 2)
        shows(page, 2)
        page.wait_for_function(SAVED, timeout=WAIT)
        assert len(loads) == looks + 1, f"the learner's reloads and the page's own: {loads}"
        assert page.evaluate(OUR_CACHES) == [f"course-files /learn/ {second}"], "the old edition was deleted"
    page.reload()
    shows(page, 2)
    assert errors == []


def test_without_service_workers_the_page_still_loads(
    chromium: Any, serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    build(tmp_path, 1, script)
    profile = chromium.new_context(service_workers="block")
    errors: list[str] = []
    try:
        page = profile.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        with serve(tmp_path):
            page.goto(f"{URL}/index.html")
            shows(page, 1)
            page.wait_for_function("document.documentElement.dataset.offline === 'unavailable'", timeout=WAIT)
    finally:
        profile.close()
    assert errors == []


def test_the_learners_view_opens_a_lesson_and_plays_a_stage_with_the_server_stopped(
    context: tuple[Any, list[str]], serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    from draughts import Board
    from draughts.course import english

    if importlib.util.find_spec("jupyterlite_pyodide_kernel") is None:
        pytest.skip("jupyterlite-pyodide-kernel is not installed: pip install -r requirements.txt")
    site = tmp_path / "site"
    report = script("build_site").build(output=site)
    assert report["worker"], "the learner's view has its service worker"
    stage = english.capture().stages[0]
    route = Board.from_fen(stage.position, stage.rules).parse_move(stage.solution[0]).path
    profile, errors = context
    page = profile.new_page()
    lesson = page.locator('[data-lesson="03-forced-capture"][data-state="ready"]')
    with serve(site):
        page.goto(f"{URL}/#/")
        page.wait_for_function(SAVED, timeout=180_000)
        page.goto(f"{URL}/#/lesson/03-forced-capture")
        lesson.wait_for(timeout=180_000)
    page.reload()  # the server is stopped: everything comes from the worker's cache
    lesson.wait_for(timeout=180_000)
    first = lesson.locator(".lv-cell").filter(has=page.locator(".draughts-stage")).first
    for square in route:
        first.locator(f".draughts-sq-{square}").click()
    expect(first.locator(".draughts-stars").first).to_have_attribute("aria-label", "3 of 3 stars", timeout=30_000)
    assert errors == []


def test_the_teachers_page_opens_its_class_board_with_the_server_stopped(
    context: tuple[Any, list[str]], serve: Callable[[Path], Any], script: Callable[[str], Any], tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    if importlib.util.find_spec("jupyterlite_pyodide_kernel") is None:
        pytest.skip("jupyterlite-pyodide-kernel is not installed: pip install -r requirements.txt")
    site = tmp_path / "site"
    script("build_site").build(output=site)
    profile, errors = context
    page = profile.new_page()
    board = page.locator('.tp-main[data-lesson="capture"][data-state="ready"]')
    with serve(site):
        page.goto(f"{URL}/teacher.html#capture")  # the teacher's first visit: the learner's view never opened
        page.wait_for_function(SAVED, timeout=180_000)
        board.wait_for(timeout=180_000)
    page.reload()  # the server is stopped: everything comes from the worker's cache
    board.wait_for(timeout=180_000)
    page.keyboard.press("ArrowRight")
    expect(board.locator(".draughts-class-message")).to_contain_text("Decide together", timeout=30_000)
    page.get_by_role("combobox", name="Lesson").select_option("multi")
    page.locator('.tp-main[data-lesson="multi"][data-state="ready"]').wait_for(timeout=60_000)
    assert errors == []
