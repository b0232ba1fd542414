"""Retrieval quality on a BEIR-layout collection, through the product's own pipeline and search.

    python -m bench.quality [--dataset DIR] [--out FILE] [--reuse] [--sweep]

Every corpus record (title + text) becomes one document, uploaded to a (moto) S3 bucket and
ingested by the same Ingestor the `process` function runs. Search returns chunks; a document's
rank is the rank of its best chunk. Metrics follow trec_eval: nDCG@10 with linear gains,
Recall@10, Recall@100, MRR@10. With `RERANK_PROVIDER=bedrock` (and AWS credentials: it cannot
run offline) a fourth row, `hybrid+rerank`, reorders each query's hybrid top 100 chunks with the
rerank model before ranking documents (`ragkit.answer.rerank`, as the answer step does)."""

from __future__ import annotations

import argparse
import json
import math
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg

from bench.common import SCIFACT, fresh_database, moto_bucket, new_project, table, write_result
from ragkit.answer.rerank import reranked
from ragkit.db import documents
from ragkit.db.search import search, vector_path
from ragkit.deadline import Deadline
from ragkit.embeddings import get_embedder
from ragkit.ingest.pipeline import Ingestor
from ragkit.ingest.promote import promote_big_projects
from ragkit.models.retrieval import Mode
from ragkit.settings import Settings, get_settings
from ragkit.storage import ObjectStore, document_key, safe_filename

MODES: tuple[Mode, ...] = ("text", "vector", "hybrid")
PUBLISHED = {"BM25 (Anserini flat)": 0.679, "bge-small-en-v1.5": 0.713, "BGE-base-en-v1.5": 0.741}


@dataclass
class Collection:
    corpus: dict[str, str]
    queries: dict[str, str]
    qrels: dict[str, dict[str, int]]

    @staticmethod
    def load(path: Path) -> Collection:
        corpus = {}
        with (path / "corpus.jsonl").open() as lines:
            for line in lines:
                record = json.loads(line)
                title = record.get("title") or ""
                corpus[str(record["_id"])] = (
                    f"{title}\n\n{record['text']}" if title else record["text"]
                )
        qrels: dict[str, dict[str, int]] = {}
        with (path / "qrels.tsv").open() as lines:
            next(lines)
            for line in lines:
                qid, did, score = line.rstrip("\n").split("\t")
                if int(score) > 0:
                    qrels.setdefault(qid, {})[did] = int(score)
        queries = {}
        with (path / "queries.jsonl").open() as lines:
            for line in lines:
                record = json.loads(line)
                if str(record["_id"]) in qrels:
                    queries[str(record["_id"])] = record["text"]
        return Collection(corpus, queries, qrels)


def ndcg_at_10(ranked: list[str], relevant: dict[str, int]) -> float:
    dcg = sum(relevant.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:10]))
    ideal = sorted(relevant.values(), reverse=True)[:10]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def recall_at(ranked: list[str], relevant: dict[str, int], n: int) -> float:
    return len(set(ranked[:n]) & set(relevant)) / len(relevant)


def mrr_at_10(ranked: list[str], relevant: dict[str, int]) -> float:
    return next((1 / (i + 1) for i, d in enumerate(ranked[:10]) if d in relevant), 0.0)


def ingest(conn: psycopg.Connection, collection: Collection, name: str) -> tuple[uuid.UUID, float]:
    """Upload and ingest every document as a text file; reuse a complete earlier ingestion."""
    files = {f"{doc_id}.txt": text.encode() for doc_id, text in collection.corpus.items()}
    return ingest_files(conn, files, name)


