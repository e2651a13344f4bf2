"""The end of the game: no pieces, no moves, giveaway, first king, the quiet-move draw, repetition."""

from __future__ import annotations

import pytest

from draughts import BLACK, WHITE, Board, Outcome, Rules, Termination

SHUFFLE_8 = ("W:WK29:BK1", ["29-25", "1-5", "25-29", "5-1"])
SHUFFLE_10 = ("W:WK46:BK1", ["46-41", "1-6", "41-46", "6-1"])


def shuffle(board: Board, moves: list[str], plies: int) -> None:
    """Play *plies* king moves that go back and forth."""
    for ply in range(plies):
        board.push_pdn(moves[ply % len(moves)])


class TestNoMoves:
    """A side with pieces but no legal move on its turn has lost (in giveaway, won)."""

    FEN = "W:W29:B25,22"  # White's man on 29 is blocked by 25, and 22 stands behind 25

    def test_blocked_side_loses(self) -> None:
        board = Board.from_fen(self.FEN, "english")
        assert list(board.legal_moves) == [] and board.count(WHITE) == 1
        assert board.outcome() == Outcome(Termination.NO_MOVES, BLACK)
        assert board.is_game_over() and board.result() == "0-1"

    def test_blocked_side_wins_giveaway(self) -> None:
        board = Board.from_fen(self.FEN, "giveaway")
        assert board.outcome() == Outcome(Termination.GIVEAWAY, WHITE)
        assert board.result() == "1-0"

    def test_blocked_by_the_last_move(self) -> None:
        board = Board.from_fen("B:W29:B21,22", "english")
        assert board.outcome() is None
        board.push_pdn("21-25")
        assert board.outcome() == Outcome(Termination.NO_MOVES, BLACK)

    def test_the_other_side_blocked(self) -> None:
        board = Board.from_fen("B:W27,32:B28", "english")  # Black's man on 28 has nowhere to go
        assert board.outcome() == Outcome(Termination.NO_MOVES, WHITE)
        assert board.result() == "1-0"

    def test_a_piece_that_can_still_move_keeps_the_game_going(self) -> None:
        board = Board.from_fen("W:W29,30:B25,22", "english")
        assert board.outcome() is None and board.result() == "*"
        assert not board.is_game_over()


class TestNoPieces:
    """A side with no pieces left has lost (in giveaway, won)."""

    def test_set_up(self) -> None:
        assert Board.from_fen("W:W:B1").outcome() == Outcome(Termination.NO_PIECES, BLACK)
        assert Board.from_fen("B:W32:B").outcome() == Outcome(Termination.NO_PIECES, WHITE)

    def test_last_piece_taken(self) -> None:
        board = Board.from_fen("B:W18:B14", "english")
        board.push_pdn("14x23")
        assert board.outcome() == Outcome(Termination.NO_PIECES, BLACK)
        assert board.result() == "0-1"
        board.pop()
        assert board.outcome() is None

    def test_giveaway_the_side_with_nothing_wins(self) -> None:
        board = Board.from_fen("B:W18:B14", "giveaway")
        board.push_pdn("14x23")
        assert board.outcome() == Outcome(Termination.GIVEAWAY, WHITE)
        assert board.result() == "1-0"
        assert Board.from_fen("W:W:B1", "giveaway").outcome() == Outcome(Termination.GIVEAWAY, WHITE)


class TestFirstKing:
    """In first-king the move that crowns a man wins at once."""

    def test_crowning_move_wins(self) -> None:
        board = Board.from_fen("W:W6:B12", "first-king")
        assert board.outcome() is None
        board.push_pdn("6-2")
        assert board.outcome() == Outcome(Termination.FIRST_KING, WHITE)
        assert board.result() == "1-0" and board.is_game_over()
        assert not board.legal_moves  # a finished game has no legal move
        assert board.generator.count(*board.sides())  # but Black's man could move: the crowning ended the game

    def test_black_crowns(self) -> None:
        board = Board.from_fen("B:W21:B27", "first-king")
        board.push_pdn("27-32")
        assert board.outcome() == Outcome(Termination.FIRST_KING, BLACK)
        assert board.result() == "0-1"

    def test_crowning_by_capture_wins(self) -> None:
        board = Board.from_fen("W:W10,31:B7,12", "first-king")
        board.push_pdn("10x3")
        assert board.outcome() == Outcome(Termination.FIRST_KING, WHITE)

    def test_the_same_move_in_english_goes_on(self) -> None:
        board = Board.from_fen("W:W6:B12", "english")
        board.push_pdn("6-2")
        assert board.outcome() is None

    def test_kings_set_up_from_fen_are_not_a_finished_game(self) -> None:
        board = Board.from_fen("W:WK6,22:BK12,K16", "first-king")
        assert board.outcome() is None
        board.push_pdn("6-1")  # a king moving to the far row is no crowning
        assert board.outcome() is None

    def test_a_move_that_does_not_crown_goes_on(self) -> None:
        board = Board.from_fen("W:W10:B12", "first-king")
        board.push_pdn("10-6")
        assert board.outcome() is None


