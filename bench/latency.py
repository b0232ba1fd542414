"""Search latency and scale: hybrid search over many projects of uneven size.

    python -m bench.latency [--sizes 10000 100000] [--projects 1000] [--queries 200]

Chunks carry real text (SciFact abstracts, chunked by the product's chunker) and vectors derived
from real MiniLM embeddings of that text (each a noisy copy of its text's embedding, so the
vector space has the clustering of real data without embedding every row). Project sizes follow
a Zipf law: a few big projects, many small ones. Measured per size: load and HNSW build time,
table and index size, hybrid search latency (SQL only, and with query embedding) for the biggest,
a mid-sized (~4% of all chunks) and a small project, which path the vector branch takes (HNSW or
an exact scan, by project size) and its recall@10 against an exact scan with the same filter."""

from __future__ import annotations

import argparse
import json
import random
import time
import uuid
from typing import Any

import numpy as np
import psycopg
from pgvector import Vector

from bench.common import SCIFACT, fresh_database, percentiles, table, write_result
from ragkit.db.search import search
from ragkit.embeddings import get_embedder
from ragkit.ingest.chunking import Chunker
from ragkit.ingest.extract import Block
from ragkit.settings import get_settings
from ragkit.tokens import count_tokens

BASE_TEXTS = 3000
_COPY = (
    "COPY chunks (project_id, document_id, chunk_index, content, token_count, content_sha256,"
    " embedding) FROM STDIN WITH (FORMAT BINARY)"
)


def base_chunks() -> tuple[list[str], np.ndarray]:
    settings = get_settings()
    chunker = Chunker(count_tokens, settings.resolved_chunk_tokens, settings.chunk_overlap_ratio)
    texts: list[str] = []
    with (SCIFACT / "corpus.jsonl").open() as corpus:
        for line in corpus:
            record = json.loads(line)
            texts += [
                c.content
                for c in chunker.chunk([Block(text=f"{record['title']}\n\n{record['text']}")])
            ]
            if len(texts) >= BASE_TEXTS:
                break
    vectors = np.array(get_embedder().embed_documents(texts), dtype=np.float32)
    return texts, vectors


def project_sizes(total: int, projects: int) -> list[int]:
    weights = np.array([1 / (rank + 1) ** 1.1 for rank in range(projects)])
    sizes = np.maximum(1, np.floor(weights / weights.sum() * total)).astype(int)
    sizes[0] += total - sizes.sum()
    return [int(s) for s in sizes]


def load(
    conn: psycopg.Connection, sizes: list[int], texts: list[str], vectors: np.ndarray
) -> list[uuid.UUID]:
    rng = np.random.default_rng(7)
    project_ids = []
    with conn.cursor() as cur:
        for i, size in enumerate(sizes):
            pid = cur.execute(
                "INSERT INTO projects (owner_id, name) VALUES ('bench', %s) RETURNING id",
                (f"p{i}",),
            ).fetchone()[0]  # type: ignore[index]
            did = cur.execute(
                "INSERT INTO documents (project_id, filename, s3_key, status)"
                " VALUES (%s, 'synthetic.txt', %s, 'ready') RETURNING id",
                (pid, f"k{i}"),
            ).fetchone()[0]  # type: ignore[index]
            project_ids.append(pid)
            picks = rng.integers(0, len(texts), size)
            noisy = vectors[picks] + rng.normal(0, 0.04, (size, vectors.shape[1])).astype(
                np.float32
            )
            noisy /= np.linalg.norm(noisy, axis=1, keepdims=True)
            with cur.copy(_COPY) as copy:
                copy.set_types(["uuid", "uuid", "int4", "text", "int4", "text", "vector"])
                for j, (pick, vector) in enumerate(zip(picks, noisy, strict=True)):
                    copy.write_row((pid, did, j, texts[pick], 200, "x", vector))
    return project_ids


def measure(
    conn: psycopg.Connection,
    project: uuid.UUID,
    queries: list[tuple[str, list[float]]],
    embed: bool,
) -> dict[str, float]:
    settings, embedder = get_settings(), get_embedder()
    timings = []
    for text, vector in queries:
        started = time.perf_counter()
        embedding = embedder.embed_query(text) if embed else vector
        search(conn, project_id=project, query=text, embedding=embedding, settings=settings, k=10)
        timings.append(time.perf_counter() - started)
    return percentiles(timings)


def recall_at_10(
    conn: psycopg.Connection, project: uuid.UUID, queries: list[tuple[str, list[float]]]
) -> float:
    settings = get_settings()
    found = 0.0
    for text, vector in queries:
        hits = search(
            conn,
            project_id=project,
            query=text,
            embedding=vector,
            settings=settings,
            k=10,
            mode="vector",
        )
        exact = [
            r[0]
            for r in conn.execute(
                # "+ 0" hides the operator from the planner: an exact scan, same filter
                "SELECT id FROM chunks WHERE project_id = %s"
                " ORDER BY (embedding <=> %s) + 0, id LIMIT 10",
                (project, Vector(vector)),
            ).fetchall()
        ]
        found += len({h.chunk_id for h in hits} & set(exact)) / max(1, len(exact))
    return round(found / len(queries), 4)


