"""The search behind the computer opponent: alpha-beta on raw bitboards.

A position, as the search sees it, is :data:`~draughts.core.position.Sides`: the mover's men and kings, the
opponent's men and kings (four bitboards), and the mover's colour. The ideas, each
in its own method of :class:`Searcher`:

- **Negamax alpha-beta** (:meth:`Searcher._negamax`, one function for the root and
  every node below it). A score is always from the side to move's point of view, so
  the value of a move is minus the value of the position it leads to. The window
  ``alpha..beta`` holds the scores that still matter; as soon as a move scores
  ``beta`` or more, the opponent will avoid this position and the other moves need
  not be searched (a *cutoff*).
- **Principal variation search.** After the first move, each move is first searched
  with a null window (can it beat ``alpha`` at all?); only a move that does is
  searched again with the full window.
- **Late-move reductions.** Quiet moves that come late in the ordering rarely turn
  out best, so they are searched a ply shallower first, and again at full depth only
  when they beat ``alpha`` after all.
- **Probing for a cutoff.** Draughts has no "pass" move (a side often must weaken
  its position), so instead of the null move of chess, a node outside the principal
  variation first runs a much shallower search against a raised ``beta``; when even
  that clears the raised bound, the node is cut off at once.
- **Iterative deepening with aspiration windows** (:meth:`Searcher.think`). Search
  one ply deep, then two, three, ... until the depth limit or the time limit. From
  the third iteration on, the window is a narrow band around the last score, widened
  when the score falls outside it. When time runs out the last finished iteration
  gives the answer, or a better root move the unfinished one has already proved.
- **Move ordering** (:meth:`Searcher._order`). The move from the transposition
  table, then captures taking the most pieces and crownings, then the two *killer*
  moves (quiet moves that caused a cutoff at the same ply elsewhere) and the
  *history* score (how often a move, by its start and end squares, caused a cutoff).
- **Transposition table.** A dict keyed by the position keeps, for each position
  searched, the depth, the score with whether it is exact or a bound, and the best
  move.
- **Capture quiescence and threats.** Capturing is compulsory, so at depth zero the
  search goes on while the side to move must capture; and when the opponent
  threatens a capture, it looks one more ply (is there a move that saves the piece?)
  before trusting the static evaluation. A forced move (the only legal one) does not
  use up depth.
- **Game ends by the rules.** A side with no piece or no move loses (wins, in
  giveaway); under the first-king goal a crowning move wins at once; the quiet-move
  counter is carried down the tree and its limit scores a draw; a position repeating
  one on the path since the last capture or man move scores a draw where the rules
  allow a repetition claim. Wins are scored ``WIN`` minus the plies to reach them.
- **The clock** is read every few nodes, from the first iteration on, so the time
  limit holds in every rule set, even where one capture has thousands of routes.
  Python's cycle collector is paused while the search runs (the search makes no
  reference cycles): its passes over a large table would stall the search.

>>> from draughts import Board
>>> board = Board.from_fen("W:W22,K30:B13,14", rules="english")
>>> result = Searcher(board.rules).think(board.sides(), max_depth=8)
>>> str(board.move_from_raw(result.move)), result.score > DECIDED, WIN - result.score
('30-26', True, 9)
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass, field
from typing import TypeAlias

from draughts.core.errors import GameOverError
from draughts.core.geometry import Geometry
from draughts.core.movegen import MoveGenerator, RawMove, apply
from draughts.core.position import Sides
from draughts.core.rules import Goal, Rules
from draughts.core.sides import BLACK, WHITE, Color
from draughts.engine.evaluate import Evaluator

__all__ = ["DECIDED", "WIN", "SearchResult", "Searcher"]

WIN = 1_000_000
"""The score of a won position; a win in *n* plies scores ``WIN - n``."""

DECIDED = WIN - 1_000
"""Scores beyond ``±DECIDED`` are forced wins or losses, not evaluations."""

_INFINITY = WIN + 1
_EXACT, _LOWER, _UPPER = 0, 1, 2  # the kind of score kept in a table entry
_TABLE_LIMIT = 1 << 19  # entries kept before the table is cleared
_CHECK_EVERY = 31  # nodes between looks at the clock (a mask: 2**k - 1)
_WINDOW = 25  # the aspiration window's half-width, in hundredths of a man
_MAX_PLY = 96  # no extension goes deeper than this
_THREAT_PLIES = 2  # threats are looked into up to this many plies past the iteration's depth
_LATE = 3  # quiet moves from this index on are reduced
_PROBE_MARGIN = 10  # per ply of depth: how far above beta a shallow probe must score to cut off

Key: TypeAlias = tuple[int, int, int, int, bool, int]
Entry: TypeAlias = tuple[int, int, int, RawMove | None]  # depth, kind, score, best move


@dataclass
class SearchResult:
    """What one search found, in raw moves: the best move and its score, the depth of
    the last finished iteration, the nodes visited and the principal variation."""

    move: RawMove
    score: int
    depth: int
    nodes: int
    pv: list[RawMove] = field(default_factory=list)


class Searcher:
    """Searches positions of one rule set, given as :data:`~draughts.core.position.Sides`.

    A searcher keeps its transposition table from one call to the next (call
    :meth:`clear` to forget it), so a game played with one searcher reuses work.
    """

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.gen = MoveGenerator.of(rules)
        self.evaluator = Evaluator.of(rules)
        self.evaluate = self.evaluator.score
        self.valid = self.gen.valid
        geometry = Geometry.of(rules.size)
        self.forward = {WHITE: (geometry.up_left, geometry.up_right), BLACK: (geometry.down_left, geometry.down_right)}
        self.directions = geometry.directions
        self.crown_row = self.gen.crown_row
        self.giveaway = rules.goal is Goal.GIVEAWAY
        self.first_king = rules.goal is Goal.FIRST_KING
        self.limit = rules.quiet_move_limit if rules.quiet_move_limit is not None else 1 << 30
        self.repetition = rules.repetition
        self.table: dict[Key, Entry] = {}
        self.killers: list[list[RawMove]] = []
        self.history: dict[tuple[int, int], int] = {}
        self.path: list[Sides] = []
        self.nodes = 0
        self.deadline: float | None = None
        self.root_best: RawMove | None = None  # the best root move of the unfinished iteration
        self.horizon = _MAX_PLY  # threats are looked into only up to this ply

    def clear(self) -> None:
        """Forget the transposition table."""
        self.table.clear()

    # -- iterative deepening ------------------------------------------------------

    def think(
        self,
        position: Sides,
        *,
        moves: list[RawMove] | None = None,
        quiet: int = 0,
        previous: list[Sides] | None = None,
        max_depth: int = 64,
        deadline: float | None = None,
    ) -> SearchResult:
        """Search deeper and deeper until *max_depth* plies or until the *deadline*
        (a :func:`time.perf_counter` reading).

        *moves* are the position's legal moves, when the caller has listed them
        already; *quiet* is the quiet-move counter of the position and *previous*
        the positions before it (each from its own mover's side), for the repetition
        draw. The answer is always a legal move: when not even the first iteration
        finishes in time, the first move the search would have tried.
        """
        self.deadline = deadline
        if moves is None:
            moves = self.gen.moves(*position)
        if not moves:
            raise GameOverError("there is no legal move to search: the game is over")
        self._start(previous, position)
        result = SearchResult(self._order(moves, None, 0)[0], 0, 0, 0)
        score = 0
        collecting = gc.isenabled()
        gc.disable()  # the search makes no reference cycles; a pass of the collector over the table would stall it
        try:
            for depth in range(1, max_depth + 1):
                score = self._aspirate(position, depth, quiet, score)
                assert self.root_best is not None
                result = SearchResult(self.root_best, score, depth, self.nodes)
                if abs(score) > DECIDED and WIN - abs(score) <= depth:
                    break  # a forced result within the horizon: deeper search cannot change it
        except TimeoutError:  # from the clock check below, or from a long capture listing
            if self.root_best is not None and self.root_best != result.move:
                result.move = self.root_best  # proved better than the last iteration's choice
        finally:
            if collecting:
                gc.enable()
        self.deadline = None
        result.nodes = self.nodes
        result.pv = self.principal_variation(position, result.move, quiet)
        return result

    def _aspirate(self, position: Sides, depth: int, quiet: int, guess: int) -> int:
        """One iteration, first within a narrow window around *guess*, widened until the score falls inside."""
        self.horizon = min(depth + _THREAT_PLIES, _MAX_PLY)
        if depth < 3 or abs(guess) > DECIDED:
            return self._negamax(*position, depth, -_INFINITY, _INFINITY, 0, quiet)
        low, high = _WINDOW, _WINDOW
        while True:
            alpha, beta = max(guess - low, -_INFINITY), min(guess + high, _INFINITY)
            score = self._negamax(*position, depth, alpha, beta, 0, quiet)
            if score <= alpha:
                low *= 4
            elif score >= beta:
                high *= 4
            else:
                return score

    def score_moves(
        self,
        position: Sides,
        moves: list[RawMove] | None = None,
        *,
        depth: int,
        quiet: int = 0,
        previous: list[Sides] | None = None,
        window: tuple[int, int] = (-_INFINITY, _INFINITY),
    ) -> list[tuple[int, RawMove]]:
        """The score of every legal move at *depth* plies, best first: exact where it lies
        inside *window* (``low``, ``high``), and only a bound at or beyond its ends.

        Alpha-beta only proves that the other moves are worse than the best; this
        searches each move within the window, which the weaker levels need in order
        to pick a plausible second-best move (a narrow window around the scores they
        may choose from keeps that search as quick as the best move's).
        """
        self._start(previous, position)
        self.deadline = None
        low, high = window
        scored = [
            (self._child(*position, move, depth, -high, -low, 0, quiet), move)
            for move in (self.gen.moves(*position) if moves is None else moves)
        ]
        scored.sort(key=lambda item: -item[0])
        return scored

    def _start(self, previous: list[Sides] | None, root: Sides) -> None:
        """Reset the per-search state: counters, ordering tables and the path to the root."""
        self.nodes = 0
        self.killers = [[] for _ in range(_MAX_PLY + 2)]
        self.history = {}
        self.path = [*(previous or []), root]
        self.root_best = None
        if len(self.table) > _TABLE_LIMIT:
            self.table.clear()

    # -- the tree -------------------------------------------------------------------

    def _child(
        self,
        own_men: int,
        own_kings: int,
        opp_men: int,
        opp_kings: int,
        color: Color,
        move: RawMove,
        depth: int,
        alpha: int,
        beta: int,
        ply: int,
        quiet: int,
    ) -> int:
        """The score of *move* for the side playing it (``alpha``/``beta`` are the
        opponent's window, already negated). A crowning wins at once under the
        first-king goal; otherwise the counter resets on a capture or a man move."""
        if self.first_king and move[3]:
            return WIN - ply - 1
        men, kings, theirs, their_kings = apply(move, own_men, own_kings, opp_men, opp_kings)
        quiet = 0 if move[2] or move[0] & own_men else quiet + 1
        return -self._negamax(theirs, their_kings, men, kings, not color, depth - 1, alpha, beta, ply + 1, quiet)

    def _negamax(
        self,
        own_men: int,
        own_kings: int,
        opp_men: int,
        opp_kings: int,
        color: Color,
        depth: int,
        alpha: int,
        beta: int,
        ply: int,
        quiet: int,
    ) -> int:
        """The score of a position for the side to move, searched *depth* plies deep
        (then on through compulsory captures and threats), within ``alpha..beta``.
        At the root (``ply == 0``) it also leaves the best move in :attr:`root_best`."""
        self.nodes += 1
        if not self.nodes & _CHECK_EVERY and self.deadline is not None and time.perf_counter() > self.deadline:
            raise TimeoutError
        own = own_men | own_kings
        if not own:
            return self._stuck(ply)
        opp = opp_men | opp_kings
        empty = self.valid & ~(own | opp)
        must_capture = self.gen.jumpers(own_men, own_kings, opp, empty, color)
        if not must_capture and not self._can_step(own_men, own_kings, empty, color):
            return self._stuck(ply)
        if ply:
            if quiet >= self.limit:
                return 0  # the quiet-move draw (a side with no move has lost first, above)
            if self.repetition and quiet >= 4 and self._repeated(own_men, own_kings, opp_men, opp_kings, color, quiet):
                return 0
        if depth <= 0:
            if must_capture:
                return self._quiesce(own_men, own_kings, opp_men, opp_kings, color, alpha, beta, ply)
            if self.first_king and self._can_crown(own_men, empty, color):
                return WIN - ply - 1
            if ply >= self.horizon or not self.gen.jumpers(opp_men, opp_kings, own, empty, not color):
                return self.evaluate(own_men, own_kings, opp_men, opp_kings, color)
            depth = 1  # the opponent threatens a capture: look one move further

        key = self._key(own_men, own_kings, opp_men, opp_kings, color, quiet, depth)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            stored_depth, kind, stored, hint = entry
            if stored_depth >= depth and ply:
                score = _from_table(stored, ply)
                if kind == _EXACT or (kind == _LOWER and score >= beta) or (kind == _UPPER and score <= alpha):
                    return score
        if must_capture:
            moves = self.gen.captures(own_men, own_kings, opp_men, opp_kings, color, deadline=self.deadline)
        else:
            moves = self.gen.quiet_moves(own_men, own_kings, opp_men, opp_kings, color)
        if len(moves) == 1 and ply < _MAX_PLY:
            depth += 1  # a forced move: the reply is what matters
        elif ply and depth >= 3 and beta - alpha == 1 and not must_capture and abs(beta) < DECIDED:
            bound = beta + _PROBE_MARGIN * depth
            probe = self._negamax(
                own_men, own_kings, opp_men, opp_kings, color, depth * 2 // 5, bound - 1, bound, ply, quiet
            )
            if probe >= bound:
                return beta  # a shallow search clears beta by a wide margin: the full one would too

        original_alpha = alpha
        best, best_move = -_INFINITY, moves[0]
        reducible = not must_capture and depth >= 3
        if self.repetition:
            self.path.append((own_men, own_kings, opp_men, opp_kings, color))
        try:
            for index, move in enumerate(self._order(moves, hint, ply)):
                if index == 0:
                    score = self._child(
                        own_men, own_kings, opp_men, opp_kings, color, move, depth, -beta, -alpha, ply, quiet
                    )
                else:
                    reduced = depth - 1 if reducible and index >= _LATE and not move[3] else depth
                    score = self._child(
                        own_men, own_kings, opp_men, opp_kings, color, move, reduced, -alpha - 1, -alpha, ply, quiet
                    )
                    if score > alpha and (reduced < depth or score < beta):
                        score = self._child(
                            own_men, own_kings, opp_men, opp_kings, color, move, depth, -beta, -alpha, ply, quiet
                        )
                if score > best:
                    best, best_move = score, move
                    if score > alpha:
                        alpha = score
                        if not ply:
                            self.root_best = move
                        if alpha >= beta:
                            self._reward(move, ply, depth)
                            break
        finally:
            if self.repetition:
                self.path.pop()

        kind = _UPPER if best <= original_alpha else _LOWER if best >= beta else _EXACT
        self.table[key] = (depth, kind, _to_table(best, ply), best_move)
        return best

    def _quiesce(
        self,
        own_men: int,
        own_kings: int,
        opp_men: int,
        opp_kings: int,
        color: Color,
        alpha: int,
        beta: int,
        ply: int,
    ) -> int:
        """Past the horizon the side to move must capture: play every capture out
        (there is no standing pat, since the capture is compulsory)."""
        best = -_INFINITY
        captures = self.gen.captures(own_men, own_kings, opp_men, opp_kings, color, deadline=self.deadline)
        for move in self._order(captures, None, ply):
            score = self._child(own_men, own_kings, opp_men, opp_kings, color, move, 0, -beta, -alpha, ply, 0)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    # -- helpers ----------------------------------------------------------------------

    def _stuck(self, ply: int) -> int:
        """The score for a side to move with no piece or no move: a loss, or a win in giveaway."""
        return WIN - ply if self.giveaway else ply - WIN

    def _can_step(self, own_men: int, own_kings: int, empty: int, color: Color) -> bool:
        """Whether the side to move has a quiet move (a man stepping forward, a king stepping)."""
        step = Geometry.step
        for d in self.forward[color]:
            if step(own_men, d) & empty:
                return True
        if own_kings:
            for d in self.directions:
                if step(own_kings, d) & empty:
                    return True
        return False

    def _can_crown(self, own_men: int, empty: int, color: Color) -> bool:
        """Whether a man of the side to move can step onto its crown row."""
        step = Geometry.step
        return any(step(own_men, d) & empty & self.crown_row[color] for d in self.forward[color])

    def _repeated(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color, quiet: int) -> bool:
        """Whether the position stood before with the same side to move since the last
        capture or man move (only those positions can repeat)."""
        here = (own_men, own_kings, opp_men, opp_kings, color)
        path = self.path
        return any(path[-back] == here for back in range(2, min(quiet, len(path)) + 1, 2))

    def _key(
        self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color, quiet: int, depth: int
    ) -> Key:
        """The table key: the position, and the quiet-move counter only when the draw
        limit lies within reach of this search (else the counter cannot change the score)."""
        near = quiet if quiet + depth >= self.limit else -1
        return own_men, own_kings, opp_men, opp_kings, color, near

    def _order(self, moves: list[RawMove], hint: RawMove | None, ply: int) -> list[RawMove]:
        """The moves, most promising first: the table move, then the biggest captures and
        crownings, or among quiet moves the killers of this ply, then by history score."""
        if len(moves) < 2:
            return moves
        if moves[0][2]:
            ordered = sorted(moves, key=_captured, reverse=True)
        else:
            history = self.history
            ordered = sorted(moves, key=lambda move: history.get((move[0], move[1]), 0), reverse=True)
            for killer in reversed(self.killers[ply]):
                if killer in ordered:
                    ordered.remove(killer)
                    ordered.insert(0, killer)
        if hint is not None and hint in ordered:
            ordered.remove(hint)
            ordered.insert(0, hint)
        return ordered

    def _reward(self, move: RawMove, ply: int, depth: int) -> None:
        """A quiet move caused a cutoff: make it a killer at this ply and raise its history."""
        if move[2]:
            return
        if ply < len(self.killers):
            killers = self.killers[ply]
            if move not in killers:
                killers.insert(0, move)
                del killers[2:]
        where = (move[0], move[1])
        self.history[where] = self.history.get(where, 0) + depth * depth

    def principal_variation(self, position: Sides, first: RawMove, quiet: int) -> list[RawMove]:
        """The expected line of play: *first*, then the table's best moves while they are legal."""
        own_men, own_kings, opp_men, opp_kings, color = position
        line: list[RawMove] = []
        seen = set()
        move: RawMove | None = first
        while move is not None and len(line) < 64:
            line.append(move)
            if self.first_king and move[3]:
                break
            quiet = 0 if move[2] or move[0] & own_men else quiet + 1
            men, kings, theirs, their_kings = apply(move, own_men, own_kings, opp_men, opp_kings)
            own_men, own_kings, opp_men, opp_kings, color = theirs, their_kings, men, kings, not color
            here = (own_men, own_kings, opp_men, opp_kings, color)
            if here in seen or quiet >= self.limit:
                break
            seen.add(here)
            entries = (self.table.get((*here, near)) for near in (-1, quiet))
            move = next((entry[3] for entry in entries if entry is not None), None)  # legal: found in this position
        return line


def _captured(move: RawMove) -> int:
    """How much a capture promises: the pieces it takes, then whether it crowns."""
    return 2 * len(move[5]) + move[3]


def _to_table(score: int, ply: int) -> int:
    """A forced-result score as the distance from this node, not from the root."""
    if score > DECIDED:
        return score + ply
    if score < -DECIDED:
        return score - ply
    return score


def _from_table(score: int, ply: int) -> int:
    """A stored forced-result score made relative to the root again."""
    if score > DECIDED:
        return score - ply
    if score < -DECIDED:
        return score + ply
    return score
