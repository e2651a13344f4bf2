"""Exercises: a right answer passes, and each kind of wrong answer gets its own hint."""

from __future__ import annotations

import pytest

from draughts import WHITE, Board, IllegalMoveError, Move, Piece, Rules
from draughts.teaching.exercises import Choice, Count, Feedback, FindMoves, Jumps, PlayMove
from draughts.widgets.exercise import ExerciseWidget

FORCED = "B:W18,27:B14,10,11"  # Black must play 14x23x32; a quiet move is refused
TWO_CAPTURES = "W:W22,23:B18"  # White may take with either man: 22x15 or 23x14
TWO_ROUTES = "W:W22:B9,10,17,18"  # two double jumps from 22 to 6


class TestFindMoves:
    def test_the_exact_set_in_any_order_is_right(self) -> None:
        exercise = FindMoves(Board.from_fen(TWO_CAPTURES), "Find every capture.")
        assert exercise.check("23x14, 22x15") == Feedback(True, "Right: 22x15 and 23x14.")
        assert exercise.check(["22x15", Move((23, 14), captures=(18,))]).correct

    def test_a_repeated_move_counts_once(self) -> None:
        exercise = FindMoves(Board.from_fen(TWO_CAPTURES), "Find every capture.")
        assert exercise.check("22x15 22x15 23x14").correct

    def test_short_and_algebraic_forms_are_read(self) -> None:
        exercise = FindMoves(Board.from_fen(FORCED), "Find every capture.")
        assert exercise.check("14x32").correct
        assert exercise.check("c5:g1").correct

    def test_a_missing_move_points_at_its_piece(self) -> None:
        exercise = FindMoves(Board.from_fen(TWO_CAPTURES), "Find every capture.")
        feedback = exercise.check("22x15")
        assert not feedback.correct
        assert feedback.message == "You have found 1 of the 2 moves. Look again at the piece on 23."

    def test_a_missing_second_move_of_the_same_piece(self) -> None:
        exercise = FindMoves(Board("english"), "Moves of 9?", start=9)
        assert "has more than one move" in exercise.check("9-14").message

    def test_a_quiet_move_while_a_capture_is_on(self) -> None:
        exercise = FindMoves(Board.from_fen(FORCED), "Find every legal move.")
        feedback = exercise.check("11-16, 14x23x32")
        assert not feedback.correct
        assert feedback.message == "11-16 is not allowed: a capture is compulsory, so a quiet move is refused."

    def test_a_capture_that_stops_too_early(self) -> None:
        exercise = FindMoves(Board.from_fen(FORCED), "Find every legal move.")
        message = exercise.check("14x23").message
        assert message.startswith("14x23 stops too early: after 23 the same piece can jump again")
        assert "14x23x32" not in message

    def test_an_illegal_move_gets_the_engine_reason(self) -> None:
        exercise = FindMoves(Board.from_fen("B:W30:B9"), "Find every legal move.")
        assert "9-5 is not legal: a man moves only forward." in exercise.check("9-5").message

    def test_a_legal_move_of_another_piece(self) -> None:
        exercise = FindMoves(Board("english"), "Moves of 9?", start=9)
        feedback = exercise.check("9-13, 9-14, 10-15")
        assert not feedback.correct
        assert feedback.message == "10-15 is legal, but it is a move of the piece on 10, not 9."

    def test_unreadable_text(self) -> None:
        exercise = FindMoves(Board("english"), "Find every legal move.")
        assert "'hello' is not a move" in exercise.check("hello").message

    def test_a_vague_short_capture_asks_for_the_full_path(self) -> None:
        exercise = FindMoves(Board.from_fen(TWO_ROUTES), "Find every capture.")
        assert "write every square the piece lands on" in exercise.check("22x6").message
        assert exercise.check("22x13x6, 22x15x6").correct

    def test_an_empty_answer(self) -> None:
        exercise = FindMoves(Board("english"), "Find every legal move.")
        assert exercise.check("").message.startswith("Write the moves")

    def test_the_solution_lists_the_moves(self) -> None:
        assert FindMoves(Board.from_fen(TWO_CAPTURES), "?").solution == "22x15 and 23x14."

    def test_the_exercise_keeps_its_own_copy_of_the_board(self) -> None:
        board = Board.from_fen(TWO_CAPTURES)
        exercise = FindMoves(board, "?")
        board.push_pdn("22x15")
        assert exercise.check("22x15, 23x14").correct


