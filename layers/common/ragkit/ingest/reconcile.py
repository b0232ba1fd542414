"""An explicit ingestion run: compare what the bucket holds under a project's prefix with the
project's documents, and act on the difference.

- an object without a document is new, one changed since its document was processed is
  changed: both are touched (copied onto themselves), so S3 sends ObjectCreated and the process
  function ingests them as any upload, settling their items in this run;
- an object whose document is ready (or failed) and older than its processing is unchanged (or
  still failed: the same bytes would fail again, so they are not retried);
- a document whose object is gone is deleted (into the recycle bin)."""

from __future__ import annotations

from typing import NotRequired, TypedDict
from uuid import UUID

import psycopg

from ragkit.db import documents, runs
from ragkit.db.records import DocumentRow
from ragkit.log import logger
from ragkit.storage import URL_SUFFIX, ObjectKey, ObjectStore, StoredObject, project_prefix


def reconcile(
    conn: psycopg.Connection, store: ObjectStore, project_id: UUID, prefix: str = ""
) -> UUID:
    """Start a reconciliation run of `projects/{project_id}/{prefix}`; returns its id (the
    touched objects settle as the process function gets to them)."""
    scope = project_prefix(project_id) + prefix
    stored = {o.key: o for o in store.listing(scope) if ObjectKey.parse(o.key) is not None}
    live = documents.in_project(conn, project_id)
    known = {d.s3_key: d for d in live if d.s3_key.startswith(scope)}
    in_bin = {d.s3_key: d for d in documents.in_project(conn, project_id, deleted=True)}
    to_touch: list[str] = []
    with conn.transaction():
        run_id = runs.start(conn, project_id, "reconcile", prefix or None)
        for key, stored_object in stored.items():
            binned = in_bin.get(key)
            if binned is not None:  # deleted on purpose: the object waits for the purge
                if binned.error_code == "duplicate":  # a copy ingestion put aside: still one
                    runs.add_item(conn, run_id, key, **_item(binned, touch=False))
                continue
            document = known.get(key)
            touch = document is None or _changed(stored_object, document)
            runs.add_item(conn, run_id, key, **_item(document, touch))
            if touch:
                to_touch.append(key)
        for key, document in known.items():
            if key not in stored and documents.soft_delete(conn, document.id):
                runs.add_item(
                    conn, run_id, key, document_id=document.id, change="deleted", outcome="deleted"
                )
    for key in to_touch:
        store.touch(key)
    logger.info(
        "reconciliation started",
        extra={"run_id": str(run_id), "objects": len(stored), "touched": len(to_touch)},
    )
    return run_id


class _Item(TypedDict):
    document_id: UUID | None
    change: runs.Change
    outcome: NotRequired[runs.ItemOutcome]
    reason: NotRequired[str | None]
    code: NotRequired[str | None]


def _item(document: DocumentRow | None, touch: bool) -> _Item:
    """What the run records for an object: pending when it is to be ingested (or its document is
    still in progress: its own event settles it), else the document's settled state."""
    if document is None:
        return {"document_id": None, "change": "new"}
    if touch or document.status in {"pending", "processing"}:
        return {"document_id": document.id, "change": "existing"}
    if document.status == "ready":
        return {"document_id": document.id, "change": "unchanged", "outcome": "unchanged"}
    return {
        "document_id": document.id,
        "change": "unchanged",
        "outcome": "duplicate" if document.error_code == "duplicate" else "failed",
        "reason": document.error_message,
        "code": document.error_code,
    }


def _changed(stored: StoredObject, document: DocumentRow) -> bool:
    """The object was written after its document last settled (ready or failed), or has
    another size (S3's LastModified has whole seconds: a rewrite within the second of
    processing shows only in its size). A URL object's size is the URL's, not the page's."""
    if document.status not in {"ready", "failed"} or document.processed_at is None:
        return False
    known_size = document.size_bytes is not None and not stored.key.endswith(URL_SUFFIX)
    resized = known_size and stored.size != document.size_bytes
    return resized or stored.last_modified > document.processed_at
