"""Part 1 of the course: English draughts (American checkers), one lesson at a time.

Each function returns one lesson: its stages, played on the board, and the few
questions that need words or numbers. Every position is English draughts, so the
squares are numbered 1 to 32 and Black moves first from the start position.

>>> [lesson.key for lesson in LESSONS]
['setup', 'moving', 'capture', 'multi', 'crowning', 'endings']
>>> stage = multi().stages["multi/two-for-one"]
>>> run = stage.start()
>>> print(run.play("28-24").message)
Black answers 20x27.
>>> print(run.play("32x23x14").message)
Solved in 2 moves: three stars. You gave one man and took two.
"""

from __future__ import annotations

from draughts.core.board import Board
from draughts.core.rules import Rules
from draughts.course.lesson import ClaimableDraw, Lesson
from draughts.teaching.exercises import Choice, Count
from draughts.teaching.stages import (
    AllowCapture,
    Capture,
    CaptureAll,
    Computer,
    Crown,
    LeaveNoMove,
    LosePiece,
    Play,
    Reach,
    Script,
    Stage,
    StageSet,
    TooManyMoves,
    Win,
    WrongMove,
)

__all__ = ["LESSONS", "capture", "crowning", "endings", "moving", "multi", "setup"]

START = "B:W21-32:B1-12"
"""The start position of English draughts: Black on 1-12, White on 21-32, Black to move."""

_UNSAFE = "Black can now jump one of your men. Look at the square just behind each man Black could jump."


def setup() -> Lesson:
    """Lesson 1: the board, the numbers of the squares, the set-up, who moves first."""
    stages = StageSet(
        "setup",
        "The board and the set-up",
        (
            Stage(
                "setup/black-starts",
                START,
                goal="Black moves first: move a black man one square forward",
                success=Play("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"),
                par=1,
                solution=("11-15",),
                hints=(
                    "Only the men in Black's front row, on 9 to 12, have an empty square in front of them.",
                    "Click a man on 9, 10, 11 or 12, then click a dark square diagonally below it.",
                ),
                note="In English draughts Black always makes the first move.",
            ),
            Stage(
                "setup/square-14",
                START,
                goal="Move a black man onto square 14",
                success=Reach(14),
                fails=(TooManyMoves("No man stands on 14: find the number 14 on a dark square.", limit=1),),
                par=1,
                solution=("10-14",),
                hints=(
                    "Each dark square has its number in its corner: find 14.",
                    "Square 14 is diagonally below 9 and below 10.",
                ),
            ),
            Stage(
                "setup/square-18",
                "W:W21-32:B1-10,12,15",
                goal="Black played 11-15. Now you are White: move a man onto square 18",
                success=Reach(18),
                fails=(TooManyMoves("No man stands on 18: find the number 18 on a dark square.", limit=1),),
                par=1,
                solution=("23-18",),
                hints=("White's men move up the board.", "Square 18 is diagonally above 23 and above 22."),
            ),
            Stage(
                "setup/square-20",
                "W:W21-32:B1-10,12,15",
                goal="Move a white man onto square 20, at the right-hand edge",
                success=Reach(20),
                fails=(TooManyMoves("No man stands on 20: it is the square at the right-hand edge.", limit=1),),
                par=1,
                solution=("24-20",),
                only_way=True,
                hints=("Square 20 is at the end of the row 17 to 20.", "Only one white man touches square 20."),
            ),
        ),
    )
    questions = (
        Count(
            "How many dark squares does the board have? Those are the only squares the pieces use.",
            32,
            Board.empty("english"),
            too_few="Too few. The dark squares are numbered without gaps: what is the last number?",
            too_many="Too many. Count only the dark squares: each has one number.",
            hints=("Look at the number of the last square, at the bottom right.",),
        ),
        Count(
            "What is the number of the dark square in the corner at White's left hand (the bottom left)?",
            29,
            Board.empty("english"),
            too_few="Too small. Small numbers are at the top, on Black's side.",
            too_many="Too big. 32 is the other end of the same row.",
            hints=("The bottom row holds the last four numbers.",),
        ),
        Count(
            "How many men does each side have at the start?",
            12,
            Board("english"),
            too_few="Too few. Count the rows each side fills: three rows.",
            too_many="Too many. Each side fills three rows of four dark squares.",
            hints=("Black fills squares 1 to 12.",),
            numbers=True,
        ),
    )
    return Lesson(1, "setup", stages, questions)


