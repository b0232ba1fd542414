"""The API contract: pydantic models at every boundary, camelCase on the wire."""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

from pydantic import (
    AnyHttpUrl,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
)
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from ragkit.db.records import DocumentRow, DocumentStatus
from ragkit.db.runs import ItemRow, RunRow
from ragkit.errors import SWEEP_CODES
from ragkit.models.retrieval import Mode, SearchFilters
from ragkit.storable import StorableStr

AnswerMode = Literal["strict", "augmented"]
# An ISO 639-1 (or 639-3) code: "de", "fr", "es"; PostgreSQL stems the languages it has a
# Snowball configuration for, and reads any other word for word (`simple`).
Language = Annotated[
    str,
    Field(pattern="^[a-z]{2,3}$", description="an ISO 639 language code, lower case: de, fr, es"),
]
LanguageSource = Literal["asked", "detected", "project", "none"]


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
    described_by: str | None = Field(
        default=None,
        description="set when the chunk is a vision model's description of a picture (this "
        "model's id): its text is the model's words, not the document's; show it as 'described "
        "by a model', never as a quote of the document",
    )


class QuotePlace(ApiModel):
    """A verbatim quote of a source's `text` and the one page or row it stands on."""

    quote: str
    quote_start: int  # character offsets of `quote` in the source's `text`
    quote_end: int
    page: int | None  # the one page `quote` stands on (PDF; a PPTX's slide)
    row: int | None  # the row `quote` comes from (CSV, XLSX sheet), as a spreadsheet numbers it


class Passage(QuotePlace, RetrievedChunk):
    """A chunk with a quote of it, and how likely that is to hold the answer."""

    relevance: float = Field(
        ge=0,
        le=1,
        description="The calibrated probability that this source holds the answer: the chance "
        "that its best sentence contains the answer, learned on answer-annotated questions.",
    )
    text: str  # the whole chunk, for "show original text"


