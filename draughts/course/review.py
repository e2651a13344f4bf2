"""Part 4 of the course: review stages on fresh positions, from every lesson.

None of these positions appears in the lessons themselves: each stage asks for a rule
already taught, in a new setting.

>>> lesson = review()
>>> len(lesson.stages), lesson.stages[0].goal
(10, 'Black moves first: move a man onto square 13')
"""

from __future__ import annotations

from ..board import Board
from ..lessons import Choice, Count, Exercise, FindMoves, PlayMove
from ..stages import (
    AllowCapture,
    Capture,
    Crown,
    LeaveNoMove,
    Play,
    Reach,
    Script,
    Stage,
    StageSet,
    TakeMost,
    TheyCrown,
    TooManyMoves,
    Win,
    WrongMove,
)
from .lesson import Lesson

__all__ = ["review"]


def review() -> Lesson:
    """Lesson 12: one or two fresh stages for every lesson, in course order."""
    stages = StageSet(
        "review",
        "Review",
        (
            Stage(
                "review/first-move",
                "B:W21-32:B1-12",
                goal="Black moves first: move a man onto square 13",
                success=Reach(13),
                par=1,
                solution=("9-13",),
                only_way=True,
                hints=("Square 13 is at the left-hand edge, in the fourth row.",),
            ),
            Stage(
                "review/safe-step",
                "W:W17,26:B22,27",
                goal="English draughts: only one move keeps all your men. Find it",
                success=Play("26-23"),
                fails=(
                    AllowCapture(
                        "Black can jump one of your men now. Which square does the black man on 22 need to land on?"
                    ),
                ),
                replies=Script("27-31"),
                par=1,
                solution=("26-23",),
                only_way=True,
                hints=("Black's men jump down the board. Fill the square behind your man.",),
            ),
            Stage(
                "review/safe-capture",
                "W:W11,15,17:B5,8,14,18",
                goal="English draughts: capture without letting Black take back",
                success=Play("17x10"),
                fails=(AllowCapture("After that capture Black can jump. Try the other capture."),),
                replies=Script("8-12"),
                par=1,
                solution=("17x10",),
                only_way=True,
                hints=("You must capture, but you may choose which.",),
            ),
            Stage(
                "review/shot",
                "W:W7,23,27,32:B13,14,16",
                goal="English draughts: give one man, take two",
                success=Capture(2),
                fails=(
                    TooManyMoves(
                        "That did not win two men for one. Which man should Black be forced to take?", limit=2
                    ),
                ),
                replies=Script("16x23"),
                par=2,
                solution=("23-19", "27x18x9"),
                only_way=True,
                hints=("Black must capture. Where would the black man land?",),
            ),
            Stage(
                "review/block",
                "W:W28,29,30:B21",
                goal="English draughts: win by leaving Black without a move",
                success=LeaveNoMove(),
                fails=(WrongMove("Black can still move. Which square does the man on 21 still have?"),),
                par=1,
                solution=("29-25",),
                only_way=True,
                hints=("The black man on 21 moves only down, to 25.",),
            ),
            Stage(
                "review/flying-chain",
                "W:WK3:B9,14,25",
                goal="Russian draughts: take two men in one move",
                success=Capture(2),
                rules="russian",
                par=1,
                solution=("f8:a3:c1",),
                whole_capture=True,
                hints=("After the first jump, stop where the king can jump again.",),
            ),
            Stage(
                "review/most",
                "W:W14,15:B7,9,10,20,27",
                goal="Brazilian draughts: capture as the rules demand",
                success=TakeMost(),
                rules="brazilian",
                par=1,
                solution=("e5:c7:a5",),
                find_capture=True,
                whole_capture=True,
                hints=("Count the men each capture takes.",),
            ),
            Stage(
                "review/stop-anywhere",
                "W:WK16:B17,23",
                goal="Arcade tables: take one man only, and end your move",
                success=Play("16x30"),
                fails=(TooManyMoves("Your king went on. Stop on a square from which it cannot jump again.", limit=1),),
                rules="arcade",
                par=1,
                solution=("16x30",),
                hints=("On these tables a king may stop on any empty square beyond the piece.",),
            ),
            Stage(
                "review/giveaway",
                "W:W24,27:B16,17",
                goal="Giveaway: lose both your men in one go",
                success=Win(),
                fails=(
                    TooManyMoves("You still have men. Offer one so that Black's jump goes on to the other.", limit=2),
                ),
                replies=Script("16x23x32"),
                rules="giveaway",
                par=1,
                solution=("24-19",),
                hints=("Black's capture goes on while it can.",),
            ),
            Stage(
                "review/win-the-race",
                "W:W14,29:B20",
                goal="First king wins: crown first",
                success=Crown(),
                fails=(TheyCrown("Black crowned first and won. Which of your men is closer to the far row?"),),
                replies=Script("20-24", "24-28", "28-32"),
                rules="first-king",
                par=3,
                solution=("14-10", "10-6", "6-2"),
                hints=("Count the steps each man needs.",),
            ),
        ),
    )
    return Lesson(12, "review", stages, _questions())


