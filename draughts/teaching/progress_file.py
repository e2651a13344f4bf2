"""The progress file's format (version 2): reading, checking, merging and writing it.

The file is one JSON object (UTF-8; a byte-order mark is accepted on reading, never
written; every value is standard JSON, so ``JSON.parse`` reads it):

.. code-block:: json

    {"format": "draughts-progress", "version": 2, "clock": 3, "current": "default",
     "learners": {"default": {"name": "Ada", "named": 2, "reset": 0, "stages": {
         "lesson-1/first-jump": {"version": 1, "stars": 3, "at": 3, "attempts": []}}}},
     "unreadable": []}

Top level:

``format``
    always ``"draughts-progress"``; a file without it is not a progress file.
``version``
    ``2``. Version 1 files are read and written back as version 2 (see below). A file
    of a later version is never written over: what is earned meanwhile goes to a side
    file beside it, ``<name>.v2.json`` (``draughts-progress.v2.json``), whose content
    is a version 2 document. Every reader of this format also reads that side file and
    merges it in; a reader that can write the main file then deletes the side file.
``clock``
    a counter, the largest stamp in the file. Every change (stars, a name, a reset)
    takes the stamp ``clock + 1``.
``current``
    the id of the learner using this computer now (a key of ``learners``).
``learners``
    an object: learner id to learner. One learner today (``"default"``); a classroom
    computer shared by several learners adds more ids.
``unreadable``
    a list of ``{"path": [<key>, ...], "value": <what was there>}``: values that broke
    the format (a result of 4 stars, a name that is a number), moved here instead of
    being lost, with the keys that led to them.

A learner: ``name`` (text), ``named`` (the stamp of the name's last change), ``reset``
(the stamp of the last "forget every star", ``0`` if never) and ``stages``: stage id
to entry. An entry: ``version`` (the stage's version, 1 or more), ``stars`` (0 to 3;
0 is unsolved), ``at`` (the stamp of the result) and ``attempts``: the last
:data:`MAX_ATTEMPTS` (10) attempts at that version of the stage, oldest first, each
what went wrong in it:

.. code-block:: json

    {"at": 7, "refused": {"capture compulsory": 2}, "failed": "lose-piece", "stars": 0}

``at``
    the attempt's stamp, taken when it ended (solved, failed, shown, or left for a retry
    or another stage).
``refused``
    the moves the board refused in it, counted by the rule that refused them: the
    value of :class:`draughts.core.explain.Reason` (``"capture compulsory"``, ``"must go
    on"``, ``"men forward only"``, ``"must take the most"``, ...). Left out when none.
``failed``
    what failed the attempt: the fail condition's kind (``"lose-piece"``,
    ``"allow-capture"``, ``"they-crown"``, ``"too-many-moves"``, ``"wrong-move"``), or
    ``"game-over"`` when the game ended before the goal. Left out unless it failed.
``stars``
    the stars it earned, 0 to 3.

An entry with ``stars`` 0 holds attempts at a stage not solved yet. An attempt that
breaks this shape is kept in the list as it is and skipped by readers.

To read the stars (in any language): take ``learners[current]``; a stage's stars are
``stages[id].stars`` when ``stages[id].version`` is the stage's version and
``stages[id].at`` is not less than the learner's ``reset`` (a missing ``at`` counts as
1, a missing ``reset`` as 0), and 0 otherwise. A reset takes a stamp above every
result's, so the results it forgot are below it.

Every field not named here is kept and written back untouched, at the top level, in
a learner and in an entry. Numbers are whole numbers (never ``true``, never 2.5).

Merging two copies of a document (the file and what a notebook holds) keeps, per
learner, the later ``reset``; the name with the later ``named`` (on a tie, the one
that sorts last, so both sides agree); and per stage the better result (by stage
version, then stars) of those stamped no earlier than the reset, with the union of
both sides' attempts at that version stamped no earlier than the reset (the same
attempt once), ordered by stamp and cut to the last :data:`MAX_ATTEMPTS`. Unknown fields come from the
file. The stamps are a counter kept in the file rather than the time of day: the
clocks of school computers are often wrong and may go back, while the counter, read and
raised under the file's lock, orders every change made through the file.

Version 1 (``{"format": "draughts-progress", "version": 1, "name": ..., "stages":
{id: {"version": ..., "stars": ...}}}``) becomes learner ``"default"`` with its
name and stages stamped 1, and its unknown fields kept.

>>> document = parse(b'{"format": "draughts-progress", "version": 1, "name": "Ada",'
...                  b' "stages": {"a/b": {"version": 1, "stars": 2}, "a/c": {"version": 1, "stars": 4}}}')
>>> learner = document.learner()
>>> learner.name, {key: entry.stars for key, entry in learner.stages.items()}
('Ada', {'a/b': 2})
>>> document.unreadable
[{'path': ['learners', 'default', 'stages', 'a/c'], 'value': {'version': 1, 'stars': 4}}]
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from draughts.core.messages import _

__all__ = [
    "FORMAT",
    "MAX_ATTEMPTS",
    "VERSION",
    "Attempt",
    "Document",
    "Entry",
    "Learner",
    "NewerVersion",
    "NotProgress",
    "StageResult",
    "merge",
    "normal_name",
    "parse",
    "serialise",
]

FORMAT = "draughts-progress"
"""The ``format`` field of every progress file."""

VERSION = 2
"""The format version this module writes."""

MAX_ATTEMPTS = 10
"""How many attempts are kept per stage: the latest."""

DEFAULT_LEARNER = "default"


@dataclass(frozen=True)
class Attempt:
    """One attempt at a stage, as kept: its stamp, the refused moves by rule, what failed it, its stars.

    >>> attempt = Attempt(7, refused={"capture compulsory": 2}, failed="lose-piece")
    >>> attempt.to_json()
    {'at': 7, 'refused': {'capture compulsory': 2}, 'failed': 'lose-piece', 'stars': 0}
    >>> Attempt.from_json(attempt.to_json()) == attempt, Attempt.from_json({"at": 7, "stars": 9})
    (True, None)
    """

    at: int
    refused: dict[str, int] = field(default_factory=dict)
    failed: str = ""
    stars: int = 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"at": self.at}
        if self.refused:
            data["refused"] = dict(sorted(self.refused.items()))
        if self.failed:
            data["failed"] = self.failed
        data["stars"] = self.stars
        return data

    @classmethod
    def from_json(cls, value: Any) -> Attempt | None:
        """The attempt in a file's *value*, or ``None`` when it breaks the format."""
        if not isinstance(value, dict):
            return None
        at, refused, failed, stars = (
            value.get("at"),
            value.get("refused", {}),
            value.get("failed", ""),
            value.get("stars"),
        )
        if not (_number(at, 0) and _number(stars, 0, 3) and isinstance(failed, str) and isinstance(refused, dict)):
            return None
        if not all(isinstance(key, str) and key and _number(count, 1) for key, count in refused.items()):
            return None
        return cls(at, dict(refused), failed, stars)


