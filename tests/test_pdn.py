"""Game records: the PDN writer and the tolerant reader, the Rules tag, share codes and files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from draughts import BLACK, WHITE, Board, IllegalMoveError, InvalidFenError, Move, Rules, UnknownRulesError
from draughts.core.rules import PRESETS, CaptureRule, Crowning, FlyingLanding, Goal, KingRange, Removal
from draughts.records import pdn
from draughts.records.pdn import (
    GAME_TYPES,
    RESULTS,
    Game,
    InvalidPdnError,
    InvalidShareCodeError,
    PdnError,
    PdnProblem,
    PdnWriteError,
    format_rules,
    from_share_code,
    load,
    parse_rules,
    read_game,
    read_games,
    save,
    write_games,
)

ENGLISH = Rules.preset("english")


def play(rules: Rules | str, *moves: str, fen: str | None = None) -> Board:
    board = Board(rules, fen=fen)
    for text in moves:
        board.push_pdn(text)
    return board


class TestRulesText:
    @pytest.mark.parametrize("name", sorted(PRESETS))
    def test_a_preset_is_its_name(self, name: str) -> None:
        assert format_rules(Rules.preset(name)) == name
        assert parse_rules(name) == Rules.preset(name)

    def test_custom_rules_name_the_closest_preset_and_the_switches_that_differ(self) -> None:
        rules = ENGLISH.replace(king_range="flying", capture_rule="most")
        assert format_rules(rules) == "english king_range=flying capture_rule=most"
        assert parse_rules("english king_range=flying capture_rule=most") == rules

    def test_every_kind_of_switch_value_reads_back(self) -> None:
        rules = Rules.preset("russian").replace(first=BLACK, quiet_move_limit=None, repetition=False, size=10)
        text = format_rules(rules)
        assert text == "russian size=10 first=black quiet_move_limit=none repetition=no"
        assert parse_rules(text) == rules

    def test_commas_underscores_and_case_are_accepted(self) -> None:
        rules = parse_rules("English, king-range=FLYING, flying_landing=must_continue, men_capture_backward=yes")
        assert rules == ENGLISH.replace(king_range="flying", men_capture_backward=True)

    def test_switches_without_a_preset_change_the_base(self) -> None:
        assert parse_rules("capture_rule=free", base="international") == Rules.preset("international").replace(
            capture_rule="free"
        )

    @pytest.mark.parametrize(
        ("text", "message"),
        [
            ("hexagonal", "no rule set called 'hexagonal'"),
            ("english kings=flying", "no switch called 'kings'"),
            ("english king_range", "'king_range' is not a switch: write switch=value"),
            ("english king_range=far", "'far' is not a value of king_range"),
            ("english first=red", "first must be white or black"),
            ("english size=twelve", "size must be 8 or 10"),
            ("english repetition=maybe", "repetition must be yes or no"),
            ("english quiet_move_limit=lots", "quiet_move_limit must be a number of plies or none"),
        ],
    )
    def test_bad_rules_text_says_what_is_wrong(self, text: str, message: str) -> None:
        with pytest.raises(UnknownRulesError, match=message):
            parse_rules(text)


class TestWriter:
    def test_a_game_with_tags_numbers_comments_and_result(self) -> None:
        board = play("english", "11-15", "23-19", "8-11", "22-17")
        game = Game.from_board(
            board, Event="Club night", White="Ann", Black="Bo", Date="2026.11.29", Opening="Old 14th"
        )
        game.comments = {0: "a friendly game", 3: "solid"}
        assert game.pdn() == (
            '[Event "Club night"]\n'
            '[Date "2026.11.29"]\n'
            '[White "Ann"]\n'
            '[Black "Bo"]\n'
            '[Result "*"]\n'
            '[Opening "Old 14th"]\n'
            '[GameType "21"]\n'
            "\n"
            "{a friendly game} 1. 11-15 23-19 2. 8-11 {solid} 2... 22-17 *"
        )

    @pytest.mark.parametrize(("name", "number"), [(name, number) for number, name in GAME_TYPES.items()])
    def test_standard_rule_sets_have_their_game_type_number(self, name: str, number: int) -> None:
        text = Game(rules=Rules.preset(name)).pdn()
        assert f'[GameType "{number}"]' in text
        assert "[Rules" not in text

    @pytest.mark.parametrize("name", ["arcade", "giveaway", "first-king"])
    def test_rule_sets_without_a_number_have_a_rules_tag(self, name: str) -> None:
        text = Game(rules=Rules.preset(name)).pdn()
        assert f'[Rules "{name}"]' in text
        assert "[GameType" not in text

    def test_captures_are_written_with_every_landing_square(self) -> None:
        board = play("english", "11x18x25", fen="B:W15,22:B11")
        assert "1. 11x18x25" in Game.from_board(board).pdn()

    def test_a_set_up_position_writes_fen_and_numbers_from_the_side_to_move(self) -> None:
        board = play("english", "27-24", "18-22", fen="W:W27:B18")
        text = Game.from_board(board).pdn()
        assert '[FEN "W:W27:B18"]' in text
        assert text.endswith("1... 27-24 2. 18-22 *")

    def test_white_moves_first_in_russian(self) -> None:
        text = Game.from_board(play("russian", "22-18", "11-15", "18x11")).pdn()
        assert text.endswith("1. c3-d4 f6-e5 2. d4xf6 *")

    def test_the_result_of_a_finished_game_is_written(self) -> None:
        game = Game.from_board(play("english", "18-23", "27x18", fen="B:W27:B18"))
        assert game.result == "1-0"
        assert game.pdn().endswith("1. 18-23 27x18 1-0")
        assert '[Result "1-0"]' in game.pdn()

    def test_quotes_and_backslashes_in_tags_are_escaped(self) -> None:
        game = Game({"Event": 'The "Big" one \\ final', "Result": "*"})
        assert '[Event "The \\"Big\\" one \\\\ final"]' in game.pdn()
        assert read_game(game.pdn()).headers["Event"] == 'The "Big" one \\ final'

    def test_long_games_are_wrapped_at_79_characters(self) -> None:
        board = Board("international")
        moves = []
        for _ in range(60):
            move = next(iter(board.legal_moves))
            board.push(move)
            moves.append(move)
        lines = Game.from_board(board).pdn().splitlines()
        assert max(len(line) for line in lines) <= 79
        assert len(lines) > 5

    def test_several_games_are_separated_by_a_blank_line(self) -> None:
        one = Game.from_board(play("english", "11-15"))
        two = Game.from_board(play("russian", "22-18"))
        text = write_games([one, two])
        assert text == one.pdn() + "\n\n" + two.pdn() + "\n"
        assert read_games(text).games == [one, two]

    @pytest.mark.parametrize(
        ("game", "message"),
        [
            (Game({"Bad Tag": "x"}), "'Bad Tag' is not a tag name"),
            (Game({"GameType": "21"}), "the GameType tag is written from the game's rules"),
            (Game({"Event": "two\nlines"}), "the Event tag holds a line break"),
            (Game({"Result": "won"}), "'won' is not a PDN result"),
            (Game(comments={1: "after nothing"}), "a comment stands after ply 1, but the game has 0 plies"),
            (Game(moves=[Move((11, 15))], comments={1: "a } brace"}), "holds a '}'"),
        ],
    )
    def test_the_writer_is_strict(self, game: Game, message: str) -> None:
        with pytest.raises(PdnWriteError, match=message):
            game.pdn()

    def test_the_writer_refuses_an_illegal_move_and_says_why(self) -> None:
        game = Game(rules=ENGLISH, moves=[Move((11, 15)), Move((11, 16))])
        with pytest.raises(IllegalMoveError, match=r"move 1\.\.\. 11-16 is illegal: there is no piece on 11"):
            game.pdn()


class TestReader:
    def test_several_games_tags_comments_and_results(self) -> None:
        text = """[Event "First"]
