"""The Board API: setting up, reading, copying, comparing, playing and taking back."""

from __future__ import annotations

import pytest

import draughts
from draughts import (
    BLACK,
    WHITE,
    Board,
    IllegalMoveError,
    InvalidSquareError,
    Move,
    Piece,
    Position,
    Rules,
)
from draughts.core.errors import InvalidOptionError

NAMESPACE = {name: getattr(draughts, name) for name in draughts.__all__}  # what `from draughts import *` gives


def play(board: Board, *texts: str) -> Board:
    for text in texts:
        board.push_pdn(text)
    return board


class TestSettingUp:
    """Board(), from_fen, empty, put and remove."""

    def test_default_is_english(self) -> None:
        board = Board()
        assert board.rules == Rules.preset("english") and board.turn is BLACK
        assert Board(Rules.preset("russian")).rules is Rules.preset("russian")

    def test_from_fen_and_constructor_agree(self) -> None:
        assert Board.from_fen("W:W21:B1", "russian") == Board("russian", fen="W:W21:B1")

    def test_empty(self) -> None:
        board = Board.empty("international")
        assert board.pieces() == {} and board.fen() == "W:W:B" and board.turn is WHITE

    def test_put_and_remove(self) -> None:
        board = Board.empty("english")
        board.put(22, Piece(WHITE))
        board.put(4, Piece(WHITE, king=True))
        board.put(9, Piece(BLACK))
        assert board.fen() == "B:WK4,22:B9"
        board.put(22, Piece(BLACK, king=True))  # replaces the white man
        assert board.piece_at(22) == Piece(BLACK, king=True)
        assert board.remove(22) == Piece(BLACK, king=True)
        assert board.remove(22) is None and board.piece_at(22) is None
        assert board.fen() == "B:WK4:B9"

    def test_put_refuses_a_man_on_its_crowning_row(self) -> None:
        board = Board.empty()
        with pytest.raises(InvalidSquareError, match="a white man cannot stand on 1"):
            board.put(1, Piece(WHITE))
        with pytest.raises(InvalidSquareError, match="a black man cannot stand on 32"):
            board.put(32, Piece(BLACK))
        board.put(32, Piece(WHITE))  # White's own back row is fine
        board.put(1, Piece(BLACK))
        assert board.fen() == "B:W32:B1"

    @pytest.mark.parametrize("square", [0, 33, -1])
    def test_squares_off_the_board(self, square: int) -> None:
        board = Board()
        for call in (lambda: board.put(square, Piece(WHITE)), lambda: board.remove(square)):
            with pytest.raises(InvalidSquareError, match=f"there is no square {square} on a 8x8 board"):
                call()
        with pytest.raises(InvalidSquareError):
            board.piece_at(square)

    def test_10x10_squares(self) -> None:
        board = Board.empty("international")
        board.put(50, Piece(WHITE))
        with pytest.raises(InvalidSquareError):
            board.put(51, Piece(WHITE))
        assert board.pieces() == {50: Piece(WHITE)}

    def test_reset_and_clear(self) -> None:
        board = play(Board(), "11-15", "22-18")
        board.clear()
        assert board.fen() == "B:W:B" and board.move_stack == []
        board.reset()
        assert board == Board() and board.move_stack == []


class TestReading:
    """pieces(), count(), piece_at(), square names."""

    def test_pieces_and_counts(self) -> None:
        board = Board.from_fen("W:W21,K30:B1,2,K3")
        assert board.pieces() == {
            1: Piece(BLACK),
            2: Piece(BLACK),
            3: Piece(BLACK, king=True),
            21: Piece(WHITE),
            30: Piece(WHITE, king=True),
        }
        assert (board.count(WHITE), board.count(WHITE, king=True), board.count(WHITE, king=False)) == (2, 1, 1)
        assert (board.count(BLACK), board.count(BLACK, king=True), board.count(BLACK, king=False)) == (3, 1, 2)

    def test_square_name_follows_the_rules(self) -> None:
        assert Board().square_name(22) == "22" and Board("international").square_name(46) == "46"
        assert Board("russian").square_name(22) == "c3" and Board("brazilian").square_name(29) == "a1"
        for rules in ("english", "russian", "international"):
            board = Board(rules)
            assert [board.square_name(square) for square in range(1, board.rules.squares + 1)] == [
                board.rules.name_square(square) for square in range(1, board.rules.squares + 1)
            ]
        assert Board().geometry.name(29) == "a1"  # the algebraic name in every game
        with pytest.raises(InvalidSquareError):
            Board().square_name(33)


