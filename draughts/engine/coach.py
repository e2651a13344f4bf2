"""A coach for learners: a hint with its reason, a safety check, and a review of a game.

Every sentence comes from what the engine's search saw: the line of play it expects
(the principal variation) and the pieces that line wins or loses, played out until no
capture is pending. Pieces are counted as the sentences count them: a king is one
piece, like a man (a crowning is told apart, as "and crowns"). A number of pieces in
a sentence is what the line it shows does, counting the pieces the first move itself
takes; and it is checked first by a plain material search, so that the best defence
within the coach's depth does no better against it (see :class:`_Material`).

>>> from draughts import Board
>>> coach = Coach()
>>> board = Board.from_fen("B:WK2,16,17,28,29,31:B1,3,4,5", rules="english")
>>> print(coach.hint(board))
1-6: wins a piece: after 1-6, White must take 2x9, and 5x14x21 takes two back
>>> board = Board.from_fen("W:W21,27,31:B9,14", rules="english")
>>> print(coach.check(board, board.parse_move("21-17")))
loses a piece: after 21-17, Black plays 14x21 and takes one

The coach answers with :class:`Hint`, :class:`Danger` and :class:`Slip` values whose
``str`` is the sentence a learner reads, in the language in use
(:mod:`draughts.core.messages`): one message per side and per count, numbers up to ten
in words, moves as the rule set writes them. A line told in words is its steps, each a
message, joined by the catalogue's own ``"{story}, {step}"``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from draughts.core.board import Board
from draughts.core.errors import GameOverError, IllegalMoveError, InvalidOptionError
from draughts.core.messages import N_, _, n_
from draughts.core.movegen import MoveGenerator, RawMove, apply
from draughts.core.moves import Move
from draughts.core.rules import Goal, Rules
from draughts.core.sides import WHITE, Color
from draughts.engine import Analysis, Engine

__all__ = ["Coach", "Danger", "Hint", "Slip"]

_NUMBER_WORDS = {
    1: N_("one"),
    2: N_("two"),
    3: N_("three"),
    4: N_("four"),
    5: N_("five"),
    6: N_("six"),
    7: N_("seven"),
    8: N_("eight"),
    9: N_("nine"),
    10: N_("ten"),
}
"""The numbers a sentence writes in words; larger ones are written in digits."""

_PLAYS = {
    (True, False): N_("White plays {move}"),
    (True, True): N_("White plays {move} and crowns"),
    (False, False): N_("Black plays {move}"),
    (False, True): N_("Black plays {move} and crowns"),
}
"""A quiet move of a line, by its side (``True`` for White) and whether it crowns."""

_MUST_TAKE = {
    (True, False): N_("White must take {move}"),
    (True, True): N_("White must take {move} and crowns"),
    (False, False): N_("Black must take {move}"),
    (False, True): N_("Black must take {move} and crowns"),
}
"""A capture the other side has to make, by its side and whether it crowns."""

_HOLDS_OUT = {
    True: N_("Black wins by force whatever White plays; this move holds out longest"),
    False: N_("White wins by force whatever Black plays; this move holds out longest"),
}
"""The reason for the best move of a lost game, by the side to move (``True`` for White)."""

_LOSES_THE_GAME = {
    True: N_("loses the game: after {move}, White wins by force ({line})"),
    False: N_("loses the game: after {move}, Black wins by force ({line})"),
}
"""A warning of a move that loses the game, by the opponent (``True`` for White)."""
_GAME = 100
"""A won game, in pieces: more than any board holds."""


@dataclass(frozen=True)
class Hint:
    """The move the coach suggests, the reason in plain words, and the line behind it.

    ``line`` starts with ``move``; played on until no capture is pending, it does what
    the reason says (the pieces it wins or loses, counting those ``move`` takes).
    """

    move: Move
    reason: str
    line: tuple[Move, ...]
    sentence: str
    """The move and the reason, as the learner reads them."""

    def __str__(self) -> str:
        return self.sentence


@dataclass(frozen=True)
class Danger:
    """A move that loses: ``pieces`` lost (``None`` when it loses the game), the
    opponent's line that shows it, and a better move.

    ``move`` then ``line``, played on until no capture is pending, loses ``pieces``
    (counting those ``move`` takes), and no defence within the coach's horizon loses
    fewer.
    """

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
    """A line played out on a board until no capture is pending: the plies that show
    what happens (its shortest start that ends with no capture pending and the gain
    made), and the pieces the side to move at the start gains by it, by the goal's
    measure (pieces given away, in giveaway; a king counts one, like a man); a game the
    line ends counts :data:`_GAME` more for the winner."""

    plies: tuple[Move, ...]
    gain: int
    line: tuple[Move, ...]
    """The whole line played, of which :attr:`plies` is the start."""
    ends: tuple[int, ...]
    """The lengths of the starts of :attr:`line` that end with no capture pending and the gain made."""

    def start(self, plies: int) -> tuple[Move, ...]:
        """The shortest start of the line of at least *plies* plies (or the whole line)
        that ends with no capture pending and the gain made."""
        return self.line[: next((end for end in self.ends if end >= plies), len(self.line))]

    @property
    def decided(self) -> bool:
        """Whether the line ends the game."""
        return abs(self.gain) > _GAME // 2


class _Material:
    """A plain material search of one rule set: every line to a given depth, then on
    while a capture is pending, scored by the pieces won (a king counts one, like a
    man) and :data:`_GAME` for a won game. It has no evaluation, no reductions and no
    table, so its value is exact: the best the side to move can force within the depth.
    """

    def __init__(self, rules: Rules) -> None:
        self.gen = MoveGenerator.of(rules)
        self.giveaway = rules.goal is Goal.GIVEAWAY
        self.first_king = rules.goal is Goal.FIRST_KING

    def line(self, board: Board, depth: int) -> tuple[int, tuple[Move, ...]]:
        """The value of *board* for the side to move, in pieces, and the line that
        shows it (the best play of both sides)."""
        *pieces, color = board.sides()
        value, raw = self._search((pieces[0], pieces[1], pieces[2], pieces[3]), color, depth, -2 * _GAME, 2 * _GAME)
        here, moves = board.copy(stack=False), []
        for step in raw:
            moves.append(here.move_from_raw(step))
            here.push(moves[-1])
        return value, tuple(moves)

    def _search(
        self, pieces: tuple[int, int, int, int], color: Color, depth: int, alpha: int, beta: int
    ) -> tuple[int, tuple[RawMove, ...]]:
        """The value and the line of the position of *pieces* (the mover's men and kings,
        then the opponent's), *color* to move, within ``alpha..beta``."""
        moves = self.gen.moves(*pieces, color)
        if not moves:
            return (_GAME if self.giveaway else -_GAME), ()
        if depth <= 0 and not moves[0][2]:
            return 0, ()
        moves.sort(key=lambda move: (move[2].bit_count(), move[3]), reverse=True)
        best = -2 * _GAME
        line: tuple[RawMove, ...] = ()
        for move in moves:
            taken = move[2].bit_count()
            gain = -taken if self.giveaway else taken
            if self.first_king and move[3]:
                return gain + _GAME, (move,)
            men, kings, theirs, their_kings = apply(move, *pieces)
            value, rest = self._search((theirs, their_kings, men, kings), not color, depth - 1, -beta, -alpha)
            if gain - value > best:
                best, line = gain - value, (move, *rest)
                alpha = max(alpha, best)
                if alpha >= beta:
                    break
        return best, line


class Coach:
    """Hints, safety checks and game reviews from an engine searching *depth* plies.

    *horizon* is how many plies ahead the safety check looks for a loss of material.
    """

    def __init__(self, depth: int = 6, horizon: int = 4) -> None:
        if depth < 2:
            raise InvalidOptionError(f"the coach needs a depth of at least 2 plies, not {depth}")
        if horizon < 2:
            raise InvalidOptionError(f"the safety horizon must be at least 2 plies, not {horizon}")
        self.depth = depth
        self.horizon = horizon
        self._engine = Engine(depth=depth)
        self._short = Engine(depth=horizon)
        self._materials: dict[Rules, _Material] = {}

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
            reason = _("the only legal move: a capture is compulsory") if move.is_capture else _("the only legal move")
            return _hint(board, move, reason, (move,))
        analysis = self._engine.analyse(board)
        reason, line = self._reason(board, analysis, legal)
        return _hint(board, analysis.move, reason, line)

    def _reason(self, board: Board, analysis: Analysis, legal: list[Move]) -> tuple[str, tuple[Move, ...]]:
        """Why *analysis*'s move is best, and the line that shows it."""
        white = board.turn == WHITE
        win_in, move, pv = analysis.win_in, analysis.move, analysis.pv
        if win_in == 1:
            return _("wins at once"), pv
        if win_in is not None and win_in > 0:
            moves = _moves(win_in)
            if white:
                return n_(
                    "forces a win: White wins within {number} move whatever Black plays",
                    "forces a win: White wins within {number} moves whatever Black plays",
                    moves,
                    number=_count(moves),
                ), pv
            return n_(
                "forces a win: Black wins within {number} move whatever White plays",
                "forces a win: Black wins within {number} moves whatever White plays",
                moves,
                number=_count(moves),
            ), pv
        if win_in is not None:
            return _(_HOLDS_OUT[white]), pv
        walk = self._claim(board, pv, self.depth - 1, board.turn)
        if walk.gain > 0:
            if walk.decided:
                return _("forces a win: {story}", story=_story(board, walk.plies)), walk.plies
            return self._wins(board, walk.gain, _story(board, walk.plies)), walk.plies
        if walk.gain < 0:
            return self._least_bad(board, pv, legal)
        if move.crowns:
            return _("crowns a man"), walk.line
        if self._only_safe(board, move, legal):
            if _giveaway(board):
                return _("the only move that does not lose material"), walk.line
            return _("the only move that does not lose a piece"), walk.line
        crowning = next((i for i, ply in enumerate(pv[: self.horizon + 1]) if ply.crowns and i % 2 == 0), None)
        if crowning is not None:
            return _("heads for a king, crowned after {line}", line=_line(board, pv[: crowning + 1])), pv
        if move.is_capture:
            taken = len(move.captures)
            reason = n_(
                "takes {number}, and the material is even again after {line}",
                "takes {number}, and the material is even again after {line}",
                taken,
                number=_count(taken),
                line=_line(board, walk.plies),
            )
            return reason, walk.plies
        shown = walk.start(4)
        return _("keeps the material even; the line the search expects is {line}", line=_line(board, shown)), shown

    def _least_bad(self, board: Board, pv: Sequence[Move], legal: list[Move]) -> tuple[str, tuple[Move, ...]]:
        """The reason for a best move that loses material: how much, and whether every move does."""
        walk = self._claim(board, pv, self.depth - 1, not board.turn)
        if walk.gain >= 0 or walk.decided:
            shown = self._walk(board, pv).start(4)
            return _("the search rates it best; the line it expects is {line}", line=_line(board, shown)), shown
        lost, story = -walk.gain, _story(board, walk.plies)
        if all(self._loss(board, move) for move in legal if move != pv[0]):
            reason = n_(
                "every move loses material; this one loses a piece: {story}",
                "every move loses material; this one loses {number} pieces: {story}",
                lost,
                number=_count(lost),
                story=story,
            )
            return reason, walk.plies
        return n_(
            "gives up a piece: {story}", "gives up {number} pieces: {story}", lost, number=_count(lost), story=story
        ), walk.plies

    def _wins(self, board: Board, gain: int, story: str) -> str:
        """The reason for a move that wins *gain* pieces (or gives them away, in giveaway), as *story* shows."""
        if _giveaway(board):
            return n_(
                "gets rid of a piece: {story}",
                "gets rid of {number} pieces: {story}",
                gain,
                number=_count(gain),
                story=story,
            )
        return n_("wins a piece: {story}", "wins {number} pieces: {story}", gain, number=_count(gain), story=story)

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
        white = after.turn == WHITE
        win_in = reply.win_in
        if win_in is not None and 0 < win_in <= self.horizon + 2 and (best.win_in is None or best.win_in > 0):
            value, line = self._material(board.rules).line(after, win_in)
            if value > _GAME // 2:  # the plain search finds the win too, and the line that shows it
                sentence = _lost_within(white, win_in, board.rules.write_move(move), _line(after, line))
                return Danger(move, None, line, best.move, sentence)
        walk = self._claim(board, (move, *reply.pv), self.horizon, after.turn)
        kept = self._claim(board, best.pv, self.horizon, board.turn).gain
        if walk.gain >= 0 or walk.gain >= kept or (best.win_in is not None and best.win_in < 0):
            return None
        line = walk.plies[1:]
        if walk.decided:
            written = board.rules.write_move(move)
            sentence = _(_LOSES_THE_GAME[white], move=written, line=_line(after, line))
            return Danger(move, None, line, best.move, sentence)
        sentence = _loses(board, white, -walk.gain, _story(board, walk.plies))
        return Danger(move, -walk.gain, line, best.move, sentence)

    def _loss(self, board: Board, move: Move) -> bool:
        """Whether *move* loses material (or the game) against the best play within the horizon."""
        return self._value(board, move, self.horizon)[0] < 0

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
        if danger:
            what = danger.sentence
        else:
            what = _("a weaker move: the search rates it {drop} of a man worse", drop=f"{drop / 100:.1f}")
        reason = self._reason(board, best, _legal(board))[0]
        slip = Slip(ply, board.fen(), move, best.move, drop, "")
        played, better = board.rules.write_move(move), board.rules.write_move(best.move)
        sentence = _(
            "{number} {played} {what}; {better} was better: {reason}",
            number=slip.number,
            played=played,
            what=what,
            better=better,
            reason=reason,
        )
        return dataclasses.replace(slip, sentence=sentence)

    # -- lines --------------------------------------------------------------------------

    def _value(self, board: Board, move: Move, depth: int) -> tuple[int, tuple[Move, ...]]:
        """What *move* gains the side to move on *board* against the best play within
        *depth* plies after it (the material search's value), and that line, *move* first."""
        after = board.copy(stack=False)
        after.push(move)
        gain = -len(move.captures) if _giveaway(board) else len(move.captures)
        if after.is_game_over():
            return self._walk(board, (move,)).gain, (move,)
        value, line = self._material(board.rules).line(after, depth)
        return gain - value, (move, *line)

    def _claim(self, board: Board, line: Sequence[Move], depth: int, favour: Color) -> _Walk:
        """*line* played out, or the material search's line when that does worse for
        *favour*: what a claim for *favour* may say about ``line[0]``.

        A claim that the side to move gains (*favour* is that side) never says more
        than the best defence within *depth* plies after the move allows; a claim that
        it loses (*favour* is the other side) never says more than it must lose.
        """
        walk = self._walk(board, line)
        value, best = self._value(board, line[0], depth)
        worse = value < walk.gain if favour == board.turn else value > walk.gain
        return self._walk(board, best) if worse else walk

    def _material(self, rules: Rules) -> _Material:
        material = self._materials.get(rules)
        if material is None:
            material = self._materials[rules] = _Material(rules)
        return material

    def _walk(self, board: Board, line: Sequence[Move]) -> _Walk:
        """Play *line* from *board*, and on while a capture is pending (the best run of
        captures for the side to move); the gain, and the plies that show it: the
        shortest start of the line that ends with no capture pending and the gain made."""
        side, here = board.turn, board.copy(stack=False)
        start = here.count(not side) - here.count(side)
        plies: list[Move] = []
        settled: list[tuple[int, bool]] = []  # after each ply: the balance, and whether no capture is pending
        for move in line:
            if here.is_game_over():
                break
            here.push(move)
            plies.append(move)
            settled.append((here.count(not side) - here.count(side), _quiet(here)))
        if not here.is_game_over() and not _quiet(here):
            for move in self._material(board.rules).line(here, 0)[1]:
                here.push(move)
                plies.append(move)
                settled.append((here.count(not side) - here.count(side), _quiet(here)))
        balance = here.count(not side) - here.count(side)
        gain = start - balance
        if _giveaway(board):
            gain = -gain
        outcome = here.outcome()
        if outcome is not None and outcome.winner is not None:
            gain += _GAME if outcome.winner == side else -_GAME
            return _Walk(tuple(plies), gain, tuple(plies), (len(plies),))
        ends = tuple(index + 1 for index, (then, quiet) in enumerate(settled) if quiet and then == balance)
        return _Walk(tuple(plies[: ends[0]]), gain, tuple(plies), ends)


def _line(board: Board, moves: Sequence[Move]) -> str:
    return " ".join(board.rules.write_move(move) for move in moves)


def _hint(board: Board, move: Move, reason: str, line: tuple[Move, ...]) -> Hint:
    return Hint(move, reason, line, _("{move}: {reason}", move=board.rules.write_move(move), reason=reason))


def _legal(board: Board) -> list[Move]:
    if board.is_game_over():
        raise GameOverError(f"the game is over ({board.result()}): there is no move to suggest")
    return list(board.legal_moves)


def _quiet(board: Board) -> bool:
    """Whether the side to move has no capture to make (none is pending)."""
    return not any(move.is_capture for move in board.legal_moves)


def _giveaway(board: Board) -> bool:
    return board.rules.goal is Goal.GIVEAWAY


def _count(n: int) -> str:
    """*n* as a sentence writes it: in words up to ten, in digits above."""
    return _(_NUMBER_WORDS[n]) if n in _NUMBER_WORDS else str(n)


def _moves(plies: int) -> int:
    """The moves of one side that *plies* plies (a win in so many plies) take."""
    return (plies + 1) // 2


def _lost_within(white: bool, plies: int, move: str, line: str) -> str:
    """The warning for *move*, which loses the game to *white* (the opponent) within *plies* plies, as *line* shows."""
    moves = _moves(plies)
    if white:
        return n_(
            "loses the game: after {move}, White wins by force within {number} move ({line})",
            "loses the game: after {move}, White wins by force within {number} moves ({line})",
            moves,
            number=_count(moves),
            move=move,
            line=line,
        )
    return n_(
        "loses the game: after {move}, Black wins by force within {number} move ({line})",
        "loses the game: after {move}, Black wins by force within {number} moves ({line})",
        moves,
        number=_count(moves),
        move=move,
        line=line,
    )


def _loses(board: Board, white: bool, pieces: int, story: str) -> str:
    """The warning for a move that loses *pieces* (that lets *white*, the opponent, give them away in giveaway)."""
    number = _count(pieces)
    if not _giveaway(board):
        return n_("loses a piece: {story}", "loses {number} pieces: {story}", pieces, number=number, story=story)
    if white:
        return n_(
            "lets White get rid of a piece: {story}",
            "lets White get rid of {number} pieces: {story}",
            pieces,
            number=number,
            story=story,
        )
    return n_(
        "lets Black get rid of a piece: {story}",
        "lets Black get rid of {number} pieces: {story}",
        pieces,
        number=number,
        story=story,
    )


def _takes(text: str, n: int, back: bool, crowns: bool) -> str:
    """A capture of the side to move at the start of a line: *n* pieces, taking *back* what was taken."""
    values = {"move": text, "number": _count(n)}
    if back and crowns:
        return n_("{move} takes {number} back and crowns", "{move} takes {number} back and crowns", n, **values)
    if back:
        return n_("{move} takes {number} back", "{move} takes {number} back", n, **values)
    if crowns:
        return n_("{move} takes {number} and crowns", "{move} takes {number} and crowns", n, **values)
    return n_("{move} takes {number}", "{move} takes {number}", n, **values)


def _plays_and_takes(white: bool, text: str, n: int, back: bool, crowns: bool) -> str:
    """A capture of the other side, by its side (``True`` for White), that it chose to make."""
    values = {"move": text, "number": _count(n)}
    if white:
        if back and crowns:
            return n_(
                "White plays {move} and takes {number} back and crowns",
                "White plays {move} and takes {number} back and crowns",
                n,
                **values,
            )
        if back:
            return n_(
                "White plays {move} and takes {number} back", "White plays {move} and takes {number} back", n, **values
            )
        if crowns:
            return n_(
                "White plays {move} and takes {number} and crowns",
                "White plays {move} and takes {number} and crowns",
                n,
                **values,
            )
        return n_("White plays {move} and takes {number}", "White plays {move} and takes {number}", n, **values)
    if back and crowns:
        return n_(
            "Black plays {move} and takes {number} back and crowns",
            "Black plays {move} and takes {number} back and crowns",
            n,
            **values,
        )
    if back:
        return n_(
            "Black plays {move} and takes {number} back", "Black plays {move} and takes {number} back", n, **values
        )
    if crowns:
        return n_(
            "Black plays {move} and takes {number} and crowns",
            "Black plays {move} and takes {number} and crowns",
            n,
            **values,
        )
    return n_("Black plays {move} and takes {number}", "Black plays {move} and takes {number}", n, **values)


def _story(board: Board, plies: Sequence[Move]) -> str:
    """A line from *board* in words: the quiet moves that lead in, then each capture,
    as in "after 22-18, Black must take 15x22, and 27x11 takes two back"."""
    mover = board.turn
    taken = {True: 0, False: 0}
    for index, move in enumerate(plies):
        taken[mover if index % 2 == 0 else not mover] += len(move.captures)
    lead = 0
    while lead < len(plies) and not plies[lead].is_capture and not plies[lead].crowns:
        lead += 1
    parts = [_("after {moves}", moves=_line(board, plies[:lead]))] if lead else []
    captured = {True: False, False: False}
    for index in range(lead, len(plies)):
        move, player = plies[index], mover if index % 2 == 0 else not mover
        n, text, white = len(move.captures), board.rules.write_move(move), player == WHITE
        back = captured[not player]
        if not n:
            parts.append(_(_PLAYS[white, move.crowns], move=text))
        elif player == mover:
            parts.append(_takes(text, n, back, move.crowns))
        elif taken[player] <= taken[not player] and not back:
            parts.append(_(_MUST_TAKE[white, move.crowns], move=text))
        else:
            parts.append(_plays_and_takes(white, text, n, back, move.crowns))
        captured[player] = captured[player] or bool(n)
    story = parts[0]
    for index, part in enumerate(parts[1:], 2):
        if index == len(parts) > 2:
            story = _("{story}, and {step}", story=story, step=part)
        else:
            story = _("{story}, {step}", story=story, step=part)
    return story
