"""Write the navigation of the lesson notebooks: previous / contents / next, and the contents list.

Every lesson (``notebooks/NN-name.ipynb``) gets a navigation cell at the top and at the
bottom, marked with ``"nav": "top"`` / ``"nav": "bottom"`` in the cell metadata. The
cell of ``00-welcome.ipynb`` marked ``"nav": "contents"`` receives the list of lessons.
A lesson's title is the first ``# `` heading of its first markdown cell.

Running it twice changes nothing the second time. ``--check`` writes nothing and exits
with status 1 if a notebook's navigation is missing or out of date.

    python scripts/nav.py            # regenerate
    python scripts/nav.py --check    # verify (used by the tests)
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WELCOME = "00-welcome.ipynb"
CONTENTS_HEADING = "## Contents"
_LESSON = re.compile(r"^(\d\d)-[\w-]+\.ipynb$")
_LESSON_PREFIX = re.compile(r"^Lesson \d+:\s*")


def lessons(folder: Path = NOTEBOOKS) -> list[Path]:
    """The lesson notebooks of *folder*, in order."""
    return sorted(path for path in folder.glob("*.ipynb") if _LESSON.match(path.name))


def title(notebook: nbformat.NotebookNode) -> str:
    """The first ``# `` heading of the notebook's first markdown cell that is not navigation."""
    for cell in notebook.cells:
        if cell.cell_type == "markdown" and "nav" not in cell.metadata:
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
            break
    raise ValueError("the first markdown cell of a lesson must start with a '# ' title")


def _link(path: Path, label: str) -> str:
    return f"[{label}]({path.name})"


def nav_source(paths: list[Path], titles: list[str], index: int) -> str:
    """The navigation line of lesson *index*: previous, contents and next."""
    parts = []
    if index > 0:
        parts.append(_link(paths[index - 1], f"← {titles[index - 1]}"))
    parts.append(f"[Contents]({WELCOME}#Contents)")
    if index + 1 < len(paths):
        parts.append(_link(paths[index + 1], f"{titles[index + 1]} →"))
    return " | ".join(parts)


def contents_source(paths: list[Path], titles: list[str]) -> str:
    """The contents list for the welcome notebook."""
    lines = [CONTENTS_HEADING, ""]
    for path, name in zip(paths, titles, strict=True):
        short = _LESSON_PREFIX.sub("", name)  # the list is numbered already
        lines.append(f"{int(_number(path))}. {_link(path, short)}")
    return "\n".join(lines)


def _number(path: Path) -> str:
    match = _LESSON.match(path.name)
    assert match is not None
    return match.group(1)


def _nav_cell(where: str, source: str) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_markdown_cell(source, metadata={"nav": where})
    cell.id = f"nav-{where}"
    return cell


def updated(notebook: nbformat.NotebookNode, source: str, contents: str | None) -> nbformat.NotebookNode:
    """A copy of *notebook* with fresh navigation cells (and contents list, if given)."""
    copy = nbformat.from_dict(notebook)
    cells = [cell for cell in copy.cells if cell.metadata.get("nav") not in ("top", "bottom")]
    if contents is not None:
        marked = [cell for cell in cells if cell.metadata.get("nav") == "contents"]
        if not marked:
            raise ValueError(f"{WELCOME} needs a markdown cell with metadata {{'nav': 'contents'}}")
        marked[0].source = contents
    copy.cells = [_nav_cell("top", source), *cells, _nav_cell("bottom", source)]
    return copy


def render(folder: Path = NOTEBOOKS) -> dict[Path, str]:
    """The text every lesson notebook should have, by path."""
    paths = lessons(folder)
    notebooks = [nbformat.read(path, as_version=4) for path in paths]
    titles = [title(notebook) for notebook in notebooks]
    out = {}
    for index, (path, notebook) in enumerate(zip(paths, notebooks, strict=True)):
        contents = contents_source(paths, titles) if path.name == WELCOME else None
        new = updated(notebook, nav_source(paths, titles, index), contents)
        nbformat.validate(new)
        text = nbformat.writes(new)
        out[path] = text if text.endswith("\n") else text + "\n"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if any notebook is stale")
    args = parser.parse_args(argv)
    stale = []
    for path, text in render().items():
        if path.read_text(encoding="utf-8") != text:
            stale.append(path)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    verb = "out of date" if args.check else "updated"
    for path in stale:
        print(f"{path.name}: navigation {verb}")
    if not stale:
        print("navigation is up to date")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
