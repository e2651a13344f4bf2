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
from draughts.core.messages import N_, Nn_, _, n_
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
_BY_LEARNER: dict[str, str] = {
    Reason.CAPTURE_COMPULSORY.value: N_(
        "{learner} played a quiet move while a capture was on, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.MUST_GO_ON.value: N_(
        "{learner} stopped a capture that had to go on, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.MUST_TAKE_MOST.value: N_(
        "{learner} took fewer pieces than the most they could take, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.MUST_STOP_WHERE_IT_CAN_GO_ON.value: N_(
        "{learner} landed a flying king where it could not capture on, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.MEN_CAPTURE_FORWARD_ONLY.value: N_(
        "{learner} captured backward with a man where men capture only forward, "
        "{times}: stage {stage} '{name}' to repeat."
    ),
    Reason.KING_ONE_SQUARE.value: N_(
        "{learner} moved a king more than one square where kings step one square, "
        "{times}: stage {stage} '{name}' to repeat."
    ),
    Reason.JUMPED_PIECE_STAYS.value: N_(
        "{learner} jumped or passed a piece already jumped in the same capture, "
        "{times}: stage {stage} '{name}' to repeat."
    ),
    Reason.CROWNING_ENDS_TURN.value: N_(
        "{learner} went on capturing after crowning, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.CROWNED_MAN_GOES_ON.value: N_(
        "{learner} went on as a king after only passing the far row, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.CROWNED_KING_GOES_ON.value: N_(
        "{learner} did not go on as a king after crowning mid-capture, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.NOT_DIAGONAL.value: N_("{learner} moved off the diagonals, {times}: stage {stage} '{name}' to repeat."),
    Reason.OCCUPIED.value: N_("{learner} moved onto an occupied square, {times}: stage {stage} '{name}' to repeat."),
    Reason.MEN_FORWARD_ONLY.value: N_("{learner} moved a man backward, {times}: stage {stage} '{name}' to repeat."),
    Reason.MAN_ONE_SQUARE.value: N_(
        "{learner} moved a man more than one square, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.NOTHING_TO_JUMP.value: N_(
        "{learner} jumped where there was nothing to jump, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.OWN_PIECE.value: N_("{learner} jumped their own piece, {times}: stage {stage} '{name}' to repeat."),
    Reason.ADJACENT_PAIR.value: N_(
        "{learner} jumped two pieces side by side, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.ONE_AT_A_TIME.value: N_("{learner} jumped two pieces at once, {times}: stage {stage} '{name}' to repeat."),
    Reason.JUMPED_TWICE.value: N_("{learner} jumped the same piece twice, {times}: stage {stage} '{name}' to repeat."),
    Reason.MAN_JUMPS_ADJACENT.value: N_(
        "{learner} jumped with a man from a distance, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.KING_JUMPS_ADJACENT.value: N_(
        "{learner} jumped with a short-moving king from a distance, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.NOT_THIS_PIECES_MOVE.value: N_(
        "{learner} tried a move the piece does not have, {times}: stage {stage} '{name}' to repeat."
    ),
    Reason.PIECE_HAS_NO_MOVE.value: N_(
        "{learner} tried to move a piece that has no move, {times}: stage {stage} '{name}' to repeat."
    ),
    "lose-piece": N_("{learner} left a piece to be taken, {times}: stage {stage} '{name}' to repeat."),
    "allow-capture": N_("{learner} moved into a capture, {times}: stage {stage} '{name}' to repeat."),
    "they-crown": N_("{learner} let the other side crown, {times}: stage {stage} '{name}' to repeat."),
    "too-many-moves": N_("{learner} missed the quickest way to the goal, {times}: stage {stage} '{name}' to repeat."),
    "wrong-move": N_("{learner} left the solution's line, {times}: stage {stage} '{name}' to repeat."),
    GAME_OVER: N_("{learner} let the game end before reaching the goal, {times}: stage {stage} '{name}' to repeat."),
}
"""A learner's row of the class table as a sentence, one whole message per mistake."""
_BY_CLASS: dict[str, tuple[str, str]] = {
    Reason.CAPTURE_COMPULSORY.value: Nn_(
        "{count} pupil played a quiet move while a capture was on, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils played a quiet move while a capture was on, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MUST_GO_ON.value: Nn_(
        "{count} pupil stopped a capture that had to go on, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils stopped a capture that had to go on, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MUST_TAKE_MOST.value: Nn_(
        "{count} pupil took fewer pieces than the most they could take, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils took fewer pieces than the most they could take, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MUST_STOP_WHERE_IT_CAN_GO_ON.value: Nn_(
        "{count} pupil landed a flying king where it could not capture on, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils landed a flying king where it could not capture on, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MEN_CAPTURE_FORWARD_ONLY.value: Nn_(
        "{count} pupil captured backward with a man where men capture only forward, "
        "{times}: stage {stage} '{name}' to repeat.",
        "{count} pupils captured backward with a man where men capture only forward, "
        "{times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.KING_ONE_SQUARE.value: Nn_(
        "{count} pupil moved a king more than one square where kings step one square, "
        "{times}: stage {stage} '{name}' to repeat.",
        "{count} pupils moved a king more than one square where kings step one square, "
        "{times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.JUMPED_PIECE_STAYS.value: Nn_(
        "{count} pupil jumped or passed a piece already jumped in the same capture, "
        "{times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped or passed a piece already jumped in the same capture, "
        "{times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.CROWNING_ENDS_TURN.value: Nn_(
        "{count} pupil went on capturing after crowning, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils went on capturing after crowning, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.CROWNED_MAN_GOES_ON.value: Nn_(
        "{count} pupil went on as a king after only passing the far row, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils went on as a king after only passing the far row, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.CROWNED_KING_GOES_ON.value: Nn_(
        "{count} pupil did not go on as a king after crowning mid-capture, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils did not go on as a king after crowning mid-capture, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.NOT_DIAGONAL.value: Nn_(
        "{count} pupil moved off the diagonals, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils moved off the diagonals, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.OCCUPIED.value: Nn_(
        "{count} pupil moved onto an occupied square, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils moved onto an occupied square, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MEN_FORWARD_ONLY.value: Nn_(
        "{count} pupil moved a man backward, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils moved a man backward, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MAN_ONE_SQUARE.value: Nn_(
        "{count} pupil moved a man more than one square, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils moved a man more than one square, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.NOTHING_TO_JUMP.value: Nn_(
        "{count} pupil jumped where there was nothing to jump, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped where there was nothing to jump, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.OWN_PIECE.value: Nn_(
        "{count} pupil jumped their own piece, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped their own piece, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.ADJACENT_PAIR.value: Nn_(
        "{count} pupil jumped two pieces side by side, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped two pieces side by side, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.ONE_AT_A_TIME.value: Nn_(
        "{count} pupil jumped two pieces at once, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped two pieces at once, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.JUMPED_TWICE.value: Nn_(
        "{count} pupil jumped the same piece twice, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped the same piece twice, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.MAN_JUMPS_ADJACENT.value: Nn_(
        "{count} pupil jumped with a man from a distance, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped with a man from a distance, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.KING_JUMPS_ADJACENT.value: Nn_(
        "{count} pupil jumped with a short-moving king from a distance, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils jumped with a short-moving king from a distance, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.NOT_THIS_PIECES_MOVE.value: Nn_(
        "{count} pupil tried a move the piece does not have, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils tried a move the piece does not have, {times}: stage {stage} '{name}' to repeat.",
    ),
    Reason.PIECE_HAS_NO_MOVE.value: Nn_(
        "{count} pupil tried to move a piece that has no move, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils tried to move a piece that has no move, {times}: stage {stage} '{name}' to repeat.",
    ),
    "lose-piece": Nn_(
        "{count} pupil left a piece to be taken, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils left a piece to be taken, {times}: stage {stage} '{name}' to repeat.",
    ),
    "allow-capture": Nn_(
        "{count} pupil moved into a capture, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils moved into a capture, {times}: stage {stage} '{name}' to repeat.",
    ),
    "they-crown": Nn_(
        "{count} pupil let the other side crown, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils let the other side crown, {times}: stage {stage} '{name}' to repeat.",
    ),
    "too-many-moves": Nn_(
        "{count} pupil missed the quickest way to the goal, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils missed the quickest way to the goal, {times}: stage {stage} '{name}' to repeat.",
    ),
    "wrong-move": Nn_(
        "{count} pupil left the solution's line, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils left the solution's line, {times}: stage {stage} '{name}' to repeat.",
    ),
    GAME_OVER: Nn_(
        "{count} pupil let the game end before reaching the goal, {times}: stage {stage} '{name}' to repeat.",
        "{count} pupils let the game end before reaching the goal, {times}: stage {stage} '{name}' to repeat.",
    ),
}
"""A class's row of the class table as a sentence, one whole message per mistake, counted by pupils."""


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
        where = {"times": times, "stage": self.label, "name": self.repeat.name}
        if learner:
            if self.key in _BY_LEARNER:
                return _(_BY_LEARNER[self.key], learner=learner, **where)
            return _(
                "{learner} broke the rule “{rule}”, {times}: stage {stage} '{name}' to repeat.",
                learner=learner,
                rule=self.key,
                **where,
            )
        if self.key in _BY_CLASS:
            return n_(*_BY_CLASS[self.key], len(self.learners), **where)
        return n_(
            "{count} pupil broke the rule “{rule}”, {times}: stage {stage} '{name}' to repeat.",
            "{count} pupils broke the rule “{rule}”, {times}: stage {stage} '{name}' to repeat.",
            len(self.learners),
            rule=self.key,
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
