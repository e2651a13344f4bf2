"""The website's words (scripts/site_messages.py): marked in its pages and scripts, extracted into the
catalogue, and built into the learner's view in a language; the pseudo-language proves every word goes through it."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

from draughts.core.messages import read_po
from tests.conftest import SQUARES_AND_MOVES, pseudo_language, script

ROOT = Path(__file__).resolve().parents[1]
site_messages = script("site_messages")
learners_view = script("learners_view")
messages = script("messages")

SHOWN_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt", "value")
"""The attributes a learner reads or hears."""


class _Visible(HTMLParser):
    """The text of a page a learner reads or hears: text, titles and labels; not scripts, styles or code."""

    HIDDEN = frozenset({"script", "style", "code", "svg"})

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.HIDDEN:
            self.hidden += 1
        self.texts += [value for name, value in attrs if name in SHOWN_ATTRIBUTES and value]

    def handle_endtag(self, tag: str) -> None:
        if tag in self.HIDDEN:
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self.hidden and data.strip():
            self.texts.append(data.strip())


def visible(page: str) -> list[str]:
    parser = _Visible()
    parser.feed(page)
    return parser.texts


def english_left(texts: list[str]) -> list[str]:
    """The texts with a plain letter outside square names, moves and quoted text: words not translated."""
    return [text for text in texts if re.search(r"[A-Za-z]", SQUARES_AND_MOVES.sub("", text))]


def fake_site(folder: Path) -> tuple[Path, list[Path]]:
    """A site folder as JupyterLite leaves it, and empty wheels of the learner's packages."""
    wheels = []
    for name in learners_view.LEARNER_PACKAGES:
        path = folder / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
        zipfile.ZipFile(path, "w").close()
        wheels.append(path)
    site = folder / "site"
    site.mkdir()
    config = '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{}</script>'
    (site / "index.html").write_text(f"<html><head>{config}</head></html>")
    return site, wheels


def test_messages_are_found_in_scripts_pages_and_templates() -> None:
    source = "\n".join(
        [
            'status(t("Getting the lessons ready ({done} of {total})", { done, total }));',
            'say(tn("{count} star", "{count} stars", count));',
            '<nav aria-label="lessons" data-msg-attributes="aria-label">',
            '<a href="#/" data-msg>All <b>lessons</b></a></nav>',
            '{{ t("Getting the board ready…") }} ready.t(x) export function t(message) {}',
        ]
    )
    assert [found for found, _line in site_messages.messages_in(source)] == [
        ("Getting the lessons ready ({done} of {total})", None),
        ("{count} star", "{count} stars"),
        ("lessons", None),
        ("All <b>lessons</b>", None),
        ("Getting the board ready…", None),
    ]


@pytest.mark.parametrize("source", ["t(`Lesson ${number}`)", "t(name)", 't("a" + b)', 'tn("one star", plural, n)'])
def test_a_message_made_on_the_spot_is_refused_with_its_place(source: str) -> None:
    with pytest.raises(site_messages.MarkError, match=r"main\.js:1: tn?\(\) needs literal text"):
        site_messages.messages_in(source, "app/main.js")


def test_the_template_holds_the_websites_messages() -> None:
    template = (ROOT / "draughts" / "locale" / "draughts.pot").read_text(encoding="utf-8")
    for (text, _plural), places in site_messages.extract().items():
        assert f"msgid {messages._quoted(text)}" in template, places


def test_a_translation_keeps_the_links_of_the_english_text() -> None:
    page = '<html lang="en"><p data-msg>Curious? <a id="lab" href="../lab/">Open the lab</a>.</p>'
    said = {"Curious? <a>Open the lab</a>.": "Ĉüŕïøüš? <a>Øþëñ ŧħë łåƀ</a>."}
    assert site_messages.translate_html(page, said.get, "xx") == (
        '<html lang="xx"><p>Ĉüŕïøüš? <a id="lab" href="../lab/">Øþëñ ŧħë łåƀ</a>.</p>'
    )
    wrong = {"Curious? <a>Open the lab</a>.": "Ĉüŕïøüš? Øþëñ ŧħë łåƀ."}
    assert "Open the lab" in site_messages.translate_html(page, wrong.get, "xx"), "a lost link keeps the English"


