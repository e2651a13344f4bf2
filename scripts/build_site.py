"""Build the course as a website that runs Python in the browser, with no CDN.

    python scripts/build_site.py                  # writes build/site
    python -m http.server -d build/site 8000      # then open http://localhost:8000
    python scripts/build_site.py --language fr    # the learner's view in French (draughts/locale/fr.po)

The site has two faces: the learner's view at ``learn/`` (each lesson as a page of its
own, no code shown; built by ``scripts/learners_view.py``), where the root page sends
learners, and the lessons as notebooks in JupyterLab (JupyterLite) at ``lab/``.

Every file the site needs is served from the site itself: the JupyterLite front end and
its Pyodide kernel (the Python packages ``jupyterlite-core`` and
``jupyterlite-pyodide-kernel``), the Pyodide runtime (``npm pack pyodide@VERSION``, the
version that kernel pins), the wheels the kernel loads when it starts (at the versions of
Pyodide's lock file), the packages the lessons use in the kernel with their front-end
extensions, this package's wheel built from the working tree, and the lessons.

The kernel's packages come from one list, the ``lessons`` extra of ``pyproject.toml``
(what a learner's Python needs), less the packages named in :data:`NOT_IN_THE_KERNEL`;
each is taken at the version installed here, with its dependencies. Pyodide's lock file
is rewritten to list exactly the wheels shipped, with their real hashes, so that a
cell's ``import`` finds them and nothing is fetched from a package index.

Downloads are kept in ``build/site-cache`` so a second build is quick; the build tool's
own step cache is cleared every time (a stale one can skip the step that points the
kernel at the local runtime, and the kernel would then wait for a CDN).

Last, the learner's view (``learn/``), when the site has one, gets its service worker
(``scripts/site_cache.py``: the view opens with no network after one visit), and every
compressible file gets its ``.gz`` copy (``scripts/precompress.py``) for hosts that serve
them.
"""

from __future__ import annotations

import argparse
import email.parser
import hashlib
import importlib.metadata
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "build" / "site"
CACHE = ROOT / "build" / "site-cache"
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
PYODIDE_URL = "./static/pyodide/pyodide.mjs"
LEARNERS_VIEW = "learn"
"""The folder of the learner's view in the site, which its service worker keeps offline."""

NOT_IN_THE_KERNEL = {
    "jupyterlab": "the site is a JupyterLab of its own",
    "voila": "a server that turns notebooks into web apps",
    "matplotlib": "no WebAssembly build: the lessons draw every board and chart as SVG",
}
"""Packages of the ``lessons`` extra that the browser's Python does without, and why."""

