"""What learners get wrong: each attempt's refused moves and failed conditions, by rule.

An :class:`AttemptLog` follows one attempt at a stage: every move the board refuses is
counted under its :class:`~draughts.core.explain.Reason`, and the attempt's end (its
:class:`~draughts.teaching.stages.Verdict`) says what failed it. The attempt is kept in
the progress file (:class:`~draughts.teaching.progress_file.Attempt`); a stage's kept
attempts add up to its :class:`StageMistakes`, which the progress code carries, and a
class's codes give the :class:`Misconception` rows of the class table.

>>> from draughts.core.explain import Reason
>>> log = AttemptLog()
>>> log.refuse(Reason.CAPTURE_COMPULSORY)
>>> log.refuse(Reason.CAPTURE_COMPULSORY)
>>> log.attempt(stars=3)
Attempt(at=0, refused={'capture compulsory': 2}, failed='', stars=3)
>>> describe("capture compulsory"), describe("lose-piece")
('played a quiet move while a capture was on', 'left a piece to be taken')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from draughts.core.explain import Reason
from draughts.core.messages import N_, _, n_
from draughts.teaching.progress_file import Attempt
from draughts.teaching.stages import Stage, StageSet, Status, Verdict

__all__ = [
    "CODE_RULES",
    "GAME_OVER",
    "AttemptLog",
    "Misconception",
    "StageMistakes",
    "describe",
    "failure",
    "misconceptions",
    "stage_labels",
]

CODE_RULES = 5
"""How many rules a progress code names per stage: those refused most often in its attempts."""

GAME_OVER = "game-over"
"""What failed an attempt whose game ended before the goal (no fail condition did)."""

_REFUSED: dict[Reason, str] = {
    Reason.CAPTURE_COMPULSORY: N_("played a quiet move while a capture was on"),
    Reason.MUST_GO_ON: N_("stopped a capture that had to go on"),
    Reason.MUST_TAKE_MOST: N_("took fewer pieces than the most they could take"),
    Reason.MUST_STOP_WHERE_IT_CAN_GO_ON: N_("landed a flying king where it could not capture on"),
    Reason.MEN_CAPTURE_FORWARD_ONLY: N_("captured backward with a man where men capture only forward"),
    Reason.KING_ONE_SQUARE: N_("moved a king more than one square where kings step one square"),
    Reason.JUMPED_PIECE_STAYS: N_("jumped or passed a piece already jumped in the same capture"),
    Reason.CROWNING_ENDS_TURN: N_("went on capturing after crowning"),
    Reason.CROWNED_MAN_GOES_ON: N_("went on as a king after only passing the far row"),
    Reason.CROWNED_KING_GOES_ON: N_("did not go on as a king after crowning mid-capture"),
    Reason.NOT_DIAGONAL: N_("moved off the diagonals"),
    Reason.OCCUPIED: N_("moved onto an occupied square"),
    Reason.MEN_FORWARD_ONLY: N_("moved a man backward"),
    Reason.MAN_ONE_SQUARE: N_("moved a man more than one square"),
    Reason.NOTHING_TO_JUMP: N_("jumped where there was nothing to jump"),
    Reason.OWN_PIECE: N_("jumped their own piece"),
    Reason.ADJACENT_PAIR: N_("jumped two pieces side by side"),
    Reason.ONE_AT_A_TIME: N_("jumped two pieces at once"),
    Reason.JUMPED_TWICE: N_("jumped the same piece twice"),
    Reason.MAN_JUMPS_ADJACENT: N_("jumped with a man from a distance"),
    Reason.KING_JUMPS_ADJACENT: N_("jumped with a short-moving king from a distance"),
    Reason.NOT_THIS_PIECES_MOVE: N_("tried a move the piece does not have"),
    Reason.PIECE_HAS_NO_MOVE: N_("tried to move a piece that has no move"),
}
_FAILED: dict[str, str] = {
    "lose-piece": N_("left a piece to be taken"),
    "allow-capture": N_("moved into a capture"),
    "they-crown": N_("let the other side crown"),
    "too-many-moves": N_("missed the quickest way to the goal"),
    "wrong-move": N_("left the solution's line"),
    GAME_OVER: N_("let the game end before reaching the goal"),
}
_PHRASES = {reason.value: phrase for reason, phrase in _REFUSED.items()} | _FAILED


def describe(key: str) -> str:
    """What a learner did, for a refusal's reason (its value) or a fail condition's kind."""
    phrase = _PHRASES.get(key)
    return _(phrase) if phrase is not None else _("broke the rule “{rule}”", rule=key)


def failure(verdict: Verdict) -> str:
    """What failed the attempt *verdict* ended: its condition's kind, :data:`GAME_OVER`, or ``""``."""
    if verdict.status is not Status.FAILED:
        return ""
    return verdict.condition.kind if verdict.condition is not None and verdict.condition.kind else GAME_OVER


