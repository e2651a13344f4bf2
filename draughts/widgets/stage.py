"""Stages on screen: :class:`StageWidget` plays one stage on a board, :class:`StageSetWidget`
shows a lesson's stages as numbered tiles with their stars.

The learner moves the pieces with clicks (or the keyboard); every move is judged at once
by a :class:`~draughts.teaching.stages.StageRun` and the other side's reply appears on the board.
**Retry** starts again, **hint** shows the stage's hints one at a time, and after the
last hint **show me** plays the solution on the board. Stars are kept in a
:class:`~draughts.teaching.progress.Progress` file, and so is what each attempt got
wrong: the moves the board refused, by rule, and what failed the attempt (see
:mod:`draughts.teaching.mistakes`). An attempt is kept when it is solved or failed, and
when it is left (retry, another stage, show me) after a refused move.

>>> import tempfile, pathlib
>>> from draughts.teaching.progress import Progress
>>> from draughts.course import english
>>> first_jump = english.capture().stages[0]
>>> progress = Progress(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> widget = StageWidget(first_jump, progress=progress)
>>> widget.board.click(27), widget.board.click(18)
(None, Move((27, 18), captures=(23,)))
>>> widget.message
'Solved in 1 move: three stars.'
>>> progress.stars(first_jump)
3
>>> progress.attempts(first_jump)[-1].stars
3
"""

from __future__ import annotations

import time
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets

from draughts.core.board import Board
from draughts.core.explain import Explanation
from draughts.core.messages import N_, _, n_, p_, within
from draughts.core.moves import Move
from draughts.core.sides import WHITE
from draughts.teaching.mistakes import AttemptLog
from draughts.teaching.progress import Progress
from draughts.teaching.stages import Stage, StageSet, Status, Verdict
from draughts.widgets.board import BoardWidget
from draughts.widgets.live import LiveText
from draughts.widgets.schedule import Pacer, front_end_pacer
from draughts.widgets.standin import WholeStandIn
from draughts.widgets.tiles import StageTiles, stars_text

__all__ = ["StageSetWidget", "StageWidget", "stars_html"]

ResultCallback = Callable[[Stage, Verdict], object]
"""Called as ``callback(stage, verdict)`` when an attempt ends (solved, failed or shown)."""

_OPENING = {
    (True, True, False): N_("Stage {number}: {goal}. White to move."),
    (True, False, False): N_("Stage {number}: {goal}. Black to move."),
    (False, True, False): N_("{goal}. White to move."),
    (False, False, False): N_("{goal}. Black to move."),
    (True, True, True): N_("Stage {number}, against the computer: {goal}. White to move."),
    (True, False, True): N_("Stage {number}, against the computer: {goal}. Black to move."),
    (False, True, True): N_("Against the computer: {goal}. White to move."),
    (False, False, True): N_("Against the computer: {goal}. Black to move."),
}
"""What is said when a stage opens, by whether it is numbered, whether the learner plays White and
whether it is played against the computer."""

_OVER = {
    Status.SOLVED: N_("This stage is solved: press retry to play it again."),
    Status.FAILED: N_("This stage is failed: press retry to play it again."),
    Status.SHOWN: N_("This stage is shown: press retry to play it again."),
}
"""What is said of a move made once the stage is over, by how it ended."""

_STYLE = """<style>
.draughts-stage .draughts-goal { font-size: 1.15em; font-weight: 600; margin: 2px 0 4px; }
.draughts-stage .draughts-stage-message { min-height: 1.6em; padding: 2px 0; }
.draughts-stage .draughts-stage-message.draughts-solved { color: #1b5e20; font-weight: 600; }
.draughts-stage .draughts-stage-message.draughts-failed { color: #b71c1c; font-weight: 600; }
.draughts-stars { color: #b8860b; letter-spacing: 0.1em; font-size: 1.1em; }
</style>"""


def stars_html(stars: int) -> str:
    """The stars as HTML that a screen reader reads as "2 of 3 stars"."""
    label = escape(_("{stars} of 3 stars", stars=stars))
    return f'<span class="draughts-stars" role="img" aria-label="{label}">{stars_text(stars)}</span>'


