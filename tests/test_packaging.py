"""The set-up files agree with each other: requirements, conda environment, README and CI."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _names(lines: list[str]) -> set[str]:
    names = set()
    for line in lines:
        line = line.split("#")[0].strip()
        if line.startswith("-e"):
            continue
        line = line.removeprefix("- ").strip()
        if not line or line in ("pip", "pip:"):
            continue
        name = re.split(r"[<>=!~\[ ]", line)[0].lower().replace("_", "-")
        if name and name != "python":
            names.add(name)
    return names


def _requirement_lines() -> list[str]:
    return (ROOT / "requirements.txt").read_text().splitlines()


def _environment_lines() -> list[str]:
    text = (ROOT / "environment.yml").read_text()
    deps = text.split("dependencies:", 1)[1]
    return [line for line in deps.splitlines() if line.strip().startswith("- ")]


def test_environment_yml_lists_the_same_packages_as_requirements() -> None:
    assert _names(_environment_lines()) == _names(_requirement_lines())


def test_the_versions_agree_too() -> None:
    pins = {re.split(r"[<>=]", line.strip())[0]: line.strip() for line in _requirement_lines() if ">=" in line}
    for line in _environment_lines():
        entry = line.strip()[2:].strip()
        name = re.split(r"[<>=]", entry)[0]
        if name in pins:
            assert entry == pins[name], f"{name}: environment.yml says {entry}, requirements.txt {pins[name]}"


def test_pyproject_extras_cover_the_same_packages() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = [dep for group in project["optional-dependencies"].values() for dep in group]
    assert _names(extras) == _names(_requirement_lines())
    assert project["dependencies"] == [], "the rules engine has no runtime dependency"


def _readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```(?:bash|sh)\n(.*?)```", readme, flags=re.S)
    return [line.strip() for block in blocks[:2] for line in block.splitlines() if line.strip()]


def test_readme_has_two_commands_and_ci_runs_the_test_one() -> None:
    lessons, tests = _readme_commands()[:2]
    assert "jupyter lab" in lessons and "pytest" in tests
    assert tests in (ROOT / ".ci" / "run").read_text()


def test_readme_examples_run() -> None:
    import doctest

    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 5 and result.failed == 0


def test_readme_lesson_command_starts_jupyterlab(tmp_path: Path) -> None:
    """The README's first command opens the lessons, for root (a container, a cloud machine) as for anyone."""
    import os
    import shlex
    import subprocess
    import sys
    import time

    lessons = _readme_commands()[0]
    words = shlex.split(lessons.split("&&")[-1])
    assert words[0] == ".venv/bin/jupyter"
    command = [str(Path(sys.executable).with_name("jupyter")), *words[1:], "--no-browser", "--port=0"]
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path), "JUPYTER_PLATFORM_DIRS": "1"}
    server = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    lines = []
    try:
        deadline = time.monotonic() + 120
        assert server.stderr is not None
        while time.monotonic() < deadline:
            line = server.stderr.readline()
            if not line:
                break
            lines.append(line)
            if "is running at" in line:
                break
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert any("is running at" in line for line in lines), "".join(lines[-20:])
