"""The errors of the package: a family of ``ValueError`` s, each with a plain sentence."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from draughts.core.explain import Explanation
    from draughts.records.pdn import PdnProblem
    from draughts.teaching.progress_code import CodeProblem

__all__ = [
    "AmbiguousMoveError",
    "CourseDataError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidMoveError",
    "InvalidOptionError",
    "InvalidPdnError",
    "InvalidShareCodeError",
    "InvalidSquareError",
    "PdnWriteError",
    "ProgressCodeError",
    "ProgressError",
    "StageError",
    "StageOverError",
    "UnknownRulesError",
]


class InvalidSquareError(ValueError):
    """A square number or name that is not on the board."""


class InvalidMoveError(ValueError):
    """Move text that cannot be read, such as ``"11--15"`` or ``"k9-z2"``, or a move of one square."""


class IllegalMoveError(ValueError):
    """A well-written move that the rules do not allow in this position.

    ``error.explanation`` says why, as a value: branch on ``error.explanation.reason``.

    >>> from draughts import Board
    >>> try:
    ...     Board("english").push_pdn("9-5")
    ... except IllegalMoveError as error:
    ...     print(error.explanation.reason, "-", error)
    Reason.OCCUPIED - 5 is occupied
    """

    def __init__(self, message: str, explanation: Explanation) -> None:
        super().__init__(message)
        self.explanation = explanation


class AmbiguousMoveError(ValueError):
    """Move text that fits more than one legal move; the message lists them."""


class InvalidFenError(ValueError):
    """A position string (PDN FEN) that cannot be read; the message names the broken part."""


class UnknownRulesError(ValueError):
    """An unknown rule-set name or switch value; the message lists the valid ones."""


class InvalidOptionError(ValueError):
    """An argument out of range or that does not fit, such as a search depth of 0,
    two titles for three boards, or 10x10 rules for an 8x8 position; the message says what fits.
    """


class GameOverError(ValueError):
    """A request that needs a game still going on, such as a hint, after the game has ended."""


class InvalidPdnError(ValueError):
    """PDN text that a strict reader refuses; ``line`` and ``reason`` say where and why.

    ``error.code`` names the problem as a value (a ``PdnProblem``): branch on it, not on the sentence.

    >>> from draughts.records.pdn import read_game
    >>> try:
    ...     read_game("1. 11-15 23-19 2. 9-14 19-24 *")
    ... except InvalidPdnError as error:
    ...     print(error.code)
    PdnProblem.ILLEGAL_MOVE
    """

    def __init__(self, line: int, reason: str, code: PdnProblem | None = None) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason
        self.code = code


class PdnWriteError(ValueError):
    """A game that PDN text cannot hold as it is, refused when it is written; the message names the part.

    Nothing is changed to make it fit, since text written otherwise would not read back the same.
    """


class InvalidShareCodeError(ValueError):
    """A share code that cannot be read; the message says which part is wrong."""


class StageError(ValueError):
    """A stage or stage set that is not well formed; the message names the stage."""


class CourseDataError(ValueError):
    """A course data file (a lesson or the route) that cannot be read or does not make a lesson;
    the message names the file, the line or the stage or question, and the key."""


class StageOverError(ValueError):
    """A move offered to an attempt that is over (solved, failed or shown)."""


class ProgressError(ValueError):
    """A value that kept progress refuses, such as 4 stars or 2.5 stars for a stage."""


class ProgressCodeError(ValueError):
    """A progress code that cannot be read (or made); the message says why.

    ``error.reason`` names the problem as a value: branch on it, not on the sentence.

    >>> from draughts.teaching.progress import read_code
    >>> try:
    ...     read_code("hello")
    ... except ProgressCodeError as error:
    ...     print(error.reason)
    CodeProblem.NOT_A_CODE
    """

    def __init__(self, message: str, reason: CodeProblem) -> None:
        super().__init__(message)
        self.reason = reason
