"""The checked exercises of every lesson, one function per lesson.

Each function returns that lesson's exercises in order, as fresh
:class:`~draughts.lessons.Exercise` values; a notebook shows one with ``.widget()``.
Keeping them here keeps the answers out of the notebooks' code cells, and lets the
tests check every answer against the rules engine.

>>> [type(exercise).__name__ for exercise in forced_capture()]
['FindMoves', 'FindMoves', 'Choice', 'FindMoves']
>>> [type(exercise).__name__ for exercise in crowning()]
['PlayMove', 'Choice', 'Count', 'Choice']
>>> exercise = endings()[0]
>>> exercise.check("19-16").correct
False
>>> len(review())
10
>>> [(number, lesson.__name__) for number, lesson in LESSONS.items()][:2]
[(0, 'welcome'), (1, 'board_and_setup')]
"""

from __future__ import annotations

from collections.abc import Callable

from .board import Board
from .lessons import Choice, Count, Exercise, FindMoves, PlayMove

__all__ = [
    "LESSONS",
    "board_and_setup",
    "crowning",
    "endings",
    "forced_capture",
    "house_rules",
    "moving",
    "multi_captures",
    "review",
    "variants",
    "welcome",
]


def welcome() -> tuple[Exercise, ...]:
    """Lesson 0: play a first move, read the square numbers, run a cell."""
    return (
        PlayMove(
            Board("english"),
            "Black moves first. Move the man on 11 to square 15: click it, then click 15.",
            "11-15",
            hints=["Square 11 is in Black's front row, the third from the left.", "Click the man first, then 15."],
        ),
        Count(
            "How many dark squares does the board have?",
            32,
            Board.empty("english"),
            too_few="Too few. Look at the number of the last square, at the bottom right.",
            too_many="Too many. Only the dark squares count, and each has one number.",
            hints=["The dark squares are numbered 1, 2, 3 and so on, without gaps. What is the last number?"],
        ),
        Choice(
            "Which keys run the cell you are in and move on to the next one?",
            {
                "Enter": "Enter alone starts a new line inside the cell.",
                "Shift+Enter": "Right: Shift+Enter runs the cell and selects the next one.",
                "Ctrl+S": "Ctrl+S saves the notebook; it does not run anything.",
            },
            answer="Shift+Enter",
            hints=["It is the key used at the top of this lesson, with a second key held down."],
        ),
    )


def board_and_setup() -> tuple[Exercise, ...]:
    """Lesson 1: square numbers and names, the set-up and the first move."""
    return (
        Count(
            "On the 8x8 board, what is the number of square c3?",
            22,
            Board.empty("english"),
            too_few="Too small. Small numbers are at the top, on Black's side; c3 is near White's side.",
            too_many="Too big. The last row, 29 to 32, is row 1; c3 is two rows higher.",
            hints=["c3 is in column c, in row 3, the third row up from White's side.", "Row 3 holds 21, 22, 23, 24."],
            numbers=False,
        ),
        Choice(
            "Who moves first in Russian draughts?",
            {
                "White": "Right: White, as in international and Brazilian draughts and on the Arcade tables.",
                "Black": "Black starts in English draughts. Russian draughts is one of the other rule sets.",
            },
            answer="White",
            hints=["English draughts is the odd one out."],
        ),
        Count(
            "How many men does each side have at the start of international draughts?",
            20,
            too_few="Too few. The 10x10 board is bigger: each side fills four rows, not three.",
            too_many="Too many. Count the rows each side fills, and the dark squares in one row.",
            hints=["Each side fills four rows.", "A row of the 10x10 board has five dark squares."],
        ),
        Choice(
            "Sitting at the board, what is in the corner at your right hand?",
            {
                "a light square": "Right: a light square at each player's right, in every rule set.",
                "a dark square": "The dark corner is at your left: a1 for White, h8 for Black.",
            },
            answer="a light square",
            hints=["Look at the bottom-right corner of the board, h1, at White's right hand."],
        ),
    )