def moving() -> Lesson:
    """Lesson 2: a man steps one square diagonally forward, never back."""
    stages = StageSet(
        "moving",
        "Moving",
        (
            Stage(
                "moving/two-steps",
                "W:W22:B4",
                goal="Bring your man to square 15",
                success=Reach(15),
                fails=(TooManyMoves("From there your man can no longer reach 15: a man never steps back.", limit=4),),
                replies=Script("4-8"),
                par=2,
                solution=("22-18", "18-15"),
                only_way=True,
                hints=(
                    "A man steps one square diagonally forward, onto an empty dark square.",
                    "Square 15 is two steps away: go through 18.",
                ),
            ),
            Stage(
                "moving/edge",
                "W:W21:B4",
                goal="Bring your man from the edge to square 9",
                success=Reach(9),
                fails=(TooManyMoves("From there your man can no longer reach 9: a man never steps back.", limit=5),),
                replies=Script("4-8", "8-12"),
                par=3,
                solution=("21-17", "17-13", "13-9"),
                hints=("On the edge a man has only one way forward.", "Each step goes one row up."),
            ),
            Stage(
                "moving/around",
                "W:W26,18,19:B4",
                goal="Bring the man on 26 to square 14; your own men are in the way",
                success=Reach(14),
                fails=(
                    WrongMove(
                        "That way your man from 26 can't get to 14. Go round your own men by the side where the"
                        " squares are free, and leave the other men where they are."
                    ),
                ),
                replies=Script("4-8", "8-12"),
                par=3,
                solution=("26-22", "22-17", "17-14"),
                hints=(
                    "A man cannot step onto a square that is taken, not even by a friend.",
                    "Go round by the left: 22, then 17.",
                ),
            ),
            Stage(
                "moving/protect",
                "W:W15,23:B11,8,7",
                goal="Black threatens to jump your man on 15: protect it",
                success=Play("23-18"),
                fails=(AllowCapture(_UNSAFE),),
                replies=Script("8-12"),
                par=1,
                solution=("23-18",),
                only_way=True,
                hints=(
                    "The black man on 11 would jump 15 and land on 18. A man cannot step back out of the way.",
                    "Fill the square it would land on.",
                ),
                note=(
                    "In English draughts a man never moves backward. "
                    "A man behind it keeps it safe: Black has nowhere to land."
                ),
            ),
            Stage(
                "moving/protect-again",
                "W:W18,25:B15,11,10",
                goal="Black threatens to jump your man on 18: protect it",
                success=Play("25-22"),
                fails=(AllowCapture(_UNSAFE),),
                replies=Script("11-16"),
                par=1,
                solution=("25-22",),
                only_way=True,
                hints=("Where would the black man on 15 land if it jumped 18?", "Put a man on that square."),
            ),
        ),
    )
    questions = (
        Choice(
            "White to move. May the man on 18 step back to 22 or 23, to get away?",
            {
                "yes": "No: in English draughts a man never moves backward, not even to capture. "
                "Only a king may, and this is a man.",
                "no": "Right: a man steps only forward. It can go back only by capturing, and in English "
                "draughts not even then.",
            },
            answer="no",
            board=Board.from_fen("W:W18:B11,10,5", "english"),
            numbers=True,
            hints=("White's men move up the board.",),
        ),
    )
    return Lesson(2, "moving", stages, questions)


