"""Serve the built site with no network but loopback, and start Chromium beside it.

Both run inside one new network namespace (``unshare -n``, as root) that has only the
loopback interface, so any file the site fetched from elsewhere would fail to load.
Playwright drives that Chromium through pipes, which cross the namespace.

    with offline(Path("build/site"), Path("/tmp/x")) as served:
        browser = playwright.chromium.launch(executable_path=str(served.chromium))
        page = browser.new_page()
        page.goto(served.url + "/lab/index.html")
        ...

``offline(..., precompressed=True)`` serves the site as a static host does, with its
``.gz`` copies (``scripts/static_server.py``). :func:`namespace`, :func:`serving` and
:func:`chromium_in` are the three parts, for a test that stops and restarts the server
while the browser runs on.

The browser tests (tests/browser/test_site.py, test_offline.py) and the benchmarks
(benchmarks/site.py, learners_view.py) use it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

CHROMIUM = Path("/usr/bin/chromium")
STATIC_SERVER = Path(__file__).resolve().parent / "static_server.py"
PORT = 8000


class Served(NamedTuple):
    """A site served offline: its URL, a Chromium that runs beside it, and the network namespace."""

    url: str
    chromium: Path
    namespace: Path


def missing() -> str | None:
    """Why the site cannot be served offline here, or ``None`` when it can."""
    tools = [tool for tool in ("unshare", "nsenter", "ip") if shutil.which(tool) is None]
    if tools:
        return f"{', '.join(tools)} not found (util-linux and iproute2)"
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing"
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, text=True)
    if probe.returncode:
        return f"cannot make a network namespace (unshare -n needs root): {probe.stderr.strip()}"
    return None


def interfaces(namespace: Path) -> list[str]:
    """The network interfaces seen inside *namespace*."""
    result = subprocess.run(
        ["nsenter", f"--net={namespace}", "ip", "-o", "link"], capture_output=True, text=True, check=True
    )
    return [line.split(":")[1].strip() for line in result.stdout.splitlines()]


@contextmanager
def namespace() -> Iterator[Path]:
    """A new network namespace with only the loopback interface, up; kept until leaving."""
    holder = subprocess.Popen(
        ["unshare", "-n", "sh", "-c", "ip link set lo up && echo ready && exec sleep infinity"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        if holder.stdout.readline().strip() != "ready":
            raise RuntimeError("the network namespace could not be set up")
        yield Path(f"/proc/{holder.pid}/ns/net")
    finally:
        holder.terminate()
        holder.wait(timeout=10)


def _enter(namespace: Path) -> list[str]:
    return ["nsenter", f"--net={namespace}"]


@contextmanager
def serving(
    site: Path, namespace: Path, port: int = PORT, *, precompressed: bool = False, log: Path | None = None
) -> Iterator[subprocess.Popen[str]]:
    """Serve *site* on 127.0.0.1:*port* inside *namespace* until leaving; the server process.

    By default ``python -m http.server`` serves the files as they are. With
    *precompressed*, ``scripts/static_server.py`` serves them as a static host does: a
    file's ``.gz`` copy to a browser that accepts gzip, ``application/wasm`` for
    WebAssembly; *log* names a file where it appends a JSON line per response.
    """
    if precompressed:
        options = ["--log", str(log)] if log else []
        program = [str(STATIC_SERVER), *options]
    elif log:
        raise ValueError("only the precompressed server keeps a log")
    else:
        program = ["-m", "http.server"]
    command = [*_enter(namespace), sys.executable, "-u", *program, "--bind", "127.0.0.1", "-d", str(site), str(port)]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert server.stdout is not None
        if not server.stdout.readline().startswith("Serving HTTP"):
            raise RuntimeError("the web server did not start")
        yield server
    finally:
        server.terminate()
        server.wait(timeout=10)


def chromium_in(namespace: Path, scratch: Path) -> Path:
    """A small script in *scratch* that starts /usr/bin/chromium inside *namespace*."""
    scratch.mkdir(parents=True, exist_ok=True)
    chromium = scratch / "chromium-offline"
    chromium.write_text(f'#!/bin/sh\nexec {" ".join(_enter(namespace))} {CHROMIUM} "$@"\n', encoding="utf-8")
    chromium.chmod(0o755)
    return chromium


@contextmanager
def offline(
    site: Path, scratch: Path, port: int = PORT, *, precompressed: bool = False, log: Path | None = None
) -> Iterator[Served]:
    """Serve *site* on 127.0.0.1 inside a namespace with no network, and make a Chromium to launch there.

    The Chromium is a small script in *scratch* that starts /usr/bin/chromium inside
    the namespace. *precompressed* and *log* choose the server (see :func:`serving`).
    Everything started here is stopped on leaving.
    """
    with namespace() as net, serving(site, net, port, precompressed=precompressed, log=log):
        yield Served(f"http://127.0.0.1:{port}", chromium_in(net, scratch), net)
