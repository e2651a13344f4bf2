"""The learner's view's build (scripts/learners_view.py): each lesson notebook becomes a lesson, no code on show."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _learners_view() -> ModuleType:
    spec = importlib.util.spec_from_file_location("learners_view", ROOT / "scripts" / "learners_view.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["learners_view"] = module
    spec.loader.exec_module(module)
    return module


learners_view = _learners_view()
NOTEBOOKS = learners_view.lesson_notebooks()
LESSONS = {path.stem: learners_view.convert(path) for path in NOTEBOOKS}


def shown_html(lesson: dict[str, Any]) -> str:
    """Everything of a lesson the learner sees before Python runs: its prose and stored pictures."""
    parts = [cell["html"] for cell in lesson["cells"] if "html" in cell]
    for cell in lesson["cells"]:
        for output in cell.get("stored", []):
            parts.extend(output.get("mime", {}).values())
            parts.append(output.get("text", ""))
    return "\n".join(parts)


def test_every_lesson_notebook_converts_and_the_teachers_guide_is_not_a_lesson() -> None:
    assert [path.name[:2] for path in NOTEBOOKS] == [f"{number:02d}" for number in range(15)]
    assert "teachers-guide" not in LESSONS
    assert all(any("code" in cell for cell in lesson["cells"]) for lesson in LESSONS.values())


@pytest.mark.parametrize("stem", sorted(LESSONS))
def test_no_code_is_shown(stem: str) -> None:
    lesson = LESSONS[stem]
    html = shown_html(lesson)
    for cell in lesson["cells"]:
        if "code" in cell:
            for line in cell["code"].splitlines():
                if len(line.strip()) > 20:
                    assert line.strip() not in html, f"{stem} shows its code: {line.strip()!r}"
    assert "<pre><code" not in html
    assert not re.search(r"\bimport draughts|from draughts|LessonView\(|lesson\.play\(", html)


@pytest.mark.parametrize("stem", sorted(LESSONS))
def test_navigation_is_the_apps_own(stem: str) -> None:
    html = shown_html(LESSONS[stem])
    assert ".ipynb" not in html, "links to notebooks become the page's routes, or are dropped"
    assert "teachers-guide" not in html
    notebook = json.loads((ROOT / "notebooks" / f"{stem}.ipynb").read_text(encoding="utf-8"))
    navigation = ["".join(cell["source"]) for cell in notebook["cells"] if "nav" in cell.get("metadata", {})]
    assert navigation, f"{stem} has navigation cells"
    for cell in navigation:
        assert learners_view.render(cell) not in html


def test_links_between_lessons_become_routes() -> None:
    html = learners_view.render(
        "[next](04-multi-captures.ipynb), [map](00-welcome.ipynb#Contents), [out](https://x.org)"
    )
    assert '<a href="#/lesson/04-multi-captures">next</a>' in html
    assert '<a href="#/">map</a>' in html
    assert '<a href="https://x.org">out</a>' in html


def test_cells_for_the_notebook_only_are_left_out(tmp_path: Path) -> None:
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ['Play. <span class="notebook-only">Run it.</span>']},
            {"cell_type": "markdown", "metadata": {"learner": False}, "source": ["Press Shift+Enter."]},
            {"cell_type": "code", "metadata": {}, "source": ["x = 1"], "outputs": []},
            {"cell_type": "code", "metadata": {"learner": False}, "source": ["y = 2"], "outputs": []},
        ],
        "metadata": {},
    }
    path = tmp_path / "99-demo.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    lesson = learners_view.convert(path)
    assert lesson["cells"] == [{"html": "<p>Play. </p>\n"}, {"code": "x = 1", "stored": [], "waits": False}]


def test_lesson_zero_says_nothing_of_cells_or_keys() -> None:
    html = shown_html(LESSONS["00-welcome"])
    assert "Shift+Enter" not in html
    assert not re.search(r"\bcells?\b", html)


def test_stored_pictures_show_first_and_widgets_get_a_place_kept() -> None:
    cells = [cell for cell in LESSONS["03-forced-capture"]["cells"] if "code" in cell]
    assert cells[0] == {"code": cells[0]["code"], "stored": [], "waits": False}, "the set-up cell shows nothing"
    assert cells[1]["stored"][0]["mime"]["image/svg+xml"].startswith("<svg")
    assert cells[2]["waits"] and cells[2]["stored"] == [], "a stage's place waits for Python"
    assert cells[2]["stage"] == "first-jump", "and names its stage"
    assert "stage" not in cells[1]


def test_the_course_map_lists_every_lesson_with_its_stages() -> None:
    from draughts.course import LESSONS as COURSE

    lessons = learners_view.course(NOTEBOOKS)
    assert [lesson["stem"] for lesson in lessons] == [path.stem for path in NOTEBOOKS]
    assert [lesson["key"] for lesson in lessons] == [lesson.key for lesson in COURSE]
    assert lessons[3]["stages"][0] == {
        "id": COURSE[3].stages[0].id,
        "version": COURSE[3].stages[0].version,
        "goal": COURSE[3].stages[0].goal,
        "practice": False,
        "formerly": [],
    }
    practice = next(lesson for lesson in lessons if lesson["key"] == "practice")
    assert all(stage["practice"] for stage in practice["stages"])
    moved = next(lesson for lesson in lessons if lesson["key"] == "russian-captures")["stages"][0]
    assert moved["formerly"] == ["russian/must-go-on"], "the home page counts stars kept under a stage's earlier id"


def test_the_learner_wheels_are_picked_by_name_and_a_missing_one_is_an_error(tmp_path: Path) -> None:
    wheels = []
    for name in learners_view.LEARNER_PACKAGES:
        path = tmp_path / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
        zipfile.ZipFile(path, "w").close()
        wheels.append(path)
    assert learners_view.learner_wheels(wheels)[0] == "draughts_lessons-1.0-py3-none-any.whl"
    with pytest.raises(learners_view.LessonError, match="ipywidgets"):
        learners_view.learner_wheels([path for path in wheels if "ipywidgets" not in path.name])


def test_the_build_writes_the_page_the_lessons_and_a_root_that_sends_learners_there(tmp_path: Path) -> None:
    wheels = []
    for name in learners_view.LEARNER_PACKAGES:
        path = tmp_path / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
        zipfile.ZipFile(path, "w").close()
        wheels.append(path)
    site = tmp_path / "site"
    site.mkdir()
    config = '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{}</script>'
    (site / "index.html").write_text(f"<html><head>{config}<script>redirect()</script></head></html>")
    report = learners_view.build(site, wheels)
    assert report["lessons"] == 15
    assert (site / "learn" / "index.html").exists() and (site / "learn" / "main.js").exists()
    assert len(list((site / "learn" / "lessons").glob("*.json"))) == 15
    root = (site / "index.html").read_text(encoding="utf-8")
    assert "url=learn/" in root and config in root and "redirect()" not in root, "JupyterLab keeps its settings"
    python = json.loads((site / "learn" / "python.json").read_text(encoding="utf-8"))
    assert python["runtime"] == "../static/pyodide/"
    (site / "index.html").write_text("<html></html>")
    with pytest.raises(learners_view.LessonError, match="no jupyter-config-data"):
        learners_view.build(site, wheels)


def test_the_teachers_page_is_built_beside_the_learners_view_and_no_page_of_it_links_there(tmp_path: Path) -> None:
    wheels = []
    for name in learners_view.LEARNER_PACKAGES:
        path = tmp_path / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
        zipfile.ZipFile(path, "w").close()
        wheels.append(path)
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text('<script id="jupyter-config-data">{}</script>', encoding="utf-8")
    learners_view.build(site, wheels)
    learn = site / "learn"
    page = (learn / "teacher.html").read_text(encoding="utf-8")
    for asset in re.findall(r'(?:src|href)="([^"#:]+)"', page):
        if asset != "register-sw.js":  # the service worker's, written after (scripts/site_cache.py)
            assert (learn / asset).is_file(), f"teacher.html needs {asset}"
    learners = [learn / "index.html", learn / "course.json", *learn.glob("lessons/*.json")]
    learners += [path for path in learn.glob("*.js") if path.name != "teacher.js"]
    assert [path.name for path in learners if "teacher.html" in path.read_text(encoding="utf-8")] == []
    assert "teacher.html" not in (site / "index.html").read_text(encoding="utf-8")
