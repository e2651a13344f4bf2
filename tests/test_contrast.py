"""The palette meets WCAG AA: text 4.5:1, graphics and focus indicators 3:1.

Contrast is computed as axe-core and WCAG 2 do, from the colours in draughts/style.py,
which the SVG pictures, the matplotlib boards and the board widget all draw with. A mark
made of two colours (a dark ring inside a light one, a cross with a light casing) needs
one of them to stand out from each colour it is drawn on.
"""

from __future__ import annotations

import pytest

from draughts import BLACK, WHITE
from draughts.pictures import style

WHITE_PIECE, BLACK_PIECE = style.PIECE_COLORS[WHITE], style.PIECE_COLORS[BLACK]


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb``, as WCAG 2 defines it."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: str, second: str) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_formula_matches_known_values() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#a8764a", "#f6e7c8") == pytest.approx(3.21, abs=0.01), "the old square numbers, as audited"


TEXT = {
    "square numbers on dark squares": (style.NUMBER, style.DARK_SQUARE),
    "coordinates on the frame": (style.LABEL, style.FRAME_COLOR),
    "captions over a row of boards, on the page": (style.CAPTION, "#ffffff"),
}


@pytest.mark.parametrize("name", TEXT)
def test_text(name: str) -> None:
    foreground, background = TEXT[name]
    assert contrast(foreground, background) >= 4.5, name


# Each graphic: the colours it is drawn in, and the colours it is drawn on.
GRAPHICS = {
    "dark squares beside light squares": ((style.DARK_SQUARE,), (style.LIGHT_SQUARE,)),
    "a white piece's rim on its square": ((WHITE_PIECE.rim,), (style.DARK_SQUARE,)),
    "a black piece's rim on its square": ((BLACK_PIECE.rim,), (style.DARK_SQUARE,)),
    "a white king's crown": ((style.CROWN_FILL, style.CROWN_LINE), (WHITE_PIECE.face,)),
    "a black king's crown": ((style.CROWN_FILL, style.CROWN_LINE), (BLACK_PIECE.face,)),
    "the last move's frame": ((style.LAST_MOVE,), (style.DARK_SQUARE,)),
    "the highlight and selection ring": ((style.HIGHLIGHT,), (style.DARK_SQUARE,)),
    "the must-capture ring": ((style.MUST_CAPTURE,), (style.DARK_SQUARE,)),
    "the route of a capture": ((style.ROUTE,), (style.DARK_SQUARE, BLACK_PIECE.face)),
    "an arrow": ((style.ARROW,), (style.DARK_SQUARE, BLACK_PIECE.face)),
    "the capture cross": (
        (style.CAPTURED, style.CASING),
        (style.DARK_SQUARE, WHITE_PIECE.face, BLACK_PIECE.face),
    ),
    "the landing dot": ((style.TARGET, style.FOCUS), (style.DARK_SQUARE, style.LIGHT_SQUARE)),
    "the keyboard focus ring": (
        (style.FOCUS, style.FOCUS_HALO),
        (
            style.DARK_SQUARE,
            style.LIGHT_SQUARE,
            style.FRAME_COLOR,
            style.HIGHLIGHT,
            style.MUST_CAPTURE,
            style.LAST_MOVE,
            WHITE_PIECE.face,
            BLACK_PIECE.face,
        ),
    ),
}


@pytest.mark.parametrize("name", GRAPHICS)
def test_graphics(name: str) -> None:
    colours, backgrounds = GRAPHICS[name]
    for background in backgrounds:
        best = max(contrast(colour, background) for colour in colours)
        assert best >= 3, f"{name} on {background}: {best:.2f}:1"
