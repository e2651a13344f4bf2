"""The usual wrong answers of every stage: failing lines, or moves the board refuses with its own sentence."""

from __future__ import annotations

import pytest

from draughts.course import LESSONS
from draughts.teaching.stages import Stage, Status
from draughts.teaching.wrong_answers import usual_wrong_answers

STAGES = [stage for lesson in LESSONS for stage in lesson.stages]


@pytest.mark.parametrize("stage", STAGES, ids=[stage.id for stage in STAGES])
def test_every_stage_has_a_wrong_answer_that_the_board_really_gives(stage: Stage) -> None:
    answers = usual_wrong_answers(stage)
    assert answers
    for answer in answers:
        run = stage.start()
        for text in answer.before:
            assert run.play(text).status is Status.GOING_ON
        if answer.refused:
            explanation = run.board.explain(answer.move)
            assert not explanation.legal and str(explanation) == answer.message
        else:
            verdict = run.play(answer.move)
            assert verdict.status is Status.FAILED and verdict.message == answer.message


def _answers(stage_id: str) -> list[str]:
    stage = next(stage for stage in STAGES if stage.id == stage_id)
    return [str(answer) for answer in usual_wrong_answers(stage)]


def test_the_refused_tries_are_chosen_by_the_rule_the_stage_teaches() -> None:
    assert _answers("most/take-the-most")[0] == "a3xc5: you must take the most pieces: c1xe3xg5 takes two pieces"
    assert _answers("russian-captures/must-go-on")[0].endswith("the king must stop where it can capture again: d6")
    crowned = "b6xd8: the capture must go on: the man is crowned on d8"
    assert _answers("russian-captures/crowned-and-on")[0].startswith(crowned)
    assert _answers("multi/double") == [
        "23x16: the capture must go on: 23x16x7",
        "23-18: a capture is compulsory: 23x16x7",
    ]


def test_the_wrong_line_shown_is_the_neighbouring_square() -> None:
    assert _answers("setup/square-14") == ["10-15: No man stands on 14: find the number 14 on a dark square."]
