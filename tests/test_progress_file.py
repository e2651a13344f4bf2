"""Kept progress under attack: damaged files, races forced by hand, odd entries, failed writes,
links, resets and names from another notebook, and the version 2 format."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from draughts.core import errors
from draughts.teaching.progress import Progress, StageResult
from draughts.teaching.stages import CaptureAll, Stage, StageSet


def stage(name: str, version: int = 1) -> Stage:
    return Stage(
        f"test/{name}", "W:W22:B18", goal="Capture", success=CaptureAll(), par=1, solution=("22x15",), version=version
    )


STAGES = StageSet("test", "Test", tuple(stage(f"s{number}") for number in range(4)))


def version_1(stages: dict[str, Any], **extra: Any) -> str:
    return json.dumps({"format": "draughts-progress", "version": 1, "name": "Ada", "stages": stages, **extra})


def set_aside(folder: Path) -> list[Path]:
    return sorted(file for file in folder.iterdir() if ".damaged-" in file.name)


@pytest.fixture
def no_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    """No file lock, as in a browser: the interleavings below can then be forced in one process."""
    import fcntl

    monkeypatch.delattr(fcntl, "flock")


def during_next_read(monkeypatch: pytest.MonkeyPatch, action: Callable[[], object]) -> None:
    """Run *action* once, between the next reader's reading of the file and its parsing of it."""
    real = json.loads
    state = {"done": False}

    def loads(text: Any, *args: Any, **kwargs: Any) -> Any:
        if not state["done"]:
            state["done"] = True
            action()
        return real(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", loads)


class TestDamageIsNeverFatal:
    @pytest.mark.parametrize(
        "data",
        [
            b"\xff\xfe{\x00",
            b"[" * 100_000,
            b'{"format": "draughts-progress", "version": 2, "learners": ' + b"[" * 100_000,
            "{}".encode("utf-16"),
        ],
        ids=["not-utf-8", "deep-list", "deep-inside", "utf-16"],
    )
    def test_a_file_that_cannot_be_read_is_set_aside(self, tmp_path: Path, data: bytes) -> None:
        path = tmp_path / "p.json"
        path.write_bytes(data)
        progress = Progress(path)
        assert progress.results == {} and "damaged" in progress.message
        assert [file.read_bytes() for file in set_aside(tmp_path)] == [data]
        assert progress.record(STAGES[0], 2) and Progress(path).stars(STAGES[0]) == 2

    def test_odd_numbers_in_a_file_are_kept_aside_and_the_file_stays_json(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        entries = '"test/s0": {"version": 1, "stars": 2}, "test/s1": {"version": 1, "stars": NaN}'
        huge = "9" * 5000
        path.write_text(
            '{"format": "draughts-progress", "version": 1, "name": "Ada", "stages": {'
            + entries
            + ', "test/s2": {"version": 1, "stars": 1e999}, "test/s3": {"version": '
            + huge
            + ', "stars": 1}}}'
        )
        progress = Progress(path)
        assert progress.results == {"test/s0": StageResult(1, 2)}
        progress.record(STAGES[1], 1)
        text = path.read_text()
        assert "NaN" not in text.replace('"NaN"', "") and "Infinity" not in text
        assert json.loads(text, parse_constant=lambda word: pytest.fail(word))["learners"]["default"]["name"] == "Ada"

    def test_the_stage_widgets_and_the_map_open_on_a_damaged_file(self, tmp_path: Path) -> None:
        from draughts.widgets import ProgressOverview, StageWidget

        path = tmp_path / "p.json"
        for data in (b"\xff\xfe", b"[" * 100_000):
            path.write_bytes(data)
            assert StageWidget(STAGES[0], progress=Progress(path)).progress.stars(STAGES[0]) == 0
            path.write_bytes(data)
            assert "damaged" in ProgressOverview([STAGES], progress=Progress(path)).message


class TestSettingAsideRaces:
    def test_a_file_set_aside_meanwhile_is_not_an_error(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_lock: None
    ) -> None:
        path = tmp_path / "p.json"
        path.write_text("damaged")
        during_next_read(monkeypatch, lambda: Progress(path))
        second = Progress(path)  # read the damaged file, then the first set it aside: no FileNotFoundError
        assert second.results == {} and len(set_aside(tmp_path)) == 1

    def test_a_fresh_file_saved_meanwhile_is_not_set_aside(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_lock: None
    ) -> None:
        path = tmp_path / "p.json"
        path.write_text("damaged")
        during_next_read(monkeypatch, lambda: Progress(path).record(STAGES[0], 3))
        second = Progress(path)  # read the damaged file; the first set it aside and saved 3 stars
        assert [file.read_text() for file in set_aside(tmp_path)] == ["damaged"]
        assert Progress(path).stars(STAGES[0]) == 3
        second.record(STAGES[1], 1)
        assert Progress(path).set_stars(STAGES)[:2] == [3, 1]

    def test_the_file_is_set_aside_under_the_lock(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        import fcntl

        path = tmp_path / "p.json"
        path.write_text("damaged")
        held = []
        real = Path.replace

        def replace(self: Path, target: Any) -> Any:
            with open(tmp_path / "p.json.lock", "a") as lock:
                try:
                    fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    held.append(True)
                else:
                    held.append(False)
                    fcntl.flock(lock.fileno(), fcntl.LOCK_UN)
            return real(self, target)

        monkeypatch.setattr(Path, "replace", replace)
        Progress(path)
        assert held == [True]


class TestOddEntries:
    def test_one_bad_entry_keeps_the_others(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        bad = {"version": 1, "stars": 4}
        path.write_text(version_1({"test/s0": {"version": 1, "stars": 2}, "test/s1": bad, "test/s2": True}))
        progress = Progress(path)
        assert progress.results == {"test/s0": StageResult(1, 2)} and progress.name == "Ada"
        assert "could not be read" in progress.message and "other stars are kept" in progress.message
        assert set_aside(tmp_path) == []
        progress.record(STAGES[3], 1)
        unreadable = json.loads(path.read_text())["unreadable"]
        assert {"path": ["learners", "default", "stages", "test/s1"], "value": bad} in unreadable
        again = Progress(path)
        assert again.results == {"test/s0": StageResult(1, 2), "test/s3": StageResult(1, 1)} and again.message == ""

    def test_a_bad_name_keeps_the_stars(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        path.write_text(json.dumps({**json.loads(version_1({"test/s0": {"version": 1, "stars": 2}})), "name": 5}))
        progress = Progress(path)
        assert progress.name == "" and progress.stars(STAGES[0]) == 2

    @pytest.mark.parametrize("stars", [2.5, True, False, "3", None, -1, 4])
    def test_record_refuses_what_is_not_0_to_3_stars(self, tmp_path: Path, stars: Any) -> None:
        progress = Progress(tmp_path / "p.json")
        with pytest.raises(errors.ProgressError, match="0 to 3"):
            progress.record(STAGES[0], stars)
        assert not (tmp_path / "p.json").exists()

    def test_a_byte_order_mark_is_read(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        path.write_bytes(b"\xef\xbb\xbf" + version_1({"test/s0": {"version": 1, "stars": 2}}).encode())
        progress = Progress(path)
        assert progress.stars(STAGES[0]) == 2 and progress.message == ""

    def test_a_newer_version_is_never_written_over(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        newer = {
            "format": "draughts-progress",
            "version": 3,
            "current": "default",
            "learners": {"default": {"name": "Ada", "stages": {"test/s0": {"version": 1, "stars": 2, "at": 1}}}},
            "something": "new",
        }
        path.write_text(json.dumps(newer))
        before = path.read_bytes()
        progress = Progress(path)
        assert progress.stars(STAGES[0]) == 2 and "newer version" in progress.message
        assert progress.record(STAGES[1], 3) and progress.saved
        assert path.read_bytes() == before and set_aside(tmp_path) == []
        side = tmp_path / "p.v2.json"
        assert "p.v2.json" in progress.message and side.exists()
        assert Progress(path).set_stars(STAGES)[:2] == [2, 3]
        # A version that understands both rewrites the file; the side file is then merged in and removed.
        path.write_text(version_1({"test/s2": {"version": 1, "stars": 1}}))
        merged = Progress(path)
        assert merged.set_stars(STAGES)[:3] == [2, 3, 1]
        merged.record(STAGES[3], 1)
        assert not side.exists() and Progress(path).set_stars(STAGES) == [2, 3, 1, 1]


class TestFailedWrites:
    def test_an_unwritable_folder(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        progress = Progress(tmp_path / "p.json")

        def refuse(*_args: Any, **_kwargs: Any) -> Any:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(tempfile, "mkstemp", refuse)
        assert progress.record(STAGES[0], 2)
        assert progress.saved is False and "Permission denied" in progress.message
        monkeypatch.undo()
        progress.record(STAGES[1], 1)  # the next write that works keeps both
        assert progress.saved is True and Progress(tmp_path / "p.json").set_stars(STAGES)[:2] == [2, 1]

    def test_a_full_disk(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        progress = Progress(tmp_path / "p.json")

        def full(_descriptor: int) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "fsync", full)
        progress.record(STAGES[0], 2)
        assert progress.saved is False and "No space left" in progress.message

    def test_a_read_only_file_is_not_replaced(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        Progress(path).record(STAGES[0], 1)
        path.chmod(0o444)
        before = path.read_bytes()
        progress = Progress(path)
        assert progress.record(STAGES[1], 3) and progress.saved is False and "read-only" in progress.message
        assert path.read_bytes() == before

    def test_a_damaged_file_that_cannot_be_set_aside_is_not_written_over(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        path = tmp_path / "p.json"
        path.write_text("damaged")

        def refuse(self: Path, target: Any) -> Any:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(Path, "replace", refuse)
        progress = Progress(path)
        progress.record(STAGES[0], 1)
        assert progress.saved is False and path.read_text() == "damaged"


class TestLinks:
    def test_a_linked_file_is_written_through_the_link(self, tmp_path: Path) -> None:
        (tmp_path / "real").mkdir()
        target = tmp_path / "real" / "progress.json"
        Progress(target).record(STAGES[0], 1)
        link = tmp_path / "p.json"
        link.symlink_to(target)
        Progress(link).record(STAGES[1], 2)
        assert link.is_symlink() and os.readlink(link) == str(target)
        assert Progress(target).set_stars(STAGES)[:2] == [1, 2]

    def test_a_link_to_a_file_not_made_yet(self, tmp_path: Path) -> None:
        link = tmp_path / "p.json"
        link.symlink_to(tmp_path / "later.json")
        Progress(link).record(STAGES[0], 3)
        assert link.is_symlink() and Progress(tmp_path / "later.json").stars(STAGES[0]) == 3


class TestAnotherNotebook:
    def test_a_reset_is_not_undone_by_another_notebook(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        first = Progress(path)
        first.record(STAGES[0], 3)
        second = Progress(path)  # another notebook, open since before the reset
        first.reset()
        second.record(STAGES[1], 2)
        assert Progress(path).set_stars(STAGES)[:2] == [0, 2]
        first.reload()
        assert first.set_stars(STAGES)[:2] == [0, 2]

    def test_a_star_earned_again_after_a_reset_is_kept(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        first, second = Progress(path), Progress(path)
        first.record(STAGES[0], 3)
        second.reload()
        first.reset()
        assert second.record(STAGES[0], 3)  # the old 3 stars no longer count
        assert Progress(path).stars(STAGES[0]) == 3

    def test_a_reload_after_a_reset_shows_it(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        first, second = Progress(path), Progress(path)
        first.record(STAGES[0], 3)
        second.reload()
        first.reset()
        second.reload()
        assert second.stars(STAGES[0]) == 0

    def test_the_newest_name_wins(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        first = Progress(path)
        first.name = "Ada"
        second = Progress(path)
        first.name = "Ada Lovelace"
        second.record(STAGES[0], 1)
        assert Progress(path).name == "Ada Lovelace"
        first.name = ""
        second.record(STAGES[1], 1)
        assert Progress(path).name == ""

    def test_a_write_between_read_and_write_is_kept(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_lock: None
    ) -> None:
        path = tmp_path / "p.json"
        first, second = Progress(path), Progress(path)
        first.record(STAGES[0], 1)
        during_next_read(monkeypatch, first.reset)
        second.record(STAGES[1], 2)  # read the file, then the first reset it, then wrote
        first.record(STAGES[2], 3)
        assert Progress(path).set_stars(STAGES)[:3] == [0, 2, 3]


class TestFormat:
    def test_version_1_is_converted_without_loss(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        path.write_text(version_1({"test/s0": {"version": 1, "stars": 2, "hint": "x"}}, teacher="Mr Lee"))
        progress = Progress(path)
        assert progress.name == "Ada" and progress.stars(STAGES[0]) == 2
        progress.record(STAGES[1], 1)
        document = json.loads(path.read_text())
        assert document["version"] == 2 and document["teacher"] == "Mr Lee"
        assert document["learners"]["default"]["stages"]["test/s0"]["hint"] == "x"
        assert document["learners"]["default"]["name"] == "Ada"

    def test_unknown_fields_and_attempts_are_kept(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        document = {
            "format": "draughts-progress",
            "version": 2,
            "clock": 4,
            "current": "kim",
            "theme": {"dark": True},
            "learners": {
                "kim": {
                    "name": "Kim",
                    "named": 1,
                    "reset": 0,
                    "avatar": "owl",
                    "stages": {"test/s0": {"version": 1, "stars": 1, "at": 2, "attempts": [{"m": 1}], "time": 9}},
                },
                "lee": {"name": "Lee", "named": 3, "reset": 0, "stages": {"test/s1": {"version": 1, "stars": 3}}},
            },
        }
        path.write_text(json.dumps(document))
        progress = Progress(path)
        assert progress.name == "Kim" and progress.stars(STAGES[0]) == 1 and progress.stars(STAGES[1]) == 0
        progress.record(STAGES[0], 2)
        written = json.loads(path.read_text())
        assert written["theme"] == {"dark": True} and written["current"] == "kim" and written["clock"] == 5
        kim = written["learners"]["kim"]
        assert kim["avatar"] == "owl"
        assert kim["stages"]["test/s0"] == {"version": 1, "stars": 2, "at": 5, "attempts": [{"m": 1}], "time": 9}
        assert written["learners"]["lee"]["stages"]["test/s1"]["stars"] == 3
        assert Progress(path, learner="lee").stars(STAGES[1]) == 3

    def test_a_reader_in_another_language_reads_the_stars_as_documented(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        progress = Progress(path)
        progress.record(STAGES[0], 3)
        progress.reset()
        progress.record(STAGES[1], 2)
        document = json.loads(path.read_text())
        learner = document["learners"][document["current"]]

        def stars(stage: Stage) -> int:  # the reading rule of the format's description
            entry = learner["stages"].get(stage.id)
            ok = entry and entry["version"] == stage.version and entry.get("at", 1) >= learner.get("reset", 0)
            return entry["stars"] if ok else 0

        assert [stars(item) for item in STAGES] == progress.set_stars(STAGES) == [0, 2, 0, 0]
