"""Progress that is kept: the stars a learner earned on each stage, in a small JSON file.

:class:`Progress` reads and writes the file. It lives in the notebook's working
directory as ``draughts-progress.json`` unless the environment variable
``DRAUGHTS_PROGRESS`` names another file (in a browser-only Jupyter that directory is in
the browser's own storage). The format is described in :mod:`draughts.teaching.progress_file`.

Every change is written at once and atomically (a temporary file beside the file,
renamed over it), after re-reading the file under a lock and merging it with what the
notebook holds: per stage the best result, the latest name, and a reset that wins over
every result older than it. So two notebooks writing at once lose no stars, and a
reset or a new name in one notebook is not undone by another. A symbolic link is
written through: the file it points to is replaced, and the link stays.

Nothing in the file is fatal. A file that is not a progress file at all (not UTF-8, not
JSON, nested too deeply, another format) is set aside under a new name beside it, with
a :attr:`Progress.message`, and a fresh one is started; this is done under the lock,
after checking that the file is still the one that was read, so it never moves away a
file another notebook has just saved. In a progress file, a value that breaks the
format (4 stars, a name that is a number) is moved to the file's ``unreadable`` list
and every other star is kept. A file of a later format version is left as it is, and
what is earned meanwhile is written to a side file beside it, which that later version
reads and merges in.

When a write fails (a folder that cannot be written, a full disk, a read-only file),
the stars are kept in memory and written with the next change that succeeds;
:attr:`Progress.saved` is false and :attr:`Progress.message` says why.

In a browser (Python in JupyterLite) there is no file lock. Two tabs that write at the
same moment can each read the file before the other writes it; the second write then
lacks the first tab's newest change. That change is not lost while its tab stays open:
the tab keeps it and writes it again, merged, with its next change. It is lost if the
tab is closed before it writes again. A reset and a result that take the same stamp in
two tabs keep the result; two names with the same stamp keep the one that sorts last.
Results, names and resets from earlier writes are never lost.

A learner's :meth:`Progress.code` is one line (their name, the stars per stage and a
checksum) to send to a teacher, whose :class:`ClassTable` reads a class's codes (see
:mod:`draughts.teaching.progress_code`).

>>> import tempfile, pathlib
>>> from draughts.course.bank import STAGE_SETS
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> progress = Progress(folder / "progress.json")
>>> first = STAGE_SETS[0][0]
>>> progress.record(first, 2), progress.record(first, 1), progress.stars(first), progress.saved
(True, False, 2, True)
>>> Progress(folder / "progress.json").stars(first)
2
>>> progress.name = "Ada"
>>> table = ClassTable.from_codes(progress.code())
>>> table.names, table.stars("Ada", first)
(['Ada'], 2)
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from draughts.core.errors import ProgressCodeError, ProgressError
from draughts.core.messages import _
from draughts.teaching.mistakes import StageMistakes
from draughts.teaching.progress_code import ClassTable, make_code, read_code
from draughts.teaching.progress_file import (
    MAX_ATTEMPTS,
    Attempt,
    Document,
    Entry,
    Learner,
    NewerVersion,
    NotProgress,
    StageResult,
    merge,
    normal_name,
    parse,
    serialise,
)
from draughts.teaching.stages import Stage, StageSet

__all__ = [
    "DEFAULT_FILE",
    "ENVIRONMENT_VARIABLE",
    "ClassTable",
    "Progress",
    "ProgressCodeError",
    "ProgressError",
    "StageResult",
    "progress_path",
    "read_code",
    "side_path",
]

ENVIRONMENT_VARIABLE = "DRAUGHTS_PROGRESS"
"""The environment variable that names the progress file."""

DEFAULT_FILE = "draughts-progress.json"
"""The progress file's name in the working directory, when the variable is not set."""


def progress_path() -> Path:
    """Where progress is kept: ``$DRAUGHTS_PROGRESS``, else ``draughts-progress.json`` here."""
    return Path(os.environ.get(ENVIRONMENT_VARIABLE) or DEFAULT_FILE)


def side_path(path: Path) -> Path:
    """The side file for *path*, used while *path* is of a later format version.

    >>> side_path(Path("draughts-progress.json")).name
    'draughts-progress.v2.json'
    """
    return path.with_name(f"{path.stem}.v2{path.suffix}")


def _entry(learner: Learner, stage: Stage) -> Entry | None:
    """*learner*'s entry for *stage*: under its id, or else under the first of its earlier ids."""
    return next((learner.stages[key] for key in stage.keys if key in learner.stages), None)


