"""Simple charts as SVG: the same picture in a notebook and on the website, with or without matplotlib.

Like the boards, the same data always gives the same bytes, and each chart carries a
text alternative (its title and label) that says what it shows in words.

>>> image = box_plot({"english": [40, 52, 60, 81], "russian": [30, 35]}, title="Game lengths", label="plies")
>>> image.count('class="box"'), image.count('class="median"')
(2, 2)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from xml.sax.saxutils import escape, quoteattr

from draughts.core.errors import InvalidOptionError
from draughts.core.messages import _, opening
from draughts.pictures import style
from draughts.pictures.svg import SvgImage, _tag

__all__ = ["box_plot", "nice_ceiling"]

_WIDTH, _HEIGHT = 600, 340
_LEFT, _RIGHT, _TOP, _BOTTOM = 70, 20, 40, 40
_BOX = "#e3c08d"
_LINE = "#5c3b20"
_GRID = "#d8d0c4"
_TEXT = "#333333"


def nice_ceiling(value: float) -> int:
    """The smallest of 1, 2 or 5 times a power of ten that is at least *value* (10 for 0).

    >>> nice_ceiling(0), nice_ceiling(7), nice_ceiling(140), nice_ceiling(500)
    (10, 10, 200, 500)
    """
    if value <= 0:
        return 10
    power: int = 10 ** max(math.floor(math.log10(value)), 0)
    return next(step * power for step in (1, 2, 5, 10) if step * power >= value)


def _quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """The lower quartile, the median and the upper quartile, as matplotlib's box plot takes them."""
    if len(values) == 1:
        return values[0], values[0], values[0]
    low, middle, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, middle, high


def box_plot(groups: Mapping[str, Sequence[float]], *, title: str, label: str) -> SvgImage:
    """One box per group: the box spans the middle half of its values, a line marks the
    median, and the whiskers reach the smallest and the largest value.

    *label* names the vertical axis, which starts at 0.
    """
    if not groups or not all(groups.values()):
        raise InvalidOptionError("a box plot needs at least one group, and a value in every group")
    top = nice_ceiling(max(max(values) for values in groups.values()))
    bottom, height = _HEIGHT - _BOTTOM, _HEIGHT - _TOP - _BOTTOM

    def y(value: float) -> int:
        return round(bottom - value * height / top)

    step = (_WIDTH - _LEFT - _RIGHT) // len(groups)
    half = min(step // 4, 40)
    out = [_tag("text", escape(title), x=_WIDTH // 2, y=24, font_size=16, font_weight="bold", class_="title")]
    for tick in range(0, top + 1, top // 5 if top >= 5 else 1):
        out.append(_tag("line", x1=_LEFT, x2=_WIDTH - _RIGHT, y1=y(tick), y2=y(tick), stroke=_GRID, class_="grid"))
        out.append(_tag("text", str(tick), x=_LEFT - 8, y=y(tick) + 4, text_anchor="end"))
    middle = _TOP + height // 2
    out.append(_tag("text", escape(label), x=18, y=middle, transform=f"rotate(-90 18 {middle})"))
    for index, (name, values) in enumerate(groups.items()):
        x = _LEFT + index * step + step // 2
        low, median, high = _quartiles(values)
        parts = [
            _tag("line", x1=x, x2=x, y1=y(min(values)), y2=y(max(values)), stroke=_LINE, stroke_width=2),
            *(
                _tag("line", x1=x - half // 2, x2=x + half // 2, y1=y(end), y2=y(end), stroke=_LINE, stroke_width=2)
                for end in (min(values), max(values))
            ),
            _tag(
                "rect",
                x=x - half,
                y=y(high),
                width=2 * half,
                height=y(low) - y(high),
                fill=_BOX,
                stroke=_LINE,
                stroke_width=2,
                class_="box",
            ),
            _tag(
                "line",
                x1=x - half,
                x2=x + half,
                y1=y(median),
                y2=y(median),
                stroke=_LINE,
                stroke_width=3,
                class_="median",
            ),
            _tag("text", escape(name), x=x, y=bottom + 22),
        ]
        out.append(_tag("g", "".join(parts), class_="group"))
    summary = "; ".join(
        _(
            "{group} from {low} to {high}, median {median}",
            group=name,
            low=f"{min(values):g}",
            high=f"{max(values):g}",
            median=f"{_quartiles(values)[1]:g}",
        )
        for name, values in groups.items()
    )
    description = _("{title}. {label}: {summary}.", title=title, label=opening(label), summary=summary)
    return SvgImage(
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{_WIDTH}" height="{_HEIGHT}" '
        f'viewBox="0 0 {_WIDTH} {_HEIGHT}" style="max-width: 100%; height: auto" role="img" '
        f"aria-label={quoteattr(description)}>{_tag('title', escape(description))}"
        + _tag("g", "".join(out), font_family=style.FONT, font_size=13, fill=_TEXT, text_anchor="middle")
        + "</svg>"
    )
