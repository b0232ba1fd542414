"""The sentences a question may be answered with, and the reader's judgement of each.

A candidate is a sentence of a retrieved chunk in its place: the chunk (its file, section and
pages), the sentence's span (one page or one table row), and the sentence before it. Which of
them answers the question is the reader's decision (`ragkit.answer.reader`); this module
encodes document structure (a heading is never a candidate, a sentence off the pages asked about
is none, and one sentence that two overlapping chunks both hold is read once) and the cheap
rankings that choose which sentences the reader reads: by cosine, by the question's words
(BM25 among the retrieved sentences, no word list) and by the chunk's rank."""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ragkit.answer.context import Source
from ragkit.answer.reader import Reader, pair
from ragkit.models.retrieval import SearchFilters, SearchHit
from ragkit.sentences import SENTENCE_ENDINGS, Span, goes_on_into, one_line, split

# each ideograph or kana is a term of its own (Chinese and Japanese put no spaces between
# words), and a run of any other letters and digits is one
_IDEOGRAPHS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TERM = re.compile(f"[{_IDEOGRAPHS}]|[^\\W{_IDEOGRAPHS}]+")
_K1, _B = 1.2, 0.75  # BM25's usual constants (Robertson et al.), as the chunk search's defaults
_RRF_K = 60  # Reciprocal Rank Fusion's usual constant, as the hybrid search's
_HEADING_WORDS = 8  # a line this short without a sentence's punctuation heads what follows


@dataclass(frozen=True, slots=True)
class Candidate:
    source: Source
    span: Span
    before: str | None
    cosine: float | None = None  # the embedder's, question to sentence; None: no sentence vectors
    lexical: float = 0.0  # BM25 of the question's words in the sentence, among the candidates
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
    unpunctuated = line[-1:] not in SENTENCE_ENDINGS
    return (
        unpunctuated and len(line.split()) <= _HEADING_WORDS and ":" not in line and "|" not in line
    )


def candidates(
    question: str,
    sources: Sequence[Source],
    cosines: Mapping[int, Sequence[float]],
    limit: int,
    filters: SearchFilters | None = None,
) -> list[Candidate]:
    """The sentences of the sources that may answer, at most `limit`: the likeliest by Reciprocal
    Rank Fusion of three rankings, as the hybrid search fuses its two: by the sentence's cosine
    with the question (the embedder's, stored per sentence; left out when it stored none), by
    the question's words in the sentence (`lexical_scores`), and by its chunk's rank. The
    reader is the costly step, so these cheap rankings choose what it reads."""
    found = _sentences(sources, cosines, filters)
    lexical = lexical_scores(question, [c.text for c in found])
    rankings: list[list[float]] = [[-score for score in lexical], [c.source.n for c in found]]
    if known_cosines(found) is not None:
        rankings.append([-(c.cosine or 0.0) for c in found])
    fused = _fused(rankings)
    best = sorted(range(len(found)), key=lambda i: (-fused[i], found[i].source.n, i))
    return [replace(found[i], lexical=lexical[i]) for i in best[:limit]]


def _sentences(
    sources: Sequence[Source],
    cosines: Mapping[int, Sequence[float]],
    filters: SearchFilters | None,
) -> list[Candidate]:
    """Every sentence of the sources in its place, once: no heading, none off the pages asked
    about."""
    seen: set[str] = set()
    found: list[Candidate] = []
    for source in sources:
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
            found.append(Candidate(source, span, before, cosine))
    return found


def lexical_scores(question: str, texts: Sequence[str]) -> list[float]:
    """BM25 of the question's words in each text, their rarity counted among the texts: the
    words a question shares with few of the sentences it retrieved are what find its answer."""
    asked = set(_TERM.findall(question.lower()))
    words = [_TERM.findall(text.lower()) for text in texts]
    mean_length = sum(map(len, words)) / max(1, len(words))
    bags = [Counter(word for word in found if word in asked) for found in words]  # asked only
    holding = Counter(word for bag in bags for word in bag)
    rarity = {word: math.log(1 + (len(bags) - n + 0.5) / (n + 0.5)) for word, n in holding.items()}
    scores = []
    for bag, found in zip(bags, words, strict=True):
        squeeze = _K1 * (1 - _B + _B * len(found) / max(1.0, mean_length))
        scores.append(sum(rarity[w] * n * (_K1 + 1) / (n + squeeze) for w, n in bag.items()))
    return scores


def _fused(rankings: Sequence[Sequence[float]]) -> list[float]:
    """Each item's Reciprocal Rank Fusion over the rankings (each lower-is-better keys; ties
    share the better rank)."""
    fused = [0.0] * len(rankings[0]) if rankings else []
    for keys in rankings:
        ordered = sorted(keys)
        for i, key in enumerate(keys):
            fused[i] += 1.0 / (_RRF_K + bisect_left(ordered, key))  # rank from 0, ties level
    return fused


def known_cosines(found: Sequence[Candidate]) -> list[float] | None:
    """Every candidate's cosine, or None when any has none (its chunk has no sentence vectors):
    a judge weighs all of a question's cosines against the best, or none of them."""
    known = [c.cosine for c in found if c.cosine is not None]
    return known if len(known) == len(found) else None


def chunk_coverage(found: Sequence[Candidate]) -> list[float]:
    """Each candidate's chunk's share of the question's words (the full-text search's
    `coverage`); a chunk the full-text search did not match covers none of them."""
    return [c.source.hit.coverage or 0.0 for c in found]


def read(
    reader: Reader,
    question: str,
    found: Sequence[Candidate],
    embedding_model: str,
    language: str | None = None,
) -> tuple[list[Candidate], float]:
    """The candidates with the cross-encoder's score and the judge's probability that each
    answers the question, best first, and the probability from which one answers: the
    calibration for the embedding model's sentence cosines, or for none when a candidate has
    none, and for the question's language (`language`, None when unknown)."""
    scores = reader.scores([pair(question, c.text, c.source.hit.section, c.before) for c in found])
    cosines = known_cosines(found)
    calibration = reader.card.calibration(embedding_model, language, cosines is not None)
    ranks, lexical = [c.source.n for c in found], [c.lexical for c in found]
    coverage = chunk_coverage(found)
    probabilities = calibration.judge.probabilities(scores, cosines, ranks, lexical, coverage)
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
