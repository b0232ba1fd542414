"""Sentence-level evidence: the shipped calibration covers every signal, and the signals a
question's form asks for (a number, a time, its own word pairs) lift the sentence that has them."""

from __future__ import annotations

import json
from dataclasses import replace
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragkit.answer.context import Source
from ragkit.answer.evidence import (
    QUESTION_FEATURES,
    QUESTION_WORD,
    READER_FEATURES,
    SENTENCE_FEATURES,
    Lexemes,
    OtherKind,
    another_kind,
    calibration,
    done_with,
    find,
    judged,
    label_words,
    names_a_season,
    negates,
    question_features,
    terms,
    within_pages,
    without_framing,
    without_unmatched_words,
)
from ragkit.models.retrieval import SearchFilters
from ragkit.sentences import Span
from tests.support.hits import hit

MODEL = "all-MiniLM-L6-v2-int8"


def test_the_shipped_calibration_weighs_every_feature_of_this_code() -> None:
    table = json.loads((resources.files("ragkit.answer") / "answerability.json").read_text())
    assert "reader" in table["models"][table["default"]]
    for entry in table["models"].values():
        assert entry["sentence"]["features"] == list(SENTENCE_FEATURES)
        assert entry["question"]["features"] == list(QUESTION_FEATURES)
        assert len(entry["sentence"]["weights"]) == len(SENTENCE_FEATURES)
        if "reader" in entry:  # none for an embedder without token states
            assert entry["reader"]["features"] == list(READER_FEATURES)
            assert len(entry["reader"]["weights"]) == len(READER_FEATURES)
        assert entry["unread"]["features"] == list(QUESTION_FEATURES)
        assert 0 < entry["unread"]["threshold"] < 1


def test_findings_whose_best_sentence_was_not_read_pass_the_unread_gate() -> None:
    fitted = calibration(MODEL)
    assert fitted.unread is not None
    findings = find(
        "How many days of annual leave?",
        [Source(1, hit("Annual leave is twenty-five days a year."))],
        {},
        Lexemes({}, {}),
        MODEL,
    )
    unread = findings.evidence
    read = [replace(unread[0], reading=(1.0, 1.0, 1.0, 1.0)), *unread[1:]]
    assert fitted.gate(unread) == fitted.unread
    assert fitted.gate(read) == fitted.question
    assert findings.answerable == fitted.unread.model(question_features(unread))


def best_sentence(question: str, content: str) -> str:
    findings = find(question, [Source(1, hit(content))], {}, Lexemes({}, {}), MODEL)
    return findings.evidence[0].text


@pytest.mark.parametrize(
    ("question", "wanted", "other"),
    [
        (
            "How long is the incubation period of the virus?",
            "The incubation period of the virus is about five days on average.",
            "The incubation period of the virus was studied in this cohort of patients.",
        ),
        (
            "When was the outbreak of the virus first reported?",
            "The outbreak of the virus was first reported in December 2019 in Wuhan.",
            "The outbreak of the virus was first reported by a local hospital in Wuhan.",
        ),
        (  # a time of day answers when a place opens; the day the question names does not
            "When does the Central Library open on Sunday?",
            "Central Library opens on Sunday from 12:00 to 16:00.",
            "The book drop at the Central Library is open on Sunday as well.",
        ),
        (
            "How many shops did the chain have in 2024?",
            "In 2024 the chain had 52 shops.",
            "The chain expanded its shops across Germany in 2024.",
        ),
        (
            "Which months is the pool open?",
            "The pool is open from May to September.",
            "The pool is open to every guest of the park.",
        ),
        (
            "When does the pharmacy open?",
            "The pharmacy opens at 8 a.m. and closes at noon.",
            "The pharmacy opens its doors to all residents of the town.",
        ),
    ],
)
def test_a_question_asking_for_a_quantity_or_a_time_prefers_a_sentence_that_has_one(
    question: str, wanted: str, other: str
) -> None:
    for content in (f"{wanted} {other}", f"{other} {wanted}"):
        assert best_sentence(question, content) == wanted


