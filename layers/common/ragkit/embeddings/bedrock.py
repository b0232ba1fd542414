"""Amazon Bedrock embeddings: Titan Text Embeddings V2 (one text a request, 1,024 / 512 / 256
dimensions, normalised) and Cohere Embed (up to 96 texts a request, documents and queries
embedded as such), chosen by the model id's family."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ragkit.bedrock import invoke_json
from ragkit.settings import Settings

_COHERE_BATCH = 96  # texts per request: Cohere Embed's limit
_TITAN_PARALLEL = 8  # Titan takes one text a request: a few at once keep ingestion moving
_COHERE_MAX_CHARS = 2048  # Cohere Embed's limit per text (chunks are cut to fit the model)


class BedrockEmbedder:
    def __init__(self, settings: Settings) -> None:
        self.model = settings.resolved_embedding_model
        self.dimensions = settings.resolved_embedding_dimensions
        # Titan V2 and Cohere Embed Multilingual read about 100 languages; Cohere's English
        # model, English
        english = self.model.startswith("cohere.embed-english")
        self.languages: frozenset[str] | None = frozenset({"en"}) if english else None
        self._settings = settings
        self._cohere = self.model.startswith("cohere.")

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if self._cohere:
            return [
                vector
                for i in range(0, len(texts), _COHERE_BATCH)
                for vector in self._cohere_batch(texts[i : i + _COHERE_BATCH], "search_document")
            ]
        with ThreadPoolExecutor(max_workers=_TITAN_PARALLEL) as pool:
            return list(pool.map(self._titan, texts))

    def embed_query(self, text: str) -> list[float]:
        if self._cohere:
            return self._cohere_batch([text], "search_query")[0]
        return self._titan(text)

    def _titan(self, text: str) -> list[float]:
        body = {"inputText": text, "dimensions": self.dimensions, "normalize": True}
        return _floats(self._invoke(body)["embedding"])

    def _cohere_batch(self, texts: list[str], input_type: str) -> list[list[float]]:
        body = {
            "texts": [text[:_COHERE_MAX_CHARS] for text in texts],
            "input_type": input_type,
            "truncate": "END",
        }
        embeddings = self._invoke(body)["embeddings"]
        # v3 answers a list of vectors; Embed v4 (embedding_types) a dict of them by type
        vectors = embeddings["float"] if isinstance(embeddings, dict) else embeddings
        return [_floats(vector) for vector in vectors]

    def _invoke(self, body: dict[str, Any]) -> Any:
        return invoke_json("embedding", self._settings, self.model, body)


def _floats(vector: list[Any]) -> list[float]:
    return [float(x) for x in vector]
