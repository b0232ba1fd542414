"""Search latency and scale: hybrid search over many projects of uneven size, alone and busy.

    python -m bench.latency [--sizes 100000 1000000] [--projects 1000] [--queries 200] [--label L]

Chunks are distinct text with vectors derived from it (bench.corpus: an order-2 Markov chain over
the three collections under ../shared/datasets, vectors from MiniLM word embeddings). Project sizes
follow a Zipf law: a few big projects, many small ones. Measured per size: load and vector index
build time, table and index sizes; hybrid search latency (SQL only, and with query embedding) for
the biggest project, a mid-sized one (~4% of all chunks), the smallest of more than 5,000 chunks,
the largest of at most 5,000 chunks and a small one, the vector path taken and its recall@10
against an exact search with the same filter; then throughput and latency with 1, 4 and 16
concurrent searchers (each search on a project picked in proportion to its size, as busy projects
are searched more), and with 4 searchers while a document is being stored."""

from __future__ import annotations

import argparse
import json
import random
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import psycopg
from pgvector import Vector

from bench.common import (
    SCIFACT,
    fresh_database,
    new_project,
    percentiles,
    table,
    write_result,
)
from bench.corpus import Corpus
from ragkit.db import graphs
from ragkit.db.connection import connect
from ragkit.db.search import search
from ragkit.db.search import vector_path as search_vector_path
from ragkit.deadline import Deadline
from ragkit.embeddings import get_embedder
from ragkit.ingest.promote import promote_big_projects
from ragkit.models.retrieval import Mode
from ragkit.settings import Settings, get_settings

Query = tuple[str, list[float]]
EDGE = 5_000  # "the largest project of at most 5,000 chunks"
CONCURRENCY = (1, 4, 16)
BUSY_SECONDS = 8.0
_COPY = (
    "COPY chunks (project_id, document_id, chunk_index, content, token_count, content_sha256,"
    " embedding) FROM STDIN WITH (FORMAT BINARY)"
)
_TYPES = ["uuid", "uuid", "int4", "text", "int4", "text", "vector"]
_BATCH = 20_000


def project_sizes(total: int, projects: int) -> list[int]:
    weights = np.array([1 / (rank + 1) ** 1.1 for rank in range(projects)])
    sizes = np.maximum(1, np.floor(weights / weights.sum() * total)).astype(int)
    sizes[0] += total - sizes.sum()
    return [int(s) for s in sizes]


def load(conn: psycopg.Connection, sizes: list[int], corpus: Corpus) -> list[uuid.UUID]:
    project_ids, written = [], 0
    with conn.cursor() as cur:
        for i, size in enumerate(sizes):
            project = new_project(conn, f"p{i}")
            document = new_document(cur, project, "synthetic.txt")
            project_ids.append(project)
            for first in range(0, size, _BATCH):
                texts, vectors = corpus.chunks(min(_BATCH, size - first), written)
                copy_chunks(cur, project, document, first, list(zip(texts, vectors, strict=True)))
                written += len(texts)
    return project_ids


def new_document(cur: psycopg.Cursor[Any], project: uuid.UUID, filename: str) -> uuid.UUID:
    row = cur.execute(
        "INSERT INTO documents (project_id, filename, s3_key, status)"
        " VALUES (%s, %s, %s, 'ready') RETURNING id",
        (project, filename, f"k-{uuid.uuid4()}"),
    ).fetchone()
    assert row is not None
    document: uuid.UUID = row[0]
    return document


def copy_chunks(
    cur: psycopg.Cursor[Any],
    project: uuid.UUID,
    document: uuid.UUID,
    first_index: int,
    chunks: list[tuple[str, np.ndarray]],
) -> None:
    with cur.copy(_COPY) as copy:
        copy.set_types(_TYPES)
        for j, (text, vector) in enumerate(chunks):
            copy.write_row((project, document, first_index + j, text, 200, "x", vector))


def measure(
    conn: psycopg.Connection,
    project: uuid.UUID,
    queries: list[tuple[str, list[float]]],
    embed: bool,
    mode: Mode = "hybrid",
) -> dict[str, float]:
    settings, embedder = get_settings(), get_embedder()
    timings = []
    for text, vector in queries:
        started = time.perf_counter()
        embedding = embedder.embed_query(text) if embed else vector
        search(
            conn,
            project_id=project,
            query=text,
            embedding=embedding,
            settings=settings,
            k=10,
            mode=mode,
        )
        timings.append(time.perf_counter() - started)
    return percentiles(timings)


def recall_at_10(conn: psycopg.Connection, project: uuid.UUID, queries: list[Query]) -> float:
    settings = get_settings()
    found = sum(
        len(vector_top10(conn, project, query, settings) & exact_top10(conn, project, query[1]))
        for query in queries
    )
    return round(found / 10 / len(queries), 4)