[White "Ann"]
[Black "Bo"]
[Result "0-1"]
[GameType "21"]

{before} 1. 11-15 23-19 {the Old Fourteenth?} 2. 8-11 22-17 0-1

[Event "Second"]
[GameType "25"]
1. 22-18 11-15 2. 18x11 *
"""
        found = read_games(text)
        assert found.errors == []
        first, second = found.games
        assert first.headers == {"Event": "First", "White": "Ann", "Black": "Bo", "Result": "0-1"}
        assert first.rules == ENGLISH
        assert [str(move) for move in first.moves] == ["11-15", "23-19", "8-11", "22-17"]
        assert first.comments == {0: "before", 2: "the Old Fourteenth?"}
        assert first.result == "0-1"
        assert second.rules == Rules.preset("russian")
        assert second.headers == {"Event": "Second", "Result": "*"}
        assert second.board() == play("russian", "22-18", "11-15", "18x11")

    def test_games_without_tags_are_split_at_their_results(self) -> None:
        found = read_games("1. 11-15 23-19 1-0 1. 9-14 22-18 0-1 1. 10-14 *")
        assert [game.headers["Result"] for game in found.games] == ["1-0", "0-1", "*"]
        assert [len(game.moves) for game in found.games] == [2, 2, 1]

    def test_games_that_name_no_rules_use_the_default(self) -> None:
        game = read_game("1. 32-28 19-23 *", rules="international")
        assert game.rules == Rules.preset("international")

    def test_the_game_type_may_carry_the_long_form(self) -> None:
        assert read_game('[GameType "20,W,10,10,N2,0"]\n1. 32-28 *').rules == Rules.preset("international")

    def test_a_rules_tag_reloads_a_custom_rule_set(self) -> None:
        rules = ENGLISH.replace(king_range="flying", removal="immediate")
        game = read_game('[Rules "english king_range=flying removal=immediate"]\n1. 11-15 *')
        assert game.rules == rules

    def test_a_rules_tag_without_a_preset_changes_the_game_type(self) -> None:
        game = read_game('[GameType "20"]\n[Rules "capture_rule=free"]\n1. 32-28 *')
        assert game.rules == Rules.preset("international").replace(capture_rule="free")

    def test_a_fen_tag_sets_up_the_position(self) -> None:
        game = read_game('[FEN "W:W27,K30:B18"]\n1. 27-24 18-23 *')
        assert game.setup == "W:W27,K30:B18"
        assert game.board(0).fen() == "W:W27,K30:B18"
        assert game.board().fen() == "W:W24,K30:B23"

    @pytest.mark.parametrize(
        "text",
        [
            "1.11-15 23-19 2.8-11 *",
            "1. 11-15 1... 23-19 2. 8-11 *",
            "1. 11-15! 23-19?! $4 2. 8-11 *",
            "11-15 23-19 8-11",
        ],
    )
    def test_move_numbers_and_annotations_are_tolerated(self, text: str) -> None:
        assert [str(move) for move in read_game(text).moves] == ["11-15", "23-19", "8-11"]

    def test_short_form_and_algebraic_moves_are_read(self) -> None:
        game = read_game('[FEN "B:W15,22:B11"]\n1. 11x25 *')
        assert game.moves[0].path == (11, 18, 25)
        assert [str(move) for move in read_game("1. c3-d4 f6-e5 2. d4xf6 g7xe5 *", rules="russian").moves] == [
            "22-18",
            "11-15",
            "18x11",
            "8x15",
        ]

    def test_an_illegal_move_keeps_the_moves_before_it_and_says_why(self) -> None:
        found = read_games('[Event "A"]\n1. 11-15 23-19 2. 9-14 27-23\n3. 14-18 22x15 4. 10x19 *')
        (game,) = found.games
        assert [str(move) for move in game.moves] == ["11-15", "23-19", "9-14", "27-23", "14-18"]
        assert found.errors == [
            PdnError(
                3,
                "game 1: move 3... 22x15 is illegal: 15 is occupied; the game keeps the 5 plies before it",
            )
        ]

    def test_a_compulsory_capture_is_named(self) -> None:
        found = read_games('[GameType "21"]\n1. 11-15 22-18 2. 9-13 *')
        assert [str(error) for error in found.errors] == [
            "line 2: game 1: move 2. 9-13 is illegal: a capture is compulsory: 15x22; "
            "the game keeps the 2 plies before it"
        ]

    def test_a_compulsory_capture_is_named_in_the_games_notation(self) -> None:
        found = read_games('[GameType "25"]\n1. 22-18 11-15 2. 21-17 18x11 *')
        assert [str(error) for error in found.errors] == [
            "line 2: game 1: move 2. 21-17 is illegal: a capture is compulsory: d4xf6; "
            "the game keeps the 2 plies before it"
        ]

    def test_a_full_path_names_one_move_even_inside_a_longer_route(self) -> None:
        # 18x29x38x27 is a legal route, and so is 18x29x40x49x38x27, which passes the same squares in order.
        rules = Rules(size=10, first=BLACK, men_capture_backward=True, crowning="king-continues")
        fen = "B:W23,26,32,33,34,36,37,39,41,42,43,44,45,46,47,50:B2,5,6,7,8,9,10,11,12,13,14,15,16,17,18"
        board = Board(rules, fen=fen)
        text = f'[Rules "{format_rules(rules)}"]\n[FEN "{fen}"]\n1. 18x29x38x27 *'
        assert read_game(text).moves == [Move((18, 29, 38, 27), captures=(23, 33, 32))]
        long_route = next(move for move in board.legal_moves if len(move.path) == 6 and move.end == 27)
        code = f"draughts:1:{format_rules(rules).replace(' ', ',')}:{fen}:{long_route}"
        assert from_share_code(code).moves == [long_route]

    def test_an_unreadable_move_is_named(self) -> None:
        found = read_games("1. 11-15 23-19 2. 8-99 22-17 *")
        assert len(found.games[0].moves) == 2
        assert "move 2. 8-99 cannot be read" in found.errors[0].reason

    def test_an_ambiguous_move_is_named(self) -> None:
        found = read_games('[FEN "W:W22:B9,10,17,18"]\n1. 22x6 *')
        assert found.games[0].moves == []
        assert found.errors[0].reason == (
            "game 1: move 1... 22x6 is ambiguous: '22x6' fits 2 legal moves (22x13x6 or 22x15x6): give more squares; "
            "the game keeps no moves"
        )

    def test_moves_after_the_end_of_the_game_are_refused(self) -> None:
        found = read_games('[FEN "B:W27:B18"]\n1. 18-23 27x18 2. 9-14 *')
        assert len(found.games[0].moves) == 2
        assert "move 2. 9-14 comes after the end of the game (White wins" in found.errors[0].reason

    def test_a_game_that_names_no_rules_gets_a_hint_when_a_square_is_off_the_board(self) -> None:
        found = read_games('1. 35-30 19-23 *\n\n[FEN "W:W31-50:B1-20"]\n1. 32-28 *')
        hint = "; the game names no rule set (no GameType or Rules tag) and is read with english rules"
        assert [hint in error.reason for error in found.errors] == [True, True]
        assert found.errors[0].reason.startswith("game 1: move 1. 35-30 cannot be read: '35-30' is not a move:")
        assert "game 2: the FEN tag cannot be read, so the game is skipped" in found.errors[1].reason

    def test_an_unknown_game_type_is_read_with_the_default_rules(self) -> None:
        found = read_games('[Event "Turkish"]\n[GameType "32"]\n1. 11-15 *')
        assert found.games[0].rules == ENGLISH
        assert found.errors[0].line == 2
        assert "GameType '32' is not a rule set this package plays" in found.errors[0].reason
        assert "the game is read with english rules" in found.errors[0].reason

    def test_an_unreadable_rules_tag_is_reported(self) -> None:
        found = read_games('[Rules "english kings=flying"]\n1. 11-15 *')
        assert found.games[0].rules == ENGLISH
        assert "the Rules tag cannot be read: no switch called 'kings'" in found.errors[0].reason

    def test_an_unreadable_fen_skips_only_its_game(self) -> None:
        text = '[Event "A"]\n[FEN "W:W27:B99"]\n1. 27-24 *\n\n[Event "B"]\n1. 11-15 *'
        found = read_games(text)
        assert [game.headers["Event"] for game in found.games] == ["B"]
        assert found.errors[0].line == 2
        assert "the FEN tag cannot be read, so the game is skipped" in found.errors[0].reason
        assert "no square 99" in found.errors[0].reason

    def test_an_unclosed_comment_ends_at_the_next_game(self) -> None:
        text = '[Event "A"]\n1. 11-15 {never closed\n23-19 *\n\n[Event "B"]\n1. 9-14 *'
        found = read_games(text)
        assert [game.headers["Event"] for game in found.games] == ["A", "B"]
        assert found.games[0].comments == {1: "never closed\n23-19 *"}
        assert found.errors == [PdnError(2, "the comment opened here is never closed; it is read up to the next tag")]

    def test_a_broken_tag_is_reported_and_the_game_read(self) -> None:
        found = read_games('[Event "A]\n[White "Ann"]\n1. 11-15 *')
        assert found.games[0].headers == {"White": "Ann", "Result": "*"}
        assert found.errors[0].line == 1
        assert "the tag '[Event \"A]' cannot be read" in found.errors[0].reason

    def test_a_stray_closing_bracket_or_brace_is_reported_and_skipped(self) -> None:
        found = read_games('][Event "A"]\n1. 11-15 } 23-19 *')
        assert found.games[0].headers["Event"] == "A"
        assert [str(move) for move in found.games[0].moves] == ["11-15", "23-19"]
        assert found.errors == [
            PdnError(1, "a ']' closes no tag; it is ignored"),
            PdnError(2, "a '}' closes no comment; it is ignored"),
        ]

    def test_a_repeated_tag_keeps_the_last_value(self) -> None:
        found = read_games('[Event "A"]\n[Event "B"]\n1. 11-15 *')
        assert found.games[0].headers["Event"] == "B"
        assert "the Event tag appears twice" in found.errors[0].reason

    def test_variations_are_skipped_and_a_stray_parenthesis_reported(self) -> None:
        found = read_games("1. 11-15 (1. 9-14 22-18) 23-19 2. 8-11 ) *")
        assert [str(move) for move in found.games[0].moves] == ["11-15", "23-19", "8-11"]
        assert [error.reason for error in found.errors] == ["game 1: a ')' closes no variation; it is ignored"]

    def test_the_strict_reader_accepts_nested_variations(self) -> None:
        game = read_game("1. 11-15 {main} (1. 9-14 (1. 10-14 *) 22-18 {aside} 2. 5-9) 23-19 2. 8-11 *")
        assert [str(move) for move in game.moves] == ["11-15", "23-19", "8-11"]
        assert game.comments == {1: "main"}

    def test_a_variation_never_closed_is_reported(self) -> None:
        found = read_games("1. 11-15 (1. 9-14 22-18 23-19 *")
        assert [error.reason for error in found.errors] == [
            "game 1: the variation opened here is never closed; the moves after it are skipped"
        ]

    def test_a_comment_after_the_last_result_stays_with_the_last_game(self) -> None:
        found = read_games("1. 11-15 * 1. 9-14 1-0 {Black resigned}")
        assert found.games[1].comments == {1: "Black resigned"}

    def test_text_with_no_tag_and_no_readable_move_is_no_game(self) -> None:
        found = read_games('[Event "A"]\n1. 11-15 *\nsee you next week')
        assert len(found.games) == 1
        assert [error.reason for error in found.errors] == [
            "game 2: move 1. see cannot be read: 'see' is not a move: write the squares joined by - or x, "
            "such as 11-15 or 11x18x25; the game keeps no moves"
        ]

    def test_errors_come_in_line_order_across_games(self) -> None:
        text = '1. 11-15 23-14 *\n\n[GameType "99"]\n1. 11-15 *\n{open'
        found = read_games(text)
        assert [error.line for error in found.errors] == sorted(error.line for error in found.errors)
        assert len(found.errors) == 3

    def test_a_byte_order_mark_and_windows_line_ends_are_fine(self, tmp_path: Path) -> None:
        path = tmp_path / "games.pdn"
        path.write_bytes('\ufeff[Event "A"]\r\n1. 11-15 23-19 *\r\n'.encode())
        found = load(path)
        assert found.errors == []
        assert found.games[0].headers["Event"] == "A"


class TestStrictReading:
    def test_read_game_raises_with_the_line_and_reason(self) -> None:
        with pytest.raises(InvalidPdnError) as caught:
            read_game('[Event "A"]\n\n1. 11-15 23-19 2. 9-13 19-24 *')
        assert caught.value.line == 3
        assert caught.value.reason.startswith("game 1: move 2... 19-24 is illegal: 24 is occupied")
        assert isinstance(caught.value, ValueError)

    def test_read_game_wants_exactly_one_game(self) -> None:
        with pytest.raises(InvalidPdnError, match="expected one game, found 2"):
            read_game("1. 11-15 * 1. 9-14 *")
        with pytest.raises(InvalidPdnError, match="expected one game, found 0"):
            read_game("  ")


class TestGame:
    def test_from_board_keeps_rules_start_moves_and_result(self) -> None:
        board = play("giveaway", "11-15", "23-19")
        game = Game.from_board(board, White="Ann")
        assert game.rules == Rules.preset("giveaway")
        assert game.setup is None
        assert game.moves == board.move_stack
        assert game.headers == {"Result": "*", "White": "Ann"}

    def test_the_setup_is_checked_and_written_out_in_full(self) -> None:
        game = Game({"Result": "*"}, ENGLISH, setup="B:W21-23:B1")
        assert game.setup == "B:W21,22,23:B1"
        assert read_game(game.pdn()) == game
        with pytest.raises(InvalidFenError, match="no square 40"):
            Game(rules=ENGLISH, setup="B:W40:B1")

    def test_board_replays_to_any_ply(self) -> None:
        board = play("english", "11-15", "23-19", "8-11")
        game = Game.from_board(board)
        assert game.board(0) == Board("english")
        assert game.board(2) == play("english", "11-15", "23-19")
        assert game.board() == board
        assert game.board().move_stack == board.move_stack
        with pytest.raises(IndexError, match="ply 4 is out of range: the game has 3 plies"):
            game.board(4)

    def test_the_result_falls_back_to_the_final_position(self) -> None:
        game = Game(rules=ENGLISH, setup="B:W27:B18", moves=[Move((18, 23)), Move((27, 18), (23,))])
        assert game.result == "1-0"
        game.headers["Result"] = "1/2-1/2"
        assert game.result == "1/2-1/2"

    def test_move_labels_follow_the_first_mover(self) -> None:
        assert [Game(rules=ENGLISH).move_label(ply) for ply in range(4)] == ["1.", "1...", "2.", "2..."]
        after_black = Game(rules=ENGLISH, setup="W:W27:B18")
        assert [after_black.move_label(ply) for ply in range(3)] == ["1...", "2.", "2..."]

    def test_a_board_has_no_game_method_the_records_layer_builds_the_record(self) -> None:
        assert not hasattr(Board, "game")


class TestShareCode:
    def test_a_code_is_one_readable_line(self) -> None:
        game = Game.from_board(play("english", "11-15", "23-19"))
        assert game.share_code() == "draughts:1:english:start:11-15,23-19"

    def test_custom_rules_and_a_set_up_position_travel_in_the_code(self) -> None:
        rules = ENGLISH.replace(king_range="flying", removal="immediate")
        board = play(rules, "27-24", "18-23", fen="W:W27,K30:B18")
        code = Game.from_board(board).share_code()
        assert code == "draughts:1:english,king_range=flying,removal=immediate:W:W27,K30:B18:27-24,18-23"
        game = from_share_code(code)
        assert game.rules == rules
        assert game.setup == "W:W27,K30:B18"
        assert game.board() == board
        assert game.moves == board.move_stack

    def test_russian_and_brazilian_codes_are_algebraic_and_numbers_still_read(self) -> None:
        board = play("russian", "22x15", fen="W:W22,K30:B18,5")
        code = Game.from_board(board).share_code()
        assert code == "draughts:1:russian:W:Wc3,Kc1:Ba7,d4:c3xe5"
        assert from_share_code(code).share_code() == code
        assert from_share_code("draughts:1:russian:W:W22,K30:B5,18:22x15").board() == board
        assert Game.from_board(play("brazilian", "22-18")).share_code() == "draughts:1:brazilian:start:c3-d4"

    def test_surrounding_space_is_ignored(self) -> None:
        assert Game.from_share_code("  draughts:1:russian:start:22-18\n").board() == play("russian", "22-18")

    @pytest.mark.parametrize(
        ("code", "message"),
        [
            ("chess:1:english:start:", "is not a draughts share code: it should start with 'draughts:1:'"),
            ("draughts:2:english:start:", "it should start with 'draughts:1:'"),
            ("draughts:1:english:11-15", "expected draughts:1:rules:start:moves"),
            ("draughts:1:hexagonal:start:", "the rule set of the share code cannot be read: no rule set"),
            ("draughts:1:english:W:W99:B1:", "the start position of the share code cannot be read"),
            (
                "draughts:1:english:start:11-15,11-15",
                "move 2 of the share code, '11-15', is illegal: there is no piece",
            ),
            ("draughts:1:english:start:eleven", "move 1 of the share code, 'eleven', cannot be read"),
        ],
    )
    def test_a_bad_code_raises_a_clear_value_error(self, code: str, message: str) -> None:
        with pytest.raises(InvalidShareCodeError, match=message) as caught:
            from_share_code(code)
        assert isinstance(caught.value, ValueError)


class TestFiles:
    def test_save_and_load_one_game_or_several(self, tmp_path: Path) -> None:
        one = Game.from_board(play("english", "11-15"), Event="Café ♛")
        two = Game.from_board(play("international", "32-28"))
        save(tmp_path / "one.pdn", one)
        save(tmp_path / "two.pdn", [one, two])
        assert load(tmp_path / "one.pdn").games == [one]
        assert load(str(tmp_path / "two.pdn")).games == [one, two]
        assert (tmp_path / "one.pdn").read_text(encoding="utf-8") == one.pdn() + "\n"


# -- a saved game reloads identically ---------------------------------------------------

_SWITCH_VALUES: dict[str, st.SearchStrategy[object]] = {
    "size": st.sampled_from([8, 10]),
    "first": st.sampled_from([WHITE, BLACK]),
    "men_capture_backward": st.booleans(),
    "king_range": st.sampled_from(list(KingRange)),
    "flying_landing": st.sampled_from(list(FlyingLanding)),
    "capture_rule": st.sampled_from(list(CaptureRule)),
    "removal": st.sampled_from(list(Removal)),
    "crowning": st.sampled_from(list(Crowning)),
    "goal": st.sampled_from(list(Goal)),
    "quiet_move_limit": st.sampled_from([None, 1, 10, 30, 80]),
    "repetition": st.booleans(),
}

RULE_SETS = st.one_of(
    st.sampled_from([Rules.preset(name) for name in PRESETS]),
    st.sampled_from(
        [
            ENGLISH.replace(king_range="flying", removal="immediate"),
            ENGLISH.replace(capture_rule="most", men_capture_backward=True),
            Rules.preset("giveaway").replace(king_range="flying"),
            Rules.preset("first-king").replace(first=WHITE),
            Rules.preset("international").replace(goal="giveaway", quiet_move_limit=None),
        ]
    ),
    st.fixed_dictionaries(_SWITCH_VALUES).map(lambda switches: Rules(**switches)),  # type: ignore[arg-type]
)

TAG_NAMES = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,9}", fullmatch=True).filter(
    lambda name: name not in ("GameType", "Rules", "FEN", "Result")
)
TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=20)


@st.composite
def games(draw: st.DrawFn) -> Game:
    rules = draw(RULE_SETS)
    board = Board(rules)
    setup_at = draw(st.integers(0, 12)) if draw(st.booleans()) else 0
    plies = draw(st.integers(0, 60))
    for ply in range(setup_at + plies):
        moves = list(board.legal_moves)
        if not moves or board.is_game_over():
            break
        board.push(moves[draw(st.integers(0, len(moves) - 1))])
        if ply + 1 == setup_at:
            board = Board.from_fen(board.fen(), rules)
    headers = draw(st.dictionaries(TAG_NAMES, TEXT, max_size=4))
    game = Game.from_board(board, **headers)
    comment_plies = st.integers(0, len(game.moves))
    comments = draw(st.dictionaries(comment_plies, TEXT.filter(lambda c: "}" not in c), max_size=3))
    game.comments = comments
    return game


class TestRoundTrip:
    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(games())
    def test_a_saved_game_reloads_identically(self, game: Game) -> None:
        text = game.pdn()
        back = read_game(text)
        assert back.rules == game.rules
        assert back.headers == game.headers
        assert back.setup == game.setup
        assert [move.path for move in back.moves] == [move.path for move in game.moves]
        assert back.moves == game.moves
        assert back.comments == game.comments
        assert back.board() == game.board()
        assert back.board().quiet_plies == game.board().quiet_plies
        assert back.pdn() == text

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(games(), min_size=1, max_size=3))
    def test_a_file_of_games_reloads_identically(self, many: list[Game]) -> None:
        found = read_games(write_games(many))
        assert found.errors == []
        assert found.games == many

    @settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(games())
    def test_a_share_code_gives_the_same_position_and_history(self, game: Game) -> None:
        code = game.share_code()
        assert "\n" not in code
        back = from_share_code(code)
        assert back.share_code() == code
        assert back.rules == game.rules
        assert back.setup == game.setup
        assert back.moves == game.moves
        assert back.board() == game.board()


# Characters that trouble a writer: line ends of every kind, braces, quotes, backslashes,
# brackets, PDN's escape and annotation marks, control characters and half of a surrogate pair.
SPACES_AND_CONTROLS = ["\r", "\n", "\r\n", "\x0b", "\x0c", "\x85", "\u2028", "\t", "\x00", "\ufeff", " "]
MARKS = ["}", "{", '"', "\\", '\\"', "[", "]", "%", ";", "(", ")", "*", "1-0", "\ud800", "\udfff"]
AWKWARD = st.sampled_from([*SPACES_AND_CONTROLS, *MARKS])
WILD_TEXT = st.lists(st.one_of(AWKWARD, st.text(max_size=3)), max_size=8).map("".join)
SURROGATE = re.compile("[\ud800-\udfff]")


def refusal(game: Game) -> str | None:
    """What the writer must refuse in *game* (a part of the message), or ``None`` when it must write it."""
    for name, value in game.headers.items():
        if "\n" in value or "\r" in value or SURROGATE.search(value):
            return f"the {name} tag"
    if game.headers["Result"] not in RESULTS:
        return "is not a PDN result"
    for comment in game.comments.values():
        if "}" in comment or "\r" in comment or SURROGATE.search(comment):
            return "the comment"
    return None


class TestAwkwardText:
    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(data=st.data())
    def test_a_game_reads_back_the_same_or_is_refused_when_written(self, data: st.DataObject) -> None:
        game = data.draw(games())
        game.headers.update(data.draw(st.dictionaries(TAG_NAMES, WILD_TEXT, max_size=3)))
        game.headers["Result"] = data.draw(st.one_of(st.sampled_from(RESULTS), WILD_TEXT))
        comment_plies = st.integers(0, len(game.moves))
        game.comments = data.draw(st.dictionaries(comment_plies, WILD_TEXT, max_size=3))
        expected = refusal(game)
        if expected is not None:
            with pytest.raises(PdnWriteError, match=re.escape(expected)):
                game.pdn()
            return
        text = game.pdn()
        back = read_game(text.encode("utf-8").decode("utf-8"))  # as a saved file holds it
        assert (back.headers, back.comments, back.moves, back.rules, back.setup) == (
            game.headers,
            game.comments,
            game.moves,
            game.rules,
            game.setup,
        )

    @pytest.mark.parametrize(
        ("game", "message"),
        [
            (Game(comments={0: "one\rtwo"}), r"the comment before the first move holds a carriage return \(\\r\)"),
            (Game(moves=[Move((11, 15))], comments={1: "one\r\ntwo"}), r"the comment after ply 1 holds a carriage"),
            (Game({"Event": "half \ud800 a pair"}), "the Event tag holds U[+]D800, half of a character pair"),
            (Game(comments={0: "\udfff"}), "the comment before the first move holds U[+]DFFF"),
            (Game({"Result": ""}), "'' is not a PDN result"),
            (Game({"Round": 3}), "the Round tag holds 3, not text"),  # type: ignore[dict-item]
        ],
    )
    def test_what_does_not_read_back_is_refused_by_name(self, game: Game, message: str) -> None:
        with pytest.raises(PdnWriteError, match=message):
            game.pdn()

    def test_quotes_backslashes_and_other_line_ends_read_back(self) -> None:
        headers = {"Event": 'say "hi" \\ bye \\"', "Site": "tab\there\x0bform\x0cfeed\x85next\u2028line", "Result": "*"}
        game = Game(headers, comments={0: 'a "quote", \\ a backslash,\nand a new line', 1: "{ an open brace"})
        game.moves = [Move((11, 15))]
        back = read_game(game.pdn())
        assert (back.headers, back.comments) == (headers, game.comments)

    def test_a_refused_game_leaves_the_file_as_it_was(self, tmp_path: Path) -> None:
        path = tmp_path / "club.pdn"
        good = Game.from_board(play("english", "11-15"))
        save(path, good)
        before = path.read_text(encoding="utf-8")
        with pytest.raises(PdnWriteError, match="cannot store"):
            save(path, [good, Game(comments={0: "\ud800"})])
        assert path.read_text(encoding="utf-8") == before


class TestProblemCodes:
    """Every problem the reader meets names its kind as a value, and the reader branches on that value."""

    @pytest.mark.parametrize(
        ("text", "code"),
        [
            ('[Event "A"\n1. 11-15 *', PdnProblem.UNREADABLE_TAG),
            ("1. 11-15 {never closed", PdnProblem.UNCLOSED_COMMENT),
            ("1. 11-15 ] *", PdnProblem.STRAY_CLOSER),
            ("1. 11-15 ) *", PdnProblem.STRAY_CLOSER),
            ('[Event "A"]\n[Event "B"]\n1. 11-15 *', PdnProblem.DUPLICATE_TAG),
            ('[GameType "32"]\n1. 11-15 *', PdnProblem.UNKNOWN_GAME_TYPE),
            ('[Rules "english kings=flying"]\n1. 11-15 *', PdnProblem.UNREADABLE_RULES),
            ('[FEN "W:W27:B99"]\n1. 27-24 *', PdnProblem.UNREADABLE_FEN),
            ('[FEN "B:W27:B18"]\n1. 18-23 27x18 2. 9-14 *', PdnProblem.MOVE_AFTER_END),
            ("1. 35-30 *", PdnProblem.UNREADABLE_MOVE),
            ("1. 11-15 23-19 2. 9-13 19-24 *", PdnProblem.ILLEGAL_MOVE),
            ('[FEN "W:W22:B9,10,17,18"]\n1. 22x6 *', PdnProblem.AMBIGUOUS_MOVE),
            ("1. 11-15 (23-19 *", PdnProblem.UNCLOSED_VARIATION),
            ('[Result "won"]\n1. 11-15 *', PdnProblem.UNKNOWN_RESULT),
        ],
    )
    def test_a_problem_names_its_code(self, text: str, code: PdnProblem) -> None:
        found = read_games(text)
        assert [error.code for error in found.errors] == [code]

    def test_read_game_raises_with_the_code(self) -> None:
        with pytest.raises(InvalidPdnError) as caught:
            read_game("1. 11-15 23-19 2. 9-13 19-24 *")
        assert caught.value.code is PdnProblem.ILLEGAL_MOVE
        with pytest.raises(InvalidPdnError) as caught:
            read_game("1. 11-15 * 1. 9-14 *")
        assert caught.value.code is PdnProblem.NOT_ONE_GAME
        with pytest.raises(InvalidPdnError) as caught:
            read_game(3)  # type: ignore[arg-type]
        assert caught.value.code is PdnProblem.NOT_TEXT

    def test_the_code_takes_no_part_in_equality(self) -> None:
        assert PdnError(1, "x", PdnProblem.STRAY_CLOSER) == PdnError(1, "x")

    def test_the_rules_hint_follows_the_code_not_the_wording(self, monkeypatch: pytest.MonkeyPatch) -> None:
        hint = "the game names no rule set"
        unreadable = (pdn.PdnProblem.UNREADABLE_MOVE, "is worded some other way")
        monkeypatch.setattr(pdn, "_play", lambda board, text: unreadable)
        assert hint in read_games("1. 35-30 *").errors[0].reason
        illegal = (pdn.PdnProblem.ILLEGAL_MOVE, "cannot be read: but is illegal")
        monkeypatch.setattr(pdn, "_play", lambda board, text: illegal)
        assert hint not in read_games("1. 35-30 *").errors[0].reason
