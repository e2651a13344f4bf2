"""The whole text stand-in of a widget, where a notebook cannot draw it.

ipywidgets cuts a widget's text stand-in to its first 110 characters; the widgets of the
course say in it what the learner will find (a stage's goal, an exercise's question), so
:class:`WholeStandIn` keeps all of it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["WholeStandIn"]


class WholeStandIn:
    """Mixed into an ipywidgets widget (before the widget class): its text stand-in is its whole ``repr``."""

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if bundle is not None:
            bundle["text/plain"] = repr(self)
        return bundle
