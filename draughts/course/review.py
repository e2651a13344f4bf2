"""Part 4 of the course: review stages on fresh positions, from every lesson.

None of these positions appears in the lessons themselves: each stage asks for a rule
already taught, in a new setting.

>>> lesson = review()
>>> len(lesson.stages), lesson.stages[0].goal
(10, 'Four moves into a game, Black to move: move a man onto square 16')
"""

from __future__ import annotations

from draughts.core.board import Board
from draughts.course.lesson import Lesson
from draughts.teaching.exercises import Choice, Count, Exercise, FindMoves, PlayMove
from draughts.teaching.stages import (
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
    TooManyMoves,
    Win,
    WrongMove,
)

__all__ = ["review"]


def review() -> Lesson:
    """Lesson 12: one or two fresh stages for every lesson, in course order."""
    stages = StageSet(
        "review",
        "Review",
        (
            Stage(
                "review/numbers",
                "B:W17,19,21,24-32:B1-7,9-12,15",
                goal="Four moves into a game, Black to move: move a man onto square 16",
                success=Reach(16),
                fails=(TooManyMoves("That man did not land on 16. Find the number 16 on a dark square.", limit=1),),
                par=1,
                solution=("11-16",),
                hints=(
                    "The squares are numbered from the top left, four to a row.",
                    "Square 16 is the last square of the fourth row, the row of 13 to 16.",
                ),
            ),
            Stage(
                "review/safe-step",
                "W:W17,26:B22,27",
                goal="English draughts: only one move keeps all your men. Find it",
                success=Play("26-23"),
                fails=(
                    AllowCapture(
                        "Black can now jump your man on 26 and land on 31. "
                        "Nothing can fill 31: move the man on 26 out of reach."
                    ),
                ),
                replies=Script("27-31"),
                par=1,
                solution=("26-23",),
                only_way=True,
                hints=(
                    "Your man on 26 is attacked, and nothing can fill 31 behind it. "
                    "Step it forward to a square no black man can jump.",
                ),
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
                choose_landing=True,
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
                "W:W22,27:B14,20",
                goal="Giveaway: lose both your men in one go",
                success=Win(),
                fails=(
                    TooManyMoves("You still have men. Offer one so that Black's jump goes on over the other.", limit=2),
                ),
                replies=Script("14x23x32"),
                rules="giveaway",
                par=1,
                solution=("22-18",),
                hints=("Black's capture goes on while it can: line your two men up for one long jump.",),
                version=2,
            ),
            Stage(
                "review/win-the-race",
                "W:W16,25:B5,8",
                goal="First king wins: make sure you crown before Black does",
                success=Crown(),
                fails=(
                    TooManyMoves(
                        "Now Black can keep your men from crowning in time. Which move threatens a capture?",
                        limit=5,
                    ),
                ),
                replies=Script("8-11", "11-15"),
                rules="first-king",
                par=3,
                solution=("16-12", "12-8", "8-3"),
                hints=(
                    "A capture that lands on the far row crowns too.",
                    "Put a man where it could jump the black man on 8 next move.",
                ),
                version=3,
            ),
        ),
    )
    return Lesson(12, "review", stages, _questions())


