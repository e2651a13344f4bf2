"""explain(): one plain sentence on why a move is legal, or why not."""

from __future__ import annotations

import pytest

from draughts import PRESETS, Board, IllegalMoveError, Move, Reason, Rules

RUSSIAN_STOPS = Rules.preset("russian").replace(crowning="stops")

LEGAL_POSITIONS = [
    ("B:W18,27:B14,10,11", "english"),
    ("W:W22,31:B11,18,27", "brazilian"),
    ("W:W32,48:B19,28,43", "international"),
    ("W:WK29:B25,10", "russian"),
    ("W:WK29:B25,10", "arcade"),
    ("W:WK15:B11,22", "arcade"),
    ("W:WK17:B14,16,18,24", "arcade"),
    ("W:WK22:B18,19,26,27", "russian"),
    ("W:W9:B6,7", "russian"),
    ("W:W9:B6,7", "brazilian"),
    ("W:W9:B6,7", "english"),
    ("W:WK29:B25,11", "russian"),
]


class TestWhyNot:
    """The sentences of the issue, each from a position built to show it."""

    @pytest.mark.parametrize(
        ("fen", "rules", "text", "sentence"),
        [
            ("B:W18,27:B14,10,11", "english", "11-16", "a capture is compulsory: 14x23x32"),
            ("W:W22,31:B11,18,27", "english", "22-17", "a capture is compulsory: 22x15x8 or 31x24"),
            ("W:W22:B1", "english", "22-26", "a man moves only forward"),
            ("W:W22:B1", "russian", "22-26", "a man moves only forward"),
            ("W:W22,17:B1", "english", "22-17", "17 is occupied"),
            ("W:WK29:B18", "russian", "29-18", "d4 is occupied"),
            ("W:W22:B18,10", "english", "22x15", "the capture must go on: 22x15x6"),
            ("W:WK29:B1", "english", "29-22", "in these rules a king moves one square"),
            ("W:WK29:B1", "english", "29-4", "in these rules a king moves one square"),
            (
                "W:W22,31:B11,18,27",
                "brazilian",
                "31x24",
                "you must take the most pieces: c3xe5xg7 takes two pieces",
            ),
            (
                "W:W32,48:B19,28,43",
                "international",
                "48x39",
                "you must take the most pieces: 32x23x14 takes two pieces",
            ),
            (
                "W:WK29:B25,10",
                "russian",
                "29x18",
                "after b2 the king must stop where it can capture again: e5",
            ),
            (
                "W:WK29:B25,10",
                "russian",
                "29x4",
                "after b2 the king must stop where it can capture again: e5",
            ),
        ],
    )
    def test_sentence(self, fen: str, rules: str, text: str, sentence: str) -> None:
        board = Board.from_fen(fen, rules)
        assert str(board.explain(text)) == sentence
        with pytest.raises(IllegalMoveError) as error:
            board.parse_move(text)
        assert str(error.value) == sentence

    def test_the_issue_wording(self) -> None:
        most = str(Board.from_fen("W:W22,31:B11,18,27", "brazilian").explain("31x24"))
        assert most.startswith("you must take the most pieces: ") and most.endswith(" takes two pieces")
        assert "takes two" in most

    def test_flipping_the_switch_makes_the_move_legal(self) -> None:
        # Each refused move above is legal with its switch flipped.
        cases = [
            ("W:WK29:B1", Rules.preset("english").replace(king_range="flying"), "29-22"),
            ("W:W22,31:B11,18,27", Rules.preset("brazilian").replace(capture_rule="free"), "31x24"),
            ("W:WK29:B25,10", Rules.preset("russian").replace(flying_landing="any"), "29x18"),
        ]
        for fen, rules, text in cases:
            board = Board.from_fen(fen, rules)
            assert str(board.explain(text)).startswith(f"{text} is legal")

    @pytest.mark.parametrize(
        ("fen", "rules", "text", "sentence"),
        [
            ("W:W18:B22", "english", "18x25", "in these rules a man captures only forward"),
            (
                "W:WK15:B11,22",
                "russian",
                "15x8x25",
                "a jumped piece stays on the board until the move ends: it cannot be jumped twice or passed over",
            ),
            (
                "W:W9:B6,7",
                "russian",
                "9x2",
                "the capture must go on: the man is crowned on d8 and goes on as a king: b6xd8xf6",
            ),
            ("W:W9:B6,7", "brazilian", "9x2", "the capture must go on: b6xd8xf6"),
            (
                "W:W9:B6,7",
                "brazilian",
                "9x2x16",
                "a man that reaches the far row mid-capture goes on as a man, and is crowned only if it ends there",
            ),
            ("W:W9:B6,7", RUSSIAN_STOPS, "9x2x11", "a man that reaches the far row is crowned and its move ends there"),
            ("W:WK29:B22,18", "russian", "29x15", "two pieces side by side (c3 and d4) cannot be jumped"),
            ("W:WK29,25:B1", "russian", "29x22", "a piece cannot jump its own piece on b2"),
            ("W:W22:B1", "english", "22-15", "a man moves one square at a time, unless it captures"),
            ("W:W22:B1", "english", "22-14", "22 and 14 are not on one diagonal"),
            ("W:W22:B1", "english", "21-17", "there is no piece on 21"),
            ("W:W22:B1", "english", "1-5", "the piece on 1 is Black's, and it is White's turn"),
        ],
    )
    def test_more_reasons(self, fen: str, rules: Rules | str, text: str, sentence: str) -> None:
        assert str(Board.from_fen(fen, rules).explain(text)) == sentence

    def test_ambiguous_text(self) -> None:
        board = Board.from_fen("W:W22:B9,10,17,18")
        assert str(board.explain("22x6")) == "'22x6' fits 2 legal moves (22x13x6 or 22x15x6): give more squares"

    def test_a_bare_path_from_a_click(self) -> None:
        # A Move built from clicked squares carries no captures; it is read like move text.
        board = Board.from_fen("W:W22:B9,10,17,18")
        assert str(board.explain(Move((22, 6)))) == "'22-6' fits 2 legal moves (22x13x6 or 22x15x6): give more squares"
        assert str(board.explain(Move((22, 15, 6)))) == "22x15x6 is legal: the man on 22 takes two pieces (18, 10)"
        assert str(Board.from_fen("W:W6:B12").explain(Move((6, 2)))) == (
            "6-2 is legal: the man on 6 steps forward to 2 and is crowned"
        )

    def test_refused_move_object(self) -> None:
        board = Board.from_fen("B:W18,27:B14,10,11")
        assert str(board.explain(Move((11, 16)))) == "a capture is compulsory: 14x23x32"


