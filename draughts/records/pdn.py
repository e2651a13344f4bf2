"""Game records in PDN (Portable Draughts Notation), and one-line share codes.

A :class:`Game` holds the tags, the rule set, the start position, the moves and the
comments of one game. :meth:`Game.pdn` writes it, :func:`read_games` reads a file of
games (tolerant: it keeps every game it can read and lists what went wrong, by line),
and :meth:`Game.share_code` packs the rules, the start and the moves into one line.

>>> from draughts import Board
>>> board = Board("english")
>>> for text in ("11-15", "23-19", "8-11"):
...     _ = board.push_pdn(text)
>>> game = Game.from_board(board, Event="Club night")
>>> print(game.pdn())
[Event "Club night"]
[Result "*"]
[GameType "21"]
<BLANKLINE>
1. 11-15 23-19 2. 8-11 *
>>> read_game(game.pdn()) == game
True
>>> game.share_code()
'draughts:1:english:start:11-15,23-19,8-11'
>>> from_share_code(game.share_code()).board() == board
True

Rule sets with a standard PDN number are written as ``GameType`` (20 international,
21 English, 25 Russian, 26 Brazilian); every other rule set as a ``Rules`` tag that
holds a preset name, or a preset and the switches that differ from it:

>>> format_rules(Rules.preset("english").replace(king_range="flying", removal="immediate"))
'english king_range=flying removal=immediate'
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from draughts.core.board import Board
from draughts.core.errors import (
    AmbiguousMoveError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPdnError,
    InvalidShareCodeError,
    PdnWriteError,
    UnknownRulesError,
)
from draughts.core.explain import explain
from draughts.core.messages import N_, _, n_
from draughts.core.moves import Move
from draughts.core.notation import read_squares
from draughts.core.rules import PRESETS, SWITCHES, Rules
from draughts.core.sides import Color
from draughts.core.text import plain_number, quote

__all__ = [
    "ALGEBRAIC_GAME_TYPES",
    "GAME_TYPES",
    "RESULTS",
    "Game",
    "InvalidPdnError",
    "InvalidShareCodeError",
    "PdnError",
    "PdnProblem",
    "PdnWriteError",
    "ReadResult",
    "format_rules",
    "from_share_code",
    "load",
    "parse_rules",
    "read_game",
    "read_games",
    "save",
    "write_games",
]

GAME_TYPES: dict[int, str] = {20: "international", 21: "english", 25: "russian", 26: "brazilian"}
"""The standard PDN ``GameType`` numbers of the presets that have one."""

ALGEBRAIC_GAME_TYPES = frozenset({25, 26})
"""The game types whose players write squares as a1..h8 (RULES.md, notation): moves and FEN are written so."""

RESULTS = ("1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0")
"""The result tokens that end a game's moves (the last four are the 2-point scoring of some files)."""

_RESULT_ALIASES = {"1/2": "1/2-1/2", "½-½": "1/2-1/2", "½": "1/2-1/2"}
"""Draws written in the short forms some programs use in the ``Result`` tag."""

_ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
_RESERVED = ("GameType", "Rules", "FEN")
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_TAG = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')
_MOVE_NUMBER = re.compile(r"^\d+\.+")
_NUMBERED_MOVE = re.compile(r"\d+(?:[-xX:]\d+)+")
_WORD = re.compile(r"[^\s\[\]{}()]+")
_NEXT_TAG = re.compile(r"^[^\S\n]*\[", re.MULTILINE)
_SHARE_PREFIX = "draughts:1:"
_LINE_WIDTH = 79

_STRAY = {
    "]": N_("a ']' closes no tag; it is ignored"),
    "}": N_("a '}}' closes no comment; it is ignored"),
}
"""The problem of a closing bracket that closes nothing, by the bracket."""


class PdnProblem(enum.Enum):
    """What kind of problem the PDN reader met: branch on this, not on the sentence."""

    UNREADABLE_TAG = "unreadable tag"
    UNCLOSED_COMMENT = "unclosed comment"
    STRAY_CLOSER = "stray closing bracket"
    DUPLICATE_TAG = "duplicate tag"
    UNKNOWN_GAME_TYPE = "unknown game type"
    UNREADABLE_RULES = "unreadable rules"
    UNREADABLE_FEN = "unreadable FEN"
    MOVE_AFTER_END = "move after the end"
    UNREADABLE_MOVE = "unreadable move"
    ILLEGAL_MOVE = "illegal move"
    AMBIGUOUS_MOVE = "ambiguous move"
    UNCLOSED_VARIATION = "unclosed variation"
    UNKNOWN_RESULT = "unknown result"
    NOT_TEXT = "not text"
    NOT_ONE_GAME = "not one game"


