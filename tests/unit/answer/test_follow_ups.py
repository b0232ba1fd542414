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


def reading(*scored: tuple[Span, float]) -> Reading:
    return Reading([SOURCE], [Candidate(SOURCE, span, None, p) for span, p in scored])


def test_the_likelier_reading_is_kept() -> None:
    alone, joined = reading((MEALS, 0.4)), reading((MEALS, 0.8))
    assert followed_up(alone, joined, set()) is not alone
    assert followed_up(reading((MEALS, 0.9)), joined, set()) is not joined


def test_what_the_last_answer_quoted_answers_only_the_follow_up_read_alone() -> None:
    """Read with "How much are hotels covered?", the hotels sentence is likeliest, but it was
    that question's answer: the joined reading goes on to the meals sentence."""
    quoted = {(7, TEXT[HOTELS.start : HOTELS.end])}
    joined = reading((HOTELS, 0.95), (MEALS, 0.5))
    chosen = followed_up(reading((MEALS, 0.3)), joined, quoted)
    assert chosen.best is not None and chosen.best.span == MEALS
    assert chosen.best.probability == 0.5
    nothing_new = followed_up(reading((MEALS, 0.3)), reading((HOTELS, 0.95)), quoted)
    assert nothing_new.best is not None and nothing_new.best.probability == 0.3