def capture() -> Lesson:
    """Lesson 3: the jump, and why a capture is compulsory."""
    stages = StageSet(
        "capture",
        "Capturing is compulsory",
        (
            Stage(
                "capture/first-jump",
                "W:W27:B23,1",
                goal="Capture the black man on 23",
                success=Capture(1),
                par=1,
                solution=("27x18",),
                hints=("Jump over the black man, onto the empty square just beyond it.",),
            ),
            Stage(
                "capture/must-capture",
                "W:W22,30,31:B18,3",
                goal="Try to move the man on 31 first. Then play the move the rules ask for",
                success=Capture(1),
                par=1,
                solution=("22x15",),
                hints=("The board refuses 31-27 or 31-26: while a capture is possible, you must capture.",),
                note="Capturing is compulsory: while any of your pieces can capture, every other move is refused.",
            ),
            Stage(
                "capture/find-it",
                "W:W21,22,23,25,26,27:B19,2,3,4",
                goal="One of your men must capture. Find it and capture",
                success=Capture(1),
                par=1,
                solution=("23x16",),
                find_capture=True,
                hints=("Look for a black man right in front of one of yours, with an empty square beyond.",),
            ),
            Stage(
                "capture/choose",
                "W:W5,21,26:B17,18,23",
                goal="You have two captures to choose from. Choose the one after which Black cannot take back",
                success=Play("26x19"),
                fails=(AllowCapture("After that capture Black jumps one of your men. Try the other capture."),),
                replies=Script("17-22"),
                par=1,
                solution=("26x19",),
                only_way=True,
                hints=(
                    "You must capture, but you may choose which capture.",
                    "After 21x14, look at the black man on 23 and the square behind your man on 26.",
                ),
                note="In English draughts you must capture, but when there are several captures the choice is yours.",
            ),
            Stage(
                "capture/choose-again",
                "W:W16,21:B11,17,19,23",
                goal="Two captures again: choose the one that keeps all your men",
                success=Play("16x7"),
                fails=(AllowCapture("After that capture Black jumps one of your men. Try the other capture."),),
                replies=Script("23-27"),
                par=1,
                solution=("16x7",),
                only_way=True,
                hints=("Where does each capture land, and which black man stands next to that square?",),
            ),
            Stage(
                "capture/take-the-king",
                "W:W21,27:B17,K23",
                goal="Your men may take a king too: capture the black king",
                success=Play("27x18"),
                fails=(WrongMove("That took a man. The black king on 23 can be taken by the man on 27."),),
                par=1,
                solution=("27x18",),
                only_way=True,
                hints=("A king is a piece with a crown. Any piece may capture any piece.",),
            ),
            Stage(
                "capture/safe-behind",
                "W:W13,22:B8,14",
                goal="Only one move keeps all your men. Find it",
                success=Play("13-9"),
                fails=(AllowCapture(_UNSAFE),),
                replies=Script("8-11"),
                par=1,
                solution=("13-9",),
                only_way=True,
                hints=(
                    "Black's men capture only forward, down the board, just as yours capture only up.",
                    "A square right behind a black man is safe from that man.",
                ),
                note="In English draughts a man captures only forward: the black man on 14 cannot jump back to 9.",
            ),
            Stage(
                "capture/safe-behind-again",
                "W:W7,14:B10,13",
                goal="Again only one move keeps all your men. Find it",
                success=Play("14-9"),
                fails=(AllowCapture(_UNSAFE),),
                replies=Script("13-17"),
                par=1,
                solution=("14-9",),
                only_way=True,
                hints=("Which square is behind a black man, where it cannot jump you?",),
            ),
        ),
    )
    questions = (
        Choice(
            "White to move. Can the man on 15 capture the black man on 18?",
            {
                "yes, by jumping to 22": "No: 22 is behind the white man, and in English draughts a man captures "
                "only forward.",
                "no": "Right: a man captures only forward in English draughts, and 18 is behind the man on 15.",
            },
            answer="no",
            board=Board.from_fen("W:W15:B18,3", "english"),
            numbers=True,
            hints=("Which way is forward for White?",),
        ),
    )
    return Lesson(3, "capture", stages, questions)


