"""A big project's own vector graph: recall@10 and latency by ef_search and build parameters.

    python -m bench.graph_recall [--sizes 180000 39000] [--queries 100]

Projects of the sizes of bench.latency's biggest and mid-sized ones at 1M chunks, on its distinct
text (bench.corpus), each promoted to its own graph by the product; vector-only searches through
the product's search at ef_search 100/200/300/400, recall@10 against an exact search of the same
project. Then the biggest project's graph is rebuilt with m/ef_construction 16/128 and 24/128 (the
default is 16/64) and measured again. A project's own graph does not depend on the rest of the
table, so two projects stand for any table size."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
import uuid
from typing import Any

import psycopg
from psycopg import sql

from bench.common import SCIFACT, fresh_database, table, write_result
from bench.corpus import Corpus
from bench.latency import Query, exact_top10, load, vector_top10
from ragkit.db import graphs
from ragkit.deadline import Deadline
from ragkit.ingest.promote import promote_big_projects
from ragkit.settings import get_settings

EF_SEARCH = (100, 200, 300, 400)
REBUILDS = ((16, 128), (24, 128))


def sweep(
    conn: psycopg.Connection,
    project: uuid.UUID,
    queries: list[Query],
    exact: list[set[int]],
    build: str,
) -> list[dict[str, Any]]:
    rows = []
    for ef in EF_SEARCH:
        settings = get_settings().model_copy(update={"hnsw_ef_search": ef})
        found, timings = 0.0, []
        for query, truth in zip(queries, exact, strict=True):
            started = time.perf_counter()
            hits = vector_top10(conn, project, query, settings)
            timings.append(time.perf_counter() - started)
            found += len(hits & truth) / 10
        rows.append(
            {
                "build": build,
                "ef_search": ef,
                "recall@10": round(found / len(queries), 4),
                "vector_p50_ms": round(statistics.median(timings) * 1000, 2),
            }
        )
    return rows


def rebuild(conn: psycopg.Connection, project: uuid.UUID, m: int, ef_construction: int) -> float:
    name = sql.Identifier(graphs.index_name(project))
    conn.execute(sql.SQL("DROP INDEX {}").format(name))
    conn.execute("SET maintenance_work_mem = '1GB'")
    started = time.perf_counter()
    conn.execute(
        sql.SQL(
            "CREATE INDEX {} ON chunks USING hnsw (embedding vector_cosine_ops)"
            " WITH (m = {}, ef_construction = {}) WHERE project_id = {}"
        ).format(name, sql.Literal(m), sql.Literal(ef_construction), sql.Literal(str(project)))
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[180_000, 39_000])
    parser.add_argument("--queries", type=int, default=100)
    args = parser.parse_args()
    corpus = Corpus()
    lines = [json.loads(line)["text"] for line in (SCIFACT / "queries.jsonl").open()]
    random.Random(3).shuffle(lines)
    texts = lines[: args.queries]
    vectors = corpus.query_vectors(texts)
    queries = [(t, [float(x) for x in v]) for t, v in zip(texts, vectors, strict=True)]
    results: dict[str, Any] = {"projects": {}}
    with fresh_database("graph_recall") as conn:
        projects = load(conn, args.sizes, corpus)
        started = time.perf_counter()
        promote_big_projects(conn, get_settings(), Deadline.never())
        results["promotion_seconds"] = round(time.perf_counter() - started, 1)
        conn.execute("VACUUM ANALYZE")
        exact = {p: [exact_top10(conn, p, v) for _, v in queries] for p in projects}
        for project, size in zip(projects, args.sizes, strict=True):
            results["projects"][size] = sweep(conn, project, queries, exact[project], "16/64")
        biggest = projects[0]
        for m, ef_construction in REBUILDS:
            seconds = rebuild(conn, biggest, m, ef_construction)
            label = f"{m}/{ef_construction}"
            results[f"build_seconds_{label}"] = round(seconds, 1)
            results["projects"][args.sizes[0]] += sweep(
                conn, biggest, queries, exact[biggest], label
            )
    write_result("graph-recall", results)
    print(f"promotion of all {len(projects)} projects: {results['promotion_seconds']} s")
    print(
        table(
            [
                [size, r["build"], r["ef_search"], r["recall@10"], r["vector_p50_ms"]]
                for size, rows in results["projects"].items()
                for r in rows
            ],
            ["project chunks", "m/ef_construction", "ef_search", "recall@10", "vector p50 ms"],
        )
    )


if __name__ == "__main__":
    main()