def vector_top10(
    conn: psycopg.Connection, project: uuid.UUID, query: Query, settings: Settings
) -> set[int]:
    """The top 10 of the product's vector search (the graph or the exact path, as it chooses)."""
    text, vector = query
    hits = search(
        conn,
        project_id=project,
        query=text,
        embedding=vector,
        settings=settings,
        k=10,
        mode="vector",
    )
    return {h.chunk_id for h in hits}


def exact_top10(conn: psycopg.Connection, project: uuid.UUID, vector: list[float]) -> set[int]:
    rows = conn.execute(
        # "+ 0" hides the operator from the planner: an exact scan, same filter
        "SELECT id FROM chunks WHERE project_id = %s ORDER BY (embedding <=> %s) + 0, id LIMIT 10",
        (project, Vector(vector)),
    ).fetchall()
    return {r[0] for r in rows}


def corpus_figures(conn: psycopg.Connection) -> dict[str, Any]:
    """How distinct the loaded text is: copies of the most repeated chunk, distinct lexemes."""
    row = conn.execute(
        "SELECT count(*), count(DISTINCT h), max(n) FROM"
        " (SELECT md5(content) AS h, count(*) OVER (PARTITION BY md5(content)) AS n"
        "  FROM chunks) AS c"
    ).fetchone()
    lexemes = conn.execute("SELECT count(DISTINCT lexeme) FROM lexeme_stats").fetchone()
    assert row is not None and lexemes is not None
    return {
        "chunks": row[0],
        "distinct_chunks": row[1],
        "most_copies": row[2],
        "distinct_lexemes": lexemes[0],
    }


def vector_path(conn: psycopg.Connection, project: uuid.UUID, vector: list[float]) -> str:
    path = search_vector_path(conn, project_id=project, embedding=vector, settings=get_settings())
    return "exact scan" if path == "exact scan" else "own graph"


def sizes_on_disk(conn: psycopg.Connection) -> dict[str, Any]:
    row = conn.execute(
        "SELECT pg_size_pretty(pg_table_size('chunks')),"
        " pg_size_pretty(pg_relation_size('chunks_project_tsv_gin')),"
        " pg_size_pretty(pg_total_relation_size('chunks'))"
    ).fetchone()
    assert row is not None
    own = graphs.listing(conn)
    return {
        "table": row[0],
        "graphs": len(own),
        "graph_indexes": f"{sum(g.bytes for g in own) / 2**20:.0f} MB",
        "gin_index": row[1],
        "total": row[2],
    }


