"""A question that asks only what a page says: which page and document it asks about, and the
page's opening passage that answers it."""

from __future__ import annotations

import dataclasses
import uuid

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.context import Source
from ragkit.answer.evidence import Evidence, OtherKind, hit_spans, is_heading, terms
from ragkit.answer.passages import (
    PASSAGE_SENTENCES,
    Sections,
    answer_under_a_question,
    asked_of_another_section,
    completed,
    document_title,
    headed_elsewhere,
    heading_asked,
    named,
    not_on_pages,
    numbered_part,
    opening,
    section_opening,
)
from ragkit.answer.questions import asked_page, is_request, periods, topic_words, with_page
from ragkit.models.retrieval import SearchFilters, SearchHit
from ragkit.sentences import Place, one_line, split
from tests.support.hits import hit

PAGE_TWO = SearchFilters(page_from=2, page_to=2)


def test_a_question_with_one_page_and_no_topic_asks_what_the_page_says() -> None:
    assert asked_page(*with_page("What does page 2 say?", None)) == (2, set())
    assert asked_page(*with_page("Summarise page 2.", None)) == (2, set())
    assert asked_page(*with_page("page 2", None)) == (2, set())
    assert asked_page(*with_page("What is on page 2 of the guide?", None)) == (2, terms("guide"))
    assert asked_page(*with_page("What does page 2 say about leave?", None)) == (2, terms("leave"))
    assert asked_page(*with_page("What is on slide 2 of the deck?", None)) == (2, set())
    assert asked_page("What does it say?", SearchFilters(page_from=2, page_to=3)) is None
    assert asked_page("What does it say?", None) is None


def test_the_words_left_name_the_documents_whose_names_hold_them_all() -> None:
    names = ["security-guide.pdf", "travel_guide.pdf", "handbook.pdf"]
    assert named(names, set()) == [0, 1, 2]
    assert named(names, terms("guide")) == [0, 1]
    assert named(names, terms("security guide")) == [0]
    assert named(names, terms("leave")) == []


def _paged(pages: list[str], chunk_id: int = 1, filename: str = "a.pdf") -> SearchHit:
    """A chunk running over the pages, with its sentences' spans as ingestion stores them."""
    content, places = "", []
    for number, text in enumerate(pages, start=1):
        places.append(Place(len(content), number))
        content += text + "\n"
    spans = split(content, places)
    return dataclasses.replace(
        hit(content, chunk_id, filename, None),
        page_start=1,
        page_end=len(pages),
        sentences=[span.as_list() for span in spans],
    )


def test_the_opening_passage_of_a_page_skips_its_heading_and_stops_at_the_next() -> None:
    chunk = _paged(
        [
            "Annual leave is 28 days. It is booked in the staff portal.",
            "Sick leave\nReport sickness before nine o'clock. A certificate is needed from day "
            "four.\nWorking from home\nOffice staff may work from home two days a week.",
        ]
    )
    sources, findings = opening([chunk], page=2, documents=1)
    assert [s.hit.chunk_id for s in sources] == [1]
    assert [e.text for e in findings.evidence] == [
        "Report sickness before nine o'clock.",
        "A certificate is needed from day four.",
    ]
    assert {e.span.page for e in findings.evidence} == {2}


def test_each_document_gives_its_first_chunk_with_a_passage_and_a_share_of_the_sentences() -> None:
    first = _paged(["One. " * 3, "Page two of a.\nHeading"], chunk_id=1)
    only_heading = _paged(["Aa bb cc dd.", "Heading"], chunk_id=2, filename="b.pdf")
    later = dataclasses.replace(
        _paged(["Zz.", "B's page two says this. And that."], chunk_id=3),
        document_id=only_heading.document_id,
        filename="b.pdf",
    )
    sources, findings = opening([first, only_heading, later], page=2, documents=2)
    assert [(s.n, s.hit.chunk_id) for s in sources] == [(1, 1), (2, 3)]
    assert [(e.source.n, e.text) for e in findings.evidence] == [
        (1, "Page two of a."),
        (2, "B's page two says this."),
    ]


