"""Code quality gates: ruff on everything, mypy --strict on the package."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.skipif(
    shutil.which("ruff") is None and not Path(sys.executable).with_name("ruff").exists(), reason="ruff is not installed"
)
def test_ruff_is_clean() -> None:
    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    result = _run(ruff, "check", "draughts", "tests", "benchmarks", "scripts")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_the_package() -> None:
    result = _run(sys.executable, "-m", "mypy", "--strict", "draughts")
    assert result.returncode == 0, result.stdout + result.stderr
