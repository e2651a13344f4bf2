"""When the computer's reply to a click runs: at once, or once the click is drawn.

A :data:`Scheduler` takes a call and runs it, now or later. The board's game runs the
computer's replies through one (:func:`run_now` unless it is given another), so that a
board on a page can draw the learner's move first and let the computer think after.
Code, doctests and tests get every reply at once.

A click on the page is answered by :func:`front_end_scheduler`: the scheduler set with
:func:`defer_replies_with` if there is one, else the running event loop of this thread
(a notebook kernel's) if there is one, else :func:`run_now`.

>>> seen = []
>>> run_now(lambda: seen.append("now"))
>>> seen
['now']
>>> front_end_scheduler() is run_now  # no event loop runs here
True
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

__all__ = ["Pacer", "Scheduler", "defer_replies_with", "front_end_pacer", "front_end_scheduler", "run_now"]

Scheduler = Callable[[Callable[[], None]], object]
"""Runs a call, at once or later: ``schedule(call)``."""

Pacer = Callable[[float, Callable[[], None]], object]
"""Runs a call after a pause, without holding the page still meanwhile: ``pace(seconds, call)``."""

_front_end: Scheduler | None = None


def run_now(call: Callable[[], None]) -> None:
    """Run *call* at once."""
    call()


def defer_replies_with(schedule: Scheduler | None) -> None:
    """Run the computer's replies to clicks on the page through *schedule* (``None``: the default again).

    For a runtime whose event loop is not running while it answers a click, such as
    Pyodide in the browser: ``defer_replies_with(asyncio.get_event_loop().call_soon)``
    shows the learner's move before the computer thinks.

    >>> calls = []
    >>> defer_replies_with(calls.append)
    >>> front_end_scheduler() == calls.append
    True
    >>> defer_replies_with(None)
    """
    global _front_end
    _front_end = schedule


def front_end_scheduler() -> Scheduler:
    """The scheduler for the reply to a click on the page (see the module's description)."""
    if _front_end is not None:
        return _front_end
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return run_now
    return loop.call_soon


def front_end_pacer() -> Pacer | None:
    """What paces a move at a time on the page ("show me"): the running event loop's
    ``call_later``, or ``None`` where no loop runs (code and tests, which play at once).

    In the browser a pause must not be a sleep: the page draws nothing while Python sleeps.

    >>> front_end_pacer() is None  # no event loop runs here
    True
    """
    try:
        return asyncio.get_running_loop().call_later
    except RuntimeError:
        return None
