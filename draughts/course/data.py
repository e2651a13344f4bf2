"""The course as data: reading the route and the lesson files into lessons.

The course lives in TOML files beside this module: ``route.toml`` lists the lessons in
order (a lesson's number is its place there), and ``lessons/<key>.toml`` holds one
lesson's stages, questions and figures; the comments at the top of each file explain the
keys. This module turns them into the :class:`~draughts.course.lesson.Lesson`,
:class:`~draughts.teaching.stages.Stage`, exercise and figure objects the notebooks use.
Each stage checks its solution as it is made, and each figure its position and moves,
so a course that loads plays and draws.

Conditions and replies are written as a ``kind`` and its parameters; the registries
:data:`SUCCESS`, :data:`FAILS` and :data:`REPLIES` map each kind to its class. Anything
wrong is a :class:`~draughts.core.errors.CourseDataError` naming the file, the line or
the stage, and the key:

>>> lesson = read_lesson('''
... [[stage]]
... name = "first"
... position = "W:W22:B18"
... goal = "Capture the black man"
... success = { kind = "capture-all" }
... par = 1
... solution = ["22x15"]
... ''', RouteEntry("demo", "A demonstration"), 1)
>>> lesson.number, lesson.title, lesson.stages[0].id, lesson.stages[0].success
(1, 'A demonstration', 'demo/first', CaptureAll())
>>> try:
...     read_lesson('''
... [[stage]]
... name = "first"
... postion = "W:W22:B18"
... ''', RouteEntry("demo", "A demonstration"), 1, "demo.toml")
... except CourseDataError as error:
...     print(error)
demo.toml, line 2, stage 'first': 'position' is missing ('postion' is not a key: did you mean 'position'?)
"""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from typing import Any, NoReturn, TypeVar

from draughts.core.board import Board
from draughts.core.errors import CourseDataError
from draughts.core.messages import N_, _
from draughts.core.notation import read_squares
from draughts.core.rules import PRESETS, Rules
from draughts.course.figures import CAPTIONS, Comparison, JumpSequence, Picture
from draughts.course.lesson import ClaimableDraw, Lesson
from draughts.teaching.exercises import Choice, Count, Exercise, FindMoves, PlayMove, sample_move
from draughts.teaching.stages import (
    AllowCapture,
    Capture,
    CaptureAll,
    Computer,
    Crown,
    FailCondition,
    LeaveNoMove,
    LosePiece,
    Play,
    Reach,
    Replies,
    Script,
    Stage,
    StageSet,
    SuccessCondition,
    TakeMost,
    TheyCrown,
    TooManyMoves,
    Win,
    WrongMove,
)

__all__ = [
    "FAILS",
    "QUESTIONS",
    "REPLIES",
    "SUCCESS",
    "RouteEntry",
    "Table",
    "load_course",
    "load_lesson",
    "read_lesson",
    "read_route",
]

_KEY = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_NUMBER_SQUARE = re.compile(r"(?<![a-j0-9])\d")
"""A square written as a number: a digit that follows no column letter or digit."""
_NAMED_SQUARE = re.compile(r"[a-j]\d")
"""A square written as a column letter and a row."""
_FLAGS = ("whole_capture", "only_way", "find_capture", "choose_landing", "draw_count", "practice")
_REQUIRED: Any = object()
_Made = TypeVar("_Made")