class Progress:
    """A learner's stars, kept in a JSON file (see the module's introduction).

    ``path`` defaults to :func:`progress_path`; ``learner`` is the id of the learner
    in the file (default: the file's current learner).

    :attr:`saved` is true unless the last write failed. :attr:`message` holds the
    latest sentence for the learner about the file (set aside, partly unreadable, of a
    later version, or not writable), and is empty while nothing went wrong.
    """

    def __init__(self, path: str | Path | None = None, *, learner: str | None = None) -> None:
        self.path = Path(path) if path is not None else progress_path()
        self.message = ""
        self.saved = True
        self._document = Document()
        self._newer: int | None = None
        self._blocked = ""
        self._learner_id = learner
        self._load()
        if self._learner_id is None:
            self._learner_id = self._document.current

    @property
    def _learner(self) -> Learner:
        return self._document.learner(self._learner_id)

    @property
    def name(self) -> str:
        """The learner's name, written into the :meth:`code` (setting it saves the file).

        It is kept in one Unicode form, without spaces around it.
        """
        return self._learner.name

    @name.setter
    def name(self, value: str) -> None:
        if not isinstance(value, str):
            raise ProgressError(f"a name is text, not {value!r}")
        name = normal_name(value)

        def rename(document: Document) -> bool:
            learner = document.learner(self._learner_id)
            learner.name, learner.named = name, document.stamp()
            return True

        self._change(rename)

    # -- reading --------------------------------------------------------------------

    def stars(self, stage: Stage) -> int:
        """The best stars earned on *stage* (0 if unsolved, or solved in an older version)."""
        entry = _entry(self._learner, stage)
        return entry.stars if entry is not None and entry.version == stage.version else 0

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
        """Every solved stage's best result, by stage id."""
        return {key: entry.result for key, entry in self._learner.stages.items() if entry.stars}

    @property
    def mistakes(self) -> dict[str, StageMistakes]:
        """What the kept attempts got wrong, by stage id (stages without a mistake are left out)."""
        summaries = {
            key: StageMistakes.of(entry.version, entry.kept_attempts()) for key, entry in self._learner.stages.items()
        }
        return {key: summary for key, summary in summaries.items() if summary.count}

    def attempts(self, stage: Stage) -> list[Attempt]:
        """The kept attempts at *stage* (its version now), oldest first."""
        entry = _entry(self._learner, stage)
        return entry.kept_attempts() if entry is not None and entry.version == stage.version else []

    def reload(self) -> None:
        """Read the file again and merge it in (for results written by another notebook)."""
        self._load()

    # -- writing --------------------------------------------------------------------

    def record(self, stage: Stage, stars: int) -> bool:
        """Keep *stars* for *stage* if they beat what was kept; return whether they did.

        *stars* is a whole number from 0 to 3 (:class:`ProgressError` otherwise). The
        file is re-read and merged before it is written, so results saved meanwhile by
        another notebook are kept too. Whether the write worked is :attr:`saved`.
        """
        if type(stars) is not int or not 0 <= stars <= 3:
            raise ProgressError(f"stars are a whole number from 0 to 3, not {stars!r}")
        if stars == 0:
            return False
        new = StageResult(stage.version, stars)

        def keep(document: Document) -> bool:
            learner = document.learner(self._learner_id)
            old = _entry(learner, stage)
            if old is not None and old.result >= new:
                return False
            same = old is not None and old.version == stage.version
            learner.stages[stage.id] = Entry(
                stage.version,
                stars,
                document.stamp(),
                list(old.attempts) if old is not None and same else [],
                dict(old.extra) if old is not None else {},
            )
            return True

        return self._change(keep)

    def add_attempt(self, stage: Stage, attempt: Attempt) -> None:
        """Keep *attempt* at *stage* (stamped now), with the last :data:`MAX_ATTEMPTS` before it.

        An attempt at an older version of a stage than the file holds is not kept; one at a
        newer version starts the stage afresh.

        >>> import tempfile, pathlib
        >>> from draughts.course.bank import STAGE_SETS
        >>> progress = Progress(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
        >>> first = STAGE_SETS[0][0]
        >>> for _ in range(12):
        ...     progress.add_attempt(first, Attempt(0, {"men forward only": 1}, "lose-piece"))
        >>> len(progress.attempts(first)), progress.attempts(first)[-1].at, progress.stars(first)
        (10, 13, 0)
        """

        def keep(document: Document) -> bool:
            learner = document.learner(self._learner_id)
            old = _entry(learner, stage)
            if old is not None and old.version > stage.version:
                return False
            if old is not None and stage.id not in learner.stages:  # kept under an earlier id
                old = learner.stages[stage.id] = Entry(
                    old.version, old.stars, old.at, list(old.attempts), dict(old.extra)
                )
            if old is None or old.version < stage.version:
                old = learner.stages[stage.id] = Entry(stage.version, 0, document.stamp())
            stamped = Attempt(document.stamp(), attempt.refused, attempt.failed, attempt.stars)
            old.attempts = [*old.attempts, stamped.to_json()][-MAX_ATTEMPTS:]
            return True

        self._change(keep)

    def reset(self) -> None:
        """Forget every result (the widgets ask for a confirmation first); the name stays.

        Other notebooks open on the file forget them too when they next read it.
        """

        def forget(document: Document) -> bool:
            learner = document.learner(self._learner_id)
            learner.reset, learner.stages = document.stamp(), {}
            return True

        self._change(forget)

    # -- the file -------------------------------------------------------------------

    def _target(self) -> Path:
        """The file to read and replace: the path, or the file its link points to."""
        return Path(os.path.realpath(self.path)) if self.path.is_symlink() else self.path

    def _load(self) -> None:
        target = self._target()
        with _locked(target):
            self._document = merge(self._document, self._read_files(target))

    def _change(self, change: Callable[[Document], bool]) -> bool:
        """Under the lock: merge with the file, apply *change*, and write if it changed anything."""
        target = self._target()
        with _locked(target):
            self._document = merge(self._document, self._read_files(target))
            changed = change(self._document)
            if changed:
                self._write(target)
        return changed

    def _read_files(self, target: Path) -> Document:
        """The file and its side file, merged; problems become the message."""
        self._blocked, self._newer = "", None
        document = self._read_one(target)
        side = side_path(target)
        if side.exists():
            document = merge(self._read_one(side), document)
        return document

    def _read_one(self, path: Path) -> Document:
        for _attempt in range(3):
            try:
                data = path.read_bytes()
            except FileNotFoundError:
                return Document()
            except OSError as error:
                self._blocked = f"{error.strerror or error}"
                self.message = _(
                    "Your progress file {path} could not be read: {reason}.", path=self.path, reason=self._blocked
                )
                return Document()
            try:
                document = parse(data)
            except NewerVersion as newer:
                self._newer = newer.version
                self.message = _(
                    "Your progress file was made by a newer version of this course, so it was left as it is; "
                    "your new stars are kept beside it in {file}.",
                    file=side_path(path).name,
                )
                return newer.document
            except NotProgress as problem:
                try:
                    kept = _set_aside(path, data)
                except OSError as error:
                    self._blocked = _(
                        "it is damaged and could not be set aside ({reason})", reason=error.strerror or error
                    )
                    self.message = _(
                        "Your progress file was damaged ({problem}) and was left as it is.", problem=problem
                    )
                    return Document()
                if kept is None:
                    continue  # another notebook changed it meanwhile: read it again
                self.message = _(
                    "Your progress file was damaged ({problem}); it was kept as {file} and a fresh one was started.",
                    problem=problem,
                    file=kept.name,
                )
                return Document()
            if any(item not in self._document.unreadable for item in document.found):
                self.message = _(
                    "Part of your progress file could not be read, so it was put aside in the file; "
                    "your other stars are kept."
                )
            return document
        return Document()

    def _write(self, target: Path) -> None:
        destination = side_path(target) if self._newer is not None else target
        try:
            if self._blocked:
                raise _Unsaved(self._blocked)
            with contextlib.suppress(FileNotFoundError):
                if not destination.stat().st_mode & stat.S_IWUSR:
                    raise _Unsaved(_("the file is read-only"))
            try:
                text = serialise(self._document)
            except (ValueError, RecursionError):
                raise _Unsaved(_("the file holds data too deeply nested to write back")) from None
            _write_atomically(destination, text)
            if self._newer is None:
                with contextlib.suppress(FileNotFoundError):
                    side_path(target).unlink()
        except (OSError, _Unsaved) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            self.saved = False
            self.message = _("Your stars could not be saved in {path}: {reason}.", path=self.path, reason=reason)
        else:
            self.saved = True

    # -- the progress code -----------------------------------------------------------

    def code(self) -> str:
        """One line to send to a teacher: the name, the stars and mistakes per stage and a checksum.

        :class:`ProgressCodeError` when no name was given.
        """
        return make_code(self.name, self.results, self.mistakes)

    def __repr__(self) -> str:
        return f"<Progress {str(self.path)!r}: {len(self.results)} stages solved>"


