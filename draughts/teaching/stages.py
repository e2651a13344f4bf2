"""Stages: tiny puzzles with a goal, solved by moving the pieces.

A :class:`Stage` is data: a position under a rule set, a goal in one short line, the
condition that solves it (:class:`CaptureAll`, :class:`Capture`, :class:`Crown`,
:class:`Reach`, :class:`LeaveNoMove`, :class:`Play`, :class:`TakeMost`, :class:`Win`),
the conditions that fail it, each with its own sentence (:class:`LosePiece`,
:class:`AllowCapture`, :class:`TheyCrown`, :class:`TooManyMoves`, :class:`WrongMove`),
how the other side answers (a :class:`Script` or the :class:`Computer` at a fixed
depth, so the replies are the same every time), a par, hints and a solution. A
:class:`StageRun` is one attempt: it takes the learner's moves and answers each with a
:class:`Verdict`: solved with stars, failed with a message, or going on with the reply
played. A practice stage (:attr:`Stage.practice`) is a position played out against
the computer up to a move limit. A :class:`StageSet` is one lesson's stages in order.
Nothing here needs ipywidgets; :mod:`draughts.teaching.stage_check` checks a stage
against the rules engine.

>>> stage = Stage(
...     "capture/two-men",
...     "W:W30:B14,26",
...     goal="Capture both black men",
...     success=CaptureAll(),
...     fails=(LosePiece("Black took your man: keep it out of reach."),),
...     replies=Script("14-18"),
...     par=2,
...     solution=("30x23", "23x14"),
...     hints=("A capture is compulsory: which piece can jump?",),
... )
>>> run = stage.start()
>>> run.play("30x23")
Verdict(Status.GOING_ON, 'Black answers 14-18.', move=Move((30, 23), captures=(26,)), reply=Move((14, 18)))
>>> run.play("23-19")
Traceback (most recent call last):
...
draughts.core.errors.IllegalMoveError: a capture is compulsory: 23x14
>>> verdict = run.play("23x14")
>>> verdict.status, verdict.stars, verdict.message
(<Status.SOLVED: 'solved'>, 3, 'Solved in 2 moves: three stars.')

A stage whose point is a choice fails the wrong choice with its own sentence; retry
starts again at once:

>>> most = Stage(
...     "capture/take-most",
...     "W:W25,30:B19,22,26",
...     goal="Take the most pieces",
...     success=TakeMost(),
...     fails=(TooManyMoves("That capture takes one man; another one takes two.", limit=1),),
...     par=1,
...     solution=("30x23x16",),
...     only_way=True,
... )
>>> run = most.start()
>>> print(run.play("25x18").message)
That capture takes one man; another one takes two.
>>> run.retry()
>>> run.play("30x23x16").stars
3
"""

from __future__ import annotations

import enum
import re
from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import KW_ONLY, dataclass, field
from typing import ClassVar, overload

from draughts.core.board import Board
from draughts.core.errors import (
    AmbiguousMoveError,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    InvalidSquareError,
    StageError,
    StageOverError,
    UnknownRulesError,
)
from draughts.core.messages import N_, _, n_, within
from draughts.core.moves import Move
from draughts.core.notation import read_squares
from draughts.core.outcome import Outcome, Termination
from draughts.core.rules import Rules
from draughts.core.sides import WHITE, Color

__all__ = [
    "AllowCapture",
    "Capture",
    "CaptureAll",
    "Computer",
    "Crown",
    "FailCondition",
    "LeaveNoMove",
    "LosePiece",
    "Play",
    "Reach",
    "Replies",
    "Script",
    "Stage",
    "StageError",
    "StageOverError",
    "StageRun",
    "StageSet",
    "Status",
    "SuccessCondition",
    "TakeMost",
    "TheyCrown",
    "TooManyMoves",
    "Verdict",
    "Win",
    "WrongMove",
    "stars_for",
]

