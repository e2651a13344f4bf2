"""Running a lesson's cells in one Python, and collecting what each cell shows.

A notebook shows a cell's last expression, what it prints and what it passes to
``IPython.display.display``. :class:`Runner` does the same without IPython's shell:
each lesson gets a fresh namespace, each cell is run in it, and what the cell shows
comes back as a list of outputs the page can draw, as JSON-ready dicts:

- ``{"widget": model_id}`` for a widget (its comm is open, the page draws it);
- ``{"mime": {"image/svg+xml": ..., "text/html": ...}}`` for a picture or a table;
- ``{"text": ...}`` for printed lines.

A cell that fails shows no traceback: its result carries ``error``, a sentence for the
learner, and ``detail``, the traceback for the console.

>>> runner = Runner()
>>> runner.start()
>>> runner.run("x = 6 * 7")["outputs"]
[]
>>> runner.run("print('forty', 'two')\\nx")["outputs"]
[{'text': 'forty two\\n'}, {'text': '42'}]
>>> runner.run("x;")["outputs"]
[]
>>> result = runner.run("1 / 0")
>>> result["error"]
'This part of the lesson could not be shown (ZeroDivisionError).'
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import io
import traceback
from collections.abc import Callable, Iterator
from typing import Any

from draughts.core.messages import _

__all__ = ["Runner", "outputs_of"]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SHOWN = ("image/svg+xml", "text/html")
"""The kinds of output the page draws, besides widgets and text, in order of preference."""


def outputs_of(value: object) -> list[dict[str, Any]]:
    """What showing *value* puts on the page (nothing for ``None``).

    >>> class Picture:
    ...     def _repr_svg_(self):
    ...         return "<svg/>"
    >>> outputs_of(Picture()), outputs_of(None), outputs_of("hi")
    ([{'mime': {'image/svg+xml': '<svg/>'}}], [], [{'text': "'hi'"}])
    """
    if value is None:
        return []
    bundle: dict[str, Any] = {}
    method = getattr(value, "_repr_mimebundle_", None)
    if callable(method):
        found = method(include=None, exclude=None)
        bundle = dict(found[0] if isinstance(found, tuple) else found or {})
    if WIDGET_VIEW in bundle:
        return [{"widget": bundle[WIDGET_VIEW]["model_id"]}]
    for kind, name in (("image/svg+xml", "_repr_svg_"), ("text/html", "_repr_html_")):
        if kind not in bundle and callable(getattr(value, name, None)):
            shown = getattr(value, name)()
            if shown is not None:
                bundle[kind] = shown
    picked = {kind: bundle[kind] for kind in SHOWN if kind in bundle}
    if picked:
        return [{"mime": picked}]
    return [{"text": str(bundle.get("text/plain", repr(value)))}]


class Runner:
    """Runs cells one after another in a lesson's namespace; :meth:`start` begins a new lesson."""

    def __init__(self) -> None:
        self.namespace: dict[str, Any] = {}
        self._outputs: list[dict[str, Any]] = []

    def start(self) -> None:
        """Begin a lesson: close the previous lesson's widgets and give it a fresh namespace."""
        _close_widgets()
        self.namespace = {"__name__": "__main__", "display": self.display}

    def display(self, *values: object, **_options: Any) -> None:
        """``IPython.display.display`` while a cell runs: each value is shown below the cell."""
        for value in values:
            self._outputs.extend(outputs_of(value))

    def run(self, source: str) -> dict[str, Any]:
        """Run one cell's *source*; return ``{"outputs": [...]}``, with ``error`` and ``detail`` if it failed."""
        self._outputs = []
        try:
            tree = ast.parse(source)
            last = tree.body[-1] if tree.body else None
            if isinstance(last, ast.Expr):
                tree.body.pop()
            with contextlib.redirect_stdout(_Printed(self._outputs)), self._displaying():
                exec(compile(tree, "<cell>", "exec"), self.namespace)
                if isinstance(last, ast.Expr):
                    shown = eval(compile(ast.Expression(last.value), "<cell>", "eval"), self.namespace)
                    if not source.rstrip().endswith(";"):
                        self.display(shown)
        except Exception as error:
            sentence = _("This part of the lesson could not be shown ({error}).", error=type(error).__name__)
            return {"outputs": self._outputs, "error": sentence, "detail": traceback.format_exc()}
        return {"outputs": self._outputs}

    @contextlib.contextmanager
    def _displaying(self) -> Iterator[None]:
        """Route ``IPython.display.display`` to :meth:`display` while a cell runs (when IPython is there)."""
        replaced: list[tuple[Any, str, Callable[..., Any]]] = []
        for name in ("IPython.display", "IPython.core.display_functions"):
            with contextlib.suppress(ImportError):
                module = importlib.import_module(name)
                replaced.append((module, "display", module.display))
                setattr(module, "display", self.display)  # noqa: B010 (a module's attribute, swapped for the cell)
        try:
            yield
        finally:
            for module, attribute, original in replaced:
                setattr(module, attribute, original)


class _Printed(io.TextIOBase):
    """Standard output while a cell runs: printed text joins the cell's outputs, in order."""

    def __init__(self, outputs: list[dict[str, Any]]) -> None:
        self.outputs = outputs

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if self.outputs and "text" in self.outputs[-1]:
            self.outputs[-1] = {"text": self.outputs[-1]["text"] + text}
        elif text:
            self.outputs.append({"text": text})
        return len(text)


def _close_widgets() -> None:
    """Close every widget still open, so a lesson left behind sends nothing more to the page."""
    with contextlib.suppress(ImportError):
        from ipywidgets import Widget

        Widget.close_all()
