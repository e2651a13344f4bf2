"""Serve a built site as a static web host does: precompressed files and the right types.

    python scripts/static_server.py --directory build/site --bind 127.0.0.1 8000

A request for ``X`` is answered with ``X.br`` or ``X.gz`` (``Content-Encoding: br`` or
``gzip``) when that file exists and the browser's ``Accept-Encoding`` accepts it, and with
``X`` otherwise; WebAssembly is ``application/wasm`` and ``.mjs`` is ``text/javascript``,
so browsers compile it while it downloads. Connections are kept alive (HTTP/1.1).
``--log FILE`` appends one JSON line per response: the path, the status, the encoding and
the bytes of the body sent, which is what a visit costs over the wire.
"""

from __future__ import annotations

import argparse
import email.utils
import json
import os
import sys
import threading
from contextlib import suppress
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO, ClassVar

ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
"""Content codings served from precompressed copies, in order of preference, with their file suffix."""

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html",
    ".whl": "application/zip",
    ".zip": "application/zip",
}


def accepted(header: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (any weight above zero).

    >>> sorted(accepted("gzip, deflate;q=0.5, br;q=0"))
    ['deflate', 'gzip']
    """
    found = set()
    for item in header.split(","):
        coding, *parameters = (part.strip() for part in item.split(";"))
        weight = next((p.split("=", 1)[1] for p in parameters if p.replace(" ", "").startswith("q=")), "1")
        try:
            if coding and float(weight) > 0:
                found.add(coding.lower())
        except ValueError:
            continue
    return found


def variant(path: Path, accept_encoding: str) -> tuple[str, Path] | None:
    """The precompressed copy of *path* to send for this ``Accept-Encoding``, with its coding; or ``None``."""
    codings = accepted(accept_encoding)
    for coding, suffix in ENCODINGS:
        copy = path.with_name(path.name + suffix)
        if coding in codings and copy.is_file():
            return coding, copy
    return None


class Handler(SimpleHTTPRequestHandler):
    """Static files, with precompressed copies when the browser accepts them."""

    protocol_version = "HTTP/1.1"
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}
    server: SiteServer

    def send_response(self, code: int, message: str | None = None) -> None:
        self.sent: dict[str, str] = {"status": str(int(code))}
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        self.sent[keyword.lower()] = value
        super().send_header(keyword, value)

    def send_head(self) -> Any:
        target = Path(self.translate_path(self.path))
        if target.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            target = target / "index.html"
        chosen = variant(target, self.headers.get("Accept-Encoding", "")) if target.is_file() else None
        if chosen is None:
            return super().send_head()
        coding, copy = chosen
        modified = int(target.stat().st_mtime)
        if self._unchanged_since(modified):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        file = copy.open("rb")
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(target)))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(os.fstat(file.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return file

    def _unchanged_since(self, modified: int) -> bool:
        header = self.headers.get("If-Modified-Since")
        if not header or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(header)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return since.tzinfo is not None and modified <= since.timestamp()

    def end_headers(self) -> None:
        """Log the response (before its body, so a client that has it finds it in the log), then send it."""
        sent = getattr(self, "sent", None)
        if sent is not None:  # not a bare "100 Continue"
            body = 0 if self.command == "HEAD" else int(sent.get("content-length", "0"))
            self.server.record(self.path, int(sent["status"]), sent.get("content-encoding"), body)
            del self.sent
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the access log, when asked for, is ``--log``."""


class SiteServer(ThreadingHTTPServer):
    """A server of one folder, with an optional access log of JSON lines."""

    def __init__(self, directory: Path, address: tuple[str, int], log: Path | None = None) -> None:
        super().__init__(address, partial(Handler, directory=str(directory)))
        self.log: BinaryIO | None = log.open("ab") if log else None
        self.log_lock = threading.Lock()

    def record(self, path: str, status: int, encoding: str | None, body: int) -> None:
        """Log one response (when logging): its path, status, content coding and body bytes."""
        if self.log is None:
            return
        line = json.dumps({"path": path, "status": status, "encoding": encoding, "bytes": body}) + "\n"
        with self.log_lock:
            self.log.write(line.encode("utf-8"))
            self.log.flush()

    def server_close(self) -> None:
        super().server_close()
        if self.log is not None:
            self.log.close()


def server(directory: Path, port: int = 0, bind: str = "127.0.0.1", log: Path | None = None) -> SiteServer:
    """A server of *directory* on *bind*:*port* (0: a free port), not yet serving; call ``serve_forever``."""
    return SiteServer(directory, (bind, port), log)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("port", type=int, nargs="?", default=8000, help="the port (default 8000)")
    parser.add_argument("--bind", default="127.0.0.1", help="the address (default 127.0.0.1)")
    parser.add_argument("--directory", "-d", type=Path, default=Path.cwd(), help="the site (default: here)")
    parser.add_argument("--log", type=Path, help="append a JSON line per response to this file")
    args = parser.parse_args(argv)
    if not args.directory.is_dir():
        print(f"static_server: {args.directory} is not a folder", file=sys.stderr)
        return 1
    with server(args.directory, args.port, args.bind, args.log) as httpd:
        host, port = httpd.server_address[:2]
        print(f"Serving HTTP on {host} port {port} (http://{host}:{port}/) ...", flush=True)
        with suppress(KeyboardInterrupt):
            httpd.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
