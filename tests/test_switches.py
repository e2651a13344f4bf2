"""Each rule switch, one class per concept: a position, its exact legal moves, and the same
position with only that switch flipped and its different answer.

Square numbers on 8x8 (Black at the top, White moves up)::

       1   2   3   4
     5   6   7   8
       9  10  11  12
    13  14  15  16
      17  18  19  20
    21  22  23  24
      25  26  27  28
    29  30  31  32
"""

from __future__ import annotations

from typing import Any

import pytest

from draughts import (
    BLACK,
    PRESETS,
    WHITE,
    Board,
    IllegalMoveError,
    Move,
    Piece,
    Rules,
)


def moves(fen: str, rules: Rules | str = "english") -> set[str]:
    """The legal moves of a position, as PDN."""
    return {str(move) for move in Board.from_fen(fen, rules).legal_moves}


def routes(fen: str, rules: Rules | str) -> list[str]:
    """Every capture route of a position, duplicates included, as PDN."""
    board = Board.from_fen(fen, rules)
    return sorted(str(route) for route in board.routes() if route.is_capture)


def flip(rules: Rules | str, **change: Any) -> Rules:
    """*rules* with one switch changed, checked to differ from it in that switch only."""
    base = Rules.coerce(rules)
    flipped = base.replace(**change)
    assert [d.switch for d in base.differences(flipped)] == list(change)
    return flipped


class TestForcedCapture:
    """A capture is compulsory in every variant, and it is played to the end."""

    FEN = "B:W18,27:B14,10,11"  # Black's 14 can take 18 and then 27; 10 and 11 could step

    @pytest.mark.parametrize("rules", sorted(set(PRESETS) - {"international"}))
    def test_only_the_capture_is_legal(self, rules: str) -> None:
        assert moves(self.FEN, rules) == {"14x23x32"}

    def test_without_the_capture_the_quiet_moves_come_back(self) -> None:
        assert moves("B:W27:B14,10,11") == {"14-17", "14-18", "10-15", "11-15", "11-16"}

    def test_the_quiet_move_is_refused_naming_the_capture(self) -> None:
        board = Board.from_fen(self.FEN)
        assert Move((11, 16)) not in board.legal_moves
        assert str(board.explain("11-16")) == "a capture is compulsory: 14x23x32"
        with pytest.raises(IllegalMoveError, match=r"^a capture is compulsory: 14x23x32$"):
            board.push_pdn("11-16")
        assert board.capturing_squares() == [14]

    def test_every_capturing_piece_is_named(self) -> None:
        fen = "W:W22,31:B11,18,27"
        board = Board.from_fen(fen)
        assert board.capturing_squares() == [22, 31]
        assert str(board.explain("22-17")) == "a capture is compulsory: 22x15x8 or 31x24"


class TestCaptureChoice:
    """``free``: any capture may be chosen; ``most``: one that takes the most pieces."""

    FEN = "W:W22,31:B11,18,27"  # 22 can take two (18, 11); 31 can take one (27)

    def test_english_is_free(self) -> None:
        assert moves(self.FEN, "english") == {"22x15x8", "31x24"}

    def test_english_with_most(self) -> None:
        assert moves(self.FEN, flip("english", capture_rule="most")) == {"22x15x8"}

    def test_brazilian_takes_the_most(self) -> None:
        assert moves(self.FEN, "brazilian") == {"22x15x8"}
        assert moves(self.FEN, flip("brazilian", capture_rule="free")) == {"22x15x8", "31x24"}

    def test_international_takes_the_most(self) -> None:
        fen = "W:W32,48:B19,28,43"  # 32 takes 28 and 19; 48 takes 43
        assert moves(fen, "international") == {"32x23x14"}
        assert moves(fen, flip("international", capture_rule="free")) == {"32x23x14", "48x39"}

    def test_most_counts_pieces_not_kings(self) -> None:
        # 22 takes two men; 31 takes one king: the count decides, not the kind of piece.
        assert moves("W:W22,31:B11,18,K27", "brazilian") == {"22x15x8"}

    def test_equal_counts_leave_a_choice(self) -> None:
        assert moves("W:W22,31:B18,27", "brazilian") == {"22x15", "31x24"}


