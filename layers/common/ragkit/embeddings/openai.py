"""OpenAI embeddings (or any OpenAI-compatible server via OPENAI_BASE_URL)."""

from __future__ import annotations

from ragkit.providers import openai_client, provider_call
from ragkit.settings import Settings

_BATCH = 256  # inputs per request; ~500-token chunks keep a request far below the API's limits


class OpenAIEmbedder:
    def __init__(self, settings: Settings) -> None:
        self.model = settings.resolved_embedding_model
        self.dimensions = settings.resolved_embedding_dimensions
        self.languages: frozenset[str] | None = None  # text-embedding-3-* are multilingual
        self._client = openai_client(settings)
        self._settings = settings
        # Only the text-embedding-3 family accepts a `dimensions` parameter.
        self._send_dimensions = settings.embedding_dimensions is not None

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        for i in range(0, len(texts), _BATCH):
            vectors.extend(self._embed_batch(texts[i : i + _BATCH]))
        return vectors

    def embed_query(self, text: str) -> list[float]:
        return self._embed_batch([text])[0]

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        with provider_call("embedding", self._client, self._settings) as client:
            if self._send_dimensions:
                response = client.embeddings.create(
                    model=self.model, input=texts, dimensions=self.dimensions
                )
            else:
                response = client.embeddings.create(model=self.model, input=texts)
        ordered = sorted(response.data, key=lambda item: item.index)
        return [list(item.embedding) for item in ordered]
