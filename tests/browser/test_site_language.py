"""The learner's view in the pseudo-language: every word a learner reads or hears went through the catalogue.

The site is built once (the ``built_site`` fixture); its learner's view is built again beside
it in the pseudo-language (tests/conftest.py ``pseudo_language``: the package's, the
website's and the lessons' catalogues transformed), and served with no network but
loopback. On the course map, in the progress code's dialog, on one lesson with its boards
and stages, and on the teacher's page with its class board, every text node, title, label
and placeholder is checked: only square names, moves, numbers and file names may stay as
they are.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SQUARES_AND_MOVES, pseudo_language

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PYTHON_READY = "document.documentElement.dataset.python === 'ready'"
FILE_NAMES = re.compile(r"\b[\w-]+\.pdn\b")
"""A file name offered for a download is a value, as a square name is."""
HEARD = """() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const node = walker.currentNode;
        if (node.textContent.trim() && !node.parentElement.closest("script, style, code")) {
            texts.push(node.textContent.trim());
        }
    }
    for (const node of document.body.querySelectorAll("[title], [aria-label], [placeholder], [alt]")) {
        for (const name of ["title", "aria-label", "placeholder", "alt"]) {
            if (node.getAttribute(name)) texts.push(node.getAttribute(name));
        }
    }
    return texts;
}"""
"""Every text of the page a learner reads or hears: text nodes, the title, labels, placeholders and tooltips."""


def english_left(page: Any) -> str:
    """The page's texts with a plain letter outside square names, moves and quoted text, a line each."""
    texts: list[str] = page.evaluate(HEARD)
    plain = {text for text in texts if re.search(r"[A-Za-z]", SQUARES_AND_MOVES.sub("", FILE_NAMES.sub("", text)))}
    return "\n".join(sorted(plain))


@pytest.fixture(scope="module")
def pseudo_site(built_site: Path, script: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The learner's view in the pseudo-language, beside the built site's runtime, served offline."""
    served = script("offline_site")
    reason = served.missing()
    if reason:
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("pseudo-site")
    site = folder / "site"
    site.mkdir()
    (site / "static").symlink_to(built_site / "static")
    shutil.copy2(built_site / "index.html", site / "index.html")
    wheels = sorted((built_site / "static" / "pyodide").glob("*.whl"))
    script("learners_view").build(site, wheels, language=pseudo_language(folder))
    with served.offline(site, folder / "offline") as running:
        yield running


@pytest.fixture(scope="module")
def pseudo_browser(playwright: Any, pseudo_site: Any) -> Iterator[Any]:
    """A headless Chromium beside the pseudo-language's site."""
    from tests.browser.conftest import CHROMIUM_ARGS

    chromium = playwright.chromium.launch(executable_path=str(pseudo_site.chromium), args=CHROMIUM_ARGS)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture
def pseudo_page(pseudo_browser: Any) -> Iterator[Any]:
    """A page in a fresh profile (no service worker); the test fails on any script error."""
    context = pseudo_browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    errors: list[str] = []
    context.on("weberror", lambda error: errors.append(str(error.error)))
    try:
        yield context.new_page()
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


def test_the_course_map_and_the_progress_code_speak_the_pseudo_language(pseudo_site: Any, pseudo_page: Any) -> None:
    page = pseudo_page
    page.goto(f"{pseudo_site.url}/learn/")
    page.locator(".lv-map").wait_for()
    assert page.evaluate("document.documentElement.lang") == "xx"
    left = english_left(page)
    assert not left, f"English before Python is ready:\n{left}"
    page.wait_for_function(PYTHON_READY, timeout=180_000)
    page.locator(".lv-codes button[type=submit]").first.click()
    page.locator(".lv-code-message").filter(has_text="⟦").wait_for()
    page.locator("#lv-name").fill("Ada")
    page.locator(".lv-codes button[type=submit]").first.click()
    page.locator("#lv-code").and_(page.locator(":visible")).wait_for()
    assert page.locator("#lv-code").input_value().startswith("DRAUGHTS1:Ada:")
    left = english_left(page)
    assert not left, f"English with the progress code made:\n{left}"


def test_a_lesson_with_its_boards_and_stages_speaks_the_pseudo_language(pseudo_site: Any, pseudo_page: Any) -> None:
    page = pseudo_page
    held: list[Any] = []
    page.route("**/static/pyodide/pyodide.mjs", lambda route: held.append(route))
    page.goto(f"{pseudo_site.url}/learn/#/lesson/03-forced-capture")
    lesson = page.locator('[data-lesson="03-forced-capture"]')
    lesson.locator(".lv-loading").first.wait_for()
    page.wait_for_function("document.querySelector('.lv-status').textContent.startsWith('⟦')")
    left = english_left(page)
    assert not left, f"English while the boards are getting ready:\n{left}"
    assert len(held) == 1, "the boards wait for Python"
    held[0].continue_()
    page.unroute("**/static/pyodide/pyodide.mjs")
    lesson.and_(page.locator('[data-state="ready"]')).wait_for(timeout=180_000)
    assert lesson.locator(".draughts-stage").count() > 0 and lesson.locator(".draughts-sq").count() > 0
    left = english_left(page)
    assert not left, f"English with every board and stage drawn:\n{left}"


def test_the_teachers_page_with_its_class_board_speaks_the_pseudo_language(pseudo_site: Any, pseudo_page: Any) -> None:
    page = pseudo_page
    page.goto(f"{pseudo_site.url}/learn/teacher.html#practice")
    page.locator(".tp-main .lv-loading").wait_for()
    assert page.evaluate("document.documentElement.lang") == "xx"
    left = english_left(page)
    assert not left, f"English while the class board is getting ready:\n{left}"
    page.locator('.tp-main[data-state="ready"]').wait_for(timeout=180_000)
    board = page.locator(".draughts-classboard")
    assert board.locator(".draughts-sq").count() > 0 and board.locator(".draughts-keys-legend").count() == 1
    assert "⟦" in board.locator(".draughts-class-stage").inner_text()
    board.locator(".draughts-class-buttons button").filter(has_text="⟦").first.wait_for()
    left = english_left(page)
    assert not left, f"English with the class board drawn:\n{left}"
    board.press("ArrowRight")
    board.press("Space")
    board.locator(".draughts-class-message").filter(has_text="⟦").wait_for()
    left = english_left(page)
    assert not left, f"English with the answer shown:\n{left}"
