"""A seventy-sixth set of office documents for bench.answers (a children's summer day camp): a
PDF of camp rules whose section on collection runs across a page break, an HTML page of weeks
and themes with a table, an XLSX of the daily schedule, a CSV of prices, a DOCX on what to
pack and a Markdown page of questions; 16 answerable questions (half paraphrased; how much,
what time, who may, can my child, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a week's theme, who may collect a child, siblings and sun cream.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Sunny Days Camp rules\n"
    "Ages\n"
    "The camp is for children aged 5 to 12; groups are formed by age.\n"
    "Collection\n"
    "Children are handed over only to the adults named on the booking form; anyone else needs",
    "a written note from a parent and photo identification.\n"
    "Phones\n"
    "Phones stay in the office during the day; parents call the office number if they need to.\n"
    "Medicines\n"
    "Staff give medicines only with a signed medicine form.\n"
    "Behaviour\n"
    "After a second warning a parent is called to collect the child that day.",
]
WEEKS = """<html><head><title>Weeks</title></head><body>
<h1>Summer weeks</h1>
<table>
<tr><th>Week</th><th>Dates</th><th>Theme</th></tr>
<tr><td>Week 1</td><td>7 to 11 July</td><td>Pirates</td></tr>
<tr><td>Week 2</td><td>14 to 18 July</td><td>Space explorers</td></tr>
<tr><td>Week 3</td><td>21 to 25 July</td><td>Jungle</td></tr>
<tr><td>Week 4</td><td>28 July to 1 August</td><td>Olympic games</td></tr>
</table>
<p>Each week ends with a Friday show for parents at 15:00.</p>
</body></html>
"""
SCHEDULE: list[list[Any]] = [
    ["Time", "Activity"],
    ["8:30", "Drop-off"],
    ["10:30", "Morning snack"],
    ["12:00", "Lunch"],
    ["14:00", "Swimming"],
    ["16:30", "Collection"],
]
PRICES = """Booking,Price
One week,165 euros
One day,38 euros
Early drop-off from 7:30 (per week),20 euros
Second child (per week),145 euros
"""
PACK = {
    "What to pack": [
        "Pack a packed lunch, a water bottle and a swimsuit every day.",
        "Put sun cream on your child before camp; staff top it up after lunch.",
        "Label every item with your child's name.",
    ],
}
QUESTIONS = """# Questions

## Is lunch provided?

No, children bring a packed lunch; we provide the morning snack and fruit.

## Are the staff trained in first aid?

Yes, every leader holds a current paediatric first aid certificate.

## What if it rains?

We move indoors to the sports hall and the art room.
"""


def documents() -> dict[str, bytes]:
    return {
        "camp-rules.pdf": pdf(RULES_PAGES),
        "weeks.html": WEEKS.encode(),
        "schedule.xlsx": xlsx({"Schedule": SCHEDULE}),
        "prices.csv": PRICES.encode(),
        "what-to-pack.docx": docx(PACK, title="What to pack"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What ages is the camp for?",
        "children aged 5 to 12",
        "camp-rules.pdf",
        1,
    ),
    Question(
        "Can staff give medicines?",
        "Staff give medicines only with a signed medicine form",
        "camp-rules.pdf",
        2,
    ),
    Question("What is the theme of week 2?", "Space explorers", "weeks.html"),
    Question("What time is lunch?", "12:00", "schedule.xlsx"),
    Question("How much is one week?", "165 euros", "prices.csv"),
    Question(
        "What should I pack every day?",
        "a packed lunch, a water bottle and a swimsuit",
        "what-to-pack.docx",
    ),
    Question(
        "Is lunch provided?",
        "children bring a packed lunch",
        "questions.md",
    ),
    Question(
        "Are the staff trained in first aid?",
        "every leader holds a current paediatric first aid certificate",
        "questions.md",
    ),
    Question(
        "Can my neighbour pick up my daughter?",
        "anyone else needs",
        "camp-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my son bring his mobile?",
        "Phones stay in the office during the day",
        "camp-rules.pdf",
        2,
        True,
    ),
    Question(
        "What happens if my child keeps misbehaving?",
        "After a second warning a parent is called",
        "camp-rules.pdf",
        2,
        True,
    ),
    Question(
        "When can parents come and watch?",
        "a Friday show for parents at 15:00",
        "weeks.html",
        None,
        True,
    ),
    Question(
        "Which week is about pirates?",
        "Week 1",
        "weeks.html",
        None,
        True,
    ),
    Question(
        "Is it cheaper for a brother or sister?",
        "145 euros",
        "prices.csv",
        None,
        True,
    ),
    Question(
        "Do I need to put sunscreen on my kid?",
        "Put sun cream on your child before camp",
        "what-to-pack.docx",
        None,
        True,
    ),
    Question(
        "What do you do when the weather is bad?",
        "We move indoors to the sports hall",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "What is the theme of week 5?",
    "What time is the afternoon snack?",
    "How much is half a day?",
    "Is there a camp in the autumn holidays?",
    "Can children with allergies get a special snack?",
    "Is there a bus to the camp?",
    "Do children go on a trip to the zoo?",
    "Can I pay in two instalments?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What are the dates of week 3?", ("21 to 25 July",), ("Week 1", "Week 2", "Week 4")),
    ("What time is swimming?", ("14:00",), ("Lunch", "Drop-off")),
    ("How much is one day?", ("38 euros",), ("One week", "Second child")),
    ("What is the theme of week 4?", ("Olympic games",), ("Week 1", "Week 2", "Week 3")),
]

FOLLOW_UPS = [
    FollowUp(
        "What is the theme of week 1?",
        "And week 3?",
        "Jungle",
        ("Week 3",),
        ("Week 1", "Week 2"),
    ),
    FollowUp(
        "What are the dates of week 2?",
        "What is its theme?",
        "Space explorers",
        ("Week 2",),
        ("Week 1", "Week 3"),
    ),
    FollowUp(
        "How much is one week?",
        "And early drop-off?",
        "20 euros",
        ("Early drop-off",),
        ("One week", "One day"),
    ),
    FollowUp(
        "Is lunch provided?",
        "What about snacks?",
        "we provide the morning snack",
    ),
]
