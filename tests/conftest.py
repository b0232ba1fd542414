"""Shared fixtures: a real PostgreSQL with pgvector (embedded unless DATABASE_URL is set), moto for
AWS services, and the real local embedder loaded once per session."""

from __future__ import annotations

import importlib.util
import json
import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import hypothesis
import psycopg
import pytest

# Tests never talk to real AWS: fake credentials and a fixed region before boto3 is imported.
os.environ.update(
    AWS_ACCESS_KEY_ID="testing",
    AWS_SECRET_ACCESS_KEY="testing",
    AWS_DEFAULT_REGION="us-east-1",
    POWERTOOLS_SERVICE_NAME="rag-tests",
    POWERTOOLS_METRICS_DISABLED="true",
    BUCKET_NAME="rag-documents",
)
os.environ.pop("OPENAI_API_KEY", None)
os.environ.pop("EMBEDDING_PROVIDER", None)

from devstack.database import drop_database, ensure_database, start_embedded
from ragkit import runtime
from ragkit.db.connection import connect, migrate_configured_database
from ragkit.embeddings import Embedder, get_embedder
from ragkit.settings import Settings, get_settings
from ragkit.storage import s3_client

# Speed is measured by the benchmarks under bench/, never by a test: hypothesis' default deadline
# (200 ms per example) failed property tests on a machine busy with other work.
hypothesis.settings.register_profile("ragkit", deadline=None)
hypothesis.settings.load_profile("ragkit")

PROJECT_ID = uuid.UUID("11111111-1111-4111-8111-111111111111")


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A throwaway database, migrated for the default (local) embedder."""
    server = None
    admin_url = os.environ.get("DATABASE_URL")
    if not admin_url:
        server, admin_url = start_embedded(tmp_path_factory.mktemp("pgdata"))
    name = f"ragkit_test_{uuid.uuid4().hex[:8]}"
    url = ensure_database(admin_url, name)
    os.environ["DATABASE_URL"] = url
    runtime.reset()
    migrate_configured_database()
    yield url
    runtime.reset()
    drop_database(admin_url, name)
    if server is not None:
        server.cleanup()


@pytest.fixture
def conn(database_url: str) -> Iterator[psycopg.Connection]:
    connection = connect(database_url)
    yield connection
    connection.execute("TRUNCATE projects, documents, chunks CASCADE")
    connection.close()


@pytest.fixture(autouse=True)
def fresh_container() -> Iterator[None]:
    """Each test starts as a new execution environment does: settings read again, no open
    connection or client, every provider's circuit closed (the loaded models are kept)."""
    runtime.reset()
    yield
    runtime.reset()


@pytest.fixture
def settings() -> Settings:
    return get_settings()


@pytest.fixture(scope="session")
def embedder(database_url: str) -> Embedder:
    return get_embedder()


@pytest.fixture
def s3(settings: Settings) -> Iterator[Any]:
    """A moto S3 with the configured bucket; the package's cached client is rebuilt inside it."""
    from moto import mock_aws

    with mock_aws():
        runtime.reset()
        client = s3_client()
        client.create_bucket(Bucket=settings.bucket_name)
        yield client
    runtime.reset()


def make_project(
    conn: psycopg.Connection,
    owner: str = "owner-a",
    name: str | None = None,
    project_id: uuid.UUID | None = None,
) -> uuid.UUID:
    row = conn.execute(
        "INSERT INTO projects (id, owner_id, name) VALUES (%s, %s, %s) RETURNING id",
        (project_id or uuid.uuid4(), owner, name or f"project-{uuid.uuid4().hex[:6]}"),
    ).fetchone()
    assert row is not None
    return row[0]  # type: ignore[no-any-return]


ROOT = Path(__file__).resolve().parent.parent


def load_function(name: str) -> ModuleType:
    """Import functions/<name>/app.py under a unique module name (all four are called app)."""
    path = ROOT / "functions" / name / "app.py"
    spec = importlib.util.spec_from_file_location(f"function_{name}_app", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_event(relative: str) -> dict[str, Any]:
    event: dict[str, Any] = json.loads((ROOT / "events" / relative).read_text())
    return event
