"""One settings object, read from the environment once per process."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

MB = 1024 * 1024

# Chunk size follows the embedder's input window: text past it is silently cut off.
# MiniLM reads 256 word pieces, which is about 200 cl100k tokens of English prose.
DEFAULT_CHUNK_TOKENS = {"local": 200, "openai": 500}
DEFAULT_EMBEDDING_MODEL = {"local": "all-MiniLM-L6-v2-int8", "openai": "text-embedding-3-small"}
DEFAULT_EMBEDDING_DIMENSIONS = {"local": 384, "openai": 1536}


def _default_cache_dir() -> Path:
    # Lambda's file system is read-only except /tmp.
    if os.environ.get("AWS_LAMBDA_FUNCTION_NAME"):
        return Path("/tmp/ragkit")
    return Path.home() / ".cache" / "ragkit"


class Settings(BaseSettings):
    """Every environment variable the backend reads; the README lists them with their defaults."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    # Database: a libpq URL, or a Secrets Manager secret holding host/port/username/password/dbname.
    database_url: str | None = None
    db_secret_arn: str | None = None
    db_connect_timeout_s: int = 5

    # Object storage.
    bucket_name: str = "rag-documents"
    s3_endpoint_url: str | None = None

    # Embeddings.
    embedding_provider: Literal["local", "openai"] = "local"
    embedding_model: str | None = None
    embedding_dimensions: int | None = None
    embedding_batch_size: int = Field(default=8, ge=1, le=2048)
    local_embedder_threads: int = Field(default=0, ge=0)  # 0: let onnxruntime decide
    openai_api_key: SecretStr | None = None
    openai_api_key_secret_arn: str | None = None
    openai_base_url: str | None = None
    openai_timeout_s: float = 30.0
    openai_max_retries: int = 3

    # Chunking.
    chunk_tokens: int | None = Field(default=None, ge=20, le=8000)
    chunk_overlap_ratio: float = Field(default=0.15, ge=0.0, le=0.5)

    # Extraction limits.
    max_pdf_bytes: int = 10 * MB
    max_docx_bytes: int = 10 * MB
    max_text_bytes: int = 5 * MB
    min_chars_per_pdf_page: int = Field(default=40, ge=0)
    max_docx_uncompressed_bytes: int = 100 * MB

    cache_dir: Path = Field(default_factory=_default_cache_dir)

    @property
    def resolved_embedding_model(self) -> str:
        return self.embedding_model or DEFAULT_EMBEDDING_MODEL[self.embedding_provider]

    @property
    def resolved_embedding_dimensions(self) -> int:
        return self.embedding_dimensions or DEFAULT_EMBEDDING_DIMENSIONS[self.embedding_provider]

    @property
    def resolved_chunk_tokens(self) -> int:
        return self.chunk_tokens or DEFAULT_CHUNK_TOKENS[self.embedding_provider]


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
