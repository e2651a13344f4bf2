"""The board widget's rows of controls: play (undo, redo, restart, flip, square names, rule set,
computer) and the position editor, and the small builders every row of the package uses.

Each row drives the board's :class:`~draughts.widgets.play.BoardGame` and follows its
changes itself (:meth:`~draughts.widgets.play.BoardGame.on_change`): a button is disabled
when there is nothing to do, a picker shows the rule set or computer of the game. A control
set to match the game does not act on the game.

>>> from draughts import Board
>>> from draughts.widgets.play import BoardGame
>>> game = BoardGame(Board("english"))
>>> row = EditorRow(game)
>>> row.clear_button.click()
>>> game.editing, game.message
(True, 'the board is empty')
>>> row.edit_toggle.value = False
>>> game.editing, game.board.fen()
(False, 'B:W:B')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from draughts.core.messages import N_, _, p_
from draughts.core.rules import PRESETS, Rules
from draughts.core.sides import BLACK, WHITE, Color, side_name
from draughts.engine import LEVEL_NAMES, LEVELS
from draughts.widgets.editor import PALETTE
from draughts.widgets.play import BoardGame, Change
from draughts.widgets.schedule import Scheduler

__all__ = ["EditorRow", "PlayControls", "button", "checkbox", "dropdown", "radio"]

_COMPUTER_OPTIONS = [
    (N_("computer: off"), "off"),
    (N_("computer plays White"), "white"),
    (N_("computer plays Black"), "black"),
]
_COMPUTER_SIDE: dict[str, Color | None] = {"off": None, "white": WHITE, "black": BLACK}
_COMPUTER_KEY = {side: key for key, side in _COMPUTER_SIDE.items()}


def button(label: str, tooltip: str, action: Callable[[], object]) -> Any:
    """A button that calls ``action()`` when pressed."""
    made = ipywidgets.Button(description=label, tooltip=tooltip, layout={"width": "auto"})
    made.on_click(lambda _button: action())
    return made


def checkbox(label: str, value: bool, tooltip: str = "") -> Any:
    """A checkbox with its label beside it."""
    return ipywidgets.Checkbox(value=value, description=label, tooltip=tooltip, indent=False, layout={"width": "auto"})


def dropdown(label: str, options: Any, value: object) -> Any:
    """A drop-down list with its label before it."""
    style = {"description_width": "initial"}
    return ipywidgets.Dropdown(options=options, value=value, description=label, layout={"width": "auto"}, style=style)


def radio(label: str, options: Any, value: object) -> Any:
    """Radio buttons in a row, with their label before them."""
    layout, style = {"width": "auto"}, {"description_width": "initial"}
    return ipywidgets.RadioButtons(
        options=options, value=value, description=label, orientation="horizontal", layout=layout, style=style
    )


class PlayControls(ipywidgets.HBox):  # type: ignore[misc]
    """Undo, redo, restart, claim a draw (shown only while one may be claimed), flip, square names,
    the rule set and, without an opponent of one's own, the computer.

    *flip* and *show_numbers* change the view; *scheduler* gives the scheduler for the
    computer's first move after the restart button. The rule-set picker offers
    *rule_sets*, or every preset when it is not given. ``computer_picker`` and
    ``level_picker`` are ``None`` when the game has an opponent of its own.
    """

    def __init__(
        self,
        game: BoardGame,
        *,
        numbers: bool,
        flip: Callable[[], object],
        show_numbers: Callable[[bool], object],
        scheduler: Callable[[], Scheduler],
        own_opponent: bool,
        rule_sets: Sequence[Rules] | None = None,
    ) -> None:
        self._game = game
        self._following = False  # True while the controls are set to match the game
        self.undo_button = button(p_("button", "↶ undo"), _("take back the last move"), game.undo)
        self.redo_button = button(p_("button", "↷ redo"), _("play the move taken back again"), game.redo)
        self.restart_button = button(
            p_("button", "⟲ restart"), _("back to the start of the game"), lambda: game.restart(schedule=scheduler())
        )
        self.flip_button = button(p_("button", "⇅ flip"), _("turn the board around"), flip)
        self.claim_button = button(
            p_("button", "½ claim the draw"),
            _("the same position has come up three times: end the game as a draw"),
            game.claim_draw,
        )
        self.numbers_toggle = checkbox(_("square names"), numbers)
        self.numbers_toggle.observe(lambda change: show_numbers(change["new"]), names="value")
        offered = PRESETS.values() if rule_sets is None else rule_sets
        self._rule_options: list[tuple[str, Rules]] = [(rules.label, rules) for rules in offered]
        self._add_rule_option(game.shown.rules)
        self.rules_picker = dropdown(_("rules"), self._rule_options, game.shown.rules)
        self.rules_picker.tooltip = _("the rule set; changing it starts a new game")
        self.rules_picker.observe(self._rules_picked, names="value")
        parts = [self.undo_button, self.redo_button, self.restart_button, self.claim_button, self.flip_button]
        parts.append(self.numbers_toggle)
        super().__init__([*parts, self.rules_picker])
        self.add_class("draughts-controls")
        self.computer_picker: Any = None
        self.level_picker: Any = None
        if not own_opponent:
            options = [(_(label), key) for label, key in _COMPUTER_OPTIONS]
            self.computer_picker = dropdown(_("opponent"), options, _COMPUTER_KEY[game.computer])
            levels = [(p_("level", LEVEL_NAMES[key]), key) for key in LEVELS]
            self.level_picker = dropdown(_("level"), levels, game.level)
            self.computer_picker.observe(self._computer_picked, names="value")
            self.level_picker.observe(self._computer_picked, names="value")
            self.children += (self.computer_picker, self.level_picker)
        game.on_change(self._changed)
        self._changed(Change.BOARD)

    def _changed(self, change: Change) -> None:
        game = self._game
        self._following = True  # the pickers' observers stay still
        try:
            if change & Change.START:
                rules = game.shown.rules
                if self._add_rule_option(rules):
                    self.rules_picker.options = self._rule_options
                self.rules_picker.value = rules
            if change & Change.COMPUTER and self.computer_picker is not None:
                self.computer_picker.value = _COMPUTER_KEY[game.computer]
        finally:
            self._following = False
        self.undo_button.disabled = not game.undoable
        self.redo_button.disabled = not game.redoable
        self.restart_button.disabled = game.editing
        self.claim_button.layout.display = None if game.can_claim_draw else "none"

    def _add_rule_option(self, rules: Rules) -> bool:
        """Add *rules* to the picker's options, named after it; return whether it was missing."""
        if any(option == rules for _, option in self._rule_options):
            return False
        names = {label for label, _ in self._rule_options}
        label, number = rules.label, 2
        while label in names:
            label, number = _("{name} {number}", name=rules.label, number=number), number + 1
        self._rule_options = [*self._rule_options, (label, rules)]
        return True

    def _rules_picked(self, change: dict[str, Any]) -> None:
        if not self._following:
            self._game.change_rules(change["new"])

    def _computer_picked(self, _change: object) -> None:
        if not self._following:
            self._game.choose_computer(_COMPUTER_SIDE[self.computer_picker.value], self.level_picker.value)


