"""Move text (PDN and algebraic) and positions (PDN FEN): reading, refusing, writing."""

from __future__ import annotations

import pytest

from draughts import (
    BLACK,
    WHITE,
    AmbiguousMoveError,
    Board,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    InvalidSquareError,
    Move,
    Piece,
    Rules,
)

TWO_WAYS = "W:W22:B9,10,17,18"  # 22 can reach 6 over 18 and 10, or over 17 and 9


class TestParseMove:
    """parse_move reads the full path, the short form and algebraic squares."""

    def test_quiet_move(self) -> None:
        board = Board("russian")
        assert board.parse_move("22-18") == Move((22, 18))
        assert board.parse_move("c3-d4") == Move((22, 18))
        assert board.parse_move("C3-D4") == Move((22, 18))
        assert board.parse_move(" 22 - 18 ") == Move((22, 18))
        assert board.parse_move("22-18!?") == Move((22, 18))

    def test_capture_full_and_short(self) -> None:
        board = Board.from_fen("W:W22:B18,10")
        full = board.parse_move("22x15x6")
        assert full.path == (22, 15, 6) and full.captures == (18, 10)
        assert board.parse_move("22x6") == full
        assert board.parse_move("22:6") == full
        assert board.parse_move("c3:c7") == full
        assert board.parse_move("c3xe5xc7") == full

    def test_algebraic_capture(self) -> None:
        board = Board.from_fen("W:W22:B18")
        assert board.parse_move("c3:e5") == Move((22, 15), (18,))
        assert board.parse_move("c3xe5") == Move((22, 15), (18,))

    def test_algebraic_on_10x10(self) -> None:
        board = Board("international")
        assert board.parse_move("b4-a5") == Move((31, 26))
        assert board.parse_move("b4-c5") == Move((31, 27))
        assert board.parse_move("j4-i5") == Move((35, 30))

    def test_ambiguous_short_form_lists_the_candidates(self) -> None:
        board = Board.from_fen(TWO_WAYS)
        for text in ("22x6", "c3:c7", "22-6"):
            with pytest.raises(AmbiguousMoveError) as error:
                board.parse_move(text)
            assert str(error.value) == f"{text!r} fits 2 moves: 22x13x6 or 22x15x6; give more squares"

    def test_more_squares_settle_it(self) -> None:
        board = Board.from_fen(TWO_WAYS)
        over_18 = Move((22, 15, 6), (18, 10))
        over_17 = Move((22, 13, 6), (17, 9))
        assert board.parse_move("22x15x6") == over_18
        assert board.parse_move("22x13x6") == over_17
        assert board.parse_move("22x18x10x6") == over_18  # the captured squares
        assert board.parse_move("22x17x9x6") == over_17
        assert board.parse_move("22x10x6") == over_18  # one captured square is enough

    def test_parsed_move_is_the_legal_one(self) -> None:
        board = Board.from_fen("W:WK29:B25,11", "russian")
        move = board.parse_move("29x15x4")  # another route of the same move
        assert move in board.legal_moves
        assert str(move) == "29x22x4"

    @pytest.mark.parametrize(
        "text",
        ["", "x", "11", "11-", "-15", "11--15", "11-15-", "11 15", "k9-z2", "0-4", "33-1", "a8-b7", "²-3", "11–15"],
    )
    def test_unreadable_text(self, text: str) -> None:
        board = Board()
        with pytest.raises(InvalidMoveError) as error:
            board.parse_move(text)
        assert str(error.value)

    def test_unreadable_messages(self) -> None:
        board = Board()
        with pytest.raises(InvalidMoveError, match="there is no square 33 on a 8x8 board"):
            board.parse_move("33-28")
        with pytest.raises(InvalidMoveError, match="a8 is a light square"):
            board.parse_move("a8-b7")
        with pytest.raises(InvalidMoveError, match="'k9' is not a square of a 8x8 board"):
            board.parse_move("k9-z2")
        with pytest.raises(InvalidMoveError, match="there is no square 51"):
            Board("international").parse_move("51-46")
        with pytest.raises(InvalidMoveError):
            board.parse_move(1115)  # type: ignore[arg-type]

    @pytest.mark.parametrize(
        ("fen", "text", "reason"),
        [
            ("B:W18,27:B14,10,11", "11-16", "a capture is compulsory: 14x23x32"),
            ("B:W18,27:B14,10,11", "14x23", "the capture must go on: 14x23x32"),
            ("W:W22:B18", "14-9", "there is no piece on 14"),
            ("W:W22:B18", "18-22", "the piece on 18 is Black's, and it is White's turn"),
            ("W:W22,17:B1", "22-17", "17 is occupied"),
            ("W:W22:B1", "22-26", "a man moves only forward"),
            ("W:W22:B1", "22-15", "a man moves one square at a time, unless it captures"),
            ("W:W22:B1", "22-14", "22 and 14 are not on one diagonal"),
        ],
    )
    def test_illegal_move_carries_the_reason(self, fen: str, text: str, reason: str) -> None:
        board = Board.from_fen(fen)
        with pytest.raises(IllegalMoveError) as error:
            board.parse_move(text)
        assert str(error.value) == reason
        assert str(board.explain(text)) == reason

    def test_errors_are_value_errors(self) -> None:
        for kind in (InvalidMoveError, IllegalMoveError, AmbiguousMoveError, InvalidFenError):
            assert issubclass(kind, ValueError)


