"""Fixtures for the end-to-end tests: headless Debian Chromium through Playwright, and notebook servers.

Without /usr/bin/chromium (or Playwright) the tests are skipped with the reason, except
when the environment variable CI is "true": there a missing browser is a failure.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, suppress
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "tests" / "screenshots"
AXE = ROOT / "tests" / "browser" / "node_modules" / "axe-core" / "axe.min.js"
OURS = ".draughts-ui, .draughts-widget, .draughts-board-view, svg.draughts-picture, img[src*='draughts-']"
"""What the package puts on a page: its widgets and its pictures (inline, or made images by the page)."""
TEMPLATES = ROOT / "share" / "jupyter"
"""The folder of the learners' Voila template (voila/templates/draughts), put on the Jupyter path of every server."""
VOILA = ["voila", "--template=draughts", "--no-browser", "--port={port}", "--Voila.ip=127.0.0.1"]
"""Voila as learners see it: ``python -m`` these arguments and a notebook or a folder."""
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true, so the browser tests must run)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """Playwright, started once for every browser of the session."""
    if not CHROMIUM.exists():
        _unavailable(f"{CHROMIUM} is missing: install Debian's chromium to run the browser tests")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed: pip install playwright")
    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """A headless Chromium, shared by the browser tests."""
    chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    try:
        yield chromium
    finally:
        chromium.close()


@contextmanager
def _checked_page(browser: Any) -> Iterator[Any]:
    """A page, 1280x900, in a fresh browser context, failing the test on errors thrown by its scripts."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


@pytest.fixture
def checked_page() -> Callable[[Any], AbstractContextManager[Any]]:
    """``with checked_page(browser) as page``: a fresh page of *browser* that fails the test on script errors."""
    return _checked_page


_CLASS_BOARD_LAYOUT = """() => {
    const board = document.querySelector(".draughts-classboard .draughts-frame").getBoundingClientRect();
    const panel = document.querySelector(".draughts-classboard .draughts-class-panel").getBoundingClientRect();
    const message = document.querySelector(".draughts-classboard .draughts-class-message");
    return { beside: panel.left >= board.right && panel.top < board.bottom,
             message: parseFloat(getComputedStyle(message).fontSize) };
}"""


@pytest.fixture
def class_board_layout() -> Callable[[Any], dict[str, Any]]:
    """``class_board_layout(page)``: whether the class board's panel (goal, message, buttons) sits
    beside the board, and the message's type size in px: ``{"beside": True, "message": 31.0}``."""
    return lambda page: page.evaluate(_CLASS_BOARD_LAYOUT)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page, 1280x900, that fails the test on errors thrown by the page's scripts."""
    with _checked_page(browser) as page:
        yield page


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Callable[[list[str]], str]]:
    """Start Jupyter servers in *tmp_path*: ``server(arguments)`` runs ``python -m <arguments>``.

    ``{port}`` in the arguments is replaced by a free port; the call returns the base URL
    once the server listens (within 60 s). The kernels import the package from this
    checkout, and the servers keep their runtime files in *tmp_path*. Every server and its
    kernels are stopped when the test ends, whatever happens.
    """
    with ExitStack() as stack:

        def start(arguments: list[str]) -> str:
            port = _free_port()
            command = [argument.replace("{port}", str(port)) for argument in arguments]
            stack.enter_context(_serve(command, port, cwd=tmp_path))
            return f"http://127.0.0.1:{port}"

        yield start


@pytest.fixture(scope="session")
def script() -> Callable[[str], ModuleType]:
    """``script(name)`` imports scripts/<name>.py (the scripts folder is not a package)."""
    return _script


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, freshly built once for the session."""
    if importlib.util.find_spec("jupyterlite_pyodide_kernel") is None:
        _unavailable("jupyterlite-pyodide-kernel is not installed: pip install -r requirements.txt")
    site = tmp_path_factory.mktemp("site") / "site"
    _script("build_site").build(output=site)
    return site


@pytest.fixture(scope="session")
def offline_site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The site, freshly built and served with no network but loopback."""
    served = _script("offline_site")
    reason = served.missing()
    if reason:
        _unavailable(reason)
    site = request.getfixturevalue("built_site")
    with served.offline(site, tmp_path_factory.mktemp("offline")) as running:
        yield running


