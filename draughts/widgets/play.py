"""The board's game in plain Python: clicks, undo and redo, the computer, the editor, the marks.

:class:`BoardGame` is everything a :class:`~draughts.widgets.BoardWidget` shows, without
a widget library: the board played on (through :class:`~draughts.widgets.clicks.Clicks`),
the moves taken back, the start position, the computer opponent, the status line, the
message, the squares marked for the learner and the arrows. The widget draws it and
forwards the clicks; :meth:`BoardGame.on_change` tells it what to draw again.

>>> game = BoardGame(Board("english"))
>>> changes = []
>>> game.on_change(changes.append)
>>> game.click(11), game.targets
(None, [15, 16])
>>> game.click(15)
Move((11, 15))
>>> game.message, game.status_parts()[0].text
('Black played 11-15', 'White to move')
>>> Change.BOARD in changes[-1]
True

The coach's and the records' rows use only :class:`GameLink`, the part of the game
they need.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Protocol

from draughts.core.board import Board
from draughts.core.errors import InvalidOptionError
from draughts.core.explain import Explanation
from draughts.core.messages import N_, _
from draughts.core.moves import Move
from draughts.core.rules import Rules
from draughts.core.sides import WHITE, Color
from draughts.engine import LEVELS, Engine
from draughts.widgets.clicks import Clicks, SquareView
from draughts.widgets.editor import PositionEditor
from draughts.widgets.schedule import Scheduler, run_now
from draughts.widgets.status import StatusPart, status_parts

__all__ = [
    "BoardGame",
    "Change",
    "ChangeCallback",
    "GameLink",
    "MoveCallback",
    "Opponent",
    "RefusalCallback",
    "movetext",
]

Opponent = Callable[[Board], Move]
"""A computer player: given a copy of the board, it returns a legal move."""

MoveCallback = Callable[[Move, Board], object]
"""Called as ``callback(move, board)`` after every move, with a copy of the board."""

_COMPUTERS_TURN = {
    True: N_("it is the computer's turn (White)"),
    False: N_("it is the computer's turn (Black)"),
}
"""A click while the computer is to move, by the side it plays (``True`` for White)."""

_THINKING = {True: N_("the computer (White) is thinking…"), False: N_("the computer (Black) is thinking…")}
"""The computer choosing its move, by the side it plays."""

_COMPUTER_PLAYED = {
    True: N_("the computer (White) played {move}"),
    False: N_("the computer (Black) played {move}"),
}
"""The computer's move, by the side it plays."""

_EDITED = {
    True: N_("play starts from the edited position: White to move"),
    False: N_("play starts from the edited position: Black to move"),
}
"""The editor closed, by the side to move in the edited position."""

RefusalCallback = Callable[[Explanation], object]
"""Called as ``callback(explanation)`` when the rules refuse a clicked move."""


class Change(enum.Flag):
    """What changed in a :class:`BoardGame`, for whoever draws it."""

    NONE = 0
    BOARD = enum.auto()
    """The position, the selection, the marks or the rules: the squares, status, move list and buttons."""
    MESSAGE = enum.auto()
    """The message line, or the computer's thinking."""
    SAID = enum.auto()
    """Something was said in answer to the learner: say it again even if the words are the same."""
    ARROWS = enum.auto()
    """The arrows over the board."""
    START = enum.auto()
    """Play started afresh: a new game, position or rule set."""
    EDITOR = enum.auto()
    """The position editor opened or closed."""
    COMPUTER = enum.auto()
    """The side the computer plays."""
    DROPPED = enum.auto()
    """The position changed other than by a move played on: the marks and arrows were dropped."""


ChangeCallback = Callable[[Change], object]
"""Called as ``callback(change)`` after every change of a game."""


