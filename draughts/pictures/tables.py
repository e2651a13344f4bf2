"""Rule sets side by side: one row per switch, one column per rule set.

:func:`rules_table` builds the table from the :class:`~draughts.core.rules.Rules` values
themselves, so it can never disagree with the engine. In a notebook it shows as an
HTML table (hover over a cell for the full sentence); ``str()`` gives plain text.

>>> table = rules_table("english", "russian")
>>> print(table)
switch                  english     russian
board                   8x8         8x8
first move              Black       White
men capturing backward  no          yes
kings                   short       flying
flying landing          –           must continue
capture choice          free        free
removal                 end         end
crowning mid-capture    stops       king continues
goal                    standard    standard
quiet-move draw         80 plies    30 plies
repetition              draw claim  draw claim
>>> table.differing()
['first', 'men_capture_backward', 'king_range', 'flying_landing', 'crowning', 'quiet_move_limit']
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from draughts.core.rules import PRESETS, SWITCHES, Rules

__all__ = ["RulesTable", "cell_text", "rules_table"]

_SHADE = ";background:#fff3cd"


def cell_text(rules: Rules, switch: str) -> str:
    """The short text for one switch of one rule set, as the table shows it.

    >>> cell_text(Rules.preset("arcade"), "quiet_move_limit")
    '60 plies'
    >>> cell_text(Rules.preset("english"), "flying_landing")
    '–'
    """
    entry = SWITCHES[switch]
    return entry.cell(getattr(rules, switch)) if entry.applies(rules) else "–"


@dataclass(frozen=True)
class RulesTable:
    """Rule sets compared switch by switch; shows as HTML in a notebook."""

    rule_sets: tuple[Rules, ...]

    def rows(self) -> list[tuple[str, list[str]]]:
        """``(switch, cells)`` for every switch, in table order."""
        return [(s, [cell_text(r, s) for r in self.rule_sets]) for s in Rules.switches()]

    def differing(self) -> list[str]:
        """The switches on which the rule sets do not all agree (as the cells show them)."""
        return [switch for switch, cells in self.rows() if len(set(cells)) > 1]

    def __str__(self) -> str:
        names = [r.name for r in self.rule_sets]
        lines = [["switch", *names]] + [[SWITCHES[s].title, *cells] for s, cells in self.rows()]
        widths = [max(len(line[i]) for line in lines) + 2 for i in range(len(lines[0]))]
        text = ("".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)) for line in lines)
        return "\n".join(line.rstrip() for line in text)

    def _repr_html_(self) -> str:
        first = self.rule_sets[0].name
        head = "".join(f"<th style='text-align:center'>{html.escape(r.name)}</th>" for r in self.rule_sets)
        body = []
        for switch, cells in self.rows():
            tds = "".join(
                f'<td title="{html.escape(r.describe(switch))}" '
                f"style='text-align:center{_SHADE * (cell != cells[0])}'>{html.escape(cell)}</td>"
                for r, cell in zip(self.rule_sets, cells, strict=True)
            )
            body.append(f"<tr><th style='text-align:left'>{html.escape(SWITCHES[switch].title)}</th>{tds}</tr>")
        caption = f"<caption>shaded: not as in {html.escape(first)}</caption>" if len(self.rule_sets) > 1 else ""
        return (
            f'<table class="draughts-rules">{caption}'
            f"<thead><tr><th>switch</th>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
        )


def rules_table(*rule_sets: Rules | str) -> RulesTable:
    """A table of the switches of *rule_sets* (every preset when none are given).

    In the HTML view, cells that differ from the first rule set's are shaded.

    >>> rules_table().rule_sets[0].name, len(rules_table().rule_sets)
    ('english', 7)
    """
    chosen = rule_sets or tuple(PRESETS.values())
    return RulesTable(tuple(Rules.coerce(r) for r in chosen))