class TestCopyAndCompare:
    """copy(), equality and hashing."""

    def test_copy_is_independent(self) -> None:
        board = play(Board(), "11-15")
        twin = board.copy()
        twin.push_pdn("22-18")
        assert board.fen() != twin.fen()
        assert board.move_stack == [Move((11, 15))]
        assert twin.move_stack == [Move((11, 15)), Move((22, 18))]
        twin.pop()
        twin.pop()
        assert board.move_stack == [Move((11, 15))]

    def test_copy_without_the_stack(self) -> None:
        board = play(Board(), "11-15", "22-18")
        bare = board.copy(stack=False)
        assert bare == board and bare.move_stack == [] and bare.quiet_plies == board.quiet_plies
        with pytest.raises(IndexError):
            bare.pop()

    def test_equality_ignores_history(self) -> None:
        a = play(Board(), "11-15", "24-20", "9-13")
        b = play(Board(), "9-13", "24-20", "11-15")
        assert a == b and a.position == b.position and hash(a.position) == hash(b.position)
        assert len({a.position, b.position, Board().position}) == 2

    def test_a_board_is_not_hashable_while_it_can_change(self) -> None:
        with pytest.raises(TypeError, match="unhashable"):
            hash(Board())
        board = play(Board(), "11-15")
        seen = {board.position}
        board.pop()
        assert board.position not in seen and Board().position in {board.position}

    def test_equality_counts_the_quiet_move_count(self) -> None:
        kings = "W:WK22:BK1"
        board = play(Board.from_fen(kings), "22-18", "1-5", "18-22", "5-1")
        assert board.position == Board.from_fen(kings).position and board.quiet_plies == 4
        assert board != Board.from_fen(kings)
        fresh = Board.from_fen(kings)
        fresh.quiet_plies = 4
        assert board.copy() == board and board.copy(stack=False) != board and fresh != board

    def test_a_drawn_board_is_not_a_fresh_one(self) -> None:
        rules = Rules.preset("english").replace(quiet_move_limit=2)
        drawn = play(Board.from_fen("W:WK22:BK1", rules), "22-18", "1-5")
        again = Board.from_fen(drawn.fen(), rules)
        assert drawn.is_game_over() and not again.is_game_over()
        assert drawn.position == again.position and drawn != again

    def test_equality_counts_the_positions_that_can_repeat(self) -> None:
        # The same position and quiet-move count: in a, it stood once before; in b, never.
        a = play(Board.from_fen("W:WK29:BK4"), "29-25", "4-8", "25-29", "8-4")
        b = play(Board.from_fen("W:WK29:BK3"), "29-25", "3-8", "25-29", "8-4")
        assert a.position == b.position and a.quiet_plies == b.quiet_plies == 4
        assert a.recent_positions() != b.recent_positions() and a != b
        assert a == play(Board.from_fen("W:WK29:BK4"), "29-25", "4-8", "25-29", "8-4")

    def test_equality_counts_a_first_king_just_crowned(self) -> None:
        crowned = Board.from_fen("B:W22:B27", "first-king")
        crowned.push(Move((27, 32)))
        set_up = Board.from_fen(crowned.fen(), "first-king")
        assert crowned.position == set_up.position and crowned.quiet_plies == set_up.quiet_plies
        assert crowned.is_game_over() and not set_up.is_game_over() and crowned != set_up

    def test_equality_counts_turn_and_rules(self) -> None:
        fen = "W:W21:B1"
        assert Board.from_fen(fen) != Board.from_fen("B:W21:B1")
        assert Board.from_fen(fen, "english") != Board.from_fen(fen, "russian")
        assert Board.from_fen(fen, "english") == Board.from_fen(fen, "checkers")
        assert Board.from_fen(fen, "english") != Board.from_fen("W:WK21:B1", "english")
        assert Board() != "B:W21-32:B1-12"

    def test_copy_keeps_a_subclass(self) -> None:
        class Tagged(Board):
            tag = "plain"

        board = Tagged("russian")
        board.tag = "mine"
        board.push_pdn("c3-d4")
        for twin in (board.copy(), board.copy(stack=False), board.with_rules("brazilian"), board.root()):
            assert type(twin) is Tagged and twin.tag == "mine"
        import copy

        assert type(copy.copy(board)) is Tagged and type(copy.deepcopy(board)) is Tagged
        assert type(Tagged.from_fen("W:W21:B1")) is Tagged and type(Tagged.empty()) is Tagged

    def test_copy_module(self) -> None:
        import copy

        board = play(Board(), "11-15")
        assert copy.copy(board) == board and copy.copy(board).move_stack == board.move_stack

    def test_deepcopy_shares_the_rule_tables(self) -> None:
        import copy

        board = play(Board("russian"), "c3-d4")
        twin = copy.deepcopy(board)
        assert twin == board and twin.move_stack == board.move_stack
        assert twin.generator is board.generator and twin.geometry is board.geometry
        twin.push_pdn("f6-g5")
        assert len(board.move_stack) == 1 and len(twin.move_stack) == 2


