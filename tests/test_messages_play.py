"""The board's game, its clicks, the class board and the class's misconceptions speak only
through the catalogue: with the pseudo-language in use, nothing they say is left in English.

Every kind of click is driven (select, land, go on with a capture, each refusal, cancel),
with the computer's replies, undo and redo, the editor and new games, on random positions
of every preset; then the class board's steps and the misconception sentences built from
progress codes. What is put into sentences as values is taken out before the check: rule
set names, positions (FEN), stage names and learners' names.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

from draughts import BLACK, PRESETS, WHITE, Board
from draughts.core.errors import ProgressCodeError
from draughts.course import LESSONS, lesson
from draughts.course.bank import STAGE_SETS
from draughts.teaching.exercises import Choice, Count, FindMoves, Jumps, PlayMove
from draughts.teaching.mistakes import StageMistakes, misconceptions
from draughts.teaching.progress import ClassTable, Progress
from draughts.teaching.progress_code import make_code
from draughts.teaching.progress_file import Attempt, StageResult
from draughts.teaching.stages import Reach, Stage, Status
from draughts.widgets.classboard import ClassBoard
from draughts.widgets.classplay import ClassPlay
from draughts.widgets.clicks import Clicks, Mark, SquareView
from draughts.widgets.play import BoardGame
from draughts.widgets.tiles import tile_name
from tests.conftest import untranslated

FEN = re.compile(r"\b[WB]:[^\s)'\"]*")
PRESET_NAMES = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, PRESETS), key=len, reverse=True)) + r")\b")
TAGS = re.compile(r"<[^>]*>")
NUMBERS = {each.key: each.number for each in LESSONS}


def english(said: Iterable[str], *values: str) -> list[str]:
    """What of *said* is left in English once HTML tags, positions, rule set names and *values* are taken out."""
    left = set()
    for text in said:
        text = html.unescape(TAGS.sub(" ", text))
        for value in sorted(values, key=len, reverse=True):
            text = text.replace(value, "")
        text = PRESET_NAMES.sub("", FEN.sub("", text)).strip(" ·")
        if text and untranslated(text):
            left.add(text)
    return sorted(left)


def positions(preset: str, count: int) -> Iterator[Board]:
    """*count* positions of *preset* reached by seeded random play."""
    rng = random.Random(preset)
    for _game in range(count):
        board = Board(preset)
        for _ply in range(rng.randrange(0, 50)):
            if board.is_game_over():
                break
            board.push(rng.choice(list(board.legal_moves)))
        yield board


def every_click(board: Board, make: Callable[[Board], Clicks], rng: random.Random) -> Iterator[str]:
    """What the clicks say on *board*: each square clicked with nothing selected, then each
    square clicked with each piece selected, captures entered landing by landing, cancels."""
    for square in range(1, board.geometry.squares + 1):
        clicks = make(board.copy())
        clicks.click(square)
        yield clicks.message
        yield from (view.label for view in clicks.squares().values())
        if clicks.selected is None:
            continue
        for other in range(1, board.geometry.squares + 1):
            again = make(board.copy())
            again.click(square)
            for landing in again.landings[:1]:
                again.click(landing)
                yield again.message
                yield from (view.label for view in again.squares().values())
            again.click(other)
            yield again.message
        clicks.cancel()
        yield clicks.message
        while clicks.board.legal_moves and not clicks.board.is_game_over():
            clicks.click(rng.choice(clicks.capturing() or [move.start for move in clicks.board.legal_moves]))
            if not clicks.landings:
                break
            clicks.click(clicks.landings[0])
            yield clicks.message
            yield from (view.label for view in clicks.squares().values())
            if clicks.selected is not None:
                clicks.cancel()
                yield clicks.message
            break


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_click_is_said_through_the_catalogue(preset: str, pseudo: Path) -> None:
    rng = random.Random(preset)
    said: list[str] = []
    makers: list[Callable[[Board], Clicks]] = [
        Clicks,
        lambda board: Clicks(board, complete_captures=False),
        lambda board: Clicks(board, show_capturers=False),
        lambda board: Clicks(board, choose_landing=True),
    ]
    for board in positions(preset, 4):
        for make in makers:
            said.extend(every_click(board, make, rng))
    assert english(said) == []


def test_a_won_game_refuses_clicks_through_the_catalogue(pseudo: Path) -> None:
    clicks = Clicks(Board.from_fen("B:W18:B", rules="english"))
    clicks.click(18)
    assert clicks.message.count("⟦") >= 2 and english([clicks.message]) == []


def test_every_square_state_is_labelled_through_the_catalogue(pseudo: Path) -> None:
    marks = list(Mark)
    labels = [
        SquareView(22, piece, frozenset(marks[:count]), name=name).label
        for piece in (None, *Board.from_fen("W:W22,K23:B18,K19", rules="english").pieces().values())
        for count in range(len(marks) + 1)
        for name in ("", "c3")
    ]
    assert english(labels) == []
    assert all(mark.words != mark.value for mark in Mark)


@pytest.mark.parametrize("computer", [WHITE, BLACK])
def test_the_game_says_its_moves_undo_redo_and_editor_through_the_catalogue(computer: bool, pseudo: Path) -> None:
    pending: list[Callable[[], None]] = []
    game = BoardGame(Board("english"), computer=computer, seed=1, schedule=pending.append)
    said = [game.thinking, game.message]
    while pending:
        pending.pop()()
        said.append(game.message)
    board = game.clicks.board
    rng = random.Random(computer)
    for _ply in range(6):
        if board.is_game_over():
            break
        said += [game.message, *(view.label for view in game.squares.values())]
        move = rng.choice(list(board.legal_moves))
        game.click(move.start)  # the computer's turn is refused first, when it is
        said.append(game.message)
        if board.turn == computer:
            pending.pop()()
            said.append(game.message)
            continue
        for square in move.path[1:]:
            game.click(square)
        said += [game.thinking, game.message]
        while pending:
            pending.pop()()
            said.append(game.message)
    game.undo()
    said.append(game.message)
    game.redo()
    said.append(game.message)
    game.restart()
    said.append(game.message)
    game.change_rules(Board("russian").rules)
    said.append(game.message)
    game.editing = True
    said += [game.message, game.status]
    game.click(20)
    said += [game.message, *(view.label for view in game.squares.values())]
    game.editing = False
    said.append(game.message)
    assert english(said) == []


def test_a_game_between_two_people_speaks_the_language_in_use(pseudo: Path) -> None:
    game = BoardGame(Board("english"))
    said = []
    for square in (11, 15, 23, 19, 99 // 9):
        game.click(square)
        said.append(game.message)
    game.undo()
    said.append(game.message)
    game.redo()
    said += [game.message, game.status]
    game.cancel()
    said.append(game.message)
    assert english(said) == []


def test_an_engine_answering_wrongly_is_reported_through_the_catalogue(pseudo: Path) -> None:
    game = BoardGame(Board("english"), opponent=lambda _board: "nonsense", computer=BLACK)  # type: ignore[arg-type, return-value]
    game.click(22), game.click(18)
    assert english([game.message], "nonsense") == []


@pytest.mark.parametrize("teams", [False, True])
@pytest.mark.parametrize("key", [each.key for each in LESSONS if len(each.stages)][:6])
def test_the_class_board_steps_through_a_lesson_in_the_language_in_use(key: str, teams: bool, pseudo: Path) -> None:
    board = ClassBoard(key, teams=teams)
    play = board.play
    names = [stage.name for stage in play.lesson.stages]
    said: list[str] = []

    def drawn() -> list[str]:
        widgets = (board.stage_line, board.goal, board.turn, board.score)
        buttons = (board.previous_button, board.reveal_button, board.next_button, board.teams_button)
        return [
            play.message,
            play.label,
            play.chooser,
            board.grid.label,
            board.presenter_keys.label,
            board.presenter_keys.legend,
            *(widget.value for widget in widgets),
            *(button.description for button in buttons),
            *(button.tooltip for button in buttons),
            *(note for view in play.game.squares.values() for note in view.notes),
        ]

    try:
        for index in range(play.stages):
            play.open(index)
            said += drawn()
            play.next()
            said += drawn()
            for square in range(1, play.game.shown.geometry.squares + 1, 3):
                play.click(square)
                said += drawn()
                play.cancel()
            play.space()
            said += drawn()
            play.next()
            play.click(1)
            said += drawn()
            play.previous()
        play.next()
        said += drawn()
        play.open(0)
        play.previous()
        said += drawn()
        said.append(repr(board))
    finally:
        board.close()
    assert english(said, play.lesson.title, *names) == []


def test_a_solved_stage_scores_for_the_team_in_the_language_in_use(pseudo: Path) -> None:
    play = ClassPlay(lesson("capture"), teams=True)
    play.next()
    line = play.stage.solution
    assert line
    for square in play.run.board.parse_move(line[0]).path:
        play.click(square)
    assert english([play.message, play.chooser]) == []
    assert play.score == {"Team A": 1, "Team B": 0}


def test_the_class_misconceptions_are_sentences_in_the_language_in_use(pseudo: Path) -> None:
    stages = [stage for stages in STAGE_SETS for stage in stages]
    rng = random.Random(7)
    keys = ["capture compulsory", "men forward only", "must go on", "lose-piece", "game-over", "wrong-move"]
    mistakes = {}
    for name in ("Ann", "Ben", "Cleo", "Dev"):
        by_stage = {}
        for stage in rng.sample(stages, 6):
            attempts = [
                Attempt(number, {rng.choice(keys[:3]): rng.randrange(1, 4)}, rng.choice(["", *keys[3:]]))
                for number in range(rng.randrange(1, 4))
            ]
            by_stage[stage.id] = StageMistakes.of(stage.version, attempts)
        mistakes[name] = by_stage
    mistakes["Eve"] = {stages[0].id: StageMistakes.of(stages[0].version, [Attempt(0, {}, "they-crown")])}
    rows = misconceptions(mistakes, STAGE_SETS, NUMBERS) + misconceptions({"Ann": mistakes["Ann"]}, STAGE_SETS, NUMBERS)
    assert {len(row.learners) for row in rows} >= {1, 4} and {row.times > 1 for row in rows} == {True, False}
    said = [row.sentence() for row in rows] + [row.sentence("Ann") for row in rows]
    assert english(said, *(f"'{stage.name}'" for stage in stages), "Ann", "Eve") == []


def test_every_stage_verdict_is_said_through_the_catalogue(pseudo: Path) -> None:
    """Solved, going on, shown, and the game ending before the goal: the fail conditions'
    own sentences, the goals and the notes are the course's text, put in as values."""
    rng = random.Random(3)
    said: list[str] = []
    content: set[str] = set()
    kinds: set[Status] = set()
    for stage in (stage for stages in STAGE_SETS for stage in stages):
        content |= {stage.note, stage.goal[:1].lower() + stage.goal[1:], *(fail.message for fail in stage.fails)}
        run = stage.start()
        for text in stage.solution:
            if not run.over:
                verdict = run.play(text)
                said.append(verdict.message)
                kinds.add(verdict.status)
        for _attempt in range(3):
            run.retry()
            while not run.over and run.board.legal_moves:
                verdict = run.play(rng.choice(list(run.board.legal_moves)))
                kinds.add(verdict.status)
                if verdict.condition is None:
                    said.append(verdict.message)
        run.show()
        assert run.verdict is not None
        said.append(run.verdict.message)
    assert kinds == {Status.SOLVED, Status.FAILED, Status.GOING_ON}
    assert english(said, *(text for text in content if text)) == []