def test_a_sentence_repeating_the_questions_word_pairs_comes_first() -> None:
    question = "What makes the phage an ideal scaffold for bioconjugation?"
    wanted = "The regular lattice of the phage makes it an ideal scaffold for bioconjugation."
    other = "Bioconjugation makes a scaffold of the phage lattice regular, which is ideal here."
    for content in (f"{wanted} {other}", f"{other} {wanted}"):
        assert best_sentence(question, content) == wanted


def test_renumbered_findings_keep_only_the_kept_sources_under_their_new_numbers() -> None:
    sources = [
        Source(n, hit(f"Sentence number {n} of the source is long enough.")) for n in (1, 2, 3)
    ]
    findings = find("Which sentence number?", sources, {}, Lexemes({}, {}), MODEL)
    kept = {3: Source(1, sources[2].hit), 1: Source(2, sources[0].hit)}
    renumbered = findings.renumbered(kept)
    assert {(e.source.n, e.text) for e in renumbered.evidence} == {
        (1, "Sentence number 3 of the source is long enough."),
        (2, "Sentence number 1 of the source is long enough."),
    }
    assert renumbered.answerable == findings.answerable


def test_the_piece_of_a_sentence_an_overlapping_chunk_starts_with_is_no_candidate() -> None:
    whole = "For example, coronaviruses were the most common co-infection in that study."
    starts_inside = hit(f"{whole[4:]} The next sentence is about something else.", chunk_id=1)
    holds_it_all = hit(f"An earlier sentence of the same article. {whole}", chunk_id=2)
    holds_it_all = replace(holds_it_all, document_id=starts_inside.document_id)
    findings = find(
        "What was the most common co-infection?",
        [Source(1, starts_inside), Source(2, holds_it_all)],
        {},
        Lexemes({}, {}),
        MODEL,
    )
    texts = [e.text for e in findings.evidence]
    assert whole in texts
    assert whole[4:] not in texts


def test_the_question_is_varied_by_each_content_word_the_best_chunk_lacks() -> None:
    source = Source(1, hit("Annual leave is twenty-five days per year.", filename="handbook.pdf"))
    findings = find("How many weeks of parental leave?", [source], {}, Lexemes({}, {}), MODEL)
    best = findings.evidence[0]
    assert without_unmatched_words("How many weeks of parental leave?", best) == [
        ("weeks", "How many of parental leave?"),
        ("parental", "How many weeks of leave?"),
    ]
    assert without_unmatched_words("How many days of annual leave?", best) == []
    assert without_unmatched_words("What is in the handbook?", best) == []  # its file name
    assert without_unmatched_words("parental?", best) == []  # nothing left to embed


def test_a_question_closer_to_its_evidence_without_a_word_is_less_answerable() -> None:
    source = Source(1, hit("Annual leave is twenty-five days per year."))
    findings = find("How many weeks of parental leave?", [source], {}, Lexemes({}, {}), MODEL)
    ignoring, addressed = judged(findings, 0.08, MODEL), judged(findings, -0.05, MODEL)
    assert ignoring.ignored == 0.08 and ignoring.evidence == findings.evidence
    assert ignoring.answerable < findings.answerable < addressed.answerable


def test_the_text_search_reads_a_request_without_the_words_that_frame_it() -> None:
    assert without_framing("Tell me about laptops.") == "me about laptops"
    assert without_framing("What does the guide say about passwords?") == (
        "What does the guide about passwords"
    )
    assert without_framing("Please explain!") == "Please explain!"  # nothing else to search
    # "how often", "how long": the question's form; "long" elsewhere is a word of its topic
    assert without_framing("How often does the N1 run?") == "How does the N1 run"
    assert without_framing("How long is a long shift?") == "How is a long shift"
    # "how tall", "how deep": what a label says ("Height"), which a page may lack ("depth")
    assert without_framing("How tall is Maple?") == "How height is Maple"
    assert without_framing("How deep is the pool?") == "How depth is the pool"
    # "how hard" of a route's difficulty or of water's hardness: the labels the project has
    water = "How hard is the water in Castleton?"
    assert label_words(water) == ["difficulty", "hardness"] and not label_words("How tall?")
    assert without_framing(water, {"difficulty": "difficulti"}) == (
        "How hardness is the water in Castleton"
    )
    assert without_framing(water, {"difficulty": "d", "hardness": "h"}) == (
        "How difficulty hardness is the water in Castleton"
    )