def test_a_word_the_pages_asked_about_do_not_hold_is_named_with_where_it_stands() -> None:
    """Passwords stand on page 1 of the guide, laptops on page 2; the handbook's page 2 speaks
    of neither, and "guide" is in a name with text on page 2."""
    guide = _paged(["Passwords expire yearly.", "Laptops are encrypted."], 1, "security-guide.pdf")
    handbook = _paged(["Leave is 28 days.", "Sick pay is paid."], 2, "handbook.pdf")
    page_2 = SearchFilters(page_from=2, page_to=2)
    words = ["passwords", "laptops", "guide", "VPN"]
    assert not_on_pages([guide, handbook], page_2, words) == [
        ("passwords", ("security-guide.pdf", 1)),
        ("VPN", None),
    ]
    assert not_on_pages([handbook, guide], SearchFilters(page_from=1), ["Laptops"]) == []


def test_the_topic_of_a_question_about_a_page_leaves_out_the_words_about_the_page() -> None:
    question = "What does page 2 of the PDF say about passwords and Passwords or VPNs?"
    assert topic_words(question) == ["passwords", "VPNs"]
    assert topic_words("Summarise page 3.") == []


sentence = st.from_regex(r"[A-Z][a-z]{2,8}( [a-z]{2,8}){3,9}\.", fullmatch=True)
heading = st.from_regex(r"[A-Z][a-z]{3,9}( [a-z]{3,9}){0,2}", fullmatch=True)
page_text = st.lists(st.one_of(sentence, heading), min_size=1, max_size=8).map("\n".join)


@given(st.lists(page_text, min_size=1, max_size=4), st.integers(1, 4))
def test_a_passage_is_consecutive_sentences_of_the_page_asked_without_headings(
    pages: list[str], page: int
) -> None:
    chunk = _paged(pages)
    _, findings = opening([chunk], page=page, documents=1)
    spans = [span for span in hit_spans(chunk) if span.page == page]
    chosen = [e.span for e in findings.evidence]
    assert len(chosen) <= PASSAGE_SENTENCES
    assert all(not is_heading(chunk.content[s.start : s.end]) for s in chosen)
    sentences = [s for s in spans if not is_heading(chunk.content[s.start : s.end])]
    assert bool(chosen) == bool(sentences)  # a page with a sentence has a passage
    if chosen:
        first = spans.index(chosen[0])
        assert spans[first : first + len(chosen)] == chosen  # consecutive, from the first
        assert chosen[0] == sentences[0]


RUNBOOK = (
    "## Severity levels\nA severity 1 incident is a complete outage of ticket sales. A severity 2 "
    "incident affects some customers. A workaround exists for it. The on-call engineer decides."
    "\n## Who to call\nPage the on-call engineer within 15 minutes of an outage."
)


def _best(content: str, sentence: str, section: str | None = None) -> Evidence:
    chunk = dataclasses.replace(hit(content, filename="incident-runbook.md"), section=section)
    chunk = dataclasses.replace(chunk, page_start=None, page_end=None)
    [span] = [s for s in hit_spans(chunk) if content[s.start : s.end] == sentence]
    return Evidence(Source(1, chunk), span, (), 0.5)


def _opened(topic: str, best: Evidence, *more: Evidence) -> list[str]:
    """The opening `section_opening` gives, read from every sentence of the best sentence's
    chunk and `more`."""
    chunk = best.source
    evidence = [Evidence(chunk, span, (), 0.5) for span in hit_spans(chunk.hit)]
    return [e.text for e in section_opening(terms(topic), best, [*evidence, *more])]


def _one_document(*texts: str, first_id: int = 1) -> list[SearchHit]:
    """Chunks of one document, in its order (their ids), each text one chunk."""
    chunks = [hit(text, chunk_id=first_id + i) for i, text in enumerate(texts)]
    return [dataclasses.replace(c, document_id=chunks[0].document_id) for c in chunks]