KERNEL_START = ("micropip", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
"""What the Pyodide kernel installs when it starts, before any cell runs."""

RUNTIME_SKIPPED = (".map", ".d.ts", ".html", "README.md", "package.json", "pyodide.js")
"""Files of the Pyodide npm package the site does not use (it loads ``pyodide.mjs``)."""

SETTINGS = {
    "@jupyterlab/apputils-extension:notification": {"checkForUpdates": False, "fetchNews": "false"},
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
}
"""Front-end settings: no update check or news (nothing outside the site), every cell drawn."""

PYODIDE_ENVIRONMENT = {"sys_platform": "emscripten", "platform_system": "Emscripten", "extra": ""}
"""How requirement markers see the browser's Python (its version is added from the kernel)."""


class BuildError(RuntimeError):
    """A step of the build that cannot go on; the message says what to do."""


@dataclass(frozen=True)
class Wheel:
    """A wheel shipped in the site and its entry in the local lock file."""

    name: str
    version: str
    path: Path
    imports: tuple[str, ...]
    depends: tuple[str, ...]


def run(*command: str | Path, cwd: Path | None = None) -> None:
    """Run a command, and turn its failure into a :class:`BuildError` with its output."""
    result = subprocess.run([str(part) for part in command], cwd=cwd, capture_output=True, text=True)
    if result.returncode:
        raise BuildError(f"{' '.join(map(str, command))} failed:\n{result.stdout}{result.stderr}")


def kernel_pins() -> tuple[str, str]:
    """The Pyodide version and the Python version that the installed kernel package pins."""
    try:
        from jupyterlite_pyodide_kernel import constants
    except ImportError:
        raise BuildError("install the site's build tools first: pip install -r requirements.txt") from None
    return constants.PYODIDE_VERSION, constants.PYODIDE_PYTHON_VERSION


def lessons_packages() -> list[str]:
    """The kernel's own packages: the ``lessons`` extra less :data:`NOT_IN_THE_KERNEL`."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = [canonicalize_name(Requirement(spec).name) for spec in project["optional-dependencies"]["lessons"]]
    return [name for name in names if name not in NOT_IN_THE_KERNEL]


def installed_version(name: str) -> str:
    """The version of *name* installed here (the one the lessons are checked with)."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        raise BuildError(f"{name} is not installed: pip install -r requirements.txt") from None


def pyodide_runtime(version: str, cache: Path) -> Path:
    """The Pyodide npm package, fetched once into *cache*."""
    tarball = cache / f"pyodide-{version}.tgz"
    if not tarball.exists():
        cache.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", f"pyodide@{version}", "--pack-destination", cache)
    return tarball


def unpack_runtime(tarball: Path, target: Path) -> dict[str, dict[str, object]]:
    """Unpack the runtime files into *target* and return the packages of its lock file."""
    target.mkdir(parents=True)
    lock: dict[str, dict[str, object]] = {}
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if not member.isfile() or "/" in name or name.endswith(RUNTIME_SKIPPED):
                continue
            data = archive.extractfile(member)
            assert data is not None
            if name == "pyodide-lock.json":
                lock = json.load(data)
            else:
                (target / name).write_bytes(data.read())
    if not lock:
        raise BuildError(f"{tarball.name} has no pyodide-lock.json")
    return lock


def download(specs: list[str], python: str, wheels: Path) -> None:
    """Fetch pure-Python wheels of *specs* (``name==version``) from the package index, once."""
    missing = [spec for spec in specs if not find_wheel(wheels, *spec.split("=="))]
    if not missing:
        return
    options = ["--no-deps", "--only-binary=:all:", "--implementation", "py", "--abi", "none", "--platform", "any"]
    run(sys.executable, "-m", "pip", "download", "-q", *options, "--python-version", python, "-d", wheels, *missing)


def find_wheel(wheels: Path, name: str, version: str) -> Path | None:
    """The wheel of *name* at *version* in *wheels*, if it is there."""
    stem = re.sub(r"[-_.]+", "_", name).lower()
    for path in wheels.glob("*.whl"):
        parts = path.name.split("-")
        if parts[0].lower().replace(".", "_") == stem and parts[1] == version:
            return path
    return None


def wheel_metadata(path: Path) -> email.message.Message:
    with zipfile.ZipFile(path) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        return email.parser.Parser().parsestr(archive.read(name).decode("utf-8"))


def top_level_imports(path: Path) -> tuple[str, ...]:
    """The names a wheel makes importable: its top-level packages and modules."""
    names = set()
    with zipfile.ZipFile(path) as archive:
        for member in archive.namelist():
            top = member.split("/")[0]
            if ".dist-info" in top or ".data" in top:
                continue
            if "/" in member or member.endswith(".py"):
                names.add(top.removesuffix(".py"))
    return tuple(sorted(name for name in names if name.isidentifier()))


def requirements(path: Path, python: str) -> list[str]:
    """The names a wheel requires in the browser's Python (markers evaluated there)."""
    environment = {**PYODIDE_ENVIRONMENT, "python_version": python, "python_full_version": f"{python}.0"}
    names = []
    for spec in wheel_metadata(path).get_all("Requires-Dist") or []:
        requirement = Requirement(spec)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            names.append(canonicalize_name(requirement.name))
    return names


def kernel_stubs(extension: Path) -> set[str]:
    """The packages whose stand-ins the kernel's front-end extension ships (``static/pypi``)."""
    return {canonicalize_name(path.name.split("-")[0]) for path in (extension / "static" / "pypi").glob("*.whl")}


def resolve(
    roots: list[str], lock: dict[str, dict[str, object]], stubs: set[str], python: str, wheels: Path
) -> dict[str, Wheel]:
    """Every wheel the kernel needs for *roots*, with its dependencies, downloaded into *wheels*.

    A package in Pyodide's lock is taken at the lock's version; any other at the version
    installed here. Packages the kernel extension ships as stand-ins are left out.
    """
    by_name = {canonicalize_name(name): entry for name, entry in lock.items()}
    found: dict[str, Wheel] = {}
    todo = [canonicalize_name(name) for name in roots]
    while todo:
        level = sorted({name for name in todo if name not in found and name not in stubs})
        todo = []
        specs = {
            name: f"{name}=={by_name[name]['version'] if name in by_name else installed_version(name)}"
            for name in level
        }
        download(list(specs.values()), python, wheels)
        for name, spec in specs.items():
            path = find_wheel(wheels, *spec.split("=="))
            if path is None:
                raise BuildError(f"no pure-Python wheel of {spec} was found: it cannot run in the browser")
            if name in by_name:
                entry = by_name[name]
                depends = [canonicalize_name(str(dep)) for dep in entry["depends"]]  # type: ignore[attr-defined]
                imports = tuple(entry["imports"])  # type: ignore[call-overload]
            else:
                depends, imports = requirements(path, python), top_level_imports(path)
            found[name] = Wheel(name, spec.split("==")[1], path, imports, tuple(depends))
            todo.extend(depends)
    return {name: wheel for name, wheel in sorted(found.items())}


def own_wheel(wheels: Path, depends: list[str]) -> Wheel:
    """This package's wheel, built from the working tree."""
    shutil.rmtree(wheels, ignore_errors=True)
    run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", wheels, ROOT)
    (path,) = wheels.glob("*.whl")
    name = canonicalize_name(path.name.split("-")[0])
    return Wheel(name, path.name.split("-")[1], path, top_level_imports(path), tuple(depends))


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_lock(lock: dict[str, object], wheels: list[Wheel], target: Path) -> None:
    """Copy *wheels* into *target* beside a lock file that lists exactly them."""
    shipped = {wheel.name for wheel in wheels}
    packages = {}
    for wheel in wheels:
        shutil.copy2(wheel.path, target / wheel.path.name)
        packages[wheel.name] = {
            "name": wheel.name,
            "version": wheel.version,
            "file_name": wheel.path.name,
            "install_dir": "site",
            "sha256": sha256(wheel.path),
            "package_type": "package",
            "imports": list(wheel.imports),
            "depends": sorted(name for name in wheel.depends if name in shipped),
            "unvendored_tests": False,
        }
    text = json.dumps({"info": lock["info"], "packages": packages}, indent=1, sort_keys=True)
    (target / "pyodide-lock.json").write_text(text + "\n", encoding="utf-8")


def labextension_wheels(wheels: list[Wheel]) -> list[Path]:
    """The wheels that carry a JupyterLab front-end extension (widgets need theirs)."""
    found = []
    for wheel in wheels:
        with zipfile.ZipFile(wheel.path) as archive:
            if any("/share/jupyter/labextensions/" in name for name in archive.namelist()):
                found.append(wheel.path)
    return found


def kernel_extension_wheel(wheels: Path) -> Path:
    """The wheel of the installed Pyodide kernel package, whose front-end extension runs the kernel."""
    spec = f"jupyterlite-pyodide-kernel=={installed_version('jupyterlite-pyodide-kernel')}"
    download([spec], f"{sys.version_info.major}.{sys.version_info.minor}", wheels)
    path = find_wheel(wheels, *spec.split("=="))
    assert path is not None
    return path


def extension_folder(wheel: Path, target: Path) -> Path:
    """Unpack the kernel's front-end extension from its wheel (to read its stand-in wheels)."""
    with zipfile.ZipFile(wheel) as archive:
        marker = f"/share/jupyter/labextensions/{KERNEL_EXTENSION}/"
        for name in archive.namelist():
            if marker in name and not name.endswith("/"):
                out = target / name.split(marker, 1)[1]
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(archive.read(name))
    return target


def lite_config(lite: Path) -> None:
    """``jupyter-lite.json`` and ``overrides.json``: the local runtime, no package index."""
    kernel = {"pyodideUrl": PYODIDE_URL, "disablePyPIFallback": True}
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Draughts lessons",
            "exposeAppInBrowser": True,
            "litePluginSettings": {f"{KERNEL_EXTENSION}:kernel": kernel},
        },
    }
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    (lite / "overrides.json").write_text(json.dumps(SETTINGS, indent=2) + "\n", encoding="utf-8")


