"""Kept progress: saving, reloading, damaged files, crashes, two writers, codes and the class table."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from draughts.teaching.progress import (
    ENVIRONMENT_VARIABLE,
    ClassTable,
    Progress,
    ProgressCodeError,
    ProgressError,
    StageResult,
    progress_path,
    read_code,
)
from draughts.teaching.stages import CaptureAll, Stage, StageSet

ROOT = Path(__file__).resolve().parents[1]


def stage(name: str, version: int = 1) -> Stage:
    return Stage(
        f"test/{name}", "W:W22:B18", goal="Capture", success=CaptureAll(), par=1, solution=("22x15",), version=version
    )


STAGES = StageSet("test", "Test", tuple(stage(f"s{number}") for number in range(6)))


def run_python(code: str, path: Path) -> subprocess.CompletedProcess[str]:
    """Run *code* in a fresh interpreter with *path* as the progress file."""
    env = {**os.environ, ENVIRONMENT_VARIABLE: str(path), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False)


class TestKeeping:
    def test_best_result_is_kept(self, tmp_path: Path) -> None:
        progress = Progress(tmp_path / "p.json")
        assert [progress.record(STAGES[0], stars) for stars in (1, 3, 2, 0)] == [True, True, False, False]
        assert progress.stars(STAGES[0]) == 3 and progress.stars(STAGES[1]) == 0
        assert progress.set_stars(STAGES) == [3, 0, 0, 0, 0, 0]
        assert progress.total([STAGES]) == (3, 18)
        with pytest.raises(ProgressError, match="0 to 3"):
            progress.record(STAGES[0], 4)

    def test_a_new_version_starts_again(self, tmp_path: Path) -> None:
        progress = Progress(tmp_path / "p.json")
        progress.record(stage("a"), 3)
        newer = stage("a", version=2)
        assert progress.stars(newer) == 0
        assert progress.record(newer, 1)
        assert (progress.stars(newer), progress.stars(stage("a"))) == (1, 0)

    def test_reload_in_a_fresh_process(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        progress = Progress(path)
        progress.name = "Ada Lovelace"
        progress.record(STAGES[2], 2)
        code = (
            "from draughts.teaching.progress import Progress\n"
            "from draughts.teaching.stages import CaptureAll, Stage\n"
            "p = Progress()\n"
            "s = Stage('test/s2', 'W:W22:B18', goal='Capture', success=CaptureAll(), par=1, solution=('22x15',))\n"
            "print(p.name, p.stars(s), p.path)"
        )
        result = run_python(code, path)
        assert result.stdout.split("\n")[0] == f"Ada Lovelace 2 {path}", result.stderr

    def test_the_environment_variable_names_the_file(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv(ENVIRONMENT_VARIABLE, str(tmp_path / "elsewhere.json"))
        assert progress_path() == tmp_path / "elsewhere.json"
        monkeypatch.delenv(ENVIRONMENT_VARIABLE)
        assert progress_path() == Path("draughts-progress.json")

    def test_the_session_uses_a_fresh_temporary_file(self) -> None:
        assert Path(os.environ[ENVIRONMENT_VARIABLE]).parent != ROOT

    def test_reset(self, tmp_path: Path) -> None:
        progress = Progress(tmp_path / "p.json")
        progress.record(STAGES[0], 3)
        progress.reset()
        assert progress.results == {} and Progress(tmp_path / "p.json").results == {}


class TestDamage:
    @pytest.mark.parametrize(
        "text",
        [
            "{not json",
            "[1, 2, 3]",
            json.dumps({"format": "something else"}),
            json.dumps({"format": "draughts-progress", "version": "2", "stages": {}}),
            "\ufeff[1]",
        ],
    )
    def test_a_damaged_file_is_set_aside_with_a_message(self, tmp_path: Path, text: str) -> None:
        path = tmp_path / "p.json"
        path.write_text(text)
        progress = Progress(path)
        assert progress.results == {}
        assert "damaged" in progress.message
        kept = [file for file in tmp_path.iterdir() if ".damaged-" in file.name]
        assert [file.read_text() for file in kept] == [text]
        assert kept[0].name in progress.message
        progress.record(STAGES[0], 2)
        assert Progress(path).stars(STAGES[0]) == 2

    def test_a_second_damaged_file_gets_its_own_name(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        for text in ("one", "two"):
            path.write_text(text)
            Progress(path)
        assert sorted(file.read_text() for file in tmp_path.iterdir() if ".damaged-" in file.name) == ["one", "two"]

    def test_a_crash_during_the_write_leaves_the_old_file(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        Progress(path).record(STAGES[0], 3)
        before = path.read_text()
        code = (
            "import os\n"
            "from draughts.teaching import progress\n"
            "from draughts.teaching.stages import CaptureAll, Stage\n"
            "os.replace = lambda *args: os._exit(3)  # the process dies just before the rename\n"
            "s = Stage('test/s1', 'W:W22:B18', goal='Capture', success=CaptureAll(), par=1, solution=('22x15',))\n"
            "progress.Progress().record(s, 3)\n"
        )
        result = run_python(code, path)
        assert result.returncode == 3, result.stderr
        assert path.read_text() == before
        assert Progress(path).results == {"test/s0": StageResult(1, 3)}

    def test_a_failed_write_is_a_message_not_an_error(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        path = tmp_path / "p.json"
        progress = Progress(path)
        progress.record(STAGES[0], 3)

        def full(_descriptor: int) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "fsync", full)
        progress.record(STAGES[1], 3)
        assert progress.message.startswith("Your stars could not be saved")
        assert "No space left on device" in progress.message
        assert sorted(file.name for file in tmp_path.iterdir()) == ["p.json", "p.json.lock"]
        assert Progress(path).stars(STAGES[1]) == 0

    def test_a_file_system_without_locks_still_saves(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        import fcntl

        def refuse(_descriptor: int, _operation: int) -> None:
            raise OSError(38, "Function not implemented")

        monkeypatch.setattr(fcntl, "flock", refuse)
        progress = Progress(tmp_path / "p.json")
        progress.record(STAGES[0], 2)
        assert progress.message == "" and Progress(tmp_path / "p.json").stars(STAGES[0]) == 2

    def test_a_python_whose_fcntl_has_no_flock_still_saves(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        import fcntl

        monkeypatch.delattr(fcntl, "flock")  # as in Pyodide, Python in a web browser
        progress = Progress(tmp_path / "p.json")
        progress.record(STAGES[0], 2)
        assert progress.message == "" and Progress(tmp_path / "p.json").stars(STAGES[0]) == 2

    def test_an_impossible_place_is_a_message(self, tmp_path: Path) -> None:
        (tmp_path / "file").write_text("")
        progress = Progress(tmp_path / "file" / "p.json")
        progress.record(STAGES[0], 1)
        assert progress.message.startswith("Your stars could not be saved")
        assert progress.stars(STAGES[0]) == 1


class TestTwoWriters:
    def test_two_objects_merge(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        first, second = Progress(path), Progress(path)
        first.record(STAGES[0], 3)
        second.record(STAGES[1], 2)
        second.record(STAGES[0], 1)
        assert Progress(path).set_stars(STAGES)[:2] == [3, 2]
        first.reload()
        assert first.set_stars(STAGES)[:2] == [3, 2]

    def test_two_processes_at_once_lose_nothing(self, tmp_path: Path) -> None:
        path = tmp_path / "p.json"
        code = (
            "import sys\n"
            "from draughts.teaching.progress import Progress\n"
            "from draughts.teaching.stages import CaptureAll, Stage\n"
            "for n in range(40):\n"
            "    s = Stage(f'test/{sys.argv[1]}{n}', 'W:W22:B18', goal='C', success=CaptureAll(), par=1,"
            " solution=('22x15',))\n"
            "    Progress().record(s, 1 + n % 3)\n"
        )
        env = {**os.environ, ENVIRONMENT_VARIABLE: str(path), "PYTHONPATH": str(ROOT)}
        writers = [subprocess.Popen([sys.executable, "-c", code, side], env=env) for side in ("a", "b")]
        assert [writer.wait(timeout=120) for writer in writers] == [0, 0]
        results = Progress(path).results
        assert len(results) == 80
        assert results["test/a39"] == results["test/b39"] == StageResult(1, 1)


class TestCodes:
    def test_round_trip(self, tmp_path: Path) -> None:
        progress = Progress(tmp_path / "p.json")
        progress.name = "  Zoë: a:b  "
        progress.record(STAGES[0], 3)
        progress.record(STAGES[3], 1)
        code = progress.code()
        assert "\n" not in code and code.startswith("DRAUGHTS1:")
        assert read_code(code) == ("Zoë: a:b", {"test/s0": StageResult(1, 3), "test/s3": StageResult(1, 1)})

    def test_a_name_is_needed(self, tmp_path: Path) -> None:
        with pytest.raises(ProgressCodeError, match="name"):
            Progress(tmp_path / "p.json").code()

    @pytest.mark.parametrize(("change", "words"), [(lambda c: c[:-1] + "0", "checksum"), (lambda c: c[5:], "start")])
    def test_damaged_codes(self, tmp_path: Path, change: object, words: str) -> None:
        progress = Progress(tmp_path / "p.json")
        progress.name = "Ada"
        code = progress.code()
        damaged = change(code)  # type: ignore[operator]
        if damaged == code:
            damaged = code[:-1] + "1"
        with pytest.raises(ProgressCodeError, match=words):
            read_code(damaged)


class TestClassTable:
    def codes(self, tmp_path: Path, learners: dict[str, list[int]]) -> str:
        lines = []
        for name, stars in learners.items():
            progress = Progress(tmp_path / f"{name}.json")
            progress.name = name
            for item, count in zip(STAGES, stars, strict=False):
                progress.record(item, count)
            lines.append(progress.code())
        return "\n".join(lines)

    def test_who_solved_what_and_the_hardest(self, tmp_path: Path) -> None:
        text = self.codes(tmp_path, {"bob": [3, 1, 0, 0, 2, 0], "Ada": [3, 3, 0, 1, 0, 0], "Cy": [2, 0, 0, 0, 0, 0]})
        table = ClassTable.from_codes("\n  " + text.replace("\n", "\n\n") + "  \nnonsense\n")
        assert table.names == ["Ada", "bob", "Cy"]
        assert [table.stars("bob", item) for item in STAGES] == [3, 1, 0, 0, 2, 0]
        assert [table.solved_by(item) for item in STAGES] == [3, 2, 0, 1, 1, 0]
        assert [item.name for item in table.hardest([STAGES], 4)] == ["s2", "s5", "s3", "s4"]
        assert table.problems == ("line 7: this is not a progress code: it should start with DRAUGHTS1",)

    def test_two_codes_of_one_learner_merge_in_any_order(self, tmp_path: Path) -> None:
        (tmp_path / "old").mkdir()
        (tmp_path / "new").mkdir()
        old = self.codes(tmp_path / "old", {"Ada": [3, 1]})
        new = self.codes(tmp_path / "new", {"Ada": [0, 2]})
        for text in (old + "\n" + new, new + "\n" + old):
            table = ClassTable.from_codes(text)
            assert [table.stars("Ada", item) for item in STAGES[:2]] == [3, 2]