class TestQuietMoveDraw:
    """After the limit of plies with no capture and no man moved, the game is drawn."""

    @pytest.mark.parametrize(
        ("rules", "limit"),
        [("english", 80), ("arcade", 60), ("russian", 30), ("brazilian", 40), ("international", 50)],
    )
    def test_exactly_at_the_limit(self, rules: str, limit: int) -> None:
        fen, cycle = SHUFFLE_10 if rules == "international" else SHUFFLE_8
        board = Board.from_fen(fen, rules)
        shuffle(board, cycle, limit - 1)
        assert board.quiet_plies == limit - 1
        assert board.outcome() is None
        board.push_pdn(cycle[(limit - 1) % 4])
        assert board.quiet_plies == limit
        assert board.outcome() == Outcome(Termination.QUIET_MOVES, None)
        assert board.result() == "1/2-1/2"

    def test_a_changed_limit(self) -> None:
        rules = Rules.preset("english").replace(quiet_move_limit=100)
        board = Board.from_fen(SHUFFLE_8[0], rules)
        shuffle(board, SHUFFLE_8[1], 99)
        assert board.outcome() is None
        shuffle(board, SHUFFLE_8[1][3:], 1)
        assert board.outcome() == Outcome(Termination.QUIET_MOVES, None)

    def test_no_limit(self) -> None:
        board = Board.from_fen(SHUFFLE_8[0], Rules.preset("english").replace(quiet_move_limit=None))
        shuffle(board, SHUFFLE_8[1], 120)
        assert board.quiet_plies == 120 and board.outcome() is None

    def test_man_move_resets(self) -> None:
        board = Board.from_fen("W:WK29,22:BK4", "english")
        shuffle(board, ["29-25", "4-8", "25-29", "8-4"], 4)
        assert board.quiet_plies == 4
        board.push_pdn("22-18")
        assert board.quiet_plies == 0
        board.push_pdn("4-8")
        assert board.quiet_plies == 1

    def test_capture_by_a_man_resets(self) -> None:
        board = Board.from_fen("W:WK29:BK4,15", "english")
        shuffle(board, ["29-25", "4-8", "25-22", "8-4"], 4)
        board.push_pdn("22-18")
        assert board.quiet_plies == 5
        board.push_pdn("15x22")  # the black man on 15 takes the king
        assert board.quiet_plies == 0

    def test_capture_by_a_king_resets(self) -> None:
        board = Board.from_fen("W:WK25:BK22,K1", "english")
        board.quiet_plies = 10
        board.push_pdn("25x18")  # no man moved, but a piece was taken
        assert board.quiet_plies == 0
        board.push_pdn("1-5")
        assert board.quiet_plies == 1

    def test_crowning_move_is_a_man_move(self) -> None:
        board = Board.from_fen("W:WK29,6:BK32", "english")
        board.quiet_plies = 79
        board.push_pdn("6-2")
        assert board.pieces()[2].king
        assert board.quiet_plies == 0 and board.outcome() is None

    def test_win_stands_when_the_limit_move_blocks(self) -> None:
        board = Board.from_fen("W:WK27:B28", "english")
        board.quiet_plies = 79
        board.push_pdn("27-32")  # 80th quiet ply, and Black's man on 28 is now blocked
        assert board.quiet_plies == 80
        assert board.outcome() == Outcome(Termination.NO_MOVES, WHITE)
        board.pop()
        board.push_pdn("27-23")  # the 80th quiet ply without blocking: a draw
        assert board.outcome() == Outcome(Termination.QUIET_MOVES, None)

    def test_pop_restores_the_counter(self) -> None:
        board = Board.from_fen("W:WK29,22:BK4", "english")
        board.push_pdn("29-25")
        board.push_pdn("4-8")
        board.push_pdn("22-18")
        assert board.quiet_plies == 0
        board.pop()
        assert board.quiet_plies == 2


