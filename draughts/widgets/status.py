"""The board's status line in words a beginner reads: whose turn, who must capture, the
draw count, and how the game ended.

Each part is a :class:`StatusPart` with its :class:`Kind`, so that the widget can
draw a compulsory capture in its own style and leave the draw count out of what a
screen reader hears after every move.

>>> board = Board.from_fen("B:W18,27:B14,10,11", rules="english")
>>> [part.text for part in status_parts(board, capturing=[14])]
['Black to move', 'Black must capture with the man on 14', 'quiet plies 0 of 80 (40 moves each) toward a draw']
>>> [part.text for part in status_parts(board, capturing=[14], show_capturers=False, draw_count=False)]
['Black to move', 'Black must capture']
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from draughts.core.board import Board
from draughts.core.outcome import Termination
from draughts.core.sides import COLOR_NAMES, Color

__all__ = ["Kind", "StatusPart", "ending", "must_capture", "quiet_span", "status_html", "status_parts"]


class Kind(enum.Enum):
    """What a part of the status line says."""

    TURN = "turn"
    CAPTURE = "capture"
    COUNT = "count"
    CLAIM = "claim"
    ENDING = "ending"


@dataclass(frozen=True, slots=True)
class StatusPart:
    """One part of the status line: its words and what it says."""

    text: str
    kind: Kind


def status_parts(
    board: Board,
    *,
    capturing: Sequence[int],
    computer: Color | None = None,
    show_capturers: bool = True,
    draw_count: bool = True,
) -> list[StatusPart]:
    """The status line of *board*, part by part.

    *capturing* lists the pieces that must capture; with ``show_capturers=False`` the
    line says that a capture is due but not which piece makes it (for puzzles whose goal
    is to find it). ``draw_count=False`` leaves out the quiet-move count, for learners
    who have not met it yet. *computer* is the side the computer plays.

    >>> board = Board.from_fen("B:W18:B", rules="english")
    >>> [part.text for part in status_parts(board, capturing=[])]
    ['White wins: Black has no pieces left']
    """
    if board.is_game_over():
        return [StatusPart(ending(board), Kind.ENDING)]
    turn = f"{COLOR_NAMES[board.turn]} to move"
    if computer == board.turn:
        turn += " (the computer)"
    parts = [StatusPart(turn, Kind.TURN)]
    if capturing:
        parts.append(StatusPart(must_capture(board, capturing if show_capturers else ()), Kind.CAPTURE))
    limit = board.rules.quiet_move_limit
    if draw_count and limit is not None:
        each = f" ({quiet_span(limit)})" if limit % 2 == 0 else ""
        parts.append(StatusPart(f"quiet plies {board.quiet_plies} of {limit}{each} toward a draw", Kind.COUNT))
    if board.can_claim_draw():
        parts.append(StatusPart("a draw may be claimed: this position has come up three times", Kind.CLAIM))
    return parts


def status_html(parts: Sequence[StatusPart]) -> str:
    """The status line as HTML: the first part in bold, a compulsory capture in its own style.

    >>> status_html([StatusPart("White to move", Kind.TURN), StatusPart("White must capture", Kind.CAPTURE)])
    '<b>White to move</b> · <span class="draughts-compulsory">White must capture</span>'
    """
    drawn = [
        f'<span class="draughts-compulsory">{escape(part.text)}</span>'
        if part.kind is Kind.CAPTURE
        else escape(part.text)
        for part in parts
    ]
    drawn[0] = f"<b>{drawn[0]}</b>"
    return " · ".join(drawn)


def must_capture(board: Board, squares: Sequence[int] = ()) -> str:
    """That the side to move must capture, and with which of *squares* (none named when empty).

    >>> board = Board.from_fen("W:W22,23,K30:B18,19,26", rules="english")
    >>> must_capture(board), must_capture(board, [22]), must_capture(board, [30])
    ('White must capture', 'White must capture with the man on 22', 'White must capture with the king on 30')
    >>> must_capture(board, [22, 23]), must_capture(board, [22, 30])
    ('White must capture with a man on 22 or 23', 'White must capture with a piece on 22 or 30')
    """
    side = COLOR_NAMES[board.turn]
    if not squares:
        return f"{side} must capture"
    kings = {piece.king for square in squares if (piece := board.piece_at(square)) is not None}
    kind = "piece" if len(kings) != 1 else "king" if kings == {True} else "man"
    names = [board.rules.name_square(square) for square in squares]
    if len(names) == 1:
        return f"{side} must capture with the {kind} on {names[0]}"
    return f"{side} must capture with a {kind} on {', '.join(names[:-1])} or {names[-1]}"


def quiet_span(limit: int) -> str:
    """A number of quiet plies in moves: by each side when it is even.

    >>> quiet_span(80), quiet_span(2), quiet_span(1), quiet_span(3)
    ('40 moves each', '1 move each', '1 move', '3 moves in a row')
    """
    if limit % 2 == 0:
        return f"{limit // 2} move{'s' if limit > 2 else ''} each"
    return "1 move" if limit == 1 else f"{limit} moves in a row"


def ending(board: Board) -> str:
    """How the game on *board* ended, in words (``""`` while it goes on).

    >>> ending(Board.from_fen("B:W18:B", rules="english"))
    'White wins: Black has no pieces left'
    >>> ending(Board.from_fen("W:W:B1", rules="giveaway"))
    'White wins: White has no pieces left, and in giveaway that wins'
    """
    outcome = board.outcome()
    if outcome is None:
        return ""
    stuck = COLOR_NAMES[board.turn]
    why = "has no pieces left" if board.count(board.turn) == 0 else "cannot move"
    if outcome.winner is None:  # the quiet-move count: the only draw a board ends by itself (a repetition is claimed)
        return f"Draw: {quiet_span(board.rules.quiet_move_limit or 0)} without a capture or a man moving"
    winner = COLOR_NAMES[outcome.winner]
    if outcome.termination is Termination.FIRST_KING:
        return f"{winner} wins: {winner} crowned the first king"
    if outcome.termination is Termination.GIVEAWAY:
        return f"{winner} wins: {stuck} {why}, and in giveaway that wins"
    return f"{winner} wins: {stuck} {why}"