def test_a_numbered_part_runs_on_into_its_next_chunk_and_is_named_when_longer_than_five() -> None:
    """Clause 2 begins near its chunk's end: it is read on in the next chunk, from after the
    sentence that chunk repeats, up to clause 3; a clause longer than five sentences is quoted
    to its fifth, and its file named as running on."""
    first, second = _one_document(
        "1. Rent is due monthly.\n\n2. Pets\nOne cat is allowed.",
        "One cat is allowed. Dogs need consent.\n\n3. Keys\nThree keys are given.",
    )
    sources, findings, running_on = numbered_part([first], "2", [second])
    assert [(e.source.n, e.text) for e in findings.evidence] == [
        (1, "2. Pets"),
        (1, "One cat is allowed."),
        (2, "Dogs need consent."),
    ]
    assert findings.whole and running_on == [] and len(sources) == 2
    animals = ["Cats are allowed.", "Dogs need consent.", "Birds are fine.", "Fish are fine."]
    long = _one_document(f"2. Pets\n{' '.join(animals)} Snakes are not. Horses are not.")
    _, findings, running_on = numbered_part(long, "2")
    assert [e.text for e in findings.evidence] == ["2. Pets", *animals]
    assert running_on == ["a.pdf"]


def test_a_request_about_a_section_heading_is_given_the_sections_opening_sentences() -> None:
    best = _best(RUNBOOK, "A severity 2 incident affects some customers.")
    assert _opened("severity levels", best) == [
        "A severity 1 incident is a complete outage of ticket sales.",
        "A severity 2 incident affects some customers.",
        "A workaround exists for it.",
    ]
    # the document's name may stand beside the heading's words; another topic word may not
    assert _opened("runbook severity levels", best)
    assert _opened("severity levels of outages", best) == []
    assert _opened("levels", best) == []  # the whole heading, not a word of it
    other = _best(RUNBOOK, "Page the on-call engineer within 15 minutes of an outage.")
    assert _opened("who to call", other) == [
        "Page the on-call engineer within 15 minutes of an outage."
    ]


def test_a_chunk_without_a_heading_in_its_text_is_headed_by_its_section() -> None:
    text = "Passwords have 14 characters at least. They change on a sign of compromise."
    best = _best(text, "They change on a sign of compromise.", section="Passwords")
    assert len(_opened("passwords", best)) == 2
    assert _opened("passwords", _best(text, "They change on a sign of compromise.")) == []


def test_a_section_that_runs_on_across_chunks_opens_where_its_heading_stands() -> None:
    """In a PDF's chunks, which have no section: the best sentence's chunk begins inside
    "Annual leave", whose heading and first sentences stand in the chunk before it."""
    first, second = _one_document(
        "Working hours\nThe week has 38 hours. Annual leave\nEvery employee receives 28 days. "
        "Unused days may be carried over.",
        "Unused days may be carried over. Requests go in two weeks ahead.",
    )
    earlier = [Evidence(Source(2, first), span, (), 0.5) for span in hit_spans(first)]
    [requests] = [
        Evidence(Source(1, second), span, (), 0.5)
        for span in hit_spans(second)
        if "Requests" in second.content[span.start : span.end]
    ]
    # read on into the best sentence's chunk, past the sentence the two chunks share
    assert _opened("annual leave", requests, *earlier) == [
        "Every employee receives 28 days.",
        "Unused days may be carried over.",
        "Requests go in two weeks ahead.",
    ]
    # without the chunk that holds its heading, nothing says which section it stands in
    assert _opened("annual leave", requests) == []


def test_requests_ask_what_the_documents_say_questions_ask_for_a_fact() -> None:
    assert is_request("Tell me about sick leave.")
    assert is_request("Please describe the severity levels")
    assert is_request("What does the handbook say about equipment?")
    assert not is_request("How many days of sick leave do I get?")
    assert not is_request("Who tells the duty manager?")


HANDBOOK = (
    "## Annual leave\nEvery employee receives twenty-five days of paid annual leave per year.\n"
    "## Sick leave\nReport sickness to your manager before 10:00 on the first day."
)


def _all(content: str) -> list[Evidence]:
    chunk = dataclasses.replace(
        hit(content, filename="handbook.md"), page_start=None, page_end=None
    )
    return [Evidence(Source(1, chunk), span, (), 0.5) for span in hit_spans(chunk)]


