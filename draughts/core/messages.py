"""Every sentence a learner or teacher reads, through one message catalogue per language.

The English text is the message id: code writes ``_("a capture is compulsory: {moves}",
moves=listing)``, and the sentence comes from the catalogue of the language in use, with
its named placeholders filled in. A count takes the plural form the language needs.

>>> _("a capture is compulsory: {moves}", moves="14x23")
'a capture is compulsory: 14x23'
>>> n_("{count} piece", "{count} pieces", 2)
'2 pieces'

A counted message written in a table is marked with :func:`Nn_`. A short word that
means two things gets a context, so that a translator can tell them apart (gettext's
``msgctxt``): :func:`p_` translates it, and :func:`Np_` marks it.

>>> p_("rule set", "giveaway"), p_("goal", "giveaway")
('giveaway', 'giveaway')

A language is a gettext catalogue (a ``.po`` file, read by the small reader below, so the
package needs nothing outside the standard library, in the browser too) in
``draughts/locale``; :func:`set_language` chooses it for the whole process. A message the
catalogue lacks stays in English. :func:`N_` marks text for the catalogue where it is
written, to be translated later, where it is used (a table of names, an enum's words).

>>> set_language("xx")
Traceback (most recent call last):
...
draughts.core.errors.InvalidOptionError: no language 'xx': the languages are en
"""

from __future__ import annotations

import ast
import gettext
import io
import re
import struct
from collections.abc import Iterable
from importlib.resources import files
from pathlib import Path

from draughts.core.errors import InvalidOptionError

__all__ = [
    "N_",
    "Catalogue",
    "Nn_",
    "Np_",
    "_",
    "language",
    "languages",
    "n_",
    "opening",
    "p_",
    "placeholders",
    "read_po",
    "set_language",
    "within",
]

SOURCE = "en"
"""The language the messages are written in: their ids."""

CONTEXT = "\x04"
"""What joins a message's context to its text in a catalogue's key, as gettext writes it."""

_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}")


def placeholders(text: str) -> frozenset[str]:
    """The names of the placeholders in a message.

    >>> sorted(placeholders("after {victim} the king must stop on {square}; {{braces}} stay"))
    ['square', 'victim']
    """
    return frozenset(_PLACEHOLDER.findall(text))


class Catalogue:
    """The messages of one language, read from a gettext ``.po`` file."""

    def __init__(self, code: str, entries: Iterable[PoEntry] = ()) -> None:
        self.code = code
        entries = list(entries)
        self._translations = gettext.GNUTranslations(io.BytesIO(_machine_object(entries)))
        self._written = frozenset(form for message, _plural, forms in entries if message for form in forms if form)

    def text(self, message: str) -> str:
        """The translation of *message*, or *message* itself when the catalogue lacks it."""
        return self._translations.gettext(message)

    def translates_to(self, text: str) -> bool:
        """Whether *text* is one of the catalogue's translations (rather than English text)."""
        return text in self._written

    def text_in(self, context: str, message: str) -> str:
        """The translation of *message* said in *context*, or *message* itself when the catalogue lacks it."""
        return self._translations.pgettext(context, message)

    def plural(self, singular: str, plural: str, count: int) -> str:
        """The form of a counted message that the language uses for *count*."""
        return self._translations.ngettext(singular, plural, count)


PoEntry = tuple[str, str | None, tuple[str, ...]]
"""A catalogue entry: the message id, its plural id (or ``None``) and its translations.
A message with a context has its id written ``context + CONTEXT + text``, as gettext keys it."""


def read_po(text: str) -> list[PoEntry]:
    """The entries of a ``.po`` file, the header (the empty id) included; fuzzy ones left out.

    >>> read_po('msgid ""\\nmsgstr "Plural-Forms: nplurals=2; plural=n != 1;\\\\n"\\n\\n'
    ...         '#: draughts/core/explain.py\\nmsgid "a man"\\nmsgstr "un pion"\\n')[1]
    ('a man', None, ('un pion',))
    >>> read_po('msgctxt "piece"\\nmsgid "king"\\nmsgstr "dame"\\n')
    [('piece\\x04king', None, ('dame',))]
    """
    entries: list[PoEntry] = []
    fields: dict[str, str] = {}
    fuzzy = False
    key = ""

    def finish() -> None:
        nonlocal fields, fuzzy
        if "msgid" in fields and not fuzzy:
            forms = [fields[name] for name in sorted(fields, key=_form_order) if name.startswith("msgstr")]
            message = fields["msgid"] if "msgctxt" not in fields else fields["msgctxt"] + CONTEXT + fields["msgid"]
            entries.append((message, fields.get("msgid_plural"), tuple(forms)))
        fields, fuzzy = {}, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            finish()
        elif line.startswith("#"):
            if "msgid" in fields and any(name.startswith("msgstr") for name in fields):
                finish()
            fuzzy = fuzzy or (line.startswith("#,") and "fuzzy" in line)
        elif line.startswith('"'):
            if not key:
                raise InvalidOptionError(f"line {number} of the catalogue continues no message")
            fields[key] += _string(line, number)
        else:
            key, _space, rest = line.partition(" ")
            if key in {"msgctxt", "msgid"} and any(name.startswith("msgstr") for name in fields):
                finish()
            if not re.fullmatch(r"msgctxt|msgid|msgid_plural|msgstr(\[\d+\])?", key):
                raise InvalidOptionError(f"line {number} of the catalogue is not a catalogue line: {raw[:60]!r}")
            fields[key] = _string(rest.strip(), number)
    finish()
    return entries