class TestWhyLegal:
    """A legal move is explained as legal, saying what it does."""

    @pytest.mark.parametrize(
        ("fen", "rules", "text", "sentence"),
        [
            ("W:W22:B1", "english", "22-18", "22-18 is legal: the man on 22 steps forward to 18"),
            ("W:WK22:B1", "english", "22-26", "22-26 is legal: the king on 22 steps to 26"),
            ("W:WK22:B1", "russian", "22-4", "c3-h8 is legal: the king on c3 flies to h8"),
            ("W:W6:B12", "english", "6-2", "6-2 is legal: the man on 6 steps forward to 2 and is crowned"),
            ("W:W22:B18", "english", "22x15", "22x15 is legal: the man on 22 takes one piece (18)"),
            ("W:WK29:B25", "russian", "29x18", "a1xd4 is legal: the king on a1 takes one piece (b2)"),
            (
                "W:W9:B6,7",
                "russian",
                "9x2x20",
                "b6xd8xh4 is legal: the man on b6 takes two pieces (c7, e7) and is crowned",
            ),
            (
                "W:WK22:B18,19,26,27",
                "english",
                "22x31x24x15x22",
                "22x15x24x31x22 is legal: the king on 22 takes four pieces (18, 19, 27, 26)",
            ),
        ],
    )
    def test_sentence(self, fen: str, rules: str, text: str, sentence: str) -> None:
        assert str(Board.from_fen(fen, rules).explain(text)) == sentence

    @pytest.mark.parametrize(("fen", "rules"), LEGAL_POSITIONS + [(Board(name).fen(), name) for name in PRESETS])
    def test_every_legal_move_explains_as_legal(self, fen: str, rules: str) -> None:
        board = Board.from_fen(fen, rules)
        assert board.legal_moves
        for move in board.legal_moves:
            assert str(board.explain(move)).startswith(f"{board.rules.write_move(move)} is legal: ")
            assert str(board.explain(str(move))).startswith(f"{board.rules.write_move(move)} is legal: ")