class TestChainsChangeDirection:
    """A capture may turn at every landing square, and it must go on while it can."""

    def test_man_zigzags(self) -> None:
        assert moves("W:W22:B18,10") == {"22x15x6"}  # up-right over 18, then up-left over 10

    def test_man_may_not_stop_halfway(self) -> None:
        board = Board.from_fen("W:W22:B18,10")
        assert str(board.explain("22x15")) == "the capture must go on: 22x15x6"

    def test_short_king_goes_round_a_square(self) -> None:
        # The king turns three times and comes home: four pieces in one move.
        assert moves("W:WK22:B18,19,26,27") == {"22x15x24x31x22"}

    def test_a_man_turning_backward_needs_the_switch(self) -> None:
        fen = "W:W22:B18,19"  # after 22x15 the only way on is backward over 19
        assert moves(fen, "english") == {"22x15"}
        assert moves(fen, flip("english", men_capture_backward=True)) == {"22x15x24"}

    def test_flying_king_turns(self) -> None:
        # Over 25 along the long diagonal, then a right-angle turn over 10 from 15.
        assert moves("W:WK29:B25,10", "russian") == {"29x15x6", "29x15x1"}


class TestCrowningMidCapture:
    """A white man on 9 takes 6 and reaches the far row on 2; 7 stands next to it.

    ``stops``: crowned on 2, the move ends. ``king-continues``: crowned, it flies on over
    7 to 11, 16 or 20. ``man-continues``: as a man it takes 7 and ends on 11, uncrowned.
    """

    FEN = "W:W9:B6,7"

    @pytest.mark.parametrize(
        ("crowning", "expected"),
        [
            ("stops", {Move((9, 2), (6,), crowns=True)}),
            (
                "king-continues",
                {
                    Move((9, 2, 11), (6, 7), crowns=True),
                    Move((9, 2, 16), (6, 7), crowns=True),
                    Move((9, 2, 20), (6, 7), crowns=True),
                },
            ),
            ("man-continues", {Move((9, 2, 11), (6, 7))}),
        ],
    )
    def test_three_settings_same_position(self, crowning: str, expected: set[Move]) -> None:
        rules = Rules.preset("russian").replace(crowning=crowning)
        board = Board.from_fen(self.FEN, rules)
        assert set(board.legal_moves) == expected
        assert {m.crowns for m in board.legal_moves} == {m.crowns for m in expected}

    def test_pdn_of_the_three(self) -> None:
        russian = Rules.preset("russian")
        assert moves(self.FEN, flip(russian, crowning="stops")) == {"9x2"}
        assert moves(self.FEN, russian) == {"9x2x11", "9x2x16", "9x2x20"}
        assert moves(self.FEN, flip(russian, crowning="man-continues")) == {"9x2x11"}

    def test_the_piece_left_after_each(self) -> None:
        for crowning, square, king in [("stops", 2, True), ("king-continues", 20, True), ("man-continues", 11, False)]:
            board = Board.from_fen(self.FEN, Rules.preset("russian").replace(crowning=crowning))
            move = max(board.legal_moves, key=lambda m: m.end)
            board.push(move)
            assert board.piece_at(square) == Piece(WHITE, king=king)
            assert board.count(BLACK) == (1 if crowning == "stops" else 0)

    def test_the_new_king_obeys_the_landing_rule(self) -> None:
        # With 19 added, the king crowned on 2 must stop on 16 (from where it takes 19) under
        # must-continue; with any landing it may also stop on 11 or 20.
        fen = "W:W9:B6,7,19"
        russian = Rules.preset("russian")
        assert moves(fen, russian) == {"9x2x16x23", "9x2x16x26", "9x2x16x30"}
        assert moves(fen, flip(russian, flying_landing="any")) == {
            "9x2x11",
            "9x2x20",
            "9x2x16x23",
            "9x2x16x26",
            "9x2x16x30",
        }
        assert moves(fen, flip(russian, crowning="man-continues")) == {"9x2x11"}

    def test_man_that_ends_on_the_far_row_is_crowned(self) -> None:
        # man-continues: the move ends on the far row, so the man is crowned there.
        board = Board.from_fen("W:W9:B6", "brazilian")
        assert [(str(m), m.crowns) for m in board.legal_moves] == [("9x2", True)]


