"""Every claim of the coach is what its own line does, and holds against the best defence.

A sentence's claim ("wins two pieces", "loses a piece", "the material is even",
"and crowns") is checked on a board, by the Board API alone: the line the coach shows
is replayed, then played on while a capture is pending (the side to move taking what
gains it most), and the pieces are counted, a king as one piece like a man. The
positions are reached by seeded random play (10 to 40 plies) in every preset.

``COACH_CLAIMS`` sets the positions per preset (default 50, about 15 seconds in all);
``COACH_DEFENCE_EXAMPLES`` the examples of the slower best-defence check (default 8),
and ``COACH_DEFENCE_DEPTH`` the depth of the coach it checks (default 4; the coach's own
default is 6).
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import PRESETS, Board, Move, Rules
from draughts.core.rules import Goal
from draughts.engine.coach import Coach, Danger, Hint

POSITIONS = int(os.environ.get("COACH_CLAIMS", "50"))
DEFENCE = settings(
    max_examples=int(os.environ.get("COACH_DEFENCE_EXAMPLES", "8")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
DEPTH = int(os.environ.get("COACH_DEFENCE_DEPTH", "4"))
GAME = 100
"""A won game, in pieces: more than any board holds."""

_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_PIECES = r"(a piece|\w+ pieces)"


def _number(text: str) -> int:
    if text in ("a piece", "one"):
        return 1
    word = text.removesuffix(" pieces")
    return _WORDS.index(word) if word in _WORDS else int(word)


def positions(rules: str, count: int, seed: int) -> list[Board]:
    """*count* positions of *rules* reached by seeded random play, 10 to 40 plies from the start."""
    generator = random.Random(seed)
    out: list[Board] = []
    while len(out) < count:
        board = Board(Rules.preset(rules))
        for _ in range(generator.randrange(10, 41)):
            if board.is_game_over():
                break
            board.push(generator.choice(list(board.legal_moves)))
        if not board.is_game_over():
            out.append(board.copy(stack=False))
    return out


def _end(board: Board, side: bool) -> int:
    """*side*'s score for a finished game on *board* (0 while it goes on or for a draw)."""
    outcome = board.outcome()
    if outcome is None or outcome.winner is None:
        return 0
    return GAME if outcome.winner == side else -GAME


def _captures(board: Board) -> int:
    """What the side to move gains by the best run of pending captures (0 when none is pending)."""
    moves = list(board.legal_moves)
    if not moves or not moves[0].is_capture:
        return 0
    best = -2 * GAME
    for move in moves:
        board.push(move)
        best = max(best, _taken(board, move) + (_end(board, not board.turn) or -_captures(board)))
        board.pop()
    return best


def _taken(board: Board, move: Move) -> int:
    """The pieces *move* (just played) gains its side: the pieces it took, or gave away in giveaway."""
    return -len(move.captures) if board.rules.goal is Goal.GIVEAWAY else len(move.captures)


def played_out(board: Board, line: Sequence[Move]) -> int:
    """The pieces the side to move on *board* gains by *line*, played on while a capture is pending."""
    here, side = board.copy(stack=False), board.turn
    gain = 0
    for move in line:
        assert move in here.legal_moves, f"{move} is not legal in the line"
        mover = here.turn
        here.push(move)
        gain += _taken(here, move) if mover == side else -_taken(here, move)
    if here.outcome() is not None:
        return gain + _end(here, side)
    rest = _captures(here)
    return gain + (rest if here.turn == side else -rest)


def best_play(board: Board, plies: int) -> int:
    """What the side to move can force within *plies* plies, then on while a capture is
    pending, in pieces (a won game counts :data:`GAME`): a plain minimax over the Board API."""
    moves = list(board.legal_moves)
    if plies <= 0 and not moves[0].is_capture:
        return 0
    best = -2 * GAME
    for move in moves:
        board.push(move)
        end = _end(board, not board.turn)
        best = max(best, _taken(board, move) + (end or -best_play(board, plies - 1)))
        board.pop()
    return best


def after(board: Board, move: Move, plies: int) -> int:
    """What *move* gains the side to move against the best play within *plies* plies after it."""
    board = board.copy(stack=False)
    board.push(move)
    end = _end(board, not board.turn)
    return _taken(board, move) + (end or -best_play(board, plies))


def hint_claim(hint: Hint) -> int | None:
    """The pieces a hint says its line wins (negative: loses), ``None`` when it says nothing of material."""
    reason = hint.reason
    if match := re.match(rf"(?:wins|gets rid of) {_PIECES}:", reason):
        return _number(match[1])
    if match := re.match(rf"(?:every move loses material; this one loses|gives up) {_PIECES}:", reason):
        return -_number(match[1])
    if reason.startswith(("keeps the material even", "the only move that does not lose")) or re.match(
        r"takes \w+, and the material is even again", reason
    ):
        return 0
    return None


def check_story(board: Board, sentence: str, line: Sequence[Move]) -> None:
    """The captures and crownings a sentence tells are those of its line."""
    written = {board.rules.write_move(move): move for move in line}
    for text, count in re.findall(r"(\S+) (?:and )?takes (\w+)", sentence):
        assert len(written[text].captures) == _number(count), sentence
    assert sentence.count(" and crowns") == sum(move.crowns for move in line), sentence


