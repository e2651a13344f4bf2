"""Part 2 of the course: the other games, one lesson each.

Russian and Brazilian positions and moves are written the way their players write
them, with algebraic squares (``c3-d4``, ``e5:c3``); international draughts, the
Arcade tables and the house games use square numbers.

>>> [lesson.key for lesson in LESSONS]
['russian', 'most', 'arcade', 'house']
>>> run = russian().stages["russian/back-capture"].start()
>>> print(run.play("e5:c3").message)
Solved in 1 move: three stars. In Russian draughts a man captures backward as well as forward.
"""

from __future__ import annotations

from draughts.core.board import Board
from draughts.course.lesson import Lesson
from draughts.teaching.exercises import Choice, Count
from draughts.teaching.stages import (
    Capture,
    CaptureAll,
    Crown,
    Play,
    Reach,
    Script,
    Stage,
    StageSet,
    TakeMost,
    TooManyMoves,
    Win,
)

__all__ = ["LESSONS", "arcade", "house", "most", "russian"]


def russian() -> Lesson:
    """Lesson 7: White first, men capture backward, flying kings, crowned mid-capture goes on."""
    rules = "russian"
    stages = StageSet(
        "russian",
        "Russian draughts",
        (
            Stage(
                "russian/white-starts",
                "W:W21-32:B1-12",
                goal="In Russian draughts White moves first: move a man to d4",
                success=Reach(18),
                fails=(TooManyMoves("No man stands on d4: it is in column d, row 4.", limit=1),),
                rules=rules,
                par=1,
                solution=("c3-d4",),
                hints=(
                    "The columns are a to h from the left, the rows 1 to 8 from White's side.",
                    "d4 is in column d, row 4.",
                ),
            ),
            Stage(
                "russian/back-capture",
                "W:W15:B18,3",
                goal="Capture the black man on d4: backward",
                success=Capture(1),
                rules=rules,
                par=1,
                solution=("e5:c3",),
                hints=("Your man on e5 may jump backward, over d4 onto c3.",),
                note="In Russian draughts a man captures backward as well as forward.",
            ),
            Stage(
                "russian/back-and-forth",
                "W:W18:B23,24",
                goal="Take both black men in one move",
                success=CaptureAll(),
                rules=rules,
                par=1,
                solution=("d4:f2:h4",),
                whole_capture=True,
                hints=("Start with a backward jump.", "From f2, jump forward."),
            ),
            Stage(
                "russian/forth-and-back",
                "W:W6:B10,11",
                goal="Now the other way round: take both black men in one move",
                success=CaptureAll(),
                rules=rules,
                par=1,
                solution=("c7:e5:g7",),
                whole_capture=True,
                hints=("Both black men are behind your man.",),
            ),
            Stage(
                "russian/fly",
                "W:WK29:B12",
                goal="Fly your king from a1 to h8 in one move",
                success=Reach(4, king=True),
                fails=(TooManyMoves("Your king stopped before h8: it can fly all the way.", limit=1),),
                rules=rules,
                par=1,
                solution=("a1-h8",),
                only_way=True,
                hints=("A Russian king moves any distance along a diagonal, as long as the squares are empty.",),
                note="A king that moves any distance is a flying king.",
            ),
            Stage(
                "russian/fly-twice",
                "W:WK29:B3",
                goal="Bring your king to a7 in two moves",
                success=Reach(5, king=True),
                fails=(TooManyMoves("From there your king cannot reach a7 in one more move.", limit=2),),
                replies=Script("f8-e7"),
                rules=rules,
                par=2,
                solution=("a1-d4", "d4-a7"),
                hints=("a7 is not on the long diagonal. Where do the two diagonals cross?",),
            ),
            Stage(
                "russian/long-capture",
                "W:WK32:B14,4",
                goal="Capture the man on c5 with your king, from where it stands",
                success=Capture(1),
                rules=rules,
                par=1,
                solution=("g1:b6",),
                hints=(
                    "A flying king jumps a piece far away along its diagonal, if the squares up to it are empty.",
                    "It may land on any empty square beyond the piece: b6 or a7.",
                ),
            ),
            Stage(
                "russian/must-go-on",
                "W:WK28:B15,17",
                goal="Take both men in one move: after the first jump, stop where you can jump again",
                success=Capture(2),
                rules=rules,
                par=1,
                solution=("h2:d6:a3",),
                whole_capture=True,
                choose_landing=True,
                hints=(
                    "The squares beyond e5 are d6, c7 and b8. From which one can the king jump again? "
                    "It must stop there.",
                ),
                note="If one of the squares beyond the piece lets the king capture again, it must stop there.",
            ),
            Stage(
                "russian/must-go-on-again",
                "W:WK30:B7,26",
                goal="Take both men in one move",
                success=Capture(2),
                rules=rules,
                par=1,
                solution=("c1:g5:d8",),
                whole_capture=True,
                choose_landing=True,
                hints=("After the first jump, look along every square where the king could stop.",),
            ),
            Stage(
                "russian/crowned-and-on",
                "W:W9:B1,6,16",
                goal="Take two men: your man is crowned on the way and goes on as a king",
                success=Capture(2),
                rules=rules,
                par=1,
                solution=("b6:d8:h4",),
                whole_capture=True,
                hints=("On d8 the man becomes a king at once, and a king flies.",),
                note="In Russian draughts a man crowned during a capture goes on capturing as a king.",
            ),
            Stage(
                "russian/crowned-and-on-again",
                "W:W18:B15,7,6,27",
                goal="Take all four men in one move",
                success=CaptureAll(),
                rules=rules,
                par=1,
                solution=("d4:f6:d8:b6:g1",),
                whole_capture=True,
                hints=("The man is crowned on d8, half-way through.", "As a king it flies the length of a diagonal."),
            ),
            Stage(
                "russian/same-move",
                "W:WK29:B22,11,1",
                goal="Take two men in one move with your king",
                success=Capture(2),
                rules=rules,
                par=1,
                solution=("a1:d4:g7",),
                whole_capture=True,
                hints=("Between the two jumps the king may stop on d4 or on e5: both lead on.",),
                note="Stopping on d4 or on e5 between the jumps takes the same men and ends on the same square: "
                "it is one move.",
            ),
        ),
    )
    questions = (
        Count(
            "Russian rules: the king on a1 takes both men. How many different moves does White have?",
            2,
            Board.from_fen("W:WK29:B22,11,1", "russian"),
            too_few="Too few. The king may end its move on g7 or on h8, and those are different moves.",
            too_many="Too many. Stopping on d4 or e5 between the jumps does not make a different move.",
            explanation="a1:g7 and a1:h8: a move is what it does to the position.",
            hints=("Count the squares the king can end on, not the squares it passes.",),
            numbers=False,
        ),
    )
    return Lesson(7, "russian", stages, questions)


