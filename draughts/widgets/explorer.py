"""The rules explorer: flip the switches of a rule set and watch the legal moves change.

One position stays on the board. Each switch that decides which moves are legal has
a row of buttons; a preset menu sets them all at once. After every change the board
marks the pieces that can move, a menu draws any legal move's route, and a report
lists the legal moves, the moves gained and lost by the last change, and how the
rule set now differs from the preset it started from.

>>> explorer = RulesExplorer("W:W18,K30:B15,7,6,27,19", "english")
>>> explorer
Rules explorer (run the cell to show it): W:W18,K30:B6,7,15,19,27 under english rules
>>> [str(move) for move in explorer.moves]
['18x11x2']
>>> explorer.set(crowning="king-continues", men_capture_backward=True)
>>> explorer.rules.crowning.value, [str(move) for move in explorer.gained]
('king-continues', ['18x11x2x9'])

Moves are reported as the rule set's players write them, in algebraic squares under
Russian and Brazilian rules:

>>> explorer.load("russian")
>>> explorer
Rules explorer (run the cell to show it): W:Wd4,Kc1:Bc7,e7,e5,f4,f2 under russian rules
>>> [label for label, _ in explorer.move_menu.options][1:]
['d4xf6xd8xb6xg1', 'c1xg5xd8xb6', 'c1xg5xd8xa5']
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from draughts.core.board import Board
from draughts.core.errors import InvalidOptionError, UnknownRulesError
from draughts.core.messages import _, n_, p_
from draughts.core.moves import Move
from draughts.core.rules import PRESETS, SWITCHES, Rules
from draughts.pictures import svg
from draughts.widgets.live import LiveText

__all__ = ["RulesExplorer"]


class RulesExplorer(widgets.VBox):  # type: ignore[misc]
    """A position, a row of buttons per rule switch, and the legal moves they allow.

    *position* is a :class:`~draughts.Board` or a PDN FEN; *rules* (a preset name or a
    :class:`~draughts.Rules`) sets the switches at the start, by default the board's own.
    :meth:`set` and :meth:`load` change the switches from code, as the buttons do.
    """

    def __init__(self, position: Board | str, rules: Rules | str | None = None, *, numbers: bool = True) -> None:
        if isinstance(position, Board):
            start_rules = Rules.coerce(rules) if rules is not None else position.rules
            fen = position.fen()
        else:
            start_rules = Rules.coerce(rules if rules is not None else "english")
            fen = position
        self._fen = fen
        self._size = start_rules.size
        self._base = start_rules
        self._numbers = numbers
        self._previous: list[Move] = []
        self._previous_rules = start_rules
        self.gained: list[Move] = []
        """The moves the last change of switches made legal."""
        self.lost: list[Move] = []
        """The moves the last change of switches made illegal."""
        self._lost_text = ""
        self._updating = False

        names = [name for name, preset in PRESETS.items() if preset.size == self._size]
        self.preset_menu = widgets.Dropdown(
            options=names, value=start_rules.name if start_rules.name in names else None, description=_("preset")
        )
        self.preset_menu.observe(self._on_preset, names="value")
        self.controls: dict[str, widgets.RadioButtons] = {}
        rows = []
        for switch in SWITCHES.values():
            if not switch.shapes_moves:
                continue
            control = widgets.RadioButtons(
                options=[(switch.cell(value), value) for value in switch.values],
                value=getattr(start_rules, switch.name),
                description=_(switch.title),
                orientation="horizontal",
                layout={"width": "auto"},
                style={"description_width": "170px"},
            )
            control.observe(self._on_switch, names="value")
            self.controls[switch.name] = control
            rows.append(control)
        self.move_menu = widgets.Dropdown(description=_("show move"))
        self.move_menu.observe(self._on_show, names="value")
        self.picture = widgets.HTML()
        self.report = LiveText()
        super().__init__(
            [self.preset_menu, *rows, widgets.HBox([self.picture, widgets.VBox([self.move_menu, self.report])])]
        )
        self.add_class("draughts-ui")
        self._refresh(first=True)

    # -- reading the state ----------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule set the buttons describe now."""
        return self._base.replace(**{switch: control.value for switch, control in self.controls.items()})

    @property
    def board(self) -> Board:
        """The position under the rules the buttons describe now (a fresh board)."""
        return Board.from_fen(self._fen, self.rules)

    @property
    def last_change(self) -> str:
        """The moves the last change of switches made legal and those it made illegal, in a sentence,
        each written as the rule set it was legal under writes moves.

        >>> explorer = RulesExplorer("W:W5:B9", "english")
        >>> explorer.load("russian")
        >>> explorer.last_change
        'New moves: a7xc5. Gone: 5-1.'
        """
        gained = ", ".join(map(self.rules.write_move, self.gained)) or p_("moves", "none")
        return _("New moves: {gained}. Gone: {lost}.", gained=gained, lost=self._lost_text or p_("moves", "none"))

    @property
    def moves(self) -> list[Move]:
        """The legal moves under the rules the buttons describe now."""
        return list(self.board.legal_moves)

    def __repr__(self) -> str:
        """What a notebook shows where the widget cannot be drawn (a saved file, before its cell is run)."""
        return _(
            "Rules explorer (run the cell to show it): {fen} under {rules} rules",
            fen=self.board.fen(),
            rules=self.rules.label,
        )

    # -- changing the switches ------------------------------------------------------

    def set(self, **switches: Any) -> None:
        """Set some switches, as clicking their buttons would, and update once."""
        unknown = sorted(set(switches) - set(self.controls))
        if unknown:
            raise UnknownRulesError(f"the explorer has no switch {unknown[0]!r}: it has {', '.join(self.controls)}")
        self._updating = True
        try:
            for switch, value in switches.items():
                kind = type(getattr(self._base, switch))
                self.controls[switch].value = kind(value)
        finally:
            self._updating = False
        self._refresh()

    def load(self, preset: str) -> None:
        """Set every switch to a preset's value."""
        rules = Rules.preset(preset)
        if rules.size != self._size:
            raise InvalidOptionError(
                f"{rules.name} is played on {rules.size}x{rules.size}, this position on {self._size}"
            )
        self._base = rules
        self.set(**{switch: getattr(rules, switch) for switch in self.controls})

    # -- callbacks ------------------------------------------------------------------

    def _on_preset(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and not self._updating:
            self.load(change["new"])

    def _on_switch(self, change: dict[str, Any]) -> None:
        if not self._updating:
            self._refresh()

    def _on_show(self, change: dict[str, Any]) -> None:
        if not self._updating:
            self._draw()

    # -- drawing --------------------------------------------------------------------

    def _refresh(self, first: bool = False) -> None:
        rules = self.rules
        moves = self.moves
        if not first:
            self.gained = [move for move in moves if move not in self._previous]
            self.lost = [move for move in self._previous if move not in moves]
            self._lost_text = ", ".join(map(self._previous_rules.write_move, self.lost))
        self._previous, self._previous_rules = moves, rules
        for switch, control in self.controls.items():
            control.disabled = not SWITCHES[switch].applies(rules)
        self._updating = True
        try:
            self.preset_menu.value = rules.name if rules.name in self.preset_menu.options else None
            self.move_menu.options = [(_("(none)"), None)] + [(self.rules.write_move(move), move) for move in moves]
            self.move_menu.index = 0
        finally:
            self._updating = False
        self._draw()
        self.report.value = self._report(rules, moves)

    def _draw(self) -> None:
        board = self.board
        shown = self.move_menu.value
        self.picture.value = svg.board(
            board, names=self._numbers, highlight=sorted({move.start for move in self.moves}), move=shown, size=300
        )

    def _report(self, rules: Rules, moves: list[Move]) -> str:
        names = ", ".join(map(rules.write_move, moves)) or p_("moves", "none")
        lines = [
            n_(
                "<b>{count} legal move</b> under {rules}: {moves}",
                "<b>{count} legal moves</b> under {rules}: {moves}",
                len(moves),
                rules=html.escape(rules.label),
                moves=html.escape(names),
            )
        ]
        if self.gained or self.lost:
            lines.append(_("Last change: {change}", change=html.escape(self.last_change)))
        differences = self._base.differences(rules)
        if differences:
            items = "".join(f"<li>{html.escape(str(d))}</li>" for d in differences if d.switch in self.controls)
            lines.append(_("Compared with {rules}:", rules=html.escape(self._base.name)) + f"<ul>{items}</ul>")
        return "<br>".join(lines)
