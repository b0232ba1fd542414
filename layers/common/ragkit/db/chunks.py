"""Chunk rows: a document's chunks are replaced whole, in one transaction, with binary COPY."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from uuid import UUID

import psycopg
from pgvector import HalfVector
from psycopg import sql
from psycopg.rows import class_row
from psycopg.types.json import Jsonb

from ragkit.db import documents
from ragkit.db.records import Processed
from ragkit.deadline import Deadline
from ragkit.models.chunks import Chunk, place_label
from ragkit.models.retrieval import SearchFilters, SearchHit

_COPY = (
    "COPY chunks (project_id, document_id, chunk_index, content, token_count, page_start,"
    " page_end, section, place, content_sha256, embedding, sentences, sentence_vectors)"
    " FROM STDIN WITH (FORMAT BINARY)"
)
# A chunk `c` of document `d` in the shape of a search hit that no search ranked: no score.
_UNRANKED_HIT = """
    SELECT c.id AS chunk_id, c.document_id, d.filename, c.page_start, c.page_end, c.section,
           c.content, 0.0 AS score, 0.0 AS cosine, NULL AS bm25, NULL AS coverage,
           NULL AS vector_rank, NULL AS text_rank, c.sentences
"""
_TYPES = [
    "uuid", "uuid", "int4", "text", "int4", "int4", "int4", "text", "text", "text", "vector",
    "jsonb", "halfvec[]",
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


def opening_page(
    conn: psycopg.Connection,
    project_id: UUID,
    document_ids: Sequence[UUID],
    page: int | None,
    per_document: int,
    *,
    section: str | None = None,
) -> list[SearchHit]:
    """The first `per_document` chunks with text on `page` (any, with None) of each document
    (in `section`, when one is given), in the documents' order and then their own, shaped as
    search hits (no search ranked them: no score)."""
    with conn.cursor(row_factory=class_row(SearchHit)) as cur:
        return cur.execute(
            _UNRANKED_HIT
            + """
            FROM unnest(%(documents)s::uuid[]) WITH ORDINALITY AS wanted(id, position)
            JOIN documents AS d ON d.id = wanted.id AND d.project_id = %(project)s
            CROSS JOIN LATERAL (
                SELECT * FROM chunks AS c
                WHERE c.project_id = %(project)s AND c.document_id = d.id
                  AND chunk_in_scope(c, NULL, %(page)s, %(page)s, %(section)s)
                ORDER BY c.chunk_index
                LIMIT %(per_document)s
            ) AS c
            ORDER BY wanted.position, c.chunk_index
            """,
            {
                "documents": list(document_ids),
                "project": project_id,
                "page": page,
                "per_document": per_document,
                "section": section,
            },
        ).fetchall()


def numbered_part(
    conn: psycopg.Connection,
    project_id: UUID,
    number: str,
    begins: str,
    *,
    document_ids: Sequence[UUID] | None,
    documents: int,
) -> list[SearchHit]:
    """The first chunk of each document that holds `number` on a line the pattern `begins`
    matches (case aside: a line that begins the part so numbered), of the first `documents`
    such documents by name, shaped as search hits (no search ranked them)."""
    with conn.cursor(row_factory=class_row(SearchHit)) as cur:
        return cur.execute(
            "SELECT * FROM ("
            + _UNRANKED_HIT
            + """
                FROM (
                    SELECT DISTINCT ON (c.document_id) c.*
                    FROM chunks AS c
                    WHERE c.project_id = %(project)s
                      AND chunk_in_scope(c, %(documents)s, NULL, NULL, NULL)
                      AND c.tsv @@ plainto_tsquery('english', %(number)s)
                      AND c.content ~* %(begins)s
                    ORDER BY c.document_id, c.chunk_index
                ) AS c
                JOIN documents AS d ON d.id = c.document_id
            ) AS hit
            ORDER BY hit.filename, hit.document_id
            LIMIT %(limit)s
            """,
            {
                "project": project_id,
                "documents": None if document_ids is None else list(document_ids),
                "number": number,
                "begins": begins,
                "limit": documents,
            },
        ).fetchall()


def following(
    conn: psycopg.Connection, project_id: UUID, chunk_ids: Sequence[int], count: int
) -> list[SearchHit]:
    """The `count` chunks that follow each of `chunk_ids` in its document, in the documents'
    order, shaped as search hits (a passage that runs on past its chunk's end)."""
    with conn.cursor(row_factory=class_row(SearchHit)) as cur:
        return cur.execute(
            "SELECT * FROM ("
            + _UNRANKED_HIT
            + """
                FROM chunks AS c
                JOIN chunks AS before ON before.id = ANY(%(ids)s)
                 AND before.document_id = c.document_id
                 AND c.chunk_index > before.chunk_index
                 AND c.chunk_index <= before.chunk_index + %(count)s
                JOIN documents AS d ON d.id = c.document_id
                WHERE c.project_id = %(project)s AND before.project_id = %(project)s
            ) AS hit
            ORDER BY hit.chunk_id
            """,
            {"project": project_id, "ids": list(chunk_ids), "count": count},
        ).fetchall()


def lacking(
    conn: psycopg.Connection, project_id: UUID, document_id: UUID, words: Sequence[str]
) -> list[str]:
    """Those of `words` that no chunk of the document holds (as the text index stems them), in
    their order; a stop word is held everywhere."""
    rows = conn.execute(
        """
        SELECT t.word FROM unnest(%(words)s::text[]) WITH ORDINALITY AS t(word, position)
        WHERE numnode(plainto_tsquery('english', t.word)) > 0
          AND NOT EXISTS (
            SELECT 1 FROM chunks AS c
            WHERE c.project_id = %(project)s AND c.document_id = %(document)s
              AND c.tsv @@ plainto_tsquery('english', t.word))
        ORDER BY t.position
        """,
        {"words": list(words), "project": project_id, "document": document_id},
    ).fetchall()
    return [word for (word,) in rows]


def files_saying(
    conn: psycopg.Connection, project_id: UUID, words: Sequence[str], besides: UUID
) -> list[tuple[str, str]]:
    """Each of `words` that a file of the project other than `besides` holds, with the first
    such file by name, in the words' order."""
    rows = conn.execute(
        """
        SELECT t.word, f.filename
        FROM unnest(%(words)s::text[]) WITH ORDINALITY AS t(word, position)
        CROSS JOIN LATERAL (
            SELECT d.filename FROM chunks AS c JOIN documents AS d ON d.id = c.document_id
            WHERE c.project_id = %(project)s AND c.document_id <> %(besides)s
              AND d.deleted_at IS NULL AND c.tsv @@ plainto_tsquery('english', t.word)
            ORDER BY d.filename LIMIT 1
        ) AS f
        WHERE numnode(plainto_tsquery('english', t.word)) > 0
        ORDER BY t.position
        """,
        {"words": list(words), "project": project_id, "besides": besides},
    ).fetchall()
    return [(word, filename) for word, filename in rows]


def holding_words(
    conn: psycopg.Connection,
    project_id: UUID,
    words: str,
    filters: SearchFilters,
    limit: int,
) -> list[SearchHit]:
    """Up to `limit` chunks with pages in the filters' documents and section that hold any of
    `words` (as the text index stems them), those in the filters' page range first, then by
    page, shaped as search hits (no search ranked them: no score)."""
    with conn.cursor(row_factory=class_row(SearchHit)) as cur:
        return cur.execute(
            """
            WITH q AS (
                SELECT string_agg(quote_literal(l), ' | ')::tsquery AS query
                FROM unnest(tsvector_to_array(to_tsvector('english', %(words)s))) AS l
            )
            """
            + _UNRANKED_HIT
            + """
            FROM q, chunks AS c
            JOIN documents AS d ON d.id = c.document_id
            WHERE c.project_id = %(project)s AND c.tsv @@ q.query AND c.page_start IS NOT NULL
              AND chunk_in_scope(c, %(documents)s, NULL, NULL, %(section)s)
            ORDER BY chunk_in_scope(c, NULL, %(page_from)s, %(page_to)s, NULL) DESC,
                     c.page_start NULLS LAST, d.filename, c.chunk_index
            LIMIT %(limit)s
            """,
            {
                "words": words,
                "project": project_id,
                "documents": filters.document_ids,
                "section": filters.section,
                "page_from": filters.page_from,
                "page_to": filters.page_to,
                "limit": limit,
            },
        ).fetchall()


def question_lexemes(
    conn: psycopg.Connection, project_id: UUID, question: str, chunk_ids: Sequence[int]
) -> tuple[dict[str, float], dict[int, set[str]]]:
    """The question's lexemes (the text index's English stems) with their BM25 idf in the project
    (a lexeme no chunk has gets the highest), and which of them each chunk contains."""
    rows = conn.execute(
        """
        WITH q AS (
            SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', %(question)s)))
                   AS lexeme
        ), n AS (
            SELECT coalesce((SELECT chunk_count FROM project_text_stats
                             WHERE project_id = %(project)s), 0) AS chunks
        )
        SELECT q.lexeme,
               ln(1 + (n.chunks - coalesce(l.doc_freq, 0) + 0.5) / (coalesce(l.doc_freq, 0) + 0.5)),
               coalesce(array_agg(c.id) FILTER (WHERE c.id IS NOT NULL), '{}')
        FROM q CROSS JOIN n
        LEFT JOIN lexeme_stats AS l ON l.project_id = %(project)s AND l.lexeme = q.lexeme
        -- membership, not `@@ lexeme::tsquery`: a lexeme such as "/a:b?x=1&y=2" (a URL) is not
        -- valid tsquery syntax
        LEFT JOIN chunks AS c ON c.id = ANY(%(chunks)s) AND q.lexeme = ANY(tsvector_to_array(c.tsv))
        GROUP BY q.lexeme, n.chunks, l.doc_freq
        """,
        {"question": question, "project": project_id, "chunks": list(chunk_ids)},
    ).fetchall()
    idf = {lexeme: float(weight) for lexeme, weight, _ in rows}
    present: dict[int, set[str]] = {chunk_id: set() for chunk_id in chunk_ids}
    for lexeme, _, holders in rows:
        for chunk_id in holders:
            present[chunk_id].add(lexeme)
    return idf, present


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
