"""The coach: its sentences on positions where the right reason is known.

Each material claim ("wins a piece", "loses two pieces", "the only move that does
not lose a piece") is first checked by brute force over the Board API (a plain
material search, no engine code involved) before the coach is asked.
"""

from __future__ import annotations

import pytest

from draughts import Board, Move
from draughts.core.errors import GameOverError, IllegalMoveError
from draughts.engine.coach import Coach, Danger

# (rules, FEN, the hint's move, its reason)
HINTS = [
    (
        "english",
        "B:WK2,16,17,28,29,31:B1,3,4,5",
        "1-6",
        "wins a piece: after 1-6, White must take 2x9, and 5x14x21 takes two back",
    ),
    ("english", "W:W22,27,28:B15,18,19", "22-17", "the only move that does not lose a piece"),
    ("english", "W:W5,22:B11,15", "5-1", "crowns a man"),
    ("english", "W:W8,21:B5,13,17", "21x14", "the only legal move: a capture is compulsory"),
    ("russian", "B:W10,12,28:B1,5", "a7-b6", "the only move that does not lose a piece"),
    ("russian", "B:WK1,K3,20:B6", "c7-b6", "White wins by force whatever Black plays; this move holds out longest"),
    ("russian", "B:W6,21,24,27:B3,8,11,12,14,26", "d2-c1", "crowns a man"),
    (
        "brazilian",
        "B:W11,28,29:B2,4,5,7,8,12,27",
        "g7xe5",
        "wins two pieces: g7xe5 takes one, White plays a1-b2, Black plays f2-e1 and crowns, White plays h2-g3, "
        "and e1xh4 takes one",
    ),
    (
        "international",
        "W:W27,31,37,40,41,42,44,45,47,49,50:B2,3,5,7,8,9,12,13,14,16,19,20,29,30,35,K48",
        "40-34",
        "wins a piece: after 40-34, Black must take 29x40, and 45x34x25 takes two back",
    ),
    ("first-king", "W:W5,7,16,27,28,30,31,32:B1,4,6,12", "7-3", "wins at once"),
    (
        "giveaway",
        "W:W12,13,21,23,29,32:B1,4,14",
        "21-17",
        "gets rid of three pieces: after 21-17, Black plays 14x21 and takes one, White plays 12-8, "
        "Black plays 4x11 and takes one, White plays 29-25, and Black plays 21x30 and takes one and crowns",
    ),
]

# (rules, FEN, a move that loses material, the pieces it loses, the sentence)
DANGERS = [
    ("english", "W:W21,27,31:B9,14", "21-17", 1, "loses a piece: after 21-17, Black plays 14x21 and takes one"),
    ("english", "W:W22,27,28:B15,18,19", "27-23", 1, "loses a piece: after 27-23, Black plays 19x26 and takes one"),
    (
        "brazilian",
        "B:WK4,27,29,30,31:B1,3,17,28",
        "f8-g7",
        2,
        "loses two pieces: after f8-g7, White plays h8xc3xa5 and takes two",
    ),
    (
        "international",
        "W:W27,31,37,40,41,42,44,45,47,49,50:B2,3,5,7,8,9,12,13,14,16,19,20,29,30,35,K48",
        "44-39",
        2,
        "loses two pieces: after 44-39, Black plays 35x44x33 and takes two",
    ),
]


def _gain(board: Board, plies: int) -> int:
    """The pieces the side to move can win by force within *plies* plies, played on
    while a capture is pending (a plain material search; a side without a move has
    lost everything)."""
    moves = list(board.legal_moves)
    if not moves:
        return -board.count(board.turn) - 1
    if plies <= 0 and not moves[0].is_capture:
        return 0
    best = -100
    for move in moves:
        board.push(move)
        best = max(best, len(move.captures) - _gain(board, plies - 1))
        board.pop()
    return best


def _after(board: Board, move: Move, plies: int) -> int:
    """What the side to move wins by playing *move*, answered as well as possible."""
    board.push(move)
    try:
        return len(move.captures) - _gain(board, plies - 1)
    finally:
        board.pop()


@pytest.fixture(scope="module")
def coach() -> Coach:
    return Coach()