def busy(
    project_ids: list[uuid.UUID],
    sizes: list[int],
    queries: list[Query],
    searchers: int,
    ingest: list[tuple[str, np.ndarray]] | None = None,
) -> dict[str, Any]:
    """`searchers` threads, each with its own connection, searching for BUSY_SECONDS; with
    `ingest`, one more thread stores those chunks meanwhile, 500 to a transaction."""
    settings = get_settings()
    deadline = time.perf_counter() + BUSY_SECONDS
    stored = [0]

    def searcher(seed: int) -> list[float]:
        rng, timings = random.Random(seed), []
        with connect() as conn:
            while time.perf_counter() < deadline:
                project = rng.choices(project_ids, weights=sizes)[0]
                text, vector = rng.choice(queries)
                started = time.perf_counter()
                search(conn, project_id=project, query=text, embedding=vector, settings=settings)
                timings.append(time.perf_counter() - started)
        return timings

    def ingester(chunks: list[tuple[str, np.ndarray]]) -> None:
        with connect() as conn, conn.cursor() as cur:
            project = project_ids[len(project_ids) // 50]
            document = new_document(cur, project, "busy.txt")
            conn.commit()
            for first in range(0, len(chunks), 500):
                if time.perf_counter() >= deadline:
                    break
                copy_chunks(cur, project, document, first, chunks[first : first + 500])
                conn.commit()
                stored[0] += len(chunks[first : first + 500])

    with ThreadPoolExecutor(searchers + 1) as pool:
        started = time.perf_counter()
        loader = pool.submit(ingester, ingest) if ingest else None
        runs = [pool.submit(searcher, seed) for seed in range(searchers)]
        timings = [t for run in runs for t in run.result()]
        if loader:
            loader.result()
        elapsed = time.perf_counter() - started
    result: dict[str, Any] = {
        "searchers": searchers,
        "searches_per_s": round(len(timings) / elapsed, 1),
        **percentiles(timings),
    }
    if ingest:
        result["ingested_chunks_per_s"] = round(stored[0] / elapsed, 1)
    return result


def run_size(total: int, projects: int, corpus: Corpus, queries: list[Query]) -> dict[str, Any]:
    with fresh_database("bench_latency") as conn:
        sizes = project_sizes(total, projects)
        started = time.perf_counter()
        project_ids = load(conn, sizes, corpus)
        conn.commit()
        load_s = time.perf_counter() - started
        # the sweep's promotion, as after a bulk import: a graph for each project of at least
        # PROJECT_GRAPH_MIN_CHUNKS, built online
        started = time.perf_counter()
        promotion = promote_big_projects(conn, get_settings(), Deadline.never())
        build_s = time.perf_counter() - started
        # What autovacuum does shortly after a bulk load: merge the GIN pending list, set hint
        # bits and the visibility map; measuring before it would time a transient state.
        conn.execute("VACUUM (ANALYZE)")
        ranks = {
            "big": 0,
            "mid": next(i for i, s in enumerate(sizes) if s <= total // 25),
            # the smallest project with a graph of its own, and the largest without one
            f">{EDGE}": max((i for i, s in enumerate(sizes) if s > EDGE), default=0),
            f"≤{EDGE}": next(i for i, s in enumerate(sizes) if s <= EDGE),
            # the largest project of at most 20 chunks, or the smallest when all are bigger
            "small": next(i for i, s in enumerate(sizes) if s <= max(20, min(sizes))),
        }
        result: dict[str, Any] = {
            "chunks": total,
            "projects": projects,
            "load_seconds": round(load_s, 1),
            "vector_index_build_seconds": round(build_s, 1),
            "graphs_built": promotion.built,
            "sizes": sizes_on_disk(conn),
            "corpus": corpus_figures(conn),
            "projects_measured": {},
        }
        for label, rank in ranks.items():
            project = project_ids[rank]
            measure(conn, project, queries[:20], embed=False)  # warm the cache
            result["projects_measured"][label] = {
                "project_chunks": sizes[rank],
                "hybrid_sql": measure(conn, project, queries, embed=False),
                "hybrid_with_embedding": measure(conn, project, queries[:50], embed=True),
                # each branch alone: what running them side by side could save
                "vector_only_sql": measure(conn, project, queries, embed=False, mode="vector"),
                "text_only_sql": measure(conn, project, queries, embed=False, mode="text"),
                "vector_path": vector_path(conn, project, queries[0][1]),
                "recall@10_vs_exact": recall_at_10(conn, project, queries[:100]),
            }
        texts, vectors = corpus.chunks(20_000, total)
        result["concurrent"] = [busy(project_ids, sizes, queries, n) for n in CONCURRENCY]
        result["concurrent"].append(
            busy(project_ids, sizes, queries, 4, list(zip(texts, vectors, strict=True)))
        )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--projects", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--label", default="", help="suffix of the result file")
    args = parser.parse_args()
    corpus = Corpus()
    lines = [json.loads(line)["text"] for line in (SCIFACT / "queries.jsonl").open()]
    random.Random(3).shuffle(lines)
    texts = lines[: args.queries]
    queries = [
        (t, [float(x) for x in v]) for t, v in zip(texts, corpus.query_vectors(texts), strict=True)
    ]
    results = [run_size(total, args.projects, corpus, queries) for total in args.sizes]
    write_result(
        f"latency-{args.label}" if args.label else "latency",
        {
            "settings": {
                k: getattr(get_settings(), k)
                for k in (
                    "search_candidates",
                    "hnsw_ef_search",
                    "bm25_max_postings",
                    "project_graph_min_chunks",
                )
            },
            "results": results,
        },
    )
    print_tables(results)


def print_tables(results: list[dict[str, Any]]) -> None:
    rows = []
    for r in results:
        for label, m in r["projects_measured"].items():
            rows.append(
                [
                    r["chunks"],
                    label,
                    m["project_chunks"],
                    m["hybrid_sql"]["p50_ms"],
                    m["hybrid_sql"]["p95_ms"],
                    m["hybrid_sql"]["p99_ms"],
                    m["hybrid_with_embedding"]["p50_ms"],
                    m["vector_only_sql"]["p50_ms"],
                    m["text_only_sql"]["p50_ms"],
                    m["vector_path"],
                    m["recall@10_vs_exact"],
                ]
            )
    header = [
        "chunks",
        "project",
        "size",
        "p50",
        "p95",
        "p99",
        "+embed p50",
        "vector p50",
        "text p50",
        "path",
        "recall@10",
    ]
    print(table(rows, header))
    busy_rows = [
        [
            r["chunks"],
            c["searchers"],
            "yes" if "ingested_chunks_per_s" in c else "",
            c["searches_per_s"],
            c["p50_ms"],
            c["p95_ms"],
            c.get("ingested_chunks_per_s", ""),
        ]
        for r in results
        for c in r["concurrent"]
    ]
    print()
    print(
        table(
            busy_rows, ["chunks", "searchers", "ingesting", "searches/s", "p50", "p95", "chunks/s"]
        )
    )
    print()
    print(
        table(
            [
                [
                    r["chunks"],
                    r["load_seconds"],
                    r["vector_index_build_seconds"],
                    *r["sizes"].values(),
                ]
                for r in results
            ],
            ["chunks", "load s", "index build s", *results[0]["sizes"]],
        )
    )


if __name__ == "__main__":
    main()
