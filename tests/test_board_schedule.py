"""When the board widget's computer replies to a click: after the learner's move is drawn.

A click from the page (the grid's click message, the restart button) runs the reply
through the page's scheduler: the event loop when one runs in this thread, or the one set
with ``defer_replies_with``. A click from code gets the reply at once. The tests check
the order of events, never how long anything takes.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from draughts import WHITE, Board, Move
from draughts.widgets.board import BoardWidget, defer_replies_with
from draughts.widgets.schedule import driven_by_a_page


def opponent(log: list[str]) -> Callable[[Board], Move]:
    def choose(board: Board) -> Move:
        log.append("reply computed")
        return next(iter(board.legal_moves))

    return choose


def click_on_page(widget: BoardWidget, square: int) -> None:
    widget.grid.handle({"event": "click", "square": square})


def piece_class(widget: BoardWidget, square: int) -> str:
    return str(widget.grid.cells[str(square)]["classes"])


@pytest.fixture
def page_scheduler() -> Iterator[list[Callable[[], None]]]:
    """The page's scheduler, set as a browser runtime would set it: it holds the calls."""
    held: list[Callable[[], None]] = []
    defer_replies_with(held.append)
    yield held
    defer_replies_with(None)


def test_the_learners_move_is_drawn_before_the_reply_is_computed(make: Any) -> None:
    log: list[str] = []

    def schedule(call: Callable[[], None]) -> None:
        drawn = "draughts-bm" in piece_class(widget, 15) and "draughts-bm" not in piece_class(widget, 11)
        log.append(f"scheduled, move drawn: {drawn}, says: {widget._feedback.value}")
        held.append(call)

    held: list[Callable[[], None]] = []
    widget = make("english", opponent=opponent(log), computer=WHITE, schedule=schedule, coach=False)
    click_on_page(widget, 11)
    click_on_page(widget, 15)
    assert log == [
        'scheduled, move drawn: True, says: <div class="draughts-message">'
        "Black played 11-15; the computer (White) is thinking…</div>"
    ]
    assert widget.board.plies == 1
    held.pop()()
    assert log[1:] == ["reply computed"] and widget.board.plies == 2
    assert widget.message.startswith("Black played 11-15; the computer (White) played ")
    assert "the computer (White) played" in widget._feedback.value


def test_the_page_scheduler_defers_page_clicks_and_not_code(make: Any, page_scheduler: list[Any]) -> None:
    log: list[str] = []
    widget = make("english", opponent=opponent(log), computer=WHITE, coach=False)
    click_on_page(widget, 11)
    click_on_page(widget, 15)
    assert widget.board.plies == 1 and log == [] and len(page_scheduler) == 1
    click_on_page(widget, 22)
    assert widget.message == "it is the computer's turn (White)"
    page_scheduler.pop()()
    assert widget.board.plies == 2 and log == ["reply computed"]
    widget.click(9)
    widget.click(13)  # from code: the reply at once
    assert widget.board.plies == 4 and page_scheduler == []


def test_a_reply_held_back_is_not_played_after_undo_or_the_editor(make: Any, page_scheduler: list[Any]) -> None:
    widget = make("english", opponent=opponent([]), computer=WHITE)
    for change in (widget.undo_button.click, lambda: setattr(widget, "editing", True)):
        click_on_page(widget, 11)
        click_on_page(widget, 15)
        change()
        assert widget.board.plies == 0 and "thinking" not in widget._feedback.value
        page_scheduler.pop()()
        assert widget.board.plies == 0
        widget.editing = False


def test_the_restart_button_defers_the_computers_first_move(make: Any, page_scheduler: list[Any]) -> None:
    widget = make(Board.from_fen("W:W22:B11", rules="english"), opponent=opponent([]))
    widget.computer = WHITE  # from code: White moves at once
    assert widget.board.plies == 1 and page_scheduler == []
    widget.restart_button.click()
    assert widget.board.plies == 0 and len(page_scheduler) == 1
    page_scheduler.pop()()
    assert widget.board.plies == 1


def test_a_running_event_loop_runs_the_reply_after_the_click() -> None:
    """In a kernel the click is answered inside the event loop: the reply waits for the next turn of it."""
    seen: list[int] = []

    async def clicks(widget: BoardWidget) -> None:
        click_on_page(widget, 11)
        click_on_page(widget, 15)
        seen.append(widget.board.plies)
        await asyncio.sleep(0)
        seen.append(widget.board.plies)
        widget.click(9)
        widget.click(13)  # from code, even inside the loop: at once
        seen.append(widget.board.plies)

    def run() -> None:  # a thread of its own, so that no event loop of the test process is in the way
        widget = BoardWidget("english", opponent=opponent([]), computer=WHITE, coach=False)
        driven_by_a_page()  # as a kernel's or the learner's view's loop
        try:
            asyncio.run(clicks(widget))
        finally:
            driven_by_a_page(False)
            widget.close()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert seen == [1, 2, 4]


def test_a_loop_that_no_page_drives_answers_at_once() -> None:
    """A running loop of a test runner or a browser driver is no page's: a click is answered at once."""
    seen: list[int] = []

    async def clicks(widget: BoardWidget) -> None:
        click_on_page(widget, 11)
        click_on_page(widget, 15)
        seen.append(widget.board.plies)

    def run() -> None:
        widget = BoardWidget("english", opponent=opponent([]), computer=WHITE, coach=False)
        try:
            asyncio.run(clicks(widget))
        finally:
            widget.close()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert seen == [2]
