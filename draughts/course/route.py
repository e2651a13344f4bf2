"""The course's lessons, in the order of its route (``route.toml``), read from the lesson files.

A lesson's number is its place in the route. Each lesson is read from its file the
first time it is asked for, so a notebook that opens one lesson reads one file;
:data:`LESSONS` reads them all. :func:`part` gives one part of the course.

>>> [lesson.number for lesson in part("variants")]
[7, 8, 9, 10, 11]
>>> lesson("endings").stages[0].id
'endings/last-man'
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from draughts.core.messages import _, language
from draughts.course.data import load_lesson, read_route
from draughts.course.lesson import Lesson

__all__ = ["LESSONS", "ROUTE", "lesson", "lessons", "part"]

_FOLDER = files("draughts.course")
ROUTE = read_route((_FOLDER / "route.toml").read_text(encoding="utf-8"))
"""The route: each lesson's key, title and part, in order."""


def lesson(key: str) -> Lesson:
    """The lesson called *key*, read from its file once for each language it is shown in.

    >>> lesson("capture").title
    'Capturing is compulsory'
    """
    return _lesson(key, language())


@cache
def _lesson(key: str, language: str) -> Lesson:
    """The lesson called *key*, its words in *language* (the catalogue in use)."""
    for number, entry in enumerate(ROUTE):
        if entry.key == key:
            return load_lesson(_FOLDER, entry, number)
    raise KeyError(_("no lesson {key}: the lessons are {keys}", key=repr(key), keys=", ".join(e.key for e in ROUTE)))


def lessons() -> tuple[Lesson, ...]:
    """Every lesson of the course, in order."""
    return tuple(lesson(entry.key) for entry in ROUTE)


def part(name: str) -> tuple[Lesson, ...]:
    """The lessons of the part called *name* in the route (``english``, ``variants``, ...), in order."""
    return tuple(lesson(entry.key) for entry in ROUTE if entry.part == name)


LESSONS: tuple[Lesson, ...]
"""Every lesson of the course, in order (read when first asked for)."""


def __getattr__(name: str) -> tuple[Lesson, ...]:
    """``LESSONS``: every lesson of the course, in order, read when first asked for."""
    if name == "LESSONS":
        return lessons()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
