"""Ingestion runs and the recycle bin, on the real database, moto S3 and the local embedder:
a drop's exact report, a reconciliation of the bucket, restore and purge."""

from __future__ import annotations

import time
import uuid
from typing import Any, Literal

import psycopg
import pytest

from ragkit import retention
from ragkit.db import documents, runs
from ragkit.embeddings import Embedder
from ragkit.ingest.pipeline import Ingestor
from ragkit.ingest.reconcile import reconcile
from ragkit.schemas import IngestionRunOut
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, project_prefix
from tests.conftest import make_project
from tests.support.corpus import searched

pytestmark = pytest.mark.db

FERRY = b"The ferry to the island leaves every forty minutes from the north pier."
BUS = b"Night buses run every half hour between midnight and five in the morning."
TRAM = b"The harbour tram stops at the aquarium, the market and the old lighthouse."
CHANGED_FERRY = b"From May the ferry to the island leaves every twenty minutes instead."
TOWER = b"The clock tower opens to visitors on Sundays from ten until four o'clock."
BROKEN_PDF = b"%PDF-1.7 this is not really a PDF"


@pytest.fixture
def quick(settings: Settings) -> Settings:
    """A quiet window of one second, so a test can make two drops."""
    return settings.model_copy(update={"ingestion_run_quiet_s": 1})


def _report(conn: psycopg.Connection, project: uuid.UUID, run_id: uuid.UUID) -> IngestionRunOut:
    return IngestionRunOut.from_row(
        runs.require(conn, project, run_id), project_prefix(project), report=True
    )


def _counts(report: IngestionRunOut) -> dict[str, int]:
    assert report.counts is not None
    return {name: n for name, n in report.counts.model_dump().items() if n}


def _drop(s3: Any, settings: Settings, project: uuid.UUID, name: str, data: bytes) -> str:
    key = f"{project_prefix(project)}inbox/{name}"
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    return key


def _newest_run(conn: psycopg.Connection, project: uuid.UUID) -> uuid.UUID:
    rows, _ = runs.page(conn, project, 1, None)
    return rows[0].id


def _found(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID, q: str
) -> set[str]:
    return {hit.filename for hit in searched(conn, project, q, embedder, settings, k=5)}


