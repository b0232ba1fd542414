"""A sixty-sixth set of office documents for bench.answers (a golf club): a PDF of course
rules whose section on dress runs across a page break, an HTML page of green fees with a
table, an XLSX of the buggies and clubs for hire, a CSV of lessons, a DOCX on membership and
a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how long,
when, may I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a handicap, a dress code, holes and a tee time.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Larch Hill Golf Club course rules\n"
    "Handicap\n"
    "Visitors need a handicap certificate of 36 or better to play the main course.\n"
    "Dress\n"
    "Collared shirts and tailored trousers or shorts are required; jeans, tracksuits and",
    "football shirts are not allowed on the course.\n"
    "Pace of play\n"
    "A round of 18 holes should take no longer than four hours and ten minutes.\n"
    "Tee times\n"
    "Tee times are booked online up to 10 days ahead; please check in 20 minutes before.\n"
    "Weather\n"
    "The course closes during thunderstorms; a siren signals that everyone must leave.",
]
FEES = """<html><head><title>Green fees</title></head><body>
<h1>Green fees</h1>
<table>
<tr><th>Round</th><th>Weekday</th><th>Weekend</th></tr>
<tr><td>18 holes</td><td>55 euros</td><td>70 euros</td></tr>
<tr><td>9 holes</td><td>32 euros</td><td>40 euros</td></tr>
<tr><td>Twilight (after 16:00)</td><td>30 euros</td><td>35 euros</td></tr>
</table>
<p>Juniors under 18 pay half the green fee with an adult.</p>
</body></html>
"""
HIRE: list[list[Any]] = [
    ["Item", "Per round", "Deposit"],
    ["Electric buggy", "35 euros", "Driving licence"],
    ["Trolley", "5 euros", "None"],
    ["Set of clubs", "25 euros", "50 euros"],
]
LESSONS = """Lesson,Length,Price
Single lesson,30 minutes,40 euros
Playing lesson,9 holes,120 euros
Beginners' course,Five 1-hour lessons,180 euros
"""
MEMBERSHIP = {
    "Membership": [
        "Full membership costs 1,450 euros a year and includes unlimited golf.",
        "There is a joining fee of 500 euros, waived for members under 30.",
        "Members may bring a guest for a reduced fee of 30 euros.",
    ],
}
QUESTIONS = """# Questions

## Is there a driving range?

Yes, a covered range with 20 bays, 5 euros for a bucket of 60 balls.

## Can beginners play the course?

Beginners play the 9-hole Larch course, which needs no handicap.

## What if I lose a ball in the lake?

Play a ball from the drop zone with a one-stroke penalty.
"""


def documents() -> dict[str, bytes]:
    return {
        "course-rules.pdf": pdf(RULES_PAGES),
        "green-fees.html": FEES.encode(),
        "hire.xlsx": xlsx({"Hire": HIRE}),
        "lessons.csv": LESSONS.encode(),
        "membership.docx": docx(MEMBERSHIP, title="Membership"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What handicap do visitors need?",
        "a handicap certificate of 36 or better",
        "course-rules.pdf",
        1,
    ),
    Question(
        "How long should a round of 18 holes take?",
        "no longer than four hours and ten minutes",
        "course-rules.pdf",
        2,
    ),
    Question("How much is 18 holes at the weekend?", "70 euros", "green-fees.html"),
    Question("How much is a trolley per round?", "5 euros", "hire.xlsx"),
    Question("How much is a single lesson?", "40 euros", "lessons.csv"),
    Question(
        "How much does full membership cost?",
        "1,450 euros a year",
        "membership.docx",
    ),
    Question(
        "Is there a driving range?",
        "a covered range with 20 bays",
        "questions.md",
    ),
    Question(
        "Can beginners play the course?",
        "Beginners play the 9-hole Larch course",
        "questions.md",
    ),
    Question(
        "Can I play in jeans?",
        "jeans, tracksuits and",
        "course-rules.pdf",
        1,
        True,
    ),
    Question(
        "How early should I arrive before my tee time?",
        "check in 20 minutes before",
        "course-rules.pdf",
        2,
        True,
    ),
    Question(
        "What happens if there is lightning?",
        "The course closes during thunderstorms",
        "course-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do teenagers pay less?",
        "Juniors under 18 pay half the green fee",
        "green-fees.html",
        None,
        True,
    ),
    Question(
        "What do I leave as security for a golf cart?",
        "Driving licence",
        "hire.xlsx",
        None,
        True,
    ),
    Question(
        "I have never played golf, what lessons do you have?",
        "Five 1-hour lessons",
        "lessons.csv",
        None,
        True,
    ),
    Question(
        "I am 25, do I pay the entrance fee to join?",
        "waived for members under 30",
        "membership.docx",
        None,
        True,
    ),
    Question(
        "How much for a basket of practice balls?",
        "5 euros for a bucket of 60 balls",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is 27 holes?",
    "How much is a pull cart with an electric motor?",
    "How much is a lesson for two people?",
    "Is there a pro shop?",
    "Can I bring my dog on the course?",
    "How much is a junior membership?",
    "Is there a dress code in the restaurant?",
    "Can I play in the winter on frozen greens?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is 9 holes on a weekday?", ("32 euros",), ("18 holes", "Twilight")),
    ("How much is the deposit for a set of clubs?", ("50 euros",), ("Electric buggy", "Trolley")),
    ("How long is a playing lesson?", ("9 holes",), ("Single lesson", "Beginners")),
    ("How much is twilight golf at the weekend?", ("35 euros",), ("18 holes", "9 holes")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is 18 holes on a weekday?",
        "And 9 holes?",
        "32 euros",
        ("9 holes",),
        ("18 holes", "Twilight"),
    ),
    FollowUp(
        "How much is an electric buggy per round?",
        "What deposit do you need?",
        "Driving licence",
        ("Electric buggy",),
        ("Trolley", "Set of clubs"),
    ),
    FollowUp(
        "How much is the beginners' course?",
        "How long is it?",
        "Five 1-hour lessons",
        ("Beginners' course",),
        ("Single lesson", "Playing lesson"),
    ),
    FollowUp(
        "How much does full membership cost?",
        "Can members bring a guest?",
        "a reduced fee of 30 euros",
    ),
]
