"""Citations a reader can check: a quote is located in its source's text (whitespace, case,
hyphenation at line ends, typographic quotes and dashes, square or round brackets do not
matter), mapped back to the source's own characters and to the one page or row it stands on; each
sentence of an answer is then checked against the quotes given with it."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ragkit.answer.candidates import sentence_spans
from ragkit.answer.context import REFERENCE_NUMBERS, Source
from ragkit.answer.prompt import IDK, Claim
from ragkit.numberwords import NUMBER_WORDS, number_value
from ragkit.sentences import Span
from ragkit.tables import is_table_row

CITATION = re.compile(r"\s?\[(\d+)\]")
_ANSWER_SENTENCE = re.compile(r"(?<=[.!?])(?:\s*\[\d+\])*\s+(?=[A-Z0-9\"'(])")
_MIN_FACT_WORDS = 4  # shorter sentences ("Yes." "In short:") state no fact of their own
_MIN_QUOTE_CHARS = 8
_FIGURE = re.compile(r"\d+(?:[.,]\d+)*")
_THOUSANDS = re.compile(r",(?=\d{3}\b)")
# a document's reference numbers, as written or as `neutralise` shows them to a model
_REFERENCE = re.compile(rf"[(\[]{REFERENCE_NUMBERS}[)\]]")
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


def renumbered(text: str, number: Mapping[int, int]) -> str:
    """The text citing each source [n] by its new number (a number not given stays)."""

    def new(marker: re.Match[str]) -> str:
        old = int(marker.group(1))
        return marker.group(0).replace(f"[{old}]", f"[{number.get(old, old)}]")

    return CITATION.sub(new, text)


@dataclass(frozen=True, slots=True)
class Draft:
    """An answer with [n] markers, the verified quotes of each cited source (one per page or row
    it quotes, the first first), and the sentences that state something without a verified
    citation."""

    text: str
    quotes: dict[int, list[Quote]]
    unsupported: list[str] = field(default_factory=list)


def merged(quotes: Iterable[Quote], contents: Mapping[int, str]) -> dict[int, list[Quote]]:
    """Each source's quotes, one per page or row it quotes, in the order the sources and their
    pages first come: a later quote of the same source on the same page or row widens that
    page's quote to run from the first to the last (one verbatim span a reader can highlight);
    one on another page is a quote of its own, so that every quote stands on the page it names.
    A row of a table (`contents`: each source's text) is a quote of its own too, as a CSV row
    is: the rows between two quoted ones were not asked about ("the drivers and the mechanics"
    are not the dispatchers between them)."""
    by_source: dict[int, list[Quote]] = {}
    for quote in quotes:
        kept = by_source.setdefault(quote.n, [])
        at = next((i for i, known in enumerate(kept) if _one_span(known, quote, contents)), None)
        if at is None:
            kept.append(quote)
        else:
            start, end = min(kept[at].start, quote.start), max(kept[at].end, quote.end)
            kept[at] = Quote(quote.n, start, end, quote.page, quote.row)
    return by_source


def _one_span(known: Quote, quote: Quote, contents: Mapping[int, str]) -> bool:
    """Whether two quotes of a source are quoted as one span: on the same page or row, and,
    when either is a table's row, overlapping."""
    if (known.page, known.row) != (quote.page, quote.row):
        return False
    content = contents.get(quote.n, "")
    rows = any(is_table_row(content[q.start : q.end]) for q in (known, quote))
    return not rows or (quote.start < known.end and known.start < quote.end)


def _figures(text: str, *, lone_one: bool = True) -> set[str]:
    """The figures a text states, in digits: without thousands separators ("1,200" is "1200"),
    and those written in words ("twenty-eight" is "28"; without `lone_one`, a "one" alone is
    not read: "one of the causes" states no figure); an article's reference numbers, which the
    model reads as "(12)", state nothing."""
    stated = _REFERENCE.sub(" ", text)
    digits = {_THOUSANDS.sub("", figure) for figure in _FIGURE.findall(stated)}
    words = (m.group().lower() for m in NUMBER_WORDS.finditer(stated))
    return digits | {str(number_value(w)) for w in words if lone_one or w != "one"}


def check(claims: Sequence[Claim], sources: Sequence[Source]) -> Draft:
    """Each sentence against its own citations: a citation counts for a sentence only when the
    quote given with it stands in the cited source, so a sentence never borrows the support of
    another sentence's quote of the same source, and only when its quotes hold every figure the
    sentence states (a model that quotes "28 days" and writes "30 days" is not supported by
    it). The [n] markers a model wrote in its text are replaced by those of the verified
    citations."""
    by_number = {source.n: source for source in sources}
    sentences: list[str] = []
    found: list[Quote] = []
    unsupported: list[str] = []
    for claim in claims:
        text = CITATION.sub("", claim.text).strip()
        if not text:
            continue
        located = [
            quote
            for said in claim.citations
            if said.source in by_number
            and (quote := locate(said.quote, by_number[said.source])) is not None
        ]
        quoted = " ".join(by_number[q.n].hit.content[q.start : q.end] for q in located)
        if not _figures(text, lone_one=False) <= _figures(quoted):
            located = []
        numbers = list(dict.fromkeys(quote.n for quote in located))
        sentences.append(" ".join([text, *(f"[{n}]" for n in numbers)]))
        found += located
        if not numbers and text != IDK and len(text.split()) >= _MIN_FACT_WORDS:
            unsupported.append(text)
    contents = {n: source.hit.content for n, source in by_number.items()}
    return Draft(" ".join(sentences), merged(found, contents), unsupported)
