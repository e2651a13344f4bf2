"""What learners get wrong: stages played wrongly on purpose through the widgets, the attempts
kept in the progress file and code, and the class table's misconceptions."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from draughts.core.explain import Reason
from draughts.course import LESSONS, lesson
from draughts.course.bank import STAGE_SETS
from draughts.teaching.mistakes import CODE_RULES, GAME_OVER, AttemptLog, StageMistakes, describe
from draughts.teaching.progress import ClassTable, Progress
from draughts.teaching.progress_code import make_code, read_code, read_code_mistakes
from draughts.teaching.progress_file import (
    MAX_ATTEMPTS,
    Attempt,
    Document,
    Entry,
    Learner,
    StageResult,
    merge,
    parse,
    serialise,
)
from draughts.teaching.stages import (
    AllowCapture,
    FailCondition,
    LosePiece,
    TheyCrown,
    TooManyMoves,
    WrongMove,
)
from draughts.widgets import ClassTableWidget, StageWidget

NUMBERS = {each.key: each.number for each in LESSONS}
MUST_CAPTURE = lesson("capture").stages["capture/must-capture"]
CHOOSE = lesson("capture").stages["capture/choose"]
AROUND = lesson("moving").stages["moving/around"]


def forge(name: str, stages: dict[str, list[object]]) -> str:
    """A code as an earlier version, or a later one, would write it."""
    payload = base64.urlsafe_b64encode(zlib.compress(json.dumps(stages).encode())).decode().rstrip("=")
    body = f"DRAUGHTS1:{name}:{payload}"
    return f"{body}:{zlib.crc32(body.encode()):08x}"


def play(widget: StageWidget, *squares: int) -> None:
    for square in squares:
        widget.board.click(square)


def pupil(tmp_path: Path, name: str) -> Progress:
    progress = Progress(tmp_path / f"{name}.json")
    progress.name = name
    return progress


class TestFailConditionKinds:
    def test_each_condition_has_its_own_stable_kind(self) -> None:
        kinds = {cls.kind for cls in (LosePiece, AllowCapture, TheyCrown, TooManyMoves, WrongMove)}
        assert kinds == {"lose-piece", "allow-capture", "they-crown", "too-many-moves", "wrong-move"}
        assert FailCondition.kind == "" and GAME_OVER not in kinds

    def test_every_kind_and_every_rule_refusal_reads_as_words(self) -> None:
        for kind in ("lose-piece", "allow-capture", "they-crown", "too-many-moves", "wrong-move", GAME_OVER):
            assert not describe(kind).startswith("broke")
        assert describe("a rule from later") == "broke the rule “a rule from later”"


class TestStageWidgetKeepsEachAttempt:
    def test_a_quiet_move_while_a_capture_is_on_is_counted_then_the_solve(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Ada")
        widget = StageWidget(MUST_CAPTURE, progress=progress, delay=0)
        play(widget, 31, 27)  # the man on 31 has no capture: refused at once, and its square is the same move
        play(widget, 30)  # another man with no capture: a second refused move
        play(widget, 22, 15)
        assert widget.run.stars == 3
        (attempt,) = progress.attempts(MUST_CAPTURE)
        assert attempt.refused == {"capture compulsory": 2} and attempt.stars == 3 and not attempt.failed

    def test_a_failed_condition_is_kept_by_its_kind(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Ada")
        widget = StageWidget(CHOOSE, progress=progress, delay=0)
        play(widget, 21, 14)  # the capture after which Black takes back
        assert widget.run.verdict is not None and widget.run.verdict.condition is not None
        (attempt,) = progress.attempts(CHOOSE)
        assert attempt.failed == "allow-capture" and attempt.stars == 0 and progress.stars(CHOOSE) == 0

    def test_an_attempt_left_after_a_refusal_is_kept_and_a_clean_one_is_not(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Ada")
        widget = StageWidget(AROUND, progress=progress, delay=0)
        play(widget, 18, 22)  # a man stepping back
        widget.retry()
        widget.retry()  # nothing refused in this one: nothing to keep
        play(widget, 19, 23)
        widget.load(MUST_CAPTURE)
        attempts = progress.attempts(AROUND)
        assert [attempt.refused for attempt in attempts] == [{"men forward only": 1}, {"men forward only": 1}]
        assert attempts[0].at < attempts[1].at

    def test_refusals_after_the_attempt_ended_do_not_count(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Ada")
        widget = StageWidget(CHOOSE, progress=progress, delay=0)
        play(widget, 21, 14)
        play(widget, 5, 9)
        widget.retry()
        assert len(progress.attempts(CHOOSE)) == 1

    def test_the_attempts_reach_the_file_in_the_documented_shape(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Ada")
        widget = StageWidget(MUST_CAPTURE, progress=progress, delay=0)
        play(widget, 31, 22, 15)
        raw = json.loads((tmp_path / "Ada.json").read_text())
        (stored,) = raw["learners"]["default"]["stages"]["capture/must-capture"]["attempts"]
        assert stored == {"at": stored["at"], "refused": {"capture compulsory": 1}, "stars": 3}


class TestAttemptsInTheFile:
    def test_only_the_last_attempts_are_kept(self, tmp_path: Path) -> None:
        progress = Progress(tmp_path / "p.json")
        for number in range(MAX_ATTEMPTS + 3):
            progress.add_attempt(MUST_CAPTURE, Attempt(0, {"capture compulsory": number + 1}))
        kept = Progress(tmp_path / "p.json").attempts(MUST_CAPTURE)
        assert [attempt.refused["capture compulsory"] for attempt in kept] == list(range(4, MAX_ATTEMPTS + 4))

    def test_solving_keeps_the_attempts_and_two_notebooks_keep_both_attempts(self, tmp_path: Path) -> None:
        one, two = Progress(tmp_path / "p.json"), Progress(tmp_path / "p.json")
        one.add_attempt(MUST_CAPTURE, Attempt(0, failed="lose-piece"))
        two.add_attempt(MUST_CAPTURE, Attempt(0, {"must go on": 1}))
        one.record(MUST_CAPTURE, 2)
        kept = Progress(tmp_path / "p.json").attempts(MUST_CAPTURE)
        assert [(attempt.failed, attempt.refused) for attempt in kept] == [("lose-piece", {}), ("", {"must go on": 1})]

    def test_merging_two_copies_keeps_the_union_by_stamp_and_drops_what_a_reset_forgot(self) -> None:
        def copy(attempts: list[int], reset: int = 0) -> Document:
            entry = Entry(1, 0, 5, [Attempt(at, failed="wrong-move").to_json() for at in attempts])
            return Document(clock=20, learners={"default": Learner(reset=reset, stages={"a/b": entry})})

        merged = merge(copy([2, 4, 6]), copy([3, 4, 5]))
        assert [value["at"] for value in merged.learner().stages["a/b"].attempts] == [2, 3, 4, 5, 6]
        assert merge(copy([3, 4, 5]), copy([2, 4, 6])).learner().stages["a/b"].attempts == (
            merged.learner().stages["a/b"].attempts
        )
        many = merge(copy(list(range(2, 14))), copy(list(range(8, 18))))
        assert [value["at"] for value in many.learner().stages["a/b"].attempts] == list(range(8, 18))
        forgot = merge(copy([2, 4, 6]), copy([], reset=4)).learner().stages["a/b"].attempts
        assert [value["at"] for value in forgot] == [4, 6]

    def test_an_unreadable_attempt_is_kept_as_it_is_and_skipped(self) -> None:
        document = parse(
            b'{"format": "draughts-progress", "version": 2, "learners": {"default": {"stages": {"a/b":'
            b' {"version": 1, "stars": 0, "attempts": [{"at": 1, "stars": 7}, {"at": 2, "stars": 0}]}}}}}'
        )
        entry = document.learner().stages["a/b"]
        assert entry.kept_attempts() == [Attempt(2)]
        assert json.loads(serialise(document))["learners"]["default"]["stages"]["a/b"]["attempts"][0]["stars"] == 7


class TestMistakesInTheCode:
    def test_a_code_carries_the_stages_got_wrong_even_unsolved(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Ada")
        play(StageWidget(CHOOSE, progress=progress, delay=0), 21, 14)
        _name, results, mistakes = read_code_mistakes(progress.code())
        assert results["capture/choose"].stars == 0
        assert mistakes["capture/choose"] == StageMistakes(1, 1, {}, {"allow-capture": 1})

    def test_old_codes_read_as_codes_without_mistakes(self) -> None:
        old = forge("Ada", {"capture/first-jump": [1, 3]})
        assert read_code_mistakes(old) == ("Ada", {"capture/first-jump": StageResult(1, 3)}, {})
        assert read_code(make_code("Ada", {"a/b": StageResult(1, 2)}, {})) == ("Ada", {"a/b": StageResult(1, 2)})

    @pytest.mark.parametrize("later", [[5], ["x", {}, {}], [1, {"capture compulsory": 0}, {}], [1, [], {}]])
    def test_later_items_that_are_not_mistakes_are_ignored(self, later: list[object]) -> None:
        assert read_code_mistakes(forge("Ada", {"a/b": [1, 2, *later]}))[2] == {}

    def test_a_learner_who_played_every_stage_badly_sends_one_line_of_at_most_4_kb(self, tmp_path: Path) -> None:
        progress = pupil(tmp_path, "Maximilian Alexander Featherstonehaugh-Smith")
        rules = [reason.value for reason in Reason if not describe(reason.value).startswith("broke")]
        for place, stage in enumerate(stage for stages in STAGE_SETS for stage in stages):
            for number in range(MAX_ATTEMPTS):
                refused = {rules[(place + number + step) % len(rules)]: 1 + step for step in range(3)}
                kind = stage.fails[0].kind if stage.fails else GAME_OVER
                progress.add_attempt(stage, Attempt(0, refused, kind if number % 2 else "wrong-move", 0))
        code = progress.code()
        assert "\n" not in code and len(code) <= 4096
        table = ClassTable.from_codes(code)
        assert len(table.mistakes[progress.name]) == sum(len(stages) for stages in STAGE_SETS)
        assert max(len(summary.refused) for summary in table.mistakes[progress.name].values()) == CODE_RULES


class TestClassMisconceptions:
    @pytest.fixture
    def codes(self, tmp_path: Path) -> str:
        lines = []
        for name in ("Ada", "Ben", "Cleo", "Dev"):
            progress = pupil(tmp_path, name)
            play(StageWidget(MUST_CAPTURE, progress=progress, delay=0), 31, 27, 30, 22, 15)  # two refusals, solved
            lines.append(progress.code())
        ben = pupil(tmp_path, "Ben")
        widget = StageWidget(CHOOSE, progress=ben, delay=0)
        play(widget, 5, 21, 14)  # a man with no capture while a capture is on, then the capture that is taken back
        play(widget, 18, 22)
        lines.append(ben.code())
        eve = pupil(tmp_path, "Eve")
        widget = StageWidget(AROUND, progress=eve, delay=0)
        play(widget, 18, 22, 19, 23, 26, 22)
        widget.retry()  # an attempt is kept when it ends
        lines.append(eve.code())
        lines.append("not a code")
        return "\n".join(lines)

    def test_the_rules_most_often_broken_with_the_stage_to_repeat(self, codes: str) -> None:
        table = ClassTable.from_codes(codes)
        rows = table.misconceptions(STAGE_SETS, NUMBERS)
        assert [(row.key, len(row.learners), row.times) for row in rows] == [
            ("capture compulsory", 4, 9),
            ("men forward only", 1, 2),
            ("allow-capture", 1, 1),
        ]
        first = rows[0]
        assert first.repeat is MUST_CAPTURE and first.label == "3.2"
        assert [(stage.id, count) for stage, count in first.stages] == [
            ("capture/must-capture", 8),
            ("capture/choose", 1),
        ]
        assert first.sentence() == (
            "4 pupils played a quiet move while a capture was on, 9 times: stage 3.2 'must-capture' to repeat."
        )
        assert rows[1].sentence() == "1 pupil moved a man backward, 2 times: stage 2.3 'around' to repeat."

    def test_one_pupils_mistakes(self, codes: str) -> None:
        table = ClassTable.from_codes(codes)
        rows = table.misconceptions(STAGE_SETS, NUMBERS, learner="Ben")
        assert [row.sentence("Ben") for row in rows] == [
            "Ben played a quiet move while a capture was on, 3 times: stage 3.2 'must-capture' to repeat.",
            "Ben moved into a capture, once: stage 3.4 'choose' to repeat.",
        ]
        assert table.misconceptions(STAGE_SETS, NUMBERS, learner="nobody") == []

    def test_a_new_version_of_a_stage_drops_the_old_mistakes(self, codes: str) -> None:
        table = ClassTable.from_codes(codes)
        table.mistakes["Eve"]["moving/around"] = StageMistakes(2, 1, {"men forward only": 5})
        assert [row.key for row in table.misconceptions(STAGE_SETS, NUMBERS)] == ["capture compulsory", "allow-capture"]


def test_an_attempt_log_counts_only_the_rules() -> None:
    log = AttemptLog()
    log.refuse(Reason.NOT_YOUR_PIECE)
    log.refuse(Reason.MUST_GO_ON)
    assert log.attempt(failed="wrong-move") == Attempt(0, {"must go on": 1}, "wrong-move")
    assert log.refused == {}


def test_the_class_table_widget_says_the_mistakes_in_sentences(tmp_path: Path) -> None:
    progress = pupil(tmp_path, "Ada")
    play(StageWidget(MUST_CAPTURE, progress=progress, delay=0), 31, 22, 15)
    widget = ClassTableWidget()
    widget.codes.value = progress.code()
    widget.show()
    assert "1 pupil played a quiet move while a capture was on, once: stage 3.2 &#x27;must-capture&#x27;" in (
        widget.table.value
    )
    assert '<th scope="row">Ada</th><td>Ada played a quiet move' in widget.table.value
