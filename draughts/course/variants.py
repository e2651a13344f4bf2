"""Part 2 of the course: the other games, one lesson each.

Russian and Brazilian positions and moves are written the way their players write
them, with algebraic squares (``c3-d4``, ``e5:c3``); international draughts, the
Arcade tables and the house games use square numbers. Each function returns one
lesson, read from its file ``lessons/<key>.toml``.

>>> from draughts.course import variants
>>> [lesson.key for lesson in variants.LESSONS]
['russian', 'russian-captures', 'most', 'arcade', 'house']
>>> run = russian().stages["russian/back-capture"].start()
>>> print(run.play("e5:c3").message)
Solved in 1 move: three stars. In Russian draughts a man captures backward as well as forward.
"""

from __future__ import annotations

from draughts.course.lesson import Lesson
from draughts.course.route import lesson, part

__all__ = ["LESSONS", "arcade", "house", "most", "russian", "russian_captures"]

LESSONS: tuple[Lesson, ...]
"""The lessons of part 2, in order (read when first asked for)."""


def __getattr__(name: str) -> tuple[Lesson, ...]:
    """``LESSONS``: the lessons of part 2, in order, read when first asked for."""
    if name == "LESSONS":
        return part("variants")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def russian() -> Lesson:
    """Russian draughts, first part: squares a1 to h8, White first, men capture backward, flying kings."""
    return lesson("russian")


def russian_captures() -> Lesson:
    """Russian draughts, second part: a flying king must go on, a man crowned mid-capture goes on
    as a king, what counts as one move, the end of the game."""
    return lesson("russian-captures")


def most() -> Lesson:
    """Take the most (Brazilian and international), men passing the far row, the 10x10 board."""
    return lesson("most")


def arcade() -> Lesson:
    """The Arcade tables: jumped pieces leave at once, a flying king may stop anywhere beyond."""
    return lesson("arcade")


def house() -> Lesson:
    """The house games giveaway and first king wins, on the English board."""
    return lesson("house")