class TestPushPdn:
    """push_pdn reads, checks and plays; a refused move leaves the board as it was."""

    def test_plays_and_returns(self) -> None:
        board = Board()
        move = board.push_pdn("11-15")
        assert move == Move((11, 15)) and board.peek() == move
        assert board.turn is WHITE and board.piece_at(15) == Piece(BLACK)

    def test_refused_move_changes_nothing(self) -> None:
        board = Board.from_fen("B:W18,27:B14,10,11")
        before = board.fen()
        for text in ("11-16", "11-", "14x23"):
            with pytest.raises(ValueError):
                board.push_pdn(text)
        assert board.fen() == before and board.move_stack == []


class TestMoveText:
    """str(move) is PDN; short and full forms."""

    def test_pdn(self) -> None:
        capture = Move((11, 18, 25), (15, 22))
        assert str(capture) == "11x18x25" and capture.pdn(short=True) == "11x25"
        assert str(Move((9, 14))) == "9-14" and Move((9, 14)).pdn(short=True) == "9-14"

    def test_equality_is_what_the_move_does(self) -> None:
        assert Move((11, 18, 25), (15, 22)) == Move((11, 4, 25), (22, 15))
        assert Move((11, 18, 25), (15, 22)) != Move((11, 18, 25), (15, 22), crowns=True)
        assert Move((11, 18, 25), (15, 22)) != Move((11, 18, 25), (15,))
        assert len({Move((11, 18, 25), (15, 22)), Move((11, 4, 25), (22, 15))}) == 1

    def test_a_move_needs_two_squares(self) -> None:
        with pytest.raises(ValueError, match="start and an end"):
            Move((9,))


class TestFenErrors:
    """InvalidFenError names the broken part of the position."""

    @pytest.mark.parametrize(
        ("fen", "words"),
        [
            ("W:W33:B1", "there is no square 33 on a 8x8 board (the squares are 1-32)"),
            ("W:W21-33:B1", "there is no square 33 on a 8x8 board"),
            ("W:W0:B1", "there is no square 0"),
            ("W:W21,21:B9", "square 21 is listed twice"),
            ("W:W21:B21", "square 21 is listed twice"),
            ("W:W4:B9", "a white man on 4 stands on its own crowning row; write K4 for a king"),
            ("W:W21:B30", "a black man on 30 stands on its own crowning row; write K30 for a king"),
            ("X:W21:B1", "the side to move must be W or B, not 'X'"),
            ("", "the side to move must be W or B"),
            ("W:W21,foo:B9", "'foo' is not a square, a range or K and a square"),
            ("W:W21,,22:B9", "'' is not a square"),
            ("W:WK:B9", "'K' is not a square"),
            ("W:W1 2:B9", "'1 2' is not a square"),
            ("W:W21:B9:junk", "expected side:White pieces:Black pieces, found 4 fields"),
            ("W:W21:W22", "White's pieces are listed twice"),
            ("W:X21:B9", "a piece list must start with W or B, not 'X21'"),
            ("W:W25-22:B9", "the range '25-22' runs backwards"),
        ],
    )
    def test_message_names_the_part(self, fen: str, words: str) -> None:
        with pytest.raises(InvalidFenError) as error:
            Board.from_fen(fen)
        assert words in str(error.value)

    def test_10x10_bounds(self) -> None:
        with pytest.raises(InvalidFenError, match="no square 51 on a 10x10 board"):
            Board.from_fen("W:W51:B1", "international")
        with pytest.raises(InvalidFenError, match="no square 33 on a 8x8 board"):
            Board.from_fen("W:W31-40:B1-20", "english")

    def test_not_text(self) -> None:
        with pytest.raises(InvalidFenError, match="a FEN is text"):
            Board.from_fen(42)  # type: ignore[arg-type]


