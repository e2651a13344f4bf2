"""Progress codes and the class table: one line per learner, sent to the teacher.

A progress code is ``DRAUGHTS1:<name>:<stages>:<checksum>``, four parts joined by
colons:

* ``<name>``: the learner's name, UTF-8 percent-encoded (so it holds no colon);
* ``<stages>``: the JSON object ``{"<stage id>": [<version>, <stars>, ...], ...}``,
  compressed with zlib and written in URL-safe base64 without its ``=`` padding;
  a stage the learner got wrong has three more items, what its kept attempts got
  wrong (see :mod:`draughts.teaching.mistakes`): how many attempts, the refused moves
  by rule, and the failures by kind,
  ``[1, 0, 3, {"capture compulsory": 4}, {"lose-piece": 2}]``;
* ``<checksum>``: the CRC32 of the first three parts (with their colons) in eight
  lower-case hexadecimal digits.

The checksum catches typing and copying slips (a lost character, a line cut short).
It is not a signature: anyone can make a code with any stars, so the table shows what
learners say they earned.

:func:`read_code` checks every field: a name that is not empty once written in one
Unicode form (NFC, so an "é" typed in two ways is one letter) with spaces around it
removed; stage versions that are whole numbers from 1; stars that are whole numbers
from 0 to 3 (never ``true`` or 2.9). The stages may take at most :data:`MAX_DECOMPRESSED` bytes once
decompressed (about 2,000 stages, room to spare for a class's later data); a larger
code is refused without decompressing the rest. Items after the stars that are not
mistakes in the shape above (counts are whole numbers from 1), and items after the
mistakes, are room for later data and are ignored; so codes made before mistakes were
kept (version and stars only) read as codes without mistakes.

>>> code = make_code("José", {"lesson-1/first-jump": StageResult(1, 3)})
>>> read_code(code)
('José', {'lesson-1/first-jump': StageResult(version=1, stars=3)})
>>> table = ClassTable.from_codes(code + "\\nnot a code")
>>> table.names, [(line.number, line.reason.value) for line in table.unreadable]
(['José'], [(2, 'not-a-code')])
"""

from __future__ import annotations

import base64
import binascii
import enum
import json
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, unquote

from draughts.core.errors import ProgressCodeError
from draughts.core.messages import _
from draughts.teaching.mistakes import Misconception, StageMistakes, misconceptions
from draughts.teaching.progress_file import StageResult, normal_name
from draughts.teaching.stages import Stage, StageSet

__all__ = [
    "MAX_DECOMPRESSED",
    "ClassTable",
    "CodeProblem",
    "UnreadableLine",
    "make_code",
    "read_code",
    "read_code_mistakes",
]

PREFIX = "DRAUGHTS1"
"""The first part of every progress code."""

MAX_DECOMPRESSED = 64 * 1024
"""The most bytes a code's stages may take once decompressed (64 KiB)."""


class CodeProblem(enum.Enum):
    """Why a progress code could not be read (or made)."""

    NOT_A_CODE = "not-a-code"
    """The line does not have the code's four parts, starting with ``DRAUGHTS1``."""
    CHECKSUM = "checksum"
    """The checksum does not match: part of the line was lost or changed."""
    UNREADABLE = "unreadable"
    """The stages are not compressed JSON, or the name is not percent-encoded UTF-8."""
    TOO_LARGE = "too-large"
    """The stages take more than :data:`MAX_DECOMPRESSED` bytes."""
    NAME = "name"
    """The name is empty."""
    STAGES = "stages"
    """A stage's entry is not a version (1 or more) and stars (0 to 3)."""


@dataclass(frozen=True)
class UnreadableLine:
    """A pasted line that is not a readable code: its number, the reason, and a sentence."""

    number: int
    reason: CodeProblem
    sentence: str

    def __str__(self) -> str:
        return _("line {number}: {problem}", number=self.number, problem=self.sentence)


def _checksum(text: str) -> str:
    """CRC32, as eight hexadecimal digits: it catches slips, not forgery."""
    return f"{zlib.crc32(text.encode()):08x}"