def test_inflections_of_a_word_are_one_term() -> None:
    assert terms("carry carried carries") == {"carry"}
    assert terms("study studies") == terms("studied") == {"study"}
    assert terms("paged pages page") == {"pag"}
    assert terms("frequent frequency") == {"frequ"}
    # an irregular verb's past is its present ("sent" of "sending")
    assert terms("send sending sent") == {"send"}
    assert terms("pay paid paying") == {"pay"}
    assert terms("written writing") == {"writ"}
    # a consonant the ending doubles is one ("swimming" of "swim"), one the word ends in stays
    assert terms("swim swimming") == {"swim"} and terms("stop stopped") == {"stop"}
    assert terms("add added") == {"add"} and terms("fall falling") == {"fall"}
    # but not a past that is another word too ("left", "found")
    assert terms("left") == {"left"} and terms("found") == {"found"}


def test_a_sentence_counts_the_words_of_its_section_heading_and_its_documents_name() -> None:
    """The runbook's step says nothing of the ticketing service; its section's heading does."""
    step = hit("Check that the health endpoint returns status 200 before traffic is enabled.")
    question = "What must be checked before the ticketing service gets traffic again?"
    coverage = SENTENCE_FEATURES.index("sentence_coverage")

    def covered(source: Source) -> float:
        best = find(question, [source], {}, Lexemes({}, {}), MODEL).evidence[0]
        return best.features[coverage]

    bare = covered(Source(1, step))
    under_heading = covered(Source(1, replace(step, section="Restarting the ticketing service")))
    named = covered(Source(1, replace(step, filename="ticketing-service.md")))
    assert bare < under_heading and bare < named


@settings(max_examples=60, deadline=None)
@given(
    pages=st.lists(st.integers(1, 5), min_size=1, max_size=6).map(sorted),
    first=st.integers(1, 5),
    span=st.integers(0, 4),
)
def test_a_chunk_running_over_pages_is_read_only_on_the_pages_asked_about(
    pages: list[int], first: int, span: int
) -> None:
    """Whichever pages a chunk runs over and which are asked about, what is left of it holds
    exactly its sentences on those pages, at their own offsets in the text left, with their
    cosines; a chunk with no sentence on them is left out."""
    sentences = [f"Sentence number {i} speaks of leave on page {p}." for i, p in enumerate(pages)]
    spans, at = [], 0
    for text, page in zip(sentences, pages, strict=True):
        spans.append(Span(at, at + len(text), page).as_list())
        at += len(text) + 1
    chunk = replace(
        hit(" ".join(sentences), page=None),
        page_start=pages[0],
        page_end=pages[-1],
        sentences=spans,
    )
    cosines = {chunk.chunk_id: [i / 10 for i in range(len(pages))]}
    asked = SearchFilters(page_from=first, page_to=first + span)
    kept, kept_cosines = within_pages([chunk], cosines, asked)
    on = [i for i, p in enumerate(pages) if first <= p <= first + span]
    if not on:
        assert kept == []
        return
    (narrowed,) = kept
    findings = find(
        "What about leave?", [Source(1, narrowed)], kept_cosines, Lexemes({}, {}), MODEL
    )
    assert sorted(e.text for e in findings.evidence) == sorted(sentences[i] for i in on)
    assert kept_cosines[chunk.chunk_id] == [i / 10 for i in on]
    assert (narrowed.page_start, narrowed.page_end) == (pages[on[0]], pages[on[-1]])
    assert within_pages([chunk], cosines, None) == ([chunk], cosines)