@dataclass(frozen=True, order=True)
class StageResult:
    """The best result on one version of a stage: its stars (1 to 3 once solved).

    Results compare by version first, then stars: a newer version of a stage
    replaces the results of the older one.
    """

    version: int
    stars: int


class NotProgress(Exception):
    """The bytes are not a progress file at all (not JSON, not an object, another format)."""


class NewerVersion(Exception):
    """The file is of a later format version; ``document`` is what could still be read of it."""

    def __init__(self, version: int, document: Document) -> None:
        super().__init__(f"it is in format version {version}")
        self.version = version
        self.document = document


@dataclass
class Entry:
    """One stage's result in a learner's record."""

    version: int
    stars: int
    at: int = 1
    attempts: list[Any] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def result(self) -> StageResult:
        return StageResult(self.version, self.stars)

    def kept_attempts(self) -> list[Attempt]:
        """The readable attempts, oldest first."""
        read = (Attempt.from_json(value) for value in self.attempts)
        return [attempt for attempt in read if attempt is not None]

    def to_json(self) -> dict[str, Any]:
        return {**self.extra, "version": self.version, "stars": self.stars, "at": self.at, "attempts": self.attempts}


@dataclass
class Learner:
    """One learner's name and results."""

    name: str = ""
    named: int = 0
    reset: int = 0
    stages: dict[str, Entry] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        stages = {key: entry.to_json() for key, entry in sorted(self.stages.items())}
        return {**self.extra, "name": self.name, "named": self.named, "reset": self.reset, "stages": stages}


