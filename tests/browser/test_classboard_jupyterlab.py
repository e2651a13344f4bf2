"""The class board in the teacher's guide in JupyterLab, in headless Chromium: the presenter keys
step through the lesson without moving the notebook's active cell, and a key pressed on a
square stays the board's."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
SETTINGS = {
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}
KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === "idle" && panel.content && panel.content.widgets.length);
}"""
ACTIVE_CELL = "window.jupyterapp.shell.currentWidget.content.activeCellIndex"


def test_the_presenter_keys_step_the_class_board_and_leave_the_notebook_alone(
    tmp_path: Path,
    page: Any,
    server: Callable[[list[str]], str],
    screenshot: Callable[[Any, str], None],
    require: Callable[[str], None],
) -> None:
    require("jupyterlab")
    lessons = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, lessons, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for name, values in SETTINGS.items():
        path = tmp_path / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    url = server(
        [
            "jupyterlab",
            "--no-browser",
            "--port={port}",
            "--ServerApp.ip=127.0.0.1",
            "--allow-root",
            "--ServerApp.token=",
            "--ServerApp.password=",
            f"--ServerApp.root_dir={lessons}",
            f"--LabApp.user_settings_dir={tmp_path / 'settings'}",
            f"--LabApp.workspaces_dir={tmp_path / 'workspaces'}",
            "--LabApp.expose_app_in_browser=True",
        ]
    )
    page.goto(f"{url}/lab/tree/teachers-guide.ipynb", timeout=60_000)
    page.wait_for_function(KERNEL_IDLE, timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(KERNEL_IDLE, timeout=90_000)

    board = page.locator(".draughts-classboard")
    board.locator(".draughts-sq-27.draughts-wm").wait_for(timeout=30_000)
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
    screenshot(page, "jupyterlab-classboard")
