"""The warm container: the one place that builds the services a function uses, each once per
execution environment and on first use, and `reset()`, which forgets them.

Lambda keeps an environment for many invocations, so the settings, the database connection, the
S3 client, the language model's client (it keeps its connections) and the local models
are built once and reused. `reset()` is for tests and for a changed environment; it keeps the
loaded models unless asked, because they are most of a cold start and depend only on the
embedding and OCR providers, which do not change within a process."""

from __future__ import annotations

from typing import TYPE_CHECKING

import psycopg

from ragkit.bedrock import forget_clients
from ragkit.db.connection import get_connection, reset_connection
from ragkit.deadline import Deadline
from ragkit.embeddings import Embedder, get_embedder
from ragkit.ocr import OcrEngine, get_ocr_engine
from ragkit.ocr.vision import Describer, get_describer
from ragkit.providers import reset_circuit_breakers
from ragkit.settings import Settings, get_settings
from ragkit.storage import ObjectStore, s3_client

if TYPE_CHECKING:  # imported on use: a function that never answers never loads the answerer
    from ragkit.answer.generators import Generator
    from ragkit.answer.service import Answerer
    from ragkit.ingest.pipeline import Ingestor


def settings() -> Settings:
    return get_settings()


def connection() -> psycopg.Connection:
    return get_connection()


def store() -> ObjectStore:
    return ObjectStore(settings())


def embedder() -> Embedder:
    return get_embedder()


def ocr_engine() -> OcrEngine | None:
    return get_ocr_engine()


def describer() -> Describer | None:
    return get_describer()


def generator() -> Generator | None:
    from ragkit.answer.generators import create_generator

    return create_generator(settings())


def ingestor(deadline: Deadline | None = None) -> Ingestor:
    """An ingestor on the container's services; `deadline` is the invocation's."""
    from ragkit.ingest.pipeline import Ingestor

    return Ingestor(
        connection(),
        store(),
        embedder(),
        settings(),
        deadline,
        ocr=ocr_engine(),
        describer=describer(),
    )


def answerer() -> Answerer:
    from ragkit.answer.service import Answerer

    return Answerer(connection(), embedder(), generator(), settings())


def reset(*, models: bool = False) -> None:
    """Forget the settings and every service built from them (the models too with `models`)."""
    from ragkit.answer.generators import create_generator

    get_settings.cache_clear()
    reset_connection()
    s3_client.cache_clear()
    create_generator.cache_clear()
    get_describer.cache_clear()
    reset_circuit_breakers()
    forget_clients()
    if models:
        get_embedder.cache_clear()
        get_ocr_engine.cache_clear()
