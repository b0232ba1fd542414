"""One settings object, read from the environment once per process."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

MB = 1024 * 1024

# Chunk size follows the embedder's input window: text past it is silently cut off.
# MiniLM reads 256 word pieces, which is about 200 cl100k tokens of English prose.
# Titan Text Embeddings V2 reads 8,192 tokens; Cohere Embed cuts at 512 of its own.
DEFAULT_CHUNK_TOKENS = {"local": 200, "openai": 500, "bedrock": 500}
COHERE_CHUNK_TOKENS = 400
DEFAULT_EMBEDDING_MODEL = {
    "local": "all-MiniLM-L6-v2-int8",
    "openai": "text-embedding-3-small",
    "bedrock": "amazon.titan-embed-text-v2:0",
}
DEFAULT_EMBEDDING_DIMENSIONS = {"local": 384, "openai": 1536, "bedrock": 1024}
DEFAULT_LLM_MODEL = {"openai": "gpt-4o-mini", "bedrock": "amazon.nova-lite-v1:0"}
DEFAULT_VISION_MODEL = DEFAULT_LLM_MODEL  # both defaults read pictures
EmbeddingProvider = Literal["local", "openai", "bedrock"]
LlmProvider = Literal["extractive", "openai", "bedrock"]


def _default_cache_dir() -> Path:
    # Lambda's file system is read-only except /tmp.
    if os.environ.get("AWS_LAMBDA_FUNCTION_NAME"):
        return Path("/tmp/ragkit")
    return Path.home() / ".cache" / "ragkit"


OcrProvider = Literal["local", "textract", "none"]


class Settings(BaseSettings):
    """Every environment variable the backend reads; the README lists them with their defaults."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    # Database: a libpq URL, or a Secrets Manager secret holding host/port/username/password/dbname.
    database_url: str | None = None
    db_secret_arn: str | None = None
    db_host: str | None = None  # overrides the secret's host (the RDS Proxy endpoint)
    db_connect_timeout_s: int = 5
    # No statement outlives the API's own timeout (29 s); 0 turns the limit off (benchmarks).
    db_statement_timeout_ms: int = Field(default=25_000, ge=0)

    # Object storage.
    bucket_name: str = "rag-documents"
    s3_endpoint_url: str | None = None

    # Embeddings.
    embedding_provider: EmbeddingProvider = "local"
    embedding_model: str | None = None
    embedding_dimensions: int | None = None
    embedding_batch_size: int = Field(default=8, ge=1, le=2048)
    local_embedder_threads: int = Field(default=0, ge=0)  # 0: let onnxruntime decide
    openai_api_key: SecretStr | None = None
    openai_api_key_secret_arn: str | None = None
    openai_base_url: str | None = None
    openai_timeout_s: float = 30.0
    openai_max_retries: int = 3
    # Amazon Bedrock (answers, embeddings, reranking): IAM credentials, no key; None: the
    # function's own region (AWS_REGION)
    bedrock_region: str | None = None
    bedrock_timeout_s: float = Field(default=30.0, gt=0)
    bedrock_max_retries: int = Field(default=3, ge=0)
    provider_breaker_failures: int = Field(default=5, ge=1)
    provider_breaker_cooldown_s: float = Field(default=30.0, gt=0)

    # Chunking.
    chunk_tokens: int | None = Field(default=None, ge=20, le=8000)
    chunk_overlap_ratio: float = Field(default=0.15, ge=0.0, le=0.5)

    # Extraction limits.
    max_pdf_bytes: int = 10 * MB
    # DOCX, XLSX and PPTX (MAX_DOCX_BYTES, its name when DOCX was the only one, still counts)
    max_office_bytes: int = Field(
        default=10 * MB, validation_alias=AliasChoices("max_office_bytes", "max_docx_bytes")
    )
    max_text_bytes: int = 5 * MB
    min_chars_per_pdf_page: int = Field(default=40, ge=0)
    max_office_uncompressed_bytes: int = Field(
        default=100 * MB,
        validation_alias=AliasChoices(
            "max_office_uncompressed_bytes", "max_docx_uncompressed_bytes"
        ),
    )
    # OCR of scanned pages and images (README "OCR"): None picks `local` when its extra is
    # installed, `none` otherwise; the template sets `textract`.
    ocr_provider: OcrProvider | None = None
    max_image_bytes: int = 10 * MB  # Textract's limit for a synchronous document
    max_image_pixels: int = Field(default=50_000_000, ge=1)  # per page; a 600-dpi A4 is 35 M
    max_ocr_pages: int = Field(default=100, ge=0)
    # Pictures described by a vision model (README "Providers"): an image whose OCR finds less
    # than MIN_CHARS_PER_PDF_PAGE characters gets a description, stored beside the OCR text and
    # marked as the model's words. Bounded per document by pages and the reply's length.
    vision_provider: Literal["none", "bedrock", "openai"] = "none"
    vision_model: str | None = None  # None: DEFAULT_VISION_MODEL of the provider
    vision_max_pages: int = Field(default=10, ge=0)
    vision_max_tokens: int = Field(default=400, ge=16, le=4000)
    # Bedrock's Converse takes PNG, JPEG, GIF and WebP up to 3.75 MB and 8,000 px a side
    vision_max_image_bytes: int = Field(default=3_750_000, ge=1)
    vision_max_side_px: int = Field(default=8000, ge=1)
    # Quotas per project (README "Quotas"): one project cannot fill the database or the bucket.
    max_documents_per_project: int = Field(default=10_000, ge=1)
    max_bytes_per_project: int = Field(default=10 * 1024 * MB, ge=1)
    max_chunks_per_project: int = Field(default=500_000, ge=1)
    ocr_min_confidence: float = Field(default=0.5, ge=0.0, le=1.0)
    # Work per document: ~2M characters is ~2,500 chunks of 200 tokens, about two minutes of
    # local embedding; past the deadline margin the document fails instead of the invocation.
    max_extracted_chars: int = Field(default=2_000_000, ge=1)
    max_chunks_per_document: int = Field(default=3000, ge=1)
    deadline_margin_s: float = Field(default=10.0, ge=0)
    # The sweep: a document `processing` this long was stopped mid-way (the process function's
    # timeout is 300 s), one `pending` past its upload URL's expiry plus this grace never came.
    stale_processing_after_s: int = Field(default=900, ge=60)
    upload_grace_s: int = Field(default=300, ge=0)
    # Deleted documents and projects stay restorable this long, then the purge removes their
    # rows and files; 0 deletes at once.
    delete_retention_days: float = Field(default=7.0, ge=0, le=3650)
    # Objects arriving for a project with pauses shorter than this belong to one ingestion run.
    ingestion_run_quiet_s: int = Field(default=120, ge=1, le=86_400)

    cache_dir: Path = Field(default_factory=_default_cache_dir)

    # API.
    auth_dev_mode: bool = False  # accept "Bearer dev-<owner>": local use only, never deployed
    cors_allow_origin: str = "*"
    upload_url_expiry_s: int = Field(default=900, ge=60, le=604_800)

    # Web pages ingested by URL.
    web_fetch_timeout_s: float = Field(default=10.0, gt=0)
    web_fetch_max_redirects: int = Field(default=5, ge=0)
    web_fetch_allow_private: bool = False  # tests only: allow loopback/private targets

    # Hybrid search (defaults measured on BEIR collections; see README "Search").
    search_candidates: int = Field(default=100, ge=1, le=1000)
    rrf_k: float = Field(default=60.0, gt=0)
    rrf_weight_vector: float = Field(default=1.0, ge=0)
    rrf_weight_text: float = Field(default=1.0, ge=0)
    # 200: recall@10 of a 180k-chunk project's own graph 0.945 -> 0.976 for +1.5 ms
    # (bench.graph_recall; a richer graph build costs 2.5x the build time for less certain gains)
    hnsw_ef_search: int = Field(default=200, ge=1, le=1000)
    # A project this big gets a vector graph of its own (built by the sweep); smaller ones are
    # scanned exactly, which at this size costs about what the graph walk does (README "Search
    # latency"). Building in memory is several times faster than spilling to disk.
    project_graph_min_chunks: int = Field(default=5000, ge=1)
    project_graph_build_memory_mb: int = Field(default=1024, ge=64, le=65_536)
    bm25_k1: float = Field(default=1.2, ge=0)
    bm25_b: float = Field(default=0.75, ge=0, le=1)
    bm25_max_postings: int = Field(default=500, ge=1)  # see README "BM25": measured trade-off

    # Answering.
    # None: openai when a key or an OpenAI-compatible server (OPENAI_BASE_URL) is set, else
    # extractive (the reader, offline)
    llm_provider: LlmProvider | None = None
    llm_model: str | None = None  # None: the provider's default (DEFAULT_LLM_MODEL)
    llm_temperature: float = Field(default=0.1, ge=0.0, le=0.3)
    llm_max_tokens: int = Field(default=800, ge=16, le=8000)
    answer_top_k: int = Field(default=48, ge=1, le=50)
    # offline: the sentences of the retrieved chunks the reader scores, the likeliest by the
    # embedder's cosine (answer/candidates.py); each costs ~5 ms on 2 cores. 12 against 24 on
    # dev, each at its calibrated threshold: the calibration objective 0.290 against 0.276
    # (fewer unanswerables answered) for half the reader's time (docs/reader.md)
    reader_candidates: int = Field(default=12, ge=1, le=200)
    # offline: the most sentences an answer quotes (each at or above the reader's threshold)
    answer_max_sentences: int = Field(default=3, ge=1, le=10)
    # Optional second stage: the fused candidates reordered by a rerank model before the
    # answer step (Bedrock Rerank: amazon.rerank-v1:0 or cohere.rerank-v3-5:0); off by default.
    rerank_provider: Literal["none", "bedrock"] = "none"
    rerank_model: str = "amazon.rerank-v1:0"
    context_budget_tokens: int = Field(default=3000, ge=100, le=100_000)
    session_ttl_minutes: int = Field(default=30, ge=1)
    max_question_chars: int = Field(default=2000, ge=1, le=20_000)  # schemas' ceiling
    # With a language model: an answer with a sentence no verified citation supports becomes
    # "I don't know." instead of coming back flagged (grounded: false, `unsupported`).
    refuse_unsupported_answers: bool = False

    @property
    def resolved_embedding_model(self) -> str:
        return self.embedding_model or DEFAULT_EMBEDDING_MODEL[self.embedding_provider]

    @property
    def resolved_embedding_dimensions(self) -> int:
        return self.embedding_dimensions or DEFAULT_EMBEDDING_DIMENSIONS[self.embedding_provider]

    @property
    def resolved_llm_provider(self) -> LlmProvider:
        if self.llm_provider is not None:
            return self.llm_provider
        openai_set = (self.openai_api_key, self.openai_api_key_secret_arn, self.openai_base_url)
        return "openai" if any(value for value in openai_set) else "extractive"

    @property
    def resolved_llm_model(self) -> str | None:
        """The language model's id, None offline (the reader answers)."""
        provider = self.resolved_llm_provider
        if provider == "extractive":
            return None
        return self.llm_model or DEFAULT_LLM_MODEL[provider]

    @property
    def delete_retention_s(self) -> float:
        return self.delete_retention_days * 86_400

    @property
    def resolved_chunk_tokens(self) -> int:
        if self.chunk_tokens:
            return self.chunk_tokens
        if self.resolved_embedding_model.startswith("cohere."):
            return COHERE_CHUNK_TOKENS
        return DEFAULT_CHUNK_TOKENS[self.embedding_provider]


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