def test_a_chunk_cut_to_a_page_keeps_its_text_search_coverage_only_for_words_on_the_page() -> None:
    """The text search matched "passwords" on page 1: page 2 is not relevant for it."""
    one, two = "Passwords have fourteen characters.", "Laptops are encrypted."
    chunk = replace(
        hit(f"{one} {two}", page=None),
        page_start=1,
        page_end=2,
        coverage=0.9,
        sentences=[
            Span(0, len(one), 1).as_list(),
            Span(len(one) + 1, len(one) + 1 + len(two), 2).as_list(),
        ],
    )
    page_two = SearchFilters(page_from=2, page_to=2)
    [about_passwords], _ = within_pages([chunk], {}, page_two, "What about passwords?")
    [about_laptops], _ = within_pages([chunk], {}, page_two, "What about laptops?")
    assert about_passwords.content == about_laptops.content == two
    assert (about_passwords.coverage, about_laptops.coverage) == (None, 0.9)


def test_a_sentence_a_page_cut_in_two_is_one_sentence_to_the_word_signals() -> None:
    """ "keep" stands on page 1, "14 days" on page 2: each part counts the words of both and
    gives the time asked for, as the whole sentence does."""
    one, two = "We text you, and we keep it for", "14 days before it goes back."
    chunk = replace(
        hit(f"{one}\n{two}", page=None),
        page_start=1,
        page_end=2,
        sentences=[
            Span(0, len(one), 1).as_list(),
            Span(len(one) + 1, len(one) + 1 + len(two), 2).as_list(),
        ],
    )
    question = "How long is it kept?"
    findings = find(question, [Source(1, chunk)], {}, Lexemes({}, {}), MODEL)
    coverage = SENTENCE_FEATURES.index("sentence_coverage")
    answer_type = SENTENCE_FEATURES.index("answer_type")
    parts = {e.text: (e.features[coverage], e.features[answer_type]) for e in findings.evidence}
    assert parts[one] == parts[two] == (1.0, 1.0)


@given(st.text(min_size=1, max_size=80))
def test_a_request_without_its_framing_words_keeps_the_rest_in_order(question: str) -> None:
    searched = without_framing(question)
    assert searched  # never nothing to search
    if searched != question:
        kept = searched.split()
        words = [m.group() for m in QUESTION_WORD.finditer(question)]
        assert all(w.lower() not in {"tell", "please", "say", "explain"} for w in kept)
        assert kept == [w for w in words if w in kept]  # the question's own words, in order


def test_a_sentence_naming_another_kind_of_what_is_asked_about_is_told_apart() -> None:
    """ "parental leave": the project has "parental" nowhere and the sentence ignores it, and
    the sentence speaks of "annual leave", another kind of leave."""
    annual = "Every employee receives twenty-five days of paid annual leave per year."
    parental = "How many weeks of parental leave?"
    assert another_kind(parental, annual, {"Parental"}, {"parental"}) == OtherKind(
        "parental leave", "annual leave"
    )


def test_a_season_the_project_lacks_is_another_kind_however_close_the_sentence_comes() -> None:
    """ "the spring retreat" is never the "autumn retreat", though the embedder brings the two
    so close that the sentence does not ignore "spring"; a season the project has is no other
    kind."""
    autumn = "The autumn retreat runs from 9 to 12 October at a farmhouse in the hills."
    spring = "Is there a spring retreat?"
    assert names_a_season(spring) and not names_a_season("Is there a retreat?")
    assert another_kind(spring, autumn, {"spring"}, set()) == OtherKind(
        "spring retreat", "autumn retreat"
    )
    assert another_kind(spring, autumn, set(), set()) is None  # the project says "spring"
    assert another_kind("Is there a yoga retreat?", autumn, {"yoga"}, set()) is None


def test_a_part_of_the_day_the_project_lacks_is_another_kind() -> None:
    """ "an evening visit" is no "Quiet morning" (bench.office103), unless the project says
    "evening" somewhere."""
    row = "Visit: Quiet morning | Length: 1 hour, 09:00 to 10:00 | Price: 15 euros"
    question = "How much is an evening visit?"
    assert another_kind(question, row, {"evening"}, set()) == OtherKind("evening", "morning")
    assert another_kind(question, row, set(), set()) is None


