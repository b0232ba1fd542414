"""Rows as typed records (psycopg's `class_row` builds them straight from the cursor)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal
from uuid import UUID

from pydantic import BaseModel

DocumentStatus = Literal["pending", "processing", "ready", "failed"]


class ProjectRow(BaseModel):
    id: UUID
    owner_id: str
    name: str
    created_at: datetime
    deleted_at: datetime | None = None
    language: str | None = None


@dataclass(frozen=True, slots=True)
class Processed:
    """What processing learnt about a document, stored as it becomes ready."""

    file_type: str
    page_count: int | None
    content_sha256: str
    ocr_pages: int = 0
    ocr_confidence: float | None = None
    described_pages: int = 0
    description_note: str | None = None
    detected_language: str | None = None  # ragkit.languages.detect of its text


class DocumentRow(BaseModel):
    id: UUID
    project_id: UUID
    filename: str
    s3_key: str
    file_type: str | None
    size_bytes: int | None
    content_sha256: str | None
    status: DocumentStatus
    error_message: str | None
    error_code: str | None = None
    chunk_count: int
    page_count: int | None
    ocr_pages: int = 0
    ocr_confidence: float | None = None
    described_pages: int = 0
    description_note: str | None = None
    language: str | None = None
    language_source: str | None = None
    created_at: datetime
    updated_at: datetime
    processed_at: datetime | None
    deleted_at: datetime | None = None
