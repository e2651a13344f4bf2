"""The learners' Voila template: found where the README and the teacher's guide say, and self-contained.

The page it draws is tested in a browser (tests/browser/test_responsive.py); these checks
need no browser and no kernel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = ROOT / "share" / "jupyter"
FOLDER = TEMPLATES / "voila" / "templates" / "draughts"
COMMAND = re.compile(r"JUPYTER_PATH=(\S+) \S*voila --template=(\S+) (notebooks/\S+\.ipynb)")


def _commands(text: str) -> list[tuple[str, str, str]]:
    found = COMMAND.findall(text)
    assert found, "no Voila command with the learners' template"
    return found


def _guide() -> str:
    notebook = json.loads((ROOT / "notebooks" / "teachers-guide.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown")


@pytest.mark.parametrize("text", [(ROOT / "README.md").read_text(encoding="utf-8"), _guide()], ids=["readme", "guide"])
def test_the_commands_name_the_template_and_a_lesson_that_exist(text: str) -> None:
    for path, name, notebook in _commands(text):
        assert (ROOT / path / "voila" / "templates" / name / "index.html.j2").is_file()
        assert (ROOT / notebook).is_file()


def test_voila_finds_the_template_on_the_jupyter_path(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("voila", reason="voila is not installed")
    from voila.paths import collect_template_paths

    monkeypatch.setenv("JUPYTER_PATH", str(TEMPLATES))
    paths = collect_template_paths(["voila", "nbconvert"], "draughts", prune=True)
    assert Path(paths[0]) == FOLDER
    assert any(Path(path).name == "lab" for path in paths), "it builds on Voila's lab template"


def test_the_template_fetches_nothing_from_elsewhere() -> None:
    for path in FOLDER.iterdir():
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", text, flags=re.I), path.name
