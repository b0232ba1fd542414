"""Document rows: lookup by S3 key, creation for objects dropped into the bucket, status changes."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from uuid import UUID

import psycopg
from psycopg.rows import class_row

from ragkit.db import runs
from ragkit.db.cursors import decode_cursor, encode_cursor, paged
from ragkit.db.records import DocumentRow, DocumentStatus, Processed
from ragkit.errors import NotFound


def get(conn: psycopg.Connection, document_id: UUID) -> DocumentRow | None:
    """The document unless it was deleted (a deleted one is never processed)."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT * FROM documents WHERE id = %s AND deleted_at IS NULL", (document_id,)
        ).fetchone()


def by_key(conn: psycopg.Connection, s3_key: str) -> DocumentRow | None:
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute("SELECT * FROM documents WHERE s3_key = %s", (s3_key,)).fetchone()


def create(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    filename: str,
    s3_key: str,
    size_bytes: int | None = None,
    document_id: UUID | None = None,
    language: str | None = None,
) -> DocumentRow | None:
    """Insert a pending document if its project exists; the existing row when the key is taken.
    `language`, when the upload names one, is the language it is indexed in, whatever detection
    finds.

    Returns None when the project does not exist (or was deleted). A new object at the key of a
    deleted document replaces that document: whoever put it there wants the new file."""
    conn.execute("DELETE FROM documents WHERE s3_key = %s AND deleted_at IS NOT NULL", (s3_key,))
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        row = cur.execute(
            """
            INSERT INTO documents (id, project_id, filename, s3_key, size_bytes, language_asked)
            SELECT coalesce(%(id)s, gen_random_uuid()), p.id, %(filename)s, %(key)s, %(size)s,
                   %(language)s
            FROM projects p WHERE p.id = %(project)s AND p.deleted_at IS NULL
            ON CONFLICT (s3_key) DO NOTHING
            RETURNING *
            """,
            {
                "id": document_id,
                "project": project_id,
                "filename": filename,
                "key": s3_key,
                "size": size_bytes,
                "language": language,
            },
        ).fetchone()
    return row or by_key(conn, s3_key)


def set_language(conn: psycopg.Connection, document_id: UUID, detected: str | None) -> None:
    """The language the document is indexed in: the upload's, else the detected one, else its
    project's; with it the text-search configuration its chunks are stemmed by (`simple` for a
    language PostgreSQL has none for; English for none)."""
    conn.execute(
        """
        UPDATE documents AS d
        SET language = coalesce(d.language_asked, %(detected)s, p.language),
            language_source = CASE WHEN d.language_asked IS NOT NULL THEN 'asked'
                                   WHEN %(detected)s IS NOT NULL THEN 'detected'
                                   WHEN p.language IS NOT NULL THEN 'project'
                                   ELSE 'none' END,
            -- no language: English, as every chunk was before languages (such a text is mostly
            -- figures and codes, which no stemmer changes): a `simple` index would tell a
            -- question that the project holds a language without a stemmer
            text_config = text_config_of(
                coalesce(d.language_asked, %(detected)s, p.language, 'en'))
        FROM projects AS p
        WHERE d.id = %(id)s AND p.id = d.project_id
        """,
        {"id": document_id, "detected": detected},
    )


def already_here(duplicate: DocumentRow) -> str:
    """What a file whose content the project has already is told."""
    return (
        f"already in the project as {duplicate.filename} (uploaded {duplicate.created_at:%Y-%m-%d})"
    )


