"""Stages: every goal and fail condition, the replies, the stars, and every stage of the lessons."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from draughts import Board, IllegalMoveError, Move, Rules
from draughts.course.bank import STAGE_SETS
from draughts.course.lesson import ClaimableDraw
from draughts.teaching.stage_check import failing_line, lines, stage_problems
from draughts.teaching.stages import (
    AllowCapture,
    Capture,
    CaptureAll,
    Computer,
    Crown,
    LeaveNoMove,
    LosePiece,
    Play,
    Reach,
    Script,
    Stage,
    StageError,
    StageOverError,
    StageSet,
    Status,
    SuccessCondition,
    TakeMost,
    TheyCrown,
    TooManyMoves,
    Win,
    WrongMove,
    stars_for,
)

EVERY_STAGE = [stage for stages in STAGE_SETS for stage in stages]


def make(position: str, success: SuccessCondition, solution: tuple[str, ...], **options: object) -> Stage:
    """A test stage with a plain goal line and par = the solution's length."""
    options.setdefault("par", len(solution))
    return Stage("test/stage", position, goal="Reach the goal", success=success, solution=solution, **options)  # type: ignore[arg-type]


def _test_stage(options: dict[str, object]) -> Stage:
    """A one-move capture stage, with *options* changing its fields."""
    fields: dict[str, object] = {
        "id": "test/stage",
        "position": "W:W22:B18",
        "goal": "Capture",
        "success": CaptureAll(),
        "par": 1,
        "solution": ("22x15",),
    }
    return Stage(**{**fields, **options})  # type: ignore[arg-type]


class TestEveryStage:
    @pytest.mark.parametrize("stage", EVERY_STAGE, ids=lambda stage: stage.id)
    def test_sound_by_the_engine(self, stage: Stage) -> None:
        assert stage_problems(stage) == []

    @pytest.mark.parametrize("stage", EVERY_STAGE, ids=lambda stage: stage.id)
    def test_solved_by_its_solution_with_three_stars(self, stage: Stage) -> None:
        run = stage.start()
        verdicts = [run.play(text) for text in stage.solution]
        assert [verdict.status for verdict in verdicts[:-1]] == [Status.GOING_ON] * (len(verdicts) - 1)
        assert (verdicts[-1].status, verdicts[-1].stars) == (Status.SOLVED, 3)
        shown = stage.start()
        assert shown.show() == run.board.move_stack
        assert (shown.status, shown.stars) == (Status.SHOWN, 0)

    @pytest.mark.parametrize(
        ("stage", "fail"),
        [(stage, fail) for stage in EVERY_STAGE for fail in stage.fails],
        ids=lambda value: getattr(value, "id", type(value).__name__),
    )
    def test_failed_by_each_fail_condition(self, stage: Stage, fail: object) -> None:
        assert hasattr(fail, "message")
        line = failing_line(stage, fail)  # type: ignore[arg-type]
        assert line is not None
        run = stage.start()
        for move in line:
            verdict = run.play(move)
        assert (verdict.status, verdict.message, verdict.stars) == (Status.FAILED, fail.message, 0)

    def test_ids_are_unique_and_lessons_match(self) -> None:
        ids = [stage.id for stage in EVERY_STAGE]
        assert len(ids) == len(set(ids))
        assert all(stage.lesson == stages.lesson for stages in STAGE_SETS for stage in stages)


