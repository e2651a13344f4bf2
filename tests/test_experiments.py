"""Experiments across rule sets: reproducible tables, sane rows, any rule set, players, plots."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import matplotlib
import pytest

matplotlib.use("Agg")

import matplotlib.pyplot as plt

from draughts import Board, Move, Rules, Termination
from draughts.compare import experiments
from draughts.compare.experiments import (
    FIELDS,
    EnginePlayer,
    RandomPlayer,
    Table,
    flipped,
    lengths_chart,
    play_games,
    plot_draw_rate,
    plot_first_move_advantage,
    plot_lengths,
)

RULE_SETS = ["english", "russian", "giveaway"]


@pytest.fixture(scope="module")
def table() -> Table:
    return play_games(RULE_SETS, 4, seed=11, workers=1, progress=False)


@pytest.fixture
def figure() -> Iterator[None]:
    yield
    plt.close("all")


def last_move(seed: int) -> Any:
    """A player factory (module level, so it pickles) that always plays the last legal move."""
    return lambda board: list(board.legal_moves)[-1]


def backward_step(seed: int) -> Any:
    """A player factory whose player moves a man backward, which is never legal."""

    def player(board: Board) -> Move:
        for square, piece in board.pieces().items():
            if piece.color == board.turn and not piece.king:
                return Move((square, square + 4 if board.turn else square - 4))
        raise AssertionError("no man to move")

    return player


class TestReproducible:
    def test_the_same_seed_gives_the_same_table(self, table: Table) -> None:
        assert play_games(RULE_SETS, 4, seed=11, workers=1, progress=False) == table

    def test_any_executor_gives_the_same_table(self, table: Table) -> None:
        with ThreadPoolExecutor(2) as pool:
            assert play_games(RULE_SETS, 4, seed=11, executor=pool, progress=False) == table

    def test_a_dask_cluster_gives_the_same_table(self, table: Table, capsys: pytest.CaptureFixture[str]) -> None:
        from dask.distributed import Client, LocalCluster

        with (
            LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
            Client(cluster) as client,
        ):
            assert play_games(RULE_SETS, 4, seed=11, executor=client.get_executor()) == table
        assert capsys.readouterr().err.splitlines()[-1] == "playing games: 12/12 (100%)"

    def test_the_default_process_pool_gives_the_same_table(self, table: Table) -> None:
        assert play_games(RULE_SETS, 4, seed=11, progress=False) == table

    def test_where_no_process_can_start_the_games_are_played_here(
        self, table: Table, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        def no_processes(workers: int) -> None:
            raise NotImplementedError("this Python build lacks multiprocessing.synchronize")

        monkeypatch.setattr(experiments, "ProcessPoolExecutor", no_processes)
        assert play_games(RULE_SETS, 4, seed=11, workers=2, progress=False) == table

    def test_another_seed_gives_other_games(self, table: Table) -> None:
        other = play_games(RULE_SETS, 4, seed=12, workers=1, progress=False)
        assert [row["seed"] for row in other] != [row["seed"] for row in table]
        assert [row["plies"] for row in other] != [row["plies"] for row in table]

    def test_game_i_has_the_same_seed_under_every_rule_set(self, table: Table) -> None:
        seeds = {name: [row["seed"] for row in table if row["rules"] == name] for name in RULE_SETS}
        assert seeds["english"] == seeds["russian"] == seeds["giveaway"]

    def test_giveaway_plays_the_english_games_with_the_result_turned_round(self, table: Table) -> None:
        # Same seeds, same moves (giveaway only changes the goal): every decided winner swaps.
        english = [row for row in table if row["rules"] == "english"]
        giveaway = [row for row in table if row["rules"] == "giveaway"]
        swap = {"white": "black", "black": "white", "draw": "draw"}
        for a, b in zip(english, giveaway, strict=True):
            assert a["plies"] == b["plies"] and b["winner"] == swap[a["winner"]]


class TestRows:
    def test_rows_have_every_field_and_come_in_order(self, table: Table) -> None:
        assert all(list(row) == list(FIELDS) for row in table)
        assert [(row["rules"], row["game"]) for row in table] == [(r, g) for r in RULE_SETS for g in range(4)]

    def test_values_are_sane(self, table: Table) -> None:
        terminations = {t.name.lower() for t in Termination} | {"ply_limit"}
        for row in table:
            assert row["winner"] in ("white", "black", "draw")
            assert row["termination"] in terminations
            assert row["first"] == ("white" if Rules.preset(row["rules"]).first else "black")
            assert 0 < row["plies"] <= 500
            assert row["compulsory"] <= row["captures"] <= row["pieces_taken"]
            assert row["captures"] <= row["plies"] and row["kings_made"] <= row["plies"]
            assert row["mid_capture_crownings"] <= row["captures"]
            assert row["flipped"] == "capture_rule" and 0 <= row["flip_changes"] <= row["plies"]
            if row["termination"] in ("quiet_moves", "repetition", "ply_limit"):
                assert row["winner"] == "draw"

    def test_a_man_reaching_the_far_row_in_a_capture_is_crowned_where_it_stops_or_goes_on_as_a_king(
        self, table: Table
    ) -> None:
        # english and giveaway: crowned and stops; russian: crowned and goes on as a king.
        assert sum(row["mid_capture_crownings"] for row in table) > 0
        assert all(row["mid_capture_crownings"] <= row["kings_made"] for row in table)

    def test_a_row_tells_the_game_replayed_on_a_board(self, table: Table) -> None:
        row = next(row for row in table if row["rules"] == "russian" and row["flip_changes"])
        seeds = random.Random(row["seed"])
        white, black = RandomPlayer(seeds.getrandbits(32)), RandomPlayer(seeds.getrandbits(32))
        board, other = Board("russian"), flipped("russian", "capture_rule")
        changes = captures = kings = 0
        while board.outcome(claim_draw=True) is None:
            changes += set(board.legal_moves) != set(Board.from_fen(board.fen(), other).legal_moves)
            move = (white if board.turn else black)(board)
            captures += move.is_capture
            kings += move.crowns
            board.push(move)
        outcome = board.outcome(claim_draw=True)
        assert outcome is not None and outcome.winner is not None
        assert row["winner"] == ("white" if outcome.winner else "black")
        assert (row["plies"], row["captures"], row["kings_made"]) == (len(board.move_stack), captures, kings)
        assert row["flip_changes"] == changes

    def test_a_ply_limit_ends_games_in_a_draw(self) -> None:
        rows = play_games("english", 2, max_plies=6, workers=1, progress=False)
        assert [(row["plies"], row["winner"], row["termination"]) for row in rows] == [(6, "draw", "ply_limit")] * 2

    def test_no_games(self) -> None:
        assert play_games("english", 0, progress=False) == []

    def test_progress_goes_to_standard_error(self, capsys: pytest.CaptureFixture[str]) -> None:
        play_games("english", 2, max_plies=4, workers=1)
        assert capsys.readouterr().err.splitlines() == [
            "playing games: 0/2 (0%)",
            "playing games: 1/2 (50%)",
            "playing games: 2/2 (100%)",
        ]
        with ThreadPoolExecutor(2) as pool:
            play_games(["english", "russian"], 2, max_plies=4, executor=pool)
        assert capsys.readouterr().err.splitlines()[-1] == "playing games: 4/4 (100%)"

    def test_to_dataframe(self, table: Table) -> None:
        if importlib.util.find_spec("pandas") is None:
            with pytest.raises(ImportError, match="pip install pandas"):
                table.to_dataframe()
        else:
            assert table.to_dataframe().shape == (len(table), len(FIELDS))

    def test_summary_counts_each_rule_set(self, table: Table) -> None:
        summary = table.summary()
        assert [row["rules"] for row in summary] == RULE_SETS
        for row in summary:
            assert row["games"] == row["white_wins"] + row["black_wins"] + row["draws"] == 4
            total = row["first_mover_win_rate"] + row["second_mover_win_rate"] + row["draw_rate"]
            assert total == pytest.approx(1)


class TestRuleSets:
    def test_a_custom_rule_set(self) -> None:
        custom = Rules.preset("english").replace(king_range="flying", capture_rule="most")
        rows = play_games([custom, "english"], 2, seed=3, workers=1, progress=False)
        assert [row["rules"] for row in rows] == ["custom", "custom", "english", "english"]

    def test_rule_sets_that_share_a_name_get_labels_of_their_own(self) -> None:
        english = Rules.preset("english")
        a, b = english.replace(king_range="flying"), english.replace(men_capture_backward=True)
        rows = play_games([a, b], 1, workers=1, progress=False, max_plies=10)
        assert [row["rules"] for row in rows] == ["custom", "custom (2)"]

    def test_labels_and_flips_by_label(self) -> None:
        rules = {"short kings": "english", "flying kings": Rules.preset("english").replace(king_range="flying")}
        flips = {"short kings": "king_range", "flying kings": "king_range"}
        rows = play_games(rules, 2, flip=flips, workers=1, progress=False)
        assert {row["rules"] for row in rows} == set(rules)
        assert all(row["flipped"] == "king_range" for row in rows)
        # Every game reaches positions with kings, where the range of the kings decides the moves.
        assert sum(row["flip_changes"] for row in rows) > 0

    def test_no_flip(self) -> None:
        rows = play_games("english", 1, flip=None, workers=1, progress=False)
        assert rows[0]["flipped"] is None and rows[0]["flip_changes"] is None

    def test_flipping_a_switch_that_shapes_no_move_is_refused(self) -> None:
        with pytest.raises(ValueError, match="changes no legal move"):
            play_games("english", 1, flip="goal", progress=False)

    @pytest.mark.parametrize(
        ("preset", "switch", "value"),
        [
            ("english", "capture_rule", "most"),
            ("international", "capture_rule", "free"),
            ("english", "king_range", "flying"),
            ("arcade", "flying_landing", "must-continue"),
            ("arcade", "removal", "end"),
            ("english", "crowning", "king-continues"),
            ("russian", "crowning", "stops"),
            ("brazilian", "crowning", "stops"),
            ("russian", "men_capture_backward", False),
        ],
    )
    def test_flipped(self, preset: str, switch: str, value: Any) -> None:
        assert getattr(flipped(preset, switch), switch) == value


class TestPlayers:
    def test_an_engine_level_by_name(self) -> None:
        rows = play_games("english", 1, players="beginner", max_plies=8, workers=1, progress=False)
        assert rows[0]["plies"] == 8
        assert rows == play_games(
            "english", 1, players=EnginePlayer("beginner"), max_plies=8, workers=1, progress=False
        )

    def test_a_pair_of_players(self) -> None:
        rows = play_games(
            "english", 1, players=(last_move, RandomPlayer), seed=2, max_plies=20, workers=1, progress=False
        )
        assert rows[0]["plies"] == 20

    def test_an_unknown_player_is_refused(self) -> None:
        with pytest.raises(ValueError, match="no player called 'grandmaster'"):
            play_games("english", 1, players="grandmaster")

    def test_an_illegal_move_is_refused(self) -> None:
        with pytest.raises(ValueError, match="not legal"):
            play_games("english", 1, players=backward_step, workers=1, progress=False)

    def test_random_player_is_seeded(self) -> None:
        board = Board("russian")
        assert [RandomPlayer(5)(board) for _ in range(3)] == [RandomPlayer(5)(board) for _ in range(3)]


class TestPlots:
    def test_lengths(self, table: Table, figure: None) -> None:
        ax = plot_lengths(table)
        assert [label.get_text() for label in ax.get_xticklabels()] == RULE_SETS

    def test_first_move_advantage(self, table: Table, figure: None) -> None:
        ax = plot_first_move_advantage(table)
        heights = [float(bar.get_height()) for bar in ax.patches]
        summary = table.summary()
        assert heights == [row["first_mover_win_rate"] for row in summary] + [
            row["second_mover_win_rate"] for row in summary
        ]

    def test_draw_rate_on_given_axes(self, table: Table, figure: None) -> None:
        _, ax = plt.subplots()
        assert plot_draw_rate(table, ax=ax) is ax
        assert [float(bar.get_height()) for bar in ax.patches] == [row["draw_rate"] for row in table.summary()]

    def test_the_lengths_chart_is_the_same_svg_with_or_without_matplotlib(
        self, table: Table, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        chart = lengths_chart(table)
        monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
        assert lengths_chart(table) == chart
        assert isinstance(chart, str) and chart.startswith("<svg")
        assert chart.count('class="box"') == len(RULE_SETS)
        label = re.search(r'aria-label="([^"]*)"', chart)
        assert label is not None
        assert label.group(1).startswith("How long games last. Length of the game (plies): english from ")
        for name in RULE_SETS:
            assert f">{name}</text>" in chart
