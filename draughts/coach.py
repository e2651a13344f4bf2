"""A coach for learners: a hint with its reason, a safety check, and a review of a game.

Every sentence comes from what the engine's search saw: the line of play it expects
(the principal variation) and the pieces that line wins or loses, played out until no
capture is pending.

>>> from draughts import Board
>>> coach = Coach()
>>> board = Board.from_fen("B:WK2,16,17,28,29,31:B1,3,4,5", rules="english")
>>> print(coach.hint(board))
1-6: wins a piece: after 1-6, White must take 2x9, and 5x14x21 takes two back
>>> board = Board.from_fen("W:W21,27,31:B9,14", rules="english")
>>> print(coach.check(board, board.parse_move("21-17")))
loses a piece: after 21-17, Black plays 14x21 and takes one

The coach answers with :class:`Hint`, :class:`Danger` and :class:`Slip` values whose
``str`` is the sentence a learner reads.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from .board import Board
from .colors import COLOR_NAMES, Color
from .engine import Analysis, Engine
from .errors import GameOverError, IllegalMoveError
from .moves import Move
from .rules import Goal

__all__ = ["Coach", "Danger", "Hint", "Slip"]

_NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
_SETTLE_PLIES = 12
"""How far past the horizon a line is played on while captures are pending."""


@dataclass(frozen=True)
class Hint:
    """The move the coach suggests, the reason in plain words, and the line behind it."""

    move: Move
    reason: str
    line: tuple[Move, ...]
    sentence: str
    """The move and the reason, as the learner reads them."""

    def __str__(self) -> str:
        return self.sentence


@dataclass(frozen=True)
class Danger:
    """A move that loses: ``pieces`` lost by force (``None`` when it loses the game),
    the opponent's line that shows it, and a better move."""

    move: Move
    pieces: int | None
    line: tuple[Move, ...]
    better: Move
    sentence: str

    def __str__(self) -> str:
        return self.sentence


@dataclass(frozen=True)
class Slip:
    """One of the moves of a game where the evaluation dropped most.

    ``ply`` counts from 0 (the first move of the game), ``fen`` is the position before
    the move, ``drop`` is how much worse than ``better`` the move scored, in hundredths
    of a man.
    """

    ply: int
    fen: str
    played: Move
    better: Move
    drop: int
    sentence: str

    @property
    def number(self) -> str:
        """The move's number as a game record writes it: ``3.`` for the first side's move, ``3...`` for the reply."""
        return f"{self.ply // 2 + 1}{'.' if self.ply % 2 == 0 else '...'}"

    def __str__(self) -> str:
        return self.sentence


@dataclass(frozen=True)
class _Walk:
    """A line played out on a board: the plies that show what happens, and the pieces
    the side to move at the start gains by it (by the goal's measure)."""

    plies: tuple[Move, ...]
    gain: int


