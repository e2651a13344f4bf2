"""Why a move is legal, or why not: an :class:`Explanation` with a :class:`Reason`.

Code branches on the reason, an enum; people read the sentence, ``str(explanation)``.
The first three reasons are found by asking the move generator (under the board's
rules, or under one switch loosened); only a move that no loosened rule would allow
is read off the squares, by a small geometry of its own (the fourth):

1. a move that stops while its capture could go on;
2. a move that would be legal under a looser value of one switch (the switch registry,
   :data:`draughts.core.rules.SWITCHES`, says which values are looser; :data:`RULE_REFUSALS`
   says why the switch's value refuses it: "you must take the most pieces", "a man
   captures only forward");
3. a quiet move while a capture is on (a capture is compulsory);
4. what the squares themselves show: an occupied square, a wrong direction, a
   distance the piece cannot go, a piece in the way.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from draughts.core.messages import N_, _, n_
from draughts.core.moves import Move
from draughts.core.notation import read_squares
from draughts.core.rules import SWITCHES, CaptureRule, Crowning, FlyingLanding, KingRange, Removal
from draughts.core.sides import WHITE, Piece
from draughts.core.text import quote

if TYPE_CHECKING:
    from draughts.core.board import Board

__all__ = ["Explanation", "Reason", "explain", "explain_squares"]


class Reason(enum.Enum):
    """Why a move is legal or not. Lessons and widgets branch on these, never on the sentence."""

    LEGAL = "legal"
    AMBIGUOUS = "ambiguous"
    GAME_OVER = "game over"
    NO_PIECE = "no piece"
    NOT_YOUR_PIECE = "not your piece"
    MUST_GO_ON = "must go on"
    MUST_TAKE_MOST = "must take the most"
    MUST_STOP_WHERE_IT_CAN_GO_ON = "must stop where it can go on"
    MEN_CAPTURE_FORWARD_ONLY = "men capture forward only"
    KING_ONE_SQUARE = "king one square"
    JUMPED_PIECE_STAYS = "jumped piece stays"
    CROWNING_ENDS_TURN = "crowning ends the turn"
    CROWNED_MAN_GOES_ON = "crowned man goes on as a man"
    CROWNED_KING_GOES_ON = "crowned man goes on as a king"
    CAPTURE_COMPULSORY = "capture compulsory"
    NOT_DIAGONAL = "not diagonal"
    OCCUPIED = "occupied"
    MEN_FORWARD_ONLY = "men forward only"
    MAN_ONE_SQUARE = "man one square"
    NOTHING_TO_JUMP = "nothing to jump"
    OWN_PIECE = "own piece"
    ADJACENT_PAIR = "adjacent pair"
    ONE_AT_A_TIME = "one piece at a time"
    JUMPED_TWICE = "jumped twice"
    MAN_JUMPS_ADJACENT = "man jumps an adjacent piece"
    KING_JUMPS_ADJACENT = "king jumps an adjacent piece"
    NOT_THIS_PIECES_MOVE = "not one of this piece's moves"
    PIECE_HAS_NO_MOVE = "piece has no move"


@dataclass(frozen=True)
class Explanation:
    """Why a move is legal or not: the *reason*, a plain *sentence* (``str()``), the legal
    *moves* it refers to (the move itself, the captures that are compulsory, ...) and
    the *squares* it points at (an occupied square, the pair side by side, ...).

    >>> from draughts import Board
    >>> explanation = Board.from_fen("W:W22:B17,18,9").explain("22-17")
    >>> explanation.reason, explanation.squares, str(explanation)
    (<Reason.OCCUPIED: 'occupied'>, (17,), '17 is occupied')
    """

    reason: Reason
    sentence: str
    moves: tuple[Move, ...] = ()
    squares: tuple[int, ...] = ()

    @property
    def legal(self) -> bool:
        """Whether the move is legal."""
        return self.reason is Reason.LEGAL

    def __str__(self) -> str:
        return self.sentence


_NUMBER_WORDS = [N_("one"), N_("two"), N_("three"), N_("four"), N_("five")]
_NUMBER_WORDS += [N_("six"), N_("seven"), N_("eight"), N_("nine"), N_("ten")]
"""The counts of pieces a capture takes, in words: one to ten."""


def _number(n: int) -> str:
    """A count of pieces taken as a sentence says it: in words from one to ten."""
    return _(_NUMBER_WORDS[n - 1]) if 1 <= n <= len(_NUMBER_WORDS) else str(n)


Names = Callable[[int], str]
"""How a sentence writes a square: by default the rule set's own notation (:meth:`Rules.name_square`)."""

