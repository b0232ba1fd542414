"""The API contract: pydantic models at every boundary, camelCase on the wire."""

from __future__ import annotations

from datetime import datetime
from typing import Literal
from uuid import UUID

from pydantic import AnyHttpUrl, BaseModel, ConfigDict, Field, field_validator
from pydantic.alias_generators import to_camel

from ragkit.db.records import DocumentRow, DocumentStatus
from ragkit.models.retrieval import Mode, SearchFilters
from ragkit.storable import StorableStr

AnswerMode = Literal["strict", "augmented"]


class ApiModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    return value


# The most any deployment may allow; MAX_QUESTION_CHARS (2,000 by default) sets the real limit.
QUESTION_CEILING_CHARS = 20_000


class ChatRequest(ApiModel):
    message: StorableStr = Field(min_length=1, max_length=QUESTION_CEILING_CHARS)
    session_id: UUID | None = None
    mode: AnswerMode = "strict"
    search_mode: Mode = "hybrid"
    filters: SearchFilters | None = None

    _check_message = field_validator("message")(_not_blank)


class SearchRequest(ApiModel):
    query: StorableStr = Field(min_length=1, max_length=QUESTION_CEILING_CHARS)
    k: int = Field(default=10, ge=1, le=100)
    mode: Mode = "hybrid"
    filters: SearchFilters | None = None

    _check_query = field_validator("query")(_not_blank)


class RetrievedChunk(ApiModel):
    """What every retrieved chunk the API returns has: which chunk of which document, and where
    in it (search results and answer sources extend it)."""

    chunk_id: int
    document_id: UUID
    filename: str
    page_start: int | None  # the chunk's pages
    page_end: int | None
    section: str | None


class AnswerSource(RetrievedChunk):
    n: int
    score: float  # the fused rank score (RRF): orders the sources, means nothing on its own
    relevance: float = Field(
        ge=0,
        le=1,
        description="The calibrated probability that this source holds the answer: the chance "
        "that its best sentence contains the answer, learned on answer-annotated questions.",
    )
    quote: str  # verbatim: the sentence(s) the answer relies on (uncited: the best sentence)
    quote_start: int  # character offsets of `quote` in `text`
    quote_end: int
    page: int | None  # the one page `quote` stands on (PDF)
    row: int | None  # the row `quote` comes from (CSV; the header is row 1)
    text: str  # the whole chunk, for "show original text"
    cited: bool


Pathway = Literal["documents", "documents+general", "general", "none"]


class Answer(ApiModel):
    answer: str
    source_count: int
    sources: list[AnswerSource]
    grounded: bool
    mode: AnswerMode
    pathway: Pathway = Field(
        description="where the answer comes from: `documents` (only the project's documents), "
        "`documents+general` (augmented mode: the documents, with general knowledge in the "
        "sentences listed in `unsupported`), `general` (augmented mode, nothing relevant in the "
        'documents: general knowledge, see `disclaimer`), `none` ("I don\'t know.")'
    )
    note: str | None = Field(default=None, description="why the pathway is not the one asked for")
    session_id: UUID | None = None
    disclaimer: str | None = None
    unsupported: list[str] = Field(
        default_factory=list,
        description="Sentences of the answer that state something without a verified citation.",
    )


class SearchResult(RetrievedChunk):
    content: str
    score: float
    cosine: float
    bm25: float | None
    vector_rank: int | None
    text_rank: int | None


class SearchResponse(ApiModel):
    results: list[SearchResult]
    mode: Mode


class ProjectOut(ApiModel):
    id: UUID
    name: str
    created_at: datetime
    document_count: int = 0
    chunk_count: int = 0
    embedding_model: str | None = None


class CreateProject(ApiModel):
    name: StorableStr = Field(min_length=1, max_length=200)

    @field_validator("name")
    @classmethod
    def _trimmed(cls, value: str) -> str:
        return _not_blank(value).strip()


class ProjectList(ApiModel):
    items: list[ProjectOut]
    next_cursor: str | None = None


class DocumentOut(ApiModel):
    id: UUID
    project_id: UUID
    filename: str
    file_type: str | None
    size_bytes: int | None
    status: DocumentStatus
    error_message: str | None
    error_code: str | None = Field(
        default=None,
        description="why it failed, as a stable code: duplicate, transient (will be retried), "
        "extraction_failed, too_large, quota_exceeded, unsupported_type, time_budget_exceeded, "
        "database_refused, upload_never_arrived, processing_stopped",
    )
    chunk_count: int
    page_count: int | None
    ocr_pages: int = Field(default=0, description="pages whose text was read by OCR")
    ocr_confidence: float | None = Field(
        default=None, description="mean confidence (0–1) of the OCR lines kept"
    )
    created_at: datetime
    updated_at: datetime
    processed_at: datetime | None

    @staticmethod
    def from_row(row: DocumentRow) -> DocumentOut:
        return DocumentOut.model_validate(row.model_dump(exclude={"s3_key", "content_sha256"}))


class UploadFile(ApiModel):
    """Register a file; the response carries a presigned POST to send its bytes straight to S3."""

    filename: StorableStr = Field(min_length=1, max_length=255)
    content_type: StorableStr = Field(min_length=1, max_length=200)
    size_bytes: int = Field(gt=0)


class UploadUrl(ApiModel):
    """Ingest a web page (http or https), fetched by the `process` function."""

    url: AnyHttpUrl


class PresignedPost(ApiModel):
    url: str
    fields: dict[str, str]
    expires_at: datetime


class UploadAccepted(ApiModel):
    document_id: UUID
    status: DocumentStatus
    upload: PresignedPost | None = None


class ConversationOut(ApiModel):
    id: UUID
    title: str = Field(description="the conversation's first question")
    created_at: datetime
    last_active_at: datetime
    message_count: int


class ConversationList(ApiModel):
    items: list[ConversationOut]
    next_cursor: str | None = None


class MessageOut(ApiModel):
    role: Literal["user", "assistant"]
    content: str
    sources: list[AnswerSource] = Field(description="an answer's sources, as it was given")
    pathway: Pathway | None = Field(default=None, description="an answer's pathway")
    created_at: datetime


class ConversationDetail(ConversationOut):
    messages: list[MessageOut]
