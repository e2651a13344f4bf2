"""A lesson on the screen: its stages to play, its questions to answer, its figures, its tiles to practise.

The lesson itself is content (:class:`~draughts.course.lesson.Lesson`: stages,
questions and figures, no widgets); :class:`LessonView` builds the widgets a notebook
shows for it, and draws its figures by name.

>>> from draughts.course.english import capture, setup
>>> lesson = LessonView(setup())
>>> lesson.play("square-14").stage.goal
'Move a black man onto square 14'
>>> lesson.ask(1).exercise is lesson.questions[0]
True
>>> LessonView(capture()).picture("first-jump").count('class="captured"')
1
"""

from __future__ import annotations

from draughts.course.lesson import Lesson
from draughts.pictures.svg import SvgImage
from draughts.teaching.exercises import Exercise, Jumps
from draughts.widgets.board import BoardWidget
from draughts.widgets.exercise import ExerciseWidget
from draughts.widgets.explorer import RulesExplorer
from draughts.widgets.stage import StageSetWidget, StageWidget

__all__ = ["LessonView"]


class LessonView:
    """The widgets of *lesson*: :meth:`play` a stage, :meth:`ask` a question, :meth:`practice` them all.

    The lesson's figures are drawn by name: :meth:`picture`, :meth:`compare` and
    :meth:`jumps`; a picture's position is also a :meth:`board` to play on and a
    position for the :meth:`explorer`. :meth:`game` is a whole game in the lesson's rule sets.
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    @property
    def questions(self) -> tuple[Exercise, ...]:
        """The lesson's questions, in order."""
        return self.lesson.questions

    def play(self, name: str) -> StageWidget:
        """The stage called *name* on a board to play, numbered as in the lesson."""
        stages = self.lesson.stages
        index = stages.index(f"{self.lesson.key}/{name}")
        return StageWidget(stages[index], number=index + 1)

    def ask(self, number: int) -> ExerciseWidget:
        """Question *number* (from 1), with its answer box, Check and Hint."""
        return ExerciseWidget(self.lesson.questions[number - 1])

    def practice(self) -> StageSetWidget:
        """Every stage of the lesson as numbered tiles with their stars, to play again."""
        return StageSetWidget(self.lesson.stages)

    def picture(self, name: str) -> SvgImage:
        """The picture called *name* (a ``[[picture]]`` of the lesson file)."""
        return self.lesson.picture(name).svg()

    def compare(self, name: str) -> SvgImage:
        """The comparison called *name*: one position under several rule sets, each after its move."""
        return self.lesson.comparison(name).svg()

    def jumps(self, name: str) -> Jumps:
        """The capture called *name* (a ``[[jumps]]`` of the lesson file), one board per jump."""
        return self.lesson.jump_sequence(name).jumps()

    def board(self, name: str) -> BoardWidget:
        """The position of the picture called *name* on a board to play on, with a beginner's controls."""
        picture = self.lesson.picture(name)
        return BoardWidget(picture.board(), numbers=picture.numbers is not False, beginner=True)

    def game(self) -> BoardWidget:
        """A whole game in the lesson's rule sets (its file's ``game``), against a friend or the
        computer, with a beginner's controls; the rules menu offers them when there are two or more.

        >>> from draughts.course.variants import most
        >>> board = LessonView(most()).game()
        >>> board.board.rules.name, [label for label, _ in board.rules_picker.options]
        ('international', ['international', 'brazilian'])
        """
        rule_sets = self.lesson.game_rules
        if not rule_sets:
            raise KeyError(f"the lesson {self.lesson.key!r} has no whole game: its file gives no 'game'")
        return BoardWidget(rule_sets[0], numbers=True, beginner=True, rule_sets=rule_sets)

    def explorer(self, name: str) -> RulesExplorer:
        """The rules explorer, set up on the position and rule set of the picture called *name*."""
        picture = self.lesson.picture(name)
        return RulesExplorer(picture.position or picture.board(), picture.rules)

    def __repr__(self) -> str:
        return f"<LessonView {self.lesson.number}: {self.lesson.title}>"
