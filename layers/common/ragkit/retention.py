"""Delete with a recovery window: a deleted document or project is hidden at once, can be
restored until DELETE_RETENTION_DAYS have passed, and is then purged (rows and files) by the
scheduled purge. With a retention of 0 a delete purges at once."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import psycopg

from ragkit.db import documents, projects
from ragkit.db.records import DocumentRow
from ragkit.errors import Conflict
from ragkit.log import logger
from ragkit.quotas import require_room
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, project_prefix


def delete_document(
    conn: psycopg.Connection,
    store: ObjectStore,
    settings: Settings,
    project_id: UUID,
    document_id: UUID,
) -> None:
    document = documents.require(conn, project_id, document_id)
    if settings.delete_retention_s == 0:
        _purge_document(conn, store, document)
    else:
        documents.soft_delete(conn, document_id)


def restore_document(
    conn: psycopg.Connection, settings: Settings, project_id: UUID, document_id: UUID
) -> DocumentRow:
    """Back into search with its chunks, if the project has room for it again and no other
    document now holds the same content."""
    document = documents.require(conn, project_id, document_id, deleted=True)
    with conn.transaction():
        projects.lock(conn, project_id)
        used = projects.usage(conn, project_id)
        require_room(
            used,
            settings,
            adding_bytes=document.size_bytes or 0,
            adding_chunks=document.chunk_count,
        )
        if document.content_sha256 and documents.ready_duplicate(
            conn, project_id, document.content_sha256, document_id
        ):
            raise Conflict("another document of the project now holds the same content")
        documents.restore(conn, document_id)
    return documents.require(conn, project_id, document_id)


def delete_project(
    conn: psycopg.Connection, store: ObjectStore, settings: Settings, owner: str, project_id: UUID
) -> None:
    if settings.delete_retention_s == 0:
        projects.require(conn, owner, project_id)
        _purge_project(conn, store, project_id)
    else:
        projects.soft_delete(conn, owner, project_id)


@dataclass(frozen=True, slots=True)
class PurgeReport:
    projects: int = 0
    documents: int = 0


def purge(conn: psycopg.Connection, store: ObjectStore, settings: Settings) -> PurgeReport:
    """Remove what has been deleted for longer than the recovery window: files first, so a
    failure part-way leaves a row the next purge finds again, never a file nobody owns."""
    expired_projects = projects.deleted_before(conn, settings.delete_retention_s)
    for project in expired_projects:
        _purge_project(conn, store, project.id)
    expired_documents = documents.deleted_before(conn, settings.delete_retention_s)
    for document in expired_documents:
        _purge_document(conn, store, document)
    report = PurgeReport(len(expired_projects), len(expired_documents))
    logger.info("purge done", extra={"report": report})
    return report


def _purge_project(conn: psycopg.Connection, store: ObjectStore, project_id: UUID) -> None:
    store.delete_prefix(project_prefix(project_id))
    projects.delete(conn, project_id)


def _purge_document(conn: psycopg.Connection, store: ObjectStore, document: DocumentRow) -> None:
    store.delete(document.s3_key)
    documents.delete(conn, document.id)
