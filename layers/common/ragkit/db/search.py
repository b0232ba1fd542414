"""Hybrid search: pgvector (a big project's own HNSW graph, or an exact scan) and BM25 (in SQL),
fused with Reciprocal Rank Fusion, in one statement.

RRF: score = Σ w_i / (k + rank_i), ranks from 1, k = 60 by default. Ties are broken by chunk id,
so the order is deterministic. Project isolation and filters are part of both branches' SQL."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from uuid import UUID

import psycopg
from pgvector import Vector
from psycopg import sql
from psycopg.rows import class_row

from ragkit.db import graphs
from ragkit.log import logger, record_metric, tracer
from ragkit.models.retrieval import Mode, SearchFilters, SearchHit
from ragkit.settings import Settings

__all__ = ["search", "vector_path"]

# A big project's own graph (db/graphs.py) or an exact scan of the project's rows: the project
# id arrives as a bound value (no server-side prepared statements), so the planner proves the
# partial index's predicate with it and walks that graph; without one it scans the project.
_VECTOR_CANDIDATES = """
    SELECT c.id, c.embedding <=> %(embedding)s AS distance
    FROM chunks AS c
    WHERE c.project_id = %(project)s
      AND chunk_in_scope(c, %(documents)s, %(page_from)s, %(page_to)s, %(section)s)
    ORDER BY c.embedding <=> %(embedding)s
    LIMIT %(candidates)s"""
_VECTOR = f"""
vec AS MATERIALIZED ({_VECTOR_CANDIDATES}
), vec_ranked AS (
    SELECT id, row_number() OVER (ORDER BY distance, id) AS rank FROM vec
)"""
_TEXT = """
txt AS (
    SELECT b.chunk_id AS id, b.score, b.coverage,
           row_number() OVER (ORDER BY b.score DESC, b.chunk_id) AS rank
    FROM bm25_search(%(project)s, %(query)s, %(candidates)s, %(k1)s, %(b)s, %(documents)s,
                     %(page_from)s, %(page_to)s, %(section)s, %(max_postings)s) AS b
)"""
_FUSE = {
    "hybrid": """
fused AS (
    SELECT coalesce(v.id, t.id) AS id,
           coalesce(%(w_vector)s / (%(rrf_k)s + v.rank), 0)
             + coalesce(%(w_text)s / (%(rrf_k)s + t.rank), 0) AS rrf,
           v.rank AS vector_rank, t.rank AS text_rank, t.score AS bm25, t.coverage
    FROM vec_ranked AS v FULL JOIN txt AS t ON t.id = v.id
)""",
    "vector": """
fused AS (
    SELECT v.id, %(w_vector)s / (%(rrf_k)s + v.rank) AS rrf, v.rank AS vector_rank,
           NULL::bigint AS text_rank, NULL::double precision AS bm25,
           NULL::double precision AS coverage
    FROM vec_ranked AS v
)""",
    "text": """
fused AS (
    SELECT t.id, %(w_text)s / (%(rrf_k)s + t.rank) AS rrf, NULL::bigint AS vector_rank,
           t.rank AS text_rank, t.score AS bm25, t.coverage
    FROM txt AS t
)""",
}
_SELECT = """
, top AS (  -- cut to k before touching chunk rows: their text and vectors are the costly part
    SELECT * FROM fused ORDER BY rrf DESC, id LIMIT %(k)s
)
SELECT f.id AS chunk_id, c.document_id, d.filename, c.page_start, c.page_end, c.section,
       c.content, f.rrf AS score, 1 - (c.embedding <=> %(embedding)s) AS cosine, f.bm25,
       f.coverage, f.vector_rank, f.text_rank, c.sentences, c.described_by
FROM top AS f
JOIN chunks AS c ON c.id = f.id
JOIN documents AS d ON d.id = c.document_id
ORDER BY f.rrf DESC, f.id"""


def _statement(mode: Mode) -> sql.SQL:
    branches = {"hybrid": [_VECTOR, _TEXT], "vector": [_VECTOR], "text": [_TEXT]}[mode]
    return sql.SQL("WITH" + ",".join([*branches, _FUSE[mode]]) + _SELECT)


_STATEMENTS = {mode: _statement(mode) for mode in ("hybrid", "vector", "text")}


def text_index_reads(conn: psycopg.Connection, project_id: UUID, language: str) -> bool:
    """Whether the project's text index can match words of `language`: some of its chunks are
    indexed with that language's configuration (`simple` for a language without a stemmer)."""
    row = conn.execute(
        "SELECT text_config_of(%(language)s) = ANY(array(SELECT project_configs(%(project)s)))",
        {"language": language, "project": project_id},
    ).fetchone()
    return bool(row and row[0])