@pytest.fixture(scope="session")
def offline_browser(playwright: Any, offline_site: Any) -> Iterator[Any]:
    """A headless Chromium inside the site's network namespace."""
    chromium = playwright.chromium.launch(executable_path=str(offline_site.chromium), args=CHROMIUM_ARGS)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture
def voila(
    tmp_path: Path, server: Callable[[list[str]], str], require: Callable[[str], None]
) -> Callable[[str, str, str], str]:
    """``voila(name, title, code)`` writes a one-cell notebook under a title, serves it with Voila, returns its URL."""
    require("voila")
    import nbformat

    def serve(name: str, title: str, code: str) -> str:
        notebook = nbformat.v4.new_notebook(
            cells=[nbformat.v4.new_markdown_cell(f"# {title}"), nbformat.v4.new_code_cell(code)],
            metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        )
        nbformat.write(notebook, tmp_path / name)
        return server([*VOILA, name])

    return serve


@pytest.fixture(scope="session")
def lessons(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], str]]:
    """One Voila server for the session, on a copy of the lesson notebooks: ``lessons(name)`` is a lesson's URL."""
    if importlib.util.find_spec("voila") is None:
        _unavailable("voila is not installed")
    folder = tmp_path_factory.mktemp("lessons")
    for notebook in (ROOT / "notebooks").glob("*.ipynb"):
        shutil.copy(notebook, folder)
    port = _free_port()
    # A page closed by a test leaves its kernel behind; the server shuts it down once idle and unwatched.
    culling = ["--MappingKernelManager.cull_idle_timeout=20", "--MappingKernelManager.cull_interval=10"]
    command = [argument.replace("{port}", str(port)) for argument in [*VOILA, *culling, str(folder)]]
    with _serve(command, port, cwd=folder):
        yield lambda name: f"http://127.0.0.1:{port}/voila/render/{name}.ipynb"


@pytest.fixture
def screenshot() -> Callable[[Any, str], None]:
    """``screenshot(page, name)`` saves a full-page picture to tests/screenshots/ (git-ignored)."""

    def save(page: Any, name: str) -> None:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)

    return save


AUDIT = """async (ours) => {
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => {
            const element = node.target.length === 1 ? document.querySelector(node.target[0]) : null;
            return {
                target: node.target.join(" "),
                html: node.html.slice(0, 300),
                ours: Boolean(element && element.closest(ours)),
            };
        }),
    }));
}"""


@pytest.fixture
def axe() -> Callable[[Any, str], list[str]]:
    """``axe(page, name)``: run axe-core on the page and return the violations in the package's part of it.

    Every violation is saved to tests/screenshots/name.json, each node marked ``ours``
    when it lies in the package's widgets or pictures rather than in the page around
    them (Jupyter's own). axe-core comes from the npm registry: ``npm ci --prefix tests/browser``
    (run here when npm is installed and it is missing).
    """
    if not AXE.exists() and shutil.which("npm"):
        # Fetched once into tests/browser/node_modules (git-ignored), at the version the lock file pins.
        subprocess.run(
            ["npm", "ci", "--prefix", str(AXE.parents[2]), "--no-audit", "--no-fund"],
            capture_output=True,
            check=False,
            timeout=300,
        )
    if not AXE.exists():
        _unavailable(f"{AXE.relative_to(ROOT)} is missing: run npm ci --prefix tests/browser")

    def audit(page: Any, name: str) -> list[str]:
        page.add_script_tag(path=str(AXE))
        violations: list[dict[str, Any]] = page.evaluate(AUDIT, OURS)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (SCREENSHOTS / f"{name}.json").write_text(json.dumps(violations, indent=1))
        return _ours(violations)

    return audit


