"""Bad input is refused cleanly, by each reader's own error, and finished games take no move."""

from __future__ import annotations

from typing import Any

import pytest

from draughts import Board, IllegalMoveError, InvalidFenError, InvalidMoveError, Move, Rules, UnknownRulesError
from draughts.core.errors import GameOverError
from draughts.records.pdn import Game, InvalidPdnError, InvalidShareCodeError, parse_rules, read_game, read_games

NOT_ASCII_DIGITS = ["²", "²1", "1²", "٣", "１２"]
HUGE = "1" * 5000


class TestNumbersThatAreNotPlainDigits:
    """Superscripts, other scripts' digits and numbers too long for ``int`` are refused by each reader."""

    @pytest.mark.parametrize("digits", [*NOT_ASCII_DIGITS, HUGE])
    def test_fen(self, digits: str) -> None:
        with pytest.raises(InvalidFenError):
            Board.from_fen(f"W:W{digits}:B1")
        with pytest.raises(InvalidFenError):
            Board.from_fen(f"W:W21-{digits}:B1")

    @pytest.mark.parametrize("digits", [*NOT_ASCII_DIGITS, HUGE])
    def test_move_text(self, digits: str) -> None:
        board = Board("english")
        with pytest.raises(InvalidMoveError):
            board.push_pdn(f"{digits}-15")
        with pytest.raises(InvalidMoveError):
            board.push_pdn(f"c{digits}-d4")
        assert board == Board("english") and not board.move_stack

    @pytest.mark.parametrize("digits", [*NOT_ASCII_DIGITS, HUGE])
    def test_rules_tag(self, digits: str) -> None:
        for switch in ("size", "quiet_move_limit"):
            with pytest.raises(UnknownRulesError):
                parse_rules(f"english {switch}={digits}")

    @pytest.mark.parametrize("digits", [*NOT_ASCII_DIGITS, HUGE])
    def test_pdn_reports_the_line_and_keeps_the_file(self, digits: str) -> None:
        text = f'[Event "A"]\n1. 11-15 *\n\n[GameType "{digits}"]\n1. 11-15 *\n\n[Event "C"]\n1. {digits}-15 *'
        found = read_games(text)
        assert len(found.games) == 3
        assert [error.line for error in found.errors] == [4, 8]

    def test_the_board_widget_explains_the_share_code_of_the_issue(self, make: Any) -> None:
        widget = make("english")
        assert widget.load_share_code("draughts:1:english,quiet_move_limit=²:start:") is None
        assert "quiet_move_limit must be a number of plies or none, not '²'" in widget.message
        assert widget.board == Board("english")

    @pytest.mark.parametrize("digits", [*NOT_ASCII_DIGITS, HUGE])
    def test_share_code(self, digits: str) -> None:
        for code in (
            f"draughts:1:english,quiet_move_limit={digits}:start:",
            f"draughts:1:english,size={digits}:start:",
            f"draughts:1:english:W:W{digits}:B1:",
            f"draughts:1:english:start:{digits}-15",
        ):
            with pytest.raises(InvalidShareCodeError):
                Game.from_share_code(code)