def ready_duplicate(
    conn: psycopg.Connection, project_id: UUID, content_sha256: str, exclude: UUID | None = None
) -> DocumentRow | None:
    """Another ready document of the project with the same content."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            """
            SELECT * FROM documents
            WHERE project_id = %s AND content_sha256 = %s AND id IS DISTINCT FROM %s
              AND status = 'ready' AND deleted_at IS NULL
            ORDER BY created_at LIMIT 1
            """,
            (project_id, content_sha256, exclude),
        ).fetchone()


def mark_processing(
    conn: psycopg.Connection, document_id: UUID, *, content_sha256: str, size_bytes: int
) -> None:
    conn.execute(
        """
        UPDATE documents SET status = 'processing', error_message = NULL, error_code = NULL,
               content_sha256 = %s,
               size_bytes = %s, updated_at = now()
        WHERE id = %s
        """,
        (content_sha256, size_bytes, document_id),
    )


def mark_ready(
    conn: psycopg.Connection, document_id: UUID, chunk_count: int, processed: Processed
) -> None:
    """Ready with its chunks (stored in the same transaction by `chunks.replace_document_chunks`)
    and what processing learnt about it."""
    conn.execute(
        """
        UPDATE documents SET status = 'ready', error_message = NULL, error_code = NULL,
               chunk_count = %s, page_count = %s, file_type = %s, content_sha256 = %s,
               ocr_pages = %s, ocr_confidence = %s, described_pages = %s,
               description_note = %s, updated_at = now(), processed_at = now()
        WHERE id = %s
        """,
        (
            chunk_count,
            processed.page_count,
            processed.file_type,
            processed.content_sha256,
            processed.ocr_pages,
            processed.ocr_confidence,
            processed.described_pages,
            processed.description_note,
            document_id,
        ),
    )


def mark_failed(conn: psycopg.Connection, document_id: UUID, reason: str, code: str) -> None:
    """Failed with a readable reason and a stable code (`duplicate`, `transient`, an error's
    code); the chunks of an earlier good version are removed with it, so search never serves
    text the document no longer has."""
    with conn.transaction():
        conn.execute("DELETE FROM chunks WHERE document_id = %s", (document_id,))
        conn.execute(
            """
            UPDATE documents SET status = 'failed', error_message = %s, error_code = %s,
                   chunk_count = 0, updated_at = now(), processed_at = now()
            WHERE id = %s
            """,
            (reason[:2000], code, document_id),
        )


def live_by_key(conn: psycopg.Connection, s3_key: str) -> DocumentRow | None:
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT * FROM documents WHERE s3_key = %s AND deleted_at IS NULL", (s3_key,)
        ).fetchone()


def in_project(
    conn: psycopg.Connection, project_id: UUID, *, deleted: bool = False
) -> list[DocumentRow]:
    """The project's documents, or (`deleted`) those waiting in the recycle bin."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT * FROM documents WHERE project_id = %s AND (deleted_at IS NOT NULL) = %s"
            " ORDER BY created_at, id",
            (project_id, deleted),
        ).fetchall()


def page(
    conn: psycopg.Connection,
    project_id: UUID,
    limit: int,
    cursor: str | None,
    *,
    deleted: bool = False,
) -> tuple[list[DocumentRow], str | None]:
    """The project's documents (or those in the recycle bin), oldest first, keyset-paginated."""
    after = decode_cursor(cursor) if cursor else None
    where = "WHERE project_id = %s AND (deleted_at IS NOT NULL) = %s" + (
        " AND (created_at, id) > (%s, %s)" if after else ""
    )
    params: tuple[object, ...] = (project_id, deleted, *(after or ()))
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        rows = cur.execute(
            "SELECT * FROM documents " + where + " ORDER BY created_at, id LIMIT %s",
            (*params, limit + 1),
        ).fetchall()
    return paged(rows, limit, lambda row: encode_cursor(row.created_at, row.id))


def with_name_holding(
    conn: psycopg.Connection, project_id: UUID, pieces: Collection[str], limit: int
) -> list[DocumentRow]:
    """The project's live, ready documents whose file name holds every one of `pieces` (letters
    and digits, in any case), by name, at most `limit`."""
    patterns = ["%" + piece.replace("_", "\\_") + "%" for piece in pieces]
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT * FROM documents WHERE project_id = %s AND deleted_at IS NULL"
            " AND status = 'ready' AND filename ILIKE ALL (%s) ORDER BY filename, id LIMIT %s",
            (project_id, patterns, limit),
        ).fetchall()