def make_code(
    name: str, results: Mapping[str, StageResult], mistakes: Mapping[str, StageMistakes] | None = None
) -> str:
    """The progress code of *name* with *results* and the *mistakes* by stage id (stages
    with neither stars nor mistakes are left out).

    :class:`ProgressCodeError` (``reason`` ``NAME``) when the name is empty.
    """
    name = normal_name(name)
    if not name:
        raise ProgressCodeError(
            _("give your name first (progress.name = ...), so the teacher knows whose code it is"), CodeProblem.NAME
        )
    stages: dict[str, list[Any]] = {stage_id: [r.version, r.stars] for stage_id, r in results.items() if r.stars}
    for stage_id, summary in (mistakes or {}).items():
        if summary.count:
            result = results.get(stage_id)
            stars = result.stars if result is not None and result.version == summary.version else 0
            stages[stage_id] = [summary.version, stars, *summary.to_code()]
    stages = dict(sorted(stages.items()))
    payload = base64.urlsafe_b64encode(zlib.compress(json.dumps(stages, separators=(",", ":")).encode())).decode()
    body = f"{PREFIX}:{quote(name, safe='')}:{payload.rstrip('=')}"
    return f"{body}:{_checksum(body)}"


def read_code(code: str) -> tuple[str, dict[str, StageResult]]:
    """The name and results in a progress code; :class:`ProgressCodeError` if it cannot be read.

    The error's ``reason`` is a :class:`CodeProblem`; :func:`read_code_mistakes` reads the mistakes too.

    >>> read_code("hello")
    Traceback (most recent call last):
    ...
    draughts.core.errors.ProgressCodeError: this is not a progress code: it should start with DRAUGHTS1
    """
    parts = code.strip().split(":")
    if len(parts) != 4 or parts[0] != PREFIX:
        raise ProgressCodeError(
            _("this is not a progress code: it should start with {prefix}", prefix=PREFIX), CodeProblem.NOT_A_CODE
        )
    prefix, quoted, payload, checksum = parts
    if _checksum(f"{prefix}:{quoted}:{payload}") != checksum:
        raise ProgressCodeError(
            _("this code is damaged (its checksum does not match): copy the whole line again"), CodeProblem.CHECKSUM
        )
    try:
        name = normal_name(unquote(quoted, errors="strict"))
    except UnicodeDecodeError:
        raise ProgressCodeError(_("this code cannot be read (its name is damaged)"), CodeProblem.UNREADABLE) from None
    if not name:
        raise ProgressCodeError(_("this code has no name in it"), CodeProblem.NAME)
    results, _mistakes = _read_stages(payload)
    return name, results


def read_code_mistakes(code: str) -> tuple[str, dict[str, StageResult], dict[str, StageMistakes]]:
    """The name, results and mistakes by stage id in a progress code (see :func:`read_code`).

    >>> code = make_code("Ada", {}, {"capture/must-capture": StageMistakes(1, 2, {"capture compulsory": 3})})
    >>> name, results, mistakes = read_code_mistakes(code)
    >>> results["capture/must-capture"].stars, mistakes["capture/must-capture"].refused
    (0, {'capture compulsory': 3})
    """
    name, _results = read_code(code)
    return (name, *_read_stages(code.strip().split(":")[2]))


