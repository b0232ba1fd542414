"""A forty-ninth set of office documents for bench.answers (a yoga studio): a PDF of studio
guidelines whose section on booking runs across a page break, an HTML page of passes with a
table, an XLSX of the timetable, a CSV of teachers, a DOCX on a retreat and a Markdown page of
questions; 16 answerable questions (half paraphrased; how much, when, who, what to bring, may
I), 8 in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: passes of a number of classes and how long they last, late arrival,
pregnancy, and what a retreat's price includes.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDELINES_PAGES = [
    "Lotus Room studio guidelines\n"
    "Booking\n"
    "Book classes online; a place can be cancelled free up to 6 hours before the class. A late "
    "cancellation or a missed class uses up one class of your",
    "pass.\n"
    "Arriving\n"
    "Doors close 5 minutes after a class starts, so that the class is not disturbed.\n"
    "Mats\n"
    "Mats, blocks and blankets are provided; bring your own mat if you prefer.\n"
    "Health\n"
    "Tell the teacher about injuries before class. From the fourth month of pregnancy, join "
    "the prenatal class instead of the open classes.",
]
PASSES = """<html><head><title>Passes</title></head><body>
<h1>Passes</h1>
<table>
<tr><th>Pass</th><th>Price</th><th>Valid for</th></tr>
<tr><td>Single class</td><td>16 euros</td><td>1 month</td></tr>
<tr><td>5-class pass</td><td>70 euros</td><td>2 months</td></tr>
<tr><td>10-class pass</td><td>125 euros</td><td>4 months</td></tr>
<tr><td>Unlimited monthly</td><td>95 euros</td><td>1 month</td></tr>
</table>
<p>Students pay 20 percent less on every pass with a valid student card.</p>
</body></html>
"""
TIMETABLE: list[list[Any]] = [
    ["Class", "Day", "Time", "Level"],
    ["Gentle flow", "Monday", "18:00", "All levels"],
    ["Vinyasa", "Tuesday", "19:30", "Intermediate"],
    ["Yin yoga", "Wednesday", "20:00", "All levels"],
    ["Prenatal", "Thursday", "17:30", "Pregnant women"],
    ["Power yoga", "Saturday", "10:00", "Advanced"],
]
TEACHERS = """Teacher,Teaches,Training
Mira Holm,Gentle flow and Yin yoga,500 hours
Jonas Berg,Vinyasa and Power yoga,300 hours
Sofia Lund,Prenatal,200 hours and a midwife's diploma
"""
RETREAT = {
    "Autumn retreat": [
        "The autumn retreat runs from 9 to 12 October at a farmhouse in the hills.",
        "The price of 480 euros covers three nights in a shared room, all meals and two "
        "classes a day.",
        "A single room costs 90 euros more; travel to the farmhouse is not included.",
    ],
}
QUESTIONS = """# Questions

## I have never done yoga. Which class should I take?

Start with Gentle flow or Yin yoga; both are open to all levels.

## Are there showers?

Yes, two showers and lockers; bring a coin for the lockers.

## Can I buy a gift voucher?

Yes, for any pass, at the front desk or online.
"""


def documents() -> dict[str, bytes]:
    return {
        "guidelines.pdf": pdf(GUIDELINES_PAGES),
        "passes.html": PASSES.encode(),
        "timetable.xlsx": xlsx({"Timetable": TIMETABLE}),
        "teachers.csv": TEACHERS.encode(),
        "retreat.docx": docx(RETREAT, title="Autumn retreat"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How late can I cancel a class for free?",
        "cancelled free up to 6 hours before the class",
        "guidelines.pdf",
        1,
    ),
    Question(
        "When do the doors close?",
        "Doors close 5 minutes after a class starts",
        "guidelines.pdf",
        2,
    ),
    Question("How much is a 5-class pass?", "70 euros", "passes.html"),
    Question("When is Yin yoga?", "Wednesday", "timetable.xlsx"),
    Question("Who teaches Vinyasa?", "Jonas Berg", "teachers.csv"),
    Question(
        "When is the autumn retreat?",
        "runs from 9 to 12 October",
        "retreat.docx",
    ),
    Question(
        "Can I buy a gift voucher?",
        "Yes, for any pass, at the front desk or online",
        "questions.md",
    ),
    Question(
        "How much less do students pay?",
        "Students pay 20 percent less on every pass",
        "passes.html",
    ),
    Question(
        "What if I don't turn up to a class I booked?",
        "A late cancellation or a missed class uses up one class of your pass",
        "guidelines.pdf",
        1,
        True,
    ),
    Question(
        "Do I need to bring my own mat?",
        "Mats, blocks and blankets are provided",
        "guidelines.pdf",
        2,
        True,
    ),
    Question(
        "I'm five months pregnant, which class can I join?",
        "join the prenatal class instead of the open classes",
        "guidelines.pdf",
        2,
        True,
    ),
    Question(
        "How long can I use a ten-class pass?",
        "4 months",
        "passes.html",
        None,
        True,
    ),
    Question(
        "I'm a beginner, where should I start?",
        "Start with Gentle flow or Yin yoga",
        "questions.md",
        None,
        True,
    ),
    Question(
        "What does the retreat price include?",
        "three nights in a shared room, all meals and two classes a day",
        "retreat.docx",
        None,
        True,
    ),
    Question(
        "Is the train to the retreat paid for?",
        "travel to the farmhouse is not included",
        "retreat.docx",
        None,
        True,
    ),
    Question(
        "Can I wash after class?",
        "Yes, two showers and lockers",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a 20-class pass?",
    "When is Ashtanga yoga?",
    "Who teaches Pilates?",
    "Is there a spring retreat?",
    "Do you offer private lessons?",
    "Can I rent a mat?",
    "Is there parking at the studio?",
    "Do seniors get a discount?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is the unlimited monthly pass?", ("95 euros",), ("Single class", "10-class")),
    ("What level is power yoga?", ("Advanced",), ("Vinyasa", "Gentle flow")),
    ("When is the prenatal class?", ("Thursday",), ("Yin yoga", "Vinyasa")),
    ("Who teaches prenatal yoga?", ("Sofia Lund",), ("Mira Holm", "Jonas Berg")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a single class?",
        "How long is it valid?",
        "1 month",
        ("Single class",),
        ("5-class", "10-class"),
    ),
    FollowUp(
        "When is Vinyasa?",
        "What level is it?",
        "Intermediate",
        ("Vinyasa",),
        ("Power yoga", "Gentle flow"),
    ),
    FollowUp(
        "Who teaches Gentle flow?",
        "What training does she have?",
        "500 hours",
        ("Mira Holm",),
        ("Jonas Berg", "Sofia Lund"),
    ),
    FollowUp(
        "How much is the autumn retreat?",
        "And a single room?",
        "A single room costs 90 euros more",
    ),
]
