"""The process handler driven by the sample events in events/process/."""

from __future__ import annotations

import json
from typing import Any

import psycopg
import pytest

from ragkit import runtime
from ragkit.settings import Settings
from tests.conftest import PROJECT_ID, load_event, load_function, make_project
from tests.support import files
from tests.support.api import lambda_context

pytestmark = pytest.mark.db

HANDBOOK = (
    b"# Leave\nEmployees accrue two days of paid leave per month.\n\n# Travel\nBook trains.\n"
)


@pytest.fixture
def process(conn: psycopg.Connection, s3: Any) -> Any:
    runtime.reset()  # the handler opens its own container connection
    make_project(conn, project_id=PROJECT_ID)
    yield load_function("process")
    runtime.reset()


def _keys(event: dict[str, Any]) -> list[str]:
    from urllib.parse import unquote_plus

    return [
        unquote_plus(r["s3"]["object"]["key"])
        for message in event["Records"]
        for r in json.loads(message["body"])["Records"]
    ]


def _status(conn: psycopg.Connection) -> dict[str, tuple[str, int, str | None]]:
    rows = conn.execute("SELECT filename, status, chunk_count, error_message FROM documents")
    return {row[0]: (row[1], row[2], row[3]) for row in rows.fetchall()}


def test_s3_put_and_redelivery_ingest_once(
    process: Any, conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    event = load_event("process/s3_put.json")
    s3.put_object(Bucket=settings.bucket_name, Key=_keys(event)[0], Body=HANDBOOK)
    assert process.handler(event, lambda_context("process", timeout_s=300)) == {
        "batchItemFailures": []
    }
    status, chunks, error = _status(conn)["Employee Handbook.md"]
    assert (status, error) == ("ready", None) and chunks > 0
    sections = {r[0] for r in conn.execute("SELECT section FROM chunks").fetchall()}
    assert sections == {"Leave", "Travel"}

    assert process.handler(
        load_event("process/s3_put_redelivered.json"), lambda_context("process", timeout_s=300)
    ) == {"batchItemFailures": []}
    assert conn.execute("SELECT count(*) FROM chunks").fetchone() == (chunks,)


def test_a_corrupt_file_fails_alone(
    process: Any, conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    event = load_event("process/s3_batch_with_corrupt_file.json")
    bodies = {
        "release-notes.txt": b"Version 2 adds offline search. It also fixes the export bug.",
        "broken.pdf": files.pdf(["Some text " * 50])[:700],
        "prices.csv": b"product,price\nWidget,9.99\nGadget,19.50\n",
    }
    for key in _keys(event):
        s3.put_object(Bucket=settings.bucket_name, Key=key, Body=bodies[key.rsplit("/", 1)[-1]])
    # A broken file is a permanent failure: recorded on the document, not retried through SQS.
    assert process.handler(event, lambda_context("process", timeout_s=300)) == {
        "batchItemFailures": []
    }
    status = _status(conn)
    assert status["release-notes.txt"][0] == "ready"
    assert status["prices.csv"][0] == "ready"
    assert status["broken.pdf"][0] == "failed"
    assert "damaged or truncated" in (status["broken.pdf"][2] or "")


def test_object_removed_puts_the_document_in_the_recycle_bin(
    process: Any, conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    put = load_event("process/s3_put.json")
    s3.put_object(Bucket=settings.bucket_name, Key=_keys(put)[0], Body=HANDBOOK)
    process.handler(put, lambda_context("process", timeout_s=300))
    assert process.handler(
        load_event("process/s3_removed.json"), lambda_context("process", timeout_s=300)
    ) == {"batchItemFailures": []}
    # out of search at once, restorable (chunks kept aside) until the purge
    assert conn.execute("SELECT count(*) FROM chunks").fetchone() == (0,)
    assert conn.execute("SELECT count(*) FROM deleted_chunks").fetchone() == (2,)
    deleted = conn.execute("SELECT deleted_at IS NOT NULL FROM documents").fetchall()
    assert deleted == [(True,)]


def test_a_transient_failure_is_reported_for_retry(
    process: Any, conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    event = load_event("process/s3_put.json")
    s3.delete_bucket(Bucket=settings.bucket_name)  # storage unavailable: must be retried
    result = process.handler(event, lambda_context("process", timeout_s=300))
    assert result == {"batchItemFailures": [{"itemIdentifier": event["Records"][0]["messageId"]}]}
    status, _, error = _status(conn)["Employee Handbook.md"]
    assert status == "failed" and error is not None and "will retry" in error
