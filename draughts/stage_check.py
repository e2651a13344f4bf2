"""Check a :class:`~draughts.stages.Stage` against the rules engine.

:func:`stage_problems` plays the stage's solution against its replies and explores the
other moves, and lists what is wrong in plain sentences: an illegal solution move, a
scripted reply that is not legal, a par that a shorter line beats, a second way to
solve an "only way" stage, a fail condition that no line can trigger. An empty list
means the stage is sound. :func:`failing_line` finds moves that fail a stage by a
given condition.

>>> from draughts.stages import CaptureAll, Script, Stage, TooManyMoves
>>> stage = Stage("capture/two-men", "W:W30:B14,26", goal="Capture both black men",
...     success=CaptureAll(), replies=Script("14-18"), par=1, solution=("30x23", "23x14"))
>>> stage_problems(stage)
['the solution takes 2 moves but the par is 1']
"""

from __future__ import annotations

from collections.abc import Iterator

from .errors import AmbiguousMoveError, IllegalMoveError
from .moves import Move
from .stages import FailCondition, Script, Stage, StageRun, Status, TooManyMoves, Verdict

__all__ = ["SEARCH_DEPTH", "failing_line", "lines", "stage_problems"]

SEARCH_DEPTH = 3
"""How many of the learner's moves deep the checks look for other lines."""


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


def failing_line(stage: Stage, fail: FailCondition, depth: int = SEARCH_DEPTH) -> list[Move] | None:
    """The learner's moves of a shortest line that fails *stage* by *fail* (``None`` if none
    within *depth* moves)."""
    for length in range(1, depth + 1):
        for run, verdict in lines(stage.start(), length):
            if verdict.status is Status.FAILED and verdict.message == fail.message:
                return run.learner_moves
    return None


def stage_problems(stage: Stage) -> list[str]:
    """What is wrong with *stage*, in sentences (empty when it is sound)."""
    problems = _solution_problems(stage)
    if problems:
        return problems
    shorter = min(stage.par - 1, SEARCH_DEPTH)
    for run, verdict in lines(stage.start(), shorter):
        if verdict.status is Status.SOLVED:
            moves = " ".join(map(run.board.rules.write_move, run.learner_moves))
            problems.append(f"{moves} solves it in fewer moves than the par of {stage.par}")
            break
    if stage.only_way:
        first = stage.board().parse_move(stage.solution[0])
        for run, verdict in lines(stage.start(), min(_limit(stage), SEARCH_DEPTH)):
            if verdict.status is Status.SOLVED and run.learner_moves[0] != first:
                moves = " ".join(map(run.board.rules.write_move, run.learner_moves))
                problems.append(f"it is not the only way: {moves} solves it too")
                break
    depth = min(max(_limit(stage), stage.par), SEARCH_DEPTH)
    for fail in stage.fails:
        if failing_line(stage, fail, depth) is None:
            problems.append(f"no line of {_moves(depth)} or fewer fails it with {fail.message!r}")
    return problems


def _solution_problems(stage: Stage) -> list[str]:
    """Whether the solution is legal, its scripted replies are legal, and it solves the
    stage in exactly par moves."""
    run = stage.start()
    for index, text in enumerate(stage.solution):
        if run.over:
            return [f"the stage is already {run.status.value} before the solution's move {text}"]
        try:
            move = run.board.parse_move(text)
        except (IllegalMoveError, AmbiguousMoveError) as error:
            return [f"the solution's move {text} cannot be played: {error}"]
        if isinstance(stage.replies, Script) and index < len(stage.solution) - 1:
            after = run.board.copy()
            after.push(move)
            if stage.replies.scripted(after, index) is None:
                return [f"the script has no legal reply to the solution's move {text}"]
        run.play(move)
    if run.status is not Status.SOLVED:
        message = run.verdict.message if run.verdict else ""
        return [f"the solution does not solve the stage ({run.status.value}: {message})"]
    if len(stage.solution) != stage.par:
        return [f"the solution takes {_moves(len(stage.solution))} but the par is {stage.par}"]
    return []


def _moves(count: int) -> str:
    """``"1 move"``, ``"2 moves"``."""
    return f"{count} move{'' if count == 1 else 's'}"