_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*")
_STAR_WORDS = {1: N_("one star"), 2: N_("two stars"), 3: N_("three stars")}

_ANSWERS = {True: N_("White answers {move}."), False: N_("Black answers {move}.")}
"""The other side's reply, by that side (``True`` for White)."""

_WINS = {
    (True, Termination.NO_PIECES): N_("White wins the game: you have no piece left."),
    (True, Termination.NO_MOVES): N_("White wins the game: your pieces are blocked."),
    (False, Termination.NO_PIECES): N_("Black wins the game: you have no piece left."),
    (False, Termination.NO_MOVES): N_("Black wins the game: your pieces are blocked."),
}
"""The other side won before the goal was reached, by its side and the rule that ended the game."""

_WINS_BY = {True: N_("White wins the game: {why}."), False: N_("Black wins the game: {why}.")}
"""The other side won by another rule (the rule's words go in ``{why}``)."""


def stars_for(moves: int, par: int) -> int:
    """The stars for solving in *moves* learner moves: three at par or better, two up to
    two moves over par, one when solved later.

    >>> [stars_for(moves, par=2) for moves in (1, 2, 3, 4, 5)]
    [3, 3, 2, 2, 1]
    """
    if moves <= par:
        return 3
    return 2 if moves <= par + 2 else 1


# -- the conditions ---------------------------------------------------------------


class SuccessCondition(ABC):
    """What solves a stage, checked after each of the learner's moves (:meth:`met`) and
    after each reply (:meth:`met_after_reply`)."""

    @abstractmethod
    def met(self, run: StageRun) -> bool:
        """Whether the learner's last move reached the goal."""

    def met_after_reply(self, run: StageRun) -> bool:
        """Whether the reply just played reached the goal (only goals a reply can reach say yes)."""
        return False


@dataclass(frozen=True)
class CaptureAll(SuccessCondition):
    """Solved when the other side has no piece left."""

    def met(self, run: StageRun) -> bool:
        return run.board.count(not run.learner) == 0


@dataclass(frozen=True)
class Capture(SuccessCondition):
    """Solved when the learner has taken at least *pieces* pieces in all."""

    pieces: int

    def met(self, run: StageRun) -> bool:
        return run.taken >= self.pieces


@dataclass(frozen=True)
class Crown(SuccessCondition):
    """Solved when one of the learner's men is crowned. For "win the race to crown",
    add the fail condition :class:`TheyCrown`."""

    def met(self, run: StageRun) -> bool:
        return any(move.crowns for move in run.learner_moves)


@dataclass(frozen=True)
class Reach(SuccessCondition):
    """Solved when a learner's piece (a king, if *king*) stands on *square*."""

    square: int
    king: bool = False

    def met(self, run: StageRun) -> bool:
        piece = run.board.piece_at(self.square)
        return piece is not None and piece.color == run.learner and (piece.king or not self.king)


@dataclass(frozen=True)
class LeaveNoMove(SuccessCondition):
    """Solved when the other side still has pieces but no legal move."""

    def met(self, run: StageRun) -> bool:
        board = run.board
        return board.count(board.turn) > 0 and not board.legal_moves


@dataclass(frozen=True)
class Play(SuccessCondition):
    """Solved when the learner plays one of *moves* (PDN text): "find the move", or
    "play the whole capture" with :attr:`Stage.whole_capture`."""

    moves: tuple[str, ...]

    def __init__(self, *moves: str) -> None:
        if not moves:
            raise StageError(_("Play needs at least one move"))
        object.__setattr__(self, "moves", moves)

    def met(self, run: StageRun) -> bool:
        return run.before is not None and run.learner_moves[-1] in _named(run.before, self.moves)


@dataclass(frozen=True)
class TakeMost(SuccessCondition):
    """Solved when the learner's capture takes as many pieces as any capture could."""

    def met(self, run: StageRun) -> bool:
        before = run.before
        if before is None:
            return False
        most = max((len(move.captures) for move in before.legal_moves), default=0)
        return most > 0 and len(run.learner_moves[-1].captures) == most


