"""A thirty-sixth set of office documents for bench.answers (a public swimming pool): a PDF of
pool rules whose section on children runs across a page break, an HTML page of entry prices
with a table, an XLSX of the week's sessions, a CSV of swimming courses, a DOCX on lockers and
lost property and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, at what age, when, must I, can I), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what one must wear or bring, the age from which a child may swim
alone, sessions by weekday and a course's age range and price.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Westbrook Pool rules\n"
    "Before you swim\n"
    "Everyone showers before entering the pool. Swimwear must be made for swimming; shorts and "
    "T-shirts are not allowed in the water.\n"
    "Children\n"
    "Children under 8 must be accompanied in the water by an adult, one adult for at most two "
    "children. Children aged 8 to 12 may swim alone if they hold the",
    "blue swimming certificate.\n"
    "Diving board\n"
    "The diving board is open only when a lifeguard stands beside it, and one person at a time "
    "may be on it.\n"
    "Food and drink\n"
    "Food, glass and chewing gum are not allowed on the pool side; the cafe is upstairs.",
]
PRICES = """<html><head><title>Entry prices</title></head><body>
<h1>Entry prices</h1>
<table>
<tr><th>Ticket</th><th>Single entry</th><th>Ten entries</th></tr>
<tr><td>Adult</td><td>6 euros</td><td>50 euros</td></tr>
<tr><td>Child (3-17)</td><td>3.50 euros</td><td>30 euros</td></tr>
<tr><td>Senior (65+)</td><td>4 euros</td><td>35 euros</td></tr>
<tr><td>Family (2 adults, 2 children)</td><td>15 euros</td><td>Not sold</td></tr>
</table>
<p>Children under 3 swim free. A ticket is valid for two hours; every extra half hour costs
1 euro.</p>
</body></html>
"""
SESSIONS: list[list[Any]] = [
    ["Session", "Days", "Time"],
    ["Early lanes", "Monday to Friday", "6:30-8:30"],
    ["Public swimming", "Every day", "10:00-20:00"],
    ["Aqua fitness", "Tuesday and Thursday", "19:00-20:00"],
    ["Women only", "Sunday", "8:00-10:00"],
]
COURSES = """Course,Age,Day,Time,Ten lessons
Water babies,6 months-2 years,Saturday,9:00,95 euros
Learn to swim,5-8,Wednesday,16:00,80 euros
Improvers,8-12,Friday,17:00,80 euros
Adult beginners,18+,Monday,20:00,110 euros
"""
LOCKERS = {
    "Lockers and lost property": [
        "Lockers take a 1-euro coin, which you get back when you open the locker again.",
        "Bags and shoes stay in the lockers; only towels may be taken to the pool side.",
        "Lost property is kept at the reception for one month and then given away.",
    ],
}
QUESTIONS = """# Questions

## Is the water heated?

Yes, the main pool is kept at 28 degrees and the children's pool at 31 degrees.

## Can I rent a towel?

Towels can be rented at the reception for 2 euros.

## Is the pool accessible for wheelchairs?

Yes. A hoist lifts swimmers into the water, and there is a step-free changing room by the
entrance.
"""


def documents() -> dict[str, bytes]:
    return {
        "pool-rules.pdf": pdf(RULES_PAGES),
        "entry-prices.html": PRICES.encode(),
        "sessions.xlsx": xlsx({"Sessions": SESSIONS}),
        "courses.csv": COURSES.encode(),
        "lockers.docx": docx(LOCKERS, title="Lockers and lost property"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Are T-shirts allowed in the water?",
        "shorts and T-shirts are not allowed in the water",
        "pool-rules.pdf",
        1,
    ),
    Question(
        "When is the diving board open?",
        "only when a lifeguard stands beside it",
        "pool-rules.pdf",
        2,
    ),
    Question("How much is a single entry for an adult?", "6 euros", "entry-prices.html"),
    Question("When is aqua fitness?", "Tuesday and Thursday", "sessions.xlsx"),
    Question("How much is the adult beginners course?", "110 euros", "courses.csv"),
    Question(
        "How long is lost property kept?",
        "kept at the reception for one month",
        "lockers.docx",
    ),
    Question(
        "How warm is the children's pool?",
        "the children's pool at 31 degrees",
        "questions.md",
    ),
    Question(
        "How long is a ticket valid?",
        "A ticket is valid for two hours",
        "entry-prices.html",
    ),
    Question(
        "Can my 10-year-old swim without me?",
        "Children aged 8 to 12 may swim alone if they hold the",
        "pool-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I eat by the pool?",
        "Food, glass and chewing gum are not allowed on the pool side",
        "pool-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I need to shower first?",
        "Everyone showers before entering the pool",
        "pool-rules.pdf",
        1,
        True,
    ),
    Question(
        "Do I need a coin for the locker?",
        "Lockers take a 1-euro coin",
        "lockers.docx",
        None,
        True,
    ),
    Question(
        "Does my baby have to pay?",
        "Children under 3 swim free",
        "entry-prices.html",
        None,
        True,
    ),
    Question(
        "Can I swim before work?",
        "6:30-8:30",
        "sessions.xlsx",
        None,
        True,
    ),
    Question(
        "Can someone in a wheelchair get into the water?",
        "A hoist lifts swimmers into the water",
        "questions.md",
        None,
        True,
    ),
    Question(
        "I forgot my towel, what can I do?",
        "Towels can be rented at the reception for 2 euros",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a monthly pass?",
    "Is there a sauna?",
    "When is the pool closed for cleaning?",
    "How deep is the main pool?",
    "Can I bring my own float?",
    "How much is a course for teenagers?",
    "Are there swimming lessons on Sunday?",
    "Can I book a lane for a private lesson?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a family ticket?", ("15 euros",), ("Adult", "Senior")),
    ("When is the women only session?", ("Sunday",), ("Aqua fitness", "Early lanes")),
    ("For what age is the improvers course?", ("8-12",), ("Learn to swim", "Water babies")),
    ("How much are ten entries for a senior?", ("35 euros",), ("Adult", "Child")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a single entry for a child?",
        "And ten entries?",
        "30 euros",
        ("Child",),
        ("Adult", "Senior"),
    ),
    FollowUp(
        "When is the learn to swim course?",
        "How much does it cost?",
        "80 euros",
        ("Learn to swim",),
        ("Water babies", "Adult beginners"),
    ),
    FollowUp(
        "When are the early lanes?",
        "And public swimming?",
        "10:00-20:00",
        ("Public swimming",),
        ("Early lanes", "Women only"),
    ),
    FollowUp(
        "Is the water heated?",
        "How warm is the main pool?",
        "the main pool is kept at 28 degrees",
    ),
]
