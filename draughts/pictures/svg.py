"""Boards as SVG pictures: byte-stable, accessible, and shown by Jupyter on their own.

The same board always gives the same bytes (fixed ids, integer coordinates, a fixed
order), so notebook checks can compare outputs exactly.

>>> import draughts
>>> position = draughts.Board.from_fen("W:WK29:B4")
>>> image = board(position, size=200)
>>> image.startswith("<svg") and 'role="img"' in image
True
>>> describe(position)
'8x8 board (english rules), White to move. White: king 29. Black: man 4.'
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from draughts.core.errors import InvalidOptionError
from draughts.core.messages import _, n_
from draughts.core.moves import Move
from draughts.core.sides import BLACK, WHITE, Color
from draughts.pictures import style

if TYPE_CHECKING:
    from draughts.core.board import Board

__all__ = ["SvgImage", "board", "boards", "describe"]

_SVG_NS = "http://www.w3.org/2000/svg"
_XLINK_NS = "http://www.w3.org/1999/xlink"
_SIDE = {WHITE: "white", BLACK: "black"}
_CAPTION_HEIGHT = 28
_CAPTION_LINE = 20
"""Pixels from one line of a caption to the next."""
_GAP = 16


class SvgImage(str):
    """SVG text that Jupyter shows as a picture (it is still a plain ``str``)."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


def _attrs(attrs: dict[str, object]) -> str:
    return "".join(f" {name}={quoteattr(str(value))}" for name, value in attrs.items())


def _tag(name: str, content: str | None = None, /, **attrs: object) -> str:
    """One element; ``class_`` and ``stroke_width`` style names become ``class`` and ``stroke-width``."""
    text = _attrs({key.rstrip("_").replace("_", "-"): value for key, value in attrs.items()})
    return f"<{name}{text}/>" if content is None else f"<{name}{text}>{content}</{name}>"


def _use(ref: str, x: int, y: int, class_: str) -> str:
    return f'<use href="#{ref}" xlink:href="#{ref}" x="{x}" y="{y}" class="{class_}"/>'


def _square(x: int, y: int, inset: int = 0, **attrs: object) -> str:
    """A square of the board with its top-left corner at *x*, *y*, shrunk by *inset* on each side."""
    side = style.SQUARE - 2 * inset
    return _tag("rect", x=x + inset, y=y + inset, width=side, height=side, **attrs)


def _points(points: Iterable[style.Point]) -> str:
    return " ".join(f"{x},{y}" for x, y in points)