def multi() -> Lesson:
    """Lesson 4: a capture goes on while the same piece can jump again."""
    stages = StageSet(
        "multi",
        "Multi-captures",
        (
            Stage(
                "multi/double",
                "W:W23:B19,11",
                goal="Capture both black men in one move: click every square you land on",
                success=CaptureAll(),
                par=1,
                solution=("23x16x7",),
                whole_capture=True,
                hints=("After the first jump, look again: can the same man jump once more?",),
                note="A capture goes on while the same piece can jump again: the whole chain is one move.",
            ),
            Stage(
                "multi/triple",
                "W:W30:B10,17,25",
                goal="Capture all three black men in one move",
                success=CaptureAll(),
                par=1,
                solution=("30x21x14x7",),
                whole_capture=True,
                hints=("Start by jumping the man on 25.", "The chain zigzags up the board."),
            ),
            Stage(
                "multi/zigzag",
                "W:W27:B8,15,23,25",
                goal="Capture three men in one move",
                success=Capture(3),
                par=1,
                solution=("27x18x11x4",),
                whole_capture=True,
                hints=("Which black man can the man on 27 jump first?",),
            ),
            Stage(
                "multi/longer-chain",
                "W:W23:B10,18,19",
                goal="Take two men in one move",
                success=Capture(2),
                fails=(
                    TooManyMoves("That capture took one man. The other one goes on after the first jump.", limit=1),
                ),
                par=1,
                solution=("23x14x7",),
                whole_capture=True,
                hints=("Your man can jump 18 or 19. After which jump can it jump again?",),
                note="In English draughts you may choose the shorter capture, but not stop a chain half-way.",
            ),
            Stage(
                "multi/longer-chain-again",
                "W:W26:B14,22,23",
                goal="Again two men in one move: find the jump that can go on",
                success=Capture(2),
                fails=(TooManyMoves("That capture took one man. Look for the jump that can go on.", limit=1),),
                par=1,
                solution=("26x17x10",),
                whole_capture=True,
                hints=("After jumping 22, where does your man land, and what is next to it?",),
            ),
            Stage(
                "multi/two-for-one",
                "W:W28,32:B18,20,21",
                goal="Give Black one man, then take two",
                success=Capture(2),
                fails=(
                    TooManyMoves(
                        "That did not win two men for one. Which man should Black be forced to take?", limit=2
                    ),
                ),
                replies=Script("20x27"),
                par=2,
                solution=("28-24", "32x23x14"),
                only_way=True,
                hints=(
                    "Black must capture too. Put a man where Black has to jump it.",
                    "Where will the black man land, and can your man on 32 jump from there?",
                ),
                note="You gave one man and took two.",
            ),
            Stage(
                "multi/two-for-one-again",
                "W:W19,25,26,29:B2,11,17,18",
                goal="A harder one: give Black one man, then take two",
                success=Capture(2),
                fails=(TooManyMoves("That did not win two men for one. Try another man to give.", limit=2),),
                replies=Script("18x25"),
                par=2,
                solution=("25-22", "29x22x13"),
                only_way=True,
                hints=(
                    "Black must take any man you put next to a black man with an empty square behind.",
                    "After Black lands on 25, your man on 29 can start a chain.",
                ),
            ),
        ),
    )
    return Lesson(4, "multi", stages, ())