class Table:
    """One table of a course file, read key by key.

    A missing key, a value of the wrong type or a key that nothing reads (:meth:`done`)
    is a :class:`CourseDataError` that names :attr:`where` and the key.
    """

    def __init__(self, values: Mapping[str, Any], where: str) -> None:
        self.values = values
        self.where = where
        self._read: set[str] = set()

    def fail(self, message: str) -> NoReturn:
        """Raise a :class:`CourseDataError` about this table."""
        raise CourseDataError(_("{where}: {problem}", where=self.where, problem=message))

    def get(self, key: str, kind: type | tuple[type, ...], wrong: str, default: Any = _REQUIRED) -> Any:
        """The value of *key*, which must be of *kind*, or *default* when it is absent.

        *wrong* is the message (marked with ``N_``) that says so when it is not: its ``{key}`` is the
        key, its ``{value}`` the value found, and its ``{name}`` the key's bare name.
        """
        self._read.add(key)
        if key not in self.values:
            if default is _REQUIRED:
                close = difflib.get_close_matches(key, [other for other in self.values if other not in self._read], n=1)
                if close:
                    self.fail(
                        _(
                            "{key} is missing ({other} is not a key: did you mean {key}?)",
                            key=repr(key),
                            other=repr(close[0]),
                        )
                    )
                self.fail(_("{key} is missing", key=repr(key)))
            return default
        value = self.values[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int, str))):
            self.fail(_(wrong, key=repr(key), value=repr(value), name=key))
        return value

    def text(self, key: str, default: Any = _REQUIRED) -> str:
        """A string."""
        return str(self.get(key, str, N_("{key} must be text in quotes, not {value}"), default))

    def line(self, key: str) -> str:
        """A string of one non-empty line."""
        value = self.text(key)
        if not value.strip() or "\n" in value:
            self.fail(_("{key} must be one line of text", key=repr(key)))
        return value

    def texts(self, key: str) -> tuple[str, ...]:
        """A list of strings, empty when absent."""
        wrong = N_("{key} must be a list of texts in quotes, not {value}")
        values = self.get(key, list, wrong, [])
        if not all(isinstance(value, str) for value in values):
            self.fail(_(wrong, key=repr(key), value=repr(values)))
        return tuple(values)

    def sentence(self, key: str, default: Any = _REQUIRED) -> str:
        """One line that people read, in the language in use (the file holds its English, the message id)."""
        value = self.line(key) if default is _REQUIRED or key in self.values else default
        return _(value) if value else value

    def sentences(self, key: str) -> tuple[str, ...]:
        """A list of lines that people read, in the language in use, empty when absent."""
        return tuple(_(value) for value in self.texts(key))

    def integer(self, key: str, default: Any = _REQUIRED) -> int:
        """A whole number."""
        return int(self.get(key, int, N_("{key} must be a whole number, not {value}"), default))

    def flag(self, key: str) -> bool:
        """``true`` or ``false``, false when absent."""
        return bool(self.get(key, bool, N_("{key} must be true or false, not {value}"), False))

    def mapping(self, key: str) -> dict[str, str]:
        """A table of texts (such as the options of a choice), empty when absent."""
        values = self.get(key, dict, N_("{key} must be a table of texts in quotes, not {value}"), {})
        if not all(isinstance(value, str) for value in values.values()):
            self.fail(_("every value of {key} must be text in quotes", key=repr(key)))
        return dict(values)

    def kind(self, key: str) -> Table:
        """A table ``{ kind = "...", ... }``, to :func:`build`."""
        wrong = N_('{key} must be {{ kind = "...", ... }}, not {value}')
        return Table(self.get(key, dict, wrong), _("{where}, {key}", where=self.where, key=key))

    def rules(self, default: Rules | str) -> Rules | str:
        """``rules``: a preset's name, or ``{ preset = "...", switch = value, ... }``; *default* when absent."""
        value: Rules | str | dict[str, Any] = self.get(
            "rules",
            (str, dict),
            N_('{key} must be a preset\'s name or {{ preset = "...", ... }}, not {value}'),
            default,
        )
        try:
            if isinstance(value, dict):
                switches = dict(value)
                return Rules.preset(switches.pop("preset", "english")).replace(**switches)
            Rules.coerce(value)
        except ValueError as error:
            self.fail(_("rules: {problem}", problem=error))
        return value

    def position(self, key: str, rules: Rules) -> str:
        """A PDN FEN, with its squares written as *rules*' players write them."""
        value = self.text(key)
        self.written(key, value.partition(":")[2], rules)
        return value

    def square(self, key: str, rules: Rules) -> int:
        """A square: a number, or a name such as ``"d4"`` for rule sets written in a1-h8."""
        value = self.get(key, (int, str), N_("{key} must be a square, not {value}"), _REQUIRED)
        if isinstance(value, int) == rules.algebraic:
            example = '"d4"' if rules.algebraic else "14"
            self.fail(
                _(
                    "{key} must be written as {rules} players write a square, such as {example}",
                    key=repr(key),
                    rules=rules.name,
                    example=example,
                )
            )
        try:
            return Board.empty(rules).geometry.parse_square(str(value))
        except ValueError as error:
            self.fail(_("{key}: {problem}", key=repr(key), problem=error))

    def moves(self, key: str, rules: Rules) -> tuple[str, ...]:
        """A list of moves, each written as *rules*' players write moves."""
        values = self.texts(key)
        for value in values:
            self.written(key, value, rules)
        return values

    def written(self, key: str, text: str, rules: Rules) -> None:
        """Fail unless the squares of *text* are written as *rules*' players write them."""
        if (_NUMBER_SQUARE if rules.algebraic else _NAMED_SQUARE).search(text):
            sample = sample_move(Board.empty(rules), "step")
            self.fail(
                _(
                    "{key}: {text} is not written as {rules} players write squares, such as {sample}",
                    key=repr(key),
                    text=repr(text),
                    rules=rules.name,
                    sample=sample,
                )
            )

    def done(self) -> None:
        """Fail if the table holds a key that nothing has read: most often a misspelt one."""
        for key in self.values:
            if key not in self._read:
                close = difflib.get_close_matches(key, sorted(self._read), n=1)
                if close:
                    self.fail(_("unknown key {key} (did you mean {other}?)", key=repr(key), other=repr(close[0])))
                self.fail(_("unknown key {key}", key=repr(key)))