Refusal = Callable[["Board", Sequence[int], Names], Explanation]
"""Explains a move that a switch's value refuses: from the board, the squares of the move and how to write squares."""


def _listing(moves: list[Move], most: int = 4, name: Names = str) -> str:
    """Up to *most* moves by name, then how many more: ``9-13, 9-14, 10-14 or 3 more``.

    >>> _listing([Move((9, 13)), Move((9, 14))])
    '9-13 or 9-14'
    >>> _listing([Move((9, n)) for n in range(10, 16)])
    '9-10, 9-11, 9-12, 9-13 or 2 more'
    """
    names = [move.pdn(names=name) for move in moves[:most]]
    if len(moves) > most:
        names.append(n_("{count} more", "{count} more", len(moves) - most))
    return _either(names)


def _either(names: list[str]) -> str:
    """Names as a choice: ``a``, ``a or b``, ``a, b or c``."""
    if len(names) == 1:
        return names[0]
    return _("{others} or {last}", others=", ".join(names[:-1]), last=names[-1])


def explain(board: Board, move: Move | str, names: Names | None = None) -> Explanation:
    """Why *move* (a :class:`Move` or move text) is legal on *board*, or why not.

    The sentence writes squares as the rule set's players do (c3 in a Russian game),
    unless *names* writes them otherwise (``str`` for numbers); the explanation's
    moves and squares are numbers, as everywhere in code:

    >>> from draughts import Board
    >>> board = Board.from_fen("W:W22:B18,9", "russian")
    >>> str(explain(board, "22-17")), str(explain(board, "c3-d4")), explain(board, "c3-d4").squares
    ('a capture is compulsory: c3xe5', 'd4 is occupied', (18,))
    >>> str(explain(board, "c3-d4", str))
    '18 is occupied'
    """
    names = names or board.rules.name_square
    over = _game_over(board)
    if over is not None:
        return over
    if isinstance(move, Move):
        legal = board.legal_moves.get(move)
        if legal is not None:
            return _legal(board, legal, names)
        squares, text = list(move.path), move.pdn(names=names)  # a path without its captures, as a click would give
    else:
        squares, text = read_squares(move, board.geometry), move
    matches = board.moves_matching(squares)
    if len(matches) == 1:
        return _legal(board, matches[0], names)
    if matches:
        sentence = n_(
            "{text} fits {count} legal move ({moves}): give more squares",
            "{text} fits {count} legal moves ({moves}): give more squares",
            len(matches),
            text=quote(text),
            moves=_listing(matches, name=names),
        )
        return Explanation(Reason.AMBIGUOUS, sentence, tuple(matches))
    return explain_squares(board, squares, text, names)


def _game_over(board: Board) -> Explanation | None:
    outcome = board.outcome()
    if outcome is None:
        return None
    return Explanation(Reason.GAME_OVER, _("the game is over: {outcome}", outcome=outcome))


def _legal(board: Board, move: Move, name: Names) -> Explanation:
    return Explanation(Reason.LEGAL, _legal_sentence(board, move, name), (move,))


