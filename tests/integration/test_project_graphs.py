"""Big projects get a vector graph of their own (a partial HNSW index), built online by the
sweep's promotion, on the real database."""

from __future__ import annotations

import threading
import uuid

import numpy as np
import psycopg
import pytest

from ragkit.db import graphs, projects
from ragkit.db.connection import connect
from ragkit.db.search import search, vector_path
from ragkit.deadline import Deadline
from ragkit.ingest.promote import promote_big_projects
from ragkit.settings import Settings
from tests.conftest import make_project
from tests.support.corpus import add_document

pytestmark = pytest.mark.db

Stored = list[tuple[str, list[float]]]


def _add(conn: psycopg.Connection, project: uuid.UUID, name: str, count: int, seed: int) -> Stored:
    vectors = np.random.default_rng(seed).normal(size=(count, 384))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    texts = [f"{name} chunk {i}" for i in range(count)]
    add_document(conn, project, f"{name}.txt", texts, vectors=vectors.tolist())
    return list(zip(texts, vectors.tolist(), strict=True))


def _nearest(
    conn: psycopg.Connection, project: uuid.UUID, vector: list[float], settings: Settings
) -> list[str]:
    hits = search(
        conn, project_id=project, query="", embedding=vector, settings=settings, mode="vector"
    )
    return [hit.content for hit in hits]


def _valid_graphs(conn: psycopg.Connection) -> set[uuid.UUID]:
    return {graph.project_id for graph in graphs.listing(conn) if graph.valid}


def test_a_big_project_is_promoted_online_while_documents_keep_arriving(
    conn: psycopg.Connection, database_url: str, settings: Settings
) -> None:
    big, small, other = make_project(conn), make_project(conn), make_project(conn)
    stored = _add(conn, big, "first", 3000, seed=1)
    _add(conn, small, "small", 50, seed=2)
    # the big project is one of several in the table, as in any deployment (a project alone in
    # a small table is cheaper to read whole, and the planner rightly does so)
    _add(conn, other, "other", 6000, seed=3)
    arriving: Stored = []
    added = threading.Semaphore(0)
    promoted = threading.Event()

    def keep_adding() -> None:  # another writer, as `process` would be, on its own connection
        with connect(database_url) as other:
            for batch in range(100):
                arriving.extend(_add(other, big, f"during{batch}", 20, seed=100 + batch))
                added.release()
                if promoted.is_set() and batch >= 3:
                    return

    writer = threading.Thread(target=keep_adding)
    writer.start()
    added.acquire()  # the build starts while documents are being stored
    report = promote_big_projects(
        conn, settings.model_copy(update={"project_graph_min_chunks": 1000}), Deadline.never()
    )
    promoted.set()
    writer.join()
    try:
        assert report.built >= 1 and report.waiting == 0
        assert big in _valid_graphs(conn) and small not in _valid_graphs(conn)
        counted = conn.execute(
            "SELECT count(*), count(DISTINCT id) FROM chunks WHERE project_id = %s", (big,)
        ).fetchone()
        assert counted == (len(stored) + len(arriving), len(stored) + len(arriving))
        conn.execute("ANALYZE chunks")  # as autovacuum would after so many rows
        probe = stored[0][1]
        assert vector_path(conn, project_id=big, embedding=probe, settings=settings) == (
            graphs.index_name(big)
        )
        assert vector_path(conn, project_id=small, embedding=probe, settings=settings) == (
            "exact scan"
        )
        # every chunk, also those stored while the graph was built, is reached through it
        for text, vector in stored[:10] + arriving:
            assert _nearest(conn, big, vector, settings)[0] == text
    finally:
        projects.delete(conn, big)
        projects.delete(conn, other)
        promote_big_projects(conn, settings, Deadline.never())  # drops the purged ones' graphs
    assert big not in {graph.project_id for graph in graphs.listing(conn)}


def test_a_graph_serves_its_own_project_only_and_goes_with_it(
    conn: psycopg.Connection, settings: Settings
) -> None:
    mine, theirs = make_project(conn), make_project(conn)
    own = _add(conn, mine, "mine", 120, seed=3)
    _add(conn, theirs, "theirs", 120, seed=4)
    for project in (mine, theirs):
        graphs.build(conn, project, memory_mb=64, timeout_ms=60_000)
    # the other project's nearest neighbours of my chunks are its own chunks, never mine
    for _text, vector in own[:10]:
        assert all(hit.startswith("theirs") for hit in _nearest(conn, theirs, vector, settings))
    projects.delete(conn, mine)
    projects.delete(conn, theirs)
    report = promote_big_projects(conn, settings, Deadline.never())
    assert report.dropped >= 2  # (and any a failed test left behind)
    assert not {mine, theirs} & {graph.project_id for graph in graphs.listing(conn)}


def test_a_stopped_build_is_retried_and_a_deleted_project_is_not_promoted(
    conn: psycopg.Connection, database_url: str, settings: Settings
) -> None:
    stopped, deleted = make_project(conn), make_project(conn)
    _add(conn, stopped, "stopped", 350, seed=5)
    _add(conn, deleted, "deleted", 350, seed=6)
    projects.soft_delete(conn, "owner-a", deleted)
    with connect(database_url) as builder, pytest.raises(psycopg.errors.QueryCanceled):
        graphs.build(builder, stopped, memory_mb=64, timeout_ms=1)
    due = dict(graphs.due(conn, 300))
    assert stopped in due and deleted not in due
    report = promote_big_projects(
        conn, settings.model_copy(update={"project_graph_min_chunks": 300}), Deadline.never()
    )
    try:
        assert stopped in _valid_graphs(conn) and deleted not in _valid_graphs(conn)
        assert report.waiting == 0
        names = [g.name for g in graphs.listing(conn) if g.project_id == stopped]
        assert names == [graphs.index_name(stopped)]  # no leftover of the stopped build
    finally:
        projects.delete(conn, stopped)
        projects.delete(conn, deleted)
        promote_big_projects(conn, settings, Deadline.never())


def test_only_one_builder_at_a_time(conn: psycopg.Connection, database_url: str) -> None:
    with connect(database_url) as other:
        assert graphs.locked(other)
        try:
            assert not graphs.locked(conn)
        finally:
            graphs.unlock(other)
    assert graphs.locked(conn)
    graphs.unlock(conn)
