"""The relevance gate's second look: sentences read on their own when no chunk clears it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.gate import closest_sentences, relevant_alone
from ragkit.settings import Settings
from tests.support.hits import hit

TRAVEL = "Book trains under six hours. Meals are covered up to 45 euros per day."
HOME = "The company pays a home-office allowance of 40 euros per month."


def test_the_closest_sentences_by_their_pooled_vectors_are_read_each_with_its_hit() -> None:
    travel, home = hit(TRAVEL, chunk_id=1), hit(HOME, chunk_id=2)
    cosines = {1: [0.1, 0.37], 2: [0.3]}
    assert closest_sentences([travel, home], cosines, 2) == [
        (travel, "Meals are covered up to 45 euros per day."),
        (home, HOME),
    ]
    assert closest_sentences([travel, home], {}, 6) == []  # chunks without sentence vectors
    assert closest_sentences([travel, home], cosines, 6, floor=0.35) == [
        (travel, "Meals are covered up to 45 euros per day.")
    ]


def test_a_hit_clears_by_a_sentence_read_alone_that_reaches_the_threshold() -> None:
    travel, home = hit(TRAVEL, chunk_id=1), hit(HOME, chunk_id=2)
    settings = Settings(relevance_min_cosine=0.4)
    alone = [(home, 0.39), (travel, 0.55)]
    assert relevant_alone([travel, home], alone, settings) == [travel]
    assert relevant_alone([travel, home], [(home, 0.39)], settings) == []


@given(st.lists(st.floats(-1, 1), min_size=1, max_size=8), st.integers(0, 10))
def test_never_more_sentences_than_asked_and_closest_first(
    cosines: list[float], count: int
) -> None:
    content = " ".join(f"Sentence number {i} is here." for i in range(len(cosines)))
    read = closest_sentences([hit(content)], {1: cosines}, count)
    assert len(read) == min(count, len(cosines))
    ranked = sorted(cosines, reverse=True)[: len(read)]
    assert [cosines[int(text.split()[2])] for _, text in read] == ranked
