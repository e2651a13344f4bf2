"""Every widget of the package speaks only through the catalogue.

With the pseudo-language in use, each widget is built (the board in every preset, its
controls, editor, coach and records rows; each lesson's stages, one by one and as a set;
every question; the quiz; the progress map and the class table fed with real progress
codes and their mistakes; the class board; the replay and the rules explorer), played a
little so that its status and feedback sentences appear, and its whole tree is walked:
every piece of text a learner or teacher can read or hear (HTML text, label, button
description, tooltip, placeholder, option label, title, ARIA label, the board's square
descriptions and the stage tiles' names) must have been transformed. Values put into
sentences are not English and are taken out first: square names, moves, numbers and
positions (FEN), the column letters of board pictures, learners' names, stage ids and
names, the progress code's prefix, rule-set keys and file names. The level
menu's options are the levels' keys themselves (``LEVELS``, which its tests pin), so they
are taken out too.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import ipywidgets
import pytest

from draughts import PRESETS, Board
from draughts.core.explain import Reason
from draughts.course import LESSONS, lesson, review
from draughts.course.bank import STAGE_SETS
from draughts.engine.levels import LEVELS
from draughts.records import pdn
from draughts.teaching.exercises import PlayMove
from draughts.teaching.mistakes import GAME_OVER, AttemptLog
from draughts.teaching.progress import Progress
from draughts.teaching.progress_code import PREFIX
from draughts.teaching.progress_file import Attempt
from draughts.teaching.stages import Status
from draughts.widgets import (
    BoardWidget,
    ClassBoard,
    ClassTableWidget,
    LessonView,
    ProgressOverview,
    Quiz,
    ReplayWidget,
    RulesExplorer,
    StageSetWidget,
    StageWidget,
)
from draughts.widgets.live import LiveText
from tests.conftest import SQUARES_AND_MOVES, untranslated

FEN = re.compile(r"\b[WB]:[^\s)'\"<]*")
STAGE_IDS = sorted({stage.id for stages in STAGE_SETS for stage in stages}, key=len, reverse=True)
STAGE_NAMES = sorted({f"'{stage.name}'" for stages in STAGE_SETS for stage in stages}, key=len, reverse=True)
KEYS = re.compile(
    r"\b(?:" + "|".join(sorted(map(re.escape, [*PRESETS, *LEVELS]), key=len, reverse=True)) + r")\b|\b[\w-]+\.pdn\b"
)
COLUMN = re.compile(r"[a-j]")
LEARNERS = ("Ada", "Bob", "Cleo")
ATTRIBUTES = ("title", "aria-label", "alt", "placeholder")
SHOWN = (ipywidgets.HTML, ipywidgets.HTMLMath, ipywidgets.Label, LiveText)
"""The widgets whose value is text the package writes."""


class _Text(HTMLParser):
    """The readable pieces of an HTML value: its text nodes (styles and scripts left out) and its
    attributes that are read out (titles, ARIA labels)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.pieces: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._hidden += tag in ("style", "script")
        self.pieces += [value for name, value in attrs if name in ATTRIBUTES and value]

    def handle_endtag(self, tag: str) -> None:
        self._hidden -= tag in ("style", "script")

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.pieces.append(data)


def html_pieces(value: str) -> list[str]:
    parser = _Text()
    parser.feed(value)
    parser.close()
    return parser.pieces