def test_in_english_the_pages_are_as_written_less_their_marks(tmp_path: Path) -> None:
    site, wheels = fake_site(tmp_path)
    assert learners_view.build(site, wheels)["language"] == "en"
    page = (site / "learn" / "index.html").read_text(encoding="utf-8")
    written = (ROOT / "app" / "index.html").read_text(encoding="utf-8")
    assert page == site_messages.MARKS.sub("", written) and page != written
    assert "data-msg" not in page and "lv-messages" not in page and '<html lang="en"' in page
    teacher = (site / "learn" / "teacher.html").read_text(encoding="utf-8")
    assert teacher == site_messages.MARKS.sub("", (ROOT / "app" / "teacher.html").read_text(encoding="utf-8"))
    assert "data-msg" not in teacher and "lv-messages" not in teacher and "<title>Class board –" in teacher
    assert not (site / "learn" / "locale").exists()
    assert "catalogue" not in json.loads((site / "learn" / "python.json").read_text(encoding="utf-8"))
    root = (site / "index.html").read_text(encoding="utf-8")
    assert "data-msg" not in root and "<title>Draughts lessons</title>" in root


def test_a_language_without_a_catalogue_is_refused() -> None:
    with pytest.raises(FileNotFoundError, match=r"draughts/locale/qq\.po"):
        site_messages.Language.named("qq")


def test_the_plural_rule_of_a_catalogue_is_checked() -> None:
    rule = site_messages.plural_rule("Plural-Forms: nplurals=3; plural=(n%10==1 ? 0 : n<5 ? 1 : 2);\n")
    assert rule == "(n%10==1 ? 0 : n<5 ? 1 : 2)"
    with pytest.raises(ValueError):
        site_messages.plural_rule("Plural-Forms: nplurals=2; plural=alert(n);\n")


@pytest.fixture(scope="module")
def pseudo_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The learner's view built in the pseudo-language."""
    folder = tmp_path_factory.mktemp("pseudo")
    site, wheels = fake_site(folder)
    learners_view.build(site, wheels, language=pseudo_language(folder))
    return site


def test_in_the_pseudo_language_every_word_of_the_pages_is_translated(pseudo_site: Path) -> None:
    page = (pseudo_site / "learn" / "index.html").read_text(encoding="utf-8")
    root = (pseudo_site / "index.html").read_text(encoding="utf-8")
    assert '<html lang="xx"' in page and '<html lang="xx"' in root
    shown = visible(page) + visible(root)
    assert len(shown) >= 8 and english_left(shown) == []


def test_in_the_pseudo_language_every_word_of_the_teachers_page_is_translated(pseudo_site: Path) -> None:
    page = (pseudo_site / "learn" / "teacher.html").read_text(encoding="utf-8")
    assert '<html lang="xx"' in page and "data-msg" not in page
    shown = visible(page)
    assert len(shown) >= 4 and english_left(shown) == []
    assert "<title>⟦Ċłåšš ƀøåŕđ – Đŕåüğħŧš łëššøñš⟧</title>" in page
    found = re.search(r'<script type="application/json" id="lv-messages">(.*?)</script>', page)
    assert found is not None
    said = json.loads(found.group(1))["messages"]
    assert said["Lesson {number} is on the class board."] == "⟦Łëššøñ {number} ïš øñ ŧħë ċłåšš ƀøåŕđ.⟧"


def test_in_the_pseudo_language_the_map_and_the_lessons_prose_are_translated(pseudo_site: Path) -> None:
    lessons = json.loads((pseudo_site / "learn" / "course.json").read_text(encoding="utf-8"))
    said = [lesson["title"] for lesson in lessons] + [stage["goal"] for lesson in lessons for stage in lesson["stages"]]
    assert len(said) > 40 and english_left(said) == []
    for path in sorted((pseudo_site / "learn" / "lessons").glob("*.json")):
        lesson = json.loads(path.read_text(encoding="utf-8"))
        prose = [text for cell in lesson["cells"] if "html" in cell for text in visible(cell["html"])]
        assert prose and english_left(prose) == [], path.name
        code = [cell for cell in lesson["cells"] if "code" in cell]
        assert all(cell["stored"] == [] for cell in code), "pictures stored in English wait for Python instead"