class TestLongInput:
    """Long runs of spaces are read in linear time, and single tokens have a bound with a clear message."""

    SPACES = " " * 1_000_000

    def test_a_fen_has_a_bound(self) -> None:
        with pytest.raises(InvalidFenError, match="too long for a FEN"):
            Board.from_fen(f"W:W21,{self.SPACES}22:B1")

    def test_a_move_has_a_bound(self) -> None:
        with pytest.raises(InvalidMoveError, match="too long for a move"):
            Board("english").push_pdn(f"11{self.SPACES}-15")

    def test_spaces_inside_a_short_fen_and_move_still_read(self) -> None:
        board = Board.from_fen("W : W 21 , K 30 : B 1 - 3", "english")
        assert board.fen() == "W:W21,K30:B1,2,3"
        assert str(Board("english").push_pdn(" 11 x 15 ".replace("x", "-"))) == "11-15"

    @pytest.mark.parametrize(
        "code",
        [f"draughts:1:english:start:11-{SPACES}15", f"draughts:1:english:W:W21{SPACES}:B1:"],
        ids=["in a move", "in the start position"],
    )
    def test_a_share_code_with_a_million_spaces_is_refused_quickly(self, code: str) -> None:
        with pytest.raises(InvalidShareCodeError) as raised:
            Game.from_share_code(code)
        assert len(str(raised.value)) < 400, "the message quotes an excerpt, not the whole code"

    def test_a_million_spaces_between_rule_words_are_one_separator(self) -> None:
        game = Game.from_share_code(f"draughts:1:english{self.SPACES}king_range=flying:start:")
        assert game.board().rules == Rules.preset("english").replace(king_range="flying")

    def test_pdn_with_a_million_spaces_reads(self) -> None:
        found = read_games(f"1. 11-15 {self.SPACES} 23-19 {{{self.SPACES}}} *")
        assert len(found.games[0].moves) == 2 and not found.errors

    def test_many_unclosed_comments_and_brackets_read(self) -> None:
        found = read_games('{ unclosed\n[Event "x"]\n' * 20_000 + "( " * 20_000)
        assert len(found.errors) >= 20_000

    def test_many_comments_at_one_ply_read(self) -> None:
        game = read_game("1. 11-15 " + "{a}" * 200_000 + " *")
        assert len(game.comments[1]) == 2 * 200_000 - 1

    def test_an_exercise_answer_with_a_million_spaces_is_split_quickly(self) -> None:
        from draughts.teaching.exercises import FindMoves

        exercise = FindMoves(Board("english"), "List every legal move.")
        assert not exercise.check("11" + self.SPACES + "-15" + self.SPACES + "9").correct
        assert exercise.check("9 - 13,  9 -14 ,10- 14;10-15 11-15, 11 - 16, 12-16").correct

    def test_messages_quote_an_excerpt(self) -> None:
        long = "x" * 1_000_000
        for call in (
            lambda: Board.from_fen(long),
            lambda: Board("english").push_pdn(long),
            lambda: Rules.preset(long),
            lambda: parse_rules(f"english {long}=1"),
            lambda: Game.from_share_code(long),
        ):
            with pytest.raises(ValueError) as error:
                call()
            assert len(str(error.value)) < 400
        assert all(len(str(error)) < 400 for error in read_games(f"1. {long} *").errors)


class TestNoneIsNotText:
    def test_from_fen(self) -> None:
        with pytest.raises(InvalidFenError, match="a FEN is text"):
            Board.from_fen(None)  # type: ignore[arg-type]

    def test_share_code(self) -> None:
        with pytest.raises(InvalidShareCodeError, match="a share code is text"):
            Game.from_share_code(None)  # type: ignore[arg-type]

    def test_preset_and_rules_text(self) -> None:
        with pytest.raises(UnknownRulesError, match="text"):
            Rules.preset(None)  # type: ignore[arg-type]
        with pytest.raises(UnknownRulesError, match="text"):
            parse_rules(None)  # type: ignore[arg-type]

    def test_pdn(self) -> None:
        with pytest.raises(InvalidPdnError, match="PDN is text"):
            read_games(None)  # type: ignore[arg-type]

    def test_widget_paste(self, make: Any) -> None:
        widget = make("english")
        assert widget.load_share_code(None) is None
        assert widget.message.startswith("paste a share code first")


class TestShareCodes:
    def test_an_empty_rules_field_is_refused(self) -> None:
        with pytest.raises(InvalidShareCodeError, match="names no rule set"):
            Game.from_share_code("draughts:1::start:11-15")

    def test_a_byte_order_mark_before_a_code_or_a_file_is_ignored(self) -> None:
        assert Game.from_share_code("\ufeffdraughts:1:english:start:11-15").moves[0].pdn() == "11-15"
        found = read_games('\ufeff[Event "A"]\n1. 11-15 *')
        assert not found.errors and found.games[0].headers["Event"] == "A"


