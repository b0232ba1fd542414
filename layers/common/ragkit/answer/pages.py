"""A question that asks only what a page says ("What does page 2 say?"): it has no topic for the
gates to weigh, and the page's own text is its answer. The evidence is the page's opening
passage in each document that has the page: its first sentences after any heading, up to the
next heading or the end of the chunk, each certain to hold what was asked (the page's text)."""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

from ragkit.answer.context import Source, numbered
from ragkit.answer.evidence import (
    SENTENCE_FEATURES,
    Evidence,
    Findings,
    heading_like,
    hit_spans,
    terms,
)
from ragkit.models.chunks import place_label
from ragkit.models.retrieval import SearchHit
from ragkit.sentences import Span

PAGE_SENTENCES = 3  # the opening passage the answer reads, shared by the documents shown
PAGE_DOCUMENTS = 3  # a page of more documents than this: the first ones by name, and a note
CHUNKS_PER_DOCUMENT = 2  # the page's first chunk may hold only a heading at its end
# a passage sentence is not short, and lacks no word of a question that names no topic
_PLAIN = tuple(0.0 for _ in SENTENCE_FEATURES)


def named(names: Sequence[str], words: set[str]) -> list[int]:
    """The positions of the file names that hold every one of the question's words ("the
    security guide"); all of them when it has none."""
    return [i for i, name in enumerate(names) if words <= terms(place_label(name, None, ""))]


def opening(hits: Sequence[SearchHit], page: int, documents: int) -> tuple[list[Source], Findings]:
    """The opening passage of `page` in each document's first chunk that has one (`hits` in
    the documents' order): the sources the answer cites, numbered, and the passages' sentences
    as findings."""
    per_document = max(1, PAGE_SENTENCES // documents)
    passages: dict[UUID, tuple[SearchHit, list[Span]]] = {}
    for hit in hits:
        if hit.document_id not in passages and (passage := _passage(hit, page, per_document)):
            passages[hit.document_id] = (hit, passage)
    sources = numbered([hit for hit, _ in passages.values()])
    evidence = [
        Evidence(source, span, _PLAIN, 1.0)
        for source, (_, passage) in zip(sources, passages.values(), strict=True)
        for span in passage
    ]
    return sources, Findings(evidence, answerable=1.0)


def _passage(hit: SearchHit, page: int, sentences: int) -> list[Span]:
    """The chunk's first sentences on `page` after any heading, up to the next heading."""
    passage: list[Span] = []
    for span in hit_spans(hit):
        if span.page != page:
            continue
        if heading_like(hit.content[span.start : span.end]):
            if passage:
                break
            continue
        passage.append(span)
        if len(passage) == sentences:
            break
    return passage
