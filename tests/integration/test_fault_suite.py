"""The fault suite: after each fault, no document lost, none stuck, no duplicate chunks.

Real PostgreSQL, moto S3 and the real local embedder; faults are real too (a connection killed
by the server mid-ingest, an object deleted under the pipeline, deliveries duplicated, out of
order and concurrent). Provider faults (500/429/slow) are in test_openai_providers.py, the
Lambda timeout mid-document in test_sweep.py, the per-class retries in test_ingest_faults.py."""

from __future__ import annotations

import threading
import uuid
from typing import Any

import psycopg
import pytest

from ragkit.db import documents
from ragkit.db.connection import connect
from ragkit.embeddings import Embedder
from ragkit.errors import Unavailable
from ragkit.ingest.pipeline import Ingestor
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project

pytestmark = pytest.mark.db
PROSE = "The ferry to the island leaves every forty minutes from the north pier. " * 40


def _put(s3: Any, settings: Settings, project: uuid.UUID, data: bytes) -> str:
    key = document_key(project, uuid.uuid4(), "ferry.txt")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    return key


def _ingestor(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> Ingestor:
    return Ingestor(conn, ObjectStore(settings, s3), embedder, settings)


def _healthy(conn: psycopg.Connection, key: str, status: str = "ready") -> None:
    """The document is in `status`, with exactly one copy of each chunk and a matching count."""
    document = documents.by_key(conn, key)
    assert document is not None and document.status == status, document
    chunks = conn.execute(
        "SELECT count(*), count(DISTINCT chunk_index) FROM chunks WHERE document_id = %s",
        (document.id,),
    ).fetchone()
    assert chunks == (document.chunk_count, document.chunk_count)


class _KillsItsConnection:
    """Embeds for real, but first has the server terminate the pipeline's connection: the
    database goes away mid-ingest, between extraction and storage."""

    def __init__(self, embedder: Embedder, victim: psycopg.Connection, database_url: str) -> None:
        self.model, self.dimensions = embedder.model, embedder.dimensions
        self.languages = embedder.languages
        self._embedder, self._victim, self._url = embedder, victim, database_url

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        with connect(self._url) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (self._victim.info.backend_pid,))
        return self._embedder.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self._embedder.embed_query(text)


def test_database_down_mid_ingest_is_retried_and_the_redelivery_completes(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder, database_url: str
) -> None:
    key = _put(s3, settings, make_project(conn), PROSE.encode())
    victim = connect(database_url)
    failing = _ingestor(victim, s3, settings, _KillsItsConnection(embedder, victim, database_url))
    with pytest.raises((psycopg.OperationalError, Unavailable)):
        failing.object_created(key)  # raised: SQS delivers the message again
    assert conn.execute("SELECT count(*) FROM chunks").fetchone() == (0,)  # nothing half-stored
    assert _ingestor(conn, s3, settings, embedder).object_created(key).outcome == "ready"
    _healthy(conn, key)


def test_duplicate_deliveries_store_one_copy(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    key = _put(s3, settings, make_project(conn), PROSE.encode())
    ingestor = _ingestor(conn, s3, settings, embedder)
    outcomes = [ingestor.object_created(key).outcome for _ in range(3)]
    assert outcomes == ["ready", "unchanged", "unchanged"]
    _healthy(conn, key)


def test_the_same_document_ingested_concurrently_stores_one_copy(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder, database_url: str
) -> None:
    key = _put(s3, settings, make_project(conn), PROSE.encode())
    start, outcomes = threading.Barrier(3), []

    def deliver() -> None:
        with connect(database_url) as own:
            start.wait()
            outcomes.append(_ingestor(own, s3, settings, embedder).object_created(key).outcome)

    threads = [threading.Thread(target=deliver) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert "ready" in outcomes and set(outcomes) <= {"ready", "unchanged"}
    _healthy(conn, key)


def test_a_removal_delivered_before_its_creation_leaves_nothing_behind(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    key = _put(s3, settings, project, PROSE.encode())
    s3.delete_object(Bucket=settings.bucket_name, Key=key)
    ingestor = _ingestor(conn, s3, settings, embedder)
    assert ingestor.object_removed(key).outcome == "ignored"  # out of order: no row yet
    assert ingestor.object_created(key).outcome == "ignored"  # the object is gone
    document = documents.by_key(conn, key)
    assert document is not None and document.status == "pending"  # the sweep fails it later
    assert conn.execute("SELECT count(*) FROM chunks").fetchone() == (0,)


def test_an_object_deleted_while_its_document_was_ready_keeps_the_last_good_version(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    key = _put(s3, settings, make_project(conn), PROSE.encode())
    ingestor = _ingestor(conn, s3, settings, embedder)
    assert ingestor.object_created(key).outcome == "ready"
    s3.delete_object(Bucket=settings.bucket_name, Key=key)
    assert ingestor.object_created(key).outcome == "ignored"  # a late redelivery: no object
    _healthy(conn, key)  # still ready, still searchable, until its ObjectRemoved arrives
