"""The course as a website (JupyterLite), offline: built by scripts/build_site.py, served on
127.0.0.1 inside a network namespace with no other interface, and driven in Chromium.

Every lesson runs top to bottom without an error, and the welcome board plays a move.
Slow (the site is built, and each lesson starts Python in the browser), but CI runs it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))

KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === "idle" && panel.content && panel.content.widgets.length);
}"""

RUN_ALL = "async () => { await window.jupyterapp.commands.execute('notebook:run-all-cells'); }"

PROBLEMS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const found = [];
    panel.content.widgets.forEach((cell, index) => {
        if (cell.model.type !== "code") return;
        const tags = cell.model.getMetadata("tags") || [];
        if (cell.model.executionCount === null) found.push(`cell ${index} did not run`);
        const outputs = cell.model.outputs;
        for (let i = 0; i < outputs.length; i++) {
            const output = outputs.get(i).toJSON();
            if (output.output_type === "error" && !tags.includes("raises-exception")) {
                found.push(`cell ${index}: ${output.ename}: ${output.evalue}`);
            }
            if (output.output_type === "stream" && output.name === "stderr") {
                found.push(`cell ${index} wrote to standard error: ${output.text}`);
            }
        }
    });
    return found;
}"""


@pytest.fixture
def site_page(offline_browser: Any, checked_page: Callable[[Any], AbstractContextManager[Any]]) -> Iterator[Any]:
    """A page in a fresh browser profile (no stored files), failing the test on script errors."""
    with checked_page(offline_browser) as page:
        yield page


def open_lesson(page: Any, url: str, name: str) -> None:
    """Open a lesson in the site's JupyterLab and wait for its Python kernel to be ready."""
    page.goto(f"{url}/lab/index.html?path={name}", timeout=60_000)
    page.wait_for_function(KERNEL_IDLE, timeout=180_000)


def test_the_site_has_no_network_but_loopback(offline_site: Any, script: Callable[[str], Any]) -> None:
    assert script("offline_site").interfaces(offline_site.namespace) == ["lo"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[path.stem for path in NOTEBOOKS])
def test_every_lesson_runs_in_the_browser(site_page: Any, offline_site: Any, path: Path) -> None:
    open_lesson(site_page, offline_site.url, path.name)
    site_page.evaluate(RUN_ALL)
    site_page.wait_for_function(KERNEL_IDLE, timeout=60_000)
    assert site_page.evaluate(PROBLEMS) == []
    assert site_page.get_by_text("Error displaying widget").count() == 0


def test_the_welcome_board_plays_a_move(
    site_page: Any, offline_site: Any, screenshot: Callable[[Any, str], None]
) -> None:
    from playwright.sync_api import expect

    open_lesson(site_page, offline_site.url, "00-welcome.ipynb")
    site_page.evaluate(RUN_ALL)
    board = site_page.locator(".draughts-widget").first
    board.locator(".draughts-sq").first.wait_for(timeout=60_000)
    message = board.locator(".draughts-message")
    pieces = board.locator(".draughts-wm, .draughts-bm, .draughts-wk, .draughts-bk")
    for index in range(pieces.count() - 1, -1, -1):
        before = message.inner_text()
        pieces.nth(index).click()
        expect(message).not_to_have_text(before, timeout=20_000)
        if board.locator(".draughts-selected").count():
            break
    assert board.locator(".draughts-target").count() > 0, "no piece of the welcome board could be selected"
    moves = board.locator(".draughts-moves").inner_text()
    board.locator(".draughts-target").first.click()
    expect(board.locator(".draughts-moves")).not_to_have_text(moves, timeout=20_000)
    screenshot(site_page, "site-welcome-played")

    # The check that every lesson runs sees a cell that fails.
    site_page.evaluate("async () => { await window.jupyterapp.commands.execute('notebook:insert-cell-below'); }")
    site_page.evaluate(
        "() => { window.jupyterapp.shell.currentWidget.content.activeCell.model.sharedModel.setSource('1 / 0'); }"
    )
    site_page.evaluate("async () => { await window.jupyterapp.commands.execute('notebook:run-cell'); }")
    site_page.wait_for_function(KERNEL_IDLE, timeout=60_000)
    assert any("ZeroDivisionError" in problem for problem in site_page.evaluate(PROBLEMS))


def test_a_solved_stage_keeps_its_stars_after_a_reload(site_page: Any, offline_site: Any) -> None:
    from playwright.sync_api import expect

    from draughts import Board
    from draughts.course import english

    stage = english.capture().stages[0]
    route = Board.from_fen(stage.position, stage.rules).parse_move(stage.solution[0]).path
    assert len(stage.solution) == 1, "the first stage is solved in one move"
    open_lesson(site_page, offline_site.url, "03-forced-capture.ipynb")
    site_page.evaluate(RUN_ALL)
    player = site_page.locator(".draughts-stage").first
    player.locator(".draughts-sq").first.wait_for(timeout=60_000)
    for square in route:
        player.locator(f".draughts-sq-{square}").click()
    stars = player.locator(".draughts-stars")
    expect(stars).to_have_attribute("aria-label", "3 of 3 stars", timeout=20_000)

    site_page.reload()
    site_page.wait_for_function(KERNEL_IDLE, timeout=180_000)
    site_page.evaluate(RUN_ALL)
    tile = site_page.locator(".draughts-tile").first
    expect(tile).to_have_text(re.compile("1 ★★★"), timeout=60_000)
    expect(site_page.locator(".draughts-stage .draughts-stars").first).to_have_attribute("aria-label", "3 of 3 stars")