class TestReasons:
    """The reason is a value to branch on; the sentence is only for people."""

    @pytest.mark.parametrize(
        ("fen", "rules", "text", "reason", "moves", "squares"),
        [
            ("W:W22:B1", "english", "22-18", Reason.LEGAL, ["22-18"], []),
            ("W:W22:B9,10,17,18", "english", "22x6", Reason.AMBIGUOUS, ["22x13x6", "22x15x6"], []),
            ("W:W22:B1", "english", "21-17", Reason.NO_PIECE, [], [21]),
            ("W:W22:B1", "english", "1-5", Reason.NOT_YOUR_PIECE, [], [1]),
            ("W:W22:B18,10", "english", "22x15", Reason.MUST_GO_ON, ["22x15x6"], [15]),
            ("W:W9:B6,7", "russian", "9x2", Reason.MUST_GO_ON, ["9x2x11"], [2]),
            ("W:W22,31:B11,18,27", "brazilian", "31x24", Reason.MUST_TAKE_MOST, ["22x15x8"], []),
            ("W:WK29:B25,10", "russian", "29x18", Reason.MUST_STOP_WHERE_IT_CAN_GO_ON, [], [15]),
            ("W:W18:B22", "english", "18x25", Reason.MEN_CAPTURE_FORWARD_ONLY, [], []),
            ("W:WK29:B1", "english", "29-22", Reason.KING_ONE_SQUARE, [], []),
            ("W:WK15:B11,22", "russian", "15x8x25", Reason.JUMPED_PIECE_STAYS, [], []),
            ("W:W9:B6,7", RUSSIAN_STOPS, "9x2x11", Reason.CROWNING_ENDS_TURN, [], []),
            ("W:W9:B6,7", "brazilian", "9x2x16", Reason.CROWNED_MAN_GOES_ON, [], []),
            ("B:W18,27:B14,10,11", "english", "11-16", Reason.CAPTURE_COMPULSORY, ["14x23x32"], []),
            ("W:W22:B1", "english", "22-14", Reason.NOT_DIAGONAL, [], [22, 14]),
            ("W:W22,17:B1", "english", "22-17", Reason.OCCUPIED, [], [17]),
            ("W:W22:B1", "english", "22-26", Reason.MEN_FORWARD_ONLY, [], []),
            ("W:W22:B1", "english", "22-15", Reason.MAN_ONE_SQUARE, [], []),
            ("W:WK29:B1", "english", "29-25-22", Reason.NOTHING_TO_JUMP, [], [29, 25]),
            ("W:WK29,25:B1", "russian", "29x22", Reason.OWN_PIECE, [], [25]),
            ("W:WK29:B22,18", "russian", "29x15", Reason.ADJACENT_PAIR, [], [22, 18]),
            ("W:W29:B25,18,1", "english", "29x11", Reason.ONE_AT_A_TIME, [], [25, 18]),
            ("W:WK15:B11,22", "english", "15x8x15", Reason.JUMPED_TWICE, [], [11]),
            ("W:W22:B18,1", "english", "22x8", Reason.MAN_JUMPS_ADJACENT, [], []),
            ("W:W6:B1,2", "english", "6-10", Reason.GAME_OVER, [], []),
        ],
    )
    def test_reason(
        self, fen: str, rules: Rules | str, text: str, reason: Reason, moves: list[str], squares: list[int]
    ) -> None:
        explanation = Board.from_fen(fen, rules).explain(text)
        assert explanation.reason is reason and explanation.legal == (reason is Reason.LEGAL)
        assert [str(move) for move in explanation.moves] == moves
        assert list(explanation.squares) == squares

    def test_the_error_carries_the_explanation(self) -> None:
        board = Board.from_fen("B:W18,27:B14,10,11")
        with pytest.raises(IllegalMoveError) as error:
            board.push_pdn("11-16")
        assert error.value.explanation == board.explain("11-16")
        assert error.value.explanation.reason is Reason.CAPTURE_COMPULSORY

    def test_a_finished_game_refuses_every_move(self) -> None:
        board = Board.from_fen("W:W6:B12", "first-king")
        board.push_pdn("6-2")
        assert not board.legal_moves and board.is_game_over()
        assert str(board.explain("12-16")) == "the game is over: White wins: a man was crowned, and the first king wins"
        with pytest.raises(IllegalMoveError) as error:
            board.push_pdn("12-16")
        assert error.value.explanation.reason is Reason.GAME_OVER


class TestNotation:
    """The sentence names squares as the rule set's players do; the explanation's data stays in numbers."""

    def test_russian_sentence_algebraic_data_numbers(self) -> None:
        explanation = Board.from_fen("W:W22,17:B1", "russian").explain("22-17")
        assert (str(explanation), explanation.squares) == ("b4 is occupied", (17,))
        legal = Board.from_fen("W:W22:B18", "brazilian").explain("22x15")
        assert (str(legal), legal.moves) == (
            "c3xe5 is legal: the man on c3 takes one piece (d4)",
            (Move((22, 15), (18,)),),
        )

    def test_a_custom_rule_set_and_english_use_numbers(self) -> None:
        custom = Rules.preset("russian").replace(capture_rule="free", crowning="stops")
        assert str(Board.from_fen("W:W22,17:B1", custom).explain("c3-b4")) == "17 is occupied"
        assert str(Board.from_fen("W:W22,17:B1").explain("c3-b4")) == "17 is occupied"
