"""Moving a learner's stars to another device: the progress code, made and read on the home page.

The learner types their name and gets their code (the teacher's line,
:mod:`draughts.teaching.progress_code`); on the other device they paste it, and the
stars in it are added to what that device holds (a better result never loses to a
worse one). Both return a dict for the page: ``code`` and ``name`` when there is a
code, and ``message``, a sentence for the learner.

>>> import tempfile, pathlib
>>> from draughts.teaching.progress import Progress
>>> here = Progress(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> from draughts.course.bank import STAGE_SETS
>>> _ = here.record(STAGE_SETS[1][0], 3)
>>> made = export_code("Ada", here)
>>> made["name"], made["code"].startswith("DRAUGHTS1:Ada:")
('Ada', True)
>>> there = Progress(pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> import_code(made["code"], there)["message"]
'The stars of 1 stage from Ada’s code are now on this device.'
>>> there.stars(STAGE_SETS[1][0]), there.name
(3, 'Ada')
"""

from __future__ import annotations

from typing import Any

from draughts.core.errors import ProgressCodeError
from draughts.core.messages import _, n_
from draughts.course.bank import STAGE_SETS
from draughts.teaching.progress import Progress
from draughts.teaching.progress_code import CodeProblem, read_code

__all__ = ["export_code", "import_code"]


def export_code(name: str, progress: Progress | None = None) -> dict[str, Any]:
    """The learner's progress code under *name* (kept as their name), or a sentence saying what is missing."""
    progress = progress if progress is not None else Progress()
    try:
        if name.strip() and name.strip() != progress.name:
            progress.name = name
        code = progress.code()
    except ProgressCodeError as error:
        if error.reason is CodeProblem.NAME:
            return {"message": _("Type your name first, so your teacher knows whose code it is.")}
        return {"message": _("No code could be made: {problem}.", problem=error)}
    return {"code": code, "name": progress.name, "message": _("Here is your progress code: copy it and keep it.")}


def import_code(text: str, progress: Progress | None = None) -> dict[str, Any]:
    """Add the stars of the progress code *text* to this device's; the sentence says how many stages."""
    progress = progress if progress is not None else Progress()
    try:
        name, results = read_code(text)
    except ProgressCodeError as error:
        return {"message": _("That code could not be read: {problem}.", problem=error)}
    added = 0
    for stages in STAGE_SETS:
        for stage in stages:
            found = [results[key] for key in stage.keys if key in results and results[key].version == stage.version]
            if found and progress.record(stage, max(found).stars):
                added += 1
    if not progress.name:
        progress.name = name
    if not progress.saved:
        return {"message": progress.message}
    if not added:
        return {"message": _("{name}’s code has no stars that this device does not have already.", name=name)}
    return {
        "message": n_(
            "The stars of {count} stage from {name}’s code are now on this device.",
            "The stars of {count} stages from {name}’s code are now on this device.",
            added,
            name=name,
        )
    }
