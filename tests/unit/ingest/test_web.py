"""Fetching web pages: private targets are refused, also after redirects; public-shaped fetches
work against a local server when private targets are explicitly allowed (tests only)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from ragkit.errors import ExtractionError, TooLarge
from ragkit.ingest.web import fetch
from ragkit.settings import Settings
from tests.support.web import serve_site


@pytest.fixture
def site() -> Iterator[str]:
    with serve_site() as url:
        yield url


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
