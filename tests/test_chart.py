"""The SVG charts: the same picture in a notebook and on the website, with a text alternative."""

from __future__ import annotations

import re
import statistics
import xml.etree.ElementTree as ET

import pytest

from draughts.pictures.chart import box_plot, nice_ceiling

NS = {"svg": "http://www.w3.org/2000/svg"}
GROUPS = {"english": [51, 46, 45, 79, 54, 182], "russian": [44, 49, 42], "one game": [60]}


def chart() -> ET.Element:
    return ET.fromstring(box_plot(GROUPS, title="How long games last", label="plies"))


def scale(root: ET.Element) -> dict[int, int]:
    """The value of each grid line, by its height in the picture."""
    lines = [el for el in root.iter(f"{{{NS['svg']}}}line") if el.get("class") == "grid"]
    texts = [el for el in root.iter(f"{{{NS['svg']}}}text") if el.get("text-anchor") == "end"]
    return {int(line.get("y1", "")): int(text.text or "") for line, text in zip(lines, texts, strict=True)}


def test_one_box_per_group_in_order_with_its_name() -> None:
    groups = [el for el in chart().iter() if el.get("class") == "group"]
    assert [group[-1].text for group in groups] == list(GROUPS)


def test_boxes_span_the_quartiles_and_the_median_is_marked() -> None:
    root = chart()
    heights = scale(root)
    zero, top = max(heights), min(heights)
    per_unit = (zero - top) / heights[top]
    for group, values in zip([el for el in root.iter() if el.get("class") == "group"], GROUPS.values(), strict=True):
        (box,) = [el for el in group if el.get("class") == "box"]
        (median,) = [el for el in group if el.get("class") == "median"]
        quartiles = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else values * 3
        low, middle, high = (round(zero - value * per_unit) for value in quartiles)
        assert (int(box.get("y", "")), int(box.get("y", "")) + int(box.get("height", ""))) == (high, low)
        assert int(median.get("y1", "")) == middle


def test_the_axis_starts_at_zero_and_ends_at_a_round_number_above_the_longest() -> None:
    assert sorted(scale(chart()).values()) == [0, 40, 80, 120, 160, 200]


def test_the_title_and_description_read_the_chart() -> None:
    title = chart().findtext("svg:title", namespaces=NS)
    assert title == (
        "How long games last. Plies: english from 45 to 182, median 52.5; "
        "russian from 42 to 49, median 44; one game from 60 to 60, median 60."
    )


def test_the_same_data_gives_the_same_bytes_in_whole_pixels() -> None:
    image = box_plot(GROUPS, title="t", label="l")
    assert image == box_plot(dict(GROUPS), title="t", label="l")
    for name in ("x", "y", "x1", "x2", "y1", "y2", "width", "height"):
        for value in re.findall(rf' {name}="([^"]*)"', image):
            assert re.fullmatch(r"-?\d+", value), f"{name}={value!r}"


@pytest.mark.parametrize("groups", [{}, {"english": []}])
def test_nothing_to_draw_is_refused(groups: dict[str, list[float]]) -> None:
    with pytest.raises(ValueError, match="at least one group"):
        box_plot(groups, title="t", label="l")


@pytest.mark.parametrize(
    ("value", "ceiling"), [(0, 10), (0.5, 1), (1, 1), (3, 5), (10, 10), (11, 20), (182, 200), (501, 1000)]
)
def test_nice_ceiling(value: float, ceiling: int) -> None:
    assert nice_ceiling(value) == ceiling
