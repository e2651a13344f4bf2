"""The teacher's page of the course website (learn/teacher.html): the class board on a projector.

The site is built once and served offline, as for the learner's view (test_learners_view.py),
with the service worker blocked (test_offline.py keeps the page offline). The tests wait on
the page's own state (the class board's ``data-state``), never on fixed sleeps.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "tests" / "screenshots"
AXE = ROOT / "tests" / "browser" / "node_modules" / "axe-core" / "axe.min.js"
AUDIT = """async () => {
    const result = await axe.run(document);
    const where = (v) => v.nodes.map((n) => n.target.join(' ')).join(', ');
    return {
        violations: result.violations.map((v) => `${v.id} (${v.impact}): ${where(v)}`),
        checked: result.passes.map((rule) => rule.id),
    };
}"""
FITS = """() => {
    const squares = [...document.querySelectorAll('.draughts-classboard .draughts-sq')];
    const out = squares.filter((square) => {
        const box = square.getBoundingClientRect();
        return box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight;
    });
    const panel = document.querySelector('.draughts-class-panel').getBoundingClientRect();
    return {
        square: squares[0].getBoundingClientRect().width,
        message: parseFloat(getComputedStyle(document.querySelector('.draughts-class-message')).fontSize),
        outside: out.length,
        panelInside: panel.right <= innerWidth && panel.bottom <= innerHeight,
        scrolls: document.documentElement.scrollWidth > innerWidth
            || document.documentElement.scrollHeight > innerHeight,
    };
}"""
CONTROL_ROLES = {"button", "combobox", "grid", "gridcell", "group", "link", "textbox", "checkbox", "radio"}


@pytest.fixture
def projector(offline_browser: Any) -> Iterator[Any]:
    """A fresh browser profile with the screen of a projector, 1280x720; the test fails on any script error."""
    context = offline_browser.new_context(viewport={"width": 1280, "height": 720}, service_workers="block")
    errors: list[str] = []
    context.on("weberror", lambda error: errors.append(str(error.error)))
    try:
        yield context
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


def open_board(page: Any, url: str) -> Any:
    """Open the teacher's page at *url* and wait for its class board; return the board."""
    page.goto(url)
    page.locator('.tp-main[data-state="ready"]').wait_for(timeout=180_000)
    return page.locator(".draughts-classboard")


def names(page: Any) -> dict[str, list[str]]:
    """The page's controls by role, with their names as Chromium computes them (its accessibility tree)."""
    tree = page.context.new_cdp_session(page).send("Accessibility.getFullAXTree")
    found: dict[str, list[str]] = {}
    for node in tree["nodes"]:
        role = node.get("role", {}).get("value")
        if role in CONTROL_ROLES and not node.get("ignored"):
            found.setdefault(role, []).append(node.get("name", {}).get("value", ""))
    return found