@dataclass(frozen=True)
class Win(SuccessCondition):
    """Solved when the learner has won the game (under the stage's rule set)."""

    def met(self, run: StageRun) -> bool:
        outcome = run.board.outcome()
        return outcome is not None and outcome.winner == run.learner

    def met_after_reply(self, run: StageRun) -> bool:
        return self.met(run)  # in giveaway the reply can lose


@dataclass(frozen=True)
class FailCondition:
    """What fails a stage, with the sentence that says what went wrong and what to look at.

    :meth:`after_move` is checked after each of the learner's moves, before the goal
    (so "capture, but not into a recapture" fails a capture that lets Black take
    back), and :meth:`after_reply` after each reply, once the reply has not reached
    the goal.
    """

    message: str
    kind: ClassVar[str] = ""
    """The condition's stable name in kept progress and the class table (``lose-piece``)."""

    def after_move(self, run: StageRun) -> bool:
        """Whether the learner's last move fails the stage."""
        return False

    def after_reply(self, run: StageRun) -> bool:
        """Whether the reply just played fails the stage."""
        return False


@dataclass(frozen=True)
class LosePiece(FailCondition):
    """Fails when the other side takes one of the learner's pieces."""

    kind = "lose-piece"

    def after_reply(self, run: StageRun) -> bool:
        return run.board.count(run.learner) < run.start.count(run.learner)


@dataclass(frozen=True)
class AllowCapture(FailCondition):
    """Fails when the learner's move lets the other side capture."""

    kind = "allow-capture"

    def after_move(self, run: StageRun) -> bool:
        return bool(run.board.capturing_squares())


@dataclass(frozen=True)
class TheyCrown(FailCondition):
    """Fails when the other side crowns a man."""

    kind = "they-crown"

    def after_reply(self, run: StageRun) -> bool:
        reply = run.board.peek()
        return reply is not None and reply.crowns


@dataclass(frozen=True)
class TooManyMoves(FailCondition):
    """Fails as soon as the stage can no longer be solved within *limit* of the learner's
    moves: when the learner has played *limit* moves without solving it, or earlier,
    after a reply that leaves no line of the moves still allowed that solves it (see
    :meth:`StageRun.can_solve`). So a wrong first move fails at once, not moves later.
    In a :attr:`Stage.practice` stage, played out against the computer, it fails when
    the moves run out: every reply branches, so no line is looked ahead.
    """

    kind = "too-many-moves"

    _: KW_ONLY
    limit: int

    def after_move(self, run: StageRun) -> bool:
        if len(run.learner_moves) < self.limit or run.stage.success.met(run):
            return False
        if run.board.outcome() is not None:
            return True
        ahead = run.copy()  # the last reply may still reach the goal
        ahead.board.push(run.stage.replies.reply(run.board.copy(), len(run.learner_moves) - 1))
        return not run.stage.success.met_after_reply(ahead)

    def after_reply(self, run: StageRun) -> bool:
        if run.stage.practice:
            return False  # a game against the computer: too many lines to look ahead
        left = self.limit - len(run.learner_moves)
        return left > 0 and not run.can_solve(left)


@dataclass(frozen=True)
class WrongMove(FailCondition):
    """Fails when the learner leaves the stage's solution (for "find the only move")."""

    kind = "wrong-move"

    def after_move(self, run: StageRun) -> bool:
        index = len(run.learner_moves) - 1
        solution = run.stage.solution
        if run.before is None or index >= len(solution):
            return False
        return run.learner_moves[-1] not in _named(run.before, solution[index : index + 1])


# -- the other side's replies -----------------------------------------------------


class Replies(ABC):
    """How the other side answers: the same reply every time in the same position."""

    @abstractmethod
    def reply(self, board: Board, index: int) -> Move:
        """The reply to the learner's move number *index* (from 0) in *board*."""