def vector_path(conn: psycopg.Connection, project: uuid.UUID) -> str:
    row = conn.execute(
        "SELECT vector_index_pays(%s, %s)", (project, get_settings().search_candidates)
    ).fetchone()
    return "hnsw" if row and row[0] else "exact scan"


def sizes_on_disk(conn: psycopg.Connection) -> dict[str, str]:
    row = conn.execute(
        "SELECT pg_size_pretty(pg_table_size('chunks')),"
        " pg_size_pretty(pg_relation_size('chunks_embedding_hnsw')),"
        " pg_size_pretty(pg_relation_size('chunks_project_tsv_gin')),"
        " pg_size_pretty(pg_total_relation_size('chunks'))"
    ).fetchone()
    assert row is not None
    return dict(zip(["table", "hnsw_index", "gin_index", "total"], row, strict=True))


def run_size(
    total: int,
    projects: int,
    base: tuple[list[str], np.ndarray],
    queries: list[tuple[str, list[float]]],
) -> dict[str, Any]:
    texts, vectors = base
    with fresh_database("bench_latency") as conn:
        conn.execute(
            "DROP INDEX chunks_embedding_hnsw"
        )  # built after the load, as one would for a bulk import
        sizes = project_sizes(total, projects)
        started = time.perf_counter()
        project_ids = load(conn, sizes, texts, vectors)
        load_s = time.perf_counter() - started
        started = time.perf_counter()
        conn.execute("SET maintenance_work_mem = '4GB'")  # the 1M-row graph fits: one pass
        conn.execute(
            "CREATE INDEX chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops)"
        )
        build_s = time.perf_counter() - started
        # What autovacuum does shortly after a bulk load: merge the GIN pending list, set hint
        # bits and the visibility map; measuring before it would time a transient state.
        conn.execute("VACUUM (ANALYZE)")
        mid_rank = next(i for i, s in enumerate(sizes) if s <= total // 25)
        # the largest project of at most 20 chunks, or the smallest one when every project is bigger
        small_rank = next(i for i, s in enumerate(sizes) if s <= max(20, min(sizes)))
        result: dict[str, Any] = {
            "chunks": total,
            "projects": projects,
            "load_seconds": round(load_s, 1),
            "hnsw_build_seconds": round(build_s, 1),
            "sizes": sizes_on_disk(conn),
        }
        for label, rank in (("big", 0), ("mid", mid_rank), ("small", small_rank)):
            project = project_ids[rank]
            measure(conn, project, queries[:20], embed=False)  # warm the cache
            result[label] = {
                "project_chunks": sizes[rank],
                "hybrid_sql": measure(conn, project, queries, embed=False),
                "hybrid_with_embedding": measure(conn, project, queries[:50], embed=True),
                "vector_path": vector_path(conn, project),
                "recall@10_vs_exact": recall_at_10(conn, project, queries[:100]),
            }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    parser.add_argument("--projects", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    base = base_chunks()
    lines = [json.loads(line)["text"] for line in (SCIFACT / "queries.jsonl").open()]
    random.Random(3).shuffle(lines)
    texts = lines[: args.queries]
    queries = list(zip(texts, get_embedder().embed_documents(texts), strict=True))
    results = [run_size(total, args.projects, base, queries) for total in args.sizes]
    write_result(
        "latency",
        {
            "settings": {
                k: getattr(get_settings(), k)
                for k in ("search_candidates", "hnsw_ef_search", "bm25_max_postings")
            },
            "results": results,
        },
    )
    rows = []
    for r in results:
        for label in ("big", "mid", "small"):
            m = r[label]
            rows.append(
                [
                    r["chunks"],
                    label,
                    m["project_chunks"],
                    m["hybrid_sql"]["p50_ms"],
                    m["hybrid_sql"]["p95_ms"],
                    m["hybrid_sql"]["p99_ms"],
                    m["hybrid_with_embedding"]["p50_ms"],
                    m["vector_path"],
                    m["recall@10_vs_exact"],
                    r["hnsw_build_seconds"],
                    r["sizes"]["total"],
                ]
            )
    print(
        table(
            rows,
            [
                "chunks",
                "project",
                "size",
                "sql p50",
                "sql p95",
                "sql p99",
                "+embed p50",
                "vector path",
                "recall@10",
                "hnsw build s",
                "total size",
            ],
        )
    )


if __name__ == "__main__":
    main()
