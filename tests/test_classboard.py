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
    play.previous()
    assert play.step is Step.SHOW and play.run.learner_moves == []
    play.click(26), play.click(19)
    assert play.step is Step.OVER and play.message.startswith("Solved in 1 move")


def test_space_after_a_failed_try_shows_the_answer_and_after_a_solved_one_the_next_stage() -> None:
    play = ClassPlay(lesson("capture"))
    play.open(3)
    play.click(21), play.click(14)
    assert play.message.endswith("Press the left arrow to try again, or space for the answer.")
    play.space()
    assert (play.index, play.step) == (3, Step.REVEAL)
    assert play.message == "The answer, step 1 of 1: White plays 26x19."
    play.open(3)
    play.click(26), play.click(19)
    play.space()
    assert (play.index, play.step) == (4, Step.SHOW)


def test_the_left_arrow_clears_a_refusal_without_leaving_the_stage() -> None:
    play = ClassPlay(lesson("capture"))
    play.open(1)
    play.click(30)  # refused at the stage's first step, before the class decides
    assert play.step is Step.SHOW and play.explanation is not None
    play.previous()
    assert play.index == 1 and play.step is Step.SHOW and play.message == "White to move."
    assert play.explanation is None and play.game.arrows == [] and play.game.highlights == {}
    play.previous()
    assert play.index == 0


def test_a_stage_about_finding_the_capturer_refuses_without_pointing_at_it() -> None:
    play = ClassPlay(lesson("capture"))
    play.open(2)  # find-capture: only the man on 23 can jump
    assert play.stage.find_capture
    play.click(22), play.click(18)
    assert play.message == "Refused: one of your men must capture. White to move."
    assert play.game.highlights == {} and play.game.arrows == []
    assert play.explanation is not None


def test_a_click_after_the_try_is_over_leaves_what_was_said() -> None:
    play = ClassPlay(lesson("multi"), teams=True)
    play.open(5)  # give one, take two: 28-24, 20x27, then 32x23x14 finishes after the first landing
    play.click(28), play.click(24), play.click(32), play.click(23)
    solved = play.message
    assert solved.startswith("Solved in 2 moves") and solved.endswith("A point for Team A.")
    play.click(14)
    assert play.message == solved and play.step is Step.OVER
    play.open(3)
    play.click(23), play.click(14)  # longer-chain: the one-man capture fails
    failed = play.message
    play.click(18)
    assert play.message == failed


def test_a_failed_capture_draws_the_other_sides_reply_capture() -> None:
    play = ClassPlay(lesson("capture"))
    play.open(3)  # W5,21,26 against B17,18,23: 21x14 lets 23 jump 26
    play.click(21), play.click(14)
    assert play.message.startswith("After that capture Black jumps one of your men.")
    assert play.game.arrows == [{"squares": [23, 30], "kind": "warning"}]
    assert play.game.highlights == {23: ("jumps one of your pieces",)}
    play.previous()
    assert play.game.arrows == [] and play.game.highlights == {}


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


def test_two_teams_take_turns_by_tries_and_score_the_stages_they_solve() -> None:
    play = ClassPlay(lesson("capture"), teams=True)
    assert play.chooser == "Team A chooses White's move"
    play.click(27), play.click(18)  # stage 1, solved by Team A
    assert play.message.endswith("A point for Team A.")
    play.next()
    assert play.chooser == "Team B chooses White's move"
    play.click(22), play.click(15)
    assert play.score == {"Team A": 1, "Team B": 1}
    play.previous(), play.click(22), play.click(15)  # solved again by Team A: no second point
    assert play.score == {"Team A": 1, "Team B": 1}
    play.open(3)
    assert play.team == "Team B"
    play.click(21), play.click(14)  # Team B fails: Team A plays the next try
    assert play.chooser == "Team A chooses White's move"
    play.previous(), play.click(26), play.click(19)
    assert play.score == {"Team A": 2, "Team B": 1}


def test_a_team_plays_the_whole_of_a_two_move_stage_and_scores_it() -> None:
    play = ClassPlay(lesson("multi"), teams=True)
    play.open(5)
    play.click(28), play.click(24)  # the sacrifice, then Black's forced 20x27
    assert play.team == "Team A" and play.message == "Black answers 20x27. Team A chooses White's move."
    play.click(32), play.click(23)
    assert play.score == {"Team A": 1, "Team B": 0} and play.team == "Team B"


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


def test_the_stage_line_says_when_a_stage_is_played_against_the_computer() -> None:
    board = ClassBoard("practice")
    number = board.play.lesson.number
    assert board.play.label == f"Stage {number}.1 of {board.play.stages}, against the computer"
    assert f"Stage {number}.1 of {board.play.stages}, against the computer</div>" in board.stage_line.value
    assert "against the computer" not in ClassBoard("capture").stage_line.value


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