def test_a_dropped_folder_gives_the_exact_run_report(
    conn: psycopg.Connection, s3: Any, quick: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    ingestor = Ingestor(conn, ObjectStore(quick, s3), embedder, quick)
    first = [("ferry.txt", FERRY), ("bus.md", BUS), ("tram.txt", TRAM)]
    for name, data in first:
        ingestor.object_created(_drop(s3, quick, project, name, data))
    first_run = _newest_run(conn, project)
    assert _counts(_report(conn, project, first_run)) == {"new": 3}

    time.sleep(1.2)  # the quiet window passes: what follows is another drop
    second = [
        ("ferry.txt", CHANGED_FERRY),  # changed
        ("bus.md", BUS),  # the same bytes again
        ("copy-of-bus.txt", BUS),  # a duplicate of a ready document
        ("scan.pdf", BROKEN_PDF),  # broken
        ("tower.txt", TOWER),  # new
    ]
    for name, data in second:
        ingestor.object_created(_drop(s3, quick, project, name, data))
    tram_key = f"{project_prefix(project)}inbox/tram.txt"
    s3.delete_object(Bucket=quick.bucket_name, Key=tram_key)
    ingestor.object_removed(tram_key)

    second_run = _newest_run(conn, project)
    assert second_run != first_run
    report = _report(conn, project, second_run)
    assert report.status == "finished" and report.trigger == "drop"
    assert _counts(report) == {
        "new": 1,
        "changed": 1,
        "unchanged": 1,
        "duplicate": 1,
        "failed": 1,
        "deleted": 1,
    }
    assert report.failures is not None
    reasons = {f.file: (f.outcome, f.error_code, f.reason) for f in report.failures}
    assert reasons["inbox/copy-of-bus.txt"][:2] == ("duplicate", "duplicate")
    assert "bus.md" in (reasons["inbox/copy-of-bus.txt"][2] or "")
    assert reasons["inbox/scan.pdf"][0] == "failed" and reasons["inbox/scan.pdf"][2]
    assert report.pending == [] and report.failed_by_sweep == 0
    # the first run's report is unchanged by the second drop
    assert _counts(_report(conn, project, first_run)) == {"new": 3}


def test_a_reconciliation_finds_what_the_notifications_missed(
    conn: psycopg.Connection, s3: Any, quick: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    store = ObjectStore(quick, s3)
    ingestor = Ingestor(conn, store, embedder, quick)
    first = [("ferry.txt", FERRY), ("bus.md", BUS), ("scan.pdf", BROKEN_PDF), ("copy.md", BUS)]
    for name, data in first:
        ingestor.object_created(_drop(s3, quick, project, name, data))
    time.sleep(1.2)
    # notifications lost: one file changed, one added, one removed, none of them announced
    changed = _drop(s3, quick, project, "ferry.txt", CHANGED_FERRY)
    added = _drop(s3, quick, project, "tower.txt", TOWER)
    s3.delete_object(Bucket=quick.bucket_name, Key=f"{project_prefix(project)}inbox/bus.md")

    run_id = reconcile(conn, store, project)
    report = _report(conn, project, run_id)
    assert report.trigger == "reconcile" and report.status == "running"
    assert _counts(report) == {"pending": 2, "failed": 1, "duplicate": 1, "deleted": 1}
    assert {f.file for f in report.pending or []} == {"inbox/ferry.txt", "inbox/tower.txt"}
    for key in (changed, added):  # the copies S3 makes of touched objects, delivered
        ingestor.object_created(key)
    report = _report(conn, project, run_id)
    assert report.status == "finished"
    assert _counts(report) == {"new": 1, "changed": 1, "failed": 1, "duplicate": 1, "deleted": 1}
    # the failed PDF was not processed again: the same bytes would fail the same way
    scan = documents.by_key(conn, f"{project_prefix(project)}inbox/scan.pdf")
    assert scan is not None and scan.status == "failed"


def test_a_deleted_document_leaves_search_at_once_and_a_restored_one_comes_back(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    store = ObjectStore(settings, s3)
    ingestor = Ingestor(conn, store, embedder, settings)
    key = _drop(s3, settings, project, "bus.md", BUS)
    document_id = ingestor.object_created(key).document_id
    ingestor.object_created(_drop(s3, settings, project, "ferry.txt", FERRY))
    assert document_id is not None
    question = "how often do night buses run"
    assert "bus.md" in _found(conn, embedder, settings, project, question)

    stats = "SELECT chunk_count FROM project_text_stats WHERE project_id = %s"
    before = conn.execute(stats, (project,)).fetchone()
    retention.delete_document(conn, store, settings, project, document_id)
    assert "bus.md" not in _found(conn, embedder, settings, project, question)
    # out of BM25's statistics too, so the project's scores are as if it were never there
    assert conn.execute(stats, (project,)).fetchone() == ((before[0] - 1,) if before else None)
    assert documents.get(conn, document_id) is None
    assert store.exists(key)  # the file waits for the purge

    restored = retention.restore_document(conn, settings, project, document_id)
    assert restored.deleted_at is None and restored.status == "ready"
    assert "bus.md" in _found(conn, embedder, settings, project, question)
    assert conn.execute(stats, (project,)).fetchone() == before


def test_the_purge_removes_rows_and_files_after_the_window_only(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    kept, purged = make_project(conn, name="kept"), make_project(conn, name="purged")
    store = ObjectStore(settings, s3)
    ingestor = Ingestor(conn, store, embedder, settings)
    bus_key = _drop(s3, settings, kept, "bus.md", BUS)
    bus = ingestor.object_created(bus_key).document_id
    ferry = ingestor.object_created(_drop(s3, settings, kept, "ferry.txt", FERRY)).document_id
    ingestor.object_created(_drop(s3, settings, purged, "tram.txt", TRAM))
    assert bus is not None and ferry is not None
    retention.delete_document(conn, store, settings, kept, bus)
    retention.delete_project(conn, store, settings, "owner-a", purged)

    assert retention.purge(conn, store, settings) == retention.PurgeReport(0, 0)  # 7 days
    one_second = settings.model_copy(update={"delete_retention_days": 1 / 86_400})
    time.sleep(1.1)
    assert retention.purge(conn, store, one_second) == retention.PurgeReport(1, 1)
    assert conn.execute("SELECT count(*) FROM deleted_chunks").fetchone() == (0,)
    assert conn.execute("SELECT count(*) FROM projects WHERE id = %s", (purged,)).fetchone() == (0,)
    assert not store.exists(bus_key)
    assert store.listing(project_prefix(purged)) == []
    assert documents.get(conn, ferry) is not None  # the live document is untouched
    with pytest.raises(Exception, match="document not found"):
        retention.restore_document(conn, settings, kept, bus)


def test_uploads_that_name_their_run_are_one_run_each_batch(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    """Two batches uploaded within the quiet window (two `ragctl ingest` commands) are two runs:
    each registered upload is expected by its batch's run, whose report holds it alone."""
    from ragkit.schemas import UploadFile
    from ragkit.uploads import register_file

    project = make_project(conn)
    store = ObjectStore(settings, s3)
    ingestor = Ingestor(conn, store, embedder, settings)
    batches = [[("ferry.txt", FERRY), ("bus.txt", BUS)], [("broken.pdf", BROKEN_PDF)]]
    run_ids = []
    for batch in batches:
        run: uuid.UUID | Literal["new"] = "new"
        keys = []
        for name, data in batch:
            mime = "application/pdf" if name.endswith(".pdf") else "text/plain"
            request = UploadFile(filename=name, content_type=mime, size_bytes=len(data), run=run)
            accepted = register_file(conn, project, request, store, settings)
            assert accepted.upload is not None and accepted.run_id is not None
            run = accepted.run_id
            keys.append((accepted.upload.fields["key"], data))
        for key, data in keys:
            s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
            ingestor.object_created(key)
        run_ids.append(run)
    first, second = (_report(conn, project, run_id) for run_id in run_ids)  # type: ignore[arg-type]
    assert _counts(first) == {"new": 2} and first.status == "finished"
    assert _counts(second) == {"failed": 1}


def test_an_upload_naming_another_projects_run_is_refused(
    conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    from ragkit.errors import NotFound
    from ragkit.schemas import UploadFile
    from ragkit.uploads import register_file

    mine, theirs = make_project(conn), make_project(conn, owner="owner-b")
    their_run = runs.start(conn, theirs, "drop")
    request = UploadFile(filename="a.txt", content_type="text/plain", size_bytes=3, run=their_run)
    with pytest.raises(NotFound, match="ingestion run not found"):
        register_file(conn, mine, request, ObjectStore(settings, s3), settings)
    written = conn.execute("SELECT count(*) FROM documents WHERE project_id = %s", (mine,))
    assert written.fetchone() == (0,)  # refused before anything was written
