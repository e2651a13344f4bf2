"""The website's words through the message catalogue: found in its sources, and put in its pages.

The learner's view and the teacher's page (``app/``), the widgets' own scripts
(``draughts/widgets/*.js``), the site's root page (``scripts/learners_view.py``) and the
learners' Voila template mark what a learner or teacher reads, in one of three ways:

- in a script, a call ``t("text with {named} places", {named})``, or for a count
  ``tn("{count} star", "{count} stars", count, values)`` (``app/messages.js``), always with
  literal text in double quotes;
- in a page, an element with ``data-msg``: its content is the message, its inline tags
  kept as bare ``<a>`` (the build puts their attributes back, in order); and
  ``data-msg-attributes="aria-label title"`` for attributes that are messages;
- in the Voila template, ``{{ t("text") }}``, the template's own macro, which reads the
  notebook's ``messages`` metadata (:func:`page_catalogue`'s JSON, which
  ``scripts/lesson_languages.py build`` puts in each lesson it writes).

``scripts/messages.py extract`` puts them in ``draughts/locale/draughts.pot`` with the
package's messages, so one catalogue per language holds every sentence a learner reads.
At build time, :func:`page_catalogue` makes the JSON the page reads (the site's messages
only), and :func:`translate_html` translates a page's marked text, sets its language and takes
the marks away (an English page is the page as written, less its marks).
"""

from __future__ import annotations

import gettext
import html
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (
    "app/*.html",
    "app/*.js",
    "draughts/widgets/*.js",
    "scripts/offline/*.js",
    "scripts/learners_view.py",
    "share/jupyter/voila/templates/draughts/*.j2",
)
"""The files that hold the website's words, as patterns under the project's root."""

CALL = re.compile(r"(?<![\w.$])(?<!function )(?<!macro )(tn?)\(")
STRING = re.compile(r'\s*("(?:[^"\\\n]|\\.)*")\s*[,)]')
ELEMENT = re.compile(r"<(?P<tag>[a-z][a-z0-9]*)(?P<attributes>[^>]*?)\sdata-msg>(?P<content>.*?)</(?P=tag)>", re.DOTALL)
ATTRIBUTES = re.compile(r'<[a-z][a-z0-9]*[^>]*\sdata-msg-attributes="(?P<names>[^"]*)"[^>]*>')
MARKS = re.compile(r'\sdata-msg(?:-attributes="[^"]*")?(?=[\s>])')
"""The marks themselves, which the built page does without."""
TAG = re.compile(r"<(/?)([a-z][a-z0-9]*)\b[^>]*>")

Places = dict[tuple[str, str | None], list[str]]
"""Messages (text and plural, or ``None``) and the places that use them, ``file:line``."""


class MarkError(ValueError):
    """A marked message that is not literal text."""


def extract(root: Path = ROOT) -> Places:
    """Every message of the website's sources, in the order of :data:`SOURCES` and of the text."""
    found: Places = {}
    for pattern in SOURCES:
        for path in sorted(root.glob(pattern)):
            where = path.relative_to(root).as_posix()
            for (text, plural), line in messages_in(path.read_text(encoding="utf-8"), where):
                found.setdefault((text, plural), []).append(f"{where}:{line}")
    return found


def messages_in(source: str, where: str = "<text>") -> list[tuple[tuple[str, str | None], int]]:
    """The messages marked in *source* (a script, a page or a template), each with its line.

    >>> messages_in('say(t("{count} of 3", { count }));\\n<p data-msg>Hello <a href="x">you</a>.</p>')
    [(('{count} of 3', None), 1), (('Hello <a>you</a>.', None), 2)]
    """
    found: list[tuple[int, tuple[str, str | None]]] = []
    for call in CALL.finditer(source):
        line = source.count("\n", 0, call.start()) + 1
        texts, position = [], call.end()
        for _ in range(2 if call.group(1) == "tn" else 1):
            literal = STRING.match(source, position)
            if literal is None:
                raise MarkError(f"{where}:{line}: {call.group(1)}() needs literal text in double quotes")
            texts.append(json.loads(literal.group(1)))
            position = literal.end(1) + 1
        found.append((call.start(), (texts[0], texts[1] if len(texts) > 1 else None)))
    for element in ELEMENT.finditer(source):
        found.append((element.start(), (bare(element.group("content")), None)))
    for start in ATTRIBUTES.finditer(source):
        for name in start.group("names").split():
            value = re.search(rf'\s{re.escape(name)}="([^"]*)"', start.group(0))
            if value is None:
                raise MarkError(f"{where}: data-msg-attributes names {name!r}, which the element lacks")
            found.append((start.start(), (html.unescape(value.group(1)), None)))
    return [(message, source.count("\n", 0, at) + 1) for at, message in sorted(found)]


