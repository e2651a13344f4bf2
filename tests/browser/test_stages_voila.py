"""A lesson's stages in Voila, in headless Chromium: one stage solved by clicks, its stars
shown, and still there after the page is reloaded (a new kernel reads the kept progress);
another failed, with its message, and retried."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser


def setup(progress: Path) -> str:
    return f"""\
from draughts.course import english
from draughts.teaching.progress import Progress
from draughts.widgets import StageSetWidget

StageSetWidget(english.capture().stages, progress=Progress({str(progress)!r}))"""


def test_a_stage_solved_by_clicks_keeps_its_stars(
    tmp_path: Path,
    page: Any,
    voila: Callable[[str, str, str], str],
    screenshot: Callable[[Any, str], None],
) -> None:
    from draughts import Board
    from draughts.course import english

    stage = english.capture().stages[0]
    start, end = Board.from_fen(stage.position, stage.rules).parse_move(stage.solution[0]).path
    url = voila("stages.ipynb", "Capturing is compulsory", setup(tmp_path / "progress.json"))

    page.goto(url, timeout=60_000)
    page.locator(f".draughts-sq-{start}").wait_for(timeout=90_000)
    assert "Stage 1: Capture the black man" in page.locator(".draughts-goal").inner_text()
    # The tiles show numbers and stars; Chromium names them in words.
    first = page.get_by_role("button", name="stage 1, not solved yet", exact=True)
    assert first.inner_text().strip() == "1 ☆☆☆" and first.get_attribute("aria-current") == "true"
    assert page.get_by_role("button", name="stage 4, not solved yet", exact=True).count() == 1
    assert page.get_by_role("group", name="stages").get_by_role("button").count() == len(english.capture().stages)
    screenshot(page, "stage-start")

    page.locator(f".draughts-sq-{start}").click()
    page.locator(f".draughts-sq-{end}.draughts-target").wait_for(timeout=10_000)
    page.locator(f".draughts-sq-{end}").click()
    page.locator(".draughts-stage-message.draughts-solved").filter(has_text="Solved in 1 move: three stars.").wait_for(
        timeout=10_000
    )
    page.get_by_role("button", name="stage 1, three stars of three", exact=True).wait_for(timeout=10_000)
    assert page.locator(".draughts-tile").first.inner_text().strip() == "1 ★★★"
    assert page.locator('[role="img"][aria-label="3 of 3 stars"]').count() >= 1
    screenshot(page, "stage-solved")

    page.reload(timeout=60_000)
    page.locator(f".draughts-sq-{start}").wait_for(timeout=90_000)
    assert page.get_by_role("button", name="stage 1, three stars of three", exact=True).count() == 1
    assert page.locator(f".draughts-sq-{start}.draughts-wm").count() == 1  # the stage itself starts afresh
    assert page.get_by_role("button", name="next stage →").is_enabled()
    screenshot(page, "stage-after-reload")

    # Stage 4 failed by the capture that lets Black take back, then retried with one click.
    page.get_by_role("button", name="stage 4, not solved yet", exact=True).click()
    page.locator(".draughts-goal", has_text="Stage 4:").wait_for(timeout=10_000)
    current = page.locator('[aria-current="true"]')
    page.get_by_role("button", name="stage 4, not solved yet", exact=True).and_(current).wait_for(timeout=10_000)
    page.locator(".draughts-sq-21").click()
    page.locator(".draughts-sq-14.draughts-target").wait_for(timeout=10_000)
    page.locator(".draughts-sq-14").click()
    page.locator(".draughts-stage-message.draughts-failed").filter(has_text="Black jumps one of your men").wait_for(
        timeout=10_000
    )
    screenshot(page, "stage-failed")
    page.get_by_role("button", name="⟲ retry").click()
    page.locator(".draughts-stage-message", has_text="Again from the start").wait_for(timeout=10_000)
    assert page.locator(".draughts-sq-21.draughts-wm").count() == 1
