"""What a board widget forgets when its position or its rules change.

Marks drawn for one position (the coach's arrows and highlights, a highlight of one's
own, the move the safety check offers to take back, the review) belong to it: a restart,
an undo, a new position, a loaded game, the editor or another rule set removes them. A
move played on keeps them for their owner to change. The tests look only at what the
widget draws and its public methods.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import BLACK, PRESETS, Board, Move
from draughts.core.errors import InvalidSquareError
from draughts.engine.coach import Coach
from draughts.widgets import BoardWidget

RISKY = "W:W21,27,31:B9,14"  # 21-17 loses a piece to 14x21
REVIEWED = "W:W21,22,27,31:B9,14,15"  # 21-17 14x21 22-18 15x22: two slips to review


def play(widget: BoardWidget, *squares: int) -> None:
    for square in squares:
        widget.click(square)


def noted(widget: BoardWidget) -> dict[int, tuple[str, ...]]:
    """The squares drawn with words of their own (highlights, the coach's marks)."""
    return {square: view.notes for square, view in widget.squares.items() if view.notes}


def assert_unmarked(widget: BoardWidget) -> None:
    assert noted(widget) == {}
    assert widget.grid.arrows == []
    assert all("draughts-highlight" not in cell["classes"] for cell in widget.grid.cells.values())
    if widget.coach is not None:
        assert widget.coach.marks == {} and widget.coach.danger is None
        assert widget.coach.take_back_button.layout.display == "none"


class TestTheCoachsMarks:
    def test_a_hint_on_ten_by_ten_then_eight_by_eight_rules(self, make: Any) -> None:
        widget = make("international")
        widget.coach.hint()
        assert max(noted(widget)) > 32  # the hint names squares that an 8x8 board does not have
        widget.rules_picker.value = PRESETS["english"]
        assert widget.board == Board("english") and widget.message == "new game: english"
        assert_unmarked(widget)
        widget.restart()
        play(widget, 11, 15)
        assert widget.board.move_stack == [Move((11, 15))]

    def test_a_hint_on_eight_by_eight_then_ten_by_ten_rules(self, make: Any) -> None:
        widget = make("english")
        widget.coach.hint()
        widget.rules_picker.value = PRESETS["international"]
        assert_unmarked(widget)
        assert len(widget.squares) == 50

    def test_restart_removes_the_hint(self, make: Any) -> None:
        widget = make("english")
        widget.coach.hint()
        widget.restart()
        assert_unmarked(widget)
        assert widget.message == "new game"

    def test_undo_removes_the_hint(self, make: Any) -> None:
        widget = make("english")
        play(widget, 11, 15)
        widget.coach.hint()
        assert widget.grid.arrows
        widget.undo()
        assert_unmarked(widget)

    def test_a_new_position_removes_the_hint(self, make: Any) -> None:
        widget = make("international")
        widget.coach.hint()
        widget.set_position(Board("english"))
        assert_unmarked(widget)
        play(widget, 11, 15)
        assert widget.board.move_stack == [Move((11, 15))]

    def test_a_shared_game_removes_the_hint(self, make: Any) -> None:
        widget = make("international")
        widget.coach.hint()
        assert widget.load_share_code("draughts:1:english:start:11-15") is not None
        assert_unmarked(widget)

    def test_the_editor_shows_no_hint(self, make: Any) -> None:
        widget = make("english")
        widget.coach.hint()
        widget.editing = True
        assert_unmarked(widget)

    def test_restart_withdraws_the_offer_to_take_back(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"), opponent=lambda b: b.parse_move("14x21"), computer=BLACK)
        play(widget, 21, 17)
        assert widget.coach.take_back_button.layout.display is None
        widget.restart()
        assert_unmarked(widget)

    def test_undo_of_the_last_move_withdraws_the_review(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W22:B17", rules="english"))
        play(widget, 22, 13)
        assert widget.coach.review_button.layout.display is None
        widget.undo()
        assert not widget.board.is_game_over()
        assert widget.coach.review_button.layout.display == "none"

    def test_restart_removes_the_review(self, make: Any) -> None:
        widget = make(Board.from_fen(REVIEWED, rules="english"))
        play(widget, 21, 17, 14, 21, 22, 18, 15, 22)
        assert widget.coach.review()
        assert widget.coach.report.value
        widget.restart()
        assert widget.coach.report.value == ""

    def test_a_warning_stays_over_the_computers_reply(self, make: Any) -> None:
        """The one change that keeps the coach's marks: a move played on."""
        widget = make(Board.from_fen(RISKY, rules="english"), opponent=lambda b: b.parse_move("14x21"), computer=BLACK)
        play(widget, 21, 17)
        assert widget.board.plies == 2
        assert widget.grid.arrows == [{"squares": [14, 21], "kind": "warning"}]
        assert noted(widget) == {14: ("danger: move from here",), 21: ("danger: to here",)}


class TestHighlights:
    def test_a_highlight_goes_with_its_position(self, make: Any) -> None:
        widget = make("english")
        widget.highlight({15: "a good square"})
        widget.draw_arrows((11, 15))
        play(widget, 11, 15)
        assert noted(widget) == {15: ("a good square",)}  # a move played on keeps it
        widget.undo()
        assert_unmarked(widget)

    def test_a_square_off_the_board_is_refused_at_once(self, make: Any) -> None:
        widget = make("english")
        with pytest.raises(InvalidSquareError, match="there is no square 34"):
            widget.highlight({15: "here", 34: "off the board"})
        assert noted(widget) == {}
        play(widget, 11, 15)
        assert widget.board.plies == 1


def test_the_share_box_follows_a_rule_set_with_the_same_start(make: Any) -> None:
    widget = make("english")
    widget.records.share()
    assert Board("giveaway").fen() == Board("english").fen()
    widget.rules_picker.value = PRESETS["giveaway"]
    assert widget.records.share_box.value == widget.share_code() == "draughts:1:giveaway:start:"


ACTIONS = ["hint", "highlight", "click", "click", "click", "undo", "redo", "restart", "rules", "position", "edit"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), first=st.sampled_from(["english", "international", "russian"]))
def test_marks_never_outlive_their_position(data: st.DataObject, first: str) -> None:
    """Whatever is done in whatever order, nothing fails, and after anything but a move no mark is left."""
    widget = BoardWidget(first)
    widget.coach.coach = Coach(depth=2, horizon=2)
    try:
        for _ in range(25):
            action = data.draw(st.sampled_from(ACTIONS))
            if widget.editing and action != "edit":
                widget.click(data.draw(st.integers(1, widget.board.geometry.squares)))
                continue
            changed = action in ("restart", "position", "edit")
            if action == "hint":
                widget.coach.hint()
            elif action == "highlight":
                squares = data.draw(st.lists(st.integers(1, widget.board.geometry.squares), max_size=3))
                widget.highlight({square: "look here" for square in squares})
                widget.draw_arrows(*[(square,) for square in squares])
            elif action == "click":
                board = widget.board
                useful = widget.targets or [s for s, p in board.pieces().items() if p.color == board.turn]
                widget.click(data.draw(st.sampled_from(useful)) if useful else 1)
            elif action == "undo":
                changed = widget.undo() is not None
            elif action == "redo":
                widget.redo()
            elif action == "restart":
                widget.restart()
            elif action == "rules":
                rules = PRESETS[data.draw(st.sampled_from(["english", "international", "russian"]))]
                changed = rules != widget.board.rules
                widget.rules_picker.value = rules
            elif action == "position":
                widget.set_position(Board(data.draw(st.sampled_from(["english", "international", "brazilian"]))))
            else:
                widget.editing = not widget.editing
            if changed:
                assert_unmarked(widget)
            assert all(1 <= square <= widget.board.geometry.squares for square in widget.squares)
    finally:
        widget.close()
