"""The :class:`Engine`: the computer opponent at one of the :data:`~draughts.engine.levels.LEVELS`.

Every level plays every rule set, presets and custom ones alike. The search itself
is in :mod:`draughts.engine.search` and the evaluation in
:mod:`draughts.engine.evaluate`; this module turns a :class:`~draughts.Board` into
the search's :data:`~draughts.core.position.Sides`, picks the move the level calls
for, and turns the answer back into :class:`~draughts.Move` values.

The weaker levels make mistakes on purpose, the way a learner does: they look only
a little way ahead, and now and then play a plausible but weaker move (one that
hangs a piece, or takes the shorter of two captures) instead of the best one. The
mistakes come from a seeded random generator, so a game against a seeded engine
with a depth limit can be replayed exactly.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from draughts.core.board import Board
from draughts.core.errors import GameOverError, InvalidOptionError
from draughts.core.movegen import RawMove
from draughts.core.moves import Move
from draughts.core.position import Sides
from draughts.engine.levels import level_settings
from draughts.engine.search import DECIDED, WIN, Searcher

__all__ = ["Analysis", "Engine", "random_mover"]


@dataclass(frozen=True)
class Analysis:
    """What the engine thinks of a position.

    ``score`` is in hundredths of a man from the side to move's point of view
    (positive: the side to move is better). ``pv`` is the principal variation, the
    line of play the engine expects, starting with ``move``. ``depth`` is the depth
    of the last finished iteration and ``nodes`` the positions visited.
    """

    move: Move
    score: int
    depth: int
    nodes: int
    pv: tuple[Move, ...]

    @property
    def win_in(self) -> int | None:
        """Plies to a forced end: positive when the side to move wins, negative when it
        loses, ``None`` when the search found no forced result."""
        if self.score > DECIDED:
            return WIN - self.score
        if self.score < -DECIDED:
            return -(WIN + self.score)
        return None


class Engine:
    """A computer opponent at one of the :data:`~draughts.engine.levels.LEVELS`.

    ``depth`` (in plies) and ``time_limit`` (in seconds) replace the level's own
    limits: give one and the search has only that limit, give both and it stops at
    whichever comes first. ``seed`` makes the deliberate mistakes of the weaker levels
    reproducible. :meth:`choose` and :meth:`analyse` never change the board they read.

    >>> Engine("beginner", seed=1)
    Engine('beginner', seed=1)
    """

    def __init__(
        self,
        level: str = "club",
        *,
        seed: int | None = None,
        depth: int | None = None,
        time_limit: float | None = None,
    ) -> None:
        settings = level_settings(level)
        if depth is not None and depth < 1:
            raise InvalidOptionError(f"the depth limit must be at least 1 ply, not {depth}")
        if time_limit is not None and time_limit <= 0:
            raise InvalidOptionError(f"the time limit must be a positive number of seconds, not {time_limit}")
        self.level = level
        self.seed = seed
        self.depth = depth if depth is not None else settings.depth
        self.time_limit = time_limit if time_limit is not None else settings.time_limit
        if depth is not None and time_limit is None:
            self.time_limit = None
        if time_limit is not None and depth is None:
            self.depth = None
        self._settings = settings
        self._random = random.Random(seed)
        self._searchers: dict[object, Searcher] = {}

    def __repr__(self) -> str:
        extra = "" if self.seed is None else f", seed={self.seed!r}"
        return f"Engine({self.level!r}{extra})"

    def choose(self, board: Board) -> Move:
        """The move this level plays in *board*'s position (at once, when it is the only one).

        Raises :class:`~draughts.core.errors.GameOverError` when the game is over (see
        :meth:`Board.outcome <draughts.core.board.Board.outcome>`), at every level.

        >>> from draughts import Board
        >>> Engine("beginner", seed=1).choose(Board.from_fen("W:W29:B25,22"))
        Traceback (most recent call last):
        ...
        draughts.core.errors.GameOverError: there is no legal move to search: the game is over: Black wins: ...
        """
        deadline = self._deadline()
        settings = self._settings
        _refuse_a_finished_game(board)
        moves = self._searcher(board).gen.moves(*board.sides())  # listed once, for every step below
        if len(moves) == 1:
            return board.move_from_raw(moves[0])  # a forced move (often a compulsory capture): nothing to think about
        if settings.mistake_rate and self._random.random() < settings.mistake_rate:
            return self._mistake(board, moves, settings.mistake_margin)
        return self._analyse(board, moves, deadline).move

    def analyse(self, board: Board) -> Analysis:
        """Search *board*'s position within the engine's limits, without mistakes.

        >>> from draughts import Board
        >>> board = Board.from_fen("W:W22,K30:B13,14", rules="english")
        >>> analysis = Engine(depth=8).analyse(board)
        >>> str(analysis.move), analysis.win_in, len(analysis.pv)
        ('30-26', 9, 9)
        """
        _refuse_a_finished_game(board)
        return self._analyse(board, None, self._deadline())

    def _deadline(self) -> float | None:
        """When the time limit runs out, as a :func:`time.perf_counter` reading."""
        return None if self.time_limit is None else time.perf_counter() + self.time_limit

    def _analyse(self, board: Board, moves: list[RawMove] | None, deadline: float | None) -> Analysis:
        searcher = self._searcher(board)
        if self.time_limit is None:
            searcher.clear()  # a pure depth search: the same answer every time
        result = searcher.think(
            board.sides(),
            moves=moves,
            quiet=board.quiet_plies,
            previous=_previous(board),
            max_depth=self.depth if self.depth is not None else 64,
            deadline=deadline,
        )
        return Analysis(
            move=board.move_from_raw(result.move),
            score=result.score,
            depth=result.depth,
            nodes=result.nodes,
            pv=tuple(board.move_from_raw(raw) for raw in result.pv),
        )

    def _searcher(self, board: Board) -> Searcher:
        searcher = self._searchers.get(board.rules)
        if searcher is None:
            searcher = self._searchers[board.rules] = Searcher(board.rules)
        return searcher

    def _mistake(self, board: Board, moves: list[RawMove], margin: int) -> Move:
        """A plausible but weaker move: worse than the best by at most *margin*, and
        not an outright loss the search can see. The best move when there is none."""
        searcher = self._searcher(board)
        searcher.clear()
        depth, sides, quiet, previous = self.depth or 1, board.sides(), board.quiet_plies, _previous(board)
        found = self._analyse(board, moves, None)
        best = found.score
        low = best - margin - 1  # scores strictly inside (low, best) are exact: the weaker moves
        scored = searcher.score_moves(sides, moves, depth=depth, quiet=quiet, previous=previous, window=(low, best))
        weaker: list[RawMove] = [move for score, move in scored if low < score < best and score > -DECIDED]
        return board.move_from_raw(self._random.choice(weaker)) if weaker else found.move


def _refuse_a_finished_game(board: Board) -> None:
    """Raise :class:`GameOverError` once *board*'s game is over: no move may be searched.

    The search reads raw moves, which do not know that a crowning under the first-king
    goal, or the quiet-move limit, has ended the game.
    """
    ending = board.outcome()
    if ending is not None:
        raise GameOverError(f"there is no legal move to search: the game is over: {ending}")


def _previous(board: Board) -> list[Sides]:
    """The positions before *board*'s, since the last capture or man move, as the
    search sees them (from the side to move of each)."""
    return [position.sides() for position in board.recent_positions()]


def random_mover(seed: int | None = None) -> Callable[[Board], Move]:
    """A player that picks one of the legal moves at random (seeded), for tests and experiments.

    >>> from draughts import Board
    >>> mover = random_mover(7)
    >>> mover(Board("english")) in Board("english").legal_moves
    True
    """
    generator = random.Random(seed)

    def move(board: Board) -> Move:
        moves = list(board.legal_moves)
        if not moves:
            raise GameOverError(f"there is no legal move: the game is over: {board.outcome()}")
        return generator.choice(moves)

    return move
