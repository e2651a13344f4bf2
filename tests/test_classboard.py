"""The class board: a lesson stepped through for a class, wrong moves explained on the board,
the answer revealed, and two teams taking turns against the computer."""

from __future__ import annotations

import pytest

from draughts.core.errors import StageError
from draughts.course import LESSONS, lesson
from draughts.widgets import ClassBoard
from draughts.widgets.classboard import PresenterKeys
from draughts.widgets.classplay import ClassPlay, Step


def test_the_steps_of_a_stage_then_the_next_stage() -> None:
    play = ClassPlay(lesson("capture"))
    assert (play.label, play.step) == ("Stage 3.1 of 8", Step.SHOW)
    assert play.message == "Capture the black man on 23. White to move."
    play.next()
    assert play.step is Step.DECIDE
    play.next()
    assert play.step is Step.REVEAL and play.game.board.fen() != play.run.start.fen()
    assert play.game.arrows == [{"squares": [27, 18], "kind": "hint"}]
    play.next()
    assert (play.index, play.step) == (1, Step.SHOW)
    play.previous()
    assert (play.index, play.step) == (0, Step.SHOW)
    play.previous()
    assert play.message == "This is the first stage of the lesson."
    play.open(7)
    play.next(), play.next(), play.next()
    assert play.message == "That was the last stage of the lesson."
    with pytest.raises(IndexError):
        play.open(8)


def test_a_wrong_move_is_explained_with_the_pieces_that_must_capture_and_the_route() -> None:
    play = ClassPlay(lesson("capture"))
    play.open(1)  # must-capture: W22,30,31 against B18,3
    play.click(30)
    assert play.explanation is not None and play.explanation.reason.value == "capture compulsory"
    assert play.game.highlights == {22: ("must capture",)}
    assert play.game.arrows == [{"squares": [22, 15], "kind": "hint"}]
    assert play.message.startswith("Refused: White must capture")
    play.cancel()
    assert play.explanation is None and play.game.arrows == [] and play.game.highlights == {}


def test_the_class_plays_its_choice_and_the_computer_answers() -> None:
    play = ClassPlay(lesson("capture"))
    play.open(3)  # choose: the capture 21x14 lets Black take back
    play.click(21), play.click(14)
    assert play.step is Step.OVER and "Press the left arrow" in play.message
    play.click(26)
    assert play.message == "Press the left arrow (or Escape) to play this stage again."
    play.previous()
    assert play.step is Step.SHOW and play.run.learner_moves == []
    play.click(26), play.click(19)
    assert play.step is Step.OVER and play.message.startswith("Solved in 1 move")


def test_revealing_steps_forward_and_back_and_escape_leaves_the_answer() -> None:
    play = ClassPlay(lesson("moving"))  # two-steps: 22-18, a reply, 18-15
    play.space()
    assert play.message == "The answer, step 1 of 3: White plays 22-18."
    play.space()
    assert play.message.startswith("The answer, step 2 of 3: Black plays")
    play.previous()
    assert play.message == "The answer, step 1 of 3: White plays 22-18."
    play.cancel()
    assert play.step is Step.SHOW and play.game.board.fen() == play.run.start.fen()


def test_two_teams_take_turns_and_score_the_stages_they_solve() -> None:
    play = ClassPlay(lesson("capture"), teams=True)
    assert play.chooser == "Team A chooses White's move"
    play.click(27), play.click(18)  # stage 1, solved by Team A
    assert play.message.endswith("A point for Team A.")
    play.next()
    assert play.chooser == "Team B chooses White's move"
    play.click(22), play.click(15)
    assert play.score == {"Team A": 1, "Team B": 1}
    play.previous(), play.click(22), play.click(15)  # solved again: no second point
    assert play.score == {"Team A": 1, "Team B": 1}


def test_a_lesson_without_stages_is_refused() -> None:
    with pytest.raises(StageError, match="no stages"):
        ClassPlay(lesson("explore"))


def test_the_widget_draws_the_board_large_with_numbers_and_acts_on_the_keys() -> None:
    board = ClassBoard("capture")
    assert "draughts-numbers" in board.grid.board_class and "Stage 3.1 of 8" in board.stage_line.value
    assert "Capture the black man on 23" in board.goal.value and board.score.value == ""
    board.press("next")
    assert board.play.step is Step.DECIDE
    board.press("reveal")
    assert board.reveal_button.disabled and board.grid.arrows == [{"squares": [27, 18], "kind": "hint"}]
    board.press("cancel")
    assert board.play.step is Step.SHOW and not board.reveal_button.disabled
    board.teams_button.value = True
    assert "Team A" in board.turn.value and "Stages solved: Team A: 0 · Team B: 0" in board.score.value
    board.grid.handle({"event": "click", "square": 23})
    assert "Refused" not in board.message
    said = board._message.said
    board.play.open(1)
    board.grid.handle({"event": "click", "square": 30})
    board.grid.handle({"event": "click", "square": 30})
    assert board._message.said >= said + 2 and "draughts-refused" in board._message.value
    assert repr(board) == "Class board (run the cell to show it): Capturing is compulsory, 8 stages"


def test_the_presenter_keys_send_only_known_actions() -> None:
    keys = PresenterKeys()
    heard: list[str] = []
    keys.on_key(heard.append)
    for content in ({"key": "previous"}, {"key": "cancel"}, {"key": 3}, "next", None):
        keys.handle(content)
    assert heard == ["previous", "cancel"]


@pytest.mark.parametrize("key", [each.key for each in LESSONS if len(each.stages)])
def test_every_stage_of_every_lesson_steps_through_to_its_answer(key: str) -> None:
    play = ClassPlay(lesson(key))
    for index in range(play.stages):
        assert play.index == index and play.step is Step.SHOW
        play.next()
        play.next()
        while play.step is Step.REVEAL and play.index == index and not play.message.startswith("That was"):
            assert play.message.startswith("The answer, step")
            play.next()
    assert play.message == "That was the last stage of the lesson."
