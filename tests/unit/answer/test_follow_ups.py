"""How a follow-up's two readings are chosen between (`service.followed_up`)."""

from __future__ import annotations

from ragkit.answer.candidates import Candidate
from ragkit.answer.context import Source
from ragkit.answer.service import Reading, followed_up
from ragkit.sentences import Span
from tests.support.hits import hit

TEXT = "Hotels are covered up to 150 euros. Meals are covered up to 45 euros a day."
SOURCE = Source(1, hit(TEXT, chunk_id=7))
HOTELS, MEALS = Span(0, 35), Span(36, len(TEXT))


THRESHOLD = 0.6


def reading(*scored: tuple[Span, float]) -> Reading:
    found = [Candidate(SOURCE, span, None, probability=p) for span, p in scored]
    return Reading([SOURCE], found, THRESHOLD)


def test_the_likelier_reading_is_kept() -> None:
    alone, joined = reading((MEALS, 0.4)), reading((MEALS, 0.8))
    assert followed_up(alone, joined) is joined
    assert followed_up(reading((MEALS, 0.9)), joined) is not joined


def test_the_joined_reading_is_kept_only_when_it_answers() -> None:
    """Refused either way, the question is refused as it was asked (the page then never says
    it "searched for" the question glued to the one before)."""
    alone, joined = reading((MEALS, 0.2)), reading((HOTELS, 0.5))
    assert followed_up(alone, joined) is alone
    assert followed_up(reading(), joined) is not joined


def test_the_joined_reading_may_answer_with_what_the_last_answer_quoted() -> None:
    """ "How much are hotels covered?" then "Is that per night?": the hotels sentence answers
    both, read with the question before (no sentence is kept from a follow-up for having been
    quoted already)."""
    chosen = followed_up(reading((MEALS, 0.3)), reading((HOTELS, 0.95), (MEALS, 0.5)))
    assert chosen.best is not None and chosen.best.span == HOTELS
