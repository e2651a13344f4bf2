"""The replay widget: step through a recorded game, one ply at a time.

A slider picks the ply; first, previous, next and last buttons step along; the board
shows the position with the last move tinted and the next move's route drawn; the
move list marks the move just played and shows the comments.

>>> from draughts.records.pdn import read_game
>>> game = read_game("1. 11-15 23-19 2. 8-11 {a quiet start} 22-17 *")
>>> replay = ReplayWidget(game)
>>> replay.ply, replay.slider.max
(0, 4)
>>> replay.go(3)
>>> replay.board.peek()
Move((8, 11))
>>> replay.next_button.click()
>>> replay.ply, replay.next_button.disabled
(4, True)
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from draughts.core.board import Board
from draughts.core.messages import _, p_
from draughts.core.sides import WHITE
from draughts.pictures import svg
from draughts.records.pdn import Game
from draughts.widgets.live import LiveText

__all__ = ["ReplayWidget"]


class ReplayWidget(widgets.VBox):  # type: ignore[misc]
    """A game to replay: a ply slider, first / previous / next / last buttons, the board and the moves.

    :attr:`ply` is the number of plies played on the board shown (0 is the start);
    :meth:`go` jumps to a ply and :attr:`board` is the position there. With
    ``preview=True`` the board also draws the route of the move about to be played.
    """

    def __init__(
        self,
        game: Game,
        *,
        ply: int = 0,
        flipped: bool = False,
        numbers: bool = False,
        preview: bool = True,
        size: int | None = None,
    ) -> None:
        self.game = game
        self._final = game.board()  # one board with the whole history; earlier positions are popped from a copy
        self._options: dict[str, Any] = {"flipped": flipped, "names": numbers, "size": size}
        self._preview = preview
        self.title = widgets.HTML(_title(game))
        self.slider = widgets.IntSlider(
            value=0, min=0, max=len(game.moves), step=1, description=_("ply"), continuous_update=True
        )
        self.first_button = widgets.Button(description=p_("button", "⏮ first"), tooltip=_("the start position"))
        self.previous_button = widgets.Button(description=p_("button", "◀ previous"), tooltip=_("take back one ply"))
        self.next_button = widgets.Button(description=p_("button", "next ▶"), tooltip=_("play the next ply"))
        self.last_button = widgets.Button(description=p_("button", "last ⏭"), tooltip=_("the final position"))
        self.picture = widgets.HTML()
        self.caption = LiveText()
        self.move_list = widgets.HTML(layout=widgets.Layout(max_width="420px"))
        self.first_button.on_click(lambda _: self.first())
        self.previous_button.on_click(lambda _: self.previous())
        self.next_button.on_click(lambda _: self.next())
        self.last_button.on_click(lambda _: self.last())
        self.slider.observe(self._on_slider, names="value")
        buttons = widgets.HBox([self.first_button, self.previous_button, self.next_button, self.last_button])
        super().__init__(
            [
                self.title,
                widgets.HBox([self.picture, widgets.VBox([self.caption, self.move_list])]),
                buttons,
                self.slider,
            ]
        )
        self.add_class("draughts-ui")
        self.go(ply)
        self._show()

    # -- reading the state ----------------------------------------------------------

    @property
    def ply(self) -> int:
        """How many plies of the game are played on the board shown."""
        return int(self.slider.value)

    @ply.setter
    def ply(self, ply: int) -> None:
        self.go(ply)

    @property
    def board(self) -> Board:
        """The position at the current ply, with the moves that led to it (a copy)."""
        return self._at(self.ply)

    # -- moving along the game -----------------------------------------------------

    def go(self, ply: int) -> None:
        """Show the position after *ply* plies (0 is the start); ``IndexError`` outside the game."""
        if not 0 <= ply <= len(self.game.moves):
            raise IndexError(f"ply {ply} is out of range: the game has {len(self.game.moves)} plies")
        self.slider.value = ply

    def first(self) -> None:
        """Go to the start position."""
        self.go(0)

    def previous(self) -> None:
        """Take back one ply (nothing happens at the start)."""
        self.go(max(self.ply - 1, 0))

    def next(self) -> None:
        """Play the next ply (nothing happens at the end)."""
        self.go(min(self.ply + 1, len(self.game.moves)))

    def last(self) -> None:
        """Go to the final position."""
        self.go(len(self.game.moves))

    # -- drawing --------------------------------------------------------------------

    def _on_slider(self, change: dict[str, Any]) -> None:
        self._show()

    def _show(self) -> None:
        ply = self.ply
        board = self._at(ply)
        total = len(self.game.moves)
        upcoming = board.legal_moves.get(self.game.moves[ply]) if self._preview and ply < total else None
        self.picture.value = svg.board(board, last_move=board.peek(), move=upcoming, **self._options)
        self.caption.value = self._caption(board, ply, total)
        self.move_list.value = self._moves_html(ply)
        self.first_button.disabled = self.previous_button.disabled = ply == 0
        self.next_button.disabled = self.last_button.disabled = ply == total

    def _at(self, ply: int) -> Board:
        """The position after *ply* plies, with its history: work and memory linear in the game's length."""
        board = self._final.copy()
        for _step in range(board.plies - ply):
            board.pop()
        return board

    def _caption(self, board: Board, ply: int, total: int) -> str:
        parts = [f"<b>{_('Ply {ply} of {total}', ply=ply, total=total)}</b>"]
        last = board.peek()
        if last is not None:
            parts.append(_("last move {label} {move}", label=html.escape(self.game.move_label(ply - 1)), move=last))
        outcome = board.outcome()
        if outcome is not None:
            parts.append(html.escape(str(outcome)))
        else:
            parts.append(_("White to move") if board.turn == WHITE else _("Black to move"))
        if ply == total and self.game.result != "*":
            parts.append(_("result {result}", result=html.escape(self.game.result)))
        return " · ".join(parts)

    def _moves_html(self, ply: int) -> str:
        """The moves, one move number to a line, the move just played marked, comments in grey italics."""
        items: list[str] = []
        comment = self.game.comments.get(0)
        if comment:
            items.extend([_comment(comment), "<br>"])
        for index, move in enumerate(self._final.move_stack):
            label = self.game.move_label(index)
            reply = label.endswith("...")
            if not reply and index > 0:
                items.append("<br>")
            if reply and index > 0 and index not in self.game.comments:
                label = ""
            text = html.escape(f"{label} {self.game.rules.write_move(move)}".strip())
            if index + 1 == ply:
                text = f'<mark class="current">{text}</mark>'
            items.append(f'<span class="move" style="white-space: nowrap">{text}</span>')
            comment = self.game.comments.get(index + 1)
            if comment:
                items.append(_comment(comment))
        if not self.game.moves:
            items.append(html.escape(_("(no moves)")))
        return '<div class="moves">' + " ".join(items) + "</div>"


def _comment(text: str) -> str:
    return f'<i class="comment" style="color: #555">{html.escape(text)}</i>'


def _title(game: Game) -> str:
    white = game.headers.get("White", _("White"))
    black = game.headers.get("Black", _("Black"))
    details = [game.headers[name] for name in ("Event", "Site", "Date") if game.headers.get(name)]
    text = _(
        "{white} (White) vs {black} (Black), {rules}",
        white=f"<b>{html.escape(white)}</b>",
        black=f"<b>{html.escape(black)}</b>",
        rules=html.escape(game.rules.label),
    )
    if details:
        text += " · " + html.escape(", ".join(details))
    return text