def test_a_question_a_section_is_headed_by_is_not_answered_under_another_heading() -> None:
    """ "sick" heads a section, and the best sentence stands under "Annual leave", which never
    says it: another kind than the one asked about."""
    evidence = _all(HANDBOOK)
    annual = next(e for e in evidence if "twenty-five" in e.text)
    sick = next(e for e in evidence if "sickness" in e.text)
    asked = "How many sick days are paid?"
    assert headed_elsewhere(asked, annual, evidence) == OtherKind(
        "Sick leave", "Annual leave", elsewhere=True
    )
    assert headed_elsewhere(asked, sick, evidence) is None  # under its own heading
    # a word both sections say, or one no other section is headed by
    assert headed_elsewhere("How many days of leave are paid?", annual, evidence) is None
    assert headed_elsewhere("How many holidays are paid?", annual, evidence) is None
    # a sentence before any heading of its chunk stands under none
    untitled = _all(HANDBOOK.replace("## Annual leave\n", ""))
    assert headed_elsewhere(asked, untitled[0], untitled) == OtherKind(
        "Sick leave", "", elsewhere=True
    )
    # another document's heading is no section of this one's
    other = _all(HANDBOOK.replace("## Annual leave\n", ""))[1:]
    assert (
        headed_elsewhere(
            asked,
            annual,
            [e for e in evidence if e is annual]
            + [
                dataclasses.replace(
                    e, source=Source(2, dataclasses.replace(e.source.hit, chunk_id=2))
                )
                for e in other
            ],
        )
        is None
    )


DECK = "## Lakeside Water, 2026 review\n\nBoard meeting\n\n## Pipes\nWe renewed 40 km of pipes."


def test_a_documents_title_heads_every_section_of_it() -> None:
    """ "Lakeside" stands only in the deck's title: a question naming it does not ask of the
    title's section, as it would of a section headed by it."""
    evidence = _all(DECK)
    pipes = next(e for e in evidence if "renewed" in e.text)
    asked = "How many km of pipes did Lakeside renew?"
    assert headed_elsewhere(asked, pipes, evidence) == OtherKind(
        "Lakeside Water, 2026 review", "Pipes", elsewhere=True
    )
    title = "Lakeside Water, 2026 review"
    assert headed_elsewhere(asked, pipes, evidence, lambda: title) is None


def test_a_title_is_a_heading_over_short_lines_only() -> None:
    def opening(content: str, section: str | None) -> SearchHit:
        return dataclasses.replace(hit(content), section=section)

    assert document_title(opening("# Runbook", "Runbook")) == "Runbook"
    assert document_title(opening("Q3 update\n\nBoard, 14 May", "Q3 update")) == "Q3 update"
    # a heading over text, a sheet's name its rows do not begin with, no heading
    assert document_title(opening("Notice\n\nLine 4 is closed in May.", "Notice")) is None
    assert document_title(opening("Plate: TW-1\nType: Van", "Vehicles")) is None
    assert document_title(opening("Welcome to the handbook.", None)) is None
    # a PDF has no sections: its first line titles it when a heading follows it
    terms = "Bluewave Ferries conditions of carriage\nTickets\nTickets are valid."
    assert document_title(opening(terms, None)) == "Bluewave Ferries conditions of carriage"
    assert document_title(opening("Tickets\nTickets are valid.\nCheck-in", None)) is None


RULES = (
    "## Working from home\nOffice staff may work from home on two days per week.\n"
    "## Safety\nDrivers work five days per week. They take a break after four hours.\n"
    "## Travel\nMeal allowances are 32 euros for each overnight stay."
)


def test_what_one_section_says_asked_of_another_sections_topic_is_told_apart() -> None:
    """ "drivers" stand under "Safety" alone, and "Working from home" speaks of office staff:
    the document says nothing of drivers working from home."""
    evidence = _all(RULES)
    home = next(e for e in evidence if "Office staff" in e.text)
    meals = next(e for e in evidence if "Meal" in e.text)
    assert asked_of_another_section(
        "How many days per week may drivers work from home?", home, evidence
    ) == OtherKind("Working from home", "Safety", elsewhere=True, words=("drivers",))
    assert asked_of_another_section(
        "What is the meal allowance for a driver's break?", meals, evidence
    ) == OtherKind("Travel", "Safety", elsewhere=True, words=("driver's", "break"))


