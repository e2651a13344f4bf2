"""Progress that is kept: the stars a learner earned on each stage, in a small JSON file.

:class:`Progress` reads and writes the file. It lives in the notebook's working
directory as ``draughts-progress.json`` unless the environment variable
``DRAUGHTS_PROGRESS`` names another file (in a browser-only Jupyter that directory is in
the browser's own storage). Every change is written at once and atomically (a temporary
file renamed over the old one), after re-reading the file and keeping the best result
per stage, so two notebooks or two browser tabs writing at once lose no stars. A
damaged or foreign file is never fatal: it is set aside under a new name, with a
message, and a fresh one is started.

A learner's :meth:`Progress.code` is one line (their name, the stars per stage and a
checksum) to send to a teacher, whose :class:`ClassTable` reads a class's codes.

>>> import tempfile, pathlib
>>> from draughts.stage_bank import STAGE_SETS
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> progress = Progress(folder / "progress.json")
>>> first = STAGE_SETS[0][0]
>>> progress.record(first, 2), progress.record(first, 1), progress.stars(first)
(True, False, 2)
>>> Progress(folder / "progress.json").stars(first)
2
>>> progress.name = "Ada"
>>> table = ClassTable.from_codes(progress.code())
>>> table.names, table.stars("Ada", first)
(['Ada'], 2)
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import tempfile
import time
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from .errors import ProgressCodeError
from .stages import Stage, StageSet

__all__ = [
    "DEFAULT_FILE",
    "ENVIRONMENT_VARIABLE",
    "ClassTable",
    "Progress",
    "ProgressCodeError",
    "StageResult",
    "progress_path",
]

ENVIRONMENT_VARIABLE = "DRAUGHTS_PROGRESS"
"""The environment variable that names the progress file."""

DEFAULT_FILE = "draughts-progress.json"
"""The progress file's name in the working directory, when the variable is not set."""

_FORMAT = "draughts-progress"
_FORMAT_VERSION = 1
_CODE_PREFIX = "DRAUGHTS1"


def progress_path() -> Path:
    """Where progress is kept: ``$DRAUGHTS_PROGRESS``, else ``draughts-progress.json`` here."""
    return Path(os.environ.get(ENVIRONMENT_VARIABLE) or DEFAULT_FILE)


@dataclass(frozen=True, order=True)
class StageResult:
    """The best result on one version of a stage: its stars (1 to 3 once solved).

    Results compare by version first, then stars: a newer version of a stage
    replaces the results of the older one.
    """

    version: int
    stars: int


class Progress:
    """A learner's stars, kept in a JSON file (see the module's introduction).

    ``path`` defaults to :func:`progress_path`. :attr:`message` holds a sentence for
    the learner when something went wrong with the file (set aside or not writable),
    and is empty otherwise.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else progress_path()
        self.message = ""
        self._name = ""
        self._results: dict[str, StageResult] = {}
        self._read_into_self()

    @property
    def name(self) -> str:
        """The learner's name, written into the :meth:`code` (setting it saves the file)."""
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        self._name = value.strip()
        self._save()

    # -- reading --------------------------------------------------------------------

    def stars(self, stage: Stage) -> int:
        """The best stars earned on *stage* (0 if unsolved, or solved in an older version)."""
        result = self._results.get(stage.id)
        return result.stars if result is not None and result.version == stage.version else 0

    def set_stars(self, stages: StageSet) -> list[int]:
        """The stars of each stage of *stages*, in order."""
        return [self.stars(stage) for stage in stages]

    def total(self, sets: Iterable[StageSet]) -> tuple[int, int]:
        """The stars earned and the stars there are to earn in *sets*."""
        earned = available = 0
        for stages in sets:
            earned += sum(self.set_stars(stages))
            available += 3 * len(stages)
        return earned, available

    @property
    def results(self) -> dict[str, StageResult]:
        """Every stage's best result, by stage id."""
        return dict(self._results)

    def reload(self) -> None:
        """Read the file again (for results written by another notebook)."""
        self._read_into_self()

    # -- writing --------------------------------------------------------------------

    def record(self, stage: Stage, stars: int) -> bool:
        """Keep *stars* for *stage* if they beat what was kept; return whether they did.

        The file is re-read and merged before it is written, so results saved
        meanwhile by another notebook are kept too.
        """
        if not 0 <= stars <= 3:
            raise ValueError(f"stars run from 0 to 3, not {stars}")
        new = StageResult(stage.version, stars)
        old = self._results.get(stage.id)
        if stars == 0 or (old is not None and old >= new):
            return False
        self._results[stage.id] = new
        self._save()
        return True

    def reset(self) -> None:
        """Forget every result (the widgets ask for a confirmation first)."""
        self._results.clear()
        self._save(merge=False)

    def _save(self, *, merge: bool = True) -> None:
        """Merge with the file (unless *merge* is false) and write it atomically."""
        try:
            with _locked(self.path):
                if merge:
                    name, results = self._read()
                    for stage_id, result in results.items():
                        mine = self._results.get(stage_id)
                        if mine is None or result > mine:
                            self._results[stage_id] = result
                    self._name = self._name or name
                _write_atomically(self.path, self._document())
        except OSError as error:
            self.message = f"Your stars could not be saved in {self.path}: {error.strerror or error}."

    def _document(self) -> dict[str, Any]:
        return {
            "format": _FORMAT,
            "version": _FORMAT_VERSION,
            "name": self._name,
            "stages": {
                stage_id: {"version": r.version, "stars": r.stars} for stage_id, r in sorted(self._results.items())
            },
        }

    def _read_into_self(self) -> None:
        self._name, self._results = self._read()

    def _read(self) -> tuple[str, dict[str, StageResult]]:
        """The name and results in the file; a damaged file is set aside and read as empty."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return "", {}
        except OSError as error:
            self.message = f"Your progress file {self.path} could not be read: {error.strerror or error}."
            return "", {}
        try:
            return _parse(json.loads(text))
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            kept = self._set_aside()
            self.message = (
                f"Your progress file was damaged ({error}); it was kept as {kept.name} and a fresh one was started."
            )
            return "", {}

    def _set_aside(self) -> Path:
        """Rename the damaged file to a free name beside it and return that name."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for number in range(1000):
            kept = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{f'-{number}' if number else ''}.json")
            if not kept.exists():
                break
        self.path.replace(kept)
        return kept

    # -- the progress code -----------------------------------------------------------

    def code(self) -> str:
        """One line to send to a teacher: the name, the stars per stage and a checksum."""
        if not self._name:
            raise ValueError("give your name first (progress.name = ...), so the teacher knows whose code it is")
        stages = {stage_id: [r.version, r.stars] for stage_id, r in sorted(self._results.items())}
        payload = base64.urlsafe_b64encode(zlib.compress(json.dumps(stages, separators=(",", ":")).encode())).decode()
        body = f"{_CODE_PREFIX}:{quote(self._name, safe='')}:{payload.rstrip('=')}"
        return f"{body}:{_checksum(body)}"

    def __repr__(self) -> str:
        return f"<Progress {str(self.path)!r}: {len(self._results)} stages solved>"


