"""A hundred-and-seventh set of office documents for bench.answers (a scuba diving school): a
PDF of safety rules whose section on flying after diving runs across a page break, an HTML
page of courses with a table, an XLSX of the dive sites, a CSV of the equipment hire, a DOCX
on the medical form and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, how deep, how long, can I, what if), 8 in-domain questions the
documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a depth in metres, a minimum age, a certificate and hours before a
flight. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Blue Reef Divers safety rules\n"
    "Buddies\n"
    "Always dive with a buddy and stay within sight of each other.\n"
    "Depth\n"
    "Open Water divers dive no deeper than 18 metres.\n"
    "Flying\n"
    "Wait at least 18 hours after your last dive before you fly; after several dives a",
    "day, wait 24 hours.\n"
    "Ears\n"
    "Do not dive with a cold or blocked ears.\n"
    "Marine life\n"
    "Never touch coral or feed the fish.",
]
COURSES = """<html><head><title>Courses</title></head><body>
<h1>Courses</h1>
<table>
<tr><th>Course</th><th>Days</th><th>Price</th><th>Minimum age</th></tr>
<tr><td>Try dive</td><td>Half a day</td><td>90 euros</td><td>10</td></tr>
<tr><td>Open Water</td><td>4 days</td><td>450 euros</td><td>10</td></tr>
<tr><td>Advanced</td><td>2 days</td><td>320 euros</td><td>12</td></tr>
</table>
<p>Course prices include equipment, the boat and your certificate.</p>
</body></html>
"""
SITES: list[list[Any]] = [
    ["Dive site", "Depth", "Level"],
    ["Coral Garden", "5 to 12 metres", "Beginner"],
    ["The Wreck", "22 to 30 metres", "Advanced"],
    ["Turtle Bay", "8 to 16 metres", "Open Water"],
]
HIRE = """Equipment,Per day
Full set,35 euros
Wetsuit,10 euros
Dive computer,12 euros
"""
MEDICAL = {
    "Medical form": [
        "Every diver fills in a medical form before the first dive.",
        "If you answer yes to any question, you need a doctor's signature before diving.",
        "Pregnant women may not dive.",
    ],
}
QUESTIONS = """# Questions

## Do I need to be a strong swimmer?

You need to swim 200 metres and float for 10 minutes.

## Can I dive with glasses?

Wear contact lenses, or hire a mask with prescription lenses for 8 euros a day.

## Can non-divers come on the boat?

Yes, snorkellers and friends come along for 25 euros.
"""


def documents() -> dict[str, bytes]:
    return {
        "safety-rules.pdf": pdf(RULES_PAGES),
        "courses.html": COURSES.encode(),
        "dive-sites.xlsx": xlsx({"Sites": SITES}),
        "equipment-hire.csv": HIRE.encode(),
        "medical-form.docx": docx(MEDICAL, title="Medical form"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How deep can Open Water divers go?",
        "no deeper than 18 metres",
        "safety-rules.pdf",
        1,
    ),
    Question(
        "Can I dive with a cold?",
        "Do not dive with a cold or blocked ears",
        "safety-rules.pdf",
        2,
    ),
    Question("How much is the Open Water course?", "450 euros", "courses.html"),
    Question("How deep is The Wreck?", "22 to 30 metres", "dive-sites.xlsx"),
    Question("How much is a wetsuit per day?", "10 euros", "equipment-hire.csv"),
    Question(
        "Who fills in a medical form?",
        "Every diver fills in a medical form",
        "medical-form.docx",
    ),
    Question(
        "Do I need to be a strong swimmer?",
        "swim 200 metres and float for 10 minutes",
        "questions.md",
    ),
    Question("Can I dive with glasses?", "hire a mask with prescription lenses", "questions.md"),
    Question(
        "My flight home is the morning after my last dive, is that OK?",
        "Wait at least 18 hours after your last dive before you fly",
        "safety-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I go down alone?",
        "Always dive with a buddy",
        "safety-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I pick up a starfish from the reef?",
        "Never touch coral or feed the fish",
        "safety-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I have to rent my own gear on a course?",
        "Course prices include equipment",
        "courses.html",
        None,
        True,
    ),
    Question(
        "My 11-year-old wants to do the Advanced course, can she?",
        "12",
        "courses.html",
        None,
        True,
    ),
    Question(
        "Where can I see turtles?",
        "Turtle Bay",
        "dive-sites.xlsx",
        None,
        True,
    ),
    Question(
        "I'm expecting a baby, can I still dive?",
        "Pregnant women may not dive",
        "medical-form.docx",
        None,
        True,
    ),
    Question(
        "Can my husband, who doesn't dive, come out on the boat?",
        "snorkellers and friends come along for 25 euros",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Rescue Diver course?",
    "How deep is the Blue Hole?",
    "How much is a torch per day?",
    "Do you teach night diving?",
    "Can I dive with asthma?",
    "Is there a discount for groups?",
    "How deep can Advanced divers go?",
    "Do you sell dive computers?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is the Advanced course?", ("2 days",), ("Try dive", "450 euros")),
    ("What level is Coral Garden?", ("Beginner",), ("The Wreck", "Turtle Bay")),
    ("How much is a dive computer per day?", ("12 euros",), ("Full set", "Wetsuit")),
    ("How much is a try dive?", ("90 euros",), ("450 euros", "Advanced")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Advanced course?",
        "What is the minimum age?",
        "12",
        ("Advanced",),
        ("Try dive", "450 euros"),
    ),
    FollowUp(
        "How deep is Coral Garden?",
        "And Turtle Bay?",
        "8 to 16 metres",
        ("Turtle Bay",),
        ("Coral Garden", "The Wreck"),
    ),
    FollowUp(
        "How much is a full set per day?",
        "And a wetsuit?",
        "10 euros",
        ("Wetsuit",),
        ("Full set", "Dive computer"),
    ),
    FollowUp(
        "Do I need to be a strong swimmer?",
        "Can I dive with glasses?",
        "prescription lenses",
    ),
]