def test_in_the_pseudo_language_the_page_has_every_message_of_its_scripts(pseudo_site: Path) -> None:
    page = (pseudo_site / "learn" / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<script type="application/json" id="lv-messages">(.*?)</script>', page)
    assert found is not None
    catalogue = json.loads(found.group(1))
    assert catalogue["language"] == "xx" and catalogue["plural"] == "n != 1"
    wanted = site_messages.extract()
    keys = {text if plural is None else f"{text}\0{plural}" for text, plural in wanted}
    assert set(catalogue["messages"]) == keys
    assert catalogue["messages"]["Lesson {number}"] == "⟦Łëššøñ {number}⟧"
    counted = catalogue["messages"]["{earned} of {count} star\0{earned} of {count} stars"]
    assert counted == ["⟦{earned} øƒ {count} šŧåŕ⟧", "⟦{earned} øƒ {count} šŧåŕš⟧"]
    python = json.loads((pseudo_site / "learn" / "python.json").read_text(encoding="utf-8"))
    assert (pseudo_site / "learn" / python["catalogue"]).read_text(encoding="utf-8").count("msgid") > 1000


VOILA_STUBS = {
    "base.j2": "{% block notebook_css %}{% endblock %}{% block body_header %}{% endblock %}"
    "{% block body_footer %}{% endblock %}",
    "lab/index.html.j2": "{% extends 'base.j2' %}{% block notebook_css %}{% endblock %}",
    "voila_setup.macro.html.j2": "{% macro voila_setup_helper_functions() %}{% endmacro %}"
    "{% macro voila_setup_labextensions(url, extensions) %}{% endmacro %}",
}
"""Voila's own templates, as little of them as the learners' template needs to render."""


def voila_page(metadata: dict[str, object]) -> str:
    """The learners' Voila page of a one-cell lesson with *metadata*, rendered by Jinja alone."""
    import jinja2
    import nbformat

    folder = ROOT / "share" / "jupyter" / "voila" / "templates" / "draughts"
    loader = jinja2.ChoiceLoader([jinja2.DictLoader(VOILA_STUBS), jinja2.FileSystemLoader(folder)])
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Ŧïŧłë")], metadata=metadata)
    resources = {"base_url": "/", "labextensions": [], "include_js": lambda path: "", "metadata": {"name": "x"}}
    return (
        jinja2.Environment(loader=loader)
        .get_template("index.html.j2")
        .render(nb=notebook, resources=resources, frontend="voila")
    )


def test_the_voila_page_speaks_the_language_of_its_lesson(tmp_path: Path) -> None:
    english = voila_page({})
    assert "<p>Draughts lessons</p>" in english and "draughtsMessages" not in english
    assert 'aria-label="getting the board ready"' in english
    language = pseudo_language(tmp_path)
    page = site_messages.page_catalogue(
        read_po(language.catalogue.read_text(encoding="utf-8")), "xx", site_messages.extract()
    )
    translated = voila_page({"language": "xx", "messages": page})
    assert 'document.documentElement.lang = "xx"' in translated
    assert "globalThis.draughtsMessages" in translated
    shown = visible(translated)
    assert "⟦Đŕåüğħŧš łëššøñš⟧" in shown and english_left(shown) == []


PAGE_SCRIPT = """
const catalogue = JSON.parse(process.argv[1]);
const given = { textContent: JSON.stringify(catalogue) };
globalThis.document = { getElementById: (id) => (id === "lv-messages" ? given : null) };
const { t, tn } = await import(process.argv[2]);
console.log(JSON.stringify([
  t("Lesson {number}", { number: 4 }),
  t("Not in the catalogue, {who}; {{braces}} stay", { who: "Ada" }),
  [1, 2, 5, 11, 21].map((count) => tn("{count} star", "{count} stars", count)),
  globalThis.draughtsMessages.t("stages"),
]));
"""


def test_the_pages_script_translates_fills_and_counts_as_python_does() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    catalogue = {
        "language": "ru",
        "plural": site_messages.plural_rule(
            "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
            "(n%100<10 || n%100>=20) ? 1 : 2);"
        ),
        "messages": {
            "Lesson {number}": "Урок {number}",
            "{count} star\0{count} stars": ["{count} звезда", "{count} звезды", "{count} звёзд"],
            "stages": "этапы",
        },
    }
    result = subprocess.run(
        [
            node,
            "--input-type=module",
            "-e",
            PAGE_SCRIPT,
            json.dumps(catalogue),
            (ROOT / "app" / "messages.js").as_uri(),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(result.stdout) == [
        "Урок 4",
        "Not in the catalogue, Ada; {braces} stay",
        ["1 звезда", "2 звезды", "5 звёзд", "11 звёзд", "21 звезда"],
        "этапы",
    ]
