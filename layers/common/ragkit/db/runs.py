"""Ingestion runs: what one bulk drop (or one reconciliation of a prefix) did, object by object.

An object event joins the project's run whose last event is younger than the quiet window, or
starts a new one; its item stays open (outcome NULL: pending or processing) until ingestion, the
sweep or a delete settles it. The report is read from the items, so it is right whichever
function settled them and in whatever order."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal
from uuid import UUID

import psycopg
from psycopg.rows import class_row

from ragkit.db.cursors import decode_cursor, encode_cursor, paged
from ragkit.db.records import DocumentStatus
from ragkit.errors import NotFound

Change = Literal["new", "existing", "unchanged", "deleted"]
ItemOutcome = Literal["ready", "unchanged", "failed", "duplicate", "deleted", "ignored"]
Trigger = Literal["drop", "reconcile"]


@dataclass(frozen=True, slots=True)
class ItemRow:
    s3_key: str
    document_id: UUID | None
    change: Change
    outcome: ItemOutcome | None
    reason: str | None
    code: str | None
    document_status: DocumentStatus | None


@dataclass(frozen=True, slots=True)
class RunRow:
    id: UUID
    project_id: UUID
    trigger: Trigger
    prefix: str | None
    started_at: datetime
    last_event_at: datetime
    settled_at: datetime | None
    open_items: int
    items: list[ItemRow] = field(default_factory=list)


def _run_lock(conn: psycopg.Connection, project_id: UUID) -> None:
    """Serialise run bookkeeping per project: two process functions receiving the first objects
    of a drop at once must join one run, not open two."""
    conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s::text, 17))", (project_id,))


def start(
    conn: psycopg.Connection, project_id: UUID, trigger: Trigger, prefix: str | None = None
) -> UUID:
    row = conn.execute(
        "INSERT INTO ingestion_runs (project_id, trigger, prefix) VALUES (%s, %s, %s) RETURNING id",
        (project_id, trigger, prefix),
    ).fetchone()
    assert row is not None
    return UUID(str(row[0]))


def add_item(
    conn: psycopg.Connection,
    run_id: UUID,
    s3_key: str,
    *,
    document_id: UUID | None,
    change: Change,
    outcome: ItemOutcome | None = None,
    reason: str | None = None,
    code: str | None = None,
) -> None:
    """Record an object in the run; an object seen again in the same run reopens its item,
    remembering what it had settled to (a redelivered event then does not turn "new" into
    "unchanged")."""
    conn.execute(
        """
        INSERT INTO ingestion_run_items AS i
            (run_id, s3_key, document_id, change, outcome, reason, code)
        VALUES (%s, %s, %s, %s, %s, %s, %s)
        ON CONFLICT (run_id, s3_key) DO UPDATE
            SET outcome = excluded.outcome, reason = excluded.reason, code = excluded.code,
                document_id = coalesce(excluded.document_id, i.document_id),
                settled = coalesce(i.outcome, i.settled), updated_at = now()
        """,
        (run_id, s3_key, document_id, change, outcome, reason, code),
    )


def note_object(
    conn: psycopg.Connection,
    project_id: UUID,
    s3_key: str,
    *,
    document_id: UUID | None,
    change: Change,
    quiet_s: float,
    outcome: ItemOutcome | None = None,
) -> UUID:
    """Attach an object event to its run: the run already expecting this object (a
    reconciliation), else the project's run still inside its quiet window, else a new drop."""
    with conn.transaction():
        _run_lock(conn, project_id)
        row = conn.execute(
            """
            SELECT r.id FROM ingestion_run_items i JOIN ingestion_runs r ON r.id = i.run_id
            WHERE i.s3_key = %(key)s AND i.outcome IS NULL AND r.project_id = %(project)s
            UNION ALL
            (SELECT id FROM ingestion_runs
             WHERE project_id = %(project)s
               AND last_event_at > now() - make_interval(secs => %(quiet)s)
             ORDER BY started_at DESC LIMIT 1)
            LIMIT 1
            """,
            {"key": s3_key, "project": project_id, "quiet": quiet_s},
        ).fetchone()
        run_id = UUID(str(row[0])) if row else start(conn, project_id, "drop")
        conn.execute("UPDATE ingestion_runs SET last_event_at = now() WHERE id = %s", (run_id,))
        add_item(conn, run_id, s3_key, document_id=document_id, change=change, outcome=outcome)
    return run_id


