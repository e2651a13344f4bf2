"""The class board: one lesson's stages on a projector or an interactive whiteboard.

:class:`ClassBoard` draws a :class:`~draughts.widgets.classplay.ClassPlay` big and in high
contrast, readable from the back of a room at 1280x720 and up: the board with its square
numbers, the stage and its goal, who chooses the next move, what the board says, and in
the team mode the score. The teacher steps through the lesson by mouse, touch, keyboard
or a presenter clicker:

======================  ===========================================================================
key                     what it does
======================  ===========================================================================
Right arrow, Page Down  the next step: the class decides, then the answer, then the next stage
Left arrow, Page Up     the refusal drawn cleared, or the step before: back a move of the answer, the
                        stage's start, the stage before
Space                   reveal the answer, also after a failed try; once it is shown or the stage is
                        solved, the next step
Escape                  cancel: the selection, the refusal drawn, the answer shown
======================  ===========================================================================

The keys work anywhere on the class board except on a square of the board: there the
arrow keys move between squares, Enter or Space clicks the square and Escape cancels the
selection, as on every board of the course (a presenter clicker's Page Down and Page Up
still step). On a button Space and Enter press the button. The buttons under the goal do
the same as the keys.

>>> board = ClassBoard("capture")
>>> board.play.label
'Stage 3.1 of 8'
>>> board.press("next"), board.play.step.value
(None, 'decide')
>>> board.press("reveal"), board.play.message
(None, 'The answer, step 1 of 1: White plays 27x18.')
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from importlib.resources import files
from typing import Any

import anywidget
import ipywidgets
import traitlets

from draughts.core.messages import N_, _, n_, p_
from draughts.course import lesson as find_lesson
from draughts.course.lesson import Lesson
from draughts.widgets.classplay import ClassPlay, Step
from draughts.widgets.grid import BoardGrid, cells, rows
from draughts.widgets.live import LiveText
from draughts.widgets.standin import WholeStandIn

__all__ = ["ClassBoard", "PresenterKeys"]

_LEGEND = N_("Keys: → or Page Down next · ← or Page Up back · Space reveal · Esc cancel")

_STYLE = """<style>
.draughts-classboard { color: #111111; background: #ffffff; padding: 8px; container-type: inline-size; }
.draughts-classboard .draughts-board-view .draughts-board { --draughts-sq: clamp(44px, min(10vh, 7.25cqw), 124px); }
.draughts-classboard .draughts-board-view .draughts-board.draughts-size-10 {
  --draughts-sq: clamp(36px, min(8vh, 5.8cqw), 100px); }
.draughts-classboard .draughts-board-view .draughts-numbers .draughts-sq::before {
  font-size: calc(var(--draughts-sq) * 0.27); font-weight: 700; color: #ffffff;
  text-shadow: 0 0 3px #000000, 0 0 2px #000000; }
.draughts-classboard .draughts-board-view .draughts-arrow { stroke-width: 2.2; }
.draughts-classboard .draughts-board-view .draughts-sq.draughts-highlight {
  box-shadow: inset 0 0 0 7px var(--draughts-highlight), inset 0 0 0 10px #000000; }
.draughts-classboard .draughts-board-view
  .draughts-target:not(.draughts-wm, .draughts-wk, .draughts-bm, .draughts-bk)::after {
  left: 22%; top: 22%; width: 56%; height: 56%; border: max(4px, calc(var(--draughts-sq) * 0.07)) solid #000000;
  box-shadow: 0 0 0 3px #ffffff; }
.draughts-classboard .draughts-board-view .draughts-sq.draughts-target:not(.draughts-highlight) {
  box-shadow: inset 0 0 0 6px #ffffff, inset 0 0 0 9px #000000; }
.draughts-classboard .draughts-class-main { flex-wrap: wrap; align-items: flex-start; gap: 16px; }
.draughts-classboard .draughts-class-main > .draughts-class-panel { flex: 1 1 260px; min-width: 260px; max-width: 760px;
  gap: 8px; }
.draughts-classboard .draughts-class-stage { font-size: clamp(18px, 1.7cqw, 30px); font-weight: 600; }
.draughts-classboard .draughts-class-goal { font-size: clamp(26px, 2.7cqw, 44px); font-weight: 700;
  line-height: 1.25; border-bottom: 4px solid #111111; padding-bottom: 6px; }
.draughts-classboard .draughts-class-turn { font-size: clamp(24px, 2.4cqw, 40px); font-weight: 700; }
.draughts-classboard .draughts-class-turn .draughts-team-a { color: #0b3d91; }
.draughts-classboard .draughts-class-turn .draughts-team-b { color: #7a1f00; }
.draughts-classboard .draughts-class-message { font-size: clamp(28px, 2.5cqw, 40px); line-height: 1.3;
  min-height: 3.9em; }
.draughts-classboard .draughts-class-message .draughts-refused { border-left: 6px solid #b71c1c; padding-left: 8px; }
.draughts-classboard .draughts-class-score { font-size: clamp(18px, 1.7cqw, 30px); }
.draughts-classboard .draughts-class-buttons { flex-wrap: wrap; gap: 6px; }
.draughts-classboard .draughts-class-buttons .widget-button,
.draughts-classboard .draughts-class-buttons .widget-toggle-button {
  font-size: clamp(16px, 1.4vw, 26px); height: auto; min-height: 44px; padding: 4px 14px; }
.draughts-classboard .draughts-keys { width: 100%; }
.draughts-classboard .draughts-keys-legend { font-size: clamp(14px, 1.2vw, 22px); color: #333333;
  padding: 4px 6px; border: 2px dashed #555555; border-radius: 4px; box-sizing: border-box; white-space: normal; }
.draughts-classboard .draughts-keys-legend:focus-visible { outline: 4px solid #0b3d91; outline-offset: 2px; }
</style>"""


class PresenterKeys(anywidget.AnyWidget):
    """The class board's keys (``keys.js``): heard on the whole class board, sent as actions.

    >>> keys = PresenterKeys()
    >>> heard = []
    >>> keys.on_key(heard.append)
    >>> keys.handle({"key": "next"}), keys.handle({"key": "explode"}), heard
    (None, None, ['next'])
    """

    _esm = files(__package__).joinpath("keys.js").read_text(encoding="utf-8")

    legend = traitlets.Unicode().tag(sync=True)
    label = traitlets.Unicode().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        legend = _(_LEGEND)
        super().__init__(**{"legend": legend, "label": _("class board keys: {legend}", legend=legend), **kwargs})
        self._callback: Callable[[str], object] | None = None
        self.on_msg(lambda _widget, content, _buffers: self.handle(content))

    def on_key(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(action)`` with ``"next"``, ``"previous"``, ``"reveal"`` or ``"cancel"``."""
        self._callback = callback

    def handle(self, content: Any) -> None:
        """Act on a message from the page: ``{"key": action}``."""
        action = content.get("key") if isinstance(content, dict) else None
        if action in ("next", "previous", "reveal", "cancel") and self._callback is not None:
            self._callback(action)


class ClassBoard(WholeStandIn, ipywidgets.VBox):  # type: ignore[misc]
    """A lesson's stages on a projector: see the module's introduction.

    *lesson* is a lesson of :mod:`draughts.course` or its key (``"capture"``);
    ``teams=True`` starts in the team mode (the **teams** button switches it).
    :attr:`play` is the lesson being led (a :class:`~draughts.widgets.classplay.ClassPlay`)
    and :meth:`press` does what a key does.
    """

    def __init__(self, lesson: Lesson | str, *, teams: bool = False) -> None:
        self.play = ClassPlay(find_lesson(lesson) if isinstance(lesson, str) else lesson, teams=teams)
        self.grid = BoardGrid()
        """The squares (a :class:`~draughts.widgets.grid.BoardGrid`), drawn large."""
        self.grid.on_click(self.play.click)
        self.grid.on_cancel(self.play.cancel)
        self.stage_line, self.goal, self.turn, self.score = (ipywidgets.HTML() for _part in range(4))
        self._message = LiveText()
        self._heard = -1  # the count of things said that the message line shows
        self._message.add_class("draughts-class-message")
        self.previous_button = _button(p_("button", "◀ back"), _("the step before (left arrow)"), self.play.previous)
        self.reveal_button = _button(
            p_("button", "reveal the answer"), _("play the answer a move at a time (space)"), self.play.reveal
        )
        self.next_button = _button(p_("button", "next ▶"), _("the next step (right arrow)"), self.play.next)
        self.teams_button = ipywidgets.ToggleButton(
            value=teams,
            description=p_("button", "teams"),
            tooltip=_("Team A and Team B take turns: each plays a whole try at a stage"),
        )
        self.teams_button.observe(self._teams, names="value")
        buttons = ipywidgets.HBox([self.previous_button, self.reveal_button, self.next_button, self.teams_button])
        buttons.add_class("draughts-class-buttons")
        self.presenter_keys = PresenterKeys()
        self.presenter_keys.on_key(self.press)
        parts = [self.stage_line, self.goal, self.turn, self._message, self.score, buttons, self.presenter_keys]
        panel = ipywidgets.VBox(parts)
        panel.add_class("draughts-class-panel")
        main = ipywidgets.HBox([self.grid, panel])
        main.add_class("draughts-class-main")
        super().__init__([ipywidgets.HTML(_STYLE), main])
        self.add_class("draughts-classboard")
        self.add_class("draughts-ui")
        self.play.on_change(self._draw)
        self.play.game.on_change(lambda _change: self._draw())
        self._draw()

    @property
    def message(self) -> str:
        """What the class is told now."""
        return self.play.message

    def press(self, action: str) -> None:
        """Do what a key does: ``"next"``, ``"previous"``, ``"reveal"`` (space) or ``"cancel"`` (Escape)."""
        actions = {"next": self.play.next, "previous": self.play.previous, "reveal": self.play.space}
        actions.get(action, self.play.cancel)()

    def close(self) -> None:
        """Close the widget and every widget inside it."""
        for widget in (self.grid, self.presenter_keys, self._message, self.teams_button):
            widget.close()
        super().close()

    def __repr__(self) -> str:
        """A text stand-in where the widget cannot be drawn."""
        return n_(
            "Class board (run the cell to show it): {title}, {count} stage",
            "Class board (run the cell to show it): {title}, {count} stages",
            self.play.stages,
            title=self.play.lesson.title,
        )

    def _teams(self, change: dict[str, Any]) -> None:
        self.play.teams = bool(change["new"])
        self._draw()

    def _draw(self) -> None:
        play, game = self.play, self.play.game
        shown = game.shown
        with self.grid.hold_sync():
            self.grid.rows = rows(shown.geometry, False)
            self.grid.cells = cells(game.squares, shown.turn)
            self.grid.board_class = f"draughts-board draughts-size-{shown.geometry.size} draughts-numbers"
            self.grid.label = _(
                "{rules} board, {stage}, {status}", rules=shown.rules.label, stage=play.label, status=game.status
            )
            self.grid.arrows = game.arrows
        self.stage_line.value = (
            f'<div class="draughts-class-stage">{escape(play.lesson.title)} · {escape(play.label)}</div>'
        )
        self.goal.value = (
            f'<div class="draughts-class-goal" role="heading" aria-level="2">{escape(play.stage.goal)}</div>'
        )
        team = play.team
        who = escape(play.chooser)
        if team:
            name = escape(_(team))
            who = who.replace(name, f'<span class="draughts-team-{team[-1].lower()}">{name}</span>', 1)
        self.turn.value = f'<div class="draughts-class-turn">{who}</div>'
        refused = ' class="draughts-refused"' if play.explanation is not None else ""
        if play.said != self._heard:  # said again when the same words are said again
            self._heard = play.said
            self._message.say(f"<div{refused}>{escape(play.message)}</div>")
        if play.teams:
            points = " · ".join(_("{team}: {count}", team=_(name), count=count) for name, count in play.score.items())
            solved = _("Stages solved: {points}", points=points)
            self.score.value = f'<div class="draughts-class-score">{escape(solved)}</div>'
        else:
            self.score.value = ""
        self.reveal_button.disabled = play.step is Step.REVEAL


def _button(label: str, tooltip: str, action: Callable[[], object]) -> Any:
    button = ipywidgets.Button(description=label, tooltip=tooltip, layout={"width": "auto"})
    button.on_click(lambda _button: action())
    return button