def build(table: Table, registry: Mapping[str, Callable[[Table, Rules], _Made]], rules: Rules) -> _Made:
    """The object that *table*'s ``kind`` names in *registry*, made from the table's other keys."""
    kind = table.text("kind")
    if kind not in registry:
        table.fail(_("no kind {kind}: choose one of {kinds}", kind=repr(kind), kinds=", ".join(registry)))
    made = registry[kind](table, rules)
    table.done()
    return made


SUCCESS: dict[str, Callable[[Table, Rules], SuccessCondition]] = {
    "capture-all": lambda table, rules: CaptureAll(),
    "capture": lambda table, rules: Capture(table.integer("pieces")),
    "crown": lambda table, rules: Crown(),
    "reach": lambda table, rules: Reach(table.square("square", rules), king=table.flag("king")),
    "leave-no-move": lambda table, rules: LeaveNoMove(),
    "play": lambda table, rules: Play(*table.moves("moves", rules)),
    "take-most": lambda table, rules: TakeMost(),
    "win": lambda table, rules: Win(),
    "claimable-draw": lambda table, rules: ClaimableDraw(),
}
"""What solves a stage: ``success = { kind = "reach", square = 14 }``."""

FAILS: dict[str, Callable[[Table, Rules], FailCondition]] = {
    "lose-piece": lambda table, rules: LosePiece(table.sentence("message")),
    "allow-capture": lambda table, rules: AllowCapture(table.sentence("message")),
    "they-crown": lambda table, rules: TheyCrown(table.sentence("message")),
    "too-many-moves": lambda table, rules: TooManyMoves(table.sentence("message"), limit=table.integer("limit")),
    "wrong-move": lambda table, rules: WrongMove(table.sentence("message")),
}
"""What fails a stage, with its sentence: ``{ kind = "too-many-moves", limit = 1, message = "..." }``."""

REPLIES: dict[str, Callable[[Table, Rules], Replies]] = {
    "script": lambda table, rules: Script(*table.moves("moves", rules), fallback=table.integer("fallback", 2)),
    "computer": lambda table, rules: Computer(table.integer("depth", 4)),
}
"""How the other side answers: ``replies = { kind = "script", moves = ["4-8"] }``."""


def _board(table: Table, rules: Rules | str) -> Board | None:
    """The question's board: its ``position`` under its rule set, or ``None`` without one."""
    if "position" not in table.values:
        return None
    return Board.from_fen(table.position("position", Rules.coerce(rules)), rules)


def _needs_board(table: Table, board: Board | None) -> Board:
    if board is None:
        table.fail(_("'position' is missing: this kind of question is asked about a board"))
    return board


def _choice(table: Table, board: Board | None, common: dict[str, Any]) -> Exercise:
    options = {_(option): _(said) for option, said in table.mapping("options").items()}
    return Choice(table.sentence("question"), options, _(table.text("answer")), board, **common)


def _count(table: Table, board: Board | None, common: dict[str, Any]) -> Exercise:
    return Count(
        table.sentence("question"),
        table.integer("answer"),
        board,
        too_few=table.sentence("too_few", _("Too few.")),
        too_many=table.sentence("too_many", _("Too many.")),
        explanation=table.sentence("explanation", ""),
        **common,
    )


