"""Draughts (checkers) rules for every variant: one engine, many rule sets.

>>> import draughts
>>> board = draughts.Board("international")
>>> len(board.legal_moves)
9
>>> board.push_pdn("32-28")
Move((32, 28))
"""

from __future__ import annotations

from .board import Board, LegalMoves
from .colors import BLACK, COLOR_NAMES, WHITE, Color, Piece
from .errors import (
    AmbiguousMoveError,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    InvalidSquareError,
    UnknownRulesError,
)
from .explain import Explanation, Reason
from .moves import Move
from .outcome import Outcome, Termination
from .perft import perft
from .position import Position
from .rules import (
    PRESETS,
    CaptureRule,
    Crowning,
    Difference,
    FlyingLanding,
    Goal,
    KingRange,
    Removal,
    Rules,
)

__all__ = [
    "BLACK",
    "COLOR_NAMES",
    "PRESETS",
    "WHITE",
    "AmbiguousMoveError",
    "Board",
    "CaptureRule",
    "Color",
    "Crowning",
    "Difference",
    "Explanation",
    "FlyingLanding",
    "Goal",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidMoveError",
    "InvalidSquareError",
    "KingRange",
    "LegalMoves",
    "Move",
    "Outcome",
    "Piece",
    "Position",
    "Reason",
    "Removal",
    "Rules",
    "Termination",
    "UnknownRulesError",
    "perft",
]

__version__ = "0.1.0"
