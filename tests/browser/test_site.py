"""The course as a website (JupyterLite), offline: built by scripts/build_site.py, served on
127.0.0.1 inside a network namespace with no other interface, and driven in Chromium.

Every lesson runs top to bottom without an error, and the welcome board plays a move.
Slow (the site is built, and each lesson starts Python in the browser), but CI runs it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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


EXECUTE = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({ code });
    let text = "";
    future.onIOPub = (message) => {
        if (message.header.msg_type === "stream") text += message.content.text;
        if (message.header.msg_type === "error") text += `${message.content.ename}: ${message.content.evalue}`;
    };
    await future.done;
    return text;
}"""

SOLVE_A_STAGE = """
from draughts.progress import Progress
from draughts.stage_bank import STAGE_SETS

stage = STAGE_SETS[0][0]
run = stage.start()
for move in stage.solution:
    verdict = run.play(move)
progress = Progress()
progress.record(stage, verdict.stars)
print(verdict.status.value, verdict.stars, repr(progress.message))
"""

READ_THE_STARS = """
from draughts.progress import Progress
from draughts.stage_bank import STAGE_SETS

print(Progress().stars(STAGE_SETS[0][0]))
"""


@pytest.fixture
def site_page(offline_browser: Any) -> Iterator[Any]:
    """A page in a fresh browser profile (no stored files), failing the test on script errors."""
    context = offline_browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


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


def test_stars_are_kept_after_a_reload(site_page: Any, offline_site: Any) -> None:
    open_lesson(site_page, offline_site.url, "00-welcome.ipynb")
    output = site_page.evaluate(EXECUTE, SOLVE_A_STAGE)
    status, stars, message = output.split(maxsplit=2)
    assert (status, message.strip()) == ("solved", "''"), f"the stage is solved and the progress file written: {output}"
    site_page.reload()
    site_page.wait_for_function(KERNEL_IDLE, timeout=180_000)
    assert site_page.evaluate(EXECUTE, READ_THE_STARS).strip() == stars
