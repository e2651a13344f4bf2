"""Serve the built site with no network but loopback, and start Chromium beside it.

Both run inside one new network namespace (``unshare -n``, as root) that has only the
loopback interface, so any file the site fetched from elsewhere would fail to load.
Playwright drives that Chromium through pipes, which cross the namespace.

    with offline(Path("build/site"), Path("/tmp/x")) as served:
        browser = playwright.chromium.launch(executable_path=str(served.chromium))
        page = browser.new_page()
        page.goto(served.url + "/lab/index.html")
        ...

The browser tests (tests/browser/test_site.py) and benchmarks/site.py use it.
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
def offline(site: Path, scratch: Path, port: int = PORT) -> Iterator[Served]:
    """Serve *site* on 127.0.0.1 inside a namespace with no network, and make a Chromium to launch there.

    The Chromium is a small script in *scratch* that starts /usr/bin/chromium inside
    the namespace. Everything started here is stopped on leaving.
    """
    holder = subprocess.Popen(
        ["unshare", "-n", "sh", "-c", "ip link set lo up && echo ready && exec sleep infinity"],
        stdout=subprocess.PIPE,
        text=True,
    )
    server = None
    try:
        assert holder.stdout is not None
        if holder.stdout.readline().strip() != "ready":
            raise RuntimeError("the network namespace could not be set up")
        namespace = Path(f"/proc/{holder.pid}/ns/net")
        enter = ["nsenter", f"--net={namespace}"]
        command = [sys.executable, "-u", "-m", "http.server", "--bind", "127.0.0.1", "-d", str(site), str(port)]
        server = subprocess.Popen([*enter, *command], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert server.stdout is not None
        if not server.stdout.readline().startswith("Serving HTTP"):
            raise RuntimeError("the web server did not start")
        scratch.mkdir(parents=True, exist_ok=True)
        chromium = scratch / "chromium-offline"
        chromium.write_text(f'#!/bin/sh\nexec {" ".join(enter)} {CHROMIUM} "$@"\n', encoding="utf-8")
        chromium.chmod(0o755)
        yield Served(f"http://127.0.0.1:{port}", chromium, namespace)
    finally:
        for process in (server, holder):
            if process is not None:
                process.terminate()
                process.wait(timeout=10)