def check_site(output: Path) -> None:
    """Refuse a site whose kernel would look for its runtime or packages anywhere but the site."""
    config = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][f"{KERNEL_EXTENSION}:kernel"]
    if settings.get("pyodideUrl") != PYODIDE_URL or settings.get("disablePyPIFallback") is not True:
        raise BuildError(f"the kernel settings were lost in the build: {settings}")
    runtime = output / PYODIDE_URL
    lock = json.loads((runtime.parent / "pyodide-lock.json").read_text(encoding="utf-8"))
    for entry in lock["packages"].values():
        wheel = runtime.parent / entry["file_name"]
        if not wheel.exists() or sha256(wheel) != entry["sha256"]:
            raise BuildError(f"{wheel.name} does not match the lock file")


def _sibling(name: str) -> ModuleType:
    """A module of this folder of scripts (which is not a package)."""
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def runtime_for(runtime: Path, package: str) -> list[Path]:
    """The files of the runtime in *runtime* that Python needs to load *package*: the runtime
    itself, its lock file, and the wheels of *package* and of its dependencies."""
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    needed, todo = set(), [package]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo.extend(lock[name]["depends"])
    wheels = [runtime / lock[name]["file_name"] for name in sorted(needed)]
    return [path for path in sorted(runtime.iterdir()) if path.suffix not in (".whl", ".gz", ".br")] + wheels