class TestRemoval:
    """``end``: jumped pieces block their squares until the move ends; ``immediate``: they leave at once."""

    def test_turning_back_along_the_same_diagonal(self) -> None:
        # King on 15; black men on 11 (up the long diagonal) and 22 (down it). With immediate
        # removal the king takes one, turns back over the emptied square and takes the other.
        fen = "W:WK15:B11,22"
        arcade = Rules.preset("arcade")
        assert moves(fen, arcade) == {"15x8x25", "15x8x29", "15x25x8", "15x25x4"}
        assert moves(fen, flip(arcade, removal="end")) == {"15x8", "15x4", "15x25", "15x29"}

    def test_landing_on_a_square_emptied_earlier(self) -> None:
        # 17 takes 14 (landing on 7), 16 (on 20), 24 (on 27), then 18 from 27: beyond 18 the
        # king may land on 14, the square of its first victim, or further on 9 or 5.
        fen = "W:WK17:B14,16,18,24"
        arcade = Rules.preset("arcade")
        assert moves(fen, arcade) == {
            "17x3",
            "17x10x28",
            "17x7x20x31",
            "17x7x20x27x14",
            "17x7x20x27x9",
            "17x7x20x27x5",
        }
        # With removal at the end, 14 still stands there and 18 cannot be taken.
        assert moves(fen, flip(arcade, removal="end")) == {"17x3", "17x10x28", "17x7x20x31", "17x7x20x27"}

    def test_the_emptied_square_is_landed_on(self) -> None:
        board = Board.from_fen("W:WK17:B14,16,18,24", "arcade")
        move = board.parse_move("17x7x20x27x14")
        assert move.path == (17, 7, 20, 27, 14) and set(move.captures) == {14, 16, 18, 24}
        board.push(move)
        assert board.fen() == "B:WK14:B"

    def test_end_removal_in_russian(self) -> None:
        # Russian removes at the end: the king cannot turn back over 11.
        assert moves("W:WK15:B11,22", "russian") == {"15x8", "15x4", "15x25", "15x29"}
        assert moves("W:WK15:B11,22", flip("russian", removal="immediate")) == {
            "15x8x25",
            "15x8x29",
            "15x25x8",
            "15x25x4",
        }


class TestFlyingLanding:
    """``any``: stop on any square beyond; ``must-continue``: stop where the capture goes on."""

    FEN = "W:WK29:B25,10"  # beyond 25 only 15 lets the king take again (10)

    def test_must_continue(self) -> None:
        assert moves(self.FEN, "russian") == {"29x15x6", "29x15x1"}

    def test_any(self) -> None:
        assert moves(self.FEN, flip("russian", flying_landing="any")) == {
            "29x22",
            "29x18",
            "29x11",
            "29x8",
            "29x4",
            "29x15x6",
            "29x15x1",
        }

    def test_any_still_goes_on_from_a_capturing_square(self) -> None:
        # Stopping on 15 is never allowed: from there the king can capture again.
        board = Board.from_fen(self.FEN, flip("russian", flying_landing="any"))
        assert Move((29, 15), (25,)) not in board.legal_moves
        assert str(board.explain("29x15")) == "the capture must go on: 29x15x6"

    def test_arcade_is_any(self) -> None:
        assert moves(self.FEN, "arcade") == moves(self.FEN, flip("russian", flying_landing="any"))
        assert moves(self.FEN, flip("arcade", flying_landing="must-continue")) == {"29x15x6", "29x15x1"}


class TestNoDoubleJumps:
    """No piece is jumped twice, and two pieces side by side cannot be jumped."""

    def test_round_trip_takes_each_piece_once(self) -> None:
        board = Board.from_fen("W:WK22:B18,19,26,27")
        (move,) = board.legal_moves
        assert sorted(move.captures) == [18, 19, 26, 27] and len(move.captures) == 4

    def test_flying_king_round_trip(self) -> None:
        # Back on 22 after four jumps, the king faces 18 again with 15 empty beyond it: 18 was
        # jumped already, so the move ends there.
        board = Board.from_fen("W:WK22:B18,19,26,27", "russian")
        assert {str(m) for m in board.legal_moves} == {
            "22x15x24x31x22",  # the same move as 22x31x24x15x22
            "22x15x24x31x17",
            "22x15x24x31x13",
            "22x31x24x15x25",
            "22x31x24x15x29",
        }
        for move in board.legal_moves:
            assert len(set(move.captures)) == len(move.captures)

    def test_two_adjacent_pieces_cannot_be_jumped(self) -> None:
        assert moves("W:WK29:B22,18", "russian") == {"29-25"}
        assert moves("W:WK25:B22,18") == {"25-21", "25-29", "25-30"}
        assert moves("W:W25:B22,18") == {"25-21"}

    def test_a_gap_between_them_allows_both(self) -> None:
        assert moves("W:WK29:B22,15", "russian") == {"29x18x11", "29x18x8", "29x18x4"}