class TestHint:
    @pytest.mark.parametrize(("rules", "fen", "move", "reason"), HINTS)
    def test_reason(self, coach: Coach, rules: str, fen: str, move: str, reason: str) -> None:
        board = Board.from_fen(fen, rules=rules)
        hint = coach.hint(board)
        assert (board.rules.write_move(hint.move), hint.reason) == (move, reason)
        assert str(hint) == f"{move}: {reason}"
        assert hint.line[0] == hint.move

    @pytest.mark.parametrize(("index", "won", "plies"), [(0, 1, 5), (7, 2, 7), (8, 1, 5)])
    def test_a_win_of_material_is_forced(self, index: int, won: int, plies: int) -> None:
        rules, fen, move, reason = HINTS[index]
        assert reason.startswith(f"wins {'a piece' if won == 1 else 'two pieces'}")
        board = Board.from_fen(fen, rules=rules)
        assert _after(board, board.parse_move(move), plies) >= won

    @pytest.mark.parametrize(
        ("rules", "fen", "move"),
        [(rules, fen, move) for rules, fen, move, reason in HINTS if reason.startswith("the only move that")],
    )
    def test_the_only_safe_move_is_the_only_one(self, rules: str, fen: str, move: str) -> None:
        board = Board.from_fen(fen, rules=rules)
        safe = [board.rules.write_move(m) for m in board.legal_moves if _after(board, m, 4) >= 0]
        assert safe == [move]

    def test_the_line_is_legal_play(self, coach: Coach) -> None:
        board = Board.from_fen(HINTS[0][1], rules=HINTS[0][0])
        for move in coach.hint(board).line:
            assert move in board.legal_moves
            board.push(move)

    def test_a_finished_game_has_no_hint(self, coach: Coach) -> None:
        with pytest.raises(GameOverError, match="the game is over"):
            coach.hint(Board.from_fen("W:W29:B25,22", rules="english"))


class TestCheck:
    @pytest.mark.parametrize(("rules", "fen", "move", "pieces", "sentence"), DANGERS)
    def test_sentence(self, coach: Coach, rules: str, fen: str, move: str, pieces: int, sentence: str) -> None:
        board = Board.from_fen(fen, rules=rules)
        danger = coach.check(board, board.parse_move(move))
        assert isinstance(danger, Danger)
        assert (str(danger), danger.pieces) == (sentence, pieces)
        assert danger.better != danger.move

    @pytest.mark.parametrize(("rules", "fen", "move", "pieces", "sentence"), DANGERS)
    def test_the_loss_is_forced(self, rules: str, fen: str, move: str, pieces: int, sentence: str) -> None:
        board = Board.from_fen(fen, rules=rules)
        assert _after(board, board.parse_move(move), 4) <= -pieces
        assert max(_after(board, m, 4) for m in board.legal_moves) > -pieces

    def test_a_safe_move_passes(self, coach: Coach) -> None:
        board = Board.from_fen("W:W21,27,31:B9,14", rules="english")
        assert all(coach.check(board, board.parse_move(move)) is None for move in ("27-24", "27-23", "31-26"))

    def test_a_lost_game_is_not_blamed_on_the_move(self, coach: Coach) -> None:
        board = Board.from_fen("B:WK1,K3,20:B6", rules="russian")
        assert [coach.check(board, move) for move in board.legal_moves] == [None] * len(board.legal_moves)

    def test_a_piece_lost_on_the_way_to_a_won_game_is_not_blamed(self, coach: Coach) -> None:
        # 27-23 gives Black two for one, but White still crowns first (7-3) and wins.
        board = Board.from_fen("W:W5,7,16,27,28,30,31,32:B1,4,6,12", rules="first-king")
        assert coach.check(board, board.parse_move("27-23")) is None

    def test_a_move_that_loses_the_game(self, coach: Coach) -> None:
        board = Board.from_fen("W:W22,K30:B13,14", rules="english")
        danger = coach.check(board, board.parse_move("22-17"))
        assert danger is not None and danger.pieces is None
        assert str(danger).startswith("loses the game: after 22-17, Black wins by force within two moves (13x22")

    def test_an_illegal_move_is_refused(self, coach: Coach) -> None:
        board = Board.from_fen("W:W21,27,31:B9,14", rules="english")
        with pytest.raises(IllegalMoveError, match="21-16 is not a legal move"):
            coach.check(board, Move((21, 16)))


class TestReview:
    def test_the_worst_moves_with_the_better_ones(self, coach: Coach) -> None:
        game = Board.from_fen("W:W21,22,27,31:B9,14,15", rules="english")
        for move in ("21-17", "14x21", "22-18", "15x22"):
            game.push_pdn(move)
        slips = coach.review(game, color=True)
        assert [(slip.ply, str(slip.played)) for slip in slips] == [(0, "21-17"), (2, "22-18")]
        assert all(slip.drop >= 50 and slip.better != slip.played for slip in slips)
        assert str(slips[0]).startswith("1. 21-17 loses a piece: after 21-17, Black plays 14x21 and takes one; ")
        assert Board.from_fen(slips[1].fen, rules="english").legal_moves

    def test_most_keeps_the_worst(self, coach: Coach) -> None:
        game = Board.from_fen("W:W21,22,27,31:B9,14,15", rules="english")
        for move in ("21-17", "14x21", "22-18", "15x22"):
            game.push_pdn(move)
        [slip] = coach.review(game, color=True, most=1)
        assert slip.drop == max(s.drop for s in coach.review(game, color=True))

    def test_good_play_has_no_slips(self, coach: Coach) -> None:
        game = Board.from_fen("B:WK2,16,17,28,29,31:B1,3,4,5", rules="english")
        for move in coach.hint(game).line[:3]:
            game.push(move)
        assert coach.review(game, color=False) == []


def test_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="depth of at least 2"):
        Coach(depth=1)
    with pytest.raises(ValueError, match="horizon must be at least 2"):
        Coach(horizon=0)
    assert repr(Coach()) == "Coach(depth=6, horizon=4)"