class AttemptLog:
    """The mistakes of the attempt being played: refused moves by reason, until it ends."""

    def __init__(self) -> None:
        self.refused: Counter[str] = Counter()
        """The refused moves so far, by reason (its value)."""

    def refuse(self, reason: Reason) -> None:
        """Count a move the rules refused (reasons that are not a rule, as a click on no piece, are not counted)."""
        if reason in _REFUSED:
            self.refused[reason.value] += 1

    def attempt(self, *, stars: int = 0, failed: str = "") -> Attempt:
        """The attempt as kept (its stamp is set when it is written), and a fresh log for the next."""
        attempt = Attempt(0, dict(self.refused), failed, stars)
        self.refused = Counter()
        return attempt

    def ended(self, verdict: Verdict) -> Attempt:
        """The attempt ended by *verdict* (solved, failed or shown)."""
        return self.attempt(stars=verdict.stars, failed=failure(verdict))


@dataclass(frozen=True)
class StageMistakes:
    """A stage's kept attempts added up: how many, the refused moves and the failures by kind.

    >>> summary = StageMistakes.of(1, [Attempt(3, {"men forward only": 1}), Attempt(5, failed="lose-piece")])
    >>> summary.to_code(), summary.count
    ([2, {'men forward only': 1}, {'lose-piece': 1}], 2)
    """

    version: int
    attempts: int
    refused: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, version: int, attempts: Iterable[Attempt]) -> StageMistakes:
        """The sum of *attempts* at *version* of a stage."""
        refused: Counter[str] = Counter()
        failed: Counter[str] = Counter()
        count = 0
        for attempt in attempts:
            count += 1
            refused.update(attempt.refused)
            if attempt.failed:
                failed[attempt.failed] += 1
        return cls(version, count, dict(sorted(refused.items())), dict(sorted(failed.items())))

    @property
    def count(self) -> int:
        """How many mistakes: refused moves and failed attempts."""
        return sum(self.refused.values()) + sum(self.failed.values())

    def by_key(self) -> dict[str, int]:
        """Every mistake by its key: a refusal's reason or a failure's kind."""
        return {**self.refused, **self.failed}

    def to_code(self) -> list[Any]:
        """The entry's items after the version and the stars in a progress code: the refused
        moves of the :data:`CODE_RULES` rules refused most often, so that a code stays short."""
        most = sorted(self.refused.items(), key=lambda item: (-item[1], item[0]))[:CODE_RULES]
        return [self.attempts, dict(sorted(most)), self.failed]

    @classmethod
    def from_code(cls, version: int, items: Sequence[Any]) -> StageMistakes | None:
        """What :meth:`to_code` wrote, or ``None`` when it breaks that shape."""
        if len(items) < 3:
            return None
        attempts, refused, failed = items[:3]
        if type(attempts) is not int or attempts < 0 or not (_counts(refused) and _counts(failed)):
            return None
        return cls(version, attempts, dict(refused), dict(failed))


def _counts(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(key, str) and key and type(count) is int and count >= 1 for key, count in value.items()
    )


