"""When the computer's reply to a click runs: at once, or once the click is drawn.

A :data:`Scheduler` takes a call and runs it, now or later. The board's game runs the
computer's replies through one (:func:`run_now` unless it is given another), so that a
board on a page can draw the learner's move first and let the computer think after.
Code, doctests and tests get every reply at once.

A click on the page is answered by :func:`front_end_scheduler`: the scheduler set with
:func:`defer_replies_with` if there is one, else the page's event loop if a page drives
this Python through one (a notebook kernel's, or a runtime that says so with
:func:`driven_by_a_page`, as the learner's view in the browser does), else :func:`run_now`.
Any other running loop (a test runner's, a browser driver's) is not a page's.

>>> seen = []
>>> run_now(lambda: seen.append("now"))
>>> seen
['now']
>>> front_end_scheduler() is run_now  # no page drives this Python here
True
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable

__all__ = [
    "Pacer",
    "Scheduler",
    "defer_replies_with",
    "driven_by_a_page",
    "front_end_pacer",
    "front_end_scheduler",
    "run_now",
]

Scheduler = Callable[[Callable[[], None]], object]
"""Runs a call, at once or later: ``schedule(call)``."""

Pacer = Callable[[float, Callable[[], None]], object]
"""Runs a call after a pause, without holding the page still meanwhile: ``pace(seconds, call)``."""

_front_end: Scheduler | None = None
_driven_by_a_page = False


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
    loop = _page_loop()
    return run_now if loop is None else loop.call_soon


def driven_by_a_page(driven: bool = True) -> None:
    """Say that a page drives this Python through its running event loop (as the browser's
    runtime of the learner's view does), so that the page's clicks are answered through it."""
    global _driven_by_a_page
    _driven_by_a_page = driven


def _page_loop() -> asyncio.AbstractEventLoop | None:
    """The running event loop of this thread, when a page drives this Python through it."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop if _driven_by_a_page or _in_a_kernel() else None


def _in_a_kernel() -> bool:
    """Whether this Python is a notebook kernel (whose event loop answers the notebook's messages)."""
    kernel_app = sys.modules.get("ipykernel.kernelapp")
    return kernel_app is not None and bool(kernel_app.IPKernelApp.initialized())


def front_end_pacer() -> Pacer | None:
    """What paces a move at a time on the page ("show me"): the page's event loop's
    ``call_later``, or ``None`` where no page drives this Python (code and tests play at once).

    In the browser a pause must not be a sleep: the page draws nothing while Python sleeps.

    >>> front_end_pacer() is None  # no page drives this Python here
    True
    """
    loop = _page_loop()
    return None if loop is None else loop.call_later