def crowning() -> Lesson:
    """Lesson 5: crowning, what a king can do, and captures that go round."""
    stages = StageSet(
        "crowning",
        "Crowning and kings",
        (
            Stage(
                "crowning/first-king",
                "W:W6:B12",
                goal="Crown your man: bring it to the far row",
                success=Crown(),
                par=1,
                solution=("6-1",),
                hints=("White crowns on the top row, squares 1 to 4.",),
                note=(
                    "A man that reaches the far row becomes a king. On a real board a second piece goes on top;"
                    " on these boards a king wears a crown."
                ),
            ),
            Stage(
                "crowning/safe-crown",
                "W:W10:B2,9,20",
                goal="Crown your man without losing it",
                success=Crown(),
                fails=(AllowCapture("Black can jump your man: look at which squares a black man could land on."),),
                replies=Script("20-24"),
                par=2,
                solution=("10-6", "6-1"),
                only_way=True,
                hints=("Black's men jump down the board. Which step leaves no empty square behind your man?",),
            ),
            Stage(
                "crowning/race",
                "W:W13,29:B20",
                goal="Race the black man on 20: crown a man first",
                success=Crown(),
                fails=(
                    TooManyMoves(
                        "Now Black's man will crown first. Which of your men is closer to the far row?",
                        limit=3,
                    ),
                ),
                replies=Script("20-24", "24-28", "28-32"),
                par=3,
                solution=("13-9", "9-5", "5-1"),
                only_way=True,
                hints=("You move first, and the man on 13 needs three steps, like the black man.",),
            ),
            Stage(
                "crowning/king-steps-back",
                "W:WK7:B1",
                goal="Kings move backward too: bring your king down to square 15",
                success=Reach(15, king=True),
                fails=(TooManyMoves("Your king went the long way round: it cannot reach 15 in time now.", limit=4),),
                replies=Script("1-5", "5-9"),
                par=2,
                solution=("7-11", "11-15"),
                hints=("A king steps one square diagonally, forward or backward.",),
            ),
            Stage(
                "crowning/king-captures-back",
                "W:WK11:B15,2",
                goal="Capture with your king, backward",
                success=Capture(1),
                par=1,
                solution=("11x18",),
                hints=("A king jumps in any of the four diagonal directions.",),
            ),
            Stage(
                "crowning/crowning-ends-the-move",
                "W:W11:B7,6,24",
                goal="Crown by capturing, then take the other man with your new king",
                success=Capture(2),
                replies=Script("24-28"),
                par=2,
                solution=("11x2", "2x9"),
                hints=(
                    "The man is crowned on 2, and that ends the move, even though a king could jump 6 from there.",
                    "Next move, the new king jumps backward.",
                ),
                note="In English draughts crowning ends the move: the new king waits for the next turn.",
            ),
            Stage(
                "crowning/crowned-on-the-way",
                "W:W9:B6,7,24",
                goal="Crown by capturing, then take the man on 7 with your new king",
                success=Capture(2),
                replies=Script("24-28"),
                par=2,
                solution=("9x2", "2x11"),
                hints=("Your man is crowned on 2. The move ends there; the king jumps next time.",),
            ),
            Stage(
                "crowning/round-trip",
                "W:WK23:B18,10,11,19",
                goal="Take all four men in one move, all the way round",
                success=CaptureAll(),
                par=1,
                solution=("23x14x7x16x23",),
                whole_capture=True,
                hints=(
                    "Your king can go round to the left or to the right. Either way is the same move.",
                    "Jumped men stay on the board until the move ends, so none can be jumped twice.",
                ),
                note="Clockwise or anticlockwise, the king takes the same four men and ends on the same square: "
                "that is one move, not two.",
            ),
            Stage(
                "crowning/round-trip-again",
                "W:WK26:B22,14,15,23",
                goal="Go round once more: take all four men in one move",
                success=CaptureAll(),
                par=1,
                solution=("26x17x10x19x26",),
                whole_capture=True,
                hints=("The king comes back to 26, its start square: that square is empty once it has left.",),
            ),
        ),
    )
    questions = (
        Choice(
            "White's man on 11 jumps 7 and is crowned on 2. From 2, the new king could jump 6. Does it?",
            {
                "yes, in the same move": "Not in English draughts: crowning ends the move.",
                "no, the move ends when the man is crowned": "Right: it may jump 6 next turn, if 6 is still "
                "there and the capture is still on.",
            },
            answer="no, the move ends when the man is crowned",
            board=Board.from_fen("W:W11:B7,6,24", "english"),
            numbers=True,
            hints=("In English draughts, what ends a move as well as the last jump?",),
        ),
        Count(
            "White's king takes all four men. How many different moves does White have here?",
            1,
            Board.from_fen("W:WK22:B17,9,10,18", "english"),
            too_few="There is at least one: a capture is on.",
            too_many="Too many. Going round clockwise or anticlockwise takes the same men and ends on the "
            "same square: it is one move.",
            explanation="Two routes are one move when they start on the same square, take the same pieces, "
            "end on the same square and leave the same piece (crowned or not).",
            hints=("What does each route do to the position?",),
        ),
        Count(
            "White's king on 19 must capture. How many different moves end on square 1?",
            2,
            Board.from_fen("W:WK19:B6,7,8,15,16", "english"),
            too_few="Look again: the king can reach 1 by a short way and by a long way round.",
            too_many="Too many. Count only the moves that end on 1, and count each one once.",
            explanation="19x10x1 and 19x12x3x10x1 both end on 1. So the short form 19x1 is refused as "
            "ambiguous: write every landing square.",
            hints=("Follow the king jump by jump. Which chains finish on square 1?",),
        ),
    )
    return Lesson(5, "crowning", stages, questions)


