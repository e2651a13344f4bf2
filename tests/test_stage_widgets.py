"""The stage widgets: a stage solved and failed by clicks, hints and show me, the tiles, the map
and the class table; random clicks never break a stage."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from draughts import Board, Rules
from draughts.course.bank import STAGE_SETS
from draughts.teaching.progress import Progress
from draughts.teaching.stage_check import stage_problems
from draughts.teaching.stages import (
    AllowCapture,
    Capture,
    CaptureAll,
    Computer,
    Crown,
    Script,
    Stage,
    StageSet,
    Status,
    TakeMost,
    TooManyMoves,
)
from draughts.widgets import ClassTableWidget, ProgressOverview, StageSetWidget, StageWidget
from draughts.widgets.live import LiveText

# A small stage set of its own, so that these tests do not change when the lessons do.
FORCED_CAPTURE = StageSet(
    "forced-capture",
    "Capturing is compulsory",
    (
        Stage(
            "forced-capture/first-jump",
            "W:W22:B18",
            goal="Capture the black man",
            success=CaptureAll(),
            par=1,
            solution=("22x15",),
            hints=("Click your man, then the empty square just beyond the black man.",),
        ),
        Stage(
            "forced-capture/two-men",
            "W:W30:B14,26",
            goal="Capture both black men",
            success=CaptureAll(),
            replies=Script("14-18"),
            par=2,
            solution=("30x23", "23x14"),
            hints=("Capture the man that is in front of yours first.", "After Black moves, look for the next jump."),
        ),
        Stage(
            "forced-capture/safe-capture",
            "W:W23,28:B18,24",
            goal="Capture a man without letting Black take one back",
            success=Capture(1),
            fails=(AllowCapture("After 28x19 the black man on 18 can jump your man on 23: capture with that man."),),
            par=1,
            solution=("23x14",),
            hints=("Two of your men can capture. After each capture, which black man could jump?",),
            note="Before you capture, look at what the other side can take back.",
            only_way=True,
        ),
        Stage(
            "forced-capture/take-two",
            "W:W23,28:B15,18,24",
            goal="Take the most pieces",
            success=TakeMost(),
            fails=(TooManyMoves("23x14 takes one man; the man on 28 can take two.", limit=1),),
            par=1,
            solution=("28x19x10",),
            hints=(
                "In English draughts you may choose between captures. Which one goes on after the first jump?",
                "Count the pieces each capture takes.",
            ),
            note="English draughts leave the choice free; Brazilian and international draughts make you take the most.",
            whole_capture=True,
            only_way=True,
        ),
    ),
)

TWO_MEN = FORCED_CAPTURE["forced-capture/two-men"]
SAFE = FORCED_CAPTURE["forced-capture/safe-capture"]
RACE = Stage(
    "test/race",
    "W:W13:B20",
    goal="Win the race to crown",
    success=Crown(),
    replies=Computer(depth=2),
    par=3,
    solution=("13-9", "9-5", "5-1"),
)


@pytest.fixture
def progress(tmp_path: Path) -> Progress:
    return Progress(tmp_path / "progress.json")


@pytest.fixture
def stage_widget(progress: Progress) -> Iterator[StageWidget]:
    widget = StageWidget(TWO_MEN, progress=progress, number=2, delay=0)
    yield widget
    widget.close()


def play(widget: StageWidget, *squares: int) -> None:
    for square in squares:
        widget.board.click(square)


class TestStageWidget:
    def test_solved_by_clicks(self, stage_widget: StageWidget, progress: Progress) -> None:
        assert "Stage 2: Capture both black men" in stage_widget.goal.value
        assert "0 of 3 stars" in stage_widget.stars.value
        play(stage_widget, 30, 23)
        assert stage_widget.message == "Black answers 14-18."
        assert stage_widget.board.board.fen() == "W:W23:B18"
        play(stage_widget, 23, 14)
        assert stage_widget.message == "Solved in 2 moves: three stars."
        assert "3 of 3 stars" in stage_widget.stars.value and "draughts-solved" in stage_widget._message.value
        assert Progress(progress.path).stars(TWO_MEN) == 3

    def test_failed_then_retried(self, progress: Progress) -> None:
        widget = StageWidget(SAFE, progress=progress, delay=0)
        play(widget, 28, 19)
        assert widget.run.status is Status.FAILED
        assert widget.message.startswith("After 28x19 the black man on 18 can jump") and "retry" in widget.message
        play(widget, 18)  # the stage is over: the board takes no more moves
        assert widget.board.board == widget.run.board
        widget.retry_button.click()
        assert widget.board.board.fen() == SAFE.position and widget.run.status is Status.GOING_ON
        play(widget, 23, 14)
        assert widget.run.status is Status.SOLVED and progress.stars(SAFE) == 3
        widget.close()

    def test_a_move_after_the_end_is_taken_back(self, stage_widget: StageWidget) -> None:
        play(stage_widget, 30, 23, 23, 14)
        before = stage_widget.board.board
        play(stage_widget, 1)  # nothing of White's is left to move; Black's pieces are gone
        assert stage_widget.board.board == before

    def test_hints_then_show_me(self, stage_widget: StageWidget, progress: Progress) -> None:
        assert not stage_widget.hint_button.disabled and stage_widget.show_button.disabled
        stage_widget.hint_button.click()
        assert "Capture the man that is in front" in stage_widget.hints.value
        stage_widget.hint_button.click()
        assert stage_widget.hint_button.disabled and not stage_widget.show_button.disabled
        stage_widget.show_button.click()
        assert stage_widget.run.status is Status.SHOWN
        assert stage_widget.board.board.move_stack == TWO_MEN.start().show()
        assert stage_widget.message.startswith("The solution: 30x23, 23x14.")
        assert progress.stars(TWO_MEN) == 0

    def test_whole_capture_is_clicked_landing_by_landing(self, progress: Progress) -> None:
        widget = StageWidget(FORCED_CAPTURE["forced-capture/take-two"], progress=progress, delay=0)
        play(widget, 28, 19)
        assert widget.board.route == [19] and widget.run.learner_moves == []
        play(widget, 10)
        assert widget.run.status is Status.SOLVED
        widget.load(TWO_MEN)
        assert widget.board.complete_captures

    def test_the_message_is_a_live_region(self, stage_widget: StageWidget) -> None:
        assert isinstance(stage_widget._message, LiveText)
        assert 'role="heading"' in stage_widget.goal.value
        assert [button.description for button in stage_widget.buttons.children[:3]] == [
            "⟲ retry",
            "hint",
            "▶ show me",
        ]

    def test_computer_replies_on_the_board(self, progress: Progress) -> None:
        assert stage_problems(RACE) == []
        widget = StageWidget(RACE, progress=progress, delay=0)
        play(widget, 13, 9)
        assert widget.run.verdict is not None and widget.run.verdict.reply is not None
        assert widget.board.board == widget.run.board
        widget.close()

    def test_a_find_the_capture_stage_names_no_piece(self, progress: Progress) -> None:
        stage = Stage(
            "test/find-it",
            "W:W21,22,23,25,26,27:B19,2,3,4",
            goal="One of your men must capture. Find it and capture",
            success=Capture(1),
            par=1,
            solution=("23x16",),
            find_capture=True,
        )
        widget = StageWidget(stage, progress=progress, delay=0)
        board = widget.board
        assert board.status == "White to move · White must capture"
        assert not any("must capture" in view.label for view in board.squares.values())
        assert "draughts-must-capture" not in str(board.grid.cells)
        play(widget, 26)
        assert board.message == "one of your men must capture"
        assert board.grid.announcement == "One of your men must capture."
        play(widget, 23, 16)
        assert widget.run.status is Status.SOLVED
        widget.load(TWO_MEN)  # the next stage points at the capture again
        assert board.status == "White to move · White must capture with the man on 30"
        widget.close()

    def test_a_where_to_land_stage_lights_every_square_beyond(self, progress: Progress) -> None:
        from draughts.course import lesson

        stage = lesson("russian-captures").stages["russian-captures/must-go-on"]
        assert stage.choose_landing
        widget = StageWidget(stage, progress=progress, delay=0)
        board = widget.board
        play(widget, 28)
        assert board.message == "the king on h2 captures: choose where to land"
        lit = {square for square, cell in board.grid.cells.items() if "draughts-target" in cell["classes"]}
        assert {board.board.rules.name_square(int(square)) for square in lit} == {"d6", "c7", "b8"}
        assert board.grid.cells["1"]["label"] == "square b8, empty, beyond the jumped piece"
        assert board.grid.announcement == "The king on h2 captures: choose where to land."
        play(widget, 1)
        assert board.message == "after e5 the king must stop where it can capture again: d6"
        assert board.grid.announcement == "After e5 the king must stop where it can capture again: d6."
        assert widget.run.status is Status.GOING_ON
        play(widget, 28, 10, 21)
        assert widget.run.status is Status.SOLVED
        widget.close()

    def test_the_draw_count_only_where_the_stage_asks_for_it(self, progress: Progress) -> None:
        counted = Stage(
            "test/count",
            "W:WK23:BK18",
            goal="Take the black king",
            success=CaptureAll(),
            rules=Rules.preset("english").replace(quiet_move_limit=4),
            par=1,
            solution=("23x14",),
            draw_count=True,
        )
        widget = StageWidget(TWO_MEN, progress=progress, delay=0)
        assert "quiet plies" not in widget.board.status
        widget.load(counted)
        assert widget.board.status == (
            "White to move · White must capture with the king on 23 · quiet plies 0 of 4 (2 moves each) toward a draw"
        )
        assert stage_problems(counted) == []
        widget.close()

    def test_the_lessons_show_the_draw_count_only_once_taught(self) -> None:
        from draughts.course import LESSONS, lesson

        taught = lesson("endings").number
        counted = [stage.id for each in LESSONS for stage in each.stages if stage.draw_count]
        assert counted and all(lesson(stage_id.partition("/")[0]).number >= taught for stage_id in counted)
        assert lesson("capture").stages["capture/find-it"].find_capture

    def test_text_stand_in(self, stage_widget: StageWidget) -> None:
        assert repr(stage_widget) == "Stage (run the cell to play it): Capture both black men"

    def test_a_long_goal_is_not_cut_off_in_the_stand_in(self, progress: Progress) -> None:
        from draughts.course import lesson

        stage = next(stage for stage in lesson("endings").stages if len(stage.goal) > 80)  # over 110 with the prefix
        widget = StageWidget(stage, progress=progress, delay=0)
        assert widget._repr_mimebundle_()["text/plain"] == f"Stage (run the cell to play it): {stage.goal}"
        widget.close()


class TestStarsThatCannotBeSaved:
    """The tests run as root, for whom a read-only folder is writable: these files cannot be written
    because a folder stands where the file should be, or a file where its folder should be."""

    def test_the_board_says_so_and_draws_no_stars_as_kept(self, tmp_path: Path) -> None:
        (tmp_path / "progress.json").mkdir()
        progress = Progress(tmp_path / "progress.json")
        widget = StageWidget(TWO_MEN, progress=progress, delay=0)
        play(widget, 30, 23, 23, 14)
        assert widget.run.status is Status.SOLVED
        assert widget.message.startswith("Solved in 2 moves: three stars. Your stars could not be saved")
        assert widget.message.endswith("Is a directory.")
        assert "3 of 3 stars" in widget.stars.value and "not saved" in widget.stars.value
        assert "best so far" not in widget.stars.value
        widget.retry()
        assert "not saved" in widget.stars.value
        widget.close()

    def test_every_stage_that_cannot_be_saved_says_so(self, tmp_path: Path) -> None:
        (tmp_path / "a file").write_text("")
        progress = Progress(tmp_path / "a file" / "progress.json")
        widget = StageSetWidget(FORCED_CAPTURE, progress=progress, delay=0)
        play(widget.player, 22, 15)
        assert "Your stars could not be saved" in widget.player.message
        assert not widget.next_button.disabled  # solved, though not saved
        widget.next_button.click()
        assert "not saved" not in widget.player.stars.value
        play(widget.player, 30, 23, 23, 14)
        assert widget.player.message.startswith("Solved in 2 moves: three stars. Your stars could not be saved")
        assert "not saved" in widget.player.stars.value and "best so far" not in widget.player.stars.value
        widget.close()

    def test_a_later_save_that_works_keeps_them(self, tmp_path: Path) -> None:
        (tmp_path / "a file").write_text("")
        progress = Progress(tmp_path / "a file" / "progress.json")
        widget = StageWidget(FORCED_CAPTURE[0], progress=progress, delay=0)
        play(widget, 22, 15)
        assert "not saved" in widget.stars.value
        (tmp_path / "a file").unlink()
        widget.load(TWO_MEN)
        play(widget, 30, 23, 23, 14)
        assert widget.message == "Solved in 2 moves: three stars."
        assert "best so far" in widget.stars.value
        assert Progress(progress.path).stars(TWO_MEN) == 3
        widget.close()


class TestStageSetWidget:
    def test_tiles_open_stages_and_show_stars(self, progress: Progress) -> None:
        progress.record(FORCED_CAPTURE[0], 2)
        widget = StageSetWidget(FORCED_CAPTURE, progress=progress, delay=0)
        tiles = widget.tiles.tiles
        assert [tile["stars"] for tile in tiles] == ["★★☆", "☆☆☆", "☆☆☆", "☆☆☆"]
        assert [tile["name"] for tile in tiles[:2]] == ["stage 1, two stars of three", "stage 2, not solved yet"]
        assert [tile["current"] for tile in tiles] == [True, False, False, False]
        assert not widget.next_button.disabled  # stage 1 was solved before
        widget.tiles.select(1)
        assert widget.current == 1 and widget.player.stage is TWO_MEN
        assert widget.next_button.disabled
        assert [tile["current"] for tile in widget.tiles.tiles] == [False, True, False, False]
        play(widget.player, 30, 23, 23, 14)
        assert widget.tiles.tiles[1] == {
            "stars": "★★★",
            "name": "stage 2, three stars of three",
            "title": "Capture both black men",
            "current": True,
        }
        assert not widget.next_button.disabled
        widget.next_button.click()
        assert widget.player.stage is FORCED_CAPTURE[2] and "Stage 3:" in widget.player.goal.value
        assert widget.next_button.disabled
        for junk in ({"event": "select", "index": 9}, {"event": "select", "index": "1"}, {"event": "click"}, []):
            widget.tiles.handle(junk)
        assert widget.current == 2
        widget.close()

    def test_no_next_after_the_last_stage(self, progress: Progress) -> None:
        progress.record(FORCED_CAPTURE[3], 1)
        widget = StageSetWidget(FORCED_CAPTURE, progress=progress, start=3, delay=0)
        assert widget.next_button.disabled and "Stage 4:" in widget.player.goal.value
        widget.close()


class TestOverview:
    def test_map_name_code_and_reset(self, progress: Progress) -> None:
        capture = next(stages for stages in STAGE_SETS if stages.lesson == "capture")
        progress.record(capture[1], 3)
        overview = ProgressOverview(progress=progress)
        assert overview.sets == STAGE_SETS
        assert "Capturing is compulsory" in overview.map.value
        assert f"3 of {3 * len(capture)} stars" in overview.map.value
        overview.code_button.click()
        assert overview.message.startswith("Type your name first")
        overview.name.value = "Ada"
        overview.code_button.click()
        assert overview.code.value == Progress(progress.path).code()
        overview.reset_button.click()
        overview.cancel_button.click()
        assert progress.stars(capture[1]) == 3
        overview.reset_button.click()
        overview.confirm_button.click()
        assert Progress(progress.path).results == {} and f"0 of {3 * len(capture)} stars" in overview.map.value
        overview.close()

    def test_refresh_reads_other_notebooks(self, progress: Progress) -> None:
        overview = ProgressOverview([FORCED_CAPTURE], progress=progress)
        Progress(progress.path).record(FORCED_CAPTURE[0], 1)
        overview.refresh_button.click()
        assert overview.summary == "1 of 12 stars; 1 of 4 stages solved."
        overview.close()

    def test_a_damaged_file_is_reported(self, tmp_path: Path) -> None:
        (tmp_path / "p.json").write_text("{")
        overview = ProgressOverview(progress=Progress(tmp_path / "p.json"))
        assert "damaged" in overview.message
        overview.close()


class TestClassTable:
    def test_codes_make_a_table(self, tmp_path: Path) -> None:
        codes = []
        for name, stars in (("Ada", 3), ("Bob", 0)):
            learner = Progress(tmp_path / f"{name}.json")
            learner.name = name
            learner.record(FORCED_CAPTURE[0], stars)
            codes.append(learner.code())
        widget = ClassTableWidget()
        widget.codes.value = "\n".join([*codes, "garbage"])
        widget.show_button.click()
        html = widget.table.value
        assert "2 learners" in html and "Ada" in html and "Bob" in html
        assert "line 3: this is not a progress code" in html
        assert "The hardest stages for this class" in html
        widget.close()


class TestRandomClicks:
    @settings(max_examples=40, deadline=None)
    @given(
        stage=st.sampled_from([*FORCED_CAPTURE, RACE]),
        actions=st.lists(st.one_of(st.integers(1, 32), st.sampled_from(["retry", "hint", "show"])), max_size=25),
    )
    def test_nothing_escapes_and_the_board_is_the_replayed_moves(self, stage: Stage, actions: list[object]) -> None:
        widget = TestRandomClicks.widget
        widget.load(stage)
        for action in actions:
            if action == "retry":
                widget.retry()
            elif action == "hint":
                widget.hint()
            elif action == "show":
                if not widget.show_button.disabled:
                    widget.show()
            else:
                widget.board.click(action)  # type: ignore[arg-type]
            replayed = Board.from_fen(stage.position, stage.rules)
            for move in widget.run.board.move_stack:
                assert move in replayed.legal_moves
                replayed.push(move)
            assert replayed == widget.run.board == widget.board.board
            assert widget.run.board.move_stack == widget.board.board.move_stack

    widget: StageWidget

    @classmethod
    def setup_class(cls) -> None:
        import tempfile

        cls.widget = StageWidget(RACE, progress=Progress(Path(tempfile.mkdtemp()) / "p.json"), delay=0)

    @classmethod
    def teardown_class(cls) -> None:
        cls.widget.close()


class TestShowMeOnThePage:
    """On the page "show me" waits between moves through a pacer, so each move is drawn;
    a retry meanwhile stops it. From code the moves are played at once."""

    @staticmethod
    def paced() -> tuple[list[tuple[float, Any]], Any]:
        waiting: list[tuple[float, Any]] = []
        return waiting, lambda seconds, call: waiting.append((seconds, call))

    def test_each_move_waits_for_the_pacer(self, progress: Progress) -> None:
        from draughts.course import english

        stage = english.capture().stages[0]
        widget = StageWidget(stage, progress=progress, delay=0.5)
        waiting, pace = self.paced()
        line = widget.show(pace=pace)
        assert widget.board.board.fen() == Board.from_fen(stage.position, stage.rules).fen()  # nothing played yet
        played = 0
        while waiting:
            seconds, call = waiting.pop(0)
            assert seconds == 0.5
            call()
            played += 1
        assert played == len(line) + 1  # a wait before each move, and one before the verdict
        assert widget.run.verdict is not None and widget.run.verdict.status is Status.SHOWN

    def test_a_retry_stops_the_showing(self, progress: Progress) -> None:
        from draughts.course import english

        stage = english.capture().stages[0]
        widget = StageWidget(stage, progress=progress, delay=0.5)
        waiting, pace = self.paced()
        widget.show(pace=pace)
        widget.retry()
        start = widget.board.board.fen()
        while waiting:
            waiting.pop(0)[1]()
        assert widget.board.board.fen() == start