def test_a_question_its_section_answers_or_no_other_section_holds_is_not_told_apart() -> None:
    evidence = _all(RULES)
    home = next(e for e in evidence if "Office staff" in e.text)
    asked = [
        "How many days per week may office staff work from home?",  # all under its heading
        "How many days per week may pilots work from home?",  # "pilots" stand nowhere
        # the other section says every word: it may well answer it, the gates weigh it
        "How many hours may drivers work at the wheel?",
    ]
    assert [asked_of_another_section(q, home, evidence) for q in asked] == [None, None, None]
    # a year the other section does not say is no topic it lacks: it speaks of the plan too
    plans = _all(
        "## Results\nThe chain opened six shops in 2025.\n"
        "## Plans\nIn 2026 we plan to open four shops in Austria."
    )
    austria = next(e for e in plans if "Austria" in e.text)
    assert (
        asked_of_another_section("Where will the chain open shops in 2026?", austria, plans) is None
    )
    # a caption or a label heads no section
    captioned = _all(RULES.replace("## Safety", "(Fig. 1a) ."))
    assert (
        asked_of_another_section(
            "How many days per week may drivers work from home?",
            next(e for e in captioned if "Office staff" in e.text),
            captioned,
        )
        is None
    )
    # a document without headings has no sections to tell apart
    plain = _all(RULES.replace("## Working from home\n", "").replace("## Safety\n", ""))
    plain = [e for e in plain if not e.text.startswith("##")]
    untitled = next(e for e in plain if "Office staff" in e.text)
    assert (
        asked_of_another_section(
            "How many days per week may drivers work from home?", untitled, plain
        )
        is None
    )


def test_a_short_sentence_heads_no_section_and_belongs_to_its_sections_opening() -> None:
    """ "Contributions vest immediately." has a full stop: it stands under "Pension" and does not
    head a section (a question on vesting was refused as asked of a section headed by it)."""
    (chunk,) = _one_document(
        "Pension\nThe company matches contributions up to 5 percent. Contributions vest "
        "immediately.\nTravel\nTrains are second class."
    )
    sources = [Source(1, chunk)]
    sections = Sections(sources)
    places = [
        sections.place_of(Evidence(sources[0], span, (), 0.5))[1] for span in hit_spans(chunk)
    ]
    assert places == [None, "Pension", "Pension", "Pension", "Travel"]
    assert _opened("pension", Evidence(sources[0], hit_spans(chunk)[1], (), 0.5)) == [
        "The company matches contributions up to 5 percent.",
        "Contributions vest immediately.",
    ]


def test_a_section_runs_on_into_the_next_chunk_of_its_document() -> None:
    """A PDF's chunks have no section: the text before a chunk's first heading stands under the
    heading in force where an earlier chunk holds the chunk's first sentence (they overlap)."""
    first, second = _one_document(
        "Working from home\nOffice staff may work from home on two days per week. Staff working "
        "from home keep their camera on.",
        "Staff working from home keep their camera on. Drivers take a break.",
    )
    # listed before the earlier chunk, as retrieval may rank them
    sources = [Source(1, second), Source(2, first)]
    sections = Sections(sources)
    later = [Evidence(sources[0], span, (), 0.5) for span in hit_spans(second)]
    assert [sections.place_of(e)[1] for e in later] == ["Working from home"] * 2
    # without the earlier chunk, or from another document, nothing says where it stands
    assert Sections(sources[:1]).place_of(later[0])[1] is None
    stranger = Source(2, dataclasses.replace(first, document_id=uuid.uuid4()))
    assert Sections([sources[0], stranger]).place_of(later[0])[1] is None


def test_a_request_about_a_heading_opens_its_section_wherever_the_likeliest_sentence_stands() -> (
    None
):
    """ "What does the handbook say about sick leave?": the likeliest sentence may stand under
    another heading; the request is about the section "Sick leave" heads, and gets its opening."""
    evidence = _all(HANDBOOK)
    annual = next(e for e in evidence if "twenty-five" in e.text)
    assert heading_asked(terms("handbook sick leave"), annual, evidence) == "## Sick leave"
    assert [e.text for e in section_opening(terms("sick leave"), annual, evidence)] == [
        "Report sickness to your manager before 10:00 on the first day."
    ]
    # its own section first; no heading of another document, nor a heading of other words
    assert heading_asked(terms("annual leave"), annual, evidence) == "## Annual leave"
    assert heading_asked(terms("parental leave"), annual, evidence) is None
    stranger = [
        dataclasses.replace(e, source=Source(2, dataclasses.replace(e.source.hit, chunk_id=2)))
        for e in _all(HANDBOOK)
    ]
    assert heading_asked(terms("sick leave"), annual, [annual, *stranger[2:]]) is None


