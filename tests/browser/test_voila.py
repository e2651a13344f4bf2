"""The board widget in Voila, in headless Chromium, played with the keyboard alone.

The board is one tab stop with grid semantics; what a screen reader says is read from
the accessibility tree (names as Chromium computes them) and from the live region.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

# Black to move and capture: 14x23x30 or 14x23x32 (jumping 18, then 26 or 27; crowned on the last row).
POSITION = "B:W18,26,27,21,22,25,29,31:B14,10,11,1,2,3,5,9"
SETUP = f"""\
from draughts import Board
from draughts.widgets import BoardWidget

widget = BoardWidget(Board.from_fen({POSITION!r}, rules="english"), numbers=True)
widget"""


def square(page: Any, number: int) -> Any:
    return page.locator(f".draughts-sq-{number}")


def classes(page: Any, number: int) -> set[str]:
    return set((square(page, number).get_attribute("class") or "").split())


def focused(page: Any) -> str:
    """The accessible name of the element with the keyboard focus (empty outside the board)."""
    return str(page.evaluate("document.activeElement.getAttribute('aria-label') || ''"))


def press(page: Any, key: str, times: int = 1) -> None:
    for _ in range(times):
        page.keyboard.press(key)


def heard(page: Any, text: str) -> None:
    """Wait until the live region says *text*."""
    page.locator(".draughts-announce").filter(has_text=text).wait_for(timeout=10_000)


def test_a_two_jump_capture_with_the_keyboard_alone(
    tmp_path: Path,
    page: Any,
    voila: Callable[[str, str, str], str],
    screenshot: Callable[[Any, str], None],
) -> None:
    url = voila("board.ipynb", "A capture", SETUP)
    page.goto(url, timeout=60_000)
    board = page.get_by_role("grid", name="english board, Black to move")
    board.wait_for(timeout=90_000)
    assert page.locator(".draughts-announce[role=status][aria-live=polite]").count() == 1

    # The names Chromium computes for the squares: the number, the piece, then the state.
    assert page.get_by_role("gridcell", name="square 11, black man", exact=True).count() == 1
    assert page.get_by_role("gridcell", name="square 14, black man, must capture", exact=True).count() == 1
    assert page.get_by_role("gridcell", name="square 23, empty", exact=True).count() == 1
    assert page.get_by_role("gridcell").count() == 32

    # One tab stop: Tab enters the board on square 1, and the next Tab leaves it.
    page.get_by_role("heading", name="A capture").click()
    for _ in range(10):
        press(page, "Tab")
        if focused(page).startswith("square"):
            break
    assert focused(page) == "square 1, black man"
    press(page, "Tab")
    assert not focused(page).startswith("square")
    press(page, "Shift+Tab")
    assert focused(page) == "square 1, black man"

    # Arrow keys walk the board; a quiet move while a capture is compulsory is refused with its reason.
    press(page, "ArrowRight", 10)
    assert focused(page) == "square 11, black man"
    press(page, "Enter")
    heard(page, "Black must capture with the man on 14.")
    press(page, "ArrowDown")
    assert focused(page) == "square 15, empty"
    press(page, " ")
    heard(page, "A capture is compulsory: 14x23x30 or 14x23x32.")
    assert "draughts-bm" in classes(page, 11) and "draughts-bm" not in classes(page, 15)
    screenshot(page, "voila-keyboard-refused")

    # Select the capturing man, land on 23, and Escape cancels the capture half entered.
    press(page, "ArrowLeft")
    press(page, "Enter")
    heard(page, "The man on 14 captures: land on 23.")
    assert page.get_by_role("gridcell", name="square 14, black man, selected, must capture").count() == 1
    press(page, "ArrowRight", 9)
    assert focused(page) == "square 23, empty, you can land here"
    press(page, "Enter")
    heard(page, "The capture goes on: land on 30 or 32.")
    assert page.get_by_role("gridcell", name="square 18, white man, captured").count() == 1
    assert page.get_by_role("gridcell", name="square 32, empty, you can land here").count() == 1
    screenshot(page, "voila-keyboard-mid-capture")
    press(page, "Escape")
    heard(page, "Capture cancelled.")
    assert page.locator(".draughts-selected, .draughts-route, .draughts-captured").count() == 0

    # Again, to the end: two landings, and the live region says the move and whose turn it is.
    press(page, "ArrowLeft", 9)
    assert focused(page).startswith("square 14, black man")
    press(page, "Enter")
    press(page, "ArrowRight", 9)
    press(page, "Enter")
    heard(page, "The capture goes on")
    press(page, "ArrowRight", 9)
    assert focused(page) == "square 32, empty, you can land here"
    press(page, "Enter")
    heard(page, "Black played 14x23x32. White to move.")
    assert focused(page) == "square 32, black king, last move"
    assert page.get_by_role("grid", name="english board, White to move").count() == 1
    for number in (14, 18, 27):
        assert not classes(page, number) & {"draughts-wm", "draughts-wk", "draughts-bm", "draughts-bk"}
    assert "1. 14x23x32" in page.locator(".draughts-moves").inner_text()
    screenshot(page, "voila-keyboard-captured")


def test_the_mouse_still_plays(page: Any, voila: Callable[[str, str, str], str]) -> None:
    url = voila("board.ipynb", "A capture", SETUP)
    page.goto(url, timeout=60_000)
    square(page, 14).wait_for(timeout=90_000)
    square(page, 14).click()
    page.locator(".draughts-sq-23.draughts-target").wait_for(timeout=10_000)
    square(page, 23).click()
    page.locator(".draughts-sq-18.draughts-captured").wait_for(timeout=10_000)
    square(page, 30).click()
    page.locator(".draughts-sq-30.draughts-bk").wait_for(timeout=10_000)
    heard(page, "Black played 14x23x30. White to move.")


CLAIM = """\
from draughts import Board
from draughts.widgets import BoardWidget

board = Board.from_fen("W:WK30:BK3", rules="english")
for move in ["30-26", "3-7", "26-30", "7-3"] * 2:
    board.push_pdn(move)
BoardWidget(board, numbers=True, beginner=True)"""


def test_a_draw_is_claimed_with_the_keyboard(page: Any, voila: Callable[[str, str, str], str]) -> None:
    page.goto(voila("claim.ipynb", "A repetition", CLAIM), timeout=60_000)
    claim = page.get_by_role("button", name="½ claim the draw")
    claim.wait_for(timeout=90_000)
    claim.focus()
    press(page, "Enter")
    heard(page, "Draw claimed: the same position came up for the third time.")
    claim.wait_for(state="hidden", timeout=10_000)
