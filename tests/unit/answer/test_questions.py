"""Reading a question before searching: which unknown words may be slips of the pen, and how a
question is respelt."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.questions import respelled, slips_allowed


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


WORD = "qzxwvk"  # stands for a misspelt word


@given(
    question=st.text(max_size=80).filter(lambda q: WORD not in q),
    spelling=st.from_regex(r"[a-z]{5,12}", fullmatch=True),
)
def test_respelling_changes_nothing_but_the_respelt_word(question: str, spelling: str) -> None:
    assert respelled(question, {}) == question
    assert respelled(f"{question} {WORD}", {WORD: spelling}) == f"{question} {spelling}"


PIECES = [
    *["a", "desk", " ", ",", ";", "?", ".", " and ", "how many ", "who is ", "What ", "it"],
    *["Tell me about ", "Dr. ", ". Who ", "!", ", and what about ", "? And "],
]


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