class TestGoals:
    def test_capture_all_and_win(self) -> None:
        for success in (CaptureAll(), Win(), Capture(1)):
            run = make("W:W22:B18", success, ("22x15",)).start()
            assert run.play("22x15").status is Status.SOLVED

    def test_capture_counts_pieces_over_several_moves(self) -> None:
        stage = make("W:W30:B14,26", Capture(2), ("30x23", "23x14"), replies=Script("14-18"))
        run = stage.start()
        assert run.play("30x23").status is Status.GOING_ON
        assert run.taken == 1
        assert run.play("23x14").status is Status.SOLVED

    def test_crown(self) -> None:
        run = make("W:W6:B28", Crown(), ("6-2",)).start()
        verdict = run.play("6-1")
        assert verdict.status is Status.SOLVED and run.board.piece_at(1).king  # type: ignore[union-attr]

    def test_reach_with_a_king(self) -> None:
        stage = make("W:WK29,30:B12", Reach(4, king=True), ("29-4",), rules="russian")
        assert stage.start().play("29-4").status is Status.SOLVED
        run = stage.start()
        assert run.play("29-25").status is Status.GOING_ON
        man = make("W:WK29,21:B12", Reach(17, king=True), ("29-25", "25-22"), rules="russian").start()
        assert man.play("21-17").status is Status.GOING_ON  # a man, not a king, stands on 17

    def test_leave_no_move(self) -> None:
        stage = make("W:W24,32:B20", LeaveNoMove(), ("32-27",), fails=(TooManyMoves("Block it.", limit=1),))
        assert stage.start().play("32-27").status is Status.SOLVED
        assert stage.start().play("32-28").message == "Block it."
        assert stage_problems(stage) == []

    def test_play_names_the_move(self) -> None:
        stage = Stage(
            "test/first-move",
            "B:W21-32:B1-12",
            goal="Move the man on 11 to 15",
            success=Play("11-15"),
            fails=(WrongMove("That is another man: click the one on 11."),),
            par=1,
            solution=("11-15",),
        )
        assert stage.start().play("11-15").status is Status.SOLVED
        assert stage.start().play("9-13").message == "That is another man: click the one on 11."

    def test_take_most(self) -> None:
        stage = make("W:W23,28:B15,18,24", TakeMost(), ("28x19x10",))
        assert stage.start().play("28x19x10").status is Status.SOLVED
        assert stage.start().play("23x14").status is Status.GOING_ON


class TestFails:
    def test_lose_piece_after_the_reply(self) -> None:
        stage = make("W:W27,31:B18", Crown(), ("27-24",), fails=(LosePiece("Black took your man."),), par=4)
        verdict = stage.start().play("27-23")
        assert (verdict.status, verdict.message, verdict.reply) == (
            Status.FAILED,
            "Black took your man.",
            Move((18, 27), captures=(23,)),
        )

    def test_allow_capture_before_the_reply(self) -> None:
        stage = make("W:W27,31:B18", Crown(), ("27-24",), fails=(AllowCapture("Black can now jump."),), par=4)
        verdict = stage.start().play("27-23")
        assert (verdict.status, verdict.reply) == (Status.FAILED, None)

    def test_allow_capture_comes_before_the_goal(self) -> None:
        stage = make("W:W23,28:B18,24", Capture(1), ("23x14",), fails=(AllowCapture("Recaptured."),))
        assert stage.start().play("28x19").message == "Recaptured."
        assert stage.start().play("23x14").status is Status.SOLVED

    def test_they_crown_loses_the_race(self) -> None:
        stage = make("W:W13:B24", Crown(), ("13-9", "9-5", "5-1"), fails=(TheyCrown("Black crowned first."),))
        run = stage.start()
        run.play("13-9")
        verdict = run.play("9-6")
        assert (verdict.status, verdict.message) == (Status.FAILED, "Black crowned first.")

    def test_too_many_moves_counts_only_unsolved_moves(self) -> None:
        stage = make("W:W10:B28", Crown(), ("10-6", "6-1"), fails=(TooManyMoves("Too slow.", limit=2),))
        run = stage.start()
        run.play("10-6")
        assert run.play("6-1").status is Status.SOLVED
        slow = make("W:W14:B28", Crown(), ("14-10", "10-6", "6-1"), fails=(TooManyMoves("Too slow.", limit=2),))
        verdict = slow.start().play("14-10")  # two moves from the far row with one move left
        assert (verdict.status, verdict.message) == (Status.FAILED, "Too slow.")

    def test_too_many_moves_fails_as_soon_as_the_goal_is_out_of_reach(self) -> None:
        lost = TooManyMoves("Lost.", limit=4)
        stage = make("W:W22:B4", Reach(15), ("22-18", "18-15"), replies=Script("4-8"), fails=(lost,))
        verdict = stage.start().play("22-17")  # from 17 a man never reaches 15 in three more moves
        assert (verdict.status, verdict.message, verdict.reply) == (Status.FAILED, "Lost.", Move((4, 8)))
        run = stage.start()
        assert run.play("22-18").status is Status.GOING_ON and run.can_solve(1) and not run.can_solve(0)

    def test_too_many_moves_lets_the_last_reply_reach_the_goal(self) -> None:
        solution = ("32-27", "27-32", "32-27", "27-32")
        limit = TooManyMoves("Slow.", limit=4)
        stage = make(
            "W:WK32:BK1", ClaimableDraw(), solution, replies=Script("1-5", "5-1", "1-5", "5-1"), fails=(limit,)
        )
        run = stage.start()
        verdicts = [run.play(move) for move in solution]  # the set-up position counts as the first time
        assert [verdict.status for verdict in verdicts] == [Status.GOING_ON] * 3 + [Status.SOLVED]
        assert verdicts[-1].reply == Move((5, 1))
        assert stage.start().play("32-28").status is Status.GOING_ON  # 28-32, 32-28, 28-32 still repeat
        wander = stage.start()
        wander.play("32-27")
        assert wander.play("27-23").message == "Slow."


