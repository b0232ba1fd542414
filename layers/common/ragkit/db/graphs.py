"""Vector graphs of their own for big projects: a partial HNSW index per project.

A project's graph is `chunks_graph_<project id hex>`, an HNSW index over the rows with its
`project_id` only. It is built with CREATE INDEX CONCURRENTLY, so chunks keep arriving while it
is built and none is lost or indexed twice; a build that was stopped leaves an invalid index,
dropped before the next try. The catalog is the registry: a project has a graph when a valid
index of that name exists."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import psycopg
from psycopg import sql

__all__ = [
    "HAS_VALID_GRAPH",
    "PREFIX",
    "Graph",
    "build",
    "drop",
    "due",
    "index_name",
    "listing",
    "locked",
    "orphans",
    "unlock",
]

PREFIX = "chunks_graph_"
_LOCK_KEY = 7_270_019  # one graph builder at a time

# whether the index named by the parameter is a usable graph (a search's metric asks this)
HAS_VALID_GRAPH = (
    "EXISTS (SELECT 1 FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid"
    " WHERE c.relname = %s AND i.indisvalid)"
)
# the graph index of each project, valid or not: (project id, name, valid, bytes)
_GRAPHS = """
SELECT substr(c.relname, length(%(prefix)s) + 1)::uuid AS project_id, c.relname::text AS name,
       i.indisvalid AS valid, pg_relation_size(c.oid) AS bytes
FROM pg_index AS i
JOIN pg_class AS c ON c.oid = i.indexrelid
WHERE i.indrelid = 'chunks'::regclass AND c.relname ~ ('^' || %(prefix)s || '[0-9a-f]{32}$')
"""


@dataclass(frozen=True, slots=True)
class Graph:
    project_id: UUID
    name: str
    valid: bool
    bytes: int


def index_name(project_id: UUID) -> str:
    return f"{PREFIX}{project_id.hex}"


def listing(conn: psycopg.Connection) -> list[Graph]:
    rows = conn.execute(_GRAPHS + " ORDER BY bytes DESC", {"prefix": PREFIX}).fetchall()
    return [Graph(*row) for row in rows]


def due(conn: psycopg.Connection, min_chunks: int) -> list[tuple[UUID, int]]:
    """Live projects of at least `min_chunks` chunks without a valid graph, biggest first."""
    rows = conn.execute(
        f"WITH graphs AS ({_GRAPHS})"
        " SELECT s.project_id, s.chunk_count FROM project_text_stats AS s"
        " JOIN projects AS p ON p.id = s.project_id AND p.deleted_at IS NULL"
        " WHERE s.chunk_count >= %(min)s AND NOT EXISTS"
        "  (SELECT 1 FROM graphs AS g WHERE g.project_id = s.project_id AND g.valid)"
        " ORDER BY s.chunk_count DESC, s.project_id",
        {"prefix": PREFIX, "min": min_chunks},
    ).fetchall()
    return [(project_id, count) for project_id, count in rows]


def orphans(conn: psycopg.Connection) -> list[str]:
    """Graphs whose project is gone (purged)."""
    rows = conn.execute(
        f"WITH graphs AS ({_GRAPHS}) SELECT g.name FROM graphs AS g"
        " WHERE NOT EXISTS (SELECT 1 FROM projects AS p WHERE p.id = g.project_id)"
        " ORDER BY g.name",
        {"prefix": PREFIX},
    ).fetchall()
    return [name for (name,) in rows]


def build(conn: psycopg.Connection, project_id: UUID, *, memory_mb: int, timeout_ms: int) -> None:
    """Build the project's graph online on `conn` (autocommit, used for nothing else: its
    session settings change). A build stopped by `timeout_ms` leaves an invalid index, which
    `due` reports and the next build replaces."""
    drop(conn, index_name(project_id))  # the invalid leftover of a stopped build, if any
    # Session settings, on purpose: behind RDS Proxy the connection's init query sets the API's
    # statement timeout, and a graph that fits in maintenance memory is built in one pass,
    # several times faster than spilling to disk.
    conn.execute(
        "SELECT set_config('statement_timeout', %s, false),"
        " set_config('maintenance_work_mem', %s, false)",
        (str(timeout_ms), f"{memory_mb}MB"),
    )
    conn.execute(
        sql.SQL(
            "CREATE INDEX CONCURRENTLY {} ON chunks USING hnsw (embedding vector_cosine_ops)"
            " WHERE project_id = {}"
        ).format(sql.Identifier(index_name(project_id)), sql.Literal(str(project_id)))
    )


def drop(conn: psycopg.Connection, name: str) -> None:
    conn.execute(sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(sql.Identifier(name)))


def locked(conn: psycopg.Connection) -> bool:
    """Take the builders' session lock if free; released with `unlock` (or the session)."""
    row = conn.execute("SELECT pg_try_advisory_lock(%s)", (_LOCK_KEY,)).fetchone()
    return bool(row and row[0])


def unlock(conn: psycopg.Connection) -> None:
    conn.execute("SELECT pg_advisory_unlock(%s)", (_LOCK_KEY,))
