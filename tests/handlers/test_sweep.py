"""The scheduled sweep, driven by events/sweep/scheduled.json, on the real database and moto S3."""

from __future__ import annotations

import uuid
from typing import Any

import psycopg
import pytest

from ragkit import runtime
from ragkit.db import documents, runs
from ragkit.ingest.sweep import NEVER_ARRIVED, STOPPED
from ragkit.settings import Settings
from ragkit.storage import document_key
from tests.conftest import load_event, load_function, make_project
from tests.support.api import lambda_context
from tests.support.corpus import add_document, without_place_words

pytestmark = pytest.mark.db


def _document(conn: psycopg.Connection, project: uuid.UUID, status: str, age_s: int) -> str:
    document_id = uuid.uuid4()
    key = document_key(project, document_id, "notes.txt")
    documents.create(
        conn, project_id=project, filename="notes.txt", s3_key=key, document_id=document_id
    )
    conn.execute(
        "UPDATE documents SET status = %s, updated_at = now() - make_interval(secs => %s)"
        " WHERE id = %s",
        (status, age_s, document_id),
    )
    return key


def _state(conn: psycopg.Connection, key: str) -> tuple[str, str | None]:
    row = conn.execute("SELECT status, error_message FROM documents WHERE s3_key = %s", (key,))
    found = row.fetchone()
    assert found is not None
    return found[0], found[1]


def test_no_document_waits_for_ever(conn: psycopg.Connection, s3: Any, settings: Settings) -> None:
    runtime.reset()
    project = make_project(conn)
    lost = _document(conn, project, "pending", 3600)
    unnotified = _document(conn, project, "pending", 3600)
    s3.put_object(Bucket=settings.bucket_name, Key=unnotified, Body=b"arrived, notice lost")
    fresh = _document(conn, project, "pending", 10)
    stopped = _document(conn, project, "processing", 3600)
    working = _document(conn, project, "processing", 30)
    for key in (stopped, working):  # their objects' events opened items of a drop
        runs.note_object(conn, project, key, document_id=None, change="new", quiet_s=120)

    report = load_function("sweep").handler(
        load_event("sweep/scheduled.json"), lambda_context("sweep", timeout_s=300)
    )

    assert report == {
        "never_arrived": 1,
        "redelivered": 1,
        "stopped": 1,
        "graphs": {"built": 0, "dropped": 0, "waiting": 0},  # no project is big enough
        "placed": 0,  # every chunk has its place words
    }
    assert _state(conn, lost) == ("failed", NEVER_ARRIVED)
    assert _state(conn, stopped) == ("failed", STOPPED)
    codes = conn.execute(
        "SELECT s3_key, error_code FROM documents WHERE status = 'failed' ORDER BY s3_key"
    ).fetchall()
    assert dict(codes) == {lost: "upload_never_arrived", stopped: "processing_stopped"}
    assert _state(conn, unnotified) == ("pending", None)
    assert s3.head_object(Bucket=settings.bucket_name, Key=unnotified)["Metadata"]["reprocess"]
    assert _state(conn, fresh) == ("pending", None) and _state(conn, working) == (
        "processing",
        None,
    )
    # the drop's report says which document the sweep failed and why; the other stays pending
    items = conn.execute("SELECT s3_key, outcome, code FROM ingestion_run_items").fetchall()
    assert sorted(items) == sorted(
        [(stopped, "failed", "processing_stopped"), (working, None, None)]
    )
    runtime.reset()


def test_the_sweep_gives_chunks_stored_before_migration_0016_their_place_words(
    conn: psycopg.Connection, s3: Any
) -> None:
    runtime.reset()
    project = make_project(conn)
    add_document(conn, project, "night-buses.csv", ["route: N1 frequency: every 30 minutes"])
    without_place_words(conn, project)
    event, context = load_event("sweep/scheduled.json"), lambda_context("sweep", timeout_s=300)

    assert load_function("sweep").handler(event, context)["placed"] == 1
    assert conn.execute(
        "SELECT place, tsv @@ to_tsquery('english', 'night') FROM chunks WHERE project_id = %s",
        (project,),
    ).fetchall() == [("night buses", True)]
    assert load_function("sweep").handler(event, context)["placed"] == 0
    runtime.reset()