def readable(widget: Any) -> Iterator[str]:
    """Every text of *widget* and of the widgets inside it that a learner reads or hears."""
    seen: set[int] = set()
    stack = [widget]
    while stack:
        each = stack.pop()
        if id(each) in seen:
            continue
        seen.add(id(each))
        names = set(each.trait_names()) if hasattr(each, "trait_names") else set()
        for name in ("description", "tooltip", "placeholder", "label", "legend"):
            value = getattr(each, name, None) if name in names else None
            if isinstance(value, str):
                yield value
        if isinstance(each, SHOWN):  # the text of an input box is the learner's own
            yield from html_pieces(each.value)
        if "options" in names:
            yield from (label for label in getattr(each, "_options_labels", ()))
        if "cells" in names:
            for cell in each.cells.values():
                yield cell.get("label", "")
        if "tiles" in names:
            for tile in each.tiles:
                yield from (tile["name"], tile["title"])
        if "children" in names:
            stack.extend(each.children)
        for part in ("controls", "editor", "records", "coach", "board", "player", "tiles", "grid"):
            inner = getattr(each, part, None)
            if inner is not None and hasattr(inner, "trait_names"):
                stack.append(inner)


def english(said: Iterable[str]) -> list[str]:
    """What of *said* is left in English once values (squares, moves, positions, names, ids) are taken out."""
    left = set()
    for text in said:
        text = html.unescape(text)
        for value in (*STAGE_IDS, *STAGE_NAMES, *LEARNERS, PREFIX):
            text = text.replace(value, "")
        text = KEYS.sub("", FEN.sub("", text)).strip(" ·,:()")
        if COLUMN.fullmatch(text):
            continue  # a column's letter on the edge of a board picture
        if re.search(r"[A-Za-z]", SQUARES_AND_MOVES.sub("", text)) and untranslated(text):
            left.add(text)
    return sorted(left)


@pytest.fixture
def built() -> Iterator[list[Any]]:
    """Widgets to close after the test."""
    made: list[Any] = []
    yield made
    for widget in made:
        widget.close()


def play(board: BoardWidget, move_text: str) -> None:
    """Play a move on the board widget by clicking its squares."""
    move = board.board.parse_move(move_text)
    for square in move.path:
        board.click(square)


def play_any(board: BoardWidget) -> None:
    """Play the first legal move of the board widget, if there is one."""
    moves = list(board.board.legal_moves)
    if moves:
        play(board, board.board.rules.write_move(moves[0]))


def first_moves(board: Board, count: int) -> list[str]:
    """The first legal move, then the first reply, and so on, written as the rule set writes them."""
    board, written = board.copy(), []
    for _ply in range(count):
        moves = list(board.legal_moves)
        if not moves:
            break
        written.append(board.rules.write_move(moves[0]))
        board.push(moves[0])
    return written


# -- the board -----------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_board_and_its_rows_speak_the_language_in_use(preset: str, pseudo: Path, built: list[Any]) -> None:
    said: list[str] = []
    for options in ({}, {"beginner": True, "numbers": True}, {"flipped": True, "numbers": True}):
        board = BoardWidget(preset, **options)
        built.append(board)
        said += readable(board)
        for move in first_moves(board.board, 4):
            play(board, move)
            said += readable(board)
        for square in (1, 2, 3, 30, 31, 32, 21, 13):
            board.click(square)  # a selection, an empty square, a refused move
            said += [board.message, *readable(board)]
        board.coach.hint()
        said += readable(board)
    assert len(said) > 300
    assert english(said) == []


# -- the stages ---------------------------------------------------------------------------------