@dataclass
class Document:
    """A whole progress file."""

    clock: int = 0
    current: str = DEFAULT_LEARNER
    learners: dict[str, Learner] = field(default_factory=dict)
    unreadable: list[Any] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    found: list[Any] = field(default_factory=list, compare=False)
    """What reading the file moved to ``unreadable`` (not written: it is in ``unreadable``)."""

    def learner(self, learner_id: str | None = None) -> Learner:
        """The learner *learner_id* (default: the current one), added if missing."""
        return self.learners.setdefault(self.current if learner_id is None else learner_id, Learner())

    def stamp(self) -> int:
        """Raise the clock and return it, for a change."""
        self.clock += 1
        return self.clock

    def to_json(self) -> dict[str, Any]:
        return {
            **self.extra,
            "format": FORMAT,
            "version": VERSION,
            "clock": self.clock,
            "current": self.current,
            "learners": {key: learner.to_json() for key, learner in sorted(self.learners.items())},
            "unreadable": self.unreadable,
        }


def normal_name(text: str) -> str:
    """*text* as a learner's name: one Unicode form (NFC), runs of spaces as one, no
    control characters, nothing around it.

    >>> normal_name("  Jose\\u0301\\t Lee ") == "Jos\\u00e9 Lee"
    True
    """
    text = "".join(
        " " if char.isspace() else char
        for char in text
        if char.isspace() or unicodedata.category(char) not in ("Cc", "Cs")
    )
    return " ".join(unicodedata.normalize("NFC", text).split())


def _number(value: Any, least: int, most: int | None = None) -> TypeGuard[int]:
    return type(value) is int and value >= least and (most is None or value <= most)


def _finite_float(text: str) -> float | str:
    number = float(text)
    return number if math.isfinite(number) else text


def _whole(text: str) -> int | str:
    return int(text) if len(text) <= 1000 else text  # a number too long to be one is kept as text


def parse(data: bytes) -> Document:
    """The document in *data*.

    :class:`NotProgress` when it is not a progress file, :class:`NewerVersion` when it
    is of a later version. Anything else that breaks the format is moved to
    :attr:`Document.unreadable` and the rest is kept.
    """
    try:
        raw = json.loads(data.decode("utf-8-sig"), parse_constant=str, parse_float=_finite_float, parse_int=_whole)
    except UnicodeDecodeError:
        raise NotProgress(_("it is not text")) from None
    except RecursionError:
        raise NotProgress(_("it is nested too deeply")) from None
    except ValueError:
        raise NotProgress(_("it is not JSON")) from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise NotProgress(_("it is not a draughts progress file"))
    version = raw.get("version")
    if not _number(version, 1):
        raise NotProgress(_("its format version is {version}", version=repr(version)))
    document = Document()
    if version == 1:
        _read_version_1(raw, document)
    else:
        _read_version_2(raw, document)
    document.clock = max(
        [document.clock]
        + [value for learner in document.learners.values() for value in (learner.named, learner.reset)]
        + [entry.at for learner in document.learners.values() for entry in learner.stages.values()]
    )
    if version > VERSION:
        raise NewerVersion(version, document)
    return document


def _read_version_1(raw: dict[str, Any], document: Document) -> None:
    learner = Learner()
    extra = {key: value for key, value in raw.items() if key not in ("format", "version", "name", "stages")}
    _read_learner({"name": raw.get("name", ""), "stages": raw.get("stages", {})}, learner, DEFAULT_LEARNER, document)
    if learner.name:
        learner.named = 1
    document.extra = extra
    document.clock = 1 if learner.stages or learner.name else 0
    document.learners[DEFAULT_LEARNER] = learner


_TOP = ("format", "version", "clock", "current", "learners", "unreadable")
_LEARNER = ("name", "named", "reset", "stages")
_ENTRY = ("version", "stars", "at", "attempts")


def _read_version_2(raw: dict[str, Any], document: Document) -> None:
    document.extra = {key: value for key, value in raw.items() if key not in _TOP}
    unreadable = raw.get("unreadable", [])
    if isinstance(unreadable, list):
        document.unreadable = unreadable
    else:
        _set_aside(document, ["unreadable"], unreadable)
    clock = raw.get("clock", 0)
    if _number(clock, 0):
        document.clock = clock
    else:
        _set_aside(document, ["clock"], clock)
    current = raw.get("current", DEFAULT_LEARNER)
    if isinstance(current, str):
        document.current = current
    else:
        _set_aside(document, ["current"], current)
    learners = raw.get("learners", {})
    if not isinstance(learners, dict):
        _set_aside(document, ["learners"], learners)
        return
    for learner_id, value in learners.items():
        if not isinstance(value, dict):
            _set_aside(document, ["learners", learner_id], value)
            continue
        learner = Learner(extra={key: item for key, item in value.items() if key not in _LEARNER})
        _read_learner(value, learner, learner_id, document)
        document.learners[learner_id] = learner


