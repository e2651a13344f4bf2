"""The message catalogues: extract every message into the template, check a catalogue, make the pseudo-language.

    python scripts/messages.py extract            # rewrite draughts/locale/draughts.pot from the code
    python scripts/messages.py check fr.po        # a catalogue's placeholders agree with its messages
    python scripts/messages.py pseudo out.po      # every message transformed, for testing (never shipped)

The website's words are messages too: the learner's view, the widgets' scripts and the learners'
Voila template mark theirs as ``scripts/site_messages.py`` describes.

The course's words are messages too: every sentence of the lesson files
(``draughts/course/lessons/*.toml``: goals, hints, notes, fail messages, questions, their
options and what is said of them) and the lesson titles of the route.

A message is the literal first argument of ``_()``, ``N_()``, ``n_()`` or ``Nn_()`` (with its
plural, the second argument of ``n_()`` and ``Nn_()``) anywhere in the package; ``p_()`` and
``Np_()`` take a context first (gettext's ``msgctxt``), which tells apart two senses of one
short word. ``_()``, ``n_()`` and ``p_()`` may also translate a value that holds a message
written elsewhere (marked with ``N_()``, ``Nn_()`` or ``Np_()`` where it was written, or read
from the course's data); text made on the spot (an f-string, text added together or
formatted) cannot be translated, and extraction stops with its place.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import site_messages  # noqa: E402

PACKAGE = ROOT / "draughts"
TEMPLATE = PACKAGE / "locale" / "draughts.pot"
MARKERS = {"_": 1, "N_": 1, "n_": 2, "Nn_": 2, "p_": 2, "Np_": 2}
"""The functions that take messages, and how many of their first arguments are message text."""
CONTEXTUAL = {"p_", "Np_"}
"""The functions whose first argument is the message's context."""
DEFERRING = {"_": 0, "n_": 0, "p_": 1}
"""The functions that may translate a message written elsewhere, and where that message stands."""


def _deferred(argument: ast.expr) -> bool:
    """Whether ``_()``'s *argument* is a message from elsewhere (a name, an item, a value read from data)
    rather than text made on the spot, which cannot be in any catalogue (an f-string, a sum, a format)."""
    if isinstance(argument, ast.JoinedStr | ast.BinOp | ast.Constant):
        return False
    made = isinstance(argument, ast.Call) and isinstance(argument.func, ast.Attribute)
    return not (made and argument.func.attr in {"format", "join", "replace"})  # type: ignore[attr-defined]


HEADER = (
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=n != 1;\\n"\n'
)


class ExtractionError(Exception):
    """A call that takes a message has something else than literal text."""


@dataclass
class Message:
    """A message of the catalogue, with its plural and the places that use it."""

    text: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)
    context: str | None = None

    @property
    def key(self) -> tuple[str, str | None]:
        """The message's key in a catalogue: its text, after its context if it has one."""
        return (self.text if self.context is None else f"{self.context}\x04{self.text}", self.plural)


def extract(package: Path = PACKAGE) -> dict[tuple[str, str | None], Message]:
    """Every message of the package's code, in the order of first use."""
    messages: dict[tuple[str, str | None], Message] = {}
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package.parent).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=where)):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS):
                continue
            name = node.func.id
            texts = node.args[: MARKERS[name]]
            at = DEFERRING.get(name)
            if at is not None and len(texts) > at and _deferred(texts[at]):
                continue  # a message marked with N_() or Np_() where it is written, or read from the course's data
            if len(texts) < MARKERS[name] or not all(
                isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in texts
            ):
                raise ExtractionError(f"{where}:{node.lineno}: {name}() needs literal text to translate")
            words = [arg.value for arg in texts]  # type: ignore[attr-defined]
            context = words.pop(0) if name in CONTEXTUAL else None
            found = Message(words[0], words[1] if len(words) > 1 else None, context=context)
            message = messages.setdefault(found.key, found)
            message.places.append(f"{where}:{node.lineno}")
    return messages


STAGE_SENTENCES = ("goal", "note")
QUESTION_SENTENCES = ("question", "explanation", "too_few", "too_many")
DEFAULT_SENTENCES = ("Too few.", "Too many.")


def extract_course(package: Path = PACKAGE) -> dict[tuple[str, str | None], Message]:
    """Every sentence of the course's data files, in course order."""
    messages: dict[tuple[str, str | None], Message] = {}

    def add(text: str, place: str) -> None:
        messages.setdefault((text, None), Message(text)).places.append(place)

    course = package / "course"
    route = tomllib.loads((course / "route.toml").read_text(encoding="utf-8"))
    for entry in route["lesson"]:
        add(entry["title"], "draughts/course/route.toml")
    for entry in route["lesson"]:
        where = f"draughts/course/lessons/{entry['key']}.toml"
        lesson = tomllib.loads((course / "lessons" / f"{entry['key']}.toml").read_text(encoding="utf-8"))
        for stage in lesson.get("stage", []):
            place = f"{where}#{stage['name']}"
            for key in STAGE_SENTENCES:
                if stage.get(key):
                    add(stage[key], place)
            for text in stage.get("hints", []):
                add(text, place)
            for fail in stage.get("fails", []):
                add(fail["message"], place)
        for question in lesson.get("question", []):
            place = f"{where}#{question['id']}"
            for key in QUESTION_SENTENCES:
                if question.get(key):
                    add(question[key], place)
            for text in question.get("hints", []):
                add(text, place)
            for option, said in question.get("options", {}).items():
                add(option, place)
                add(said, place)
            for said in question.get("wrong", {}).values():
                add(said, place)
    return messages


