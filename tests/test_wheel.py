"""The package as users install it: an sdist, a wheel built from it, installed (not editable) in a fresh venv.

Every module and every package data file of the source tree must be in the installed
package, so a new subpackage or data file that the build would leave out fails here; and
the learners' Voila template must be installed where Voila looks for templates.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "draughts"
SOURCES = ("pyproject.toml", "README.md", "draughts", "share")
TEMPLATE = Path("share", "jupyter", "voila", "templates", "draughts")
"""The learners' Voila template, installed under the environment's prefix, where Voila finds it."""


def _package_files() -> tuple[list[str], list[str]]:
    """The modules of the source tree (dotted names) and its data files (paths inside the package)."""
    modules, data = [], []
    for path in sorted(PACKAGE.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        relative = path.relative_to(ROOT)
        if path.suffix == ".py":
            modules.append(".".join(relative.with_suffix("").parts).removesuffix(".__init__"))
        else:
            data.append(path.relative_to(PACKAGE).as_posix())
    return modules, data


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel built from it, from a clean copy of the source tree."""
    pytest.importorskip("build", reason="building needs the 'build' package (pip install -r requirements.txt)")
    tree = tmp_path_factory.mktemp("tree")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, tree / name)
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(tree)], dict(os.environ))
    return out


def _run(command: list[str], env: dict[str, str], cwd: Path | None = None) -> str:
    """Run *command*; its output, or a failed assertion that shows what it printed."""
    result = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True)
    printed = result.stdout[-3000:] + result.stderr[-3000:]
    assert result.returncode == 0, f"{' '.join(command[:4])} ... failed:\n{printed}"
    return result.stdout


def test_the_sdist_holds_every_source_and_data_file(built: Path) -> None:
    (sdist,) = built.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    modules, data = _package_files()
    for module in modules:
        path = module.replace(".", "/")
        assert f"{path}.py" in names or f"{path}/__init__.py" in names, f"{module} is missing from the sdist"
    for name in data:
        assert f"draughts/{name}" in names, f"draughts/{name} is missing from the sdist"


def test_the_wheel_installs_and_every_module_imports(built: Path, tmp_path: Path) -> None:
    (wheel,) = built.glob("*.whl")
    env = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env)
    python = env / ("Scripts" if os.name == "nt" else "bin") / "python"
    clean = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    # This environment's pip installs into the fresh one: no network, no pip copied into it.
    pip = [sys.executable, "-m", "pip", "--python", str(python)]
    _run([*pip, "install", "--no-index", "--no-deps", str(wheel)], clean)
    modules, data = _package_files()
    # The lessons' own dependencies (ipywidgets, matplotlib) come from this environment, after the fresh one.
    check = f"""
import importlib, importlib.resources, json, sys
sys.path.extend({json.dumps(site.getsitepackages())})
found = {{}}
for name in {json.dumps(modules)}:
    found[name] = importlib.import_module(name).__file__
missing = [name for name in {json.dumps(data)} if not importlib.resources.files("draughts").joinpath(name).is_file()]
print(json.dumps({{"files": found, "missing": missing}}))
"""
    report = json.loads(_run([str(python), "-c", check], clean, cwd=tmp_path))
    installed = str(env.resolve())
    outside = [name for name, path in report["files"].items() if not str(Path(path).resolve()).startswith(installed)]
    assert outside == [], "these modules were imported from outside the fresh environment"
    assert sorted(report["files"]) == sorted(modules)
    assert report["missing"] == []
    assert {"draughts.widgets", "draughts.widgets.board"} <= set(report["files"])
    assert "py.typed" in data
    template = sorted(path.name for path in (ROOT / TEMPLATE).iterdir())
    assert template == ["conf.json", "index.html.j2"]
    assert [name for name in template if not (env / TEMPLATE / name).is_file()] == [], "the Voila template"
