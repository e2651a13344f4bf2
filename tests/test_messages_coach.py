"""The coach, the game records, the replay and the explorer, the difference finder and the
pictures speak only through the catalogue: with the pseudo-language in use, nothing they say
is left in English.

What these modules put into their sentences as values is taken out before the check: rule
set names, positions (FEN), file names, share codes, PDN tag names, and the words that
other modules supply (a switch's title and sentences, which :mod:`draughts.core.rules` says).
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

from draughts import BLACK, PRESETS, Board
from draughts.compare import experiments
from draughts.compare.differences import find_differences
from draughts.compare.experiments import lengths_chart
from draughts.core.errors import InvalidMoveError
from draughts.core.rules import SWITCHES
from draughts.engine.coach import Coach
from draughts.pictures import chart, svg
from draughts.records import pdn
from draughts.widgets.explorer import RulesExplorer
from draughts.widgets.replay import ReplayWidget
from tests.conftest import untranslated

FEN = re.compile(r"\b[WB]:[^\s)'\"]*")
PRESET_NAMES = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, PRESETS), key=len, reverse=True)) + r")\b")
TAGS = re.compile(r"<[^>]*>")
PICTURE = re.compile(r"<svg\b.*?<title>(.*?)</title>.*</svg>", re.S)


def plain(text: str, *values: str) -> str:
    """*text* without its HTML tags (a picture reduced to its title), the given *values*,
    positions and rule set names."""
    text = html.unescape(TAGS.sub(" ", PICTURE.sub(r" \1 ", text)))
    for value in sorted(values, key=len, reverse=True):
        text = text.replace(value, "")
    return PRESET_NAMES.sub("", FEN.sub("", text)).strip()


def english(said: Iterable[str], *values: str) -> list[str]:
    """What of *said* is left in English once *values* are taken out."""
    return sorted({text for text in (plain(text, *values) for text in said) if text and untranslated(text)})


def positions(preset: str, count: int) -> Iterator[Board]:
    """*count* positions of *preset* reached by seeded random play, each with its moves."""
    rng = random.Random(preset)
    for _game in range(count):
        board = Board(preset)
        for _ply in range(rng.randrange(4, 60)):
            if board.is_game_over():
                break
            board.push(rng.choice(list(board.legal_moves)))
        if not board.is_game_over():
            yield board


# -- the coach ----------------------------------------------------------------------------

COACHED = [
    ("english", "B:WK2,16,17,28,29,31:B1,3,4,5"),  # wins a piece, after a capture back
    ("english", "W:W21,27,31:B9,14"),  # 21-17 loses a piece
    ("english", "W:W5,22:B11,15"),  # crowns a man
    ("english", "W:W18,19:B15"),  # wins at once
    ("english", "B:W10,K17,21:B12,24,K26,K28"),  # heads for a king
    ("arcade", "B:W17,22,25,26,28,29:B2,4,6,10,14"),  # the only legal move: a capture is compulsory
    ("arcade", "W:WK12:B21,K32"),  # 12-23 loses the game within one move
    ("arcade", "B:WK12,18,21,22,23,24,27,29,32:B1,2,9,10,11,13,14"),  # gives up a piece, takes one back
    ("giveaway", "B:W9,19,21,23,27,28,31,32:B4,12,24"),  # forces a win within two moves
    ("giveaway", "W:W10,20,21,22,25,27,28:B1,3,8,9,11,15,16"),  # takes two and crowns
    ("first-king", "W:W25,26,27,29,30,32:B1,4,5,6,9,17,19,20"),  # Black must take
    ("russian", "W:Wg3:Ba7,h6,b4,Kb2"),  # a lost game: this move holds out longest
]


def coach_says(coach: Coach, board: Board) -> Iterator[str]:
    hint = coach.hint(board)
    yield hint.sentence
    yield hint.reason
    for move in list(board.legal_moves)[:8]:
        danger = coach.check(board, move)
        if danger is not None:
            yield danger.sentence


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_coach_says_everything_through_the_catalogue(preset: str, pseudo: Path) -> None:
    coach = Coach(depth=4, horizon=3)
    said: list[str] = []
    for board in positions(preset, 5):
        said.extend(coach_says(coach, board))
        said.extend(str(slip) for slip in coach.review(board, threshold=10))
    for rules, fen in COACHED:
        if rules == preset:
            said.extend(coach_says(coach, Board.from_fen(fen, rules=rules)))
    assert len(said) > 10
    assert english(said) == []


def test_the_coach_row_speaks_the_language_in_use(make: Any, pseudo: Path) -> None:
    widget = make(Board.from_fen("W:W21,27,31:B9,14", rules="english"))
    coach = widget.coach
    coach.safety.value = True
    said = [
        *(control.description for control in (coach.hint_button, coach.take_back_button, coach.review_button)),
        *(control.tooltip for control in (coach.hint_button, coach.take_back_button, coach.review_button)),
        coach.safety.description,
        coach.safety.tooltip,
        coach.hint(),
        *coach.marks.values(),
    ]
    widget.click(21)
    widget.click(17)
    said.append(widget.message)  # the safety check stopped the move: the warning
    said.extend(coach.marks.values())
    coach.take_back_button.click()
    for square in (27, 23):
        widget.click(square)
    coach.review()
    said += [widget.message, coach.report.value]
    turn = make(Board.from_fen("B:W21,27,31:B9,14", rules="english"), computer=BLACK)
    said.append(turn.coach.hint())  # the computer's turn
    over = make(Board.from_fen("W:W29:B25,22", rules="english"))
    said.append(over.coach.hint())
    assert english(said) == []


# -- the game records -----------------------------------------------------------------------

BAD_FILES = [
    '[Event "x"',
    "1. 11-15 23-19 2. 9-14 19-24 *",
    "1. 11-15 } 23-19 ) ] *",
    '[GameType "99"] 1. 11-15 *',
    '[Rules "english kings=flying"] 1. 11-15 *',
    '[Rules "english king_range"] 1. 11-15 *',
    "1. 11-15 23-19 (2. 9-14 *",
    '[Result "2-1"] 1. 11-15 *',
    '[Event "a"][Event "b"] 1. 11-15 *',
    '[FEN "W:W28:B24"] 1. 28x19 19-15 *',
    "1. 11-15 {never closed",
    "1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17x10 *",
    '[GameType "25"] 1. c3-d4 f6-g5 2. d4-c5 *',
    '[FEN "W:WK29:B25,22"] 1. 29x11x18 *',
    '[FEN "W:WK1:B9,10"] 1. 1x10 *',
    "1. 9x18 *",
]
"""Files with every kind of problem whose whole sentence comes from the reader (not a position's error)."""

BAD_CODES = [
    "x",
    "draughts:1:",
    "draughts:1::start:",
    "draughts:1:english:start:9x18",
    "draughts:1:english:W:W18,19:B15:18-14",
    "draughts:1:english king_range:start:",
    "draughts:1:english kings=flying:start:",
    "draughts:1:english:W:WK29:B25,22:29x11",
    "draughts:1:english:W:WK1:B9,10:1x10",
]
"""Share codes wrong in every way whose sentence comes from the reader alone."""

CODE_VALUES = ("draughts:1:rules:start:moves", "draughts:1:english:start:", "draughts:1:", "switch=value")
TAG_NAMES = ("GameType", "Rules", "FEN", "Result", "Event", "PDN", "Name", "value", "UTF-8")
SWITCH_NAMES = tuple(SWITCHES)


def test_the_pdn_reader_tells_its_problems_through_the_catalogue(pseudo: Path) -> None:
    said = [str(error) for text in BAD_FILES for error in pdn.read_games(text).errors]
    for code in [*BAD_CODES, "draughts:1:english:start:11-16x"]:
        with pytest.raises(pdn.InvalidShareCodeError) as raised:
            pdn.Game.from_share_code(code)
        said.append(str(raised.value))
    with pytest.raises(InvalidMoveError) as unreadable:  # a sentence of core.notation, quoted in the reader's
        Board("english").parse_move("11-16x")
    assert len(said) > len(BAD_FILES) + len(BAD_CODES)
    values = (*TAG_NAMES, *CODE_VALUES, *SWITCH_NAMES, "king_range=flying", str(unreadable.value))
    assert english(said, *values) == []


def test_the_records_row_speaks_the_language_in_use(make: Any, tmp_path: Path, pseudo: Path) -> None:
    widget = make("english")
    records = widget.records
    buttons = (records.save_button, records.load_button, records.share_button, records.paste_button)
    said = [
        *(box.description for box in (records.file_name, records.share_box, records.paste_box)),
        *(box.tooltip for box in (records.file_name, records.share_box, records.paste_box)),
        *(box.placeholder for box in (records.share_box, records.paste_box)),
        *(b.description for b in buttons),
        *(b.tooltip for b in buttons),
    ]

    def say(action: Any) -> None:
        action()
        said.append(widget.message)

    widget.click(11)
    widget.click(15)
    say(lambda: records.save(tmp_path / "game.pdn"))
    say(lambda: records.save(tmp_path / "game.pdn"))  # it replaces the file
    say(lambda: records.save(tmp_path / "nowhere" / "game.pdn"))
    say(lambda: records.save(tmp_path))
    say(lambda: records.load(tmp_path / "game.pdn"))
    say(lambda: records.load(tmp_path / "missing.pdn"))  # one other file
    for index in range(7):
        (tmp_path / f"other{index}.pdn").write_text("1. 11-15 *", encoding="utf-8")
    say(lambda: records.load(tmp_path / "missing.pdn"))  # more files than are named
    say(lambda: records.load(tmp_path / "nowhere" / "missing.pdn"))
    say(lambda: records.load(tmp_path))
    (tmp_path / "binary.pdn").write_bytes(b"\xff\xfe\x00\x81")
    say(lambda: records.load(tmp_path / "binary.pdn"))
    (tmp_path / "empty.pdn").write_text("] ] ] ] ]", encoding="utf-8")
    say(lambda: records.load(tmp_path / "empty.pdn"))
    (tmp_path / "two.pdn").write_text('1. 11-15 *\n\n[Event "b"]\n1. 11-15 23-19 2. 9-14 19-24 *\n')
    say(lambda: records.load(tmp_path / "two.pdn"))
    (tmp_path / "setup.pdn").write_text('[FEN "W:W18:B14"] 1. 18x9 *', encoding="utf-8")
    say(lambda: records.load(tmp_path / "setup.pdn"))  # a set-up position, and a game over
    say(records.share)
    say(lambda: records.load_share_code(""))
    say(lambda: records.load_share_code("11-15"))
    say(lambda: records.load_share_code("draughts:1:english king_range=flying:start:11-15"))
    records.file_name.value = " "
    say(records.save)
    paths = [text for path in tmp_path.rglob("*") for text in (str(path), path.name)]
    values = (*paths, str(tmp_path / "nowhere"), str(tmp_path), *TAG_NAMES, *CODE_VALUES, "king_range=flying")
    assert english(said, *values, "custom", "game.pdn", "missing.pdn", "binary.pdn") == []


# -- the replay and the explorer ------------------------------------------------------------


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_replay_widget_speaks_the_language_in_use(preset: str, pseudo: Path) -> None:
    said: list[str] = []
    for board in positions(preset, 2):
        replay = ReplayWidget(pdn.Game.from_board(board, Event="Club"))
        buttons = (replay.first_button, replay.previous_button, replay.next_button, replay.last_button)
        said += [replay.title.value, replay.slider.description, *(b.description for b in buttons)]
        said += [b.tooltip for b in buttons]
        for ply in range(len(replay.game.moves) + 1):
            replay.go(ply)
            said.append(replay.caption.value)
        replay.close()
    empty = ReplayWidget(pdn.read_game("1-0", rules=preset))
    said += [empty.title.value, empty.caption.value, empty.move_list.value]
    empty.close()
    assert english(said, "Club", "1-0", "0-1", "1/2-1/2") == []


def test_the_rules_explorer_speaks_the_language_in_use(pseudo: Path) -> None:
    explorer = RulesExplorer("W:W18,K30:B15,7,6,27,19", "english")
    said = [repr(explorer), explorer.preset_menu.description, explorer.move_menu.description]
    said += [label for label, _move in explorer.move_menu.options[:1]]
    for preset in ("russian", "arcade", "english"):
        explorer.load(preset)
        said += [repr(explorer), explorer.last_change, explorer.report.value]
    explorer.set(crowning="king-continues", men_capture_backward=True)
    said += [explorer.last_change, re.sub(r"<li>.*?</li>", "", explorer.report.value)]  # the items: core.rules
    explorer.close()
    assert english(said, "custom") == []


# -- the difference finder and the pictures ------------------------------------------------------

PAIRS = [
    ("english", "russian"),
    ("english", "giveaway"),
    ("english", "first-king"),
    ("russian", "brazilian"),
    ("arcade", "russian"),
]


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_the_difference_finder_compares_through_the_catalogue(a: str, b: str, pseudo: Path) -> None:
    said: list[str] = []
    for example in find_differences(a, b, limit=6):
        told = str(example).replace(example.sentence, "")  # the sentence is the switch's own (core.rules)
        diagram = example.board.diagram(), example.board_b.diagram()
        said += [told, example.comparison, example._repr_svg_()]
        said = [text.replace(diagram[0], "").replace(diagram[1], "") for text in said]
    assert len(said) >= 6
    assert english(said) == []


def test_the_pictures_describe_the_board_through_the_catalogue(pseudo: Path) -> None:
    said: list[str] = []
    for preset in sorted(PRESETS):
        for board in positions(preset, 3):
            move = next(iter(board.legal_moves))
            said += [svg.describe(board), svg.describe(board, move)]
        said.append(svg.describe(Board.empty(preset)))
    said.append(str(svg.boards([Board("english"), Board("russian")], ["⟦ŧẁø⟧", "⟦ŧħŕëë⟧"], names=True)))
    said.append(str(chart.box_plot({"english": [40, 52, 60], "russian": [30]}, title="⟦ŧ⟧", label="⟦ł⟧")))
    games = [{"rules": "english", "first": "black", "winner": "draw", "plies": 80}]
    said.append(str(lengths_chart(games)))
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    from matplotlib import pyplot

    for plot in (experiments.plot_lengths, experiments.plot_first_move_advantage, experiments.plot_draw_rate):
        axes = plot(games)
        said += [axes.get_title(), axes.get_ylabel()]
        legend = axes.get_legend()
        if legend is not None:
            said += [text.get_text() for text in legend.get_texts()]
        pyplot.close(axes.figure)
    labels = [re.search(r'aria-label="([^"]*)"', text) for text in said]
    said += [match[1] for match in labels if match]
    assert english(said) == []
