"""A seventy-first set of office documents for bench.answers (a dance school): a PDF of school
rules whose section on missed classes runs across a page break, an HTML page of courses with a
table, an XLSX of the timetable, a CSV of prices for private lessons, a DOCX on the end-of-year
show and a Markdown page of questions; 16 answerable questions (half paraphrased; how much,
when, what level, may I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a partner, a trial class, make-up classes and costumes.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Studio Tango Azul school rules\n"
    "Trial class\n"
    "Your first class is a free trial; after it you choose a course or go home owing nothing.\n"
    "Missed classes\n"
    "A class you miss can be made up in another group of the same level within four",
    "weeks; tell us by email beforehand.\n"
    "Shoes\n"
    "Wear clean shoes with leather or suede soles; no street shoes on the dance floor.\n"
    "Partners\n"
    "You do not need to bring a partner; we rotate partners in every class.\n"
    "Term\n"
    "A term has 12 weekly classes and is paid in advance.",
]
COURSES = """<html><head><title>Courses</title></head><body>
<h1>Courses this term</h1>
<table>
<tr><th>Course</th><th>Level</th><th>Term price</th></tr>
<tr><td>Salsa</td><td>Beginners</td><td>144 euros</td></tr>
<tr><td>Argentine tango</td><td>Improvers</td><td>168 euros</td></tr>
<tr><td>Ballroom</td><td>All levels</td><td>132 euros</td></tr>
<tr><td>Kids' hip hop</td><td>Ages 7 to 12</td><td>96 euros</td></tr>
</table>
<p>Couples who book together get 10 percent off each.</p>
</body></html>
"""
TIMETABLE: list[list[Any]] = [
    ["Course", "Day", "Time", "Room"],
    ["Salsa", "Tuesday", "19:00", "Studio 1"],
    ["Argentine tango", "Thursday", "20:15", "Studio 2"],
    ["Ballroom", "Wednesday", "18:30", "Studio 1"],
    ["Kids' hip hop", "Saturday", "10:00", "Studio 2"],
]
PRIVATE = """Lesson,Length,Price
Single private lesson,45 minutes,55 euros
Wedding dance package,Three 1-hour lessons,210 euros
Five-lesson card,45 minutes each,250 euros
"""
SHOW = {
    "The end-of-year show": [
        "The show is on the last Saturday of June in the town hall.",
        "Costumes are lent by the school; dancers bring their own shoes.",
        "Tickets for family and friends cost 12 euros.",
    ],
}
QUESTIONS = """# Questions

## Am I too old to start?

No, our oldest beginner was 78; every course starts at the basics.

## Can I join in the middle of a term?

Yes, you pay only for the classes left in the term.

## What if the teacher is ill?

Another teacher takes the class, or it is added at the end of the term.
"""


def documents() -> dict[str, bytes]:
    return {
        "school-rules.pdf": pdf(RULES_PAGES),
        "courses.html": COURSES.encode(),
        "timetable.xlsx": xlsx({"Timetable": TIMETABLE}),
        "private-lessons.csv": PRIVATE.encode(),
        "show.docx": docx(SHOW, title="The end-of-year show"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Is the first class free?",
        "Your first class is a free trial",
        "school-rules.pdf",
        1,
    ),
    Question(
        "How many classes does a term have?",
        "A term has 12 weekly classes",
        "school-rules.pdf",
        2,
    ),
    Question("How much is the ballroom course?", "132 euros", "courses.html"),
    Question("When is the salsa class?", "Tuesday", "timetable.xlsx"),
    Question("How much is a single private lesson?", "55 euros", "private-lessons.csv"),
    Question(
        "When is the show?",
        "on the last Saturday of June",
        "show.docx",
    ),
    Question(
        "Am I too old to start?",
        "our oldest beginner was 78",
        "questions.md",
    ),
    Question(
        "Can I join in the middle of a term?",
        "you pay only for the classes left in the term",
        "questions.md",
    ),
    Question(
        "I will be away next week, can I catch up the lesson?",
        "can be made up in another group of the same level",
        "school-rules.pdf",
        1,
        True,
    ),
    Question(
        "What footwear should I dance in?",
        "Wear clean shoes with leather or suede soles",
        "school-rules.pdf",
        2,
        True,
    ),
    Question(
        "I am single, can I still come?",
        "You do not need to bring a partner",
        "school-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is it cheaper if my husband and I sign up together?",
        "10 percent off each",
        "courses.html",
        None,
        True,
    ),
    Question(
        "Which room is tango in?",
        "Studio 2",
        "timetable.xlsx",
        None,
        True,
    ),
    Question(
        "We are getting married, do you help with our first dance?",
        "Three 1-hour lessons",
        "private-lessons.csv",
        None,
        True,
    ),
    Question(
        "Do we have to buy outfits for the performance?",
        "Costumes are lent by the school",
        "show.docx",
        None,
        True,
    ),
    Question(
        "Is the lesson cancelled when the instructor is sick?",
        "Another teacher takes the class",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the flamenco course?",
    "When is the zumba class?",
    "How much is a private lesson for two hours?",
    "Is there a changing room with lockers?",
    "Do you teach pole dancing?",
    "Can I pay the term in monthly instalments?",
    "Is there parking near the studio?",
    "Can I film the class on my phone?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What level is the Argentine tango course?", ("Improvers",), ("Salsa", "Ballroom")),
    ("What time is ballroom?", ("18:30",), ("Salsa", "tango")),
    ("How much is the wedding dance package?", ("210 euros",), ("Single", "Five-lesson")),
    ("How much is kids' hip hop?", ("96 euros",), ("Salsa", "Ballroom")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the salsa course?",
        "And ballroom?",
        "132 euros",
        ("Ballroom",),
        ("Salsa", "tango"),
    ),
    FollowUp(
        "When is the Argentine tango class?",
        "Which room?",
        "Studio 2",
        ("Argentine tango",),
        ("Salsa", "Ballroom"),
    ),
    FollowUp(
        "How much is a five-lesson card?",
        "How long is each lesson?",
        "45 minutes each",
        ("Five-lesson card",),
        ("Single", "Wedding"),
    ),
    FollowUp(
        "When is the show?",
        "How much are tickets?",
        "12 euros",
    ),
]
