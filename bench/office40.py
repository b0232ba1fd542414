"""A fortieth set of office documents for bench.answers (a climbing gym): a PDF of gym rules
whose section on belaying runs across a page break, an HTML page of prices with a table, an
XLSX of courses, a CSV of rental gear, a DOCX on children's birthday parties and a Markdown page
of questions; 16 answerable questions (half paraphrased; how much, from what age, must I, can
I, when), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what one must have done before doing something, an age limit with
and without an adult, gear that can be rented or must be bought, and course dates.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Summit Climbing Gym rules\n"
    "Before your first visit\n"
    "Every climber signs the waiver at the desk; for under-18s a parent signs it.\n"
    "Bouldering\n"
    "Bouldering needs no course. Climb down instead of jumping where you can, and never stand on "
    "the mats under someone climbing.\n"
    "Rope climbing\n"
    "Only climbers who have passed a belay check may belay on the ropes. The check takes ten "
    "minutes at the desk; those who fail it can take our Belay course",
    "and try again.\n"
    "Children\n"
    "Children under 14 climb only with an adult who stays with them; from 14 they may boulder "
    "alone with a parent's permission.\n"
    "Chalk\n"
    "Only chalk balls or liquid chalk are allowed, to keep the air clean.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Prices</h1>
<table>
<tr><th>Ticket</th><th>Adult</th><th>Student</th><th>Child</th></tr>
<tr><td>Day pass</td><td>14 euros</td><td>11 euros</td><td>8 euros</td></tr>
<tr><td>10-visit card</td><td>120 euros</td><td>95 euros</td><td>70 euros</td></tr>
<tr><td>Monthly membership</td><td>55 euros</td><td>45 euros</td><td>30 euros</td></tr>
</table>
<p>Off-peak: before 16:00 on weekdays, day passes cost 3 euros less.</p>
</body></html>
"""
COURSES: list[list[Any]] = [
    ["Course", "Sessions", "Price", "Next start"],
    ["Intro to bouldering", "1", "25 euros", "Every Saturday"],
    ["Belay course", "2", "60 euros", "3 March"],
    ["Lead climbing", "4", "140 euros", "14 March"],
    ["Kids' club (8-13)", "8", "120 euros", "5 March"],
]
GEAR = """Item,Rent per visit,Buy
Climbing shoes,4 euros,From 79 euros
Harness,3 euros,From 55 euros
Chalk bag,1 euro,From 15 euros
Belay device,2 euros,From 30 euros
"""
PARTIES = {
    "Birthday parties": [
        "Parties are for children aged 6 to 13, for up to 10 children, on Saturdays and Sundays.",
        "A party lasts two hours with an instructor and costs 220 euros, gear included.",
        "You may bring a cake; other food is bought at our cafe.",
    ],
}
QUESTIONS = """# Questions

## Can I come alone?

Yes: bouldering needs no partner, and at 18:00 on Tuesdays we pair up rope climbers who
come alone.

## Are there lockers?

Lockers are free; bring your own padlock or buy one at the desk.

## Is there parking?

There are 40 free parking spaces behind the gym.
"""


def documents() -> dict[str, bytes]:
    return {
        "gym-rules.pdf": pdf(RULES_PAGES),
        "prices.html": PRICES.encode(),
        "courses.xlsx": xlsx({"Courses": COURSES}),
        "rental-gear.csv": GEAR.encode(),
        "birthday-parties.docx": docx(PARTIES, title="Birthday parties"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Who signs the waiver for under-18s?",
        "for under-18s a parent signs it",
        "gym-rules.pdf",
        1,
    ),
    Question(
        "How long does the belay check take?",
        "The check takes ten minutes at the desk",
        "gym-rules.pdf",
        1,
    ),
    Question("How much is an adult day pass?", "14 euros", "prices.html"),
    Question("How much is the lead climbing course?", "140 euros", "courses.xlsx"),
    Question("How much is it to rent climbing shoes?", "4 euros", "rental-gear.csv"),
    Question(
        "How much does a birthday party cost?",
        "costs 220 euros, gear included",
        "birthday-parties.docx",
    ),
    Question(
        "Are there lockers?",
        "Lockers are free; bring your own padlock",
        "questions.md",
    ),
    Question(
        "What chalk is allowed?",
        "Only chalk balls or liquid chalk are allowed",
        "gym-rules.pdf",
        2,
    ),
    Question(
        "Do I need a course to boulder?",
        "Bouldering needs no course",
        "gym-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my 15-year-old go bouldering on her own?",
        "from 14 they may boulder alone with a parent's permission",
        "gym-rules.pdf",
        2,
        True,
    ),
    Question(
        "What happens if I fail the belay check?",
        "those who fail it can take our Belay course",
        "gym-rules.pdf",
        1,
        True,
    ),
    Question(
        "Is it cheaper to climb in the morning?",
        "before 16:00 on weekdays, day passes cost 3 euros less",
        "prices.html",
        None,
        True,
    ),
    Question(
        "When does the next belay course begin?",
        "3 March",
        "courses.xlsx",
        None,
        True,
    ),
    Question(
        "I have no climbing partner, can I still come?",
        "bouldering needs no partner",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can we bring a birthday cake?",
        "You may bring a cake",
        "birthday-parties.docx",
        None,
        True,
    ),
    Question(
        "Where can I leave my car?",
        "There are 40 free parking spaces behind the gym",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a yearly membership?",
    "Can I rent a rope?",
    "Is there a sauna?",
    "Is there a discount for seniors?",
    "Do you have outdoor climbing trips?",
    "When does the next speed climbing course start?",
    "Can parents climb during the party?",
    "Do you sell climbing ropes?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a student monthly membership?", ("45 euros",), ("55 euros", "30 euros")),
    ("How many sessions does the belay course have?", ("2",), ("Lead climbing", "Intro")),
    ("How much is it to buy a harness?", ("From 55 euros",), ("Climbing shoes", "Chalk bag")),
    ("When does the kids' club start?", ("5 March",), ("Belay course", "Lead climbing")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a child day pass?",
        "And a 10-visit card?",
        "70 euros",
        ("10-visit card",),
        ("Day pass", "Monthly membership"),
    ),
    FollowUp(
        "How much is it to rent a harness?",
        "And to buy one?",
        "From 55 euros",
        ("Harness",),
        ("Climbing shoes", "Chalk bag"),
    ),
    FollowUp(
        "How much is the lead climbing course?",
        "How many sessions is it?",
        "4",
        ("Lead climbing",),
        ("Belay course", "Intro to bouldering"),
    ),
    FollowUp(
        "How much does a birthday party cost?",
        "How long does it last?",
        "A party lasts two hours",
    ),
]
