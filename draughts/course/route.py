"""The course's lessons, in the order of its route (``route.toml``), read from the lesson files.

A lesson's number is its place in the route; :func:`part` gives one part of the course.

>>> [lesson.number for lesson in part("variants")]
[7, 8, 9, 10]
>>> lesson("endings").stages[0].id
'endings/last-man'
"""

from __future__ import annotations

from importlib.resources import files

from draughts.course.data import load_lesson, read_route
from draughts.course.lesson import Lesson

__all__ = ["LESSONS", "ROUTE", "lesson", "part"]

_FOLDER = files("draughts.course")
ROUTE = read_route((_FOLDER / "route.toml").read_text(encoding="utf-8"))
"""The route: each lesson's key, title and part, in order."""

LESSONS: tuple[Lesson, ...] = tuple(load_lesson(_FOLDER, entry, number) for number, entry in enumerate(ROUTE))
"""Every lesson of the course, in order."""


def lesson(key: str) -> Lesson:
    """The lesson called *key*.

    >>> lesson("capture").title
    'Capturing is compulsory'
    """
    for candidate in LESSONS:
        if candidate.key == key:
            return candidate
    raise KeyError(f"no lesson {key!r}: the lessons are {', '.join(each.key for each in LESSONS)}")


def part(name: str) -> tuple[Lesson, ...]:
    """The lessons of the part called *name* in the route (``english``, ``variants``, ...), in order."""
    return tuple(each for entry, each in zip(ROUTE, LESSONS, strict=True) if entry.part == name)
