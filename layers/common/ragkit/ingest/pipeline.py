"""From an object key to a ready (or failed) document: read, extract, chunk, embed, store.

Errors are classed by whether a retry could help. Transient ones (the database, storage or the
embedding provider unreachable or throttling) mark the document failed *and* raise, so SQS
delivers the message again. Everything else is permanent (an unreadable, too large or
unsupported file, text the database refuses, work past the per-document caps or past the
invocation's deadline): the document fails with the reason and the message is done, because
delivering it again would fail again, paying for the embeddings each time."""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, replace
from typing import Literal
from uuid import UUID

import psycopg

from ragkit import languages
from ragkit.db import chunks as chunk_rows
from ragkit.db import documents, projects, runs
from ragkit.db.records import DocumentRow, Processed
from ragkit.deadline import Deadline
from ragkit.embeddings import Embedder, Vectors, embed_passages
from ragkit.errors import (
    ExtractionError,
    RagError,
    RateLimited,
    TimeBudgetExceeded,
    TimedOut,
    TooLarge,
    Unavailable,
)
from ragkit.ingest.chunking import Chunk, Chunker, in_context
from ragkit.ingest.extract import extract
from ragkit.ingest.web import fetch
from ragkit.log import MetricUnit, logger, record_metric, tracer
from ragkit.ocr import OcrEngine, OcrReader
from ragkit.ocr.vision import Describer
from ragkit.quotas import require_room
from ragkit.settings import Settings
from ragkit.storage import URL_SUFFIX, ObjectKey, ObjectStore
from ragkit.tokens import count_tokens

Outcome = Literal["ready", "unchanged", "failed", "duplicate", "ignored", "deleted"]
_TRANSIENT = (psycopg.OperationalError, psycopg.InterfaceError, Unavailable, RateLimited, TimedOut)
_EMBED_SLICE = 64  # chunks embedded between two looks at the clock


def _check_declared_size(document: DocumentRow, key: str, size: int) -> None:
    """A file registered through the API (its key holds the document id) must be the size the
    client declared: the presigned POST pins it, and this catches any store that does not
    enforce the policy, before any work is done."""
    declared = document.size_bytes
    registered = f"/{document.id}/" in key and not key.endswith(URL_SUFFIX)
    if registered and document.content_sha256 is None and declared and size != declared:
        raise ExtractionError(f"the file is {size:,} bytes, but {declared:,} were declared")


def _permanent_reason(exc: RagError | psycopg.Error) -> str:
    if isinstance(exc, RagError):
        return exc.message
    detail = exc.diag.message_primary or type(exc).__name__
    return f"the database refused the document's content ({detail})"


@dataclass(frozen=True, slots=True)
class IngestResult:
    outcome: Outcome
    document_id: UUID | None = None
    chunks: int = 0
    reason: str | None = None
    seconds: float = 0.0
    code: str | None = None


