"""Part 3 of the course: the questions of the lesson that explores the differences.

The lesson itself works with code (the table of switches, ``differences()``, the
difference finder, the rules explorer, an experiment); it has no stages.

>>> [type(question).__name__ for question in explore().questions]
['FindMoves', 'Count', 'Choice']
"""

from __future__ import annotations

from draughts.core.board import Board
from draughts.course.lesson import Lesson
from draughts.teaching.exercises import Choice, Count, Exercise, FindMoves
from draughts.teaching.stages import StageSet

__all__ = ["explore"]


def explore() -> Lesson:
    """Lesson 11: one position, different rule sets."""
    return Lesson(11, "explore", StageSet("explore", "Explore the differences", ()), _questions())


def _questions() -> tuple[Exercise, ...]:
    return (
        FindMoves(
            Board.from_fen("W:W5,6:B9,10", "brazilian"),
            "Brazilian rules, White to move: list every legal move.",
            hints=[
                "Both white men can capture. Count how many pieces each capture takes.",
                "Brazilian: take the most.",
            ],
        ),
        Count(
            "Arcade rules, White to move: how many legal moves are there?",
            5,
            Board.from_fen("W:WK1:B6,7", "arcade"),
            too_few="Too few: after jumping 6 the king may stop on any empty square beyond it.",
            too_many="Too many: the king must take at least the man on 6.",
            explanation="1x10x3 takes both men; 1x15, 1x19, 1x24 and 1x28 take one and stop.",
            hints=["The king can stop straight after its first jump.", "Or it can stop on 10 and jump again."],
        ),
        Choice(
            "A white king on 1, black men on 6 and 7. The king jumps 6 and stops on 19, though from 10 it could "
            "have jumped 7 as well. Which rule set allows that?",
            {
                "Russian": "No: in Russian a flying king must stop where it can capture again (must continue).",
                "English": "No: English kings are short. They cannot fly from 1 to 19.",
                "Arcade": "Right: on the Arcade tables a king may stop on any empty square beyond the piece.",
            },
            answer="Arcade",
            hints=["Look at the flying landing switch in the table."],
        ),
    )