@dataclass(frozen=True)
class Computer(Replies):
    """The computer answers, looking *depth* plies ahead, without deliberate mistakes.

    A fresh search for every reply, with no time limit and no random choice, so the same
    moves always get the same replies.
    """

    depth: int = 4

    def __post_init__(self) -> None:
        if self.depth < 1:
            raise StageError(_("the computer must look at least 1 ply ahead, not {depth}", depth=self.depth))

    def reply(self, board: Board, index: int) -> Move:
        from draughts.engine import Engine

        return Engine("club", depth=self.depth).choose(board)


@dataclass(frozen=True)
class Script(Replies):
    """A fixed reply (PDN text) to each of the learner's moves, in order.

    When the learner leaves the expected line and a scripted reply is not legal, or
    the script has run out, the computer answers at depth *fallback*.
    """

    moves: tuple[str, ...]
    fallback: int = 2

    def __init__(self, *moves: str, fallback: int = 2) -> None:
        object.__setattr__(self, "moves", moves)
        object.__setattr__(self, "fallback", fallback)

    def scripted(self, board: Board, index: int) -> Move | None:
        """The scripted reply to move *index*, or ``None`` when there is none or it is not legal."""
        if index >= len(self.moves):
            return None
        try:
            return board.parse_move(self.moves[index])
        except (IllegalMoveError, AmbiguousMoveError):
            return None

    def reply(self, board: Board, index: int) -> Move:
        move = self.scripted(board, index)
        return move if move is not None else Computer(self.fallback).reply(board, index)


# -- stages -------------------------------------------------------------------------


