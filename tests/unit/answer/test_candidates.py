"""The candidates the reader reads: structure only (headings, pages, one copy of a sentence),
and what the reader reads of each."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.candidates import candidates, is_heading, lexical_scores, read, runs_on_into
from ragkit.answer.context import Source
from ragkit.answer.reader import MAX_WORD_PIECES, get_reader, pair
from ragkit.models.retrieval import SearchFilters
from ragkit.settings import DEFAULT_EMBEDDING_MODEL
from tests.support.hits import hit


def test_headings_are_no_candidates_and_table_rows_are() -> None:
    assert is_heading("Sick leave", None)
    assert is_heading("## Is there wifi?", "Is there wifi?")
    assert is_heading("Winter storage", "Winter storage")
    assert not is_heading("Report sickness to your manager before 10:00.", None)
    assert not is_heading("Stay: One week | Per metre of boat length: 16 euros", None)
    assert not is_heading("Facility: Showers", None)  # a row's labelled cell
    # a sentence of a script without spaces, or ending with another script's mark, is no heading
    assert not is_heading("特斯拉于 1943 年在纽约去世。", None)
    assert not is_heading("هل يوجد موقف للسيارات؟", None)
    assert is_heading("生平", None)


def test_a_sentence_two_overlapping_chunks_hold_is_read_once_with_its_place() -> None:
    text = "Annual leave\nEvery employee receives 25 days. Unused days expire in March."
    first, second = Source(1, hit(text, chunk_id=1)), Source(2, hit(text, chunk_id=2))
    found = candidates(
        "How many days?", [first, second], {1: [0.1, 0.9, 0.5], 2: [0.1, 0.9, 0.5]}, limit=10
    )
    assert [c.text for c in found] == [
        "Every employee receives 25 days.",
        "Unused days expire in March.",
    ]
    assert found[0].before == "Annual leave"  # the heading it stands under, as its place


def test_the_likeliest_by_cosine_words_and_rank_are_kept_and_other_pages_left_out() -> None:
    sources = [Source(1, hit("One fact here. Two facts here.", page=2))]
    # the second sentence is nearer by cosine and holds the question's word
    assert [c.text for c in candidates("How many facts?", sources, {1: [0.2, 0.8]}, limit=1)] == [
        "Two facts here."
    ]
    page_3 = SearchFilters(page_from=3, page_to=3)
    assert candidates("How many facts?", sources, {1: [0.2, 0.8]}, limit=5, filters=page_3) == []


def test_the_question_s_words_decide_between_the_nearer_sentence_and_the_better_chunk() -> None:
    nearer = Source(2, hit("The boiler is serviced every spring.", chunk_id=2))
    better = Source(1, hit("Heating questions go to the caretaker.", chunk_id=1))
    found = candidates("When is the boiler serviced?", [better, nearer], {1: [0.3], 2: [0.6]}, 1)
    assert [c.text for c in found] == ["The boiler is serviced every spring."]


words = st.text(alphabet="abcde", min_size=1, max_size=3)


@given(
    question=st.lists(words, min_size=1, max_size=6),
    texts=st.lists(st.lists(words, max_size=12), min_size=1, max_size=8),
)
def test_a_sentence_scores_above_nothing_exactly_when_it_holds_a_word_of_the_question(
    question: list[str], texts: list[list[str]]
) -> None:
    scores = lexical_scores(" ".join(question), [" ".join(text).upper() for text in texts])
    for text, score in zip(texts, scores, strict=True):
        assert score >= 0.0
        assert (score > 0.0) == bool(set(question) & set(text))


def test_a_sentence_cut_by_a_page_end_runs_on_into_its_rest() -> None:
    text = "Refuelling anywhere else in the marina\nis forbidden.\nBarbecues are not allowed."
    pages = [[0, 38, 1, None], [39, 52, 2, None], [53, 79, 2, None]]  # as ingestion splits it
    source = Source(1, replace(hit(text, page=None), sentences=pages))
    found = {c.text: c for c in candidates("Where?", [source], {}, limit=5)}
    rest = runs_on_into(found["Refuelling anywhere else in the marina"])
    assert rest is not None and text[rest.start : rest.end] == "is forbidden."
    assert runs_on_into(found["is forbidden."]) is None  # a whole sentence runs on into nothing


@given(question=st.text(max_size=3000), sentence=st.text(max_size=3000))
def test_the_reader_reads_one_line_of_each_however_long(question: str, sentence: str) -> None:
    asked, passage = pair(question, sentence, "Section", "Before.")
    assert "\n" not in asked + passage
    assert len(asked) <= 300 and MAX_WORD_PIECES > 0


def test_a_question_in_another_language_is_read_with_that_language_s_calibration() -> None:
    reader = get_reader()
    model = DEFAULT_EMBEDDING_MODEL["local"]
    source = Source(1, hit("Die Bibliothek leiht Bücher für drei Wochen aus.", chunk_id=1))
    question = "Wie lange darf ich ein Buch ausleihen?"
    found = candidates(question, [source], {1: [0.6]}, 12)
    _, in_german = read(reader, question, found, model, "de")
    _, in_english = read(reader, question, found, model, "en")
    assert in_german == reader.card.in_other_languages[model].threshold
    assert in_english == reader.card.calibrations[model].threshold != in_german


@given(
    question=st.text(max_size=2000),
    texts=st.lists(st.text(min_size=1, max_size=300), min_size=1, max_size=6),
    limit=st.integers(1, 12),
    with_cosines=st.booleans(),
)
def test_any_question_gets_at_most_limit_distinct_candidates_of_its_sources(
    question: str, texts: list[str], limit: int, with_cosines: bool
) -> None:
    sources = [Source(n, hit(text, chunk_id=n)) for n, text in enumerate(texts, start=1)]
    cosines = {s.hit.chunk_id: [0.5] * 50 for s in sources} if with_cosines else {}
    found = candidates(question, sources, cosines, limit)
    assert len(found) <= limit
    assert len({c.text for c in found}) == len(found)
    assert all(c.text and c.text in c.source.hit.content and c.lexical >= 0.0 for c in found)