class AnswerSource(Passage):
    """A chunk the generator read, with its quote: the sentence(s) the answer relies on, or for
    an uncited source its likeliest sentence."""

    n: int
    score: float  # the fused rank score (RRF): orders the sources, means nothing on its own
    more_quotes: list[QuotePlace] = Field(
        default_factory=list,
        description="Further verified quotes of this source, each on another page or row than "
        "`quote` (a language model's answer may rely on text on both sides of a page break), "
        "or another row of a table (the rows between two asked about are not quoted).",
    )
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
    note: str | None = Field(
        default=None,
        description="why the pathway is not the one asked for; or, when a question asks about a "
        "kind of something the documents have nowhere and they speak of another kind, which: "
        'The documents speak of "annual leave", not of "parental leave". (the answer is then '
        '"I don\'t know." or names that part among those the documents do not answer); or, for '
        "a question or the parts of one left unanswered, the words of theirs that no document "
        'has: The documents never say "holiday". (or, when they have none of its words and '
        "there are several, that they have none)",
    )
    read_as: str | None = Field(
        default=None,
        description="the question as it was searched, when that differs from what was typed: a "
        'follow-up read with the conversation ("and sick leave?" as "How many days of sick leave '
        'do I get?"), or a word the documents have nowhere read as their spelling of it '
        '("carageenan" as "carrageenan")',
    )
    closest: Passage | None = Field(
        default=None,
        description='when the answer is "I don\'t know." although chunks cleared the relevance '
        "gate: the sentence closest to holding the answer (`quote`, with its place), for the "
        "reader to judge. It is no answer: the answerability check found that it does not say "
        "what was asked, or that it speaks of another kind of it (`note`).",
    )
    session_id: UUID | None = None
    disclaimer: str | None = None
    unsupported: list[str] = Field(
        default_factory=list,
        description="Sentences of the answer that state something without a verified citation.",
    )
    unanswered: list[str] = Field(
        default_factory=list,
        description='The questions of a question that asks several ("What is the meal allowance '
        'and how many days of leave do I get?") that the documents do not answer; the answer '
        "answers the others and names these.",
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
    mode: Mode = Field(
        description="the mode searched: hybrid is text alone when the embedder was not trained "
        "on the query's language (its vectors would rank noise)"
    )


class ProjectOut(ApiModel):
    id: UUID
    name: str
    created_at: datetime
    document_count: int = 0
    chunk_count: int = 0
    embedding_model: str | None = None
    language: Language | None = Field(
        default=None,
        description="the language of a document whose own cannot be detected, and of a "
        "question before the project has documents",
    )
    deleted_at: datetime | None = Field(
        default=None, description="when it was deleted; restorable until DELETE_RETENTION_DAYS"
    )


class CreateProject(ApiModel):
    name: StorableStr = Field(min_length=1, max_length=200)
    language: Language | None = Field(
        default=None, description="the default language of its documents (detected otherwise)"
    )

    @field_validator("name")
    @classmethod
    def _trimmed(cls, value: str) -> str:
        return _not_blank(value).strip()


class UpdateProject(ApiModel):
    language: Language | None = Field(
        description="the default language of its documents; null: none (documents processed "
        "from now on)"
    )


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
    content_sha256: str | None = Field(
        default=None,
        description="hex SHA-256 of the file as it was read (from processing on), so a client "
        "can tell whether a file of its own is in the project as it is now",
    )
    chunk_count: int
    page_count: int | None
    ocr_pages: int = Field(default=0, description="pages whose text was read by OCR")
    ocr_confidence: float | None = Field(
        default=None, description="mean confidence (0–1) of the OCR lines kept"
    )
    described_pages: int = Field(
        default=0,
        description="pictures described by a vision model (VISION_PROVIDER): their text is the "
        "model's description, kept beside what OCR found",
    )
    description_note: str | None = Field(
        default=None, description="why a picture was not described (limits, a refusal, an error)"
    )
    language: str | None = Field(
        default=None,
        description="the language its text is indexed in (ISO 639); null before processing, "
        "for documents stored before languages were detected (indexed as English) and when "
        "none could be told",
    )
    language_source: LanguageSource | None = Field(
        default=None,
        description="asked: the upload named it; detected: read from its text; project: the "
        "project's language, its own could not be told; none: no language (indexed as English)",
    )
    created_at: datetime
    updated_at: datetime
    processed_at: datetime | None
    deleted_at: datetime | None = Field(
        default=None, description="when it was deleted; restorable until DELETE_RETENTION_DAYS"
    )

    @staticmethod
    def from_row(row: DocumentRow) -> DocumentOut:
        return DocumentOut.model_validate(row.model_dump(exclude={"s3_key"}))


class DocumentList(ApiModel):
    items: list[DocumentOut]
    next_cursor: str | None = None


class UploadFile(ApiModel):
    """Register a file; the response carries a presigned POST to send its bytes straight to S3."""

    filename: StorableStr = Field(min_length=1, max_length=255)
    content_type: StorableStr = Field(min_length=1, max_length=200)
    size_bytes: int = Field(ge=0)
    content_sha256: str | None = Field(
        default=None,
        pattern="^[0-9a-f]{64}$",
        description="the file's SHA-256 (hex), when the client knows it: a file whose content is "
        "already in the project is refused at once (409), before any upload",
    )
    run: Literal["new"] | UUID | None = Field(
        default=None,
        description="the ingestion run this upload belongs to: 'new' starts one (its id comes "
        "back as runId; send it with the next uploads of the batch), a run's id joins it; "
        "without it, objects arriving within INGESTION_RUN_QUIET_S of each other are one run",
    )
    language: Language | None = Field(
        default=None, description="the file's language, when detecting it should not decide"
    )

    @field_validator("size_bytes")
    @classmethod
    def _not_empty(cls, value: int) -> int:
        if value == 0:  # said as a user would say it, not as a bound
            raise PydanticCustomError("empty_file", "the file is empty")
        return value


class UploadUrl(ApiModel):
    """Ingest a web page (http or https), fetched by the `process` function."""

    url: AnyHttpUrl
    language: Language | None = Field(
        default=None, description="the page's language, when detecting it should not decide"
    )


def _upload_kind(body: Any) -> str:
    """Which request a body is: one naming a `url` registers a web page, any other a file; so
    a validation error names the fields of the request that was meant, never the other's."""
    return "url" if isinstance(body, dict) and "url" in body else "file"


UploadRequest = Annotated[
    Annotated[UploadFile, Tag("file")] | Annotated[UploadUrl, Tag("url")],
    Discriminator(_upload_kind),
]


class PresignedPost(ApiModel):
    url: str
    fields: dict[str, str]
    expires_at: datetime


class UploadAccepted(ApiModel):
    document_id: UUID
    status: DocumentStatus
    upload: PresignedPost | None = None
    run_id: UUID | None = Field(default=None, description="the ingestion run the upload joined")


TITLE_CHARS = 80


def short_title(question: str) -> str:
    """The question as a list shows it: whole up to TITLE_CHARS, else cut at the last word
    boundary before that, with an ellipsis."""
    line = " ".join(question.split())
    if len(line) <= TITLE_CHARS:
        return line
    cut = line[: TITLE_CHARS - 1]
    head = cut.rsplit(" ", 1)[0] if " " in cut else cut
    return head.rstrip(" ,;:-") + "…"


class ConversationOut(ApiModel):
    id: UUID
    title: str = Field(description=f"the first question, cut at a word to {TITLE_CHARS} characters")
    question: str = Field(description="the conversation's first question, whole")
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
    read_as: str | None = Field(
        default=None, description="a question's reading as it was searched (the answer's readAs)"
    )
    grounded: bool | None = Field(
        default=None,
        description="an answer's grounded, as it was given (unknown for answers recorded before "
        "it was kept)",
    )
    unsupported: list[str] = Field(
        default_factory=list, description="an answer's unsupported sentences, as it was given"
    )
    unanswered: list[str] = Field(
        default_factory=list, description="an answer's unanswered parts, as it was given"
    )
    note: str | None = Field(
        default=None,
        description="an answer's note, as it was given (none for answers recorded before it was "
        "kept)",
    )
    closest: Passage | None = Field(
        default=None,
        description="an \"I don't know.\" answer's closest sentence, as it was given (none for "
        "answers recorded before it was kept)",
    )
    disclaimer: str | None = Field(
        default=None, description="an answer's disclaimer, as it was given (from its pathway)"
    )
    created_at: datetime


class ConversationDetail(ConversationOut):
    messages: list[MessageOut] = Field(description="the latest `limit` messages, in order")
    next_cursor: str | None = Field(
        default=None,
        description="the cursor of the page of messages before these, when there are more "
        "(a long conversation in one response would pass the 6 MB a Lambda response may hold)",
    )


class StartIngestionRun(ApiModel):
    """Reconcile the bucket with the project: objects under `projects/{id}/{prefix}` that are
    new or changed are ingested, documents whose object is gone are deleted."""

    prefix: StorableStr = Field(default="", max_length=500)


RunOutcome = Literal[
    "new", "changed", "unchanged", "duplicate", "deleted", "failed", "ignored", "pending"
]


class RunCounts(ApiModel):
    new: int = 0
    changed: int = 0
    unchanged: int = 0
    duplicate: int = 0
    deleted: int = 0
    failed: int = 0
    ignored: int = 0
    pending: int = Field(default=0, description="objects still pending or processing")


class RunFile(ApiModel):
    file: str = Field(description="the object's key under the project")
    document_id: UUID | None
    outcome: RunOutcome
    reason: str | None = None
    error_code: str | None = None
    status: DocumentStatus | None = Field(default=None, description="the document's status now")


def _run_file(item: ItemRow, project_prefix: str) -> RunFile:
    return RunFile(
        file=item.s3_key.removeprefix(project_prefix),
        document_id=item.document_id,
        outcome=_outcome(item),
        reason=item.reason,
        error_code=item.code,
        status=item.document_status,
    )


def _outcome(item: ItemRow) -> RunOutcome:
    if item.outcome is None:
        return "pending"
    if item.outcome == "ready":
        return "new" if item.change == "new" else "changed"
    return item.outcome


# entries in each list of a run's report: three lists of this many stay far below the 6 MB a
# Lambda response may hold, whatever an operator drops (the counts are always complete)
REPORT_ENTRIES = 1_000


class IngestionRunOut(ApiModel):
    """One bulk drop (objects of a project arriving with pauses shorter than
    INGESTION_RUN_QUIET_S) or one reconciliation; `finished` once no object is pending (a drop
    that goes on within the quiet window reopens it)."""

    id: UUID
    trigger: Literal["drop", "reconcile"]
    prefix: str | None = None
    status: Literal["running", "finished"]
    started_at: datetime
    last_event_at: datetime
    finished_at: datetime | None = None
    counts: RunCounts | None = Field(default=None, description="in a run's own report")
    failed_by_sweep: int | None = Field(
        default=None, description="documents the reliability sweep failed (never arrived, stopped)"
    )
    failures: list[RunFile] | None = None
    pending: list[RunFile] | None = None
    files: list[RunFile] | None = Field(default=None, description="every object of the run")
    truncated: bool | None = Field(
        default=None,
        description=f"whether a list holds only its first {REPORT_ENTRIES:,} entries (the counts "
        "are complete, and each document's own status says why it failed)",
    )

    @staticmethod
    def from_row(run: RunRow, project_prefix: str, *, report: bool = False) -> IngestionRunOut:
        out = IngestionRunOut(
            id=run.id,
            trigger=run.trigger,
            prefix=run.prefix,
            status="running" if run.open_items else "finished",
            started_at=run.started_at,
            last_event_at=run.last_event_at,
            finished_at=run.settled_at,
        )
        if not report:
            return out
        files = [_run_file(item, project_prefix) for item in run.items]
        out.counts = RunCounts.model_validate(Counter(file.outcome for file in files))
        failures = [f for f in files if f.outcome in {"failed", "duplicate"}]
        pending = [f for f in files if f.outcome == "pending"]
        out.files = files[:REPORT_ENTRIES]
        out.failures = failures[:REPORT_ENTRIES]
        out.pending = pending[:REPORT_ENTRIES]
        out.truncated = len(files) > REPORT_ENTRIES  # `files` holds the others' entries too
        out.failed_by_sweep = sum(f.error_code in SWEEP_CODES for f in files)
        return out


class IngestionRunList(ApiModel):
    items: list[IngestionRunOut]
    next_cursor: str | None = None