def test_a_heading_at_the_foot_of_a_chunk_opens_its_section_in_the_next() -> None:
    first, second = _one_document(
        "The week has 38 hours. Staff start at 07:00.\nSick leave",
        "Sick leave\nReport sickness by 09:00. A certificate is needed from day four.",
    )
    evidence = [
        Evidence(Source(n, chunk), span, (), 0.5)
        for n, chunk in ((1, first), (2, second))
        for span in hit_spans(chunk)
    ]
    # the likeliest sentence stands before the heading, which ends the first chunk
    best = next(e for e in evidence if e.text.startswith("Staff start"))
    assert [e.text for e in section_opening(terms("sick leave"), best, evidence)] == [
        "Report sickness by 09:00.",
        "A certificate is needed from day four.",
    ]


def test_reading_a_section_on_across_chunks_ends_with_the_document() -> None:
    """Three overlapping chunks and no heading after the first: the passage reads on while it is
    short, and ends where the last chunk does."""
    report, note = "Report sickness by 09:00 to your manager.", "Bring a note from the doctor."
    texts = [f"Sick leave\n{report}", f"{report} {note}", note]
    chunks = _one_document(*texts)
    evidence = [
        Evidence(Source(n, chunk), span, (), 0.5)
        for n, chunk in enumerate(chunks, start=1)
        for span in hit_spans(chunk)
    ]
    best = next(e for e in evidence if e.text == note and e.source.n == 3)
    assert [e.text for e in section_opening(terms("sick leave"), best, evidence)] == [report, note]


def test_a_quarter_or_half_is_known_both_ways() -> None:
    assert periods("Revenue in the second quarter and Q4?") == {
        "Q4": "fourth quarter",
        "the second quarter": "Q2",
    }
    assert periods("the first half, H2") == {"H2": "second half", "the first half": "H1"}
    assert periods("the fifth quarter, H3, the third quarterback, Q10") == {}


def test_a_procedure_is_completed_from_the_run_of_steps_two_chosen_steps_stand_in() -> None:
    """Two procedures in one chunk: steps 2 and 3 of the second bring its step 1, not the
    first procedure's, and are read in their order; one step chosen alone is a fact, not a
    procedure."""
    text = (
        "1. Open the app.\n\n2. Sign in.\n\nThen, to set up mail:\n\n"
        "1. Open Settings.\n\n2. Add an account.\n\n3. Enter the server name."
    )
    sentences = _all(text)
    by_text = {one_line(e.text): e for e in sentences}
    chosen = [by_text["3. Enter the server name."], by_text["2. Add an account."]]
    how = "How do I set up mail?"
    read = [one_line(e.text) for e in completed(how, chosen, sentences)]
    assert read == ["1. Open Settings.", "2. Add an account.", "3. Enter the server name."]
    alone = [by_text["2. Sign in."]]
    assert completed(how, alone, sentences) == alone
    # numbered rules asked of are no procedure
    assert completed("Is a server name needed?", chosen, sentences) == chosen


def test_a_procedure_whose_name_the_question_says_is_completed_from_its_first_step() -> None:
    """Step 1 alone came closest to "How do I set up an eSIM?": the section it stands in is
    named by the question, so its steps are the answer; the first of numbered house rules is
    no procedure asked of."""
    steps = "1. Open the app.\n\n2. Scan the QR code.\n\n3. Restart the phone."
    chunk = dataclasses.replace(hit(steps, filename="esim.docx"), section="Setting up an eSIM")
    sentences = [Evidence(Source(1, chunk), span, (), 0.5) for span in hit_spans(chunk)]
    first = [sentences[0]]
    read = [one_line(e.text) for e in completed("How do I set up an eSIM?", first, sentences)]
    assert read == ["1. Open the app.", "2. Scan the QR code.", "3. Restart the phone."]
    rules = dataclasses.replace(chunk, filename="house-rules.docx", section="House rules")
    sentences = [Evidence(Source(1, rules), span, (), 0.5) for span in hit_spans(rules)]
    assert completed("How do I open the app?", sentences[:1], sentences) == sentences[:1]