def most() -> Lesson:
    """Lesson 8: take the most (Brazilian and international), men passing the far row, the 10x10 board."""
    stages = StageSet(
        "most",
        "Take the most: international and Brazilian draughts",
        (
            Stage(
                "most/take-the-most",
                "W:W21,30:B17,19,26",
                goal="Brazilian rules: play the capture the rules allow",
                success=TakeMost(),
                rules="brazilian",
                par=1,
                solution=("c1:e3:g5",),
                find_capture=True,
                whole_capture=True,
                hints=("Count the men each capture takes. In Brazilian draughts you must take the most.",),
                note="You must take the most pieces: the capture of one man, on b4, was refused.",
            ),
            Stage(
                "most/take-the-most-again",
                "W:W6,11,22:B16,18,19",
                goal="Brazilian rules: capture as the rules demand",
                success=TakeMost(),
                rules="brazilian",
                par=1,
                solution=("c3:e5:g3",),
                find_capture=True,
                whole_capture=True,
                hints=(
                    "The capture that takes most starts far from the black men you look at first.",
                    "Men capture backward too.",
                ),
            ),
            Stage(
                "most/through-the-row",
                "W:W12:B7,8,15",
                goal="Brazilian rules: take all three men in one move",
                success=CaptureAll(),
                rules="brazilian",
                par=1,
                solution=("h6:f8:d6:f4",),
                whole_capture=True,
                hints=("Your man touches the far row on f8 and jumps on from there.",),
                note="The man passed the far row during the capture and ended below it: it is still a man.",
            ),
            Stage(
                "most/through-the-row-again",
                "W:W10:B7,8,28",
                goal="Brazilian rules: take two men in one move",
                success=Capture(2),
                rules="brazilian",
                par=1,
                solution=("d6:f8:h6",),
                whole_capture=True,
                hints=("A man goes on capturing as a man, backward too, after touching the far row.",),
            ),
            Stage(
                "most/big-board",
                "W:W31-50:B1-20",
                goal="International draughts, 10x10: White moves first. Move a man onto square 28",
                success=Reach(28),
                fails=(TooManyMoves("No man stands on 28: find the number 28 on a dark square.", limit=1),),
                rules="international",
                par=1,
                solution=("32-28",),
                hints=("The squares are numbered 1 to 50; White's front row is 31 to 35.",),
            ),
            Stage(
                "most/big-board-most",
                "W:W37,38:B9,26,41,42",
                goal="International draughts: capture as the rules demand",
                success=TakeMost(),
                rules="international",
                par=1,
                solution=("38x47x36",),
                find_capture=True,
                whole_capture=True,
                hints=("The men on 41 and 42 are behind yours: men capture backward.",),
            ),
            Stage(
                "most/big-board-three",
                "W:W23,24,26:B9,10,12,19",
                goal="International draughts: take the most men",
                success=TakeMost(),
                rules="international",
                par=1,
                solution=("24x13x4x15",),
                find_capture=True,
                whole_capture=True,
                hints=("One capture takes three men, passing the far row on the way.",),
            ),
        ),
    )
    questions = (
        Choice(
            "In which of these games must you take the most pieces?",
            {
                "Brazilian and international": "Right: Brazilian draughts plays the international captures on 8x8.",
                "English and Russian": "No: in both you may choose any capture.",
                "all of them": "No: English and Russian draughts and the Arcade tables leave the choice free.",
            },
            answer="Brazilian and international",
            hints=("The two games of this lesson.",),
        ),
    )
    return Lesson(8, "most", stages, questions)


