"""Interactive boards for notebooks, built from ipywidgets alone (no front-end code to compile).

They run unchanged in JupyterLab, Notebook 7, VS Code, Colab and Voila. The engine never
imports this package: it loads ipywidgets, so it is imported only when a widget is wanted.

>>> from draughts.widgets import BoardWidget
>>> BoardWidget("russian").board.rules.name
'russian'
"""

from __future__ import annotations

from .board import BoardWidget
from .explorer import RulesExplorer
from .quiz import Quiz
from .replay import ReplayWidget

__all__ = [
    "BoardWidget",
    "Quiz",
    "ReplayWidget",
    "RulesExplorer",
]
