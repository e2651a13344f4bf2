"""The package's imports run one way: each layer stands on the ones below it and never reaches up.

The graph is read from the source, imports made inside functions included, so a cycle
hidden in a function body fails here as surely as one at import time. Two kinds of
import may point up, and only these: imports under ``TYPE_CHECKING`` (names for type
hints, never run), and a display hook on a core value importing the picture module
inside the function (``Board._repr_svg_`` and ``Board.svg``, as python-chess does).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "draughts"

LAYERS = ("core", "records", "pictures", "engine", "compare", "teaching", "course", "widgets", "app")
"""The folders of the package from the bottom up: a module may import its own layer and those before it."""

DISPLAY_HOOKS = {
    ("draughts.core.board", "draughts.pictures.svg", "_repr_svg_"),
    ("draughts.core.board", "draughts.pictures.svg", "svg"),
}
"""(module, imported module, function): the display hooks that may import a picture module from below."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _imports(module: str) -> list[tuple[str, str, bool]]:
    """Every import of a package module in *module*: (imported module, enclosing function, under TYPE_CHECKING)."""
    tree = ast.parse(MODULES[module].read_text())
    found: list[tuple[str, str, bool]] = []

    def visit(node: ast.AST, function: str, typing_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for inner in child.body:
                    visit_one(inner, function, True)
                for inner in child.orelse:
                    visit_one(inner, function, typing_only)
            else:
                visit_one(child, function, typing_only)

    def visit_one(node: ast.AST, function: str, typing_only: bool) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            visit(node, node.name, typing_only)
            return
        if isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{module}: relative import; the package imports by absolute names"
            assert node.module is not None
            for alias in node.names:
                target = f"{node.module}.{alias.name}"
                found.append((target if target in MODULES else node.module, function, typing_only))
        elif isinstance(node, ast.Import):
            found.extend((alias.name, function, typing_only) for alias in node.names)
        visit(node, function, typing_only)

    visit(tree, "", False)
    return [(target, function, typing_only) for target, function, typing_only in found if target in MODULES]


def _layer(module: str) -> int | None:
    """The module's place in :data:`LAYERS`, or ``None`` for the package's front (``draughts``, ``__main__``)."""
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 2 or (len(parts) == 2 and parts[1] in LAYERS) else None


def _may_point_up(module: str, target: str, function: str, typing_only: bool) -> bool:
    return typing_only or (module, target, function) in DISPLAY_HOOKS


def _graph(*, with_exceptions: bool) -> dict[str, set[str]]:
    return {
        module: {
            target
            for target, function, typing_only in _imports(module)
            if target != module and (with_exceptions or not _may_point_up(module, target, function, typing_only))
        }
        for module in MODULES
    }


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def connect(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in sorted(graph[module]):
            if target not in index:
                connect(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while (member := stack.pop()) != module:
                group.append(member)
            group.append(module)
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            connect(module)
    return groups


def test_every_module_has_a_layer() -> None:
    loose = [module for module in MODULES if _layer(module) is None and module not in ("draughts", "draughts.__main__")]
    assert not loose, f"modules outside the layer folders {LAYERS}: {loose}"


def test_no_import_reaches_up_a_layer() -> None:
    upward = [
        f"{module} imports {target}" + (f" in {function}()" if function else "")
        for module in MODULES
        for target, function, typing_only in _imports(module)
        if (here := _layer(module)) is not None
        and (there := _layer(target)) is not None
        and there > here
        and not _may_point_up(module, target, function, typing_only)
    ]
    assert not upward, "\n".join(upward)


def test_no_import_cycle_beyond_the_named_exceptions() -> None:
    assert _cycles(_graph(with_exceptions=False)) == []


def test_the_named_exceptions_are_the_only_ways_up() -> None:
    """Every display hook named above exists, so the list cannot keep an exception nothing uses."""
    used = {(module, target, function) for module in MODULES for target, function, _ in _imports(module)}
    assert used >= DISPLAY_HOOKS


@pytest.mark.parametrize(
    ("source", "cycle"),
    [
        ("draughts.core.rules", "draughts.core.board"),
        ("draughts.core.board", "draughts.widgets.board"),
    ],
)
def test_the_cycle_finder_finds_a_cycle(source: str, cycle: str) -> None:
    graph = _graph(with_exceptions=False)
    graph[source] = {*graph[source], cycle}
    assert any(source in group and cycle in group for group in _cycles(graph))
