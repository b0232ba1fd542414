"""The reliability sweep, run on a schedule: no document waits for ever.

- `pending` past its upload URL's expiry: if the object is there (its notification was lost),
  S3 is made to send it again; if not, the document fails with "upload never arrived".
- `processing` long past the process function's timeout: the invocation was stopped mid-way
  (a timeout, a crash); the document fails with that reason, so its owner can reprocess it,
  instead of showing "processing" for ever."""

from __future__ import annotations

from dataclasses import dataclass

import psycopg

from ragkit.db import documents
from ragkit.errors import PROCESSING_STOPPED, UPLOAD_NEVER_ARRIVED
from ragkit.log import logger
from ragkit.settings import Settings
from ragkit.storage import ObjectStore

NEVER_ARRIVED = "upload never arrived: the file was not uploaded before the upload URL expired"
STOPPED = (
    "processing was stopped before it finished (the function ran out of time or crashed); "
    "reprocess the document to try again"
)


@dataclass(frozen=True, slots=True)
class SweepReport:
    never_arrived: int = 0
    redelivered: int = 0
    stopped: int = 0


def sweep(conn: psycopg.Connection, store: ObjectStore, settings: Settings) -> SweepReport:
    never_arrived = redelivered = stopped = 0
    window = settings.upload_url_expiry_s + settings.upload_grace_s
    for document in documents.stale(conn, "pending", window):
        if store.exists(document.s3_key):
            store.touch(document.s3_key)  # ObjectCreated again, as a reprocess does
            documents.touch(conn, document.id)
            redelivered += 1
        elif documents.fail_if_still(
            conn, document.id, "pending", NEVER_ARRIVED, UPLOAD_NEVER_ARRIVED
        ):
            never_arrived += 1
    for document in documents.stale(conn, "processing", settings.stale_processing_after_s):
        stopped += documents.fail_if_still(
            conn, document.id, "processing", STOPPED, PROCESSING_STOPPED
        )
    report = SweepReport(never_arrived, redelivered, stopped)
    logger.info("sweep done", extra={"report": report})
    return report
