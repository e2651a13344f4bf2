"""Part 1 of the course: English draughts (American checkers), one lesson at a time.

Each function returns one lesson, read from its file ``lessons/<key>.toml``: its
stages, played on the board, and the few questions that need words or numbers.
Every position is English draughts, so the squares are numbered 1 to 32 and Black
moves first from the start position.

>>> from draughts.course import english
>>> [lesson.key for lesson in english.LESSONS]
['setup', 'moving', 'capture', 'multi', 'crowning', 'endings']
>>> stage = multi().stages["multi/two-for-one"]
>>> run = stage.start()
>>> print(run.play("28-24").message)
Black answers 20x27.
>>> print(run.play("32x23x14").message)
Solved in 2 moves: three stars. You gave one man and took two.
"""

from __future__ import annotations

from draughts.course.lesson import Lesson
from draughts.course.route import lesson, part

__all__ = ["LESSONS", "capture", "crowning", "endings", "moving", "multi", "setup"]

LESSONS: tuple[Lesson, ...]
"""The lessons of part 1, in order (read when first asked for)."""


def __getattr__(name: str) -> tuple[Lesson, ...]:
    """``LESSONS``: the lessons of part 1, in order, read when first asked for."""
    if name == "LESSONS":
        return part("english")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def setup() -> Lesson:
    """The board, the numbers of the squares, the set-up, who moves first."""
    return lesson("setup")


def moving() -> Lesson:
    """A man steps one square diagonally forward, never back."""
    return lesson("moving")


def capture() -> Lesson:
    """The jump, and why a capture is compulsory."""
    return lesson("capture")


def multi() -> Lesson:
    """A capture goes on while the same piece can jump again."""
    return lesson("multi")


def crowning() -> Lesson:
    """Crowning, what a king can do, and captures that go round."""
    return lesson("crowning")


def endings() -> Lesson:
    """How a game is won, drawn, and that nothing is played after the end."""
    return lesson("endings")
