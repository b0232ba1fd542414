"""Invariants of the chunker, over generated documents (hypothesis) and on real-shaped text."""

from __future__ import annotations

import itertools
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from ragkit.ingest.chunking import Chunk, Chunker, in_context
from ragkit.ingest.extract.model import Block
from ragkit.sentences import split
from ragkit.tokens import count_tokens

WORDS = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zs", "Zl", "Zp")),
    min_size=1,
    max_size=14,
)
SEPARATORS = st.sampled_from([" ", " ", " ", ". ", "! ", "\n", "\n\n", ".\n\n", "  \t"])


@st.composite
def paragraphs(draw: st.DrawFn) -> str:
    words = draw(st.lists(WORDS, min_size=1, max_size=120))
    return "".join(word + draw(SEPARATORS) for word in words)


@st.composite
def documents(draw: st.DrawFn) -> list[Block]:
    blocks = []
    page = 1
    sections = draw(st.lists(st.sampled_from(["Intro", "Method", None]), min_size=1, max_size=4))
    for section in sections:
        for _ in range(draw(st.integers(1, 3))):
            page += draw(st.integers(0, 2))
            blocks.append(Block(text=draw(paragraphs()), page=page, section=section))
    return blocks


BUDGETS = st.sampled_from([24, 40, 64, 120])


def _chunks(blocks: list[Block], budget: int) -> list[Chunk]:
    return Chunker(count_tokens, budget, 0.15).chunk(blocks)


def _same_section_neighbours(chunks: list[Chunk]) -> list[tuple[Chunk, Chunk]]:
    return [(a, b) for a, b in itertools.pairwise(chunks) if a.section == b.section]


@settings(max_examples=150, deadline=None)
@given(documents(), BUDGETS)
def test_every_chunk_is_within_the_token_budget(blocks: list[Block], budget: int) -> None:
    for chunk in _chunks(blocks, budget):
        assert count_tokens(chunk.content) <= budget
        assert chunk.token_count == count_tokens(chunk.content)
        assert chunk.content == chunk.content.strip() and chunk.content


@settings(max_examples=150, deadline=None)
@given(documents(), BUDGETS)
def test_neighbours_in_a_section_overlap(blocks: list[Block], budget: int) -> None:
    text = "".join(block.text for block in blocks)
    chunks = _chunks(blocks, budget)
    for previous, current in _same_section_neighbours(chunks):
        assert previous.start < current.start < previous.end  # moves forward, shares text
        shared = text[current.start : previous.end].strip()
        assert shared and previous.content.endswith(shared) and current.content.startswith(shared)


@settings(max_examples=150, deadline=None)
@given(documents(), BUDGETS)
def test_chunks_cover_the_whole_text_in_order(blocks: list[Block], budget: int) -> None:
    text = "".join(block.text for block in blocks)
    chunks = _chunks(blocks, budget)
    covered = [False] * len(text)
    for chunk in chunks:
        assert text[chunk.start : chunk.end].strip() == chunk.content
        for i in range(chunk.start, chunk.end):
            covered[i] = True
    assert all(covered[i] for i, char in enumerate(text) if not char.isspace())
    starts = [chunk.start for chunk in chunks]
    assert starts == sorted(starts) and len(set(starts)) == len(starts)
    assert [chunk.index for chunk in chunks] == list(range(len(chunks)))


@settings(max_examples=150, deadline=None)
@given(documents(), BUDGETS)
def test_metadata_is_preserved_and_page_ranges_are_monotone(
    blocks: list[Block], budget: int
) -> None:
    text = "".join(block.text for block in blocks)
    owner = []  # block index of every character
    for i, block in enumerate(blocks):
        owner.extend([i] * len(block.text))
    chunks = _chunks(blocks, budget)
    for chunk in chunks:
        inside = {owner[i] for i in range(chunk.start, chunk.end) if not text[i].isspace()}
        assert {blocks[i].section for i in inside} == {chunk.section}  # never crosses a section
        pages = [blocks[i].page for i in inside]
        assert chunk.page_start == min(pages) and chunk.page_end == max(pages)  # type: ignore[type-var]
    for previous, current in itertools.pairwise(chunks):
        assert previous.page_start <= current.page_start  # type: ignore[operator]
        assert previous.page_end <= current.page_end  # type: ignore[operator]


def test_cuts_prefer_paragraph_then_sentence_boundaries() -> None:
    sentence = "The pump pressure must stay below four bar during the test run. "
    paragraph = sentence * 3
    text = "\n\n".join([paragraph] * 8)
    chunks = Chunker(count_tokens, 100, 0.15).chunk([Block(text=text)])
    assert len(chunks) > 2
    for chunk in chunks:
        assert chunk.content.endswith(".")  # never mid-sentence on prose like this


def test_chunks_start_and_end_where_sentences_do_not_after_abbreviations() -> None:
    sentence = (
        "A decline of Ae. aegypti, as Smith et al. found, favoured the spread of Ae. albopictus "
        "in the islands. "
    )
    text = sentence * 12
    chunks = Chunker(count_tokens, 100, 0.4).chunk([Block(text=text)])
    assert len(chunks) > 2
    for chunk in chunks:
        assert chunk.content.startswith("A decline") and chunk.content.endswith("islands.")
        spans = split(chunk.content)
        assert all(chunk.content[s.start : s.end] == sentence.strip() for s in spans)


def test_a_long_unbroken_token_is_split_within_budget() -> None:
    blob = "A" * 3000 + " then some words. " + "x9" * 800
    chunks = Chunker(count_tokens, 50, 0.15).chunk([Block(text=blob)])
    assert all(count_tokens(chunk.content) <= 50 for chunk in chunks)
    assert re.sub(r"\s", "", "".join(c.content for c in chunks)).count("then") >= 1


@settings(max_examples=100, deadline=None)
@given(documents(), BUDGETS, st.sampled_from(["night-buses.csv", "4711.txt", "a/b_c.md", "x"]))
def test_a_chunk_is_embedded_below_its_place_with_every_sentence_where_it_was(
    blocks: list[Block], budget: int, filename: str
) -> None:
    for chunk in _chunks(blocks, budget):
        text, bounds = in_context(chunk, filename)
        assert text.endswith(chunk.content)
        assert [text[a:b] for a, b in bounds] == [
            chunk.content[a:b] for a, b in chunk.sentence_bounds
        ]


def test_the_place_names_the_file_in_words_and_a_section_the_text_lacks() -> None:
    chunk = _chunks([Block(text="N1,Airport,every 30 minutes", page=None, section="Nights")], 64)[0]
    assert in_context(chunk, "timetables/night-buses_2024.csv")[0].startswith(
        "night buses 2024 - Nights\n"
    )
    assert in_context(chunk, "4711.txt")[0].startswith("Nights\n")
    titled = _chunks(
        [Block(text="Nights\nN1 runs every 30 minutes.", page=1, section="Nights")], 64
    )
    assert in_context(titled[0], "4711.pdf") == (titled[0].content, titled[0].sentence_bounds)