class TestEveryLanding:
    """A flying king's capture may land on every empty square beyond the piece."""

    def test_all_landings_are_moves(self) -> None:
        assert moves("W:WK29:B25", "russian") == {"29x22", "29x18", "29x15", "29x11", "29x8", "29x4"}

    def test_short_king_lands_just_beyond(self) -> None:
        assert moves("W:WK29:B25", flip("russian", king_range="short")) == {"29x22"}

    def test_landings_stop_at_the_next_piece(self) -> None:
        assert moves("W:WK29,11:B25", "russian") == {"29x22", "29x18", "29x15"}

    def test_long_range_approach(self) -> None:
        # The king flies over empty squares to the piece before jumping it.
        assert moves("W:WK29:B15", "russian") == {"29x11", "29x8", "29x4"}
        assert moves("W:WK29:B15", flip("russian", king_range="short")) == {"29-25"}


class TestMenCaptureBackward:
    """Men capture backward in the flying-king games, only forward in English draughts."""

    FEN = "W:W18:B22"  # the black man is behind the white one

    def test_english_men_capture_forward_only(self) -> None:
        assert moves(self.FEN, "english") == {"18-14", "18-15"}

    def test_flipped(self) -> None:
        assert moves(self.FEN, flip("english", men_capture_backward=True)) == {"18x25"}

    @pytest.mark.parametrize("rules", ["arcade", "russian", "brazilian"])
    def test_flying_games(self, rules: str) -> None:
        assert moves(self.FEN, rules) == {"18x25"}
        assert moves(self.FEN, flip(rules, men_capture_backward=False)) == {"18-14", "18-15"}

    def test_black_men_too(self) -> None:
        assert moves("B:W14:B18", "english") == {"18-22", "18-23"}
        assert moves("B:W14:B18", "russian") == {"18x9"}

    def test_men_never_step_backward(self) -> None:
        assert moves("W:W18:B1", "russian") == {"18-14", "18-15"}


class TestDuplicatesDropped:
    """Routes with the same start, end, captured set and crowning are one move."""

    def test_round_trip_both_ways_is_one_move(self) -> None:
        fen = "W:WK22:B18,19,26,27"
        assert routes(fen, "english") == ["22x15x24x31x22", "22x31x24x15x22"]
        assert moves(fen) == {"22x15x24x31x22"}

    def test_three_stops_between_two_jumps_are_one_move(self) -> None:
        # Beyond 25 the king may stop on 22, 18 or 15 and then take 11 from each.
        fen = "W:WK29:B25,11"
        assert routes(fen, "russian") == ["29x15x4", "29x15x8", "29x18x4", "29x18x8", "29x22x4", "29x22x8"]
        assert moves(fen, "russian") == {"29x22x4", "29x22x8"}

    def test_same_end_and_victims_by_different_landings(self) -> None:
        fen = "W:WK15:B11,22"
        assert routes(fen, "arcade") == [
            "15x25x4",
            "15x25x8",
            "15x29x4",
            "15x29x8",
            "15x4x25",
            "15x4x29",
            "15x8x25",
            "15x8x29",
        ]
        assert len(Board.from_fen(fen, "arcade").legal_moves) == 4

    def test_every_route_names_its_move(self) -> None:
        board = Board.from_fen("W:WK29:B25,11", "russian")
        assert board.parse_move("29x18x4") == board.parse_move("29x22x4") == Move((29, 22, 4), (25, 11))
        assert str(board.parse_move("29x15x4")) == "29x22x4"

    def test_different_end_squares_are_different_moves(self) -> None:
        board = Board.from_fen("W:WK29:B25", "russian")
        assert len(board.legal_moves) == 6


