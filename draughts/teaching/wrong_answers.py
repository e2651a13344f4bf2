"""The usual wrong answers to a stage, found by the engine, for the teacher's answer key.

A stage with fail conditions has wrong lines that the board plays and then fails with
the stage's sentence; :func:`usual_wrong_answers` picks, for each condition, the shortest
such line whose last move lands nearest the solution's (the neighbouring square, the
other capture of the same piece). Every stage also has tries that the board refuses
with a reason; these are chosen by rule, in this order:

1. a move that a looser value of one of the rule set's switches would allow (the
   capture that takes fewer pieces under "take the most", a flying king's landing that
   the must-continue rule refuses, a king flying in English draughts, stopping on the
   crowning square mid-capture, a man capturing backward where men capture forward);
2. a capture stopped where it must go on;
3. a quiet move while a capture is compulsory;
4. a step of the solution's piece that the squares refuse (backward, onto a piece).

The refusals are the board's own sentences (:meth:`Board.explain`).

>>> from draughts.teaching.stages import CaptureAll, Stage
>>> stage = Stage("capture/two-men", "W:W30:B19,26", goal="Capture both black men",
...     success=CaptureAll(), par=1, solution=("30x23x16",))
>>> for answer in usual_wrong_answers(stage):
...     print(answer)
30x23: the capture must go on: 30x23x16
30-25: a capture is compulsory: 30x23x16
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from draughts.core.board import Board
from draughts.core.explain import Explanation, Reason
from draughts.core.messages import _
from draughts.core.moves import Move
from draughts.core.rules import SWITCHES
from draughts.teaching.stage_check import SEARCH_DEPTH, failing_line, lines
from draughts.teaching.stages import FailCondition, Stage, StageRun, Status

__all__ = ["WrongAnswer", "refused_tries", "usual_wrong_answers"]

MOST_REFUSALS = 2
"""How many refused tries a stage without a fail condition lists."""


@dataclass(frozen=True)
class WrongAnswer:
    """A wrong answer: the learner's moves *before* it (as written, replies left out), the wrong
    *move*, the sentence the learner then reads, and whether the board *refused* the move
    (rather than playing it and failing the stage)."""

    before: tuple[str, ...]
    move: str
    message: str
    refused: bool

    def __str__(self) -> str:
        return _("{moves}: {message}", moves=" ".join((*self.before, self.move)), message=self.message)


def usual_wrong_answers(stage: Stage) -> list[WrongAnswer]:
    """The stage's usual wrong answers: a failing line for each fail condition that one
    within :data:`~draughts.teaching.stage_check.SEARCH_DEPTH` moves triggers; for a stage with
    none, up to :data:`MOST_REFUSALS` refused tries of different reasons."""
    answers = [answer for fail in stage.fails if (answer := _failing(stage, fail)) is not None]
    if answers:
        return answers
    found: list[tuple[int, int, WrongAnswer, Reason]] = []
    run = stage.start()
    for step, text in enumerate(stage.solution):
        before = tuple(map(run.board.rules.write_move, run.learner_moves))
        right = run.board.parse_move(text)
        for rank, (move, explanation) in refused_tries(run.board, right):
            answer = WrongAnswer(before, move, str(explanation), refused=True)
            found.append((rank, step, answer, explanation.reason))
        if run.play(right).status is not Status.GOING_ON:
            break
    chosen: list[WrongAnswer] = []
    reasons: set[Reason] = set()
    for _rank, _step, answer, reason in sorted(found, key=lambda item: (item[0], item[1])):
        if reason not in reasons and len(chosen) < MOST_REFUSALS:
            chosen.append(answer)
            reasons.add(reason)
    return chosen


def _failing(stage: Stage, fail: FailCondition) -> WrongAnswer | None:
    """The likeliest shortest line that fails *stage* by *fail* (for a practice stage, an aimless one)."""
    if stage.practice:
        line = failing_line(stage, fail)
        if line is None:
            return None
        *before, last = map(stage.board().rules.write_move, line)
        return WrongAnswer(tuple(before), last, fail.message, refused=False)
    for length in range(1, SEARCH_DEPTH + 1):
        failing = [
            run
            for run, verdict in lines(stage.start(), length)
            if len(run.learner_moves) == length and verdict.status is Status.FAILED and verdict.condition is fail
        ]
        if failing:
            run = min(failing, key=lambda run: _distance_from_solution(stage, run))
            write = run.board.rules.write_move
            *before, last = map(write, run.learner_moves)
            return WrongAnswer(tuple(before), last, fail.message, refused=False)
    return None


def _distance_from_solution(stage: Stage, run: StageRun) -> tuple[int, int]:
    """How far the line's last move lands from the solution's move at that point (the
    other moves of the same piece first)."""
    step = len(run.learner_moves) - 1
    if step >= len(stage.solution):
        return (0, 0)
    board = run.before or run.start
    try:
        right = board.parse_move(stage.solution[step])
    except ValueError:
        return (0, 0)
    last = run.learner_moves[-1]
    return (_squares_apart(board, last.end, right.end), last.start != right.start)


def _squares_apart(board: Board, one: int, other: int) -> int:
    geometry = board.geometry
    return max(abs(geometry.row(one) - geometry.row(other)), abs(geometry.column(one) - geometry.column(other)))


def refused_tries(board: Board, right: Move) -> Iterator[tuple[int, tuple[str, Explanation]]]:
    """The moves *board* refuses that a learner about to play *right* is likely to try, each
    with its rank (1 to 4, as in the module's list), its text and the board's explanation."""
    name = board.rules.name_square
    ranked = [
        (1, _looser_moves(board, right)),
        (2, _unfinished(board, right)),
        (3, _quiet(board, right)),
        (4, _steps(board, right)),
    ]
    seen: set[str] = set()
    for rank, moves in ranked:
        for move in moves:
            text = move.pdn(names=name)
            explanation = board.explain(text)
            if text not in seen and explanation.reason not in (Reason.LEGAL, Reason.AMBIGUOUS):
                seen.add(text)
                yield rank, (text, explanation)


def _first_of_piece(moves: list[Move], right: Move) -> list[Move]:
    """*moves* with those of the piece that plays *right* first, longer captures first."""
    return sorted(moves, key=lambda move: (move.start != right.start, -len(move.captures)))


def _looser_moves(board: Board, right: Move) -> list[Move]:
    legal = {move.path for move in board.routes()}
    moves = []
    for switch in SWITCHES.values():
        if not switch.applies(board.rules):
            continue
        for other in switch.looser.get(getattr(board.rules, switch.name), ()):
            relaxed = board.with_rules(board.rules.replace(**{switch.name: other}))
            moves += [move for move in relaxed.routes() if move.path not in legal]
    return _first_of_piece(moves, right)


def _unfinished(board: Board, right: Move) -> list[Move]:
    routes = [move for move in board.routes() if move.is_capture and len(move.captures) > 1]
    return [
        Move(route.path[: i + 1], route.captures[:i])
        for route in _first_of_piece(routes, right)
        for i in range(len(route.captures) - 1, 0, -1)
    ]


def _quiet(board: Board, right: Move) -> list[Move]:
    if not right.is_capture:
        return []
    quiet = [board.move_from_raw(raw) for raw in board.generator.quiet_moves(*board.sides())]
    return _first_of_piece(quiet, right)


def _steps(board: Board, right: Move) -> list[Move]:
    """One diagonal step of *right*'s piece in each direction, backward first."""
    geometry, start = board.geometry, right.start
    row, column = geometry.row(start), geometry.column(start)
    forward = -1 if board.turn else 1
    steps = []
    for rows in (-forward, forward):
        for columns in (-1, 1):
            end = geometry.square_at(row + rows, column + columns)
            if end is not None:
                steps.append(Move((start, end)))
    return steps