def _checksum(text: str) -> str:
    return f"{zlib.crc32(text.encode()):08x}"


def _parse(document: Any) -> tuple[str, dict[str, StageResult]]:
    """The name and results of a progress document; ``ValueError`` when it is not one."""
    if not isinstance(document, dict) or document.get("format") != _FORMAT:
        raise ValueError("it is not a draughts progress file")
    if document.get("version") != _FORMAT_VERSION:
        raise ValueError(f"it is in format version {document.get('version')!r}, not {_FORMAT_VERSION}")
    name = document.get("name", "")
    if not isinstance(name, str):
        raise ValueError("the name is not text")
    results = {}
    for stage_id, entry in document["stages"].items():
        version, stars = entry["version"], entry["stars"]
        if not (isinstance(version, int) and isinstance(stars, int) and 1 <= stars <= 3):
            raise ValueError(f"the result of {stage_id} is not a version and 1 to 3 stars")
        results[str(stage_id)] = StageResult(version, stars)
    return name, results


def _write_atomically(path: Path, document: dict[str, Any]) -> None:
    """Write *document* to a temporary file beside *path*, then rename it over *path*."""
    folder = path.parent if str(path.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            json.dump(document, file, indent=1)
            file.write("\n")
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on a lock file beside *path* (where the system has locks)."""
    try:
        from fcntl import LOCK_EX, LOCK_UN, flock
    except ImportError:  # no file locks here (Windows, or Python in a browser, whose fcntl has no flock)
        yield  # the merge on write still keeps earlier results
        return
    lock = path.with_name(path.name + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "a") as file:
        try:
            flock(file.fileno(), LOCK_EX)
        except OSError:  # a file system without locks (a browser's storage): merge without one
            yield
            return
        try:
            yield
        finally:
            flock(file.fileno(), LOCK_UN)


# -- a class's progress -------------------------------------------------------------


@dataclass(frozen=True)
class ClassTable:
    """A class's progress, read from the learners' codes.

    :attr:`results` maps each learner's name to their results by stage id;
    :attr:`problems` holds a sentence for each line that could not be read. Two
    codes from one learner (by name) are merged, keeping the best result per stage,
    so the order in which codes are pasted does not matter.
    """

    results: dict[str, dict[str, StageResult]]
    problems: tuple[str, ...] = ()

    @classmethod
    def from_codes(cls, text: str) -> ClassTable:
        """Read pasted codes, one a line (blank lines and spaces around codes are ignored)."""
        results: dict[str, dict[str, StageResult]] = {}
        problems = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                name, stages = read_code(line)
            except ProgressCodeError as error:
                problems.append(f"line {number}: {error}")
                continue
            merged = results.setdefault(name, {})
            for stage_id, result in stages.items():
                if stage_id not in merged or result > merged[stage_id]:
                    merged[stage_id] = result
        return cls(results, tuple(problems))

    @property
    def names(self) -> list[str]:
        """The learners, in alphabetical order."""
        return sorted(self.results, key=str.casefold)

    def stars(self, name: str, stage: Stage) -> int:
        """The stars *name* earned on *stage* (0 when unsolved or solved in an older version)."""
        result = self.results.get(name, {}).get(stage.id)
        return result.stars if result is not None and result.version == stage.version else 0

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


def read_code(code: str) -> tuple[str, dict[str, StageResult]]:
    """The name and results in a progress code; :class:`ProgressCodeError` if it is damaged.

    >>> read_code("hello")
    Traceback (most recent call last):
    ...
    draughts.errors.ProgressCodeError: this is not a progress code: it should start with DRAUGHTS1
    """
    parts = code.strip().split(":")
    if len(parts) != 4 or parts[0] != _CODE_PREFIX:
        raise ProgressCodeError(f"this is not a progress code: it should start with {_CODE_PREFIX}")
    prefix, name, payload, checksum = parts
    if _checksum(f"{prefix}:{name}:{payload}") != checksum:
        raise ProgressCodeError("this code is damaged (its checksum does not match): copy the whole line again")
    try:
        data = json.loads(zlib.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))))
        stages = {str(stage_id): StageResult(int(version), int(stars)) for stage_id, (version, stars) in data.items()}
    except (ValueError, TypeError, zlib.error) as error:
        raise ProgressCodeError(f"this code cannot be read ({error})") from None
    return unquote(name), stages
