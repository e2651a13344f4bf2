"""Properties that hold in every position, checked with hypothesis over random games and positions.

Random games are played in every preset; random positions under every combination of the
switches are compared with a plain reference move generator written here from RULES.md
(square by square, no bitboards), so the fast generator is checked where no perft table reaches.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import (
    BLACK,
    PRESETS,
    WHITE,
    Board,
    CaptureRule,
    Crowning,
    FlyingLanding,
    InvalidFenError,
    KingRange,
    Move,
    Piece,
    Removal,
    Rules,
    Termination,
    perft,
)
from draughts.core.errors import AmbiguousMoveError, GameOverError, IllegalMoveError, InvalidMoveError

PRESET_NAMES = sorted(PRESETS)
MOVE_ERRORS = (InvalidMoveError, IllegalMoveError, AmbiguousMoveError)

# ---------------------------------------------------------------------------------------------
# Random games


def random_game(rules: str, rng: random.Random, plies: int) -> Iterator[tuple[Board, Move]]:
    """Play up to *plies* random legal moves, until the game ends; yield the board before each move and the move."""
    board = Board(rules)
    for _ in range(plies):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            return
        move = rng.choice(moves)
        yield board, move
        board.push(move)


def game_length(rules: str) -> int:
    return 24 if PRESETS[rules].size == 10 else 40


GAMES = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("rules", PRESET_NAMES)
@GAMES
@given(rng=st.randoms(use_true_random=False))
def test_push_pop_restores_the_position_exactly(rules: str, rng: random.Random) -> None:
    states = []
    board = None
    for board, move in random_game(rules, rng, game_length(rules)):
        states.append((board.fen(), board.quiet_plies, board.turn, board.move_stack, board.position))
        board.push(move)
        board.pop()
        assert (board.fen(), board.quiet_plies, board.turn, board.move_stack, board.position) == states[-1]
    if board is None:
        return
    for state in reversed(states):
        board.pop()
        assert (board.fen(), board.quiet_plies, board.turn, board.move_stack, board.position) == state
    assert board == Board(rules) and board.move_stack == []


@pytest.mark.parametrize("rules", PRESET_NAMES)
@GAMES
@given(rng=st.randoms(use_true_random=False))
def test_fen_round_trips(rules: str, rng: random.Random) -> None:
    for board, _move in random_game(rules, rng, game_length(rules)):
        again = Board.from_fen(board.fen(), rules)  # a FEN holds the position, not the quiet-move count
        assert again.position == board.position and again.rules == board.rules
        assert again.fen() == board.fen()
        copied = eval(repr(board), {"Board": Board, "Rules": Rules, "WHITE": WHITE, "BLACK": BLACK})
        assert copied.position == board.position and copied.rules == board.rules


@pytest.mark.parametrize("rules", PRESET_NAMES)
@GAMES
@given(rng=st.randoms(use_true_random=False))
def test_pieces_never_appear(rules: str, rng: random.Random) -> None:
    for board, move in random_game(rules, rng, game_length(rules)):
        mover = board.turn
        before = {color: board.count(color) for color in (WHITE, BLACK)}
        kings_before = board.count(mover, king=True)
        quiet = board.quiet_plies
        moved = board.piece_at(move.start)
        assert moved is not None and moved.color == mover
        victims = [board.piece_at(square) for square in move.captures]
        assert all(v is not None and v.color != mover for v in victims)
        board.push(move)
        assert board.count(mover) == before[mover]
        assert board.count(not mover) == before[not mover] - len(move.captures)
        assert board.count(mover, king=True) == kings_before + (1 if move.crowns else 0)
        assert board.piece_at(move.end) == Piece(mover, king=moved.king or move.crowns)
        man_move = not moved.king
        assert board.quiet_plies == (0 if move.captures or man_move else quiet + 1)
        board.pop()


@pytest.mark.parametrize("rules", PRESET_NAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False))
def test_every_legal_move_explains_as_legal(rules: str, rng: random.Random) -> None:
    for board, _move in random_game(rules, rng, 16 if PRESETS[rules].size == 10 else 24):
        if board.is_game_over():
            break  # a first-king game ends with moves still on the board
        for move in board.legal_moves:
            assert str(board.explain(move)).startswith(f"{board.rules.write_move(move)} is legal: ")
            assert board.parse_move(str(move)) == move


@pytest.mark.parametrize("rules", PRESET_NAMES)
@GAMES
@given(rng=st.randoms(use_true_random=False))
def test_legal_moves_are_distinct(rules: str, rng: random.Random) -> None:
    for board, _move in random_game(rules, rng, game_length(rules)):
        moves = list(board.legal_moves)
        assert len(set(moves)) == len(moves) == len(board.legal_moves)
        assert all(move in board.legal_moves for move in moves)
        captures = [move for move in moves if move.is_capture]
        assert not captures or captures == moves  # a capture is compulsory
        if board.rules.capture_rule is CaptureRule.MOST and captures:
            assert len({len(move.captures) for move in captures}) == 1
        assert board.capturing_squares() == sorted({move.start for move in captures})


# ---------------------------------------------------------------------------------------------
# Random text


MOVE_ALPHABET = "0123456789xX-: abcdefghijkK!?"
FEN_ALPHABET = 'WBwbK0123456789,:-. "[]FEN'


@pytest.mark.parametrize("rules", ["english", "international", "arcade"])
@settings(max_examples=150, deadline=None)
@given(text=st.one_of(st.text(), st.text(alphabet=MOVE_ALPHABET, max_size=12)))
def test_random_move_text_is_refused_cleanly(rules: str, text: str) -> None:
    board = Board.from_fen("W:W22,K29,31:B9,10,17,18,K4" if rules != "international" else "W:W31-35:B16-20", rules)
    try:
        move = board.parse_move(text)
    except MOVE_ERRORS as error:
        assert str(error)
    else:
        assert move in board.legal_moves
    try:
        sentence = str(board.explain(text))
    except InvalidMoveError as error:
        assert str(error)
    else:
        assert sentence


@pytest.mark.parametrize("rules", ["english", "international"])
@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(), st.text(alphabet=FEN_ALPHABET, max_size=24)))
def test_random_fen_is_refused_cleanly(rules: str, text: str) -> None:
    try:
        board = Board.from_fen(text, rules)
    except InvalidFenError as error:
        assert str(error)
    else:
        assert Board.from_fen(board.fen(), rules) == board


# ---------------------------------------------------------------------------------------------
# A plain reference generator, and random positions under every combination of switches

DIAGONALS = ((-1, -1), (-1, 1), (1, -1), (1, 1))


def reference_moves(board: Board) -> set[Move]:
    """The legal moves by RULES.md, square by square."""
    rules, g, me = board.rules, board.geometry, board.turn
    pieces = board.pieces()
    far_row = 0 if me == WHITE else g.size - 1
    forward = -1 if me == WHITE else 1

    def at(square: int, dr: int, dc: int, k: int = 1) -> int | None:
        return g.square_at(g.row(square) + k * dr, g.column(square) + k * dc)

    def captures_from(start: int) -> list[tuple[int, tuple[int, ...], bool]]:
        """(end, victims in order, crowns) of every complete capture route of the piece on *start*."""
        out: list[tuple[int, tuple[int, ...], bool]] = []

        def empty(square: int, taken: tuple[int, ...]) -> bool:
            if square == start:
                return True
            if rules.removal is Removal.IMMEDIATE and square in taken:
                return True
            return square not in pieces

        def enemy(square: int, taken: tuple[int, ...]) -> bool:
            return square in pieces and pieces[square].color != me and square not in taken

        def jumps(square: int, king: bool, taken: tuple[int, ...]) -> list[tuple[int, list[int]]]:
            found = []
            for dr, dc in DIAGONALS:
                if not king and not rules.men_capture_backward and dr != forward:
                    continue
                if king and rules.king_range is KingRange.FLYING:
                    k = 1
                    while (s := at(square, dr, dc, k)) is not None and empty(s, taken):
                        k += 1
                    if s is None or not enemy(s, taken):
                        continue
                    victim, landings = s, []
                    k += 1
                    while (s := at(square, dr, dc, k)) is not None and empty(s, taken):
                        landings.append(s)
                        k += 1
                else:
                    victim = at(square, dr, dc)
                    land = at(square, dr, dc, 2)
                    if victim is None or land is None or not enemy(victim, taken) or not empty(land, taken):
                        continue
                    landings = [land]
                if landings:
                    found.append((victim, landings))
            return found

        def extend(square: int, king: bool, crowned: bool, taken: tuple[int, ...]) -> None:
            options = jumps(square, king, taken)
            if not options:
                if taken:
                    out.append((square, taken, crowned or (not king and g.row(square) == far_row)))
                return
            for victim, landings in options:
                now = (*taken, victim)
                flying = king and rules.king_range is KingRange.FLYING
                if flying and rules.flying_landing is FlyingLanding.MUST_CONTINUE:
                    onward = [s for s in landings if jumps(s, True, now)]
                    landings = onward or landings
                for land in landings:
                    if not king and g.row(land) == far_row:
                        if rules.crowning is Crowning.STOPS:
                            out.append((land, now, True))
                            continue
                        if rules.crowning is Crowning.KING_CONTINUES:
                            extend(land, True, True, now)
                            continue
                    extend(land, king, crowned, now)

        extend(start, pieces[start].king, False, ())
        return out

    mine = [square for square, piece in pieces.items() if piece.color == me]
    captures = {Move((start, end), victims, crowns) for start in mine for end, victims, crowns in captures_from(start)}
    if captures:
        if rules.capture_rule is CaptureRule.MOST:
            most = max(len(move.captures) for move in captures)
            captures = {move for move in captures if len(move.captures) == most}
        return captures
    quiet = set()
    for start in mine:
        king = pieces[start].king
        for dr, dc in DIAGONALS:
            if not king and dr != forward:
                continue
            k = 1
            while (s := at(start, dr, dc, k)) is not None and s not in pieces:
                quiet.add(Move((start, s), crowns=not king and g.row(s) == far_row))
                if not king or rules.king_range is KingRange.SHORT:
                    break
                k += 1
    return quiet


@st.composite
def rule_sets(draw: st.DrawFn) -> Rules:
    return Rules(
        size=draw(st.sampled_from([8, 10])),
        first=draw(st.booleans()),
        men_capture_backward=draw(st.booleans()),
        king_range=draw(st.sampled_from(list(KingRange))),
        flying_landing=draw(st.sampled_from(list(FlyingLanding))),
        capture_rule=draw(st.sampled_from(list(CaptureRule))),
        removal=draw(st.sampled_from(list(Removal))),
        crowning=draw(st.sampled_from(list(Crowning))),
    )


@st.composite
def positions(draw: st.DrawFn) -> Board:
    rules = draw(rule_sets())
    board = Board.empty(rules)
    g = board.geometry
    squares = draw(st.lists(st.integers(1, g.squares), min_size=2, max_size=12, unique=True))
    for square in squares:
        color, king = draw(st.booleans()), draw(st.booleans())
        if not king and g.bits[square] & g.crown_row[color]:
            king = True
        board.put(square, Piece(color, king))
    board.turn = draw(st.booleans())
    return board


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=positions())
def test_generator_agrees_with_the_reference(board: Board) -> None:
    expected = reference_moves(board)
    assert set(board.legal_moves) == expected
    assert len(board.legal_moves) == len(expected)
    assert board.generator.can_move(*board.sides()) == bool(expected)


@pytest.mark.parametrize("rules", PRESET_NAMES)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False))
def test_games_agree_with_the_reference(rules: str, rng: random.Random) -> None:
    for board, _move in random_game(rules, rng, game_length(rules)):
        assert set(board.legal_moves) == reference_moves(board)


# ---------------------------------------------------------------------------------------------
# The end of the game


@st.composite
def game_starts(draw: st.DrawFn, preset: str) -> Board:
    """A preset's start, or a few pieces under it (so that games end soon), with its own
    quiet-move limit or a short one (so that the quiet-move draw comes up too)."""
    rules = PRESETS[preset]
    limit = draw(st.sampled_from([rules.quiet_move_limit, 1, 2, 5]))
    board = Board(rules.replace(quiet_move_limit=limit))
    if draw(st.booleans()):
        g = board.geometry
        board.clear()
        for square in draw(st.lists(st.integers(1, g.squares), min_size=1, max_size=8, unique=True)):
            color, king = draw(st.booleans()), draw(st.booleans())
            board.put(square, Piece(color, king or bool(g.bits[square] & g.crown_row[color])))
        board.turn = draw(st.booleans())
    return board


@pytest.mark.parametrize("rules", PRESET_NAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), rng=st.randoms(use_true_random=False))
def test_a_finished_game_has_no_legal_move(rules: str, data: st.DataObject, rng: random.Random) -> None:
    """Whenever ``outcome()`` says the game has ended by itself (won, or drawn at the
    quiet-move limit), there is no legal move, ``push`` refuses every move and perft
    counts nothing; while it goes on there is a move, even when a draw may be claimed."""
    board = data.draw(game_starts(rules))
    for _ in range(game_length(rules) * 2):
        ending = board.outcome()
        sides = board.sides()
        raw = board.generator.moves(*sides)
        assert board.generator.can_move(*sides) == bool(raw)
        if ending is None:
            moves = list(board.legal_moves)
            assert moves and len(board.legal_moves) == len(moves) == len(raw) and perft(board, 1) == len(moves)
            board.push(rng.choice(moves))
            continue
        assert ending.termination is not Termination.REPETITION  # only claimed, never by itself
        assert list(board.legal_moves) == [] and len(board.legal_moves) == 0 and not board.legal_moves
        assert perft(board, 0) == 1 and perft(board, 1) == perft(board, 2) == 0 and perft(board, 1, divide=True) == {}
        pieces = list(board.pieces())
        tries = [board.move_from_raw(move) for move in raw] or [
            Move((pieces[0], pieces[-1] % board.geometry.squares + 1))
        ]
        before = (board.fen(), board.move_stack, board.quiet_plies)
        for move in tries:
            assert move not in board.legal_moves
            with pytest.raises(GameOverError, match=f"the game is over: {re.escape(str(ending))}"):
                board.push(move)
        assert (board.fen(), board.move_stack, board.quiet_plies) == before
        return
