"""Error classes and per-document work bounds in the pipeline, on the real database and moto.

A retry must only happen when it could succeed: bad content fails the document once, with the
reason; only an unreachable database or provider makes SQS deliver the message again."""

from __future__ import annotations

import time
import uuid
from typing import Any

import psycopg
import pytest

from ragkit.db import documents
from ragkit.db.records import DocumentRow
from ragkit.deadline import Deadline
from ragkit.embeddings import Embedder
from ragkit.errors import Unavailable
from ragkit.ingest.pipeline import Ingestor
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project
from tests.support import files

pytestmark = pytest.mark.db
PROSE = "Night buses run every thirty minutes between midnight and five in the morning. " * 20


def _put(s3: Any, settings: Settings, project: uuid.UUID, name: str, data: bytes) -> str:
    key = document_key(project, uuid.uuid4(), name)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    return key


def _ingest(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    embedder: Embedder,
    name: str,
    data: bytes,
    deadline: Deadline | None = None,
) -> DocumentRow:
    ingestor = Ingestor(conn, ObjectStore(settings, s3), embedder, settings, deadline)
    result = ingestor.object_created(_put(s3, settings, make_project(conn), name, data))
    document = documents.get(conn, result.document_id)  # type: ignore[arg-type]
    assert document is not None
    return document


def test_nul_bytes_in_text_are_dropped_not_retried(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    document = _ingest(
        conn, s3, settings, embedder, "log.txt", b"before\x00after. " + PROSE.encode()
    )
    assert document.status == "ready"
    texts = [
        r[0]
        for r in conn.execute("SELECT content FROM chunks WHERE document_id = %s", (document.id,))
    ]
    assert texts and "beforeafter." in texts[0] and not any("\x00" in t for t in texts)


class _WrongSizeVectors:
    """An embedder whose vectors the database refuses (a data error, not an outage)."""

    model, dimensions = "all-MiniLM-L6-v2-int8", 384
    languages: frozenset[str] | None = None

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[0.1, 0.2, 0.3] for _ in texts]

    def embed_query(self, text: str) -> list[float]:
        return [0.1, 0.2, 0.3]


def test_content_the_database_refuses_fails_once_with_the_reason(
    conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    document = _ingest(conn, s3, settings, _WrongSizeVectors(), "a.txt", PROSE.encode())  # no raise
    assert document.status == "failed"
    assert document.error_message is not None
    assert document.error_message.startswith("the database refused the document's content")


class _Outage:
    model, dimensions = "all-MiniLM-L6-v2-int8", 384
    languages: frozenset[str] | None = None

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        raise Unavailable("the embedding provider is unavailable")

    def embed_query(self, text: str) -> list[float]:
        raise Unavailable("the embedding provider is unavailable")


def test_an_unreachable_provider_is_transient_and_retried(
    conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    with pytest.raises(Unavailable):  # raised: SQS delivers the message again
        _ingest(conn, s3, settings, _Outage(), "a.txt", PROSE.encode())
    (reason,) = conn.execute("SELECT error_message FROM documents").fetchone() or ("",)
    assert reason.startswith("temporarily failed, will retry")


@pytest.mark.parametrize(
    ("limits", "reason"),
    [
        ({"max_extracted_chars": 1000}, "MAX_EXTRACTED_CHARS"),
        ({"max_chunks_per_document": 2}, "MAX_CHUNKS_PER_DOCUMENT"),
    ],
)
def test_work_per_document_is_capped(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    embedder: Embedder,
    limits: dict[str, int],
    reason: str,
) -> None:
    capped = settings.model_copy(update=limits)
    document = _ingest(conn, s3, capped, embedder, "long.txt", (PROSE * 10).encode())
    assert document.status == "failed" and reason in (document.error_message or "")


def test_a_small_docx_that_expands_to_much_text_fails_fast(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    bomb = files.docx({"Filler": [PROSE] * 2000})  # ~3 MB of text, far smaller zipped
    assert len(bomb) < 200_000
    started = time.perf_counter()
    document = _ingest(conn, s3, settings, embedder, "filler.docx", bomb)
    assert document.status == "failed" and "MAX_EXTRACTED_CHARS" in (document.error_message or "")
    assert time.perf_counter() - started < 30


def test_the_invocation_deadline_fails_the_document_instead_of_timing_out(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    spent = Deadline(time.monotonic())
    document = _ingest(conn, s3, settings, embedder, "a.txt", PROSE.encode(), spent)
    assert document.status == "failed"
    assert "more time than one invocation has" in (document.error_message or "")


def test_a_file_larger_than_declared_fails_before_any_work(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    project, document_id = make_project(conn), uuid.uuid4()
    key = document_key(project, document_id, "small.txt")
    documents.create(
        conn,
        project_id=project,
        filename="small.txt",
        s3_key=key,
        size_bytes=100,
        document_id=document_id,
    )
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=PROSE.encode() * 10)
    result = Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    document = documents.get(conn, document_id)
    assert result.outcome == "failed" and document is not None
    assert document.error_message == f"the file is {len(PROSE) * 10:,} bytes, but 100 were declared"
    assert document.chunk_count == 0
