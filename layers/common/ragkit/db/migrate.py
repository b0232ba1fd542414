"""Apply the SQL files in migrations/ in order, once each, then the repeatable files in
functions/ whose checksum changed, all under an advisory lock.

Migrations are append-only history; a SQL function whose body may change without rewriting data
(search, scoring, filters) has one live definition in functions/, so a change to it is one edited
file rather than a new migration repeating the whole function."""

from __future__ import annotations

import hashlib
from importlib import resources

import psycopg

from ragkit.errors import ConfigurationError
from ragkit.log import logger

_LOCK_KEY = 7_270_001  # any constant: serialises concurrent runners


def migration_files() -> list[tuple[str, str]]:
    folder = resources.files("ragkit.db") / "migrations"
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".sql")), key=lambda f: f.name)
    return [(f.name.removesuffix(".sql"), f.read_text(encoding="utf-8")) for f in files]


def function_files() -> list[tuple[str, str]]:
    folder = resources.files("ragkit.db") / "functions"
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".sql")), key=lambda f: f.name)
    return [(f.name.removesuffix(".sql"), f.read_text(encoding="utf-8")) for f in files]


def apply_functions(conn: psycopg.Connection) -> list[str]:
    """Apply each functions/*.sql whose checksum differs from the one applied last; returns
    their names."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_functions ("
        " name text PRIMARY KEY, checksum text NOT NULL,"
        " applied_at timestamptz NOT NULL DEFAULT now())"
    )
    files = function_files()
    # a function whose file was removed was dropped by a migration: forget its checksum
    conn.execute(
        "DELETE FROM schema_functions WHERE name <> ALL(%s)", ([name for name, _sql in files],)
    )
    rows = conn.execute("SELECT name, checksum FROM schema_functions").fetchall()
    applied: dict[str, str] = {name: checksum for name, checksum in rows}
    changed = []
    for name, sql in files:
        checksum = hashlib.sha256(sql.encode()).hexdigest()
        if applied.get(name) == checksum:
            continue
        logger.info("applying function", extra={"function": name})
        conn.execute(sql)
        conn.execute(
            "INSERT INTO schema_functions (name, checksum) VALUES (%s, %s) ON CONFLICT (name)"
            " DO UPDATE SET checksum = excluded.checksum, applied_at = now()",
            (name, checksum),
        )
        changed.append(name)
    return changed


def migrate(conn: psycopg.Connection, *, model: str, dimensions: int) -> list[str]:
    """Bring the schema up to date; refuse a database built for another embedding model.

    Returns the migrations and functions applied now."""
    applied_now: list[str] = []
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
        conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
        )
        conn.execute("SELECT set_config('ragkit.embedding_model', %s, true)", (model,))
        conn.execute(
            "SELECT set_config('ragkit.embedding_dimensions', %s, true)", (str(dimensions),)
        )
        done = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
        for version, sql in migration_files():
            if version in done:
                continue
            logger.info("applying migration", extra={"version": version})
            conn.execute(sql)  # no parameters: psycopg sends it as one multi-statement script
            conn.execute("INSERT INTO schema_migrations (version) VALUES (%s)", (version,))
            applied_now.append(version)
        applied_now += [f"functions/{name}" for name in apply_functions(conn)]
        check_embedding_model(conn, model=model, dimensions=dimensions)
    return applied_now


def check_embedding_model(conn: psycopg.Connection, *, model: str, dimensions: int) -> None:
    row = conn.execute("SELECT model, dimensions FROM embedding_config").fetchone()
    if row is None:
        raise ConfigurationError("embedding_config is empty: the schema was not migrated")
    if (row[0], row[1]) != (model, dimensions):
        raise ConfigurationError(
            f"this database holds vectors of {row[0]} ({row[1]} dimensions); the configured "
            f"embedder is {model} ({dimensions} dimensions). Vectors of two models cannot be "
            "mixed: use another database, or set EMBEDDING_PROVIDER/EMBEDDING_MODEL to match."
        )