class TestFenReading:
    """Ranges, kings, spacing, case and the PDN tag form."""

    def test_ranges(self) -> None:
        board = Board.from_fen("B:W21-32:B1-12")
        assert board == Board("english")
        assert board.fen() == "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

    def test_kings_and_ranges_mixed(self) -> None:
        board = Board.from_fen("W:W21-23,K30:B1-3,K28")
        assert board.pieces() == {
            1: Piece(BLACK),
            2: Piece(BLACK),
            3: Piece(BLACK),
            21: Piece(WHITE),
            22: Piece(WHITE),
            23: Piece(WHITE),
            28: Piece(BLACK, king=True),
            30: Piece(WHITE, king=True),
        }
        assert board.fen() == "W:W21,22,23,K30:B1,2,3,K28"

    @pytest.mark.parametrize(
        "fen",
        [
            "W:W21,22:B1,2",
            "w:w21,22:b1,2",
            "W:B1,2:W21,22",
            "W: W21, 22 :B1 ,2",
            "W:W21-22:B1-2",
            '[FEN "W:W21,22:B1,2"]',
            "W:W21,22:B1,2.",
        ],
    )
    def test_spellings_of_one_position(self, fen: str) -> None:
        assert Board.from_fen(fen).fen() == "W:W21,22:B1,2"

    def test_empty_side(self) -> None:
        assert Board.from_fen("W:W:B1").fen() == "W:W:B1"
        assert Board.from_fen("B:W21").fen() == "B:W21:B"

    def test_kings_may_stand_anywhere(self) -> None:
        assert Board.from_fen("W:WK1,K4:BK29,K32").count(WHITE, king=True) == 2

    @pytest.mark.parametrize(
        ("fen", "rules"),
        [
            ("B:W18,27:B14,10,11", "english"),
            ("W:WK29,11:B25,K4", "russian"),
            ("W:W31-50:B1-20", "international"),
            ("B:WK46,K5:BK1,45", "international"),
        ],
    )
    def test_round_trip(self, fen: str, rules: str) -> None:
        board = Board.from_fen(fen, rules)
        again = Board.from_fen(board.fen(), rules)
        assert again == board and again.fen() == board.fen()


class TestFullPathWinsOverLongerRoutes:
    """A full capture path names its own route even when a longer route passes through the same squares."""

    FEN = "B:W23,26,32,33,34,36,37,39,41,42,43,44,45,46,47,50:B2,5,6,7,8,9,10,11,12,13,14,15,16,17,18"

    def test_exact_path_is_not_ambiguous(self) -> None:
        rules = Rules(size=10, first=BLACK, men_capture_backward=True, crowning="king-continues")
        board = Board.from_fen(self.FEN, rules=rules)
        assert board.parse_move("18x29x38x27").path == (18, 29, 38, 27)
        assert board.parse_move("18x29x40x49x38x27").path == (18, 29, 40, 49, 38, 27)


class TestNotationByRuleSet:
    """Each rule set names squares and writes moves and FEN as its own players do (RULES.md, notation)."""

    @pytest.mark.parametrize(
        ("rules", "square", "move", "fen"),
        [
            ("english", "22", "22x15x8", "W:W22,K28:B9"),
            ("giveaway", "22", "22x15x8", "W:W22,K28:B9"),
            ("first-king", "22", "22x15x8", "W:W22,K28:B9"),
            ("arcade", "22", "22x15x8", "W:W22,K28:B9"),
            ("russian", "c3", "c3xe5xg7", "W:Wc3,Kh2:Bb6"),
            ("brazilian", "c3", "c3xe5xg7", "W:Wc3,Kh2:Bb6"),
        ],
    )
    def test_squares_moves_and_fen(self, rules: str, square: str, move: str, fen: str) -> None:
        preset = Rules.preset(rules)
        assert preset.name_square(22) == square
        assert preset.write_move(Move((22, 15, 8), captures=(18, 11))) == move
        assert Board.from_fen("W:W22,K28:B9", rules).fen() == fen

    def test_international_writes_numbers(self) -> None:
        rules = Rules.preset("international")
        assert (rules.algebraic, rules.name_square(46), rules.write_move(Move((32, 28)))) == (False, "46", "32-28")

    def test_custom_rule_sets_write_numbers(self) -> None:
        custom = Rules.preset("russian").replace(capture_rule="most")
        assert not custom.algebraic
        assert custom.name_square(22) == "22"
        assert Board.from_fen("W:Wc3:Bb6", custom).fen() == "W:W22:B9"

    def test_a_square_off_the_board_is_refused(self) -> None:
        with pytest.raises(InvalidSquareError):
            Rules.preset("russian").name_square(33)
        with pytest.raises(InvalidSquareError):
            Rules.preset("english").name_square(0)

    @pytest.mark.parametrize("rules", ["russian", "brazilian", "english", "international"])
    def test_every_written_fen_and_move_reads_back(self, rules: str) -> None:
        board = Board(rules)
        for move in board.legal_moves:
            assert board.parse_move(board.rules.write_move(move)) == move
        assert Board.from_fen(board.fen(), rules) == board

    def test_errors_name_squares_in_the_notation(self) -> None:
        board = Board.from_fen("W:W22:B9,10,17,18", "russian")
        with pytest.raises(IllegalMoveError, match="the capture must go on: c3xa5xc7xe5xc3"):
            board.parse_move("22x6")
        with pytest.raises(IllegalMoveError, match="there is no White piece on e5"):
            board.push(Move((15, 11)))
