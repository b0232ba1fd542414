"""A peer side by side: LlamaIndex's PGVectorStore (hybrid_search=True, fused with its
QueryFusionRetriever in reciprocal-rank mode) against this project, in the same run, on the same
PostgreSQL server, with the same local MiniLM embedder and the same chunk size.

    make bench-peer            # creates .venv-peer from bench/peer/requirements.txt
    .venv-peer/bin/python -m bench.peer.run [--docs N]

The whole SciFact corpus by default (both ingestions embed its 12k chunks: ~25 minutes on two
cores); `--docs N` keeps the first N documents and the queries whose relevant documents all lie
in them."""

from __future__ import annotations

import argparse
import statistics
import time
import uuid
from typing import Any

from bench.common import SCIFACT, fresh_database, moto_bucket, new_project, table, write_result
from bench.quality import Collection, ndcg_at_10
from ragkit.db.search import search
from ragkit.embeddings import get_embedder
from ragkit.ingest.pipeline import Ingestor
from ragkit.settings import get_settings
from ragkit.storage import ObjectStore, document_key


def subset(collection: Collection, docs: int | None) -> Collection:
    kept = dict(list(collection.corpus.items())[:docs])
    qrels = {q: r for q, r in collection.qrels.items() if set(r) <= set(kept)}
    queries = {q: t for q, t in collection.queries.items() if q in qrels}
    return Collection(kept, queries, qrels)


def ours(conn: Any, collection: Collection) -> dict[str, Any]:
    settings, embedder = get_settings(), get_embedder()
    project = new_project(conn, "peer-ours")
    started = time.perf_counter()
    with moto_bucket() as s3:
        ingestor = Ingestor(conn, ObjectStore(settings, s3), embedder, settings)
        for doc_id, text in collection.corpus.items():
            key = document_key(project, uuid.uuid4(), f"{doc_id}.txt")
            s3.put_object(Bucket=settings.bucket_name, Key=key, Body=text.encode())
            ingestor.object_created(key)
    ingest_s = time.perf_counter() - started
    times, ndcg = [], 0.0
    for qid, text in collection.queries.items():
        vector = embedder.embed_query(text)
        began = time.perf_counter()
        hits = search(
            conn, project_id=project, query=text, embedding=vector, settings=settings, k=30
        )
        times.append(time.perf_counter() - began)
        ranked = list(dict.fromkeys(h.filename.removesuffix(".txt") for h in hits))
        ndcg += ndcg_at_10(ranked, collection.qrels[qid])
    return summary(ingest_s, times, ndcg / len(collection.queries))


def peer(url: str, collection: Collection) -> dict[str, Any]:
    from llama_index.core import Document, StorageContext, VectorStoreIndex
    from llama_index.core.embeddings import BaseEmbedding
    from llama_index.core.llms import MockLLM
    from llama_index.core.node_parser import TokenTextSplitter
    from llama_index.core.retrievers import QueryFusionRetriever
    from llama_index.vector_stores.postgres import PGVectorStore
    from psycopg.conninfo import conninfo_to_dict

    embedder = get_embedder()

    class SameEmbedder(BaseEmbedding):  # type: ignore[misc]  # the very model this project uses
        def _get_query_embedding(self, query: str) -> list[float]:
            return embedder.embed_query(query)

        async def _aget_query_embedding(self, query: str) -> list[float]:
            return embedder.embed_query(query)

        def _get_text_embedding(self, text: str) -> list[float]:
            return embedder.embed_documents([text])[0]

        def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
            return embedder.embed_documents(texts)

    params = conninfo_to_dict(url)
    socket_dir, dbname = params["host"], params["dbname"]
    store = PGVectorStore(
        connection_string=f"postgresql+psycopg2://postgres@/{dbname}?host={socket_dir}",
        async_connection_string=f"postgresql+asyncpg://postgres@/{dbname}?host={socket_dir}",
        table_name="peer",
        embed_dim=384,
        hybrid_search=True,
        text_search_config="english",
        hnsw_kwargs={
            "hnsw_m": 16,
            "hnsw_ef_construction": 64,
            "hnsw_ef_search": 100,
            "hnsw_dist_method": "vector_cosine_ops",
        },
    )
    settings = get_settings()
    overlap = int(settings.resolved_chunk_tokens * settings.chunk_overlap_ratio)
    splitter = TokenTextSplitter(chunk_size=settings.resolved_chunk_tokens, chunk_overlap=overlap)
    documents = [
        Document(text=text, metadata={"doc_id": doc_id})
        for doc_id, text in collection.corpus.items()
    ]
    started = time.perf_counter()
    index = VectorStoreIndex.from_documents(
        documents,
        storage_context=StorageContext.from_defaults(vector_store=store),
        embed_model=SameEmbedder(),
        transformations=[splitter],
    )
    ingest_s = time.perf_counter() - started
    retriever = QueryFusionRetriever(
        [
            index.as_retriever(vector_store_query_mode="default", similarity_top_k=100),
            index.as_retriever(vector_store_query_mode="sparse", similarity_top_k=100),
        ],
        mode="reciprocal_rerank",
        similarity_top_k=30,
        num_queries=1,
        use_async=False,
        llm=MockLLM(),  # num_queries=1: no query generation, so no model is called
    )
    times, ndcg = [], 0.0
    for qid, text in collection.queries.items():
        began = time.perf_counter()
        nodes = retriever.retrieve(text)
        times.append(time.perf_counter() - began)
        ranked = list(dict.fromkeys(n.node.metadata["doc_id"] for n in nodes))
        ndcg += ndcg_at_10(ranked, collection.qrels[qid])
    return summary(ingest_s, times, ndcg / len(collection.queries))


def summary(ingest_s: float, times: list[float], ndcg: float) -> dict[str, Any]:
    ordered = sorted(times)
    return {
        "ingest_seconds": round(ingest_s, 1),
        "ndcg@10": round(ndcg, 4),
        "search_p50_ms": round(statistics.median(ordered) * 1000, 1),
        "search_p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=None, help="first N documents (all)")
    args = parser.parse_args()
    collection = subset(Collection.load(SCIFACT), args.docs)
    print(f"SciFact: {len(collection.corpus)} documents, {len(collection.queries)} queries")
    get_embedder().embed_query("warm up")
    with fresh_database("bench_peer") as conn:
        mine = ours(conn, collection)
        url = str(conn.info.dsn)
        theirs = peer(url, collection)
    ratios = {
        "ndcg": round(mine["ndcg@10"] / theirs["ndcg@10"], 3),
        "search_p50_speedup": round(theirs["search_p50_ms"] / mine["search_p50_ms"], 2),
        "ingest_speedup": round(theirs["ingest_seconds"] / mine["ingest_seconds"], 2),
    }
    write_result(
        "peer",
        {
            "documents": len(collection.corpus),
            "queries": len(collection.queries),
            "ragkit": mine,
            "llamaindex_pgvector_hybrid": theirs,
            "ratios": ratios,
        },
    )
    rows = [["ragkit", *mine.values()], ["LlamaIndex PGVectorStore hybrid + RRF", *theirs.values()]]
    print(table(rows, ["system", *mine.keys()]))
    print(f"ratios (ours vs peer): {ratios}")


if __name__ == "__main__":
    main()