def ingest_files(
    conn: psycopg.Connection,
    files: dict[str, bytes],
    name: str,
    refused: dict[str, str] | None = None,
    language: str | None = None,
) -> tuple[uuid.UUID, float]:
    """Upload and ingest the files into the project `name` of the owner "bench"; reuse a complete
    earlier ingestion of the same name. A file that fails stops the run, or with `refused` is
    recorded there (its name: why) and the others ingested: an office set is then measured on
    what a version of the product reads. `language`: as an upload naming it (else detected)."""
    row = conn.execute(
        "SELECT p.id, count(d.id) FROM projects p LEFT JOIN documents d ON d.project_id = p.id"
        " AND d.status = 'ready' WHERE p.owner_id = 'bench' AND p.name = %s GROUP BY p.id",
        (name,),
    ).fetchone()
    if row and row[1] == len(files):
        return row[0], 0.0
    conn.execute("DELETE FROM projects WHERE owner_id = 'bench' AND name = %s", (name,))
    project = new_project(conn, name)
    settings = get_settings()
    started = time.perf_counter()
    with moto_bucket() as s3:
        ingestor = Ingestor(conn, ObjectStore(settings, s3), get_embedder(), settings)
        for i, (filename, data) in enumerate(files.items()):
            key = document_key(project, uuid.uuid4(), filename)
            if language:
                documents.create(
                    conn,
                    project_id=project,
                    filename=safe_filename(filename),
                    s3_key=key,
                    language=language,
                )
            s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
            result = ingestor.object_created(key)
            if result.outcome not in {"ready", "duplicate"}:
                if refused is None:
                    raise RuntimeError(f"{filename}: {result.outcome} {result.reason}")
                refused[filename] = f"{result.outcome}: {result.reason}"
            if i % 500 == 0:
                print(f"  {name}: ingested {i}/{len(files)}", flush=True)
    return project, time.perf_counter() - started


def rank_documents(
    conn: psycopg.Connection,
    *,
    project: uuid.UUID,
    query: str,
    embedding: list[float],
    settings: Settings,
    mode: Mode,
    k: int,
    rerank: bool = False,
) -> list[str]:
    hits = search(
        conn,
        project_id=project,
        query=query,
        embedding=embedding,
        settings=settings,
        k=k,
        mode=mode,
    )
    if rerank:
        hits = reranked(hits, query, settings)
    ranked: list[str] = []
    for hit in hits:
        doc = hit.filename.rsplit(".", 1)[0]
        if doc not in ranked:
            ranked.append(doc)
    return ranked


def evaluate(
    conn: psycopg.Connection,
    project: uuid.UUID,
    collection: Collection,
    embeddings: dict[str, list[float]],
    settings: Settings,
) -> dict[str, dict[str, float]]:
    results: dict[str, dict[str, float]] = {}
    rows: list[tuple[str, Mode, bool]] = [(mode, mode, False) for mode in MODES]
    if settings.rerank_provider != "none":
        rows.append(("hybrid+rerank", "hybrid", True))
    for name, mode, rerank in rows:
        sums = {"ndcg@10": 0.0, "recall@10": 0.0, "recall@100": 0.0, "mrr@10": 0.0}
        for qid, text in collection.queries.items():
            relevant = collection.qrels[qid]
            top = rank_documents(
                conn,
                project=project,
                query=text,
                embedding=embeddings[qid],
                settings=settings,
                mode=mode,
                k=100,
                rerank=rerank,
            )
            wide = rank_documents(
                conn,
                project=project,
                query=text,
                embedding=embeddings[qid],
                settings=settings.model_copy(update={"search_candidates": 300}),
                mode=mode,
                k=300,
            )
            sums["ndcg@10"] += ndcg_at_10(top, relevant)
            sums["recall@10"] += recall_at(top, relevant, 10)
            sums["mrr@10"] += mrr_at_10(top, relevant)
            sums["recall@100"] += recall_at(wide, relevant, 100)
        results[name] = {
            metric: round(value / len(collection.queries), 4) for metric, value in sums.items()
        }
    return results