class Coach:
    """Hints, safety checks and game reviews from an engine searching *depth* plies.

    *horizon* is how many plies ahead the safety check looks for a loss of material.
    """

    def __init__(self, depth: int = 6, horizon: int = 4) -> None:
        if depth < 2:
            raise ValueError(f"the coach needs a depth of at least 2 plies, not {depth}")
        if horizon < 2:
            raise ValueError(f"the safety horizon must be at least 2 plies, not {horizon}")
        self.depth = depth
        self.horizon = horizon
        self._engine = Engine(depth=depth)
        self._short = Engine(depth=horizon)
        self._settler = Engine(depth=2)

    def __repr__(self) -> str:
        return f"Coach(depth={self.depth}, horizon={self.horizon})"

    # -- the hint ---------------------------------------------------------------------

    def hint(self, board: Board) -> Hint:
        """The move to play on *board*, with one sentence on why.

        >>> from draughts import Board
        >>> board = Board.from_fen("W:W5,22:B11,15", rules="english")
        >>> print(Coach().hint(board))
        5-1: crowns a man
        """
        legal = _legal(board)
        if len(legal) == 1:
            move = legal[0]
            reason = "the only legal move: a capture is compulsory" if move.is_capture else "the only legal move"
            return _hint(board, move, reason, (move,))
        analysis = self._engine.analyse(board)
        return _hint(board, analysis.move, self._reason(board, analysis, legal), analysis.pv)

    def _reason(self, board: Board, analysis: Analysis, legal: list[Move]) -> str:
        mover, opponent = COLOR_NAMES[board.turn], COLOR_NAMES[not board.turn]
        win_in = analysis.win_in
        if win_in == 1:
            return "wins at once"
        if win_in is not None and win_in > 0:
            return f"forces a win: {mover} wins within {_moves(win_in)} whatever {opponent} plays"
        if win_in is not None:
            return f"{opponent} wins by force whatever {mover} plays; this move holds out longest"
        walk = self._walk(board, analysis.pv)
        move = analysis.move
        if walk.gain > 0:
            return f"{self._wins(board, walk.gain)}: {_story(board, walk.plies)}"
        if walk.gain < 0:
            return f"every move loses material; this one loses the least: {_story(board, walk.plies)}"
        if move.crowns:
            return "crowns a man"
        if self._only_safe(board, move, legal):
            return f"the only move that does not lose {'material' if _giveaway(board) else 'a piece'}"
        crowning = next((i for i, ply in enumerate(analysis.pv[: self.horizon + 1]) if ply.crowns and i % 2 == 0), None)
        if crowning is not None:
            return f"heads for a king, crowned after {_line(board, analysis.pv[: crowning + 1])}"
        if move.is_capture:
            return f"takes {_pieces(len(move.captures))}, and the material stays even after the answer"
        return f"keeps the material even; the line the search expects is {_line(board, analysis.pv[:4])}"

    def _wins(self, board: Board, gain: int) -> str:
        return f"gets rid of {_pieces(gain)}" if _giveaway(board) else f"wins {_pieces(gain)}"

    def _only_safe(self, board: Board, best: Move, legal: list[Move]) -> bool:
        """Whether every move but *best* loses material within the horizon."""
        others = [move for move in legal if move != best]
        return bool(others) and all(self._loss(board, move) for move in others)

    # -- the safety check -------------------------------------------------------------

    def check(self, board: Board, move: Move) -> Danger | None:
        """Whether *move*, about to be played on *board*, loses material or the game by
        force within the horizon when a better move does not; ``None`` when it is safe.

        >>> from draughts import Board
        >>> board = Board.from_fen("W:W21,27,31:B9,14", rules="english")
        >>> coach = Coach()
        >>> coach.check(board, board.parse_move("27-24")) is None
        True
        """
        legal = board.legal_moves.get(move)
        if legal is None:
            message = f"{board.rules.write_move(move)} is not a legal move here, so the coach cannot judge it"
            raise IllegalMoveError(message, board.explain(move))
        move = legal
        after = board.copy()
        after.push(move)
        if after.is_game_over():
            return None
        best = self._engine.analyse(board)
        if best.move == move:
            return None
        reply = self._short.analyse(after)
        opponent = COLOR_NAMES[after.turn]
        win_in = reply.win_in
        if win_in is not None and win_in > 0 and (best.win_in is None or best.win_in > 0):
            sentence = (
                f"loses the game: after {board.rules.write_move(move)}, "
                f"{opponent} wins by force within {_moves(win_in)} "
                f"({_line(board, reply.pv[:4])})"
            )
            return Danger(move, None, reply.pv, best.move, sentence)
        walk = self._walk(after, reply.pv, self.horizon - 1)
        lost = walk.gain
        kept = self._walk(board, best.pv, self.horizon).gain
        if lost <= 0 or -lost >= kept or (best.win_in is not None and best.win_in < 0):
            return None
        verb = f"lets {opponent} get rid of" if _giveaway(board) else "loses"
        story = _story(board, (move, *walk.plies))
        return Danger(move, lost, walk.plies, best.move, f"{verb} {_pieces(lost)}: {story}")

    def _loss(self, board: Board, move: Move) -> bool:
        after = board.copy()
        after.push(move)
        if after.is_game_over():
            return False
        reply = self._short.analyse(after)
        if reply.win_in is not None:
            return reply.win_in > 0
        return self._walk(after, reply.pv, self.horizon - 1).gain > 0

    # -- the review -------------------------------------------------------------------

    def review(self, game: Board, color: Color | None = None, most: int = 3, threshold: int = 50) -> list[Slip]:
        """The moves of *game* (a board and its :attr:`~draughts.Board.move_stack`) where
        the evaluation dropped most, at most *most* of them and each by at least
        *threshold* hundredths of a man, in the order they were played. *color* keeps
        only one side's moves.

        >>> from draughts import Board
        >>> game = Board.from_fen("W:W21,27,31:B9,14", rules="english")
        >>> game.push_pdn("21-17")
        Move((21, 17))
        >>> [slip] = Coach().review(game)
        >>> slip.ply, str(slip.played), str(slip.better)
        (0, '21-17', '27-23')
        >>> print(slip)  # doctest: +NORMALIZE_WHITESPACE
        1. 21-17 loses a piece: after 21-17, Black plays 14x21 and takes one;
        27-23 was better: keeps the material even; the line the search expects is 27-23 9-13 23-19 14-18
        """
        played = game.move_stack
        boards = [game.root()]
        for move in played:
            boards.append(boards[-1].copy(stack=False))
            boards[-1].push(move)
        # A quick look at every position first; the sentences only for the worst moves.
        scores = [None if board.is_game_over() else self._short.analyse(board) for board in boards]
        drops: list[tuple[int, int]] = []
        for ply, move in enumerate(played):
            board, best, after = boards[ply], scores[ply], scores[ply + 1]
            if best is None or best.move == move or (color is not None and board.turn != color):
                continue
            drop = best.score + after.score if after is not None else 0
            if drop >= threshold:
                drops.append((drop, ply))
        slips = [self._slip(boards[ply], ply, played[ply], drop) for drop, ply in sorted(drops, reverse=True)[:most]]
        return sorted((slip for slip in slips if slip is not None), key=lambda slip: slip.ply)

    def _slip(self, board: Board, ply: int, move: Move, drop: int) -> Slip | None:
        best = self._engine.analyse(board)
        if best.move == move:
            return None
        danger = self.check(board, move)
        what = danger.sentence if danger else f"a weaker move: the search rates it {drop / 100:.1f} of a man worse"
        reason = self._reason(board, best, _legal(board))
        slip = Slip(ply, board.fen(), move, best.move, drop, "")
        played, better = board.rules.write_move(move), board.rules.write_move(best.move)
        sentence = f"{slip.number} {played} {what}; {better} was better: {reason}"
        return dataclasses.replace(slip, sentence=sentence)

    # -- lines --------------------------------------------------------------------------

    def _walk(self, board: Board, line: Sequence[Move], horizon: int | None = None) -> _Walk:
        """Play *line* from *board* for *horizon* plies (the coach's by default), and on
        while a capture is pending; the plies up to the last capture, and the gain."""
        horizon = self.horizon if horizon is None else horizon
        side = board.turn
        here = board.copy(stack=False)
        start = {color: here.count(color) for color in (True, False)}
        plies: list[Move] = []
        last_capture = 0
        for index in range(horizon + _SETTLE_PLIES):
            if here.is_game_over():
                break
            pending = any(move.is_capture for move in here.legal_moves)
            if index >= horizon and not pending:
                break
            move = line[index] if index < len(line) else self._settler.choose(here)
            here.push(move)
            plies.append(move)
            if move.is_capture:
                last_capture = len(plies)
        lost = {color: start[color] - here.count(color) for color in (True, False)}
        gain = lost[not side] - lost[side]
        if _giveaway(board):
            gain = -gain
        return _Walk(tuple(plies[: max(last_capture, 1)]), gain)