_REFUSED = {
    PdnProblem.MOVE_AFTER_END: N_("move {label} {move} comes after the end of the game ({why}); {kept}"),
    PdnProblem.UNREADABLE_MOVE: N_("move {label} {move} cannot be read: {why}; {kept}"),
    PdnProblem.ILLEGAL_MOVE: N_("move {label} {move} is illegal: {why}; {kept}"),
    PdnProblem.AMBIGUOUS_MOVE: N_("move {label} {move} is ambiguous: {why}; {kept}"),
}
"""The problem of a move the reader cannot play, by its code."""


@dataclass(frozen=True)
class PdnError:
    """One problem met while reading PDN: the line, the reason as a plain sentence, and its ``code``.

    The reader always sets ``code`` (a :class:`PdnProblem`); it takes no part in equality.

    >>> str(PdnError(12, "game 2: move 7. 14-18 is illegal: a capture is compulsory: 22x15"))
    'line 12: game 2: move 7. 14-18 is illegal: a capture is compulsory: 22x15'
    >>> read_games("1. 11-15 23-19 2. 9-14 19-24 *").errors[0].code
    <PdnProblem.ILLEGAL_MOVE: 'illegal move'>
    """

    line: int
    reason: str
    code: PdnProblem | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return _("line {line}: {reason}", line=self.line, reason=self.reason)


@dataclass
class ReadResult:
    """What :func:`read_games` found: the games it could read, and the problems, by line."""

    games: list[Game]
    errors: list[PdnError]


# -- rule sets as text ----------------------------------------------------------------


def format_rules(rules: Rules) -> str:
    """The rule set as the text of a ``Rules`` tag: a preset, then the switches that differ.

    The preset chosen is the one with the fewest differences.

    >>> format_rules(Rules.preset("arcade"))
    'arcade'
    >>> format_rules(Rules.preset("russian").replace(quiet_move_limit=None))
    'russian quiet_move_limit=none'
    """
    base = min(PRESETS.values(), key=lambda preset: len(preset.differences(rules)))
    parts = [base.name]
    for difference in base.differences(rules):
        parts.append(f"{difference.switch}={SWITCHES[difference.switch].tag(difference.theirs)}")
    return " ".join(parts)


def parse_rules(text: str, base: Rules | str = "english") -> Rules:
    """Read the text of a ``Rules`` tag: an optional preset name, then ``switch=value`` words.

    Words may be separated by spaces or commas. Without a preset name the switches
    change *base*. :class:`~draughts.core.errors.UnknownRulesError` names what is wrong.

    >>> parse_rules("english king_range=flying capture_rule=most").capture_rule
    <CaptureRule.MOST: 'most'>
    >>> parse_rules("giveaway") == Rules.preset("giveaway")
    True
    >>> parse_rules("english kings=flying")
    Traceback (most recent call last):
    ...
    draughts.core.errors.UnknownRulesError: no switch called 'kings': the switches are size, first, ...
    """
    if not isinstance(text, str):
        raise UnknownRulesError(
            _(
                "a rule set is text such as {example}, not {text}",
                example="'english king_range=flying'",
                text=quote(text),
            )
        )
    rules = Rules.coerce(base)
    words = [word for word in re.split(r"[\s,]+", text.strip()) if word]
    if words and "=" not in words[0]:
        rules = Rules.preset(words.pop(0))
    changes: dict[str, object] = {}
    for word in words:
        switch, equals, value = word.partition("=")
        switch = switch.strip().lower().replace("-", "_")
        if not equals or not switch or not value:
            raise UnknownRulesError(
                _(
                    "{word} is not a switch: write switch=value, such as {example}",
                    word=quote(word),
                    example="king_range=flying",
                )
            )
        if switch not in Rules.switches():
            raise UnknownRulesError(
                _(
                    "no switch called {switch}: the switches are {switches}",
                    switch=quote(switch),
                    switches=", ".join(Rules.switches()),
                )
            )
        changes[switch] = SWITCHES[switch].read(value)
    return rules.replace(**changes) if changes else rules


