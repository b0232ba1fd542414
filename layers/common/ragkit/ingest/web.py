"""Fetch a web page for ingestion without becoming an SSRF proxy.

Only http/https; every address the host resolves to must be public (no loopback, private,
link-local — which includes the 169.254.169.254 metadata service —, reserved or multicast
ranges), checked again at every redirect; the connection goes to the vetted address itself, so a
second DNS answer cannot swap it; size and time are capped."""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import time
from urllib.parse import urljoin, urlsplit

from ragkit.deadline import Deadline
from ragkit.errors import ExtractionError, TooLarge
from ragkit.settings import Settings

_METADATA_HOSTS = {"metadata.google.internal", "metadata", "instance-data"}
_REDIRECTS = {301, 302, 303, 307, 308}
_CHUNK = 65536


def _vetted_address(host: str, port: int, allow_private: bool) -> str:
    if host.lower() in _METADATA_HOSTS:
        raise ExtractionError(f"refused to fetch {host}: a cloud metadata address")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        raise ExtractionError(f"cannot resolve {host}") from exc
    addresses = [ipaddress.ip_address(info[4][0]) for info in infos]
    for address in addresses:
        if address.is_link_local:  # the metadata service lives here: never, in any mode
            raise ExtractionError(f"refused to fetch {host}: {address} is link-local")
        if not allow_private and not address.is_global:
            raise ExtractionError(f"refused to fetch {host}: {address} is not a public address")
    return str(addresses[0])


class _PinnedHTTPS(http.client.HTTPSConnection):
    """HTTPS to a fixed IP, with SNI and certificate checks against the real host name."""

    def __init__(self, host: str, address: str, port: int, timeout: float) -> None:
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._address = address

    def connect(self) -> None:
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)  # type: ignore[attr-defined]


class _PinnedHTTP(http.client.HTTPConnection):
    def __init__(self, host: str, address: str, port: int, timeout: float) -> None:
        super().__init__(host, port, timeout=timeout)
        self._address = address

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


def fetch(url: str, settings: Settings) -> bytes:
    """The body of `url` after at most N vetted redirects, all within WEB_FETCH_TIMEOUT_S in
    total (a per-read timeout alone lets a page that drips a byte at a time hold on for ever)."""
    deadline = Deadline(time.monotonic() + settings.web_fetch_timeout_s)
    for _ in range(settings.web_fetch_max_redirects + 1):
        parts = urlsplit(url)
        if parts.scheme not in {"http", "https"} or not parts.hostname:
            raise ExtractionError("only http and https URLs can be ingested")
        port = parts.port or (443 if parts.scheme == "https" else 80)
        address = _vetted_address(parts.hostname, port, settings.web_fetch_allow_private)
        kind = _PinnedHTTPS if parts.scheme == "https" else _PinnedHTTP
        conn = kind(parts.hostname, address, port, settings.web_fetch_timeout_s)
        try:
            path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            conn.request("GET", path, headers={"User-Agent": "ragkit/0.1", "Accept": "text/html"})
            response = conn.getresponse()
            if response.status in _REDIRECTS and response.getheader("Location"):
                url = urljoin(url, response.getheader("Location", ""))
                continue
            if response.status != 200:  # noqa: PLR2004
                raise ExtractionError(f"the page answered HTTP {response.status}")
            return _read_capped(conn, response, settings.max_text_bytes, deadline)
        except (OSError, http.client.HTTPException) as exc:
            raise ExtractionError(f"the page could not be fetched ({type(exc).__name__})") from exc
        finally:
            conn.close()
    raise ExtractionError("too many redirects")


def _read_capped(
    conn: http.client.HTTPConnection,
    response: http.client.HTTPResponse,
    limit: int,
    deadline: Deadline,
) -> bytes:
    body = bytearray()
    while True:
        remaining = deadline.remaining_s()
        if remaining <= 0:
            raise ExtractionError("the page took too long to download")
        if conn.sock is not None:
            conn.sock.settimeout(remaining)
        chunk = response.read1(_CHUNK)  # what has arrived, not a full 64 kB wait
        if not chunk:
            break
        body += chunk
        if len(body) > limit:
            raise TooLarge(f"the page is larger than {limit // (1024 * 1024)} MB")
    return bytes(body)
