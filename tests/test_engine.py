"""The computer opponent: puzzles it must solve, and the promises of its API.

Each puzzle is a position with a forced win in one to three moves and exactly one
first move that forces it. The test checks that claim by brute force over the
Board API (no engine code involved) before asking the engine to find the move.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from draughts import Board, Move, Rules
from draughts.core.errors import GameOverError
from draughts.engine import LEVEL_DESCRIPTIONS, LEVELS, Analysis, Engine, random_mover
from draughts.engine.evaluate import Evaluator
from draughts.engine.search import DECIDED, Searcher

# (rules, FEN, the one winning first move, the win's length in the winner's moves)
PUZZLES = [
    ("english", "W:WK3,K4,14,26:B8,15,22", "4x11x18x25", 1),
    ("english", "W:WK4,23,32:B12,28", "23-19", 2),
    ("english", "B:W15,26:B3,18", "3-7", 3),
    ("russian", "W:W13,K21,25:B9,10", "13x6x15", 1),
    ("russian", "B:W6,30:BK31,K32", "31-26", 2),
    ("russian", "W:W9,K19,21,31:B22,26,K30", "19-15", 3),
    ("international", "W:WK4,12,38:BK13,28,45", "4x22x50", 1),
    ("international", "W:WK4,19,47:BK11,20", "19-14", 2),
    ("giveaway", "B:W6,23,31:B11,16", "16-19", 1),
    ("giveaway", "W:W22,25,30:B23,28", "30-26", 2),
    ("giveaway", "B:W13,15,19,27:B4,8,10", "8-12", 3),
    ("first-king", "W:W10,K25:B3,K27", "10-6", 2),
    ("first-king", "W:WK4,14,23:B1,K30", "14-10", 3),
]


def _wins(board: Board, winner: bool, plies: int) -> bool:
    """Whether *winner* can force the end of the game in their favour within *plies*."""
    outcome = board.outcome()
    if outcome is not None:
        return outcome.winner == winner
    if plies == 0:
        return False
    results = []
    for move in board.legal_moves:
        board.push(move)
        results.append(_wins(board, winner, plies - 1))
        board.pop()
    return any(results) if board.turn == winner else all(results)


def _winning_moves(board: Board, moves: int) -> list[str]:
    """The first moves that force a win within *moves* of the winner's moves.

    A win by the rules can come after the winner's own move (the opponent is left
    stuck, or a crowning in first-king) or, in giveaway, after the opponent's reply
    (the winner is left stuck), so the line is 2 * moves plies long.
    """
    winner = board.turn
    found = []
    for move in board.legal_moves:
        board.push(move)
        if _wins(board, winner, 2 * moves - 1):
            found.append(str(move))
        board.pop()
    return found


@pytest.mark.parametrize(("rules", "fen", "solution", "moves"), PUZZLES, ids=[f"{p[0]}-{p[3]}" for p in PUZZLES])
class TestPuzzles:
    def test_the_puzzle_has_one_solution(self, rules: str, fen: str, solution: str, moves: int) -> None:
        board = Board.from_fen(fen, rules)
        assert _winning_moves(board, moves) == [solution]
        if moves > 1:
            assert _winning_moves(board, moves - 1) == []

    def test_the_engine_finds_it(self, rules: str, fen: str, solution: str, moves: int) -> None:
        board = Board.from_fen(fen, rules)
        analysis = Engine(depth=2 * moves).analyse(board)
        assert str(analysis.move) == solution
        assert analysis.win_in is not None and 0 < analysis.win_in <= 2 * moves
        assert analysis.pv[0] == analysis.move

    def test_the_strong_level_plays_it(self, rules: str, fen: str, solution: str, moves: int) -> None:
        board = Board.from_fen(fen, rules)
        assert str(Engine("strong").choose(board)) == solution


class TestApi:
    def test_levels_run_from_beginner_to_strongest(self) -> None:
        assert LEVELS[0] == "beginner" and LEVELS[-1] == "strongest"
        assert set(LEVEL_DESCRIPTIONS) == set(LEVELS)
        assert all(LEVEL_DESCRIPTIONS[level] for level in LEVELS)

    def test_unknown_level_and_bad_limits_are_refused(self) -> None:
        with pytest.raises(ValueError, match="no level called 'expert'"):
            Engine("expert")
        with pytest.raises(ValueError, match="depth"):
            Engine(depth=0)
        with pytest.raises(ValueError, match="time limit"):
            Engine(time_limit=0)

    def test_the_strongest_level_is_limited_by_time(self) -> None:
        engine = Engine("strongest")
        assert engine.time_limit == 1.0 and engine.depth is None
        assert Engine("strongest", depth=3).time_limit is None

    @pytest.mark.parametrize("rules", ["english", "arcade", "russian", "brazilian", "giveaway", "first-king"])
    @pytest.mark.parametrize("level", ["beginner", "club"])
    def test_choose_returns_a_legal_move_and_leaves_the_board_alone(self, rules: str, level: str) -> None:
        board = Board(rules)
        mover = random_mover(3)
        engine = Engine(level, seed=1)
        for _ in range(12):
            if board.is_game_over():
                break
            fen, stack, quiet = board.fen(), board.move_stack, board.quiet_plies
            move = engine.choose(board)
            assert move in board.legal_moves
            assert (board.fen(), board.move_stack, board.quiet_plies) == (fen, stack, quiet)
            board.push(move)
            if not board.is_game_over():
                board.push(mover(board))

    @pytest.mark.parametrize(
        "changes",
        [
            ("english", {"king_range": "flying", "removal": "immediate"}),
            ("international", {"crowning": "king-continues", "capture_rule": "free"}),
            ("russian", {"goal": "giveaway", "crowning": "stops"}),
            ("brazilian", {"goal": "first-king", "men_capture_backward": False}),
            ("english", {"size": 10, "king_range": "flying", "flying_landing": "must-continue"}),
        ],
        ids=lambda changes: f"{changes[0]}+{'+'.join(changes[1])}",
    )
    @pytest.mark.parametrize("level", LEVELS)
    def test_every_level_plays_house_rules(self, level: str, changes: tuple[str, dict[str, object]]) -> None:
        preset, switches = changes
        board = Board(Rules.preset(preset).replace(**switches))
        engine = Engine(level, seed=2, time_limit=0.05) if level == "strongest" else Engine(level, seed=2, depth=3)
        mover = random_mover(4)
        for _ in range(6):
            if board.is_game_over():
                break
            move = engine.choose(board)
            assert move in board.legal_moves
            board.push(move)
            if not board.is_game_over():
                board.push(mover(board))

    def test_international_and_a_custom_rule_set(self) -> None:
        custom = Rules.preset("english").replace(king_range="flying", capture_rule="most", size=10)
        for board in (Board("international"), Board(custom)):
            fen = board.fen()
            analysis = Engine(depth=3).analyse(board)
            assert isinstance(analysis, Analysis)
            assert analysis.move in board.legal_moves
            assert board.fen() == fen

    def test_analyse_reports_depth_nodes_and_a_legal_line(self) -> None:
        board = Board("english")
        analysis = Engine(depth=4).analyse(board)
        assert analysis.depth == 4 and analysis.nodes > 0
        assert analysis.pv[0] == analysis.move
        for move in analysis.pv:
            assert move in board.legal_moves
            board.push(move)

    def test_the_depth_limit_is_respected(self) -> None:
        board = Board("russian")
        shallow, deeper = Engine(depth=1).analyse(board), Engine(depth=3).analyse(board)
        assert (shallow.depth, deeper.depth) == (1, 3)
        assert shallow.nodes < deeper.nodes

    def test_a_forced_win_stops_the_deepening(self) -> None:
        board = Board.from_fen("W:WK3,K4,14,26:B8,15,22", "english")
        assert Engine(depth=20).analyse(board).depth == 1

    def test_a_finished_game_has_no_move_to_choose(self) -> None:
        board = Board.from_fen("W:W21:B1", "english")
        board.remove(21)
        with pytest.raises(ValueError, match="no legal move"):
            Engine().choose(board)
        with pytest.raises(ValueError, match="no legal move"):
            random_mover(0)(board)

    def test_a_crowning_in_first_king_leaves_no_move_to_choose(self) -> None:
        board = Board.from_fen("B:W22:B27", "first-king")
        board.push_pdn("27-32")  # White's man could still move, but Black has won
        for search in (Engine().choose, Engine(depth=2).analyse, random_mover(0)):
            with pytest.raises(GameOverError, match=r"no legal move.*first king wins"):
                search(board)
        assert Engine(depth=2).choose(board.with_rules("english")) in board.with_rules("english").legal_moves

    @pytest.mark.parametrize("level", LEVELS)
    def test_every_level_refuses_a_finished_game(self, level: str) -> None:
        board = Board.from_fen("W:W29:B25,22")  # White's only man is blocked
        with pytest.raises(ValueError, match="no legal move"):
            Engine(level, seed=1).choose(board)
        with pytest.raises(ValueError, match="no legal move"):
            Engine(level, seed=1).analyse(board)

    def test_a_huge_capture_tree_does_not_hold_up_the_clock(self) -> None:
        # After any White move, Black's king has thousands of capture routes to list.
        rules = Rules.preset("international").replace(removal="immediate", capture_rule="free")
        board = Board.from_fen("W:W8,9,10,11,17,19,23,24,27,28,31,33,34,41,42,43,44:BK29", rules)
        analysis = Engine("strongest", time_limit=0.001).analyse(board)
        assert analysis.depth == 0 and analysis.move in board.legal_moves

    def test_the_capture_listing_stops_at_its_deadline(self) -> None:
        rules = Rules.preset("international").replace(removal="immediate", capture_rule="free")
        board = Board.from_fen("B:W8,9,10,11,17,19,23,24,27,28,31,33,34,41,42,43,44:BK29", rules)
        with pytest.raises(TimeoutError):
            board.generator.captures(*board.sides(), deadline=time.perf_counter())

    def test_the_quiet_move_limit_draws(self) -> None:
        board = Board.from_fen("W:WK29,K30:BK4", "english")
        assert Engine(depth=4).analyse(board).score > 100
        limit = board.rules.quiet_move_limit
        assert limit is not None
        board.quiet_plies = limit - 1
        assert Engine(depth=4).analyse(board).score == 0

    def test_a_lost_position_is_scored_as_lost(self) -> None:
        board = Board.from_fen("W:W27:B18,19", "english")
        analysis = Engine(depth=4).analyse(board)
        assert analysis.score < -DECIDED and analysis.win_in == -2


Player = Callable[[Board], Move]


def _play(white: Player, black: Player, rules: str = "english", plies: int = 40) -> list[Move]:
    board = Board(rules)
    for _ in range(plies):
        if board.is_game_over():
            break
        board.push((white if board.turn else black)(board))
    return board.move_stack


class TestRandomness:
    def test_a_seeded_engine_replays_the_same_game(self) -> None:
        first = _play(Engine("beginner", seed=5).choose, Engine("casual", seed=6).choose)
        again = _play(Engine("beginner", seed=5).choose, Engine("casual", seed=6).choose)
        assert first == again

    def test_the_seed_changes_the_beginners_mistakes(self) -> None:
        games = {tuple(map(str, _play(Engine("beginner", seed=seed).choose, random_mover(0)))) for seed in range(4)}
        assert len(games) > 1

    def test_the_beginner_slips_and_the_club_player_does_not(self) -> None:
        board = Board.from_fen("W:W21,22,23,24,25:B9,10,11,12,14,16", "english")
        best = Engine("beginner").analyse(board).move
        beginner = Engine("beginner", seed=2)
        choices = [beginner.choose(board) for _ in range(30)]
        assert best in choices and any(move != best for move in choices)
        club = Engine("club", seed=2)
        assert len({club.choose(board) for _ in range(5)}) == 1

    def test_random_mover_is_legal_and_seeded(self) -> None:
        first = _play(random_mover(11), random_mover(12), "russian")
        assert first == _play(random_mover(11), random_mover(12), "russian")
        board = Board("russian")
        for move in first:
            assert move in board.legal_moves
            board.push(move)


def _score(fen: str, rules: str) -> int:
    board = Board.from_fen(fen, rules)
    return Evaluator.of(board.rules).score(*board.sides())


class TestEvaluation:
    def test_material_counts_and_kings_are_worth_more(self) -> None:
        assert _score("W:W21,22:B1", "english") > 0 > _score("B:W21,22:B1", "english")
        assert _score("W:WK21:B1", "english") > _score("W:W21:B1", "english")
        short_king = _score("W:WK21:B1", "english") - _score("W:W21:B1", "english")
        flying_king = _score("W:WK21:B1", "russian") - _score("W:W21:B1", "russian")
        assert flying_king > short_king

    def test_giveaway_turns_material_round(self) -> None:
        assert _score("W:W21:B1,2", "giveaway") > 0
        assert _score("W:W21:B1,2", "english") < 0

    def test_first_king_rewards_the_leading_man(self) -> None:
        assert _score("W:W9:B1", "first-king") > _score("W:W25:B1", "first-king")
        assert _score("W:W9:B1", "first-king") - _score("W:W25:B1", "first-king") > (
            _score("W:W9:B1", "english") - _score("W:W25:B1", "english")
        )


def test_a_repeated_position_scores_as_a_draw() -> None:
    board = Board.from_fen("W:WK29,K30:BK4", "english")
    previous = []
    for text in ["30-26", "4-8", "26-30", "8-4"]:
        previous.append(board.sides())
        board.push_pdn(text)
    scored = Searcher(board.rules).score_moves(board.sides(), depth=3, quiet=board.quiet_plies, previous=previous)
    scores = {str(board.move_from_raw(move)): score for score, move in scored}
    assert scores.pop("30-26") == 0  # back to the position after White's first move
    assert min(scores.values()) > 100