def _game_type(rules: Rules) -> int | None:
    for number, name in GAME_TYPES.items():
        if PRESETS[name] == rules:
            return number
    return None


def _rules_of_game_type(text: str) -> Rules:
    game_type = plain_number(text.split(",")[0].strip())
    if game_type not in GAME_TYPES:
        known = ", ".join(f"{n} {name}" for n, name in GAME_TYPES.items())
        raise UnknownRulesError(
            _("GameType {text} is not a rule set this package plays (it knows {known})", text=quote(text), known=known)
        )
    return PRESETS[GAME_TYPES[game_type]]


# -- the game -------------------------------------------------------------------------


def _numbering(rules: Rules, start_turn: Color, ply: int) -> tuple[int, bool]:
    """The move number of *ply* (0-based), and whether it is the first mover's half of it."""
    index = ply + (0 if start_turn == rules.first else 1)
    return index // 2 + 1, index % 2 == 0


def _label(rules: Rules, start_turn: Color, ply: int) -> str:
    number, first = _numbering(rules, start_turn, ply)
    return f"{number}." if first else f"{number}..."


@dataclass
class Game:
    """One game: tags, rule set, start position, moves, and comments.

    ``setup`` is the start position in PDN FEN (checked and written out in full), or
    ``None`` for the rule set's standard start. ``comments[n]`` is the comment after the first *n* plies
    (``comments[0]`` stands before the first move). ``headers`` hold the tags other
    than ``GameType``, ``Rules`` and ``FEN``, which are written from ``rules`` and
    ``setup``; a game read from PDN always has a ``Result``.

    >>> game = Game({"White": "Ann"}, Rules.preset("russian"), moves=[Move((22, 18))])
    >>> game.board().fen()
    'B:Wd4,a3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6'
    >>> game.result
    '*'
    """

    headers: dict[str, str] = field(default_factory=dict)
    rules: Rules = field(default_factory=lambda: Rules.preset("english"))
    setup: str | None = None
    moves: list[Move] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.setup is not None:
            self.setup = Board.from_fen(self.setup, self.rules).fen()

    @classmethod
    def from_board(cls, board: Board, **headers: str) -> Game:
        """The game that led to *board*: its rules, its start and its moves.

        The ``Result`` tag is the board's result unless *headers* give one.

        >>> board = Board.from_fen("W:W27:B18", "english")
        >>> _ = board.push_pdn("27-24")
        >>> game = Game.from_board(board, White="Ann")
        >>> game.setup, game.moves, game.headers["Result"]
        ('W:W27:B18', [Move((27, 24))], '*')
        """
        root = board.root()
        setup = None if root == Board(board.rules) else root.fen()
        return cls({"Result": board.result(), **headers}, board.rules, setup, board.move_stack, {})

    @classmethod
    def from_share_code(cls, code: str) -> Game:
        """The game of a share code made by :meth:`share_code`.

        >>> Game.from_share_code("draughts:1:english:start:11-15,23-19").board().fen()
        'B:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15'
        >>> Game.from_share_code("draughts:1:english:start:11-16x")
        Traceback (most recent call last):
        ...
        draughts.core.errors.InvalidShareCodeError: move 1 of the share code, '11-16x', cannot be read: ...
        """
        prefix = quote(_SHARE_PREFIX)
        if not isinstance(code, str):
            raise InvalidShareCodeError(
                _("a share code is text that starts with {prefix}, not {code}", prefix=prefix, code=quote(code))
            )
        text = code.strip().removeprefix("\ufeff")
        if not text.startswith(_SHARE_PREFIX):
            raise InvalidShareCodeError(
                _("{code} is not a draughts share code: it should start with {prefix}", code=quote(text), prefix=prefix)
            )
        parts = text[len(_SHARE_PREFIX) :].split(":")
        if len(parts) < 3:
            raise InvalidShareCodeError(
                _("{code} is not a draughts share code: expected draughts:1:rules:start:moves", code=quote(text))
            )
        rules_text, fen, moves_text = parts[0], ":".join(parts[1:-1]), parts[-1]
        if not rules_text.strip():
            raise InvalidShareCodeError(
                _(
                    "{code} names no rule set: write one after {prefix}, such as {example}",
                    code=quote(text),
                    prefix=prefix,
                    example=f"{_SHARE_PREFIX}english:start:",
                )
            )
        try:
            rules = parse_rules(rules_text)
        except UnknownRulesError as error:
            raise InvalidShareCodeError(
                _("the rule set of the share code cannot be read: {error}", error=error)
            ) from None
        try:
            board = Board(rules) if fen == "start" else Board.from_fen(fen, rules)
        except ValueError as error:
            raise InvalidShareCodeError(
                _("the start position of the share code cannot be read: {error}", error=error)
            ) from None
        for number, move_text in enumerate(filter(None, moves_text.split(",")), 1):
            values = {"number": number, "move": quote(move_text)}
            try:
                board.push(_parse_move(board, move_text))
            except InvalidMoveError as error:
                raise InvalidShareCodeError(
                    _("move {number} of the share code, {move}, cannot be read: {error}", error=error, **values)
                ) from None
            except IllegalMoveError:
                raise InvalidShareCodeError(
                    _(
                        "move {number} of the share code, {move}, is illegal: {explanation}",
                        explanation=board.explain(move_text),
                        **values,
                    )
                ) from None
            except AmbiguousMoveError:
                raise InvalidShareCodeError(
                    _(
                        "move {number} of the share code, {move}, is ambiguous: {explanation}",
                        explanation=board.explain(move_text),
                        **values,
                    )
                ) from None
        return cls.from_board(board)

    @property
    def result(self) -> str:
        """The ``Result`` tag, or the final position's result when there is no such tag."""
        return self.headers.get("Result") or self.board().result()

    def move_label(self, ply: int) -> str:
        """The move number written before ply *ply* (counted from 0): ``"3."``, or ``"3..."`` for a reply.

        The number counts pairs of plies that begin with the rule set's first mover.

        >>> game = Game.from_share_code("draughts:1:english:start:11-15,23-19")
        >>> game.move_label(0), game.move_label(1)
        ('1.', '1...')
        """
        start_turn = self.rules.first if self.setup is None else self.setup.startswith("W")  # setup is checked FEN
        return _label(self.rules, start_turn, ply)

    def board(self, ply: int | None = None) -> Board:
        """The board after the first *ply* moves (all of them by default), with its history.

        Raises :class:`~draughts.core.errors.IllegalMoveError` if a move is not legal where
        it stands, and ``IndexError`` for a ply outside ``0..len(moves)``.

        >>> game = Game.from_share_code("draughts:1:english:start:11-15,23-19")
        >>> game.board(1).move_stack
        [Move((11, 15))]
        """
        count = len(self.moves) if ply is None else ply
        if not 0 <= count <= len(self.moves):
            raise IndexError(f"ply {ply} is out of range: the game has {len(self.moves)} plies")
        board = Board(self.rules) if self.setup is None else Board.from_fen(self.setup, self.rules)
        start_turn = board.turn
        for index, move in enumerate(self.moves[:count]):
            board.push(_checked(board, move, _label(self.rules, start_turn, index)))
        return board

    def pdn(self) -> str:
        """The game as PDN text, which :func:`read_game` reads back the same.

        Strict: a tag, comment or result that PDN cannot hold as it is raises
        :class:`~draughts.core.errors.PdnWriteError`, and an illegal move
        :class:`~draughts.core.errors.IllegalMoveError`; nothing is changed to make it fit.

        >>> Game(comments={0: "one line\\rand another"}).pdn()
        Traceback (most recent call last):
        ...
        draughts.core.errors.PdnWriteError: the comment before the first move holds a carriage return (\\r), which ...
        """
        result = self._check_writable()
        headers = {name: self.headers[name] for name in _ROSTER if name in self.headers}
        headers["Result"] = result
        headers.update(self.headers)
        number = _game_type(self.rules)
        if number is not None:
            headers["GameType"] = str(number)
        else:
            headers["Rules"] = format_rules(self.rules)
        if self.setup is not None:
            start = self.board(0)
            headers["FEN"] = start.fen()
        lines = [f'[{name} "{_escape(value)}"]' for name, value in headers.items()]
        return "\n".join([*lines, "", *_wrap(self._movetext(result))])

    def _check_writable(self) -> str:
        """The result to write, or :class:`PdnWriteError` for a tag, comment or result that would not read back."""
        for name, value in self.headers.items():
            if not isinstance(name, str) or not _TAG_NAME.fullmatch(name):
                raise PdnWriteError(
                    f"{quote(name)} is not a tag name: use letters, digits and _, starting with a letter"
                )
            if name in _RESERVED:
                raise PdnWriteError(f"the {name} tag is written from the game's rules and setup; do not set it by hand")
            if not isinstance(value, str):
                raise PdnWriteError(f"the {name} tag holds {quote(value)}, not text")
            if "\n" in value or "\r" in value:
                raise PdnWriteError(f"the {name} tag holds a line break; a tag is one line")
            _check_encodable(value, f"the {name} tag")
        result = self.headers["Result"] if "Result" in self.headers else self.result  # noqa: SIM401 (lazy)
        if result not in RESULTS:
            raise PdnWriteError(f"{quote(result)} is not a PDN result: use one of {', '.join(RESULTS)}")
        for ply, comment in self.comments.items():
            if type(ply) is not int or not 0 <= ply <= len(self.moves):
                raise PdnWriteError(f"a comment stands after ply {ply}, but the game has {len(self.moves)} plies")
            where = "the comment before the first move" if ply == 0 else f"the comment after ply {ply}"
            if not isinstance(comment, str):
                raise PdnWriteError(f"{where} is {quote(comment)}, not text")
            if "}" in comment:
                raise PdnWriteError(f"{where} holds a '}}', which would end it early")
            if "\r" in comment:
                raise PdnWriteError(
                    f"{where} holds a carriage return (\\r), which PDN readers take for a line break: "
                    "write \\n to start a new line"
                )
            _check_encodable(comment, where)
        return result

    def _movetext(self, result: str) -> Iterator[str]:
        board = self.board(0)
        start_turn = board.turn
        comment = self.comments.get(0)
        if comment is not None:
            yield f"{{{comment}}}"
        for index, move in enumerate(self.moves):
            move = _checked(board, move, _label(self.rules, start_turn, index))
            number, first = _numbering(self.rules, start_turn, index)
            if first:
                yield f"{number}."
            elif index == 0 or index in self.comments:
                yield f"{number}..."
            yield self.rules.write_move(move)
            board.push(move)
            comment = self.comments.get(index + 1)
            if comment is not None:
                yield f"{{{comment}}}"
        yield result

    def share_code(self) -> str:
        """One line of text with the rule set, the start position and the moves.

        Paste it into :meth:`from_share_code` to get the same position and history
        (tags and comments are not included). Squares are written as in PDN: algebraic
        in Russian and Brazilian games, numbers in the others; both are read back.

        >>> board = Board.from_fen("W:W27:B18", Rules.preset("english").replace(king_range="flying"))
        >>> Game.from_board(board).share_code()
        'draughts:1:english,king_range=flying:W:W27:B18:'
        """
        board = self.board()
        rules = format_rules(self.rules).replace(" ", ",")
        start = "start" if self.setup is None else board.root().fen()
        moves = ",".join(map(self.rules.write_move, board.move_stack))
        return f"{_SHARE_PREFIX}{rules}:{start}:{moves}"


