"""Messages with a context: one short word said two ways, read from a catalogue and written into the template."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from draughts import Rules
from draughts.core.messages import _, p_, read_po, set_language
from tests.conftest import script

messages = script("messages")

TWO_SENSES = """
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgctxt "rule set"
msgid "giveaway"
msgstr "qui perd gagne"
msgctxt "rules table"
msgid "giveaway"
msgstr "perdre ses pièces"

msgid "giveaway"
msgstr "cadeau"
"""


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    set_language("en")


def test_the_reader_keys_a_message_by_its_context_and_text() -> None:
    entries = [entry for entry in read_po(TWO_SENSES) if entry[0]]
    assert entries == [
        ("rule set\x04giveaway", None, ("qui perd gagne",)),
        ("rules table\x04giveaway", None, ("perdre ses pièces",)),
        ("giveaway", None, ("cadeau",)),
    ]


def test_each_context_has_its_own_translation(tmp_path: Path) -> None:
    path = tmp_path / "fr.po"
    path.write_text(TWO_SENSES, encoding="utf-8")
    set_language(path)
    assert (p_("rule set", "giveaway"), p_("rules table", "giveaway"), _("giveaway")) == (
        "qui perd gagne",
        "perdre ses pièces",
        "cadeau",
    )
    assert p_("button", "giveaway") == "giveaway"  # a context the catalogue lacks stays English
    assert Rules.preset("giveaway").label == "qui perd gagne"


def test_extraction_keeps_contexts_apart_and_writes_them(tmp_path: Path) -> None:
    package = tmp_path / "draughts"
    package.mkdir()
    (package / "words.py").write_text(
        'p_("rule set", "giveaway")\nNp_("rules table", "giveaway")\n_("giveaway")\np_("rule set", name)\n'
    )
    found = messages.extract(package)
    assert [(message.context, message.text) for message in found.values()] == [
        ("rule set", "giveaway"),
        ("rules table", "giveaway"),
        (None, "giveaway"),
    ]
    written = messages.template(found)
    assert 'msgctxt "rule set"\nmsgid "giveaway"\nmsgstr ""' in written
    keys = [entry[0] for entry in read_po(written)][1:]
    assert keys == ["rule set\x04giveaway", "rules table\x04giveaway", "giveaway"]
    (package / "bad.py").write_text('p_(kind, "giveaway")\n')
    with pytest.raises(messages.ExtractionError, match=r"bad\.py:1: p_"):
        messages.extract(package)


def test_the_pseudo_language_translates_each_context(tmp_path: Path) -> None:
    path = tmp_path / "pseudo.po"
    path.write_text(messages.pseudo_catalogue(messages.every_message()), encoding="utf-8")
    set_language(path)
    assert Rules.preset("giveaway").label == "⟦ğïʋëåŵåÿ⟧"
    assert p_("rules table", "none") == "⟦ñøñë⟧"
