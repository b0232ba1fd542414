"""The relevance gate: below it the answer is "I don't know." and no model is called.

Never decided on the RRF score, whose scale means nothing on its own. A hit passes when its
cosine similarity (or its closest sentence's) reaches the embedding model's threshold, or when it
matches enough of the query's idf mass lexically (BM25 coverage); the answerability check in
`evidence` then decides on sentences. Thresholds are per model, calibrated with
`bench/calibrate.py` (see README "Relevance gate")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ragkit.models.retrieval import SearchHit
from ragkit.settings import Settings

# Calibrated on BEIR SciFact with bench/calibrate.py; see README for the method and figures.
MIN_COSINE_BY_MODEL = {
    "all-MiniLM-L6-v2-int8": 0.40,
    "text-embedding-3-small": 0.30,
    "text-embedding-3-large": 0.30,
}
DEFAULT_MIN_COSINE = 0.40


def min_cosine(settings: Settings) -> float:
    if settings.relevance_min_cosine is not None:
        return settings.relevance_min_cosine
    return MIN_COSINE_BY_MODEL.get(settings.resolved_embedding_model, DEFAULT_MIN_COSINE)


def relevant_hits(
    hits: Sequence[SearchHit],
    settings: Settings,
    sentence_cosines: Mapping[int, Sequence[float]] | None = None,
) -> list[SearchHit]:
    """The hits that clear either threshold, in their ranked order. A chunk's cosine is that of
    the chunk or of its closest sentence, whichever is higher: a short answer inside a chunk
    about several things is as relevant as a chunk about one."""
    cosine = min_cosine(settings)
    coverage = settings.relevance_min_coverage
    sentences = sentence_cosines or {}
    return [
        hit
        for hit in hits
        if max(hit.cosine, *sentences.get(hit.chunk_id, ())) >= cosine
        or (hit.coverage is not None and hit.coverage >= coverage)
    ]
