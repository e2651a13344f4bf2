"""Lesson 0 of the course: a first stage, a first capture, and how a notebook runs.

>>> lesson = welcome()
>>> [stage.name for stage in lesson.stages]
['first-move', 'first-capture']
"""

from __future__ import annotations

from draughts.course.lesson import Lesson
from draughts.teaching.exercises import Choice
from draughts.teaching.stages import Capture, Play, Stage, StageSet, TooManyMoves

__all__ = ["welcome"]


def welcome() -> Lesson:
    """Lesson 0: the first move of a game and a first capture, by clicks."""
    stages = StageSet(
        "welcome",
        "Welcome to draughts",
        (
            Stage(
                "welcome/first-move",
                "B:W21-32:B1-12",
                goal="Black moves first: move the man on 11 to square 15",
                success=Play("11-15"),
                fails=(TooManyMoves("That was another move: the man on 11 goes to square 15.", limit=1),),
                par=1,
                solution=("11-15",),
                hints=("Square 11 is in Black's front row, the third from the left.", "Click the man, then 15."),
            ),
            Stage(
                "welcome/first-capture",
                "W:W22:B18,3",
                goal="Jump over the black man on 18 to capture it",
                success=Capture(1),
                par=1,
                solution=("22x15",),
                hints=("Click your man on 22, then the empty square just beyond the black man.",),
            ),
        ),
    )
    questions = (
        Choice(
            "Which keys run the cell you are in and move on to the next one?",
            {
                "Enter": "Enter alone starts a new line inside the cell.",
                "Shift+Enter": "Right: Shift+Enter runs the cell and selects the next one.",
                "Ctrl+S": "Ctrl+S saves the notebook; it does not run anything.",
            },
            answer="Shift+Enter",
            hints=("It is the key used at the top of this lesson, with a second key held down.",),
        ),
    )
    return Lesson(0, "welcome", stages, questions)
