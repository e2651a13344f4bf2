"""Lessons in Voila on a phone, a laptop and a projector: the whole board on screen, squares a
finger can hit, nothing wider than the page, and the learners' page itself (a header with the
lesson's title, no code, nothing fetched from elsewhere, a message until the boards are drawn).

One Voila server serves every lesson (the session's ``lessons`` fixture).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LAPTOP = {"viewport": {"width": 1280, "height": 900}}
PROJECTOR = {"viewport": {"width": 1920, "height": 1080}}
SCREENS = {"phone": PHONE, "laptop": LAPTOP, "projector": PROJECTOR}

MEASURE = """() => {
    const boards = [...document.querySelectorAll('.draughts-board-view .draughts-frame')].map((frame) => {
        const box = frame.getBoundingClientRect();
        const squares = [...frame.querySelectorAll('.draughts-sq')].map((square) => square.getBoundingClientRect());
        return {
            size: Math.round(Math.sqrt(squares.length * 2)),
            width: box.width,
            height: box.height,
            smallest: Math.min(...squares.map((square) => Math.min(square.width, square.height))),
            outside: squares.filter((square) => square.left < 0 || square.right > innerWidth + 0.5).length,
        };
    });
    return { boards, scrollWidth: document.documentElement.scrollWidth, innerWidth, innerHeight };
}"""

CONTROLS = """() => [...document.querySelectorAll(
        '.draughts-ui :is(button, select, input:not([type="checkbox"], [type="radio"])), .draughts-tile'
    )].filter((control) => control.getClientRects().length)
    .map((control) => [control.textContent.trim() || control.className, control.getBoundingClientRect().height])
    .filter(([, height]) => height < 44)"""


WHERE = """() => {
    const main = document.querySelector('.draughts-main');
    const board = main.querySelector('.draughts-frame').getBoundingClientRect();
    const panel = main.querySelector('.draughts-panel').getBoundingClientRect();
    return panel.top >= board.bottom ? 'below' : panel.left >= board.right ? 'beside' : 'over';
}"""
"""Where the first board's panel (status, message, move list) is: below the board, beside it, or over it."""


@contextmanager
def opened(browser: Any, url: str, screen: dict[str, Any]) -> Iterator[tuple[Any, list[str]]]:
    """The lesson at *url* on *screen*, once its widgets are drawn, and every URL the page asked for.

    Until they are drawn, the page says that it is getting the board ready.
    """
    context = browser.new_context(**screen)
    page = context.new_page()
    errors: list[str] = []
    asked: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("request", lambda request: asked.append(request.url))
    try:
        page.goto(url, wait_until="commit", timeout=60_000)
        page.get_by_role("status").filter(has_text="Getting the board ready…").wait_for(timeout=60_000)
        page.locator(".draughts-board-view .draughts-sq").first.wait_for(timeout=120_000)
        page.wait_for_function("!document.getElementById('loading')", timeout=60_000)
        page.wait_for_load_state("networkidle", timeout=60_000)
        yield page, asked
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


def measure(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(MEASURE)
    assert found["boards"], "no board on the page"
    return found


@pytest.mark.parametrize("lesson", ["00-welcome", "03-forced-capture", "07-russian"])
def test_every_board_fits_every_screen(
    lesson: str,
    browser: Any,
    lessons: Callable[[str], str],
    axe: Callable[[Any, str], list[str]],
    screenshot: Callable[[Any, str], None],
) -> None:
    widths = {}
    for screen, size in SCREENS.items():
        with opened(browser, lessons(lesson), size) as (page, _asked):
            found = measure(page)
            screenshot(page, f"responsive-{lesson}-{screen}")
            assert found["scrollWidth"] <= found["innerWidth"], screen
            for board in found["boards"]:
                assert board["outside"] == 0, (screen, board)
                assert board["height"] <= found["innerHeight"], (screen, board)
            widths[screen] = found["boards"][0]["width"]
            if screen == "phone":
                assert all(board["smallest"] >= 44 for board in found["boards"] if board["size"] == 8), found
                assert page.evaluate(CONTROLS) == []
                assert page.evaluate(WHERE) == "below"
                assert axe(page, f"axe-responsive-{lesson}") == []
            else:
                assert page.evaluate(WHERE) == "beside", screen
    assert widths["projector"] > widths["laptop"] * 1.1, widths
    assert widths["laptop"] > widths["phone"], widths


def test_the_learners_page_on_a_phone(browser: Any, lessons: Callable[[str], str]) -> None:
    url = lessons("09-take-the-most")
    with opened(browser, url, PHONE) as (page, asked):
        title = "Lesson 9: Take the most: international and Brazilian draughts"
        assert page.locator("header h1").inner_text() == title
        assert page.title() == title
        assert page.get_by_role("heading", level=1).count() == 1
        assert page.locator(".jp-CodeCell .jp-InputArea, .jp-InputPrompt, .cm-editor").count() == 0
        assert page.locator("#rendered_cells").get_attribute("aria-busy") is None
        host = url.split("/voila/")[0]
        elsewhere = [address for address in asked if address.startswith("http") and not address.startswith(host)]
        assert elsewhere == [], "a CDN or another server"

        # A control reached with the keyboard shows a ring of 3 px.
        on_a_button = "Boolean(document.activeElement.closest('.draughts-ui button'))"
        for _ in range(60):
            page.keyboard.press("Tab")
            if page.evaluate(on_a_button):
                break
        assert page.evaluate(on_a_button)
        style = "getComputedStyle(document.activeElement)"
        ring = page.evaluate(f"[{style}.outlineStyle, {style}.outlineWidth]")
        assert ring == ["solid", "3px"]

        found = measure(page)
        big = [board for board in found["boards"] if board["size"] == 10]
        assert big, "lesson 9 has a 10x10 board"
        assert all(board["smallest"] >= 34 and board["outside"] == 0 for board in big), big
        assert found["scrollWidth"] <= found["innerWidth"]
