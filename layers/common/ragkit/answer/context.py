"""Context assembly: numbered sources, the likeliest first within a token budget, each chunk
wrapped with its source."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ragkit.models.conversation import Turn
from ragkit.models.formats import is_slide_deck
from ragkit.models.retrieval import SearchHit

_TAG = re.compile(r"</?\s*(source|sources|system|instructions?)\b", re.IGNORECASE)
# a document's own reference numbers: "[12]", "[3, 4]", "[5-7]", "[2; 9]"
REFERENCE_NUMBERS = r"\s*\d+(?:\s*[,;\u2013-]\s*\d+)*\s*"
_REFERENCE_MARK = re.compile(rf"\[({REFERENCE_NUMBERS})\]")


@dataclass(frozen=True, slots=True)
class Source:
    n: int
    hit: SearchHit

    @property
    def pages(self) -> str | None:
        start, end = self.hit.page_start, self.hit.page_end
        if start is None:
            return None
        return str(start) if end in (None, start) else f"{start}-{end}"


def neutralise(text: str) -> str:
    """Document text is data: anything shaped like our wrapper tags loses its angle bracket, and
    the document's own bracketed reference numbers ("[12]", "[3, 4]") are parenthesised
    ("(12)"), so that an answer's [n] markers are the only citations in it: neither a reader nor
    a client (nor the model) takes an article's reference 12 for source 12."""
    text = _TAG.sub(lambda m: m.group(0).replace("<", "‹"), text)
    return _REFERENCE_MARK.sub(r"(\1)", text)


def _attribute(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def wrap(source: Source) -> str:
    attributes = f'id="{source.n}" file="{_attribute(source.hit.filename)}"'
    if source.pages:
        places = "slides" if is_slide_deck(source.hit.filename) else "pages"
        attributes += f' {places}="{source.pages}"'
    if source.hit.section:
        attributes += f' section="{_attribute(source.hit.section)}"'
    if source.hit.described_by:  # the model's words about a picture, not the document's
        attributes += ' kind="picture described by a model"'
    return f"<source {attributes}>\n{neutralise(source.hit.content)}\n</source>"


def numbered(hits: Sequence[SearchHit], first: int = 1) -> list[Source]:
    """Sources numbered from `first` (1, or where an earlier part of the answer's sources end)
    in ranked order: the numbers an answer cites."""
    return [Source(n, hit) for n, hit in enumerate(hits, start=first)]


def within_budget(
    best_first: Sequence[Source], budget_tokens: int, count_tokens: Callable[[str], int]
) -> list[Source]:
    """The sources that fit the budget together, taken in the order given (the likeliest to hold
    the answer first); one that would overflow is dropped whole and later, smaller ones may still
    fit. Returned in their numbered order."""
    kept: list[Source] = []
    used = 0
    for source in best_first:
        cost = count_tokens(wrap(source))
        if used + cost <= budget_tokens:
            kept.append(source)
            used += cost
    return sorted(kept, key=lambda source: source.n)


def recent_turns(
    history: Sequence[Turn], budget_tokens: int, count_tokens: Callable[[str], int]
) -> list[Turn]:
    """The latest turns of a conversation that fit the budget together, in their order and
    starting with a question (an answer without its question is left out): the conversation a
    language model sees beside the sources."""
    kept: list[Turn] = []
    used = 0
    for turn in reversed(history):
        used += count_tokens(turn.content)
        if used > budget_tokens:
            break
        kept.append(turn)
    kept.reverse()
    while kept and kept[0].role == "assistant":
        kept.pop(0)
    return kept


def render(sources: Sequence[Source]) -> str:
    return "\n\n".join(wrap(source) for source in sources)
