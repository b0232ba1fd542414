"""The committed schema snapshot is what the migrations and functions/ build, and the repeatable
functions are applied again only when their file changes."""

from __future__ import annotations

import psycopg
import pytest

from devstack.schema import dump_schema
from ragkit.db.migrate import apply_functions, function_files
from tests.conftest import ROOT

pytestmark = pytest.mark.db

SNAPSHOT = ROOT / "layers/common/ragkit/db/schema.sql"


def test_the_schema_snapshot_is_current(database_url: str, conn: psycopg.Connection) -> None:
    server = conn.execute("SHOW server_version").fetchone()
    committed = SNAPSHOT.read_text()
    if server is None or f"database version {server[0]}" not in committed:
        pytest.skip(f"the snapshot was dumped from another PostgreSQL version than {server}")
    assert dump_schema(database_url) == committed, "run `make schema` and commit the snapshot"


def test_functions_are_applied_again_only_when_their_file_changes(
    conn: psycopg.Connection,
) -> None:
    with conn.transaction():
        assert apply_functions(conn) == []  # the migrated database has every one current
        conn.execute("UPDATE schema_functions SET checksum = 'edited' WHERE name = 'bm25_search'")
        assert apply_functions(conn) == ["bm25_search"]
        assert apply_functions(conn) == []
    names = {name for name, _sql in function_files()}
    assert {"bm25_search", "chunk_in_scope", "lexemes_or_query", "project_configs"} == names
