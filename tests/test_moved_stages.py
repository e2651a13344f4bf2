"""Stages that moved to another lesson keep the stars earned under their earlier ids: in the
progress file, in a progress code sent to the teacher or to another device, and in the class's
mistakes."""

from __future__ import annotations

import json
from pathlib import Path

from draughts import course
from draughts.app.codes import import_code
from draughts.teaching.mistakes import StageMistakes
from draughts.teaching.progress import ClassTable, Progress, StageResult
from draughts.teaching.progress_code import make_code
from draughts.teaching.progress_file import Attempt

MOVED = course.lesson("russian-captures").stages["russian-captures/must-go-on"]
EARLIER = "russian/must-go-on"


def _file_with(path: Path, stage_id: str, stars: int, attempts: tuple[Attempt, ...] = ()) -> Path:
    entry = {"version": 1, "stars": stars, "at": 1, "attempts": [attempt.to_json() for attempt in attempts]}
    learner = {"name": "Ada", "named": 1, "reset": 0, "stages": {stage_id: entry}}
    document = {"format": "draughts-progress", "version": 2, "clock": 1, "current": "default"}
    path.write_text(json.dumps({**document, "learners": {"default": learner}}), encoding="utf-8")
    return path


def test_the_second_russian_lesson_keeps_its_stages_earlier_ids() -> None:
    moved = {stage.id: stage.formerly for stage in course.lesson("russian-captures").stages}
    assert moved == {
        f"russian-captures/{name}": (f"russian/{name}",)
        for name in ("must-go-on", "must-go-on-again", "crowned-and-on", "crowned-and-on-again", "same-move")
    }


def test_no_stage_of_the_course_has_an_earlier_id_of_another() -> None:
    ids = [stage.id for lesson in course.LESSONS for stage in lesson.stages]
    earlier = [key for lesson in course.LESSONS for stage in lesson.stages for key in stage.formerly]
    assert len(set(earlier)) == len(earlier) and not set(earlier) & set(ids)


def test_stars_kept_under_the_earlier_id_count_and_a_better_result_is_kept_under_the_new_one(tmp_path: Path) -> None:
    path = _file_with(tmp_path / "progress.json", EARLIER, 2)
    progress = Progress(path)
    assert progress.stars(MOVED) == 2
    assert not progress.record(MOVED, 1)
    assert progress.record(MOVED, 3)
    assert Progress(path).stars(MOVED) == 3
    assert json.loads(path.read_text())["learners"]["default"]["stages"][MOVED.id]["stars"] == 3


def test_an_attempt_after_the_move_starts_from_the_earlier_entry_and_is_counted_once(tmp_path: Path) -> None:
    refused = Attempt(1, {"must stop where it can go on": 1})
    progress = Progress(_file_with(tmp_path / "progress.json", EARLIER, 2, (refused,)))
    progress.add_attempt(MOVED, refused)
    assert progress.stars(MOVED) == 2 and len(progress.attempts(MOVED)) == 2
    progress.name = "Ada"
    (mistake,) = ClassTable.from_codes(progress.code()).misconceptions([course.lesson("russian-captures").stages])
    assert mistake.times == 2 and mistake.stages == ((MOVED, 2),)


def test_a_code_made_before_the_move_counts_in_the_class_table_and_on_another_device(tmp_path: Path) -> None:
    code = make_code("Ada", {EARLIER: StageResult(1, 3)}, {EARLIER: StageMistakes(1, 2, {"must go on": 2}, {})})
    table = ClassTable.from_codes(code)
    assert table.stars("Ada", MOVED) == 3 and table.solved_by(MOVED) == 1
    (mistake,) = table.misconceptions([course.lesson("russian-captures").stages])
    assert mistake.stages == ((MOVED, 2),)
    there = Progress(tmp_path / "there.json")
    assert "1 stage" in import_code(code, there)["message"]
    assert there.stars(MOVED) == 3