class TestRuns:
    def test_stars(self) -> None:
        assert [stars_for(moves, par=1) for moves in (1, 2, 3, 4)] == [3, 2, 2, 1]
        stage = make("W:W14:B28", Crown(), ("14-9", "9-5", "5-1"), par=2)
        run = stage.start()
        verdicts = [run.play(text) for text in stage.solution]
        assert (verdicts[-1].stars, verdicts[-1].message) == (2, "Solved in 3 moves: two stars. It can be done in 2.")

    def test_illegal_moves_are_refused_with_the_reason(self) -> None:
        run = make("W:W22,30:B18", CaptureAll(), ("22x15",)).start()
        with pytest.raises(IllegalMoveError, match="compulsory"):
            run.play("30-26")
        with pytest.raises(IllegalMoveError, match="compulsory"):
            run.play(Move((30, 26)))
        assert run.board.move_stack == [] and run.verdict is None

    def test_no_move_after_the_end_until_retry(self) -> None:
        run = make("W:W22:B18", CaptureAll(), ("22x15",)).start()
        run.play("22x15")
        with pytest.raises(StageOverError):
            run.play("15-11")
        run.retry()
        assert (run.status, run.board.fen(), run.learner_moves) == (Status.GOING_ON, "W:W22:B18", [])

    def test_hints_one_at_a_time(self) -> None:
        run = make("W:W22:B18", CaptureAll(), ("22x15",), hints=("one", "two")).start()
        assert [run.next_hint(), run.next_hint(), run.next_hint()] == ["one", "two", None]
        run.retry()
        assert run.hints_shown == 2

    def test_computer_replies_are_the_same_every_time(self) -> None:
        stage = make("W:W21,22,23:B9,10,11", Crown(), ("22-17",), par=6, replies=Computer(depth=3))
        replies = []
        for _ in range(2):
            run = stage.start()
            for _ in range(3):
                if run.over:
                    break
                run.play(next(iter(run.board.legal_moves)))
            replies.append(run.board.move_stack)
        assert replies[0] == replies[1] and len(replies[0]) > 1

    def test_a_script_falls_back_to_the_computer_off_its_line(self) -> None:
        stage = make("W:W27,31:B18,1", Crown(), ("27-24",), par=4, replies=Script("18-22"))
        run = stage.start()
        verdict = run.play("27-23")  # 18-22 is not legal now: the capture 18x27 is compulsory
        assert verdict.reply == Move((18, 27), captures=(23,))

    def test_runs_explore_independently(self) -> None:
        stage = make("W:W23,28:B15,18,24", TakeMost(), ("28x19x10",))
        found = list(lines(stage.start(), 1))
        assert sorted(str(run.learner_moves[0]) for run, _ in found) == ["23x14", "28x19x10"]