def test_a_row_names_the_kind_its_two_word_label_says() -> None:
    """ "Low season: 18" names a season; "Tent pitch⏎Low" across two cells names nothing."""
    row = "Pitch: Tent pitch\nLow season: 18\nHigh season: 26"
    question = "How much is a tent pitch in mid season?"
    assert another_kind(question, row, {"mid"}, {"mid"}) == OtherKind("mid season", "Low season")


def test_an_ordinals_other_kind_is_no_unnumbered_one_of_a_series() -> None:
    """ "the third car" is none of a "Second car"; "the first reminder" may be the friendly one
    beside a second."""
    row = "Permit: Second car | Per year: 150 euros"
    question = "How much is a third car permit?"
    assert another_kind(question, row, {"third"}, {"third"}) == OtherKind("third car", "Second car")
    reminders = "We send a friendly reminder after 3 days and a second reminder after 10 days."
    first = "When is the first reminder sent?"
    assert another_kind(first, reminders, {"first"}, {"first"}) is None
    # a thing the sentence does not number at all is another kind, as before
    courses = "Students get 10 percent off group courses."
    second = "Is there a discount for a second course?"
    assert another_kind(second, courses, {"second"}, {"second"}) == OtherKind(
        "second course", "group courses"
    )


def test_the_word_that_gives_how_its_form_names_no_kind() -> None:
    """ "How far away": the project never says "far", and "kilometres away" is the answer, not
    another kind of "away"."""
    hospital = "The nearest hospital is in Brenz, 14 kilometres away."
    question = "How far away is the nearest hospital?"
    assert another_kind(question, hospital, {"far"}, {"far"}) is None


def test_the_per_of_a_rate_names_no_kind() -> None:
    """ "the price per kWh" beside an "Electricity per kWh" column asks of no other kind of
    "per" (bench.office97)."""
    tariff = "Tariff: Flexible | Electricity per kWh: 28 cents | Standing charge per day: 45 cents"
    question = "What is the price per kWh on the Flexible tariff?"
    assert another_kind(question, tariff, {"price"}, {"price"}) is None


VACCINES = (
    "Vaccine: Distemper | Animal: Dog | Given: Every three years\n\n"
    "Vaccine: Cat flu | Animal: Cat | Given: Every year"
)


def _gives_what_is_asked(question: str, content: str) -> dict[str, float]:
    """Each sentence's answer-type feature: 1 when it gives what the question asks for."""
    findings = find(question, [Source(1, hit(content))], {}, Lexemes({}, {}), MODEL)
    answer_type = SENTENCE_FEATURES.index("answer_type")
    return {e.text: e.features[answer_type] for e in findings.evidence}


def test_how_often_is_answered_by_a_word_of_frequency() -> None:
    """ "Every year" says how often as "Every three years" does, without a number."""
    given = _gives_what_is_asked("How often is the cat flu vaccine given?", VACCINES)
    assert set(given.values()) == {1.0}
    monthly = _gives_what_is_asked("How often are fees charged?", "Fees are charged monthly.")
    assert monthly == {"Fees are charged monthly.": 1.0}
    never = _gives_what_is_asked("How often are fees charged?", "Fees are charged by card.")
    assert never == {"Fees are charged by card.": -1.0}


def test_how_many_is_not_answered_by_a_time_of_day() -> None:
    """The museum's opening hours, and a ticket's price, say no number of paintings."""
    question = "How many paintings does the museum own?"
    hours = "The museum is open from 10:00 to 18:00."
    assert _gives_what_is_asked(question, hours) == {hours: -1.0}
    price = "Entry to the paintings costs 4 euros, or £3.50."
    assert _gives_what_is_asked(question, price) == {price: -1.0}
    owned = "The museum owns 400 paintings and is open from 10:00."
    assert _gives_what_is_asked(question, owned) == {owned: 1.0}
    assert _gives_what_is_asked("How long is it open?", hours) == {hours: 1.0}
    # nor is a sum of money how long something takes
    service = "Package: Full service | Price: 120 euros"
    assert _gives_what_is_asked("How long does a full service take?", service) == {service: -1.0}
    truing = "Repair: Wheel truing | Price: 25 euros | Time: 1 hour"
    assert _gives_what_is_asked("How long does wheel truing take?", truing) == {truing: 1.0}