class TestPlayMove:
    def exercise(self) -> PlayMove:
        return PlayMove(
            Board.from_fen(TWO_CAPTURES),
            "Take with the man on the right.",
            "23x14",
            wrong={"22x15": "that man is on the left."},
            explanation="The man on 23 is the one further right.",
        )

    def test_the_right_move_as_text_or_move(self) -> None:
        exercise = self.exercise()
        feedback = exercise.check("23x14")
        assert feedback.correct
        assert feedback.message == (
            "Right: 23x14 is legal: the man on 23 takes one piece (18). The man on 23 is the one further right."
        )
        assert exercise.check(Move((23, 14), captures=(18,))).correct

    def test_a_legal_move_with_its_own_hint(self) -> None:
        feedback = self.exercise().check("22x15")
        assert feedback == Feedback(False, "22x15 is legal, but not the answer: that man is on the left.")

    def test_a_legal_move_without_a_hint(self) -> None:
        exercise = PlayMove(Board("english"), "Move the man on 9 to the left.", "9-13")
        assert exercise.check("9-14").message.startswith("9-14 is legal, but it is not the move asked for")

    def test_a_short_capture_is_echoed_as_typed(self) -> None:
        exercise = PlayMove(Board.from_fen("B:W18,19,27:B10,11,14,15"), "Take the man on 19.", "15x24x31")
        assert exercise.check("  14x32 ").message == (
            "14x32 is legal, but it is not the move asked for. Read the question again."
        )

    def test_numbers_typed_for_an_algebraic_rule_set(self) -> None:
        exercise = PlayMove(Board("russian"), "Move the man on c3 to d4.", "c3-d4")
        assert exercise.check("22-18").correct
        assert (
            exercise.check("21-17").message
            == "21-17 is legal, but it is not the move asked for. Read the question again."
        )
        assert exercise.check("18-14").message == (
            "18-14 is not legal: there is no piece on 18. These rules write squares with letters, such as c3-d4."
        )
        assert exercise.check("d4-e5").message == "d4-e5 is not legal: there is no piece on d4."

    def test_an_illegal_move_is_explained_without_the_answer(self) -> None:
        exercise = PlayMove(Board.from_fen(FORCED), "Play the capture.", "14x23x32")
        feedback = exercise.check("10-15")
        assert feedback.message == "10-15 is not allowed: a capture is compulsory, so a quiet move is refused."
        assert exercise.check(Move((11, 16))).message == "11-16 is not legal: a capture is compulsory."

    def test_several_right_answers(self) -> None:
        exercise = PlayMove(Board.from_fen(TWO_CAPTURES), "Capture.", ["22x15", "23x14"])
        assert exercise.check("22x15").correct and exercise.check("23x14").correct
        assert exercise.solution == "22x15 or 23x14."

    def test_a_hint_for_an_illegal_move_is_refused_when_the_exercise_is_made(self) -> None:
        with pytest.raises(ValueError, match="'11-16', which is not a legal move"):
            PlayMove(Board.from_fen(FORCED), "?", "14x23x32", wrong={"11-16": "no"})

    def test_an_answer_that_is_not_legal_is_refused_when_the_exercise_is_made(self) -> None:
        with pytest.raises(ValueError, match="capture is compulsory"):
            PlayMove(Board.from_fen(FORCED), "?", "11-16")


class TestChoice:
    def exercise(self) -> Choice:
        return Choice(
            "Who has won?",
            {"White": "Yes: Black has no legal move.", "Black": "Black has pieces, but can they move?", "Nobody": "x"},
            answer="White",
            board=Board.from_fen("B:W14,K10:B5"),
        )

    def test_the_right_option(self) -> None:
        assert self.exercise().check("White") == Feedback(True, "Yes: Black has no legal move.")

    def test_each_wrong_option_has_its_own_hint(self) -> None:
        exercise = self.exercise()
        assert exercise.check("black") == Feedback(False, "Black has pieces, but can they move?")
        assert exercise.check(" Nobody ") == Feedback(False, "x")

    def test_an_unknown_option(self) -> None:
        assert self.exercise().check("Red").message == "Choose one of: White, Black, Nobody."

    def test_the_answer_must_be_an_option(self) -> None:
        with pytest.raises(ValueError, match="not one of the options"):
            Choice("?", {"a": "", "b": ""}, answer="c")

    def test_a_choice_without_a_board_has_no_picture(self) -> None:
        exercise = Choice("?", {"a": "", "b": ""}, answer="a")
        assert exercise.picture() is None and exercise._repr_svg_() is None


