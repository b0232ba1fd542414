"""Registering uploads: a pending document row plus a presigned POST (or a URL to fetch)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Literal
from uuid import UUID, uuid4

import psycopg

from ragkit.db import documents, projects, runs
from ragkit.errors import Conflict, TooLarge, UnsupportedType
from ragkit.models.formats import FORMATS, extension, size_limit
from ragkit.ocr import OCR_OFF, resolved_provider
from ragkit.quotas import require_room
from ragkit.schemas import PresignedPost, UploadAccepted, UploadFile, UploadUrl
from ragkit.settings import Settings
from ragkit.storage import URL_SUFFIX, ObjectStore, document_key, safe_filename


def register_file(
    conn: psycopg.Connection,
    project_id: UUID,
    request: UploadFile,
    store: ObjectStore,
    settings: Settings,
) -> UploadAccepted:
    ext = extension(request.filename)
    if ext not in FORMATS:
        supported = ", ".join(sorted(FORMATS))
        raise UnsupportedType(
            f"{ext or 'files without an extension'} cannot be ingested; supported: {supported}"
        )
    file_type, content_types = FORMATS[ext].file_type, FORMATS[ext].content_types
    content_type = request.content_type.split(";")[0].strip().lower()
    if content_type not in content_types:
        raise UnsupportedType(f"content type {content_type} does not match a {ext} file")
    if file_type.is_image and resolved_provider(settings) == "none":
        raise UnsupportedType(OCR_OFF)
    limit = size_limit(file_type, settings)
    if request.size_bytes > limit:
        raise TooLarge(f"{ext} files are limited to {limit // (1024 * 1024)} MB")
    if request.content_sha256:
        duplicate = documents.ready_duplicate(conn, project_id, request.content_sha256)
        if duplicate is not None:
            raise Conflict(documents.already_here(duplicate))
    if isinstance(request.run, UUID):  # a run of another project is refused before any write
        runs.require_in_project(conn, project_id, request.run)
    document_id = uuid4()
    filename = safe_filename(request.filename)
    key = document_key(project_id, document_id, filename)
    _create_within_quota(
        conn,
        settings,
        project_id=project_id,
        filename=filename,
        s3_key=key,
        size_bytes=request.size_bytes,
        document_id=document_id,
        language=request.language,
    )
    run_id = _expected_in_run(conn, project_id, request.run, key, document_id)
    post = store.presigned_post(key, content_type, request.size_bytes, settings.upload_url_expiry_s)
    expires = datetime.now(UTC) + timedelta(seconds=settings.upload_url_expiry_s)
    return UploadAccepted(
        document_id=document_id,
        status="pending",
        upload=PresignedPost(url=post["url"], fields=post["fields"], expires_at=expires),
        run_id=run_id,
    )


def _expected_in_run(
    conn: psycopg.Connection,
    project_id: UUID,
    run: UUID | Literal["new"] | None,
    key: str,
    document_id: UUID,
) -> UUID | None:
    """The run the upload asked to belong to ('new': a run of its own), expecting its object:
    the object's event joins the run that expects it (`runs.note_object`)."""
    if run is None:
        return None
    with conn.transaction():
        run_id = run if isinstance(run, UUID) else runs.start(conn, project_id, "drop")
        runs.add_item(conn, run_id, key, document_id=document_id, change="new")
    return run_id


def _create_within_quota(
    conn: psycopg.Connection,
    settings: Settings,
    *,
    project_id: UUID,
    filename: str,
    s3_key: str,
    size_bytes: int,
    document_id: UUID,
    language: str | None,
) -> None:
    """The pending document row, unless it would take the project past a quota (checked under a
    lock on the project, so concurrent uploads cannot both take the last place)."""
    with conn.transaction():
        projects.lock(conn, project_id)
        require_room(projects.usage(conn, project_id), settings, adding_bytes=size_bytes)
        documents.create(
            conn,
            project_id=project_id,
            filename=filename,
            s3_key=s3_key,
            size_bytes=size_bytes or None,
            document_id=document_id,
            language=language,
        )


def register_url(
    conn: psycopg.Connection,
    project_id: UUID,
    request: UploadUrl,
    store: ObjectStore,
    settings: Settings,
) -> UploadAccepted:
    """The URL is written to S3 as a small object; its ObjectCreated event starts the fetch."""
    document_id = uuid4()
    url = str(request.url)
    key = document_key(project_id, document_id, "page") + URL_SUFFIX
    _create_within_quota(
        conn,
        settings,
        project_id=project_id,
        filename=url[:500],
        s3_key=key,
        size_bytes=0,
        document_id=document_id,
        language=request.language,
    )
    store.put(key, url.encode(), "text/uri-list")
    return UploadAccepted(document_id=document_id, status="pending")


def reprocess(
    conn: psycopg.Connection, project_id: UUID, document_id: UUID, store: ObjectStore
) -> UploadAccepted:
    """Re-run ingestion: forget the content hash, then copy the object onto itself, which makes
    S3 send ObjectCreated again (the same path as any upload). Without its object there is
    nothing to run: 409 with the reason, and the document stays as it was."""
    document = documents.require(conn, project_id, document_id)
    if not store.exists(document.s3_key):
        raise Conflict(
            "the document's file is no longer in storage; upload it again to reprocess it"
        )
    documents.reset_for_reprocessing(conn, document_id)
    store.touch(document.s3_key)
    return UploadAccepted(document_id=document_id, status="pending")
