"""The learner's view of the course website: the lessons as a page of their own, built into ``learn/``.

    from learners_view import build
    build(Path("build/site"), wheels)   # called by scripts/build_site.py

The page's front end is in ``app/`` (plain ES modules, CSS and HTML, copied as they
are). Each lesson notebook (``notebooks/NN-*.ipynb``; not the teacher's guide) becomes
``learn/lessons/<stem>.json``: its markdown rendered to HTML here, so the prose shows
before Python is ready; its code cells' sources, which the page runs and never shows;
and the pictures stored in the notebook, shown until the cell has run again. The
notebook's navigation cells (metadata ``nav``) give way to the page's own; links to
other lessons become the page's routes (``#/lesson/<stem>``), links to the teacher's
guide are dropped. A cell that plays a stage (``lesson.play("name")``) names it, so the
page shows the stage's goal and stars in its place until Python is ready. A cell with
metadata ``"learner": false`` and text inside ``<span class="notebook-only">`` are left
out (words about running cells, for example).

``learn/course.json`` lists the lessons with their stages (id, version, goal, whether it is played
against the computer) for the
home page's map; ``learn/python.json`` names the wheels the page installs (the
:data:`LEARNER_PACKAGES`, from the wheels the site ships for JupyterLab's kernel).
The site's root ``index.html`` sends the learner to ``learn/``; JupyterLab stays at ``lab/``
(the root page keeps JupyterLite's settings, which the pages under ``lab/`` read).

``learn/teacher.html`` (``app/teacher.*``) is the teacher's page: the class board of a lesson
for a projector, on the same Python and files. No page of the learner's view links to it.

In another language (:class:`site_messages.Language`), the lessons' prose, the map's titles
and goals, and the marked words of the learner's view and the teacher's page are translated
here; each page gets the site's messages as JSON in its head, and its Python the package's catalogue
(``learn/locale/<code>.po``, named in ``python.json``). English needs no catalogue.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import mistune

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from lesson_languages import blocks  # noqa: E402
from site_messages import Language, Translate, extract, inline, page_catalogue, translate_html  # noqa: E402

from draughts.core.messages import Catalogue, read_po  # noqa: E402

APP = ROOT / "app"
PAGES = ("index.html", "teacher.html")
"""The pages of ``app/``: the learner's view and the teacher's page, whose words the build translates."""
NOTEBOOKS = ROOT / "notebooks"

LEARNER_PACKAGES = ("draughts-lessons", "ipywidgets", "traitlets", "comm", "anywidget", "psygnal", "typing-extensions")
"""What the page's Python installs: the package, the widgets, and what importing them needs.

