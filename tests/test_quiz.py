"""The quiz: questions answered in their own widgets, and a score that follows them."""

from __future__ import annotations

import pytest

from draughts import Board
from draughts.course import review
from draughts.teaching.exercises import Choice, Count, PlayMove
from draughts.widgets.quiz import Quiz


def _quiz() -> Quiz:
    return Quiz(
        [
            Choice("Who moves first in English draughts?", {"Black": "Yes.", "White": "No."}, answer="Black"),
            Count.legal_moves(Board("english")),
            PlayMove(Board.from_fen("B:W18,27:B14,10,11"), "Play the capture.", "14x23x32"),
        ]
    )


class TestScore:
    def test_starts_at_zero_with_every_question_to_answer(self) -> None:
        quiz = _quiz()
        assert quiz.right == [] and len(quiz) == 3
        assert quiz.summary() == "0 of 3 right. Still to answer: 1, 2 and 3."
        assert "0 of 3 right" in quiz.scoreboard().value

    def test_a_right_answer_counts_and_a_wrong_one_does_not(self) -> None:
        quiz = _quiz()
        question = quiz.question(2)
        question.answer.value = "6"
        question.check_button.click()
        assert quiz.right == []
        question.answer.value = "7"
        question.check_button.click()
        assert quiz.right == [2]
        assert "1 of 3 right" in quiz.scoreboard().value

    def test_a_question_once_right_stays_right(self) -> None:
        quiz = _quiz()
        question = quiz.question(1)
        question.answer.value = "Black"
        question.check_button.click()
        question.answer.value = "White"
        question.check_button.click()
        assert quiz.right == [1]

    def test_an_empty_answer_is_not_judged(self) -> None:
        quiz = _quiz()
        quiz.question(1).check_button.click()  # no option chosen yet
        quiz.question(2).check_button.click()  # empty text box
        assert quiz.right == []

    def test_a_move_played_on_the_board_counts(self) -> None:
        quiz = _quiz()
        board = quiz.question(3).board
        assert board is not None
        for square in (14, 23, 32):
            board.click(square)
        assert quiz.right == [3]

    def test_a_move_typed_in_the_box_counts(self) -> None:
        quiz = _quiz()
        question = quiz.question(3)
        question.answer.value = "14x23x32"
        question.check_button.click()
        assert quiz.right == [3]

    def test_all_right(self) -> None:
        quiz = Quiz([Choice("Pick a.", {"a": "Yes.", "b": "No."}, answer="a")])
        quiz.question(1).answer.value = "a"
        quiz.question(1).check_button.click()
        assert quiz.summary() == "1 of 1 right. Every question answered: well done!"


class TestQuestions:
    def test_the_same_widget_every_time(self) -> None:
        quiz = _quiz()
        assert quiz.question(1) is quiz.question(1)

    def test_numbers_start_at_one(self) -> None:
        quiz = _quiz()
        with pytest.raises(IndexError, match="questions 1 to 3"):
            quiz.question(0)
        with pytest.raises(IndexError):
            quiz.question(4)

    def test_an_empty_quiz_is_refused(self) -> None:
        with pytest.raises(ValueError, match="at least one"):
            Quiz([])

    def test_the_review_quiz_can_be_answered_in_full(self) -> None:
        quiz = Quiz(review().questions)
        for number, exercise in enumerate(quiz.exercises, start=1):
            question = quiz.question(number)
            if isinstance(exercise, (Choice, Count)):
                question.answer.value = str(exercise.answer) if isinstance(exercise, Count) else exercise.answer
            elif isinstance(exercise, PlayMove):
                question.answer.value = str(exercise.answers[0])
            else:
                question.answer.value = exercise.solution.rstrip(".").replace(" and ", ", ")
            question.check_button.click()
        assert quiz.right == list(range(1, len(quiz) + 1))