def _read_learner(raw: dict[str, Any], learner: Learner, learner_id: str, document: Document) -> None:
    where = ["learners", learner_id]
    name = raw.get("name", "")
    if isinstance(name, str):
        learner.name = normal_name(name)
    else:
        _set_aside(document, [*where, "name"], name)
    for key in ("named", "reset"):
        value = raw.get(key, 0)
        if _number(value, 0):
            setattr(learner, key, value)
        else:
            _set_aside(document, [*where, key], value)
    stages = raw.get("stages", {})
    if not isinstance(stages, dict):
        _set_aside(document, [*where, "stages"], stages)
        return
    for stage_id, value in stages.items():
        entry = _entry(value)
        if entry is None:
            _set_aside(document, [*where, "stages", stage_id], value)
            continue
        if not isinstance(entry.attempts, list):
            _set_aside(document, [*where, "stages", stage_id, "attempts"], entry.attempts)
            entry.attempts = []
        if entry.at >= learner.reset:
            learner.stages[stage_id] = entry


def _entry(value: Any) -> Entry | None:
    if not isinstance(value, dict):
        return None
    version, stars, at = value.get("version"), value.get("stars"), value.get("at", 1)
    if not (_number(version, 1) and _number(stars, 0, 3) and _number(at, 0)):
        return None
    extra = {key: item for key, item in value.items() if key not in _ENTRY}
    return Entry(version, stars, at, value.get("attempts", []), extra)


def _set_aside(document: Document, path: list[str], value: Any) -> None:
    item = {"path": path, "value": value}
    document.found.append(item)
    if item not in document.unreadable:
        document.unreadable.append(item)


def merge(mine: Document, theirs: Document) -> Document:
    """One document holding both: *theirs* is the file, *mine* what a notebook holds."""
    merged = Document(
        clock=max(mine.clock, theirs.clock),
        current=theirs.current,
        unreadable=list(theirs.unreadable),
        extra=dict(theirs.extra),
    )
    for item in mine.unreadable:
        if item not in merged.unreadable:
            merged.unreadable.append(item)
    for learner_id in {**theirs.learners, **mine.learners}:
        a, b = mine.learners.get(learner_id), theirs.learners.get(learner_id)
        merged.learners[learner_id] = _merge_learners(a or Learner(), b) if b is not None else _copy(a or Learner())
    return merged


def _copy(learner: Learner) -> Learner:
    return _merge_learners(learner, Learner(extra=learner.extra))


def _merge_learners(mine: Learner, theirs: Learner) -> Learner:
    reset = max(mine.reset, theirs.reset)
    named = max((mine.named, mine.name), (theirs.named, theirs.name))
    merged = Learner(name=named[1], named=named[0], reset=reset, extra=dict(theirs.extra))
    for stage_id in {**theirs.stages, **mine.stages}:
        candidates = [
            side.stages[stage_id]
            for side in (theirs, mine)
            if stage_id in side.stages and side.stages[stage_id].at >= reset
        ]
        if candidates:
            best = max(candidates, key=lambda entry: (entry.version, entry.stars, entry.at))
            attempts = _union(entry.attempts for entry in candidates if entry.version == best.version)
            kept = [value for value in attempts if not isinstance(value, dict) or _stamp(value) >= reset]
            merged.stages[stage_id] = Entry(best.version, best.stars, best.at, kept, dict(best.extra))
    return merged


def _stamp(attempt: dict[str, Any]) -> int:
    at = attempt.get("at")
    return at if _number(at, 0) else 0


def _union(lists: Iterable[list[Any]]) -> list[Any]:
    """The attempts of every list, each once, ordered by stamp, the last :data:`MAX_ATTEMPTS`."""
    seen: dict[str, Any] = {}
    for attempts in lists:
        for value in attempts:
            seen.setdefault(json.dumps(value, sort_keys=True), value)
    ordered = sorted(seen.items(), key=lambda item: (_stamp(item[1]) if isinstance(item[1], dict) else 0, item[0]))
    return [value for _key, value in ordered[-MAX_ATTEMPTS:]]


def serialise(document: Document) -> str:
    """The document as the file's text (standard JSON, ASCII, one key a line)."""
    return json.dumps(document.to_json(), indent=1, ensure_ascii=True, allow_nan=False) + "\n"
