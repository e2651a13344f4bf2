"""The board widget's game records: save and load PDN files, share codes, and the messages they give."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import BLACK, PRESETS, WHITE, Board, Move, Rules
from draughts.records.pdn import Game, read_game
from draughts.widgets import BoardWidget

CUSTOM = {
    "custom flying": Rules.preset("english").replace(king_range="flying", removal="immediate"),
    "custom no draw limit": Rules.preset("russian").replace(quiet_move_limit=None, capture_rule="most"),
}
RULE_SETS = {**{name: Rules.preset(name) for name in sorted(PRESETS)}, **CUSTOM}


def play(widget: BoardWidget, move: Move) -> None:
    """Play *move* with clicks on its start and landing squares, as a person would.

    The widget plays a capture as soon as the clicks name it; the landings left are not clicked.
    """
    played = widget.click(move.start)
    for square in move.path[1:]:
        if played is not None:
            break
        played = widget.click(square)
    assert played == move, f"{move} was entered, {played} was played"


def play_text(widget: BoardWidget, *moves: str) -> None:
    for text in moves:
        play(widget, widget.board.parse_move(text))


def warned(widget: BoardWidget) -> bool:
    """Whether the message line is marked as a problem."""
    return "draughts-refused" in widget._feedback.value


def assert_same_game(loaded: BoardWidget, original: BoardWidget) -> None:
    """Same rule set (also in the picker), start, moves, position, and undo history."""
    board, expected = loaded.board, original.board
    assert board.rules == expected.rules and loaded.rules_picker.value == expected.rules
    assert board.root() == expected.root() and board.root().fen() == expected.root().fen()
    assert board.move_stack == expected.move_stack
    assert [str(move) for move in board.move_stack] == [str(move) for move in expected.move_stack]
    assert board == expected and board.fen() == expected.fen() and board.quiet_plies == expected.quiet_plies
    assert board.result() == expected.result()
    history = expected.copy()
    while history.move_stack:
        taken = loaded.undo()
        assert taken == history.pop()
        assert loaded.board == history and loaded.board.quiet_plies == history.quiet_plies
    assert loaded.undo() is None
    assert loaded.board == expected.root()


@st.composite
def games(draw: st.DrawFn) -> tuple[Board, list[Move]]:
    """A start (the rule set's own or one reached by random moves) and random legal moves from it."""
    rules = RULE_SETS[draw(st.sampled_from(sorted(RULE_SETS)))]
    start = Board(rules)
    if draw(st.booleans()):
        for _ in range(draw(st.integers(1, 30))):
            if start.is_game_over():
                break
            start.push(draw(st.sampled_from(list(start.legal_moves))))
        start = Board.from_fen(start.fen(), rules)
    board, moves = start.copy(), []
    for _ in range(draw(st.integers(0, 40))):
        if board.is_game_over():
            break
        move = draw(st.sampled_from(list(board.legal_moves)))
        board.push(move)
        moves.append(move)
    return start, moves


def played_widget(start: Board, moves: list[Move]) -> BoardWidget:
    widget = BoardWidget(start)
    for move in moves:
        play(widget, move)
    return widget


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(game=games())
def test_a_saved_game_loads_identically(game: tuple[Board, list[Move]], tmp_path: Path) -> None:
    original = played_widget(*game)
    fresh = BoardWidget("english")
    try:
        path = original.save(tmp_path / "game.pdn")
        assert path == tmp_path / "game.pdn"
        loaded = fresh.load(path)
        assert loaded is not None and loaded.moves == game[1]
        assert not warned(fresh), fresh.message
        assert_same_game(fresh, original)
    finally:
        original.close()
        fresh.close()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games())
def test_a_share_code_loads_identically(game: tuple[Board, list[Move]]) -> None:
    original = played_widget(*game)
    fresh = BoardWidget("international")
    try:
        code = original.share_code()
        assert "\n" not in code and code.startswith("draughts:1:")
        assert fresh.load_share_code(code) is not None
        assert fresh.share_code() == code
        assert_same_game(fresh, original)
    finally:
        original.close()
        fresh.close()


