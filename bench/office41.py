"""A forty-first set of office documents for bench.answers (a language school): a PDF of
course terms whose section on attendance runs across a page break, an XLSX of course levels and
times, an HTML page of fees with a table, a CSV of teachers, a DOCX on the placement test and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how many, which
level, who, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: which level a learner belongs in, how many lessons one may miss, the
languages a teacher teaches and a certificate's conditions.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Babel Language School course terms\n"
    "Enrolment\n"
    "Courses start every four weeks. Enrol online at least five days before the start date; "
    "places are given in the order payments arrive.\n"
    "Attendance\n"
    "A certificate is given to students who attend at least 80 percent of the lessons and pass "
    "the final test. Missed lessons cannot be made up in another group",
    "or refunded.\n"
    "Changing course\n"
    "In the first week you may move to another level or time once, free of charge.\n"
    "Refunds\n"
    "Courses cancelled by the school are refunded in full within ten days.",
]
LEVELS: list[list[Any]] = [
    ["Course", "Level", "Days", "Time", "Lessons"],
    ["Spanish A1", "Beginner", "Monday and Wednesday", "18:00-19:30", "16"],
    ["Spanish B1", "Intermediate", "Tuesday and Thursday", "18:00-19:30", "16"],
    ["French A2", "Elementary", "Monday and Thursday", "19:45-21:15", "16"],
    ["German B2", "Upper intermediate", "Saturday", "10:00-13:00", "8"],
]
FEES = """<html><head><title>Fees</title></head><body>
<h1>Fees</h1>
<table>
<tr><th>Course type</th><th>Price</th><th>Group size</th></tr>
<tr><td>Evening group course</td><td>240 euros</td><td>6-10</td></tr>
<tr><td>Saturday intensive</td><td>260 euros</td><td>6-10</td></tr>
<tr><td>Private lessons (10 hours)</td><td>450 euros</td><td>1</td></tr>
</table>
<p>Books are not included and cost about 30 euros per level.</p>
</body></html>
"""
TEACHERS = """Teacher,Teaches,Native language
Carmen Vidal,Spanish,Spanish
Luc Moreau,French and Spanish,French
Anke Vogel,German,German
"""
PLACEMENT = {
    "The placement test": [
        "New students who know some of the language take a free placement test online.",
        "The test takes about 40 minutes and has a short interview by video call.",
        "Complete beginners do not take the test and join an A1 course.",
    ],
}
QUESTIONS = """# Questions

## Can I join a course that has already started?

Yes, in its first two weeks, if there is a free place; the price is not reduced.

## Do you prepare students for exams?

Our B2 courses prepare for the official B2 exams; the exam fee is paid to the exam centre.

## Is there a student discount?

Students under 26 get 10 percent off group courses with a valid student card.
"""


def documents() -> dict[str, bytes]:
    return {
        "course-terms.pdf": pdf(TERMS_PAGES),
        "course-levels.xlsx": xlsx({"Courses": LEVELS}),
        "fees.html": FEES.encode(),
        "teachers.csv": TEACHERS.encode(),
        "placement-test.docx": docx(PLACEMENT, title="The placement test"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How often do courses start?",
        "Courses start every four weeks",
        "course-terms.pdf",
        1,
    ),
    Question(
        "Who gets a certificate?",
        "students who attend at least 80 percent of the lessons and pass",
        "course-terms.pdf",
        1,
    ),
    Question("How much is an evening group course?", "240 euros", "fees.html"),
    Question("When is the German B2 course?", "Saturday", "course-levels.xlsx"),
    Question("Who teaches German?", "Anke Vogel", "teachers.csv"),
    Question(
        "How long does the placement test take?",
        "The test takes about 40 minutes",
        "placement-test.docx",
    ),
    Question(
        "Are books included in the price?",
        "Books are not included and cost about 30 euros per level",
        "fees.html",
    ),
    Question(
        "Is there a student discount?",
        "Students under 26 get 10 percent off group courses",
        "questions.md",
    ),
    Question(
        "Can I catch up on a lesson I missed with a different class?",
        "Missed lessons cannot be made up in another group",
        "course-terms.pdf",
        1,
        True,
    ),
    Question(
        "What if the school cancels my course?",
        "Courses cancelled by the school are refunded in full within ten days",
        "course-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can I switch to a morning class after I start?",
        "In the first week you may move to another level or time once",
        "course-terms.pdf",
        2,
        True,
    ),
    Question(
        "I have never learnt any Spanish, which course should I take?",
        "Spanish A1",
        "course-levels.xlsx",
        None,
        True,
    ),
    Question(
        "Do I have to do a test if I'm a complete beginner?",
        "Complete beginners do not take the test",
        "placement-test.docx",
        None,
        True,
    ),
    Question(
        "Which teacher can teach me both French and Spanish?",
        "Luc Moreau",
        "teachers.csv",
        None,
        True,
    ),
    Question(
        "The course began last week, is it too late to sign up?",
        "in its first two weeks, if there is a free place",
        "questions.md",
        None,
        True,
    ),
    Question(
        "How many people are in a group?",
        "6-10",
        "fees.html",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a Spanish B2 course?",
    "Who teaches Italian?",
    "When is the French B1 course?",
    "Do you offer courses in the summer holidays?",
    "How much is the official B2 exam?",
    "Can I pay in instalments?",
    "Is there a discount for a second course?",
    "Do you have online courses?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What time is French A2?", ("19:45-21:15",), ("18:00-19:30", "10:00-13:00")),
    ("How many lessons does German B2 have?", ("8",), ("Spanish A1", "French A2")),
    ("How much are private lessons?", ("450 euros",), ("Evening group", "Saturday intensive")),
    ("What is Luc Moreau's native language?", ("French",), ("Carmen Vidal", "Anke Vogel")),
]

FOLLOW_UPS = [
    FollowUp(
        "When is Spanish A1?",
        "And Spanish B1?",
        "Tuesday and Thursday",
        ("Spanish B1",),
        ("Spanish A1", "French A2"),
    ),
    FollowUp(
        "Who teaches German?",
        "What is her native language?",
        "German",
        ("Anke Vogel",),
        ("Carmen Vidal", "Luc Moreau"),
    ),
    FollowUp(
        "How much is a Saturday intensive?",
        "How big are the groups?",
        "6-10",
        ("Saturday intensive",),
        ("Private lessons",),
    ),
    FollowUp(
        "How long does the placement test take?",
        "Is it free?",
        "take a free placement test online",
    ),
]
