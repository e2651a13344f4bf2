"""The interactive board: play, teach and set up positions with clicks.

:class:`BoardWidget` draws a :class:`~draughts.widgets.play.BoardGame` (the game in plain
Python: the clicks, undo and redo, the computer, the position editor, the marks) and
forwards the clicks and buttons to it. The squares are a
:class:`~draughts.widgets.grid.BoardGrid`, a small front-end widget shipped with the
package (a keyboard-friendly grid with a live region that speaks each move); the
controls are plain ipywidgets. Click a piece and its landing squares light up; click one
and the move is made. A multi-capture is entered one landing at a time, and the move is
played as soon as the clicks name exactly one legal move (or, with
``complete_captures=False``, once every landing is clicked).

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

A click on the page is answered before the computer replies: the learner's move is
drawn, then the reply runs through :func:`~draughts.widgets.schedule.front_end_scheduler`
(the event loop, or what :func:`defer_replies_with` set). Clicks from code, as above, get
the reply at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from html import escape
from typing import Any

import ipywidgets

from draughts.core.board import Board
from draughts.core.messages import _
from draughts.core.rules import Rules
from draughts.core.sides import Color
from draughts.widgets.coach import CoachRow
from draughts.widgets.controls import EditorRow, PlayControls
from draughts.widgets.grid import BoardGrid, cells, rows
from draughts.widgets.play import BoardGame, Change, MoveCallback, Opponent, movetext
from draughts.widgets.records import GameRecords
from draughts.widgets.schedule import Scheduler, defer_replies_with, front_end_scheduler, run_now
from draughts.widgets.status import Kind, StatusPart, status_html

__all__ = ["BoardWidget", "MoveCallback", "Opponent", "defer_replies_with", "movetext"]


class _Forward:
    """An attribute of the widget that is the attribute of the same name of one of its parts."""

    def __init__(self, source: type, part: str = "game") -> None:
        self.source, self.part = source, part

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.__doc__ = getattr(getattr(self.source, name, None), "__doc__", None)

    def __get__(self, widget: object, owner: type | None = None) -> Any:
        return self if widget is None else getattr(getattr(widget, self.part), self.name)

    def __set__(self, widget: object, value: object) -> None:
        setattr(getattr(widget, self.part), self.name, value)


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
    redo, restart, claim a draw, flip, square names and the computer, without the
    position editor and the save, load and share row, and without the rule set unless
    ``rule_sets`` offers two or more. ``rule_sets`` limits the rule-set picker to those
    rule sets (presets' names or :class:`~draughts.Rules`). ``schedule`` runs every reply of
    the computer (by default, a reply to code runs at once and a reply to the page waits
    until the learner's move is drawn).

    :attr:`game` is the game shown (a :class:`~draughts.widgets.play.BoardGame`); the
    widget's game methods and properties are its. ``controls`` (undo, redo, restart,
    claim a draw, flip, numbers, rule set), ``editor`` (the position editor) and ``records`` (save,
    load and share the game: a :class:`~draughts.widgets.records.GameRecords`) are
    :class:`ipywidgets.HBox` rows that may be extended or hidden; :meth:`add_row` adds
    rows of one's own. ``coach`` is the coach's row
    (:class:`~draughts.widgets.coach.CoachRow`: a hint, the safety check of learning
    mode, a review after the game); ``coach=False`` leaves it out, as exercises and
    stages do. :meth:`highlight` marks squares and :meth:`say` writes in the message line.
    """

    children: tuple[Any, ...]

    board = _Forward(BoardGame)
    message = _Forward(BoardGame)
    status = _Forward(BoardGame)
    selected = _Forward(BoardGame)
    targets = _Forward(BoardGame)
    route = _Forward(BoardGame)
    squares = _Forward(BoardGame)
    complete_captures = _Forward(BoardGame)
    show_capturers = _Forward(BoardGame)
    choose_landing = _Forward(BoardGame)
    draw_count = _Forward(BoardGame)
    computer = _Forward(BoardGame)
    editing = _Forward(BoardGame)
    click = _Forward(BoardGame)
    cancel = _Forward(BoardGame)
    undo = _Forward(BoardGame)
    redo = _Forward(BoardGame)
    restart = _Forward(BoardGame)
    can_claim_draw = _Forward(BoardGame)
    claimed = _Forward(BoardGame)
    claim_draw = _Forward(BoardGame)
    set_position = _Forward(BoardGame)
    on_move = _Forward(BoardGame)
    say = _Forward(BoardGame)
    highlight = _Forward(BoardGame)
    draw_arrows = _Forward(BoardGame)
    save = _Forward(GameRecords, "records")
    load = _Forward(GameRecords, "records")
    share_code = _Forward(GameRecords, "records")
    load_share_code = _Forward(GameRecords, "records")
    undo_button = _Forward(PlayControls, "controls")
    redo_button = _Forward(PlayControls, "controls")
    restart_button = _Forward(PlayControls, "controls")
    claim_button = _Forward(PlayControls, "controls")
    flip_button = _Forward(PlayControls, "controls")
    numbers_toggle = _Forward(PlayControls, "controls")
    rules_picker = _Forward(PlayControls, "controls")
    computer_picker = _Forward(PlayControls, "controls")
    level_picker = _Forward(PlayControls, "controls")
    edit_toggle = _Forward(EditorRow, "editor")
    palette = _Forward(EditorRow, "editor")
    side_to_move = _Forward(EditorRow, "editor")
    clear_button = _Forward(EditorRow, "editor")

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
        rule_sets: Sequence[Rules | str] | None = None,
        coach: bool = True,
        schedule: Scheduler | None = None,
    ) -> None:
        board = board_or_rules.copy() if isinstance(board_or_rules, Board) else Board(board_or_rules)
        self.game = BoardGame(
            board,
            opponent=opponent,
            seed=seed,
            complete_captures=complete_captures,
            show_capturers=show_capturers,
            choose_landing=choose_landing,
            draw_count=draw_count,
            schedule=schedule or run_now,
        )
        """The game on the board (a :class:`~draughts.widgets.play.BoardGame`)."""
        self.clicks = self.game.clicks
        """The click state machine: the board played on, the selection and the message."""
        self._schedule = schedule
        self._flipped, self._numbers = flipped, numbers
        self._heard: tuple[str, str] = ("", "")  # the message and position last announced
        self._repeat = False  # True after a click or a message: say the message even if it is the same

        self.grid = BoardGrid()
        """The squares on the page (a :class:`~draughts.widgets.grid.BoardGrid`)."""
        self.grid.on_click(lambda square: self.game.click(square, schedule=self._page_scheduler()))
        self.grid.on_cancel(self.game.cancel)
        self._status, self._feedback, self._moves = ipywidgets.HTML(), ipywidgets.HTML(), ipywidgets.HTML()
        panel = ipywidgets.VBox([self._status, self._feedback, self._moves])
        panel.add_class("draughts-panel")
        main = ipywidgets.HBox([self.grid, panel])
        main.add_class("draughts-main")

        self.controls = PlayControls(
            self.game,
            numbers=numbers,
            flip=self.flip,
            show_numbers=lambda value: setattr(self, "numbers", value),
            scheduler=self._page_scheduler,
            own_opponent=opponent is not None,
            rule_sets=None if rule_sets is None else [Rules.coerce(rules) for rules in rule_sets],
        )
        """Undo, redo, restart, flip, names, rules, computer (:class:`~draughts.widgets.controls.PlayControls`)."""
        self.editor = EditorRow(self.game)
        """The position editor's row (a :class:`~draughts.widgets.controls.EditorRow`)."""
        self.records = GameRecords(self.game)
        if beginner:
            choice = rule_sets is not None and len(rule_sets) > 1
            for part in (self.editor, self.records) if choice else (self.rules_picker, self.editor, self.records):
                part.layout.display = "none"
        super().__init__([main, self.controls, self.editor, self.records])
        self.add_class("draughts-widget")
        self.add_class("draughts-ui")
        self.game.on_change(self._changed)
        if computer is not None:
            self.game.computer = computer
        self.coach = CoachRow(self.game) if coach else None
        """The coach's row (hint, safety check, review), or ``None`` for a board without one."""
        if self.coach is not None:  # under the controls, above the save, load and share row
            self.children = (*self.children[:-1], self.coach, self.records)
        self._draw()

    @property
    def flipped(self) -> bool:
        """Whether White is at the top."""
        return self._flipped

    @flipped.setter
    def flipped(self, value: bool) -> None:
        if value != self._flipped:
            self._flipped = value
            self._draw()

    @property
    def numbers(self) -> bool:
        """Whether the square names are shown: c3 in Russian and Brazilian games, 22 in the others."""
        return self._numbers

    @numbers.setter
    def numbers(self, value: bool) -> None:
        if value != self._numbers:
            self._numbers = value
            self.numbers_toggle.value = value
            self._draw()

    def flip(self) -> None:
        """Turn the board around."""
        self.flipped = not self._flipped

    def add_row(self, row: Any) -> None:
        """Add a row of one's own controls (any widget) under the board's own rows."""
        self.children = (*self.children, row)

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
        return f"BoardWidget({self.clicks.board!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        """The widget for the notebook, with a sentence as its text stand-in, shown where the
        widget cannot be drawn (a saved notebook that has not been run).

        >>> BoardWidget("english")._repr_mimebundle_()["text/plain"]
        'A board to play on: run the cell to use it.'
        """
        bundle: dict[str, Any] | None = super()._repr_mimebundle_(**kwargs)
        if bundle is not None:
            bundle["text/plain"] = _("A board to play on: run the cell to use it.")
        return bundle

    # -- the controls -----------------------------------------------------------------------

    def _page_scheduler(self) -> Scheduler:
        """How the computer's reply to a click on the page runs: the widget's scheduler, else the page's."""
        return self._schedule or front_end_scheduler()

    # -- drawing ----------------------------------------------------------------------------

    def _changed(self, change: Change) -> None:
        """Draw what changed in the game (the rows of controls follow it themselves)."""
        if change & Change.SAID:
            self._repeat = True
        if change & Change.ARROWS:
            self.grid.arrows = self.game.arrows
        if change & ~Change.ARROWS:
            self._draw()

    def _draw(self) -> None:
        """Bring the squares, status, message, move list and buttons up to date, and announce the change."""
        game, shown = self.game, self.game.shown
        status = game.status_parts()
        board_classes = ["draughts-board", f"draughts-size-{shown.geometry.size}"]
        for on, name in ((self._flipped, "flipped"), (self._numbers, "numbers"), (game.editing, "editing")):
            if on:
                board_classes.append(f"draughts-{name}")
        with self.grid.hold_sync():
            self.grid.rows = rows(shown.geometry, self._flipped)
            self.grid.cells = cells(game.squares, shown.turn)
            self.grid.board_class = " ".join(board_classes)
            self.grid.label = _("{rules} board, {status}", rules=shown.rules.label, status=status[0].text)
        self._status.value = f'<div class="draughts-status">{status_html(status)}</div>'
        text, refused = (game.thinking, False) if game.thinking else (game.clicks.message, game.refused)
        kind = "draughts-message draughts-refused" if refused else "draughts-message"
        self._feedback.value = f'<div class="{kind}">{escape(text)}</div>'
        moves = escape(movetext(shown)) or escape(_("no moves yet"))
        title = escape(_("the moves in PDN"))
        self._moves.value = f'<div class="draughts-moves" title="{title}">{moves}</div>'
        self._announce(shown, status)

    def _announce(self, shown: Board, status: list[StatusPart]) -> None:
        """Have the live region say the message, and after a move the state of the game."""
        position = f"{shown.fen()} {len(shown.move_stack)}"
        message = self.game.clicks.message
        if (message, position) == self._heard and not self._repeat:
            return
        said = [message] if message else []
        if position != self._heard[1] and not self.game.editing:
            said += [part.text for part in status if part.kind is not Kind.COUNT]
        self._heard = (message, position)
        self._repeat = False
        if said:
            self.grid.announce(". ".join(sentence[0].upper() + sentence[1:] for sentence in said) + ".")


def _tree(widget: Any) -> Iterator[Any]:
    """A widget and every widget inside it, with their layouts and styles."""
    yield widget
    for name in ("layout", "style"):
        part = getattr(widget, name, None)
        if isinstance(part, ipywidgets.Widget):
            yield part
    for child in getattr(widget, "children", ()):
        yield from _tree(child)
