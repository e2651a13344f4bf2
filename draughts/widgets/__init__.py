"""Interactive boards for notebooks, and the plain-Python logic behind them.

The widgets run unchanged in JupyterLab, Notebook 7, VS Code, Colab and Voila. The
engine never imports this package. The widgets load ipywidgets, so they are imported
only when one is asked for. The board's logic imports no widget library and can be used
(and tested) alone: :mod:`draughts.widgets.play`, the game a board widget shows (clicks,
undo and redo, the computer, the marks), :mod:`draughts.widgets.clicks`, its click logic,
:mod:`draughts.widgets.editor`, the position editor, and :mod:`draughts.widgets.schedule`,
when the computer's replies run.

>>> from draughts.widgets import BoardWidget
>>> BoardWidget("russian").board.rules.name
'russian'
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from draughts.widgets.board import BoardWidget
    from draughts.widgets.classboard import ClassBoard
    from draughts.widgets.explorer import RulesExplorer
    from draughts.widgets.lesson import LessonView
    from draughts.widgets.progress import ClassTableWidget, ProgressOverview
    from draughts.widgets.quiz import Quiz
    from draughts.widgets.replay import ReplayWidget
    from draughts.widgets.stage import StageSetWidget, StageWidget

__all__ = [
    "BoardWidget",
    "ClassBoard",
    "ClassTableWidget",
    "LessonView",
    "ProgressOverview",
    "Quiz",
    "ReplayWidget",
    "RulesExplorer",
    "StageSetWidget",
    "StageWidget",
]

_HOMES = {
    "BoardWidget": "board",
    "ClassBoard": "classboard",
    "ClassTableWidget": "progress",
    "LessonView": "lesson",
    "ProgressOverview": "progress",
    "Quiz": "quiz",
    "ReplayWidget": "replay",
    "RulesExplorer": "explorer",
    "StageSetWidget": "stage",
    "StageWidget": "stage",
}


def __getattr__(name: str) -> object:
    """Import a widget class from its module when it is first asked for."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value: object = getattr(import_module(f".{_HOMES[name]}", __name__), name)
    globals()[name] = value
    return value
