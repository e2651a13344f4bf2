"""Progress on screen: :class:`ProgressOverview` (every lesson's stages and stars, the
learner's name, their progress code, reset) and :class:`ClassTableWidget` (a teacher
pastes a class's codes and sees who solved what, which stages are hardest, the mistakes
most often made, each with the stage to repeat, and each learner's own).

>>> import tempfile, pathlib
>>> from draughts.teaching.progress import Progress
>>> from draughts.course import english
>>> stages = english.capture().stages
>>> progress = Progress(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> _ = progress.record(stages[0], 3)
>>> overview = ProgressOverview([stages], progress=progress)
>>> overview.summary
'3 of 24 stars; 1 of 8 stages solved.'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets

from draughts.core.messages import N_, _, n_, p_
from draughts.teaching.progress import ClassTable, Progress
from draughts.teaching.stages import StageSet
from draughts.widgets.live import LiveText
from draughts.widgets.stage import stars_html

__all__ = ["ClassTableWidget", "ProgressOverview"]

_STAGE_TITLES = {False: N_("stage {number}: {goal}"), True: N_("stage {number}, against the computer: {goal}")}
"""A stage's title on the map, by whether it is played against the computer."""

_STYLE = """<style>
.draughts-map table, .draughts-class table { border-collapse: collapse; margin: 4px 0; }
.draughts-map th, .draughts-map td, .draughts-class th, .draughts-class td {
  padding: 2px 8px; border-bottom: 1px solid #d0d0d0; text-align: left; }
.draughts-map .draughts-tile-cell { font-family: monospace; padding-right: 10px; }
.draughts-map .draughts-tile-cell > span { display: inline-block; white-space: nowrap; margin-right: 0.5em; }
@media (max-width: 640px) {
  .draughts-map table { width: 100%; }
  .draughts-map th[scope="row"] { width: 25%; }
  .draughts-map th, .draughts-map td { padding: 2px 4px; }
  .draughts-map .draughts-tile-cell > span { margin-right: 0.3em; }
}
.draughts-stars { color: #b8860b; letter-spacing: 0.1em; }
.draughts-map .widget-hbox { flex-wrap: wrap; gap: 4px; }
.draughts-map .widget-inline-hbox, .draughts-class .widget-inline-hbox { max-width: 100%; }
</style>"""