def settle(
    conn: psycopg.Connection,
    s3_key: str,
    outcome: ItemOutcome,
    reason: str | None = None,
    code: str | None = None,
) -> None:
    """Close the open items of an object with what became of it."""
    conn.execute(
        """
        UPDATE ingestion_run_items
        SET outcome = CASE WHEN %(outcome)s = 'unchanged' AND settled IS NOT NULL
                           THEN settled ELSE %(outcome)s END,
            reason = %(reason)s, code = %(code)s, updated_at = now()
        WHERE s3_key = %(key)s AND outcome IS NULL
        """,
        {"outcome": outcome, "reason": reason, "code": code, "key": s3_key},
    )


_RUN = """
SELECT r.id, r.project_id, r.trigger, r.prefix, r.started_at, r.last_event_at,
       CASE WHEN count(i.*) FILTER (WHERE i.outcome IS NULL) = 0
            THEN greatest(r.last_event_at, max(i.updated_at)) END AS settled_at,
       (count(i.*) FILTER (WHERE i.outcome IS NULL))::int AS open_items
FROM ingestion_runs r LEFT JOIN ingestion_run_items i ON i.run_id = r.id
"""


def page(
    conn: psycopg.Connection, project_id: UUID, limit: int, cursor: str | None
) -> tuple[list[RunRow], str | None]:
    """The project's runs, newest first, keyset-paginated (without their items)."""
    after = decode_cursor(cursor) if cursor else None
    where = "WHERE r.project_id = %s" + (" AND (r.started_at, r.id) < (%s, %s)" if after else "")
    params: tuple[object, ...] = (project_id, *after) if after else (project_id,)
    with conn.cursor(row_factory=class_row(RunRow)) as cur:
        rows = cur.execute(
            _RUN + where + " GROUP BY r.id ORDER BY r.started_at DESC, r.id DESC LIMIT %s",
            (*params, limit + 1),
        ).fetchall()
    return paged(rows, limit, lambda row: encode_cursor(row.started_at, row.id))


def require_in_project(conn: psycopg.Connection, project_id: UUID, run_id: UUID) -> None:
    """Refuse a run that is not the project's, without reading its items (an upload naming
    its run asks this once per file)."""
    row = conn.execute(
        "SELECT 1 FROM ingestion_runs WHERE id = %s AND project_id = %s", (run_id, project_id)
    ).fetchone()
    if row is None:
        raise NotFound("ingestion run not found")


def require(conn: psycopg.Connection, project_id: UUID, run_id: UUID) -> RunRow:
    """The run with its items, if it belongs to the project (whose owner the caller checked)."""
    with conn.cursor(row_factory=class_row(RunRow)) as cur:
        run = cur.execute(
            _RUN + "WHERE r.id = %s AND r.project_id = %s GROUP BY r.id", (run_id, project_id)
        ).fetchone()
    if run is None:
        raise NotFound("ingestion run not found")
    with conn.cursor(row_factory=class_row(ItemRow)) as cur:
        run.items.extend(
            cur.execute(
                """
                SELECT i.s3_key, i.document_id, i.change, i.outcome, i.reason, i.code,
                       d.status AS document_status
                FROM ingestion_run_items i LEFT JOIN documents d ON d.id = i.document_id
                WHERE i.run_id = %s ORDER BY i.s3_key
                """,
                (run_id,),
            ).fetchall()
        )
    return run
