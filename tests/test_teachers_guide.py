"""The teacher's guide: every lesson plan fills 45-minute sessions and names the lesson's stages and questions."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from draughts.course import LESSONS
from draughts.course.lesson import Lesson

GUIDE = Path(__file__).resolve().parents[1] / "notebooks" / "teachers-guide.ipynb"
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
NUMBERS = {word: n for n, word in enumerate(_WORDS)}
_TIME = re.compile(r"^- (\d+) min: (.*)$")


def _plans() -> dict[int, str]:
    cells = nbformat.read(GUIDE, as_version=4).cells
    plans = {}
    for cell in cells:
        heading = re.match(r"### \[Lesson (\d+)\.", cell.source)
        if cell.cell_type == "markdown" and heading:
            plans[int(heading.group(1))] = cell.source.split("**Watch for:**")[0]
    return plans


def _sessions(plan: str) -> list[list[str]]:
    """The plan's timed steps (each with its continuation lines), grouped into sessions (any other
    line between steps starts a new session)."""
    sessions: list[list[str]] = [[]]
    for line in plan.splitlines():
        if _TIME.match(line):
            sessions[-1].append(line)
        elif line.startswith("  ") and sessions[-1]:
            sessions[-1][-1] += " " + line.strip()
        elif line.strip() and not line.startswith("  ") and sessions[-1]:
            sessions.append([])
    return [session for session in sessions if session]


def _count(text: str, noun: str) -> int:
    counts = [NUMBERS[word] for word in re.findall(rf"\b(\w+) {noun}s\b", text) if word in NUMBERS]
    return sum(counts) + len(re.findall(rf"\bthe {noun}\b", text))


@pytest.mark.parametrize("lesson", LESSONS, ids=[str(lesson.number) for lesson in LESSONS])
def test_each_plan_fills_45_minute_sessions_with_the_lessons_stages_and_questions(lesson: Lesson) -> None:
    plan = _plans()[lesson.number]
    sessions = _sessions(plan)
    assert sessions
    for session in sessions:
        assert sum(int(line.split()[1]) for line in session) == 45
    steps = "\n".join(line for session in sessions for line in session)
    homework = "\n".join(line for line in plan.splitlines() if "homework" in line)
    assert _count(steps, "stage") == len(lesson.stages)
    assert _count(steps + "\n" + homework, "question") == len(lesson.questions)


def test_russian_draughts_takes_two_lessons_of_one_session_split_at_where_to_land() -> None:
    plans = _plans()
    assert len(_sessions(plans[7])) == len(_sessions(plans[8])) == 1
    assert "*Where to land*" in plans[7] and "the notebook from *Where to land*" in plans[8]


def _projector_plans() -> dict[int, str]:
    cells = nbformat.read(GUIDE, as_version=4).cells
    plans = {}
    for cell in cells:
        heading = re.match(r"#### One projector: lesson (\d+)\n", cell.source)
        if cell.cell_type == "markdown" and heading:
            plans[int(heading.group(1))] = cell.source
    return plans


def _headings(lesson: Lesson) -> set[str]:
    """The section headings of the lesson's notebook."""
    path = next(GUIDE.parent.glob(f"{lesson.number:02d}-*.ipynb"))
    cells = nbformat.read(path, as_version=4).cells
    return {
        line.lstrip("#").strip()
        for cell in cells
        if cell.cell_type == "markdown"
        for line in cell.source.splitlines()
        if re.match(r"#{2,3} ", line)
    }


@pytest.mark.parametrize("lesson", LESSONS, ids=[str(lesson.number) for lesson in LESSONS])
def test_each_lesson_has_a_one_projector_version_of_45_minute_sessions_along_its_sections(lesson: Lesson) -> None:
    plan = _projector_plans()[lesson.number]
    sessions = _sessions(plan)
    assert len(sessions) == len(_sessions(_plans()[lesson.number]))
    for session in sessions:
        assert sum(int(line.split()[1]) for line in session) == 45
    steps = "\n".join(line for session in sessions for line in session)
    named = set(re.findall(r"(?<!\*)\*([^*\n]+)\*(?!\*)", steps))
    assert len(named) >= 2 and named <= _headings(lesson)
    assert "15 real sets for 30 pupils" in plan and "no computers for the pupils" in plan
    assert "Team A" in steps or "teams" in steps
    if len(lesson.stages):
        assert f'`ClassBoard("{lesson.key}", teams=True)`' in plan and "class board" in steps


def test_the_class_board_cell_runs_a_lesson_of_the_course() -> None:
    cells = nbformat.read(GUIDE, as_version=4).cells
    code = next(cell for cell in cells if cell.cell_type == "code" and "ClassBoard(" in cell.source)
    assert re.search(r'ClassBoard\("(\w+)"', code.source).group(1) in {lesson.key for lesson in LESSONS}
