"""The coach on the board widget: the hint, the safety check of learning mode, the review."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from draughts import BLACK, Board, Move
from draughts.engine.coach import Coach
from draughts.widgets import BoardWidget

RISKY = "W:W21,27,31:B9,14"  # 21-17 loses a piece to 14x21; 27-24, 27-23 and 31-26 are safe


def answer(*moves: str) -> Callable[[Board], Move]:
    """An opponent that plays the given moves in turn."""
    replies = list(moves)
    return lambda board: board.parse_move(replies.pop(0))


def play(widget: BoardWidget, *squares: int) -> None:
    for square in squares:
        widget.click(square)


class TestHint:
    def test_the_move_is_drawn_and_the_reason_said(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"))
        expected = Coach().hint(widget.board)
        sentence = widget.coach.hint()
        assert sentence == expected.sentence and widget.message == sentence
        start, end = expected.move.start, expected.move.end
        assert widget.coach.marks == {start: "hint: move from here", end: "hint: to here"}
        assert widget.grid.arrows == [{"squares": list(expected.move.path), "kind": "hint"}]
        assert widget.squares[start].label.endswith("hint: move from here")

    def test_the_arrow_goes_when_a_move_is_played(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"))
        widget.coach.hint_button.click()
        assert widget.coach.marks
        play(widget, 27, 23)
        assert widget.coach.marks == {} and widget.grid.arrows == []
        assert all("hint" not in square.label for square in widget.squares.values())

    def test_no_hint_when_the_game_is_over(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W29:B25,22", rules="english"))
        assert widget.coach.hint() == "the game is over: there is no move to suggest"
        assert widget.coach.marks == {}

    def test_every_control_has_a_name(self, make: Any) -> None:
        coach = make("english").coach
        for control in (coach.hint_button, coach.take_back_button, coach.review_button):
            assert control.description and control.tooltip
        assert coach.safety.description == "safety check"


class TestSafetyCheck:
    def test_on_against_the_computer_it_stops_a_losing_move(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"), opponent=answer("14x21"), computer=BLACK)
        assert widget.coach.safety.value
        play(widget, 21, 17)
        danger = widget.coach.danger
        assert danger is not None and str(danger.move) == "21-17"
        assert widget.message.startswith(
            f"careful: 21-17 loses a piece: after 21-17, Black plays 14x21 and takes one; {danger.better} was better. "
            "Take it back?"
        )
        assert widget.coach.marks == {14: "danger: move from here", 21: "danger: to here"}
        assert widget.grid.arrows == [{"squares": [14, 21], "kind": "warning"}]
        assert widget.coach.take_back_button.layout.display is None

    def test_take_it_back_undoes_the_move_and_the_reply(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"), opponent=answer("14x21"), computer=BLACK)
        play(widget, 21, 17)
        widget.coach.take_back_button.click()
        assert widget.board.move_stack == [] and widget.coach.danger is None
        assert widget.coach.take_back_button.layout.display == "none"
        assert widget.coach.marks == {} and widget.grid.arrows == []

    def test_a_safe_move_passes_quietly(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"), opponent=answer("9-13"), computer=BLACK)
        play(widget, 27, 24)
        assert widget.coach.danger is None and "careful" not in widget.message

    def test_off_between_two_people(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"))
        assert not widget.coach.safety.value
        play(widget, 21, 17)
        assert widget.coach.danger is None and "careful" not in widget.message

    def test_choosing_a_computer_player_turns_it_on(self, make: Any) -> None:
        widget = make(Board.from_fen(RISKY, rules="english"))
        widget.computer_picker.value = "black"
        assert widget.coach.safety.value
        widget.computer_picker.value = "off"
        assert not widget.coach.safety.value

    def test_exercise_boards_have_no_coach(self) -> None:
        from draughts.course import review
        from draughts.teaching.exercises import PlayMove
        from draughts.widgets.exercise import ExerciseWidget

        playable = next(e for e in review().questions if isinstance(e, PlayMove))
        widget = ExerciseWidget(playable)
        try:
            assert widget.board.coach is None
        finally:
            widget.close()


class TestReview:
    def test_the_turning_points_on_boards(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W21,22,27,31:B9,14,15", rules="english"))
        play(widget, 21, 17, 14, 21, 22, 18, 15, 22)
        slips = widget.coach.review()
        assert [(slip.ply, str(slip.played)) for slip in slips] == [(0, "21-17"), (2, "22-18")]
        report = widget.coach.report.value
        assert report.startswith('<div class="draughts-review"><svg') and report.count("<li>") == 2
        assert f"1. 21-17: {slips[0].better} was better" in report
        assert widget.message == "review: 2 moves to look at, shown under the board"

    def test_offered_when_the_game_ends(self, make: Any) -> None:
        widget = make(Board.from_fen("W:W22:B17", rules="english"))
        assert widget.coach.review_button.layout.display == "none"
        play(widget, 22, 13)
        assert widget.board.is_game_over()
        assert widget.coach.review_button.layout.display is None
        assert widget.coach.review() == []
        assert widget.message == "review: no move lost ground that the coach can see"


def test_take_it_back_after_an_undo_takes_back_nothing_more(make: Any) -> None:
    widget = make(Board.from_fen(RISKY, rules="english"), opponent=answer("14x21"), computer=BLACK)
    play(widget, 21, 17)
    widget.undo()
    assert widget.coach.take_back() is None
    assert widget.board.move_stack == []