class _Unsaved(Exception):
    """Why the file must not be written."""


def _set_aside(path: Path, seen: bytes) -> Path | None:
    """Rename the damaged file to a free name beside it and return that name.

    ``None`` when the file is no longer what was read (another notebook replaced or set
    it aside meanwhile), so nothing was moved.
    """
    try:
        if path.read_bytes() != seen:
            return None
    except FileNotFoundError:
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1000):
        kept = path.with_name(f"{path.stem}.damaged-{stamp}{f'-{number}' if number else ''}.json")
        if not kept.exists():
            break
    try:
        path.replace(kept)
    except FileNotFoundError:
        return None
    return kept


def _write_atomically(path: Path, text: str) -> None:
    """Write *text* to a temporary file beside *path*, then rename it over *path*."""
    folder = path.parent if str(path.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on a lock file beside *path* (where the system has locks).

    Where there is none (Windows, Python in a browser, a folder that cannot be written),
    the merge on write still keeps earlier results.
    """
    try:
        from fcntl import LOCK_EX, LOCK_UN, flock
    except ImportError:  # no file locks here (Windows, or Python in a browser, whose fcntl has no flock)
        yield
        return
    lock = path.with_name(path.name + ".lock")
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        file = open(lock, "a")  # noqa: SIM115 - closed below, after the body ran
    except OSError:  # the folder cannot be written: read without a lock (writing will fail and say so)
        yield
        return
    with file:
        try:
            flock(file.fileno(), LOCK_EX)
        except OSError:  # a file system without locks (a browser's storage): merge without one
            yield
            return
        try:
            yield
        finally:
            flock(file.fileno(), LOCK_UN)
