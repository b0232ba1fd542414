"""Fetching web pages: private targets are refused, also after redirects; public-shaped fetches
work against a local server when private targets are explicitly allowed (tests only)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from ragkit.errors import ExtractionError, TooLarge
from ragkit.ingest.web import fetch
from ragkit.settings import Settings


@pytest.fixture
def site() -> Iterator[str]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path == "/hop":
                self.send_response(302)
                self.send_header("Location", "http://169.254.169.254/latest/meta-data/")
                self.end_headers()
                return
            if self.path == "/moved":
                self.send_response(301)
                self.send_header("Location", "/page")
                self.end_headers()
                return
            if self.path == "/drip":  # a byte every 0.2 s: each read is quick, the page never ends
                self.send_response(200)
                self.send_header("Content-Length", "1000")
                self.end_headers()
                for _ in range(1000):
                    self.wfile.write(b"x")
                    self.wfile.flush()
                    time.sleep(0.2)
                return
            body = b"<html><body><h1>Leave</h1><p>25 days.</p></body></html>" * (
                100_000 if self.path == "/huge" else 1
            )
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/",
        "http://localhost:8080/",
        "http://10.0.0.5/",
        "http://192.168.1.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "http://metadata.google.internal/",
        "file:///etc/passwd",
        "gopher://example.com/",
    ],
)
def test_private_and_non_http_targets_are_refused(url: str) -> None:
    with pytest.raises(ExtractionError):
        fetch(url, Settings())


def test_loopback_server_is_refused_by_default(site: str) -> None:
    with pytest.raises(ExtractionError, match="not a public address"):
        fetch(site + "/page", Settings())


def test_redirects_are_followed_and_rechecked(site: str) -> None:
    allowed = Settings(web_fetch_allow_private=True)
    assert b"25 days." in fetch(site + "/moved", allowed)
    with pytest.raises(ExtractionError, match="link-local"):
        # the first hop is allowed here; the metadata address it redirects to never is
        fetch(site + "/hop", allowed)


def test_size_limit_applies(site: str) -> None:
    with pytest.raises(TooLarge):
        fetch(site + "/huge", Settings(web_fetch_allow_private=True, max_text_bytes=100_000))


def test_a_page_that_drips_is_cut_at_the_total_deadline(site: str) -> None:
    started = time.perf_counter()
    with pytest.raises(ExtractionError, match="too long"):
        fetch(site + "/drip", Settings(web_fetch_allow_private=True, web_fetch_timeout_s=1.5))
    assert time.perf_counter() - started < 3
