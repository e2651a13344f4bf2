"""The board widget's logic: clicks, captures, refusals, controls, the editor, hooks and labels.

The widget runs here without a browser (ipywidgets without a kernel); tests/browser/
checks it on real pages.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import BLACK, PRESETS, WHITE, Board, Move, Piece, Rules
from draughts.widgets import BoardWidget

PIECE_CLASSES = {"draughts-wm", "draughts-wk", "draughts-bm", "draughts-bk"}


def classes(widget: BoardWidget, square: int) -> set[str]:
    return set(widget.grid.cells[str(square)]["classes"].split())


def board_classes(widget: BoardWidget) -> set[str]:
    return set(widget.grid.board_class.split())


def marked(widget: BoardWidget, name: str) -> list[int]:
    return sorted(square for square in widget.squares if f"draughts-{name}" in classes(widget, square))


def random_mover(seed: int) -> Any:
    generator = random.Random(seed)
    return lambda board: generator.choice(list(board.legal_moves))


def replayed(board: Board) -> Board:
    """The board's root with its moves pushed again, each checked to be legal there."""
    replay = board.root()
    for move in board.move_stack:
        assert move in replay.legal_moves, f"{move} is not legal in {replay.fen()}"
        replay.push(move)
    return replay


def assert_consistent(widget: BoardWidget) -> None:
    """The board equals its replayed move list, and every square shows what stands on it."""
    board = widget.board
    replay = replayed(board)
    assert replay == board
    assert replay.quiet_plies == board.quiet_plies
    pieces = board.pieces()
    for square in widget.squares:
        shown = classes(widget, square) & PIECE_CLASSES
        piece = pieces.get(square)
        expected = {f"draughts-{'w' if piece.color else 'b'}{'k' if piece.king else 'm'}"} if piece else set()
        assert shown == expected, square


