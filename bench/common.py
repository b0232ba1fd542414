"""Shared plumbing of the benchmarks: a fresh database, a moto S3 bucket, result files."""

from __future__ import annotations

import contextlib
import json
import os
import platform
import statistics
import subprocess
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg

from devstack.database import drop_database, ensure_database, start_embedded
from ragkit import runtime
from ragkit.db.connection import connect, migrate_configured_database
from ragkit.settings import get_settings

# Bulk loads of a million chunks outlast the API's statement timeout; benchmarks measure
# without it.
os.environ.setdefault("DB_STATEMENT_TIMEOUT_MS", "0")
os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")  # EMF lines would fill the output
ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
SCIFACT = ROOT.parent / "shared" / "datasets" / "scifact"
# The embedded server's defaults (128 MB of shared buffers) are for laptops; a database server
# such as Aurora gives most of its memory to the buffer cache. Benchmarks measure the latter.
SERVER_CONFIG = {"shared_buffers": "4GB", "effective_cache_size": "12GB"}


@contextmanager
def fresh_database(name: str, *, keep: bool = False) -> Iterator[psycopg.Connection]:
    """A migrated database on BENCH_DATABASE_URL's server or the embedded one (data in
    .local/bench-pg): `name_<random>`, dropped afterwards, or with `keep` the database `name`
    itself, left in place for the next run."""
    server = None
    admin = os.environ.get("BENCH_DATABASE_URL")
    if not admin:
        server, admin = start_embedded(ROOT / ".local" / "bench-pg", SERVER_CONFIG)
    dbname = name if keep else f"{name}_{uuid.uuid4().hex[:6]}"
    os.environ["DATABASE_URL"] = ensure_database(admin, dbname)
    runtime.reset()
    migrate_configured_database()
    conn = connect()
    try:
        yield conn
    finally:
        conn.close()
        if not keep:
            drop_database(admin, dbname)
        del server


@contextmanager
def moto_bucket() -> Iterator[Any]:
    os.environ.setdefault("AWS_ACCESS_KEY_ID", "bench")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "bench")
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
    from moto import mock_aws

    from ragkit.storage import s3_client

    with mock_aws():
        runtime.reset()
        client = s3_client()
        client.create_bucket(Bucket=get_settings().bucket_name)
        yield client
    runtime.reset()


def new_project(conn: psycopg.Connection, name: str) -> uuid.UUID:
    row = conn.execute(
        "INSERT INTO projects (owner_id, name) VALUES ('bench', %s) RETURNING id", (name,)
    ).fetchone()
    assert row is not None
    project: uuid.UUID = row[0]
    return project


def machine() -> dict[str, Any]:
    cpu = "unknown"
    with contextlib.suppress(OSError, StopIteration):
        cpu = next(
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        )
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    ).stdout.strip()
    return {
        "date": datetime.now(UTC).isoformat(timespec="seconds"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "commit": commit,
    }


def write_result(name: str, payload: dict[str, Any]) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps({"machine": machine(), **payload}, indent=2) + "\n")
    return path


def timed(fn: Any, *args: Any, repeat: int = 3, **kwargs: Any) -> tuple[float, Any]:
    """Median wall time of `repeat` calls, and the last result."""
    times, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = fn(*args, **kwargs)
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def table(rows: list[list[Any]], header: list[str]) -> str:
    cells = [header, *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = [" | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    return "\n".join(lines)


def percentiles(samples: list[float]) -> dict[str, float]:
    """p50 (median), p95 and p99 of durations in seconds, in milliseconds."""
    ordered = sorted(samples)

    def pick(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 2),
        "p95_ms": round(pick(0.95) * 1000, 2),
        "p99_ms": round(pick(0.99) * 1000, 2),
    }
