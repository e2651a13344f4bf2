"""The computer's reply to a click is run by the widget's scheduler, after the click is drawn."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from draughts.core.board import Board
from draughts.core.moves import Move
from draughts.core.sides import WHITE
from draughts.widgets.board import BoardWidget, run_soon


def first_move(board: Board) -> Move:
    return next(iter(board.legal_moves))


def held() -> tuple[list[Callable[[], None]], Callable[[Callable[[], None]], None]]:
    pending: list[Callable[[], None]] = []
    return pending, pending.append


def test_the_learners_move_is_drawn_before_the_reply() -> None:
    pending, schedule = held()
    widget = BoardWidget("english", opponent=first_move, computer=WHITE, schedule=schedule)
    widget.click(11)
    assert widget.click(15) is not None
    assert len(widget.board.move_stack) == 1 and widget.message == "Black played 11-15"
    assert "the computer (White) is thinking" in widget._feedback.value
    assert len(pending) == 1
    pending.pop()()
    assert len(widget.board.move_stack) == 2
    assert widget.message.startswith("Black played 11-15; the computer (White) played ")


def test_a_stale_reply_is_not_played() -> None:
    for change in ("undo", "restart", "set_position"):
        pending, schedule = held()
        widget = BoardWidget("english", opponent=first_move, computer=WHITE, schedule=schedule)
        widget.click(11)
        widget.click(15)
        if change == "set_position":
            widget.set_position(Board("english"))
        else:
            getattr(widget, change)()
        assert widget.board.move_stack == [], change
        pending.pop()()
        assert widget.board.move_stack == [], change


def test_run_soon_waits_for_a_running_loop() -> None:
    seen: list[str] = []

    async def main() -> None:
        run_soon(lambda: seen.append("later"))
        seen.append("first")
        await asyncio.sleep(0)

    asyncio.run(main())
    assert seen == ["first", "later"]
    run_soon(lambda: seen.append("now"))
    assert seen[-1] == "now"
