"""The learner's view of the course website (learn/), offline, on a phone and on a laptop screen.

The site is built once (scripts/build_site.py) and served on 127.0.0.1 inside a network
namespace with no other interface, as in test_site.py. The tests wait on the page's own
state (``document.documentElement.dataset.python``, a lesson's ``data-state``), never on
fixed sleeps. The service worker is blocked here (test_offline.py tests it): these tests
hold Python's runtime back on its way from the server, which a worker's cache would bypass.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "tests" / "browser" / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
    "laptop": {"viewport": {"width": 1280, "height": 900}},
}
PYTHON_READY = "document.documentElement.dataset.python === 'ready'"
JUPYTERLAB = ".jp-Notebook, .jp-Cell, [class^='jp-'], [class*=' jp-'], .cm-editor, .CodeMirror, textarea.jp-InputArea"
SQUARES_INSIDE = """(selector) => {
    const squares = [...document.querySelector(selector).querySelectorAll('.draughts-sq')];
    return squares.filter((square) => {
        const box = square.getBoundingClientRect();
        return box.left < 0 || box.right > innerWidth || box.width === 0;
    }).length === 0 && squares.length > 0;
}"""
SQUARE_SIZE = """(selector) => document.querySelector(selector)
    .querySelector('.draughts-sq').getBoundingClientRect().width"""
AUDIT = """async () => {
    const result = await axe.run(document);
    const where = (v) => v.nodes.map((n) => n.target.join(' ')).join(', ');
    const found = result.violations.map((v) => `${v.id} (${v.impact}): ${where(v)}`);
    return { violations: found, checked: result.passes.map((rule) => rule.id) };
}"""


@pytest.fixture(params=sorted(SIZES))
def device(request: pytest.FixtureRequest, offline_browser: Any) -> Iterator[tuple[str, Any]]:
    """A fresh browser profile at one of :data:`SIZES`; the test fails on any script error."""
    context = offline_browser.new_context(**SIZES[request.param], service_workers="block")
    errors: list[str] = []
    context.on("weberror", lambda error: errors.append(str(error.error)))
    try:
        yield request.param, context
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


def open_lesson(page: Any, url: str, stem: str) -> Any:
    """Open a lesson of the learner's view and wait until every cell has run; return its root."""
    page.goto(f"{url}/learn/#/lesson/{stem}")
    lesson = page.locator(f'[data-lesson="{stem}"]')
    lesson.and_(page.locator('[data-state="ready"]')).wait_for(timeout=180_000)
    return lesson


def hold_python(page: Any) -> list[Any]:
    """Hold back the Python runtime's request until the test lets it go (``held[0].continue_()``),
    so what the page shows before Python is ready can be checked however fast Python starts."""
    held: list[Any] = []
    page.route("**/static/pyodide/pyodide.mjs", lambda route: held.append(route))
    return held


def press(locator: Any, touch: bool) -> None:
    locator.tap() if touch else locator.click()


def test_the_home_page_shows_the_map_before_python_starts(device: tuple[str, Any], offline_site: Any) -> None:
    _, context = device
    page = context.new_page()
    held = hold_python(page)
    page.goto(f"{offline_site.url}/")
    page.wait_for_url(f"{offline_site.url}/learn/")
    page.locator(".lv-map").wait_for()
    assert page.evaluate("document.documentElement.dataset.python") == "loading"
    assert page.locator(".lv-map-lesson").count() == 15
    assert page.get_by_role("link", name="Capturing is compulsory").is_visible()
    page.wait_for_function("document.querySelector('.lv-status').textContent.includes('Starting Python')")
    assert len(held) == 1, "Python starts loading once the map is shown"
    held[0].continue_()
    page.unroute("**/static/pyodide/pyodide.mjs")
    page.wait_for_function(PYTHON_READY, timeout=180_000)
    assert page.evaluate("window.learnersView.progress")[3] == 0