class TestText:
    """repr() can be pasted back; str() draws the board."""

    @pytest.mark.parametrize(
        "board",
        [
            Board(),
            Board("international"),
            Board.from_fen("W:WK29,11:B25,K4", "russian"),
            Board.from_fen("B:W18:B14", Rules.preset("english").replace(capture_rule="most", quiet_move_limit=None)),
            Board.from_fen("W:W9:B6,7", Rules.preset("russian").replace(crowning="stops", first=BLACK)),
        ],
    )
    def test_repr_is_pasteable(self, board: Board) -> None:
        again = eval(repr(board), dict(NAMESPACE))
        assert again == board and again.rules == board.rules

    def test_repr_of_a_preset(self) -> None:
        assert repr(Board.from_fen("W:W21:B1", "russian")) == "Board.from_fen('W:Wa3:Bb8', rules='russian')"

    def test_str_is_a_grid(self) -> None:
        assert str(Board()) == "\n".join(
            [
                "  b   b   b   b",
                "b   b   b   b",
                "  b   b   b   b",
                ".   .   .   .",
                "  .   .   .   .",
                "w   w   w   w",
                "  w   w   w   w",
                "w   w   w   w",
            ]
        )

    def test_grid_with_kings_and_numbers(self) -> None:
        board = Board.from_fen("W:WK29,22:BK4,9")
        assert str(board).splitlines()[0] == "  .   .   .   B"
        assert str(board).splitlines()[7] == "W   .   .   ."
        numbered = board.diagram(numbers=True).splitlines()
        assert numbered[2].split() == ["b", "10", "11", "12"]
        assert numbered[5].split() == ["21", "w", "23", "24"]

    def test_10x10_grid(self) -> None:
        lines = str(Board("international")).splitlines()
        assert len(lines) == 10 and lines[0] == "  b   b   b   b   b" and lines[9] == "w   w   w   w   w"


class TestLegalMovesView:
    """legal_moves: iterate, len, in, bool."""

    def test_view(self) -> None:
        moves = Board().legal_moves
        assert len(moves) == moves.count() == 7
        assert Move((11, 15)) in moves and Move((11, 16)) in moves
        assert Move((22, 18)) not in moves and "11-15" not in moves
        assert bool(moves)
        assert repr(moves) == "<LegalMoves (9-13, 9-14, 10-14, 10-15, 11-15, 11-16, 12-16)>"

    def test_len_matches_the_list(self) -> None:
        for fen, rules in [
            ("W:WK29:B25", "russian"),
            ("W:WK15:B11,22", "arcade"),
            ("W:WK22:B18,19,26,27", "english"),
            ("W:WK29,11:B25", "russian"),
        ]:
            moves = Board.from_fen(fen, rules).legal_moves
            assert len(moves) == len(list(moves))

    def test_no_moves(self) -> None:
        moves = Board.from_fen("W:W29:B25,22").legal_moves
        assert not moves and len(moves) == 0 and list(moves) == []

    def test_sorted_by_start_then_end(self) -> None:
        assert [str(m) for m in Board("russian").legal_moves] == [
            "21-17",
            "22-17",
            "22-18",
            "23-18",
            "23-19",
            "24-19",
            "24-20",
        ]