def moving() -> tuple[Exercise, ...]:
    """Lesson 2: the moves of an English king and of a flying king."""
    return (
        FindMoves(
            Board.from_fen("W:WK18,14:B", "english"),
            "English rules, White to move: list every move of the king on 18, such as 18-15.",
            start=18,
            hints=[
                "An English king steps one square, in any of the four diagonal directions.",
                "A square with a piece on it, even your own, is not a place to go.",
            ],
        ),
        Count(
            "Russian rules: to how many squares can the king on 29 move?",
            4,
            Board.from_fen("W:WK29,11:B", "russian"),
            too_few="Too few. A flying king may stop on any empty square along its diagonal, near or far.",
            too_many="Too many. The king cannot land on its own man on 11, or pass it.",
            hints=["The king in the corner has only one diagonal.", "Count the empty squares between 29 and 11."],
        ),
        PlayMove(
            Board.from_fen("W:WK29:B1", "russian"),
            "Russian rules: move the king from 29 all the way to the far corner, 4, in one move.",
            "29-4",
            wrong={
                "29-25": "that is one square. A flying king may go further.",
                "29-22": "the king stopped part of the way. It may fly all the way to 4.",
            },
            hints=["Squares 29 and 4 are on the same long diagonal.", "Click the king, then click 4."],
        ),
    )


def forced_capture() -> tuple[Exercise, ...]:
    """Lesson 3: find every capture, forward and backward; no quiet move; take the most."""
    return (
        FindMoves(
            Board.from_fen("W:W22,23,27:B18,19", "english"),
            "English rules, White to move: find every capture. Write them like 22x15, separated by commas.",
            hints=[
                "Look at each white man: is an enemy piece diagonally in front of it, with an empty square beyond?",
                "One of the men can capture in two different directions.",
            ],
        ),
        FindMoves(
            Board.from_fen("W:W15,22:B11,18,19", "russian"),
            "Russian rules, White to move: find every capture.",
            hints=[
                "In Russian draughts men capture backward too.",
                "The man on 22 cannot land on 15: its own man stands there.",
            ],
        ),
        Choice(
            "English rules, White to move. May White play the quiet move 30-26 here?",
            {
                "Yes": "Look for a capture first: the men on 22 and 24 can both jump.",
                "No": "Right: White can capture, so every quiet move is refused.",
            },
            answer="No",
            board=Board.from_fen("W:W22,24,30:B11,18,19", "english"),
            numbers=True,
            hints=["Before any quiet move, look for a capture anywhere on the board."],
        ),
        FindMoves(
            Board.from_fen("W:W21,27:B15,17,23", "brazilian"),
            "Brazilian rules, White to move: list every legal move.",
            hints=["In Brazilian draughts you must take the most pieces.", "Count the pieces each capture takes."],
        ),
    )


def multi_captures() -> tuple[Exercise, ...]:
    """Lesson 4: routes of a chain, a flying king's landing, pieces side by side, removal."""
    return (
        FindMoves(
            Board.from_fen("W:W22:B9,10,17,18", "english"),
            "English rules, White to move: write every capture in full, with every landing square.",
            hints=[
                "Both captures start on 22 and end on 6.",
                "Write the square in between as well, like 22x13x6, so that each capture is clear.",
            ],
        ),
        Choice(
            "Russian rules, White to move: the king on 10 jumps the man on 14. Where may it stop?",
            {
                "on 17": "From 17 the king cannot capture again, and another square lets it go on.",
                "on 21": "Right: from 21 it can jump 25, so it must stop there and go on: 10x21x30.",
                "on 17 or 21": "That is the Arcade rule. In Russian draughts the king must stop where it can go on.",
            },
            answer="on 21",
            board=Board.from_fen("W:WK10:B14,25", "russian"),
            numbers=True,
            hints=[
                "After a jump, a Russian king must stop on a square from which it can capture again, if there is one.",
                "From which of the two squares could the king jump the man on 25?",
            ],
        ),
        Choice(
            "Russian rules: what can the king on 29 capture?",
            {
                "both men, 18 and 15": "Two pieces side by side can never be jumped: there is no square to land on.",
                "only the man on 18": "Behind 18 stands 15, so there is no empty square to land on.",
                "nothing": "Right: the two men side by side protect each other.",
            },
            answer="nothing",
            board=Board.from_fen("W:WK29:B18,15", "russian"),
            numbers=True,
            hints=["A jump needs an empty square just beyond the piece it jumps."],
        ),
        Choice(
            "On the Arcade tables, when does a jumped piece leave the board?",
            {
                "the moment it is jumped": "Right: and so a king may later pass over, or land on, its square.",
                "when the whole move is over": (
                    "That is the rule in English, Russian, Brazilian and international draughts."
                ),
            },
            answer="the moment it is jumped",
            hints=["Look back at the king that went round the rectangle."],
        ),
    )