def _line(board: Board, moves: Sequence[Move]) -> str:
    return " ".join(board.rules.write_move(move) for move in moves)


def _hint(board: Board, move: Move, reason: str, line: tuple[Move, ...]) -> Hint:
    return Hint(move, reason, line, f"{board.rules.write_move(move)}: {reason}")


def _legal(board: Board) -> list[Move]:
    if board.is_game_over():
        raise GameOverError(f"the game is over ({board.result()}): there is no move to suggest")
    return list(board.legal_moves)


def _giveaway(board: Board) -> bool:
    return board.rules.goal is Goal.GIVEAWAY


def _pieces(n: int) -> str:
    if n == 1:
        return "a piece"
    return f"{_NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else n} pieces"


def _count(n: int) -> str:
    return _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)


def _moves(plies: int) -> str:
    moves = (plies + 1) // 2
    return "one move" if moves == 1 else f"{_count(moves)} moves"


def _story(board: Board, plies: Sequence[Move]) -> str:
    """A line from *board* in words: the quiet moves that lead in, then each capture,
    as in "after 22-18, Black must take 15x22, and 27x11 takes two back"."""
    mover = board.turn
    taken = {True: 0, False: 0}
    for index, move in enumerate(plies):
        taken[mover if index % 2 == 0 else not mover] += len(move.captures)
    lead = 0
    while lead < len(plies) and not plies[lead].is_capture:
        lead += 1
    parts = [f"after {_line(board, plies[:lead])}"] if lead else []
    captured = {True: False, False: False}
    for index in range(lead, len(plies)):
        move, player = plies[index], mover if index % 2 == 0 else not mover
        name, n, text = COLOR_NAMES[player], len(move.captures), board.rules.write_move(move)
        back = " back" if captured[not player] else ""
        if not n:
            parts.append(f"{name} plays {text}")
        elif player == mover:
            parts.append(f"{text} takes {_count(n)}{back}")
        elif taken[player] <= taken[not player] and not back:
            parts.append(f"{name} must take {text}")
        else:
            parts.append(f"{name} plays {text} and takes {_count(n)}{back}")
        captured[player] = captured[player] or bool(n)
        if move.crowns:
            parts[-1] += " and crowns"
    if len(parts) <= 2:
        return ", ".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]
