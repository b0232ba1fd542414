"""Quotas per project: the API refuses before anything is stored, and a bulk drop over quota
fails only the extra documents, with the reason, leaving what was stored intact."""

from __future__ import annotations

import uuid
from typing import Any

import psycopg
import pytest

from ragkit import runtime
from ragkit.db import documents
from ragkit.embeddings import Embedder
from ragkit.ingest.pipeline import Ingestor
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import PROJECT_ID, make_project
from tests.support.api import call

pytestmark = [pytest.mark.db, pytest.mark.usefixtures("s3")]

TEXT = "The boiler is serviced every October by the facilities team. " * 8


def _upload(name: str, size: int) -> tuple[int, Any]:
    body = {"filename": name, "contentType": "text/plain", "sizeBytes": size}
    return call("upload", "upload_file.json", body=body)


def _count(conn: psycopg.Connection) -> int:
    row = conn.execute("SELECT count(*) FROM documents").fetchone()
    assert row is not None
    return int(row[0])


def test_the_api_refuses_past_the_document_and_byte_quotas(
    conn: psycopg.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_project(conn, owner="owner-a", project_id=PROJECT_ID, name="Quota")
    monkeypatch.setenv("MAX_DOCUMENTS_PER_PROJECT", "2")
    monkeypatch.setenv("MAX_BYTES_PER_PROJECT", "5000")
    runtime.reset()  # the settings are read again (the root fixture resets after the test)
    assert _upload("a.txt", 1000)[0] == 201
    status, body = _upload("b.txt", 4500)  # 5,500 bytes in all
    assert (status, body["error"]["code"]) == (413, "quota_exceeded")
    assert "MAX_BYTES_PER_PROJECT" in body["error"]["message"]
    assert _upload("b.txt", 4000)[0] == 201
    status, body = _upload("c.txt", 10)
    assert (status, body["error"]["code"]) == (413, "quota_exceeded")
    assert "2 documents" in body["error"]["message"]
    url = call("upload", "upload_url.json", body={"url": "https://example.com/page"})
    assert url[0] == 413
    assert _count(conn) == 2  # nothing stored by a refusal


def test_a_bulk_drop_over_quota_fails_the_extra_documents_with_the_reason(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    tight = settings.model_copy(update={"max_documents_per_project": 2})
    ingestor = Ingestor(conn, ObjectStore(tight, s3), embedder, tight)
    results = []
    for n in range(3):
        key = f"projects/{project}/drop/notes-{n}.txt"
        s3.put_object(Bucket=settings.bucket_name, Key=key, Body=f"{n}. {TEXT}".encode())
        results.append(ingestor.object_created(key))
    assert [r.outcome for r in results] == ["ready", "ready", "failed"]
    failed = documents.get(conn, results[2].document_id)  # type: ignore[arg-type]
    assert failed is not None and failed.error_code == "quota_exceeded"
    assert "MAX_DOCUMENTS_PER_PROJECT" in (failed.error_message or "")
    stored = conn.execute("SELECT count(DISTINCT document_id) FROM chunks").fetchone()
    assert stored == (2,)


def test_the_chunk_quota_is_checked_before_embedding(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    tight = settings.model_copy(update={"max_chunks_per_project": 1})
    key = document_key(project, uuid.uuid4(), "long.txt")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=(TEXT * 10).encode())
    result = Ingestor(conn, ObjectStore(tight, s3), embedder, tight).object_created(key)
    assert result.outcome == "failed"
    assert "MAX_CHUNKS_PER_PROJECT" in (result.reason or "")
    assert conn.execute("SELECT count(*) FROM chunks").fetchone() == (0,)
