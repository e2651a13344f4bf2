"""The course as data: the route and the lesson files parse, load and play, and a mistake in
one is a clear error naming the file, the line or the stage, and the key."""

from __future__ import annotations

import importlib
import shutil
import tomllib
from pathlib import Path

import pytest

from draughts import course
from draughts.core.errors import CourseDataError
from draughts.core.rules import Rules
from draughts.course.data import (
    FAILS,
    QUESTIONS,
    REPLIES,
    SUCCESS,
    RouteEntry,
    Table,
    load_course,
    read_lesson,
    read_route,
)
from draughts.teaching import stages
from draughts.teaching.stages import Stage, Status

FOLDER = Path(course.__file__).parent
LESSON_FILES = sorted((FOLDER / "lessons").glob("*.toml"))
ROUTE = read_route((FOLDER / "route.toml").read_text())


def _read(key: str, text: str) -> None:
    """Read *text* as the lesson file of *key*, the lesson's place in the route."""
    entry = next(entry for entry in ROUTE if entry.key == key)
    read_lesson(text, entry, ROUTE.index(entry), f"lessons/{key}.toml")


def _copy_course(to: Path) -> Path:
    shutil.copy(FOLDER / "route.toml", to / "route.toml")
    shutil.copytree(FOLDER / "lessons", to / "lessons")
    return to


@pytest.mark.parametrize("path", [FOLDER / "route.toml", *LESSON_FILES], ids=lambda path: path.name)
def test_every_data_file_parses(path: Path) -> None:
    assert tomllib.loads(path.read_text())


def test_the_route_names_every_lesson_file_and_only_those() -> None:
    assert [entry.key for entry in ROUTE] == [lesson.key for lesson in course.LESSONS]
    assert {entry.key for entry in ROUTE} == {path.stem for path in LESSON_FILES}


def test_lesson_numbers_and_titles_come_from_the_route() -> None:
    assert [(lesson.number, lesson.title) for lesson in course.LESSONS] == [
        (number, entry.title) for number, entry in enumerate(ROUTE)
    ]
    parts = {entry.part for entry in ROUTE}
    assert parts == {"welcome", "english", "variants", "practice", "explore", "review"}
    assert [lesson.key for lesson in course.english.LESSONS] == [
        entry.key for entry in ROUTE if entry.part == "english"
    ]
    assert [lesson.key for lesson in course.variants.LESSONS] == [
        entry.key for entry in ROUTE if entry.part == "variants"
    ]


def test_ids_are_unique() -> None:
    stages = [stage.id for lesson in course.LESSONS for stage in lesson.stages]
    assert len(stages) == len(set(stages)) > 80
    questions = [table["id"] for path in LESSON_FILES for table in tomllib.loads(path.read_text()).get("question", [])]
    assert len(questions) == len(set(questions)) == sum(len(lesson.questions) for lesson in course.LESSONS)


@pytest.mark.parametrize(
    "stage", [stage for lesson in course.LESSONS for stage in lesson.stages], ids=lambda stage: stage.id
)
def test_every_stages_solution_plays_and_solves(stage: Stage) -> None:
    run = stage.start()
    for move in stage.solution:
        verdict = run.play(move)
    assert verdict.status is Status.SOLVED, verdict.message


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda path: path.name)
def test_every_file_explains_every_kind_it_may_use(path: Path) -> None:
    header = path.read_text().partition("\n[")[0]
    for kind in [*SUCCESS, *FAILS, *REPLIES, *QUESTIONS]:
        assert kind in header, f"{path.name} does not explain the kind {kind!r}"


def test_a_misspelt_key_names_the_file_the_line_the_stage_and_the_key() -> None:
    text = (FOLDER / "lessons" / "capture.toml").read_text()
    misspelt = text.replace('name = "must-capture"\n', 'name = "must-capture"\nhint = ["Capture!"]\n')
    line = misspelt.splitlines().index('name = "must-capture"')  # the [[stage]] line above it, from 1
    with pytest.raises(CourseDataError) as error:
        _read("capture", misspelt)
    assert str(error.value) == (
        f"lessons/capture.toml, line {line}, stage 'must-capture': unknown key 'hint' (did you mean 'hints'?)"
    )
    assert error.value.__suppress_context__ or error.value.__cause__ is None


def test_a_misspelt_required_key_is_named_too() -> None:
    text = (FOLDER / "lessons" / "welcome.toml").read_text().replace("par = 1", "parr = 1", 1)
    with pytest.raises(CourseDataError, match=r"stage 'first-move': 'par' is missing \('parr' is not a key"):
        _read("welcome", text)