@pytest.mark.parametrize("key", [stages.lesson for stages in STAGE_SETS])
def test_every_stage_speaks_the_language_in_use(key: str, pseudo: Path, tmp_path: Path, built: list[Any]) -> None:
    stages = lesson(key).stages  # read again, in the language in use
    progress = Progress(tmp_path / "progress.json")
    said: list[str] = []
    for number, stage in enumerate(stages, start=1):
        widget = StageWidget(stage, progress=progress, number=number, delay=0)
        built.append(widget)
        said += [repr(widget), widget.message, *readable(widget)]
        for move in stage.solution[:1]:
            written = widget.run.board.rules.write_move
            wrong = [other for other in widget.run.board.legal_moves if written(other) != move]
            if wrong:
                play(widget.board, written(wrong[0]))
                said += [widget.message, *readable(widget)]
        widget.retry()
        said += [widget.message, *readable(widget)]
        while widget.hint() is not None:
            said += [widget.message, *readable(widget)]
        widget.show()
        said += [widget.message, *readable(widget)]
        play_any(widget.board)  # a move once the solution is shown
        said += [widget.message, *readable(widget)]
        widget.retry()
        for move in stage.solution:
            if widget.run.over:
                break
            if widget.run.board.turn != widget.run.learner:
                continue
            play(widget.board, move)
            said += [widget.message, *readable(widget)]
        assert widget.run.status is Status.SOLVED, stage.id
        said += [widget.message, *readable(widget)]
        play_any(widget.board)  # a move once the stage is solved
        said += [widget.message, *readable(widget)]
    whole = StageSetWidget(stages, progress=progress, delay=0)
    built.append(whole)
    said += [repr(whole), *readable(whole)]
    whole.select(len(stages) - 1)
    said += readable(whole)
    assert english(said) == []


# -- the questions and the quiz --------------------------------------------------------------------


@pytest.mark.parametrize("key", [each.key for each in LESSONS if each.questions])
def test_every_question_speaks_the_language_in_use(key: str, pseudo: Path, built: list[Any]) -> None:
    view = LessonView(lesson(key))  # read again, in the language in use
    said: list[str] = []
    for number, exercise in enumerate(view.questions, start=1):
        widget = view.ask(number)
        built.append(widget)
        said += [repr(widget), *readable(widget)]
        widget.check_button.click()  # nothing chosen or typed yet
        said += readable(widget)
        if isinstance(exercise, PlayMove):
            board = widget.board
            for move in list(board.board.legal_moves)[:2]:
                for square in move.path:
                    board.click(square)
                said += readable(widget)
        elif widget.answer.options if hasattr(widget.answer, "options") else False:
            for option in widget.answer.options:
                widget.answer.value = option
                widget.check_button.click()
                said += readable(widget)
        else:
            for typed in ("hello", "3", "11-15", "9-14, 10-15"):
                widget.answer.value = typed
                widget.check_button.click()
                said += readable(widget)
        for _hint in exercise.hints:
            widget.hint_button.click()
        said += readable(widget)
    assert english(said) == []


def test_the_quiz_and_its_scoreboard_speak_the_language_in_use(pseudo: Path, built: list[Any]) -> None:
    quiz = Quiz(review().questions)
    said = [repr(quiz.scoreboard()), *readable(quiz.scoreboard()), quiz.summary()]
    for number in range(1, len(quiz) + 1):
        widget = quiz.question(number)
        built.append(widget)
        said += readable(widget)
    first = quiz.question(1)
    if hasattr(first.answer, "options"):
        first.answer.value = first.answer.options[0]
    first.check_button.click()
    said += [quiz.summary(), *readable(quiz.scoreboard())]
    assert english(said) == []


# -- progress: the map and the class table ------------------------------------------------------------


def learner_progress(path: Path, name: str, seed: int) -> Progress:
    """A learner's progress with stars, refused moves of several rules and failed attempts."""
    progress = Progress(path)
    progress.name = name
    log = AttemptLog()
    for reason in Reason:
        log.refuse(reason)
    reasons = sorted(log.refused)  # every reason that is a rule
    kinds = [kind for stages in STAGE_SETS for stage in stages for kind in (f.kind for f in stage.fails)]
    for index, stage in enumerate(stage for stages in STAGE_SETS for stage in stages):
        if (index + seed) % 3 == 0:
            progress.record(stage, 1 + (index + seed) % 3)
        reason = reasons[(index + seed) % len(reasons)]
        failed = [*sorted(set(kinds)), GAME_OVER, ""][(index + seed) % (len(set(kinds)) + 2)]
        progress.add_attempt(stage, Attempt(0, {reason: 1 + index % 3}, failed, 0))
    return progress