def test_a_stage_is_solved_by_taps_and_its_stars_are_on_the_map_after_a_reload(
    device: tuple[str, Any], offline_site: Any
) -> None:
    from playwright.sync_api import expect

    from draughts import Board
    from draughts.course import english

    size, context = device
    touch = size == "phone"
    stage = english.capture().stages[0]
    route = Board.from_fen(stage.position, stage.rules).parse_move(stage.solution[0]).path
    page = context.new_page()
    lesson = open_lesson(page, offline_site.url, "03-forced-capture")
    assert page.locator(JUPYTERLAB).count() == 0, "no JupyterLab part and no code editor in the learner's view"
    assert "lesson.play" not in lesson.inner_text()
    lab = page.get_by_role("link", name="Open this lesson as a notebook in JupyterLab")
    assert lab.get_attribute("href") == "../lab/index.html?path=03-forced-capture.ipynb"

    first = lesson.locator(".lv-cell").filter(has=page.locator(".draughts-stage")).first
    first.scroll_into_view_if_needed()
    assert page.evaluate(SQUARES_INSIDE, ".lv-cell .draughts-stage"), "every square of the board is on the screen"
    assert page.evaluate(SQUARE_SIZE, ".lv-cell .draughts-stage") >= 44
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "nothing overflows sideways"
    for square in route:
        press(first.locator(f".draughts-sq-{square}"), touch)
    expect(first.locator(".draughts-stars").first).to_have_attribute("aria-label", "3 of 3 stars", timeout=30_000)

    expect(lesson.locator(".lv-end-stars")).to_have_text("You have 3 of 24 stars in this lesson.")  # saved

    following = lesson.locator(".lv-cell").filter(has=page.locator(".draughts-stage")).nth(1)
    press(first.get_by_role("button", name="Next stage ↓"), touch)
    expect(following.locator(".draughts-goal")).to_be_focused()
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")

    page.goto(f"{offline_site.url}/learn/#/")
    held = hold_python(page)
    page.reload()
    tile = page.locator(".lv-map-lesson").nth(3).locator(".lv-map-stage").first
    expect(tile).to_have_class("lv-map-stage lv-solved")
    assert page.evaluate("document.documentElement.dataset.python") == "loading", "the stars come before Python"
    assert tile.inner_text().strip().endswith("★★★")
    page.wait_for_function("document.querySelector('.lv-status').textContent.includes('Starting Python')")
    held[0].continue_()
    page.unroute("**/static/pyodide/pyodide.mjs")

    press(page.get_by_role("link", name="Capturing is compulsory"), touch)
    lesson = page.locator('[data-lesson="03-forced-capture"][data-state="ready"]')
    lesson.wait_for(timeout=180_000)
    expect(lesson.locator(".lv-end-stars")).to_have_text("You have 3 of 24 stars in this lesson.")
    expect(lesson.locator(".draughts-stage .draughts-stars").first).to_have_attribute("aria-label", "3 of 3 stars")
    press(lesson.get_by_role("link", name="Next lesson: Multi-captures →"), touch)
    page.locator('[data-lesson="04-multi-captures"][data-state="ready"]').wait_for(timeout=60_000)
    assert len(context.pages) == 1, "the next lesson opens in the same tab"
    assert page.evaluate(SQUARES_INSIDE, ".lv-cell .draughts-stage")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_ten_by_ten_board_fits_with_squares_big_enough(device: tuple[str, Any], offline_site: Any) -> None:
    _, context = device
    page = context.new_page()
    lesson = open_lesson(page, offline_site.url, "09-take-the-most")
    big = lesson.locator(".lv-cell").filter(has=page.locator(".draughts-size-10")).first
    big.scroll_into_view_if_needed()
    selector = ".lv-cell:has(.draughts-size-10) .draughts-stage"
    assert page.evaluate(SQUARES_INSIDE, selector)
    assert page.evaluate(SQUARE_SIZE, selector) >= 34
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_lessons_have_no_accessibility_violation(device: tuple[str, Any], offline_site: Any) -> None:
    if not AXE.exists():
        pytest.skip(f"{AXE.relative_to(ROOT)} is missing: run npm ci --prefix tests/browser")
    _, context = device
    page = context.new_page()
    found = {}
    page.goto(f"{offline_site.url}/learn/")
    page.locator(".lv-map").wait_for()
    page.add_script_tag(path=str(AXE))
    found["home"] = page.evaluate(AUDIT)
    for stem in ("00-welcome", "03-forced-capture", "07-russian"):
        open_lesson(page, offline_site.url, stem)
        page.add_script_tag(path=str(AXE))
        found[stem] = page.evaluate(AUDIT)
    checked = {"landmark-one-main", "region", "heading-order", "color-contrast", "button-name"}
    for audit in found.values():
        assert checked <= set(audit["checked"]), "axe ran its rules on the page"
    assert {name: audit["violations"] for name, audit in found.items() if audit["violations"]} == {}


def test_every_lesson_runs_and_fits_a_small_phone(offline_browser: Any, offline_site: Any) -> None:
    """Every lesson, one after another in one tab and one Python, at 320 px wide: no cell fails, nothing overflows."""
    context = offline_browser.new_context(
        viewport={"width": 320, "height": 640}, has_touch=True, is_mobile=True, service_workers="block"
    )
    failures: list[str] = []
    page = context.new_page()
    page.on("console", lambda message: message.type == "error" and failures.append(message.text[:300]))
    problems = {}
    try:
        for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")):
            open_lesson(page, offline_site.url, path.stem)
            errors = page.locator(".lv-error").all_inner_texts()
            wide = page.evaluate("document.documentElement.scrollWidth - innerWidth")
            if errors or wide > 0:
                problems[path.stem] = (errors, wide)
    finally:
        context.close()
    assert problems == {}
    assert failures == []


def test_the_progress_code_brings_stars_in_and_takes_them_out(offline_browser: Any, offline_site: Any) -> None:
    from playwright.sync_api import expect

    from draughts.course import english
    from draughts.teaching.progress_code import make_code, read_code
    from draughts.teaching.progress_file import StageResult

    stage = english.capture().stages[0]
    code = make_code("Ada", {stage.id: StageResult(stage.version, 3)})
    context = offline_browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, service_workers="block"
    )
    try:
        page = context.new_page()
        page.goto(f"{offline_site.url}/learn/")
        page.get_by_label("A code from another device").fill(code)
        page.get_by_role("button", name="Add its stars here").tap()
        said = "The stars of 1 stage from Ada’s code are now on this device."
        expect(page.locator(".lv-code-message")).to_have_text(said, timeout=180_000)
        tile = page.locator(".lv-map-lesson").nth(3).locator(".lv-map-stage").first
        expect(tile).to_have_class("lv-map-stage lv-solved")
        expect(page.locator(".lv-code-message")).to_have_text(said)  # the map is drawn again; the sentence stays
        expect(page.get_by_label("Your name")).to_have_value("Ada")
        page.get_by_role("button", name="Make my progress code").tap()
        made = page.get_by_label("Your code")
        expect(made).to_have_value(re.compile("^DRAUGHTS1:Ada:"))
        assert read_code(made.input_value()) == ("Ada", {stage.id: StageResult(stage.version, 3)})
    finally:
        context.close()