@dataclass(frozen=True)
class Misconception:
    """One mistake across a class (or one learner): what was done, by whom, how often, where.

    :attr:`stages` are the stages where it happened with their counts, most first;
    :attr:`repeat` is the stage to repeat, the one with most such mistakes, and
    :attr:`label` names it as the class sees it ("3.2").
    """

    key: str
    learners: tuple[str, ...]
    times: int
    stages: tuple[tuple[Stage, int], ...]
    label: str

    @property
    def what(self) -> str:
        """What was done, in words."""
        return describe(self.key)

    @property
    def repeat(self) -> Stage:
        """The stage to repeat."""
        return self.stages[0][0]

    def sentence(self, learner: str | None = None) -> str:
        """The row as a sentence, about the class or about *learner*.

        ``4 pupils played a quiet move while a capture was on, 11 times: stage 3.2 'must-capture' to repeat.``
        """
        times = _("once") if self.times == 1 else n_("{count} times", "{count} times", self.times)
        where = {"what": self.what, "times": times, "stage": self.label, "name": self.repeat.name}
        if learner:
            return _("{learner} {what}, {times}: stage {stage} '{name}' to repeat.", learner=learner, **where)
        return n_(
            "{count} pupil {what}, {times}: stage {stage} '{name}' to repeat.",
            "{count} pupils {what}, {times}: stage {stage} '{name}' to repeat.",
            len(self.learners),
            **where,
        )


def stage_labels(sets: Iterable[StageSet], numbers: Mapping[str, int] | None = None) -> dict[str, str]:
    """Each stage's label by id: its lesson's number (from *numbers*, by lesson key, else the set's
    place from 1), a dot, its place in the lesson.

    >>> from draughts.teaching.stages import CaptureAll
    >>> one = Stage("capture/one", "W:W30:B26", goal="Capture", success=CaptureAll(), par=1, solution=("30x23",))
    >>> stage_labels([StageSet("capture", "Captures", (one,))], {"capture": 3})
    {'capture/one': '3.1'}
    """
    labels = {}
    for place, stages in enumerate(sets, start=1):
        lesson = (numbers or {}).get(stages.lesson, place)
        for number, stage in enumerate(stages, start=1):
            labels[stage.id] = f"{lesson}.{number}"
    return labels


def misconceptions(
    mistakes: Mapping[str, Mapping[str, StageMistakes]],
    sets: Iterable[StageSet],
    numbers: Mapping[str, int] | None = None,
) -> list[Misconception]:
    """The mistakes of a class, *mistakes* by learner then stage id, one row per kind of mistake.

    Only stages of *sets*, in the version they have now, count; a stage's entry under an
    earlier id (:attr:`~draughts.teaching.stages.Stage.formerly`) counts while it has none
    under its own id. The rows come most
    widespread first (by learners, then times); *numbers* gives the lessons' numbers by
    key for the stage labels (see :func:`stage_labels`).
    """
    sets = tuple(sets)
    labels = stage_labels(sets, numbers)
    order = {stage.id: place for place, stage in enumerate(stage for stages in sets for stage in stages)}
    stages = {key: stage for stages in sets for stage in stages for key in stage.keys}
    learners: dict[str, set[str]] = {}
    places: dict[str, Counter[str]] = {}
    for name, by_stage in mistakes.items():
        for stage_id, summary in by_stage.items():
            stage = stages.get(stage_id)
            if stage is None or summary.version != stage.version or (stage_id != stage.id and stage.id in by_stage):
                continue  # an entry under an earlier id counts only while the stage has none under its own
            for key, count in summary.by_key().items():
                learners.setdefault(key, set()).add(name)
                places.setdefault(key, Counter())[stage.id] += count
    rows = []
    for key, where in places.items():
        ranked = sorted(where.items(), key=lambda item: (-item[1], order[item[0]]))
        rows.append(
            Misconception(
                key,
                tuple(sorted(learners[key], key=str.casefold)),
                sum(where.values()),
                tuple((stages[stage_id], count) for stage_id, count in ranked),
                labels[ranked[0][0]],
            )
        )
    return sorted(rows, key=lambda row: (-len(row.learners), -row.times, row.key))