def _form_order(name: str) -> int:
    return int(name[7:-1]) if name.startswith("msgstr[") else 0


def _string(token: str, number: int) -> str:
    try:
        value = ast.literal_eval(token)
    except (SyntaxError, ValueError):
        value = None
    if not (token.startswith('"') and isinstance(value, str)):
        raise InvalidOptionError(f"line {number} of the catalogue has no quoted text where one is due")
    return value


def _machine_object(entries: list[PoEntry]) -> bytes:
    """The entries in gettext's binary form, for the standard library's reader."""
    pairs = {}
    for message, plural, forms in entries:
        if not any(forms):
            continue  # not translated yet: the English text stands
        original = message if plural is None else f"{message}\0{plural}"
        pairs[original.encode()] = "\0".join(forms).encode()
    if b"" not in pairs:
        pairs[b""] = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=n != 1;\n"
    keys = sorted(pairs)
    start = 7 * 4 + 16 * len(keys)
    ids, strs, id_table, str_table = b"", b"", [], []
    for key in keys:
        id_table += [len(key), start + len(ids)]
        ids += key + b"\0"
    for key in keys:
        str_table += [len(pairs[key]), start + len(ids) + len(strs)]
        strs += pairs[key] + b"\0"
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return (
        header
        + struct.pack(f"{len(id_table)}i", *id_table)
        + struct.pack(f"{len(str_table)}i", *str_table)
        + ids
        + strs
    )


_LOCALE = files("draughts").joinpath("locale")


def languages() -> list[str]:
    """The languages the package speaks: English, and every catalogue it ships.

    >>> languages()[0]
    'en'
    """
    shipped = sorted(path.name.removesuffix(".po") for path in _LOCALE.iterdir() if path.name.endswith(".po"))
    return [SOURCE, *shipped]


_current = Catalogue(SOURCE)


def set_language(language: str | Path = SOURCE) -> None:
    """Speak *language* from now on: a code of :func:`languages`, or the path of a ``.po`` file.

    >>> set_language("en"); language()
    'en'
    """
    global _current
    if isinstance(language, Path):
        _current = Catalogue(language.stem, read_po(language.read_text(encoding="utf-8")))
    elif language == SOURCE:
        _current = Catalogue(SOURCE)
    elif language in languages():
        text = _LOCALE.joinpath(f"{language}.po").read_text(encoding="utf-8")
        _current = Catalogue(language, read_po(text))
    else:
        raise InvalidOptionError(f"no language {language!r}: the languages are {', '.join(languages())}")


def language() -> str:
    """The code of the language in use."""
    return _current.code


def _(message: str, /, **values: object) -> str:
    """*message* in the language in use, with its placeholders filled from *values*."""
    return _fill(_current.text(message), message, values)


def n_(singular: str, plural: str, count: int, /, **values: object) -> str:
    """The form of a counted message for *count*; ``{count}`` in it is the count.

    >>> n_("{count} quiet ply", "{count} quiet plies", 1)
    '1 quiet ply'
    """
    values = {"count": count, **values}
    return _fill(_current.plural(singular, plural, count), singular if count == 1 else plural, values)


def p_(context: str, message: str, /, **values: object) -> str:
    """*message*, said in *context*, in the language in use, with its placeholders filled from *values*.

    The context tells a translator which sense of a short word is meant: a button's label or
    a status, a rule set's name or a common word; English shows *message* alone.
    """
    return _fill(_current.text_in(context, message), message, values)


def Np_(context: str, message: str, /) -> str:
    """*message* unchanged, marked for the catalogue in *context*: translate it with :func:`p_` where it is shown."""
    return message


def within(sentence: str) -> str:
    """*sentence*, said on its own elsewhere, as it reads inside another message's placeholder.

    English text lower-cases its first letter; a translation is left as its translator wrote
    it (a language may capitalise nouns, or have no letter case at all).

    >>> within("Capture the man on 18")
    'capture the man on 18'
    """
    return sentence if _current.translates_to(sentence) else sentence[:1].lower() + sentence[1:]


def opening(text: str) -> str:
    """*text*, said inside sentences elsewhere, as it reads at the start of one.

    English text upper-cases its first letter; a translation is left as its translator wrote it.

    >>> opening("pieces captured")
    'Pieces captured'
    """
    return text if _current.translates_to(text) else text[:1].upper() + text[1:]


def N_(message: str, /) -> str:
    """*message* unchanged, marked for the catalogue: translate it with :func:`_` where it is shown."""
    return message


def Nn_(singular: str, plural: str, /) -> tuple[str, str]:
    """A counted message's two English forms, marked for the catalogue: say it with ``n_(*forms, count)``.

    >>> forms = Nn_("{count} pupil", "{count} pupils")
    >>> n_(*forms, 3)
    '3 pupils'
    """
    return singular, plural


def _fill(text: str, english: str, values: dict[str, object]) -> str:
    """*text* with its placeholders filled; the English text if a translation's placeholders are wrong."""
    try:
        return text.format_map(values)
    except (KeyError, IndexError, ValueError):
        if text == english:
            raise
        return english.format_map(values)
