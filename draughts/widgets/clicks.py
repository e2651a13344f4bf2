"""Clicks on squares turned into moves: the board widget's logic, with no widget in it.

:class:`Clicks` holds a board and the piece selected on it. A click on one of the
side to move's pieces selects it; a click on a square where it may land plays the move,
or, in a multi-capture, goes on to the next landing. A click that cannot be played is
refused with the reason, and the board stays as it was.

>>> clicks = Clicks(Board("english"))
>>> clicks.click(11)
>>> clicks.targets
[15, 16]
>>> clicks.click(15)
Move((11, 15))
>>> clicks.message
'Black played 11-15'

The front ends (:class:`~draughts.widgets.BoardWidget` and the widgets built on it)
draw what :meth:`Clicks.squares` describes and pass every click to :meth:`Clicks.click`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from draughts.core.board import Board
from draughts.core.explain import Explanation, Reason
from draughts.core.messages import N_, _
from draughts.core.moves import Move
from draughts.core.rules import CaptureRule
from draughts.core.sides import WHITE, Piece
from draughts.widgets.status import ending, must_capture

__all__ = ["Clicks", "Mark", "Route", "SquareView", "listing", "routes"]

_PLAYED = {True: N_("White played {move}"), False: N_("Black played {move}")}
"""A move just played, by the side that played it (``True`` for White)."""

_EMPTY = {
    True: N_("square {square} is empty: click one of White's pieces"),
    False: N_("square {square} is empty: click one of Black's pieces"),
}
"""A click on an empty square with nothing selected, by the side to move."""

_NOT_YOURS = {
    True: N_("the piece on {square} is Black's, and it is White's turn"),
    False: N_("the piece on {square} is White's, and it is Black's turn"),
}
"""A click on the other side's piece with nothing selected, by the side to move."""

_CAN_GO = {
    False: N_("the man on {square} can go to {squares}: click one"),
    True: N_("the king on {square} can go to {squares}: click one"),
}
"""A piece selected that moves, by whether it is a king."""

_CAPTURES_LAND = {
    False: N_("the man on {square} captures: land on {squares}"),
    True: N_("the king on {square} captures: land on {squares}"),
}
"""A piece selected that captures, with the squares where it may land, by whether it is a king."""

_CAPTURES_CHOOSE = {
    False: N_("the man on {square} captures: choose where to land"),
    True: N_("the king on {square} captures: choose where to land"),
}
"""A piece selected that captures, in a "where to land" puzzle, by whether it is a king."""

_NO_MOVE = {
    False: N_("the man on {square} has no legal move"),
    True: N_("the king on {square} has no legal move"),
}
"""A piece selected that cannot move, by whether it is a king."""

_ONE_OF_YOURS = {
    ("pieces", False): N_("one of your pieces must capture"),
    ("kings", False): N_("one of your kings must capture"),
    ("men", False): N_("one of your men must capture"),
    ("pieces", True): N_("one of your pieces must capture, taking the most pieces"),
    ("kings", True): N_("one of your kings must capture, taking the most pieces"),
    ("men", True): N_("one of your men must capture, taking the most pieces"),
}
"""That a capture is due, not saying by which piece: by the kinds of piece the side to move has
and whether the rules demand the capture that takes the most."""


class Mark(Enum):
    """What a square shows besides its piece; the value is the words a screen reader hears
    (in English: :attr:`words` says them in the language in use)."""

    LAST = N_("last move")
    SELECTED = N_("selected")
    MUST_CAPTURE = N_("must capture")
    ROUTE = N_("on the route")
    CAPTURED = N_("captured")
    TARGET = N_("you can land here")
    BEYOND = N_("beyond the jumped piece")

    @property
    def words(self) -> str:
        """The mark in words, in the language in use.

        >>> Mark.TARGET.words
        'you can land here'
        """
        return _(self.value)


@dataclass(frozen=True, slots=True)
class SquareView:
    """One square as it is drawn: its number, its piece, its marks and its name as the rule set writes it.

    >>> SquareView(22, Piece(True), frozenset({Mark.MUST_CAPTURE})).label
    'square 22, white man, must capture'
    >>> SquareView(22, Piece(True), name="c3").label
    'square c3, white man'
    """

    square: int
    piece: Piece | None
    marks: frozenset[Mark] = frozenset()
    notes: tuple[str, ...] = ()
    """Words added by the widget's owner (a highlighted square, a hint)."""
    name: str = ""
    """The square's name in the rule set's notation (``c3`` in Russian); its number when empty."""

    @property
    def selected(self) -> bool:
        """Whether the square holds the selected piece."""
        return Mark.SELECTED in self.marks

    @property
    def label(self) -> str:
        """The square in words: name, piece, then its marks in a fixed order."""
        square = _("square {square}", square=self.name or self.square)
        words = [square, self.piece.name() if self.piece is not None else _("empty")]
        words += [mark.words for mark in Mark if mark in self.marks]
        return ", ".join([*words, *self.notes])


