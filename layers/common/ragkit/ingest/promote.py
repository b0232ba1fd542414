"""Promotion of big projects to a vector graph of their own, run by the sweep.

A project of at least PROJECT_GRAPH_MIN_CHUNKS chunks gets its own HNSW graph (db/graphs.py),
biggest first, while the invocation has time; the graphs of purged projects are dropped. Until
its graph is built a project is scanned exactly: slower, never wrong. One builder at a time (a
session lock): a sweep that finds another one building leaves the graphs to it."""

from __future__ import annotations

import time
from dataclasses import dataclass
from uuid import UUID

import psycopg

from ragkit.db import graphs
from ragkit.db.connection import connect
from ragkit.deadline import Deadline
from ragkit.log import MetricUnit, logger, record_metric
from ragkit.settings import Settings


@dataclass(frozen=True, slots=True)
class PromotionReport:
    built: int = 0
    dropped: int = 0
    waiting: int = 0  # due but left for the next sweep (out of time, or another builder)


def promote_big_projects(
    conn: psycopg.Connection, settings: Settings, deadline: Deadline
) -> PromotionReport:
    if not graphs.locked(conn):
        return PromotionReport(waiting=len(graphs.due(conn, settings.project_graph_min_chunks)))
    try:
        dropped = graphs.orphans(conn)
        for name in dropped:
            graphs.drop(conn, name)
        due = graphs.due(conn, settings.project_graph_min_chunks)
        built = 0
        for project_id, chunks in due:
            if deadline.remaining_s() < 1:
                break
            _build(project_id, chunks, settings, deadline)
            built += 1
    finally:
        graphs.unlock(conn)
    return PromotionReport(built=built, dropped=len(dropped), waiting=len(due) - built)


def _build(project_id: UUID, chunks: int, settings: Settings, deadline: Deadline) -> None:
    # Its own connection, bounded by the invocation's remaining time: a build Lambda would stop
    # is cancelled by the server instead and leaves an invalid index to retry.
    timeout_ms = max(1, int(min(deadline.remaining_s(), 86_400) * 1000))
    started = time.monotonic()
    with connect(with_vector=False) as build_conn:
        graphs.build(
            build_conn,
            project_id,
            memory_mb=settings.project_graph_build_memory_mb,
            timeout_ms=timeout_ms,
        )
    seconds = time.monotonic() - started
    logger.info(
        "project graph built",
        extra={"project_id": str(project_id), "chunks": chunks, "seconds": round(seconds, 2)},
    )
    record_metric("ProjectGraphBuildSeconds", value=seconds, unit=MetricUnit.Seconds)