def test_the_progress_map_speaks_the_language_in_use(pseudo: Path, tmp_path: Path, built: list[Any]) -> None:
    progress = learner_progress(tmp_path / "progress.json", "", 0)
    overview = ProgressOverview(progress=progress)
    built.append(overview)
    said = [repr(overview), overview.summary, *readable(overview)]
    overview.code_button.click()  # no name yet
    said += [overview.message, *readable(overview)]
    overview.name.value = "Ada"
    overview.code_button.click()
    said += [overview.message, *readable(overview)]
    overview.reset_button.click()
    said += [overview.message, *readable(overview)]
    overview.cancel_button.click()
    said += [overview.message, *readable(overview)]
    overview.reset_button.click()
    overview.confirm_button.click()
    said += [overview.message, *readable(overview)]
    assert english(said) == []


def test_the_class_table_with_mistakes_speaks_the_language_in_use(
    pseudo: Path, tmp_path: Path, built: list[Any]
) -> None:
    codes = [learner_progress(tmp_path / f"{name}.json", name, seed).code() for seed, name in enumerate(LEARNERS)]
    table = ClassTableWidget()
    built.append(table)
    said = [repr(table), *readable(table)]
    table.codes.value = "\n".join([*codes, "not a code", "DRAUGHTS1:damaged"])
    shown = table.show()
    said += readable(table)
    assert len(shown.names) == len(LEARNERS) and "draughts-misconceptions" in table.table.value
    assert english(said) == []


# -- the class board, the replay and the explorer -------------------------------------------------------


@pytest.mark.parametrize("teams", [False, True])
def test_the_class_board_speaks_the_language_in_use(teams: bool, pseudo: Path, built: list[Any]) -> None:
    board = ClassBoard("capture", teams=teams)
    built.append(board)
    said = [*readable(board)]
    for _step in range(6):
        for button in (board.reveal_button, board.next_button):
            if not button.disabled:
                button.click()
                said += readable(board)
    assert english(said) == []


@pytest.mark.parametrize("preset", ["english", "russian", "international"])
def test_the_replay_and_the_explorer_speak_the_language_in_use(preset: str, pseudo: Path, built: list[Any]) -> None:
    board = Board(preset)
    for move in first_moves(board, 6):
        board.push_pdn(move)
    replay = ReplayWidget(pdn.Game.from_board(board))
    built.append(replay)
    said = [*readable(replay)]
    for ply in range(len(replay.game.moves) + 1):
        replay.go(ply)
        said += readable(replay)
    explorer = RulesExplorer(board.fen(), preset)
    built.append(explorer)
    said += [repr(explorer), *readable(explorer)]
    explorer.set(men_capture_backward=not board.rules.men_capture_backward)
    said += readable(explorer)
    assert english(said) == []


def test_the_checker_finds_english_and_lets_values_through() -> None:
    assert english(["⟦ŧħë ɱåñ⟧ 11-15 c3-d4 W:W18:B14", "1 ★★☆", "capture/must-capture", "Ada"]) == []
    assert english(["Stage 1: ⟦ğøåł⟧", "⟦ħïñŧ⟧ hint"]) == ["Stage 1: ⟦ğøåł⟧", "⟦ħïñŧ⟧ hint"]
    assert html_pieces('<style>.a { b: c }</style><span title="a title" aria-label="stars">x</span>') == [
        "a title",
        "stars",
        "x",
    ]


def test_every_mistake_is_a_whole_sentence_for_a_learner_and_for_a_class() -> None:
    from draughts.teaching import mistakes

    keys = {reason.value for reason in Reason} & set(mistakes._PHRASES) | set(mistakes._FAILED)
    assert set(mistakes._BY_LEARNER) == set(mistakes._BY_CLASS) == set(mistakes._PHRASES) == keys
    for key, phrase in mistakes._PHRASES.items():
        assert phrase in mistakes._BY_LEARNER[key] and all(phrase in form for form in mistakes._BY_CLASS[key])
