"""The sentences a question may be answered with, and the reader's judgement of each.

A candidate is a sentence of a retrieved chunk in its place: the chunk (its file, section and
pages), the sentence's span (one page or one table row), and the sentence before it. Which of
them answers the question is the reader's decision (`ragkit.answer.reader`); this module only
encodes document structure: a heading is never a candidate, a sentence off the pages asked about
is none, and one sentence that two overlapping chunks both hold is read once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ragkit.answer.context import Source
from ragkit.answer.reader import Reader, pair
from ragkit.models.retrieval import SearchFilters, SearchHit
from ragkit.sentences import Span, goes_on_into, one_line, split

_HEADING_WORDS = 8  # a line this short without a sentence's punctuation heads what follows
_SENTENCE_END = ".!?;)\"'"


@dataclass(frozen=True, slots=True)
class Candidate:
    source: Source
    span: Span
    before: str | None
    cosine: float | None = None  # the embedder's, question to sentence; None: no sentence vectors
    score: float = 0.0  # the cross-encoder's probability, read alone
    probability: float = 0.0  # the judge's: that this sentence answers the question

    @property
    def text(self) -> str:
        return self.source.hit.content[self.span.start : self.span.end]


def hit_spans(hit: SearchHit) -> list[Span]:
    """The stored sentence spans, or (chunks stored before spans existed) the text split now,
    on the chunk's page when it has one."""
    if hit.sentences is not None:
        return [Span.from_list(values) for values in hit.sentences]
    page = hit.page_start if hit.page_start == hit.page_end else None
    return [Span(s.start, s.end, page) for s in split(hit.content)]


def sentence_spans(source: Source) -> list[Span]:
    return hit_spans(source.hit)


def is_heading(text: str, section: str | None) -> bool:
    """A heading: the chunk's section title itself, a Markdown heading, or a short line without
    a sentence's punctuation that is no table row's labelled cells ("Sick leave")."""
    line = one_line(text)
    if line == one_line(section or "") or line.startswith("#"):
        return True
    unpunctuated = line[-1:] not in _SENTENCE_END
    return (
        unpunctuated and len(line.split()) <= _HEADING_WORDS and ":" not in line and "|" not in line
    )


def candidates(
    sources: Sequence[Source],
    cosines: Mapping[int, Sequence[float]],
    limit: int,
    filters: SearchFilters | None = None,
) -> list[Candidate]:
    """The sentences of the sources that may answer, at most `limit`: the likeliest by their
    cosine with the question (the embedder's, stored per sentence), a chunk's rank breaking
    ties; in rank order when the embedder stored no sentence vectors. The reader is the costly
    step, so the embedder chooses what it reads."""
    seen: set[str] = set()
    found: list[tuple[int, Candidate]] = []
    for rank, source in enumerate(sources):
        spans = sentence_spans(source)
        own = cosines.get(source.hit.chunk_id, ())
        for i, span in enumerate(spans):
            text = one_line(source.hit.content[span.start : span.end])
            # a sentence a page's end cut in two is no heading, however short its first part
            cut = _continuation(source.hit.content, spans, i) is not None
            if text in seen or (is_heading(text, source.hit.section) and not cut):
                continue
            if filters is not None and filters.names_pages and not filters.holds_page(span.page):
                continue
            seen.add(text)
            # a table row's place is its sheet or section, not the row above it (another item's
            # cells); ingestion made each row a unit of its own, as the reader was trained on
            after_text = i > 0 and span.row is None
            before = (
                source.hit.content[spans[i - 1].start : spans[i - 1].end] if after_text else None
            )
            cosine = own[i] if i < len(own) else None
            found.append((rank, Candidate(source, span, before, cosine)))
    found.sort(key=lambda item: (-(item[1].cosine or 0.0), item[0]))
    return [candidate for _, candidate in found[:limit]]


def known_cosines(found: Sequence[Candidate]) -> list[float] | None:
    """Every candidate's cosine, or None when any has none (its chunk has no sentence vectors):
    a judge weighs all of a question's cosines against the best, or none of them."""
    known = [c.cosine for c in found if c.cosine is not None]
    return known if len(known) == len(found) else None


def read(
    reader: Reader, question: str, found: Sequence[Candidate], embedding_model: str
) -> tuple[list[Candidate], float]:
    """The candidates with the cross-encoder's score and the judge's probability that each
    answers the question, best first, and the probability from which one answers: the
    calibration for the embedding model's sentence cosines, or for none when a chunk has none."""
    scores = reader.scores([pair(question, c.text, c.source.hit.section, c.before) for c in found])
    cosines = known_cosines(found)
    calibration = reader.card.calibration(embedding_model if cosines is not None else None)
    probabilities = calibration.judge.probabilities(scores, cosines, [c.source.n for c in found])
    weighed = [
        replace(c, score=s, probability=p)
        for c, s, p in zip(found, scores, probabilities, strict=True)
    ]
    return sorted(weighed, key=lambda c: -c.probability), calibration.threshold


def runs_on_into(candidate: Candidate) -> Span | None:
    """The span that completes the candidate when a page's end cut its sentence in two ("...
    refuelling anywhere else in the marina" / "is forbidden.")."""
    spans = sentence_spans(candidate.source)
    return _continuation(candidate.source.hit.content, spans, spans.index(candidate.span))


def _continuation(content: str, spans: Sequence[Span], i: int) -> Span | None:
    """The span after `spans[i]` when it is the rest of that one's sentence (`goes_on_into`)."""
    if i + 1 >= len(spans):
        return None
    span, following = spans[i], spans[i + 1]
    return (
        following
        if goes_on_into(content, (span.start, span.end), (following.start, following.end))
        else None
    )
