"""What a conversation's answers said, for "tell me more": the sentences their cited quotes run
into, by chunk and offsets, where the chunk's text there is the quote's."""

from __future__ import annotations

import dataclasses

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.context import Source
from ragkit.answer.evidence import Evidence, hit_spans
from ragkit.answer.service import Said
from ragkit.models.conversation import Quoted
from tests.support.hits import hit

CONTENT = "Annual leave is 25 days. Part-time staff get a share. Days expire in March."


def _sentences(chunk_id: int = 1) -> list[Evidence]:
    chunk = dataclasses.replace(hit(CONTENT, chunk_id=chunk_id), page_start=None, page_end=None)
    return [Evidence(Source(1, chunk), span, (), 0.5) for span in hit_spans(chunk)]


def _quoted(text: str, chunk_id: int = 1) -> Quoted:
    start = CONTENT.index(text)
    return Quoted(chunk_id, start, start + len(text), text)


def test_a_quote_marks_the_sentences_it_runs_into_in_its_own_chunk() -> None:
    first, second, third = _sentences()
    said = Said(quoted=frozenset({_quoted("25 days. Part-time")}))
    assert [said.quotes(e) for e in (first, second, third)] == [True, True, False]
    other_chunk = Said(quoted=frozenset({_quoted("25 days", chunk_id=2)}))
    assert not any(other_chunk.quotes(e) for e in _sentences())


def test_offsets_given_in_another_text_mark_nothing() -> None:
    """A quote's offsets in a page's part of a chunk point elsewhere in the whole chunk."""
    moved = Quoted(1, 0, 7, "25 days")
    assert not any(Said(quoted=frozenset({moved})).quotes(e) for e in _sentences())


@given(st.integers(0, len(CONTENT) - 1), st.integers(1, len(CONTENT)))
def test_a_true_quote_marks_exactly_the_sentences_it_overlaps(start: int, length: int) -> None:
    end = min(len(CONTENT), start + length)
    said = Said(quoted=frozenset({Quoted(1, start, end, CONTENT[start:end])}))
    for e in _sentences():
        assert said.quotes(e) == (e.span.start < end and start < e.span.end)