class TestSave:
    def test_the_save_button_writes_beside_the_notebook(
        self, make: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        widget = make("english")
        play_text(widget, "11-15", "23-19")
        assert widget.records.file_name.value == "game.pdn"
        widget.records.save_button.click()
        path = tmp_path / "game.pdn"
        assert widget.message == f"saved the game to {path}: english, 2 moves; Black to move"
        assert not warned(widget)
        assert path.read_text(encoding="utf-8") == '[Result "*"]\n[GameType "21"]\n\n1. 11-15 23-19 *\n'

    def test_saving_again_says_the_file_is_replaced(self, make: Any, tmp_path: Path) -> None:
        widget = make("russian")
        widget.save(tmp_path / "game.pdn")
        play_text(widget, "22-18")
        widget.save(tmp_path / "game.pdn")
        assert widget.message == (
            f"saved the game to {tmp_path / 'game.pdn'} (it replaces the file that was there): "
            "russian, 1 move; Black to move"
        )
        assert read_game((tmp_path / "game.pdn").read_text()).moves == [Move((22, 18))]

    def test_a_bare_name_gets_pdn_and_the_file_box_shows_the_path_given(
        self, make: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        widget = make("english")
        widget.records.file_name.value = " lesson 3 "
        assert widget.save() == tmp_path / "lesson 3.pdn"
        widget.save(tmp_path / "other.pdn")
        assert widget.records.file_name.value == str(tmp_path / "other.pdn")

    def test_a_set_up_position_a_custom_rule_set_and_the_result_are_written(self, make: Any, tmp_path: Path) -> None:
        rules = CUSTOM["custom flying"]
        widget = make(Board.from_fen("B:W18:B14", rules))
        play_text(widget, "14x23")
        path = widget.save(tmp_path / "win.pdn")
        assert path is not None
        assert path.read_text().splitlines() == [
            '[Result "0-1"]',
            '[Rules "english king_range=flying removal=immediate"]',
            '[FEN "B:W18:B14"]',
            "",
            "1. 14x23 0-1",
        ]
        assert widget.message.endswith(
            "custom (english king_range=flying removal=immediate), 1 move, from a set-up position; "
            "the game is over: Black wins: the side to move has no pieces left (0-1)"
        )

    def test_the_edited_position_is_saved_from_the_editor(self, make: Any, tmp_path: Path) -> None:
        widget = make("english")
        widget.editing = True
        widget.records.file_name.value = str(tmp_path / "puzzle.pdn")
        widget.clear_button.click()
        widget.palette.value = "bm"
        widget.click(14)
        widget.palette.value = "wk"
        widget.click(18)
        widget.records.save_button.click()
        assert read_game((tmp_path / "puzzle.pdn").read_text()).board().fen() == "B:WK18:B14"

    def test_no_name_no_folder_and_a_folder_are_explained(
        self, make: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        widget = make("english")
        widget.records.file_name.value = "  "
        assert widget.save() is None
        assert widget.message == "type a file name first, such as game.pdn" and warned(widget)
        assert widget.save(tmp_path / "missing" / "game.pdn") is None
        assert widget.message == f"game.pdn cannot be saved: there is no folder {tmp_path / 'missing'}"
        (tmp_path / "folder.pdn").mkdir()
        assert widget.save("folder.pdn") is None
        assert widget.message == f"{tmp_path / 'folder.pdn'} is a folder: type a file name, such as game.pdn"
        assert warned(widget)


class TestLoad:
    def test_the_load_button_restores_rules_start_and_moves(
        self, make: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.chdir(tmp_path)
        rules = CUSTOM["custom no draw limit"]
        saved = make(Board.from_fen("W:W31,32:B1,2", rules))
        play_text(saved, "31-27", "1-6")
        saved.records.save_button.click()
        widget = make("english")
        widget.records.load_button.click()
        assert widget.message == (
            f"loaded {tmp_path / 'game.pdn'}: custom (russian capture_rule=most quiet_move_limit=none), "
            "2 moves, from a set-up position; White to move."
        )
        assert not warned(widget)
        assert [label for label, _ in widget.rules_picker.options] == [*PRESETS, "custom"]
        assert widget.rules_picker.value == rules
        assert widget.board.move_stack == [Move((31, 27)), Move((1, 6))]
        assert widget.undo() == Move((1, 6)) and widget.undo() == Move((31, 27)) and widget.undo() is None
        assert widget.redo() == Move((31, 27))
        widget.restart()
        assert widget.board == Board.from_fen("W:W31,32:B1,2", rules)

    def test_loading_leaves_the_editor_and_clears_a_selection(self, make: Any, tmp_path: Path) -> None:
        source = make("english")
        play_text(source, "11-15")
        source.save(tmp_path / "game.pdn")
        widget = make("english")
        widget.click(22)
        widget.editing = True
        widget.load(tmp_path / "game.pdn")
        assert not widget.editing and widget.selected is None
        assert widget.board.move_stack == [Move((11, 15))]

    def test_the_computer_answers_a_loaded_game_when_it_is_its_turn(self, make: Any, tmp_path: Path) -> None:
        path = tmp_path / "game.pdn"
        path.write_text('[GameType "21"]\n1. 11-15 *\n')
        first = lambda board: min(board.legal_moves, key=str)  # noqa: E731
        widget = make("english", opponent=first, computer=WHITE)
        widget.load(path)
        assert widget.board.move_stack == [Move((11, 15)), Move((21, 17))]
        assert (
            widget.message == f"loaded {path}: english, 1 move; White to move. Then the computer (White) played 21-17."
        )
        widget.load_share_code("draughts:1:english:start:11-15")
        assert (
            widget.message
            == "loaded the shared game: english, 1 move; White to move; the computer (White) played 21-17"
        )
        widget.computer = BLACK
        widget.load(path)
        assert len(widget.board.move_stack) == 1 and widget.message.endswith("White to move.")

    def test_a_damaged_file_shows_its_problems_and_keeps_the_readable_moves(self, make: Any, tmp_path: Path) -> None:
        path = tmp_path / "club.pdn"
        path.write_text(
            '[Event "Club"]\n[GameType "21"]\n1. 11-15 23-19 2. 9-13 19-24 3. 5-9 *\n\n[Event "Second"]\n1. 22-18 *\n'
        )
        widget = make("english")
        game = widget.load(path)
        assert game is not None and game.headers["Event"] == "Club"
        assert widget.board.move_stack == [Move((11, 15)), Move((23, 19)), Move((9, 13))]
        assert widget.message == (
            f"loaded {path}: english, 3 moves; White to move. "
            "The file holds 2 games, and the first is on the board. "
            "The file has 2 problems. "
            "Line 3: game 1: move 2... 19-24 is illegal: 24 is occupied; the game keeps the 3 plies before it. "
            "Line 6: game 2: move 1. 22-18 is illegal: the piece on 22 is White's, and it is Black's turn; "
            "the game keeps no moves."
        )
        assert warned(widget)

    def test_a_long_list_of_problems_is_cut_short(self, make: Any, tmp_path: Path) -> None:
        path = tmp_path / "many.pdn"
        path.write_text("[Round 1]\n[Round 2]\n[Round 3]\n[Round 4]\n[Round 5]\n1. 11-15 *\n")
        widget = make("english")
        assert widget.load(path) is not None
        assert widget.message.endswith(
            "The file has 5 problems. "
            + " ".join(f"Line {n}: the tag '[Round {n}]' cannot be read: write [Name \"value\"]." for n in (1, 2, 3))
            + " And 2 more problems."
        )

    def test_several_games_load_the_first(self, make: Any, tmp_path: Path) -> None:
        path = tmp_path / "two.pdn"
        path.write_text('[GameType "21"]\n1. 11-15 *\n\n[GameType "25"]\n1. 22-18 *\n')
        widget = make("english")
        widget.load(path)
        assert widget.board.move_stack == [Move((11, 15))]
        assert "The file holds 2 games, and the first is on the board." in widget.message
        assert not warned(widget)

    def test_a_game_that_names_no_rule_set_is_read_with_the_board_rules(self, make: Any, tmp_path: Path) -> None:
        path = tmp_path / "plain.pdn"
        path.write_text("1. 22-18 11-15 *\n")
        widget = make("russian")
        widget.load(path)
        assert widget.board.rules == Rules.preset("russian") and len(widget.board.move_stack) == 2

    def test_a_missing_file_is_explained_and_the_board_stays(self, make: Any, tmp_path: Path) -> None:
        widget = make("english")
        play_text(widget, "11-15")
        assert widget.load(tmp_path / "nothere.pdn") is None
        assert widget.message == f"there is no file nothere.pdn in {tmp_path}"
        assert warned(widget) and widget.board.move_stack == [Move((11, 15))]
        for name in ("b.pdn", "a.pdn", "notes.txt"):
            (tmp_path / name).write_text("1. 11-15 *")
        widget.load(tmp_path / "nothere.pdn")
        assert widget.message == f"there is no file nothere.pdn in {tmp_path}; its PDN files are a.pdn and b.pdn"
        widget.load(tmp_path / "nowhere" / "game.pdn")
        assert widget.message == f"there is no file game.pdn in {tmp_path / 'nowhere'}, and there is no such folder"

    def test_files_that_are_not_pdn_are_explained(self, make: Any, tmp_path: Path) -> None:
        widget = make("english")
        (tmp_path / "picture.pdn").write_bytes(bytes(range(256)))
        assert widget.load(tmp_path / "picture.pdn") is None
        assert widget.message == f"{tmp_path / 'picture.pdn'} is not a PDN file: PDN is text, and this file is not"
        (tmp_path / "empty.pdn").write_text("")
        assert widget.load(tmp_path / "empty.pdn") is None
        assert widget.message == f"{tmp_path / 'empty.pdn'} holds no game that can be read."
        (tmp_path / "setup.pdn").write_text('[FEN "W:W99:B1"]\n*\n')
        assert widget.load(tmp_path / "setup.pdn") is None
        assert widget.message.startswith(
            f"{tmp_path / 'setup.pdn'} holds no game that can be read. The file has a problem. "
            "Line 1: game 1: the FEN tag cannot be read, so the game is skipped: "
        )
        (tmp_path / "folder.pdn").mkdir()
        assert widget.load(tmp_path / "folder.pdn") is None
        assert widget.message == f"{tmp_path / 'folder.pdn'} is a folder: type a file name, such as game.pdn"
        assert warned(widget) and widget.board == Board("english")


class TestShare:
    def test_the_share_button_shows_the_code_and_it_follows_the_game(self, make: Any) -> None:
        widget = make("english")
        box = widget.records.share_box
        assert box.value == ""
        play_text(widget, "11-15")
        widget.records.share_button.click()
        assert box.value == "draughts:1:english:start:11-15"
        assert widget.message == "the share code is in the box: select it and copy it, then paste it to a friend"
        play_text(widget, "23-19")
        assert box.value == "draughts:1:english:start:11-15,23-19"
        widget.undo()
        assert box.value == "draughts:1:english:start:11-15"

    def test_the_share_box_is_read_only(self, make: Any) -> None:
        widget = make("english")
        box = widget.records.share_box
        box.value = "typed"
        assert box.value == ""
        widget.records.share()
        box.value = "draughts:1:english:start:9-13"
        assert box.value == "draughts:1:english:start:"

    def test_a_pasted_code_loads_with_the_button(self, make: Any) -> None:
        widget = make("english")
        widget.records.paste_box.value = "  draughts:1:english,king_range=flying:W:W27:B18:27-24\n"
        widget.records.paste_button.click()
        assert widget.board.rules == Rules.preset("english").replace(king_range="flying")
        assert widget.board.move_stack == [Move((27, 24))]
        assert widget.message == (
            "loaded the shared game: custom (english king_range=flying), 1 move, from a set-up position; Black to move"
        )
        assert widget.undo() == Move((27, 24)) and widget.board == Board.from_fen("W:W27:B18", widget.board.rules)

    @pytest.mark.parametrize(
        ("code", "message"),
        [
            ("", "paste a share code first: it starts with draughts:1:"),
            ("11-15", "'11-15' is not a draughts share code: it should start with 'draughts:1:'"),
            (
                "draughts:1:english",
                "'draughts:1:english' is not a draughts share code: expected draughts:1:rules:start:moves",
            ),
            ("draughts:1:englsh:start:", "the rule set of the share code cannot be read: no rule set called 'englsh'"),
            ("draughts:1:english:W:W99:B1:", "the start position of the share code cannot be read: "),
            ("draughts:1:english:start:11-15,22-19", "move 2 of the share code, '22-19', is illegal: "),
        ],
    )
    def test_a_bad_code_is_explained_and_the_board_stays(self, make: Any, code: str, message: str) -> None:
        widget = make("english")
        play_text(widget, "11-15")
        widget.records.paste_box.value = code
        widget.records.paste_button.click()
        assert widget.message.startswith(message) and warned(widget)
        assert widget.board.move_stack == [Move((11, 15))]


class TestRow:
    def test_the_row_is_part_of_the_widget_and_closes_with_it(self) -> None:
        widget = BoardWidget("english")
        assert widget.children[-1] is widget.records
        assert "draughts-controls" in widget.records._dom_classes
        parts = [widget.records.file_name, widget.records.save_button, widget.records.share_box]
        widget.close()
        assert all(part.comm is None for part in parts)

    def test_a_message_of_the_row_gives_way_to_the_next_action(self, make: Any, tmp_path: Path) -> None:
        widget = make("english")
        widget.load(tmp_path / "nothere.pdn")
        assert warned(widget)
        play_text(widget, "11-15")
        assert widget.message == "Black played 11-15" and not warned(widget)

    def test_load_returns_the_game_with_its_tags(self, make: Any, tmp_path: Path) -> None:
        path = tmp_path / "tagged.pdn"
        path.write_text(Game({"White": "Ann", "Black": "Bo"}, Rules.preset("english"), moves=[Move((11, 15))]).pdn())
        widget = make("english")
        game = widget.load(path)
        assert game is not None and game.headers["White"] == "Ann"


SAMPLE_PDN = '[Event "Club"]\n[Result "*"]\n[GameType "21"]\n\n1. 11-15 23-19 2. 8-11 22-17 {a quiet start} 3. 9-13 *\n'
SAMPLE_CODE = "draughts:1:english,king_range=flying:W:W27,K32:B18,5:27-24,18-22"


@st.composite
def damaged(draw: st.DrawFn, text: str) -> str:
    """*text* with a few characters cut out, changed or put in."""
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 3))
        text = text[:at] + draw(st.text(alphabet=':,-x[]{}()"\n 0123456789WBK.abc', max_size=3)) + text[at + cut :]
    return text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=damaged(SAMPLE_PDN) | st.text(max_size=60))
def test_any_file_loads_or_is_explained(text: str, tmp_path: Path) -> None:
    path = tmp_path / "damaged.pdn"
    path.write_text(text, encoding="utf-8")
    widget = BoardWidget("english")
    try:
        game = widget.load(path)
        if game is None:
            assert warned(widget) and widget.board == Board("english")
        else:
            assert widget.board.move_stack == game.moves
    finally:
        widget.close()


@settings(max_examples=60, deadline=None)
@given(code=damaged(SAMPLE_CODE) | st.text(max_size=60))
def test_any_share_code_loads_or_is_explained(code: str) -> None:
    widget = BoardWidget("english")
    try:
        game = widget.load_share_code(code)
        if game is None:
            assert warned(widget) and widget.board == Board("english")
        else:
            assert widget.board.move_stack == game.moves and not warned(widget)
    finally:
        widget.close()