def _read_stages(payload: str) -> tuple[dict[str, StageResult], dict[str, StageMistakes]]:
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_DECOMPRESSED + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise ProgressCodeError(_("this code cannot be read (its stars are damaged)"), CodeProblem.UNREADABLE) from None
    if len(raw) > MAX_DECOMPRESSED or unpacker.unconsumed_tail:
        raise ProgressCodeError(
            _("this code is too long: its stars take more than {size} KiB", size=MAX_DECOMPRESSED // 1024),
            CodeProblem.TOO_LARGE,
        )
    if not unpacker.eof:
        raise ProgressCodeError(_("this code cannot be read (it was cut short)"), CodeProblem.UNREADABLE)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProgressCodeError(_("this code cannot be read (its stars are damaged)"), CodeProblem.UNREADABLE) from None
    if not isinstance(data, dict):
        raise ProgressCodeError(_("this code's stars are not a list of stages"), CodeProblem.STAGES)
    stages, mistakes = {}, {}
    for stage_id, entry in data.items():
        result = _result(entry)
        if not stage_id or result is None:
            raise ProgressCodeError(
                _("this code's entry for {stage} is not a version and 0 to 3 stars", stage=repr(stage_id)),
                CodeProblem.STAGES,
            )
        stages[stage_id] = result
        summary = StageMistakes.from_code(result.version, entry[2:])
        if summary is not None:
            mistakes[stage_id] = summary
    return stages, mistakes


def _result(entry: Any) -> StageResult | None:
    if not isinstance(entry, list) or len(entry) < 2:
        return None
    version, stars = entry[0], entry[1]
    if type(version) is not int or type(stars) is not int or version < 1 or not 0 <= stars <= 3:
        return None
    return StageResult(version, stars)


@dataclass(frozen=True)
class ClassTable:
    """A class's progress, read from the learners' codes.

    :attr:`results` maps each learner's name to their results by stage id, and
    :attr:`mistakes` to what their attempts got wrong by stage id;
    :attr:`unreadable` holds each line that could not be read, with its reason, and
    :attr:`problems` the same as sentences. Two codes from one learner (by name, in
    one Unicode form) are merged, keeping the best result per stage and the mistakes of
    the code with more attempts at it, so the order in which codes are pasted does not
    matter.
    """

    results: dict[str, dict[str, StageResult]]
    unreadable: tuple[UnreadableLine, ...] = ()
    mistakes: dict[str, dict[str, StageMistakes]] = field(default_factory=dict)

    @classmethod
    def from_codes(cls, text: str) -> ClassTable:
        """Read pasted codes, one a line (blank lines and spaces around codes are ignored)."""
        results: dict[str, dict[str, StageResult]] = {}
        mistakes: dict[str, dict[str, StageMistakes]] = {}
        unreadable = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                name, stages, wrong = read_code_mistakes(line)
            except ProgressCodeError as error:
                unreadable.append(UnreadableLine(number, error.reason, str(error)))
                continue
            merged = results.setdefault(name, {})
            for stage_id, result in stages.items():
                if stage_id not in merged or result > merged[stage_id]:
                    merged[stage_id] = result
            kept = mistakes.setdefault(name, {})
            for stage_id, summary in wrong.items():
                if stage_id not in kept or _weight(summary) > _weight(kept[stage_id]):
                    kept[stage_id] = summary
        return cls(results, tuple(unreadable), mistakes)

    @property
    def problems(self) -> tuple[str, ...]:
        """A sentence for each line that could not be read: ``"line 7: ..."``."""
        return tuple(str(line) for line in self.unreadable)

    @property
    def names(self) -> list[str]:
        """The learners, in alphabetical order."""
        return sorted(self.results, key=str.casefold)

    def stars(self, name: str, stage: Stage) -> int:
        """The stars *name* earned on *stage* (0 when unsolved or solved in an older version)."""
        results = self.results.get(normal_name(name), {})
        return max(
            (results[key].stars for key in stage.keys if key in results and results[key].version == stage.version),
            default=0,
        )

    def solved_by(self, stage: Stage) -> int:
        """How many learners solved *stage*."""
        return sum(1 for name in self.results if self.stars(name, stage))

    def hardest(self, sets: Iterable[StageSet], count: int = 5) -> list[Stage]:
        """The *count* stages the class finds hardest: solved by the fewest, then with the
        fewest stars, in course order among equals."""
        stages = [stage for stage_set in sets for stage in stage_set]
        scores = {
            stage.id: (self.solved_by(stage), sum(self.stars(name, stage) for name in self.results)) for stage in stages
        }
        return sorted(stages, key=lambda stage: scores[stage.id])[:count]

    def misconceptions(
        self, sets: Iterable[StageSet], numbers: Mapping[str, int] | None = None, *, learner: str | None = None
    ) -> list[Misconception]:
        """The mistakes the class made on *sets*, most widespread first, each with the stages
        where it happened and the stage to repeat (of one *learner*, when given).

        *numbers* gives the lessons' numbers by key, for the stage labels ("3.2"). See
        :func:`draughts.teaching.mistakes.misconceptions`.
        """
        mistakes = self.mistakes if learner is None else {learner: self.mistakes.get(normal_name(learner), {})}
        return misconceptions(mistakes, sets, numbers)


def _weight(summary: StageMistakes) -> tuple[int, int, int]:
    return summary.version, summary.attempts, summary.count
