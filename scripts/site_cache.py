"""A service worker that keeps a folder of the course website working offline.

    python scripts/site_cache.py build/site/learn                # every file under learn/
    python scripts/site_cache.py build/site/learn --also build/site/static/pyodide

writes ``sw.js`` and ``register-sw.js`` into the folder. A page of the folder loads the
second (``<script type="module" src="register-sw.js">``); on the first visit the worker
saves every file of the manifest, and from then on the folder opens with no network.

The manifest is written into ``sw.js`` itself: every file under the folder, and every file
named with ``--also`` (a file or a folder, served from the same site: a worker's scope is
its own folder, but it may keep files from beside it), each with its SHA-256. The
worker's version is a hash of the manifest, so ``sw.js`` changes exactly when a file
does, which is how the browser learns of a new build. The worker's strategy is in
``scripts/offline/sw.js``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path

SOURCES = Path(__file__).resolve().parent / "offline"
WORKER = "sw.js"
REGISTER = "register-sw.js"
NOT_IN_THE_MANIFEST = (".gz", ".br")
"""Precompressed copies: a host serves them in place of the file, which the manifest lists."""


def _files(path: Path) -> Iterable[Path]:
    if path.is_file():
        yield path
    elif path.is_dir():
        yield from (found for found in sorted(path.rglob("*")) if found.is_file())
    else:
        raise FileNotFoundError(f"{path} does not exist")


def manifest(folder: Path, also: Iterable[Path] = ()) -> dict[str, str]:
    """Every file the worker in *folder* keeps: its address relative to *folder*, and its SHA-256.

    The files are those under *folder* and those in *also* (files, or folders taken
    whole), less the worker itself and precompressed copies.
    """
    found = {}
    for root in (folder, *also):
        for path in _files(root):
            if path.name.endswith(NOT_IN_THE_MANIFEST) or path == folder / WORKER:
                continue
            address = Path(os.path.relpath(path, folder)).as_posix()
            found[address] = hashlib.sha256(path.read_bytes()).hexdigest()
    return dict(sorted(found.items()))


def version(files: dict[str, str]) -> str:
    """A short hash of a manifest: it changes when any file, name or content, does.

    >>> version({"index.html": "ab"}) == version({"index.html": "ab"}) != version({"index.html": "ac"})
    True
    """
    text = "".join(f"{address}\0{digest}\n" for address, digest in sorted(files.items()))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def worker_source(files: dict[str, str]) -> str:
    """The text of ``sw.js`` for a manifest."""
    lines = [
        f"const VERSION = {json.dumps(version(files))};",
        f"const FILES = {json.dumps(sorted(files.items()), separators=(',', ':'))};",
    ]
    return "\n".join(lines) + "\n\n" + (SOURCES / WORKER).read_text(encoding="utf-8")


def write_worker(folder: Path, also: Iterable[Path] = ()) -> str:
    """Write ``register-sw.js`` and ``sw.js`` into *folder*; return the worker's version."""
    (folder / REGISTER).write_text((SOURCES / REGISTER).read_text(encoding="utf-8"), encoding="utf-8")
    files = manifest(folder, also)
    (folder / WORKER).write_text(worker_source(files), encoding="utf-8")
    return version(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("folder", type=Path, help="the folder of the site the worker keeps (its scope)")
    parser.add_argument("--also", type=Path, action="append", default=[], help="a file or folder beside it to keep")
    args = parser.parse_args(argv)
    try:
        print(f"{args.folder / WORKER}: version {write_worker(args.folder, args.also)}")
    except FileNotFoundError as error:
        print(f"site_cache: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