class ProgressOverview(ipywidgets.VBox):  # type: ignore[misc]
    """The series' map: each lesson's stages with their stars, and the totals.

    Below the map: the learner's name, **copy my progress code** (a line to send to the
    teacher), **refresh** (read stars saved by other notebooks) and **reset** (with a
    confirmation). ``sets`` defaults to every lesson's stages; :attr:`lessons` counts the
    lessons as the contents do, every lesson of the route (those without stages too).
    """

    def __init__(self, sets: Sequence[StageSet] | None = None, *, progress: Progress | None = None) -> None:
        self.lessons: int
        """How many lessons the map is of: every lesson of the route, or one per set given."""
        if sets is None:
            from draughts.course import LESSONS
            from draughts.course.bank import stage_sets

            sets, self.lessons = stage_sets(), len(LESSONS)
        else:
            self.lessons = len(sets)
        self.sets = tuple(sets)
        self.progress = progress if progress is not None else Progress()
        self.map = ipywidgets.HTML()
        self.name = ipywidgets.Text(
            value=self.progress.name,
            continuous_update=False,
            description=_("your name"),
            placeholder=_("for your progress code"),
            style={"description_width": "initial"},
        )
        self.name.observe(self._named, names="value")
        self.code_button = _button(
            p_("button", "copy my progress code"), _("show a line to send to your teacher"), self.show_code
        )
        self.code = ipywidgets.Text(
            description=p_("field", "code"),
            disabled=False,
            layout={"width": "40em", "display": "none"},
            style={"description_width": "initial"},
        )
        self.refresh_button = _button(
            p_("button", "⟳ refresh"), _("read the stars saved by other notebooks"), self.refresh
        )
        self.reset_button = _button(p_("button", "reset…"), _("forget every star (asks first)"), self.ask_reset)
        self.confirm_button = _button(p_("button", "yes, forget all my stars"), _("reset for good"), self.reset)
        self.confirm_button.button_style = "danger"
        self.cancel_button = _button(p_("button", "no, keep them"), _("keep the stars"), self.cancel_reset)
        self._confirm = ipywidgets.HBox([self.confirm_button, self.cancel_button])
        self._confirm.layout.display = "none"
        self._message = LiveText()
        rows = [
            ipywidgets.HBox([self.name, self.code_button, self.refresh_button, self.reset_button]),
            self.code,
            self._confirm,
            self._message,
        ]
        super().__init__([ipywidgets.HTML(_STYLE), self.map, *rows])
        self.add_class("draughts-map")
        self.add_class("draughts-ui")
        self.refresh()
        if self.progress.message:
            self._say(self.progress.message)

    @property
    def summary(self) -> str:
        """The totals in a sentence."""
        earned, available = self.progress.total(self.sets)
        solved = sum(1 for stages in self.sets for stage in stages if self.progress.stars(stage))
        count = sum(len(stages) for stages in self.sets)
        return _(
            "{earned} of {available} stars; {solved} of {count} stages solved.",
            earned=earned,
            available=available,
            solved=solved,
            count=count,
        )

    @property
    def message(self) -> str:
        """The last sentence said."""
        return self._said

    def refresh(self) -> None:
        """Read the progress file again and redraw the map."""
        self.progress.reload()
        rows = []
        for stages in self.sets:
            cells = " ".join(
                f'<span title="{escape(_(_STAGE_TITLES[stage.practice], number=number, goal=stage.goal))}">'
                f"{number} {stars_html(stars)}</span>"
                for number, (stage, stars) in enumerate(zip(stages, self.progress.set_stars(stages), strict=True), 1)
            )
            earned = sum(self.progress.set_stars(stages))
            rows.append(
                f'<tr><th scope="row">{escape(stages.title)}</th><td class="draughts-tile-cell">{cells}</td>'
                f"<td>{escape(_('{earned} of {available} stars', earned=earned, available=3 * len(stages)))}</td></tr>"
            )
        caption, lesson, stages_head, stars_head = (
            escape(text)
            for text in (
                _("Your stages and stars"),
                p_("column", "lesson"),
                p_("column", "stages"),
                p_("column", "stars"),
            )
        )
        self.map.value = (
            f'<table><caption>{caption}</caption><thead><tr><th scope="col">{lesson}</th>'
            f'<th scope="col">{stages_head}</th><th scope="col">{stars_head}</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table><p>{escape(self.summary)}</p>"
        )

    def show_code(self) -> str | None:
        """Show the progress code to copy and return it (``None``, with a message, without a name)."""
        try:
            code = self.progress.code()
        except ValueError:
            self._say(_("Type your name first, so your teacher knows whose code it is."))
            return None
        self.code.value = code
        self.code.layout.display = None
        self._say(_("Copy the line in the code box and send it to your teacher."))
        return code

    def ask_reset(self) -> None:
        """Ask for a confirmation before forgetting every star."""
        self._confirm.layout.display = None
        self._say(_("Forget every star you have earned? This cannot be undone."))

    def cancel_reset(self) -> None:
        """Keep the stars."""
        self._confirm.layout.display = "none"
        self._say(_("Nothing was reset."))

    def reset(self) -> None:
        """Forget every star (the confirmation's yes)."""
        self.progress.reset()
        self._confirm.layout.display = "none"
        self.refresh()
        self._say(_("Every star was forgotten: the stages start afresh."))

    def __repr__(self) -> str:
        count = sum(len(stages) for stages in self.sets)
        return n_(
            "Progress map (run the cell to show it): {count} lesson, {stages} stages",
            "Progress map (run the cell to show it): {count} lessons, {stages} stages",
            self.lessons,
            stages=count,
        )

    def _named(self, change: dict[str, Any]) -> None:
        self.progress.name = change["new"]
        self.code.layout.display = "none"

    def _say(self, text: str) -> None:
        self._said = text
        self._message.say(escape(text))


