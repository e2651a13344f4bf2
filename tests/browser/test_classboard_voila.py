"""The class board in Voila, in headless Chromium: a lesson stepped through by keys, a wrong
move's explanation drawn on the board (the piece that must capture marked, its route as an
arrow), the goal and the message beside the board on a wide screen, the grid keeping its own
keys, the answer revealed, and an axe-core audit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytestmark = pytest.mark.browser

SETUP = """\
from draughts.widgets import ClassBoard

ClassBoard("capture", teams=True)"""


def test_a_lesson_stepped_through_by_keys_with_a_wrong_move_explained_and_the_answer_revealed(
    page: Any,
    voila: Callable[[str, str, str], str],
    screenshot: Callable[[Any, str], None],
    axe: Callable[[Any, str], list[str]],
    class_board_layout: Callable[[Any], dict[str, Any]],
) -> None:
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(voila("classboard.ipynb", "The class board", SETUP), timeout=60_000)
    board = page.locator(".draughts-classboard")
    board.locator(".draughts-sq-27.draughts-wm").wait_for(timeout=90_000)
    page.locator(".draughts-classboard[data-lm-suppress-shortcuts]").wait_for(timeout=30_000)  # its keys are heard
    stage = board.locator(".draughts-class-stage")
    message = board.locator(".draughts-class-message")
    assert "Stage 3.1 of 8" in stage.inner_text()
    assert "Team A chooses White's move" in board.locator(".draughts-class-turn").inner_text()

    keys = board.get_by_role("group", name="class board keys", exact=False)
    keys.focus()
    page.keyboard.press("ArrowRight")
    message.filter(has_text="Decide together").wait_for(timeout=10_000)
    page.keyboard.press("ArrowRight")  # the answer, on the board with its arrow
    message.filter(has_text="The answer, step 1 of 1: White plays 27x18.").wait_for(timeout=10_000)
    board.locator(".draughts-sq-18.draughts-wm").wait_for(timeout=10_000)
    assert board.locator("polyline.draughts-arrow").count() == 1
    page.keyboard.press("ArrowRight")
    stage.filter(has_text="Stage 3.2 of 8").wait_for(timeout=10_000)
    page.keyboard.press("PageUp")
    stage.filter(has_text="Stage 3.1 of 8").wait_for(timeout=10_000)
    steps = (("PageDown", "Decide together"), ("Space", "The answer"), ("PageDown", "Try to move the man on 31"))
    for key, said in steps:
        page.keyboard.press(key)
        message.filter(has_text=said).wait_for(timeout=10_000)
    stage.filter(has_text="Stage 3.2 of 8").wait_for(timeout=10_000)

    # A quiet move while a capture is on: the man that must capture is marked and its capture drawn.
    board.locator(".draughts-sq-30").click()
    message.filter(has_text="Refused: White must capture").wait_for(timeout=10_000)
    board.locator(".draughts-sq-22.draughts-highlight").wait_for(timeout=10_000)
    assert board.locator(".draughts-sq-22").get_attribute("aria-label").endswith("must capture")
    assert board.locator("polyline.draughts-arrow").count() == 1
    assert board.locator("polyline.draughts-arrow").get_attribute("points") is not None
    layout = class_board_layout(page)
    assert layout["beside"] and layout["message"] >= 28, layout
    screenshot(page, "classboard-refused-1920x1080")
    page.set_viewport_size({"width": 1280, "height": 720})
    page.wait_for_timeout(300)
    screenshot(page, "classboard-refused-1280x720")

    # On a square, the arrow keys move between squares: the stage does not change.
    focused = page.evaluate("document.activeElement.dataset.square")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.square") != focused
    assert "Stage 3.2 of 8" in stage.inner_text()
    page.keyboard.press("PageDown")  # a clicker's key still steps
    message.filter(has_text="Decide together").wait_for(timeout=10_000)

    keys.focus()
    page.keyboard.press("Space")
    message.filter(has_text="The answer, step 1 of 1: White plays 22x15.").wait_for(timeout=10_000)
    board.locator(".draughts-sq-15.draughts-wm").wait_for(timeout=10_000)
    assert board.locator(".draughts-sq-22.draughts-wm").count() == 0
    screenshot(page, "classboard-answer-1280x720")
    page.keyboard.press("Escape")
    board.locator(".draughts-sq-22.draughts-wm").wait_for(timeout=10_000)
    assert axe(page, "axe-classboard") == []
