"""The scheduled purge, driven by events/purge/scheduled.json, on the real database and moto S3."""

from __future__ import annotations

import uuid
from typing import Any

import psycopg
import pytest

from ragkit.db import documents
from ragkit.settings import Settings
from ragkit.storage import document_key, project_prefix
from tests.conftest import load_event, load_function, make_project
from tests.support.api import lambda_context

pytestmark = pytest.mark.db


def _stored_document(
    conn: psycopg.Connection, s3: Any, settings: Settings, project: uuid.UUID
) -> str:
    document_id = uuid.uuid4()
    key = document_key(project, document_id, "notes.txt")
    documents.create(
        conn, project_id=project, filename="notes.txt", s3_key=key, document_id=document_id
    )
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=b"notes")
    return key


def _deleted_days_ago(conn: psycopg.Connection, table: str, row_id: Any, days: float) -> None:
    conn.execute(
        f"UPDATE {table} SET deleted_at = now() - make_interval(secs => %s) WHERE id = %s",
        (days * 86_400, row_id),
    )


def test_what_was_deleted_longer_ago_than_the_window_is_purged(
    conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    project, old_project = make_project(conn), make_project(conn)
    expired, recent, live = (_stored_document(conn, s3, settings, project) for _ in range(3))
    _stored_document(conn, s3, settings, old_project)
    for key, days in ((expired, 8), (recent, 2)):
        document = documents.by_key(conn, key)
        assert document is not None
        _deleted_days_ago(conn, "documents", document.id, days)
    _deleted_days_ago(conn, "projects", old_project, 7.5)

    report = load_function("purge").handler(
        load_event("purge/scheduled.json"), lambda_context("purge", timeout_s=300)
    )

    assert report == {"projects": 1, "documents": 1}
    left = {o["Key"] for o in s3.list_objects_v2(Bucket=settings.bucket_name)["Contents"]}
    assert left == {recent, live}  # the expired file and the old project's files are gone
    assert documents.by_key(conn, expired) is None
    assert documents.by_key(conn, recent) is not None  # still restorable
    assert not any(key.startswith(project_prefix(old_project)) for key in left)
    assert conn.execute("SELECT 1 FROM projects WHERE id = %s", (old_project,)).fetchone() is None