def test_a_row_gives_one_of_the_kind_a_which_question_asks_for() -> None:
    """ "Which vet": the row labelled "Vet" gives a vet, as a sum gives a price; a sentence, or
    a row of other labels, gives nothing the question can tell."""
    vets = "Vet: Dr Tom Hale | Works with: Rabbits\n\nWe treat rabbits and hamsters."
    given = _gives_what_is_asked("Which vet should I see with my rabbit?", vets)
    assert given == {
        "Vet: Dr Tom Hale | Works with: Rabbits": 1.0,
        "We treat rabbits and hamsters.": 0.0,
    }
    menus = "Set menu: Garden | Courses: 3\n\nMenu: Garden | Courses: 3"
    given = _gives_what_is_asked("Which set menu has no meat?", menus)
    assert given == {"Set menu: Garden | Courses: 3": 1.0, "Menu: Garden | Courses: 3": 0.0}
    assert set(_gives_what_is_asked("Who is the vet for rabbits?", vets).values()) == {0.0}


def test_how_deep_heavy_or_warm_is_answered_by_a_figure_in_its_unit() -> None:
    """ "How deep is the main pool?" is not answered by how warm it is; a row of weights gives
    how heavy, one of lengths does not."""
    pool = "The main pool is kept at 28 degrees.\n\nThe main pool is 2 metres deep."
    assert _gives_what_is_asked("How deep is the main pool?", pool) == {
        "The main pool is kept at 28 degrees.": -1.0,
        "The main pool is 2 metres deep.": 1.0,
    }
    assert _gives_what_is_asked("How warm is the main pool?", pool) == {
        "The main pool is kept at 28 degrees.": 1.0,
        "The main pool is 2 metres deep.": -1.0,
    }
    sizes = "Size: Large | Maximum weight: 31.5 kg\n\nSize: Long | Maximum length: 120 cm"
    assert _gives_what_is_asked("How heavy can my parcel be?", sizes) == {
        "Size: Large | Maximum weight: 31.5 kg": 1.0,
        "Size: Long | Maximum length: 120 cm": -1.0,
    }
    # a horse's height is in hands (bench.office80)
    horses = "Name: Thunder | Height: 16.1 hands\n\nName: Maple | Price: 40 euros"
    assert _gives_what_is_asked("How tall is Thunder?", horses) == {
        "Name: Thunder | Height: 16.1 hands": 1.0,
        "Name: Maple | Price: 40 euros": -1.0,
    }


def test_a_row_labelled_with_a_place_gives_where() -> None:
    """ "Where is the South site?": the row with an address gives a place; one without does
    not, nor does a sentence (it may or may not say where)."""
    sites = "Site: South | Address: 3 Harbour Lane\n\nSite: West | Hours: 24 hours"
    assert _gives_what_is_asked("Where is the South site?", sites) == {
        "Site: South | Address: 3 Harbour Lane": 1.0,
        "Site: West | Hours: 24 hours": 0.0,
    }


def test_an_object_pronoun_is_no_word_of_the_topic() -> None:
    """ "Can my dog sit inside with us?": a project that never says "us" lacks nothing."""
    assert terms("Can my dog sit inside with us?") == terms("dog sit inside")
    assert terms("Does he see her and his cat?") == terms("see cat")
    assert terms("Is there anything or something to eat?") == terms("eat")
    assert terms("Are my things and stuff insured?") == terms("insured")


def test_a_light_verb_after_its_subject_is_what_is_done_not_what_a_sentence_must_say() -> None:
    """ "Can I bring my dog?" is answered by "Dogs are welcome", which says no "bring"; "makes"
    in "What makes phage display useful?" is its topic."""
    assert done_with("Can I bring my dog?") == terms("bring")
    assert done_with("Where do we put glass bottles?") == terms("put")
    assert done_with("What makes phage display useful?") == set()
    assert done_with("Can I pay by card?") == set()  # no light verb


