"""A fifty-third set of office documents for bench.answers (a ski school): a PDF of booking
conditions whose section on bad weather runs across a page break, an HTML page of courses
with a table, an XLSX of equipment hire, a CSV of meeting points, a DOCX on children's ski
kindergarten and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, where, when, what if, how old), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: lessons lost to weather or injury, group sizes, ages a course takes,
and where each group meets.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

CONDITIONS_PAGES = [
    "Alpenrose Ski School booking conditions\n"
    "Bad weather\n"
    "Lessons take place in any weather. If the lifts close because of storm, the lessons of "
    "that day are given on another day of your course or",
    "refunded.\n"
    "Injury\n"
    "With a doctor's note, lessons missed through injury are refunded from the day after the "
    "accident.\n"
    "Helmets\n"
    "Helmets are compulsory for every pupil under 16.\n"
    "Lift passes\n"
    "Lift passes are not included in the course price.",
]
COURSES = """<html><head><title>Courses</title></head><body>
<h1>Courses</h1>
<table>
<tr><th>Course</th><th>Price</th><th>Group size</th><th>Ages</th></tr>
<tr><td>Beginners group (5 mornings)</td><td>189 euros</td><td>Up to 8</td><td>6 and over</td></tr>
<tr><td>Improvers group (5 mornings)</td><td>199 euros</td><td>Up to 8</td><td>6 and over</td></tr>
<tr><td>Snowboard group (3 afternoons)</td><td>149 euros</td><td>Up to 6</td>
<td>10 and over</td></tr>
<tr><td>Private lesson (2 hours)</td><td>130 euros</td><td>1 to 3</td><td>Any age</td></tr>
</table>
<p>A second child of the same family gets 10 percent off a group course.</p>
</body></html>
"""
HIRE: list[list[Any]] = [
    ["Equipment", "Per day", "Per week"],
    ["Skis, boots and poles", "32 euros", "150 euros"],
    ["Snowboard and boots", "30 euros", "140 euros"],
    ["Helmet", "6 euros", "25 euros"],
    ["Children's skis and boots", "18 euros", "80 euros"],
]
MEETING = """Group,Meeting point,Time
Beginners,Nursery slope by the Sonnhof lift,9:30
Improvers,Top of the Gondola,9:30
Snowboard,Snowpark entrance,13:30
Ski kindergarten,Kids' club house,9:00
"""
KINDERGARTEN = {
    "Ski kindergarten": [
        "The ski kindergarten takes children from 3 to 5 years old, from 9:00 to 16:00.",
        "Lunch is served at the kids' club house and is included in the price of 65 euros a day.",
        "Children must be potty trained and bring spare gloves.",
    ],
}
QUESTIONS = """# Questions

## Where do I collect hired equipment?

At our shop beside the Sonnhof lift, from 8:00 the day your course starts.

## Can we change groups?

Yes, if your teacher finds another level suits you better, at no charge.

## Is there a race at the end of the course?

Yes, every group course ends with a small race on Friday and a medal for every child.
"""


def documents() -> dict[str, bytes]:
    return {
        "booking-conditions.pdf": pdf(CONDITIONS_PAGES),
        "courses.html": COURSES.encode(),
        "equipment-hire.xlsx": xlsx({"Hire": HIRE}),
        "meeting-points.csv": MEETING.encode(),
        "kindergarten.docx": docx(KINDERGARTEN, title="Ski kindergarten"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Who must wear a helmet?",
        "Helmets are compulsory for every pupil under 16",
        "booking-conditions.pdf",
        2,
    ),
    Question(
        "Are lift passes included?",
        "Lift passes are not included in the course price",
        "booking-conditions.pdf",
        2,
    ),
    Question("How much is the snowboard group?", "149 euros", "courses.html"),
    Question("How much is hiring a helmet per week?", "25 euros", "equipment-hire.xlsx"),
    Question("Where do the improvers meet?", "Top of the Gondola", "meeting-points.csv"),
    Question(
        "How much is the ski kindergarten?",
        "65 euros a day",
        "kindergarten.docx",
    ),
    Question(
        "Is there a race at the end of the course?",
        "every group course ends with a small race on Friday",
        "questions.md",
    ),
    Question(
        "How much off does a second child get?",
        "10 percent off a group course",
        "courses.html",
    ),
    Question(
        "What happens to our lessons if there's a storm?",
        "given on another day of your course or refunded",
        "booking-conditions.pdf",
        1,
        True,
    ),
    Question(
        "I broke my wrist on day two, do I get money back?",
        "lessons missed through injury are refunded from the day after the accident",
        "booking-conditions.pdf",
        2,
        True,
    ),
    Question(
        "How many children are in a beginners group?",
        "Up to 8",
        "courses.html",
        None,
        True,
    ),
    Question(
        "Can my four-year-old join the ski kindergarten?",
        "children from 3 to 5 years old",
        "kindergarten.docx",
        None,
        True,
    ),
    Question(
        "Do I need to pack lunch for my child at the kindergarten?",
        "Lunch is served at the kids' club house and is included",
        "kindergarten.docx",
        None,
        True,
    ),
    Question(
        "Where do I pick up my rental skis?",
        "At our shop beside the Sonnhof lift",
        "questions.md",
        None,
        True,
    ),
    Question(
        "What if my child is in a group that's too easy?",
        "if your teacher finds another level suits you better",
        "questions.md",
        None,
        True,
    ),
    Question(
        "What does it cost to rent a board for a day?",
        "30 euros",
        "equipment-hire.xlsx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the advanced group?",
    "How much is hiring ski goggles?",
    "Where does the freestyle group meet?",
    "Is there cross-country skiing?",
    "How much is a lift pass?",
    "Do you offer night skiing?",
    "Can adults join the ski kindergarten?",
    "Is there a discount for a third child?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a private lesson?", ("130 euros",), ("Beginners", "Snowboard")),
    ("Where does the ski kindergarten meet?", ("Kids' club house",), ("Nursery slope",)),
    ("How much is hiring children's skis per day?", ("18 euros",), ("Helmet", "Snowboard")),
    ("What ages is the snowboard group for?", ("10 and over",), ("Beginners", "Private")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the beginners group?",
        "And the improvers group?",
        "199 euros",
        ("Improvers",),
        ("Beginners", "Snowboard"),
    ),
    FollowUp(
        "Where do the beginners meet?",
        "At what time?",
        "9:30",
        ("Beginners",),
        ("Snowboard", "Ski kindergarten"),
    ),
    FollowUp(
        "How much is hiring skis, boots and poles per day?",
        "And per week?",
        "150 euros",
        ("Skis, boots and poles",),
        ("Snowboard and boots", "Helmet"),
    ),
    FollowUp(
        "How old must children be for the ski kindergarten?",
        "Is lunch included?",
        "Lunch is served at the kids' club house and is included",
    ),
]
