"""Loading small corpora straight through the chunk repository (real SQL, real triggers)."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Sequence

import psycopg
from psycopg.types.json import Jsonb

from ragkit.db import chunks as chunk_rows
from ragkit.db import documents
from ragkit.db.records import Processed
from ragkit.db.search import search
from ragkit.embeddings import Embedder, embed_passages
from ragkit.ingest.chunking import Chunk
from ragkit.models.retrieval import Mode, SearchHit
from ragkit.sentences import Place, split
from ragkit.settings import Settings
from ragkit.tokens import count_tokens


def add_document(
    conn: psycopg.Connection,
    project: uuid.UUID,
    filename: str,
    texts: Sequence[str],
    embedder: Embedder | None = None,
    *,
    pages: Sequence[int | None] | None = None,
    sections: Sequence[str | None] | None = None,
    vectors: Sequence[Sequence[float]] | None = None,
    language: str | None = "en",
) -> uuid.UUID:
    """A ready document whose chunks are `texts` (one chunk each), embedded by `embedder`, given
    `vectors`, or a fixed unit vector when the test only exercises the text branch; indexed in
    `language`, as if detection had found it."""
    document = documents.create(
        conn,
        project_id=project,
        filename=filename,
        s3_key=f"projects/{project}/{uuid.uuid4()}/{filename}",
    )
    assert document is not None
    chunks = [
        Chunk(
            index=i,
            content=text,
            token_count=count_tokens(text),
            page_start=pages[i] if pages else None,
            page_end=pages[i] if pages else None,
            section=sections[i] if sections else None,
            start=0,
            end=len(text),
            sentences=tuple(split(text, [Place(0, pages[i] if pages else None)])),
        )
        for i, text in enumerate(texts)
    ]
    pooled = None
    if embedder is not None:
        bounds = [chunk.sentence_bounds for chunk in chunks]
        vectors, pooled = embed_passages(embedder, list(texts), bounds)
    elif vectors is None:
        vectors = [[1.0] + [0.0] * 383 for _ in texts]
    chunk_rows.replace_document_chunks(
        conn,
        project_id=project,
        document_id=document.id,
        chunks=chunks,
        vectors=vectors,
        sentence_vectors=pooled,
        processed=Processed(
            file_type="txt",
            page_count=None,
            content_sha256=hashlib.sha256("".join(texts).encode()).hexdigest(),
            detected_language=language,
        ),
    )
    return document.id


def without_place_words(conn: psycopg.Connection, project: uuid.UUID) -> None:
    """The project's chunks as they were stored before migration 0016: indexed without their
    place words (moved out and back in one statement, so the BM25 statistics follow), and left
    to the sweep as migration 0017 leaves such chunks."""
    conn.execute(
        "WITH moved AS (DELETE FROM chunks WHERE project_id = %s RETURNING *) INSERT INTO chunks"
        " OVERRIDING SYSTEM VALUE SELECT (jsonb_populate_record(ROW(m.*)::chunks, %s)).*"
        " FROM moved AS m",
        (project, Jsonb({"place": ""})),
    )
    conn.execute(
        "INSERT INTO place_backfill (next_id, last_id) SELECT 0, max(id) FROM chunks"
        " ON CONFLICT (single) DO UPDATE SET next_id = 0, last_id = excluded.last_id"
    )


def searched(
    conn: psycopg.Connection,
    project: uuid.UUID,
    query: str,
    embedder: Embedder,
    settings: Settings,
    *,
    k: int = 10,
    mode: Mode = "hybrid",
) -> list[SearchHit]:
    """The project's top `k` chunks for the query, embedded by `embedder` as the search route
    embeds it."""
    return search(
        conn,
        project_id=project,
        query=query,
        embedding=embedder.embed_query(query),
        settings=settings,
        k=k,
        mode=mode,
    )