@dataclass(frozen=True, slots=True)
class Route:
    """One way of playing a legal move: the squares the piece stands on and the pieces it jumps."""

    path: tuple[int, ...]
    captures: tuple[int, ...]
    move: Move


def routes(board: Board) -> list[Route]:
    """Every route of every legal move, duplicates included, so each landing choice can be offered.

    >>> [route.path for route in routes(Board.from_fen("W:W22:B18", rules="english"))]
    [(22, 15)]
    """
    legal = {move: move for move in board.legal_moves}
    return [Route(move.path, move.captures, legal[move]) for move in board.routes()]


def listing(squares: list[int], name: Callable[[int], str] = str) -> str:
    """``"5"``, ``"5 or 9"``, ``"5, 9 or 14"``; *name* writes each square.

    >>> listing([5, 9, 14])
    '5, 9 or 14'
    >>> from draughts import Rules
    >>> listing([18, 17], Rules.preset("russian").name_square)
    'd4 or b4'
    """
    names = [name(square) for square in squares]
    return names[0] if len(names) == 1 else _("{others} or {last}", others=", ".join(names[:-1]), last=names[-1])


class Clicks:
    """The click state machine of one board: selection, landings, refusals and the message.

    ``board`` is played on in place. ``complete_captures`` (the default) plays a
    multi-capture as soon as the landings clicked so far leave one way to finish it; with
    ``complete_captures=False`` every landing square must be clicked. With
    ``show_capturers=False`` no square is marked "must capture", and a refusal says that
    a capture is due without naming the piece that makes it (for "find the capture"):

    >>> clicks = Clicks(Board.from_fen("W:W22,25:B18", rules="english"), show_capturers=False)
    >>> clicks.click(25)
    >>> clicks.message, clicks.refused
    ('one of your men must capture', True)
    >>> clicks.click(21)
    >>> clicks.message
    'one of your men must capture'

    Every landing clicked, one at a time:

    >>> clicks = Clicks(Board.from_fen("B:W18,27:B14"), complete_captures=False)
    >>> clicks.click(14), clicks.click(23)
    (None, None)
    >>> clicks.message
    'the capture goes on: land on 32'
    >>> clicks.click(32)
    Move((14, 23, 32), captures=(18, 27), crowns=True)

    With ``choose_landing=True`` a capturing piece lights every empty square beyond the
    piece it jumps, not only those the rules allow, so that the learner must find where
    it may stop (for "where to land" puzzles); a forbidden one is refused with the rule:

    >>> clicks = Clicks(Board.from_fen("W:WK28:B15,17", rules="russian"), choose_landing=True)
    >>> clicks.click(28)
    >>> clicks.message, clicks.landings
    ('the king on h2 captures: choose where to land', [1, 6, 10])
    >>> clicks.click(1)
    >>> clicks.message
    'after e5 the king must stop where it can capture again: d6'
    """

    def __init__(
        self,
        board: Board,
        *,
        complete_captures: bool = True,
        show_capturers: bool = True,
        choose_landing: bool = False,
    ) -> None:
        self.board = board
        self.complete_captures = complete_captures
        self.show_capturers = show_capturers
        """Whether the marks and the refusals point at the pieces that must capture."""
        self.choose_landing = choose_landing
        """Whether a capture lights every square beyond the jumped piece (see :attr:`landings`)."""
        self.message = ""
        """The last explanation or prompt, or ``""``."""
        self.refused = False
        """Whether :attr:`message` explains why a click was refused."""
        self.explanation: Explanation | None = None
        """Why the last click's move was refused, when the rules refused it (else ``None``):
        a quiet move while a capture is on, a capture stopped half-way, a man moved back, ...
        A piece refused when it is clicked (it cannot capture while a capture is on) and the
        square it was meant to go to are one refused move: the second click leaves this ``None``.

        >>> clicks = Clicks(Board.from_fen("W:W22,25:B18", rules="english"))
        >>> clicks.click(25)
        >>> clicks.explanation.reason
        <Reason.CAPTURE_COMPULSORY: 'capture compulsory'>
        >>> clicks.click(21), clicks.message, clicks.explanation
        (None, 'a capture is compulsory: 22x15', None)
        """
        self._selected: int | None = None
        self._refused_piece: int | None = None  # the selected piece, when its selection was refused
        self._clicks: list[int] = []
        self._rest: list[int] = []  # landings after the clicks that settled the last move, still to be clicked
        self._routes: list[Route] | None = None

    # -- what is on the board -------------------------------------------------------

    @property
    def selected(self) -> int | None:
        """The square of the selected piece, or ``None``."""
        return self._selected

    @property
    def route(self) -> list[int]:
        """The landing squares clicked so far in a capture being entered."""
        return list(self._clicks)

    @property
    def targets(self) -> list[int]:
        """The squares where the selected piece may land next."""
        depth = len(self._clicks) + 1
        return sorted({route.path[depth] for route in self._candidates() if len(route.path) > depth})

    @property
    def landings(self) -> list[int]:
        """The squares lit for the next click: :attr:`targets`, or with :attr:`choose_landing`
        in a capture, every empty square beyond the piece jumped next, up to the next piece."""
        candidates = self._candidates()
        if not (self.choose_landing and candidates and candidates[0].captures):
            return self.targets
        depth, geometry, pieces = len(self._clicks), self.board.geometry, self.board.pieces()
        beyond = set(self.targets)
        for route in candidates:
            if len(route.captures) <= depth:
                continue
            here, jumped = route.path[depth], route.captures[depth]
            row, column = geometry.row(jumped), geometry.column(jumped)
            up, right = _sign(row - geometry.row(here)), _sign(column - geometry.column(here))
            square = geometry.square_at(row + up, column + right)
            while square is not None and (square not in pieces or square == self._selected):
                beyond.add(square)
                row, column = row + up, column + right
                square = geometry.square_at(row + up, column + right)
        return sorted(beyond)

    @property
    def captured(self) -> list[int]:
        """The pieces jumped by the landings clicked so far."""
        candidates = self._candidates()
        return sorted(candidates[0].captures[: len(self._clicks)]) if candidates and self._clicks else []

    def routes(self) -> list[Route]:
        """Every route of every legal move on the board (kept until the board changes)."""
        if self._routes is None:
            self._routes = routes(self.board)
        return self._routes

    def capturing(self) -> list[int]:
        """The squares of the pieces that must capture now (none once the game is over)."""
        if self.board.is_game_over():
            return []
        return sorted({route.path[0] for route in self.routes() if route.captures})

    def squares(self) -> dict[int, SquareView]:
        """Every square as it is drawn now.

        >>> clicks = Clicks(Board.from_fen("W:W22:B18", rules="english"))
        >>> clicks.squares()[22].label
        'square 22, white man, must capture'
        """
        board = self.board
        pieces = board.pieces()
        last = board.peek()
        marked: dict[Mark, set[int]] = {
            Mark.LAST: {last.start, last.end} if last is not None else set(),
            Mark.SELECTED: {self._selected} if self._selected is not None else set(),
            Mark.MUST_CAPTURE: set(self.capturing()) if self.show_capturers else set(),
            Mark.ROUTE: set(self._clicks),
            Mark.CAPTURED: set(self.captured),
            Mark.TARGET: set() if self.choose_landing else set(self.targets),
            Mark.BEYOND: set(self.landings) if self.choose_landing else set(),
        }
        return {
            square: SquareView(
                square,
                pieces.get(square),
                frozenset(mark for mark, where in marked.items() if square in where),
                name=board.rules.name_square(square),
            )
            for square in range(1, board.geometry.squares + 1)
        }

    # -- clicks -------------------------------------------------------------------

    def click(self, square: int) -> Move | None:
        """Handle a click on *square*; return the move it plays, if any."""
        self.board.geometry.check(square)
        rest, self._rest = self._rest, []
        if rest and square == rest[0]:  # the rest of a route the board already completed
            self._rest = rest[1:]
            return None
        if self.board.is_game_over():
            self._say(_("the game is over. {ending}", ending=ending(self.board)))
            return None
        if self._selected is not None and square in self.targets:
            return self._land(square)
        self._choose(square)
        return None

    def cancel(self) -> bool:
        """Drop the selection (and a capture half entered); return whether there was one.

        >>> clicks = Clicks(Board("english"))
        >>> clicks.click(11)
        >>> clicks.cancel(), clicks.selected, clicks.message
        (True, None, 'selection cancelled')
        """
        if self._selected is None:
            return False
        self._deselect(_("capture cancelled") if self._clicks else _("selection cancelled"))
        return True

    def say(self, text: str, *, refused: bool = False) -> None:
        """Set the message (``refused=True`` marks it as the reason something was refused)."""
        self._say(text, refused=refused)

    # -- the board changed ------------------------------------------------------------

    def push(self, move: Move) -> Move:
        """Play a legal move from elsewhere (the computer, redo); return it as the board stored it."""
        self.board.push(move)
        self.reset()
        played = self.board.peek()
        assert played is not None
        return played

    def pop(self) -> Move:
        """Take back the last move and return it."""
        move = self.board.pop()
        self.reset()
        return move

    def start(self, board: Board) -> None:
        """Play on *board* from now on."""
        self.board = board
        self.reset()

    def reset(self) -> None:
        """Forget the selection and what was computed for the board (after the board changed)."""
        self._selected, self._clicks, self._rest, self._routes = None, [], [], None
        self._refused_piece = None

    # -- inside ---------------------------------------------------------------------

    def _say(self, text: str, *, refused: bool = False) -> None:
        self.message, self.refused, self.explanation = text, refused, None

    def _choose(self, square: int) -> None:
        """A click that is not a landing square: select, re-select, cancel or explain."""
        board = self.board
        piece = board.piece_at(square)
        white, name = board.turn == WHITE, board.rules.name_square
        if piece is not None and piece.color == board.turn:
            if square == self._selected and not self._clicks:
                self._deselect("")
            else:
                self._select(square, piece)
        elif self._selected is None:
            if piece is None:
                self._say(_(_EMPTY[white], square=name(square)))
            else:
                self._say(_(_NOT_YOURS[white], square=name(square)))
        elif piece is not None:
            candidates = self._candidates()
            if candidates and candidates[0].captures:
                self._say(_("to capture, click the empty square where your piece lands, beyond the piece it jumps"))
            else:
                self._say(_("{square} is occupied", square=name(square)))
        else:
            clicks = [self._selected, *self._clicks, square]
            explanation = board.explain(
                "x".join(map(name, clicks)) if self._clicks else f"{name(self._selected)}-{name(square)}"
            )
            reason = self._unnamed() if self._names_capturers(explanation) else str(explanation)
            counted = self._refused_piece == self._selected  # the piece's click was refused already
            self._deselect(_("capture cancelled: {reason}", reason=reason) if self._clicks else reason)
            self.refused = True
            if not explanation.legal and not counted:
                self.explanation = explanation

    def _select(self, square: int, piece: Piece) -> None:
        self._selected, self._clicks, self._refused_piece = square, [], None
        king, name = piece.king, self.board.rules.name_square
        targets = self.targets
        if targets:
            if not self._candidates()[0].captures:
                self._say(_(_CAN_GO[king], square=name(square), squares=listing(targets, name)))
            elif self.choose_landing:
                self._say(_(_CAPTURES_CHOOSE[king], square=name(square)))
            else:
                self._say(_(_CAPTURES_LAND[king], square=name(square), squares=listing(targets, name)))
            return
        capturing = self.capturing()
        if capturing:
            self._say(must_capture(self.board, capturing) if self.show_capturers else self._unnamed(), refused=True)
            captures = tuple(move for move in self.board.legal_moves if move.is_capture)
            self.explanation = Explanation(Reason.CAPTURE_COMPULSORY, self.message, captures, (square,))
            self._refused_piece = square
        else:
            self._say(_(_NO_MOVE[king], square=name(square)))
            self._selected = None

    def _names_capturers(self, explanation: Explanation) -> bool:
        """Whether *explanation* would name a capture by a piece other than the selected one, which
        :attr:`show_capturers` keeps to itself."""
        if self.show_capturers:
            return False
        return any(move.is_capture and move.start != self._selected for move in explanation.moves)

    def _unnamed(self) -> str:
        """That the side to move must capture (taking the most pieces, where the rules say so),
        without saying with which piece."""
        board = self.board
        kings = {piece.king for piece in board.pieces().values() if piece.color == board.turn}
        pieces = "pieces" if len(kings) != 1 else "kings" if kings == {True} else "men"
        return _(_ONE_OF_YOURS[pieces, board.rules.capture_rule is CaptureRule.MOST])

    def _deselect(self, message: str) -> None:
        self._selected, self._clicks, self._refused_piece = None, [], None
        self._say(message)

    def _land(self, square: int) -> Move | None:
        """A click on a landing square: go on with the capture, or play the move it settles."""
        self._clicks.append(square)
        candidates = self._candidates()
        exact = [route for route in candidates if len(route.path) == len(self._clicks) + 1]
        settled = self.complete_captures and len({route.move for route in candidates}) == 1
        if not exact and not settled:
            name = self.board.rules.name_square
            if self.choose_landing:
                self._say(_("the capture goes on: choose where to land"))
            else:
                self._say(_("the capture goes on: land on {squares}", squares=listing(self.targets, name)))
            return None
        route = exact[0] if exact else candidates[0]
        rest = list(route.path[len(self._clicks) + 1 :])
        played = self.push(Move(route.path, route.captures, route.move.crowns))
        self._rest = rest
        self._say(_(_PLAYED[self.board.turn != WHITE], move=self.board.rules.write_move(played)))
        return played

    def _candidates(self) -> list[Route]:
        """The routes of the selected piece that follow the landings clicked so far."""
        if self._selected is None:
            return []
        clicks = tuple(self._clicks)
        depth = len(clicks) + 1
        return [route for route in self.routes() if route.path[0] == self._selected and route.path[1:depth] == clicks]


def _sign(number: int) -> int:
    return (number > 0) - (number < 0)
