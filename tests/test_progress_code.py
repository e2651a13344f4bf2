"""Progress codes under attack: odd payloads, odd stars and names, huge codes; the table is always built."""

from __future__ import annotations

import base64
import json
import unicodedata
import zlib
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from draughts.teaching.progress import ClassTable, Progress, ProgressCodeError, StageResult, read_code
from draughts.teaching.stages import CaptureAll, Stage


def stage(name: str) -> Stage:
    return Stage(f"test/{name}", "W:W22:B18", goal="Capture", success=CaptureAll(), par=1, solution=("22x15",))


def forge(name: str, raw: bytes, *, compress: bool = True) -> str:
    """A code with any payload, with a right checksum (CRC32 of the first three parts)."""
    packed = zlib.compress(raw) if compress else raw
    payload = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    body = f"DRAUGHTS1:{quote(name, safe='')}:{payload}"
    return f"{body}:{zlib.crc32(body.encode()):08x}"


def payload(value: Any) -> bytes:
    return json.dumps(value).encode()


GOOD = forge("Ada", payload({"test/a": [1, 3]}))


class TestOneLineNeverKillsTheTable:
    @pytest.mark.parametrize(
        ("raw", "reason"),
        [
            (payload([["test/a", 1, 3]]), "stages"),
            (payload("text"), "stages"),
            (b"[" * 60_000, "unreadable"),
            (b"\xff\xfe", "unreadable"),
            (payload({"test/a": 5}), "stages"),
            (payload({"test/a": {"version": 1}}), "stages"),
            (payload({"test/a": [1]}), "stages"),
        ],
        ids=["list", "text", "deep", "not-utf-8", "number", "object", "short"],
    )
    def test_an_odd_payload_is_listed_with_its_reason(self, raw: bytes, reason: str) -> None:
        table = ClassTable.from_codes(f"{GOOD}\n{forge('Bo', raw)}")
        assert table.names == ["Ada"] and table.stars("Ada", stage("a")) == 3
        [line] = table.unreadable
        assert (line.number, line.reason.value) == (2, reason)
        assert table.problems == (f"line 2: {line.sentence}",)

    @pytest.mark.parametrize(
        "code",
        [
            forge("Bo", b"not zlib", compress=False),
            forge("Bo", zlib.compress(b"{}")[:-3], compress=False),
            "DRAUGHTS1:a:!!:0",
        ],
    )
    def test_damaged_compression_is_listed(self, code: str) -> None:
        table = ClassTable.from_codes(code)
        assert table.names == [] and len(table.unreadable) == 1

    def test_a_name_that_is_not_utf8(self) -> None:
        with pytest.raises(ProgressCodeError) as caught:
            read_code(forge("x", payload({})).replace(":x:", ":%ff:").rsplit(":", 1)[0] + ":0")
        assert caught.value.reason.value == "checksum"
        body = "DRAUGHTS1:%ff:" + forge("x", payload({})).split(":")[2]
        with pytest.raises(ProgressCodeError) as caught:
            read_code(f"{body}:{zlib.crc32(body.encode()):08x}")
        assert caught.value.reason.value == "unreadable"


class TestEveryFieldIsChecked:
    @pytest.mark.parametrize("stars", [99, -1, "3", 2.9, True, None, 4])
    def test_stars_are_0_to_3(self, stars: Any) -> None:
        with pytest.raises(ProgressCodeError) as caught:
            read_code(forge("Ada", payload({"test/a": [1, stars]})))
        assert caught.value.reason.value == "stages"

    @pytest.mark.parametrize("version", [0, -1, "1", 1.0, True])
    def test_versions_are_whole_numbers_from_1(self, version: Any) -> None:
        with pytest.raises(ProgressCodeError, match="version"):
            read_code(forge("Ada", payload({"test/a": [version, 1]})))

    def test_an_empty_stage_id_is_refused(self) -> None:
        with pytest.raises(ProgressCodeError):
            read_code(forge("Ada", payload({"": [1, 1]})))

    @pytest.mark.parametrize("name", ["", "   ", "\t"])
    def test_an_empty_name_is_refused(self, name: str) -> None:
        with pytest.raises(ProgressCodeError) as caught:
            read_code(forge(name, payload({"test/a": [1, 1]})))
        assert caught.value.reason.value == "name"

    def test_one_name_in_two_unicode_forms_is_one_learner(self) -> None:
        composed, decomposed = unicodedata.normalize("NFC", "José"), unicodedata.normalize("NFD", "José")
        assert composed != decomposed
        codes = [forge(f" {decomposed} ", payload({"test/a": [1, 1]})), forge(composed, payload({"test/b": [1, 2]}))]
        table = ClassTable.from_codes("\n".join(codes))
        assert table.names == [composed]
        assert [table.stars(decomposed, stage(name)) for name in "ab"] == [1, 2]

    def test_a_huge_code_is_refused_without_decompressing_it(self) -> None:
        raw = b'{"test/a": [1, 1]' + b" " * 5_000_000 + b"}"
        code = forge("Ada", raw)
        assert len(code) < 20_000
        with pytest.raises(ProgressCodeError, match="too long") as caught:
            read_code(code)
        assert caught.value.reason.value == "too-large"

    def test_a_code_just_under_the_cap_is_read(self) -> None:
        from draughts.teaching.progress_code import MAX_DECOMPRESSED

        raw = b'{"test/a": [1, 1]' + b" " * (MAX_DECOMPRESSED - 18) + b"}"
        assert len(raw) == MAX_DECOMPRESSED
        assert read_code(forge("Ada", raw)) == ("Ada", {"test/a": StageResult(1, 1)})

    def test_later_data_after_the_stars_is_ignored(self) -> None:
        assert read_code(forge("Ada", payload({"test/a": [1, 2, {"mistakes": 3}]}))) == (
            "Ada",
            {"test/a": StageResult(1, 2)},
        )

    def test_a_learners_name_is_kept_in_one_form(self, tmp_path: Path) -> None:
        progress = Progress(tmp_path / "p.json")
        progress.name = unicodedata.normalize("NFD", "  José  ")
        assert progress.name == unicodedata.normalize("NFC", "José")
        assert read_code(progress.code())[0] == progress.name