def _find_moves(table: Table, board: Board | None, common: dict[str, Any]) -> Exercise:
    board = _needs_board(table, board)
    start = table.square("start", board.rules) if "start" in table.values else None
    return FindMoves(board, table.sentence("question"), start=start, **common)


def _play_move(table: Table, board: Board | None, common: dict[str, Any]) -> Exercise:
    board = _needs_board(table, board)
    wrong = N_("{key} must be a move or a list of moves, not {value}")
    answers: tuple[str, ...] | str = table.get("answer", (str, list), wrong)
    if isinstance(answers, str):
        table.written("answer", answers, board.rules)
    else:
        answers = table.moves("answer", board.rules)
    for text in table.mapping("wrong"):
        table.written("wrong", text, board.rules)
    return PlayMove(
        board,
        table.sentence("question"),
        answers,
        wrong={move: _(said) for move, said in table.mapping("wrong").items()},
        explanation=table.sentence("explanation", ""),
        **common,
    )


QUESTIONS: dict[str, Callable[[Table, Board | None, dict[str, Any]], Exercise]] = {
    "choice": _choice,
    "count": _count,
    "find-moves": _find_moves,
    "play-move": _play_move,
}
"""The kinds of question: ``kind = "choice"``, with the keys each reads."""


@dataclass(frozen=True)
class RouteEntry:
    """One lesson of a route: its *key* (the file ``lessons/<key>.toml``), *title* and *part* of the course."""

    key: str
    title: str
    part: str = ""


def _places(text: str, source: str, header: str, tables: list[dict[str, Any]]) -> list[str]:
    """Where each of the ``[[header]]`` *tables* of *text* starts: *source* and the line."""
    marker = f"[[{header}]]"
    lines = [
        _("{source}, line {number}", source=source, number=number)
        for number, line in enumerate(text.splitlines(), 1)
        if line.strip() == marker
    ]
    return lines if len(lines) == len(tables) else [source] * len(tables)


