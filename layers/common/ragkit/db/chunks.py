"""Chunk rows: a document's chunks are replaced whole, in one transaction, with binary COPY."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from uuid import UUID

import psycopg

from ragkit.ingest.chunking import Chunk

_COPY = (
    "COPY chunks (project_id, document_id, chunk_index, content, token_count, page_start,"
    " page_end, section, content_sha256, embedding) FROM STDIN WITH (FORMAT BINARY)"
)
_TYPES = ["uuid", "uuid", "int4", "text", "int4", "int4", "int4", "text", "text", "vector"]


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def replace_document_chunks(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    document_id: UUID,
    chunks: Sequence[Chunk],
    vectors: Sequence[Sequence[float]],
    file_type: str,
    page_count: int | None,
    content_sha256: str,
) -> bool:
    """Swap in the document's new chunks and mark it ready, atomically.

    Returns False (and writes nothing) when the document was deleted meanwhile, or when another
    delivery already stored this very content."""
    if len(chunks) != len(vectors):
        raise ValueError("one vector per chunk")
    with conn.transaction():
        row = conn.execute(
            "SELECT status, content_sha256 FROM documents WHERE id = %s FOR UPDATE", (document_id,)
        ).fetchone()
        if row is None or (row[0] == "ready" and row[1] == content_sha256):
            return False
        conn.execute("DELETE FROM chunks WHERE document_id = %s", (document_id,))
        with conn.cursor() as cur, cur.copy(_COPY) as copy:
            copy.set_types(_TYPES)
            for chunk, vector in zip(chunks, vectors, strict=True):
                copy.write_row(
                    (
                        project_id,
                        document_id,
                        chunk.index,
                        chunk.content,
                        chunk.token_count,
                        chunk.page_start,
                        chunk.page_end,
                        chunk.section,
                        sha256_hex(chunk.content),
                        vector,
                    )
                )
        conn.execute(
            """
            UPDATE documents SET status = 'ready', error_message = NULL, chunk_count = %s,
                   page_count = %s, file_type = %s, content_sha256 = %s,
                   updated_at = now(), processed_at = now()
            WHERE id = %s
            """,
            (len(chunks), page_count, file_type, content_sha256, document_id),
        )
    return True