def _questions() -> tuple[Exercise, ...]:
    """Twelve questions, one from each of lessons 0 to 10 and two from lesson 7, in course order.

    Russian and Brazilian questions are written in algebraic squares, as those players write them.
    """
    capture = Board.from_fen("B:W18,27:B14,10,11", "english")
    return (
        Choice(
            "A new game of English draughts is set up. Which side makes the first move?",
            {
                "White, the light men at the bottom": "That is Russian, Brazilian and international draughts, and the "
                "Arcade tables. "
                "In English draughts the other side starts.",
                "Black, the dark men at the top": "Right: in English draughts Black always moves first.",
                "either side: the players agree": "The rules say which side starts; the players only choose "
                "who takes which colour.",
            },
            answer="Black, the dark men at the top",
            hints=["Think of your very first stage: which men did you move?"],
        ),
        PlayMove(
            Board.from_fen("W:W21,23,26,27,30:B2,5,6,10,12", "english"),
            "English rules, White to move. The square numbers are hidden: move a man onto square 19.",
            "23-19",
            wrong={
                "23-18": "that is square 18. Square 19 is the next dark square to its right.",
                "27-24": "that is square 24, in the row below 19.",
            },
            hints=[
                "Square 1 is at the top left, and each row has four dark squares.",
                "Square 19 is the third dark square of the fifth row, the row of 17 to 20.",
            ],
            numbers=False,
        ),
        FindMoves(
            Board.from_fen("W:W22,23:B9", "english"),
            "English rules, White to move: what are the legal moves?",
            hints=["A man steps one square diagonally forward, onto an empty square.", "Each man has two squares."],
        ),
        Choice(
            "English rules, White to move: may the man on 14 jump the black man on 18?",
            {
                "no: a man captures only forward": "Right: 18 is behind the man on 14, and in English draughts a "
                "man captures only forward. White must play the other capture, 27x20.",
                "yes, and it must: a capture is compulsory": "A capture is compulsory, but only a legal one. "
                "Which way would this jump go?",
                "no: 23 is not empty": "23 is empty. Look at the direction of the jump.",
            },
            answer="no: a man captures only forward",
            board=Board.from_fen("W:W14,27:B18,24", "english"),
            hints=["Which way is forward for White?"],
            numbers=True,
        ),
        PlayMove(
            capture,
            "English rules, Black to move: play the capture, all of it.",
            "14x23x32",
            hints=["The man on 14 jumps 18.", "After landing on 23 it can jump again, and it must."],
        ),
        PlayMove(
            Board.from_fen("W:W19,26:B7,8,15", "english"),
            "English rules, White to move: play the capture, all of it.",
            "19x10x3",
            explanation="The man is crowned on 3, and that ends the move: the new king may jump 8 next turn.",
            hints=["After the first jump, the man can jump again.", "What happens when a man reaches the far row?"],
        ),
        Choice(
            "English rules, White to move. Who has won?",
            {
                "Black": "Right: White has two pieces but no legal move, and that loses.",
                "White": "White cannot move at all. What does that mean on White's turn?",
                "nobody: it is a draw": "A blocked side is not a draw: it has lost.",
            },
            answer="Black",
            board=Board.from_fen("W:W21,K29:B25,22,17,14", "english"),
            hints=["Find one legal move for White, if you can."],
            numbers=True,
        ),
        Count(
            "Russian rules, White to move: how many moves does the king on d2 have?",
            5,
            Board.from_fen("W:WKd2,f4:Ba5", "russian"),
            too_few="Too few: a Russian king flies any distance along an open diagonal, forward and backward.",
            too_many="Too many: your own man on f4 is in the way, and the king cannot jump a5, "
            "since there is no square beyond it.",
            explanation="d2-c1, d2-e1, d2-c3, d2-b4 and d2-e3.",
            hints=["Russian kings fly.", "Look along each of the four diagonals from d2, one at a time."],
        ),
        PlayMove(
            Board.from_fen("W:Wh6:Bg7,d6,b6", "russian"),
            "Russian rules, White to move: play the capture, all of it.",
            "h6:f8:c5:a7",
            explanation="The man was crowned on f8 and went on as a flying king.",
            hints=[
                "The man is crowned on f8, half-way through.",
                "In Russian draughts a man crowned during a capture goes on as a king, and a king flies.",
            ],
        ),
        Choice(
            "Brazilian rules, White to move: is c3:e5 legal here, and why?",
            {
                "yes: any capture will do": "That is the rule in English and Russian draughts. Brazilian draughts "
                "has another one.",
                "no: the man on d4 is protected": "e5 is empty, so the man on d4 can be jumped. "
                "Count the pieces each capture takes.",
                "no: you must take the most pieces": "Right: h4:f6:d8 takes two pieces, and Brazilian rules "
                "make you take the most.",
            },
            answer="no: you must take the most pieces",
            board=Board.from_fen("W:Wc3,h4:Bd4,g5,e7", "brazilian"),
            hints=["Count the pieces each capture takes."],
        ),
        PlayMove(
            Board.from_fen("W:WK19:B15,17,24", "arcade"),
            "Arcade tables, White to move: take all three men in one move.",
            "19x28x10x21",
            explanation="The king flew back over 24: the man there had already left the board.",
            hints=[
                "Start by jumping the man on 24.",
                "On these tables a jumped man leaves the board at once, so the king may cross its square again.",
            ],
        ),
        Choice(
            "Giveaway, Black to move. Who has won?",
            {
                "White": "In English draughts, yes. In giveaway the goal is turned round.",
                "Black": "Right: Black cannot move, and in giveaway the side with no move on its turn wins.",
                "nobody yet": "Can Black move at all? Look at the king on 4 and the man on 21.",
            },
            answer="Black",
            board=Board.from_fen("B:W8,11,25,30:BK4,21", "giveaway"),
            hints=[
                "Both black pieces are shut in.",
                "Giveaway: you win by losing everything, or by being blocked.",
            ],
            numbers=True,
        ),
    )
