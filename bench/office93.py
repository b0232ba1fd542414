"""A ninety-third set of office documents for bench.answers (a fitness gym): a PDF of house
rules whose section on guests runs across a page break, an HTML page of memberships with a
table, an XLSX of the classes, a CSV of the opening hours, a DOCX on personal training and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, who,
can I, what if), 8 in-domain questions the documents do not answer, questions about one row
of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a joining fee, a freeze of a membership, an induction and a towel
rule. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Forge Fitness house rules\n"
    "Induction\n"
    "Every new member books a free 45-minute induction before using the weights area.\n"
    "Towels\n"
    "Bring a towel and wipe down every machine after use.\n"
    "Guests\n"
    "Members may bring one guest per visit; a guest pays a day fee of 8 euros and must",
    "sign a health form at reception.\n"
    "Age\n"
    "Members must be 16 or over; 14 and 15 year olds may train with a parent.\n"
    "Lockers\n"
    "Lockers are emptied every night at closing time; items left are kept for two weeks.",
]
MEMBERSHIPS = """<html><head><title>Memberships</title></head><body>
<h1>Memberships</h1>
<table>
<tr><th>Membership</th><th>Per month</th><th>Includes</th></tr>
<tr><td>Off-peak</td><td>22 euros</td><td>Gym before 16:00 on weekdays</td></tr>
<tr><td>Standard</td><td>32 euros</td><td>Gym at any time</td></tr>
<tr><td>Premium</td><td>45 euros</td><td>Gym, classes and the sauna</td></tr>
</table>
<p>A joining fee of 20 euros is charged once; students get 20 percent off every membership.</p>
</body></html>
"""
CLASSES: list[list[Any]] = [
    ["Class", "Day", "Time", "Coach"],
    ["Spin", "Monday", "18:30", "Nadia"],
    ["Boxfit", "Wednesday", "19:00", "Tom"],
    ["Pilates", "Saturday", "10:00", "Ines"],
]
HOURS = """Day,Opening hours
Monday to Friday,06:00 to 22:00
Saturday,08:00 to 20:00
Sunday,09:00 to 18:00
"""
TRAINING = {
    "Personal training": [
        "A one-hour session with a personal trainer costs 40 euros; a block of five costs 180 "
        "euros.",
        "Sessions cancelled less than 24 hours ahead are charged in full.",
        "Every trainer is qualified to level 3 and holds a first aid certificate.",
    ],
}
QUESTIONS = """# Questions

## Can I freeze my membership?

Yes, for one to three months a year, for medical reasons or travel.

## How do I cancel?

Give one month's notice in writing at reception or by email.

## Is there parking?

Members park free for up to three hours in the car park behind the gym.
"""


def documents() -> dict[str, bytes]:
    return {
        "house-rules.pdf": pdf(RULES_PAGES),
        "memberships.html": MEMBERSHIPS.encode(),
        "classes.xlsx": xlsx({"Classes": CLASSES}),
        "opening-hours.csv": HOURS.encode(),
        "personal-training.docx": docx(TRAINING, title="Personal training"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long is the induction?",
        "a free 45-minute induction",
        "house-rules.pdf",
        1,
    ),
    Question(
        "How much is the day fee for a guest?",
        "a guest pays a day fee of 8 euros",
        "house-rules.pdf",
        1,
    ),
    Question("How much is the joining fee?", "A joining fee of 20 euros", "memberships.html"),
    Question("Who coaches Boxfit?", "Tom", "classes.xlsx"),
    Question("What are the opening hours on Sunday?", "09:00 to 18:00", "opening-hours.csv"),
    Question(
        "How much is a session with a personal trainer?",
        "A one-hour session with a personal trainer costs 40 euros",
        "personal-training.docx",
    ),
    Question(
        "Can I freeze my membership?",
        "for one to three months a year",
        "questions.md",
    ),
    Question("How do I cancel?", "Give one month's notice in writing", "questions.md"),
    Question(
        "Can my 15-year-old son work out here?",
        "14 and 15 year olds may train with a parent",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "What happens to stuff I leave in a locker overnight?",
        "Lockers are emptied every night at closing time",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there a discount if I'm at university?",
        "students get 20 percent off every membership",
        "memberships.html",
        None,
        True,
    ),
    Question(
        "Which membership gets me into the sauna?",
        "Premium",
        "memberships.html",
        None,
        True,
    ),
    Question(
        "When can I do yoga-style mat work?",
        "Saturday",
        "classes.xlsx",
        None,
        True,
    ),
    Question(
        "What if I call off my PT session the night before?",
        "Sessions cancelled less than 24 hours ahead are charged in full",
        "personal-training.docx",
        None,
        True,
    ),
    Question(
        "Can I leave my car somewhere while I train?",
        "Members park free for up to three hours",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Do I need to bring anything to dry off sweat?",
        "Bring a towel",
        "house-rules.pdf",
        1,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a yearly membership?",
    "Who coaches Zumba?",
    "Is the gym open on public holidays?",
    "Is there a swimming pool?",
    "Can I bring my dog?",
    "How much is a protein shake at the bar?",
    "Is there a discount for pensioners?",
    "Can I bring two guests?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("When is Spin?", ("Monday",), ("Boxfit", "Pilates")),
    ("What are the opening hours on Saturday?", ("08:00 to 20:00",), ("Sunday",)),
    ("How much is the Standard membership per month?", ("32 euros",), ("Off-peak", "Premium")),
    ("Who coaches Pilates?", ("Ines",), ("Spin", "Boxfit")),
]

FOLLOW_UPS = [
    FollowUp(
        "Who coaches Spin?",
        "And Boxfit?",
        "Tom",
        ("Boxfit",),
        ("Spin", "Pilates"),
    ),
    FollowUp(
        "How much is the Off-peak membership per month?",
        "What does it include?",
        "Gym before 16:00 on weekdays",
        ("Off-peak",),
        ("Standard", "Premium"),
    ),
    FollowUp(
        "What are the opening hours on Saturday?",
        "And on Sunday?",
        "09:00 to 18:00",
        ("Sunday",),
        ("Saturday", "Monday to Friday"),
    ),
    FollowUp(
        "How much is a session with a personal trainer?",
        "And a block of five?",
        "a block of five costs 180 euros",
    ),
]