def _parse(text: str, source: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CourseDataError(_("{where}: {problem}", where=source, problem=error)) from None


def _tables(top: Table, key: str) -> list[dict[str, Any]]:
    tables = top.get(key, list, N_("{key} must be tables written [[{name}]], not {value}"), [])
    if not all(isinstance(table, dict) for table in tables):
        top.fail(_("{key} must be tables written [[{name}]]", key=repr(key), name=key))
    return list(tables)


def read_route(text: str, source: str = "route.toml") -> tuple[RouteEntry, ...]:
    """The lessons that the route file *text* lists, in order.

    >>> read_route('[[lesson]]\\nkey = "setup"\\ntitle = "The set-up"\\npart = "english"')
    (RouteEntry(key='setup', title='The set-up', part='english'),)
    """
    top = Table(_parse(text, source), source)
    entries: list[RouteEntry] = []
    tables = _tables(top, "lesson")
    for values, where in zip(tables, _places(text, source, "lesson", tables), strict=True):
        table = Table(values, where)
        entry = RouteEntry(table.text("key"), table.line("title"), table.text("part", ""))
        table.done()
        if not _KEY.fullmatch(entry.key):
            table.fail(_("{key} is not a lesson key: write lower-case words joined by '-'", key=repr(entry.key)))
        if any(other.key == entry.key for other in entries):
            table.fail(_("the lesson {key} is listed twice", key=repr(entry.key)))
        entries.append(entry)
    top.done()
    return tuple(entries)


def read_lesson(text: str, entry: RouteEntry, number: int, source: str = "") -> Lesson:
    """Lesson *number* of a route, as its file *text* (named *source* in errors) describes it."""
    source = source or f"lessons/{entry.key}.toml"
    top = Table(_parse(text, source), source)
    rules = top.rules("english")
    tables = _tables(top, "stage")
    stages = tuple(
        _stage(values, entry.key, rules, where)
        for values, where in zip(tables, _places(text, source, "stage", tables), strict=True)
    )
    tables = _tables(top, "question")
    questions = tuple(
        _question(values, f"{entry.key}-{index}", rules, where)
        for index, (values, where) in enumerate(zip(tables, _places(text, source, "question", tables), strict=True), 1)
    )
    pictures = _figures(top, text, source, "picture", _picture, rules)
    comparisons = _figures(top, text, source, "comparison", _comparison, rules)
    jump_sequences = _figures(top, text, source, "jumps", _jump_sequence, rules)
    game_rules = top.texts("game")
    for preset in game_rules:
        if preset not in PRESETS:
            top.fail(f"game: no rule set {preset!r}: choose among {', '.join(PRESETS)}")
    top.done()
    try:
        stage_set = StageSet(entry.key, _(entry.title), stages)
    except ValueError as error:  # two stages of one name
        top.fail(str(error))
    return Lesson(number, entry.key, stage_set, questions, pictures, comparisons, jump_sequences, game_rules)


def _stage(values: dict[str, Any], lesson: str, default: Rules | str, where: str) -> Stage:
    name = values.get("name")
    table = Table(values, _("{where}, stage {name}", where=where, name=repr(name)) if isinstance(name, str) else where)
    try:
        rules = table.rules(default)
        written = Rules.coerce(rules)
        wrong = N_('{key} must be a list of {{ kind = "...", message = "..." }}, not {value}')
        fails = table.get("fails", list, wrong, [])
        if not all(isinstance(fail, dict) for fail in fails):
            table.fail(_('\'fails\' must be a list of {{ kind = "...", message = "..." }}'))
        stage = Stage(
            f"{lesson}/{table.text('name')}",
            table.position("position", written),
            goal=table.sentence("goal"),
            success=build(table.kind("success"), SUCCESS, written),
            fails=tuple(build(Table(fail, _("{where}, fails", where=table.where)), FAILS, written) for fail in fails),
            replies=build(table.kind("replies"), REPLIES, written) if "replies" in values else Computer(),
            rules=rules,
            par=table.integer("par"),
            solution=table.moves("solution", written),
            hints=table.sentences("hints"),
            note=table.sentence("note", ""),
            version=table.integer("version", 1),
            formerly=table.texts("formerly"),
            **{flag: table.flag(flag) for flag in _FLAGS},
        )
        table.done()
    except CourseDataError:
        raise
    except ValueError as error:
        table.fail(str(error))
    return stage


def _question(values: dict[str, Any], expected: str, default: Rules | str, where: str) -> Exercise:
    table = Table(values, _("{where}, question {id}", where=where, id=expected))
    try:
        if table.text("id") != expected:
            table.fail(_("the id must be {id}: the lesson's key and the question's place, from 1", id=repr(expected)))
        kind = table.text("kind")
        if kind not in QUESTIONS:
            table.fail(_("no kind {kind}: choose one of {kinds}", kind=repr(kind), kinds=", ".join(QUESTIONS)))
        board = _board(table, table.rules(default))
        common: dict[str, Any] = {"hints": table.sentences("hints")}
        if "numbers" in table.values:
            common["numbers"] = table.flag("numbers")
        question = QUESTIONS[kind](table, board, common)
        table.done()
    except CourseDataError:
        raise
    except ValueError as error:
        table.fail(str(error))
    return question


_Figure = TypeVar("_Figure", Picture, Comparison, JumpSequence)


def _figures(
    top: Table,
    text: str,
    source: str,
    header: str,
    read: Callable[[Table, Rules | str], _Figure],
    rules: Rules | str,
) -> tuple[_Figure, ...]:
    """The figures of *text*'s ``[[header]]`` tables, each made by *read*, their names unique."""
    tables = _tables(top, header)
    figures: list[_Figure] = []
    for values, where in zip(tables, _places(text, source, header, tables), strict=True):
        name = values.get("name")
        table = Table(
            values,
            _("{where}, {table} {name}", where=where, table=header, name=repr(name))
            if isinstance(name, str)
            else where,
        )
        try:
            figure = read(table, rules)
            table.done()
        except CourseDataError:
            raise
        except ValueError as error:
            table.fail(str(error))
        if not _KEY.fullmatch(figure.name):
            table.fail(_("{name} is not a name: write lower-case words joined by '-'", name=repr(figure.name)))
        if any(other.name == figure.name for other in figures):
            table.fail(_("two [[{table}]] tables are called {name}", table=header, name=repr(figure.name)))
        figures.append(figure)
    return tuple(figures)


def _figure_board(table: Table, rules: Rules | str, required: bool = True) -> tuple[str, Board]:
    """The ``position`` of a figure and its board (the start position when it may be left out)."""
    if not required and "position" not in table.values:
        return "", Board(rules)
    position = table.position("position", Rules.coerce(rules))
    try:
        return position, Board.from_fen(position, rules)
    except ValueError as error:
        table.fail(_("'position': {problem}", problem=error))


def _legal(table: Table, key: str, text: str, board: Board) -> None:
    """Fail unless *text*, written as *board*'s players write moves, is a legal move there."""
    table.written(key, text, board.rules)
    try:
        board.parse_move(text)
    except ValueError as error:
        table.fail(
            _(
                "{key}: {move} cannot be played in {rules} here: {problem}",
                key=repr(key),
                move=text,
                rules=board.rules.name,
                problem=error,
            )
        )


def _arrow(table: Table, value: object, board: Board) -> tuple[int, int]:
    """An arrow: a move such as ``"22-17"``, or a pair of squares such as ``[22, 17]`` or ``["a1", "h8"]``."""
    if isinstance(value, str):
        text = value
    elif isinstance(value, list) and len(value) == 2 and all(isinstance(end, int | str) for end in value):
        text = "-".join(map(str, value))
    else:
        table.fail(
            _("'arrows': {value} is not a move or a pair of squares, such as \"22-17\" or [22, 17]", value=repr(value))
        )
    table.written("arrows", text, board.rules)
    squares = read_squares(text, board.geometry)
    if len(squares) != 2:
        table.fail(_("'arrows': {text} names {count} squares: an arrow joins two", text=repr(text), count=len(squares)))
    return squares[0], squares[1]


def _picture(table: Table, default: Rules | str) -> Picture:
    rules = table.rules(default)
    position, board = _figure_board(table, rules, required=False)
    arrows = tuple(
        _arrow(table, value, board)
        for value in table.get("arrows", list, N_("{key} must be a list of arrows, not {value}"), [])
    )
    move = table.text("move", "")
    if move:
        _legal(table, "move", move, board)
    numbers, coordinates = (
        table.get(key, bool, N_("{key} must be true or false, not {value}"), None) for key in ("numbers", "coordinates")
    )
    return Picture(table.text("name"), position, rules, arrows, move, numbers, coordinates)


def _comparison(table: Table, default: Rules | str) -> Comparison:
    position, _board = _figure_board(table, default)
    moves = table.mapping("moves")
    if len(moves) < 2:
        table.fail(
            _(
                "'moves' must give the move of two rule sets or more: {example}",
                example='{ english = "11x2", russian = "f6:d8" }',
            )
        )
    for preset, text in moves.items():
        if preset not in CAPTIONS:
            table.fail(
                _(
                    "'moves': no rule set {preset}: choose among {presets}",
                    preset=repr(preset),
                    presets=", ".join(CAPTIONS),
                )
            )
        _legal(table, "moves", text, Board.from_fen(position, preset))
    return Comparison(table.text("name"), position, tuple(moves.items()))


def _jump_sequence(table: Table, default: Rules | str) -> JumpSequence:
    rules = table.rules(default)
    position, board = _figure_board(table, rules)
    move = table.text("move")
    _legal(table, "move", move, board)
    if not board.parse_move(move).captures:
        table.fail(_("'move': {move} is not a capture: a jump sequence shows a capture", move=move))
    size = table.integer("size", 200)
    if size <= 0:
        table.fail(_("'size' must be a width in pixels, more than 0, not {size}", size=size))
    return JumpSequence(table.text("name"), position, rules, move, size)


def load_lesson(folder: Traversable, entry: RouteEntry, number: int) -> Lesson:
    """Lesson *number* of a route, read from *folder*'s ``lessons/<key>.toml``."""
    path = folder / "lessons" / f"{entry.key}.toml"
    if not path.is_file():
        raise CourseDataError(
            _("the lesson {key} of the route has no file lessons/{name}.toml", key=repr(entry.key), name=entry.key)
        )
    return read_lesson(path.read_text(encoding="utf-8"), entry, number)


def load_course(folder: Traversable, route: str = "route.toml") -> tuple[Lesson, ...]:
    """The lessons of the route file *route* in *folder*, in order, read from *folder*'s lesson files."""
    entries = read_route((folder / route).read_text(encoding="utf-8"), route)
    return tuple(load_lesson(folder, entry, number) for number, entry in enumerate(entries))
