"""A sixty-third set of office documents for bench.answers (a zoo): a PDF of visitor rules
whose section on feeding runs across a page break, an HTML page of tickets with a table, an
XLSX of the keeper talks, a CSV of opening hours by season, a DOCX on annual passes and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, may I,
where, what if), 8 in-domain questions the documents do not answer, questions about one row
of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: feeding animals, prams, a ticket's age band and a talk's place.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Riverside Zoo visitor rules\n"
    "Dogs\n"
    "Dogs are not allowed in the zoo, except assistance dogs with their harness.\n"
    "Feeding the animals\n"
    "Please do not feed any animal yourself; food from outside can make them ill, and only",
    "keepers feed the animals at set times.\n"
    "Pushchairs\n"
    "Pushchairs are welcome on every path; the butterfly house has a parking bay for them.\n"
    "Picnics\n"
    "Picnics are allowed in the meadow next to the playground; barbecues are not.\n"
    "Smoking\n"
    "Smoking and vaping are allowed only in the marked area by the car park.",
]
TICKETS = """<html><head><title>Tickets</title></head><body>
<h1>Day tickets</h1>
<table>
<tr><th>Ticket</th><th>At the gate</th><th>Online</th><th>Who</th></tr>
<tr><td>Adult</td><td>24 euros</td><td>21 euros</td><td>Age 16 and over</td></tr>
<tr><td>Child</td><td>14 euros</td><td>12 euros</td><td>Age 3 to 15</td></tr>
<tr><td>Family</td><td>68 euros</td><td>60 euros</td><td>2 adults and up to 3 children</td></tr>
<tr><td>Senior</td><td>19 euros</td><td>17 euros</td><td>Age 65 and over</td></tr>
</table>
<p>Children under 3 go free. Online tickets are valid on the date chosen only.</p>
</body></html>
"""
TALKS: list[list[Any]] = [
    ["Talk", "Time", "Where"],
    ["Penguins", "11:00", "Penguin Beach"],
    ["Sea lions", "13:30", "The Pool Theatre"],
    ["Big cats", "15:00", "Lion Ridge"],
]
HOURS = """Season,Opens,Last entry,Closes
Summer (April to September),9:30,17:00,18:00
Winter (October to March),10:00,15:00,16:00
"""
PASSES = {
    "Annual passes": [
        "An annual pass costs 75 euros for an adult and 45 euros for a child.",
        "Pass holders bring a guest at half price on weekdays.",
        "A lost pass is replaced for 5 euros at the ticket office.",
    ],
}
QUESTIONS = """# Questions

## Is there a restaurant?

Yes, the Savannah Restaurant by the lake serves hot meals from 11:30 to 15:30.

## Can I leave and come back?

Yes, ask for a hand stamp at the exit and you can come back in the same day.

## What if it rains?

The zoo stays open in all weather; the reptile house and the aquarium are indoors.
"""


def documents() -> dict[str, bytes]:
    return {
        "visitor-rules.pdf": pdf(RULES_PAGES),
        "tickets.html": TICKETS.encode(),
        "keeper-talks.xlsx": xlsx({"Talks": TALKS}),
        "opening-hours.csv": HOURS.encode(),
        "annual-passes.docx": docx(PASSES, title="Annual passes"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Are dogs allowed in the zoo?",
        "Dogs are not allowed in the zoo, except assistance dogs",
        "visitor-rules.pdf",
        1,
    ),
    Question(
        "Are picnics allowed?",
        "Picnics are allowed in the meadow next to the playground",
        "visitor-rules.pdf",
        2,
    ),
    Question("How much is an adult ticket online?", "21 euros", "tickets.html"),
    Question("When is the sea lions talk?", "13:30", "keeper-talks.xlsx"),
    Question("When is last entry in winter?", "15:00", "opening-hours.csv"),
    Question(
        "How much does an annual pass cost for an adult?",
        "75 euros for an adult",
        "annual-passes.docx",
    ),
    Question(
        "Is there a restaurant?",
        "the Savannah Restaurant by the lake serves hot meals",
        "questions.md",
    ),
    Question(
        "Can I leave and come back?",
        "ask for a hand stamp at the exit",
        "questions.md",
    ),
    Question(
        "Can my kids give the goats some bread?",
        "Please do not feed any animal yourself",
        "visitor-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can we bring a stroller?",
        "Pushchairs are welcome on every path",
        "visitor-rules.pdf",
        2,
        True,
    ),
    Question(
        "Where can I have a cigarette?",
        "only in the marked area by the car park",
        "visitor-rules.pdf",
        2,
        True,
    ),
    Question(
        "Does my two-year-old need a ticket?",
        "Children under 3 go free",
        "tickets.html",
        None,
        True,
    ),
    Question(
        "Where do they talk about the lions?",
        "Lion Ridge",
        "keeper-talks.xlsx",
        None,
        True,
    ),
    Question(
        "Can a friend come with me cheaper if I have a season ticket?",
        "bring a guest at half price on weekdays",
        "annual-passes.docx",
        None,
        True,
    ),
    Question(
        "Is the zoo open when the weather is bad?",
        "The zoo stays open in all weather",
        "questions.md",
        None,
        True,
    ),
    Question(
        "I lost my membership card, what now?",
        "A lost pass is replaced for 5 euros",
        "annual-passes.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a student ticket?",
    "When is the elephant talk?",
    "Is there a petting zoo?",
    "Can I book a guided tour for a school class?",
    "How much is parking at the zoo?",
    "Can I hold a birthday party at the zoo?",
    "Are wheelchairs for hire?",
    "When does the zoo open on Christmas Day?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a senior ticket at the gate?", ("19 euros",), ("Adult", "Child", "Family")),
    ("Where is the penguins talk?", ("Penguin Beach",), ("Sea lions", "Big cats")),
    ("When does the zoo close in summer?", ("18:00",), ("Winter",)),
    ("Who does a family ticket cover?", ("2 adults and up to 3 children",), ("Adult", "Senior")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a child ticket at the gate?",
        "And online?",
        "12 euros",
        ("Child",),
        ("Adult", "Family", "Senior"),
    ),
    FollowUp(
        "When is the big cats talk?",
        "Where is it?",
        "Lion Ridge",
        ("Big cats",),
        ("Penguins", "Sea lions"),
    ),
    FollowUp(
        "When does the zoo open in winter?",
        "And in summer?",
        "9:30",
        ("Summer",),
        ("Winter",),
    ),
    FollowUp(
        "How much is an annual pass for a child?",
        "What if I lose it?",
        "A lost pass is replaced for 5 euros",
    ),
]