class EditorRow(ipywidgets.HBox):  # type: ignore[misc]
    """The position editor's row: the toggle that opens it and, while it is open, the palette,
    the side to move and the button that empties the board (which opens the editor too)."""

    def __init__(self, game: BoardGame) -> None:
        self._game = game
        self.edit_toggle = checkbox(_("edit the position"), False)
        self.edit_toggle.observe(self._toggled, names="value")
        palette = [(_("eraser") if piece is None else piece.name(), key) for key, piece in PALETTE.items()]
        self.palette = radio(_("place"), palette, "wm")
        self.palette.observe(self._palette_picked, names="value")
        sides = [(side_name(WHITE), WHITE), (side_name(BLACK), BLACK)]
        self.side_to_move = radio(_("to move"), sides, game.shown.turn)
        self.side_to_move.observe(self._side_picked, names="value")
        self.clear_button = button(p_("button", "empty board"), _("remove every piece"), self._clear)
        self.tools = ipywidgets.HBox([self.palette, self.side_to_move, self.clear_button])
        self.tools.layout.display = "none"
        super().__init__([self.edit_toggle, self.tools])
        self.add_class("draughts-controls")
        game.on_change(self._changed)

    def _changed(self, change: Change) -> None:
        editor = self._game.editor
        if change & Change.EDITOR:
            self.edit_toggle.value = editor is not None
            self.tools.layout.display = None if editor is not None else "none"
            if editor is not None:
                editor.choice = self.palette.value
        if editor is not None:
            self.side_to_move.value = editor.turn

    def _toggled(self, change: dict[str, Any]) -> None:
        self._game.editing = change["new"]

    def _palette_picked(self, change: dict[str, Any]) -> None:
        if self._game.editor is not None:
            self._game.editor.choice = change["new"]

    def _side_picked(self, change: dict[str, Any]) -> None:
        if self._game.editor is not None and change["new"] != self._game.editor.turn:
            self._game.editor.turn = change["new"]

    def _clear(self) -> None:
        self._game.editing = True
        assert self._game.editor is not None
        self._game.editor.clear()