def test_a_verb_acting_as_a_modal_before_to_is_the_questions_form() -> None:
    """ "need to", "want to": no sentence that answers says them, and the text search is not
    sent them (a chunk saying "need" elsewhere covered more of the question than the answer)."""
    assert done_with("What do I need to bring to my lessons?") == terms("need")
    assert without_framing("What do I need to bring to my lessons?") == (
        "What do I to bring to my lessons"
    )
    assert done_with("What do learners need?") == set()  # the verb itself, no modal


def test_a_word_of_degree_names_no_kind() -> None:
    """ "the highest mark" asks how high the mark goes: "resit mark" is no other kind of it."""
    resit = "A failed exam can be taken once more; the resit mark is capped at 40."
    question = "What is the highest mark I can get if I retake an exam?"
    assert another_kind(question, resit, {"highest"}, {"highest"}) is None
    # a comparative compares: "a bigger plan" is no other kind than "a cheaper plan"
    bigger = "You can move to a bigger plan at any time."
    cheaper = "Can I switch to a cheaper plan straight away?"
    assert another_kind(cheaper, bigger, {"cheaper"}, {"cheaper"}) is None


def test_a_word_the_question_says_after_the_thing_names_no_kind_of_it() -> None:
    """ "paid" stands after "sick leave" in the question, as what is asked of it: the sentence's
    "paid leave" is another kind of leave; said before it ("paid sick leave"), it is the
    question's own."""
    sentence = "The second parent receives 6 weeks of fully paid leave."
    after = another_kind("How many days of sick leave are paid?", sentence, {"sick"}, {"sick"})
    assert after == OtherKind("sick leave", "paid leave")
    assert another_kind("Is paid sick leave available?", sentence, {"sick"}, {"sick"}) is None


@pytest.mark.parametrize(
    ("question", "sentence", "named"),
    [
        ("What is the Wi-Fi password?", "The laptop password is secret.", "laptop password"),
        ("What is the Wi-Fi password?", "Laptop passwords expire.", "Laptop passwords"),
        ("Who is the marketing manager?", "Our operations manager is Jane.", "operations manager"),
        ("How much parental leave?", "Staff take annual leave.", "annual leave"),
    ],
)
def test_a_word_before_the_thing_names_a_kind_of_it_unless_it_reads_as_a_verb(
    question: str, sentence: str, named: str
) -> None:
    """A noun before the thing names a kind of it, a plural one too where no noun or pronoun
    stands before it as a subject would."""
    kind = question.split()[-2]
    found = another_kind(question, sentence, {kind}, {kind})
    assert found is not None
    assert found.named == named


@pytest.mark.parametrize(
    ("question", "sentence", "unknown", "ignored"),
    [
        # the project has the word ("parental leave" stands elsewhere), or the sentence speaks
        # to it (a paraphrase: the question moves away from the sentence without it)
        ("How much parental leave?", "There is annual leave.", set(), {"parental"}),
        ("How long is the trial period?", "The probation period is long.", {"trial"}, set()),
        # "holiday" is no kind of anything the sentence names
        ("How many days of holiday?", "It gives annual leave.", {"holiday"}, {"holiday"}),
        # a figure, a unit of time, a word of the question's own, a full stop in between
        ("How many sick days?", "It is five days.", {"sick"}, {"sick"}),
        ("Are Lebanese residents vaccinated?", "First year residents.", {"Lebanese"}, {"Lebanese"}),
        (
            "Is the horizontal semicircular canal?",
            "The horizontal canal.",
            {"semicircular"},
            {"semicircular"},
        ),
        ("What is the dental plan?", "See the annual. Plan ahead.", {"dental"}, {"dental"}),
        # a verb with the thing as its object: after a noun, a pronoun or a modal
        ("What is the Wi-Fi password?", "Page one covers passwords.", {"Wi-Fi"}, {"Wi-Fi"}),
        ("What is the Wi-Fi password?", "The guide covers passwords.", {"Wi-Fi"}, {"Wi-Fi"}),
        ("What is the Wi-Fi password?", "Staff must change passwords.", {"Wi-Fi"}, {"Wi-Fi"}),
        ("What is the Wi-Fi password?", "We issue passwords.", {"Wi-Fi"}, {"Wi-Fi"}),
    ],
)
def test_a_sentence_names_no_other_kind_of_what_it_may_well_speak_of(
    question: str, sentence: str, unknown: set[str], ignored: set[str]
) -> None:
    assert another_kind(question, sentence, unknown, ignored) is None


