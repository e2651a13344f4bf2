"""PDN as other programs write it: the files in tests/data/pdn, written by hand from the PDN standard.

One file per GameType the package writes (20 international, 21 English, 25 Russian,
26 Brazilian), each with a game from the start and a game set up by a FEN tag, in the
forms other programs use: algebraic squares and ``:`` captures for Russian, the long
``GameType`` form, algebraic FEN with ``K`` kings.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from draughts import Board, InvalidFenError
from draughts.core.rules import PRESETS
from draughts.records.pdn import ALGEBRAIC_GAME_TYPES, GAME_TYPES, load, read_game, read_games, write_games

DATA = Path(__file__).parent / "data" / "pdn"

# file -> (rule set, [(plies, final position as the rule set writes FEN) for each game])
EXPECTED = {
    "international-20.pdn": (
        "international",
        [
            (20, "W:W24,31,35,36,37,40,41,42,43,44,45,46,47,49,50:B1,2,3,4,5,7,8,9,10,11,12,13,14,16,17,25,29"),
            (8, "W:W28,K49:B11,13,17,23,29"),
        ],
    ),
    "english-21.pdn": (
        "english",
        [(20, "B:WK2,6,21,23,25,27,28,29,30,32:B1,4,5,9,12"), (9, "W:W18,K25:B5,10,13,K32")],
    ),
    "russian-25.pdn": (
        "russian",
        [(24, "W:Wh6,b2,d2,h2,a1,c1,e1:Bb8,d8,f8,h8,g7,d6,b4,a3,g3"), (6, "W:WKd8,d4,c3:Be3")],
    ),
    "brazilian-26.pdn": ("brazilian", [(22, "W:Wg5,g3,f2,h2,a1,e1:Bb8,d8,f8,h8,a7,c7,a5"), (3, "B:WKc3:B")]),
}

ALGEBRAIC_MOVE = re.compile(r"^[a-h][1-8](?:[-x][a-h][1-8])+$")
NUMBERED_MOVE = re.compile(r"^\d+(?:[-x]\d+)+$")


def test_there_is_a_file_for_every_game_type_written() -> None:
    assert {name for name, _ in EXPECTED.values()} == set(GAME_TYPES.values())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_file_from_another_program_reads_without_a_problem(name: str) -> None:
    rules, games = EXPECTED[name]
    found = load(DATA / name, rules="arcade")  # the GameType tags, not the default, choose the rules
    assert found.errors == []
    assert [game.rules for game in found.games] == [PRESETS[rules]] * len(games)
    assert [(len(game.moves), game.board().fen()) for game in found.games] == games


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_written_back_it_uses_its_game_types_notation_and_reads_the_same(name: str) -> None:
    found = load(DATA / name)
    text = write_games(found.games)
    game_type = next(number for number, preset in GAME_TYPES.items() if preset == EXPECTED[name][0])
    assert f'[GameType "{game_type}"]' in text
    pattern = ALGEBRAIC_MOVE if game_type in ALGEBRAIC_GAME_TYPES else NUMBERED_MOVE
    movetext = re.sub(r"\{[^}]*\}", " ", "\n".join(line for line in text.splitlines() if not line.startswith("[")))
    moves = [word for word in movetext.split() if not word.endswith(".") and word not in ("*", "1-0")]
    assert moves and all(pattern.match(move) for move in moves), moves
    fens = re.findall(r'\[FEN "(.*)"\]', text)
    if game_type in ALGEBRAIC_GAME_TYPES:
        assert all(re.fullmatch(r"[WB]:W(K?[a-h][1-8],?)*:B(K?[a-h][1-8],?)*", fen) for fen in fens), fens
    back = read_games(text)
    assert back.errors == [] and back.games == found.games


def test_captures_with_colons_read_in_every_game_and_in_a_fen_set_up_game() -> None:
    from_start = read_game('[GameType "25"]\n1. c3-d4 b6-c5 2. d4:b6 a7:c5 *')
    assert [move.pdn() for move in from_start.moves] == ["22-18", "9-14", "18x9", "5x14"]
    numbered = read_game('[GameType "21"]\n[FEN "W:W22:B18"]\n1. 22:15 *')
    assert numbered.moves[0].pdn() == "22x15"
    set_up = read_game('[GameType "26"]\n[FEN "W:Wc3:Bd4,f6"]\n1. c3:e5:g7 *')
    assert set_up.moves[0].pdn() == "22x15x8"


@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_the_fen_reader_takes_algebraic_squares_and_kings_in_every_rule_set(rules: str) -> None:
    board = Board.from_fen("W:Wa1,c3,Kh2:Bb6,Kd8", rules)
    named = {board.geometry.name(square): piece.symbol() for square, piece in board.pieces().items()}
    assert named == {"a1": "w", "c3": "w", "h2": "W", "b6": "b", "d8": "B"}
    if board.rules.size == 8:
        assert board.fen() == ("W:Wc3,Kh2,a1:BKd8,b6" if board.rules.algebraic else "W:W22,K28,29:BK2,9")
    with pytest.raises(InvalidFenError, match="light square"):
        Board.from_fen("W:Wa2:B1", rules)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '[GameType "25"]\n[FEN "W:Wc3:Bd4,f6"]\n1. c3-b4 *',
            "move 1. c3-b4 is illegal: a capture is compulsory: c3xe5",
        ),
        ('[GameType "26"]\n1. c3-d4 d6-c5 2. d4-c5 *', "move 2. d4-c5 is illegal: c5 is occupied"),
        ('[GameType "25"]\n1. e5-d4 *', "move 1. e5-d4 is illegal: there is no piece on e5"),
        (
            '[GameType "26"]\n[FEN "W:Wc3:Bd4,f6"]\n1. c3xe5 *',
            "move 1. c3xe5 is illegal: the capture must go on: c3xe5xg7",
        ),
        ('[GameType "21"]\n1. 11-15 23-19 2. 9-13 19-24 *', "move 2... 19-24 is illegal: 24 is occupied"),
    ],
)
def test_illegal_move_messages_name_squares_as_the_game_does(text: str, message: str) -> None:
    (error,) = read_games(text).errors
    assert error.reason.startswith(f"game 1: {message}")


def test_a_game_that_cannot_be_written_names_squares_as_the_game_does() -> None:
    game = read_game('[GameType "25"]\n1. c3-d4 *')
    game.moves.append(game.moves[0])
    with pytest.raises(ValueError, match=r"move 1\.\.\. c3-d4 is illegal: there is no piece on c3"):
        game.pdn()
