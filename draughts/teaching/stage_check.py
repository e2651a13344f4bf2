"""Check a :class:`~draughts.teaching.stages.Stage` against the rules engine.

:func:`stage_problems` plays the stage's solution against its replies and explores the
other moves, and lists what is wrong in plain sentences: a script that runs out before
the solution does, a solution that does not solve the stage in par, a par that a shorter
line beats, a second way to solve an "only way" stage, a fail condition that no line can
trigger. An empty list means the stage is sound. (A solution move or a scripted reply
that does not play is refused when the :class:`~draughts.teaching.stages.Stage` is made.)
:func:`failing_line` finds moves that fail a stage by a given condition.
:func:`dead_ends` finds the lines after which a stage goes on although it can no
longer be solved: a wrong move must fail with its own sentence.

A practice stage (:attr:`~draughts.teaching.stages.Stage.practice`), played out against
the computer, has too many lines to try them all: its par is checked against the line
a deeper search plays (:func:`deeper_line`, :data:`PRACTICE_DEPTH` plies), its fail
conditions against aimless lines (:func:`aimless_line`), and its move limit ends every
line, so it has no dead ends.

>>> from draughts.teaching.stages import CaptureAll, Script, Stage, TooManyMoves
>>> stage = Stage("capture/two-men", "W:W30:B14,26", goal="Capture both black men",
...     success=CaptureAll(), replies=Script("14-18"), par=1, solution=("30x23", "23x14"))
>>> stage_problems(stage)
['the solution takes 2 moves but the par is 1']
"""

from __future__ import annotations

from collections.abc import Iterator

from draughts.core.messages import N_, _, n_
from draughts.core.moves import Move
from draughts.teaching.stages import FailCondition, Script, Stage, StageRun, Status, TooManyMoves, Verdict

__all__ = [
    "DEAD_END_DEPTH",
    "PRACTICE_DEPTH",
    "SEARCH_DEPTH",
    "aimless_line",
    "allowance",
    "dead_ends",
    "deeper_line",
    "failing_line",
    "lines",
    "stage_problems",
]

SEARCH_DEPTH = 3
"""How many of the learner's moves deep the checks look for other lines."""

DEAD_END_DEPTH = 3
"""How long the lines are that :func:`dead_ends` tries: every first move, and for
stages of par 2 or 3 every line up to par."""

PRACTICE_DEPTH = 6
"""How many plies ahead the learner's side looks in :func:`deeper_line`."""


def lines(run: StageRun, depth: int) -> Iterator[tuple[StageRun, Verdict]]:
    """Every continuation of *run* up to *depth* learner's moves, each as the run after
    its last move and that move's verdict (a line stops where the attempt is over)."""
    if depth < 1 or run.over:
        return
    for move in run.board.legal_moves:
        child = run.copy()
        verdict = child.play(move)
        yield child, verdict
        yield from lines(child, depth - 1)


def _limit(stage: Stage) -> int:
    """How many moves the learner may play: the :class:`TooManyMoves` limit, else par."""
    limits = [fail.limit for fail in stage.fails if isinstance(fail, TooManyMoves)]
    return min(limits) if limits else stage.par


def allowance(stage: Stage) -> int:
    """How many moves a learner may take to solve *stage*: the :class:`TooManyMoves`
    limit; else one for a one-move stage (a wrong answer should fail) and par + 2 for a
    longer one (the moves that still earn two stars)."""
    limits = [fail.limit for fail in stage.fails if isinstance(fail, TooManyMoves)]
    if limits:
        return min(limits)
    return 1 if stage.par == 1 else stage.par + 2


def dead_ends(stage: Stage, depth: int = DEAD_END_DEPTH) -> list[list[Move]]:
    """The learner's lines of at most *depth* moves (and at most par) after which *stage*
    goes on although no line within its :func:`allowance` can solve it any more.

    >>> from draughts.teaching.stages import Reach
    >>> walk = Stage("moving/walk", "W:W22:B4", goal="Bring your man to 15", success=Reach(15),
    ...     replies=Script("4-8"), par=2, solution=("22-18", "18-15"))
    >>> [" ".join(map(str, line)) for line in dead_ends(walk)]
    ['22-17', '22-17 17-13', '22-17 17-14', '22-18 18-14']
    >>> fixed = Stage("moving/walk", "W:W22:B4", goal="Bring your man to 15", success=Reach(15),
    ...     fails=(TooManyMoves("From there your man can no longer reach 15.", limit=2),),
    ...     replies=Script("4-8"), par=2, solution=("22-18", "18-15"))
    >>> dead_ends(fixed), fixed.start().play("22-17").message
    ([], 'From there your man can no longer reach 15.')
    """
    if stage.practice:
        return []  # its move limit ends every line
    budget = allowance(stage)
    found = []
    for run, verdict in lines(stage.start(), min(depth, stage.par)):
        if verdict.status is Status.GOING_ON and not run.can_solve(budget - len(run.learner_moves)):
            found.append(run.learner_moves)
    return found


