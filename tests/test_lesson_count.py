"""Lessons are counted one way everywhere: every lesson of the route, the welcome included, as in the contents."""

from __future__ import annotations

import re
from pathlib import Path

from draughts.course import LESSONS, Overview
from draughts.course.bank import STAGE_SETS
from draughts.teaching.progress import Progress
from draughts.widgets import ProgressOverview
from tests.conftest import script


def test_the_progress_map_counts_the_lessons_the_contents_list(tmp_path: Path) -> None:
    contents = script("nav").lessons()
    assert len(LESSONS) == len(contents)
    assert any(not len(lesson.stages) for lesson in LESSONS), "a lesson without stages is counted too"
    overview = ProgressOverview(progress=Progress(tmp_path / "progress.json"))
    try:
        said = re.search(r"(\d+) lessons?, (\d+) stages", repr(overview))
        assert said is not None
        assert int(said[1]) == overview.lessons == len(contents) == len(LESSONS) > len(STAGE_SETS)
        assert int(said[2]) == sum(len(lesson.stages) for lesson in LESSONS)
    finally:
        overview.close()
    assert repr(Overview(LESSONS)) == f"<Overview of {len(contents)} lessons>"


def test_a_map_of_chosen_stage_sets_counts_one_lesson_per_set(tmp_path: Path) -> None:
    overview = ProgressOverview(STAGE_SETS[1:3], progress=Progress(tmp_path / "progress.json"))
    try:
        assert overview.lessons == 2 and "2 lessons" in repr(overview)
    finally:
        overview.close()
