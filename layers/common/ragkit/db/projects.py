"""Projects, always looked up through their owner: another owner's project does not exist."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import psycopg
from psycopg.rows import class_row

from ragkit.db.cursors import decode_cursor, encode_cursor, paged
from ragkit.db.records import ProjectRow
from ragkit.errors import Conflict, NotFound


class ProjectSummary(ProjectRow):
    document_count: int
    chunk_count: int


_SUMMARY = """
SELECT p.*,
       (SELECT count(*) FROM documents d WHERE d.project_id = p.id AND d.deleted_at IS NULL)::int
           AS document_count,
       coalesce((SELECT s.chunk_count FROM project_text_stats s WHERE s.project_id = p.id), 0)::int
           AS chunk_count
FROM projects p
"""


def create(
    conn: psycopg.Connection, owner_id: str, name: str, language: str | None = None
) -> ProjectRow:
    try:
        with conn.cursor(row_factory=class_row(ProjectRow)) as cur:
            row = cur.execute(
                "INSERT INTO projects (owner_id, name, language) VALUES (%s, %s, %s) RETURNING *",
                (owner_id, name, language),
            ).fetchone()
    except psycopg.errors.UniqueViolation as exc:
        raise Conflict(f"a project named {name!r} already exists") from exc
    assert row is not None
    return row


def require(
    conn: psycopg.Connection, owner_id: str, project_id: UUID, *, deleted: bool = False
) -> ProjectSummary:
    """The owner's live project (or, with `deleted`, one in the recycle bin)."""
    with conn.cursor(row_factory=class_row(ProjectSummary)) as cur:
        row = cur.execute(
            _SUMMARY + "WHERE p.id = %s AND p.owner_id = %s AND (p.deleted_at IS NOT NULL) = %s",
            (project_id, owner_id, deleted),
        ).fetchone()
    if row is None:
        raise NotFound("project not found")
    return row


def page(
    conn: psycopg.Connection,
    owner_id: str,
    limit: int,
    cursor: str | None,
    *,
    deleted: bool = False,
) -> tuple[list[ProjectSummary], str | None]:
    """The owner's projects (or those in the recycle bin), oldest first, keyset-paginated."""
    after = decode_cursor(cursor) if cursor else None
    where = "WHERE p.owner_id = %s AND (p.deleted_at IS NOT NULL) = %s" + (
        " AND (p.created_at, p.id) > (%s, %s)" if after else ""
    )
    params: tuple[object, ...] = (owner_id, deleted, *after) if after else (owner_id, deleted)
    with conn.cursor(row_factory=class_row(ProjectSummary)) as cur:
        rows = cur.execute(
            _SUMMARY + where + " ORDER BY p.created_at, p.id LIMIT %s", (*params, limit + 1)
        ).fetchall()
    return paged(rows, limit, lambda row: encode_cursor(row.created_at, row.id))


def set_language(
    conn: psycopg.Connection, owner_id: str, project_id: UUID, language: str | None
) -> None:
    """The language of the project's documents whose own cannot be detected (those processed
    from now on)."""
    changed = conn.execute(
        "UPDATE projects SET language = %s"
        " WHERE id = %s AND owner_id = %s AND deleted_at IS NULL RETURNING id",
        (language, project_id, owner_id),
    ).fetchone()
    if changed is None:
        raise NotFound("project not found")


def soft_delete(conn: psycopg.Connection, owner_id: str, project_id: UUID) -> None:
    """Hide the project, its documents and conversations at once (every route looks projects up
    through `require`, which skips deleted ones)."""
    gone = conn.execute(
        "UPDATE projects SET deleted_at = now()"
        " WHERE id = %s AND owner_id = %s AND deleted_at IS NULL RETURNING id",
        (project_id, owner_id),
    ).fetchone()
    if gone is None:
        raise NotFound("project not found")


def restore(conn: psycopg.Connection, owner_id: str, project_id: UUID) -> None:
    try:
        back = conn.execute(
            "UPDATE projects SET deleted_at = NULL"
            " WHERE id = %s AND owner_id = %s AND deleted_at IS NOT NULL RETURNING name",
            (project_id, owner_id),
        ).fetchone()
    except psycopg.errors.UniqueViolation as exc:
        raise Conflict("another project now has this project's name; rename it first") from exc
    if back is None:
        raise NotFound("project not found")


def delete(conn: psycopg.Connection, project_id: UUID) -> None:
    """Remove the project and, by cascade, everything it holds."""
    conn.execute("DELETE FROM projects WHERE id = %s", (project_id,))


def deleted_before(conn: psycopg.Connection, retention_s: float) -> list[ProjectRow]:
    """Deleted projects whose recovery window has passed."""
    with conn.cursor(row_factory=class_row(ProjectRow)) as cur:
        return cur.execute(
            "SELECT * FROM projects WHERE deleted_at < now() - make_interval(secs => %s)"
            " ORDER BY deleted_at LIMIT 100",
            (retention_s,),
        ).fetchall()


@dataclass(frozen=True, slots=True)
class Usage:
    documents: int
    bytes: int
    chunks: int


def usage(conn: psycopg.Connection, project_id: UUID, *, excluding: UUID | None = None) -> Usage:
    """What the project's live documents (whatever their status, but `excluding`) hold; the
    recycle bin does not count, and a restore checks the quotas again."""
    row = conn.execute(
        "SELECT count(*)::int, coalesce(sum(size_bytes), 0)::bigint,"
        " coalesce(sum(chunk_count), 0)::bigint FROM documents"
        " WHERE project_id = %s AND id IS DISTINCT FROM %s AND deleted_at IS NULL",
        (project_id, excluding),
    ).fetchone()
    assert row is not None
    return Usage(*row)


def lock(conn: psycopg.Connection, project_id: UUID) -> None:
    """Serialise the quota checks of one project until the transaction ends."""
    conn.execute("SELECT 1 FROM projects WHERE id = %s FOR UPDATE", (project_id,))