def bare(content: str) -> str:
    """An element's content as its message: its tags without their attributes.

    >>> bare('See <a id="x" href="y">the map</a>.')
    'See <a>the map</a>.'
    """
    return TAG.sub(r"<\1\2>", content.strip())


Translate = Callable[[str], str]


def translate_html(page: str, text: Translate, language: str) -> str:
    """*page* with its marked text translated by *text* and its ``lang`` set to *language*.

    >>> translate_html('<html lang="en"><p data-msg>See <a href="#/">the map</a>.</p>',
    ...                {"See <a>the map</a>.": "Voir <a>la carte</a>."}.get, "fr")
    '<html lang="fr"><p>Voir <a href="#/">la carte</a>.</p>'
    """

    def element(found: re.Match[str]) -> str:
        content = found.group("content")
        said = _with_tags(text(bare(content)) or bare(content), TAG.findall(content), content)
        return found.group(0).replace(f">{content}</", f">{said}</", 1)

    def attributes(found: re.Match[str]) -> str:
        start = found.group(0)
        for name in found.group("names").split():
            start = re.sub(
                rf'(\s{re.escape(name)}=")([^"]*)(")',
                lambda value: value.group(1) + html.escape(text(html.unescape(value.group(2))) or value.group(2)) + '"',
                start,
                count=1,
            )
        return start

    page = MARKS.sub("", ATTRIBUTES.sub(attributes, ELEMENT.sub(element, page)))
    return re.sub(r'<html lang="[^"]*"', f'<html lang="{language}"', page, count=1)


def _with_tags(translated: str, originals: list[tuple[str, str]], english: str) -> str:
    """*translated* with each bare start tag given back its attributes, in order; the English
    content when its tags do not match the original's."""
    starts = iter(re.findall(r"<[a-z][a-z0-9]*\b[^>]*>", english))
    if TAG.findall(translated) != originals:
        return english
    return TAG.sub(lambda tag: tag.group(0) if tag.group(1) else next(starts), translated)


@dataclass(frozen=True)
class Language:
    """A language of the website: its code, and the catalogues that translate it."""

    code: str
    catalogue: Path
    """The package's and the website's messages (``draughts/locale/<code>.po``)."""
    lessons: Path | None = None
    """The lessons' prose (``notebooks/locale/<code>.po``), when it is translated."""

    @classmethod
    def named(cls, code: str, root: Path = ROOT) -> Language:
        """The language *code* from the project's catalogues."""
        catalogue = root / "draughts" / "locale" / f"{code}.po"
        if not catalogue.is_file():
            raise FileNotFoundError(
                f"no catalogue {catalogue.relative_to(root)}: copy draughts/locale/draughts.pot there and translate it"
            )
        lessons = root / "notebooks" / "locale" / f"{code}.po"
        return cls(code, catalogue, lessons if lessons.is_file() else None)


def plural_rule(header: str) -> str:
    """The plural expression of a catalogue's header, checked to be C's arithmetic in ``n`` only.

    >>> plural_rule("Plural-Forms: nplurals=2; plural=n > 1;\\n")
    'n > 1'
    """
    found = re.search(r"plural=([^;\n]+)", header)
    rule = found.group(1).strip() if found else "n != 1"
    gettext.c2py(rule)  # refuses anything but C's arithmetic, comparisons and n
    return rule


Entry = tuple[str, str | None, tuple[str, ...]]
"""A catalogue's entry as ``draughts.core.messages.read_po`` reads it: message, plural, translations."""


def page_catalogue(entries: Iterable[Entry], code: str, wanted: Places) -> dict[str, Any]:
    """The JSON the page reads (``app/messages.js``): the translations of the *wanted* messages."""
    messages: dict[str, object] = {}
    rule = "n != 1"
    for message, plural, forms in entries:
        if not message:
            rule = plural_rule(forms[0] if forms else "")
        elif (message, plural) in wanted and any(forms):
            key = message if plural is None else f"{message}\0{plural}"
            messages[key] = forms[0] if plural is None else list(forms)
    return {"language": code, "plural": rule, "messages": messages}


def inline(page: str, catalogue: dict[str, Any]) -> str:
    """*page* with *catalogue* put in its head, where ``app/messages.js`` reads it."""
    data = json.dumps(catalogue, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    script = f'<script type="application/json" id="lv-messages">{data}</script>\n'
    return page.replace("</head>", f"{script}</head>", 1)
