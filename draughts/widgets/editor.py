"""The position editor: set up a position square by square, then play from it.

:class:`PositionEditor` holds the board being edited, the piece to place (the
palette's choice) and the side to move. It imports no widget library: the board
widget's editor row drives it, and its game starts play from :attr:`PositionEditor.board`
when the editor is left.

>>> editor = PositionEditor(Board("english"))
>>> editor.clear()
'the board is empty'
>>> editor.choice = "wk"
>>> editor.place(22)
'white king on 22'
>>> editor.place(22)  # the same piece again takes it off
'square 22 cleared'
>>> editor.choice = "wm"
>>> editor.place(2)
'a white man cannot stand on 2: it would already have been crowned there'
>>> editor.refused
True
>>> editor.turn = WHITE
>>> editor.status_parts()[0].text
'editing the position: White to move when play starts'
"""

from __future__ import annotations

from collections.abc import Callable

from draughts.core.board import Board
from draughts.core.errors import InvalidOptionError, InvalidSquareError
from draughts.core.messages import N_, _
from draughts.core.sides import BLACK, WHITE, Color, Piece
from draughts.widgets.clicks import SquareView
from draughts.widgets.status import Kind, StatusPart

__all__ = ["PALETTE", "EditCallback", "PositionEditor"]

PALETTE: dict[str, Piece | None] = {
    "wm": Piece(WHITE),
    "wk": Piece(WHITE, king=True),
    "bm": Piece(BLACK),
    "bk": Piece(BLACK, king=True),
    "eraser": None,
}
"""The palette: what a click places, by its key (the eraser places nothing)."""

_PLACED = {
    Piece(WHITE): N_("white man on {square}"),
    Piece(WHITE, king=True): N_("white king on {square}"),
    Piece(BLACK): N_("black man on {square}"),
    Piece(BLACK, king=True): N_("black king on {square}"),
}
"""What the editor says when it places a piece."""

EditCallback = Callable[[str, bool], object]
"""Called as ``callback(sentence, refused)`` after every change (the sentence is empty when none is said)."""


class PositionEditor:
    """A position being set up: click squares to place the palette's piece or take pieces off.

    The position starts as a copy of *board* without its moves, so the quiet-move count
    starts again. *changed* is called after every change, with what the editor says.
    """

    def __init__(self, board: Board, changed: EditCallback | None = None) -> None:
        self.board = Board.from_fen(board.fen(), rules=board.rules)
        """The position being edited (play starts from it)."""
        self.message = ""
        """What the last action did, in words."""
        self.refused = False
        """Whether :attr:`message` is the reason something could not be done."""
        self._choice = "wm"
        self._changed = changed

    @property
    def choice(self) -> str:
        """The key of the piece a click places (see :data:`PALETTE`)."""
        return self._choice

    @choice.setter
    def choice(self, key: str) -> None:
        if key not in PALETTE:
            raise InvalidOptionError(f"no palette choice {key!r}: use one of {', '.join(PALETTE)}")
        self._choice = key

    @property
    def turn(self) -> Color:
        """The side to move when play starts."""
        return self.board.turn

    @turn.setter
    def turn(self, side: Color) -> None:
        self.board.turn = side
        self._tell("", refused=self.refused)

    def place(self, square: int) -> str:
        """Put the palette's piece on *square*, or take the piece there off; return what happened.

        The same piece clicked again, or the eraser, takes it off. A square that is not on
        the board raises :class:`~draughts.core.errors.InvalidSquareError`; a piece that
        cannot stand on its square is refused with the reason.
        """
        board = self.board
        board.geometry.check(square)
        piece = PALETTE[self._choice]
        if piece is None or board.piece_at(square) == piece:
            board.remove(square)
            return self._say(_("square {square} cleared", square=board.rules.name_square(square)))
        try:
            board.put(square, piece)
        except InvalidSquareError as error:
            return self._say(str(error), refused=True)
        return self._say(_(_PLACED[piece], square=board.rules.name_square(square)))

    def clear(self) -> str:
        """Take every piece off the board."""
        for square in list(self.board.pieces()):
            self.board.remove(square)
        return self._say(_("the board is empty"))

    def squares(self) -> dict[int, SquareView]:
        """Each square with its piece and its name (no marks: nothing is being played)."""
        pieces, name = self.board.pieces(), self.board.rules.name_square
        return {
            square: SquareView(square, pieces.get(square), name=name(square))
            for square in range(1, self.board.geometry.squares + 1)
        }

    def status_parts(self) -> list[StatusPart]:
        """The status line while editing: the side that moves when play starts."""
        if self.turn == WHITE:
            return [StatusPart(_("editing the position: White to move when play starts"), Kind.TURN)]
        return [StatusPart(_("editing the position: Black to move when play starts"), Kind.TURN)]

    def _say(self, text: str, *, refused: bool = False) -> str:
        self.message, self.refused = text, refused
        self._tell(text, refused=refused)
        return text

    def _tell(self, text: str, *, refused: bool) -> None:
        if self._changed is not None:
            self._changed(text, refused)
