"""The interactive board: play, teach and set up positions with clicks.

The squares are drawn by :class:`~draughts.widgets.grid.BoardGrid`, a small front-end
widget shipped with the package (a keyboard-friendly grid with a live region that
speaks each move); the controls are plain ipywidgets. Click a piece and its landing
squares light up; click one and the move is made. A multi-capture is entered one
landing at a time, and the move is played as soon as the clicks name exactly one legal
move (or, with ``complete_captures=False``, once every landing is clicked). The clicks
are handled by :class:`~draughts.widgets.clicks.Clicks`; this module only draws them.

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

from collections.abc import Callable, Iterator, Sequence
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets

from draughts.core.board import Board
from draughts.core.errors import InvalidOptionError, InvalidSquareError
from draughts.core.moves import Move
from draughts.core.rules import PRESETS, Rules
from draughts.core.sides import BLACK, COLOR_NAMES, WHITE, Color, Piece
from draughts.engine import LEVELS, Engine
from draughts.records.pdn import Game
from draughts.widgets.clicks import Clicks, Mark, SquareView
from draughts.widgets.coach import CoachRow
from draughts.widgets.grid import BoardGrid
from draughts.widgets.records import GameRecords
from draughts.widgets.status import Kind, StatusPart, status_parts

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
    ("white man", "wm"),
    ("white king", "wk"),
    ("black man", "bm"),
    ("black king", "bk"),
    ("eraser", "eraser"),
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
        words.append(board.rules.write_move(move))
    return " ".join(words)


_MARK_CLASS = {
    Mark.LAST: "draughts-last",
    Mark.SELECTED: "draughts-selected",
    Mark.MUST_CAPTURE: "draughts-must-capture",
    Mark.ROUTE: "draughts-route",
    Mark.CAPTURED: "draughts-captured",
    Mark.TARGET: "draughts-target",
    Mark.BEYOND: "draughts-target",
}


class BoardWidget(ipywidgets.VBox):  # type: ignore[misc]
    """A board to play on with clicks, with controls, a status line and the move list.

    ``board_or_rules`` is a :class:`~draughts.Board` (its position, rules and moves are
    copied) or a rule set or preset name (its start position). Two people share the
    screen by default; the controls offer a computer player and its level (``seed``
    seeds the engine), or pass ``opponent`` (a callable that takes a board and returns a
    move) and ``computer`` (the colour it plays) to bring your own.
    ``complete_captures=False`` makes the learner click every landing of a capture,
    even when only one way to finish it remains. ``show_capturers=False`` keeps the
    board from pointing at the pieces that must capture (for puzzles whose goal is to
    find them): the status line, the squares and the refusals say only that a capture
    is due. ``choose_landing=True`` lights every square beyond a piece being jumped, so
    that the learner finds where the capturing piece may stop. ``draw_count=False``
    leaves the quiet-move count toward a draw out of the status line, for learners who
    have not met it yet. ``beginner=True`` shows a beginner's set of controls: undo,
    redo, restart, flip, square names and the computer, without the rule set, the
    position editor and the save, load and share row.

    ``controls`` (undo, redo, restart, flip, numbers, rule set), ``editor`` (the
    position editor) and ``records`` (save, load and share the game: a
    :class:`~draughts.widgets.records.GameRecords`) are :class:`ipywidgets.HBox` rows
    that may be extended or hidden; :meth:`add_row` adds rows of one's own. ``coach`` is
    the coach's row (:class:`~draughts.widgets.coach.CoachRow`: a hint, the safety check
    of learning mode, a review after the game); ``coach=False`` leaves it out, as
    exercises and stages do.
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
        show_capturers: bool = True,
        choose_landing: bool = False,
        draw_count: bool = True,
        beginner: bool = False,
        coach: bool = True,
    ) -> None:
        board = board_or_rules.copy() if isinstance(board_or_rules, Board) else Board(board_or_rules)
        self.clicks = Clicks(
            board, complete_captures=complete_captures, show_capturers=show_capturers, choose_landing=choose_landing
        )
        """The click state machine: the board played on, the selection and the message."""
        self._home = board.root()
        self._created = self._home.copy()
        self._redo: list[Move] = []
        self._callbacks: list[MoveCallback] = []
        self._editing: Board | None = None
        self._flipped = flipped
        self._numbers = numbers
        self._draw_count = draw_count
        self._seed = seed
        self._highlights: dict[int, tuple[str, ...]] = {}
        self._arrows: list[dict[str, Any]] = []
        self._starts = 0  # how many times play started afresh (a new game, position or rule set)
        self._drawn_for: tuple[int, str, tuple[Move, ...]] | None = None  # the position the marks are drawn for
        self.coach: CoachRow | None = None
        self._quiet = False  # True while controls are set from code, so their observers stay still
        self._heard: tuple[str, str] = ("", "")  # the message and position last announced
        self._repeat = False  # True after a click or a message: say the message even if it is the same

        self.grid = BoardGrid()
        """The squares on the page (a :class:`~draughts.widgets.grid.BoardGrid`)."""
        self.grid.on_click(self.click)
        self.grid.on_cancel(self.cancel)
        self._status = ipywidgets.HTML()
        self._feedback = ipywidgets.HTML()
        self._moves = ipywidgets.HTML()
        panel = ipywidgets.VBox([self._status, self._feedback, self._moves])
        panel.add_class("draughts-panel")
        main = ipywidgets.HBox([self.grid, panel])
        main.add_class("draughts-main")

        self.undo_button = self._button("↶ undo", "take back the last move", lambda: self.undo())
        self.redo_button = self._button("↷ redo", "play the move taken back again", lambda: self.redo())
        self.restart_button = self._button("⟲ restart", "back to the start of the game", lambda: self.restart())
        self.flip_button = self._button("⇅ flip", "turn the board around", lambda: self.flip())
        self.numbers_toggle = ipywidgets.Checkbox(
            value=numbers, description="square names", indent=False, layout={"width": "auto"}
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
            self.computer_picker = ipywidgets.Dropdown(
                options=_COMPUTER_OPTIONS,
                value="off",
                description="opponent",
                layout={"width": "auto"},
                style={"description_width": "initial"},
            )
            self.level_picker = ipywidgets.Dropdown(
                options=list(LEVELS),
                description="level",
                layout={"width": "auto"},
                style={"description_width": "initial"},
            )
            self.computer_picker.observe(self._computer_picked, names="value")
            self.level_picker.observe(self._computer_picked, names="value")
            self.controls.children += (self.computer_picker, self.level_picker)

        self.edit_toggle = ipywidgets.Checkbox(
            value=False, description="edit the position", indent=False, layout={"width": "auto"}
        )
        self.edit_toggle.observe(self._edit_toggled, names="value")
        self.palette = ipywidgets.RadioButtons(
            options=_PALETTE_OPTIONS,
            value="wm",
            description="place",
            orientation="horizontal",
            layout={"width": "auto"},
            style={"description_width": "initial"},
        )
        self.side_to_move = ipywidgets.RadioButtons(
            options=[("White", WHITE), ("Black", BLACK)],
            value=board.turn,
            description="to move",
            orientation="horizontal",
            layout={"width": "auto"},
            style={"description_width": "initial"},
        )
        self.side_to_move.observe(self._side_picked, names="value")
        self.clear_button = self._button("empty board", "remove every piece", lambda: self._clear_editor())
        self._editor_tools = ipywidgets.HBox([self.palette, self.side_to_move, self.clear_button])
        self._editor_tools.layout.display = "none"
        self.editor = ipywidgets.HBox([self.edit_toggle, self._editor_tools])
        self.editor.add_class("draughts-controls")

        self.records = GameRecords(self)
        if beginner:
            for part in (self.rules_picker, self.editor, self.records):
                part.layout.display = "none"
        super().__init__([main, self.controls, self.editor, self.records])
        self.add_class("draughts-widget")
        self.add_class("draughts-ui")
        if computer is not None:
            self.computer = computer
        self.coach = CoachRow(self) if coach else None
        """The coach's row (hint, safety check, review), or ``None`` for a board without one."""
        if self.coach is not None:  # under the controls, above the save, load and share row
            self.children = (*self.children[:-1], self.coach, self.records)
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
        """The status line: whose turn it is, who must capture, the draw count, or how the game ended."""
        return " · ".join(part.text for part in self._status_parts())

    @property
    def selected(self) -> int | None:
        """The square of the selected piece, or ``None``."""
        return self.clicks.selected

    @property
    def targets(self) -> list[int]:
        """The squares where the selected piece may land next."""
        return self.clicks.targets

    @property
    def squares(self) -> dict[int, SquareView]:
        """Each square as it is drawn now: its piece, its marks and its name in words."""
        return self._views()

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
    def show_capturers(self) -> bool:
        """Whether the board points at the pieces that must capture (status line, squares, refusals).

        >>> widget = BoardWidget(Board.from_fen("W:W22,25:B18", rules="english"), draw_count=False)
        >>> widget.status, widget.squares[22].label
        ('White to move · White must capture with the man on 22', 'square 22, white man, must capture')
        >>> widget.show_capturers = False
        >>> widget.status, widget.squares[22].label
        ('White to move · White must capture', 'square 22, white man')
        >>> widget.click(25)
        >>> widget.message
        'one of your men must capture'
        """
        return self.clicks.show_capturers

    @show_capturers.setter
    def show_capturers(self, value: bool) -> None:
        self.clicks.show_capturers = value
        self._refresh()

    @property
    def choose_landing(self) -> bool:
        """Whether a capture lights every square beyond the jumped piece, for "where to land" puzzles.

        >>> widget = BoardWidget(Board.from_fen("W:WK28:B15,17", rules="russian"), choose_landing=True)
        >>> widget.click(28)
        >>> widget.message, widget.squares[6].label
        ('the king on h2 captures: choose where to land', 'square c7, empty, beyond the jumped piece')
        """
        return self.clicks.choose_landing

    @choose_landing.setter
    def choose_landing(self, value: bool) -> None:
        self.clicks.choose_landing = value
        self._refresh()

    @property
    def draw_count(self) -> bool:
        """Whether the status line shows the quiet-move count toward a draw.

        >>> widget = BoardWidget("english")
        >>> widget.status
        'Black to move · quiet plies 0 of 80 (40 moves each) toward a draw'
        >>> widget.draw_count = False
        >>> widget.status
        'Black to move'
        """
        return self._draw_count

    @draw_count.setter
    def draw_count(self, value: bool) -> None:
        self._draw_count = value
        self._refresh()

    @property
    def flipped(self) -> bool:
        """Whether White is at the top."""
        return self._flipped

    @flipped.setter
    def flipped(self, value: bool) -> None:
        if value != self._flipped:
            self._flipped = value
            self._refresh()

    @property
    def numbers(self) -> bool:
        """Whether the square names are shown: c3 in Russian and Brazilian games, 22 in the others."""
        return self._numbers

    @numbers.setter
    def numbers(self, value: bool) -> None:
        self._numbers = value
        self._set_quietly(self.numbers_toggle, value)
        self._refresh()

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
        self.clicks.say(f"took back {self._board.rules.write_move(taken)}")
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
        self.clicks.say(f"played {self._board.rules.write_move(move)} again")
        self._refresh()
        for played in redone:
            self._call_back(played)
        return move

    def click(self, square: int) -> Move | None:
        """Handle a click on a square, as the board's squares do; return the move it completes, if any."""
        if self._editing is not None:
            self._editing.geometry.check(square)
            self._repeat = True
            self._edit(square)
            return None
        self._board.geometry.check(square)
        board = self._board
        if self._computer is not None and board.turn == self._computer and not board.is_game_over():
            self.clicks.say(f"it is the computer's turn ({COLOR_NAMES[board.turn]})")
            self._refresh()
            return None
        self._repeat = True
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
            self._repeat = True
            self._refresh()

    def say(self, text: str, *, warning: bool = False) -> None:
        """Show *text* in the message line until the next action; ``warning=True`` marks it as a problem.

        >>> widget = BoardWidget("english")
        >>> widget.say("a puzzle: Black to play and win")
        >>> widget.message
        'a puzzle: Black to play and win'
        """
        self.clicks.say(text, refused=warning)
        self._repeat = True
        self._refresh()

    def highlight(self, squares: dict[int, str] | None = None) -> None:
        """Mark squares for the learner, each with the words a screen reader says for it; ``None`` clears.

        The marks, like the arrows of :meth:`draw_arrows`, stay while moves are played on; a
        restart, an undo, a new position or rule set and the editor remove them.

        >>> widget = BoardWidget("english")
        >>> widget.highlight({15: "the best square"})
        >>> widget.squares[15].label
        'square 15, empty, the best square'
        """
        geometry = (self._board if self._editing is None else self._editing).geometry
        self._highlights = {geometry.check(square): (note,) for square, note in (squares or {}).items()}
        self._refresh()

    def draw_arrows(self, *paths: Sequence[int], kind: str = "hint") -> None:
        """Draw arrows along squares over the board (``draw_arrows()`` removes them).

        ``kind`` is ``"hint"`` or ``"warning"`` (another colour). The arrows are only
        seen: say what they show with :meth:`say` too.

        >>> widget = BoardWidget("english")
        >>> widget.draw_arrows((11, 15), (9, 14, 18))
        >>> widget.grid.arrows[1]
        {'squares': [9, 14, 18], 'kind': 'hint'}
        """
        if kind not in ("hint", "warning"):
            raise InvalidOptionError(f"no arrow kind {kind!r}: use 'hint' or 'warning'")
        geometry = self._board.geometry
        self._arrows = [{"squares": [geometry.check(square) for square in path], "kind": kind} for path in paths]
        self.grid.arrows = self._arrows

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
        """The board as Python (the notebook shows a sentence instead, see :meth:`_repr_mimebundle_`).

        >>> BoardWidget(Board.from_fen("W:W21,K30:B9", rules="russian"))
        BoardWidget(Board.from_fen('W:Wa3,Kc1:Bb6', rules='russian'))
        """
        return f"BoardWidget({self._board!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The widget for the notebook, with a sentence as its text stand-in, shown where the
        widget cannot be drawn (a saved notebook that has not been run).

        >>> BoardWidget("english")._repr_mimebundle_()["text/plain"]
        'A board to play on: run the cell to use it.'
        """
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)
        if bundle is not None:
            bundle["text/plain"] = "A board to play on: run the cell to use it."
        return bundle

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
        self._starts += 1
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
        said = f"the computer ({side}) played {board.rules.write_move(played)}"
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
            self.clicks.say(f"square {self._editing.rules.name_square(square)} cleared")
        else:
            try:
                self._editing.put(square, choice)
            except InvalidSquareError as error:
                self.clicks.say(str(error), refused=True)
            else:
                self.clicks.say(f"{choice.name()} on {self._editing.rules.name_square(square)}")
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

    def _views(self) -> dict[int, SquareView]:
        """What each square shows: the game's squares, or the pieces alone in the editor."""
        if self._editing is None:
            views = self.clicks.squares()
        else:
            pieces, last, name = self._editing.pieces(), self._editing.geometry.squares, self._editing.rules.name_square
            views = {square: SquareView(square, pieces.get(square), name=name(square)) for square in range(1, last + 1)}
        for square, notes in self._highlights.items():
            view = views[square]
            views[square] = SquareView(square, view.piece, view.marks, notes, view.name)
        return views

    def _follow(self, shown: Board) -> None:
        """Drop the marks drawn for another position: every change of position or rules passes here.

        A move played on (a click, the computer's reply, redo) keeps them, for whoever drew them to
        change (the coach clears its own when the learner moves). Anything else (a new game,
        restart, undo, a new position or rule set, the editor) removes the highlights and the
        arrows, and the coach forgets its marks, the move to take back and the review.
        """
        place = (self._starts, "" if self._editing is None else shown.fen(), tuple(self._board.move_stack))
        before, self._drawn_for = self._drawn_for, place
        if before is None or (before[:2] == place[:2] and place[2][: len(before[2])] == before[2]):
            return
        self._highlights, self._arrows = {}, []
        self.grid.arrows = []
        if self.coach is not None:
            self.coach.forget()

    def _refresh(self) -> None:
        """Bring the squares, status, message, move list and controls up to date, and announce the change."""
        shown = self._board if self._editing is None else self._editing
        self._follow(shown)
        ghost = "draughts-route-white" if shown.turn == WHITE else "draughts-route-black"
        cells = {}
        for square, view in self._views().items():
            classes = [f"draughts-sq-{square}"]
            if view.piece is not None:
                classes.append(_PIECE_CLASS[view.piece])
            classes += [_MARK_CLASS[mark] for mark in Mark if mark in view.marks]
            if Mark.ROUTE in view.marks:
                classes.append(ghost)
            if view.notes:
                classes.append("draughts-highlight")
            cells[str(square)] = {
                "classes": " ".join(classes),
                "label": view.label,
                "name": view.name,
                "selected": view.selected,
            }
        board_classes = ["draughts-board", f"draughts-size-{shown.geometry.size}"]
        for on, name in ((self._flipped, "flipped"), (self._numbers, "numbers"), (self._editing, "editing")):
            if on:
                board_classes.append(f"draughts-{name}")
        status = self._status_parts()
        with self.grid.hold_sync():
            self.grid.rows = self._rows(shown)
            self.grid.cells = cells
            self.grid.board_class = " ".join(board_classes)
            self.grid.label = f"{shown.rules.name} board, {status[0].text}"
        self._status.value = f'<div class="draughts-status">{self._status_html()}</div>'
        self._show_message(self.clicks.message, refused=self.clicks.refused)
        text = escape(movetext(self._board) if self._editing is None else "") or "no moves yet"
        self._moves.value = f'<div class="draughts-moves" title="the moves in PDN">{text}</div>'
        self.undo_button.disabled = self._editing is not None or not self._undoable()
        self.redo_button.disabled = self._editing is not None or not self._redo
        self.restart_button.disabled = self._editing is not None
        self.records.update()
        self._announce(shown, status)

    def _rows(self, shown: Board) -> list[list[int]]:
        """The square numbers row by row as drawn, 0 for a light square."""
        geometry, size = shown.geometry, shown.geometry.size
        order = range(size - 1, -1, -1) if self._flipped else range(size)
        return [[geometry.square_at(row, column) or 0 for column in order] for row in order]

    def _announce(self, shown: Board, status: list[StatusPart]) -> None:
        """Have the live region say the message, and after a move the state of the game."""
        position = f"{shown.fen()} {len(shown.move_stack)}"
        message = self.clicks.message
        if (message, position) == self._heard and not self._repeat:
            return
        said = [message] if message else []
        if position != self._heard[1] and self._editing is None:
            said += [part.text for part in status if part.kind is not Kind.COUNT]
        self._heard = (message, position)
        self._repeat = False
        if said:
            self.grid.announce(". ".join(sentence[0].upper() + sentence[1:] for sentence in said) + ".")

    def _show_message(self, text: str, *, refused: bool = False) -> None:
        kind = "draughts-message draughts-refused" if refused else "draughts-message"
        self._feedback.value = f'<div class="{kind}">{escape(text)}</div>'

    def _status_parts(self) -> list[StatusPart]:
        """The parts of the status line (the position being set up, in the editor)."""
        if self._editing is not None:
            side = COLOR_NAMES[self._editing.turn]
            return [StatusPart(f"editing the position: {side} to move when play starts", Kind.TURN)]
        return status_parts(
            self._board,
            capturing=self.clicks.capturing(),
            computer=self._computer,
            show_capturers=self.show_capturers,
            draw_count=self._draw_count,
        )

    def _status_html(self) -> str:
        parts = [
            f'<span class="draughts-compulsory">{escape(part.text)}</span>'
            if part.kind is Kind.CAPTURE
            else escape(part.text)
            for part in self._status_parts()
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
