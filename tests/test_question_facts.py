"""The course's questions: every answer is worked out by the engine, every wrong answer is refused with a message."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from draughts import BLACK, WHITE, Board, Move, Rules, Termination, course
from draughts.teaching.exercises import Choice, Count, Exercise, FindMoves, PlayMove

ALL = [(lesson.key, index, question) for lesson in course.LESSONS for index, question in enumerate(lesson.questions)]
IDS = [f"{name}-{index + 1}" for name, index, _ in ALL]


def _after(board: Board, move: Move) -> Board:
    after = board.copy()
    after.push(move)
    return after


def _king_moves(board: Board) -> list[Move]:
    return [move for move in board.legal_moves if (piece := board.piece_at(move.start)) is not None and piece.king]


# Each count, worked out from the question's own position by the engine, keyed by question id (lesson-number).
COUNTS: dict[str, Callable[[Board], int]] = {
    "setup-1":  # How many dark squares does the board have? Those are the only squares the pieces use.
    lambda board: board.geometry.squares,
    "setup-2":  # What is the number of the dark square in the corner at White's left hand (the bottom left)?
    lambda board: board.geometry.parse_square("a1"),
    "setup-3":  # How many men does each side have at the start?
    lambda board: board.count(WHITE, king=False),
    "crowning-2":  # White's king takes all four men. How many different moves does White have here?
    lambda board: len(board.legal_moves),
    "crowning-3":  # White's king on 19 must capture. How many different moves end on square 1?
    lambda board: sum(move.end == 1 for move in board.legal_moves),
    "endings-2":  # On the English boards of these lessons, how many quiet plies in a row end the game in a draw?
    lambda _: Rules.preset("english").quiet_move_limit or 0,
    "russian-captures-1":  # Russian rules: the king on a1 takes both men. How many different moves does White have?
    lambda board: len(board.legal_moves),
    "explore-2":  # Arcade rules, White to move: how many legal moves are there?
    lambda board: len(board.legal_moves),
    "review-8":  # Russian rules, White to move: how many moves does the king on d2 have?
    lambda board: len(_king_moves(board)),
}

# Each move to play, as a goal the engine can test on every legal move, keyed by question id.
GOALS: dict[str, Callable[[Board, Move], bool]] = {
    "review-5":  # English rules, Black to move: play the capture, all of it.
    lambda _, move: move.is_capture,
    "review-6":  # English rules, White to move: play the capture, all of it.
    lambda _, move: move.is_capture,
    "review-9":  # Russian rules, White to move: play the capture, all of it.
    lambda _, move: move.is_capture,
    "review-2":  # English rules, White to move. The square numbers are hidden: move a man onto square 19.
    lambda _, move: move.end == 19,
    "review-11":  # Arcade tables, White to move: take all three men in one move.
    lambda _, move: len(move.captures) == 3,
}

# Each list of moves, worked out by hand from the question's own position, keyed by the question's id:
# a witness beside the engine's list, which the test compares with.
MOVES: dict[str, list[str]] = {
    # White men on a7 and c7, black men on b6 and d6: a7 takes both, and the most must be taken.
    "explore-1":  # Brazilian rules, White to move: list every legal move.
    ["a7xc5xe7"],
    # White men on 22 and 23, a black man on 9 far away: four steps, no capture.
    "review-3":  # English rules, White to move: what are the legal moves?
    ["22-17", "22-18", "23-18", "23-19"],
}


def _engine_answer(key: str, exercise: Exercise) -> object:
    """The right answer, worked out apart from the exercise (by the engine, or by hand for lists of moves)."""
    if isinstance(exercise, Choice):
        return exercise.answer  # a sentence: TestTheFactsBehindTheAnswers ties each one to the engine
    board = exercise.board or Board.empty()
    if isinstance(exercise, Count):
        return COUNTS[key](board)
    if isinstance(exercise, PlayMove):
        goal = GOALS[key]
        return [str(move) for move in board.legal_moves if goal(board, move)]
    assert isinstance(exercise, FindMoves)
    return [str(board.parse_move(text)) for text in MOVES[key]]


def test_every_count_and_goal_belongs_to_an_exercise() -> None:
    assert set(COUNTS) | set(GOALS) | set(MOVES) <= set(IDS)


@pytest.mark.parametrize(("name", "index", "exercise"), ALL, ids=IDS)
class TestEveryExercise:
    def test_the_engine_s_answer_is_the_exercise_s(self, name: str, index: int, exercise: Exercise) -> None:
        answer = _engine_answer(f"{name}-{index + 1}", exercise)
        if isinstance(exercise, PlayMove):
            assert isinstance(answer, list) and sorted(answer) == sorted(str(move) for move in exercise.answers)
            assert all(exercise.check(move).correct for move in answer)
            return
        assert exercise.check(answer).correct  # type: ignore[arg-type]
        if isinstance(exercise, Count):
            assert answer == exercise.answer

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
            for move in exercise.board.legal_moves:
                assert exercise.check(move).correct == (move in exercise.answers)
            for move in exercise.wrong:
                assert move in exercise.board.legal_moves and move not in exercise.answers
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
            ("B:W8,11,25,30:BK4,21", "giveaway", BLACK),
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
        forward_only = Board.from_fen("W:W14,27:B18,24", "english")
        assert "only forward" in str(forward_only.explain("14x23"))
        assert [str(move) for move in forward_only.legal_moves] == ["27x20"]
        assert "ends there" in str(Board.from_fen("W:W19,26:B7,8,15", "english").explain("19x10x3x12"))
        brazilian = Board.from_fen("W:Wc3,h4:Bd4,g5,e7", "brazilian")
        assert str(brazilian.explain("c3:e5")).startswith("you must take the most")
        assert [len(move.captures) for move in brazilian.legal_moves] == [2]
        assert "c3xe5" in [str(brazilian.rules.write_move(m)) for m in brazilian.with_rules("russian").legal_moves]

    def test_black_moves_first_in_english_draughts(self) -> None:
        assert Board("english").turn == BLACK and Board("russian").turn == WHITE

    def test_the_review_king_crosses_a_square_it_has_jumped(self) -> None:
        board = Board.from_fen("W:WK19:B15,17,24", "arcade")
        move = board.parse_move("19x28x10x21")
        assert 24 in move.captures and not any(len(m.captures) == 3 for m in board.with_rules("russian").legal_moves)

    def test_the_review_man_is_crowned_and_flies_on_in_russian_only(self) -> None:
        position, names = "W:Wh6:Bg7,d6,b6", ("russian", "brazilian")
        moves = {name: [str(move) for move in Board.from_fen(position, name).legal_moves] for name in names}
        assert moves == {"russian": ["12x3x14x5"], "brazilian": ["12x3"]}


def test_the_right_option_is_not_always_in_the_same_place() -> None:
    places = [
        exercise.options().index(exercise.answer)
        for _, _, exercise in ALL
        if isinstance(exercise, Choice) and len(exercise.options()) > 2
    ]
    for place in range(3):
        assert places.count(place) < len(places) / 2, f"option {place + 1} is the answer too often: {places}"