def test_a_game_ended_before_the_goal_is_said_through_the_catalogue(pseudo: Path) -> None:
    said = []
    for position, move in (("W:W22:B1,13", "22-17"), ("W:W32:B27,19", "32x23x16")):
        run = Stage("moving/ended", position, goal="Reach 1", success=Reach(1), par=1, solution=(move,)).start()
        verdict = run.play(move)
        assert verdict.status is Status.FAILED and verdict.condition is None
        said.append(verdict.message)
    assert english(said, "reach 1") == []


@pytest.mark.parametrize("preset", ["english", "russian", "international"])
def test_exercise_feedback_is_said_through_the_catalogue(preset: str, pseudo: Path) -> None:
    said: list[str] = []
    typed = ["hello", "", "11-15", "15-19", "c3-d4", "a1-h8", "22x15", "1x10x19", "9-13, 10-14", "2 - 7"]
    for board in positions(preset, 6):
        if board.is_game_over():
            continue
        moves = list(board.legal_moves)
        write = board.rules.write_move
        first = moves[0]
        exercises = [
            FindMoves(board, "Which moves?"),
            FindMoves(board, "Which moves of this piece?", start=first.start),
            PlayMove(board, "Play it.", first, explanation="Well played."),
            PlayMove(board, "Play it.", first),
            Count.legal_moves(board),
        ]
        answers = [*typed, *map(write, moves), ", ".join(map(write, moves)), write(moves[-1]), str(len(moves))]
        answers += [str(len(moves) + 1), str(len(moves) - 1), "many"]
        for exercise in exercises:
            said += [exercise.question, exercise.solution]
            for answer in answers:
                said.append(exercise.check(answer).message)
        if first.captures:
            said += Jumps(board, first).captions
    choice = Choice("Who moves first?", {"Black": "Right.", "White": "No."}, answer="Black")
    said.append(choice.check("red").message)
    said.append(Count("How many?", 3, too_few="Fewer.").check("2").message)
    assert (
        english(
            said, "Which moves?", "Which moves of this piece?", "Play it.", "Well played.", "Fewer.", "Black, White"
        )
        == []
    )


