"""Code quality gates: ruff on everything, mypy --strict on the package."""

from __future__ import annotations

import importlib
import pkgutil
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


_NEEDS_RUFF = pytest.mark.skipif(
    shutil.which("ruff") is None and not Path(sys.executable).with_name("ruff").exists(), reason="ruff is not installed"
)


@_NEEDS_RUFF
def test_ruff_is_clean() -> None:
    """Code and notebooks alike pass ``ruff check``."""
    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    result = _run(ruff, "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


@_NEEDS_RUFF
def test_ruff_format_is_clean() -> None:
    """Code and notebooks alike are laid out as ``ruff format`` lays them out."""
    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    result = _run(ruff, "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_the_package() -> None:
    result = _run(sys.executable, "-m", "mypy", "--strict", "draughts")
    assert result.returncode == 0, result.stdout + result.stderr


_BOARD_INSIDES = re.compile(r"(?<!\bself)\._(gen|stack|rules|white_men|white_kings|black_men|black_kings|legal_list)\b")


def test_only_the_board_touches_its_private_fields() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in sorted((ROOT / "draughts").rglob("*.py"))
        if path != ROOT / "draughts" / "core" / "board.py"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if _BOARD_INSIDES.search(line)
    ]
    assert offenders == []


# Files still raising a bare ValueError, to move to the error family of draughts/core/errors.py.
_BARE_VALUE_ERRORS_LEFT = {"draughts/compare/differences.py": 3}


def test_the_package_raises_its_own_errors_not_a_bare_value_error() -> None:
    found = {
        str(path.relative_to(ROOT)): count
        for path in sorted((ROOT / "draughts").rglob("*.py"))
        if (count := len(re.findall(r"raise ValueError\b", path.read_text())))
    }
    assert all(count <= _BARE_VALUE_ERRORS_LEFT.get(path, 0) for path, count in found.items()), found


def test_every_error_of_the_package_lives_in_errors() -> None:
    import draughts
    from draughts.core import errors

    homes = {}
    for module in pkgutil.walk_packages(draughts.__path__, "draughts."):
        loaded = importlib.import_module(module.name)
        for value in vars(loaded).values():
            if isinstance(value, type) and issubclass(value, ValueError) and value.__module__.startswith("draughts"):
                homes[value.__name__] = value.__module__
    assert homes and set(homes.values()) == {errors.__name__}