class TestSelection:
    def test_a_piece_lights_up_its_destinations(self, make: Any) -> None:
        widget = make("english")
        assert widget.click(11) is None
        assert widget.selected == 11
        assert widget.targets == [15, 16]
        assert marked(widget, "selected") == [11]
        assert marked(widget, "target") == [15, 16]
        assert widget.message == "the man on 11 can go to 15 or 16: click one"

    def test_a_destination_plays_the_move(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        assert widget.click(15) == Move((11, 15))
        assert widget.board.move_stack == [Move((11, 15))]
        assert widget.selected is None and widget.targets == []
        assert marked(widget, "last") == [11, 15]
        assert "draughts-bm" in classes(widget, 15) and not classes(widget, 11) & PIECE_CLASSES
        assert widget.status.startswith("White to move")

    def test_clicking_the_selected_piece_again_cancels(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        widget.click(11)
        assert widget.selected is None and marked(widget, "target") == []

    def test_another_own_piece_reselects(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        widget.click(10)
        assert widget.selected == 10 and widget.targets == [14, 15]

    def test_an_empty_square_or_an_opponent_piece_changes_nothing(self, make: Any) -> None:
        widget = make("english")
        widget.click(17)
        assert widget.message == "square 17 is empty: click one of Black's pieces"
        widget.click(22)
        assert widget.message == "the piece on 22 is White's, and it is Black's turn"
        assert widget.selected is None and widget.board == Board("english")

    def test_a_blocked_piece_is_not_selected(self, make: Any) -> None:
        widget = make("english")
        widget.click(1)
        assert widget.selected is None
        assert widget.message == "the man on 1 has no legal move"

    def test_a_wrong_destination_is_explained_and_cancels(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        widget.click(19)
        assert widget.selected is None
        assert widget.message == str(Board("english").explain("11-19"))
        assert widget.board == Board("english")

    def test_a_square_off_the_board_is_an_error(self, make: Any) -> None:
        widget = make("english")
        with pytest.raises(ValueError, match="there is no square 33"):
            widget.click(33)


class TestCaptures:
    BRANCHING = "B:W18,26,27,21,22,25,29,31:B14,10,11,1,2,3,5,9"  # 14x23x30 or 14x23x32

    def test_a_multi_capture_is_entered_one_landing_at_a_time(self, make: Any) -> None:
        widget = make(Board.from_fen(self.BRANCHING))
        widget.click(14)
        assert widget.targets == [23]
        assert widget.click(23) is None
        assert widget.route == [23] and widget.targets == [30, 32]
        assert marked(widget, "route") == [23] and marked(widget, "captured") == [18]
        assert marked(widget, "target") == [30, 32]
        assert "captured" in widget.squares[18].label
        assert widget.message == "the capture goes on: land on 30 or 32"
        move = widget.click(32)
        assert move == Move((14, 23, 32), captures=(18, 27), crowns=True)
        assert widget.board.piece_at(32) == Piece(BLACK, king=True)
        assert widget.board.piece_at(26) == Piece(WHITE)
        assert marked(widget, "captured") == [] and marked(widget, "route") == []

    def test_the_move_is_played_as_soon_as_the_clicks_name_it(self, make: Any) -> None:
        widget = make(Board.from_fen("B:W18,27:B14,10,11"))
        widget.click(14)
        assert widget.click(23) == Move((14, 23, 32), captures=(18, 27), crowns=True)
        before = widget.message
        assert widget.click(32) is None  # the rest of the route, already played: nothing happens
        assert widget.message == before and len(widget.board.move_stack) == 1

    def test_a_click_elsewhere_mid_capture_cancels_it(self, make: Any) -> None:
        widget = make(Board.from_fen(self.BRANCHING))
        widget.click(14)
        widget.click(23)
        widget.click(15)
        assert widget.selected is None and widget.route == []
        assert widget.message.startswith("capture cancelled: ")
        assert widget.board == Board.from_fen(self.BRANCHING)
        assert marked(widget, "captured") == []

    @pytest.mark.parametrize(
        ("fen", "rules", "clicks"),
        [
            (BRANCHING, "english", [14, 23]),
            ("W:WK32:B10,22,23", "russian", [32, 18]),
            ("W:WK8:B13,23,33,36,42", "international", [8, 19]),
        ],
    )
    def test_any_click_mid_capture_is_handled(self, make: Any, fen: str, rules: str, clicks: list[int]) -> None:
        start = Board.from_fen(fen, rules=rules)
        widget = make(start)
        for square in range(1, start.geometry.squares + 1):
            widget.restart()
            for click in clicks:
                widget.click(click)
            assert widget.targets, "the capture is still being entered"
            widget.click(square)
            assert_consistent(widget)
            stack = widget.board.move_stack
            assert stack == [] or (len(stack) == 1 and stack[0] in start.legal_moves)

    def test_an_opponent_piece_mid_capture_gets_a_hint(self, make: Any) -> None:
        widget = make(Board.from_fen(self.BRANCHING))
        widget.click(14)
        widget.click(18)
        assert widget.selected == 14
        assert widget.message.startswith("to capture, click the empty square where your piece lands")

    def test_every_landing_of_a_flying_king_is_offered(self, make: Any) -> None:
        widget = make(Board.from_fen("W:WK29:B18", rules="russian"))
        widget.click(29)
        assert widget.targets == [4, 8, 11, 15]
        assert widget.click(11) == Move((29, 11), captures=(18,))

    def test_a_flying_king_chooses_where_to_stop_between_jumps(self, make: Any) -> None:
        widget = make(Board.from_fen("W:WK32:B10,22,23", rules="russian"))
        widget.click(32)
        assert widget.targets == [14, 18]
        widget.click(18)
        assert widget.targets == [25, 29] and marked(widget, "captured") == [23]
        assert widget.click(29) == Move((32, 18, 29), captures=(23, 22))

    def test_a_man_crowned_in_the_middle_of_a_capture_stays_a_king(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W12:B8,7,1", rules="russian"))
        widget.click(12)
        widget.click(3)
        assert widget.click(10) == Move((12, 3, 10), captures=(8, 7), crowns=True)
        assert widget.board.piece_at(10) == Piece(WHITE, king=True)

    def test_routes_with_the_same_effect_are_one_move(self, make: Any) -> None:
        board = Board.from_fen("W:W22:B17,18,10,9", rules="russian")  # round the ring either way
        assert len(board.legal_moves) == 1
        widget = make(board)
        widget.click(22)
        assert widget.targets == [13, 15]
        move = widget.click(15)
        assert move is not None and move.path == (22, 15, 6, 13, 22)
        assert move == next(iter(board.legal_moves))
        assert widget.board.count(BLACK) == 0


class TestCompletingCaptures:
    def test_every_landing_is_clicked_when_captures_are_not_completed(self, make: Any) -> None:
        widget = make(Board.from_fen("B:W18,27:B14,10,11"), complete_captures=False)
        widget.click(14)
        assert widget.click(23) is None and widget.targets == [32]
        assert widget.message == "the capture goes on: land on 32"
        assert widget.click(32) == Move((14, 23, 32), captures=(18, 27), crowns=True)

    def test_the_option_can_be_switched(self, make: Any) -> None:
        widget = make(Board.from_fen("B:W18,27:B14,10,11"))
        assert widget.complete_captures
        widget.complete_captures = False
        widget.click(14)
        assert widget.click(23) is None and widget.board.move_stack == []

    def test_escape_cancels_a_capture_half_entered(self, make: Any) -> None:
        widget = make(Board.from_fen("B:W18,27:B14,10,11"), complete_captures=False)
        widget.click(14)
        widget.click(23)
        widget.cancel()
        assert widget.selected is None and widget.route == [] and marked(widget, "captured") == []
        assert widget.message == "capture cancelled"


class TestCompulsoryCapture:
    POSITION = "B:W18,27:B14,10,11"

    def test_the_pieces_that_must_capture_are_marked(self, make: Any) -> None:
        widget = make(Board.from_fen(self.POSITION))
        assert marked(widget, "must-capture") == [14]
        assert "must capture" in widget.squares[14].label
        assert "Black must capture with the man on 14" in widget.status

    def test_a_quiet_move_is_refused_with_the_reason(self, make: Any) -> None:
        widget = make(Board.from_fen(self.POSITION))
        widget.click(11)
        assert widget.message == "Black must capture with the man on 14"
        assert widget.click(16) is None
        assert widget.message == str(Board.from_fen(self.POSITION).explain("11-16"))
        assert widget.message == "a capture is compulsory: 14x23x32"
        assert "draughts-refused" in widget._feedback.value
        assert widget.board == Board.from_fen(self.POSITION)
        assert widget.board.move_stack == []
        assert marked(widget, "must-capture") == [14]
        widget.click(14)
        assert "draughts-refused" not in widget._feedback.value

    def test_find_the_capture_keeps_the_piece_to_itself(self, make: Any) -> None:
        # 22 and 27 stand still; only the man on 23 can jump (19): nothing may say so.
        position = Board.from_fen("W:W21,22,23,25,26,27:B19,2,3,4", rules="english")
        widget = make(position, show_capturers=False)
        assert widget.status == "White to move · White must capture · quiet plies 0 of 80 (40 moves each) toward a draw"
        assert marked(widget, "must-capture") == []
        assert all("must capture" not in view.label and "23" not in view.label[9:] for view in widget.squares.values())
        assert widget.grid.label == "english board, White to move"
        widget.click(22)
        assert (widget.message, widget.clicks.refused) == ("one of your men must capture", True)
        assert widget.grid.announcement == "One of your men must capture."
        widget.click(18)  # 22-18 with the man still selected: the reason names no piece either
        assert widget.message == "one of your men must capture" and "draughts-refused" in widget._feedback.value
        assert widget.board == position
        widget.click(23)
        assert widget.targets == [16], "the piece found shows where it lands"
        widget.click(16)
        assert widget.board.move_stack[0].captures == (19,)

    def test_a_king_among_the_pieces_and_taking_the_most(self, make: Any) -> None:
        kings = make(Board.from_fen("W:W22,K32:B18", rules="english"), show_capturers=False)
        kings.click(32)
        assert kings.message == "one of your pieces must capture"
        # Brazilian: 23 could take one man, 28 takes two; the refusals name neither.
        most = make(Board.from_fen("W:W23,28:B15,18,24", rules="brazilian"), show_capturers=False, draw_count=False)
        assert most.status == "White to move · White must capture"
        most.click(23)
        assert most.message == "one of your men must capture, taking the most pieces"
        most.click(14)
        assert most.message == "one of your men must capture, taking the most pieces"
        shown = make(Board.from_fen("W:W23,28:B15,18,24", rules="brazilian"), draw_count=False)
        assert shown.status == "White to move · White must capture with the man on h2"
        shown.click(23)
        shown.click(14)
        assert shown.message.startswith("you must take the most pieces: h2")

    def test_the_options_can_change_on_a_board_in_play(self, make: Any) -> None:
        widget = make(Board.from_fen(self.POSITION))
        widget.show_capturers = False
        assert marked(widget, "must-capture") == [] and "with the man" not in widget.status
        widget.show_capturers = True
        assert marked(widget, "must-capture") == [14] and "with the man on 14" in widget.status


class TestStatusLine:
    def test_the_draw_count_is_an_option_and_never_spoken(self, make: Any) -> None:
        widget = make("english", draw_count=False)
        assert widget.status == "Black to move"
        widget.click(11)
        widget.click(15)
        assert widget.grid.announcement == "Black played 11-15. White to move."
        counted = make("english")
        assert counted.status == "Black to move · quiet plies 0 of 80 (40 moves each) toward a draw"
        counted.click(11)
        counted.click(15)
        assert counted.grid.announcement == "Black played 11-15. White to move."

    @pytest.mark.parametrize(
        ("rules", "position", "moves", "said"),
        [
            ("english", "W:W:B22", (), "Black wins: White has no pieces left"),
            ("english", "W:W29:B25,22", (), "Black wins: White cannot move"),
            ("giveaway", "W:W:B1", (), "White wins: White has no pieces left, and in giveaway that wins"),
            ("giveaway", "W:W29:B25,22", (), "White wins: White cannot move, and in giveaway that wins"),
            ("first-king", "W:W6:B20", ("6-1",), "White wins: White crowned the first king"),
        ],
    )
    def test_how_a_game_ended_in_words(
        self, make: Any, rules: str, position: str, moves: tuple[str, ...], said: str
    ) -> None:
        board = Board.from_fen(position, rules=rules)
        for move in moves:
            board.push_pdn(move)
        widget = make(board)
        assert widget.status == said
        assert widget.grid.label == f"{rules} board, {said}"

    def test_a_quiet_move_draw_in_words(self, make: Any) -> None:
        rules = Rules.preset("english").replace(quiet_move_limit=2)
        board = Board.from_fen("B:WK30:BK1", rules=rules)
        board.push_pdn("1-5")
        board.push_pdn("30-26")
        widget = make(board)
        assert widget.status == "Draw: 1 move each without a capture or a man moving"


class TestControls:
    def test_undo_redo_and_restart(self, make: Any) -> None:
        widget = make("english")
        assert widget.undo() is None and widget.undo_button.disabled and widget.redo_button.disabled
        for square in (11, 15, 22, 18):
            widget.click(square)
        assert [str(move) for move in widget.board.move_stack] == ["11-15", "22-18"]
        assert widget.undo() == Move((22, 18))
        assert widget.message == "took back 22-18"
        assert not widget.redo_button.disabled
        assert widget.redo() == Move((22, 18))
        assert len(widget.board.move_stack) == 2 and widget.redo() is None
        widget.undo()
        widget.click(23)
        widget.click(19)
        assert widget.redo_button.disabled, "a new move forgets the moves taken back"
        widget.restart()
        assert widget.board == Board("english") and widget.board.move_stack == []
        assert widget.message == "new game"

    def test_the_undo_and_redo_buttons_work(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        widget.click(15)
        widget.undo_button.click()
        assert widget.board.move_stack == []
        widget.redo_button.click()
        assert widget.board.move_stack == [Move((11, 15))]
        widget.restart_button.click()
        assert widget.board.move_stack == []

    def test_flip_turns_the_board_and_the_reading_order(self, make: Any) -> None:
        widget = make("english")
        assert widget.grid.rows[0] == [0, 1, 0, 2, 0, 3, 0, 4]
        assert "draughts-flipped" not in board_classes(widget)
        widget.flip_button.click()
        assert widget.flipped and "draughts-flipped" in board_classes(widget)
        assert widget.grid.rows[0] == [0, 32, 0, 31, 0, 30, 0, 29]
        widget.flip()
        assert not widget.flipped and widget.grid.rows[0][1] == 1

    def test_the_numbers_toggle(self, make: Any) -> None:
        widget = make("english", numbers=True)
        assert "draughts-numbers" in board_classes(widget) and widget.numbers_toggle.value
        widget.numbers_toggle.value = False
        assert not widget.numbers and "draughts-numbers" not in board_classes(widget)
        widget.numbers = True
        assert widget.numbers_toggle.value

    def test_the_move_list_is_pdn(self, make: Any) -> None:
        widget = make("english")
        for square in (11, 15, 22, 18, 15):
            widget.click(square)
        widget.click(22)
        assert "1. 11-15 22-18 2. 15x22" in widget._moves.value

    def test_the_status_line(self, make: Any) -> None:
        widget = make("russian")
        assert widget.status == "White to move · quiet plies 0 of 30 (15 moves each) toward a draw"
        capture = make(Board.from_fen("B:W18,27:B14,10,11"))
        assert capture.status == (
            "Black to move · Black must capture with the man on 14 · quiet plies 0 of 80 (40 moves each) toward a draw"
        )

    def test_the_result_ends_the_game(self, make: Any) -> None:
        widget = make(Board.from_fen("B:W18:B14,22", rules="english"))
        widget.click(14)
        widget.click(23)
        assert widget.status == "Black wins: White has no pieces left"
        assert widget._moves.value.endswith(">1. 14x23</div>"), "the status line says the result, in words"
        widget.click(22)
        assert widget.message == "the game is over. Black wins: White has no pieces left"
        assert widget.board.move_stack == [Move((14, 23), captures=(18,))]

    def test_a_sentence_stands_in_for_the_board_and_repr_stays_python(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W21,K30:B9", rules="english"))
        bundle = widget._repr_mimebundle_()
        assert bundle["text/plain"] == "A board to play on: run the cell to use it."
        assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == widget.model_id
        assert repr(widget) == "BoardWidget(Board.from_fen('W:W21,K30:B9', rules='english'))"

    def test_a_beginners_controls(self, make: Any) -> None:
        widget = make("english", beginner=True)
        hidden = (widget.rules_picker, widget.editor, widget.records)
        assert all(part.layout.display == "none" for part in hidden)
        kept = (widget.controls, widget.undo_button, widget.flip_button, widget.numbers_toggle, widget.computer_picker)
        assert all(part.layout.display is None for part in kept)
        assert widget.coach is not None and widget.coach.layout.display is None
        full = make("english")
        assert all(part.layout.display is None for part in (full.rules_picker, full.editor, full.records))

    def test_the_claim_button_shows_only_while_a_draw_may_be_claimed(self, make: Any) -> None:
        widget = make(Board.from_fen("W:WK30:BK3", rules="english"), beginner=True)
        assert widget.claim_button.layout.display == "none"
        for square in (30, 26, 3, 7, 26, 30, 7, 3) * 2:
            widget.click(square)
        assert widget.claim_button.layout.display is None
        assert widget.claim_button.description == "½ claim the draw" and widget.claim_button.tooltip
        widget.claim_button.click()
        assert widget.claimed and widget.claim_button.layout.display == "none"
        assert "Draw claimed" in widget._status.value
        assert widget.grid.announcement == "Draw claimed: the same position came up for the third time."


class TestRuleSetPicker:
    def test_the_presets_and_the_rules_of_the_widget_are_offered(self, make: Any) -> None:
        custom = Rules.preset("english").replace(king_range="flying")
        widget = make(custom)
        labels = [label for label, _ in widget.rules_picker.options]
        assert labels == [*PRESETS, "custom"]
        assert widget.rules_picker.value == custom

    def test_changing_the_rules_restarts_the_game(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        widget.click(15)
        widget.rules_picker.value = Rules.preset("russian")
        assert widget.board == Board("russian") and widget.board.move_stack == []
        assert widget.message == "new game: russian"
        widget.rules_picker.value = Rules.preset("international")
        assert len(widget.squares) == 50 and "draughts-size-10" in board_classes(widget)
        assert len(widget.grid.rows) == 10 and widget.grid.rows[9][0] == 46
        widget.click(32)
        assert widget.targets == [27, 28]

    def test_the_first_rule_set_brings_back_the_first_position(self, make: Any) -> None:
        start = Board.from_fen("B:W18,27:B14,10,11")
        widget = make(start)
        widget.rules_picker.value = Rules.preset("russian")
        widget.rules_picker.value = Rules.preset("english")
        assert widget.board == start

    def test_set_position_adds_its_rules_and_keeps_its_moves(self, make: Any) -> None:
        widget = make("english")
        board = Board(Rules.preset("russian").replace(quiet_move_limit=10))
        board.push_pdn("22-18")
        widget.set_position(board)
        assert widget.rules_picker.value == board.rules
        assert widget.board.move_stack == [Move((22, 18))]
        widget.restart()
        assert widget.board == board.root()

    def test_a_beginner_may_be_offered_a_few_rule_sets(self, make: Any) -> None:
        widget = make("international", beginner=True, rule_sets=["international", "brazilian"])
        assert [label for label, _ in widget.rules_picker.options] == ["international", "brazilian"]
        assert widget.rules_picker.layout.display is None and widget.editor.layout.display == "none"
        widget.rules_picker.value = Rules.preset("brazilian")
        assert widget.board == Board("brazilian")
        alone = make("russian", beginner=True, rule_sets=["russian"])
        assert alone.rules_picker.layout.display == "none"


class TestEditor:
    def test_place_remove_and_play_from_the_edited_position(self, make: Any) -> None:
        widget = make("english")
        widget.edit_toggle.value = True
        assert widget.editing and "draughts-editing" in board_classes(widget)
        widget.clear_button.click()
        assert widget.board.pieces() == {}
        widget.palette.value = "wk"
        widget.click(5)
        widget.palette.value = "bm"
        widget.click(9)
        widget.click(10)
        widget.click(10)  # the same piece again takes it off
        widget.palette.value = "wm"
        widget.click(2)  # a white man cannot stand on White's crowning row
        assert "cannot stand on 2" in widget.message
        widget.palette.value = "eraser"
        widget.click(3)
        widget.side_to_move.value = WHITE
        assert widget.board.fen() == "W:WK5:B9"
        assert "draughts-wk" in classes(widget, 5)
        widget.edit_toggle.value = False
        assert not widget.editing
        assert widget.board.fen() == "W:WK5:B9" and widget.board.move_stack == []
        assert widget.message == "play starts from the edited position: White to move"
        widget.click(5)
        assert widget.click(14) == Move((5, 14), captures=(9,))
        widget.restart()
        assert widget.board.fen() == "W:WK5:B9"

    def test_an_edited_position_starts_the_quiet_move_count_again(self, make: Any) -> None:
        widget = make(Board.from_fen("W:WK29:BK4", rules="english"))
        for _ in range(10):
            for square in (29, 25, 4, 8, 25, 29, 8, 4):
                widget.click(square)
        assert widget.board.quiet_plies == 40
        widget.editing = True
        widget.clear_button.click()
        widget.palette.value = "wk"
        widget.click(29)
        widget.palette.value = "bk"
        widget.click(4)
        widget.editing = False
        board = widget.board
        assert board.move_stack == [] and board.quiet_plies == 0
        assert "quiet plies 0 of 80" in widget.status

    def test_play_controls_wait_while_editing(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        widget.click(15)
        widget.editing = True
        assert widget.undo() is None and widget.undo_button.disabled
        widget.click(15)  # the editor removes nothing here: the palette piece is a white man
        assert widget.board.piece_at(15) == Piece(WHITE)
        widget.editing = False
        assert widget.board.move_stack == []


class TestHooks:
    def test_on_move_reports_every_move_with_a_copy(self, make: Any) -> None:
        widget = make("english")
        seen: list[tuple[Move, Board]] = []

        def record(move: Move, board: Board) -> None:
            seen.append((move, board))
            board.clear()

        widget.on_move(record)
        widget.click(11)
        widget.click(15)
        assert [str(move) for move, _ in seen] == ["11-15"]
        assert widget.board.count(BLACK) == 12, "the callback's board is a copy"
        widget.on_move(record, remove=True)
        widget.click(22)
        widget.click(18)
        assert len(seen) == 1

    def test_a_callback_may_reset_the_position(self, make: Any) -> None:
        start = Board("english")
        widget = make(start)
        widget.on_move(lambda move, board: widget.set_position(start))
        widget.click(11)
        widget.click(15)
        assert widget.board == start and widget.board.move_stack == []
        assert widget.selected is None

    def test_the_computer_plays_one_side(self, make: Any) -> None:
        widget = make("english", opponent=random_mover(1), computer=BLACK)
        assert len(widget.board.move_stack) == 1, "Black moves first, so the computer has played"
        assert widget.board.turn == WHITE and "(the computer)" not in widget.status
        assert widget.undo() is None and widget.undo_button.disabled, "the computer's move alone stays"
        square = next(s for s, p in widget.board.pieces().items() if p.color == WHITE and _movable(widget, s))
        widget.click(square)
        widget.click(widget.targets[0])
        assert len(widget.board.move_stack) == 3 and widget.board.turn == WHITE
        assert "; the computer (Black) played " in widget.message
        replayed(widget.board)
        seen: list[Move] = []
        widget.on_move(lambda move, board: seen.append(move))
        widget.undo()
        assert len(widget.board.move_stack) == 1 and widget.board.turn == WHITE
        widget.redo()
        assert len(widget.board.move_stack) == 3
        assert seen == widget.board.move_stack[1:], "both moves played again are reported"

    def test_the_page_says_the_computer_is_thinking(self, make: Any) -> None:
        shown: list[str] = []
        mover = random_mover(2)

        def slow(board: Board) -> Move:
            shown.append(widget._feedback.value)
            return mover(board)

        widget = make("english", opponent=slow, computer=WHITE)
        widget.click(11)
        widget.click(15)
        assert "Black played 11-15; the computer (White) is thinking…" in shown[0]
        assert widget.message.startswith("Black played 11-15; the computer (White) played ")

    def test_an_illegal_computer_move_is_not_played(self, make: Any) -> None:
        widget = make("english", opponent=lambda board: Move((1, 5)), computer=BLACK)
        assert widget.board.move_stack == []
        assert widget.message == "the computer chose 1-5, which is not a legal move here"

    def test_the_engine_is_offered(self, make: Any) -> None:
        from draughts.engine import LEVELS

        widget = make("english")
        assert widget.computer_picker in widget.controls.children
        assert [value for _label, value in widget.level_picker.options] == list(LEVELS)
        assert [label for label, _value in widget.level_picker.options] == list(LEVELS)
        widget.computer_picker.value = "black"
        assert widget.computer == BLACK and len(widget.board.move_stack) == 1
        widget.computer_picker.value = "off"
        assert widget.computer is None

    def test_an_opponent_of_ones_own_replaces_the_computer_menu(self, make: Any) -> None:
        widget = make("english", opponent=random_mover(3))
        assert widget.computer_picker is None and widget.level_picker is None
        widget.computer = BLACK
        assert len(widget.board.move_stack) == 1

    def test_highlighted_squares_are_marked_in_words(self, make: Any) -> None:
        widget = make("english")
        widget.highlight({15: "a good square", 16: "a bad square"})
        assert marked(widget, "highlight") == [15, 16]
        assert widget.squares[16].label == "square 16, empty, a bad square"
        assert widget.grid.cells["16"]["label"] == "square 16, empty, a bad square"
        widget.highlight()
        assert marked(widget, "highlight") == []

    def test_rows_of_ones_own_go_under_the_board(self, make: Any) -> None:
        import ipywidgets

        widget = make("english")
        row = ipywidgets.HBox([ipywidgets.Button(description="next puzzle")])
        widget.add_row(row)
        assert widget.children[-1] is row


def _movable(widget: BoardWidget, square: int) -> bool:
    return any(move.start == square for move in widget.board.legal_moves)


class TestTheGridOnThePage:
    def test_every_square_has_a_name_and_a_stable_class(self, make: Any) -> None:
        for rules in ("english", "international"):
            widget = make(rules)
            board = widget.board
            for square in range(1, board.geometry.squares + 1):
                piece = board.piece_at(square)
                name = piece.name() if piece else "empty"
                assert widget.grid.cells[str(square)]["label"].startswith(f"square {square}, {name}")
                assert f"draughts-sq-{square}" in classes(widget, square)

    def test_the_grid_is_named_after_the_rules_and_the_side_to_move(self, make: Any) -> None:
        widget = make("russian")
        assert widget.grid.label == "russian board, White to move"
        widget.editing = True
        assert widget.grid.label.startswith("russian board, editing the position")

    def test_the_selected_square_is_selected_for_screen_readers(self, make: Any) -> None:
        widget = make("english")
        widget.click(11)
        assert [square for square, cell in widget.grid.cells.items() if cell["selected"]] == ["11"]

    def test_the_page_clicks_and_cancels_through_messages(self, make: Any) -> None:
        widget = make("english")
        widget.grid.handle({"event": "click", "square": 11})
        assert widget.selected == 11
        widget.grid.handle({"event": "cancel"})
        assert widget.selected is None and widget.message == "selection cancelled"
        for junk in ({"event": "click", "square": 99}, {"event": "click", "square": "11"}, ["click"], {}):
            widget.grid.handle(junk)
        assert widget.selected is None and widget.board == Board("english")

    def test_moves_refusals_and_results_are_announced(self, make: Any) -> None:
        widget = make(Board.from_fen("B:W18:B14,11,22", rules="english"))
        widget.click(11)
        assert widget.grid.announcement == "Black must capture with the man on 14."
        widget.click(17)
        count = widget.grid.announcements
        widget.click(17)
        assert widget.grid.announcements == count + 1, "the same words are said again"
        assert widget.grid.announcement == "Square 17 is empty: click one of Black's pieces."
        widget.click(14)
        widget.click(23)
        assert widget.grid.announcement == "Black played 14x23. Black wins: White has no pieces left."

    def test_a_move_announces_whose_turn_it_is_and_a_compulsory_capture(self, make: Any) -> None:
        widget = make("english")
        for square in (11, 15, 22, 18):
            widget.click(square)
        assert widget.grid.announcement == "White played 22-18. Black to move. Black must capture with the man on 15."

    def test_arrows_are_drawn_and_checked(self, make: Any) -> None:
        widget = make("english")
        widget.draw_arrows((22, 18), kind="warning")
        assert widget.grid.arrows == [{"squares": [22, 18], "kind": "warning"}]
        with pytest.raises(ValueError, match="no square 33"):
            widget.draw_arrows((22, 33))
        with pytest.raises(ValueError, match="no arrow kind"):
            widget.draw_arrows((22, 18), kind="pink")
        widget.draw_arrows()
        assert widget.grid.arrows == []

    def test_the_controls_have_names(self, make: Any) -> None:
        widget = make("english")
        named = [widget.numbers_toggle, widget.rules_picker, widget.computer_picker, widget.level_picker]
        named += [widget.edit_toggle, widget.palette, widget.side_to_move]
        named += [widget.records.file_name, widget.records.share_box, widget.records.paste_box]
        assert all(control.description for control in named)


CLICK_KINDS = ["any", "useful", "useful", "useful", "useful", "undo", "redo", "restart"]
"""What the random player does: mostly clicks on its own pieces or on the squares lit up."""


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), preset=st.sampled_from(sorted(PRESETS)))
def test_random_clicks_never_corrupt_the_game(data: st.DataObject, preset: str) -> None:
    widget = BoardWidget(preset)
    size = widget.board.geometry.squares
    try:
        for _ in range(60):
            kind = data.draw(st.sampled_from(CLICK_KINDS))
            if kind == "undo":
                widget.undo()
            elif kind == "redo":
                widget.redo()
            elif kind == "restart" and data.draw(st.booleans()):
                widget.restart()
            else:
                board = widget.board
                useful = widget.targets or [s for s, p in board.pieces().items() if p.color == board.turn]
                if kind == "useful" and useful:
                    widget.click(data.draw(st.sampled_from(useful)))
                else:
                    widget.click(data.draw(st.integers(1, size)))
            assert_consistent(widget)
            assert set(marked(widget, "target")) == set(widget.targets)
    finally:
        widget.close()


class TestNotation:
    """A Russian or Brazilian board names squares a1..h8 everywhere a person reads them; the others use numbers."""

    def test_russian_messages_labels_move_list_and_status(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W22,31:B18,5", "russian"))
        assert widget.squares[22].label == "square c3, white man, must capture"
        assert widget.grid.cells["22"]["name"] == "c3"
        assert "White must capture with the man on c3" in widget.status
        widget.click(22)
        assert widget.message == "the man on c3 captures: land on e5"
        widget.click(15)
        assert widget.message == "White played c3xe5"
        assert "1. c3xe5" in widget._moves.value
        widget.click(31)
        assert widget.message == "the piece on e1 is White's, and it is Black's turn"
        widget.undo()
        assert widget.message == "took back c3xe5"
        widget.redo()
        assert widget.message == "played c3xe5 again"

    def test_a_refused_click_is_explained_in_algebraic_squares(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W22,31:B18,5", "brazilian"))
        widget.click(31)
        widget.click(27)
        assert widget.message == "a capture is compulsory: c3xe5"

    def test_the_editor_names_squares(self, make: Any) -> None:
        widget = make("russian")
        widget.edit_toggle.value = True
        widget.click(22)
        assert widget.message == "square c3 cleared"

    def test_english_and_custom_rules_keep_numbers(self, make: Any) -> None:
        custom = Rules.preset("russian").replace(capture_rule="most")
        for rules in ("english", custom):
            widget = make(Board.from_fen("W:W22,31:B18,5", rules))
            assert widget.squares[22].label == "square 22, white man, must capture"
            assert widget.grid.cells["22"]["name"] == "22"
            widget.click(22)
            assert widget.message == "the man on 22 captures: land on 15"
