"""Locating a quote in its source and checking an answer's sentences for support."""

from __future__ import annotations

from ragkit.answer.citations import answer_sentences, locate, unsupported
from ragkit.answer.context import Source
from ragkit.sentences import Place, split
from tests.support.hits import hit


def two_page_source() -> Source:
    content = "Leave is 28 days. Requests go to the man-\nager two weeks ahead. Pay is monthly."
    page_break = content.index("Pay")
    spans = split(content, [Place(0, 6), Place(page_break, 7)])
    chunk = hit(content, page=6)
    object.__setattr__(chunk, "page_end", 7)
    object.__setattr__(chunk, "sentences", [s.as_list() for s in spans])
    return Source(1, chunk)


def test_a_quote_is_found_across_hyphenation_case_and_typographic_quotes() -> None:
    source = two_page_source()
    quote = locate("REQUESTS go to the manager two weeks ahead", source)
    assert quote is not None and quote.page == 6
    assert source.hit.content[quote.start : quote.end] == (
        "Requests go to the man-\nager two weeks ahead"
    )


def test_a_quote_running_onto_the_next_page_is_cut_at_the_page_it_starts_on() -> None:
    source = two_page_source()
    quote = locate("two weeks ahead. Pay is monthly.", source)
    assert quote is not None and quote.page == 6
    assert source.hit.content[quote.start : quote.end].rstrip() == "two weeks ahead."


def test_text_that_is_not_in_the_source_or_too_short_is_not_located() -> None:
    source = two_page_source()
    assert locate("Leave is 30 days", source) is None
    assert locate("is", source) is None
    assert locate("", source) is None


def test_sentences_without_a_verified_citation_are_unsupported() -> None:
    text = "Leave is 28 days [1]. It cannot be carried over [2]. Yes. Pay is monthly [3]."
    assert answer_sentences(text)[0] == "Leave is 28 days [1]."
    assert unsupported(text, {1: object(), 3: object()}) == ["It cannot be carried over."]
    assert unsupported("I don't know.", {}) == []


def test_a_quote_of_the_text_the_model_was_shown_is_found_in_the_original() -> None:
    """The model reads a document's "[12]" as "(12)" (`context.neutralise`); its quote still
    locates the original characters."""
    source = Source(1, hit("Transmission is approximately 15-45% [12] . UNAIDS estimates more."))
    quote = locate("approximately 15-45% (12) .", source)
    assert quote is not None
    assert source.hit.content[quote.start : quote.end] == "approximately 15-45% [12]"