def _check_encodable(text: str, where: str) -> None:
    """Raise :class:`PdnWriteError` when *text* holds a character a UTF-8 file cannot store (a lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        char = text[error.start]
        raise PdnWriteError(
            f"{where} holds U+{ord(char):04X}, half of a character pair, which a PDN file (UTF-8) cannot store"
        ) from None


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _wrap(tokens: Iterable[str]) -> list[str]:
    lines: list[str] = []
    line = ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > _LINE_WIDTH:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    lines.append(line)
    return lines


# -- reading --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Token:
    kind: str  # "tag", "comment", "word", "open" or "close"
    text: str
    line: int
    name: str = ""


def _scan(text: str) -> tuple[list[_Token], list[PdnError]]:
    """Split PDN text into tags, comments, words and brackets, each with its line."""
    tokens: list[_Token] = []
    errors: list[PdnError] = []
    line = 1
    i = 0
    close = -2  # where the next '}' is; -1 once none is left
    while i < len(text):
        char = text[i]
        if char == "\n":
            line += 1
            i += 1
        elif char.isspace():
            i += 1
        elif char == "[":
            match = _TAG.match(text, i)
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            if match and "\n" not in match.group(0):
                tokens.append(_Token("tag", _unescape(match.group(2)), line, match.group(1)))
                i = match.end()
            else:
                tag = quote(text[i:end].strip())
                reason = _("the tag {tag} cannot be read: write {form}", tag=tag, form='[Name "value"]')
                errors.append(PdnError(line, reason, PdnProblem.UNREADABLE_TAG))
                i = end
        elif char == "{":
            if close != -1 and close < i:
                close = text.find("}", i)
            if close < 0:
                reason = _("the comment opened here is never closed; it is read up to the next tag")
                errors.append(PdnError(line, reason, PdnProblem.UNCLOSED_COMMENT))
                following = _NEXT_TAG.search(text, i)
                end = following.start() if following else len(text)
                tokens.append(_Token("comment", text[i + 1 : end].strip(), line))
                line += text.count("\n", i, end)
                i = end
            else:
                tokens.append(_Token("comment", text[i + 1 : close], line))
                line += text.count("\n", i, close)
                i = close + 1
        elif char in "()":
            tokens.append(_Token("open" if char == "(" else "close", char, line))
            i += 1
        elif char in "]}":
            errors.append(PdnError(line, _(_STRAY[char]), PdnProblem.STRAY_CLOSER))
            i += 1
        else:
            match = _WORD.match(text, i)
            assert match is not None
            tokens.append(_Token("word", match.group(0), line))
            i = match.end()
    return tokens, errors


def _split_games(tokens: list[_Token]) -> list[list[_Token]]:
    """Group tokens into games: a game ends at its result, or where the next tags begin."""
    games: list[list[_Token]] = []
    current: list[_Token] = []
    in_moves = False
    depth = 0
    for token in tokens:
        if token.kind == "tag" and in_moves:
            games.append(current)
            current, in_moves, depth = [], False, 0
        current.append(token)
        if token.kind == "open":
            depth += 1
        elif token.kind == "close":
            depth = max(depth - 1, 0)
        if token.kind in ("word", "open", "close"):
            in_moves = True
        if token.kind == "word" and depth == 0 and token.text in RESULTS:
            games.append(current)
            current, in_moves, depth = [], False, 0
    if any(token.kind != "comment" for token in current):
        games.append(current)
    elif current and games:
        games[-1].extend(current)  # a comment after the last result closes the last game
    return games


def _read_one(tokens: list[_Token], number: int, default: Rules) -> tuple[Game | None, list[PdnError]]:
    """Build one game from its tokens; return it (``None`` if unreadable) and its problems."""
    errors: list[PdnError] = []

    def problem(line: int, code: PdnProblem, reason: str) -> None:
        errors.append(PdnError(line, _("game {number}: {problem}", number=number, problem=reason), code))

    headers: dict[str, str] = {}
    tag_lines: dict[str, int] = {}
    for token in tokens:
        if token.kind == "tag":
            if token.name in headers:
                problem(
                    token.line,
                    PdnProblem.DUPLICATE_TAG,
                    _(
                        "the {tag} tag appears twice; the last value, {value}, is kept",
                        tag=token.name,
                        value=quote(token.text),
                    ),
                )
            headers[token.name] = token.text
            tag_lines[token.name] = token.line
    rules = default
    game_type = headers.pop("GameType", None)
    if game_type is not None:
        try:
            rules = _rules_of_game_type(game_type)
        except UnknownRulesError as error:
            problem(
                tag_lines["GameType"],
                PdnProblem.UNKNOWN_GAME_TYPE,
                _("{problem}; the game is read with {rules} rules", problem=error, rules=default.name),
            )
    rules_text = headers.pop("Rules", None)
    if rules_text is not None:
        try:
            rules = parse_rules(rules_text, base=rules)
        except UnknownRulesError as error:
            problem(
                tag_lines["Rules"],
                PdnProblem.UNREADABLE_RULES,
                _(
                    "the Rules tag cannot be read: {error}; the game is read with {rules} rules",
                    error=error,
                    rules=rules.label,
                ),
            )
    unnamed = game_type is None and rules_text is None
    fen = headers.pop("FEN", None)
    try:
        board = Board(rules) if fen is None else Board.from_fen(fen, rules)
    except ValueError as error:
        if unnamed:
            reason = _(
                "the FEN tag cannot be read, so the game is skipped: {error}; "
                "the game names no rule set (no GameType or Rules tag) and is read with {rules} rules",
                error=error,
                rules=rules.label,
            )
        else:
            reason = _("the FEN tag cannot be read, so the game is skipped: {error}", error=error)
        problem(tag_lines["FEN"], PdnProblem.UNREADABLE_FEN, reason)
        return None, errors
    start_turn = board.turn
    notes: dict[int, list[str]] = {}
    result: str | None = None
    depth = opened = 0
    stopped = False
    for token in tokens:
        if token.kind == "open":
            if depth == 0:
                opened = token.line
            depth += 1
        elif token.kind == "close":
            if depth == 0:
                problem(token.line, PdnProblem.STRAY_CLOSER, _("a ')' closes no variation; it is ignored"))
            depth = max(depth - 1, 0)
        elif depth or token.kind == "tag":
            continue
        elif token.kind == "comment":
            if not stopped:
                notes.setdefault(board.plies, []).append(token.text)
        elif token.text in RESULTS:
            result = token.text
        else:
            text = _MOVE_NUMBER.sub("", token.text)
            if stopped or not text or text.startswith("$") or not text.strip(".!?"):
                continue
            label = _label(rules, start_turn, board.plies)
            refused = _play(board, text)
            if refused is not None:
                code, why = refused
                values = {"label": label, "move": _excerpt(text), "why": why, "kept": _kept(board.plies)}
                # The rule set is the likely culprit only when square numbers are off the board.
                if unnamed and code is PdnProblem.UNREADABLE_MOVE and _NUMBERED_MOVE.fullmatch(text):
                    reason = _(
                        "move {label} {move} cannot be read: {why}; the game names no rule set "
                        "(no GameType or Rules tag) and is read with {rules} rules; {kept}",
                        rules=rules.label,
                        **values,
                    )
                else:
                    reason = _(_REFUSED[code], **values)
                problem(token.line, code, reason)
                stopped = True
    if depth:
        problem(
            opened,
            PdnProblem.UNCLOSED_VARIATION,
            _("the variation opened here is never closed; the moves after it are skipped"),
        )
    comments = {ply: " ".join(texts) for ply, texts in notes.items()}
    if not headers and not board.plies and not comments and result is None:
        return None, errors
    result_tag = headers.get("Result")
    if result_tag is None:
        headers["Result"] = result or "*"
    elif result_tag not in RESULTS:
        headers["Result"] = _RESULT_ALIASES.get(result_tag.strip(), result or "*")
        if result_tag.strip() not in _RESULT_ALIASES:
            problem(
                tag_lines["Result"],
                PdnProblem.UNKNOWN_RESULT,
                _(
                    "the Result tag {tag} is not a PDN result; it is read as {result}",
                    tag=quote(result_tag),
                    result=headers["Result"],
                ),
            )
    setup = None if fen is None else board.root().fen()
    return Game(headers, rules, setup, board.move_stack, comments), errors


def _checked(board: Board, move: Move, label: str) -> Move:
    """The legal move equal to *move* (with its route as the board lists it), else an IllegalMoveError."""
    legal = None if board.is_game_over() else board.legal_moves.get(move)
    if legal is None:
        explanation = explain(board, move)
        raise IllegalMoveError(f"move {label} {board.rules.write_move(move)} is illegal: {explanation}", explanation)
    return legal


def _excerpt(text: str) -> str:
    """Move text as a message shows it: as written, or quoted and cut when it is long."""
    return text if len(text) <= 40 else quote(text)


def _parse_move(board: Board, text: str) -> Move:
    """The legal move whose route is exactly the squares of *text*, else the one :meth:`Board.parse_move` finds.

    A full capture path names one move even where a longer route passes through the
    same squares in order (which ``parse_move`` alone would call ambiguous).
    """
    squares = tuple(read_squares(text, board.geometry))
    for move in board.legal_moves:
        if move.path == squares:
            return move
    return board.parse_move(text)


def _play(board: Board, text: str) -> tuple[PdnProblem, str] | None:
    """Play move *text* on *board*, or say why it cannot be played: the code, and the
    outcome, the reading error or the explanation that the problem's sentence quotes.

    The reason names squares as the game's notation does (c3 in a Russian game).
    """
    outcome = board.outcome()
    if outcome is not None:
        return PdnProblem.MOVE_AFTER_END, str(outcome)
    try:
        board.push(_parse_move(board, text))
    except InvalidMoveError as error:
        return PdnProblem.UNREADABLE_MOVE, str(error)
    except IllegalMoveError:
        return PdnProblem.ILLEGAL_MOVE, str(explain(board, text))
    except AmbiguousMoveError:
        return PdnProblem.AMBIGUOUS_MOVE, str(explain(board, text))
    return None


def _kept(plies: int) -> str:
    if plies == 0:
        return _("the game keeps no moves")
    return n_("the game keeps the ply before it", "the game keeps the {count} plies before it", plies)


def read_games(text: str, rules: Rules | str = "english") -> ReadResult:
    """Read every game of PDN text, tolerantly: each game that can be read, and the problems.

    A game with an illegal move keeps the moves before it. Games that name no rule
    set (no ``GameType`` or ``Rules`` tag) are read with *rules*. Squares may be
    numbers or algebraic names in every game, and captures may be written with ``x``
    or ``:``. Variations in ``( )`` are skipped, with the comments inside them: only
    the main line is kept, and a variation is not a problem. Comments are kept exactly
    as written between their braces; annotation marks (``!``, ``?!``, ``$1``) are skipped.

    >>> found = read_games('''[Event "Club"]
    ... 1. 11-15 23-19 2. 9-14 27-23 {a trap} 3. 14-18 23x14 *
    ...
    ... [Event "Second"] [GameType "25"]
    ... 1. 22-18 11-15 2. 21-17 *''')
    >>> [len(game.moves) for game in found.games], found.games[0].comments
    ([6, 2], {4: 'a trap'})
    >>> for error in found.errors:
    ...     print(error)
    line 5: game 2: move 2. 21-17 is illegal: a capture is compulsory: d4xf6; the game keeps the 2 plies before it
    """
    if not isinstance(text, str):
        raise InvalidPdnError(1, f"PDN is text, not {quote(text)}", PdnProblem.NOT_TEXT)
    default = Rules.coerce(rules)
    tokens, errors = _scan(text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n"))
    games: list[Game] = []
    for number, chunk in enumerate(_split_games(tokens), 1):
        game, problems = _read_one(chunk, number, default)
        errors.extend(problems)
        if game is not None:
            games.append(game)
    errors.sort(key=lambda error: error.line)
    return ReadResult(games, errors)


def read_game(text: str, rules: Rules | str = "english") -> Game:
    """Read exactly one game, strictly: any problem raises :class:`InvalidPdnError`.

    Valid PDN with variations is read: the variations are skipped (see :func:`read_games`).

    >>> read_game("1. 11-15 23-19 2. 9-14 *").moves[-1]
    Move((9, 14))
    >>> read_game("1. 11-15 23-19 2. 9-13 19-24 *")
    Traceback (most recent call last):
    ...
    draughts.core.errors.InvalidPdnError: line 1: game 1: move 2... 19-24 is illegal: ...
    """
    found = read_games(text, rules)
    if found.errors:
        error = found.errors[0]
        raise InvalidPdnError(error.line, error.reason, error.code)
    if len(found.games) != 1:
        reason = f"expected one game, found {len(found.games)}; use read_games for a file of games"
        raise InvalidPdnError(1, reason, PdnProblem.NOT_ONE_GAME)
    return found.games[0]


def write_games(games: Iterable[Game]) -> str:
    """PDN text for several games, a blank line between them (strict, as :meth:`Game.pdn`)."""
    return "".join(game.pdn() + "\n\n" for game in games).removesuffix("\n")


def save(path: str | Path, games: Game | Iterable[Game]) -> None:
    """Write one game or several to a PDN file (UTF-8)."""
    text = write_games([games] if isinstance(games, Game) else games)
    Path(path).write_text(text, encoding="utf-8")


def load(path: str | Path, rules: Rules | str = "english") -> ReadResult:
    """Read the games of a PDN file tolerantly, as :func:`read_games`."""
    return read_games(Path(path).read_text(encoding="utf-8-sig"), rules)


def from_share_code(code: str) -> Game:
    """The game of a share code; the same as :meth:`Game.from_share_code`."""
    return Game.from_share_code(code)
