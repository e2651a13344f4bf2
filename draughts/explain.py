"""Plain sentences on why a move is legal, or why not.

The reasons are found by asking the engine, not by a second copy of the rules:

1. a move that stops while its capture could go on;
2. a move that would be legal if one switch of the rule set were flipped (that switch
   is the reason: "you must take the most pieces", "a man captures only forward");
3. a quiet move while a capture is on (a capture is compulsory);
4. what the squares themselves show: an occupied square, a wrong direction, a
   distance the piece cannot go, a piece in the way.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from .colors import COLOR_NAMES, Piece
from .moves import Move
from .notation import read_squares
from .rules import CaptureRule, Crowning, FlyingLanding, KingRange, Removal

if TYPE_CHECKING:
    from .board import Board

__all__ = ["explain", "explain_squares"]

_NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def _pieces(n: int) -> str:
    word = _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)
    return f"{word} piece{'s' if n != 1 else ''}"


def _listing(moves: list[Move], most: int = 4) -> str:
    names = [str(move) for move in moves[:most]]
    if len(moves) > most:
        names[-1] += f" and {len(moves) - most + 1} more"
        names = [*names[:-1], names[-1]]
    return " or ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " or " + names[-1]


def explain(board: Board, move: Move | str) -> str:
    """Why *move* (a :class:`Move` or move text) is legal on *board*, or why not."""
    if isinstance(move, Move):
        legal = board._legal_list()
        if move in legal:
            return _legal_sentence(board, legal[legal.index(move)])
        squares, text = list(move.path), str(move)  # a path without its captures, as a click would give
    else:
        squares, text = read_squares(move, board.geometry), move
    matches = board._matching(squares)
    if len(matches) == 1:
        return _legal_sentence(board, matches[0])
    if matches:
        return f"{text!r} fits {len(matches)} legal moves ({_listing(matches)}): give more squares"
    return explain_squares(board, squares, text)


def _legal_sentence(board: Board, move: Move) -> str:
    piece = board.piece_at(move.start)
    assert piece is not None
    kind = "king" if piece.king else "man"
    if move.is_capture:
        taken = ", ".join(map(str, move.captures))
        sentence = f"{move} is legal: the {kind} on {move.start} takes {_pieces(len(move.captures))} ({taken})"
    elif piece.king:
        verb = "flies" if board.rules.king_range is KingRange.FLYING else "steps"
        sentence = f"{move} is legal: the king on {move.start} {verb} to {move.end}"
    else:
        sentence = f"{move} is legal: the man on {move.start} steps forward to {move.end}"
    if move.crowns:
        sentence += " and is crowned"
    return sentence


def explain_squares(board: Board, squares: list[int], text: str) -> str:
    """Why no legal move fits the *squares* of move text *text*."""
    start = squares[0]
    piece = board.piece_at(start)
    if piece is None:
        return f"there is no piece on {start}"
    if piece.color != board.turn:
        return f"the piece on {start} is {COLOR_NAMES[piece.color]}'s, and it is {COLOR_NAMES[board.turn]}'s turn"
    return (
        _unfinished(board, squares)
        or _switch_reason(board, squares)
        or _compulsory(board, squares)
        or _geometry_reason(board, piece, squares)
        or _fallback(board, start)
    )


def _routes(board: Board) -> list[Move]:
    gen = board._gen
    own = board._sides()
    raw = gen.captures(*own, distinct=False) or gen.quiet_moves(*own)
    return [board._move_of(r) for r in raw]


def _unfinished(board: Board, squares: list[int]) -> str | None:
    """A capture that stops where it must go on."""
    from .board import _fits

    for route in _routes(board):
        if not route.is_capture or route.start != squares[0]:
            continue
        for i in range(1, len(route.path) - 1):
            part = Move(route.path[: i + 1], route.captures[:i])
            if _fits(squares, part):
                if (
                    board.rules.crowning is Crowning.KING_CONTINUES
                    and board.geometry.bits[route.path[i]] & board.geometry.crown_row[board.turn]
                ):
                    return (
                        f"the capture must go on: the man is crowned on {route.path[i]} and goes on as a king: {route}"
                    )
                return f"the capture must go on: {route}"
    return None


def _relaxed(board: Board, **switch: object) -> Board:
    other = board.copy(stack=False)
    other.rules = board.rules.replace(**switch)
    from .movegen import MoveGenerator

    other._gen = MoveGenerator.of(other.rules)
    return other


def _switch_reason(board: Board, squares: list[int]) -> str | None:
    """The switch that forbids a move which another rule set would allow."""
    rules = board.rules
    checks: list[tuple[dict[str, object], str]] = []
    if rules.capture_rule is CaptureRule.MOST:
        checks.append(({"capture_rule": "free"}, "most"))
    if rules.king_range is KingRange.FLYING and rules.flying_landing is FlyingLanding.MUST_CONTINUE:
        checks.append(({"flying_landing": "any"}, "landing"))
    if not rules.men_capture_backward:
        checks.append(({"men_capture_backward": True}, "backward"))
    if rules.king_range is KingRange.SHORT:
        checks.append(({"king_range": "flying"}, "short"))
    if rules.removal is Removal.END:
        checks.append(({"removal": "immediate"}, "removal"))
    for crowning in Crowning:
        if crowning is not rules.crowning:
            checks.append(({"crowning": crowning}, "crowning"))
    for switch, reason in checks:
        other = _relaxed(board, **switch)
        if other._matching(squares):
            return _switch_sentence(board, reason, squares)
    return None


def _switch_sentence(board: Board, reason: str, squares: list[int]) -> str:
    legal = board._legal_list()
    if reason == "most":
        most = max(len(move.captures) for move in legal)
        best = [move for move in legal if len(move.captures) == most]
        return f"you must take the most pieces: {_listing(best)} takes {_pieces(most)}"
    if reason == "landing":
        return _landing_sentence(board, squares)
    if reason == "backward":
        return "in these rules a man captures only forward"
    if reason == "short":
        return "in these rules a king moves one square"
    if reason == "removal":
        return "a jumped piece stays on the board until the move ends: it cannot be jumped twice or passed over"
    if board.rules.crowning is Crowning.STOPS:
        return "a man that reaches the far row is crowned and its move ends there"
    if board.rules.crowning is Crowning.MAN_CONTINUES:
        return "a man that reaches the far row mid-capture goes on as a man, and is crowned only if it ends there"
    return "a man that reaches the far row mid-capture is crowned and must go on capturing as a king"


def _landing_sentence(board: Board, squares: list[int]) -> str:
    """Name the jump after which the flying king stopped on a square it may not use."""
    relaxed = _relaxed(board, flying_landing="any")
    from .board import _fits

    legal = _routes(board)
    for route in _routes(relaxed):
        if not _fits(squares, route):
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
            where = " or ".join(map(str, allowed))
            return f"after {victim} the king must stop where it can capture again: {where}"
    return "a flying king must stop where it can capture again"


def _compulsory(board: Board, squares: list[int]) -> str | None:
    """A move that would be fine if no capture were on."""
    captures = [move for move in board._legal_list() if move.is_capture]
    if not captures:
        return None
    own = board._sides()
    quiet = [board._move_of(raw) for raw in board._gen.quiet_moves(*own)]
    from .board import _fits

    if any(_fits(squares, move) for move in quiet):
        return f"a capture is compulsory: {_listing(captures)}"
    return None


def _geometry_reason(board: Board, piece: Piece, squares: list[int]) -> str | None:
    """What the squares show: direction, distance, occupied or blocked squares."""
    g = board.geometry
    flying = board.rules.king_range is KingRange.FLYING
    jumped: list[int] = []
    for a, b in itertools.pairwise(squares):
        ra, ca, rb, cb = g.row(a), g.column(a), g.row(b), g.column(b)
        if a == b or abs(ra - rb) != abs(ca - cb):
            return f"{a} and {b} are not on one diagonal"
        occupant = board.piece_at(b)
        if occupant is not None and b != squares[0]:
            return f"{b} is occupied"
        dr, dc = (1 if rb > ra else -1), (1 if cb > ca else -1)
        between = [g.square_at(ra + k * dr, ca + k * dc) for k in range(1, abs(ra - rb))]
        standing = [(s, board.piece_at(s)) for s in between if s is not None and board.piece_at(s) is not None]
        forward = (dr < 0) == piece.color
        distance = abs(ra - rb)
        if not standing:
            if len(squares) > 2:
                return f"there is no piece to jump between {a} and {b}"
            if not piece.king:
                if not forward:
                    return "a man moves only forward"
                return "a man moves one square at a time, unless it captures"
            if not flying and distance > 1:
                return "in these rules a king moves one square"
            return None
        own = [s for s, p in standing if p is not None and p.color == piece.color and s != squares[0]]
        if own:
            return f"a piece cannot jump its own piece on {own[0]}"
        if len(standing) > 1:
            first, second = standing[0][0], standing[1][0]
            if g.row(second) - g.row(first) in (dr, -dr) and abs(g.row(second) - g.row(first)) == 1:
                return f"two pieces side by side ({first} and {second}) cannot be jumped"
            return f"only one piece can be jumped at a time: {first} and {second} are both in the way"
        victim = standing[0][0]
        if victim in jumped:
            return f"a piece cannot be jumped twice: {victim}"
        jumped.append(victim)
        if not piece.king:
            if distance != 2:
                return "a man jumps only a piece next to it, landing just beyond"
            if not forward and not board.rules.men_capture_backward:
                return "in these rules a man captures only forward"
        elif not flying and distance != 2:
            return "in these rules a king jumps only a piece next to it, landing just beyond"
    return None


def _fallback(board: Board, start: int) -> str:
    legal = board._legal_list()
    captures = [move for move in legal if move.is_capture]
    if captures:
        return f"a capture is compulsory: {_listing(captures)}"
    mine = [move for move in legal if move.start == start]
    if mine:
        return f"that is not one of the moves of the piece on {start}: {_listing(mine)}"
    return f"the piece on {start} has no legal move"
