"""Every text entry point answers any text with a result or its own error, and a refusal changes nothing.

The entry points: FEN, move text, PDN (tolerant and strict), share codes, ``Rules``
tags and preset names, and the board widget's load and paste. Each gets text made of
the pieces these formats are made of (squares, separators, tags, digits that are not
ASCII, long runs of spaces) as well as arbitrary text.

A longer run: ``FUZZ_EXAMPLES=20000 python -m pytest tests/test_fuzz.py`` (the number
of examples per test; the default keeps the suite quick).
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import (
    AmbiguousMoveError,
    Board,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    Rules,
    UnknownRulesError,
)
from draughts.core.rules import PRESETS
from draughts.records.pdn import (
    Game,
    InvalidPdnError,
    InvalidShareCodeError,
    parse_rules,
    read_game,
    read_games,
    write_games,
)

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
HANG_SECONDS = 60
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

FRAGMENTS = [
    *"0123456789-xX:,.;/ \t\n\r",
    *"WBKwbk",
    *"abcdefghij",
    "²",
    "٣",
    "１",
    "½",
    "\ufeff",
    "\u00a0",
    "é",
    "11",
    "15",
    "22",
    "32",
    "33",
    "50",
    "51",
    "0",
    "00",
    "9" * 12,
    "11-15",
    "23-19",
    "22x15",
    "c3-d4",
    "c3:e5",
    "h2:c7:a5",
    "K30",
    "1-12",
    "21-32",
    "W:",
    "B:",
    ":W",
    ":B",
    "W:W21,22:B1,2",
    "start",
    " " * 50,
    " " * 1000,
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    '"',
    "\\",
    "*",
    "1-0",
    "0-1",
    "1/2-1/2",
    "1/2",
    "!?",
    "$1",
    "...",
    "1.",
    "12...",
    '[Event "x"]',
    '[GameType "25"]',
    '[GameType "21"]',
    '[GameType "26,W,8,8,A0,0"]',
    '[Rules "russian"]',
    '[FEN "W:Wc3,Kh2:Bb6"]',
    '[FEN "B:W18,22:B9"]',
    '[Result "1/2"]',
    "draughts:1:",
    "english",
    "russian",
    "brazilian",
    "international",
    "arcade",
    "first-king",
    "king_range=flying",
    "quiet_move_limit=",
    "size=",
    "none",
    "=",
]
PIECES = st.lists(st.sampled_from(FRAGMENTS), max_size=30).map("".join)
TEXT = st.one_of(PIECES, st.text(max_size=60), PIECES.map(lambda text: text * 40))
RULE_SETS = st.sampled_from(sorted(PRESETS))
MOVE_ERRORS = (InvalidMoveError, IllegalMoveError, AmbiguousMoveError)


@contextmanager
def no_hang() -> Iterator[None]:
    """Fail, rather than hang, if one call takes longer than a generous bound."""

    def stop(_signal: int, _frame: Any) -> None:
        raise TimeoutError(f"an entry point took more than {HANG_SECONDS} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def snapshot(board: Board) -> tuple[object, ...]:
    return board.fen(), board.move_stack, board.quiet_plies, board.rules


def started(rules: str, plies: int) -> Board:
    """A board of *rules* after the first legal move *plies* times, with that history."""
    board = Board(rules)
    for _ in range(plies):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            break
        board.push(moves[0])
    return board


@FUZZ
@given(text=TEXT, rules=RULE_SETS)
def test_fen(text: str, rules: str) -> None:
    board = started(rules, 3)
    before = snapshot(board)
    with no_hang():
        try:
            read = Board.from_fen(text, rules)
        except InvalidFenError:
            pass
        else:
            assert Board.from_fen(read.fen(), rules) == read
        try:
            board.set_fen(text)
        except InvalidFenError:
            assert snapshot(board) == before


@FUZZ
@given(text=TEXT, rules=RULE_SETS, plies=st.integers(0, 6))
def test_move_text(text: str, rules: str, plies: int) -> None:
    board = started(rules, plies)
    before = snapshot(board)
    with no_hang():
        with suppress(InvalidMoveError):
            board.explain(text)
        try:
            move = board.push_pdn(text)
        except MOVE_ERRORS:
            assert snapshot(board) == before
        else:
            assert board.move_stack == [*before[1], move]  # type: ignore[misc]


@FUZZ
@given(text=TEXT, rules=RULE_SETS)
def test_pdn(text: str, rules: str) -> None:
    with no_hang():
        found = read_games(text, rules)
        # Whatever the tolerant reader keeps, the writer writes and the reader reads back the same.
        again = read_games(write_games(found.games), rules)
        assert again.errors == []
        assert again.games == found.games
        try:
            read_game(text, rules)
        except InvalidPdnError:
            assert found.errors or len(found.games) != 1


@FUZZ
@given(text=TEXT, moves=st.lists(st.sampled_from(["11-15", "23-19", "22-18", "c3-d4", "9-14"]), max_size=4))
def test_share_codes(text: str, moves: list[str]) -> None:
    codes = [text, f"draughts:1:{text}", f"draughts:1:english:{text}", f"draughts:1:english:start:{text}"]
    codes.append(f"draughts:1:{text}:start:{','.join(moves)}")
    with no_hang():
        for code in codes:
            try:
                game = Game.from_share_code(code)
            except InvalidShareCodeError:
                continue
            assert Game.from_share_code(game.share_code()).board() == game.board()


@FUZZ
@given(text=TEXT, base=RULE_SETS)
def test_rules_tags_and_preset_names(text: str, base: str) -> None:
    with no_hang():
        try:
            rules = parse_rules(text, base)
        except UnknownRulesError:
            pass
        else:
            assert read_game(Game(rules=rules).pdn()).rules == rules
        with suppress(UnknownRulesError):
            Rules.preset(text)


@pytest.fixture(scope="module")
def widget() -> Iterator[Any]:
    from draughts.widgets import BoardWidget

    board = BoardWidget("english")
    yield board
    board.close()


@FUZZ
@given(text=TEXT, rules=RULE_SETS)
def test_widget_paste(widget: Any, text: str, rules: str) -> None:
    widget.set_position(started(rules, 2))
    before = snapshot(widget.board)
    with no_hang():
        for code in (text, f"draughts:1:{rules}:start:{text}"):
            game = widget.load_share_code(code)
            if game is None:
                assert snapshot(widget.board) == before
                assert widget.message
            else:
                assert widget.board.move_stack[: len(game.moves)] == game.moves


@FUZZ
@given(text=TEXT, rules=RULE_SETS)
def test_widget_load(widget: Any, tmp_path_factory: pytest.TempPathFactory, text: str, rules: str) -> None:
    path = Path(tmp_path_factory.mktemp("load")) / "game.pdn"
    path.write_text(text, encoding="utf-8")
    widget.set_position(started(rules, 2))
    before = snapshot(widget.board)
    with no_hang():
        game = widget.load(path)
    if game is None:
        assert snapshot(widget.board) == before
        assert widget.message
    else:
        assert widget.board.move_stack[: len(game.moves)] == game.moves
