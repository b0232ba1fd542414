"""The reader: the likeliest sentences read again in the local model's token states."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from ragkit.answer.context import Source
from ragkit.answer.evidence import READ_SIGNALS, Lexemes, content_words, find
from ragkit.answer.reading import reread
from ragkit.embeddings.local import LocalEmbedder
from ragkit.settings import Settings
from tests.support.hits import hit

MODEL = "all-MiniLM-L6-v2-int8"
LEAVE = "Every full-time employee receives twenty-five days of paid annual leave per year."
CAFETERIA = "The cafeteria on the ground floor opens at eight and closes at three."


@cache
def local() -> LocalEmbedder:
    return LocalEmbedder(Settings())


def word_closeness(question: str, word: str, texts: list[str]) -> list[float]:
    [asked] = [m for m in content_words(question) if m.group() == word]
    return [a.words[0] for a in local().align(question, [asked.span()], texts)]


def test_a_paraphrase_meets_the_question_word_it_does_not_share() -> None:
    question = "How many days of holiday do I get?"
    leave, cafeteria = word_closeness(question, "holiday", [LEAVE, CAFETERIA])
    assert leave > cafeteria + 0.1


def test_a_word_the_sentence_does_not_speak_to_meets_it_less_than_a_paraphrase() -> None:
    [holiday] = word_closeness("How many days of holiday do I get?", "holiday", [LEAVE])
    [pension] = word_closeness("How much pension do employees get?", "pension", [LEAVE])
    assert holiday > pension


def reread_of(question: str, contents: list[str], count: int = 10) -> list[tuple[float, ...]]:
    sources = [Source(n, hit(c, chunk_id=n)) for n, c in enumerate(contents, start=1)]
    findings = find(question, sources, {}, Lexemes({}, {}), MODEL)
    return [e.reading for e in reread(question, findings, local(), MODEL, count).evidence]


def test_a_sentence_holding_every_word_covers_the_question_whole() -> None:
    [reading] = reread_of("How many days of annual leave?", [LEAVE])
    signals = dict(zip(READ_SIGNALS, reading, strict=True))
    assert signals["soft_coverage"] == 1.0
    assert signals["unmatched_alignment"] == 1.0


def test_a_sentence_lacking_a_word_covers_less_and_names_how_close_it_comes() -> None:
    [reading] = reread_of("How many weeks of parental leave?", [LEAVE])
    signals = dict(zip(READ_SIGNALS, reading, strict=True))
    assert 0.0 < signals["soft_coverage"] < 1.0
    assert signals["unmatched_alignment"] < 0.5


def test_only_the_likeliest_sentences_are_read() -> None:
    contents = [f"Sentence {n} says that annual leave is granted." for n in range(1, 6)]
    readings = reread_of("Is annual leave granted?", contents, count=2)
    assert [bool(r) for r in readings] == [True, True, False, False, False]


def test_a_question_without_content_words_is_not_read() -> None:
    assert reread_of("What is it?", [LEAVE]) == [()]


@settings(max_examples=25, deadline=None)
@given(
    question=st.text(max_size=60),
    contents=st.lists(st.text(min_size=1, max_size=200), min_size=1, max_size=6),
    count=st.integers(0, 8),
)
def test_rereading_keeps_every_sentence_best_first(
    question: str, contents: list[str], count: int
) -> None:
    sources = [Source(n, hit(c, chunk_id=n)) for n, c in enumerate(contents, start=1)]
    findings = find(question, sources, {}, Lexemes({}, {}), MODEL)
    again = reread(question, findings, local(), MODEL, count)
    key = [(e.source.n, e.span.start) for e in findings.evidence]
    assert sorted(key) == sorted((e.source.n, e.span.start) for e in again.evidence)
    probabilities = [e.probability for e in again.evidence]
    assert probabilities == sorted(probabilities, reverse=True)
    assert all(len(e.reading) in (0, len(READ_SIGNALS)) for e in again.evidence)


def test_a_code_is_met_only_by_itself() -> None:
    timetable = "route: N2 from: Central Station frequency: every 60 minutes last departure: 04:30"
    [reading] = reread_of("When does the last N3 night bus leave?", [timetable])
    signals = dict(zip(READ_SIGNALS, reading, strict=True))
    assert signals["unmatched_alignment"] == 0.0
