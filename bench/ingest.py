"""Ingestion throughput: extraction, chunking, embedding and storage, separately and end to end.

    python -m bench.ingest [--pages 100] [--scifact-docs 1000]

The 100-page PDF is written with reportlab from SciFact abstracts (real prose). SciFact documents
go through the same chunker, embedder and COPY path as uploads."""

from __future__ import annotations

import argparse
import io
import json
import time
import uuid
from typing import Any

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from bench.common import (
    SCIFACT,
    fresh_database,
    moto_bucket,
    new_project,
    table,
    timed,
    write_result,
)
from ragkit.db import chunks as chunk_rows
from ragkit.db import documents
from ragkit.db.records import Processed
from ragkit.embeddings import Embedder, Vectors, embed_passages, get_embedder
from ragkit.ingest.chunking import Chunk, Chunker
from ragkit.ingest.extract import Block, extract
from ragkit.ingest.pipeline import Ingestor
from ragkit.settings import get_settings
from ragkit.storage import ObjectStore, document_key
from ragkit.tokens import count_tokens


def scifact_texts(limit: int) -> list[str]:
    texts = []
    with (SCIFACT / "corpus.jsonl").open() as corpus:
        for line in corpus:
            record = json.loads(line)
            texts.append(f"{record['title']}\n\n{record['text']}")
            if len(texts) >= limit:
                break
    return texts


def make_pdf(pages: int) -> bytes:
    """`pages` pages of wrapped prose, about 450 words each (a dense report page)."""
    words = " ".join(scifact_texts(pages * 3)).split()
    buffer = io.BytesIO()
    pdf = canvas.Canvas(buffer, pagesize=A4)
    cursor = 0
    for _ in range(pages):
        y = 800.0
        while y > 40:
            line = " ".join(words[cursor : cursor + 13])
            cursor = (cursor + 13) % max(1, len(words) - 13)
            pdf.drawString(36, y, line)
            y -= 13
        pdf.showPage()
    pdf.save()
    return buffer.getvalue()


def embed(embedder: Embedder, chunks: list[Chunk]) -> tuple[Vectors, list[Vectors] | None]:
    """As the pipeline embeds: chunk vectors, and sentence vectors where the embedder gives them."""
    return embed_passages(
        embedder, [c.content for c in chunks], [c.sentence_bounds for c in chunks]
    )


def stage_rates(data: bytes, project_doc: tuple[Any, Any, Any]) -> dict[str, Any]:
    settings = get_settings()
    chunker = Chunker(count_tokens, settings.resolved_chunk_tokens, settings.chunk_overlap_ratio)
    embedder = get_embedder()
    conn, project, document = project_doc
    extract_s, extracted = timed(extract, data, "report.pdf")
    pages = extracted.page_count
    chunk_s, chunks = timed(chunker.chunk, extracted.blocks)
    embed_s, (vectors, pooled) = timed(embed, embedder, chunks, repeat=1)

    def store() -> None:
        conn.execute("UPDATE documents SET status = 'processing' WHERE id = %s", (document,))
        chunk_rows.replace_document_chunks(
            conn,
            project_id=project,
            document_id=document,
            chunks=chunks,
            vectors=vectors,
            sentence_vectors=pooled,
            processed=Processed(file_type="pdf", page_count=pages, content_sha256=uuid.uuid4().hex),
        )

    store_s, _ = timed(store)
    return {
        "pages": pages,
        "chunks": len(chunks),
        "extract_pages_per_s": pages / extract_s,
        "chunk_chunks_per_s": len(chunks) / chunk_s,
        "embed_chunks_per_s": len(chunks) / embed_s,
        "store_chunks_per_s": len(chunks) / store_s,
    }


