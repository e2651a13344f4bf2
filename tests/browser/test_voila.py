"""The board widget in Voila, in headless Chromium: a two-jump capture, and a refused quiet move."""

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


def test_capture_and_refusal_in_voila(
    tmp_path: Path,
    page: Any,
    voila: Callable[[str, str, str], str],
    screenshot: Callable[[Any, str], None],
) -> None:
    url = voila("board.ipynb", "A capture", SETUP)

    page.goto(url, timeout=60_000)
    square(page, 14).wait_for(timeout=90_000)
    assert "draughts-must-capture" in classes(page, 14)
    screenshot(page, "voila-start")

    # Squares are buttons with a label, in reading order for the keyboard.
    assert square(page, 11).get_attribute("title") == "square 11, black man"
    square(page, 11).focus()
    page.keyboard.press("Tab")
    assert "draughts-sq-12" in (page.evaluate("document.activeElement.className") or "")

    # A quiet move while a capture is compulsory, entered with the keyboard: refused, with the
    # reason, and nothing moves.
    square(page, 11).focus()
    page.keyboard.press("Enter")
    square(page, 16).focus()
    page.keyboard.press("Enter")
    message = page.locator(".draughts-message.draughts-refused")
    message.filter(has_text="a capture is compulsory: 14x23x30 or 14x23x32").wait_for(timeout=10_000)
    assert "draughts-bm" in classes(page, 11)
    assert not classes(page, 16) & {"draughts-bm", "draughts-bk"}
    assert "draughts-must-capture" in classes(page, 14)
    screenshot(page, "voila-refused")

    # The two-jump capture, one landing at a time: the route and the captured piece are shown.
    square(page, 14).click()
    page.locator(".draughts-sq-23.draughts-target").wait_for(timeout=10_000)
    square(page, 23).click()
    page.locator(".draughts-sq-18.draughts-captured").wait_for(timeout=10_000)
    assert "draughts-route" in classes(page, 23)
    assert {"draughts-target"} <= classes(page, 30) & classes(page, 32)
    screenshot(page, "voila-mid-capture")

    square(page, 32).click()
    page.locator(".draughts-sq-32.draughts-bk").wait_for(timeout=10_000)
    for number in (14, 18, 27):
        assert not classes(page, number) & {"draughts-wm", "draughts-wk", "draughts-bm", "draughts-bk"}
    assert "draughts-wm" in classes(page, 26)
    assert "1. 14x23x32" in page.locator(".draughts-moves").inner_text()
    assert "White to move" in page.locator(".draughts-status").inner_text()
    screenshot(page, "voila-captured")
