"""Locating a quote in its source and checking an answer's sentences for support."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.candidates import sentence_spans
from ragkit.answer.citations import (
    CITATION,
    answer_sentences,
    check,
    cited,
    locate,
    renumbered,
)
from ragkit.answer.context import Source
from ragkit.answer.generators import parse_reply
from ragkit.answer.prompt import Claim, ClaimedQuote
from ragkit.sentences import Place, split
from tests.support.hits import hit


def claim(text: str, *citations: tuple[int, str]) -> Claim:
    return Claim(text=text, citations=[ClaimedQuote(source=n, quote=q) for n, q in citations])


def two_page_source() -> Source:
    content = "Leave is 28 days. Requests go to the man-\nager two weeks ahead. Pay is monthly."
    page_break = content.index("Pay")
    spans = split(content, [Place(0, 6), Place(page_break, 7)])
    chunk = hit(content, page=6)
    object.__setattr__(chunk, "page_end", 7)
    object.__setattr__(chunk, "sentences", [s.as_list() for s in spans])
    return Source(1, chunk)


def test_an_answer_cites_each_source_by_its_new_number() -> None:
    answer = "Leave is 25 days. [1] Claims are paid in 30 days. [4] [5] A document's (3) stays."
    assert renumbered(answer, {1: 1, 4: 2, 5: 3}) == (
        "Leave is 25 days. [1] Claims are paid in 30 days. [2] [3] A document's (3) stays."
    )
    assert renumbered("Twice [2][2], and [7].", {2: 1}) == "Twice [1][1], and [7]."


@given(st.dictionaries(st.integers(1, 30), st.integers(1, 30)), st.lists(st.integers(1, 30)))
def test_renumbering_changes_the_numbers_cited_and_nothing_else(
    number: dict[int, int], marks: list[int]
) -> None:
    text = " ".join(f"Fact {i}. [{n}]" for i, n in enumerate(marks))
    again = renumbered(text, number)
    assert [int(n) for n in CITATION.findall(again)] == [number.get(n, n) for n in marks]
    assert CITATION.sub("", again) == CITATION.sub("", text)


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


def test_an_answer_is_split_into_sentences_after_their_citations() -> None:
    text = "Leave is 28 days [1]. It cannot be carried over [2]. Yes. Pay is monthly [3]."
    assert answer_sentences(text) == [
        "Leave is 28 days [1].",
        "It cannot be carried over [2].",
        "Yes.",
        "Pay is monthly [3].",
    ]


def test_each_sentence_is_supported_by_its_own_quotes_only() -> None:
    """The model's own [n] markers are replaced by those of the citations that verified; a
    sentence whose quote is not in the source is flagged although another sentence's quote of
    that source verified; a short sentence states no fact of its own."""
    checked = check(
        [
            claim("Leave is 28 days [2].", (1, "Leave is 28 days")),
            claim("It can be carried over [1].", (1, "leave can be carried over")),
            claim("Yes."),
            claim("Pay is monthly.", (1, "pay is monthly"), (9, "pay is monthly")),
        ],
        [two_page_source()],
    )
    assert checked.text == "Leave is 28 days. [1] It can be carried over. Yes. Pay is monthly. [1]"
    assert checked.unsupported == ["It can be carried over."]


def test_figures_written_in_words_are_the_same_figures_as_in_digits() -> None:
    """A model that writes "28" for the document's "twenty-eight" is supported; one that writes
    "thirty" for its "28" is not; "one of" names no figure."""
    source = Source(
        1,
        hit(
            "Staff receive twenty-eight days of leave. One hundred and twenty people work here. "
            "Sick pay lasts 6 weeks. Fever is a symptom."
        ),
    )
    checked = check(
        [
            claim("Staff get 28 days of leave.", (1, "twenty-eight days of leave")),
            claim("About 120 people work here.", (1, "One hundred and twenty people work")),
            claim("Sick pay lasts thirty weeks.", (1, "Sick pay lasts 6 weeks")),
            claim("Fever is one of its symptoms.", (1, "Fever is a symptom")),
        ],
        [source],
    )
    assert checked.unsupported == ["Sick pay lasts thirty weeks."]


def test_a_sources_quotes_widen_on_their_page_and_each_stays_on_its_own() -> None:
    """Two quotes of page 6 become one span from the first to the last; a quote of page 7 of
    the same chunk is a quote of its own, on page 7: no quote runs over a page it does not name."""
    source = two_page_source()
    checked = check(
        [
            claim("Leave is 28 days.", (1, "Leave is 28 days")),
            claim("Ask two weeks ahead.", (1, "two weeks ahead")),
            claim("Pay is monthly.", (1, "Pay is monthly")),
        ],
        [source],
    )
    content = source.hit.content
    assert checked.unsupported == []
    assert [(content[q.start : q.end], q.page) for q in checked.quotes[1]] == [
        ("Leave is 28 days. Requests go to the man-\nager two weeks ahead", 6),
        ("Pay is monthly", 7),
    ]


def test_a_table_s_rows_are_quotes_of_their_own_but_one_row_quoted_twice_is_one() -> None:
    """A model citing the Basic and Premium rows does not quote the Plus row between them."""
    rows = ["Plan: Basic | Deductible: 1,000 euros", "Plan: Plus | Deductible: 400 euros"]
    content = "\n\n".join([*rows, "Plan: Premium | Deductible: none"])
    source = Source(1, hit(content, chunk_id=1))
    checked = check(
        [
            claim("Basic has 1,000 euros.", (1, "Plan: Basic | Deductible: 1,000 euros")),
            claim("Premium has none.", (1, "Plan: Premium | Deductible: none")),
            claim("Basic is the cheapest.", (1, "Plan: Basic")),
        ],
        [source],
    )
    assert [content[q.start : q.end] for q in checked.quotes[1]] == [
        "Plan: Basic | Deductible: 1,000 euros",
        "Plan: Premium | Deductible: none",
    ]


def test_a_quote_of_the_text_the_model_was_shown_is_found_in_the_original() -> None:
    """The model reads a document's "[12]" as "(12)" (`context.neutralise`); its quote still
    locates the original characters."""
    source = Source(1, hit("Transmission is approximately 15-45% [12] . UNAIDS estimates more."))
    quote = locate("approximately 15-45% (12) .", source)
    assert quote is not None
    assert source.hit.content[quote.start : quote.end] == "approximately 15-45% [12]"


_PIECES = ["Leave is 28 days.", "Requests go to the man-\nager", "Pay is monthly", "[3]", "x", ""]


@given(
    claims=st.lists(
        st.tuples(
            st.text(max_size=40) | st.sampled_from(_PIECES),
            st.lists(
                st.tuples(st.integers(-1, 3), st.text(max_size=30) | st.sampled_from(_PIECES)),
                max_size=3,
            ),
        ),
        max_size=4,
    )
)
def test_every_marker_of_a_checked_answer_is_a_verified_quote_on_the_page_it_names(
    claims: list[tuple[str, list[tuple[int, str]]]],
) -> None:
    """Whatever a model claims: no exception, every [n] left in the answer names a source with
    a verified quote, each quote is the source's own text on one page, and a flagged sentence is
    one the model wrote."""
    source = two_page_source()
    draft = check([claim(text, *citations) for text, citations in claims], [source])
    assert cited(draft.text) <= set(draft.quotes) <= {1}
    content = source.hit.content
    pages = {span.page for span in sentence_spans(source)}
    for quote in draft.quotes.get(1, []):
        assert 0 <= quote.start < quote.end <= len(content) and quote.page in pages
    assert len({q.page for q in draft.quotes.get(1, [])}) == len(draft.quotes.get(1, []))
    written = " ".join(text for text, _ in claims)
    assert all(
        sentence in CITATION.sub("", written) or sentence in written
        for sentence in draft.unsupported
    )


@given(
    st.text(max_size=200)
    | st.sampled_from(['{"sentences": 3}', "[]", '{"sentences": [{}]}', "null"])
)
def test_any_reply_is_read_without_an_exception(reply: str) -> None:
    for read in parse_reply(reply):
        assert isinstance(read.text, str)
