"""The stages of the lessons, one :class:`~draughts.teaching.stages.StageSet` per lesson.

The stages live with their lessons in :mod:`draughts.course`. :data:`STAGE_SETS` lists
every lesson's set that has stages, in course order; the tests play and check every
stage in it with :mod:`draughts.teaching.stage_check` (solution legal and solving in par, scripted
replies legal, no shorter line, no second way for an ``only_way`` stage, and a line that
triggers each fail condition), and the progress map shows them all. A new stage is a
``[[stage]]`` table in its lesson's file, ``draughts/course/lessons/<key>.toml``; a new
lesson is a new file there, listed in ``draughts/course/route.toml``. A notebook shows a
stage with ``LessonView(lesson).play(name)``.

>>> [stages.lesson for stages in STAGE_SETS][:4]
['welcome', 'setup', 'moving', 'capture']
>>> sum(len(stages) for stages in STAGE_SETS) >= 60
True
"""

from __future__ import annotations

from draughts.course import LESSONS
from draughts.course.route import lessons
from draughts.teaching.stages import StageSet

__all__ = ["STAGE_SETS", "stage_sets"]

STAGE_SETS: tuple[StageSet, ...] = tuple(lesson.stages for lesson in LESSONS if len(lesson.stages))
"""Every lesson's stages, in course order (their words in the language in use when first imported)."""


def stage_sets() -> tuple[StageSet, ...]:
    """Every lesson's stages, in course order, their titles and goals in the language in use now."""
    return tuple(lesson.stages for lesson in lessons() if len(lesson.stages))
