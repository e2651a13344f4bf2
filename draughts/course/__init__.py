"""The course: every lesson's stages and questions, in course order.

The course is data: ``route.toml`` lists the lessons in order, and each lesson's
stages and questions live in its own file, ``lessons/<key>.toml``, read by
:mod:`draughts.course.data`. Part 1 (:mod:`draughts.course.english`) teaches English
draughts completely, one rule per lesson; part 2 (:mod:`draughts.course.variants`) the
other games, one at a time; :func:`practice` plays endings out against the computer in
every rule set; part 3 (:func:`explore`) explores the differences with code; part 4
(:func:`review`) reviews them all on fresh positions. The lessons are
content and build no widget: a notebook opens its lesson with
``lesson = LessonView(english.moving())`` (:mod:`draughts.widgets.lesson`) and shows a
stage with ``lesson.play(name)``, a question with ``lesson.ask(number)``, a picture of
the lesson file with ``lesson.picture(name)`` and the lesson's stages with their stars
with ``lesson.practice()``.

>>> from draughts.course import LESSONS
>>> [lesson.number for lesson in LESSONS] == list(range(15))
True
>>> [lesson.key for lesson in LESSONS][6:]
['endings', 'russian', 'russian-captures', 'most', 'arcade', 'house', 'practice', 'explore', 'review']
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from draughts.core.messages import _, p_
from draughts.course import english, variants
from draughts.course.lesson import Lesson, compare
from draughts.course.route import lesson, lessons

__all__ = [
    "LESSONS",
    "Lesson",
    "Overview",
    "compare",
    "english",
    "explore",
    "lesson",
    "overview",
    "practice",
    "review",
    "variants",
    "welcome",
]

LESSONS: tuple[Lesson, ...]
"""Every lesson of the course, in order (read from the lesson files when first asked for)."""


def __getattr__(name: str) -> tuple[Lesson, ...]:
    """``LESSONS``: every lesson of the course, in order, read from the lesson files when first asked for."""
    if name == "LESSONS":
        return lessons()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def welcome() -> Lesson:
    """The welcome lesson: the first move of a game and a first capture, by clicks.

    >>> [stage.name for stage in welcome().stages]
    ['first-move', 'first-capture']
    """
    return lesson("welcome")


def practice() -> Lesson:
    """Positions played out against the computer, in every rule set, each within a move limit.

    >>> lesson = practice()
    >>> len(lesson.stages) >= 15, all(stage.practice for stage in lesson.stages)
    (True, True)
    """
    return lesson("practice")


def explore() -> Lesson:
    """The lesson that explores the differences with code: questions only, no stages.

    >>> [type(question).__name__ for question in explore().questions]
    ['FindMoves', 'Count', 'Choice']
    """
    return lesson("explore")


def review() -> Lesson:
    """Review stages and questions on fresh positions, from every lesson.

    None of its positions appears in the lessons themselves: each stage asks for a rule
    already taught, in a new setting.

    >>> lesson = review()
    >>> len(lesson.stages), lesson.stages[0].goal
    (10, 'English draughts, four moves into a game, Black to move: move a man onto square 16')
    """
    return lesson("review")


@dataclass(frozen=True, repr=False)
class Overview:
    """The lessons as a table: number, title, stages, questions, and the share played on the board.

    A notebook draws it as an HTML table; ``str()`` gives the same as text.
    """

    lessons: tuple[Lesson, ...]

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """The cells of each row, the totals last."""
        rows = [
            (
                str(each.number),
                each.title,
                str(len(each.stages)),
                str(len(each.questions)),
                _("{count} of {total}", count=each.on_the_board, total=each.exercises),
            )
            for each in self.lessons
        ]
        stages = sum(len(each.stages) for each in self.lessons)
        questions = sum(len(each.questions) for each in self.lessons)
        board = sum(each.on_the_board for each in self.lessons)
        share = round(100 * board / (stages + questions))
        everything = _("{count} of {total} ({share}%)", count=board, total=stages + questions, share=share)
        rows.append(("", _("all lessons"), str(stages), str(questions), everything))
        return rows

    def __str__(self) -> str:
        return "\n".join(" | ".join(row) for row in self.rows())

    def __repr__(self) -> str:
        return f"<Overview of {len(self.lessons)} lessons>"

    def _repr_html_(self) -> str:
        names = (
            p_("column", "lesson"),
            p_("column", "title"),
            p_("column", "stages"),
            p_("column", "questions"),
            p_("column", "on the board"),
        )
        head = "".join(f"<th>{escape(name)}</th>" for name in names)
        body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in self.rows())
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def overview() -> Overview:
    """The table of the course's lessons, with their stages and questions.

    >>> print(str(overview()).splitlines()[1])
    1 | The board and the set-up | 4 | 3 | 4 of 7
    """
    return Overview(lessons())
