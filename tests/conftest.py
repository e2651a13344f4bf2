"""Fixtures shared by the widget tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture
def make() -> Iterator[Any]:
    """Build board widgets that are closed after the test: ``make(*args, **kwargs)``."""
    from draughts.widgets import BoardWidget

    made: list[BoardWidget] = []

    def build(*args: Any, **kwargs: Any) -> BoardWidget:
        widget = BoardWidget(*args, **kwargs)
        made.append(widget)
        return widget

    yield build
    for widget in made:
        widget.close()
