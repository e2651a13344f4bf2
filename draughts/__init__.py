"""Draughts (checkers) rules for every variant: one engine, many rule sets.

>>> import draughts
>>> board = draughts.Board("international")
>>> len(board.legal_moves)
9
>>> board.push_pdn("32-28")
Move((32, 28))
"""

from __future__ import annotations

from draughts.core.board import Board, LegalMoves
from draughts.core.errors import (
    AmbiguousMoveError,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    InvalidSquareError,
    UnknownRulesError,
)
from draughts.core.explain import Explanation, Reason
from draughts.core.messages import language, languages, set_language
from draughts.core.moves import Move
from draughts.core.outcome import Outcome, Termination
from draughts.core.perft import perft
from draughts.core.position import Position
from draughts.core.rules import (
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
from draughts.core.sides import BLACK, COLOR_NAMES, WHITE, Color, Piece

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
    "language",
    "languages",
    "perft",
    "set_language",
]

__version__ = "0.1.0"
