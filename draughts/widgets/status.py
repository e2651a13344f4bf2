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
from draughts.core.messages import N_, _, n_
from draughts.core.outcome import Termination
from draughts.core.sides import WHITE, Color

__all__ = ["Kind", "StatusPart", "ending", "must_capture", "quiet_span", "status_html", "status_parts"]


_MUST_CAPTURE_WITH = {
    (True, "man"): N_("White must capture with the man on {square}"),
    (True, "king"): N_("White must capture with the king on {square}"),
    (False, "man"): N_("Black must capture with the man on {square}"),
    (False, "king"): N_("Black must capture with the king on {square}"),
}
"""The capture due, by the side to move (``True`` for White) and the one piece that makes it."""

_MUST_CAPTURE_WITH_ONE_OF = {
    (True, "man"): N_("White must capture with a man on {squares}"),
    (True, "king"): N_("White must capture with a king on {squares}"),
    (True, "piece"): N_("White must capture with a piece on {squares}"),
    (False, "man"): N_("Black must capture with a man on {squares}"),
    (False, "king"): N_("Black must capture with a king on {squares}"),
    (False, "piece"): N_("Black must capture with a piece on {squares}"),
}
"""The capture due, by the side to move and the kind of the pieces that may make it."""

_ENDING = {
    (True, True): N_("White wins: Black has no pieces left"),
    (True, False): N_("White wins: Black cannot move"),
    (False, True): N_("Black wins: White has no pieces left"),
    (False, False): N_("Black wins: White cannot move"),
}
"""A won game, by the winner (``True`` for White) and whether the loser has no piece left."""

_GIVEAWAY_ENDING = {
    (True, True): N_("White wins: White has no pieces left, and in giveaway that wins"),
    (True, False): N_("White wins: White cannot move, and in giveaway that wins"),
    (False, True): N_("Black wins: Black has no pieces left, and in giveaway that wins"),
    (False, False): N_("Black wins: Black cannot move, and in giveaway that wins"),
}
"""A won game of giveaway, by the winner and whether the winner has no piece left."""


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
    claimed: bool = False,
) -> list[StatusPart]:
    """The status line of *board*, part by part.

    *capturing* lists the pieces that must capture; with ``show_capturers=False`` the
    line says that a capture is due but not which piece makes it (for puzzles whose goal
    is to find it). ``draw_count=False`` leaves out the quiet-move count, for learners
    who have not met it yet. *computer* is the side the computer plays; *claimed* says
    that a player claimed the draw the position allows.

    >>> board = Board.from_fen("B:W18:B", rules="english")
    >>> [part.text for part in status_parts(board, capturing=[])]
    ['White wins: Black has no pieces left']
    """
    if claimed:
        return [StatusPart(_("Draw claimed: the same position came up for the third time"), Kind.ENDING)]
    if board.is_game_over():
        return [StatusPart(ending(board), Kind.ENDING)]
    white = board.turn == WHITE
    if computer == board.turn:
        turn = _("White to move (the computer)") if white else _("Black to move (the computer)")
    else:
        turn = _("White to move") if white else _("Black to move")
    parts = [StatusPart(turn, Kind.TURN)]
    if capturing:
        parts.append(StatusPart(must_capture(board, capturing if show_capturers else ()), Kind.CAPTURE))
    limit = board.rules.quiet_move_limit
    if draw_count and limit is not None:
        if limit % 2 == 0:
            count = _(
                "quiet plies {count} of {limit} ({span}) toward a draw",
                count=board.quiet_plies,
                limit=limit,
                span=quiet_span(limit),
            )
        else:
            count = _("quiet plies {count} of {limit} toward a draw", count=board.quiet_plies, limit=limit)
        parts.append(StatusPart(count, Kind.COUNT))
    if board.can_claim_draw():
        parts.append(StatusPart(_("a draw may be claimed: this position has come up three times"), Kind.CLAIM))
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
    white = board.turn == WHITE
    if not squares:
        return _("White must capture") if white else _("Black must capture")
    kings = {piece.king for square in squares if (piece := board.piece_at(square)) is not None}
    kind = "piece" if len(kings) != 1 else "king" if kings == {True} else "man"
    names = [board.rules.name_square(square) for square in squares]
    if len(names) == 1:
        return _(_MUST_CAPTURE_WITH[white, kind], square=names[0])
    either = _("{others} or {last}", others=", ".join(names[:-1]), last=names[-1])
    return _(_MUST_CAPTURE_WITH_ONE_OF[white, kind], squares=either)


def quiet_span(limit: int) -> str:
    """A number of quiet plies in moves: by each side when it is even.

    >>> quiet_span(80), quiet_span(2), quiet_span(1), quiet_span(3)
    ('40 moves each', '1 move each', '1 move', '3 moves in a row')
    """
    if limit % 2 == 0:
        return n_("{count} move each", "{count} moves each", limit // 2)
    return n_("{count} move", "{count} moves in a row", limit)


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
    if outcome.winner is None:  # the quiet-move count: the only draw a board ends by itself (a repetition is claimed)
        span = quiet_span(board.rules.quiet_move_limit or 0)
        return _("Draw: {span} without a capture or a man moving", span=span)
    white_won, empty = outcome.winner == WHITE, board.count(board.turn) == 0
    if outcome.termination is Termination.FIRST_KING:
        return (
            _("White wins: White crowned the first king")
            if white_won
            else _("Black wins: Black crowned the first king")
        )
    if outcome.termination is Termination.GIVEAWAY:
        return _(_GIVEAWAY_ENDING[white_won, empty])
    return _(_ENDING[white_won, empty])