class StageWidget(WholeStandIn, ipywidgets.VBox):  # type: ignore[misc]
    """One stage on screen: the goal, the board, retry, hint and show me, the stars and a message.

    ``progress`` keeps the stars (a :class:`~draughts.teaching.progress.Progress` on the default
    file when not given); ``number`` is the stage's number in its lesson, shown before
    the goal; ``delay`` is the pause, in seconds, between the moves of "show me".
    :attr:`board` is the :class:`~draughts.widgets.BoardWidget` played on. When the
    stars of a solved stage cannot be saved, the message says why and the stars are
    drawn as not saved.
    """

    def __init__(
        self,
        stage: Stage,
        *,
        progress: Progress | None = None,
        number: int | None = None,
        delay: float = 0.7,
    ) -> None:
        self.progress = progress if progress is not None else Progress()
        self.delay = delay
        self.run = stage.start()
        self._callbacks: list[ResultCallback] = []
        self._said = ""
        self.mistakes = AttemptLog()
        """The mistakes of the attempt being played, kept in :attr:`progress` when it ends."""
        self._showing: object | None = None  # the solution being shown on the page, a move at a time
        self._unsaved = 0  # the stars earned on this stage that the progress file could not keep
        self.goal = ipywidgets.HTML()
        self.stars = ipywidgets.HTML()
        self.board = BoardWidget(
            self.run.board,
            numbers=True,
            show_capturers=not stage.find_capture,
            choose_landing=stage.choose_landing,
            draw_count=stage.draw_count,
            coach=False,
        )
        for row in (self.board.controls, self.board.editor, self.board.records):
            row.layout.display = "none"
        self.board.on_move(self._moved)
        self.board.game.on_refusal(self._refused)
        self.retry_button = _button(p_("button", "⟲ retry"), _("start the stage again"), self.retry)
        self.hint_button = _button(p_("button", "hint"), _("show a hint"), self.hint)
        self.show_button = _button(
            p_("button", "▶ show me"), _("play the solution on the board"), lambda: self.show(pace=front_end_pacer())
        )
        self.hints = ipywidgets.HTML()
        self._message = LiveText()
        self.buttons = ipywidgets.HBox([self.retry_button, self.hint_button, self.show_button, self.stars])
        """The row of buttons under the board, which a stage set extends."""
        self.buttons.add_class("draughts-controls")
        super().__init__([ipywidgets.HTML(_STYLE), self.goal, self.board, self.buttons, self._message, self.hints])
        self.add_class("draughts-stage")
        self.add_class("draughts-ui")
        self.load(stage, number)

    # -- the Python API -------------------------------------------------------------

    @property
    def stage(self) -> Stage:
        """The stage on screen."""
        return self.run.stage

    @property
    def message(self) -> str:
        """The last sentence said to the learner."""
        return self._said

    def load(self, stage: Stage, number: int | None = None) -> None:
        """Show *stage* (number *number* in its lesson) from its start."""
        self._leave()
        self.run = stage.start()
        self._unsaved = 0
        self.board.complete_captures = not stage.whole_capture
        self.board.show_capturers = not stage.find_capture
        self.board.choose_landing = stage.choose_landing
        self.board.draw_count = stage.draw_count
        heading = _heading(stage, number)
        self.goal.value = f'<div class="draughts-goal" role="heading" aria-level="3">{escape(heading)}</div>'
        self.hints.value = ""
        self._show_board()
        opening = _OPENING[number is not None, stage.learner == WHITE, stage.practice]
        self._say(_(opening, number=number, goal=stage.goal))
        self._update_buttons()

    def retry(self) -> None:
        """Start the stage again at once (the hints already shown stay)."""
        self._leave()
        self.run.retry()
        self._show_board()
        self._say(_("Again from the start: {goal}.", goal=within(self.stage.goal)))
        self._update_buttons()

    def hint(self) -> str | None:
        """Show the next hint and return it (``None`` when every hint is shown)."""
        hint = self.run.next_hint()
        if hint is not None:
            shown = self.stage.hints[: self.run.hints_shown]
            self.hints.value = "".join(f"<div>{escape(_('Hint: {hint}', hint=text))}</div>" for text in shown)
            self._say(_("Hint: {hint}", hint=hint))
        self._update_buttons()
        return hint

    def show(self, *, pace: Pacer | None = None) -> list[Move]:
        """Play the solution on the board, a move every :attr:`delay` seconds, with the
        learner's route marked, and return every ply of it.

        From code the moves are played before it returns. On the page ("show me" pressed)
        *pace* waits between them (:func:`~draughts.widgets.schedule.front_end_pacer`), so
        that each move is drawn; a retry or another stage meanwhile stops the showing.
        """
        self._leave()
        line = self.run.show()
        board = self.run.start.copy()
        self.board.set_position(board)
        route: dict[int, str] = {}
        showing = self._showing = object()

        def play(move: Move) -> None:
            if board.turn == self.run.learner:
                route.update({square: _("on the solution's route") for square in move.path})
            board.push(move)
            self.board.set_position(board)
            self.board.highlight(route)

        def finish() -> None:
            assert self.run.verdict is not None
            self._showing = None
            self._say(self.run.verdict.message)
            self._update_buttons()
            self._call_back()

        if pace is None:
            for move in line:
                if self.delay:
                    time.sleep(self.delay)
                play(move)
            finish()
            return line

        def step(index: int) -> None:
            if self._showing is not showing:
                return  # the learner moved on: the showing stops
            if index < len(line):
                play(line[index])
                pace(self.delay, lambda: step(index + 1))
            else:
                finish()

        pace(self.delay, lambda: step(0))
        return line

    def on_result(self, callback: ResultCallback, remove: bool = False) -> None:
        """Call ``callback(stage, verdict)`` when an attempt ends (or stop, with ``remove=True``)."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def close(self) -> None:
        """Close the widget and the board in it."""
        self.board.close()
        super().close()

    def __repr__(self) -> str:
        """A text stand-in where the widget cannot be drawn."""
        return _("Stage (run the cell to play it): {goal}", goal=self.stage.goal)

    # -- playing ----------------------------------------------------------------------

    def _moved(self, move: Move, _board: Board) -> None:
        """A move made on the board: judge it and show the reply, or undo it once the stage is over."""
        if self.run.over:
            self._show_board()
            self._say(_(_OVER[self.run.status]), warning=True)
            return
        verdict = self.run.play(move)
        self._show_board()
        if verdict.status is Status.SOLVED:
            problem = self._keep(verdict.stars)
            text = _("{verdict} {problem}", verdict=verdict.message, problem=problem) if problem else verdict.message
            self._say(text, kind="draughts-solved", warning=bool(problem))
        elif verdict.status is Status.FAILED:
            self._say(_("{verdict} Press retry to try again.", verdict=verdict.message), kind="draughts-failed")
        else:
            self._say(verdict.message)
        if self.run.over:
            self.progress.add_attempt(self.stage, self.mistakes.ended(verdict))
        self._update_buttons()
        if self.run.over:
            self._call_back()

    def _refused(self, explanation: Explanation) -> None:
        """A move the rules refused: count it in the attempt being played."""
        if not self.run.over:
            self.mistakes.refuse(explanation.reason)

    def _leave(self) -> None:
        """Keep the attempt being left, if a move was refused in it (a solved or failed one is kept
        already), and stop a solution being shown."""
        self._showing = None
        if self.mistakes.refused and not self.run.over:
            self.progress.add_attempt(self.stage, self.mistakes.attempt())
        self.mistakes = AttemptLog()

    def _keep(self, stars: int) -> str:
        """Keep *stars* in the progress file; return ``""``, or the sentence that says why they could not be saved."""
        if not self.progress.record(self.stage, stars):
            return ""  # no better than what was kept: nothing was written
        if self.progress.saved:
            self._unsaved = 0
            return ""
        self._unsaved = stars
        return self.progress.message

    def _show_board(self) -> None:
        self.board.set_position(self.run.board)
        self.board.highlight(None)

    def _call_back(self) -> None:
        verdict = self.run.verdict
        if verdict is not None:
            for callback in list(self._callbacks):
                callback(self.stage, verdict)

    def _say(self, text: str, *, kind: str = "", warning: bool = False) -> None:
        self._said = text
        classes = " ".join(filter(None, ["draughts-stage-message", kind, "draughts-refused" if warning else ""]))
        self._message.say(f'<div class="{classes}">{escape(text)}</div>')

    def _update_buttons(self) -> None:
        hints_left = self.run.hints_shown < len(self.stage.hints)
        self.hint_button.disabled = not hints_left
        self.show_button.disabled = hints_left
        best = self.progress.stars(self.stage)
        if self._unsaved:
            self.stars.value = f"{stars_html(self._unsaved)} <small>{escape(_('not saved'))}</small>"
        else:
            self.stars.value = (
                f"{stars_html(best)} <small>{escape(_('best so far'))}</small>" if best else stars_html(0)
            )


class StageSetWidget(WholeStandIn, ipywidgets.VBox):  # type: ignore[misc]
    """A lesson's stages: a row of numbered tiles with their stars, and the stage being played.

    A click on a tile opens that stage; once a stage has been solved (now or before), **next**
    opens the following one. :attr:`tiles` is the row of tiles
    (a :class:`~draughts.widgets.tiles.StageTiles`).
    """

    def __init__(
        self, stages: StageSet, *, progress: Progress | None = None, start: int = 0, delay: float = 0.7
    ) -> None:
        self.stages = stages
        self.progress = progress if progress is not None else Progress()
        self.tiles = StageTiles()
        self.tiles.on_select(self.select)
        self.title = ipywidgets.HTML(
            n_("{title}: {count} stage", "{title}: {count} stages", len(stages), title=f"<b>{escape(stages.title)}</b>")
        )
        self.next_button = _button(
            p_("button", "next stage →"), _("open the next stage"), lambda: self.select(self.current + 1)
        )
        self.current = start
        self.player = StageWidget(stages[start], progress=self.progress, number=start + 1, delay=delay)
        """The :class:`StageWidget` of the open stage."""
        self.player.on_result(lambda _stage, _verdict: self._update())
        self.player.buttons.children += (self.next_button,)
        super().__init__([self.title, self.tiles, self.player])
        self.add_class("draughts-ui")
        self._update()

    def select(self, index: int) -> None:
        """Open the stage at *index* (from 0)."""
        self.current = index
        self.player.load(self.stages[index], index + 1)
        self._update()

    def close(self) -> None:
        """Close the widget and everything in it."""
        self.player.close()
        self.tiles.close()
        super().close()

    def __repr__(self) -> str:
        """A text stand-in where the widget cannot be drawn."""
        return n_(
            "Stages (run the cell to play them): {title}, {count} stage",
            "Stages (run the cell to play them): {title}, {count} stages",
            len(self.stages),
            title=self.stages.title,
        )

    def _update(self) -> None:
        goals = [_heading(stage, None) for stage in self.stages]
        self.tiles.show(self.progress.set_stars(self.stages), goals, self.current)
        solved = self.progress.stars(self.stages[self.current]) > 0 or self.player.run.status is Status.SOLVED
        self.next_button.disabled = self.current + 1 >= len(self.stages) or not solved


def _button(label: str, tooltip: str, action: Callable[[], object]) -> Any:
    button = ipywidgets.Button(description=label, tooltip=tooltip, layout={"width": "auto"})
    button.on_click(lambda _button: action())
    return button


_HEADINGS = {
    (True, False): N_("Stage {number}: {goal}"),
    (True, True): N_("Stage {number}, against the computer: {goal}"),
    (False, True): N_("Against the computer: {goal}"),
}
"""The line above the board, by whether the stage is numbered and whether it is played against the computer."""


def _heading(stage: Stage, number: int | None) -> str:
    """The stage's goal with its number, and whether it is played against the computer.

    >>> from draughts.course import practice
    >>> _heading(practice().stages[0], 1).startswith("Stage 1, against the computer: ")
    True
    """
    if number is None and not stage.practice:
        return stage.goal
    return _(_HEADINGS[number is not None, stage.practice], number=number, goal=stage.goal)
