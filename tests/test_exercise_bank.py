"""The exercises of lessons 5 to 9: every answer is right by the engine, every wrong option is refused."""

from __future__ import annotations

import pytest

from draughts import BLACK, WHITE, Board, Rules, Termination, exercise_bank
from draughts.lessons import Choice, Count, Exercise, FindMoves, PlayMove

ALL = [
    (make.__name__, index, exercise) for make in exercise_bank.LESSONS.values() for index, exercise in enumerate(make())
]
IDS = [f"{name}-{index + 1}" for name, index, _ in ALL]


def test_every_lesson_in_order() -> None:
    assert list(exercise_bank.LESSONS) == list(range(10))
    assert set(exercise_bank.__all__) == {"LESSONS", *(make.__name__ for make in exercise_bank.LESSONS.values())}


def _right_answer(exercise: Exercise) -> object:
    if isinstance(exercise, Choice):
        return exercise.answer
    if isinstance(exercise, Count):
        return exercise.answer
    if isinstance(exercise, PlayMove):
        return str(exercise.answers[0])
    assert isinstance(exercise, FindMoves)
    return [str(move) for move in exercise.expected]


@pytest.mark.parametrize(("name", "index", "exercise"), ALL, ids=IDS)
class TestEveryExercise:
    def test_the_right_answer_is_accepted(self, name: str, index: int, exercise: Exercise) -> None:
        assert exercise.check(_right_answer(exercise)).correct  # type: ignore[arg-type]

    def test_it_has_hints_and_a_question(self, name: str, index: int, exercise: Exercise) -> None:
        assert exercise.hints
        assert exercise.question.endswith(("?", "."))

    def test_wrong_answers_are_refused_with_a_message(self, name: str, index: int, exercise: Exercise) -> None:
        if isinstance(exercise, Choice):
            for option in exercise.options():
                if option != exercise.answer:
                    feedback = exercise.check(option)
                    assert not feedback.correct and feedback.message
        elif isinstance(exercise, Count):
            assert not exercise.check(exercise.answer + 1).correct
            assert not exercise.check(exercise.answer - 1).correct
        elif isinstance(exercise, PlayMove):
            for move in exercise.position.legal_moves:
                assert exercise.check(move).correct == (move in exercise.answers)
            for move in exercise.wrong:
                assert move in exercise.position.legal_moves and move not in exercise.answers
        else:
            assert isinstance(exercise, FindMoves)
            assert not exercise.check("").correct


class TestTheFactsBehindTheAnswers:
    """Choice answers are sentences; these tests tie each one to the engine."""

    def test_arcade_man_goes_on_and_is_not_crowned(self) -> None:
        board = Board.from_fen("W:W27:B23,15,7,6", "arcade")
        [move] = board.legal_moves
        board.push(move)
        assert move.end == 9 and board.piece_at(9) is not None and not board.piece_at(9).king  # type: ignore[union-attr]

    def test_only_man_continues_plays_15x22x31x24(self) -> None:
        russian = Rules.preset("russian")
        for crowning, expected in [("stops", False), ("king-continues", False), ("man-continues", True)]:
            board = Board.from_fen("B:B15:W18,26,27,6", russian.replace(crowning=crowning))
            moves = [str(move) for move in board.legal_moves]
            assert ("15x22x31x24" in moves) == expected

    @pytest.mark.parametrize(
        ("fen", "rules", "winner"),
        [
            ("B:W22,25,26,30:B13,17,21", "english", WHITE),
            ("W:W21,K29:B25,22,17,14", "english", BLACK),
            ("B:W22,25,26,30:B13,17,21", "giveaway", BLACK),
        ],
    )
    def test_who_has_won(self, fen: str, rules: str, winner: bool) -> None:
        outcome = Board.from_fen(fen, rules).outcome()
        assert outcome is not None and outcome.winner == winner

    def test_quiet_move_limits(self) -> None:
        assert Rules.preset("arcade").quiet_move_limit == 60
        assert Rules.preset("english").quiet_move_limit == 80

    def test_a_king_stopping_after_one_jump(self) -> None:
        moves = {
            name: [str(m) for m in Board.from_fen("W:WK1:B6,7", name).legal_moves] for name in ("arcade", "russian")
        }
        assert "1x19" in moves["arcade"] and "1x19" not in moves["russian"]
        assert Rules.preset("international").flying_landing == "must-continue"

    def test_giveaway_forced_capture_loses(self) -> None:
        board = Board.from_fen("W:W22:B18", "giveaway")
        [move] = board.legal_moves
        board.push(move)
        outcome = board.outcome()
        assert outcome is not None and outcome.termination is Termination.GIVEAWAY and outcome.winner == BLACK

    def test_first_king_capture_wins(self) -> None:
        board = Board.from_fen("W:W5,10,22:B7,18", "first-king")
        board.push_pdn("10x3")
        outcome = board.outcome()
        assert outcome is not None and outcome.termination is Termination.FIRST_KING and outcome.winner == WHITE

    def test_the_giveaway_offers_force_a_capture(self) -> None:
        board = Board.from_fen("W:W22,25,30:B5,9,14", "giveaway")
        for move in list(board.legal_moves):
            board.push(move)
            forced = all(reply.is_capture for reply in board.legal_moves)
            board.pop()
            assert forced == (str(move) in ("22-17", "22-18"))

    def test_review_reasons(self) -> None:
        assert str(Board.from_fen("B:W18,27:B14,10,11").explain("11-16")).startswith("a capture is compulsory")
        assert "only forward" in str(Board.from_fen("W:W5:B9", "english").explain("5x14"))
        assert str(Board.from_fen("W:W5,6:B9,10", "brazilian").explain("6x13")).startswith("you must take the most")
        assert "6x13" in [str(m) for m in Board.from_fen("W:W5,6:B9,10", "russian").legal_moves]


def test_the_right_option_is_not_always_in_the_same_place() -> None:
    places = [
        exercise.options().index(exercise.answer)
        for _, _, exercise in ALL
        if isinstance(exercise, Choice) and len(exercise.options()) > 2
    ]
    for place in range(3):
        assert places.count(place) < len(places) / 2, f"option {place + 1} is the answer too often: {places}"