def test_the_progress_files_problems_are_said_through_the_catalogue(tmp_path: Path, pseudo: Path) -> None:
    said = []
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{ not json", encoding="utf-8")
    said.append(Progress(damaged).message)
    newer = tmp_path / "newer.json"
    newer.write_text('{"format": 99, "learners": {}}', encoding="utf-8")
    said.append(Progress(newer).message)
    folder = tmp_path / "locked"
    folder.mkdir()
    stuck = Progress(folder / "progress.json")
    stuck.name = "Ann"
    (folder / "progress.json").chmod(0o444)
    stage = lesson("capture").stages["capture/must-capture"]
    stuck.record(stage, 3)
    said.append(stuck.message)
    files = re.compile(r"[^\s(]*\.json")  # the files named, set aside and written beside
    assert all(said) and english([files.sub("", text) for text in said]) == []


def test_the_class_tables_problems_are_said_through_the_catalogue(tmp_path: Path, pseudo: Path) -> None:
    code = make_code("Ann", {"capture/must-capture": StageResult(1, 3)})
    lines = ["hello", code[:-3] + "000", code[:30] + ":" + code.rsplit(":", 1)[1], code]
    table = ClassTable.from_codes("\n".join(lines))
    with pytest.raises(ProgressCodeError) as raised:
        make_code(" ", {})
    said = [*table.problems, str(raised.value)]
    assert len(table.problems) == 3 and english(said, "progress.name", "DRAUGHTS1") == []


def test_the_stage_tiles_are_named_through_the_catalogue(pseudo: Path) -> None:
    assert english([tile_name(number, stars) for number in (1, 12) for stars in range(4)]) == []
