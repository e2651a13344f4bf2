"""How long the difference finder takes for every pair of rule sets that differ in one switch.

For each preset (or the ones named), every switch is flipped alone to each of its
other values, and :func:`~draughts.compare.differences.find_differences` runs on the pair
with its defaults (five examples, up to four pieces). The table shows the median of
``--repeat`` runs for each flip (wall clock, and the processor time of this process,
which a busy machine inflates less), and the examples found (pieces, kings). The
targets are 2 s on 8x8 and 5 s on 10x10.

    python benchmarks/differences.py
    python benchmarks/differences.py --rules english international --repeat 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from enum import Enum
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import PRESETS, Rules  # noqa: E402
from draughts.compare.differences import find_differences  # noqa: E402

QUIET_LIMITS = (None, 40, 50, 80)


def flips(rules: Rules) -> list[tuple[str, Any]]:
    """Every (switch, value) that changes one switch of *rules* and keeps the board size."""
    out: list[tuple[str, Any]] = []
    for switch in Rules.switches():
        current = getattr(rules, switch)
        if switch == "size":
            continue
        if isinstance(current, Enum):
            values: tuple[Any, ...] = tuple(type(current))
        elif switch == "quiet_move_limit":
            values = QUIET_LIMITS
        else:
            values = (not current,)
        out += [(switch, value) for value in values if value != current]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", nargs="*", help="preset names (default: every preset)")
    parser.add_argument("--repeat", type=int, default=1, help="runs per flip (default 1)")
    args = parser.parse_args()
    print("| rule set | switch flipped to | median (s) | processor (s) | examples (pieces, kings) |")
    print("|---|---|---|---|---|")
    slowest: dict[int, float] = {}
    for name in args.rules or PRESETS:
        rules = Rules.preset(name)
        for switch, value in flips(rules):
            other = rules.replace(**{switch: value})
            times, processor = [], []
            for _ in range(args.repeat):
                start, start_processor = time.perf_counter(), time.process_time()
                examples = find_differences(rules, other)
                times.append(time.perf_counter() - start)
                processor.append(time.process_time() - start_processor)
            median = statistics.median(times)
            slowest[rules.size] = max(slowest.get(rules.size, 0.0), median)
            shown = value.value if isinstance(value, Enum) else value
            found = ", ".join(f"({e.pieces}, {e.kings})" for e in examples)
            cpu = statistics.median(processor)
            print(f"| {name} | {switch} = {shown} | {median:.2f} | {cpu:.2f} | {found} |", flush=True)
    for size, seconds in sorted(slowest.items()):
        print(f"slowest on {size}x{size}: {seconds:.2f} s")


if __name__ == "__main__":
    main()
