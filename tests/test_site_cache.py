"""The website's offline and speed layer: the service worker's manifest, compressed copies, the static server."""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import json
import shutil
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


site_cache = _script("site_cache")
precompress = _script("precompress")
static_server = _script("static_server")
build_site = _script("build_site")

_NEEDS_NODE = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def make_site(root: Path) -> Path:
    """A small site: a page, a module, data, a WebAssembly-sized binary and an archive."""
    files = {
        "learn/index.html": "<!doctype html><title>Lessons</title>" + "<p>lesson</p>" * 200,
        "learn/app.mjs": "export const answer = 42;\n" * 100,
        "learn/lessons/00-welcome.json": json.dumps({"cells": ["a board"] * 300}),
        "learn/tiny.css": "p{}",
        "static/pyodide/pyodide.asm.wasm": "\0asm" + "\1\2\3\4" * 50_000,
        "static/pyodide/python_stdlib.zip": "PK" + "x" * 5000,
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class TestManifest:
    def test_it_lists_every_file_with_its_hash(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        learn = site / "learn"
        files = site_cache.manifest(learn, [site / "static" / "pyodide"])
        assert files == {
            "../static/pyodide/pyodide.asm.wasm": digest(site / "static/pyodide/pyodide.asm.wasm"),
            "../static/pyodide/python_stdlib.zip": digest(site / "static/pyodide/python_stdlib.zip"),
            "app.mjs": digest(learn / "app.mjs"),
            "index.html": digest(learn / "index.html"),
            "lessons/00-welcome.json": digest(learn / "lessons/00-welcome.json"),
            "tiny.css": digest(learn / "tiny.css"),
        }

    def test_it_leaves_out_the_worker_and_the_compressed_copies(self, tmp_path: Path) -> None:
        learn = make_site(tmp_path) / "learn"
        before = site_cache.manifest(learn)
        site_cache.write_worker(learn)
        precompress.precompress(learn)
        assert (learn / "app.mjs.gz").exists() and (learn / "sw.js").exists()
        assert set(site_cache.manifest(learn)) == {*before, "register-sw.js"}

    def test_a_missing_file_to_keep_is_an_error(self, tmp_path: Path) -> None:
        learn = make_site(tmp_path) / "learn"
        with pytest.raises(FileNotFoundError, match="nothing-here"):
            site_cache.manifest(learn, [tmp_path / "nothing-here"])


class TestVersion:
    def version(self, learn: Path) -> str:
        return str(site_cache.write_worker(learn))

    def test_it_stays_when_nothing_changes(self, tmp_path: Path) -> None:
        learn = make_site(tmp_path) / "learn"
        first = self.version(learn)
        worker = (learn / "sw.js").read_bytes()
        (learn / "app.mjs").write_text((learn / "app.mjs").read_text(encoding="utf-8"), encoding="utf-8")
        assert self.version(learn) == first
        assert (learn / "sw.js").read_bytes() == worker, "the browser sees the same worker"

    @pytest.mark.parametrize("change", ["content", "new file", "renamed", "removed", "outside file"])
    def test_it_changes_when_any_file_changes(self, tmp_path: Path, change: str) -> None:
        site = make_site(tmp_path)
        learn = site / "learn"
        runtime = [site / "static" / "pyodide"]
        first = site_cache.write_worker(learn, runtime)
        if change == "content":
            (learn / "lessons/00-welcome.json").write_text("{}", encoding="utf-8")
        elif change == "new file":
            (learn / "lessons/01-board.json").write_text("{}", encoding="utf-8")
        elif change == "renamed":
            (learn / "tiny.css").rename(learn / "small.css")
        elif change == "removed":
            (learn / "tiny.css").unlink()
        else:
            (site / "static/pyodide/pyodide.asm.wasm").write_bytes(b"\0asm")
        assert site_cache.write_worker(learn, runtime) != first
        assert f'const VERSION = "{site_cache.write_worker(learn, runtime)}";' in (learn / "sw.js").read_text()


class TestWorkerFiles:
    def test_the_worker_carries_its_version_and_manifest(self, tmp_path: Path) -> None:
        learn = make_site(tmp_path) / "learn"
        version = site_cache.write_worker(learn)
        first, second = (learn / "sw.js").read_text(encoding="utf-8").splitlines()[:2]
        assert first == f'const VERSION = "{version}";'
        files = json.loads(second.removeprefix("const FILES = ").removesuffix(";"))
        assert dict(files) == site_cache.manifest(learn)

    @_NEEDS_NODE
    def test_both_scripts_parse(self, tmp_path: Path) -> None:
        learn = make_site(tmp_path) / "learn"
        site_cache.write_worker(learn)
        for name in ("sw.js", "register-sw.js"):
            result = subprocess.run(["node", "--check", str(learn / name)], capture_output=True, text=True)
            assert result.returncode == 0, result.stderr

    @_NEEDS_NODE
    def test_the_page_is_told_when_there_is_no_service_worker(self, tmp_path: Path) -> None:
        learn = make_site(tmp_path) / "learn"
        site_cache.write_worker(learn)
        harness = tmp_path / "page.mjs"
        harness.write_text(
            "globalThis.document = { documentElement: { dataset: {} } };\n"
            f"await import({json.dumps((learn / 'register-sw.js').as_uri())});\n"
            "await new Promise((resolve) => setTimeout(resolve, 0));\n"
            "console.log(document.documentElement.dataset.offline);\n",
            encoding="utf-8",
        )
        result = subprocess.run(["node", str(harness)], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == "unavailable"


def add_lock(site: Path) -> None:
    """Give the small site's runtime a lock file and three wheels, one of which the package does not need."""
    runtime = site / "static" / "pyodide"
    packages = {
        "draughts-lessons": (["draughts"], ["ipywidgets"]),
        "ipywidgets": (["ipywidgets"], []),
        "jedi": (["jedi"], []),
    }
    lock = {"packages": {}}
    for name, (imports, depends) in packages.items():
        wheel = f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
        (runtime / wheel).write_bytes(b"PK" + name.encode())
        lock["packages"][name] = {"file_name": wheel, "imports": imports, "depends": depends}
    (runtime / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")


class TestTheBuild:
    def test_the_learners_view_keeps_what_loads_the_package(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        add_lock(site)
        version = build_site.keep_offline(site)
        runtime = [site / "static/pyodide" / name for name in ("pyodide-lock.json", "pyodide.asm.wasm")]
        runtime += [
            site / "static/pyodide" / name for name in ("python_stdlib.zip", "draughts_lessons-1.0-py3-none-any.whl")
        ]
        runtime += [site / "static/pyodide/ipywidgets-1.0-py3-none-any.whl"]
        files = site_cache.manifest(site / "learn", runtime)
        assert version == site_cache.version(files)
        assert "../static/pyodide/pyodide.asm.wasm" in files and "register-sw.js" in files
        assert "../static/pyodide/jedi-1.0-py3-none-any.whl" not in files

    def test_a_view_with_its_own_runtime_keeps_only_its_folder(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        add_lock(site)
        (site / "learn" / "pyodide.mjs").write_text("export {};", encoding="utf-8")
        version = build_site.keep_offline(site)
        assert version == site_cache.version(site_cache.manifest(site / "learn"))

    def test_a_site_without_the_view_gets_no_worker(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        shutil.rmtree(site / "learn")
        assert build_site.keep_offline(site) is None
        assert not list(site.rglob("sw.js"))


class TestPrecompress:
    def test_copies_decompress_to_the_original(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        summary = precompress.precompress(site)
        copies = sorted(site.rglob("*.gz"))
        assert [path.name for path in copies] == [
            "app.mjs.gz",
            "index.html.gz",
            "00-welcome.json.gz",
            "pyodide.asm.wasm.gz",
        ]
        for copy in copies:
            assert gzip.decompress(copy.read_bytes()) == copy.with_suffix("").read_bytes()
        assert summary.files == 5
        assert summary.compressed[".gz"] < summary.plain

    def test_archives_and_files_that_would_grow_are_left_alone(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        precompress.precompress(site)
        assert not (site / "static/pyodide/python_stdlib.zip.gz").exists()
        assert not (site / "learn/tiny.css.gz").exists(), "three bytes do not get smaller"

    def test_copies_are_the_same_bytes_on_every_build(self, tmp_path: Path) -> None:
        site = make_site(tmp_path)
        precompress.precompress(site)
        first = (site / "learn/app.mjs.gz").read_bytes()
        precompress.precompress(site)
        assert (site / "learn/app.mjs.gz").read_bytes() == first

    @pytest.mark.skipif(importlib.util.find_spec("brotli") is None, reason="brotli is not installed")
    def test_brotli_copies_when_brotli_is_installed(self, tmp_path: Path) -> None:
        import brotli

        site = make_site(tmp_path)
        precompress.precompress(site)
        assert brotli.decompress((site / "learn/app.mjs.br").read_bytes()) == (site / "learn/app.mjs").read_bytes()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path, Path]]:
    """The small site, precompressed, served in this process: its URL, its folder, the access log."""
    site = make_site(tmp_path / "site")
    precompress.precompress(site)
    log = tmp_path / "access.jsonl"
    httpd = static_server.server(site, log=log)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", site, log
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join()


def get(url: str, method: str = "GET", **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


class TestStaticServer:
    def test_a_browser_that_accepts_gzip_gets_the_gzip_copy(self, served: tuple[str, Path, Path]) -> None:
        url, site, _ = served
        status, headers, body = get(f"{url}/learn/app.mjs", **{"Accept-Encoding": "gzip, deflate, br, zstd"})
        assert status == 200
        assert headers["content-encoding"] == "gzip" and headers["vary"] == "Accept-Encoding"
        assert headers["content-type"] == "text/javascript"
        assert body == (site / "learn/app.mjs.gz").read_bytes()
        assert int(headers["content-length"]) == len(body)

    @pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br"])
    def test_otherwise_it_gets_the_file_as_it_is(self, served: tuple[str, Path, Path], accept: str | None) -> None:
        url, site, _ = served
        headers = {} if accept is None else {"Accept-Encoding": accept}
        status, sent, body = get(f"{url}/learn/app.mjs", **headers)
        assert status == 200 and "content-encoding" not in sent
        assert body == (site / "learn/app.mjs").read_bytes()

    def test_a_file_without_a_copy_is_sent_as_it_is(self, served: tuple[str, Path, Path]) -> None:
        url, site, _ = served
        status, headers, body = get(f"{url}/static/pyodide/python_stdlib.zip", **{"Accept-Encoding": "gzip"})
        assert status == 200 and "content-encoding" not in headers
        assert body == (site / "static/pyodide/python_stdlib.zip").read_bytes()

    @pytest.mark.parametrize("accept", ["gzip", "identity"])
    def test_webassembly_has_its_type(self, served: tuple[str, Path, Path], accept: str) -> None:
        url, _, _ = served
        _, headers, _ = get(f"{url}/static/pyodide/pyodide.asm.wasm", **{"Accept-Encoding": accept})
        assert headers["content-type"] == "application/wasm"

    def test_a_folder_is_answered_with_its_compressed_index(self, served: tuple[str, Path, Path]) -> None:
        url, site, _ = served
        _, headers, body = get(f"{url}/learn/", **{"Accept-Encoding": "gzip"})
        assert headers["content-encoding"] == "gzip" and headers["content-type"] == "text/html"
        assert gzip.decompress(body) == (site / "learn/index.html").read_bytes()

    def test_an_unchanged_file_is_not_sent_again(self, served: tuple[str, Path, Path]) -> None:
        url, _, _ = served
        _, headers, _ = get(f"{url}/learn/app.mjs", **{"Accept-Encoding": "gzip"})
        since = {"Accept-Encoding": "gzip", "If-Modified-Since": headers["last-modified"]}
        status, _, body = get(f"{url}/learn/app.mjs", **since)
        assert status == 304 and body == b""

    def test_the_log_counts_the_bytes_sent(self, served: tuple[str, Path, Path]) -> None:
        url, site, log = served
        get(f"{url}/learn/app.mjs", **{"Accept-Encoding": "gzip"})
        get(f"{url}/learn/app.mjs")
        get(f"{url}/learn/app.mjs", "HEAD", **{"Accept-Encoding": "gzip"})
        get(f"{url}/learn/missing.json")
        entries = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
        assert [(entry["status"], entry["encoding"], entry["bytes"]) for entry in entries[:3]] == [
            (200, "gzip", (site / "learn/app.mjs.gz").stat().st_size),
            (200, None, (site / "learn/app.mjs").stat().st_size),
            (200, "gzip", 0),
        ]
        assert entries[3]["status"] == 404 and entries[3]["path"] == "/learn/missing.json"