class TestNotation:
    """A stage's replies, solution and refusals name squares as its rule set's players do."""

    def test_a_russian_stage_speaks_algebraic(self) -> None:
        stage = make("W:W30:B14,26", Capture(2), ("30x23", "23x14"), replies=Script("14-18"), rules="russian")
        run = stage.start()
        assert run.play("30x23").message == "Black answers c5-d4."
        with pytest.raises(IllegalMoveError, match=r"^g3-f4: there is no piece on g3"):
            run.play(Move((24, 19)))
        run.show()
        assert run.verdict.message == "The solution: c1xe3, e3xc5. Press retry and play it yourself."

    def test_an_english_stage_speaks_numbers(self) -> None:
        run = make("W:W30:B14,26", Capture(2), ("30x23", "23x14"), replies=Script("14-18")).start()
        assert run.play("30x23").message == "Black answers 14-18."


class TestChecks:
    def test_a_shorter_solution_is_found(self) -> None:
        stage = make("W:W6,10:B28", Crown(), ("10-7", "7-2"))
        assert stage_problems(stage) == ["6-1 solves it in fewer moves than the par of 2"]

    def test_a_par_unlike_the_solution_is_found(self) -> None:
        stage = make("W:W22:B18", CaptureAll(), ("22x15",), par=2)
        assert stage_problems(stage) == ["the solution takes 1 move but the par is 2"]

    def test_a_second_way_is_found(self) -> None:
        stage = make("W:W6,7:B28", Crown(), ("6-1",), only_way=True)
        assert stage_problems(stage) == ["it is not the only way: 6-2 solves it too"]

    def test_a_script_that_runs_out_is_found(self) -> None:
        stage = make("W:W30:B26,5", Reach(18), ("30x23", "23-18"), replies=Script())  # Black's 5-9 is forced
        assert stage_problems(stage) == [
            "the script has no reply to the solution's move 30x23: the computer would answer"
        ]

    def test_an_unsolving_solution_is_found(self) -> None:
        stage = make("W:W30:B14,26", CaptureAll(), ("30x23",), replies=Script("14-18"))
        assert stage_problems(stage) == ["the solution does not solve the stage (going on: Black answers 14-18.)"]

    def test_a_fail_that_cannot_happen_is_found(self) -> None:
        stage = make("W:W22:B18", CaptureAll(), ("22x15",), fails=(LosePiece("never"),))
        assert stage_problems(stage) == ["no line of 1 move or fewer fails it with 'never'"]