ipywidgets imports a few names of IPython, which the page gives it from
:mod:`draughts.app.ipython` instead: IPython itself (at the version of Pyodide's lock)
imports pygments, prompt_toolkit, stack_data and more at start, 2.3 MB of wheels and
about nine seconds in the browser.
"""

LESSON_FILE = re.compile(r"^(\d\d-[a-z0-9-]+)\.ipynb(#.*)?$")
HOME_LINK = re.compile(r"^00-welcome\.ipynb#contents$", re.IGNORECASE)
ANCHOR = re.compile(r'<a href="([^"]*)"([^>]*)>(.*?)</a>', re.DOTALL)
NOTEBOOK_ONLY = re.compile(r'<span class="notebook-only">.*?</span>\s*', re.DOTALL)
EMPTY = re.compile(r"<(p|li)>\s*</\1>\n?")
SHOWN = ("image/svg+xml", "text/html")
PLAY = re.compile(r'^lesson\.play\("([a-z0-9-]+)"\)$')
"""A cell that shows one of the lesson's stages: the page names the stage in its place until Python is ready."""

CONFIG = re.compile(r'<script id="jupyter-config-data".*?</script>', re.DOTALL)
"""JupyterLite's settings in the root page, which its pages read from every folder up to the root."""

REDIRECT = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title data-msg>Draughts lessons</title>
<meta http-equiv="refresh" content="0; url=learn/">
{config}
</head>
<body>
<main><p data-msg><a href="learn/">Open the draughts lessons</a>, or
<a href="lab/index.html?path=00-welcome.ipynb">open them as notebooks in JupyterLab</a>.</p></main>
</body>
</html>
"""

_markdown = mistune.create_markdown(escape=False, plugins=["table", "strikethrough"])


class LessonError(ValueError):
    """A lesson notebook the learner's view cannot be built from; the message names it."""


def lesson_notebooks(folder: Path = NOTEBOOKS) -> list[Path]:
    """The lesson notebooks, in course order (``NN-*.ipynb``; the teacher's guide is not a lesson)."""
    return sorted(path for path in folder.glob("*.ipynb") if re.match(r"^\d\d-", path.name))


def _link(match: re.Match[str]) -> str:
    """One link of rendered markdown, as the learner's view shows it."""
    href, rest, text = match.groups()
    if href.startswith("teachers-guide.ipynb"):
        return text
    if HOME_LINK.match(href):
        return f'<a href="#/"{rest}>{text}</a>'
    lesson = LESSON_FILE.match(href)
    if lesson:
        return f'<a href="#/lesson/{lesson.group(1)}"{rest}>{text}</a>'
    return match.group(0)


def render(markdown: str) -> str:
    """A markdown cell as the learner's view shows it.

    >>> render("See [lesson 4](04-multi-captures.ipynb) and [the guide](teachers-guide.ipynb).")
    '<p>See <a href="#/lesson/04-multi-captures">lesson 4</a> and the guide.</p>\\n'
    >>> render('Click the board. <span class="notebook-only">Press Shift+Enter.</span>')
    '<p>Click the board. </p>\\n'
    >>> render('- play\\n- <span class="notebook-only">run the cells</span>')
    '<ul>\\n<li>play</li>\\n</ul>\\n'
    """
    html = EMPTY.sub("", NOTEBOOK_ONLY.sub("", str(_markdown(markdown))))
    return ANCHOR.sub(_link, html)


def stored_outputs(cell: dict[str, Any]) -> list[dict[str, Any]]:
    """The pictures, tables and printed lines a code cell holds from its last run (no widget stand-ins)."""
    shown: list[dict[str, Any]] = []
    for output in cell.get("outputs", []):
        if output["output_type"] == "stream" and output.get("name") == "stdout":
            shown.append({"text": "".join(output["text"])})
        data = output.get("data", {})
        kind = next((kind for kind in SHOWN if kind in data), None)
        if kind is not None:
            shown.append({"mime": {kind: "".join(data[kind])}})
    return shown


def english(text: str) -> str:
    """*text* as it is: the course is written in English."""
    return text


def convert(path: Path, prose: Translate = english, *, pictures: bool = True) -> dict[str, Any]:
    """One lesson notebook as the learner's view's lesson: prose (each block through *prose*), code to run,
    and the pictures stored in the notebook, unless *pictures* is false (they say what they show in
    English; in another language the cell waits for Python to draw them)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells: list[dict[str, Any]] = []
    for cell in notebook["cells"]:
        metadata = cell.get("metadata", {})
        if "nav" in metadata or metadata.get("learner") is False:
            continue
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and prose is not english:
            source = "\n\n".join(prose(block) for block in blocks(source))
        if cell["cell_type"] == "markdown" and render(source).strip():
            cells.append({"html": render(source)})
        elif cell["cell_type"] == "code":
            outputs = cell.get("outputs", [])
            stored = stored_outputs(cell) if pictures else []
            waits = bool(outputs) and not stored
            shown: dict[str, Any] = {"code": source, "stored": stored, "waits": waits}
            stage = PLAY.match(source.strip())
            if stage:
                shown["stage"] = stage.group(1)
            cells.append(shown)
    if not any("code" in cell for cell in cells):
        raise LessonError(f"{path.name} has no code cell to run")
    return {"stem": path.stem, "notebook": path.name, "cells": cells}


def course(notebooks: list[Path], text: Translate = english) -> list[dict[str, Any]]:
    """Every lesson of :data:`draughts.course.LESSONS` with its notebook and stages, for the home page's map
    (titles and goals through *text*)."""
    from draughts.course import LESSONS

    stems = {int(path.name[:2]): path.stem for path in notebooks}
    missing = [lesson.number for lesson in LESSONS if lesson.number not in stems]
    if missing:
        raise LessonError(f"no notebook for lesson(s) {missing}")
    return [
        {
            "number": lesson.number,
            "key": lesson.key,
            "title": text(lesson.title),
            "stem": stems[lesson.number],
            "stages": [
                {
                    "id": stage.id,
                    "version": stage.version,
                    "goal": text(stage.goal),
                    "practice": stage.practice,
                    "formerly": list(stage.formerly),
                }
                for stage in lesson.stages
            ],
        }
        for lesson in LESSONS
    ]


def learner_wheels(wheels: list[Path]) -> list[str]:
    """The file names of the wheels the page installs, picked by :data:`LEARNER_PACKAGES`."""
    by_name = {re.sub(r"[-_.]+", "-", path.name.split("-")[0]).lower(): path.name for path in wheels}
    missing = [name for name in LEARNER_PACKAGES if name not in by_name]
    if missing:
        raise LessonError(f"the site ships no wheel of {', '.join(missing)}")
    return [by_name[name] for name in LEARNER_PACKAGES]


def root_page(site: Path, text: Translate = english, language: str = "en") -> str:
    """The site's root page: it sends learners to ``learn/`` and keeps JupyterLite's settings for ``lab/``."""
    found = CONFIG.search((site / "index.html").read_text(encoding="utf-8"))
    if found is None:
        raise LessonError(f"{site / 'index.html'} has no jupyter-config-data: build JupyterLite first")
    return translate_html(REDIRECT.format(config=found.group(0)), text, language)


def catalogue(path: Path | None) -> Translate:
    """The translations of the catalogue at *path*; English when there is none."""
    if path is None:
        return english
    return Catalogue(path.stem, read_po(path.read_text(encoding="utf-8"))).text


def write_json(path: Path, value: object) -> None:
    path.write_text(json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")


def build(
    site: Path, wheels: list[Path], runtime: str = "static/pyodide/", language: Language | None = None
) -> dict[str, Any]:
    """Write ``learn/`` into *site* (its front end, lessons, map and wheel list) and the root page,
    in *language* (English when ``None``)."""
    learn = site / "learn"
    shutil.rmtree(learn, ignore_errors=True)
    shutil.copytree(APP, learn)
    (learn / "lessons").mkdir()
    code = language.code if language else "en"
    text = catalogue(language.catalogue if language else None)
    prose = catalogue(language.lessons if language else None)
    notebooks = lesson_notebooks()
    for path in notebooks:
        write_json(learn / "lessons" / f"{path.stem}.json", convert(path, prose, pictures=language is None))
    write_json(learn / "course.json", course(notebooks, text))
    python: dict[str, Any] = {"runtime": f"../{runtime}", "wheels": learner_wheels(wheels)}
    said: dict[str, Any] | None = None
    if language:
        (learn / "locale").mkdir()
        shutil.copy2(language.catalogue, learn / "locale" / f"{code}.po")
        python["catalogue"] = f"locale/{code}.po"
        said = page_catalogue(read_po(language.catalogue.read_text(encoding="utf-8")), code, extract(ROOT))
    for name in PAGES:
        page = translate_html((APP / name).read_text(encoding="utf-8"), text, code)
        (learn / name).write_text(page if said is None else inline(page, said), encoding="utf-8")
    write_json(learn / "python.json", python)
    (site / "index.html").write_text(root_page(site, text, code), encoding="utf-8")
    return {"lessons": len(notebooks), "wheels": python["wheels"], "language": code}