def test_the_short_lines_after_a_colon_are_a_lists_items_not_headings() -> None:
    """ "your employee number" after "Please have these ready when you call:" heads nothing: a
    question asking of a number is not refused as asked of another section."""
    text = (
        "Contacting the helpdesk\n\nThe helpdesk answers calls on extension 4444.\n\n"
        "Please have these ready when you call:\n\nyour employee number\n\n"
        "a screenshot of the error\n\nOn-call\n\nThe on-call engineer answers at night."
    )
    sentences = _all(text)
    sections = Sections(e.source for e in sentences)
    assert sections.titles == {"Contacting the helpdesk", "On-call"}
    extension = next(e for e in sentences if "4444" in e.text)
    question = "What is the helpdesk extension and the number to ring?"
    assert headed_elsewhere(question, extension, sentences) is None


@given(
    st.lists(st.sampled_from(["Have these ready:", "your number", "Done.", "A | B"]), max_size=6)
)
def test_a_list_after_a_colon_is_read_whatever_follows_it(lines: list[str]) -> None:
    """A colon at the end of a chunk, or lines of any kind after it: items, never an error."""
    sentences = _all("\n\n".join(lines))
    read = completed("What should I have?", sentences[:1], sentences)
    assert read[: len(sentences[:1])] == sentences[:1]
    assert all(e in sentences for e in read)


def test_a_list_item_is_quoted_to_the_end_of_its_line() -> None:
    """ "- E2 - Bean hopper empty." alone is a label; what to do stands after it on its line,
    and the next item is not its."""
    text = (
        "The display shows an error code.\n\n"
        "- E2 - Bean hopper empty. Add beans; the machine restarts by itself.\n"
        "- E3 - Brew unit missing. Insert the brew unit."
    )
    sentences = _all(text)
    by_text = {one_line(e.text): e for e in sentences}
    chosen = [by_text["- E2 - Bean hopper empty."]]
    read = [one_line(e.text) for e in completed("What is E2?", chosen, sentences)]
    assert read == [
        "- E2 - Bean hopper empty.",
        "Add beans; the machine restarts by itself.",
    ]
    plain = [by_text["The display shows an error code."]]
    assert completed("What shows a code?", plain, sentences) == plain


def test_a_sentence_a_pages_end_cuts_in_two_is_whole_and_heads_nothing() -> None:
    """ "The first coffee may taste" ends page 1 without punctuation and "slightly bitter ..."
    goes on on page 2: either part chosen brings the other, each on its own page, and the first
    part is no heading (a question on bitterness is not asked of another section)."""
    chunk = _paged(
        [
            "First use\nRun water through the machine. The first coffee may taste",
            "slightly bitter while the grinder settles.\nDescaling\nDescale every 3 months.",
        ]
    )
    sentences = [Evidence(Source(1, chunk), span, (), 0.5) for span in hit_spans(chunk)]
    by_text = {one_line(e.text): e for e in sentences}
    first, rest = (
        by_text["The first coffee may taste"],
        by_text["slightly bitter while the grinder settles."],
    )
    assert completed("Why is it bitter?", [first], sentences) == [first, rest]
    assert completed("Why is it bitter?", [rest], sentences) == [first, rest]
    assert (first.span.page, rest.span.page) == (1, 2)
    assert Sections([first.source]).titles == {"First use", "Descaling"}
    assert headed_elsewhere("Why does the first coffee taste bitter?", first, sentences) is None


def test_a_light_verb_of_the_question_asks_of_no_other_section() -> None:
    """ "put" stands under "Collection day" alone ("Put your bin out by 7:00."): asked whether
    glass may be put in the blue bin, the sentence on glass under "Your bins" is not asked of
    another section's topic."""
    evidence = _all(
        "## Your bins\nBlue bin: paper and cans. Glass is not accepted in the blue bin.\n"
        "## Collection day\nPut your bin out by 7:00 on your collection day."
    )
    glass = next(e for e in evidence if "Glass" in e.text)
    assert asked_of_another_section("Can I put glass in the blue bin?", glass, evidence) is None
    assert asked_of_another_section("Can I wash glass in the blue bin?", glass, evidence) is None


