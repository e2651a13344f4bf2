"""The lessons in another language: prose through a catalogue, code unchanged, and the result still runs.

The pseudo-language (every letter of every block a look-alike, markdown's own syntax and
code kept) stands in for a real language: a lesson built with it has no English prose
left, keeps its source's structure, and runs under nbval with its outputs stored afresh.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from tests.conftest import script

ROOT = Path(__file__).resolve().parents[1]


languages = script("lesson_languages")
messages = script("messages")

KEPT = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]+>|https?://\S+")
"""What a translation leaves as it is: code, link targets, HTML tags and addresses."""


def pseudo_markdown(block: str) -> str:
    """*block* in the pseudo-language, its markdown still markdown."""
    pieces, start = [], 0
    for match in KEPT.finditer(block):
        pieces += [messages.pseudo(block[start : match.start()])[1:-1], match.group()]
        start = match.end()
    pieces.append(messages.pseudo(block[start:])[1:-1])
    return "⟦" + "".join(pieces) + "⟧"


@pytest.fixture(scope="module")
def pseudo_lessons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo")
    catalogue = folder / "qps.po"
    entries = [messages.HEADER] + [
        f"msgid {messages._quoted(block)}\nmsgstr {messages._quoted(pseudo_markdown(block))}\n"
        for block in languages.extract(languages.lessons())
    ]
    catalogue.write_text("\n".join(entries), encoding="utf-8")
    package_catalogue = folder / "qps-package.po"
    package_catalogue.write_text(messages.pseudo_catalogue(messages.every_message()), encoding="utf-8")
    languages.build(catalogue, package_catalogue, folder / "lessons")
    return folder / "lessons"


def test_the_lessons_template_holds_every_block_of_prose() -> None:
    template = (ROOT / "notebooks" / "locale" / "lessons.pot").read_text(encoding="utf-8")
    assert template == languages.template(languages.extract(languages.lessons())), (
        "run: python scripts/lesson_languages.py extract"
    )


@pytest.mark.parametrize("source", languages.lessons(), ids=lambda path: path.stem)
def test_a_built_lesson_keeps_its_structure_and_code_and_leaves_no_english_prose(
    source: Path, pseudo_lessons: Path
) -> None:
    original = nbformat.read(source, as_version=4)
    built = nbformat.read(pseudo_lessons / source.name, as_version=4)
    assert built.cells[0].metadata == {"learner": False, "tags": ["language"]}
    assert languages.structure(built)[1:] == languages.structure(original)
    for mine, theirs in zip(built.cells[1:], original.cells, strict=True):
        if theirs.cell_type == "code":
            assert mine.source == theirs.source
        else:
            prose = KEPT.sub("", mine.source)
            assert not re.search(r"[A-Za-z]", prose), f"cell {theirs.id} still has English: {prose[:80]!r}"


def test_a_built_lesson_runs_and_passes_nbval(pseudo_lessons: Path) -> None:
    lesson = pseudo_lessons / "03-forced-capture.ipynb"
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    execute = [sys.executable, str(ROOT / "scripts" / "execute_notebooks.py"), str(lesson)]
    subprocess.run(execute, check=True, env=environment, capture_output=True)
    stored = nbformat.read(lesson, as_version=4)
    assert [cell.execution_count for cell in stored.cells if cell.cell_type == "code"][:1] == [1]
    check = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval", "--nbval-current-env"]
    result = subprocess.run(
        [*check, "--rootdir", str(lesson.parent), "-c", os.devnull, str(lesson)],
        env=environment,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-2000:]