def _legal_sentence(board: Board, move: Move, name: Names) -> str:
    piece = board.piece_at(move.start)
    assert piece is not None
    said = {"move": move.pdn(names=name), "start": name(move.start), "end": name(move.end)}
    if move.is_capture:
        count, taken = len(move.captures), ", ".join(map(name, move.captures))
        said |= {"count": _number(count), "taken": taken}
        if piece.king:
            return n_(
                "{move} is legal: the king on {start} takes {count} piece ({taken})",
                "{move} is legal: the king on {start} takes {count} pieces ({taken})",
                count,
                **said,
            )
        if move.crowns:
            return n_(
                "{move} is legal: the man on {start} takes {count} piece ({taken}) and is crowned",
                "{move} is legal: the man on {start} takes {count} pieces ({taken}) and is crowned",
                count,
                **said,
            )
        return n_(
            "{move} is legal: the man on {start} takes {count} piece ({taken})",
            "{move} is legal: the man on {start} takes {count} pieces ({taken})",
            count,
            **said,
        )
    if piece.king and board.rules.king_range is KingRange.FLYING:
        return _("{move} is legal: the king on {start} flies to {end}", **said)
    if piece.king:
        return _("{move} is legal: the king on {start} steps to {end}", **said)
    if move.crowns:
        return _("{move} is legal: the man on {start} steps forward to {end} and is crowned", **said)
    return _("{move} is legal: the man on {start} steps forward to {end}", **said)


def explain_squares(board: Board, squares: Sequence[int], text: str, names: Names | None = None) -> Explanation:
    """Why no legal move fits the *squares* of move text *text* (or why none may be played).

    *names* writes squares as in :func:`explain`.
    """
    names = names or board.rules.name_square
    over = _game_over(board)
    if over is not None:
        return over
    start = squares[0]
    piece = board.piece_at(start)
    if piece is None:
        return Explanation(Reason.NO_PIECE, _("there is no piece on {square}", square=names(start)), squares=(start,))
    if piece.color != board.turn:
        if piece.color == WHITE:
            sentence = _("the piece on {square} is White's, and it is Black's turn", square=names(start))
        else:
            sentence = _("the piece on {square} is Black's, and it is White's turn", square=names(start))
        return Explanation(Reason.NOT_YOUR_PIECE, sentence, squares=(start,))
    return (
        _unfinished(board, squares, names)
        or _switch_reason(board, squares, names)
        or _compulsory(board, squares, names)
        or _geometry_reason(board, piece, squares, names)
        or _fallback(board, start, names)
    )


def _unfinished(board: Board, squares: Sequence[int], name: Names) -> Explanation | None:
    """A capture that stops where it must go on."""
    for route in board.routes():
        if not route.is_capture or route.start != squares[0]:
            continue
        for i in range(1, len(route.path) - 1):
            part = Move(route.path[: i + 1], route.captures[:i])
            if part.fits(squares):
                stop = route.path[i]
                if (
                    board.rules.crowning is Crowning.KING_CONTINUES
                    and board.geometry.bits[stop] & board.geometry.crown_row[board.turn]
                ):
                    sentence = _(
                        "the capture must go on: the man is crowned on {square} and goes on as a king: {route}",
                        square=name(stop),
                        route=route.pdn(names=name),
                    )
                else:
                    sentence = _("the capture must go on: {route}", route=route.pdn(names=name))
                return Explanation(Reason.MUST_GO_ON, sentence, (route,), (stop,))
    return None


def _relaxed(board: Board, **switch: object) -> Board:
    return board.with_rules(board.rules.replace(**switch))


def _switch_reason(board: Board, squares: Sequence[int], name: Names) -> Explanation | None:
    """The switch that forbids a move which one of its looser values would allow."""
    rules = board.rules
    for switch in SWITCHES.values():
        if not switch.applies(rules):
            continue
        value = getattr(rules, switch.name)
        for other in switch.looser.get(value, ()):
            if _relaxed(board, **{switch.name: other}).moves_matching(squares):
                return RULE_REFUSALS[switch.name, value](board, squares, name)
    return None


def _most(board: Board, squares: Sequence[int], name: Names) -> Explanation:
    legal = list(board.legal_moves)
    most = max(len(move.captures) for move in legal)
    best = [move for move in legal if len(move.captures) == most]
    sentence = n_(
        "you must take the most pieces: {moves} takes {count} piece",
        "you must take the most pieces: {moves} takes {count} pieces",
        most,
        moves=_listing(best, name=name),
        count=_number(most),
    )
    return Explanation(Reason.MUST_TAKE_MOST, sentence, tuple(best))