def end_to_end(conn: Any, s3: Any, data: bytes, name: str) -> tuple[float, int]:
    settings = get_settings()
    project = new_project(conn, name)  # the same bytes twice in one project are a duplicate
    key = document_key(project, uuid.uuid4(), name)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    ingestor = Ingestor(conn, ObjectStore(settings, s3), get_embedder(), settings)
    started = time.perf_counter()
    result = ingestor.object_created(key)
    assert result.outcome == "ready", result.reason
    return time.perf_counter() - started, result.chunks


def scifact_store_rate(conn: Any, project: Any, docs: int) -> dict[str, Any]:
    """Chunking, embedding and COPY over SciFact documents, one document per transaction."""
    settings = get_settings()
    chunker = Chunker(count_tokens, settings.resolved_chunk_tokens, settings.chunk_overlap_ratio)
    embedder = get_embedder()
    texts = scifact_texts(docs)
    started = time.perf_counter()
    per_doc = [chunker.chunk([Block(text=text)]) for text in texts]
    chunk_s = time.perf_counter() - started
    started = time.perf_counter()
    embedded = [embed(embedder, chunks) for chunks in per_doc]
    embed_s = time.perf_counter() - started
    ids = [
        conn.execute(
            "INSERT INTO documents (project_id, filename, s3_key, status) VALUES (%s, %s, %s,"
            " 'processing') RETURNING id",
            (project, f"d{i}", f"scifact/{uuid.uuid4()}"),
        ).fetchone()[0]
        for i in range(len(texts))
    ]
    started = time.perf_counter()
    for document, chunks, (vecs, pooled) in zip(ids, per_doc, embedded, strict=True):
        chunk_rows.replace_document_chunks(
            conn,
            project_id=project,
            document_id=document,
            chunks=chunks,
            vectors=vecs,
            sentence_vectors=pooled,
            processed=Processed(file_type="txt", page_count=None, content_sha256=uuid.uuid4().hex),
        )
    store_s = time.perf_counter() - started
    total = sum(len(c) for c in per_doc)
    return {
        "documents": len(texts),
        "chunks": total,
        "chunk_chunks_per_s": total / chunk_s,
        "embed_chunks_per_s": total / embed_s,
        "store_chunks_per_s": total / store_s,
        "end_to_end_chunks_per_s": total / (chunk_s + embed_s + store_s),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=100)
    parser.add_argument("--scifact-docs", type=int, default=1000)
    args = parser.parse_args()
    data = make_pdf(args.pages)
    with fresh_database("bench_ingest") as conn, moto_bucket() as s3:
        project = new_project(conn, "ingest")
        document = documents.create(conn, project_id=project, filename="r.pdf", s3_key="k")
        assert document is not None
        get_embedder().embed_query("warm up")
        stages = stage_rates(data, (conn, project, document.id))
        e2e_times = [end_to_end(conn, s3, data, f"report{i}.pdf") for i in range(3)]
        e2e_s = sorted(t for t, _ in e2e_times)[1]
        pdf = {
            **stages,
            "end_to_end_seconds": e2e_s,
            "end_to_end_pages_per_s": stages["pages"] / e2e_s,
            "end_to_end_chunks_per_s": stages["chunks"] / e2e_s,
        }
        pdf["end_to_end_vs_embedding"] = pdf["end_to_end_chunks_per_s"] / pdf["embed_chunks_per_s"]
        scifact = scifact_store_rate(conn, project, args.scifact_docs)
        scifact["end_to_end_vs_embedding"] = (
            scifact["end_to_end_chunks_per_s"] / scifact["embed_chunks_per_s"]
        )
    path = write_result("ingest", {"pdf_100_pages": pdf, "scifact": scifact})
    rows = [[k, f"{v:,.2f}" if isinstance(v, float) else v] for k, v in pdf.items()]
    print(f"100-page PDF ({args.pages} pages)\n" + table(rows, ["metric", "value"]))
    rows = [[k, f"{v:,.2f}" if isinstance(v, float) else v] for k, v in scifact.items()]
    print(f"\nSciFact ({args.scifact_docs} documents)\n" + table(rows, ["metric", "value"]))
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main()
