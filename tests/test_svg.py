"""The SVG pictures: what they draw, where, and that the bytes never change."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from draughts import Board, InvalidSquareError, Move
from draughts.pictures import svg
from draughts.pictures.style import Layout

DATA = Path(__file__).resolve().parent / "data"
NS = {"svg": "http://www.w3.org/2000/svg"}
SMALL = "W:W21,27,K30:B4,K9,15,23"
"""A small position with men and kings of both sides, used for the stored picture."""


def parse(image: str) -> ET.Element:
    return ET.fromstring(image)


def with_class(root: ET.Element, name: str) -> list[ET.Element]:
    """Elements whose class list holds *name*, in document order."""
    return [el for el in root.iter() if name in el.get("class", "").split()]


def position(el: ET.Element) -> tuple[int, int]:
    return int(el.get("x", "0")), int(el.get("y", "0"))


def points(el: ET.Element) -> list[tuple[int, int]]:
    pairs = [pair.split(",") for pair in (el.get("points") or "").split()]
    return [(int(x), int(y)) for x, y in pairs]


def capture_board() -> tuple[Board, Move]:
    board = Board.from_fen("B:W18,27:B14,10,11")
    return board, board.parse_move("14x32")


class TestPieces:
    def test_every_piece_is_drawn_once(self) -> None:
        root = parse(svg.board(Board("english")))
        assert len(with_class(root, "piece")) == 24
        assert len(with_class(root, "white")) == len(with_class(root, "black")) == 12
        assert with_class(root, "king") == []

    def test_pieces_stand_on_the_centres_of_their_squares(self) -> None:
        board = Board.from_fen(SMALL)
        layout = Layout(board.geometry)
        drawn = {position(el) for el in with_class(parse(svg.board(board)), "piece")}
        assert drawn == {layout.center(square) for square in board.pieces()}

    def test_kings_are_marked_with_a_crown(self) -> None:
        root = parse(svg.board(Board.from_fen(SMALL)))
        kings = with_class(root, "king")
        assert sorted(el.get("class", "") for el in kings) == ["piece black king", "piece white king"]
        assert {el.get("href") for el in kings} == {"#draughts-white-king", "#draughts-black-king"}
        for side in ("white", "black"):
            king = root.find(f".//svg:g[@id='draughts-{side}-king']", NS)
            assert king is not None and king.find("svg:path", NS) is not None, "the king's crown is a path"
            man = root.find(f".//svg:g[@id='draughts-{side}-man']", NS)
            assert man is not None and man.find("svg:path", NS) is None, "a man has no crown"

    def test_men_are_shaded_discs_with_a_rim_and_the_sides_differ(self) -> None:
        root = parse(svg.board(Board("english")))
        faces = {}
        for side in ("white", "black"):
            man = root.find(f".//svg:g[@id='draughts-{side}-man']", NS)
            assert man is not None
            body = [el for el in man if el.get("fill", "").startswith("url(")]
            assert len(body) == 1 and body[0].get("stroke"), "one shaded body with a rim"
            faces[side] = body[0].get("fill")
        assert faces["white"] != faces["black"]


class TestMoves:
    def test_captured_pieces_are_crossed_out(self) -> None:
        board, move = capture_board()
        layout = Layout(board.geometry)
        marks = with_class(parse(svg.board(board, move=move)), "captured")
        assert sorted(position(el) for el in marks) == sorted(layout.center(sq) for sq in move.captures)
        assert all(el.get("href") == "#draughts-captured" for el in marks)

    def test_the_route_passes_through_every_landing_square(self) -> None:
        board, move = capture_board()
        layout = Layout(board.geometry)
        (route,) = with_class(parse(svg.board(board, move=move)), "route")
        line = route.find("svg:polyline", NS)
        head = route.find("svg:polygon", NS)
        assert line is not None and head is not None
        centres = [layout.center(square) for square in move.path]
        assert points(line)[:-1] == centres[:-1], "the line goes through each square before the last"
        assert points(head)[0] == centres[-1], "the arrowhead's tip is on the last square"
        dots = [(int(dot.get("cx", "")), int(dot.get("cy", ""))) for dot in route.iter(f"{{{NS['svg']}}}circle")]
        assert dots == centres[1:-1], "a dot on every landing square between"

    def test_a_quiet_move_has_a_route_and_no_marks(self) -> None:
        root = parse(svg.board(Board("english"), move=Move((11, 15))))
        assert len(with_class(root, "route")) == 1
        assert with_class(root, "captured") == []

    def test_last_move_tints_its_start_and_end(self) -> None:
        board, move = capture_board()
        layout = Layout(board.geometry)
        tints = with_class(parse(svg.board(board, last_move=move)), "last-move")
        assert [position(el) for el in tints] == [layout.corner(move.start), layout.corner(move.end)]

    def test_arrows_and_highlights(self) -> None:
        board = Board("english")
        root = parse(svg.board(board, arrows=[(22, 18), (23, 19)], highlight={24, 21}))
        assert len(with_class(root, "arrow")) == 2
        layout = Layout(board.geometry)
        outlined = [position(el) for el in with_class(root, "highlight")]
        assert outlined == [(x + 3, y + 3) for x, y in (layout.corner(21), layout.corner(24))]

    @pytest.mark.parametrize(
        "options",
        [{"highlight": [33]}, {"arrows": [(0, 5)]}, {"move": Move((11, 40))}, {"last_move": Move((33, 29))}],
    )
    def test_squares_off_the_board_are_refused(self, options: dict[str, object]) -> None:
        with pytest.raises(InvalidSquareError):
            svg.board(Board("english"), **options)  # type: ignore[arg-type]


class TestLabels:
    def test_numbers_are_optional(self) -> None:
        board = Board("english")
        assert with_class(parse(svg.board(board)), "numbers") == []
        (group,) = with_class(parse(svg.board(board, numbers=True)), "numbers")
        assert [text.text for text in group] == [str(n) for n in range(1, 33)]

    def test_numbers_sit_in_the_corner_of_their_square(self) -> None:
        board = Board("international")
        layout = Layout(board.geometry, flipped=True)
        (group,) = with_class(parse(svg.board(board, numbers=True, flipped=True)), "numbers")
        for square, text in enumerate(group, start=1):
            x, y = layout.corner(square)
            tx, ty = position(text)
            assert x < tx < x + 10 and y < ty < y + 15

    def test_coordinates_go_around_the_board(self) -> None:
        root = parse(svg.board(Board("english"), coordinates=True))
        (group,) = with_class(root, "coordinates")
        labels = [text.text for text in group]
        assert labels.count("a") == labels.count("h") == labels.count("1") == labels.count("8") == 2
        assert with_class(parse(svg.board(Board("english"))), "coordinates") == []

    def test_flipped_coordinates_run_backwards(self) -> None:
        (group,) = with_class(parse(svg.board(Board("english"), coordinates=True, flipped=True)), "coordinates")
        bottom = max(int(text.get("y", "")) for text in group)
        row = [text for text in group if int(text.get("y", "")) == bottom and not (text.text or "").isdigit()]
        assert [text.text for text in sorted(row, key=lambda text: int(text.get("x", "")))] == list("hgfedcba")

    def test_the_title_describes_the_position(self) -> None:
        board, move = capture_board()
        root = parse(svg.board(board, move=move))
        assert root.get("role") == "img"
        title = root.find("svg:title", NS)
        assert title is not None and title.text == root.get("aria-label") == svg.describe(board, move)
        assert title.text == (
            "8x8 board (english rules), Black to move. White: men 18, 27. Black: men 10, 11, 14. Move 14x23x32."
        )


class TestOrientation:
    def test_square_1_is_top_left_from_whites_side(self) -> None:
        root = parse(svg.board(Board("english")))
        corners = {el.get("class", "").split()[-1]: position(el) for el in with_class(root, "square")}
        first = corners["b8"]
        assert first[1] == min(y for _, y in corners.values())
        assert first[0] == min(x for x, y in corners.values() if y == first[1])

    @pytest.mark.parametrize("rules", ["english", "international"])
    def test_flipped_puts_square_1_at_the_bottom_right(self, rules: str) -> None:
        board = Board(rules)
        root = parse(svg.board(board, flipped=True))
        squares = with_class(root, "square")
        corners = [position(el) for el in squares]
        first = position(squares[0])
        assert squares[0].get("class", "").endswith(board.geometry.name(1))
        assert first[1] == max(y for _, y in corners)
        assert first[0] == max(x for x, y in corners if y == first[1])

    def test_flipped_is_a_half_turn(self) -> None:
        geometry = Board("english").geometry
        plain, turned = Layout(geometry), Layout(geometry, flipped=True)
        for square in range(1, 33):
            assert turned.center(square) == plain.center(33 - square)


class TestStability:
    OPTIONS = (
        {},
        {"numbers": True, "coordinates": True, "flipped": True},
        {"highlight": [9, 21], "arrows": [(21, 17)], "last_move": Move((6, 9)), "move": Move((14, 23, 32), (18, 27))},
    )

    @pytest.mark.parametrize("options", OPTIONS)
    def test_the_same_board_gives_the_same_bytes(self, options: dict[str, object]) -> None:
        first = svg.board(Board.from_fen(SMALL), **options)  # type: ignore[arg-type]
        again = svg.board(Board.from_fen(SMALL).copy(), **options)  # type: ignore[arg-type]
        assert first.encode() == again.encode()

    def test_a_known_position_matches_the_stored_picture(self) -> None:
        board = Board.from_fen(SMALL)
        image = svg.board(board, numbers=True, coordinates=True, move=board.parse_move("27x11"), size=300)
        expected = (DATA / "svg_small_position.svg").read_text(encoding="utf-8")
        assert image == expected.rstrip("\n"), "the look changed: if on purpose, write the new picture to tests/data"

    def test_geometry_is_integer_and_ids_are_fixed(self) -> None:
        board, move = capture_board()
        image = svg.board(board, move=move, arrows=[(27, 24)], coordinates=True, numbers=True)
        for name in ("x", "y", "cx", "cy", "r", "width", "height"):
            for value in re.findall(rf' {name}="([^"]*)"', image):
                assert re.fullmatch(r"-?\d+%?", value), f"{name}={value!r}"
        for value in re.findall(r' points="([^"]*)"', image):
            assert re.fullmatch(r"-?\d+,-?\d+( -?\d+,-?\d+)*", value)
        ids = re.findall(r' id="([^"]*)"', image)
        assert len(ids) == len(set(ids)) and all(name.startswith("draughts-") for name in ids)


class TestSizes:
    @pytest.mark.parametrize(("rules", "pixels", "men"), [("english", "360", 24), ("international", "400", 40)])
    def test_default_sizes(self, rules: str, pixels: str, men: int) -> None:
        root = parse(svg.board(Board(rules)))
        assert root.get("width") == root.get("height") == pixels
        assert len(with_class(root, "piece")) == men

    def test_size_sets_the_pixels_and_keeps_the_drawing(self) -> None:
        small = svg.board(Board("english"), size=120)
        assert 'width="120" height="120"' in small
        assert small.replace('"120"', '"360"') == svg.board(Board("english"))

    def test_a_10x10_board_with_everything(self) -> None:
        board = Board("international")
        move = next(iter(board.legal_moves))
        root = parse(svg.board(board, numbers=True, coordinates=True, move=move, last_move=move, highlight=[50]))
        assert len(with_class(root, "square")) == 50
        (group,) = with_class(root, "numbers")
        assert len(group) == 50


class TestNotebookDisplay:
    def test_svg_image_is_a_str_that_jupyter_shows(self) -> None:
        image = svg.board(Board("english"))
        assert isinstance(image, str)
        assert image._repr_svg_() == image._repr_html_() == str(image)

    def test_a_board_shows_itself(self) -> None:
        board = Board("russian")
        assert board._repr_svg_() == svg.board(board)
        assert board.svg(numbers=True, flipped=True) == svg.board(board, numbers=True, flipped=True)


class TestRow:
    """Several boards side by side as one picture."""

    def row(self) -> tuple[list[Board], list[Move | None], str]:
        boards = [Board("english"), Board("russian"), *capture_board()[:1]]
        moves: list[Move | None] = [None, next(iter(boards[1].legal_moves)), capture_board()[1]]
        image = svg.boards(boards, ["English", "Russian", "A capture"], moves=moves, highlights=[[22], None, ()])
        return boards, moves, image

    def test_each_board_is_drawn_in_its_own_cell(self) -> None:
        boards, _, image = self.row()
        cells = with_class(parse(image), "board-cell")
        assert len(cells) == 3
        for cell, board in zip(cells, boards, strict=True):
            assert len(with_class(cell, "piece")) == len(board.pieces())
            width = Layout(board.geometry).width
            assert cell.get("viewBox") == f"0 0 {width} {width}"
        assert [position(cell) for cell in cells] == [(0, 28), (276, 28), (552, 28)]

    def test_moves_and_highlights_go_to_their_own_board(self) -> None:
        image = self.row()[2]
        cells = with_class(parse(image), "board-cell")
        assert [len(with_class(cell, "route")) for cell in cells] == [0, 1, 1]
        assert [len(with_class(cell, "captured")) for cell in cells] == [0, 0, 2]
        assert [len(with_class(cell, "highlight")) for cell in cells] == [1, 0, 0]

    def test_captions_sit_over_their_boards_and_title_the_picture(self) -> None:
        _, moves, image = self.row()
        root = parse(image)
        (group,) = with_class(root, "captions")
        assert [(text.text, position(text)) for text in group] == [
            ("English", (130, 19)),
            ("Russian", (406, 19)),
            ("A capture", (682, 19)),
        ]
        title = root.findtext("svg:title", namespaces=NS) or ""
        assert title.startswith("English: 8x8 board (english rules)")
        assert (
            "A capture: 8x8 board (english rules), Black to move. "
            f"White: men 18, 27. Black: men 10, 11, 14. Move {moves[2]}." in title
        )

    def test_a_long_caption_goes_on_over_more_lines(self) -> None:
        caption = "russian: b8-c7, b8-d6, b8-e5, b8-f4, b8-g3, b8-h2"
        root = parse(svg.boards([Board("russian"), Board("english")], [caption, "English"]))
        (group,) = with_class(root, "captions")
        long, short = list(group)
        assert [span.text for span in long] == ["russian: b8-c7, b8-d6, b8-e5,", "b8-f4, b8-g3, b8-h2"]
        assert [span.get("dy") for span in long] == ["0", "20"] and long.get("y") == "19"
        assert (short.text, position(short)) == ("English", (406, 39))
        assert [position(cell) for cell in with_class(root, "board-cell")] == [(0, 48), (276, 48)]
        assert root.get("height") == str(48 + 260)
        title = root.findtext("svg:title", namespaces=NS) or ""
        assert title.startswith(f"{caption}: 8x8 board (russian rules)")

    def test_names_follow_each_rule_sets_notation(self) -> None:
        boards = [Board("english"), Board("russian"), Board("brazilian"), Board("international")]
        cells = with_class(parse(svg.boards(boards, names=True, columns=4)), "board-cell")
        assert [bool(with_class(cell, "numbers")) for cell in cells] == [True, False, False, True]
        assert [bool(with_class(cell, "coordinates")) for cell in cells] == [False, True, True, False]
        plain = with_class(parse(svg.boards(boards, columns=4)), "board-cell")
        assert not any(with_class(cell, "numbers") or with_class(cell, "coordinates") for cell in plain)
        chosen = with_class(parse(svg.boards(boards, numbers=True, coordinates=True, columns=4)), "board-cell")
        assert all(with_class(cell, "numbers") and with_class(cell, "coordinates") for cell in chosen)

    def test_boards_wrap_after_the_columns(self) -> None:
        root = parse(svg.boards([Board("english")] * 5, columns=2, size=100))
        assert [position(cell) for cell in with_class(root, "board-cell")] == [
            (0, 0),
            (116, 0),
            (0, 116),
            (116, 116),
            (0, 232),
        ]
        assert (root.get("width"), root.get("height")) == ("216", "332")
        assert not with_class(root, "captions")

    def test_the_same_row_gives_the_same_bytes_with_unique_ids(self) -> None:
        image = self.row()[2]
        assert image.encode() == self.row()[2].encode()
        ids = re.findall(r' id="([^"]*)"', image)
        assert len(ids) == len(set(ids))
        for name in ("x", "y", "width", "height"):
            for value in re.findall(rf' {name}="([^"]*)"', image):
                assert re.fullmatch(r"-?\d+%?", value), f"{name}={value!r}"

    @pytest.mark.parametrize(
        ("options", "message"),
        [
            ({"captions": ["one"]}, "1 captions for 2 boards"),
            ({"moves": [None]}, "1 moves for 2 boards"),
            ({"highlights": [[], [], []]}, "3 highlights for 2 boards"),
            ({"columns": 0}, "columns must be 1 or more"),
        ],
    )
    def test_mismatched_options_are_refused(self, options: dict[str, object], message: str) -> None:
        with pytest.raises(ValueError, match=message):
            svg.boards([Board("english"), Board("russian")], **options)  # type: ignore[arg-type]

    def test_an_empty_row_is_refused(self) -> None:
        with pytest.raises(ValueError, match="no boards"):
            svg.boards([])

    def test_squares_off_a_board_are_refused(self) -> None:
        with pytest.raises(InvalidSquareError):
            svg.boards([Board("english")], highlights=[[33]])
