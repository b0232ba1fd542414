"""The migrate function on a database that has none of the schema yet, then again."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

from devstack.database import drop_database, ensure_database
from ragkit import runtime
from ragkit.db.connection import connect
from tests.conftest import load_event, load_function
from tests.support.api import lambda_context


@pytest.fixture
def empty_database(database_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    name = f"ragkit_migrate_{uuid.uuid4().hex[:8]}"
    url = ensure_database(database_url, name)
    monkeypatch.setenv("DATABASE_URL", url)
    runtime.reset()
    yield url
    monkeypatch.setenv("DATABASE_URL", database_url)
    runtime.reset()
    drop_database(database_url, name)


def test_migrate_applies_every_migration_once(empty_database: str) -> None:
    migrate: Any = load_function("migrate")
    event = load_event("migrate/invoke.json")
    folder = resources.files("ragkit.db") / "migrations"
    versions = sorted(
        p.name.removesuffix(".sql") for p in folder.iterdir() if p.name.endswith(".sql")
    )
    functions = sorted(
        f"functions/{p.name.removesuffix('.sql')}"
        for p in (resources.files("ragkit.db") / "functions").iterdir()
        if p.name.endswith(".sql")
    )
    first = migrate.handler(event, lambda_context("migrate", timeout_s=300))
    assert first == {"applied": versions + functions}
    assert migrate.handler(event, lambda_context("migrate", timeout_s=300)) == {"applied": []}
    with connect(empty_database) as conn:
        assert conn.execute("SELECT to_regclass('chunks') IS NOT NULL").fetchone() == (True,)
