"""Compressed copies of a static site's files, for hosts that serve them as they are.

    python scripts/precompress.py build/site

writes ``X.gz`` (gzip, level 9) next to every compressible file ``X`` of the folder, and
``X.br`` too when the ``brotli`` package is installed. A host that serves precompressed
files (nginx ``gzip_static on``, Apache with ``mod_rewrite`` rules, the static server in
``scripts/static_server.py``) sends the copy to a browser that accepts it, with
``Content-Encoding``; the browser sees the original. A copy that would not be smaller is
not written. Zip archives and wheels are compressed already and are left alone.
"""

from __future__ import annotations

import argparse
import gzip
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

try:
    import brotli
except ImportError:  # brotli is optional: gzip copies alone serve every browser
    brotli = None

COMPRESSIBLE = (".wasm", ".js", ".mjs", ".json", ".css", ".html", ".svg", ".ipynb", ".webmanifest", ".txt")
"""File endings worth compressing (text, and WebAssembly, which shrinks by about two thirds)."""


def _gzip(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def encoders() -> dict[str, Callable[[bytes], bytes]]:
    """The copies written: file suffix and compressor (``.gz`` always, ``.br`` when brotli is installed)."""
    found: dict[str, Callable[[bytes], bytes]] = {".gz": _gzip}
    if brotli is not None:
        found[".br"] = brotli.compress
    return found


@dataclass(frozen=True)
class Summary:
    """What compressing a folder did: files compressed, their bytes, and the bytes of their copies."""

    files: int
    plain: int
    compressed: dict[str, int]


def precompress(folder: Path) -> Summary:
    """Write the compressed copies of every compressible file under *folder*."""
    files, plain = 0, 0
    compressed = dict.fromkeys(encoders(), 0)
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE:
            continue
        data = path.read_bytes()
        files += 1
        plain += len(data)
        for suffix, compress in encoders().items():
            copy = compress(data)
            target = path.with_name(path.name + suffix)
            if len(copy) < len(data):
                target.write_bytes(copy)
                compressed[suffix] += len(copy)
            else:
                target.unlink(missing_ok=True)
                compressed[suffix] += len(data)
    return Summary(files, plain, compressed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("folder", type=Path, help="the built site")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"precompress: {args.folder} is not a folder", file=sys.stderr)
        return 1
    summary = precompress(args.folder)
    sizes = ", ".join(f"{suffix} {size / 1e6:.1f} MB" for suffix, size in summary.compressed.items())
    print(f"{summary.files} files, {summary.plain / 1e6:.1f} MB; served compressed: {sizes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