def test_a_preposition_of_time_asks_of_no_other_section() -> None:
    """ "after" and "sending" stand under "Reminders" alone ("sending reminders 3 days after the
    due date"): whether an invoice's number can be changed after sending is asked of the
    section that says it is sent ("sent" is "sending" in the past; bench.office17's question
    was refused as asked of the reminders)."""
    evidence = _all(
        "## Creating an invoice\nThe invoice number cannot be changed once the invoice is "
        "sent.\n## Reminders\nBillfold starts sending reminders 3 days after the due date."
    )
    number = next(e for e in evidence if "number" in e.text)
    asked = "Can I change an invoice number after sending?"
    assert asked_of_another_section(asked, number, evidence) is None
    assert headed_elsewhere(asked, number, evidence) is None


def test_the_verb_after_a_subject_pronoun_asks_of_no_other_section() -> None:
    """ "pay" stands under "Drivers" alone ("Drivers under 25 pay a fee."): asked whether I can
    pay the deposit with a debit card, the sentence on debit cards under "Deposit" is not asked
    of the drivers' section (it was refused so); a noun the question asks of still is."""
    evidence = _all(
        "## Drivers\nDrivers under 25 pay a young driver fee of 12 euros a day.\n"
        "## Deposit\nA deposit of 300 euros is blocked on a credit card. Debit cards are not "
        "accepted for the deposit."
    )
    debit = next(e for e in evidence if e.text.startswith("Debit"))
    asked = "Can I pay the deposit with a debit card?"
    assert asked_of_another_section(asked, debit, evidence) is None
    fee = "Is the driver fee blocked on a debit card for the deposit?"
    assert asked_of_another_section(fee, debit, evidence) == OtherKind(
        "Deposit", "Drivers", elsewhere=True, words=("driver", "fee")
    )


def test_a_slides_points_head_nothing_but_its_title_heads_them() -> None:
    """A deck's slide is its title and its points: "Ana Costa leads the project" is a point of
    "Team", short and unpunctuated as it is, so the next point stands under "Team" too (the
    section gates read each point as a title of its own before); a document that is not a
    deck keeps such a line a heading."""
    slides = ["Team\nAna Costa leads the project\nBen Okafor books the photographer"]
    deck = Source(1, _paged(["Kick-off\nNorthlight, March", *slides], filename="kick-off.pptx"))
    points = [Evidence(deck, span, (), 0.5) for span in hit_spans(deck.hit)]
    sections = Sections([deck])
    assert sections.titles == {"Kick-off", "Team"}
    assert [sections.place_of(e)[1] for e in points[-2:]] == ["Team", "Team"]
    page = Source(1, _paged(slides, filename="team.pdf"))
    assert "Ana Costa leads the project" in Sections([page]).titles


def test_a_question_naming_its_sections_phase_asks_of_that_section() -> None:
    """ "after giving blood" names "After you give", though only "Time between donations" says
    "blood"; a question naming no such phase is still told apart."""
    evidence = _all(
        "## Time between donations\nMen can give whole blood every 12 weeks.\n"
        "## After you give\nAvoid heavy lifting for the rest of the day."
    )
    after = next(e for e in evidence if "lifting" in e.text)
    assert (
        asked_of_another_section("What should I avoid after giving blood?", after, evidence) is None
    )
    assert asked_of_another_section(
        "What should I avoid giving whole blood?", after, evidence
    ) == OtherKind(
        "After you give", "Time between donations", elsewhere=True, words=("whole", "blood")
    )


def test_a_markdown_heading_that_asks_is_answered_by_the_entry_under_it() -> None:
    """ "## Can I reserve a tool?" is the heading "Can I reserve a tool?": the likeliest, it is
    answered by the passage its writer put under it (bench.office88)."""
    entry = dataclasses.replace(
        hit("## Can I reserve a tool?\n\nYes, in the online catalogue.", filename="questions.md"),
        section="Can I reserve a tool?",
    )
    evidence = [Evidence(Source(1, entry), span, (), 0.5) for span in hit_spans(entry)]
    heading = evidence[0]
    assert heading.text == "## Can I reserve a tool?"
    assert [e.text for e in answer_under_a_question(heading, evidence)] == [
        "Yes, in the online catalogue."
    ]