def failing_line(stage: Stage, fail: FailCondition, depth: int = SEARCH_DEPTH) -> list[Move] | None:
    """The learner's moves of a shortest line that fails *stage* by *fail* (``None`` if none
    within *depth* moves; for a practice stage, an :func:`aimless_line`)."""
    if stage.practice:
        return aimless_line(stage, fail)
    for length in range(1, depth + 1):
        for run, verdict in lines(stage.start(), length):
            if verdict.status is Status.FAILED and verdict.condition is fail:
                return run.learner_moves
    return None


def aimless_line(stage: Stage, fail: FailCondition) -> list[Move] | None:
    """The learner's moves of a line that fails *stage* by *fail*: a first move, then always
    the first legal move, or always the last, each first move in turn (``None`` if none of
    these lines does)."""
    for last in (False, True):
        for first in stage.start().board.legal_moves:
            run = stage.start()
            verdict = run.play(first)
            while not run.over:
                moves = list(run.board.legal_moves)
                verdict = run.play(moves[-1] if last else moves[0])
            if verdict.status is Status.FAILED and verdict.condition is fail:
                return run.learner_moves
    return None


def deeper_line(stage: Stage, depth: int = PRACTICE_DEPTH) -> StageRun:
    """The attempt in which the learner's side plays, against the stage's replies, the move
    the engine finds best looking *depth* plies ahead; it ends when the attempt is over."""
    from draughts.engine import Engine

    run = stage.start()
    while not run.over:
        run.play(Engine("club", depth=depth).choose(run.board))
    return run


def _practice_problems(stage: Stage) -> list[str]:
    """A practice stage's par against the deeper search, and a line that fails it by each condition."""
    problems = []
    run = deeper_line(stage)
    if run.status is Status.SOLVED and len(run.learner_moves) < stage.par:
        moves = " ".join(map(run.board.rules.write_move, run.learner_moves))
        problems.append(f"{moves} solves it in fewer moves than the par of {stage.par}")
    for fail in stage.fails:
        if aimless_line(stage, fail) is None:
            problems.append(f"no aimless line fails it with {fail.message!r}")
    return problems


def stage_problems(stage: Stage) -> list[str]:
    """What is wrong with *stage*, in sentences (empty when it is sound)."""
    problems = _solution_problems(stage)
    if problems or stage.practice:
        return problems or _practice_problems(stage)
    shorter = min(stage.par - 1, SEARCH_DEPTH)
    for run, verdict in lines(stage.start(), shorter):
        if verdict.status is Status.SOLVED:
            moves = " ".join(map(run.board.rules.write_move, run.learner_moves))
            problems.append(_("{moves} solves it in fewer moves than the par of {par}", moves=moves, par=stage.par))
            break
    if stage.only_way:
        first = stage.board().parse_move(stage.solution[0])
        for run, verdict in lines(stage.start(), min(_limit(stage), SEARCH_DEPTH)):
            if verdict.status is Status.SOLVED and run.learner_moves[0] != first:
                moves = " ".join(map(run.board.rules.write_move, run.learner_moves))
                problems.append(_("it is not the only way: {moves} solves it too", moves=moves))
                break
    depth = min(max(_limit(stage), stage.par), SEARCH_DEPTH)
    for fail in stage.fails:
        if failing_line(stage, fail, depth) is None:
            problems.append(
                n_(
                    "no line of {count} move or fewer fails it with {message}",
                    "no line of {count} moves or fewer fails it with {message}",
                    depth,
                    message=repr(fail.message),
                )
            )
    return problems


def _solution_problems(stage: Stage) -> list[str]:
    """Whether the script answers every move of the solution but the last, and the
    solution solves the stage in exactly par moves (the stage has checked that it plays)."""
    run = stage.start()
    for index, text in enumerate(stage.solution):
        if run.over:
            return [_(_ALREADY[run.status], move=text)]
        if isinstance(stage.replies, Script) and len(stage.replies.moves) <= index < len(stage.solution) - 1:
            return [_("the script has no reply to the solution's move {move}: the computer would answer", move=text)]
        run.play(text)
    if run.status is not Status.SOLVED:
        message = run.verdict.message if run.verdict else ""
        return [_(_UNSOLVED[run.status], message=message)]
    if len(stage.solution) != stage.par:
        return [
            n_(
                "the solution takes {count} move but the par is {par}",
                "the solution takes {count} moves but the par is {par}",
                len(stage.solution),
                par=stage.par,
            )
        ]
    return []


_ALREADY = {
    Status.SOLVED: N_("the stage is already solved before the solution's move {move}"),
    Status.FAILED: N_("the stage is already failed before the solution's move {move}"),
    Status.SHOWN: N_("the stage is already shown before the solution's move {move}"),
}
"""A solution that goes on after the stage is over, by how it ended."""

_UNSOLVED = {
    Status.GOING_ON: N_("the solution does not solve the stage (going on: {message})"),
    Status.FAILED: N_("the solution does not solve the stage (failed: {message})"),
    Status.SHOWN: N_("the solution does not solve the stage (shown: {message})"),
}
"""A solution that leaves the stage unsolved, by where it stands."""