def _short_count(plies: int) -> Rules:
    """English rules with the quiet-move draw after *plies* plies, for practising the end of the count."""
    return Rules.preset("english").replace(quiet_move_limit=plies)


def endings() -> Lesson:
    """Lesson 6: how a game is won, drawn, and that nothing is played after the end."""
    stages = StageSet(
        "endings",
        "How a game ends",
        (
            Stage(
                "endings/last-man",
                "W:W16,26,27:B12",
                goal="Win the game in two moves: take Black's last man",
                success=Win(),
                fails=(TooManyMoves("Black still has a man. Give Black a man to take, then take back.", limit=2),),
                replies=Script("12x19"),
                par=2,
                solution=("27-23", "23x16"),
                hints=("Black's only man must capture if it can.", "Where will it land, and can you jump it there?"),
            ),
            Stage(
                "endings/block",
                "W:W17,26:B13",
                goal="Win the game: leave Black without a move",
                success=LeaveNoMove(),
                fails=(WrongMove("Black can still move. Which move takes away the black man's last square?"),),
                par=1,
                solution=("26-22",),
                only_way=True,
                hints=(
                    "The black man on 13 stands on the edge: its only step is to 17, and your man is there.",
                    "It could still jump your man on 17 if the square beyond is empty. Fill that square.",
                ),
                note="A side that cannot move on its turn has lost, even with pieces on the board.",
            ),
            Stage(
                "endings/block-again",
                "W:W23,24,32:B20",
                goal="Win again by leaving Black without a move",
                success=LeaveNoMove(),
                fails=(WrongMove("Black can still move. Keep the black man's squares filled."),),
                par=1,
                solution=("32-27",),
                only_way=True,
                hints=("The black man on 20 can only go to 24, which is taken, or jump it if 27 is empty.",),
            ),
            Stage(
                "endings/at-the-limit",
                "W:W27,K19:B20",
                goal="In this practice game the draw comes after 1 quiet ply. Win with your move anyway",
                success=Win(),
                fails=(
                    TooManyMoves(
                        "Black can still move, so that did not win. Which king move leaves Black stuck?", limit=1
                    ),
                ),
                rules=_short_count(1),
                par=1,
                solution=("19-24",),
                draw_count=True,
                only_way=True,
                hints=(
                    "A king move is a quiet move: it reaches the limit. It still wins if Black cannot move after it.",
                ),
                note="The move that reaches the limit wins when it leaves the other side without a move.",
            ),
            Stage(
                "endings/beat-the-count",
                "W:WK2,K15:BK4",
                goal="In this practice game the draw comes after 4 quiet plies. Take the black king before that",
                success=CaptureAll(),
                fails=(TooManyMoves("Now the draw will come before you can take the king.", limit=2),),
                replies=Computer(2),
                rules=_short_count(4),
                par=2,
                solution=("15-11", "11x4"),
                draw_count=True,
                hints=("Chase the king into its corner with both of your kings.",),
            ),
            Stage(
                "endings/crowning-resets",
                "W:WK11,6:BK4",
                goal="Practice game: the draw comes after 2 quiet plies. Take the black king",
                success=CaptureAll(),
                rules=_short_count(2),
                replies=Script("4-8"),
                par=2,
                solution=("6-2", "11x4"),
                draw_count=True,
                fails=(LosePiece("Black's king took yours: keep your king out of its reach."),),
                hints=(
                    "A king's move adds a quiet ply; Black's king answers with another, and the game is drawn.",
                    "Crowning a man is a man's move: it sets the count back to 0.",
                ),
                note="Crowning is a man's move, so it set the count back to 0 and gave you time.",
            ),
            Stage(
                "endings/man-move-resets",
                "W:WK11,22:BK4",
                goal="Practice game, the draw after 2 quiet plies again: take the black king",
                success=CaptureAll(),
                rules=_short_count(2),
                replies=Script("4-8"),
                par=2,
                solution=("22-18", "11x4"),
                draw_count=True,
                fails=(LosePiece("Black's king took yours: keep your king out of its reach."),),
                hints=("A man's move sets the quiet count back to 0. A king's move does not.",),
            ),
            Stage(
                "endings/repeat",
                "W:WK32:BK1,K2,K3",
                goal="You have one king, Black has three: make this position come up three times",
                success=ClaimableDraw(),
                fails=(TooManyMoves("Now this position cannot come up a third time in four moves.", limit=4),),
                replies=Script("1-5", "5-1", "1-5", "5-1"),
                par=4,
                solution=("32-27", "27-32", "32-27", "27-32"),
                hints=(
                    "Move your king back and forth between 32 and 27.",
                    "The position on the board now counts as the first time.",
                ),
                note="Now either side may claim a draw: the starting position, with White to move, has come up "
                "for the third time.",
            ),
            Stage(
                "endings/repeat-again",
                "W:WK29:BK12,K20,28",
                goal="You have one king, Black has two kings and a man: make this position come up three times",
                success=ClaimableDraw(),
                fails=(TooManyMoves("Now this position cannot come up a third time in four moves.", limit=4),),
                replies=Script("12-16", "16-12", "12-16", "16-12"),
                par=4,
                solution=("29-25", "25-29", "29-25", "25-29"),
                hints=("Move your king back and forth between two squares.",),
            ),
        ),
    )
    questions = (
        Choice(
            "Black to move. Is the game over?",
            {
                "no: Black can still move": "Right: the men on 13 and 17 are blocked, but the man on 1 can "
                "step to 5 or 6.",
                "yes: White has won": "Not yet: look at the black man on 1.",
                "yes: it is a draw": "Blocked men do not make a draw. And here Black can still move.",
            },
            answer="no: Black can still move",
            board=Board.from_fen("B:W21,22,25,26:B17,13,1", "english"),
            numbers=True,
            hints=("Try to find one legal move for Black.",),
        ),
        Count(
            "A ply is one side's move. In English draughts, how many quiet plies in a row end the game in a draw?",
            80,
            too_few="Too few. Each side makes 40 moves: count both sides.",
            too_many="Too many. Some books say 50 moves each, but these lessons use 40 each.",
            hints=("40 moves by each side.",),
        ),
        Choice(
            "The same position, with the same side to move, has come up for the third time. What happens?",
            {
                "the game is drawn at once": "Not at once: the draw must be claimed by a player.",
                "the side to move loses": "No one loses for repeating.",
                "either player may claim a draw": "Right: repetition is a draw that a player claims.",
            },
            answer="either player may claim a draw",
            hints=("One draw is automatic and one is claimed. Which is which?",),
        ),
    )
    return Lesson(6, "endings", stages, questions)


LESSONS = (setup(), moving(), capture(), multi(), crowning(), endings())
"""The lessons of part 1, in order."""
