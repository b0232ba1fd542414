"""Embedding providers behind one interface, chosen by EMBEDDING_PROVIDER."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol, runtime_checkable

from ragkit.settings import Settings, get_settings


class Embedder(Protocol):
    model: str
    dimensions: int
    # the languages (ISO 639) the model was trained on; None: many (a multilingual model)
    languages: frozenset[str] | None

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


Vectors = list[list[float]]


def reads(embedder: Embedder, language: str | None) -> bool:
    """Whether the embedder's vectors mean something for text in `language` (None: a language
    that could not be told, taken as read)."""
    return language is None or embedder.languages is None or language in embedder.languages


@runtime_checkable
class SentenceEmbedder(Protocol):
    """An embedder that also gives each sentence of a passage a vector from the same pass (the
    local model pools its token states over the sentence), so sentence vectors cost no extra
    model time at ingestion."""

    def embed_with_sentences(
        self, texts: list[str], sentences: Sequence[Sequence[tuple[int, int]]]
    ) -> tuple[Vectors, list[Vectors]]: ...


def embed_passages(
    embedder: Embedder, texts: list[str], sentences: Sequence[Sequence[tuple[int, int]]]
) -> tuple[Vectors, list[Vectors] | None]:
    """Passage vectors, and each passage's sentence vectors (one per (start, end) span) when the
    embedder gives them from the same pass; None otherwise."""
    if isinstance(embedder, SentenceEmbedder):
        return embedder.embed_with_sentences(texts, sentences)
    return embedder.embed_documents(texts), None


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norms = math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))
    return dot / norms if norms else 0.0


def create_embedder(settings: Settings) -> Embedder:
    if settings.embedding_provider == "openai":
        from ragkit.embeddings.openai import OpenAIEmbedder

        return OpenAIEmbedder(settings)
    if settings.embedding_provider == "bedrock":
        from ragkit.embeddings.bedrock import BedrockEmbedder

        return BedrockEmbedder(settings)
    from ragkit.embeddings import e5

    if settings.resolved_embedding_model == e5.MODEL:
        return e5.E5Embedder(settings)
    from ragkit.embeddings.local import LocalEmbedder

    return LocalEmbedder(settings)


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    """The process's embedder, built on first use (the local model loads once per container)."""
    return create_embedder(get_settings())
