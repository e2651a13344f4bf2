"""A line of text that screen readers announce when it changes (feedback, scores, captions).

:class:`LiveText` is a small front-end widget (``live.js``, package data): one permanent
``role="status"`` element, so an update is announced politely, which an
:class:`ipywidgets.HTML` (its content replaced on every change) cannot promise.

>>> line = LiveText()
>>> line.value = "<b>Right!</b>"
>>> line.value, line.said
('<b>Right!</b>', 1)
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

import anywidget
import traitlets

__all__ = ["LiveText"]


class LiveText(anywidget.AnyWidget):
    """HTML written by the package, shown and announced; setting :attr:`value` again repeats it."""

    _esm = files(__package__).joinpath("live.js").read_text(encoding="utf-8")

    value = traitlets.Unicode("").tag(sync=True)
    said = traitlets.Int(0).tag(sync=True)

    def __init__(self, value: str = "", **kwargs: Any) -> None:
        super().__init__(value=value, **kwargs)
        self.observe(self._count, names="value")

    def say(self, value: str) -> None:
        """Show and announce *value*, even if it is what the line already says.

        >>> line = LiveText("Try again.")
        >>> line.say("Try again.")
        >>> line.said
        1
        """
        if value == self.value:
            self.said += 1
        else:
            self.value = value

    def _count(self, _change: object) -> None:
        self.said += 1

    def __repr__(self) -> str:
        return f"LiveText({self.value!r})"
