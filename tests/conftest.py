"""Fixtures shared by the tests: widgets closed after the test, and the pseudo-language."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest


@pytest.fixture
def make() -> Iterator[Any]:
    """Build board widgets that are closed after the test: ``make(*args, **kwargs)``."""
    from draughts.widgets import BoardWidget

    made: list[BoardWidget] = []

    def build(*args: Any, **kwargs: Any) -> BoardWidget:
        widget = BoardWidget(*args, **kwargs)
        made.append(widget)
        return widget

    yield build
    for widget in made:
        widget.close()


ROOT = Path(__file__).resolve().parents[1]


def script(name: str) -> ModuleType:
    """A module of ``scripts/``, loaded by its path."""
    spec = importlib.util.spec_from_file_location(f"scripts_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


SQUARES_AND_MOVES = re.compile(r"'[^']*'|\b[a-j]?\d+(?:[x:-][a-j]?\d+)*\b")
"""What a sentence may hold in plain letters: square names, moves, and the learner's own text quoted."""


def untranslated(sentence: str) -> bool:
    """Whether *sentence*, said in the pseudo-language, has a plain letter outside square names,
    moves and quoted text: a part of it that did not go through the catalogue."""
    return not sentence.startswith("⟦") or bool(re.search(r"[A-Za-z]", SQUARES_AND_MOVES.sub("", sentence)))


@pytest.fixture
def pseudo(tmp_path: Path) -> Iterator[Path]:
    """The pseudo-language in use for the test: every message of the package transformed."""
    from draughts.core.messages import set_language

    messages = script("messages")
    path = tmp_path / "pseudo.po"
    path.write_text(messages.pseudo_catalogue(messages.every_message()), encoding="utf-8")
    assert messages.disagreements(path.read_text(encoding="utf-8")) == []
    set_language(path)
    yield path
    set_language("en")


def pseudo_language(folder: Path) -> Any:
    """The website's pseudo-language (a ``site_messages.Language`` with catalogues in *folder*): every
    message of the package and the website, and every block of the lessons' prose, transformed."""
    messages, lessons = script("messages"), script("lesson_languages")
    catalogue, prose = folder / "xx.po", folder / "xx-lessons.po"
    catalogue.write_text(messages.pseudo_catalogue(messages.every_message()), encoding="utf-8")
    prose.write_text(lessons.pseudo_catalogue(lessons.extract(lessons.lessons())), encoding="utf-8")
    return script("site_messages").Language("xx", catalogue, prose)
