"""The click state machine alone: no widget library, just a board and clicks."""

from __future__ import annotations

import subprocess
import sys

from draughts import BLACK, Board, Move, Piece
from draughts.widgets.clicks import Clicks, Mark, SquareView

BRANCHING = "B:W18,26,27,21,22,25,29,31:B14,10,11,1,2,3,5,9"  # 14x23x30 or 14x23x32


def test_the_module_imports_no_widget_library() -> None:
    code = "import sys, draughts.widgets.clicks; print('ipywidgets' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_a_quiet_move() -> None:
    clicks = Clicks(Board("english"))
    assert clicks.click(11) is None and clicks.selected == 11 and clicks.targets == [15, 16]
    assert clicks.click(15) == Move((11, 15))
    assert clicks.board.move_stack == [Move((11, 15))]
    assert clicks.message == "Black played 11-15" and not clicks.refused


def test_a_branching_capture_marks_its_route() -> None:
    clicks = Clicks(Board.from_fen(BRANCHING))
    clicks.click(14)
    clicks.click(23)
    views = clicks.squares()
    assert views[23].marks == {Mark.ROUTE}
    assert views[18].marks == {Mark.CAPTURED}
    assert views[30].marks == views[32].marks == {Mark.TARGET}
    assert views[14].marks == {Mark.SELECTED, Mark.MUST_CAPTURE}
    assert clicks.click(30) == Move((14, 23, 30), captures=(18, 26), crowns=True)


def test_a_capture_completes_itself_when_one_way_remains() -> None:
    clicks = Clicks(Board.from_fen("B:W18,27:B14,10,11"))
    clicks.click(14)
    assert clicks.click(23) == Move((14, 23, 32), captures=(18, 27), crowns=True)
    assert clicks.click(32) is None, "the rest of the route is swallowed"
    assert len(clicks.board.move_stack) == 1


def test_without_completion_every_landing_is_clicked() -> None:
    clicks = Clicks(Board.from_fen("B:W18,27:B14,10,11"), complete_captures=False)
    clicks.click(14)
    assert clicks.click(23) is None and clicks.route == [23] and clicks.targets == [32]
    assert clicks.click(32) == Move((14, 23, 32), captures=(18, 27), crowns=True)


def test_a_refusal_keeps_the_board_and_says_why() -> None:
    start = Board.from_fen("B:W18,27:B14,10,11")
    clicks = Clicks(start.copy())
    clicks.click(11)
    assert clicks.refused and clicks.message == "Black must capture with the man on 14"
    assert clicks.click(16) is None
    assert clicks.refused and clicks.message == str(start.explain("11-16"))
    assert clicks.board == start


def test_cancel() -> None:
    clicks = Clicks(Board.from_fen(BRANCHING), complete_captures=False)
    assert not clicks.cancel()
    clicks.click(14)
    clicks.click(23)
    assert clicks.cancel() and clicks.selected is None and clicks.route == [] and clicks.captured == []
    assert clicks.message == "capture cancelled"


def test_push_pop_and_start_forget_the_selection() -> None:
    clicks = Clicks(Board("english"))
    clicks.click(11)
    played = clicks.push(Move((9, 13)))
    assert played == Move((9, 13)) and clicks.selected is None
    clicks.click(22)
    assert clicks.pop() == Move((9, 13)) and clicks.selected is None
    clicks.click(11)
    clicks.start(Board("russian"))
    assert clicks.selected is None and clicks.targets == []


def test_the_game_over_refuses_clicks() -> None:
    clicks = Clicks(Board.from_fen("B:W18:B14,22"))
    clicks.click(14)
    clicks.click(23)
    assert clicks.capturing() == []
    assert clicks.click(22) is None
    assert clicks.message == "the game is over. Black wins: White has no pieces left"


def test_a_square_in_words() -> None:
    view = SquareView(5, Piece(BLACK, king=True), frozenset({Mark.TARGET, Mark.SELECTED}), ("the best square",))
    assert view.label == "square 5, black king, selected, you can land here, the best square"


def test_choose_landing_lights_every_square_beyond_the_jumped_piece() -> None:
    board = Board.from_fen("W:WK28:B15,17", rules="russian")  # after e5 only d6 leads on to b4
    clicks = Clicks(board, choose_landing=True, complete_captures=False)
    clicks.click(28)
    assert clicks.message == "the king on h2 captures: choose where to land"
    assert clicks.targets == [10] and clicks.landings == [1, 6, 10]
    views = clicks.squares()
    assert [square for square, view in views.items() if Mark.BEYOND in view.marks] == [1, 6, 10]
    assert not any(Mark.TARGET in view.marks for view in views.values())
    assert views[6].label == "square c7, empty, beyond the jumped piece"
    clicks.click(6)  # a square the rule forbids: refused with the rule, nothing played
    assert clicks.message == "after e5 the king must stop where it can capture again: d6" and clicks.refused
    assert clicks.board.move_stack == [] and clicks.selected is None
    clicks.click(28)
    clicks.click(10)
    assert clicks.message == "the capture goes on: choose where to land" and clicks.landings == [21]
    assert clicks.click(21) == Move((28, 10, 21), captures=(15, 17))


def test_choose_landing_changes_nothing_for_quiet_moves_and_lights_up_to_the_next_piece() -> None:
    clicks = Clicks(Board.from_fen("W:WK30:B7,26", rules="russian"), choose_landing=True)
    clicks.click(30)
    assert clicks.landings == [12, 16, 19, 23]  # h6, g5, f4 and e3: the square beyond h6 is off the board
    quiet = Clicks(Board("russian"), choose_landing=True)
    quiet.click(22)
    assert quiet.landings == quiet.targets == [17, 18]
    assert quiet.message == "the man on c3 can go to b4 or d4: click one"