class Ingestor:
    def __init__(
        self,
        conn: psycopg.Connection,
        store: ObjectStore,
        embedder: Embedder,
        settings: Settings,
        deadline: Deadline | None = None,
        *,
        ocr: OcrEngine | None = None,
        describer: Describer | None = None,
    ) -> None:
        self.conn = conn
        self.ocr = ocr
        self.describer = describer
        self.deadline = deadline or Deadline.never()
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.chunker = Chunker(
            count_tokens, settings.resolved_chunk_tokens, settings.chunk_overlap_ratio
        )
        self.max_bytes = max(
            settings.max_pdf_bytes,
            settings.max_office_bytes,
            settings.max_text_bytes,
            settings.max_image_bytes,
        )

    def object_created(self, key: str, size: int | None = None) -> IngestResult:
        parsed = ObjectKey.parse(key)
        if parsed is None:
            logger.warning("object outside projects/{project_id}/ ignored", extra={"key": key})
            return IngestResult("ignored", reason="key is not under projects/{project_id}/")
        document = documents.create(
            self.conn,
            project_id=parsed.project_id,
            filename=parsed.filename,
            s3_key=key,
            size_bytes=size,
        )
        if document is None:
            logger.warning("object for an unknown project ignored", extra={"key": key})
            return IngestResult("ignored", reason="no such project")
        never_processed = document.content_sha256 is None and document.status == "pending"
        runs.note_object(
            self.conn,
            parsed.project_id,
            key,
            document_id=document.id,
            change="new" if never_processed else "existing",
            quiet_s=self.settings.ingestion_run_quiet_s,
        )
        result = self.ingest(document.id, key, document.filename)
        runs.settle(self.conn, key, result.outcome, result.reason, result.code)
        return result

    def object_removed(self, key: str) -> IngestResult:
        """The object left the bucket: its document goes to the recycle bin (restorable, with
        its chunks, until the purge), like a delete through the API."""
        document = documents.live_by_key(self.conn, key)
        logger.info(
            "object removed", extra={"key": key, "document_id": str(document and document.id)}
        )
        if document is None:
            return IngestResult("ignored")
        documents.soft_delete(self.conn, document.id)
        runs.note_object(
            self.conn,
            document.project_id,
            key,
            document_id=document.id,
            change="deleted",
            quiet_s=self.settings.ingestion_run_quiet_s,
            outcome="deleted",
        )
        return IngestResult("deleted", document_id=document.id)

    @tracer.capture_method(capture_response=False)
    def ingest(self, document_id: UUID, key: str, filename: str) -> IngestResult:
        started = time.perf_counter()
        try:
            result = self._ingest(document_id, key, filename)
        except _TRANSIENT as exc:
            reason = exc.message if isinstance(exc, RagError) else "database unreachable"
            self._mark_failed_quietly(document_id, f"temporarily failed, will retry: {reason}")
            raise
        except (RagError, psycopg.Error) as exc:
            reason = _permanent_reason(exc)
            code = exc.code if isinstance(exc, RagError) else "database_refused"
            documents.mark_failed(self.conn, document_id, reason, code)
            logger.info(
                "document failed", extra={"document_id": str(document_id), "reason": reason}
            )
            result = IngestResult("failed", document_id, reason=reason, code=code)
        seconds = time.perf_counter() - started
        record_metric("DocumentProcessed", dimension=("outcome", result.outcome))
        if result.outcome in {"ready", "failed"}:
            record_metric("IngestSeconds", value=seconds, unit=MetricUnit.Seconds)
        logger.info(
            "document processed",
            extra={
                "document_id": str(document_id),
                "outcome": result.outcome,
                "chunks": result.chunks,
                "seconds": round(seconds, 3),
            },
        )
        return replace(result, document_id=document_id, seconds=seconds)

    def _ingest(self, document_id: UUID, key: str, filename: str) -> IngestResult:
        document = documents.get(self.conn, document_id)
        if document is None:
            return IngestResult("ignored", document_id, reason="document was deleted")
        data = self.store.read(key, self.max_bytes)
        if data is None:
            return IngestResult("ignored", document_id, reason="object no longer exists")
        _check_declared_size(document, key, len(data))
        if key.endswith(URL_SUFFIX):  # a web page registered by URL: fetch it now
            data, filename = fetch(data.decode("utf-8").strip(), self.settings), "page.html"
        sha = hashlib.sha256(data).hexdigest()
        if document.status == "ready" and document.content_sha256 == sha:
            return IngestResult("unchanged", document_id, document.chunk_count)
        duplicate = documents.ready_duplicate(self.conn, document.project_id, sha, document_id)
        if duplicate is not None:
            # nothing is lost and nothing is left to clear up: the content is in the project
            # already, so the copy goes to the recycle bin with the reason, not into the list
            reason = documents.already_here(duplicate)
            documents.mark_failed(self.conn, document_id, reason, "duplicate")
            documents.soft_delete(self.conn, document_id)
            return IngestResult("duplicate", document_id, reason=reason, code="duplicate")
        documents.mark_processing(self.conn, document_id, content_sha256=sha, size_bytes=len(data))
        # the quotas: documents and bytes before any work, chunks before paying for embeddings
        used = projects.usage(self.conn, document.project_id, excluding=document_id)
        require_room(used, self.settings, adding_bytes=len(data))
        ocr = (
            OcrReader(self.ocr, self.settings, self.deadline, key, self.describer)
            if self.ocr
            else None
        )
        extracted = extract(data, filename, self.settings, ocr)
        if extracted.ocr_pages:
            record_metric("PagesReadByOcr", value=extracted.ocr_pages)
        if extracted.described_pages:
            record_metric("PicturesDescribed", value=extracted.described_pages)
        chunks = self.chunker.chunk(extracted.blocks)
        if not chunks:
            raise ExtractionError("the document contains no text")
        if len(chunks) > self.settings.max_chunks_per_document:
            raise TooLarge(
                f"the document makes {len(chunks):,} chunks; the limit is "
                f"{self.settings.max_chunks_per_document:,} (MAX_CHUNKS_PER_DOCUMENT)"
            )
        require_room(used, self.settings, adding_bytes=len(data), adding_chunks=len(chunks))
        vectors, sentence_vectors = self._embed(chunks, document.filename)
        stored = chunk_rows.replace_document_chunks(
            self.conn,
            project_id=document.project_id,
            document_id=document_id,
            chunks=chunks,
            vectors=vectors,
            sentence_vectors=sentence_vectors,
            processed=Processed(
                file_type=extracted.file_type,
                page_count=extracted.page_count,
                content_sha256=sha,
                ocr_pages=extracted.ocr_pages,
                ocr_confidence=extracted.ocr_confidence,
                described_pages=extracted.described_pages,
                description_note=extracted.description_note,
                detected_language=languages.detect("\n".join(c.content for c in chunks)),
            ),
        )
        return IngestResult("ready" if stored else "unchanged", document_id, len(chunks))

    def _embed(self, chunks: list[Chunk], filename: str) -> tuple[Vectors, list[Vectors] | None]:
        """Chunk vectors (and sentence vectors when the embedder gives them) in slices, stopping
        with the reason when the invocation's time runs out."""
        vectors: Vectors = []
        pooled: list[Vectors] | None = []
        started = time.perf_counter()
        for start in range(0, len(chunks), _EMBED_SLICE):
            if self.deadline.expired():
                raise TimeBudgetExceeded(
                    f"embedding needs more time than one invocation has: {start:,} of "
                    f"{len(chunks):,} chunks in {time.perf_counter() - started:.0f} s "
                    "(split the document or raise the function's timeout)"
                )
            part = [in_context(chunk, filename) for chunk in chunks[start : start + _EMBED_SLICE]]
            part_vectors, part_pooled = embed_passages(
                self.embedder, [text for text, _ in part], [bounds for _, bounds in part]
            )
            vectors += part_vectors
            pooled = None if pooled is None or part_pooled is None else pooled + part_pooled
        return vectors, pooled

    def _mark_failed_quietly(self, document_id: UUID, reason: str) -> None:
        try:
            documents.mark_failed(self.conn, document_id, reason, "transient")
        except psycopg.Error:
            logger.exception(
                "could not record the failure", extra={"document_id": str(document_id)}
            )
