"""Hostile and broken requests: every one answers 400 with a reason and writes nothing."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from ragkit import runtime
from tests.conftest import PROJECT_ID, make_project
from tests.support.api import call, invoke

pytestmark = pytest.mark.db
P = {"projectId": str(PROJECT_ID)}


@pytest.fixture(autouse=True)
def project(conn: psycopg.Connection, s3: Any) -> Iterator[uuid.UUID]:
    runtime.reset()
    yield make_project(conn, owner="owner-a", project_id=PROJECT_ID, name="Handbook")
    runtime.reset()


def _rows(conn: psycopg.Connection) -> tuple[int, ...]:
    counts = conn.execute(
        "SELECT (SELECT count(*) FROM projects), (SELECT count(*) FROM documents),"
        " (SELECT count(*) FROM chat_sessions), (SELECT count(*) FROM chat_messages)"
    ).fetchone()
    assert counts is not None
    return tuple(counts)


def _refused(response: dict[str, Any]) -> str:
    assert response["statusCode"] == 400, response
    error = json.loads(response["body"])["error"]
    assert error["code"] == "validation_error"
    return json.dumps(error)


@pytest.mark.parametrize(
    ("function", "event", "body", "field"),
    [
        ("projects", "projects_create.json", {"name": "bad\u0000name"}, "NUL"),
        ("chat", "chat_ask.json", {"message": "leave\u0000days?"}, "NUL"),
        ("chat", "chat_ask.json", {"message": "leave \ud800 days?"}, "unicode"),
        ("chat", "chat_search.json", {"query": "x", "filters": {"pageFrom": 2**31}}, "less"),
        ("chat", "chat_ask.json", {"message": "x", "filters": {"pageTo": 2**63}}, "less"),
        (
            "upload",
            "upload_file.json",
            {"filename": "a\u0000.txt", "contentType": "text/plain", "sizeBytes": 3},
            "NUL",
        ),
    ],
)
def test_unstorable_text_and_out_of_range_numbers_are_400(
    conn: psycopg.Connection, function: str, event: str, body: dict[str, Any], field: str
) -> None:
    before = _rows(conn)
    # json.dumps writes \\u0000 and \\ud800 escapes, as a hostile client would send them
    assert field in _refused(invoke(function, event, body=json.dumps(body), path=P))
    assert _rows(conn) == before


@pytest.mark.parametrize(
    ("headers", "raw", "reason"),
    [
        ({"content-type": "text/plain"}, b'{"name": "plain"}', "Content-Type: application/json"),
        ({"content-type": "multipart/form-data"}, b"--x--", "not multipart/form-data"),
        ({"content-type": "application/xml"}, b"<name/>", "not application/xml"),
        ({}, b'{"name": "caf\xe9"}', "not UTF-8"),
        ({}, b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ],
)
def test_bodies_that_are_not_json_are_400(
    conn: psycopg.Connection, headers: dict[str, str], raw: bytes, reason: str
) -> None:
    before = _rows(conn)
    response = invoke("projects", "projects_create.json", headers=headers, base64_body=raw)
    assert reason in _refused(response)
    assert _rows(conn) == before


def test_invalid_json_is_400_with_the_position(conn: psycopg.Connection) -> None:
    assert "json" in _refused(invoke("projects", "projects_create.json", body='{"name": ')).lower()


def test_a_204_has_no_body() -> None:
    response = invoke("projects", "projects_delete.json", path=P)
    assert response["statusCode"] == 204 and not response.get("body")
    assert call("projects", "projects_get.json", path=P)[0] == 404