@given(
    st.lists(st.sampled_from("the of annual leave days paid sick five a".split()), max_size=12),
    st.sampled_from(["parental", "study", "unpaid"]),
)
def test_a_sentence_without_the_thing_asked_about_names_no_other_kind_of_it(
    words: list[str], kind: str
) -> None:
    sentence = " ".join(words).replace("leave", "holiday")
    assert another_kind(f"How much {kind} leave do I get?", sentence, {kind}, {kind}) is None


@pytest.mark.parametrize(
    ("question", "sentence", "unknown", "expected"),
    [
        (
            "How many days of unpaid leave can I take?",
            "Everyone receives twenty-five days of paid annual leave.",
            {"unpaid"},
            OtherKind("unpaid leave", "paid annual leave"),
        ),
        (
            "Do non-smoking adults cough?",
            "Smoking adults coughed more.",
            {"non-smoking"},
            OtherKind("non-smoking adults", "Smoking adults"),
        ),
        (
            "Were unvaccinated children admitted?",
            "Vaccinated children were admitted less often.",
            {"unvaccinated"},
            OtherKind("unvaccinated children", "Vaccinated children"),
        ),
    ],
)
def test_a_sentence_saying_the_opposite_of_what_is_asked_about_is_told_apart(
    question: str, sentence: str, unknown: set[str], expected: OtherKind
) -> None:
    """To the embedder "unpaid" is close to "paid": a word of the question that the project has
    nowhere and that negates a word of the sentence makes the sentence speak of the opposite."""
    assert negates(question, sentence)
    assert another_kind(question, sentence, unknown, set()) == expected


@pytest.mark.parametrize(
    ("question", "sentence", "unknown"),
    [
        # the project has the negated word: it stands somewhere, the gates weigh the rest
        ("How much unpaid leave?", "Paid leave is 25 days.", set()),
        # "unpaid leave" beside a sentence that speaks of no leave
        ("How much unpaid leave?", "Overtime is paid at 150%.", {"unpaid"}),
        # what a yes/no question asks of its evidence, no thing named after it
        ("Are they really non-inflammatory?", "They are inflammatory.", {"non-inflammatory"}),
        # prefixes that negate nothing
        ("What is a unit of leave?", "It is one day.", {"unit"}),
        ("Unless told otherwise, who pays less?", "Staff pay less.", {"unless"}),
    ],
)
def test_a_sentence_says_no_opposite_of_a_word_that_negates_nothing_in_it(
    question: str, sentence: str, unknown: set[str]
) -> None:
    assert another_kind(question, sentence, unknown, set()) is None


def test_a_slides_point_after_its_title_is_no_heading() -> None:
    """A slide's points are short and unpunctuated, as headings are: "Ana Costa leads the
    project" under the slide "Team" is an answer (the plan's rows had answered instead); the
    same line in a document is a heading."""
    content = (
        "Team\n\nAna Costa leads the project\n\nBen Okafor is the contact for the photographer"
    )
    question = "Who leads the project?"
    deck = find(
        question, [Source(1, hit(content, filename="kick-off.pptx"))], {}, Lexemes({}, {}), MODEL
    )
    assert next(e.text for e in deck.usable()) == "Ana Costa leads the project"
    page = find(
        question, [Source(1, hit(content, filename="team.docx"))], {}, Lexemes({}, {}), MODEL
    )
    assert "Ana Costa leads the project" not in [e.text for e in page.usable()]
    assert "Team" not in [e.text for e in deck.usable()]  # the slide's title heads it
