"""A small web site on loopback for the web-page ingestion tests."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@contextmanager
def serve_site() -> Iterator[str]:
    """A web site on loopback: /page, /moved (301 to /page), /hop (302 to the metadata
    address), /drip (a byte every 0.2 s), /huge (5 MB)."""

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
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
