"""A lesson's figures: named pictures, comparisons of rule sets and captures shown jump by jump.

A lesson file describes each figure as data (``[[picture]]``, ``[[comparison]]``,
``[[jumps]]``); :mod:`draughts.course.data` checks it as it loads, and a notebook
draws it by name (``lesson.picture("first-jump")``). The figures draw what the
pictures module draws for the same board: a figure is a name for a drawing, not a
drawing of its own.

>>> picture = Picture("first-jump", "W:W22:B18,3", "english", move="22x15")
>>> picture.svg() == picture.board().svg(numbers=True, move=picture.board().parse_move("22x15"))
True
>>> crowned = Comparison("crowned", "W:W11:B7,9", (("english", "11x2"), ("russian", "f6:d8:a5")))
>>> crowned.svg().count('class="board-cell"')
2
>>> JumpSequence("double", "W:W22:B17,9", "english", "22x13x6").jumps().captions[-1]
'17 and 9 come off'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from draughts.core.board import Board
from draughts.core.rules import Rules
from draughts.pictures.svg import SvgImage, boards
from draughts.teaching.exercises import Jumps

__all__ = ["CAPTIONS", "Comparison", "JumpSequence", "Picture", "compare"]

CAPTIONS = {
    "english": "English",
    "russian": "Russian",
    "brazilian": "Brazilian",
    "international": "International",
    "arcade": "Arcade",
    "giveaway": "Giveaway",
    "first-king": "First king",
}
"""The rule sets a comparison may show, with the name its captions give each."""


def compare(position: str, moves: Mapping[str, str]) -> SvgImage:
    """One position under several rule sets, side by side, each after its move, with the
    move's route drawn and crosses where the taken pieces stood.

    *moves* maps a preset's name to a move in that rule set; each board's caption
    names the rule set and the move, written as that rule set's players write it, and
    each board carries its square names.

    >>> picture = compare("W:W11:B7,9", {"english": "11x2", "russian": "f6:d8:a5"})
    >>> picture.count('class="board-cell"'), "English: 11x2" in picture, "Russian: f6xd8xa5" in picture
    (2, True, True)
    """
    after, drawn = [], []
    for rules, text in moves.items():
        board = Board.from_fen(position, rules)
        move = board.parse_move(text)
        board.push(move)
        after.append(board)
        drawn.append(move)
    named = zip(moves, after, drawn, strict=True)
    captions = [f"{CAPTIONS[name]}: {board.rules.write_move(move)}" for name, board, move in named]
    return boards(after, captions, moves=drawn, names=True)


@dataclass(frozen=True)
class Picture:
    """A board the lesson draws: *position* (a PDN FEN, the start position when empty) under *rules*,
    with *arrows* between pairs of squares and a *move* to draw with its route.

    The squares carry their names as the rule set writes them (numbers, or a-h and 1-8
    around the board) unless *numbers* or *coordinates* says otherwise.
    """

    name: str
    position: str
    rules: Rules | str
    arrows: tuple[tuple[int, int], ...] = ()
    move: str = ""
    numbers: bool | None = None
    coordinates: bool | None = None

    def board(self) -> Board:
        """The picture's position, on a board of its own."""
        return Board.from_fen(self.position, self.rules) if self.position else Board(self.rules)

    def svg(self) -> SvgImage:
        """The picture, as :meth:`Board.svg <draughts.core.board.Board.svg>` draws it."""
        board = self.board()
        move = board.parse_move(self.move) if self.move else None
        if self.numbers is None and self.coordinates is None:
            return board.svg(names=True, arrows=self.arrows, move=move)
        return board.svg(numbers=bool(self.numbers), coordinates=bool(self.coordinates), arrows=self.arrows, move=move)


@dataclass(frozen=True)
class Comparison:
    """One *position* under two or more rule sets, side by side, each after its move (*moves*:
    each preset's name and its move, in order): the picture :func:`compare` draws."""

    name: str
    position: str
    moves: tuple[tuple[str, str], ...]

    def svg(self) -> SvgImage:
        """The boards side by side, each captioned with its rule set and move."""
        return compare(self.position, dict(self.moves))


@dataclass(frozen=True)
class JumpSequence:
    """A capture, *move*, from *position* under *rules*, played out one jump at a time
    (:class:`~draughts.teaching.exercises.Jumps`), each board *size* pixels wide."""

    name: str
    position: str
    rules: Rules | str
    move: str
    size: int = 200

    def jumps(self) -> Jumps:
        """The capture's boards: the start, each jump and the end, with their captions."""
        return Jumps(Board.from_fen(self.position, self.rules), self.move, size=self.size)
