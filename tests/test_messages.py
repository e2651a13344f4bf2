"""The message catalogues: reading them, plural forms, the template kept current, and the pseudo-language.

The pseudo-language (every letter of every message replaced by a look-alike, in brackets)
is made by ``scripts/messages.py`` for these tests only. With it in use, a sentence with a
plain English word in it is a sentence that does not go through the catalogue.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from draughts import PRESETS, Board
from draughts.core.errors import InvalidOptionError
from draughts.core.messages import _, language, n_, read_po, set_language
from draughts.widgets.status import status_parts
from tests.conftest import script, untranslated

ROOT = Path(__file__).resolve().parents[1]


messages = script("messages")

RUSSIAN_LIKE = r"""
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

#: draughts/core/explain.py:1
msgid "{count} more"
msgid_plural "{count} more"
msgstr[0] "ещё {count} ход"
msgstr[1] "ещё {count} хода"
msgstr[2] "ещё {count} ходов"

# a message split over lines, with an escaped quote
msgid ""
"a capture is compulsory: "
"{moves}"
msgstr "взятие \"обязательно\": {moves}"

#, fuzzy
msgid "a man moves only forward"
msgstr "a guess not yet checked"

msgid "{square} is occupied"
msgstr "{place} занято"
"""


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture
def russian_like(tmp_path: Path) -> Path:
    path = tmp_path / "ru.po"
    path.write_text(RUSSIAN_LIKE, encoding="utf-8")
    return path


def test_a_catalogue_translates_with_the_plural_forms_of_its_language(russian_like: Path) -> None:
    set_language(russian_like)
    assert language() == "ru"
    assert [n_("{count} more", "{count} more", n) for n in (1, 3, 5, 11, 21)] == [
        "ещё 1 ход",
        "ещё 3 хода",
        "ещё 5 ходов",
        "ещё 11 ходов",
        "ещё 21 ход",
    ]
    assert _("a capture is compulsory: {moves}", moves="14x23") == 'взятие "обязательно": 14x23'


def test_what_a_catalogue_lacks_or_gets_wrong_stays_english(russian_like: Path) -> None:
    set_language(russian_like)
    assert _("a man moves only forward") == "a man moves only forward"  # fuzzy: not used
    assert _("there is no piece on {square}", square="22") == "there is no piece on 22"  # absent
    assert _("{square} is occupied", square="22") == "22 is occupied"  # a placeholder it does not know


def test_explanations_speak_the_language_in_use(russian_like: Path) -> None:
    board = Board.from_fen("W:W22,K30:B18,17,9")
    set_language(russian_like)
    assert str(board.explain("30-26")).startswith('взятие "обязательно": ')


def test_a_broken_catalogue_says_where(tmp_path: Path) -> None:
    with pytest.raises(InvalidOptionError, match="line 2 of the catalogue"):
        read_po('msgid "a"\nmsgstr a translation without quotes\n')
    with pytest.raises(InvalidOptionError, match="line 1 of the catalogue is not"):
        read_po("msgfoo 'x'\n")
    with pytest.raises(InvalidOptionError, match="no language 'tlh'"):
        set_language("tlh")


def test_the_template_holds_every_message_of_the_code() -> None:
    template = (ROOT / "draughts" / "locale" / "draughts.pot").read_text(encoding="utf-8")
    assert template == messages.template(messages.every_message()), "run: python scripts/messages.py extract"


def test_extraction_refuses_text_that_cannot_be_translated(tmp_path: Path) -> None:
    package = tmp_path / "draughts"
    package.mkdir()
    (package / "ok.py").write_text('_(sentence)\n_("a {thing}", thing=x)\nn_("{count} man", "{count} men", 2)\n')
    found = messages.extract(package)
    assert [message.text for message in found.values()] == ["a {thing}", "{count} man"]
    (package / "bad.py").write_text('_(f"the piece on {square}")\n')
    with pytest.raises(messages.ExtractionError, match=r"bad\.py:1: _"):
        messages.extract(package)


def test_placeholders_that_disagree_are_found() -> None:
    problems = messages.disagreements(RUSSIAN_LIKE)
    assert len(problems) == 1 and "'{square} is occupied'" in problems[0] and "place" in problems[0]


# -- the pseudo-language ------------------------------------------------------------------


def sentences(board: Board, rng: random.Random) -> Iterator[str]:
    """What the board says of legal moves, of moves it refuses, of the game's state and its end."""
    for move in board.legal_moves:
        yield str(board.explain(move))
    squares = list(range(1, board.geometry.squares + 1))
    for _attempt in range(12):
        path = rng.sample(squares, rng.choice((2, 2, 3)))
        yield str(board.explain("x".join(map(str, path)) if len(path) > 2 else f"{path[0]}-{path[1]}"))
    if board.outcome() is not None:
        yield str(board.outcome())
    capturing = board.capturing_squares()
    for show_capturers in (True, False):
        parts = status_parts(board, capturing=capturing, show_capturers=show_capturers, computer=board.turn)
        yield from (part.text for part in parts)
    yield from (part.text for part in status_parts(board, capturing=capturing))


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_with_the_pseudo_language_no_explanation_status_or_ending_is_left_in_english(preset: str, pseudo: Path) -> None:
    rng = random.Random(preset)
    said: set[str] = set()
    for _game in range(4):
        board = Board(preset)
        while True:
            said.update(sentences(board, rng))
            moves = list(board.legal_moves)
            if not moves or len(board.move_stack) > 120:
                break
            board.push(rng.choice(moves))
    english = sorted(sentence for sentence in said if untranslated(sentence))
    assert len(said) > 100
    assert english == []


def test_with_the_pseudo_language_the_course_speaks_it(pseudo: Path) -> None:
    from draughts.course import lessons

    said: list[str] = []
    for lesson in lessons():
        said.append(lesson.title)
        for stage in lesson.stages:
            said += [stage.goal, *stage.hints, *(fail.message for fail in stage.fails)]
            said += [stage.note] if stage.note else []
        for question in lesson.questions:
            said += [question.question, *question.hints]
            said += [*getattr(question, "messages", {}), *getattr(question, "messages", {}).values()]
            said += [getattr(question, name, "") for name in ("too_few", "too_many", "explanation")]
            said += list(getattr(question, "wrong", {}).values())
    said = [sentence for sentence in said if sentence]
    assert len(said) > 400
    assert [sentence for sentence in said if untranslated(sentence)] == []
