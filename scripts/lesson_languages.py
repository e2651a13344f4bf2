"""The lessons in other languages: their prose through message catalogues, their code unchanged.

    python scripts/lesson_languages.py extract        # notebooks/locale/lessons.pot from the English lessons
    python scripts/lesson_languages.py build fr       # build/lessons/fr/: every lesson, its prose in French
    python scripts/lesson_languages.py pseudo out.po  # every block transformed, for testing (never shipped)

The English notebooks are the source. Each markdown cell is cut into blocks (paragraphs,
headings, lists and boxes, between blank lines); each block is a message of the lessons'
template, named by the notebook and cell it comes from. A language's catalogue
(``notebooks/locale/<language>.po``, made from the template as the package's own catalogues
are) translates the blocks. ``build`` writes each lesson again with its blocks translated
and every code cell as it was, after one first cell that sets the package's language
(marked for the notebook alone); a block the catalogue lacks stays in English.
Run the built lessons with ``scripts/execute_notebooks.py`` to store their outputs.
Each lesson also carries the words of the learners' Voila page in its metadata
(``messages``, from the package's catalogue of the language; ``scripts/site_messages.py``).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LOCALE = NOTEBOOKS / "locale"
TEMPLATE = LOCALE / "lessons.pot"
OUTPUT = ROOT / "build" / "lessons"

sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from messages import _LOOKALIKE, HEADER, _quoted  # noqa: E402
from site_messages import extract as site_words  # noqa: E402
from site_messages import page_catalogue  # noqa: E402

from draughts.core.messages import Catalogue, read_po  # noqa: E402

LANGUAGE_CELL = "import draughts\n\ndraughts.set_language({language!r})"
"""The first cell of a lesson in another language: the package speaks it too."""


def lessons(folder: Path = NOTEBOOKS) -> list[Path]:
    """The lessons and the teacher's guide, in course order."""
    return sorted(folder.glob("[0-9][0-9]-*.ipynb")) + sorted(folder.glob("teachers-guide.ipynb"))


def blocks(text: str) -> list[str]:
    """A markdown cell's blocks: the pieces between blank lines.

    >>> blocks("# Title\\n\\nOne line,\\nthe same paragraph.\\n\\n- a list\\n- of two")
    ['# Title', 'One line,\\nthe same paragraph.', '- a list\\n- of two']
    """
    return [block for block in re.split(r"\n[ \t]*\n", text.strip("\n")) if block.strip()]


def extract(paths: list[Path]) -> dict[str, list[str]]:
    """Every block of prose of *paths*, with the cells it comes from, in course order."""
    found: dict[str, list[str]] = {}
    for path in paths:
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type == "markdown":
                for block in blocks(cell.source):
                    found.setdefault(block, []).append(f"notebooks/{path.name}#{cell.id}")
    return found


def template(found: dict[str, list[str]]) -> str:
    """The lessons' ``.pot`` file."""
    entries = [HEADER]
    for block, places in found.items():
        entries.append(f'#: {" ".join(places)}\nmsgid {_quoted(block)}\nmsgstr ""\n')
    return "\n".join(entries)


KEPT = re.compile(r"(\]\([^)]*\)|<[^>]*>|`[^`]*`|&[a-z]+;|&#\d+;|\{[A-Za-z_]\w*\})")
"""What a block keeps in the pseudo-language: link targets, tags, code, entities and placeholders."""


def pseudo(block: str) -> str:
    """A block of prose in the pseudo-language: every letter a look-alike, its markup kept.

    >>> pseudo("See [lesson 4](04-multi-captures.ipynb), <b>now</b>.")
    'Šëë [łëššøñ 4](04-multi-captures.ipynb), <b>ñøŵ</b>.'
    """
    return "".join(part if index % 2 else part.translate(_LOOKALIKE) for index, part in enumerate(KEPT.split(block)))


def pseudo_catalogue(found: dict[str, list[str]]) -> str:
    """A whole lessons' catalogue of the pseudo-language."""
    entries = [HEADER]
    for block in found:
        entries.append(f"msgid {_quoted(block)}\nmsgstr {_quoted(pseudo(block))}\n")
    return "\n".join(entries)


def translate_notebook(
    path: Path, translate: Callable[[str], str], language: str | Path, page: dict[str, Any] | None = None
) -> nbformat.NotebookNode:
    """The lesson at *path* with its prose translated and its outputs cleared for a fresh run; *page*
    is the Voila page's words (:func:`site_messages.page_catalogue`), kept in its metadata."""
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = "\n\n".join(translate(block) for block in blocks(cell.source))
        else:
            cell.outputs, cell.execution_count = [], None
    if isinstance(language, Path):  # a catalogue of its own, as the tests' pseudo-language
        setting = f"from pathlib import Path\n\n{LANGUAGE_CELL.format(language=str(language))}"
        setting = setting.replace(f"set_language({str(language)!r})", f"set_language(Path({str(language)!r}))")
    else:
        setting = LANGUAGE_CELL.format(language=language)
    first = nbformat.v4.new_code_cell(setting, id="language", metadata={"learner": False, "tags": ["language"]})
    notebook.cells.insert(0, first)
    notebook.metadata["language"] = Path(language).stem if isinstance(language, Path) else language
    if page is not None:
        notebook.metadata["messages"] = page
    return notebook


def build(catalogue: Path, language: str | Path, output: Path, paths: list[Path] | None = None) -> list[Path]:
    """Write every lesson with *catalogue*'s translations into *output*; the paths written."""
    translations = Catalogue(catalogue.stem, read_po(catalogue.read_text(encoding="utf-8")))
    package = language if isinstance(language, Path) else ROOT / "draughts" / "locale" / f"{language}.po"
    page = None
    if package.is_file():
        page = page_catalogue(read_po(package.read_text(encoding="utf-8")), package.stem, site_words(ROOT))
    output.mkdir(parents=True, exist_ok=True)
    written = []
    for path in paths or lessons():
        target = output / path.name
        nbformat.write(translate_notebook(path, translations.text, language, page), target)
        written.append(target)
    return written


def structure(notebook: nbformat.NotebookNode) -> list[tuple[str, str, int]]:
    """What a translation keeps: each cell's type and id, and for markdown its number of blocks."""
    return [
        (cell.cell_type, cell.id, len(blocks(cell.source)) if cell.cell_type == "markdown" else 0)
        for cell in notebook.cells
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("extract", help="rewrite the lessons' template")
    fake = commands.add_parser("pseudo", help="write the pseudo-language's catalogue")
    fake.add_argument("output", type=Path)
    make = commands.add_parser("build", help="write the lessons in a language")
    make.add_argument("language", help="a language code, with notebooks/locale/<language>.po")
    make.add_argument("--output", type=Path, help="the folder to write (default build/lessons/<language>)")
    args = parser.parse_args(argv)
    if args.command == "extract":
        found = extract(lessons())
        TEMPLATE.parent.mkdir(exist_ok=True)
        TEMPLATE.write_text(template(found), encoding="utf-8")
        print(f"{TEMPLATE.relative_to(ROOT)}: {len(found)} blocks of prose")
        return 0
    if args.command == "pseudo":
        args.output.write_text(pseudo_catalogue(extract(lessons())), encoding="utf-8")
        return 0
    catalogue = LOCALE / f"{args.language}.po"
    if not catalogue.exists():
        print(
            f"no catalogue {catalogue.relative_to(ROOT)}: copy {TEMPLATE.name} there and translate it", file=sys.stderr
        )
        return 1
    written = build(catalogue, args.language, args.output or OUTPUT / args.language)
    print(f"{len(written)} lessons in {written[0].parent}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
