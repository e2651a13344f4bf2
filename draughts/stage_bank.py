"""The stages of the lessons, one :class:`~draughts.stages.StageSet` per lesson.

:data:`STAGE_SETS` lists every set in course order; the tests play and check every
stage in it with :mod:`draughts.stage_check` (solution legal and solving in par, scripted
replies legal, no shorter line, no second way for an ``only_way`` stage, and a line that
triggers each fail condition). A new lesson's stages: one more ``StageSet`` constant here,
listed in :data:`STAGE_SETS`; a notebook shows it with
``draughts.widgets.StageSetWidget(stage_bank.NAME)``.

>>> [(stages.lesson, len(stages)) for stages in STAGE_SETS]
[('forced-capture', 4)]
>>> FORCED_CAPTURE[0].goal
'Capture the black man'
"""

from __future__ import annotations

from .stages import AllowCapture, Capture, CaptureAll, Script, Stage, StageSet, TakeMost, TooManyMoves

__all__ = ["FORCED_CAPTURE", "STAGE_SETS"]

FORCED_CAPTURE = StageSet(
    "forced-capture",
    "Capturing is compulsory",
    (
        Stage(
            "forced-capture/first-jump",
            "W:W22:B18",
            goal="Capture the black man",
            success=CaptureAll(),
            par=1,
            solution=("22x15",),
            hints=("Click your man, then the empty square just beyond the black man.",),
        ),
        Stage(
            "forced-capture/two-men",
            "W:W30:B14,26",
            goal="Capture both black men",
            success=CaptureAll(),
            replies=Script("14-18"),
            par=2,
            solution=("30x23", "23x14"),
            hints=("Capture the man that is in front of yours first.", "After Black moves, look for the next jump."),
        ),
        Stage(
            "forced-capture/safe-capture",
            "W:W23,28:B18,24",
            goal="Capture a man without letting Black take one back",
            success=Capture(1),
            fails=(AllowCapture("After 28x19 the black man on 18 can jump your man on 23: capture with that man."),),
            par=1,
            solution=("23x14",),
            hints=("Two of your men can capture. After each capture, which black man could jump?",),
            note="Before you capture, look at what the other side can take back.",
            only_way=True,
        ),
        Stage(
            "forced-capture/take-two",
            "W:W23,28:B15,18,24",
            goal="Take the most pieces",
            success=TakeMost(),
            fails=(TooManyMoves("23x14 takes one man; the man on 28 can take two.", limit=1),),
            par=1,
            solution=("28x19x10",),
            hints=(
                "In English draughts you may choose between captures. Which one goes on after the first jump?",
                "Count the pieces each capture takes.",
            ),
            note="English draughts leave the choice free; Brazilian and international draughts make you take the most.",
            whole_capture=True,
            only_way=True,
        ),
    ),
)

STAGE_SETS: tuple[StageSet, ...] = (FORCED_CAPTURE,)
"""Every lesson's stages, in course order."""