def check_hint(board: Board, hint: Hint) -> None:
    """A hint's claims against its own line."""
    line, reason = hint.line, hint.reason
    assert line[0] == hint.move
    claim = hint_claim(hint)
    if claim is not None:
        assert played_out(board, line) == claim, reason
    if reason.startswith("forces a win: ") and " wins within " not in reason:
        assert played_out(board, line) > GAME // 2, reason
    if reason == "crowns a man":
        assert hint.move.crowns
    if match := re.match(r"heads for a king, crowned after (.*)$", reason):
        crowning = match[1].split()
        assert len(crowning) % 2 == 1 and [board.rules.write_move(m) for m in line[: len(crowning)]] == crowning
        assert line[len(crowning) - 1].crowns
    if match := re.match(r"takes (\w+), and", reason):
        assert len(hint.move.captures) == _number(match[1])
    if ": " in reason and claim is not None:
        check_story(board, reason, line)


def check_danger(board: Board, move: Move, danger: Danger) -> None:
    """A warning's claims against its own line (the move, then the opponent's answer)."""
    line = (move, *danger.line)
    if danger.pieces is None:
        assert played_out(board, line) < -GAME // 2, danger.sentence
        return
    match = re.match(rf"(?:loses|lets \w+ get rid of) {_PIECES}:", danger.sentence)
    assert match is not None and _number(match[1]) == danger.pieces, danger.sentence
    assert played_out(board, line) == -danger.pieces, danger.sentence
    check_story(board, danger.sentence, line)


# -- regression: the two sentences that claimed more than their line shows -------------


def test_a_piece_given_back_later_in_the_line_is_not_won() -> None:
    board = Board.from_fen("B:W10,21,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,11,13,16", rules="english")
    hint = Coach().hint(board)
    assert played_out(board, hint.line) == 0
    assert not hint.reason.startswith("wins"), hint.reason


def test_the_piece_the_checked_move_takes_counts() -> None:
    board = Board.from_fen("W:W13,18,20,21,23,24,25,28,29,30,31,32:B1,2,5,6,7,8,9,10,11,12,14,19", rules="english")
    move = board.parse_move("23x16")
    danger = Coach().check(board, move)
    assert danger is None or played_out(board, (move, *danger.line)) == -danger.pieces  # type: ignore[operator]


# -- every claim against its own line, in every preset -----------------------------------


@pytest.mark.parametrize("rules", list(PRESETS))
def test_every_claim_is_what_its_line_does(rules: str) -> None:
    coach = Coach(depth=4, horizon=3)
    generator = random.Random(rules)
    for board in positions(rules, POSITIONS, seed=len(rules)):
        check_hint(board, coach.hint(board))
        legal = list(board.legal_moves)
        for move in generator.sample(legal, min(2, len(legal))):
            danger = coach.check(board, move)
            if danger is not None:
                check_danger(board, move, danger)


# -- the claims hold against the best defence ---------------------------------------------


@DEFENCE
@given(rules=st.sampled_from(list(PRESETS)), seed=st.integers(0, 10_000))
def test_claims_hold_against_the_best_defence(rules: str, seed: int) -> None:
    """A plain minimax (the Board API, material only, a won game worth more than any
    material) finds no defence that refutes a claim within the coach's depth:

    - a hint that wins or keeps material (``n >= 0`` pieces): after the move, the
      opponent has no line within ``depth - 1`` plies (then on while a capture is
      pending) that leaves the mover with less than ``n``, the mover answering as well
      as it can; a hint that loses ``n``: the mover has no line that loses less;
    - "every move loses material", "the only move that does not lose": every other
      move loses against the best play within ``horizon`` plies after it;
    - a warning that a move loses ``n`` pieces: within ``horizon`` plies after the
      move, the mover has no defence that loses fewer, and the better move it names
      loses fewer against any defence.

    Beyond that depth the coach promises nothing: a deeper shot may change the count.
    """
    coach = Coach(depth=DEPTH, horizon=min(4, DEPTH - 1))
    [board] = positions(rules, 1, seed)
    hint = coach.hint(board)
    claim = hint_claim(hint)
    if claim is not None and hint.reason.startswith(("every move loses", "gives up")):
        assert after(board, hint.move, coach.depth - 1) <= claim, hint.reason
    elif claim is not None:
        assert after(board, hint.move, coach.depth - 1) >= claim, hint.reason
    if hint.reason.startswith(("every move loses", "the only move")):
        others = [move for move in board.legal_moves if move != hint.move]
        assert all(after(board, move, coach.horizon) < 0 for move in others), hint.reason
    move = random.Random(seed).choice(list(board.legal_moves))
    danger = coach.check(board, move)
    if danger is not None and danger.pieces is not None:
        assert after(board, move, coach.horizon) <= -danger.pieces, danger.sentence
        assert after(board, danger.better, coach.horizon) > -danger.pieces, danger.sentence