def test_a_lesson_is_picked_and_stepped_through_by_keys_with_a_wrong_move_explained_and_the_answer_revealed(
    projector: Any, offline_site: Any
) -> None:
    from playwright.sync_api import expect

    from draughts.course import LESSONS

    page = projector.new_page()
    board = open_board(page, f"{offline_site.url}/learn/teacher.html")
    picker = page.get_by_role("combobox", name="Lesson")
    taught = [f"Lesson {lesson.number}: {lesson.title}" for lesson in LESSONS if lesson.stages]
    assert picker.locator("option").all_inner_texts() == taught, "every lesson with stages, by number and title"
    assert "Stage 0.1 of" in board.locator(".draughts-class-stage").inner_text(), "the first lesson to begin with"

    picker.select_option(label="Lesson 3: Capturing is compulsory")
    page.locator('.tp-main[data-lesson="capture"][data-state="ready"]').wait_for(timeout=60_000)
    assert page.url.endswith("teacher.html#capture"), "the address names the lesson"
    stage = board.locator(".draughts-class-stage")
    message = board.locator(".draughts-class-message")
    expect(stage).to_contain_text("Stage 3.1 of 8")
    expect(board.locator(".draughts-class-turn")).to_have_text("Team A chooses White's move")

    # A clicker's Page Down on the lesson picker steps the class board; the lesson stays.
    picker.focus()
    page.keyboard.press("PageDown")
    expect(message).to_contain_text("Decide together")
    assert picker.input_value() == "capture"
    # With the focus nowhere in particular, every presenter key is the class board's.
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("ArrowRight")
    expect(message).to_contain_text("The answer, step 1 of 1: White plays 27x18.")
    expect(board.locator(".draughts-sq-18.draughts-wm")).to_have_count(1)
    expect(board.locator("polyline.draughts-arrow")).to_have_count(1)
    page.keyboard.press("ArrowRight")
    expect(stage).to_contain_text("Stage 3.2 of 8")
    page.keyboard.press("PageUp")
    expect(stage).to_contain_text("Stage 3.1 of 8")
    keys = board.get_by_role("group", name="class board keys", exact=False)
    keys.focus()
    for key, said in (("PageDown", "Decide together"), ("Space", "The answer"), ("ArrowRight", "Try to move")):
        page.keyboard.press(key)
        expect(message).to_contain_text(said)
    expect(stage).to_contain_text("Stage 3.2 of 8")

    # A quiet move while a capture is on: the man that must capture is marked, its capture drawn, the reason said.
    board.locator(".draughts-sq-30").click()
    expect(message).to_contain_text("Refused: White must capture")
    must = board.locator(".draughts-sq-22")
    expect(must).to_have_class(re.compile(r"\bdraughts-highlight\b"))
    assert must.get_attribute("aria-label").endswith("must capture")
    arrow = board.locator("polyline.draughts-arrow")
    expect(arrow).to_have_count(1)
    assert arrow.get_attribute("points")
    for width, height in ((1280, 720), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function("(width) => innerWidth === width", arg=width)
        fits = page.evaluate(FITS)
        assert fits["outside"] == 0 and fits["panelInside"] and not fits["scrolls"], fits
        assert fits["square"] >= (76 if height == 720 else 120), "squares readable from the back of the room"
        assert fits["message"] >= 28, "the message readable from the back of the room"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"teachers-page-refused-{width}x{height}.png"))
    page.set_viewport_size({"width": 1280, "height": 720})

    # Space reveals the answer (on a square, Space is the square's click): the capture is played and drawn.
    keys.focus()
    page.keyboard.press("Space")
    expect(message).to_contain_text("The answer, step 1 of 1: White plays 22x15.")
    expect(board.locator(".draughts-sq-15.draughts-wm")).to_have_count(1)
    expect(board.locator(".draughts-sq-22.draughts-wm")).to_have_count(0)
    page.keyboard.press("Escape")
    expect(board.locator(".draughts-sq-22.draughts-wm")).to_have_count(1)


def test_teams_take_turns_by_tries_and_score(projector: Any, offline_site: Any) -> None:
    from playwright.sync_api import expect

    from draughts import Board
    from draughts.course import english

    stage = english.capture().stages[0]
    route = Board.from_fen(stage.position, stage.rules).parse_move(stage.solution[0]).path
    page = projector.new_page()
    board = open_board(page, f"{offline_site.url}/learn/teacher.html#capture")
    teams = board.get_by_role("button", name="teams")
    expect(teams).to_have_attribute("aria-pressed", "true")
    for square in route:
        board.locator(f".draughts-sq-{square}").click()
    expect(board.locator(".draughts-class-message")).to_contain_text("A point for Team A")
    expect(board.locator(".draughts-class-score")).to_have_text("Stages solved: Team A: 1 · Team B: 0")
    expect(board.locator(".draughts-class-turn")).to_have_text("Team B chooses White's move")
    board.locator(f".draughts-sq-{route[-1]}").click()  # a click once the stage is solved changes nothing
    expect(board.locator(".draughts-class-message")).to_contain_text("A point for Team A")
    teams.click()
    expect(teams).to_have_attribute("aria-pressed", "false")
    expect(board.locator(".draughts-class-turn")).to_have_text("White to move")
    expect(board.locator(".draughts-class-score")).to_have_count(0)


def test_the_controls_have_names_and_axe_finds_no_violation(projector: Any, offline_site: Any) -> None:
    if not AXE.exists():
        pytest.skip(f"{AXE.relative_to(ROOT)} is missing: run npm ci --prefix tests/browser")
    page = projector.new_page()
    open_board(page, f"{offline_site.url}/learn/teacher.html#multi")
    found = names(page)
    assert all(all(name.strip() for name in listed) for listed in found.values()), found
    assert found["combobox"] == ["Lesson"]
    assert {"◀ back", "reveal the answer", "next ▶", "teams"} <= set(found["button"])
    assert len(found["grid"]) == 1 and "Stage 4.1 of 7" in found["grid"][0]
    assert len(found["gridcell"]) == 32
    assert any(name.startswith("class board keys") for name in found["group"])
    page.add_script_tag(path=str(AXE))
    audit = page.evaluate(AUDIT)
    assert {"landmark-one-main", "region", "heading-order", "color-contrast", "button-name", "select-name"} <= set(
        audit["checked"]
    ), "axe ran its rules on the page"
    assert audit["violations"] == []
