"""The board's game and its position editor in plain Python, without a widget library.

:class:`BoardGame` is tested through its public methods and the changes it reports;
the computer's replies through a scheduler that holds them, so that the order of events
(the learner's move reported, then the reply computed) is what is checked.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from draughts import BLACK, PRESETS, WHITE, Board, Move, Piece
from draughts.core.errors import InvalidOptionError, InvalidSquareError
from draughts.widgets.editor import PositionEditor
from draughts.widgets.play import BoardGame, Change

ROOT = Path(__file__).resolve().parents[1]


class Held:
    """A scheduler that holds the calls until :meth:`run` (it records when each was scheduled)."""

    def __init__(self, log: list[str] | None = None) -> None:
        self.calls: list[Callable[[], None]] = []
        self.log = log if log is not None else []

    def __call__(self, call: Callable[[], None]) -> None:
        self.log.append("scheduled")
        self.calls.append(call)

    def run(self) -> None:
        calls, self.calls = self.calls, []
        for call in calls:
            call()


def first_move(log: list[str] | None = None) -> Callable[[Board], Move]:
    """An opponent that plays the first legal move and records that it was asked."""

    def choose(board: Board) -> Move:
        if log is not None:
            log.append("reply computed")
        return next(iter(board.legal_moves))

    return choose


def test_the_game_and_the_editor_need_no_widget_library() -> None:
    program = textwrap.dedent(
        """
        import sys
        sys.modules["ipywidgets"] = None
        sys.modules["anywidget"] = None
        from draughts import Board
        from draughts.widgets.play import BoardGame
        from draughts.widgets.editor import PositionEditor
        game = BoardGame(Board("english"))
        game.click(11)
        print(game.click(15), game.message)
        game.editing = True
        assert isinstance(game.editor, PositionEditor)
        print(game.editor.clear())
        """
    )
    result = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["11-15 Black played 11-15", "the board is empty"]


class TestPlay:
    def test_a_move_by_clicks_is_reported_and_called_back(self) -> None:
        game = BoardGame(Board("english"))
        changes: list[Change] = []
        moves: list[tuple[Move, Board]] = []
        game.on_change(changes.append)
        game.on_move(lambda move, board: moves.append((move, board)))
        assert game.click(11) is None and game.selected == 11 and game.targets == [15, 16]
        assert Change.BOARD in changes[-1] and Change.SAID in changes[-1]
        assert game.click(15) == Move((11, 15))
        assert [move for move, _ in moves] == [Move((11, 15))]
        moves[0][1].clear()
        assert game.board.count(BLACK) == 12, "the callback's board is a copy"

    def test_undo_and_redo_take_the_computers_reply_with_them(self) -> None:
        game = BoardGame(Board("english"), opponent=first_move(), computer=WHITE)
        game.click(11)
        game.click(15)
        assert game.board.plies == 2 and game.message.startswith("Black played 11-15; the computer (White) played ")
        assert game.undoable and not game.redoable
        assert game.undo() == Move((11, 15)) and game.board.plies == 0
        assert not game.undoable and game.redoable
        assert game.redo() == Move((11, 15)) and game.board.plies == 2

    def test_the_computer_plays_first_when_it_has_the_first_move(self) -> None:
        game = BoardGame(Board("english"), opponent=first_move(), computer=BLACK)
        assert game.board.plies == 1 and not game.undoable
        assert game.message.startswith("the computer (Black) played ")

    def test_an_illegal_choice_of_the_computer_is_refused(self) -> None:
        game = BoardGame(Board("english"), opponent=lambda board: Move((1, 2)), computer=BLACK)
        assert game.board.plies == 0 and game.refused
        assert game.message == "the computer chose 1-2, which is not a legal move here"

    def test_the_engine_plays_at_the_level_chosen(self) -> None:
        game = BoardGame(Board("english"), seed=1)
        changes: list[Change] = []
        game.on_change(changes.append)
        game.choose_computer(BLACK, "casual")
        assert game.level == "casual" and game.computer == BLACK and game.board.plies == 1
        assert Change.COMPUTER in changes[0]
        with pytest.raises(InvalidOptionError, match="no level 'grandmaster'"):
            game.choose_computer(BLACK, "grandmaster")

    def test_rules_change_and_restart(self) -> None:
        game = BoardGame(Board.from_fen("W:W22:B11", rules="english"))
        changes: list[Change] = []
        game.on_change(changes.append)
        game.change_rules(PRESETS["russian"])
        assert game.board == Board("russian") and game.message == "new game: russian"
        assert Change.START in changes[-1]
        game.change_rules(PRESETS["english"])
        assert game.board.fen() == "W:W22:B11", "the position it was created with, under its rules"
        game.click(22)
        game.click(18)
        game.restart()
        assert game.board.fen() == "W:W22:B11" and game.message == "new game"


KINGS_BACK_AND_FORTH = (30, 26, 3, 7, 26, 30, 7, 3) * 2
"""Clicks that bring the two kings of ``W:WK30:BK3`` back to the start twice: its third time."""


class TestClaimedDraw:
    def test_a_draw_may_be_claimed_only_on_the_third_time(self) -> None:
        game = BoardGame(Board.from_fen("W:WK30:BK3", rules="english"))
        for square in KINGS_BACK_AND_FORTH[:-1]:
            game.click(square)
            assert not game.can_claim_draw
        game.click(KINGS_BACK_AND_FORTH[-1])
        assert game.can_claim_draw and not game.claimed
        assert "a draw may be claimed" in game.status

    def test_claiming_ends_the_game_and_says_so(self) -> None:
        game = BoardGame(Board.from_fen("W:WK30:BK3", rules="english"))
        for square in KINGS_BACK_AND_FORTH:
            game.click(square)
        changes: list[Change] = []
        game.on_change(changes.append)
        assert game.claim_draw()
        assert game.claimed and not game.can_claim_draw and not game.claim_draw()
        assert game.message == "draw claimed: the same position came up for the third time"
        assert game.status == "Draw claimed: the same position came up for the third time"
        assert Change.SAID in changes[-1] and Change.BOARD in changes[-1]
        assert game.click(30) is None and game.refused
        assert game.message == "the game is over: the draw was claimed" and game.board.plies == 8

    def test_undo_and_restart_take_the_claim_back(self) -> None:
        game = BoardGame(Board.from_fen("W:WK30:BK3", rules="english"))
        for square in KINGS_BACK_AND_FORTH:
            game.click(square)
        game.claim_draw()
        game.undo()
        assert not game.claimed and not game.can_claim_draw and game.status.startswith("Black to move")
        game.redo()
        assert game.can_claim_draw and not game.claimed
        game.claim_draw()
        game.restart()
        assert not game.claimed and game.board.plies == 0

    def test_the_computer_does_not_move_after_the_claim(self) -> None:
        held = Held()
        game = BoardGame(Board.from_fen("W:WK30:BK3", rules="english"), schedule=held)
        for square in KINGS_BACK_AND_FORTH:
            game.click(square)
        game.computer = WHITE  # its move waits in the scheduler
        assert game.can_claim_draw and held.calls
        game.claim_draw()
        held.run()
        assert game.board.plies == 8 and game.claimed

    def test_no_claim_where_the_rules_have_no_repetition(self) -> None:
        game = BoardGame(Board.from_fen("W:WK30:BK3", rules="arcade"))
        for square in KINGS_BACK_AND_FORTH:
            game.click(square)
        assert game.board.plies == 8 and not game.can_claim_draw and not game.claim_draw()


class TestMarks:
    def test_marks_stay_over_a_move_played_on(self) -> None:
        game = BoardGame(Board("english"))
        changes: list[Change] = []
        game.on_change(changes.append)
        game.highlight({15: "a good square"})
        game.draw_arrows((11, 15))
        assert changes[-1] == Change.ARROWS
        game.click(11)
        game.click(15)
        assert game.highlights == {15: ("a good square",)} and game.arrows
        assert not any(Change.DROPPED in change for change in changes)

    @pytest.mark.parametrize("action", ["undo", "restart", "set_position", "change_rules", "editor"])
    def test_anything_else_drops_them(self, action: str) -> None:
        game = BoardGame(Board("english"))
        game.click(11)
        game.click(15)
        changes: list[Change] = []
        game.on_change(changes.append)
        game.highlight({15: "a good square"})
        game.draw_arrows((11, 15))
        {
            "undo": game.undo,
            "restart": game.restart,
            "set_position": lambda: game.set_position(Board("russian")),
            "change_rules": lambda: game.change_rules(PRESETS["international"]),
            "editor": lambda: setattr(game, "editing", True),
        }[action]()
        assert game.highlights == {} and game.arrows == []
        assert any(Change.DROPPED in change for change in changes)

    def test_a_square_off_the_board_or_an_unknown_arrow_is_refused(self) -> None:
        game = BoardGame(Board("english"))
        with pytest.raises(InvalidSquareError, match="there is no square 34"):
            game.highlight({34: "off the board"})
        with pytest.raises(InvalidOptionError, match="no arrow kind 'dotted'"):
            game.draw_arrows((11, 15), kind="dotted")


class TestScheduledReplies:
    def test_the_learners_move_is_reported_before_the_reply_is_computed(self) -> None:
        log: list[str] = []
        held = Held(log)
        game = BoardGame(Board("english"), opponent=first_move(log), computer=WHITE, schedule=held)
        game.on_change(lambda change: log.append("board drawn") if Change.BOARD in change else None)
        game.on_move(lambda move, board: log.append(f"moved {move}"))
        game.click(11)
        log.clear()
        assert game.click(15) == Move((11, 15))
        assert log == ["board drawn", "moved 11-15", "scheduled"]
        assert game.pending and game.board.plies == 1
        assert game.thinking == "Black played 11-15; the computer (White) is thinking…"
        held.run()
        assert log[3:] == ["reply computed", "board drawn", f"moved {game.board.peek()}"]
        assert not game.pending and game.thinking == "" and game.board.plies == 2

    def test_a_click_while_the_reply_waits_hears_that_it_is_the_computers_turn(self) -> None:
        held = Held()
        game = BoardGame(Board("english"), opponent=first_move(), computer=WHITE, schedule=held)
        game.click(11)
        game.click(15)
        assert game.click(22) is None
        assert game.message == "it is the computer's turn (White)" and game.board.plies == 1
        held.run()
        assert game.board.plies == 2

    def test_a_click_may_bring_its_own_scheduler(self) -> None:
        held = Held()
        game = BoardGame(Board("english"), opponent=first_move(), computer=WHITE)
        game.click(11)
        game.click(15, schedule=held)
        assert game.board.plies == 1 and len(held.calls) == 1
        held.run()
        assert game.board.plies == 2

    @pytest.mark.parametrize("action", ["undo", "restart", "set_position", "change_rules", "editor", "computer off"])
    def test_a_reply_held_back_is_never_played_after_the_position_changed(self, action: str) -> None:
        held = Held()
        game = BoardGame(Board("english"), opponent=first_move(), computer=WHITE, schedule=held)
        game.click(11)
        game.click(15)
        {
            "undo": game.undo,
            "restart": game.restart,
            "set_position": lambda: game.set_position(Board("english")),
            "change_rules": lambda: game.change_rules(PRESETS["english"]),
            "editor": lambda: setattr(game, "editing", True),
            "computer off": lambda: setattr(game, "computer", None),
        }[action]()
        before = game.board
        assert not game.pending and game.thinking == ""
        held.run()
        assert game.board == before and game.board.plies == (1 if action == "computer off" else 0)


class TestEditor:
    def test_place_take_off_and_refuse(self) -> None:
        said: list[tuple[str, bool]] = []
        editor = PositionEditor(Board("english"), lambda text, refused: said.append((text, refused)))
        assert editor.clear() == "the board is empty" and editor.board.pieces() == {}
        editor.choice = "bk"
        assert editor.place(9) == "black king on 9"
        assert editor.place(9) == "square 9 cleared", "the same piece again takes it off"
        editor.choice = "bm"
        assert editor.place(29) == "a black man cannot stand on 29: it would already have been crowned there"
        assert editor.refused and said[-1] == (editor.message, True)
        editor.place(9)
        editor.choice = "eraser"
        editor.place(9)
        assert editor.board.pieces() == {} and not editor.refused

    def test_the_side_to_move_and_the_status_line(self) -> None:
        said: list[tuple[str, bool]] = []
        editor = PositionEditor(Board("english"), lambda text, refused: said.append((text, refused)))
        editor.turn = WHITE
        assert said == [("", False)] and editor.board.turn == WHITE
        assert [part.text for part in editor.status_parts()] == ["editing the position: White to move when play starts"]

    def test_the_squares_show_pieces_and_names_only(self) -> None:
        editor = PositionEditor(Board.from_fen("W:W21:B9", rules="russian"))
        squares = editor.squares()
        assert len(squares) == 32 and squares[21].piece == Piece(WHITE) and squares[21].name == "a3"
        assert all(not view.marks for view in squares.values())

    def test_the_position_starts_without_moves(self) -> None:
        board = Board("english")
        board.push_pdn("11-15")
        editor = PositionEditor(board)
        assert editor.board.move_stack == [] and editor.board.quiet_plies == 0
        assert editor.board.fen() == board.fen()

    def test_bad_squares_and_choices_are_refused_at_once(self) -> None:
        editor = PositionEditor(Board("english"))
        with pytest.raises(InvalidSquareError, match="there is no square 33"):
            editor.place(33)
        with pytest.raises(InvalidOptionError, match="no palette choice 'queen'"):
            editor.choice = "queen"

    def test_leaving_the_editor_hands_the_position_to_the_game(self) -> None:
        game = BoardGame(Board("english"))
        game.click(11)
        game.click(15)
        game.editing = True
        assert game.undo() is None and not game.undoable, "the play controls wait while editing"
        assert game.editor is not None and game.status == "editing the position: White to move when play starts"
        game.editor.clear()
        game.editor.choice = "wk"
        game.click(5)
        game.editor.turn = BLACK
        game.editing = False
        assert game.editor is None and game.board.fen() == "B:WK5:B" and game.board.move_stack == []
        assert game.message == "play starts from the edited position: Black to move"
        game.restart()
        assert game.board.fen() == "B:WK5:B"