class TestTheEndOfTheGame:
    """Once a game has ended, the checked entry points refuse any move, naming the ending."""

    def crowned(self) -> Board:
        board = Board.from_fen("B:W30:B27,1", "first-king")
        board.push_pdn("27-32")
        return board

    def drawn(self) -> Board:
        board = Board.from_fen("W:WK29:BK4", Rules.preset("english").replace(quiet_move_limit=2))
        board.push_pdn("29-25")
        board.push_pdn("4-8")
        return board

    def past_the_end(self, board: Board) -> Move:
        """A move the pieces could make, were the game not over."""
        return board.move_from_raw(board.generator.moves(*board.sides())[0])

    @pytest.mark.parametrize(("name", "words"), [("crowned", "first king wins"), ("drawn", "draw: too many moves")])
    def test_push_pdn_refuses(self, name: str, words: str) -> None:
        board = getattr(self, name)()
        before = (board.fen(), board.move_stack)
        move = self.past_the_end(board)
        with pytest.raises(IllegalMoveError, match=f"the game is over: .*{words}"):
            board.push_pdn(move.pdn())
        with pytest.raises(GameOverError, match=f"the game is over: .*{words}"):
            board.push(move)
        assert (board.fen(), board.move_stack) == before
        assert str(board.explain(move)).startswith("the game is over")
        assert list(board.legal_moves) == [] and len(board.legal_moves) == 0 and move not in board.legal_moves

    @pytest.mark.parametrize("name", ["crowned", "drawn"])
    def test_writer_and_reader_agree(self, name: str) -> None:
        board = getattr(self, name)()
        assert read_game(Game.from_board(board).pdn()).moves == board.move_stack
        game = Game.from_board(board)
        game.moves.append(self.past_the_end(board))
        with pytest.raises(IllegalMoveError, match="the game is over"):
            game.pdn()
        with pytest.raises(IllegalMoveError, match="the game is over"):
            game.share_code()


class TestSmallerOnes:
    def test_explain_counts_the_moves_it_leaves_out(self) -> None:
        explanation = Board.from_fen("W:W21,22,23,24,30:B17,18,19,20").explain("30-26")
        assert str(explanation) == "a capture is compulsory: 21x14, 22x13, 22x15, 23x14 or 2 more"
        assert len(explanation.moves) == 6

    def test_comments_keep_their_spaces(self) -> None:
        board = Board("english")
        board.push_pdn("11-15")
        game = Game.from_board(board)
        game.comments = {0: "  before ", 1: "\tafter\n"}
        assert read_game(game.pdn()).comments == game.comments

    def test_a_short_draw_result_is_read_as_a_pdn_result_and_written_back(self) -> None:
        game = read_game('[Result "1/2"]\n1. 11-15 1/2-1/2')
        assert game.headers["Result"] == "1/2-1/2"
        assert read_game(game.pdn()).headers == game.headers

    def test_an_unknown_result_is_reported(self) -> None:
        found = read_games('[Result "won"]\n1. 11-15 *')
        assert found.games[0].headers["Result"] == "*"
        assert "the Result tag 'won' is not a PDN result" in found.errors[0].reason

    @pytest.mark.parametrize("mark", ["!?", "!", "??", "?!", "!!"])
    def test_an_annotation_on_its_own_is_skipped(self, mark: str) -> None:
        game = read_game(f"1. 11-15 {mark} 23-19 2. 8-11{mark} *")
        assert [move.pdn() for move in game.moves] == ["11-15", "23-19", "8-11"]

    def test_old_mac_line_endings_count_lines(self) -> None:
        found = read_games("1. 11-15\r23-19\r2. 8-12 18-14 *")
        assert found.errors[0].line == 3
