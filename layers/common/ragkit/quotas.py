"""Quotas per project: checked before anything is stored, by the upload API and by ingestion
(for files dropped straight into the bucket), so one project cannot fill the database."""

from __future__ import annotations

from ragkit.db.projects import Usage
from ragkit.errors import QuotaExceeded
from ragkit.settings import Settings


def require_room(
    used: Usage, settings: Settings, *, adding_bytes: int = 0, adding_chunks: int = 0
) -> None:
    """Refuse one more document of `adding_bytes` and `adding_chunks` when it would take a
    project that holds `used` (without that document) past a quota."""
    if used.documents + 1 > settings.max_documents_per_project:
        raise QuotaExceeded(
            f"the project holds {used.documents:,} documents, its quota "
            f"(MAX_DOCUMENTS_PER_PROJECT={settings.max_documents_per_project:,})"
        )
    if used.bytes + adding_bytes > settings.max_bytes_per_project:
        raise QuotaExceeded(
            f"the project would hold {used.bytes + adding_bytes:,} bytes; its quota is "
            f"{settings.max_bytes_per_project:,} (MAX_BYTES_PER_PROJECT)"
        )
    if used.chunks + adding_chunks > settings.max_chunks_per_project:
        raise QuotaExceeded(
            f"the project would hold {used.chunks + adding_chunks:,} chunks; its quota is "
            f"{settings.max_chunks_per_project:,} (MAX_CHUNKS_PER_PROJECT)"
        )