def keep_offline(output: Path) -> str | None:
    """Give the learner's view its service worker, when the site has one; return the worker's version.

    The worker keeps every file of the view and, unless the view has its own copy of
    Python's runtime, the files of the site's runtime that load this package.
    """
    view = output / LEARNERS_VIEW
    if not view.is_dir():
        return None
    runtime = (output / PYODIDE_URL).parent
    listed = view / "python.json"  # the wheels the view installs itself, when it says which
    if any(view.rglob("pyodide.mjs")):
        also = []
    elif listed.is_file():
        wheels = json.loads(listed.read_text(encoding="utf-8"))["wheels"]
        files = [path for path in sorted(runtime.iterdir()) if path.suffix not in (".whl", ".gz", ".br")]
        also = files + [runtime / name for name in wheels]
    else:
        lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
        ours = next(name for name, entry in lock.items() if "draughts" in entry["imports"])
        also = runtime_for(runtime, ours)
    version: str = _sibling("site_cache").write_worker(view, also)
    return version


def build(output: Path = OUTPUT, cache: Path = CACHE, language: object = None) -> dict[str, object]:
    """Build the site into *output* and return what went in; the learner's view in *language*
    (a ``site_messages.Language``; English when ``None``)."""
    start = time.perf_counter()
    pyodide, python = kernel_pins()
    downloads = cache / "downloads"
    lite = cache / "lite"
    shutil.rmtree(lite, ignore_errors=True)  # the build tool's step cache lives here too
    shutil.rmtree(output, ignore_errors=True)
    runtime_dir = lite / "static" / "pyodide"
    lock = unpack_runtime(pyodide_runtime(pyodide, downloads), runtime_dir)
    kernel_wheel = kernel_extension_wheel(downloads / "tools")
    stubs = kernel_stubs(extension_folder(kernel_wheel, cache / "lite-extension"))
    kernel_packages = lessons_packages()
    wheels = resolve([*KERNEL_START, *kernel_packages], lock["packages"], stubs, python, downloads / "wheels")
    ours = own_wheel(cache / "own-wheel", kernel_packages)
    shipped = [*wheels.values(), ours]
    write_lock(lock, shipped, runtime_dir)
    lite_config(lite)
    files = lite / "files"
    files.mkdir()
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        shutil.copy2(notebook, files / notebook.name)
    extensions = [kernel_wheel, *labextension_wheels(shipped)]
    run(
        sys.executable,
        "-m",
        "jupyter",
        "lite",
        "build",
        "--lite-dir",
        lite,
        "--output-dir",
        output,
        "--contents",
        files,
        "--apps",
        "lab",
        "--ignore-sys-prefix",
        "--no-sourcemaps",
        "--no-unused-shared-packages",
        *(f"--LiteBuildConfig.federated_extensions={path}" for path in extensions),
        cwd=lite,
    )
    check_site(output)
    learn = _sibling("learners_view").build(output, [wheel.path for wheel in shipped], language=language)
    worker = keep_offline(output)
    compressed = _sibling("precompress").precompress(output)
    return {
        "pyodide": pyodide,
        "wheels": [wheel.path.name for wheel in shipped],
        "extensions": [path.name for path in extensions],
        "learner_wheels": learn["wheels"],
        "bytes": sum(path.stat().st_size for path in site_files(output)),
        "compressed": compressed,
        "worker": worker,
        "seconds": time.perf_counter() - start,
    }