class ClassTableWidget(ipywidgets.VBox):  # type: ignore[misc]
    """A teacher's table: paste the learners' progress codes, one a line, and press **show**.

    The table has a row per learner and a column per stage (its stars), then how many
    solved each stage, and the stages the class finds hardest. Under it, the mistakes
    most often made (the rules the board refused, the ways stages were failed), each as
    a sentence with how many learners made it, how often, and the stage to repeat; then
    each learner's own. Lines that are not codes are listed, never fatal. ``sets``
    defaults to every lesson's stages.
    """

    def __init__(self, sets: Sequence[StageSet] | None = None) -> None:
        if sets is None:
            from draughts.course.bank import stage_sets

            sets = stage_sets()
        self.sets = tuple(sets)
        self.codes = ipywidgets.Textarea(
            description=p_("field", "codes"),
            placeholder=_("paste the learners' progress codes here, one a line"),
            layout={"width": "48em", "height": "8em"},
            style={"description_width": "initial"},
        )
        self.show_button = _button(p_("button", "show the table"), _("read the codes and draw the table"), self.show)
        self.table = ipywidgets.HTML()
        super().__init__([ipywidgets.HTML(_STYLE), self.codes, self.show_button, self.table])
        self.add_class("draughts-class")
        self.add_class("draughts-ui")

    def show(self) -> ClassTable:
        """Read the codes in the box, draw the table, and return it."""
        table = ClassTable.from_codes(self.codes.value)
        self.table.value = _table_html(table, self.sets) + _mistakes_html(table, self.sets)
        return table

    def __repr__(self) -> str:
        return _("Class table (run the cell to paste the codes)")


def _table_html(table: ClassTable, sets: tuple[StageSet, ...]) -> str:
    stages = [
        (_("{lesson} {number}", lesson=stages.title, number=number), stage)
        for stages in sets
        for number, stage in enumerate(stages, start=1)
    ]
    head = "".join(f'<th scope="col" title="{escape(stage.goal)}">{escape(label)}</th>' for label, stage in stages)
    rows = []
    for name in table.names:
        cells = "".join(f"<td>{stars_html(table.stars(name, stage))}</td>" for _, stage in stages)
        rows.append(f'<tr><th scope="row">{escape(name)}</th>{cells}</tr>')
    solved = "".join(f"<td>{table.solved_by(stage)}</td>" for _, stage in stages)
    rows.append(f'<tr><th scope="row">{escape(_("solved by"))}</th>{solved}</tr>')
    caption = escape(n_("{count} learner", "{count} learners", len(table.names)))
    parts = [
        f'<table><caption>{caption}</caption><thead><tr><th scope="col">{escape(p_("column", "learner"))}</th>'
        f"{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    ]
    if table.names:
        count = len(table.names)
        hardest = [
            "<li>{}</li>".format(
                escape(
                    _(
                        "{goal} ({stage}): solved by {solved} of {count}",
                        goal=stage.goal,
                        stage=stage.id,
                        solved=table.solved_by(stage),
                        count=count,
                    )
                )
            )
            for stage in table.hardest(sets, 3)
        ]
        parts.append(f"<p>{escape(_('The hardest stages for this class:'))}</p><ol>{''.join(hardest)}</ol>")
    if table.problems:
        parts.append(
            f"<p>{escape(_('Lines that could not be read:'))}</p><ul>"
            + "".join(f"<li>{escape(p)}</li>" for p in table.problems)
            + "</ul>"
        )
    return "".join(parts)


def _mistakes_html(table: ClassTable, sets: tuple[StageSet, ...]) -> str:
    """The class's mistakes most often made, then each learner's three most frequent, as sentences."""
    from draughts.course import LESSONS

    numbers = {lesson.key: lesson.number for lesson in LESSONS}
    rows = table.misconceptions(sets, numbers)
    if not rows:
        return ""
    items = []
    for row in rows:
        where = ", ".join(f"{escape(stage.id)} ({count})" for stage, count in row.stages)
        items.append(f"<li>{escape(row.sentence())} <small>{_('Where: {stages}.', stages=where)}</small></li>")
    learners = []
    for name in table.names:
        own = table.misconceptions(sets, numbers, learner=name)[:3]
        if own:
            sentences = " ".join(escape(row.sentence(name)) for row in own)
            learners.append(f'<tr><th scope="row">{escape(name)}</th><td>{sentences}</td></tr>')
    intro, caption, learner, mistakes = (
        escape(text)
        for text in (
            _("The mistakes most often made, with the stage to repeat:"),
            _("What each learner gets wrong most often"),
            p_("column", "learner"),
            p_("column", "mistakes"),
        )
    )
    return (
        f'<p>{intro}</p><ol class="draughts-misconceptions">{"".join(items)}</ol>'
        f'<table><caption>{caption}</caption><thead><tr><th scope="col">{learner}</th>'
        f'<th scope="col">{mistakes}</th></tr></thead><tbody>{"".join(learners)}</tbody></table>'
    )


def _button(label: str, tooltip: str, action: Callable[[], object]) -> Any:
    button = ipywidgets.Button(description=label, tooltip=tooltip, layout={"width": "auto"})
    button.on_click(lambda _button: action())
    return button
