"""A thirty-seventh set of office documents for bench.answers (a children's nursery): a PDF
parents' handbook whose section on illness runs across a page break, an HTML page of fees with
a table, an XLSX of the groups by age, a CSV of the staff, a DOCX on meals and a Markdown page
of questions; 16 answerable questions (half paraphrased; how much, from what age, who, what
must I bring, when), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what a parent must bring, how long a child stays home when ill, who
leads a group, and which group a child of a given age joins.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

HANDBOOK_PAGES = [
    "Little Oaks Nursery parents' handbook\n"
    "Arriving and collecting\n"
    "The nursery opens at 7:30 and closes at 18:00. Children are collected only by the adults "
    "named on the registration form; tell us in advance if someone else will come.\n"
    "Illness\n"
    "Children with a fever stay at home until they have been free of fever for 24 hours. After "
    "vomiting or diarrhoea a child stays at home for 48 hours after the last",
    "episode.\n"
    "What to bring\n"
    "Bring a change of clothes, nappies if your child wears them, and a sun hat in summer. Label "
    "everything with your child's name.\n"
    "Holidays\n"
    "The nursery is closed for two weeks at Christmas and on public holidays.",
]
FEES = """<html><head><title>Fees</title></head><body>
<h1>Fees</h1>
<table>
<tr><th>Place</th><th>Days a week</th><th>Per month</th></tr>
<tr><td>Full time</td><td>5</td><td>980 euros</td></tr>
<tr><td>Four days</td><td>4</td><td>820 euros</td></tr>
<tr><td>Three days</td><td>3</td><td>640 euros</td></tr>
<tr><td>Mornings only</td><td>5 (until 12:30)</td><td>560 euros</td></tr>
</table>
<p>Brothers and sisters get 10 percent off the second child's fee. Fees are paid for the whole
year, holidays included.</p>
</body></html>
"""
GROUPS: list[list[Any]] = [
    ["Group", "Ages", "Children", "Room"],
    ["Acorns", "6-18 months", "9", "Garden room"],
    ["Saplings", "18 months-3 years", "12", "Blue room"],
    ["Oaks", "3-5 years", "20", "Big hall"],
]
STAFF = """Name,Role,Group
Eva Brandt,Manager,All groups
Tom Reyes,Group leader,Acorns
Lina Park,Group leader,Saplings
Sam Okoye,Group leader,Oaks
Maya Stein,Cook,Kitchen
"""
MEALS = {
    "Meals": [
        "Breakfast, a hot lunch and an afternoon snack are included in the fees.",
        "Our cook prepares vegetarian and halal meals every day.",
        "Tell us about allergies when you register; nuts are never served.",
    ],
}
QUESTIONS = """# Questions

## How do we settle in?

Settling in takes two weeks: the first visits last an hour, with a parent staying in the room.

## Can my child nap?

Yes, every group has a quiet room with cots; children sleep as long as they need.

## Do you go outside?

Every day, whatever the weather, so please bring rain boots and a waterproof jacket.
"""


def documents() -> dict[str, bytes]:
    return {
        "parents-handbook.pdf": pdf(HANDBOOK_PAGES),
        "fees.html": FEES.encode(),
        "groups.xlsx": xlsx({"Groups": GROUPS}),
        "staff.csv": STAFF.encode(),
        "meals.docx": docx(MEALS, title="Meals"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When does the nursery open?",
        "The nursery opens at 7:30 and closes at 18:00",
        "parents-handbook.pdf",
        1,
    ),
    Question(
        "How long must a child with a fever stay at home?",
        "until they have been free of fever for 24 hours",
        "parents-handbook.pdf",
        1,
    ),
    Question("How much is a full time place per month?", "980 euros", "fees.html"),
    Question("Who is the group leader of the Oaks?", "Sam Okoye", "staff.csv"),
    Question("How many children are in the Saplings group?", "12", "groups.xlsx"),
    Question(
        "Are meals included in the fees?",
        "Breakfast, a hot lunch and an afternoon snack are included in the fees",
        "meals.docx",
    ),
    Question(
        "How long does settling in take?",
        "Settling in takes two weeks",
        "questions.md",
    ),
    Question(
        "When is the nursery closed?",
        "closed for two weeks at Christmas and on public holidays",
        "parents-handbook.pdf",
        2,
    ),
    Question(
        "Can my neighbour pick up my daughter?",
        "tell us in advance if someone else will come",
        "parents-handbook.pdf",
        1,
        True,
    ),
    Question(
        "What should I pack for my son?",
        "Bring a change of clothes, nappies if your child wears them",
        "parents-handbook.pdf",
        2,
        True,
    ),
    Question(
        "My child threw up last night, can she come in today?",
        "a child stays at home for 48 hours after the last",
        "parents-handbook.pdf",
        1,
        True,
    ),
    Question(
        "Is there a discount for siblings?",
        "Brothers and sisters get 10 percent off the second child's fee",
        "fees.html",
        None,
        True,
    ),
    Question(
        "Which group is my two-year-old in?",
        "Saplings",
        "groups.xlsx",
        None,
        True,
    ),
    Question(
        "Do you cater for children who don't eat meat?",
        "Our cook prepares vegetarian and halal meals every day",
        "meals.docx",
        None,
        True,
    ),
    Question(
        "Do the children play outdoors when it rains?",
        "Every day, whatever the weather",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Who runs the nursery?",
        "Eva Brandt",
        "staff.csv",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a place for two days a week?",
    "Do you run a holiday club for school children?",
    "Is there a waiting list?",
    "Do you offer French lessons?",
    "How much is a late collection?",
    "Is there parking for parents?",
    "Who leads the Seedlings group?",
    "Is the nursery open on Saturdays in summer?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("Which room are the Acorns in?", ("Garden room",), ("Saplings", "Oaks")),
    ("How much is a three day place per month?", ("640 euros",), ("Full time", "Four days")),
    ("Who leads the Acorns?", ("Tom Reyes",), ("Lina Park", "Sam Okoye")),
    ("For what ages is the Oaks group?", ("3-5 years",), ("Acorns", "Saplings")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a full time place per month?",
        "And mornings only?",
        "560 euros",
        ("Mornings only",),
        ("Full time", "Three days"),
    ),
    FollowUp(
        "Which room are the Saplings in?",
        "How many children are in it?",
        "12",
        ("Saplings",),
        ("Acorns", "Oaks"),
    ),
    FollowUp(
        "Who is the group leader of the Acorns?",
        "And of the Oaks?",
        "Sam Okoye",
        ("Sam Okoye",),
        ("Tom Reyes", "Lina Park"),
    ),
    FollowUp(
        "Are meals included in the fees?",
        "Do you serve nuts?",
        "nuts are never served",
    ),
]