def sweep(
    conn: psycopg.Connection,
    project: uuid.UUID,
    collection: Collection,
    embeddings: dict[str, list[float]],
    settings: Settings,
) -> list[dict[str, Any]]:
    """Hybrid nDCG@10 over a small grid of RRF k, candidate count and branch weights."""
    rows = []
    grid = [
        {"rrf_k": k, "search_candidates": n, "rrf_weight_text": wt}
        for k in (20, 60, 100)
        for n in (50, 100, 200)
        for wt in (0.5, 1.0, 1.5)
    ]
    for point in grid:
        varied = settings.model_copy(update=point)
        total = 0.0
        for qid, text in collection.queries.items():
            top = rank_documents(
                conn,
                project=project,
                query=text,
                embedding=embeddings[qid],
                settings=varied,
                mode="hybrid",
                k=30,  # ≥ 10 documents after merging chunks; below every candidate count
            )
            total += ndcg_at_10(top, collection.qrels[qid])
        rows.append({**point, "ndcg@10": round(total / len(collection.queries), 4)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, default=SCIFACT)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--reuse", action="store_true", help="keep the ingested corpus in .local/")
    parser.add_argument("--sweep", action="store_true", help="also sweep RRF k, N and weights")
    args = parser.parse_args()
    name = args.dataset.resolve().name
    collection = Collection.load(args.dataset)
    print(f"{name}: {len(collection.corpus)} documents, {len(collection.queries)} queries")
    kept = f"bench_quality_{name}_kept"
    with fresh_database(kept if args.reuse else f"bench_quality_{name}", keep=args.reuse) as conn:
        project, ingest_s = ingest(conn, collection, name)
        settings = get_settings()
        # what the sweep does within minutes of an import: a project this big gets its own graph
        promote_big_projects(conn, settings, Deadline.never())
        conn.execute("ANALYZE chunks")
        vector_branch = vector_path(
            conn,
            project_id=project,
            embedding=get_embedder().embed_query(next(iter(collection.queries.values()))),
            settings=settings,
        )
        embedder = get_embedder()
        started = time.perf_counter()
        embeddings = {qid: embedder.embed_query(text) for qid, text in collection.queries.items()}
        embed_s = time.perf_counter() - started
        metrics = evaluate(conn, project, collection, embeddings, settings)
        grid = sweep(conn, project, collection, embeddings, settings) if args.sweep else []
        chunks = conn.execute(
            "SELECT count(*) FROM chunks WHERE project_id = %s", (project,)
        ).fetchone()
    used = {
        key: getattr(settings, key)
        for key in (
            "search_candidates",
            "rrf_k",
            "rrf_weight_vector",
            "rrf_weight_text",
            "bm25_k1",
            "bm25_b",
            "bm25_max_postings",
            "hnsw_ef_search",
        )
    }
    used.update(
        vector_path="exact scan" if vector_branch == "exact scan" else "own graph",
        embedding_model=settings.resolved_embedding_model,
        chunk_tokens=settings.resolved_chunk_tokens,
    )
    payload = {
        "dataset": name,
        "documents": len(collection.corpus),
        "queries": len(collection.queries),
        "chunks": chunks[0] if chunks else None,
        "ingest_seconds": round(ingest_s, 1),
        "query_embedding_seconds": round(embed_s, 1),
        "settings": used,
        **metrics,
        "sweep": grid,
    }
    path = write_result(f"quality-{name}", payload) if args.out is None else args.out
    if args.out is not None:
        args.out.write_text(json.dumps(payload, indent=2) + "\n")
    rows = [[name, *values.values()] for name, values in metrics.items()]
    print(table(rows, ["mode", *metrics["text"].keys()]))
    if name == "scifact":
        print("published nDCG@10: " + ", ".join(f"{k} {v}" for k, v in PUBLISHED.items()))
    if grid:
        best = max(grid, key=lambda row: row["ndcg@10"])
        print(table([list(r.values()) for r in grid], list(grid[0].keys())))
        print(f"best point: {best}")
    print(f"written to {path}")


if __name__ == "__main__":
    main()
