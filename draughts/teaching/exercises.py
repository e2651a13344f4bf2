"""Checked exercises for the lesson notebooks.

An exercise holds a position (a :class:`~draughts.Board`, which carries its rule set),
a question, a way to check an answer and hints. :meth:`Exercise.check` returns a
:class:`Feedback`; :class:`~draughts.widgets.exercise.ExerciseWidget` is the interactive
version (a text box, buttons or a board, a Check button and a line of feedback). Four kinds:

- :class:`FindMoves`: list every legal move (or every move of one piece) as PDN;

Every sentence writes squares and moves as the position's players do: ``c3-d4`` in a
Russian or Brazilian game, ``22-18`` in the others (:meth:`~draughts.Rules.write_move`).
- :class:`PlayMove`: play the right move;
- :class:`Choice`: pick one option, each wrong option with its own hint;
- :class:`Count`: give a number.

>>> from draughts import Board
>>> board = Board.from_fen("B:W18,27:B14,10,11")
>>> exercise = FindMoves(board, "Black to move: list every legal move.")
>>> exercise.check("14x23x32").correct
True
>>> print(exercise.check("11-16").message)
11-16 is not allowed: a capture is compulsory, so a quiet move is refused. Look again at the piece on 14.
>>> print(exercise.check("14x23").message)
14x23 stops too early: after 23 the same piece can jump again, and it must go on. Look again at the piece on 14.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from draughts.core.board import Board
from draughts.core.errors import AmbiguousMoveError, IllegalMoveError, InvalidMoveError, InvalidOptionError
from draughts.core.explain import Explanation, Reason, explain
from draughts.core.messages import N_, _, n_
from draughts.core.moves import Move
from draughts.core.rules import Crowning, Removal
from draughts.core.sides import Piece

__all__ = ["Choice", "Count", "Exercise", "Feedback", "FindMoves", "Jumps", "PlayMove", "sample_move"]

_MOVE_IN_TEXT = re.compile(r"[a-j]?\d+\s*[-x]\s*[a-j]?\d+")
_ANSWER_SEPARATORS = re.compile(r"[\s,;]+")
_JOINERS = frozenset("-xX:")
"""The characters that join the squares of a move, which may stand between spaces."""


@dataclass(frozen=True, slots=True)
class Feedback:
    """The verdict on one answer: right or not, and a sentence for the learner.

    >>> str(Feedback(True, "Well done."))
    '✔ Well done.'
    """

    correct: bool
    message: str

    def __str__(self) -> str:
        return f"{'✔' if self.correct else '✘'} {self.message}"


def _reason(explanation: Explanation) -> str:
    """The sentence of an explanation without the moves it lists, so as not to give the answer away.

    >>> print(_reason(Board.from_fen("B:W18,27:B14,10,11").explain("10-15")))
    a capture is compulsory
    """
    head, colon, tail = explanation.sentence.partition(": ")
    if colon and _MOVE_IN_TEXT.search(tail):
        return head
    return explanation.sentence


_SAMPLES = {
    "step": (Move((11, 15)), Move((22, 18))),
    "other step": (Move((11, 16)), Move((22, 17))),
    "capture": (Move((11, 18, 25), captures=(15, 22)), Move((22, 15, 8), captures=(18, 11))),
    "long capture": (Move((1, 10, 19), captures=(6, 15)), Move((22, 15, 8), captures=(18, 11))),
}
"""Moves that show how an answer is written: in numbers, and in algebraic squares."""


def sample_move(board: Board, kind: str) -> str:
    """A sample move of *kind* (``step``, ``other step``, ``capture`` or ``long capture``), written
    as *board*'s players write moves, to show a learner how to type an answer.

    >>> sample_move(Board(), "capture"), sample_move(Board("russian"), "capture")
    ('11x18x25', 'c3xe5xg7')
    """
    return board.rules.write_move(_SAMPLES[kind][board.rules.algebraic])


def _judge_text(board: Board, text: str) -> Move | str:
    """The legal move that *text* names, or a sentence saying what is wrong with it.

    >>> board = Board.from_fen("B:W18,27:B14,10,11")
    >>> _judge_text(board, "14x23x32")
    Move((14, 23, 32), captures=(18, 27), crowns=True)
    >>> _judge_text(board, "14-9")
    '14-9 is not legal: a man moves only forward.'
    >>> print(_judge_text(board.with_rules("russian"), "hello"))
    'hello' is not a move: write the squares joined by - or x, such as c3-d4 or c3xe5xg7.

    Squares typed as numbers where the rule set writes letters are named as typed:

    >>> print(_judge_text(board.with_rules("russian"), "15-19"))
    15-19 is not legal: there is no piece on 15. These rules write squares with letters, such as c3-d4.
    """
    try:
        return board.parse_move(text)
    except InvalidMoveError:
        samples = _or_list([sample_move(board, "step"), sample_move(board, "capture")])
        return _(
            "{text} is not a move: write the squares joined by - or x, such as {samples}.",
            text=repr(text),
            samples=samples,
        )
    except AmbiguousMoveError:
        example = sample_move(board, "long capture")
        return _(
            "{text} fits more than one capture: write every square the piece lands on, such as {example}.",
            text=text,
            example=example,
        )
    except IllegalMoveError as error:
        explanation = error.explanation
    if board.rules.algebraic and not re.search("[a-z]", text, re.IGNORECASE):
        return _(
            "{move} is not legal: {reason}. {letters}",
            move=text,
            reason=_reason(explain(board, text, str)),
            letters=_letters(board),
        )
    if explanation.reason is Reason.CAPTURE_COMPULSORY:
        return _("{move} is not allowed: a capture is compulsory, so a quiet move is refused.", move=text)
    if explanation.reason is Reason.MUST_GO_ON:
        if not explanation.squares:
            return _("{move} stops too early: the same piece can jump again, and it must go on.", move=text)
        return _(
            "{move} stops too early: after {square} the same piece can jump again, and it must go on.",
            move=text,
            square=board.rules.name_square(explanation.squares[0]),
        )
    return _("{move} is not legal: {reason}.", move=text, reason=_reason(explanation))


def _letters(board: Board) -> str:
    """That the rule set writes squares with letters, with a sample move."""
    return _("These rules write squares with letters, such as {move}.", move=sample_move(board, "step"))


class Exercise(ABC):
    """A question about a position, with a check and hints.

    *board* is copied, so the exercise never changes the board it was given.
    *hints* are shown one at a time by the widget's Hint button.
    """

    question: str
    hints: tuple[str, ...]
    board: Board | None
    numbers: bool

    def __init__(
        self, question: str, board: Board | None = None, *, hints: Sequence[str] = (), numbers: bool = True
    ) -> None:
        self.question = question
        self.board = board.copy(stack=False) if board is not None else None
        self.hints = tuple(hints)
        self.numbers = numbers

    @abstractmethod
    def check(self, answer: Any) -> Feedback:
        """Check one answer."""

    @property
    @abstractmethod
    def solution(self) -> str:
        """The answer, in words (for a teacher, or after the learner has tried)."""

    def options(self) -> tuple[str, ...]:
        """The choices offered, for exercises answered by picking one (none by default)."""
        return ()

    def picture(self) -> str | None:
        """The position as SVG, or ``None`` when the exercise has no board."""
        if self.board is None:
            return None
        from draughts.pictures import svg

        return svg.board(self.board, names=self.numbers, coordinates=self.board.rules.algebraic)

    def _repr_svg_(self) -> str | None:
        return self.picture()

    def _repr_html_(self) -> str | None:
        """The picture inline, so it keeps its name in words (JupyterLab shows SVG as an unnamed image)."""
        return self.picture()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.question!r}>"


def _split_answer(answer: str | Iterable[str | Move]) -> list[str]:
    """The moves of an answer, one text each; spaces inside a move are allowed.

    >>> _split_answer("11 - 15, 22x15  9-13")
    ['11-15', '22x15', '9-13']
    """
    if isinstance(answer, str):
        moves: list[list[str]] = []
        for word in _ANSWER_SEPARATORS.split(answer):
            if not word:
                continue
            if moves and (moves[-1][-1][-1] in _JOINERS or word[0] in _JOINERS):
                moves[-1].append(word)  # '11 - 15' is one move; joined once, so the work stays linear
            else:
                moves.append([word])
        return ["".join(parts) for parts in moves]
    return [str(item) for item in answer]


class FindMoves(Exercise):
    """List every legal move (or every move of the piece on *start*) as PDN text.

    The answer is a string such as ``"9-13, 9-14"`` or a list of moves; the order does
    not matter, and it must name the moves exactly, no more and no fewer.

    >>> exercise = FindMoves(Board("english"), "Which moves has the man on 9?", start=9)
    >>> exercise.check("9-13, 9-14")
    Feedback(correct=True, message='Right: 9-13 and 9-14.')
    >>> print(exercise.check("9-13").message)
    You have found 1 of the 2 moves. The piece on 9 has more than one move: look at each direction it can go.
    """

    board: Board
    """Always a board: the moves are found or played on it."""

    def __init__(
        self,
        board: Board,
        question: str,
        *,
        start: int | None = None,
        hints: Sequence[str] = (),
        numbers: bool = True,
    ) -> None:
        super().__init__(question, board, hints=hints, numbers=numbers)
        self.start = start

    @property
    def expected(self) -> list[Move]:
        """The moves the answer must name."""
        return [move for move in self.board.legal_moves if self.start is None or move.start == self.start]

    @property
    def solution(self) -> str:
        moves = self.expected
        if not moves:
            return _("There is no legal move.")
        return _("{moves}.", moves=_and_list(list(map(self.board.rules.write_move, moves))))

    def check(self, answer: str | Iterable[str | Move]) -> Feedback:
        """Check a list of moves against the exact set of legal moves."""
        texts = _split_answer(answer)
        expected = self.expected
        if not texts:
            if not expected:
                return Feedback(True, _("Right: there is no legal move."))
            samples = f"{sample_move(self.board, 'step')}, {sample_move(self.board, 'other step')}"
            return Feedback(False, _("Write the moves, separated by commas, such as {samples}.", samples=samples))
        problems: list[str] = []
        found: list[Move] = []
        for text in texts:
            judged = _judge_text(self.board, text)
            if isinstance(judged, str):
                problems.append(judged)
            elif self.start is not None and judged.start != self.start:
                name = self.board.rules.name_square
                problems.append(
                    _(
                        "{move} is legal, but it is a move of the piece on {square}, not {start}.",
                        move=text,
                        square=name(judged.start),
                        start=name(self.start),
                    )
                )
            elif judged not in found:
                found.append(judged)
        missing = [move for move in expected if move not in found]
        if not problems and not missing:
            return Feedback(
                True, _("Right: {moves}.", moves=_and_list(list(map(self.board.rules.write_move, expected))))
            )
        if missing:
            hint = self._missing_hint(missing, found)
            if found:
                hint = n_(
                    "You have found {found} of the {count} move. {hint}",
                    "You have found {found} of the {count} moves. {hint}",
                    len(expected),
                    found=len(found),
                    hint=hint,
                )
            problems.append(hint)
        return Feedback(False, " ".join(problems))

    def _missing_hint(self, missing: list[Move], found: list[Move]) -> str:
        first = min(move.start for move in missing)
        where = self.board.rules.name_square(first)
        if any(move.start == first for move in found):
            return _("The piece on {square} has more than one move: look at each direction it can go.", square=where)
        return _("Look again at the piece on {square}.", square=where)


class PlayMove(Exercise):
    """Play the right move: on the board in the widget, or typed as PDN.

    *answer* is the move (or moves) that count as right. *wrong* gives a hint for
    particular legal moves that are not the answer, keyed by their PDN text; an
    illegal move gets the engine's reason instead.

    >>> board = Board.from_fen("W:W23,24:B19")
    >>> exercise = PlayMove(board, "White to move: take with the man on 24.", "24x15",
    ...                     wrong={"23x16": "that is the man on 23."})
    >>> exercise.check("23x16").message
    '23x16 is legal, but not the answer: that is the man on 23.'
    >>> exercise.check("24x15").correct
    True
    """

    board: Board
    """Always a board: the moves are found or played on it."""

    def __init__(
        self,
        board: Board,
        question: str,
        answer: str | Move | Iterable[str | Move],
        *,
        wrong: Mapping[str, str] | None = None,
        explanation: str = "",
        hints: Sequence[str] = (),
        numbers: bool = True,
    ) -> None:
        super().__init__(question, board, hints=hints, numbers=numbers)
        items = [answer] if isinstance(answer, str | Move) else list(answer)
        self.answers = tuple(item if isinstance(item, Move) else board.parse_move(item) for item in items)
        self.wrong: dict[Move, str] = {}
        for text, hint in (wrong or {}).items():
            judged = _judge_text(board, text)
            if isinstance(judged, str):
                raise InvalidOptionError(
                    _(
                        "a hint for {move}, which is not a legal move: the engine explains it ({why})",
                        move=repr(text),
                        why=judged,
                    )
                )
            self.wrong[judged] = hint
        self.explanation = explanation

    @property
    def solution(self) -> str:
        moves = _or_list(list(map(self.board.rules.write_move, self.answers)))
        return _("{moves}. {explanation}", moves=moves, explanation=self.explanation).strip()

    def check(self, answer: str | Move) -> Feedback:
        """Check one move, given as text or as a :class:`Move`."""
        write = self.board.rules.write_move
        if isinstance(answer, Move):
            if answer not in self.board.legal_moves:
                reason = _reason(self.board.explain(answer))
                return Feedback(False, _("{move} is not legal: {reason}.", move=write(answer), reason=reason))
            move, typed = answer, write(answer)
        else:
            typed = answer.strip()
            judged = _judge_text(self.board, typed)
            if isinstance(judged, str):
                return Feedback(False, judged)
            move = judged
        if move in self.answers:
            said = _("Right: {why}. {explanation}", why=self.board.explain(move), explanation=self.explanation)
            return Feedback(True, said.strip())
        if move in self.wrong:
            return Feedback(False, _("{move} is legal, but not the answer: {hint}", move=typed, hint=self.wrong[move]))
        return Feedback(
            False, _("{move} is legal, but it is not the move asked for. Read the question again.", move=typed)
        )


class Choice(Exercise):
    """Pick one of several options; each option has its own message.

    *options* maps each option to the sentence shown when it is picked: for the
    right one an explanation, for each wrong one a hint.

    >>> exercise = Choice("Who moves first in English draughts?",
    ...                   {"Black": "Yes: Black, the side at the top.", "White": "Not in English draughts."},
    ...                   answer="Black")
    >>> exercise.check("white")
    Feedback(correct=False, message='Not in English draughts.')
    >>> exercise.check("Black").correct
    True
    """

    def __init__(
        self,
        question: str,
        options: Mapping[str, str],
        answer: str,
        board: Board | None = None,
        *,
        hints: Sequence[str] = (),
        numbers: bool = False,
    ) -> None:
        super().__init__(question, board, hints=hints, numbers=numbers)
        if answer not in options:
            raise InvalidOptionError(
                _("the answer {answer} is not one of the options {options}", answer=repr(answer), options=list(options))
            )
        self.messages = dict(options)
        self.answer = answer

    def options(self) -> tuple[str, ...]:
        return tuple(self.messages)

    @property
    def solution(self) -> str:
        return _("{answer}. {explanation}", answer=self.answer, explanation=self.messages[self.answer])

    def check(self, answer: str) -> Feedback:
        """Check the chosen option (case and spaces do not matter)."""
        chosen = {option.strip().lower(): option for option in self.messages}.get(str(answer).strip().lower())
        if chosen is None:
            return Feedback(False, _("Choose one of: {options}.", options=", ".join(self.messages)))
        return Feedback(chosen == self.answer, self.messages[chosen])


class Count(Exercise):
    """Give a number, such as how many legal moves a position has.

    >>> exercise = Count.legal_moves(Board("english"))
    >>> exercise.check("7").correct, exercise.check(6).message
    (True, 'Too few. Count the moves of every piece that can move, one piece at a time.')
    """

    def __init__(
        self,
        question: str,
        answer: int,
        board: Board | None = None,
        *,
        too_few: str = N_("Too few."),
        too_many: str = N_("Too many."),
        explanation: str = "",
        hints: Sequence[str] = (),
        numbers: bool = True,
    ) -> None:
        super().__init__(question, board, hints=hints, numbers=numbers)
        self.answer = answer
        self.too_few = too_few
        self.too_many = too_many
        self.explanation = explanation

    @classmethod
    def legal_moves(cls, board: Board, question: str | None = None, *, hints: Sequence[str] = ()) -> Count:
        """How many legal moves the side to move has in *board*."""
        moves = list(board.legal_moves)
        asked = (
            _("White to move: how many legal moves are there?")
            if board.turn
            else _("Black to move: how many legal moves are there?")
        )
        return cls(
            question or asked,
            len(moves),
            board,
            too_few=N_("Too few. Count the moves of every piece that can move, one piece at a time."),
            too_many=N_("Too many. Check that every move you counted is forward and onto an empty square."),
            explanation=_("They are {moves}.", moves=_and_list(list(map(board.rules.write_move, moves))))
            if moves
            else "",
            hints=hints,
        )

    @property
    def solution(self) -> str:
        return _("{answer}. {explanation}", answer=self.answer, explanation=self.explanation).strip()

    def check(self, answer: int | str) -> Feedback:
        """Check a whole number, given as an int or as text."""
        try:
            number = int(str(answer).strip())
        except ValueError:
            return Feedback(False, _("Type a whole number, such as 3."))
        if number < self.answer:
            return Feedback(False, _(self.too_few))
        if number > self.answer:
            return Feedback(False, _(self.too_many))
        return Feedback(
            True, _("Right: {answer}. {explanation}", answer=self.answer, explanation=self.explanation).strip()
        )


class Jumps:
    """A capture played out one jump at a time, as a row of pictures.

    :attr:`boards` holds the position at the start, after each jump and after the
    move. Between jumps the capturing piece stands on its landing square; the pieces
    it has jumped stay on the board, crossed out, until the move ends (removal at the
    end), or leave at once (immediate removal, as on the Arcade tables).

    >>> board = Board.from_fen("W:W22:B17,9")
    >>> steps = Jumps(board, "22x13x6")
    >>> [sorted(b.pieces()) for b in steps.boards]
    [[9, 17, 22], [9, 13, 17], [6, 9, 17], [6]]
    >>> steps.captions
    ['start', 'jump 1: over 17 to 13', 'jump 2: over 9 to 6', '17 and 9 come off']

    The captions and the square names on the boards are written as the rule set's players
    write them (``numbers=False`` leaves the names off the boards):

    >>> Jumps(board.with_rules("russian"), "c3:a5:c7").captions[1:]
    ['jump 1: over b4 to a5', 'jump 2: over b6 to c7', 'b4 and b6 come off']
    """

    def __init__(self, board: Board, move: Move | str, *, numbers: bool = True, size: int = 200) -> None:
        self.move = board.parse_move(move) if isinstance(move, str) else move
        if self.move not in board.legal_moves:
            explanation = board.explain(self.move)
            raise IllegalMoveError(
                _("{move} is not legal here: {why}", move=board.rules.write_move(self.move), why=explanation),
                explanation,
            )
        self.numbers = numbers
        self.size = size
        piece = board.piece_at(self.move.start)
        assert piece is not None
        immediate = board.rules.removal is Removal.IMMEDIATE
        name = board.rules.name_square
        self.boards = [board.copy(stack=False)]
        self.captions = [_("start")]
        for index, (landing, taken) in enumerate(zip(self.move.path[1:], self.move.captures, strict=True), 1):
            step = self.boards[-1].copy(stack=False)
            step.remove(self.move.path[index - 1])
            if immediate:
                step.remove(taken)
            if not piece.king and step.geometry.bits[landing] & step.geometry.crown_row[piece.color]:
                piece = Piece(piece.color, king=board.rules.crowning is Crowning.KING_CONTINUES)
            _place(step, landing, piece)
            self.boards.append(step)
            self.captions.append(
                _("jump {index}: over {square} to {landing}", index=index, square=name(taken), landing=name(landing))
            )
        after = board.copy(stack=False)
        after.push(self.move)
        self.boards.append(after)
        taken_text = _and_list(list(map(name, self.move.captures)))
        self.captions.append(_("the move ends") if immediate else _("{squares} come off", squares=taken_text))

    def picture(self) -> str:
        """The steps as one SVG row: the start, each jump with the route so far, and the end."""
        from draughts.pictures import svg

        immediate = self.boards[0].rules.removal is Removal.IMMEDIATE
        last = len(self.boards) - 1
        moves: list[Move | None] = [None]
        for index in range(1, last):
            jumped = () if immediate else self.move.captures[:index]
            moves.append(Move(self.move.path[: index + 1], jumped))
        moves.append(Move(self.move.path, ()))
        highlights: list[list[int] | None] = [[self.move.start], *([None] * last)]
        return svg.boards(
            self.boards,
            self.captions,
            moves=moves,
            highlights=highlights,
            names=self.numbers,
            columns=len(self.boards),
            size=self.size,
        )

    def _repr_svg_(self) -> str:
        return self.picture()

    def _repr_html_(self) -> str:
        """The picture inline, so that a screen reader reads its label (an SVG shown as an image has none)."""
        return self.picture()

    def __repr__(self) -> str:
        return f"<Jumps {self.boards[0].rules.write_move(self.move)} in {len(self.move.captures)} jumps>"


def _place(board: Board, square: int, piece: Piece) -> None:
    """Put *piece* on *square* even where a man could not stay (a man passing its crown row mid-capture)."""
    if piece.king or not board.geometry.bits[square] & board.geometry.crown_row[piece.color]:
        board.put(square, piece)
        return
    bit = board.geometry.bits[square]
    position = board.position
    if piece.color:
        board.set_position(position._replace(white_men=position.white_men | bit))
    else:
        board.set_position(position._replace(black_men=position.black_men | bit))


def _and_list(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return items[0] if len(items) == 1 else _("{others} and {last}", others=", ".join(items[:-1]), last=items[-1])


def _or_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else _("{others} or {last}", others=", ".join(items[:-1]), last=items[-1])
