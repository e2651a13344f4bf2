"""The site builder's pure parts: which packages go into the browser's Python, and the lock file."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType

import pytest
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def _build_site() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_site"] = module
    spec.loader.exec_module(module)
    return module


build_site = _build_site()


def make_wheel(folder: Path, name: str, version: str, files: dict[str, str], requires: list[str]) -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {spec}\n" for spec in requires)
    with zipfile.ZipFile(path, "w") as archive:
        for member, text in files.items():
            archive.writestr(member, text)
        archive.writestr(f"{name}-{version}.dist-info/METADATA", metadata)
    return path


def test_the_kernel_gets_every_lesson_package_but_those_it_does_without() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    lessons = {
        canonicalize_name(spec.split(">")[0].split("=")[0]) for spec in project["optional-dependencies"]["lessons"]
    }
    kernel = set(build_site.lessons_packages())
    assert "ipywidgets" in kernel
    assert kernel == lessons - set(build_site.NOT_IN_THE_KERNEL)
    assert set(build_site.NOT_IN_THE_KERNEL) <= lessons, "every package left out is one the lessons list"


def test_requirements_are_read_as_the_browsers_python_sees_them(tmp_path: Path) -> None:
    wheel = make_wheel(
        tmp_path,
        "demo",
        "1.0",
        {"demo/__init__.py": ""},
        [
            "ipywidgets>=8",
            "Typing_Extensions; python_version < '3.15'",
            "pywin32; sys_platform == 'win32'",
            "pytest; extra == 'test'",
        ],
    )
    assert build_site.requirements(wheel, "3.14") == ["ipywidgets", "typing-extensions"]


def test_top_level_imports_are_packages_and_modules(tmp_path: Path) -> None:
    files = {"demo/__init__.py": "", "demo/sub/x.py": "", "single.py": "", "demo-1.0.data/data/share/x": ""}
    wheel = make_wheel(tmp_path, "demo", "1.0", files, [])
    assert build_site.top_level_imports(wheel) == ("demo", "single")


def test_the_lock_lists_exactly_the_shipped_wheels_with_their_real_hashes(tmp_path: Path) -> None:
    source, target = tmp_path / "source", tmp_path / "target"
    source.mkdir()
    target.mkdir()
    a = make_wheel(source, "alpha", "1.0", {"alpha/__init__.py": ""}, [])
    b = make_wheel(source, "beta", "2.0", {"beta/__init__.py": ""}, [])
    wheels = [
        build_site.Wheel("alpha", "1.0", a, ("alpha",), ("beta", "widgetsnbextension")),
        build_site.Wheel("beta", "2.0", b, ("beta",), ()),
    ]
    build_site.write_lock({"info": {"python": "3.14"}, "packages": {"numpy": {}}}, wheels, target)
    lock = json.loads((target / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == {"python": "3.14"}
    assert sorted(lock["packages"]) == ["alpha", "beta"]
    alpha = lock["packages"]["alpha"]
    assert alpha["sha256"] == hashlib.sha256(a.read_bytes()).hexdigest()
    assert alpha["file_name"] == a.name and (target / a.name).read_bytes() == a.read_bytes()
    assert alpha["depends"] == ["beta"], "a dependency the kernel brings itself is not locked"
    assert alpha["imports"] == ["alpha"]


def test_a_wheel_is_found_whatever_its_name_is_spelled(tmp_path: Path) -> None:
    wheel = make_wheel(tmp_path, "prompt_toolkit", "3.0.52", {}, [])
    assert build_site.find_wheel(tmp_path, "prompt-toolkit", "3.0.52") == wheel
    assert build_site.find_wheel(tmp_path, "prompt-toolkit", "3.0.51") is None


def test_a_missing_package_is_a_clear_error() -> None:
    with pytest.raises(build_site.BuildError, match="not installed"):
        build_site.installed_version("no-such-package-here")
