"""The interactive board: play, teach and set up positions with clicks.

The board is a grid of :class:`ipywidgets.Button`, one per dark square, styled by a
``<style>`` block in an :class:`ipywidgets.HTML` widget, so it needs no front-end code.
Click a piece and its landing squares light up; click one and the move is made. A
multi-capture is entered one landing at a time, and the move is played as soon as the
clicks name exactly one legal move (or, with ``complete_captures=False``, once every
landing is clicked). The clicks are handled by :class:`~draughts.widgets.clicks.Clicks`;
this module only draws them.

>>> widget = BoardWidget("english")
>>> widget.click(11)
>>> widget.targets
[15, 16]
>>> widget.click(15)
Move((11, 15))
>>> widget.board.fen()
'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15'
>>> widget.message
'Black played 11-15'

When a capture is compulsory, a quiet move is refused with the reason, and the board
stays as it was (the friendly-game teaching policy):

>>> widget = BoardWidget(Board.from_fen("B:W18,27:B14,10,11"))
>>> widget.click(11), widget.click(16)
(None, None)
>>> widget.message
'a capture is compulsory: 14x23x32'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets

from ..board import Board
from ..colors import BLACK, COLOR_NAMES, WHITE, Color, Piece
from ..engine import LEVELS, Engine
from ..errors import InvalidSquareError
from ..geometry import Geometry
from ..moves import Move
from ..pdn import Game
from ..rules import PRESETS, Rules
from ..style import (
    ARROW,
    CAPTURED,
    CROWN_FILL,
    CROWN_LINE,
    DARK_SQUARE,
    FRAME_COLOR,
    HIGHLIGHT,
    LAST_MOVE,
    LIGHT_SQUARE,
    NUMBER,
    PIECE_COLORS,
    ROUTE,
)
from .clicks import Clicks, Mark, SquareView, listing
from .records import GameRecords

__all__ = ["BoardWidget", "MoveCallback", "Opponent", "movetext"]

Opponent = Callable[[Board], Move]
"""A computer player: given a copy of the board, it returns a legal move."""

MoveCallback = Callable[[Move, Board], object]
"""Called as ``callback(move, board)`` after every move, with a copy of the board."""

_PIECE_CLASS = {
    Piece(WHITE): "draughts-wm",
    Piece(WHITE, king=True): "draughts-wk",
    Piece(BLACK): "draughts-bm",
    Piece(BLACK, king=True): "draughts-bk",
}
_PALETTE = {"wm": Piece(WHITE), "wk": Piece(WHITE, king=True), "bm": Piece(BLACK), "bk": Piece(BLACK, king=True)}
_PALETTE_OPTIONS = [
    ("⛀ white man", "wm"),
    ("⛁ white king", "wk"),
    ("⛂ black man", "bm"),
    ("⛃ black king", "bk"),
    ("✕ eraser", "eraser"),
]
_COMPUTER_OPTIONS = [("computer: off", "off"), ("computer plays White", "white"), ("computer plays Black", "black")]
_COMPUTER_SIDE: dict[str, Color | None] = {"off": None, "white": WHITE, "black": BLACK}


def movetext(board: Board) -> str:
    """The moves of *board* since its root, numbered as in PDN.

    >>> board = Board("english")
    >>> for text in ("11-15", "23-19", "8-11"):
    ...     _ = board.push_pdn(text)
    >>> movetext(board)
    '1. 11-15 23-19 2. 8-11'
    >>> movetext(Board.from_fen("W:W22:B11", rules="english"))
    ''
    """
    root = board.root()
    offset = 0 if root.turn == board.rules.first else 1
    words = []
    for ply, move in enumerate(board.move_stack):
        number, second = divmod(ply + offset, 2)
        if not second:
            words.append(f"{number + 1}.")
        elif ply == 0:
            words.append(f"{number + 1}...")
        words.append(str(move))
    return " ".join(words)


_MARK_CLASS = {
    Mark.LAST: "draughts-last",
    Mark.SELECTED: "draughts-selected",
    Mark.MUST_CAPTURE: "draughts-must-capture",
    Mark.ROUTE: "draughts-route",
    Mark.CAPTURED: "draughts-captured",
    Mark.TARGET: "draughts-target",
}


class BoardWidget(ipywidgets.VBox):  # type: ignore[misc]
    """A board to play on with clicks, with controls, a status line and the move list.

    ``board_or_rules`` is a :class:`~draughts.Board` (its position, rules and moves are
    copied) or a rule set or preset name (its start position). Two people share the
    screen by default; the controls offer a computer player and its level (``seed``
    seeds the engine), or pass ``opponent`` (a callable that takes a board and returns a
    move) and ``computer`` (the colour it plays) to bring your own.
    ``complete_captures=False`` makes the learner click every landing of a capture,
    even when only one way to finish it remains.

    ``controls`` (undo, redo, restart, flip, numbers, rule set), ``editor`` (the
    position editor) and ``records`` (save, load and share the game: a
    :class:`~draughts.widgets.records.GameRecords`) are :class:`ipywidgets.HBox` rows
    that may be extended or hidden; :meth:`add_row` adds rows of one's own.
    :meth:`highlight` marks squares and :meth:`say` writes in the message line.
    """

    children: tuple[Any, ...]

    def __init__(
        self,
        board_or_rules: Board | Rules | str = "english",
        *,
        flipped: bool = False,
        numbers: bool = False,
        opponent: Opponent | None = None,
        computer: Color | None = None,
        seed: int | None = None,
        complete_captures: bool = True,
    ) -> None:
        board = board_or_rules.copy() if isinstance(board_or_rules, Board) else Board(board_or_rules)
        self.clicks = Clicks(board, complete_captures=complete_captures)
        """The click state machine: the board played on, the selection and the message."""
        self._home = board.root()
        self._created = self._home.copy()
        self._redo: list[Move] = []
        self._callbacks: list[MoveCallback] = []
        self._editing: Board | None = None
        self._flipped = flipped
        self._numbers = numbers
        self._seed = seed
        self._highlights: dict[int, tuple[str, ...]] = {}
        self._quiet = False  # True while controls are set from code, so their observers stay still
        self._shown: dict[int, tuple[tuple[str, ...], str]] = {}
        self._squares: dict[int, Any] = {}

        self._style = ipywidgets.HTML()
        self._grid = ipywidgets.GridBox()
        self._status = ipywidgets.HTML()
        self._feedback = ipywidgets.HTML()
        self._moves = ipywidgets.HTML()
        panel = ipywidgets.VBox([self._status, self._feedback, self._moves])
        panel.add_class("draughts-panel")
        main = ipywidgets.HBox([self._grid, panel])
        main.add_class("draughts-main")

        self.undo_button = self._button("↶ undo", "take back the last move", lambda: self.undo())
        self.redo_button = self._button("↷ redo", "play the move taken back again", lambda: self.redo())
        self.restart_button = self._button("⟲ restart", "back to the start of the game", lambda: self.restart())
        self.flip_button = self._button("⇅ flip", "turn the board around", lambda: self.flip())
        self.numbers_toggle = ipywidgets.ToggleButton(
            value=numbers, description="# numbers", tooltip="show the square numbers", layout={"width": "auto"}
        )
        self.numbers_toggle.observe(self._numbers_toggled, names="value")
        self._rule_options: list[tuple[str, Rules]] = [(name, rules) for name, rules in PRESETS.items()]
        self._add_rule_option(board.rules)
        self.rules_picker = ipywidgets.Dropdown(
            options=self._rule_options,
            value=board.rules,
            description="rules",
            tooltip="the rule set; changing it starts a new game",
            layout={"width": "auto"},
            style={"description_width": "initial"},
        )
        self.rules_picker.observe(self._rules_picked, names="value")
        self.controls = ipywidgets.HBox(
            [
                self.undo_button,
                self.redo_button,
                self.restart_button,
                self.flip_button,
                self.numbers_toggle,
                self.rules_picker,
            ]
        )
        self.controls.add_class("draughts-controls")

        self._opponent = opponent
        self._computer: Color | None = None
        self.computer_picker: Any = None
        self.level_picker: Any = None
        if opponent is None:
            self.computer_picker = ipywidgets.Dropdown(options=_COMPUTER_OPTIONS, value="off", layout={"width": "auto"})
            self.level_picker = ipywidgets.Dropdown(
                options=list(LEVELS),
                description="level",
                layout={"width": "auto"},
                style={"description_width": "initial"},
            )
            self.computer_picker.observe(self._computer_picked, names="value")
            self.level_picker.observe(self._computer_picked, names="value")
            self.controls.children += (self.computer_picker, self.level_picker)

        self.edit_toggle = ipywidgets.ToggleButton(
            value=False, description="✎ edit position", tooltip="set up a position", layout={"width": "auto"}
        )
        self.edit_toggle.observe(self._edit_toggled, names="value")
        self.palette = ipywidgets.ToggleButtons(
            options=_PALETTE_OPTIONS, value="wm", tooltips=[label[2:] for label, _ in _PALETTE_OPTIONS]
        )
        self.palette.style.button_width = "auto"
        self.side_to_move = ipywidgets.ToggleButtons(
            options=[("White to move", WHITE), ("Black to move", BLACK)], value=board.turn
        )
        self.side_to_move.style.button_width = "auto"
        self.side_to_move.observe(self._side_picked, names="value")
        self.clear_button = self._button("empty board", "remove every piece", lambda: self._clear_editor())
        self._editor_tools = ipywidgets.HBox([self.palette, self.side_to_move, self.clear_button])
        self._editor_tools.layout.display = "none"
        self.editor = ipywidgets.HBox([self.edit_toggle, self._editor_tools])
        self.editor.add_class("draughts-controls")

        self.records = GameRecords(self)
        super().__init__([self._style, main, self.controls, self.editor, self.records])
        self.add_class("draughts-widget")
        self._build_squares()
        if computer is not None:
            self.computer = computer
        self._refresh()
        self._computer_moves()

    # -- the Python API -------------------------------------------------------------

    @property
    def board(self) -> Board:
        """A copy of the board on screen (the position being edited, in the editor)."""
        return (self._board if self._editing is None else self._editing).copy()

    @property
    def _board(self) -> Board:
        return self.clicks.board

    @property
    def message(self) -> str:
        """The last explanation or prompt (the status line when there is none)."""
        return self.clicks.message or self.status

    @property
    def status(self) -> str:
        """The status line: whose turn it is, a compulsory capture, the draw counter, or the result."""
        return " · ".join(text for text, _ in self._status_parts())

    @property
    def selected(self) -> int | None:
        """The square of the selected piece, or ``None``."""
        return self.clicks.selected

    @property
    def targets(self) -> list[int]:
        """The squares where the selected piece may land next."""
        return self.clicks.targets

    @property
    def squares(self) -> dict[int, Any]:
        """The :class:`ipywidgets.Button` of each dark square, by square number."""
        return dict(self._squares)

    @property
    def route(self) -> list[int]:
        """The landing squares clicked so far in a capture being entered."""
        return self.clicks.route

    @property
    def complete_captures(self) -> bool:
        """Whether a capture is played once the landings clicked leave one way to finish it."""
        return self.clicks.complete_captures

    @complete_captures.setter
    def complete_captures(self, value: bool) -> None:
        self.clicks.complete_captures = value

    @property
    def flipped(self) -> bool:
        """Whether White is at the top."""
        return self._flipped

    @flipped.setter
    def flipped(self, value: bool) -> None:
        if value != self._flipped:
            self._flipped = value
            self._place_squares()

    @property
    def numbers(self) -> bool:
        """Whether the square numbers are shown."""
        return self._numbers

    @numbers.setter
    def numbers(self, value: bool) -> None:
        self._numbers = value
        self._set_quietly(self.numbers_toggle, value)
        self._grid_classes()

    @property
    def editing(self) -> bool:
        """Whether the position editor is on. Turning it off starts play from the edited position."""
        return self._editing is not None

    @editing.setter
    def editing(self, value: bool) -> None:
        self.edit_toggle.value = value

    @property
    def computer(self) -> Color | None:
        """The side the computer plays, or ``None`` when two people play."""
        return self._computer

    @computer.setter
    def computer(self, side: Color | None) -> None:
        if side is not None and self._opponent is None:
            level = self.level_picker.value if self.level_picker is not None else LEVELS[0]
            self._opponent = Engine(level=level, seed=self._seed).choose
        self._computer = side
        if self.computer_picker is not None:
            key = "off" if side is None else "white" if side else "black"
            self._set_quietly(self.computer_picker, key)
        self._refresh()
        self._computer_moves()

    def flip(self) -> None:
        """Turn the board around."""
        self.flipped = not self._flipped

    def on_move(self, callback: MoveCallback, remove: bool = False) -> None:
        """Call ``callback(move, board)`` after every move (or stop calling it, with ``remove=True``)."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def set_position(self, board: Board) -> None:
        """Start play from a copy of *board* (with its rules and moves); :meth:`restart` returns to its root."""
        if self._editing is not None:
            self._editing = None
            self._set_quietly(self.edit_toggle, False)
            self._editor_tools.layout.display = "none"
        self._add_rule_option(board.rules)
        self._set_quietly(self.rules_picker, board.rules, options=self._rule_options)
        self._home = board.root()
        self._start(board.copy(), "")

    def restart(self) -> None:
        """Go back to the position the game started from."""
        if self._editing is None:
            self._start(self._home.copy(), "new game")

    def undo(self) -> Move | None:
        """Take back the last move and return it; with the computer playing, take back its replies too.

        The computer's moves alone are not taken back: there must be a move of the person's.
        """
        if self._editing is not None or not self._undoable():
            return None
        taken = self._pop()
        while self._computer is not None and self._board.turn == self._computer:
            taken = self._pop()
        self.clicks.say(f"took back {taken}")
        self._refresh()
        return taken

    def redo(self) -> Move | None:
        """Play again the last move taken back (and the computer's reply) and return it."""
        if self._editing is not None or not self._redo:
            return None
        move = self._redo.pop()
        redone = [self.clicks.push(move)]
        while self._redo and self._computer is not None and self._board.turn == self._computer:
            redone.append(self.clicks.push(self._redo.pop()))
        self.clicks.say(f"played {move} again")
        self._refresh()
        for played in redone:
            self._call_back(played)
        return move

    def click(self, square: int) -> Move | None:
        """Handle a click on a square, as the board's squares do; return the move it completes, if any."""
        if self._editing is not None:
            self._editing.geometry.check(square)
            self._edit(square)
            return None
        self._board.geometry.check(square)
        board = self._board
        if self._computer is not None and board.turn == self._computer and not board.is_game_over():
            self.clicks.say(f"it is the computer's turn ({COLOR_NAMES[board.turn]})")
            self._refresh()
            return None
        played = self.clicks.click(square)
        if played is None:
            self._refresh()
            return None
        self._redo.clear()
        self._refresh()
        self._call_back(played)
        self._computer_moves(self.clicks.message)
        return played

    def cancel(self) -> None:
        """Drop the selection and any capture half entered (the Escape key)."""
        if self._editing is None and self.clicks.cancel():
            self._refresh()

    def say(self, text: str, *, warning: bool = False) -> None:
        """Show *text* in the message line until the next action; ``warning=True`` marks it as a problem.

        >>> widget = BoardWidget("english")
        >>> widget.say("a puzzle: Black to play and win")
        >>> widget.message
        'a puzzle: Black to play and win'
        """
        self.clicks.say(text, refused=warning)
        self._show_message(text, refused=warning)

    def highlight(self, squares: dict[int, str] | None = None) -> None:
        """Mark squares for the learner, each with the words a screen reader says for it; ``None`` clears.

        >>> widget = BoardWidget("english")
        >>> widget.highlight({15: "the best square"})
        >>> widget.squares[15].tooltip
        'square 15, empty, the best square'
        """
        self._highlights = {square: (note,) for square, note in (squares or {}).items()}
        self._refresh()

    def add_row(self, row: Any) -> None:
        """Add a row of one's own controls (any widget) under the board's own rows."""
        self.children = (*self.children, row)

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the game (its rule set, start, moves and result) to a PDN file; return the file's path.

        *path* defaults to the name in the file box, beside the notebook. The message line
        says where the game went, or why it could not be saved (then the result is ``None``).
        """
        return self.records.save(path)

    def load(self, path: str | Path | None = None) -> Game | None:
        """Play on from the first game of a PDN file and return that game, or ``None`` if none can be read.

        The rule set, start position and moves are restored, so :meth:`undo` walks back
        through the game. The message line says what was loaded and lists the file's problems.
        """
        return self.records.load(path)

    def share_code(self) -> str:
        """The game as one line of text to share: rule set, start position and moves.

        >>> widget = BoardWidget("english")
        >>> _ = widget.click(11), widget.click(15)
        >>> widget.share_code()
        'draughts:1:english:start:11-15'
        """
        return self.records.share_code()

    def load_share_code(self, text: str) -> Game | None:
        """Play on from the game of a share code and return it; a bad code is explained in the message line."""
        return self.records.load_share_code(text)

    def close(self) -> None:
        """Close the widget and every widget inside it."""
        for widget in _tree(self):
            if widget is not self:
                widget.close()
        super().close()

    def __repr__(self) -> str:
        """A short text stand-in, shown where the widget cannot be drawn (e.g. a saved notebook).

        >>> BoardWidget(Board.from_fen("W:W21,K30:B9", rules="russian"))
        BoardWidget(Board.from_fen('W:W21,K30:B9', rules='russian'))
        """
        return f"BoardWidget({self._board!r})"

    # -- playing moves ----------------------------------------------------------------

    def _undoable(self) -> bool:
        """Whether a move to take back is on the stack: any move, or with the computer on, one of the person's."""
        plies = len(self._board.move_stack)
        if self._computer is None or plies >= 2:
            return plies > 0
        return plies == 1 and self._board.root().turn != self._computer

    def _pop(self) -> Move:
        move = self.clicks.pop()
        self._redo.append(move)
        return move

    def _call_back(self, move: Move) -> None:
        for callback in list(self._callbacks):
            callback(move, self._board.copy())

    def _start(self, board: Board, message: str) -> None:
        self.clicks.start(board)
        self.clicks.say(message)
        self._redo.clear()
        self._build_squares()
        self._refresh()
        self._computer_moves()

    def _computer_moves(self, before: str = "") -> None:
        """Let the computer play if it is its turn and the game goes on; *before* starts the message."""
        board = self._board
        if self._computer is None or self._opponent is None or self._editing is not None:
            return
        if board.turn != self._computer or board.is_game_over():
            return
        side = COLOR_NAMES[board.turn]
        thinking = f"the computer ({side}) is thinking…"
        self._show_message(f"{before}; {thinking}" if before else thinking)
        choice = self._opponent(board.copy())
        legal = list(board.legal_moves)
        if not isinstance(choice, Move) or choice not in legal:
            self.clicks.say(f"the computer chose {choice}, which is not a legal move here", refused=True)
            self._refresh()
            return
        played = self.clicks.push(legal[legal.index(choice)])
        self._redo.clear()
        said = f"the computer ({side}) played {played}"
        self.clicks.say(f"{before}; {said}" if before else said)
        self._refresh()
        self._call_back(played)

    def _computer_picked(self, _change: object) -> None:
        if self._quiet:
            return
        self._opponent = None
        self.computer = _COMPUTER_SIDE[self.computer_picker.value]

    # -- the rule set -------------------------------------------------------------------

    def _add_rule_option(self, rules: Rules) -> None:
        if any(option == rules for _, option in self._rule_options):
            return
        names = {label for label, _ in self._rule_options}
        label, number = rules.name, 2
        while label in names:
            label, number = f"{rules.name} {number}", number + 1
        self._rule_options = [*self._rule_options, (label, rules)]

    def _rules_picked(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        rules: Rules = change["new"]
        if self._editing is not None:
            self._set_quietly(self.edit_toggle, False)
            self._editor_tools.layout.display = "none"
            self._editing = None
        self._home = self._created.copy() if rules == self._created.rules else Board(rules)
        self._start(self._home.copy(), f"new game: {rules.name}")

    # -- the position editor -------------------------------------------------------------

    def _edit_toggled(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        if change["new"]:
            # A new position: no moves behind it, and the quiet-move count starts again.
            self._editing = Board.from_fen(self._board.fen(), rules=self._board.rules)
            self.clicks.reset()
            self._set_quietly(self.side_to_move, self._editing.turn)
            self._editor_tools.layout.display = None
            self.clicks.say("click squares to place or remove pieces; leave the editor to play")
            self._refresh()
        elif self._editing is not None:
            edited = self._editing
            self.set_position(edited)
            self.clicks.say(f"play starts from the edited position: {COLOR_NAMES[edited.turn]} to move")
            self._refresh()

    def _edit(self, square: int) -> None:
        assert self._editing is not None
        choice = _PALETTE.get(self.palette.value)
        current = self._editing.piece_at(square)
        if choice is None or current == choice:
            self._editing.remove(square)
            self.clicks.say(f"square {square} cleared")
        else:
            try:
                self._editing.put(square, choice)
            except InvalidSquareError as error:
                self.clicks.say(str(error), refused=True)
            else:
                self.clicks.say(f"{choice.name()} on {square}")
        self._refresh()

    def _side_picked(self, change: dict[str, Any]) -> None:
        if self._quiet or self._editing is None:
            return
        self._editing.turn = change["new"]
        self._refresh()

    def _clear_editor(self) -> None:
        if self._editing is None:
            self.edit_toggle.value = True
        assert self._editing is not None
        for square in list(self._editing.pieces()):
            self._editing.remove(square)
        self.clicks.say("the board is empty")
        self._refresh()

    # -- drawing ----------------------------------------------------------------------------

    def _button(self, label: str, tooltip: str, action: Callable[[], object]) -> Any:
        button = ipywidgets.Button(description=label, tooltip=tooltip, layout={"width": "auto"})
        button.on_click(lambda _button: action())
        return button

    def _set_quietly(self, widget: Any, value: object, **traits: object) -> None:
        """Set a control from code without running its observer."""
        self._quiet = True
        try:
            for name, trait in traits.items():
                setattr(widget, name, trait)
            widget.value = value
        finally:
            self._quiet = False

    def _numbers_toggled(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self.numbers = change["new"]

    def _build_squares(self) -> None:
        """Make one button per dark square (again only when the board size changes)."""
        geometry = self._board.geometry
        if len(self._squares) == geometry.squares:
            return
        for button in self._squares.values():
            button.close()
        self._squares = {}
        self._shown = {}
        for square in range(1, geometry.squares + 1):
            button = ipywidgets.Button(description="", tooltip=f"square {square}")
            button.on_click(lambda _button, square=square: self.click(square))
            button._dom_classes = ("draughts-sq", f"draughts-sq-{square}")
            self._squares[square] = button
        self._style.value = _stylesheet(geometry.size)
        self._place_squares()

    def _place_squares(self) -> None:
        """Put the buttons in reading order, so that Tab walks the board as it is seen."""
        order = sorted(self._squares, reverse=self._flipped)
        self._grid.children = tuple(self._squares[square] for square in order)
        self._grid_classes()

    def _grid_classes(self) -> None:
        classes = ["draughts-board", f"draughts-size-{self._board.geometry.size}"]
        if self._flipped:
            classes.append("draughts-flipped")
        if self._numbers:
            classes.append("draughts-numbers")
        if self._editing is not None:
            classes.append("draughts-editing")
        self._grid._dom_classes = tuple(classes)

    def _views(self) -> dict[int, SquareView]:
        """What each square shows: the game's squares, or the pieces alone in the editor."""
        if self._editing is None:
            views = self.clicks.squares()
        else:
            pieces = self._editing.pieces()
            views = {square: SquareView(square, pieces.get(square)) for square in self._squares}
        for square, notes in self._highlights.items():
            view = views[square]
            views[square] = SquareView(square, view.piece, view.marks, notes)
        return views

    def _refresh(self) -> None:
        """Bring the squares, status, message and move list up to date, touching only what changed."""
        shown = self._board if self._editing is None else self._editing
        ghost = "draughts-route-white" if shown.turn == WHITE else "draughts-route-black"
        for square, view in self._views().items():
            classes = ["draughts-sq", f"draughts-sq-{square}"]
            if view.piece is not None:
                classes.append(_PIECE_CLASS[view.piece])
            for mark in Mark:
                if mark in view.marks:
                    classes.append(_MARK_CLASS[mark])
            if Mark.ROUTE in view.marks:
                classes.append(ghost)
            if view.notes:
                classes.append("draughts-highlight")
            state = (tuple(classes), view.label)
            button = self._squares[square]
            if self._shown.get(square) != state:
                with button.hold_sync():
                    button._dom_classes, button.tooltip = state
                self._shown[square] = state
        self._grid_classes()
        self._status.value = f'<div class="draughts-status">{self._status_html()}</div>'
        self._show_message(self.clicks.message, refused=self.clicks.refused)
        moves = movetext(self._board) if self._editing is None else ""
        result = self._board.result() if self._editing is None and self._board.is_game_over() else ""
        text = escape(" ".join(part for part in (moves, result) if part)) or "no moves yet"
        self._moves.value = f'<div class="draughts-moves" title="the moves in PDN">{text}</div>'
        self.undo_button.disabled = self._editing is not None or not self._undoable()
        self.redo_button.disabled = self._editing is not None or not self._redo
        self.restart_button.disabled = self._editing is not None
        self.records.update()

    def _show_message(self, text: str, *, refused: bool = False) -> None:
        kind = "draughts-message draughts-refused" if refused else "draughts-message"
        self._feedback.value = f'<div class="{kind}" role="status" aria-live="polite">{escape(text)}</div>'

    def _status_parts(self) -> list[tuple[str, bool]]:
        """The parts of the status line, each with whether it announces a compulsory capture."""
        if self._editing is not None:
            return [(f"editing the position: {COLOR_NAMES[self._editing.turn]} to move when play starts", False)]
        board = self._board
        outcome = board.outcome()
        if outcome is not None:
            return [(f"{outcome} ({outcome.result()})", False)]
        turn = f"{COLOR_NAMES[board.turn]} to move"
        if self._computer == board.turn:
            turn += " (the computer)"
        parts = [(turn, False)]
        capturing = self.clicks.capturing()
        if capturing:
            who = "piece" if len(capturing) == 1 else "pieces"
            parts.append((f"a capture is compulsory: the {who} on {listing(capturing)} must capture", True))
        limit = board.rules.quiet_move_limit
        if limit is not None:
            parts.append((f"quiet moves {board.quiet_plies} of {limit} toward a draw", False))
        if board.can_claim_draw():
            parts.append(("a draw may be claimed: this position has come up three times", False))
        return parts

    def _status_html(self) -> str:
        parts = [
            f'<span class="draughts-compulsory">{escape(text)}</span>' if compulsory else escape(text)
            for text, compulsory in self._status_parts()
        ]
        parts[0] = f"<b>{parts[0]}</b>"
        return " · ".join(parts)


def _tree(widget: Any) -> Iterator[Any]:
    """A widget and every widget inside it, with their layouts and styles."""
    yield widget
    for name in ("layout", "style"):
        part = getattr(widget, name, None)
        if isinstance(part, ipywidgets.Widget):
            yield part
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


@cache
def _stylesheet(size: int) -> str:
    """The ``<style>`` block of a board size: squares placed on a grid, pieces drawn in CSS."""
    geometry = Geometry.of(size)
    white, black = PIECE_COLORS[WHITE], PIECE_COLORS[BLACK]
    scope = f".draughts-widget .draughts-board.draughts-size-{size}"
    side = "min(56px, 10.5vw)" if size == 8 else "min(48px, 8.6vw)"
    rules = [
        f"{scope} {{ --draughts-sq: {side}; grid-template-columns: repeat({size}, var(--draughts-sq));"
        f" grid-template-rows: repeat({size}, var(--draughts-sq)); }}"
    ]
    for square in range(1, geometry.squares + 1):
        row, column = geometry.row(square) + 1, geometry.column(square) + 1
        flipped = f"{size + 1 - row} / {size + 1 - column}"
        rules.append(f"{scope} .draughts-sq-{square} {{ grid-area: {row} / {column}; }}")
        rules.append(f"{scope}.draughts-flipped .draughts-sq-{square} {{ grid-area: {flipped}; }}")
        rules.append(f'{scope}.draughts-numbers .draughts-sq-{square}::before {{ content: "{square}"; }}')
    return (
        "<style>\n"
        + "\n".join(rules)
        + "\n"
        + _COMMON_CSS.format(
            light=LIGHT_SQUARE,
            dark=DARK_SQUARE,
            frame=FRAME_COLOR,
            number=NUMBER,
            last=LAST_MOVE,
            highlight=HIGHLIGHT,
            arrow=ARROW,
            route=ROUTE,
            captured=CAPTURED,
            crown=CROWN_FILL,
            crown_line=CROWN_LINE,
            w_light=white.light,
            w_face=white.face,
            w_dark=white.dark,
            w_rim=white.rim,
            w_groove=white.groove,
            b_light=black.light,
            b_face=black.face,
            b_dark=black.dark,
            b_rim=black.rim,
            b_groove=black.groove,
        )
        + "</style>"
    )


_COMMON_CSS = """
.draughts-widget .draughts-main {{ flex-wrap: wrap; align-items: flex-start; gap: 12px; }}
.draughts-widget .draughts-board {{ display: grid; gap: 0; padding: 0; margin: 4px;
  width: max-content; background: {light}; border: 8px solid {frame}; border-radius: 4px;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.35); }}
.draughts-widget .draughts-board .draughts-sq.jupyter-button {{ position: relative; box-sizing: border-box;
  width: var(--draughts-sq); height: var(--draughts-sq); min-width: 0; margin: 0; padding: 0; border: 0;
  border-radius: 0; background: {dark}; box-shadow: none; outline: none; overflow: visible; cursor: pointer; }}
.draughts-widget .draughts-board .draughts-sq.jupyter-button:hover {{ filter: brightness(1.1); box-shadow: none; }}
.draughts-widget .draughts-board .draughts-sq.jupyter-button:focus-visible {{
  box-shadow: inset 0 0 0 3px #ffffff, inset 0 0 0 5px {highlight}; }}
.draughts-widget .draughts-board.draughts-editing .draughts-sq.jupyter-button {{ cursor: cell; }}
.draughts-widget .draughts-board .draughts-sq::before {{ position: absolute; top: 2px; left: 3px; z-index: 2;
  font: 600 calc(var(--draughts-sq) * 0.2) / 1 sans-serif; color: {number}; text-shadow: 0 0 2px #000000; }}
.draughts-widget .draughts-board .draughts-sq::after {{ content: none; }}
.draughts-widget .draughts-board .draughts-wm::after, .draughts-widget .draughts-board .draughts-wk::after,
.draughts-widget .draughts-board .draughts-bm::after, .draughts-widget .draughts-board .draughts-bk::after,
.draughts-widget .draughts-board .draughts-route::after {{ content: ""; position: absolute; z-index: 1;
  left: 11%; top: 9%; width: 78%; height: 78%; box-sizing: border-box; border-radius: 50%;
  display: flex; align-items: center; justify-content: center; line-height: 1;
  font-family: "DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols 2", "Apple Symbols", sans-serif;
  font-size: calc(var(--draughts-sq) * 0.42); color: {crown};
  text-shadow: 0 0 1px {crown_line}, 0 1px 0 {crown_line}, 0 -1px 0 {crown_line},
    1px 0 0 {crown_line}, -1px 0 0 {crown_line}; }}
.draughts-widget .draughts-board .draughts-wm::after, .draughts-widget .draughts-board .draughts-wk::after,
.draughts-widget .draughts-board .draughts-route-white::after {{
  background: radial-gradient(circle at 38% 32%, {w_light} 0%, {w_face} 45%, {w_dark} 100%);
  border: 2px solid {w_rim};
  box-shadow: inset 0 0 0 calc(var(--draughts-sq) * 0.09) transparent,
    inset 0 0 0 calc(var(--draughts-sq) * 0.11) {w_groove},
    0 3px 0 {w_rim}, 0 4px 6px rgba(0, 0, 0, 0.45); }}
.draughts-widget .draughts-board .draughts-bm::after, .draughts-widget .draughts-board .draughts-bk::after,
.draughts-widget .draughts-board .draughts-route-black::after {{
  background: radial-gradient(circle at 38% 32%, {b_light} 0%, {b_face} 45%, {b_dark} 100%);
  border: 2px solid {b_rim};
  box-shadow: inset 0 0 0 calc(var(--draughts-sq) * 0.09) transparent,
    inset 0 0 0 calc(var(--draughts-sq) * 0.11) {b_groove},
    0 3px 0 {b_rim}, 0 4px 6px rgba(0, 0, 0, 0.45); }}
.draughts-widget .draughts-board .draughts-wk::after {{ content: "♛"; box-shadow: 0 3px 0 {w_rim}, 0 6px 0 {w_dark},
  0 7px 0 {w_rim}, 0 8px 8px rgba(0, 0, 0, 0.45); }}
.draughts-widget .draughts-board .draughts-bk::after {{ content: "♛"; box-shadow: 0 3px 0 {b_rim}, 0 6px 0 {b_face},
  0 7px 0 {b_rim}, 0 8px 8px rgba(0, 0, 0, 0.45); }}
.draughts-widget .draughts-board .draughts-sq.draughts-last.jupyter-button {{
  background-image: linear-gradient(rgba(242, 220, 93, 0.42), rgba(242, 220, 93, 0.42)); }}
.draughts-widget .draughts-board .draughts-sq.draughts-selected.jupyter-button {{
  background-image: linear-gradient(rgba(255, 255, 255, 0.18), rgba(255, 255, 255, 0.18));
  box-shadow: inset 0 0 0 4px {highlight}, inset 0 0 0 6px #ffffff; }}
.draughts-widget .draughts-board .draughts-sq.draughts-must-capture.jupyter-button {{
  outline: 3px dashed {last}; outline-offset: -6px; }}
.draughts-widget .draughts-board .draughts-route::after {{ opacity: 0.5; }}
.draughts-widget .draughts-board .draughts-sq.draughts-route.jupyter-button {{
  box-shadow: inset 0 0 0 3px {route}; }}
.draughts-widget .draughts-board .draughts-captured::after {{ opacity: 0.45; }}
.draughts-widget .draughts-board .draughts-sq.draughts-captured.jupyter-button {{
  background-image: repeating-linear-gradient(45deg, {captured} 0 4px, transparent 4px 11px); }}
.draughts-widget .draughts-board .draughts-target:not(.draughts-wm, .draughts-wk, .draughts-bm, .draughts-bk)::after {{
  content: ""; position: absolute; left: 34%; top: 34%; width: 32%; height: 32%; border-radius: 50%;
  background: {route}; box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.75); }}
.draughts-widget .draughts-board .draughts-sq.draughts-target.jupyter-button {{
  box-shadow: inset 0 0 0 3px rgba(255, 255, 255, 0.55); }}
.draughts-widget .draughts-board .draughts-sq.draughts-highlight.jupyter-button {{
  box-shadow: inset 0 0 0 4px {arrow}; }}
.draughts-widget .draughts-panel {{ width: 17em; max-width: 100%; }}
.draughts-widget .draughts-status, .draughts-widget .draughts-message {{ line-height: 1.4; padding: 2px 0; }}
.draughts-widget .draughts-compulsory {{ font-weight: 600; border-bottom: 2px dashed {last}; }}
.draughts-widget .draughts-message {{ min-height: 2.8em; font-style: italic; }}
.draughts-widget .draughts-message.draughts-refused {{ font-style: normal; font-weight: 600;
  border-left: 4px solid {last}; padding-left: 6px; }}
.draughts-widget .draughts-message.draughts-refused::before {{ content: "⚠ "; }}
.draughts-widget .draughts-moves {{ font-family: monospace; max-height: 18em; overflow-y: auto;
  line-height: 1.5; padding: 4px 6px; border-left: 3px solid {frame}; white-space: normal; }}
.draughts-widget .draughts-controls {{ flex-wrap: wrap; gap: 2px; }}
.draughts-widget .draughts-records {{ column-gap: 14px; }}
.draughts-widget .draughts-records-group {{ flex-wrap: wrap; gap: 2px; }}
"""