def arcade() -> Lesson:
    """Lesson 9: the Arcade tables: jumped pieces leave at once, a flying king may stop anywhere beyond."""
    rules = "arcade"
    stages = StageSet(
        "arcade",
        "The Arcade tables",
        (
            Stage(
                "arcade/stop-early",
                "W:WK29:B18,10",
                goal="Arcade tables: take only the man on 18, and stop your king where it cannot jump again",
                success=Play("29x11", "29x8", "29x4"),
                fails=(
                    TooManyMoves("Your king went on. Stop on 11, 8 or 4: from there it cannot jump again.", limit=1),
                ),
                rules=rules,
                par=1,
                solution=("29x11",),
                hints=("On these tables a king may stop on any empty square beyond the piece it jumped.",),
                note="In Russian draughts the king would have had to stop on 15 (e5, as Russian players write it) "
                "and go on.",
            ),
            Stage(
                "arcade/stop-early-again",
                "W:WK32:B27,10",
                goal="Arcade tables: take one man only, and stop where your king cannot go on",
                success=Play("32x23", "32x18", "32x9", "32x5"),
                fails=(TooManyMoves("Your king took two men. Stop where it cannot jump again.", limit=1),),
                rules=rules,
                par=1,
                solution=("32x18",),
                hints=("Only one square beyond 27 lets the king jump again. Stop on another.",),
            ),
            Stage(
                "arcade/gone-at-once",
                "W:WK7:B10,15,26,27",
                goal="Arcade tables: take all four men in one move",
                success=Capture(4),
                fails=(TooManyMoves("Your king stopped before taking all four.", limit=1),),
                rules=rules,
                par=1,
                solution=("7x17x31x24x10",),
                whole_capture=True,
                hints=(
                    "Here a jumped man leaves the board at once, so its square is free again.",
                    "Start by jumping 10, towards 17.",
                ),
                note="The king crossed square 10 again: the man there had already left the board.",
            ),
            Stage(
                "arcade/gone-at-once-again",
                "W:WK10:B7,8,17",
                goal="Arcade tables: take all three men in one move",
                success=Capture(3),
                fails=(TooManyMoves("Your king stopped before taking all three.", limit=1),),
                rules=rules,
                par=1,
                solution=("10x21x3x12",),
                whole_capture=True,
                hints=("Start with the man on 17.", "Your king will cross a square it has jumped over before."),
            ),
            Stage(
                "arcade/through-the-row",
                "W:W11:B6,7,8",
                goal="Arcade tables: take two men in one move",
                success=Capture(2),
                fails=(TooManyMoves("That took one man: after touching the far row your man can go on.", limit=1),),
                rules=rules,
                par=1,
                solution=("11x2x9",),
                whole_capture=True,
                hints=("Your man goes on capturing as a man after touching the far row.",),
            ),
            Stage(
                "arcade/men-back",
                "W:W10:B14,1",
                goal="Arcade tables: capture the black man on 14",
                success=Capture(1),
                rules=rules,
                par=1,
                solution=("10x17",),
                hints=("Men capture backward on these tables too.",),
            ),
        ),
    )
    questions = (
        Choice(
            "What are the Arcade tables?",
            {
                "a national game": "No: no country plays these rules as its national game.",
                "another name for Russian draughts": "Close, but no: their kings may stop anywhere beyond a piece, "
                "and jumped pieces leave at once.",
                "the house rules of one online game site": "Right: one site's tables, close to Russian draughts.",
            },
            answer="the house rules of one online game site",
            hints=("Read the start of the lesson again.",),
        ),
    )
    return Lesson(9, "arcade", stages, questions)


