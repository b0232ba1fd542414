"""A table's rows as records: what a question asks of their values, and whether it asks of a
row none of them is."""

from __future__ import annotations

from ragkit.answer.context import Source
from ragkit.answer.evidence import Evidence, hit_spans, stems
from ragkit.answer.rows import asked_of_values, names_no_row
from tests.support.hits import hit

ROWS = "Role: Drivers | Open positions: 12\n\nRole: Dispatchers | Open positions: 3"


def _rows(content: str = ROWS) -> list[Evidence]:
    source = Source(1, hit(content))
    return [Evidence(source, span, (), 0.5) for span in hit_spans(source.hit)]


def test_the_words_of_a_label_ask_of_a_row_not_which_row() -> None:
    rows = ROWS.split("\n\n")
    assert asked_of_values(stems("How many open positions are there for drivers?"), *rows) == {
        "drive"
    }


def test_a_value_no_row_says_and_the_project_lacks_names_no_row() -> None:
    likely = _rows()
    question = "How many open positions are there for accountants?"
    assert names_no_row(question, likely, {"accountants"})
    assert not names_no_row(question, likely, set())  # a word the project has: a paraphrase?
    said = "How many open positions are there for drivers and accountants?"
    assert not names_no_row(said, likely, {"accountants"})  # the drivers' row is asked of
    prose = _rows("Accounting is done in March. Drivers are hired in May.")
    assert not names_no_row(question, prose, {"accountants"})  # no rows
