"""axe-core audits of lessons served by Voila: nothing the package draws may break a rule.

Violations of the page around the widgets (Voila's own) are saved with the rest in
tests/screenshots/ and left alone; the package's widgets and pictures must have none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

pytestmark = pytest.mark.browser

# The welcome lesson (with the map of stars), the first lesson with stages, a lesson built
# round the board, the explorer's lesson and the quiz's.
LESSONS = ["00-welcome", "03-forced-capture", "04-multi-captures", "07-russian", "13-variant-differences", "14-review"]


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_lesson_in_voila_passes_axe(
    lesson: str,
    page: Any,
    lessons: Callable[[str], str],
    axe: Callable[[Any, str], list[str]],
    screenshot: Callable[[Any, str], None],
) -> None:
    page.goto(lessons(lesson), timeout=60_000)
    page.locator(".draughts-ui, .draughts-widget").first.wait_for(timeout=120_000)
    page.wait_for_function("!document.querySelector('#loading, .voila-spinner')", timeout=120_000)
    page.wait_for_load_state("networkidle", timeout=60_000)
    assert page.get_by_text("Error displaying widget").count() == 0
    screenshot(page, f"voila-{lesson}")
    assert axe(page, f"axe-voila-{lesson}") == []
