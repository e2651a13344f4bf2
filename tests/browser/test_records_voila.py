"""The board widget's game records in Voila, in headless Chromium: save to a file, share and paste a code."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from draughts import Move
from draughts.records.pdn import load

pytestmark = pytest.mark.browser

SETUP = """\
from draughts.widgets import BoardWidget

widget = BoardWidget("english", numbers=True)
widget"""


def test_save_share_and_paste_in_voila(
    tmp_path: Path,
    page: Any,
    voila: Callable[[str, str, str], str],
    screenshot: Callable[[Any, str], None],
) -> None:
    url = voila("records.ipynb", "Save and share", SETUP)

    page.goto(url, timeout=60_000)
    page.locator(".draughts-sq-11").wait_for(timeout=90_000)
    page.locator(".draughts-sq-11").click()
    page.locator(".draughts-sq-15.draughts-target").wait_for(timeout=10_000)
    page.locator(".draughts-sq-15").click()
    page.locator(".draughts-sq-15.draughts-bm").wait_for(timeout=10_000)

    # Save: the file is written beside the notebook, and the message line says where.
    page.locator(".draughts-save").click()
    saved = tmp_path / "game.pdn"
    page.locator(".draughts-message").filter(has_text=f"saved the game to {saved}").wait_for(timeout=10_000)
    assert [game.moves for game in load(saved).games] == [[Move((11, 15))]]

    # Share: the code appears in the box, selectable to copy.
    page.locator(".draughts-share").click()
    code = page.locator(".draughts-share-code input")
    page.wait_for_function(
        "document.querySelector('.draughts-share-code input').value.startsWith('draughts:1:')", timeout=10_000
    )
    assert code.input_value() == "draughts:1:english:start:11-15"
    code.select_text()
    assert page.evaluate("window.getSelection().toString() || document.activeElement.value") == code.input_value()
    screenshot(page, "voila-records-shared")

    # Paste a friend's code: the game is on the board, and undo walks back through it.
    page.locator(".draughts-paste input").fill("draughts:1:russian:start:22-18,11-15")
    page.locator(".draughts-paste-load").click()
    page.locator(".draughts-message").filter(has_text="loaded the shared game: russian, 2 moves").wait_for(
        timeout=10_000
    )
    # A Russian game reads and names its squares a1..h8, as Russian players write them.
    assert "1. c3-d4 f6-e5" in page.locator(".draughts-moves").inner_text()
    assert page.locator('[data-square="18"]').get_attribute("aria-label") == "square d4, white man, must capture"
    page.get_by_label("square names").check()
    corner = "getComputedStyle(document.querySelector('[data-square=\"18\"]'), '::before').content"
    assert page.evaluate(corner) == '"d4"'

    # A bad code is explained beside the board.
    page.locator(".draughts-paste input").fill("draughts:1:english:start:11-18")
    page.locator(".draughts-paste-load").click()
    page.locator(".draughts-message.draughts-refused").filter(has_text="move 1 of the share code").wait_for(
        timeout=10_000
    )
    screenshot(page, "voila-records-refused")

    # On a narrow screen the row wraps between its groups, and every control stays inside the page.
    page.set_viewport_size({"width": 520, "height": 1100})
    page.locator(".draughts-records").wait_for(timeout=10_000)
    for name in ("file-name", "save", "load", "share", "share-code", "paste", "paste-load"):
        box = page.locator(f".draughts-{name}").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 520, name
    screenshot(page, "voila-records-narrow")