def house() -> Lesson:
    """Lesson 10: the house games giveaway and first king wins, on the English board."""
    stages = StageSet(
        "house",
        "House games: giveaway and first king wins",
        (
            Stage(
                "house/give-it-away",
                "W:W26:B19",
                goal="Giveaway: get rid of your last man",
                success=Win(),
                fails=(
                    TooManyMoves("Black does not have to take your man there. Where can the man on 19 jump?", limit=1),
                ),
                replies=Script("19x26"),
                rules="giveaway",
                par=1,
                solution=("26-23",),
                only_way=True,
                hints=(
                    "Black must capture if it can. Put your man next to the black man, with an empty square behind.",
                ),
                note="Black had to capture, and you have no man left: in giveaway, that wins.",
            ),
            Stage(
                "house/give-two",
                "W:W16,19:B7,9",
                goal="Giveaway: lose both your men in one go",
                success=Win(),
                fails=(
                    TooManyMoves(
                        "You still have men. Find the offer that Black must take with one long jump.", limit=2
                    ),
                ),
                replies=Script("7x16x23"),
                rules="giveaway",
                par=1,
                solution=("16-11",),
                hints=(
                    "Black's capture goes on while it can: offer a man so that the jump lands next to your other man.",
                ),
            ),
            Stage(
                "house/first-king",
                "W:W5,10,22:B7,18",
                goal="First king wins: crown a man before Black does",
                success=Win(),
                fails=(TooManyMoves("That was not a crowning move. A capture can reach the far row.", limit=1),),
                rules="first-king",
                par=1,
                solution=("10x3",),
                hints=("Two captures are possible. One of them lands on the far row.",),
                note="The first king wins the game at once.",
            ),
            Stage(
                "house/king-race",
                "W:W10,32:B3,21",
                goal="First king wins: crown a man before Black's man on 21 crowns",
                success=Crown(),
                fails=(TooManyMoves("Now Black's man on 21 will crown first and win. Was your man safe?", limit=2),),
                replies=Script("21-25"),
                rules="first-king",
                par=2,
                solution=("10-6", "6-1"),
                only_way=True,
                hints=(
                    "Both of you need two steps, and you move first. But is every square on your way safe?",
                    "The black man on 3 jumps any man that stops next to it with an empty square behind.",
                ),
            ),
            Stage(
                "house/king-on-the-board",
                "W:W6,K30:B12",
                goal="First king wins: this game was set up with your king on 30. Win it",
                success=Win(),
                fails=(
                    TooManyMoves("The king on 30 was set up on the board: it has not won. Crown your man.", limit=1),
                ),
                rules="first-king",
                par=1,
                solution=("6-1",),
                hints=("A king that was set up on the board wins nothing. Only a crowning move wins.",),
                note="Only the move that crowns a man wins the game, not a king that was already there.",
            ),
        ),
    )
    questions = (
        Choice(
            "Giveaway: it is Black's turn, and Black has no piece left. Who has won?",
            {
                "White": "In English draughts, yes. In giveaway the goal is turned round.",
                "Black": "Right: in giveaway the side with no piece or no move on its turn wins.",
                "nobody: it is a draw": "No: the game has ended with a winner.",
            },
            answer="Black",
            hints=("Giveaway: you win by losing everything.",),
        ),
    )
    return Lesson(10, "house", stages, questions)


LESSONS = (russian(), most(), arcade(), house())
"""The lessons of part 2, in order."""