def crowning() -> tuple[Exercise, ...]:
    """Lesson 5: a man that reaches the far row in the middle of a capture."""
    return (
        PlayMove(
            Board.from_fen("W:W27:B23,15,7,6", "russian"),
            "Russian rules, White to move: play the whole capture.",
            ["27x18x11x2x9", "27x18x11x2x13"],
            explanation="Crowned on 2, the new king goes straight on and jumps 6.",
            hints=["The man on 27 starts by jumping 23.", "After it is crowned on 2, the king can jump the man on 6."],
        ),
        Choice(
            "Arcade rules: after White's capture, what stands on square 9?",
            {
                "a white king": "Not on the Arcade tables: the man passed the far row but did not end its move there.",
                "a white man": "Right: it went on as a man, and a man whose move ends off the far row is not crowned.",
                "nothing: the capture stops on 2": "That is the English rule. On the Arcade tables the man goes on.",
            },
            answer="a white man",
            board=Board.from_fen("W:W27:B23,15,7,6", "arcade"),
            hints=["On the Arcade tables men capture backward too.", "A man is crowned only where its move ends."],
            numbers=True,
        ),
        Count(
            "English rules, Black to move: how many white pieces does Black's capture take?",
            2,
            Board.from_fen("B:B15:W18,26,27,6", "english"),
            too_few="Too few: the man on 15 does not stop after its first jump.",
            too_many="Too many: in English rules a man stops as soon as it is crowned.",
            explanation="15x22x31: the man is crowned on 31 and the turn ends.",
            hints=["Black's far row is the bottom row, 29 to 32.", "English rule: crowned mid-capture means stop."],
        ),
        Choice(
            "In the same position a friend plays 15x22x31x24. Which crowning rule is she playing?",
            {
                "stops": "No: with that rule the capture would end on 31.",
                "king continues": "No: a new king would fly on from 24 and take the man on 6 as well.",
                "man continues": "Right: the man passes 31, jumps 27 as a man and ends on 24, not crowned.",
            },
            answer="man continues",
            board=Board.from_fen("B:B15:W18,26,27,6", "arcade"),
            hints=["The capture ends on 24, which is not on Black's far row.", "Would a flying king stop on 24?"],
            numbers=True,
        ),
    )


def endings() -> tuple[Exercise, ...]:
    """Lesson 6: blocked sides, and the limits of the quiet-move draw."""
    return (
        PlayMove(
            Board.from_fen("W:W19,20:B12", "english"),
            "White to move: leave Black without a legal move.",
            "20-16",
            wrong={
                "19-16": "Black jumps 16 and lands on 19, the square you have just left.",
                "19-15": "Black's man can still step to 16.",
            },
            explanation="Black's man on 12 can neither step to 16 nor jump it, because 19 is taken too.",
            hints=[
                "Black's man on 12 has only one square to go to: 16.",
                "Cover 16, and keep the square behind it covered.",
            ],
        ),
        Choice(
            "Black to move. Who has won?",
            {
                "Black": "Black has more pieces, but count Black's legal moves.",
                "nobody yet": "It is Black's turn. Look for one legal move for Black: there is none.",
                "White": "Right: Black has three men, but none of them can move, so Black has lost.",
            },
            answer="White",
            board=Board.from_fen("B:W22,25,26,30:B13,17,21", "english"),
            hints=["Look at each black man: where could it step, and could it jump?"],
            numbers=True,
        ),
        Choice(
            "Two kings each have moved to and fro for 60 plies in a row, with no capture. Which game is over?",
            {
                "in English checkers": "Not yet: English checkers allows 80 quiet plies, 40 moves by each player.",
                "on the Arcade tables": "Right: the Arcade tables draw after 60 quiet plies; English allows 80.",
                "both": "Check the two limits again: they are not the same.",
            },
            answer="on the Arcade tables",
            hints=["Each rule set has its own quiet_move_limit."],
        ),
    )


