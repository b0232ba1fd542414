"""Chunk rows: a document's chunks are replaced whole, in one transaction, with binary COPY."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from uuid import UUID

import psycopg
from pgvector import HalfVector
from psycopg import sql
from psycopg.types.json import Jsonb

from ragkit.db import documents
from ragkit.db.records import Processed
from ragkit.deadline import Deadline
from ragkit.models.chunks import Chunk, place_label

_COPY = (
    "COPY chunks (project_id, document_id, chunk_index, content, token_count, page_start,"
    " page_end, section, place, content_sha256, embedding, sentences, sentence_vectors,"
    " described_by)"
    " FROM STDIN WITH (FORMAT BINARY)"
)
# A chunk `c` of document `d` in the shape of a search hit that no search ranked: no score.
_UNRANKED_HIT = """
    SELECT c.id AS chunk_id, c.document_id, d.filename, c.page_start, c.page_end, c.section,
           c.content, 0.0 AS score, 0.0 AS cosine, NULL AS bm25, NULL AS coverage,
           NULL AS vector_rank, NULL AS text_rank, c.sentences, c.described_by
"""
_TYPES = [
    "uuid", "uuid", "int4", "text", "int4", "int4", "int4", "text", "text", "text", "vector",
    "jsonb", "halfvec[]", "text",
]  # fmt: skip


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def replace_document_chunks(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    document_id: UUID,
    chunks: Sequence[Chunk],
    vectors: Sequence[Sequence[float]],
    sentence_vectors: Sequence[Sequence[Sequence[float]]] | None,
    processed: Processed,
) -> bool:
    """Swap in the document's new chunks and mark it ready, atomically.

    Returns False (and writes nothing) when the document was deleted meanwhile, or when another
    delivery already stored this very content."""
    if len(chunks) != len(vectors) or (
        sentence_vectors is not None and len(sentence_vectors) != len(chunks)
    ):
        raise ValueError("one vector (and one list of sentence vectors) per chunk")
    with conn.transaction():
        row = conn.execute(
            "SELECT status, content_sha256, filename FROM documents WHERE id = %s FOR UPDATE",
            (document_id,),
        ).fetchone()
        if row is None or (row[0] == "ready" and row[1] == processed.content_sha256):
            return False
        filename = row[2]
        conn.execute("DELETE FROM chunks WHERE document_id = %s", (document_id,))
        documents.set_language(conn, document_id, processed.detected_language)  # before the COPY
        with conn.cursor() as cur, cur.copy(_COPY) as copy:
            copy.set_types(_TYPES)
            for i, (chunk, vector) in enumerate(zip(chunks, vectors, strict=True)):
                pooled = None if sentence_vectors is None else sentence_vectors[i]
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
                        # indexed with the text (migration 0016), as it is embedded with it
                        place_label(filename, chunk.section, chunk.content),
                        sha256_hex(chunk.content),
                        vector,
                        Jsonb([span.as_list() for span in chunk.sentences]),
                        None if pooled is None else [HalfVector(list(v)) for v in pooled],
                        chunk.described_by,
                    )
                )
        documents.mark_ready(conn, document_id, len(chunks), processed)
    return True


def sentence_cosines(
    conn: psycopg.Connection, chunk_ids: Sequence[int], embedding: Sequence[float]
) -> dict[int, list[float]]:
    """Each chunk's sentence vectors' cosines with `embedding`, in span order; chunks without
    sentence vectors are absent."""
    rows = conn.execute(
        """
        SELECT c.id, array_agg(1 - (v <=> %s) ORDER BY o)
        FROM chunks AS c, unnest(c.sentence_vectors) WITH ORDINALITY AS u(v, o)
        WHERE c.id = ANY(%s)
        GROUP BY c.id
        """,
        (HalfVector(list(embedding)), list(chunk_ids)),
    ).fetchall()
    return {chunk_id: [float(c) for c in cosines] for chunk_id, cosines in rows}


_PLACE_BATCH_IDS = 500  # chunk ids per transaction: about a second here (bench.places)
# A chunk moves out and back in one statement, with its place: the statement-level triggers then
# count its lexemes out of and into the project's BM25 statistics (an UPDATE would re-index its
# text without them), as a reprocessed document's chunks are.
_MOVE_WITH_PLACE = (
    "WITH moved AS (DELETE FROM chunks WHERE id = ANY(%(ids)s) RETURNING *)"
    " INSERT INTO chunks OVERRIDING SYSTEM VALUE"
    " SELECT (jsonb_populate_record(ROW(m.*)::chunks, jsonb_build_object('place', p.place))).*"
    " FROM moved AS m JOIN unnest(%(ids)s::bigint[], %(places)s::text[]) AS p (id, place)"
    " USING (id)"
)
_LABEL_DELETED = (
    "UPDATE deleted_chunks AS c SET place = p.place"
    " FROM unnest(%(ids)s::bigint[], %(places)s::text[]) AS p (id, place) WHERE c.id = p.id"
)
# The documents are locked as a reprocess, a delete or a restore locks one before it moves its
# chunks: a chunk is then never moved back in after such a change has taken it out.
_UNPLACED = (
    "SELECT c.id, d.filename, c.section, c.content FROM {table} AS c"
    " JOIN documents AS d ON d.id = c.document_id"
    " WHERE c.id > %s AND c.id <= %s AND c.place = '' FOR UPDATE OF d"
)


def place_older_chunks(conn: psycopg.Connection, deadline: Deadline) -> int:
    """Give the chunks stored before migration 0016 (and those in the recycle bin) the place
    words every chunk stored since is indexed with (`replace_document_chunks`), a batch of ids
    per transaction while `deadline` leaves time, so a question that names a document finds its
    older chunks too without reprocessing anything. Returns how many chunks were given one."""
    placed = 0
    while deadline.remaining_s() >= 1:
        with conn.transaction():
            progress = conn.execute(
                "SELECT next_id, last_id FROM place_backfill FOR UPDATE SKIP LOCKED"
            ).fetchone()
            if progress is None:  # done, or another sweep is at it
                break
            after, last = progress
            upto = min(after + _PLACE_BATCH_IDS, last)
            placed += _place_between(conn, after, upto)
            if upto < last:
                conn.execute("UPDATE place_backfill SET next_id = %s", (upto,))
            else:
                conn.execute("DELETE FROM place_backfill")
    return placed


def _place_between(conn: psycopg.Connection, after: int, upto: int) -> int:
    placed = 0
    for table, write in (("chunks", _MOVE_WITH_PLACE), ("deleted_chunks", _LABEL_DELETED)):
        unplaced = sql.SQL(_UNPLACED).format(table=sql.Identifier(table))
        rows = conn.execute(unplaced, (after, upto)).fetchall()
        labelled = {
            chunk_id: label
            for chunk_id, filename, section, content in rows
            if (label := place_label(filename, section, content))
        }
        if labelled:
            conn.execute(write, {"ids": list(labelled), "places": list(labelled.values())})
            placed += len(labelled)
    return placed