class TestPushPop:
    """push and pop restore the position exactly; move_stack, peek and root follow them."""

    def test_push_pop_restores_everything(self) -> None:
        board = Board.from_fen("W:WK29,22:BK4,9", "english")
        board.quiet_plies = 7
        before = (board.fen(), board.quiet_plies, board.turn, board.move_stack)
        board.push_pdn("22-18")
        board.push_pdn("4-8")
        assert board.quiet_plies == 1
        assert board.pop() == Move((4, 8))
        assert board.pop() == Move((22, 18))
        assert (board.fen(), board.quiet_plies, board.turn, board.move_stack) == before

    def test_pop_restores_captured_pieces_and_crowned_men(self) -> None:
        board = Board.from_fen("W:W9:B6,7", "russian")
        before = board.pieces()
        board.push_pdn("9x2x20")
        assert board.pieces() == {20: Piece(WHITE, king=True)}
        board.pop()
        assert board.pieces() == before and board.turn is WHITE

    def test_move_stack_and_peek(self) -> None:
        board = Board()
        assert board.peek() is None and board.move_stack == []
        play(board, "11-15", "23-19", "8-11")
        assert board.move_stack == [Move((11, 15)), Move((23, 19)), Move((8, 11))]
        assert board.peek() == Move((8, 11))
        board.move_stack.clear()  # a copy: the board keeps its history
        assert len(board.move_stack) == 3

    def test_pop_on_a_fresh_board(self) -> None:
        with pytest.raises(IndexError, match="no moves"):
            Board().pop()

    def test_root(self) -> None:
        board = Board.from_fen("W:WK29,22:BK4,9")
        board.quiet_plies = 5
        play(board, "29-25", "4-8", "22-18")
        root = board.root()
        assert root.fen() == "W:W22,K29:BK4,9" and root.quiet_plies == 5 and root.move_stack == []
        assert board.move_stack != [] and board.fen() != root.fen()
        assert Board().root() == Board()

    def test_push_marks_crowning(self) -> None:
        board = Board.from_fen("W:W6:B12")
        board.push(Move((6, 2)))
        assert board.peek() == Move((6, 2), crowns=True) and board.piece_at(2) == Piece(WHITE, king=True)

    def test_push_refuses_a_move_from_an_empty_square(self) -> None:
        board = Board()
        with pytest.raises(IllegalMoveError, match="there is no Black piece on 22"):
            board.push(Move((22, 18)))
        assert board.move_stack == [] and board == Board()


class TestPositionLayer:
    """The public low-level layer: positions, other rules, routes."""

    def test_rules_are_read_only(self) -> None:
        board = Board()
        with pytest.raises(AttributeError):
            board.rules = Rules.preset("russian")  # type: ignore[misc]

    def test_with_rules_keeps_the_position_and_plays_the_new_rules(self) -> None:
        board = Board.from_fen("W:W18:B22")
        board.quiet_plies = 3
        russian = board.with_rules("russian")
        assert russian.position == board.position and russian.quiet_plies == 3 and russian.move_stack == []
        assert [str(move) for move in russian.legal_moves] == ["18x25"]
        assert [str(move) for move in board.legal_moves] == ["18-14", "18-15"]
        with pytest.raises(InvalidOptionError, match="10x10"):
            board.with_rules("international")

    def test_a_board_from_a_position(self) -> None:
        board = play(Board("russian"), "c3-d4", "f6-g5")
        again = Board.from_position(board.position, "russian")
        assert again == board and again.move_stack == [] and again.quiet_plies == 0
        assert Position.from_sides(*board.sides()) == board.position == Position(*board.position)

    def test_routes_list_every_way_and_the_legal_moves_keep_one(self) -> None:
        board = Board.from_fen("W:WK22:B18,19,26,27")
        routes = board.routes()
        assert len(routes) == 2 and set(routes) == set(board.legal_moves)
        assert board.legal_moves.get(routes[1]) is not None
        assert board.legal_moves.get(routes[1]).path == routes[0].path  # type: ignore[union-attr]

    def test_raw_moves_of_the_generator_become_moves(self) -> None:
        board = Board()
        raw = board.generator.moves(*board.sides())
        assert sorted(str(board.move_from_raw(move)) for move in raw) == sorted(map(str, board.legal_moves))

    def test_recent_positions_go_back_to_the_last_man_move(self) -> None:
        board = play(Board.from_fen("W:WK29:BK4,12"), "29-25", "4-8", "25-29")
        assert board.recent_positions() == [
            Board.from_fen("W:WK29:BK4,12").position,
            Board.from_fen("B:WK25:BK4,12").position,
            Board.from_fen("W:WK25:BK8,12").position,
        ]
        board.push_pdn("12-16")
        assert board.recent_positions() == []


class TestErrorFamily:
    """Refusals raise the package's own errors, each still a ValueError."""

    def test_arguments_out_of_range_and_odd_values(self) -> None:
        from draughts import perft
        from draughts.compare.experiments import flipped
        from draughts.core.errors import InvalidMoveError, UnknownRulesError
        from draughts.engine.levels import level_settings

        cases = [
            (lambda: perft(Board(), -1), InvalidOptionError),
            (lambda: Move((22,)), InvalidMoveError),
            (lambda: Piece.from_symbol("x"), InvalidOptionError),
            (lambda: level_settings("grandmaster"), InvalidOptionError),
            (lambda: flipped("english", "board_size"), UnknownRulesError),
            (lambda: Board().with_rules("international"), InvalidOptionError),
        ]
        for call, error in cases:
            with pytest.raises(error) as caught:
                call()
            assert isinstance(caught.value, ValueError) and str(caught.value)