@dataclass(frozen=True)
class Stage:
    """One puzzle: see the module's introduction.

    ``id`` is ``"lesson/name"`` (lower-case words joined by hyphens): progress is kept
    under it, so it survives renumbering and reordering; raise ``version`` when the
    puzzle changes so much that earlier results no longer count. ``position`` is a
    PDN FEN whose side to move is the learner. ``par`` is the number of the learner's
    moves a good solution needs against the replies; ``solution`` is such a line (the
    learner's moves only). ``whole_capture`` asks the board to let the learner click
    every landing of a capture; ``only_way`` says that no other first move reaches the
    goal (the stage checks confirm it). ``note`` is said once the stage is solved.
    ``find_capture`` says that the goal is to find the piece that must capture, so the
    board must not point at it; ``choose_landing`` says that the goal is to find where a
    capturing piece may stop, so the board lights every square beyond the jumped piece,
    not only the allowed ones; ``draw_count`` shows the quiet-move count toward a draw
    on the board (for stages about that rule; other stages leave it out).
    ``practice`` says that the learner plays the position out against the computer
    (:class:`Computer` replies, a :class:`TooManyMoves` limit that ends every line, and
    the board says "against the computer"); its par is that of a line found by a deeper
    search, not the shortest of every line.
    ``formerly`` lists the ids the stage was kept under before it moved to another lesson:
    the stars earned under them still count (see :attr:`keys`).
    """

    id: str
    position: str
    _: KW_ONLY
    goal: str
    success: SuccessCondition
    par: int
    solution: tuple[str, ...]
    fails: tuple[FailCondition, ...] = ()
    replies: Replies = field(default_factory=Computer)
    rules: Rules | str = "english"
    hints: tuple[str, ...] = ()
    note: str = ""
    whole_capture: bool = False
    only_way: bool = False
    find_capture: bool = False
    choose_landing: bool = False
    draw_count: bool = False
    practice: bool = False
    version: int = 1
    formerly: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("solution", "fails", "hints", "formerly"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        for key in self.keys:
            if not _ID.fullmatch(key):
                raise StageError(
                    _("{id} is not a stage id: write 'lesson/name' in lower-case words joined by '-'", id=repr(key))
                )
        if not self.goal.strip() or "\n" in self.goal:
            raise StageError(_("stage {stage}: the goal must be one line of text", stage=self.id))
        if self.par < 1 or self.version < 1:
            raise StageError(_("stage {stage}: par and version must be at least 1", stage=self.id))
        if not self.solution:
            raise StageError(_("stage {stage}: give the solution, the learner's moves that solve it", stage=self.id))
        try:
            board = self.board()
        except (InvalidFenError, InvalidSquareError, UnknownRulesError) as error:
            raise StageError(_("stage {stage}: {problem}", stage=self.id, problem=error)) from None
        if not board.legal_moves:
            raise StageError(_("stage {stage}: the side to move has no legal move", stage=self.id))
        if self.practice and not (
            isinstance(self.replies, Computer) and any(isinstance(fail, TooManyMoves) for fail in self.fails)
        ):
            raise StageError(
                _(
                    "stage {stage}: a practice stage is played against the computer and ends at a move limit: "
                    "give it replies = {replies} and a too-many-moves fail",
                    stage=self.id,
                    replies='{ kind = "computer" }',
                )
            )
        self._check_solution()

    def _check_solution(self) -> None:
        """Raise :class:`StageError` unless the solution plays: each move of it, and each reply
        between them, as "show me" plays them (up to where the stage is solved or the game ends).

        The error names the stage, the move and the board's reason:

        >>> Stage("moving/step", "W:W22:B26,4", goal="Step to 18", success=Reach(18), par=1,
        ...     solution=("22-18",), rules="russian")
        Traceback (most recent call last):
        ...
        draughts.core.errors.StageError: stage moving/step: the solution's move 22-18 does not play under russian ...
        """
        rules = Rules.coerce(self.rules)
        custom = rules.name == "custom"
        run = StageRun(self)
        board = run.board
        if isinstance(self.replies, Script):
            for text in self.replies.moves:
                try:
                    read_squares(text, board.geometry)
                except InvalidMoveError as error:
                    raise StageError(
                        _(
                            "stage {stage}: the scripted reply {move} cannot be read: {problem}",
                            stage=self.id,
                            move=text,
                            problem=error,
                        )
                    ) from None
        for index, text in enumerate(self.solution):
            try:
                move = board.parse_move(text)
            except (InvalidMoveError, IllegalMoveError, AmbiguousMoveError) as error:
                said = (
                    N_("stage {stage}: the solution's move {move} does not play under your rule set: {problem}")
                    if custom
                    else N_("stage {stage}: the solution's move {move} does not play under {rules} rules: {problem}")
                )
                raise StageError(_(said, stage=self.id, move=text, rules=rules.name, problem=error)) from None
            run.before = board.copy()
            board.push(move)
            run.learner_moves.append(board.move_stack[-1])
            if index == len(self.solution) - 1 or self.success.met(run) or board.outcome() is not None:
                return  # "show me" stops here
            if isinstance(self.replies, Script) and index < len(self.replies.moves):
                scripted = self.replies.moves[index]
                try:
                    reply = board.parse_move(scripted)
                except (IllegalMoveError, AmbiguousMoveError) as error:
                    said = (
                        N_(
                            "stage {stage}: the scripted reply {reply} to the solution's move {move} "
                            "does not play under your rule set: {problem}"
                        )
                        if custom
                        else N_(
                            "stage {stage}: the scripted reply {reply} to the solution's move {move} "
                            "does not play under {rules} rules: {problem}"
                        )
                    )
                    raise StageError(
                        _(said, stage=self.id, reply=scripted, move=text, rules=rules.name, problem=error)
                    ) from None
            else:
                reply = self.replies.reply(board.copy(), index)
            board.push(reply)
            if self.success.met_after_reply(run) or board.outcome() is not None:
                return

    @property
    def lesson(self) -> str:
        """The lesson part of :attr:`id`."""
        return self.id.partition("/")[0]

    @property
    def name(self) -> str:
        """The name part of :attr:`id`."""
        return self.id.partition("/")[2]

    @property
    def keys(self) -> tuple[str, ...]:
        """Every id the stage's progress is kept under: :attr:`id` first, then the earlier ones.

        >>> Stage("kings/fly", "W:WK29:B12", goal="Fly", success=Reach(4), par=1, solution=("29-4",),
        ...     rules="russian", formerly=("russian/fly",)).keys
        ('kings/fly', 'russian/fly')
        """
        return (self.id, *self.formerly)

    @property
    def learner(self) -> Color:
        """The side the learner plays: the side to move in :attr:`position`."""
        return self.board().turn

    def board(self) -> Board:
        """A fresh board with the stage's position."""
        return Board.from_fen(self.position, self.rules)

    def start(self) -> StageRun:
        """A new attempt at the stage."""
        return StageRun(self)

    def stars(self, moves: int) -> int:
        """The stars for solving in *moves* moves (see :func:`stars_for`)."""
        return stars_for(moves, self.par)


@dataclass(frozen=True)
class StageSet:
    """One lesson's stages, in order, under a title.

    >>> stages = StageSet("capture", "First captures", (Stage("capture/one", "W:W30:B26",
    ...     goal="Capture the black man", success=CaptureAll(), par=1, solution=("30x23",)),))
    >>> len(stages), stages["capture/one"].name, stages.index("capture/one")
    (1, 'one', 0)
    """

    lesson: str
    title: str
    stages: tuple[Stage, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "stages", tuple(self.stages))
        seen: set[str] = set()
        for stage in self.stages:
            if stage.lesson != self.lesson:
                raise StageError(_("stage {stage} is not in lesson {lesson}", stage=stage.id, lesson=repr(self.lesson)))
            if stage.id in seen:
                raise StageError(_("two stages are called {stage}", stage=stage.id))
            seen.add(stage.id)

    def __iter__(self) -> Iterator[Stage]:
        return iter(self.stages)

    def __len__(self) -> int:
        return len(self.stages)

    @overload
    def __getitem__(self, key: int) -> Stage: ...
    @overload
    def __getitem__(self, key: str) -> Stage: ...
    def __getitem__(self, key: int | str) -> Stage:
        return self.stages[self.index(key) if isinstance(key, str) else key]

    def index(self, stage_id: str) -> int:
        """The position of the stage called *stage_id*."""
        for number, stage in enumerate(self.stages):
            if stage.id == stage_id:
                return number
        raise KeyError(f"no stage {stage_id!r} in lesson {self.lesson!r}")


# -- playing a stage --------------------------------------------------------------


class Status(enum.Enum):
    """Where an attempt stands."""

    GOING_ON = "going on"
    SOLVED = "solved"
    FAILED = "failed"
    SHOWN = "shown"
    """The solution was shown (see :meth:`StageRun.show`): no stars."""


@dataclass(frozen=True)
class Verdict:
    """The answer to one learner's move: the status, a sentence, the stars (when
    solved), the learner's move and the reply (when one was played).

    ``condition`` is the fail condition that failed the attempt (``None`` otherwise):
    compare it, not the sentence.
    """

    status: Status
    message: str
    stars: int = 0
    move: Move | None = None
    reply: Move | None = None
    condition: FailCondition | None = field(default=None, compare=False)

    def __repr__(self) -> str:
        extra = "".join(
            f", {name}={value!r}"
            for name, value in (("stars", self.stars), ("move", self.move), ("reply", self.reply))
            if value
        )
        return f"Verdict(Status.{self.status.name}, {self.message!r}{extra})"


class StageRun:
    """One attempt at a stage: :meth:`play` the learner's moves, :meth:`retry` to begin again.

    :attr:`board` is the position now (its move stack holds every ply since the
    start); :attr:`learner_moves` the learner's moves so far; :attr:`verdict` the last
    answer (``None`` before the first move).
    """

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.start = stage.board()
        self.learner: Color = self.start.turn
        self.board = self.start.copy()
        self.learner_moves: list[Move] = []
        self.before: Board | None = None
        self.verdict: Verdict | None = None
        self.hints_shown = 0

    @property
    def goal(self) -> str:
        """The stage's goal, in one line."""
        return self.stage.goal

    @property
    def status(self) -> Status:
        """Going on, solved or failed."""
        return self.verdict.status if self.verdict else Status.GOING_ON

    @property
    def over(self) -> bool:
        """Whether the attempt is solved, failed or shown."""
        return self.status is not Status.GOING_ON

    @property
    def stars(self) -> int:
        """The stars earned so far (0 unless solved)."""
        return self.verdict.stars if self.verdict else 0

    @property
    def taken(self) -> int:
        """How many of the other side's pieces the learner has taken."""
        side = not self.learner
        return self.start.count(side) - self.board.count(side)

    def moves_left(self) -> int:
        """How many more moves the learner may play before a :class:`TooManyMoves` limit fails
        the attempt (the smallest limit; a large number without one).

        >>> run = Stage("moving/walk", "W:W22:B4", goal="Reach 15", success=Reach(15), par=2,
        ...     fails=(TooManyMoves("Too slow.", limit=3),), solution=("22-18", "18-15")).start()
        >>> _ = run.play("22-18")
        >>> run.moves_left()
        2
        """
        limits = [fail.limit for fail in self.stage.fails if isinstance(fail, TooManyMoves)]
        return min(limits, default=1 << 30) - len(self.learner_moves)

    def retry(self) -> None:
        """Start the attempt again from the stage's position (hints already shown stay shown)."""
        self.board = self.start.copy()
        self.learner_moves = []
        self.before = None
        self.verdict = None

    def next_hint(self) -> str | None:
        """The next of the stage's hints, or ``None`` when all have been shown."""
        if self.hints_shown >= len(self.stage.hints):
            return None
        self.hints_shown += 1
        return self.stage.hints[self.hints_shown - 1]

    def copy(self) -> StageRun:
        """An independent copy of the attempt, to try other moves from here."""
        run = StageRun.__new__(StageRun)
        run.__dict__.update(self.__dict__)
        run.board = self.board.copy()
        run.learner_moves = list(self.learner_moves)
        return run

    def can_solve(self, moves: int) -> bool:
        """Whether some line of at most *moves* more learner's moves, against the replies,
        solves the stage from here (every line is tried, so keep *moves* small).

        >>> run = Stage("moving/walk", "W:W22:B4", goal="Reach 15", success=Reach(15), par=2,
        ...     solution=("22-18", "18-15"), replies=Script("4-8")).start()
        >>> run.can_solve(1), run.can_solve(2)
        (False, True)
        >>> _ = run.play("22-17")
        >>> run.can_solve(3)
        False
        """
        if moves < 1 or self.over:
            return False
        for move in self.board.legal_moves:
            child = self.copy()
            verdict = child.play(move)
            if verdict.status is Status.SOLVED or child.can_solve(moves - 1):
                return True
        return False

    def play(self, move: Move | str) -> Verdict:
        """Play the learner's *move* (a legal :class:`~draughts.Move` or PDN text) and the reply.

        Raises :class:`~draughts.IllegalMoveError` (with the reason) for a move the
        rules forbid, and :class:`StageOverError` once the attempt is over.
        """
        if self.over:
            raise StageOverError(f"stage {self.stage.id} is {self.status.value}: retry it to play again")
        board = self.board
        if isinstance(move, str):
            move = board.parse_move(move)
        elif move not in board.legal_moves:
            explanation = board.explain(move)
            raise IllegalMoveError(f"{board.rules.write_move(move)}: {explanation}", explanation)
        self.before = board.copy()
        board.push(move)
        move = board.move_stack[-1]
        self.learner_moves.append(move)
        self.verdict = self._judge_move(move)
        return self.verdict

    def _judge_move(self, move: Move) -> Verdict:
        stage, board = self.stage, self.board
        for fail in stage.fails:
            if fail.after_move(self):
                return Verdict(Status.FAILED, fail.message, move=move, condition=fail)
        if stage.success.met(self):
            return self._solved(move, stage.stars(len(self.learner_moves)))
        outcome = board.outcome()
        if outcome is not None:
            return Verdict(Status.FAILED, _ending_message(outcome, self.learner, self.goal), move=move)
        reply = stage.replies.reply(board.copy(), len(self.learner_moves) - 1)
        board.push(reply)
        reply = board.move_stack[-1]
        if stage.success.met_after_reply(self):
            return self._solved(move, stage.stars(len(self.learner_moves)), reply)
        for fail in stage.fails:
            if fail.after_reply(self):
                return Verdict(Status.FAILED, fail.message, move=move, reply=reply, condition=fail)
        outcome = board.outcome()
        if outcome is not None:
            return Verdict(Status.FAILED, _ending_message(outcome, self.learner, self.goal), move=move, reply=reply)
        answer = _(_ANSWERS[self.learner != WHITE], move=board.rules.write_move(reply))
        if stage.practice:
            answer = n_(
                "{answer} You have {count} move left.",
                "{answer} You have {count} moves left.",
                self.moves_left(),
                answer=answer,
            )
        return Verdict(Status.GOING_ON, answer, move=move, reply=reply)

    def _solved(self, move: Move, stars: int, reply: Move | None = None) -> Verdict:
        count = len(self.learner_moves)
        stars_said = _(_STAR_WORDS[stars])
        if stars < 3:
            message = n_(
                "Solved in {count} move: {stars}. It can be done in {par}.",
                "Solved in {count} moves: {stars}. It can be done in {par}.",
                count,
                stars=stars_said,
                par=self.stage.par,
            )
        else:
            message = n_(
                "Solved in {count} move: {stars}.", "Solved in {count} moves: {stars}.", count, stars=stars_said
            )
        if self.stage.note:
            message = _("{verdict} {note}", verdict=message, note=self.stage.note)
        return Verdict(Status.SOLVED, message, stars=stars, move=move, reply=reply)

    def show(self) -> list[Move]:
        """Play the stage's solution from the start ("show me") and return every ply, replies
        included. The attempt ends as :attr:`Status.SHOWN`, with no stars."""
        self.retry()
        for text in self.stage.solution:
            if self.over:
                break
            self.play(text)
        moves = ", ".join(map(self.board.rules.write_move, self.learner_moves))
        self.verdict = Verdict(Status.SHOWN, _("The solution: {moves}. Press retry and play it yourself.", moves=moves))
        return self.board.move_stack

    def __repr__(self) -> str:
        return f"<StageRun {self.stage.id}: {self.status.value} after {len(self.learner_moves)} moves>"


def _named(board: Board, texts: tuple[str, ...]) -> set[Move]:
    """The legal moves of *board* that the PDN *texts* name (texts that name none are left out)."""
    moves = set()
    for text in texts:
        try:
            moves.add(board.parse_move(text))
        except (IllegalMoveError, AmbiguousMoveError):
            continue
    return moves


def _ending_message(outcome: Outcome, learner: Color, goal: str) -> str:
    """Why an attempt fails when the game ends before the goal is reached."""
    if outcome.winner is None:
        return _("The game is drawn before the goal was reached: look for a quicker way.")
    if outcome.winner == learner:
        return _("The game is over, but the goal was: {goal}.", goal=within(goal))
    white = outcome.winner == WHITE
    said = _WINS.get((white, outcome.termination))
    return _(said) if said is not None else _(_WINS_BY[white], why=_(outcome.termination.value))