class TestRepetition:
    """A position met for the third time, same side to move, lets either side claim a draw."""

    def test_third_time(self) -> None:
        board = Board.from_fen(*SHUFFLE_8[:1], "english")
        cycle = SHUFFLE_8[1]
        shuffle(board, cycle, 4)
        assert board.is_repetition(2) and not board.can_claim_draw()  # only the second time
        shuffle(board, cycle, 3)
        assert not board.can_claim_draw()
        shuffle(board, cycle[3:], 1)
        assert board.can_claim_draw()  # the set-up position counts as the first time
        assert board.outcome() is None  # a claim, not an automatic end
        assert board.outcome(claim_draw=True) == Outcome(Termination.REPETITION, None)
        assert board.is_game_over(claim_draw=True) and board.result(claim_draw=True) == "1/2-1/2"
        assert board.result() == "*"

    @pytest.mark.parametrize("rules", ["russian", "brazilian", "international", "giveaway", "first-king"])
    def test_other_rules_with_the_claim(self, rules: str) -> None:
        fen, cycle = SHUFFLE_10 if rules == "international" else SHUFFLE_8
        board = Board.from_fen(fen, rules)
        shuffle(board, cycle, 8)
        assert board.can_claim_draw()

    def test_arcade_has_no_repetition_rule(self) -> None:
        board = Board.from_fen(SHUFFLE_8[0], "arcade")
        shuffle(board, SHUFFLE_8[1], 8)
        assert board.is_repetition(3)
        assert not board.can_claim_draw()
        assert board.outcome(claim_draw=True) is None
        assert Board.from_fen(SHUFFLE_8[0], Rules.preset("english").replace(repetition=False)).can_claim_draw() is False

    def test_side_to_move_counts(self) -> None:
        # The kings come back to the same squares, but with the other side to move.
        board = Board.from_fen("W:WK29:BK4", "english")
        shuffle(board, ["29-25", "4-8", "25-22", "8-4", "22-25", "4-8", "25-29", "8-4"], 8)
        assert board.fen() == "W:WK29:BK4"
        assert board.is_repetition(2) and not board.is_repetition(3)

    def test_a_man_move_starts_the_count_again(self) -> None:
        board = Board.from_fen("W:WK29,21:BK1", "english")
        cycle = SHUFFLE_8[1]
        shuffle(board, cycle, 4)
        assert board.is_repetition(2)
        board.push_pdn("21-17")
        board.push_pdn("1-5")
        assert not board.is_repetition(2)
        shuffle(board, ["29-25", "5-1", "25-29", "1-5"], 4)
        assert board.is_repetition(2) and not board.can_claim_draw()
        shuffle(board, ["29-25", "5-1", "25-29", "1-5"], 4)
        assert board.quiet_plies == 9
        assert board.can_claim_draw()  # the position after 1-5 is met the third time

    def test_copy_without_history_forgets_repetitions(self) -> None:
        board = Board.from_fen(SHUFFLE_8[0], "english")
        shuffle(board, SHUFFLE_8[1], 8)
        assert board.copy().can_claim_draw()
        assert not board.copy(stack=False).can_claim_draw()


class TestResultStrings:
    """result() and str() of outcomes."""

    def test_strings(self) -> None:
        assert Outcome(Termination.NO_PIECES, WHITE).result() == "1-0"
        assert Outcome(Termination.NO_MOVES, BLACK).result() == "0-1"
        assert Outcome(Termination.QUIET_MOVES, None).result() == "1/2-1/2"
        assert str(Outcome(Termination.NO_MOVES, BLACK)) == "Black wins: the side to move has pieces but no legal move"
        assert str(Outcome(Termination.QUIET_MOVES, None)) == (
            "draw: too many moves in a row without a capture or a man moving"
        )

    def test_game_in_progress(self) -> None:
        board = Board("russian")
        assert board.result() == "*" and board.outcome() is None and not board.is_game_over()
