"""The computer opponent: an :class:`Engine` at one of several :data:`LEVELS`.

>>> from draughts import Board
>>> board = Board.from_fen("B:W18,27:B10,11,14", rules="english")
>>> engine = Engine("club")
>>> str(engine.choose(board))
'14x23x32'
>>> analysis = engine.analyse(board)
>>> analysis.depth >= 1, str(analysis.pv[0])
(True, '14x23x32')

The subpackage has one module for each job:

- :mod:`~draughts.engine.levels`: the levels, weakest first, and how each plays;
- :mod:`~draughts.engine.opponent`: the :class:`Engine` that plays a
  :class:`~draughts.Board` at a level, and :func:`random_mover`;
- :mod:`~draughts.engine.search`: the alpha-beta search on raw bitboards;
- :mod:`~draughts.engine.evaluate`: the static evaluation of a position.
"""

from draughts.engine.levels import LEVEL_DESCRIPTIONS, LEVEL_NAMES, LEVELS
from draughts.engine.opponent import Analysis, Engine, random_mover

__all__ = ["LEVELS", "LEVEL_DESCRIPTIONS", "LEVEL_NAMES", "Analysis", "Engine", "random_mover"]