class TestCount:
    def test_legal_moves_counts_them(self) -> None:
        exercise = Count.legal_moves(Board("english"))
        assert exercise.question == "Black to move: how many legal moves are there?"
        assert exercise.check(7).correct and exercise.check(" 7 ").correct
        assert exercise.solution.startswith("7. They are 9-13, 9-14,")

    def test_too_few_and_too_many_have_their_hints(self) -> None:
        exercise = Count("How many?", 3, too_few="More.", too_many="Fewer.")
        assert exercise.check(2) == Feedback(False, "More.")
        assert exercise.check("4") == Feedback(False, "Fewer.")

    def test_not_a_number(self) -> None:
        assert Count("How many?", 3).check("three").message == "Type a whole number, such as 3."


class TestDisplay:
    def test_the_picture_is_the_position_with_numbers(self) -> None:
        exercise = FindMoves(Board.from_fen(TWO_CAPTURES), "?")
        svg = exercise._repr_svg_()
        assert svg is not None and svg.startswith("<svg") and svg.count('class="piece ') == 3

    @pytest.mark.parametrize(
        ("rules", "numbers", "coordinates"),
        [("english", 1, 0), ("arcade", 1, 0), ("giveaway", 1, 0), ("russian", 0, 1), ("brazilian", 0, 1)],
    )
    def test_the_square_names_are_numbers_or_coordinates_as_the_rule_set_writes_them(
        self, rules: str, numbers: int, coordinates: int
    ) -> None:
        svg = FindMoves(Board(rules), "?").picture()
        assert svg is not None
        assert (svg.count('class="numbers"'), svg.count('class="coordinates"')) == (numbers, coordinates)

    def test_a_russian_board_without_names_still_has_its_coordinates(self) -> None:
        svg = Choice("Who moves?", {"White": "Yes.", "Black": "No."}, "White", Board("russian")).picture()
        assert svg is not None and svg.count('class="coordinates"') == 1

    def test_repr_names_the_kind_and_question(self) -> None:
        assert repr(Count("How many?", 3)) == "<Count 'How many?'>"


class TestWidget:
    def test_a_text_answer_is_checked_into_the_feedback_line(self) -> None:
        ui = ExerciseWidget(FindMoves(Board.from_fen(TWO_CAPTURES), "Find every capture."))
        ui.answer.value = "22x15"
        ui.check_button.click()
        assert "✘ You have found 1 of the 2 moves" in ui.feedback.value
        ui.answer.value = "22x15, 23x14"
        ui.check_button.click()
        assert "✔ Right" in ui.feedback.value

    def test_the_answer_is_named_and_the_feedback_is_announced_each_time(self) -> None:
        ui = ExerciseWidget(Choice("?", {"a": "yes", "b": "no"}, answer="a"))
        assert ui.answer.description == "answer"
        assert ExerciseWidget(Count("How many?", 3)).answer.description == "answer"
        ui.check_button.click()
        ui.check_button.click()
        assert ui.feedback.said == 2, "the same feedback twice is said twice"

    def test_the_hint_button_shows_one_hint_at_a_time(self) -> None:
        ui = ExerciseWidget(Count("How many?", 3, hints=["First hint.", "Second hint."]))
        ui.hint_button.click()
        assert "First hint." in ui.hint.value and "Second" not in ui.hint.value
        ui.hint_button.click()
        assert "Second hint." in ui.hint.value and ui.hint_button.disabled

    def test_no_hints_means_no_hint_button(self) -> None:
        assert ExerciseWidget(Count("How many?", 3)).hint_button.layout.display == "none"
        assert ExerciseWidget(Count("How many?", 3, hints=["One."])).hint_button.layout.display is None

    def test_a_choice_asks_for_an_option_first(self) -> None:
        ui = ExerciseWidget(Choice("?", {"a": "yes", "b": "no"}, answer="a"))
        ui.check_button.click()
        assert "Choose one of the options first" in ui.feedback.value
        ui.answer.value = "b"
        ui.check_button.click()
        assert "✘ no" in ui.feedback.value

    def test_a_move_played_on_the_board_is_checked(self) -> None:
        exercise = PlayMove(Board.from_fen(TWO_CAPTURES), "Take with the man on 23.", "23x14")
        ui = ExerciseWidget(exercise)
        ui.board.click(22)
        ui.board.click(15)
        assert "✘ 22x15 is legal, but it is not the move asked for" in ui.feedback.value
        assert ui.board.board.fen() == exercise.board.fen(), "a wrong move is taken back"
        ui.board.click(23)
        ui.board.click(14)
        assert "✔ Right" in ui.feedback.value
        assert ui.board.board.piece_at(14) is not None

    def test_moves_after_the_right_one_are_not_checked(self) -> None:
        exercise = PlayMove(Board.from_fen("W:W23,24:B10"), "Step to the left.", "23-18")
        ui = ExerciseWidget(exercise)
        ui.board.click(23)
        ui.board.click(18)
        right = ui.feedback.value
        ui.board.click(10)
        ui.board.click(14)
        assert ui.feedback.value == right and ui.board.board.piece_at(14) is not None

    def test_the_exercise_board_hides_its_controls_and_the_draw_count(self) -> None:
        ui = ExerciseWidget(PlayMove(Board.from_fen(TWO_CAPTURES), "?", "23x14", numbers=False))
        assert ui.board.editor.layout.display == "none"
        assert ui.board.controls.layout.display == "none", "no square names to switch on, no undo or rule set"
        assert ui.board.records.layout.display == "none", "an exercise board offers no save, load or share"
        assert "quiet plies" not in ui.board.status

    def test_a_typed_move_is_checked_too(self) -> None:
        ui = ExerciseWidget(PlayMove(Board.from_fen(TWO_CAPTURES), "?", "23x14"))
        ui.answer.value = "23-14"
        ui.check_button.click()
        assert "✔ Right" in ui.feedback.value

    def test_the_text_shown_before_the_widget_is_drawn_names_the_question(self) -> None:
        bundle = ExerciseWidget(Count("How many?", 3))._repr_mimebundle_()
        assert bundle["text/plain"] == "Exercise (run the cell to show it): How many?"
        long = "How many " + "very " * 30 + "long words?"
        assert ExerciseWidget(Count(long, 3))._repr_mimebundle_()["text/plain"].endswith(long), "not cut off"

    def test_the_question_is_escaped(self) -> None:
        ui = ExerciseWidget(Count("Is 2 < 3?", 1))
        assert "2 &lt; 3" in ui.question.value