class TestErrors:
    @pytest.mark.parametrize(
        ("options", "words"),
        [
            ({"id": "Capture one"}, "not a stage id"),
            ({"goal": "two\nlines"}, "one line"),
            ({"par": 0}, "at least 1"),
            ({"solution": ()}, "give the solution"),
            ({"position": "W:W99:B1"}, "stage test/stage"),
            ({"position": "W:W5:B1"}, "no legal move"),
            ({"rules": "chinese"}, "stage test/stage"),
        ],
    )
    def test_bad_stages(self, options: dict[str, object], words: str) -> None:
        with pytest.raises(StageError, match=words):
            _test_stage(options)

    @pytest.mark.parametrize(
        ("options", "message"),
        [
            (
                {"rules": "russian", "position": "W:W22:B26,4", "solution": ("22-18",), "success": Reach(18)},
                "stage test/stage: the solution's move 22-18 does not play under russian rules: "
                "a capture is compulsory: c3xe1",
            ),
            (
                {"position": "W:W30:B14,26", "solution": ("30x23", "23x14"), "par": 2, "replies": Script("14-10")},
                "stage test/stage: the scripted reply 14-10 to the solution's move 30x23 does not play "
                "under english rules: a man moves only forward",
            ),
            (
                {"position": "W:W30:B14,26", "solution": ("30x23", "23x18"), "par": 2, "replies": Script("14-18")},
                "stage test/stage: the solution's move 23x18 does not play under english rules: 18 is occupied",
            ),
            (
                {"solution": ("22-17",)},
                "stage test/stage: the solution's move 22-17 does not play under english rules: "
                "a capture is compulsory: 22x15",
            ),
            (
                {"solution": ("22x15",), "replies": Script("11--15")},
                "stage test/stage: the scripted reply 11--15 cannot be read",
            ),
            (
                {
                    "rules": Rules.preset("english").replace(men_capture_backward=True),
                    "position": "W:W22:B26,4",
                    "solution": ("22-18",),
                    "success": Reach(18),
                },
                "does not play under your rule set: a capture is compulsory: 22x31",
            ),
        ],
    )
    def test_a_solution_that_does_not_play_is_refused(self, options: dict[str, object], message: str) -> None:
        with pytest.raises(StageError, match=re.escape(message)):
            _test_stage(options)

    @pytest.mark.parametrize(("rules", "capture"), [("russian", "f2xd4"), ("brazilian", "f2xd4"), ("arcade", "27x18")])
    def test_a_stage_made_for_another_rule_set_is_refused_when_made(self, rules: str, capture: str) -> None:
        # Under English rules "show me" plays the whole line; where men capture backward,
        # Black must take the man on 23 instead of the scripted reply, so "show me" used to
        # stop half-way with an IllegalMoveError (there is no piece on e3).
        def stage(rules: str) -> Stage:
            return Stage(
                "test/stage",
                "W:W29,30:B14,26,27,K32",
                goal="Take two men",
                success=Capture(2),
                par=2,
                solution=("30x23", "23x14"),
                replies=Script("14-18"),
                rules=rules,
            )

        assert stage("english").start().show()[-1] == Move((23, 14), captures=(18,))
        message = (
            f"stage test/stage: the scripted reply 14-18 to the solution's move 30x23 does not play "
            f"under {rules} rules: a capture is compulsory: {capture}"
        )
        with pytest.raises(StageError, match=re.escape(message)):
            stage(rules)

    def test_bad_sets(self) -> None:
        stage = make("W:W22:B18", CaptureAll(), ("22x15",))
        with pytest.raises(StageError, match="not in lesson"):
            StageSet("other", "Other", (stage,))
        with pytest.raises(StageError, match="two stages"):
            StageSet("test", "Test", (stage, stage))
        with pytest.raises(KeyError):
            StageSet("test", "Test", (stage,)).index("test/missing")

    def test_bad_conditions(self) -> None:
        with pytest.raises(StageError):
            Play()
        with pytest.raises(StageError):
            Computer(depth=0)


RANDOM_STAGES = [
    *EVERY_STAGE,
    make("W:W13,22:B20,11", Crown(), ("13-9", "9-5", "5-1"), replies=Computer(depth=2)),
    make("W:W27,31:B18", Crown(), ("27-24",), par=4, fails=(LosePiece("Lost."), TooManyMoves("Slow.", limit=6))),
]


class TestRandomPlay:
    @settings(max_examples=60, deadline=None)
    @given(stage=st.sampled_from(RANDOM_STAGES), choices=st.lists(st.integers(0, 50), max_size=8))
    def test_every_verdict_is_consistent(self, stage: Stage, choices: list[int]) -> None:
        run = stage.start()
        messages = {fail.message for fail in stage.fails}
        for choice in choices:
            if run.over:
                with pytest.raises(StageOverError):
                    run.play(next(iter(Board.from_fen(stage.position, stage.rules).legal_moves)))
                break
            moves = list(run.board.legal_moves)
            verdict = run.play(moves[choice % len(moves)])
            if verdict.status is Status.GOING_ON:
                assert verdict.reply is not None and run.board.turn == run.learner
            elif verdict.status is Status.SOLVED:
                assert verdict.stars == stage.stars(len(run.learner_moves)) >= 1
            else:
                assert verdict.stars == 0
                assert verdict.message in messages or "game" in verdict.message
            replayed = stage.board()
            for move in run.board.move_stack:
                assert move in replayed.legal_moves
                replayed.push(move)
            assert replayed == run.board


@pytest.mark.parametrize("stage", [stage for stage in EVERY_STAGE if stage.fails][:12], ids=lambda stage: stage.id)
def test_a_failed_verdict_names_the_condition_that_failed_it(stage: Stage) -> None:
    for fail in stage.fails:
        line = failing_line(stage, fail)
        if line is None:
            continue
        run = stage.start()
        for move in line:
            verdict = run.play(move)
        assert verdict.status is Status.FAILED
        assert verdict.condition is fail
    solved = stage.start()
    for move in stage.solution:
        verdict = solved.play(move)
    assert verdict.status is Status.SOLVED and verdict.condition is None
