"""Practice against the computer: every position is played out against the engine's replies,
which are the same every time, solved in par by its solution, and failed by an aimless line at
its move limit."""

from __future__ import annotations

import importlib.util
from html import escape
from pathlib import Path

import pytest

from draughts.core.errors import CourseDataError
from draughts.course import practice
from draughts.course.data import RouteEntry, read_lesson
from draughts.teaching.stage_check import aimless_line, dead_ends, deeper_line
from draughts.teaching.stages import CaptureAll, Computer, Script, Stage, StageError, Status, TooManyMoves, Win
from draughts.widgets.progress import ProgressOverview
from draughts.widgets.stage import StageSetWidget, StageWidget

STAGES = list(practice().stages)


def _limit(stage: Stage) -> TooManyMoves:
    return next(fail for fail in stage.fails if isinstance(fail, TooManyMoves))


def test_the_lesson_has_positions_in_every_rule_set_played_against_the_computer() -> None:
    assert len(STAGES) >= 15
    assert all(stage.practice and isinstance(stage.replies, Computer) for stage in STAGES)
    rules = {stage.rules for stage in STAGES}
    assert {"english", "russian", "international", "brazilian", "arcade", "giveaway", "first-king"} <= rules


@pytest.mark.parametrize("stage", STAGES, ids=lambda stage: stage.id)
def test_the_solution_reaches_the_goal_in_par_against_the_replies(stage: Stage) -> None:
    run = stage.start()
    verdicts = [run.play(move) for move in stage.solution]
    assert [verdict.status for verdict in verdicts[:-1]] == [Status.GOING_ON] * (stage.par - 1)
    assert (verdicts[-1].status, verdicts[-1].stars, len(run.learner_moves)) == (Status.SOLVED, 3, stage.par)


@pytest.mark.parametrize("stage", STAGES, ids=lambda stage: stage.id)
def test_two_or_more_moves_and_a_limit_above_par_within_twenty(stage: Stage) -> None:
    limit = _limit(stage).limit
    assert 2 <= stage.par < limit <= 20


@pytest.mark.parametrize("stage", STAGES, ids=lambda stage: stage.id)
def test_the_same_moves_always_get_the_same_replies(stage: Stage) -> None:
    first, second = stage.start(), stage.start()
    for move in stage.solution:
        assert first.play(move) == second.play(move)
    assert first.board.move_stack == second.board.move_stack
    board = stage.board()
    assert {str(stage.replies.reply(board.copy(), 0)) for _ in range(3)} == {str(stage.replies.reply(board, 0))}


@pytest.mark.parametrize("stage", STAGES, ids=lambda stage: stage.id)
def test_an_aimless_line_fails_at_the_move_limit(stage: Stage) -> None:
    fail = _limit(stage)
    line = aimless_line(stage, fail)
    assert line is not None and len(line) == fail.limit
    run = stage.start()
    for move in line:
        verdict = run.play(move)
    assert (verdict.status, verdict.message, verdict.stars) == (Status.FAILED, fail.message, 0)


def test_a_deeper_search_does_not_beat_the_par() -> None:
    stage = practice().stages["practice/trade-down"]
    run = deeper_line(stage)
    assert run.status is Status.SOLVED and len(run.learner_moves) >= stage.par


def test_a_practice_stage_goes_on_to_its_limit_saying_the_moves_left_and_has_no_dead_ends() -> None:
    stage = practice().stages["practice/two-kings"]
    run = stage.start()
    limit = _limit(stage).limit
    for played in range(1, limit):
        verdict = run.play(next(iter(run.board.legal_moves)))
        assert verdict.status is Status.GOING_ON
        left = limit - played
        assert verdict.message.endswith(f"You have {left} move{'s' if left > 1 else ''} left.")
    assert dead_ends(stage) == []


def test_a_practice_stage_needs_the_computer_and_a_move_limit() -> None:
    fields: dict[str, object] = {
        "goal": "Take the black king",
        "success": CaptureAll(),
        "par": 2,
        "solution": ("15-11", "11x4"),
        "practice": True,
    }
    limit = (TooManyMoves("The moves ran out.", limit=4),)
    with pytest.raises(StageError, match="a practice stage is played against the computer"):
        Stage("test/stage", "W:WK2,K15:BK4", **fields)  # type: ignore[arg-type]
    with pytest.raises(StageError, match="a too-many-moves fail"):
        Stage("test/stage", "W:WK2,K15:BK4", fails=limit, replies=Script("4-8"), **fields)  # type: ignore[arg-type]
    stage = Stage("test/stage", "W:WK2,K15:BK4", fails=limit, replies=Computer(2), **fields)  # type: ignore[arg-type]
    assert stage.practice


def test_the_flag_is_read_from_the_lesson_file() -> None:
    text = """
[[stage]]
name = "chase"
position = "W:WK2,K15:BK4"
goal = "Take the black king"
success = { kind = "capture-all" }
fails = [{ kind = "too-many-moves", limit = 4, message = "The moves ran out." }]
replies = { kind = "computer", depth = 2 }
par = 2
solution = ["15-11", "11x4"]
practice = true
"""
    stage = read_lesson(text, RouteEntry("demo", "A demonstration"), 1).stages[0]
    assert stage.practice and stage.start().play("15-11").status is Status.GOING_ON
    without_limit = text.replace('{ kind = "too-many-moves", limit = 4,', '{ kind = "lose-piece",')
    with pytest.raises(CourseDataError, match=r"stage 'chase': .*a too-many-moves fail"):
        read_lesson(without_limit, RouteEntry("demo", "A demonstration"), 1)


def test_the_board_says_the_stage_is_played_against_the_computer(tmp_path: object) -> None:
    from draughts.teaching.progress import Progress

    progress = Progress(tmp_path / "progress.json")  # type: ignore[operator]
    widget = StageWidget(STAGES[0], number=1, progress=progress)
    assert "Stage 1, against the computer: " in widget.goal.value
    assert widget.message.startswith("Stage 1, against the computer: ")
    plain = Stage("test/stage", "W:WK2,K15:BK4", goal="Take it", success=Win(), par=1, solution=("15-11",))
    widget.load(plain, 2)
    assert "against the computer" not in widget.goal.value
    tiles = StageSetWidget(practice().stages, progress=progress).tiles.tiles
    assert tiles[0]["title"] == f"Against the computer: {STAGES[0].goal}"
    overview = ProgressOverview([practice().stages], progress=progress)
    assert f"stage 1, against the computer: {escape(STAGES[0].goal)}" in overview.map.value


def test_the_script_prints_the_line_of_the_deeper_search(capsys: pytest.CaptureFixture[str]) -> None:
    path = Path(__file__).resolve().parents[1] / "scripts" / "practice_line.py"
    spec = importlib.util.spec_from_file_location("practice_line", path)
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.main(["practice/trade-down", "--depth", "6"]) == 0
    assert capsys.readouterr().out == 'par = 3\nsolution = ["18-23", "19x28", "23x32"]\n'
    assert script.main(["practice/two-kings", "--depth", "2"]) == 1