@tracer.capture_method(capture_response=False)
def search(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    query: str,
    embedding: Sequence[float],
    settings: Settings,
    k: int = 10,
    mode: Mode = "hybrid",
    filters: SearchFilters | None = None,
) -> list[SearchHit]:
    """The top `k` chunks of the project for the query. The embedding is the query's, from the
    same model as the stored vectors."""
    params = _params(
        project_id=project_id,
        query=query,
        embedding=embedding,
        settings=settings,
        k=k,
        filters=filters or SearchFilters(),
    )
    try:
        return _run(conn, mode, params, settings)
    except (
        psycopg.errors.DataError,
        psycopg.errors.ProgramLimitExceeded,
        psycopg.errors.SyntaxError,
    ):
        if mode != "hybrid":
            raise
        # Odd or huge queries can break the text branch: degrade to vector search, never fail.
        logger.warning("text branch failed; falling back to vector search", exc_info=True)
        record_metric("SearchFallback", dimension=("to", "vector"))
        return _run(conn, "vector", params, settings)


def _params(
    *,
    project_id: UUID,
    query: str,
    embedding: Sequence[float],
    settings: Settings,
    k: int,
    filters: SearchFilters,
) -> dict[str, Any]:
    return {
        "project": project_id,
        "query": query,
        "embedding": Vector(list(embedding)),
        "candidates": max(settings.search_candidates, k),
        "k": k,
        "rrf_k": settings.rrf_k,
        "w_vector": settings.rrf_weight_vector,
        "w_text": settings.rrf_weight_text,
        "k1": settings.bm25_k1,
        "b": settings.bm25_b,
        "max_postings": settings.bm25_max_postings,
        "documents": filters.document_ids,
        "page_from": filters.page_from,
        "page_to": filters.page_to,
        "section": filters.section,
    }


def _run(
    conn: psycopg.Connection, mode: Mode, params: dict[str, Any], settings: Settings
) -> list[SearchHit]:
    # SET LOCAL (never session SET: it would pin an RDS Proxy connection), sent in one pipeline
    # with the query, so the whole search is one network round trip. The same round trip reads
    # whether the project has a graph of its own, for the metric.
    with conn.transaction(), conn.pipeline():
        setup = _setup(conn, params, settings)
        with conn.cursor(row_factory=class_row(SearchHit)) as cur:
            cur.execute(_STATEMENTS[mode], params)
            hits = cur.fetchall()
        graph = setup.fetchone()
    if mode != "text" and graph is not None:
        record_metric("SearchPath", dimension=("vector", "graph" if graph[2] else "exact"))
    return hits


def _setup(
    conn: psycopg.Connection, params: dict[str, Any], settings: Settings
) -> psycopg.Cursor[Any]:
    ef_search = max(settings.hnsw_ef_search, params["candidates"])
    return conn.execute(
        "SELECT set_config('hnsw.ef_search', %s, true),"
        " set_config('hnsw.iterative_scan', 'relaxed_order', true), " + graphs.HAS_VALID_GRAPH,
        (str(ef_search), graphs.index_name(params["project"])),
    )


def vector_path(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    embedding: Sequence[float],
    settings: Settings,
    filters: SearchFilters | None = None,
) -> str:
    """The index the vector branch of a search of this project walks, or "exact scan": what the
    planner chose, read from its plan (for the latency benchmark and the tests)."""
    params = _params(
        project_id=project_id,
        query="",
        embedding=embedding,
        settings=settings,
        k=10,
        filters=filters or SearchFilters(),
    )
    with conn.transaction():
        _setup(conn, params, settings)
        row = conn.execute("EXPLAIN (FORMAT JSON)" + _VECTOR_CANDIDATES, params).fetchone()
    assert row is not None
    return _index_in(row[0][0]["Plan"]) or "exact scan"


def _index_in(plan: dict[str, Any]) -> str | None:
    if plan.get("Index Name", "").startswith(graphs.PREFIX):
        return str(plan["Index Name"])
    return next(filter(None, map(_index_in, plan.get("Plans", []))), None)