class TestJumps:
    def test_removal_at_the_end_keeps_jumped_pieces_until_the_move_ends(self) -> None:
        steps = Jumps(Board.from_fen("W:W22:B17,9"), "22x13x6")
        assert [sorted(board.pieces()) for board in steps.boards] == [[9, 17, 22], [9, 13, 17], [6, 9, 17], [6]]
        assert steps.captions[-1] == "17 and 9 come off"

    def test_immediate_removal_takes_each_piece_off_at_once(self) -> None:
        steps = Jumps(Board.from_fen("W:WK26:B6,7,18,23", "arcade"), "26x16x2x9x23")
        assert [sorted(board.pieces()) for board in steps.boards] == [
            [6, 7, 18, 23, 26],
            [6, 7, 16, 18],
            [2, 6, 18],
            [9, 18],
            [23],
            [23],
        ]
        assert steps.captions[-1] == "the move ends"

    def test_a_man_crowned_mid_capture_goes_on_as_a_king_in_russian(self) -> None:
        steps = Jumps(Board.from_fen("W:W11:B7,9", "russian"), "11x2x13")
        assert steps.boards[1].piece_at(2) == Piece(WHITE, king=True)

    def test_a_man_passing_the_far_row_stays_a_man_where_the_rules_say_so(self) -> None:
        steps = Jumps(Board.from_fen("W:W11:B7,9", "english"), "11x2")
        assert steps.boards[1].piece_at(2) == Piece(WHITE, king=False)
        assert steps.boards[2].piece_at(2) == Piece(WHITE, king=True)

    def test_one_picture_draws_the_route_so_far_on_each_board(self) -> None:
        picture = Jumps(Board.from_fen("W:W22:B17,9"), "22x13x6")._repr_svg_()
        assert picture.count('class="board-cell"') == 4 and "jump 2: over 9 to 6" in picture
        assert picture.count('class="captured"') == 1 + 2
        assert picture.count('class="route"') == 3

    def test_an_illegal_move_is_refused(self) -> None:
        with pytest.raises(IllegalMoveError):
            Jumps(Board.from_fen("W:W22:B17,9"), Move((22, 18)))


def test_immediate_removal_adds_the_four_piece_captures() -> None:
    arcade = Board.from_fen("W:WK26:B6,7,18,23", "arcade")
    at_end = Board.from_fen("W:WK26:B6,7,18,23", Rules.preset("arcade").replace(removal="end"))
    only_arcade = [str(move) for move in arcade.legal_moves if move not in at_end.legal_moves]
    assert only_arcade == ["26x16x2x9x23", "26x16x2x9x27", "26x16x2x9x32"]
