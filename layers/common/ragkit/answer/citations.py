"""Citations a reader can check: a quote is located in its source's text (whitespace, case,
hyphenation at line ends, typographic quotes and dashes, square or round brackets do not
matter), mapped back to the source's own characters and to the one page or row it stands on; an
answer's sentences are then checked for a verified citation each."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ragkit.answer.context import Source
from ragkit.answer.evidence import sentence_spans
from ragkit.answer.prompt import IDK
from ragkit.sentences import Span

CITATION = re.compile(r"\s?\[(\d+)\]")
_ANSWER_SENTENCE = re.compile(r"(?<=[.!?])(?:\s*\[\d+\])*\s+(?=[A-Z0-9\"'(])")
_MIN_FACT_WORDS = 4  # shorter sentences ("Yes." "In short:") state no fact of their own
_MIN_QUOTE_CHARS = 8
# a model quotes the text it was shown, where a document's "[12]" read "(12)" (`neutralise`)
_FOLD = str.maketrans(
    {"‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-", "\u00ad": "", "[": "(", "]": ")"}
)


@dataclass(frozen=True, slots=True)
class Quote:
    """A verbatim piece of source `n`: `content[start:end]`, on one page or row."""

    n: int
    start: int
    end: int
    page: int | None
    row: int | None


def _normalised(text: str) -> tuple[str, list[int]]:
    """Lower-case text with whitespace runs as one space and line-end hyphens removed, and for
    each of its characters the index of the original character it came from."""
    chars: list[str] = []
    origin: list[int] = []
    i = 0
    while i < len(text):
        char = text[i].translate(_FOLD).lower()
        if char == "-" and i + 1 < len(text) and text[i + 1] == "\n":
            i += 2  # "hyphen-\nation" reads "hyphenation"
            continue
        if char.isspace() or not char:
            if chars and chars[-1] != " ":
                chars.append(" ")
                origin.append(i)
        else:
            chars.append(char)
            origin.append(i)
        i += 1
    return "".join(chars), origin


def locate(quote: str, source: Source) -> Quote | None:
    """Where `quote` stands in the source, cut to the page or row of its first sentence (a quote
    never runs into a place the response does not name); None if it is not there."""
    wanted, _ = _normalised(quote.strip().strip("\"'“”…. "))
    if len(wanted) < _MIN_QUOTE_CHARS:
        return None
    text, origin = _normalised(source.hit.content)
    at = text.find(wanted)
    if at < 0:
        return None
    start, end = origin[at], origin[at + len(wanted) - 1] + 1
    return within_place(source, start, end)


def within_place(source: Source, start: int, end: int) -> Quote:
    """The quote `content[start:end]` of the source, ending where its first sentence's page or
    row ends."""
    spans = sentence_spans(source)
    first = next((s for s in spans if s.end > start), Span(start, end))
    for span in spans:
        if span.start >= end:
            break
        if (span.page, span.row) != (first.page, first.row) and span.start > start:
            end = min(end, span.start)
            break
    return Quote(source.n, start, end, first.page, first.row)


def answer_sentences(text: str) -> list[str]:
    return [s for s in _ANSWER_SENTENCE.split(text.strip()) if s.strip()]


def cited(text: str) -> set[int]:
    """The source numbers a text cites as [n]."""
    return {int(n) for n in CITATION.findall(text)}


def drop_citations(text: str, keep: Iterable[int]) -> str:
    """The text without the [n] markers whose n is not in `keep`."""
    kept = set(keep)
    return CITATION.sub(lambda m: m.group(0) if int(m.group(1)) in kept else "", text)


def unsupported(text: str, verified: Mapping[int, object]) -> list[str]:
    """The sentences of an answer that state something without a verified citation."""
    if text.strip() == IDK:
        return []
    return [
        CITATION.sub("", sentence).strip()
        for sentence in answer_sentences(text)
        if len(CITATION.sub("", sentence).split()) >= _MIN_FACT_WORDS
        and not cited(sentence) & set(verified)
    ]


def verify(claimed: Sequence[tuple[int, str]], sources: Sequence[Source]) -> dict[int, Quote]:
    """The first quote of each source number that stands in that source."""
    by_number = {source.n: source for source in sources}
    verified: dict[int, Quote] = {}
    for n, quote in claimed:
        source = by_number.get(n)
        if source is not None and n not in verified:
            found = locate(quote, source)
            if found is not None:
                verified[n] = found
    return verified