def having_page(
    conn: psycopg.Connection, project_id: UUID, page: int, document_ids: Sequence[UUID] | None
) -> list[DocumentRow]:
    """The project's live documents (of `document_ids`, when given) that have `page`, by name."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT * FROM documents WHERE project_id = %s AND deleted_at IS NULL"
            " AND page_count >= %s AND (%s::uuid[] IS NULL OR id = ANY (%s::uuid[]))"
            " ORDER BY filename, id",
            (project_id, page, document_ids, document_ids),
        ).fetchall()


def require(
    conn: psycopg.Connection, project_id: UUID, document_id: UUID, *, deleted: bool = False
) -> DocumentRow:
    """The document, if it belongs to the project (whose owner the caller has checked) and is
    live (or, with `deleted`, in the recycle bin)."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        row = cur.execute(
            "SELECT * FROM documents WHERE id = %s AND project_id = %s"
            " AND (deleted_at IS NOT NULL) = %s",
            (document_id, project_id, deleted),
        ).fetchone()
    if row is None:
        raise NotFound("document not found")
    return row


def soft_delete(conn: psycopg.Connection, document_id: UUID) -> bool:
    """Hide the document at once: its chunks leave the search tables for `deleted_chunks`.
    False when it was not live."""
    with conn.transaction():
        gone = conn.execute(
            "UPDATE documents SET deleted_at = now(), updated_at = now()"
            " WHERE id = %s AND deleted_at IS NULL RETURNING id",
            (document_id,),
        ).fetchone()
        if gone is None:
            return False
        conn.execute(
            "WITH moved AS (DELETE FROM chunks WHERE document_id = %s RETURNING *)"
            " INSERT INTO deleted_chunks SELECT * FROM moved",
            (document_id,),
        )
    return True


def restore(conn: psycopg.Connection, document_id: UUID) -> bool:
    """Bring a deleted document back with its chunks (no embedding again). False when it was
    not in the recycle bin."""
    with conn.transaction():
        back = conn.execute(
            "UPDATE documents SET deleted_at = NULL, updated_at = now()"
            " WHERE id = %s AND deleted_at IS NOT NULL RETURNING id",
            (document_id,),
        ).fetchone()
        if back is None:
            return False
        conn.execute(
            "WITH moved AS (DELETE FROM deleted_chunks WHERE document_id = %s RETURNING *)"
            " INSERT INTO chunks OVERRIDING SYSTEM VALUE SELECT * FROM moved",
            (document_id,),
        )
    return True


def deleted_before(conn: psycopg.Connection, retention_s: float) -> list[DocumentRow]:
    """Deleted documents (of live projects) whose recovery window has passed."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT d.* FROM documents d JOIN projects p ON p.id = d.project_id"
            " WHERE d.deleted_at < now() - make_interval(secs => %s) AND p.deleted_at IS NULL"
            " ORDER BY d.deleted_at LIMIT 1000",
            (retention_s,),
        ).fetchall()


def reset_for_reprocessing(conn: psycopg.Connection, document_id: UUID) -> None:
    """Forget the content hash, so the next delivery of the object is processed again."""
    conn.execute(
        "UPDATE documents SET status = 'pending', content_sha256 = NULL, error_message = NULL,"
        " error_code = NULL,"
        " updated_at = now() WHERE id = %s",
        (document_id,),
    )


def delete(conn: psycopg.Connection, document_id: UUID) -> None:
    conn.execute("DELETE FROM documents WHERE id = %s", (document_id,))


def stale(
    conn: psycopg.Connection, status: DocumentStatus, older_than_s: float
) -> list[DocumentRow]:
    """Documents in `status` whose last change is older than `older_than_s` seconds."""
    with conn.cursor(row_factory=class_row(DocumentRow)) as cur:
        return cur.execute(
            "SELECT * FROM documents WHERE status = %s AND deleted_at IS NULL"
            " AND updated_at < now() - make_interval(secs => %s) ORDER BY updated_at LIMIT 1000",
            (status, older_than_s),
        ).fetchall()


def fail_if_still(
    conn: psycopg.Connection, document_id: UUID, status: DocumentStatus, reason: str, code: str
) -> bool:
    """Fail the document with `reason` unless it has moved on from `status` meanwhile; the
    ingestion run expecting it learns why."""
    with conn.transaction():
        row = conn.execute(
            "SELECT s3_key FROM documents WHERE id = %s AND status = %s FOR UPDATE",
            (document_id, status),
        ).fetchone()
        if row is None:
            return False
        mark_failed(conn, document_id, reason, code)
        runs.settle(conn, row[0], "failed", reason, code)
    return True


def touch(conn: psycopg.Connection, document_id: UUID) -> None:
    conn.execute("UPDATE documents SET updated_at = now() WHERE id = %s", (document_id,))