class TestStartPositions:
    """Who moves first, and where the pieces start."""

    @pytest.mark.parametrize(
        ("rules", "first"),
        [
            ("english", BLACK),
            ("giveaway", BLACK),
            ("first-king", BLACK),
            ("arcade", WHITE),
            ("russian", WHITE),
            ("brazilian", WHITE),
            ("international", WHITE),
        ],
    )
    def test_first_mover(self, rules: str, first: bool) -> None:
        board = Board(rules)
        assert board.turn is first is board.rules.first
        assert Board.empty(rules).turn is first

    def test_flipping_first(self) -> None:
        assert Board(flip("english", first=WHITE)).turn is WHITE
        assert moves(Board(flip("english", first=WHITE)).fen()) == {
            "21-17",
            "22-17",
            "22-18",
            "23-18",
            "23-19",
            "24-19",
            "24-20",
        }

    def test_8x8_start(self) -> None:
        board = Board("english")
        assert board.fen() == "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
        assert board == Board.from_fen("B:W21-32:B1-12")
        assert {str(m) for m in board.legal_moves} == {
            "9-13",
            "9-14",
            "10-14",
            "10-15",
            "11-15",
            "11-16",
            "12-16",
        }

    def test_10x10_start(self) -> None:
        board = Board("international")
        assert board == Board.from_fen("W:W31-50:B1-20", "international")
        assert board.count(WHITE) == board.count(BLACK) == 20
        assert {str(m) for m in board.legal_moves} == {
            "31-26",
            "31-27",
            "32-27",
            "32-28",
            "33-28",
            "33-29",
            "34-29",
            "34-30",
            "35-30",
        }

    @pytest.mark.parametrize("rules", sorted(PRESETS))
    def test_men_only_at_the_start(self, rules: str) -> None:
        board = Board(rules)
        men = 12 if board.rules.size == 8 else 20
        assert board.count(WHITE, king=False) == board.count(BLACK, king=False) == men
        assert board.count(WHITE, king=True) == board.count(BLACK, king=True) == 0
        assert board.quiet_plies == 0 and board.move_stack == []


class TestGeometry:
    """Numbering and algebraic names on both boards."""

    @pytest.mark.parametrize(
        ("size", "square", "name"),
        [
            (8, 29, "a1"),
            (8, 32, "g1"),
            (8, 1, "b8"),
            (8, 4, "h8"),
            (8, 5, "a7"),
            (8, 22, "c3"),
            (10, 46, "a1"),
            (10, 50, "i1"),
            (10, 1, "b10"),
            (10, 5, "j10"),
            (10, 6, "a9"),
            (10, 45, "j2"),
        ],
    )
    def test_names(self, size: int, square: int, name: str) -> None:
        rules = "english" if size == 8 else "international"
        g = Board(rules).geometry
        assert g.name(square) == name
        assert g.parse_square(name) == square
        assert g.square_at(g.row(square), g.column(square)) == square

    def test_sizes(self) -> None:
        assert (Board("english").geometry.size, Board("english").geometry.squares) == (8, 32)
        assert (Board("international").geometry.size, Board("international").geometry.squares) == (10, 50)

    def test_light_squares_have_no_number(self) -> None:
        g = Board("international").geometry
        assert g.square_at(9, 1) is None and g.square_at(9, 0) == 46 and g.square_at(0, 9) == 5

    def test_10x10_long_diagonal(self) -> None:
        fen = "W:WK46:B5"  # a1 to j10; the black man in the corner cannot be taken
        assert moves(fen, "international") == {f"46-{s}" for s in (41, 37, 32, 28, 23, 19, 14, 10)}
        assert moves(fen, flip("international", king_range="short")) == {"46-41"}

    def test_10x10_capture_and_crowning(self) -> None:
        board = Board.from_fen("W:W12:B7", "international")  # 12 takes 7 and lands on 1, the far row
        assert [(str(m), m.crowns) for m in board.legal_moves] == [("12x1", True)]

    def test_men_step_off_no_edge(self) -> None:
        assert moves("W:W21") == {"21-17"}  # on the left edge only one forward step
        assert moves("W:W36", "international") == {"36-31"}
        assert moves("W:W45", "international") == {"45-40"}
