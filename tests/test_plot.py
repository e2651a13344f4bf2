"""The matplotlib boards: the same picture as the SVG, on Axes, and figures of several boards."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import matplotlib
import pytest

matplotlib.use("Agg")

import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.colors import same_color
from matplotlib.patches import Circle, Polygon

from draughts import Board, InvalidSquareError, Move
from draughts.pictures import plot, style

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def close_figures() -> Iterator[None]:
    yield
    plt.close("all")


def bodies(ax: Axes, color: bool) -> list[Circle]:
    """The body discs of one side's pieces."""
    dark = style.PIECE_COLORS[color].dark
    return [p for p in ax.patches if isinstance(p, Circle) and p.get_fill() and same_color(p.get_facecolor(), dark)]


def crowns(ax: Axes) -> list[Polygon]:
    return [p for p in ax.patches if isinstance(p, Polygon) and same_color(p.get_facecolor(), style.CROWN_FILL)]


def texts(ax: Axes) -> dict[str, tuple[float, float]]:
    return {text.get_text(): text.get_position() for text in ax.texts}


class TestOneBoard:
    def test_a_new_figure_when_no_axes_is_given(self) -> None:
        ax = plot.board(Board("english"), title="English draughts")
        assert isinstance(ax, Axes)
        assert ax.get_title() == "English draughts"
        assert len(ax.get_figure().axes) == 1  # type: ignore[union-attr]

    def test_draws_on_the_axes_it_is_given(self) -> None:
        _, (left, right) = plt.subplots(1, 2)
        assert plot.board(Board("english"), right) is right
        assert len(left.patches) == 0 and len(bodies(right, True)) == 12

    def test_every_piece_is_drawn_and_kings_are_crowned(self) -> None:
        board = Board.from_fen("W:W21,27,K30:B4,K9,15,23")
        ax = plot.board(board)
        layout = style.Layout(board.geometry)
        white, black = bodies(ax, True), bodies(ax, False)
        assert len(white) == 3 and len(black) == 4
        assert {p.center for p in white} == {layout.center(square) for square in (21, 27, 30)}
        (dx, dy) = style.CROWN[0]
        crowned = sorted((int(x) - dx, int(y) - dy) for x, y in (p.get_xy()[0] for p in crowns(ax)))
        assert crowned == sorted(layout.center(square) for square in (9, 30))

    def test_a_capture_route_and_the_captured_pieces(self) -> None:
        board = Board.from_fen("B:W18,27:B14,10,11")
        move = board.parse_move("14x32")
        ax = plot.board(board, move=move)
        layout = style.Layout(board.geometry)
        (route,) = [line for line in ax.lines if same_color(line.get_color(), style.ROUTE)]
        centres = [layout.center(square) for square in move.path]
        assert list(zip(route.get_xdata(), route.get_ydata(), strict=True))[:-1] == centres[:-1]
        head = [p for p in ax.patches if isinstance(p, Polygon) and same_color(p.get_facecolor()[:3], style.ROUTE)]
        assert [tuple(p.get_xy()[0]) for p in head] == [centres[-1]]
        rings = [p for p in ax.patches if isinstance(p, Circle) and same_color(p.get_edgecolor(), style.CAPTURED)]
        assert sorted(p.center for p in rings) == sorted(layout.center(square) for square in move.captures)

    def test_numbers_are_optional(self) -> None:
        assert texts(plot.board(Board("english"))) == {}
        assert set(texts(plot.board(Board("english"), numbers=True))) == {str(n) for n in range(1, 33)}

    def test_names_follow_the_rule_sets_notation(self) -> None:
        assert set(texts(plot.board(Board("english"), names=True))) == {str(n) for n in range(1, 33)}
        for rules in ("russian", "brazilian"):
            labels = {text.get_text() for text in plot.board(Board(rules), names=True).texts}
            assert labels == {*"abcdefgh", *map(str, range(1, 9))}
        figure = plot.boards([Board("english"), Board("russian")], names=True)
        assert [len(ax.texts) for ax in figure.axes] == [32, 32]

    def test_coordinates(self) -> None:
        labels = [text.get_text() for text in plot.board(Board("international"), coordinates=True).texts]
        assert sorted(set(labels)) == sorted([*"abcdefghij", *map(str, range(1, 11))])
        assert len(labels) == 40

    def test_flipped_puts_square_1_at_the_bottom_right(self) -> None:
        placed = texts(plot.board(Board("english"), numbers=True, flipped=True))
        x, y = placed["1"]
        assert y == max(y for _, y in placed.values())
        assert x == max(other_x for other_x, other_y in placed.values() if other_y == y)

    def test_highlighted_squares_are_outlined(self) -> None:
        ax = plot.board(Board("english"), highlight=[22, 21])
        outlined = [p for p in ax.patches if same_color(p.get_edgecolor(), style.HIGHLIGHT)]
        layout = style.Layout(Board("english").geometry)
        assert [p.get_xy() for p in outlined] == [(x + 3, y + 3) for x, y in (layout.corner(21), layout.corner(22))]

    def test_squares_off_the_board_are_refused(self) -> None:
        with pytest.raises(InvalidSquareError):
            plot.board(Board("english"), highlight=[33])
        with pytest.raises(InvalidSquareError):
            plot.board(Board("english"), move=Move((32, 36)))


class TestManyBoards:
    def test_one_axes_per_board_in_rows(self) -> None:
        positions = [Board(name) for name in ("english", "russian", "brazilian", "international", "giveaway")]
        figure = plot.boards(positions, titles=[board.rules.name for board in positions], ncols=3)
        assert len(figure.axes) == 5
        assert [ax.get_title() for ax in figure.axes] == [board.rules.name for board in positions]
        assert figure.axes[0].get_subplotspec().get_geometry()[:2] == (2, 3)

    def test_saves_as_png_and_pdf(self, tmp_path: Path) -> None:
        figure = plot.boards([Board("english"), Board("international")], numbers=True, coordinates=True)
        figure.savefig(tmp_path / "boards.png", dpi=60)
        figure.savefig(tmp_path / "boards.pdf")
        assert (tmp_path / "boards.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert (tmp_path / "boards.pdf").read_bytes()[:5] == b"%PDF-"

    def test_one_title_per_board(self) -> None:
        with pytest.raises(ValueError, match="one title per board"):
            plot.boards([Board("english")], titles=["a", "b"])
        with pytest.raises(ValueError, match="no boards"):
            plot.boards([])


def test_the_engine_and_its_svg_never_import_matplotlib() -> None:
    code = "import sys, draughts; draughts.Board().svg(); sys.exit('matplotlib' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr or "importing draughts imported matplotlib"