def variants() -> tuple[Exercise, ...]:
    """Lesson 7: one position, different rule sets."""
    return (
        FindMoves(
            Board.from_fen("W:W5,6:B9,10", "brazilian"),
            "Brazilian rules, White to move: list every legal move.",
            hints=[
                "Both white men can capture. Count how many pieces each capture takes.",
                "Brazilian: take the most.",
            ],
        ),
        Count(
            "Arcade rules, White to move: how many legal moves are there?",
            5,
            Board.from_fen("W:WK1:B6,7", "arcade"),
            too_few="Too few: after jumping 6 the king may stop on any empty square beyond it.",
            too_many="Too many: the king must take at least the man on 6.",
            explanation="1x10x3 takes both men; 1x15, 1x19, 1x24 and 1x28 take one and stop.",
            hints=["The king can stop straight after its first jump.", "Or it can stop on 10 and jump again."],
        ),
        Choice(
            "The king on 1 jumps 6 and stops on 19, though it could have jumped 7 from 10. Which rule set allows that?",
            {
                "Russian": "No: in Russian a flying king must stop where it can capture again (must continue).",
                "English": "No: English kings are short. They cannot fly from 1 to 19.",
                "Arcade": "Right: on the Arcade tables a king may stop on any empty square beyond the piece.",
            },
            answer="Arcade",
            board=Board.from_fen("W:WK1:B6,7", "arcade"),
            hints=["Look at the flying landing switch in the table."],
            numbers=True,
        ),
    )


def house_rules() -> tuple[Exercise, ...]:
    """Lesson 8: giveaway and first king wins."""
    return (
        PlayMove(
            Board.from_fen("W:W22,25,30:B5,9,14", "giveaway"),
            "Giveaway, White to move: make a move that forces Black to take one of your men.",
            ["22-17", "22-18"],
            wrong={
                "25-21": "Black is not forced to capture after that: Black has quiet moves.",
                "30-26": "Black is not forced to capture after that: Black has quiet moves.",
            },
            explanation="A capture is compulsory, so Black has to take the man you offered.",
            hints=["Put a man right next to Black's man on 14, with an empty square behind it."],
        ),
        Choice(
            "Giveaway, White to move. After White's only move, who has won?",
            {
                "White": "That is how English checkers ends. Read the giveaway goal again.",
                "Black": "Right: White must capture, and then Black has no pieces left, which wins in giveaway.",
                "nobody yet": "Play White's only move: does Black have anything left?",
            },
            answer="Black",
            board=Board.from_fen("W:W22:B18", "giveaway"),
            hints=[
                "A capture is compulsory in giveaway too.",
                "In giveaway, the side with no pieces on its turn wins.",
            ],
            numbers=True,
        ),
        PlayMove(
            Board.from_fen("W:W5,10,22:B7,18", "first-king"),
            "First king wins, White to move: win the game at once.",
            "10x3",
            wrong={"22x15": "A good capture, but it does not crown a man, so the game goes on."},
            explanation="The capture ends on 3, on White's far row: the man is crowned, and the first king wins.",
            hints=["A capture is compulsory, so 5-1 is not allowed.", "One of the captures ends on the far row."],
        ),
    )


def review() -> tuple[Exercise, ...]:
    """Lesson 9: a quiz drawn from every lesson."""
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


LESSONS: dict[int, Callable[[], tuple[Exercise, ...]]] = {
    0: welcome,
    1: board_and_setup,
    2: moving,
    3: forced_capture,
    4: multi_captures,
    5: crowning,
    6: endings,
    7: variants,
    8: house_rules,
    9: review,
}
"""Each lesson's exercise function, by lesson number (the answer key walks through it)."""