def extract_site(root: Path = ROOT) -> dict[tuple[str, str | None], Message]:
    """Every message of the website's pages and scripts."""
    try:
        found = site_messages.extract(root)
    except site_messages.MarkError as error:
        raise ExtractionError(str(error)) from None
    return {key: Message(*key, places=places) for key, places in found.items()}


def every_message(package: Path = PACKAGE) -> dict[tuple[str, str | None], Message]:
    """The messages of the code, then those of the course's data files, then the website's."""
    found = extract(package)
    for key, message in [*extract_course(package).items(), *extract_site(package.parent).items()]:
        if key in found:
            found[key].places += message.places
        else:
            found[key] = message
    return found


def _quoted(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    lines = escaped.split("\n")
    if len(lines) == 1:
        return f'"{escaped}"'
    parts = [f"{line}\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join(f'"{part}"' for part in parts)


def _context(message: Message) -> list[str]:
    """The ``msgctxt`` line of *message*, if it has a context."""
    return [] if message.context is None else [f"msgctxt {_quoted(message.context)}"]


def template(messages: dict[tuple[str, str | None], Message]) -> str:
    """The ``.pot`` file of *messages*: each with its places and an empty translation."""
    blocks = [HEADER]
    for message in messages.values():
        lines = [f"#: {' '.join(message.places)}", *_context(message), f"msgid {_quoted(message.text)}"]
        if message.plural is None:
            lines.append('msgstr ""')
        else:
            lines += [f"msgid_plural {_quoted(message.plural)}", 'msgstr[0] ""', 'msgstr[1] ""']
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


_LOOKALIKE = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀċđëƒğħïĵķłɱñøþʠŕšŧüʋŵẋÿžÅƁĊĐËƑĞĦÏĴĶŁṀÑØÞǪŔŠŦÜṼŴẊŸŽ",
)


def pseudo(text: str) -> str:
    """*text* as the pseudo-language writes it: every letter a look-alike, placeholders and tags kept, in brackets.

    >>> pseudo("the man on {square} is stuck")
    '⟦ŧħë ɱåñ øñ {square} ïš šŧüċķ⟧'
    >>> pseudo("<b>{count} legal moves</b>")
    '⟦<b>{count} łëğåł ɱøʋëš</b>⟧'
    """
    parts = []
    for index, piece in enumerate(_split_placeholders(text)):
        if index % 2:
            parts.append(piece)
        else:
            tagged = re.split(r"(</?[a-z][a-z0-9]*>)", piece)
            parts += [part if number % 2 else part.translate(_LOOKALIKE) for number, part in enumerate(tagged)]
    return "⟦" + "".join(parts) + "⟧"


def _split_placeholders(text: str) -> list[str]:
    """*text* cut into literal text and ``{name}`` placeholders, alternately."""
    pieces, start = [], 0
    for index, char in enumerate(text):
        if char == "{" and text[index : index + 2] != "{{" and (index == 0 or text[index - 1] != "{"):
            end = text.index("}", index)
            pieces += [text[start:index], text[index : end + 1]]
            start = end + 1
    return [*pieces, text[start:]]


def pseudo_catalogue(messages: dict[tuple[str, str | None], Message]) -> str:
    """A whole ``.po`` file of the pseudo-language."""
    blocks = [HEADER]
    for message in messages.values():
        lines = [*_context(message), f"msgid {_quoted(message.text)}"]
        if message.plural is None:
            lines.append(f"msgstr {_quoted(pseudo(message.text))}")
        else:
            lines += [
                f"msgid_plural {_quoted(message.plural)}",
                f"msgstr[0] {_quoted(pseudo(message.text))}",
                f"msgstr[1] {_quoted(pseudo(message.plural))}",
            ]
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def disagreements(catalogue: str) -> list[str]:
    """The translations whose placeholders differ from their message's, each in a sentence."""
    sys.path.insert(0, str(ROOT))
    from draughts.core.messages import placeholders, read_po

    found = []
    for message, plural, forms in read_po(catalogue):
        expected = placeholders(message) | (placeholders(plural) if plural else frozenset())
        for form in forms:
            if form and placeholders(form) - expected:
                found.append(f"{message!r}: the translation {form!r} names {sorted(placeholders(form) - expected)}")
            elif form and plural is None and placeholders(form) != expected:
                found.append(
                    f"{message!r}: the translation {form!r} leaves out {sorted(expected - placeholders(form))}"
                )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("extract", help="rewrite the template from the code")
    check = commands.add_parser("check", help="check a catalogue's placeholders")
    check.add_argument("catalogue", type=Path)
    make = commands.add_parser("pseudo", help="write the pseudo-language's catalogue")
    make.add_argument("output", type=Path)
    args = parser.parse_args(argv)
    try:
        messages = every_message()
    except ExtractionError as error:
        print(error, file=sys.stderr)
        return 1
    if args.command == "extract":
        TEMPLATE.write_text(template(messages), encoding="utf-8")
        print(f"{TEMPLATE.relative_to(ROOT)}: {len(messages)} messages")
    elif args.command == "pseudo":
        args.output.write_text(pseudo_catalogue(messages), encoding="utf-8")
    else:
        problems = disagreements(args.catalogue.read_text(encoding="utf-8"))
        print("\n".join(problems) or f"{args.catalogue}: every placeholder agrees")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
