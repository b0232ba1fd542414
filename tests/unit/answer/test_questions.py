"""Reading a question before searching: the questions it asks, which unknown words may be slips
of the pen, how a question is respelt, and a follow-up asking for more."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragkit.answer.questions import (
    Part,
    asked_of_another_topic,
    asked_part,
    asks_for_more,
    at_the_row,
    codes,
    day_spans,
    is_request,
    more_of_the_same,
    named_document,
    of_another_column,
    of_another_row,
    of_the_person,
    of_the_row,
    parts,
    period_codes,
    proper_names,
    refers_back,
    respelled,
    slips_allowed,
    superlative,
    topic_words,
)


def test_rare_words_may_be_slips_common_words_codes_and_acronyms_never() -> None:
    assert slips_allowed("carageenan", "carageenan") == 2  # eight letters or more
    assert slips_allowed("varion", "varion") == 1
    assert slips_allowed("parental", "parent") == 0  # a common word: not "parenteral"
    assert slips_allowed("holiday", "holiday") == 0
    assert slips_allowed("ceamcam1", "ceamcam1") == 0  # a code: "N3" is not "N1"
    assert slips_allowed("HELPP", "helpp") == 0  # an acronym
    assert slips_allowed("varo", "varo") == 0  # too short to tell a slip from another word


def test_a_respelt_word_is_replaced_as_a_whole_word_only() -> None:
    spellings = {"carageenan": "carrageenan", "Zanamavir": "Zanamivir"}
    assert respelled("Do carageenan and Zanamavir help? (carageenans)", spellings) == (
        "Do carrageenan and Zanamivir help? (carageenans)"
    )
    assert respelled("What is varion?", {"varion": r"vir\1on"}) == r"What is vir\1on?"


def test_codes_are_mostly_digits_after_a_letter_and_named_once() -> None:
    question = "Is TW-401 like tw-401, FC07, H7N9, R0 or E1-A226V in Q3 of 2025 (24h, COVID-19)?"
    assert codes(question) == ["TW-401", "FC07", "H7N9", "R0", "E1-A226V"]
    assert codes("What does CEACAM1 bind, and what is IL-6?") == []  # names, mostly letters


WORD = "qzxwvk"  # stands for a misspelt word


@given(
    question=st.text(max_size=80).filter(lambda q: WORD not in q),
    spelling=st.from_regex(r"[a-z]{5,12}", fullmatch=True),
)
def test_respelling_changes_nothing_but_the_respelt_word(question: str, spelling: str) -> None:
    assert respelled(question, {}) == question
    assert respelled(f"{question} {WORD}", {WORD: spelling}) == f"{question} {spelling}"


def test_a_question_asking_two_things_is_two_parts_each_searched_on_its_own() -> None:
    assert parts("What is the meal allowance and how many days of leave do I get?") == [
        Part("What is the meal allowance?", "What is the meal allowance"),
        Part("how many days of leave do I get?", "how many days of leave do I get?"),
    ]
    assert [p.asked for p in parts("Who approves flights? When are claims paid?")] == [
        "Who approves flights?",
        "When are claims paid?",
    ]
    assert len(parts("How much is a desk and how many weeks of parental leave?")) == 2
    assert [p.asked for p in parts("How much leave do I get and who painted the Mona Lisa?")] == [
        "How much leave do I get?",
        "who painted the Mona Lisa?",  # a subject asked for in the past tense
    ]


def test_a_request_followed_by_a_question_is_two_parts() -> None:
    assert [p.asked for p in parts("Tell me about laptops. Who supplies them?")] == [
        "Tell me about laptops.",
        "Who supplies them?",
    ]
    _, finds = parts("Please describe Dr. Smith's study. What did it find?")  # "Dr." goes on
    assert finds == Part("What did it find?", "What did it find? Dr Smith's study")
    for question in [
        "I am new here. How many days of leave do I get?",  # a statement sets the scene
        "Tell me about laptops. Also the badge.",  # no question follows
    ]:
        assert parts(question) == [Part(question, question)]


def test_a_part_that_leans_on_the_first_is_searched_with_the_first_ones_words() -> None:
    _, where = parts("What is DC-GENR and where is it expressed?")
    assert where == Part("where is it expressed?", "where is it expressed? DC-GENR")
    _, supplier = parts("How much does a standing desk cost and who supplies it?")
    assert supplier.searched == "who supplies it? standing desk cost"
    _, carried = parts("How many days of annual leave do I get and how many can I carry over?")
    assert carried.searched == "how many can I carry over? days annual leave"  # days, left out
    _, weeks = parts("How many days of annual leave do I get and how many weeks of sick leave?")
    assert weeks.searched == weeks.asked  # a topic of its own
    _, phone = parts("Who is the head librarian? What is her phone number?")
    assert phone.searched == "What is her phone number? head librarian"


def test_a_part_asking_the_same_of_another_topic_is_the_first_question_with_that_topic() -> None:
    _, sick = parts("How many days of annual leave do I get, and what about sick leave?")
    assert sick == Part(
        "How many days of sick leave do I get?", "How many days of sick leave do I get"
    )
    _, again = parts("How many days of annual leave do I get? And sick leave?")
    assert again.asked == "How many days of sick leave do I get?"
    # a question of its own is not a topic put in the first one's place
    _, expire = parts("How many days of annual leave do I get? And when does leave expire?")
    assert expire == Part("And when does leave expire?", "And when does leave expire?")
    # another topic with no word of the first's is searched alone; a narrowing leans on it
    _, meals = parts("How much is the hotel allowance in capital cities? And meals?")
    assert meals == Part("And meals?", "And meals?")
    _, berlin = parts("How much is the hotel allowance in capital cities? And in Berlin?")
    assert berlin.searched == "And in Berlin? hotel allowance capital cities"


def test_one_question_stays_one_part_whatever_its_commas_and_ands() -> None:
    for question in [
        "How many days of annual leave do I get?",
        "What did the ECDC and WHO regional office ask the countries?",  # a name, not "who"
        "What is the benefit of learning how they drive virus evolution?",  # an embedded clause
        "What is the rate of transmission, when there is no intervention?",  # a condition
        "As of 21 February, how many cases were reported?",  # a fronted phrase
        "Can I do remote work, and how often?",  # "how often" alone asks nothing new
        "Sternal plating for primary and secondary sternal closure; can it improve stability?",
    ]:
        assert parts(question) == [Part(question, question)]


def test_at_most_three_parts_the_last_holding_the_rest() -> None:
    asked = parts("Who books? Who pays? Who approves? Who signs?")
    assert [p.asked for p in asked] == ["Who books?", "Who pays?", "Who approves? Who signs?"]


PIECES = [
    *["a", "desk", " ", ",", ";", "?", ".", " and ", "how many ", "who is ", "What ", "it"],
    *["Tell me about ", "Dr. ", ". Who ", "!", ", and what about ", "? And "],
]


@given(st.lists(st.sampled_from(PIECES), max_size=30).map("".join) | st.text(max_size=80))
def test_parts_are_the_questions_own_text_in_order(question: str) -> None:
    asked = parts(question)
    assert 1 <= len(asked) <= 3
    if len(asked) == 1:
        assert asked == [Part(question, question)]
    position = 0
    for part in asked:
        own = part.asked if part.asked in question[position:] else part.asked.removesuffix("?")
        found = question.find(own, position)
        if found < 0:  # the first question with another topic ("and what about sick leave?")
            assert part is not asked[0] and part.asked.rstrip("?") == part.searched.rstrip("?")
            continue
        assert found >= position and part.searched.startswith(own.removesuffix("?"))
        position = found + len(own)


@pytest.mark.parametrize(
    "question",
    [
        "tell me more",
        "Tell me more about sick pay.",
        "OK, tell me more",
        "Can you tell me more?",
        "What else?",
        "anything else about the laptops?",
        "more?",
        "More please",
        "go on",
    ],
)
def test_a_follow_up_asking_for_more(question: str) -> None:
    assert asks_for_more(question)


@pytest.mark.parametrize(
    "question",
    [
        "How many more days may I carry over?",
        "More days for part-time staff?",
        "Tell me about sick leave.",
        "What is the leave policy?",
        "and sick leave?",
    ],
)
def test_a_question_with_more_in_it_is_no_request_for_more(question: str) -> None:
    assert not asks_for_more(question)


@pytest.mark.parametrize(
    ("question", "filename", "topic"),
    [
        ("Summarise the travel policy.", "travel-policy.txt", set()),
        ("What does the onboarding guide say?", "onboarding.docx", set()),
        ("Tell me about the security guide.", "security-guide.pdf", set()),
        ("Give me an overview of the employee handbook.", "employee-handbook.md", set()),
        ("What does the handbook say about equipment?", "employee-handbook.md", {"equip"}),
        ("Is remote work allowed by the IT security policy?", "it-security-policy.docx", None),
    ],
)
def test_a_document_is_named_by_its_kind_and_the_words_before_it(
    question: str, filename: str, topic: set[str] | None
) -> None:
    named = named_document(question)
    assert named is not None and named.names(filename)
    assert not named.names("office-equipment.csv")
    if topic is not None:
        assert named.topic(question) == topic
    else:
        assert named.topic(question)  # remote work: a topic in the policy


def test_a_kind_names_a_file_without_one_only_after_other_words_of_its_name() -> None:
    handbook = named_document("What does the handbook say?")
    assert handbook is not None and not handbook.names("onboarding.docx")
    onboarding = named_document("What does the onboarding guide say?")
    assert onboarding is not None and not onboarding.names("security-guide.pdf")
    # "the document" or "my documents" alone are any file's kind, no name (bench.office70)
    mine = named_document("By when should I send my documents?")
    assert mine is not None and not mine.names("documents-to-bring.csv")
    tax = named_document("What does the tax document say?")
    assert tax is not None and tax.names("tax-document.pdf")
    # "my policy" alone is the asker's insurance (bench.office106); "the policy" names a file
    insured = named_document("Can I cancel my policy?")
    assert insured is not None and not insured.names("policy-terms.pdf")
    terms_of = named_document("What does the policy say about cancelling?")
    assert terms_of is not None and terms_of.names("policy-terms.pdf")


@pytest.mark.parametrize(
    "question",
    [
        "Tell me about sick leave.",  # no kind of document
        "How much notice must I give?",  # "notice" after no determiner
        "When must incidents be reported?",  # a verb, not a report
        "What does the very long and winding security policy say?",  # a topic's words
    ],
)
def test_other_questions_name_no_document(question: str) -> None:
    assert named_document(question) is None


def test_the_leave_policy_names_no_security_policy() -> None:
    named = named_document("What is the leave policy?")
    assert named is not None and not named.names("it-security-policy.docx")


@pytest.mark.parametrize(
    ("question", "part"),
    [
        ("What does clause 2.1 say?", ("2.1", set())),
        ("What is step 3 of the runbook?", ("3", {"runbo"})),
        ("Read § 4.", ("4", set())),
        ("What does Section 12.3.1 say about notice?", ("12.3.1", {"notic"})),
        ("How many items can I order?", None),
        ("Which step comes after the review?", None),
        ("What is clause 2.1a?", None),  # a number of another form than a part's
    ],
)
def test_a_question_names_a_numbered_part_by_a_noun_and_its_number(
    question: str, part: tuple[str, set[str]] | None
) -> None:
    assert asked_part(question) == part


def test_quarters_and_halves_are_read_as_codes_however_written() -> None:
    assert period_codes("Sales in q3 and the fourth quarter, H1 and the second half") == {
        "Q3",
        "Q4",
        "H1",
        "H2",
    }
    assert period_codes("Q5, the fifth quarter, HQ2") == set()


def test_a_name_is_a_capitalised_word_within_a_question_but_no_acronym_day_or_month() -> None:
    assert proper_names("When is the black bin collected in Hillside?") == ["Hillside"]
    assert proper_names("Does the Westgate branch open on Saturday?") == ["Westgate"]
    # where a sentence starts, an acronym, a day, a month, a lone letter
    assert proper_names("Hillside: when is it collected? Where is it?") == []
    assert proper_names("How long may I use a public PC or the HPVs test in May?") == []
    assert proper_names("Is block C open on Monday?") == []
    # a question that capitalises most of its words names nothing by its capitals
    assert proper_names("What Is The Refund Policy For Hillside?") == []


def test_a_word_for_days_of_the_week_is_the_days_a_timetable_writes() -> None:
    """ "weekdays" is searched as "Monday to Friday" where the documents write only that."""
    assert day_spans("When does the garage open on weekdays?") == {"weekdays": "Monday to Friday"}
    assert day_spans("Is it open at the Weekend?") == {"Weekend": "Saturday and Sunday"}
    assert day_spans("When does it open on Monday?") == {}


_ASKED = st.one_of(
    st.text(max_size=60),
    st.lists(
        st.sampled_from(
            "How much is the And what about page 2 Q1 per hour a 5-year-old cheapest ? Adult "
            "Price: | for me it ( second floor at weekend tell more and sick leave 's".split()
        ),
        max_size=10,
    ).map(" ".join),
)


@settings(max_examples=300, deadline=None)
@given(_ASKED, _ASKED, st.lists(_ASKED, max_size=3))
def test_reading_any_question_or_follow_up_never_raises(
    previous: str, question: str, quotes: list[str]
) -> None:
    """Whatever is typed, before or after whatever else: the readings of a question and the
    rewrites of a follow-up give a reading or none, never an exception (a chat's 500)."""
    assert all(isinstance(part, Part) for part in parts(question))
    for reading in (proper_names, codes, topic_words, period_codes):
        assert reading(question) is not None
    rewrites = [
        rewrite(previous, quotes, question)
        for rewrite in (of_the_person, of_the_row, of_another_row, of_another_column)
    ]
    rewrites += [at_the_row(quotes, question), asked_of_another_topic(previous, question)]
    assert all(rewrite is None or isinstance(rewrite, str) for rewrite in rewrites)
    for asked in (asks_for_more, more_of_the_same, is_request, refers_back):
        assert asked(question) in (True, False)
    superlative(question)
    asked_part(question)
    named_document(question)
    day_spans(question)
