"""Lessons in JupyterLab, in headless Chromium: run every cell; the board renders, answers clicks and keys,
and axe-core finds nothing wrong in what the package draws."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lesson", ["00-welcome", "02-moving"])
def test_a_lesson_board_renders_answers_and_passes_axe_in_jupyterlab(
    lesson: str,
    page: Any,
    lab: Callable[[str], None],
    screenshot: Callable[[Any, str], None],
    axe: Callable[[Any, str], list[str]],
) -> None:
    from playwright.sync_api import expect

    lab(f"{lesson}.ipynb")

    board = page.locator(".draughts-widget").first
    board.locator(".draughts-sq").first.wait_for(timeout=30_000)
    assert page.get_by_text("Loading widget").count() == 0
    assert page.get_by_text("Error displaying widget").count() == 0
    board.scroll_into_view_if_needed()
    screenshot(page, f"jupyterlab-{lesson}")

    # Every click answers in the message line; a piece that can move lights up its landing squares.
    message = board.locator(".draughts-message")
    pieces = board.locator(".draughts-wm, .draughts-bm, .draughts-wk, .draughts-bk")
    for index in range(pieces.count() - 1, -1, -1):
        before = message.inner_text()
        pieces.nth(index).click()
        expect(message).not_to_have_text(before, timeout=10_000)
        if board.locator(".draughts-selected").count():
            break
    assert board.locator(".draughts-target").count() > 0, "no piece of the welcome board could be selected"
    moves = board.locator(".draughts-moves").inner_text()
    board.locator(".draughts-target").first.click()
    expect(board.locator(".draughts-moves")).not_to_have_text(moves, timeout=10_000)
    screenshot(page, f"jupyterlab-{lesson}-played")

    # The arrow keys move inside the board, not between the notebook's cells; Escape stays on the board.
    cells = board.get_by_role("gridcell")
    active = page.evaluate("window.jupyterapp.shell.currentWidget.content.activeCellIndex")
    cells.first.focus()
    first = cells.first.get_attribute("aria-label")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "gridcell"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") != first
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "gridcell"
    assert page.evaluate("window.jupyterapp.shell.currentWidget.content.activeCellIndex") == active

    assert axe(page, f"axe-jupyterlab-{lesson}") == []
