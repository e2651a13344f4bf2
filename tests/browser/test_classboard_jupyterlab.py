"""The class board in the teacher's guide in JupyterLab, in headless Chromium: the presenter keys
step through the lesson without moving the notebook's active cell, a key pressed on a square
stays the board's, and the goal and the message sit beside the board."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytestmark = pytest.mark.browser

ACTIVE_CELL = "window.jupyterapp.shell.currentWidget.content.activeCellIndex"


def test_the_presenter_keys_step_the_class_board_and_leave_the_notebook_alone(
    page: Any,
    lab: Callable[[str], None],
    screenshot: Callable[[Any, str], None],
    class_board_layout: Callable[[Any], dict[str, Any]],
) -> None:
    lab("teachers-guide.ipynb")

    board = page.locator(".draughts-classboard")
    board.locator(".draughts-sq-27.draughts-wm").wait_for(timeout=30_000)
    page.locator(".draughts-classboard[data-lm-suppress-shortcuts]").wait_for(timeout=30_000)  # its keys are heard
    board.scroll_into_view_if_needed()
    message = board.locator(".draughts-class-message")
    board.get_by_role("group", name="class board keys", exact=False).focus()
    active = page.evaluate(ACTIVE_CELL)  # the cell of the class board, once the focus is in it
    page.keyboard.press("ArrowRight")
    message.filter(has_text="Decide together").wait_for(timeout=10_000)
    page.keyboard.press("Space")
    message.filter(has_text="The answer, step 1 of 1").wait_for(timeout=10_000)
    page.keyboard.press("Escape")
    message.filter(has_text="Capture the black man on 23").wait_for(timeout=10_000)
    assert page.evaluate(ACTIVE_CELL) == active
    assert board.locator(".draughts-keys-legend").evaluate("node => node === document.activeElement")

    square = board.get_by_role("gridcell").first
    square.focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "gridcell"
    assert "Capture the black man on 23" in message.inner_text()
    assert page.evaluate(ACTIVE_CELL) == active
    layout = class_board_layout(page)  # 1280x900: the goal and the message beside the board
    assert layout["beside"] and layout["message"] >= 28, layout
    screenshot(page, "jupyterlab-classboard")
