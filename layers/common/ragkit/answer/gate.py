"""The relevance gate: below it the answer is "I don't know." and no model is called.

Never decided on the RRF score, whose scale means nothing on its own. A hit passes when its
cosine similarity (or its closest sentence's) reaches the embedding model's threshold, or when it
matches enough of the query's idf mass lexically (BM25 coverage); the answerability check in
`evidence` then decides on sentences. Thresholds are per model, calibrated with
`bench/calibrate.py` (see README "Relevance gate")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ragkit.answer.evidence import hit_spans
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


# How far below the threshold a sentence's pooled cosine may stand for the gate to read it on its
# own: pooling in a chunk about other things took 0.09-0.18 off the demo's refused sentences
# (0.37-0.39 pooled, 0.46-0.55 alone), while most questions about nothing in a project stay
# further off (COVID-QA's 40 off-topic questions: median 0.24; reading them all cost their p50
# 14 -> 86 ms, 2026-11-25).
SECOND_LOOK_MARGIN = 0.1
SECOND_LOOK_SENTENCES = 6  # read on their own at most, as many as the reader reads


def closest_sentences(
    hits: Sequence[SearchHit],
    sentence_cosines: Mapping[int, Sequence[float]],
    count: int,
    floor: float = -1.0,
) -> list[tuple[SearchHit, str]]:
    """The `count` sentences of the hits closest to the question by their vectors pooled in
    their chunk, at `floor` or above, each with its hit: what the gate reads on its own when no
    chunk clears it."""
    scored = [
        (cosine, hit, hit.content[span.start : span.end])
        for hit in hits
        # a chunk stored before its sentence vectors has none; a cut chunk may have fewer
        for span, cosine in zip(
            hit_spans(hit), sentence_cosines.get(hit.chunk_id, ()), strict=False
        )
        if cosine >= floor
    ]
    scored.sort(key=lambda scored_sentence: -scored_sentence[0])
    return [(hit, text) for _, hit, text in scored[:count]]


def second_look(
    hits: Sequence[SearchHit], sentence_cosines: Mapping[int, Sequence[float]], settings: Settings
) -> list[tuple[SearchHit, str]]:
    """The sentences the gate reads on their own when no chunk clears it: the closest few,
    within `SECOND_LOOK_MARGIN` of the embedding model's threshold."""
    floor = min_cosine(settings) - SECOND_LOOK_MARGIN
    return closest_sentences(hits, sentence_cosines, SECOND_LOOK_SENTENCES, floor)


def relevant_alone(
    hits: Sequence[SearchHit], alone: Sequence[tuple[SearchHit, float]], settings: Settings
) -> list[SearchHit]:
    """The hits, in their ranked order, with a sentence whose cosine read on its own (`alone`)
    reaches the embedding model's threshold. A short sentence pooled in a chunk about several
    things takes their meaning too ("Meals during business travel are covered up to 45 euros
    per day." is 0.37 from "What is the meal allowance?" in the travel policy's chunk, 0.55 on
    its own)."""
    passing = {hit.chunk_id for hit, cosine in alone if cosine >= min_cosine(settings)}
    return [hit for hit in hits if hit.chunk_id in passing]