PAGE_RULES = {"region", "landmark-one-main", "page-has-heading-one", "bypass", "document-title", "html-has-lang"}
"""Rules about the page as a whole (its landmarks, title and language), which the page that holds the widgets owns."""


def _ours(violations: list[dict[str, Any]]) -> list[str]:
    """The violations on the package's widgets and pictures, one line each."""
    return [
        f"{violation['id']} ({violation['impact']}): {node['target']} {node['html'][:120]}"
        for violation in violations
        if violation["id"] not in PAGE_RULES
        for node in violation["nodes"]
        if node["ours"]
    ]


@pytest.fixture
def require() -> Callable[[str], None]:
    """``require(module)`` skips the test (or, under CI, fails it) when a Python module it needs is missing."""

    def check(module: str) -> None:
        if importlib.util.find_spec(module) is None:
            _unavailable(f"{module} is not installed")

    return check


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def _serve(command: list[str], port: int, *, cwd: Path, timeout: float = 60) -> Iterator[None]:
    """Run ``python -m <command>`` until it listens on *port*; always stop it and its kernels."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    env["JUPYTER_RUNTIME_DIR"] = str(cwd / "runtime")
    env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), env.get("JUPYTER_PATH", "")]))
    log_path = cwd / f"server-{port}.log"
    with log_path.open("w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", *command],
            cwd=cwd,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            deadline = time.monotonic() + timeout
            while not _listening(port):
                if process.poll() is not None:
                    raise RuntimeError(f"the server stopped at start-up:\n{log_path.read_text()}")
                if time.monotonic() > deadline:
                    raise TimeoutError(f"the server did not listen within {timeout}s:\n{log_path.read_text()}")
                time.sleep(0.2)
            yield
        finally:
            _stop(process)


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop a server, then any of the processes it started (its kernels) that outlive it."""
    children = _descendants(process.pid)
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
    alive = _processes()
    for pid, started in children.items():
        if alive.get(pid, (0, None))[1] == started:  # the same process, not a new one with a reused id
            with suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def _processes() -> dict[int, tuple[int, str]]:
    """Every process id, with its parent's id and its start time, from /proc."""
    table = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            table[int(entry.name)] = (int(fields[1]), fields[19])
    return table


def _descendants(pid: int) -> dict[int, str]:
    """The processes started by *pid*, and by them: id and start time."""
    table = _processes()
    found: dict[int, str] = {}
    todo = [pid]
    while todo:
        parent = todo.pop()
        for child, (ppid, started) in table.items():
            if ppid == parent and child not in found:
                found[child] = started
                todo.append(child)
    return found


LAB_SETTINGS = {
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}
"""Lab settings for a quiet, repeatable session: no autosave into the scratch copy, no news
or update pop-ups, and every cell rendered (not only those scrolled into view)."""

KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === "idle" && panel.content && panel.content.widgets.length);
}"""


@pytest.fixture
def lab(
    tmp_path: Path, page: Any, server: Callable[[list[str]], str], require: Callable[[str], None]
) -> Callable[[str], None]:
    """``lab(notebook)``: open a scratch copy of a lesson notebook in JupyterLab on the test's
    page, run every cell, and wait until the kernel is idle again."""

    def open_and_run(notebook: str) -> None:
        require("jupyterlab")
        lessons = tmp_path / "notebooks"
        shutil.copytree(ROOT / "notebooks", lessons, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        settings = tmp_path / "settings"
        for name, values in LAB_SETTINGS.items():
            path = settings / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        url = server(
            [
                "jupyterlab",
                "--no-browser",
                "--port={port}",
                "--ServerApp.ip=127.0.0.1",
                "--allow-root",
                "--ServerApp.token=",
                "--ServerApp.password=",
                f"--ServerApp.root_dir={lessons}",
                f"--LabApp.user_settings_dir={settings}",
                f"--LabApp.workspaces_dir={tmp_path / 'workspaces'}",
                "--LabApp.expose_app_in_browser=True",
            ]
        )
        page.goto(f"{url}/lab/tree/{notebook}", timeout=60_000)
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function(KERNEL_IDLE, timeout=90_000)

    return open_and_run