class GameLink(Protocol):
    """What a row under the board (the coach, the game records) uses of its game.

    A :class:`BoardGame` is one. The row reads the board, says things in the message
    line, marks squares and draws arrows, starts play from a position, takes back a
    move, and follows the moves and the changes.
    """

    @property
    def board(self) -> Board:
        """A copy of the board on screen."""

    @property
    def computer(self) -> Color | None:
        """The side the computer plays, or ``None``."""

    @property
    def message(self) -> str:
        """The message line."""

    def say(self, text: str, *, warning: bool = False) -> None:
        """Show *text* in the message line."""

    def highlight(self, squares: dict[int, str] | None = None) -> None:
        """Mark squares, each with the words a screen reader says for it."""

    def draw_arrows(self, *paths: Sequence[int], kind: str = "hint") -> None:
        """Draw arrows along squares."""

    def set_position(self, board: Board) -> None:
        """Start play from a copy of *board*."""

    def undo(self) -> Move | None:
        """Take back the last move."""

    def on_move(self, callback: MoveCallback, remove: bool = False) -> None:
        """Call *callback* after every move."""

    def on_change(self, callback: ChangeCallback) -> None:
        """Call *callback* after every change."""


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


class BoardGame:
    """A game played by clicks on squares, with undo, redo, a computer opponent and a position editor.

    *board* is copied, and :meth:`restart` returns to its root. ``opponent`` (a callable
    that takes a board and returns a move) plays ``computer``'s side; without one, the
    engine at ``level`` plays it (``seed`` seeds it). ``schedule`` runs the computer's
    replies (:func:`~draughts.widgets.schedule.run_now`: at once); a click may bring its
    own. The other options are those of :class:`~draughts.widgets.clicks.Clicks` and
    ``draw_count``, whether the status line shows the quiet-move count.
    """

    def __init__(
        self,
        board: Board,
        *,
        opponent: Opponent | None = None,
        computer: Color | None = None,
        level: str = LEVELS[0],
        seed: int | None = None,
        complete_captures: bool = True,
        show_capturers: bool = True,
        choose_landing: bool = False,
        draw_count: bool = True,
        schedule: Scheduler = run_now,
    ) -> None:
        self.clicks = Clicks(
            board.copy(),
            complete_captures=complete_captures,
            show_capturers=show_capturers,
            choose_landing=choose_landing,
        )
        """The click state machine: the board played on, the selection and the message."""
        self.editor: PositionEditor | None = None
        """The position editor while it is open, else ``None``."""
        self.schedule = schedule
        """How the computer's replies run, unless a click brings its own scheduler."""
        self.level = level
        """The engine's level when it is asked to play."""
        self.highlights: dict[int, tuple[str, ...]] = {}
        """The squares marked for the learner, each with its words."""
        self.arrows: list[dict[str, object]] = []
        """The arrows over the board: ``{"squares": [...], "kind": "hint"}``."""
        self.thinking = ""
        """What the message line says while the computer's reply waits to run, else ``""``."""
        self._draw_count = draw_count
        self._seed = seed
        self._opponent = opponent
        self._computer: Color | None = None
        self._home = board.root()
        self._created = self._home.copy()
        self._redo: list[Move] = []
        self._callbacks: list[MoveCallback] = []
        self._refusals: list[RefusalCallback] = []
        self._listeners: list[ChangeCallback] = []
        self._starts = 0  # how many times play started afresh (a new game, position or rule set)
        self._claimed = False  # whether the game on the board ended in a claimed draw
        self._drawn_for: tuple[int, str, tuple[Move, ...]] | None = None  # the position the marks are for
        self._pending: object | None = None  # the reply waiting to run, until something else happens
        self._follow()
        if computer is not None:
            self.computer = computer

    # -- what is shown ------------------------------------------------------------------

    @property
    def shown(self) -> Board:
        """The board on screen (the position being edited, in the editor); not a copy."""
        return self.clicks.board if self.editor is None else self.editor.board

    @property
    def board(self) -> Board:
        """A copy of the board on screen (the position being edited, in the editor)."""
        return self.shown.copy()

    @property
    def message(self) -> str:
        """The last explanation or prompt (the status line when there is none)."""
        return self.clicks.message or self.status

    @property
    def refused(self) -> bool:
        """Whether the message is the reason something was refused, or a warning."""
        return self.clicks.refused

    @property
    def refusal(self) -> Explanation | None:
        """Why the rules refused the last click's move (``None`` when they did not).

        >>> game = BoardGame(Board.from_fen("B:W18,27:B14,10,11"))
        >>> game.click(11)
        >>> game.refusal.reason, game.refusal.moves
        (<Reason.CAPTURE_COMPULSORY: 'capture compulsory'>, (Move((14, 23, 32), captures=(18, 27), crowns=True),))
        """
        return self.clicks.explanation

    @property
    def status(self) -> str:
        """The status line: whose turn it is, who must capture, the draw count, or how the game ended."""
        return " · ".join(part.text for part in self.status_parts())

    def status_parts(self) -> list[StatusPart]:
        """The parts of the status line (the position being set up, in the editor)."""
        if self.editor is not None:
            return self.editor.status_parts()
        return status_parts(
            self.clicks.board,
            capturing=self.clicks.capturing(),
            computer=self._computer,
            show_capturers=self.show_capturers,
            draw_count=self._draw_count,
            claimed=self._claimed,
        )

    @property
    def squares(self) -> dict[int, SquareView]:
        """Each square as it is drawn now: its piece, its marks and its name in words."""
        views = self.clicks.squares() if self.editor is None else self.editor.squares()
        for square, notes in self.highlights.items():
            view = views[square]
            views[square] = SquareView(square, view.piece, view.marks, notes, view.name)
        return views

    @property
    def selected(self) -> int | None:
        """The square of the selected piece, or ``None``."""
        return self.clicks.selected

    @property
    def targets(self) -> list[int]:
        """The squares where the selected piece may land next."""
        return self.clicks.targets

    @property
    def route(self) -> list[int]:
        """The landing squares clicked so far in a capture being entered."""
        return self.clicks.route

    @property
    def pending(self) -> bool:
        """Whether the computer's reply waits to run (a click then hears that it is the computer's turn)."""
        return self._pending is not None

    @property
    def undoable(self) -> bool:
        """Whether :meth:`undo` has a move to take back: with the computer on, one of the person's."""
        plies = len(self.clicks.board.move_stack)
        if self.editor is not None:
            return False
        if self._computer is None or plies >= 2:
            return plies > 0
        return plies == 1 and self.clicks.board.root().turn != self._computer

    @property
    def redoable(self) -> bool:
        """Whether :meth:`redo` has a move taken back to play again."""
        return self.editor is None and bool(self._redo)

    # -- options --------------------------------------------------------------------------

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

        >>> game = BoardGame(Board.from_fen("W:W22,25:B18", rules="english"), draw_count=False)
        >>> game.status, game.squares[22].label
        ('White to move · White must capture with the man on 22', 'square 22, white man, must capture')
        >>> game.show_capturers = False
        >>> game.status, game.squares[22].label
        ('White to move · White must capture', 'square 22, white man')
        >>> game.click(25)
        >>> game.message
        'one of your men must capture'
        """
        return self.clicks.show_capturers

    @show_capturers.setter
    def show_capturers(self, value: bool) -> None:
        self.clicks.show_capturers = value
        self._changed(Change.BOARD)

    @property
    def choose_landing(self) -> bool:
        """Whether a capture lights every square beyond the jumped piece, for "where to land" puzzles.

        >>> game = BoardGame(Board.from_fen("W:WK28:B15,17", rules="russian"), choose_landing=True)
        >>> game.click(28)
        >>> game.message, game.squares[6].label
        ('the king on h2 captures: choose where to land', 'square c7, empty, beyond the jumped piece')
        """
        return self.clicks.choose_landing

    @choose_landing.setter
    def choose_landing(self, value: bool) -> None:
        self.clicks.choose_landing = value
        self._changed(Change.BOARD)

    @property
    def draw_count(self) -> bool:
        """Whether the status line shows the quiet-move count toward a draw.

        >>> game = BoardGame(Board("english"))
        >>> game.status
        'Black to move · quiet plies 0 of 80 (40 moves each) toward a draw'
        >>> game.draw_count = False
        >>> game.status
        'Black to move'
        """
        return self._draw_count

    @draw_count.setter
    def draw_count(self, value: bool) -> None:
        self._draw_count = value
        self._changed(Change.BOARD)

    @property
    def computer(self) -> Color | None:
        """The side the computer plays, or ``None`` when two people play."""
        return self._computer

    @computer.setter
    def computer(self, side: Color | None) -> None:
        self._cancel_reply()
        if side is not None and self._opponent is None:
            self._opponent = Engine(level=self.level, seed=self._seed).choose
        changed = Change.COMPUTER if side != self._computer else Change.NONE
        self._computer = side
        self._changed(Change.BOARD | changed)
        self._reply("", self.schedule)

    def choose_computer(self, side: Color | None, level: str) -> None:
        """Have the engine at *level* play *side* (``None``: two people play)."""
        if level not in LEVELS:
            raise InvalidOptionError(f"no level {level!r}: use one of {', '.join(LEVELS)}")
        self.level = level
        self._opponent = None
        self.computer = side

    # -- a claimed draw -----------------------------------------------------------------

    @property
    def can_claim_draw(self) -> bool:
        """Whether a player may claim a draw now: the position has come up for the third time
        (where the rules let a player claim that) and the game goes on."""
        return self.editor is None and not self._claimed and self.clicks.board.can_claim_draw()

    @property
    def claimed(self) -> bool:
        """Whether the game ended in a claimed draw (undo, restart and a new position take the claim back)."""
        return self._claimed

    def claim_draw(self) -> bool:
        """End the game as a claimed draw, if a draw may be claimed now; return whether it was.

        >>> game = BoardGame(Board.from_fen("W:WK30:BK3", "english"))
        >>> for square in (30, 26, 3, 7, 26, 30, 7, 3, 30, 26, 3, 7, 26, 30, 7, 3):
        ...     _ = game.click(square)
        >>> game.can_claim_draw, game.claim_draw(), game.status
        (True, True, 'Draw claimed: the same position came up for the third time')
        """
        if not self.can_claim_draw:
            return False
        self._cancel_reply()
        self._claimed = True
        self.clicks.cancel()
        self.clicks.say(_("draw claimed: the same position came up for the third time"))
        self._changed(Change.BOARD | Change.MESSAGE | Change.SAID)
        return True

    # -- playing ------------------------------------------------------------------------

    def click(self, square: int, *, schedule: Scheduler | None = None) -> Move | None:
        """Handle a click on a square; return the move it completes, if any.

        In the editor the click places or removes a piece. The computer's reply runs
        through *schedule* (:attr:`schedule` unless one is given).
        """
        if self.editor is not None:
            self.editor.place(square)
            return None
        board = self.clicks.board
        board.geometry.check(square)
        if self._claimed:
            self.clicks.say(_("the game is over: the draw was claimed"), refused=True)
            self._changed(Change.BOARD | Change.MESSAGE | Change.SAID)
            return None
        if self._computer is not None and board.turn == self._computer and not board.is_game_over():
            self.clicks.say(_(_COMPUTERS_TURN[board.turn == WHITE]))
            self.thinking = ""
            self._changed(Change.BOARD | Change.MESSAGE)
            return None
        played = self.clicks.click(square)
        if played is not None:
            self._redo.clear()
        self._changed(Change.BOARD | Change.MESSAGE | Change.SAID)
        refusal = self.clicks.explanation
        if refusal is not None:
            for refused in list(self._refusals):
                refused(refusal)
        if played is not None:
            self._call_back(played)
            self._reply(self.clicks.message, schedule or self.schedule)
        return played

    def cancel(self) -> None:
        """Drop the selection and any capture half entered (the Escape key)."""
        if self.editor is None and self.clicks.cancel():
            self._changed(Change.BOARD | Change.MESSAGE | Change.SAID)

    def say(self, text: str, *, warning: bool = False) -> None:
        """Show *text* in the message line until the next action; ``warning=True`` marks it as a problem.

        >>> game = BoardGame(Board("english"))
        >>> game.say("a puzzle: Black to play and win")
        >>> game.message
        'a puzzle: Black to play and win'
        """
        self.clicks.say(text, refused=warning)
        self._changed(Change.MESSAGE | Change.SAID)

    def undo(self) -> Move | None:
        """Take back the last move and return it; with the computer playing, take back its replies too.

        The computer's moves alone are not taken back: there must be a move of the person's.
        """
        if not self.undoable:
            return None
        self._cancel_reply()
        self._claimed = False
        taken = self._pop()
        while self._computer is not None and self.clicks.board.turn == self._computer:
            taken = self._pop()
        self.clicks.say(_("took back {move}", move=self.clicks.board.rules.write_move(taken)))
        self._changed(Change.BOARD | Change.MESSAGE)
        return taken

    def redo(self) -> Move | None:
        """Play again the last move taken back (and the computer's reply) and return it."""
        if not self.redoable:
            return None
        board = self.clicks.board
        move = self._redo.pop()
        redone = [self.clicks.push(move)]
        while self._redo and self._computer is not None and board.turn == self._computer:
            redone.append(self.clicks.push(self._redo.pop()))
        self.clicks.say(_("played {move} again", move=board.rules.write_move(move)))
        self._changed(Change.BOARD | Change.MESSAGE)
        for played in redone:
            self._call_back(played)
        return move

    def on_move(self, callback: MoveCallback, remove: bool = False) -> None:
        """Call ``callback(move, board)`` after every move (or stop calling it, with ``remove=True``)."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def on_change(self, callback: ChangeCallback) -> None:
        """Call ``callback(change)`` after every change, with the :class:`Change` flags of what changed."""
        self._listeners.append(callback)

    def on_refusal(self, callback: RefusalCallback) -> None:
        """Call ``callback(explanation)`` whenever the rules refuse a clicked move (see :attr:`refusal`)."""
        self._refusals.append(callback)

    # -- starting afresh ----------------------------------------------------------------

    def set_position(self, board: Board) -> None:
        """Start play from a copy of *board* (with its rules and moves); :meth:`restart` returns to its root."""
        self._home = board.root()
        self._start(board.copy(), "", self.schedule)

    def restart(self, *, schedule: Scheduler | None = None) -> None:
        """Go back to the position the game started from (the computer's first move runs through *schedule*)."""
        if self.editor is None:
            self._start(self._home.copy(), _("new game"), schedule or self.schedule)

    def change_rules(self, rules: Rules) -> None:
        """Start a new game under *rules* (from the position the game was created with, under its rules)."""
        self._home = self._created.copy() if rules == self._created.rules else Board(rules)
        self._start(self._home.copy(), _("new game: {rules}", rules=rules.label), self.schedule)

    # -- the position editor ------------------------------------------------------------

    @property
    def editing(self) -> bool:
        """Whether the position editor is open. Closing it starts play from the edited position."""
        return self.editor is not None

    @editing.setter
    def editing(self, value: bool) -> None:
        if value and self.editor is None:
            self._cancel_reply()
            self.editor = PositionEditor(self.clicks.board, self._edited)
            self.clicks.reset()
            self.clicks.say(_("click squares to place or remove pieces; leave the editor to play"))
            self._changed(Change.BOARD | Change.MESSAGE | Change.EDITOR)
        elif not value and self.editor is not None:
            edited = self.editor.board
            self.set_position(edited)
            self.clicks.say(_(_EDITED[edited.turn == WHITE]))
            self._changed(Change.MESSAGE)

    def _edited(self, said: str, refused: bool) -> None:
        if said:
            self.clicks.say(said, refused=refused)
        self._changed(Change.BOARD | (Change.MESSAGE | Change.SAID if said else Change.NONE))

    # -- marks ----------------------------------------------------------------------------

    def highlight(self, squares: dict[int, str] | None = None) -> None:
        """Mark squares for the learner, each with the words a screen reader says for it; ``None`` clears.

        The marks, like the arrows of :meth:`draw_arrows`, stay while moves are played on; a
        restart, an undo, a new position or rule set and the editor remove them.

        >>> game = BoardGame(Board("english"))
        >>> game.highlight({15: "the best square"})
        >>> game.squares[15].label
        'square 15, empty, the best square'
        """
        geometry = self.shown.geometry
        self.highlights = {geometry.check(square): (note,) for square, note in (squares or {}).items()}
        self._changed(Change.BOARD)

    def draw_arrows(self, *paths: Sequence[int], kind: str = "hint") -> None:
        """Draw arrows along squares over the board (``draw_arrows()`` removes them).

        ``kind`` is ``"hint"`` or ``"warning"`` (another colour). The arrows are only
        seen: say what they show with :meth:`say` too.

        >>> game = BoardGame(Board("english"))
        >>> game.draw_arrows((11, 15), (9, 14, 18))
        >>> game.arrows[1]
        {'squares': [9, 14, 18], 'kind': 'hint'}
        """
        if kind not in ("hint", "warning"):
            raise InvalidOptionError(f"no arrow kind {kind!r}: use 'hint' or 'warning'")
        geometry = self.clicks.board.geometry
        self.arrows = [{"squares": [geometry.check(square) for square in path], "kind": kind} for path in paths]
        self._changed(Change.ARROWS)

    # -- inside ---------------------------------------------------------------------------

    def _pop(self) -> Move:
        move = self.clicks.pop()
        self._redo.append(move)
        return move

    def _call_back(self, move: Move) -> None:
        for callback in list(self._callbacks):
            callback(move, self.clicks.board.copy())

    def _start(self, board: Board, message: str, schedule: Scheduler) -> None:
        self._cancel_reply()
        closed = Change.EDITOR if self.editor is not None else Change.NONE
        self.editor = None
        self._claimed = False
        self.clicks.start(board)
        self.clicks.say(message)
        self._redo.clear()
        self._starts += 1
        self._changed(Change.BOARD | Change.MESSAGE | Change.START | closed)
        self._reply("", schedule)

    def _reply(self, before: str, schedule: Scheduler) -> None:
        """Have *schedule* run the computer's move if it is its turn; *before* starts the message.

        Anything that changes the position before it runs (undo, restart, a new position,
        the editor) cancels it.
        """
        board = self.clicks.board
        if self._computer is None or self._opponent is None or self.editor is not None or self._claimed:
            return
        if board.turn != self._computer or board.is_game_over():
            return
        thinking = _(_THINKING[board.turn == WHITE])
        self.thinking = _("{before}; {after}", before=before, after=thinking) if before else thinking
        pending = self._pending = object()
        self._changed(Change.MESSAGE)

        def reply() -> None:
            if self._pending is pending:
                self._play_reply(before)

        schedule(reply)

    def _play_reply(self, before: str) -> None:
        self._pending, self.thinking = None, ""
        board = self.clicks.board
        assert self._opponent is not None
        white = board.turn == WHITE
        choice = self._opponent(board.copy())
        legal = list(board.legal_moves)
        if not isinstance(choice, Move) or choice not in legal:
            self.clicks.say(
                _("the computer chose {choice}, which is not a legal move here", choice=choice), refused=True
            )
            self._changed(Change.BOARD | Change.MESSAGE)
            return
        played = self.clicks.push(legal[legal.index(choice)])
        self._redo.clear()
        said = _(_COMPUTER_PLAYED[white], move=board.rules.write_move(played))
        self.clicks.say(_("{before}; {after}", before=before, after=said) if before else said)
        self._changed(Change.BOARD | Change.MESSAGE)
        self._call_back(played)

    def _cancel_reply(self) -> None:
        if self._pending is not None:
            self._pending, self.thinking = None, ""

    def _changed(self, change: Change) -> None:
        """Drop the marks if the position moved other than by a move played on, then tell the listeners."""
        change |= self._follow()
        for listener in list(self._listeners):
            listener(change)

    def _follow(self) -> Change:
        """Drop the marks drawn for another position: every change of position or rules passes here.

        A move played on (a click, the computer's reply, redo) keeps them, for whoever drew them to
        change (the coach clears its own when the learner moves). Anything else (a new game,
        restart, undo, a new position or rule set, the editor) removes the highlights and the
        arrows, and says so with :attr:`Change.DROPPED`.
        """
        editing = "" if self.editor is None else self.editor.board.fen()
        place = (self._starts, editing, tuple(self.clicks.board.move_stack))
        before, self._drawn_for = self._drawn_for, place
        if before is None or (before[:2] == place[:2] and place[2][: len(before[2])] == before[2]):
            return Change.NONE
        self.highlights, self.arrows = {}, []
        return Change.DROPPED | Change.ARROWS | Change.BOARD