def _saying(reason: Reason, sentence: str) -> Refusal:
    """A refusal that always says the same: *sentence*, a message marked with :func:`N_`."""
    return lambda board, squares, name: Explanation(reason, _(sentence))


def _landing_explanation(board: Board, squares: Sequence[int], name: Names) -> Explanation:
    """Name the jump after which the flying king stopped on a square it may not use."""
    reason = Reason.MUST_STOP_WHERE_IT_CAN_GO_ON
    relaxed = _relaxed(board, flying_landing="any")
    legal = board.routes()
    for route in relaxed.routes():
        if not route.fits(squares):
            continue
        for i in range(1, len(route.path)):
            prefix = route.path[: i + 1]
            if any(move.path[: i + 1] == prefix and move.captures[:i] == route.captures[:i] for move in legal):
                continue
            victim = route.captures[i - 1]
            allowed = sorted(
                {
                    move.path[i]
                    for move in legal
                    if move.path[:i] == route.path[:i] and move.captures[:i] == route.captures[:i]
                }
            )
            where = _either([name(square) for square in allowed])
            sentence = _(
                "after {victim} the king must stop where it can capture again: {squares}",
                victim=name(victim),
                squares=where,
            )
            return Explanation(reason, sentence, squares=tuple(allowed))
    return Explanation(reason, _("a flying king must stop where it can capture again"))


RULE_REFUSALS: dict[tuple[str, object], Refusal] = {
    ("men_capture_backward", False): _saying(
        Reason.MEN_CAPTURE_FORWARD_ONLY, N_("in these rules a man captures only forward")
    ),
    ("king_range", KingRange.SHORT): _saying(Reason.KING_ONE_SQUARE, N_("in these rules a king moves one square")),
    ("flying_landing", FlyingLanding.MUST_CONTINUE): _landing_explanation,
    ("capture_rule", CaptureRule.MOST): _most,
    ("removal", Removal.END): _saying(
        Reason.JUMPED_PIECE_STAYS,
        N_("a jumped piece stays on the board until the move ends: it cannot be jumped twice or passed over"),
    ),
    ("crowning", Crowning.STOPS): _saying(
        Reason.CROWNING_ENDS_TURN, N_("a man that reaches the far row is crowned and its move ends there")
    ),
    ("crowning", Crowning.MAN_CONTINUES): _saying(
        Reason.CROWNED_MAN_GOES_ON,
        N_("a man that reaches the far row mid-capture goes on as a man, and is crowned only if it ends there"),
    ),
    ("crowning", Crowning.KING_CONTINUES): _saying(
        Reason.CROWNED_KING_GOES_ON,
        N_("a man that reaches the far row mid-capture is crowned and must go on capturing as a king"),
    ),
}
"""For each switch value that refuses moves a looser value allows (see :attr:`~draughts.core.rules.Switch.looser`),
the explanation of a move it refuses."""


def _compulsory(board: Board, squares: Sequence[int], name: Names) -> Explanation | None:
    """A move that would be fine if no capture were on."""
    captures = [move for move in board.legal_moves if move.is_capture]
    if not captures:
        return None
    quiet = [board.move_from_raw(raw) for raw in board.generator.quiet_moves(*board.sides())]
    if any(move.fits(squares) for move in quiet):
        return _capture_compulsory(captures, name)
    return None


def _capture_compulsory(captures: list[Move], name: Names) -> Explanation:
    sentence = _("a capture is compulsory: {moves}", moves=_listing(captures, name=name))
    return Explanation(Reason.CAPTURE_COMPULSORY, sentence, tuple(captures))


