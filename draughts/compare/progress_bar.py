"""A progress bar for a long run: a bar in a notebook, a line of text in a terminal.

:func:`progress` picks the display: in a Jupyter kernel, an ipywidgets bar (when
ipywidgets is installed); elsewhere a ``tqdm`` bar where tqdm is installed, or else
one line of text on standard error, rewritten as the count goes up. None of them is
a dependency of the package.

In a notebook the finished bar gives way to one line saying what was done, so a
stored notebook keeps the same output from run to run.

>>> bar = progress(2, "playing games", stream=sys.stdout)
playing games: 0/2 (0%)
>>> bar.step(); bar.step(); bar.close()
playing games: 1/2 (50%)
playing games: 2/2 (100%)
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import Any, Protocol, TextIO

from draughts.core.messages import _

__all__ = ["Progress", "progress"]


class Progress(Protocol):
    """A display of how much of a run is done: :meth:`step` once per finished task, then :meth:`close`."""

    def step(self) -> None: ...

    def close(self) -> None: ...


def progress(total: int, description: str, *, stream: TextIO | None = None) -> Progress:
    """A progress display for *total* tasks, labelled *description* (such as "playing games").

    *stream* forces the text line on that stream (for tests and logs).
    """
    if stream is None:
        if _in_notebook() and _installed("ipywidgets"):
            return _WidgetBar(total, description)
        if _installed("tqdm"):
            return _TqdmBar(total, description)
    return _TextLine(total, description, stream if stream is not None else sys.stderr)


def _in_notebook() -> bool:
    """Whether this Python runs in a Jupyter kernel (IPython is imported there already)."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    return shell is not None and "IPKernelApp" in getattr(shell, "config", {})


def _installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _module(name: str) -> Any:
    """An optional module, imported when first needed."""
    return importlib.import_module(name)


def _line(done: int, total: int, description: str) -> str:
    return _(
        "{description}: {done}/{total} ({percent}%)",
        description=description,
        done=done,
        total=total,
        percent=100 * done // max(total, 1),
    )


class _TextLine:
    """A line of text: rewritten in place at each whole percent on a terminal, and
    written anew at each tenth on a stream that is not one (a log file)."""

    def __init__(self, total: int, description: str, stream: TextIO) -> None:
        self.total, self.description, self.stream = total, description, stream
        self.terminal = stream.isatty()
        self.done, self.shown = 0, -1
        self._show()

    def step(self) -> None:
        self.done += 1
        self._show()

    def _show(self) -> None:
        stage = 100 * self.done // max(self.total, 1) // (1 if self.terminal else 10)
        if stage != self.shown:
            self.shown = stage
            self.stream.write(_line(self.done, self.total, self.description) + ("\r" if self.terminal else "\n"))
            self.stream.flush()

    def close(self) -> None:
        if self.terminal:
            self.stream.write("\n")
            self.stream.flush()


class _WidgetBar:
    """An ipywidgets bar; when closed, a sentence takes its place in the cell's output."""

    def __init__(self, total: int, description: str) -> None:
        import ipywidgets

        display = _module("IPython.display")
        self.total, self.description, self.done = total, description, 0
        self.bar = ipywidgets.IntProgress(
            value=0, min=0, max=max(total, 1), description=description, style={"description_width": "initial"}
        )
        self.handle = display.display(self.bar, display_id=True)

    def step(self) -> None:
        self.done += 1
        self.bar.value = self.done

    def close(self) -> None:
        self.bar.close()
        if self.handle is not None:
            self.handle.update(_module("IPython.display").Pretty(_line(self.done, self.total, self.description)))


class _TqdmBar:
    """A bar from tqdm, which draws itself as text in a terminal."""

    def __init__(self, total: int, description: str) -> None:
        self.bar = _module("tqdm.auto").tqdm(total=total, desc=description)

    def step(self) -> None:
        self.bar.update(1)

    def close(self) -> None:
        self.bar.close()