def site_files(output: Path) -> list[Path]:
    """The site's files, less the compressed copies of some of them."""
    copies = (".gz", ".br")
    return [path for path in output.rglob("*") if path.is_file() and not path.name.endswith(copies)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--output", type=Path, default=OUTPUT, help=f"where to write the site (default {OUTPUT})")
    parser.add_argument("--cache", type=Path, default=CACHE, help=f"where downloads are kept (default {CACHE})")
    parser.add_argument("--language", default="en", help="the learner's view's language (default en)")
    args = parser.parse_args(argv)
    try:
        language = None if args.language == "en" else _sibling("site_messages").Language.named(args.language)
        report = build(args.output.resolve(), args.cache.resolve(), language)
    except (BuildError, FileNotFoundError) as error:
        print(f"build_site: {error}", file=sys.stderr)
        return 1
    print(f"Pyodide {report['pyodide']}; kernel wheels: {', '.join(report['wheels'])}")  # type: ignore[arg-type]
    print(f"learner's view wheels: {', '.join(report['learner_wheels'])}")  # type: ignore[arg-type]
    print(f"front-end extensions from: {', '.join(report['extensions'])}")  # type: ignore[arg-type]
    print(f"site: {args.output} ({report['bytes'] / 1e6:.1f} MB) built in {report['seconds']:.1f} s")  # type: ignore[operator]
    compressed = report["compressed"]
    sizes = ", ".join(f"{suffix} {size / 1e6:.1f} MB" for suffix, size in compressed.compressed.items())  # type: ignore[attr-defined]
    print(f"compressed copies of {compressed.files} files ({compressed.plain / 1e6:.1f} MB): {sizes}")  # type: ignore[attr-defined]
    if report["worker"]:
        print(f"{LEARNERS_VIEW}/sw.js: version {report['worker']}, keeps the view offline")
    return 0


if __name__ == "__main__":
    sys.exit(main())