@pytest.mark.parametrize(
    ("key", "old", "new", "message"),
    [
        ("welcome", 'goal = "', 'goal = "\n', r"lessons/welcome.toml: .*\(at line \d+, column \d+\)"),
        ("moving", '"reach"', '"arrive"', r"stage 'two-steps', success: no kind 'arrive': choose one of capture-all"),
        ("moving", "limit = 4,", "limit = 'four',", r"stage 'two-steps', fails: 'limit' must be a whole number"),
        ("moving", '"22-18", "18-15"', '"22-18", "18-22"', r"stage 'two-steps': stage moving/two-steps: the soluti"),
        ("russian", 'square = "d4"', "square = 18", r"stage 'white-starts', success: 'square' must be written as"),
        ("russian", '["e5:c3"]', '["15x22"]', r"stage 'back-capture': 'solution': '15x22' is not written as"),
        ("setup", 'id = "setup-2"', 'id = "setup-4"', r"line \d+, question setup-2: the id must be 'setup-2'"),
        ("setup", "answer = 29", 'answer = "29"', r"question setup-2: 'answer' must be a whole number"),
        ("review", 'answer = "23-19"', 'answer = "23-20"', r"question review-2: 23 and 20 are not on one diagonal"),
        ("endings", "quiet_move_limit = 1", "quiet_limit = 1", r"stage 'at-the-limit': rules: no switch called"),
        (
            "welcome",
            'name = "first-capture"',
            'name = "first-move"',
            r"welcome.toml: two stages are called welcome/first",
        ),
    ],
)
def test_a_malformed_file_is_a_clear_error(key: str, old: str, new: str, message: str) -> None:
    text = (FOLDER / "lessons" / f"{key}.toml").read_text()
    assert old in text
    with pytest.raises(CourseDataError, match=message) as error:
        _read(key, text.replace(old, new, 1))
    assert error.value.__suppress_context__ or error.value.__cause__ is None


def test_a_route_error_names_the_lesson() -> None:
    with pytest.raises(CourseDataError, match=r"route.toml, line 5: the lesson 'setup' is listed twice"):
        read_route('[[lesson]]\nkey = "setup"\ntitle = "One"\n\n[[lesson]]\nkey = "setup"\ntitle = "Two"\n')
    with pytest.raises(CourseDataError, match=r"line 1: unknown key 'tilte' \(did you mean 'title'\?\)"):
        read_route('[[lesson]]\nkey = "setup"\ntitle = "One"\ntilte = "One"\n')


def test_another_route_orders_the_same_lessons_another_way(tmp_path: Path) -> None:
    folder = _copy_course(tmp_path)
    (folder / "short.toml").write_text(
        '[[lesson]]\nkey = "russian"\ntitle = "Russian first"\n\n[[lesson]]\nkey = "welcome"\ntitle = "Welcome"\n'
    )
    lessons = load_course(folder, "short.toml")
    assert [(lesson.number, lesson.key, lesson.title) for lesson in lessons] == [
        (0, "russian", "Russian first"),
        (1, "welcome", "Welcome"),
    ]
    assert lessons[0].stages.stages == course.lesson("russian").stages.stages


def test_a_route_to_a_missing_lesson_file_says_so(tmp_path: Path) -> None:
    (tmp_path / "route.toml").write_text('[[lesson]]\nkey = "openings"\ntitle = "Openings"\n')
    with pytest.raises(CourseDataError, match=r"'openings' of the route has no file lessons/openings.toml"):
        load_course(tmp_path)


def test_adding_a_stage_touches_only_its_lessons_file(tmp_path: Path) -> None:
    folder = _copy_course(tmp_path)
    path = folder / "lessons" / "capture.toml"
    path.write_text(
        path.read_text().replace(
            "\n[[question]]",
            '\n[[stage]]\nname = "one-more"\nposition = "W:W26:B22"\ngoal = "Capture the black man"\n'
            'success = { kind = "capture-all" }\npar = 1\nsolution = ["26x17"]\n\n[[question]]',
            1,
        )
    )
    capture = next(lesson for lesson in load_course(folder) if lesson.key == "capture")
    assert (
        capture.stages[-1].id == "capture/one-more" and len(capture.stages) == len(course.english.capture().stages) + 1
    )


def test_squares_are_written_as_the_rule_sets_players_write_them() -> None:
    text = """
rules = "russian"

[[stage]]
name = "step"
position = "W:W22:B4"
goal = "Step"
success = { kind = "capture-all" }
par = 1
solution = ["c3-d4"]
"""
    with pytest.raises(CourseDataError, match=r"'position': '.*' is not written as russian players write squares"):
        read_lesson(text, RouteEntry("demo", "Demo"), 0, "demo.toml")


def test_every_condition_and_reply_class_has_a_kind() -> None:
    lesson_module = importlib.import_module("draughts.course.lesson")  # draughts.course.lesson is also a function
    sample = {"pieces": 1, "square": 14, "moves": ["11-15"], "limit": 1, "message": "A sentence.", "depth": 2}
    rules = Rules.preset("english")
    made = {
        type(make(Table(sample, "sample"), rules)) for make in [*SUCCESS.values(), *FAILS.values(), *REPLIES.values()]
    }
    classes = {
        value
        for module in (stages, lesson_module)
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, (stages.SuccessCondition, stages.FailCondition, stages.Replies))
        and value not in (stages.SuccessCondition, stages.FailCondition, stages.Replies)
    }
    assert made == classes


def test_a_whole_game_names_presets_only() -> None:
    text = (FOLDER / "lessons" / "most.toml").read_text()
    with pytest.raises(CourseDataError, match=r"most\.toml: game: no rule set 'chess': choose among english, "):
        _read("most", text.replace('game = ["international", "brazilian"]', 'game = ["international", "chess"]'))


def test_a_stage_that_moved_names_its_earlier_id_as_a_stage_id() -> None:
    text = (FOLDER / "lessons" / "russian-captures.toml").read_text()
    with pytest.raises(CourseDataError, match=r"stage 'must-go-on': 'russian must-go-on' is not a stage id"):
        _read("russian-captures", text.replace('["russian/must-go-on"]', '["russian must-go-on"]'))
