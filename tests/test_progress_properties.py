"""Properties of kept progress and progress codes, over random documents, bytes and payloads.

A longer run: ``PROGRESS_EXAMPLES=2000 python -m pytest tests/test_progress_properties.py``
(the number of examples per test; the default keeps the suite quick).
"""

from __future__ import annotations

import base64
import json
import os
import tempfile
import zlib
from pathlib import Path
from typing import Any
from urllib.parse import quote

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts.teaching.progress import ClassTable, Progress, ProgressCodeError, StageResult, read_code
from draughts.teaching.progress_code import make_code
from draughts.teaching.stages import CaptureAll, Stage

EXAMPLES = int(os.environ.get("PROGRESS_EXAMPLES", "40"))
PROPERTY = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

IDS = st.sampled_from([f"test/s{number}" for number in range(5)])
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)
VALID = st.fixed_dictionaries({"version": st.integers(1, 3), "stars": st.integers(0, 3)})
INVALID = JSON.filter(
    lambda value: (
        not (
            isinstance(value, dict)
            and type(value.get("version")) is int
            and value["version"] >= 1
            and type(value.get("stars")) is int
            and 0 <= value["stars"] <= 3
        )
    )
)


def stage(stage_id: str, version: int = 1) -> Stage:
    return Stage(
        stage_id, "W:W22:B18", goal="Capture", success=CaptureAll(), par=1, solution=("22x15",), version=version
    )


def opened(data: bytes) -> Progress:
    folder = Path(tempfile.mkdtemp())
    (folder / "p.json").write_bytes(data)
    return Progress(folder / "p.json")


@PROPERTY
@given(st.binary(max_size=200) | JSON.map(lambda value: json.dumps(value).encode()))
def test_opening_any_bytes_never_raises(data: bytes) -> None:
    progress = opened(data)
    assert isinstance(progress.results, dict) and progress.saved
    progress.record(stage("test/s0"), 1)
    assert Progress(progress.path).stars(stage("test/s0")) == 1


@PROPERTY
@given(
    st.dictionaries(IDS, VALID, max_size=5),
    st.dictionaries(st.sampled_from(["test/x", "test/y"]), INVALID, max_size=2),
    st.dictionaries(st.sampled_from(["theme", "teacher"]), JSON, max_size=2),
    st.booleans(),
)
def test_valid_entries_survive_odd_ones(
    valid: dict[str, Any], invalid: dict[str, Any], extra: dict[str, Any], two: bool
) -> None:
    stages = {**valid, **invalid}
    if two:
        document = {
            "format": "draughts-progress",
            "version": 2,
            "current": "a",
            "learners": {"a": {"name": "Ada", "stages": stages}},
            **extra,
        }
    else:
        document = {"format": "draughts-progress", "version": 1, "name": "Ada", "stages": stages, **extra}
    progress = opened(json.dumps(document).encode())
    expected = {key: StageResult(entry["version"], entry["stars"]) for key, entry in valid.items() if entry["stars"]}
    assert progress.results == expected and progress.name == "Ada"
    progress.record(stage("test/s4", 9), 2)
    written = json.loads(progress.path.read_text())
    assert all(written[key] == value for key, value in extra.items())
    again = Progress(progress.path)
    assert again.results == {**expected, "test/s4": StageResult(9, 2)}
    assert {tuple(item["path"][-1:]) for item in written["unreadable"]} == {(key,) for key in invalid}


@PROPERTY
@given(st.lists(st.tuples(IDS, st.integers(1, 2), st.integers(0, 3)), max_size=12), st.text(max_size=10))
def test_record_and_reload_round_trip(records: list[tuple[str, int, int]], name: str) -> None:
    progress = Progress(Path(tempfile.mkdtemp()) / "p.json")
    progress.name = name
    best: dict[str, StageResult] = {}
    for stage_id, version, stars in records:
        beat = progress.record(stage(stage_id, version), stars)
        new = StageResult(version, stars)
        assert beat == (stars > 0 and (stage_id not in best or new > best[stage_id]))
        if beat:
            best[stage_id] = new
    again = Progress(progress.path)
    assert again.results == best == progress.results and again.name == progress.name


def forge(quoted_name: str, raw: bytes) -> str:
    payload = base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
    body = f"DRAUGHTS1:{quoted_name}:{payload}"
    return f"{body}:{zlib.crc32(body.encode()):08x}"


@PROPERTY
@given(
    st.lists(
        st.one_of(
            st.text(max_size=40),
            st.tuples(st.text(max_size=8), JSON).map(
                lambda pair: forge(quote(pair[0], safe=""), json.dumps(pair[1]).encode())
            ),
            st.tuples(st.text(max_size=8), st.binary(max_size=40)).map(
                lambda pair: forge(quote(pair[0], safe=""), pair[1])
            ),
        ),
        max_size=5,
    )
)
def test_from_codes_never_raises(lines: list[str]) -> None:
    text = "\n".join(lines)
    table = ClassTable.from_codes(text)
    assert len(table.problems) == len(table.unreadable) <= len(text.splitlines())
    for line in table.unreadable:
        assert line.sentence and line.reason


@PROPERTY
@given(
    st.text(min_size=1, max_size=12).filter(lambda text: text.strip()),
    st.dictionaries(st.text(min_size=1, max_size=12), st.tuples(st.integers(1, 99), st.integers(1, 3)), max_size=6),
)
def test_valid_codes_round_trip(name: str, stages: dict[str, tuple[int, int]]) -> None:
    results = {key: StageResult(*value) for key, value in stages.items()}
    try:
        code = make_code(name, results)
    except ProgressCodeError:
        return  # a name with nothing but control characters
    read_name, read_results = read_code(code)
    assert read_results == results and read_name == read_code(make_code(read_name, results))[0]
    assert "\n" not in code
