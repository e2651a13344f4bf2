"""A whole game at the end of every variant lesson: its rule sets come from the lesson's file,
the board has the beginner's controls, and a game against the computer plays on it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
import pytest

from draughts import Board, Rules, course
from draughts.course import variants
from draughts.widgets import LessonView

ROOT = Path(__file__).resolve().parents[1]
GAMES = {
    "russian-captures": ("russian",),
    "most": ("international", "brazilian"),
    "arcade": ("arcade",),
    "house": ("giveaway", "first-king"),
}


@pytest.fixture
def game_of() -> Any:
    """Open a lesson's whole game; the boards are closed after the test."""
    made = []

    def open_game(key: str) -> Any:
        widget = LessonView(course.lesson(key)).game()
        made.append(widget)
        return widget

    yield open_game
    for widget in made:
        widget.close()


def _play(widget: Any, moves: int) -> None:
    """Play *moves* of the learner's by clicks, each answered by the computer."""
    for _ in range(moves):
        board = widget.board
        move = next(iter(board.legal_moves))
        played = None
        for square in move.path:
            played = widget.click(square)
            if played is not None:
                break
        assert played == move, widget.message


def test_the_variant_lessons_after_the_first_russian_one_end_with_a_whole_game() -> None:
    assert {lesson.key: lesson.game_rules for lesson in variants.LESSONS if lesson.game_rules} == GAMES


@pytest.mark.parametrize("key", GAMES)
def test_a_game_against_the_computer_plays_in_the_lessons_rule_set(key: str, game_of: Any) -> None:
    widget = game_of(key)
    first = Rules.preset(GAMES[key][0])
    assert widget.board == Board(first) and widget.numbers
    assert [rules.name for _, rules in widget.rules_picker.options] == list(GAMES[key])
    assert widget.rules_picker.layout.display == (None if len(GAMES[key]) > 1 else "none")
    assert widget.editor.layout.display == "none" and widget.records.layout.display == "none"
    widget.game.choose_computer(not first.first, "beginner")
    _play(widget, 3)
    board = widget.board
    assert board.rules == first and board.plies == 6 and board.turn == first.first
    assert "; the computer (" in widget.message


@pytest.mark.parametrize("key", [key for key, presets in GAMES.items() if len(presets) > 1])
def test_the_rules_menu_starts_a_game_in_the_other_rule_set(key: str, game_of: Any) -> None:
    widget = game_of(key)
    other = Rules.preset(GAMES[key][1])
    widget.rules_picker.value = other
    widget.game.choose_computer(not other.first, "beginner")
    _play(widget, 2)
    assert widget.board.rules == other and widget.board.plies == 4


@pytest.mark.parametrize("key", GAMES)
def test_the_notebook_shows_the_game_with_one_sentence_before_its_summary(key: str) -> None:
    number = course.lesson(key).number
    path = next((ROOT / "notebooks").glob(f"{number:02d}-*.ipynb"))
    cells = nbformat.read(path, as_version=4).cells
    at = next(index for index, cell in enumerate(cells) if cell.source == "lesson.game()")
    before, after = cells[at - 1], cells[at + 1]
    assert before.cell_type == "markdown" and before.source.count(".") == 1 and "whole game" in before.source
    assert after.source.startswith("## Summary")
    assert all("lesson.play(" not in cell.source for cell in cells[at:])


def test_a_lesson_without_a_whole_game_says_so() -> None:
    with pytest.raises(KeyError, match="the lesson 'russian' has no whole game"):
        LessonView(course.lesson("russian")).game()