def _runs(squares: Sequence[int]) -> str:
    """Sorted squares, with three or more in a row written as a range.

    >>> _runs([1, 2, 3, 5, 6])
    '1-3, 5, 6'
    """
    runs: list[list[int]] = []
    for square in squares:
        if runs and square == runs[-1][-1] + 1:
            runs[-1].append(square)
        else:
            runs.append([square])
    parts = [f"{run[0]}-{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs]
    return ", ".join(parts)


def _caption_lines(caption: str, width: int) -> list[str]:
    """*caption* broken between words into lines that fit *width* pixels of 16-pixel text
    (7.5 pixels a character); a move such as ``b8-c7`` is never split.

    >>> _caption_lines("russian: b8-c7, b8-d6, b8-e5, b8-f4, b8-g3, b8-h2", 260)
    ['russian: b8-c7, b8-d6, b8-e5,', 'b8-f4, b8-g3, b8-h2']
    """
    return textwrap.wrap(caption, max(width * 2 // 15, 10), break_long_words=False, break_on_hyphens=False) or [""]


def _side(board: Board, color: Color) -> str:
    """One side's pieces: numbers with runs written as ranges, or algebraic names in order (a1, a3, b2, ...)."""
    pieces, rules = board.pieces(), board.rules
    parts = []
    for king in (False, True):
        squares = [sq for sq, piece in pieces.items() if piece.color == color and piece.king == king]
        if squares:
            listed = ", ".join(sorted(map(rules.name_square, squares))) if rules.algebraic else _runs(squares)
            if king:
                parts.append(n_("king {squares}", "kings {squares}", len(squares), squares=listed))
            else:
                parts.append(n_("man {squares}", "men {squares}", len(squares), squares=listed))
    white = color == WHITE
    if not parts:
        return _("White: no pieces.") if white else _("Black: no pieces.")
    listed = parts[0] if len(parts) == 1 else _("{men}; {kings}", men=parts[0], kings=parts[1])
    return _("White: {pieces}.", pieces=listed) if white else _("Black: {pieces}.", pieces=listed)


def describe(board: Board, move: Move | None = None) -> str:
    """A short description of a position for screen readers (the picture's title), its squares
    and *move* written as the rule set's players write them.

    >>> import draughts
    >>> describe(draughts.Board("english"), draughts.Move((11, 15)))
    '8x8 board (english rules), Black to move. White: men 21-32. Black: men 1-12. Move 11-15.'
    >>> describe(draughts.Board.from_fen("W:W22,K28:B9,18", "russian"), draughts.Move((22, 15), captures=(18,)))
    '8x8 board (russian rules), White to move. White: man c3; king h2. Black: men b6, d4. Move c3xe5.'
    """
    size, rules = board.geometry.size, board.rules.label
    if board.turn == WHITE:
        head = _("{size}x{size} board ({rules} rules), White to move.", size=size, rules=rules)
    else:
        head = _("{size}x{size} board ({rules} rules), Black to move.", size=size, rules=rules)
    text = f"{head} {_side(board, WHITE)} {_side(board, BLACK)}"
    return f"{text} {_('Move {move}.', move=board.rules.write_move(move))}" if move is not None else text


def _defs() -> str:
    """Gradients, pieces, the crown and the capture cross, each under a fixed id."""
    out = ["<defs>"]
    crown = _tag(
        "path",
        d="M" + " L".join(f"{x},{y}" for x, y in style.CROWN) + " Z",
        fill=style.CROWN_FILL,
        stroke=style.CROWN_LINE,
        stroke_width=2,
        stroke_linejoin="round",
    )
    for color, side in _SIDE.items():
        c = style.PIECE_COLORS[color]
        stops = "".join(
            _tag("stop", offset=offset, stop_color=value)
            for offset, value in (("0%", c.light), ("55%", c.face), ("100%", c.dark))
        )
        out.append(_tag("radialGradient", stops, id=f"draughts-{side}-face", cx="35%", cy="30%", r="75%"))
        man = "".join(
            (
                _tag("circle", cx=1, cy=3, r=style.PIECE_RADIUS, fill="#000", fill_opacity="0.3"),
                _tag("circle", r=style.PIECE_RADIUS, fill=f"url(#draughts-{side}-face)", stroke=c.rim, stroke_width=2),
                _tag("circle", r=style.RING_RADIUS, fill="none", stroke=c.groove, stroke_width=2),
            )
        )
        out.append(_tag("g", man, id=f"draughts-{side}-man"))
        out.append(_tag("g", _use(f"draughts-{side}-man", 0, 0, "body") + crown, id=f"draughts-{side}-king"))
    cross = "".join(
        _tag("path", d="M-9,-9 L9,9 M-9,9 L9,-9", stroke=stroke, stroke_width=width, stroke_linecap="round")
        for stroke, width in ((style.CASING, 9), (style.CAPTURED, 5))
    )
    ring = _tag(
        "circle", r=style.PIECE_RADIUS + 3, fill="none", stroke=style.CAPTURED, stroke_width=3, stroke_dasharray="6 4"
    )
    out.append(_tag("g", ring + cross, id="draughts-captured"))
    out.append("</defs>")
    return "".join(out)


def _arrow(points: list[style.Point], color: str, width: int, class_: str, dots: bool = False) -> str:
    shaft, head = style.arrow(points)
    parts = [
        _tag(
            "polyline",
            points=_points(shaft),
            fill="none",
            stroke=color,
            stroke_width=width,
            stroke_linecap="round",
            stroke_linejoin="round",
        ),
        _tag("polygon", points=_points(head), fill=color),
    ]
    if dots:
        parts.extend(_tag("circle", cx=x, cy=y, r=width, fill=color) for x, y in points[1:-1])
    return _tag("g", "".join(parts), class_=class_, opacity="0.85")


def board(
    board: Board,
    *,
    flipped: bool = False,
    names: bool = False,
    numbers: bool = False,
    coordinates: bool = False,
    highlight: Iterable[int] = (),
    arrows: Iterable[tuple[int, int]] = (),
    last_move: Move | None = None,
    move: Move | None = None,
    size: int | None = None,
) -> SvgImage:
    """A picture of *board*, White at the bottom (Black with ``flipped=True``).

    ``names`` shows the square names as the rule set writes them: a..h and 1..8
    around a Russian or Brazilian board, each dark square's number in its corner on
    the others. ``numbers`` and ``coordinates`` ask for one of the two on any board.
    ``highlight`` outlines squares, ``arrows``
    draws arrows between pairs of squares, ``last_move`` tints its start and end, and
    ``move`` draws a move's route through every landing square and crosses out the
    pieces it captures. ``size`` is the width in pixels (360 for 8x8, 400 for 10x10).

    >>> import draughts
    >>> position = draughts.Board.from_fen("B:W18,27:B14,10,11")
    >>> image = board(position, move=position.parse_move("14x32"), numbers=True)
    >>> image.count('class="captured"'), image.count('class="piece ')
    (2, 5)
    >>> russian = board(draughts.Board("russian"), names=True)
    >>> russian.count('class="numbers"'), russian.count('class="coordinates"')
    (0, 1)
    """
    algebraic = board.rules.algebraic
    layout = style.Layout(board.geometry, flipped=flipped, coordinates=coordinates or (names and algebraic))
    body = _body(board, layout, numbers or (names and not algebraic), highlight, arrows, last_move, move)
    title = describe(board, move)
    pixels = style.default_size(board.geometry.size) if size is None else size
    width = layout.width
    return SvgImage(
        f'<svg xmlns="{_SVG_NS}" xmlns:xlink="{_XLINK_NS}" version="1.1" width="{pixels}" height="{pixels}" '
        f'viewBox="0 0 {width} {width}" class="draughts-picture" role="img" aria-label={quoteattr(title)}>'
        f"{_tag('title', escape(title))}{_defs()}{body}</svg>"
    )


def boards(
    boards: Sequence[Board],
    captions: Sequence[str] | None = None,
    *,
    moves: Sequence[Move | None] | None = None,
    highlights: Sequence[Iterable[int] | None] | None = None,
    names: bool = False,
    numbers: bool = False,
    coordinates: bool = False,
    flipped: bool = False,
    columns: int | None = None,
    size: int = 260,
) -> SvgImage:
    """Several boards side by side as one picture, each with its caption above it.

    ``moves`` and ``highlights`` give each board a move to draw or squares to
    outline (``None`` or an empty list for none). With ``names`` every board carries
    its square names as its rule set writes them: coordinates a..h and 1..8 for
    Russian and Brazilian boards, square numbers for the others; ``numbers`` and
    ``coordinates`` put them on every board, as :func:`board` does. The boards wrap
    after *columns* (at most 3 to a row by default); each is *size* pixels wide, an
    8x8 board as wide as a 10x10 one. A caption too long for its board goes on over
    more lines.

    >>> import draughts
    >>> row = boards([draughts.Board("english"), draughts.Board("russian")], ["English", "Russian"], names=True)
    >>> row.count('class="board-cell"'), row.count('class="numbers"'), row.count('class="coordinates"')
    (2, 1, 1)
    """
    count = len(boards)
    if not count:
        raise InvalidOptionError("no boards to draw: give at least one")
    for label, given in (("captions", captions), ("moves", moves), ("highlights", highlights)):
        if given is not None and len(given) != count:
            raise InvalidOptionError(f"{len(given)} {label} for {count} boards: give one for each board")
    across = min(3 if columns is None else columns, count)
    if across < 1:
        raise InvalidOptionError(f"columns must be 1 or more, not {columns}")
    lines = [_caption_lines(caption, size) for caption in captions] if captions is not None else []
    head = _CAPTION_HEIGHT + _CAPTION_LINE * (max(map(len, lines)) - 1) if lines else 0
    down = -(-count // across)
    width = across * size + (across - 1) * _GAP
    height = down * (head + size) + (down - 1) * _GAP
    cells, texts, titles = [], [], []
    for index, position in enumerate(boards):
        move = moves[index] if moves is not None else None
        algebraic = position.rules.algebraic
        around = coordinates or (names and algebraic)
        layout = style.Layout(position.geometry, flipped=flipped, coordinates=around)
        marked = highlights[index] if highlights is not None else None
        body = _body(position, layout, numbers or (names and not algebraic), marked or (), (), None, move)
        x = index % across * (size + _GAP)
        y = index // across * (head + size + _GAP)
        view = f"0 0 {layout.width} {layout.width}"
        cells.append(_tag("svg", body, x=x, y=y + head, width=size, height=size, viewBox=view, class_="board-cell"))
        description = describe(position, move)
        if captions is not None:
            texts.append(_caption(lines[index], x + size // 2, y + head - 9))
            description = _("{caption}: {description}", caption=captions[index], description=description)
        titles.append(description)
    title = " ".join(titles)
    caption_group = _tag(
        "g",
        "".join(texts),
        class_="captions",
        font_family=style.FONT,
        font_size=16,
        fill=style.CAPTION,
        text_anchor="middle",
    )
    return SvgImage(
        f'<svg xmlns="{_SVG_NS}" xmlns:xlink="{_XLINK_NS}" version="1.1" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" style="max-width: 100%; height: auto" class="draughts-picture" role="img" '
        f"aria-label={quoteattr(title)}>{_tag('title', escape(title))}{_defs()}{''.join(cells)}"
        f"{caption_group if texts else ''}</svg>"
    )


def _caption(lines: list[str], x: int, bottom: int) -> str:
    """A caption centred on *x*, its last line on *bottom*: one line as plain text, more as tspans."""
    top = bottom - _CAPTION_LINE * (len(lines) - 1)
    if len(lines) == 1:
        return _tag("text", escape(lines[0]), x=x, y=top)
    spans = "".join(_tag("tspan", escape(line), x=x, dy=_CAPTION_LINE if i else 0) for i, line in enumerate(lines))
    return _tag("text", spans, x=x, y=top)


def _body(
    board: Board,
    layout: style.Layout,
    numbers: bool,
    highlight: Iterable[int],
    arrows: Iterable[tuple[int, int]],
    last_move: Move | None,
    move: Move | None,
) -> str:
    """The drawing of one board in *layout* (squares, marks, pieces, names, arrows and a move's route)."""
    g = board.geometry
    marked = sorted({g.check(square) for square in highlight})
    pairs = [(g.check(start), g.check(end)) for start, end in arrows]
    for shown in filter(None, (last_move, move)):
        for square in (*shown.path, *shown.captures):
            g.check(square)
    out = [
        _squares(layout, last_move, marked),
        _coordinates(layout) if layout.coordinates else "",
        _pieces(board, layout),
        _numbers(layout) if numbers else "",
    ]
    for start, end in pairs:
        out.append(_arrow([layout.center(start), layout.center(end)], style.ARROW, style.ARROW_WIDTH, "arrow"))
    if move is not None:
        route = [layout.center(square) for square in move.path]
        out.append(_arrow(route, style.ROUTE, style.ROUTE_WIDTH, "route", dots=True))
        out.extend(_use("draughts-captured", *layout.center(square), "captured") for square in move.captures)
    return "".join(out)


def _squares(layout: style.Layout, last_move: Move | None, marked: list[int]) -> str:
    """The frame, the board, and the tints of the last move and the highlighted squares."""
    g, width, side = layout.geometry, layout.width, layout.geometry.size * style.SQUARE
    out = [
        _tag("rect", width=width, height=width, fill=style.FRAME_COLOR, class_="frame"),
        _tag(
            "rect",
            x=layout.margin,
            y=layout.margin,
            width=side,
            height=side,
            fill=style.LIGHT_SQUARE,
            stroke=style.FRAME_EDGE,
            stroke_width=2,
            class_="board",
        ),
    ]
    for square in range(1, g.squares + 1):
        out.append(_square(*layout.corner(square), fill=style.DARK_SQUARE, class_=f"square dark {g.name(square)}"))
    for square in (last_move.start, last_move.end) if last_move else ():
        out.append(_square(*layout.corner(square), fill=style.LAST_MOVE, fill_opacity="0.6", class_="last-move"))
    for square in marked:
        x, y = layout.corner(square)
        out.append(
            _square(
                x,
                y,
                3,
                fill=style.HIGHLIGHT,
                fill_opacity="0.2",
                stroke=style.HIGHLIGHT,
                stroke_width=4,
                class_="highlight",
            )
        )
    return "".join(out)


def _pieces(board: Board, layout: style.Layout) -> str:
    out = []
    for square, piece in board.pieces().items():
        side, kind = _SIDE[piece.color], "king" if piece.king else "man"
        out.append(_use(f"draughts-{side}-{kind}", *layout.center(square), f"piece {side} {kind}"))
    return "".join(out)


def _numbers(layout: style.Layout) -> str:
    """The square numbers, small in the top-left corner of each dark square."""
    texts: list[str] = []
    for square in range(1, layout.geometry.squares + 1):
        x, y = layout.corner(square)
        texts.append(_tag("text", str(square), x=x + 3, y=y + 12))
    return _tag(
        "g",
        "".join(texts),
        class_="numbers",
        font_family=style.FONT,
        font_size=11,
        fill=style.NUMBER,
        stroke=style.DARK_SQUARE,
        stroke_width=3,
        paint_order="stroke",
        stroke_linejoin="round",
    )


def _coordinates(layout: style.Layout) -> str:
    """a..h under and over the board, 1..8 on both sides."""
    m, far = layout.margin, layout.width - layout.margin // 2
    texts: list[str] = []
    for letter, x in layout.files():
        texts.extend(_tag("text", letter, x=x, y=y + 5) for y in (m // 2, far))
    for number, y in layout.ranks():
        texts.extend(_tag("text", number, x=x, y=y + 5) for x in (m // 2, far))
    return _tag(
        "g",
        "".join(texts),
        class_="coordinates",
        font_family=style.FONT,
        font_size=14,
        font_weight="bold",
        fill=style.LABEL,
        text_anchor="middle",
    )
