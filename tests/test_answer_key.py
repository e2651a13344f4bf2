"""The teacher's answer key: every stage and question with its answer, written outside the learners' folder."""

from __future__ import annotations

import importlib.util
from html import escape
from pathlib import Path
from types import ModuleType

from draughts.course import LESSONS

ROOT = Path(__file__).resolve().parents[1]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("answer_key", ROOT / "scripts" / "answer_key.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_stage_and_question_is_in_the_key(tmp_path: Path) -> None:
    script = _script()
    output = tmp_path / "key.html"
    assert script.main(["--output", str(output)]) == 0
    page = output.read_text(encoding="utf-8")
    for lesson in LESSONS:
        for stage in lesson.stages:
            assert f"({stage.id}," in page
        for question in lesson.questions:
            assert escape(question.question) in page
    assert page.count("<h2>Lesson ") == 15


def test_the_usual_wrong_answers_are_shown_with_what_the_learner_reads() -> None:
    page = _script().answer_key()
    assert "Wrong: 23-19. The learner reads: “Black can now jump one of your men." in page
    assert "Refused: a3xc5. The board says: “you must take the most pieces: c1xe3xg5 takes two pieces”" in page
    assert "Solution: 28-24 (Black answers 20x27) 32x23x14" in page


def test_the_key_is_written_outside_the_learners_folder() -> None:
    default = _script().DEFAULT
    assert ROOT / "notebooks" not in default.parents and default.parent.name == "build"


def test_every_stage_has_a_usual_wrong_answer() -> None:
    script = _script()
    for lesson in LESSONS:
        for stage in lesson.stages:
            assert 'class="wrong"' in script.stage_html(1, stage), stage.id