def _questions() -> tuple[Exercise, ...]:
    """Ten questions that need a word, a number or a list of moves, drawn from every lesson."""
    compulsory = Board.from_fen("B:W18,27:B14,10,11", "english")
    return (
        FindMoves(
            Board.from_fen("W:W22,23:B9", "english"),
            "English rules, White to move: what are the legal moves?",
            hints=["A man steps one square diagonally forward, onto an empty square.", "Each man has two squares."],
        ),
        Choice(
            "English rules, Black to move: is 11-16 legal here, and why?",
            {
                "yes: men step diagonally forward": "That is true of men, but look for a capture first.",
                "no: 16 is not next to 11": "16 is next to 11. Something else forbids the move.",
                "no: a capture is compulsory": "Right: the man on 14 can capture, so a quiet move is not allowed.",
            },
            answer="no: a capture is compulsory",
            board=compulsory,
            hints=["Can any black piece jump a white one?"],
            numbers=True,
        ),
        PlayMove(
            compulsory,
            "English rules, Black to move: play the capture, all of it.",
            "14x23x32",
            hints=["The man on 14 jumps 18.", "After landing on 23 it can jump again, and it must."],
        ),
        Choice(
            "English rules, White to move: is 5x14 legal here, and why?",
            {
                "yes: a capture is compulsory": "A capture would be compulsory, if there were a legal one.",
                "no: men capture only forward here": "Right: in English draughts a man never captures backward.",
                "no: 14 is not empty": "14 is empty. Look at the direction of the jump.",
            },
            answer="no: men capture only forward here",
            board=Board.from_fen("W:W5:B9", "english"),
            hints=["White's men move up the board. Which way does 5x14 go?"],
            numbers=True,
        ),
        Count(
            "Russian rules, White to move: how many moves does the king have?",
            6,
            Board.from_fen("W:WK29:B4", "russian"),
            too_few="Too few: a Russian king flies any distance along an open diagonal.",
            too_many="Too many: the king cannot jump 4, since there is no square beyond it.",
            explanation="29-25, 29-22, 29-18, 29-15, 29-11 and 29-8.",
            hints=["Russian kings fly.", "The black man sits on the edge of the board."],
        ),
        Choice(
            "Brazilian rules, White to move: is 6x13 legal here, and why?",
            {
                "yes: you may choose any capture": "That is the English and Russian rule, not the Brazilian one.",
                "no: men capture only forward": "Brazilian men capture backward too. Something else forbids it.",
                "no: you must take the most pieces": "Right: 5x14x7 takes two pieces, and Brazilian rules insist.",
            },
            answer="no: you must take the most pieces",
            board=Board.from_fen("W:W5,6:B9,10", "brazilian"),
            hints=["Count the pieces each capture takes."],
            numbers=True,
        ),
        Choice(
            "Under which rules may a king stop right after a jump, when it could go on from a square beyond?",
            {
                "Russian": "No: a Russian flying king must stop where it can capture again.",
                "Arcade": "Right: the Arcade king may land on any empty square beyond the piece (flying landing: any).",
                "international": "No: an international flying king must stop where it can capture again.",
            },
            answer="Arcade",
            hints=["It is the flying landing switch."],
        ),
        PlayMove(
            Board.from_fen("W:W18:B15,7,6,27", "russian"),
            "Russian rules, White to move: play the capture, all of it.",
            "18x11x2x9x32",
            hints=["The man is crowned on 2.", "In Russian, a man crowned mid-capture goes on as a king."],
        ),
        Choice(
            "English rules, White to move. Who has won?",
            {
                "White": "White cannot move at all. What does that mean on White's turn?",
                "nobody: it is a draw": "A blocked side is not a draw: it has lost.",
                "Black": "Right: White has two pieces but no legal move, and that loses.",
            },
            answer="Black",
            board=Board.from_fen("W:W21,K29:B25,22,17,14", "english"),
            hints=["Find one legal move for White, if you can."],
            numbers=True,
        ),
        Choice(
            "Giveaway, Black to move. Who has won?",
            {
                "Black": "Right: Black cannot move, and in giveaway the side with no move on its turn wins.",
                "White": "In English checkers, yes. In giveaway the goal is turned around.",
                "nobody yet": "Black cannot move. What does the giveaway goal say about that?",
            },
            answer="Black",
            board=Board.from_fen("B:W22,25,26,30:B13,17,21", "giveaway"),
            hints=[
                "Black's three men are all blocked.",
                "Giveaway: you win by losing everything, or by being blocked.",
            ],
            numbers=True,
        ),
    )