def _geometry_reason(board: Board, piece: Piece, squares: Sequence[int], name: Names) -> Explanation | None:
    """What the squares show: direction, distance, occupied or blocked squares."""
    g = board.geometry
    flying = board.rules.king_range is KingRange.FLYING
    jumped: list[int] = []
    for a, b in itertools.pairwise(squares):
        ra, ca, rb, cb = g.row(a), g.column(a), g.row(b), g.column(b)
        if a == b or abs(ra - rb) != abs(ca - cb):
            sentence = _("{first} and {second} are not on one diagonal", first=name(a), second=name(b))
            return Explanation(Reason.NOT_DIAGONAL, sentence, squares=(a, b))
        occupant = board.piece_at(b)
        if occupant is not None and b != squares[0]:
            return Explanation(Reason.OCCUPIED, _("{square} is occupied", square=name(b)), squares=(b,))
        dr, dc = (1 if rb > ra else -1), (1 if cb > ca else -1)
        between = [g.square_at(ra + k * dr, ca + k * dc) for k in range(1, abs(ra - rb))]
        standing = [(s, board.piece_at(s)) for s in between if s is not None and board.piece_at(s) is not None]
        forward = (dr < 0) == piece.color
        distance = abs(ra - rb)
        if not standing:
            if len(squares) > 2:
                sentence = _("there is no piece to jump between {first} and {second}", first=name(a), second=name(b))
                return Explanation(Reason.NOTHING_TO_JUMP, sentence, squares=(a, b))
            if not piece.king:
                if not forward:
                    return Explanation(Reason.MEN_FORWARD_ONLY, _("a man moves only forward"))
                return Explanation(Reason.MAN_ONE_SQUARE, _("a man moves one square at a time, unless it captures"))
            if not flying and distance > 1:
                return Explanation(Reason.KING_ONE_SQUARE, _("in these rules a king moves one square"))
            return None
        own = [s for s, p in standing if p is not None and p.color == piece.color and s != squares[0]]
        if own:
            sentence = _("a piece cannot jump its own piece on {square}", square=name(own[0]))
            return Explanation(Reason.OWN_PIECE, sentence, squares=(own[0],))
        if len(standing) > 1:
            first, second = standing[0][0], standing[1][0]
            if g.row(second) - g.row(first) in (dr, -dr) and abs(g.row(second) - g.row(first)) == 1:
                sentence = _(
                    "two pieces side by side ({first} and {second}) cannot be jumped",
                    first=name(first),
                    second=name(second),
                )
                return Explanation(Reason.ADJACENT_PAIR, sentence, squares=(first, second))
            sentence = _(
                "only one piece can be jumped at a time: {first} and {second} are both in the way",
                first=name(first),
                second=name(second),
            )
            return Explanation(Reason.ONE_AT_A_TIME, sentence, squares=(first, second))
        victim = standing[0][0]
        if victim in jumped:
            sentence = _("a piece cannot be jumped twice: {square}", square=name(victim))
            return Explanation(Reason.JUMPED_TWICE, sentence, squares=(victim,))
        jumped.append(victim)
        if not piece.king:
            if distance != 2:
                sentence = _("a man jumps only a piece next to it, landing just beyond")
                return Explanation(Reason.MAN_JUMPS_ADJACENT, sentence)
            if not forward and not board.rules.men_capture_backward:
                return Explanation(Reason.MEN_CAPTURE_FORWARD_ONLY, _("in these rules a man captures only forward"))
        elif not flying and distance != 2:
            sentence = _("in these rules a king jumps only a piece next to it, landing just beyond")
            return Explanation(Reason.KING_JUMPS_ADJACENT, sentence)
    return None


def _fallback(board: Board, start: int, name: Names) -> Explanation:
    legal = list(board.legal_moves)
    captures = [move for move in legal if move.is_capture]
    if captures:
        return _capture_compulsory(captures, name)
    mine = [move for move in legal if move.start == start]
    if mine:
        sentence = _(
            "that is not one of the moves of the piece on {square}: {moves}",
            square=name(start),
            moves=_listing(mine, name=name),
        )
        return Explanation(Reason.NOT_THIS_PIECES_MOVE, sentence, tuple(mine))
    sentence = _("the piece on {square} has no legal move", square=name(start))
    return Explanation(Reason.PIECE_HAS_NO_MOVE, sentence, squares=(start,))
