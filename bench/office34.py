"""A thirty-fourth set of office documents for bench.answers (a music school): a PDF of
enrolment terms whose section on missed lessons runs across a page break, an XLSX timetable of
group classes, an HTML page of teachers with a table, a CSV of instruments to rent, a DOCX on
graded exams and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, who teaches, when, at what age, what happens if), 8 in-domain questions the documents do
not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: who teaches what, the age a class is for, a timetable's day and time
of one class, and what happens to a lesson that is missed.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Allegro Music School enrolment terms\n"
    "Terms and fees\n"
    "The school year has three terms of eleven weeks. Fees are paid per term, before the first "
    "lesson; a weekly 30-minute private lesson costs 220 euros a term.\n"
    "Missed lessons\n"
    "Lessons missed by the student are not made up or refunded. Lessons the teacher cancels are "
    "made up within the same term or, if that is not possible, refunded",
    "at the end of the term.\n"
    "Leaving the school\n"
    "To leave, tell the office in writing before the start of the next term; fees for a term "
    "that has begun are not refunded.\n"
    "Concerts\n"
    "Every student may play in the end-of-year concert in June; family and friends come free.",
]
CLASSES: list[list[Any]] = [
    ["Class", "Age", "Day", "Time", "Teacher"],
    ["Music for toddlers", "2-4", "Wednesday", "10:00", "Sara Lind"],
    ["Children's choir", "7-12", "Thursday", "16:30", "Ben Okafor"],
    ["Beginners' guitar group", "10-16", "Monday", "17:00", "Marco Ruiz"],
    ["Adult jazz band", "18+", "Tuesday", "19:30", "Ben Okafor"],
]
TEACHERS = """<html><head><title>Our teachers</title></head><body>
<h1>Our teachers</h1>
<table>
<tr><th>Teacher</th><th>Teaches</th><th>Lessons in</th></tr>
<tr><td>Sara Lind</td><td>Piano, early years music</td><td>English, Swedish</td></tr>
<tr><td>Ben Okafor</td><td>Singing, saxophone</td><td>English</td></tr>
<tr><td>Marco Ruiz</td><td>Guitar, bass guitar</td><td>English, Spanish</td></tr>
<tr><td>Hana Sato</td><td>Violin, cello</td><td>English, Japanese</td></tr>
</table>
<p>A free trial lesson of 20 minutes can be booked with any teacher.</p>
</body></html>
"""
RENTALS = """Instrument,Per month,Deposit,Minimum rental
Violin,15 euros,100 euros,3 months
Cello,30 euros,200 euros,3 months
Trumpet,20 euros,150 euros,6 months
Keyboard,18 euros,100 euros,3 months
"""
EXAMS = {
    "Graded exams": [
        "Students can take graded exams from grade 1 to grade 8, in March and in November.",
        "The exam fee is paid to the exam board, not to the school, and depends on the grade.",
        "Teachers decide when a student is ready; most students take a grade every year.",
    ],
}
QUESTIONS = """# Questions

## Do I need my own instrument?

Not at first: the school has pianos, drums and guitars for lessons, and other instruments can be
rented.

## Can parents stay during lessons?

Parents of children under 8 may stay in the room; older students have lessons alone.

## Is there parking?

There is no parking at the school; the nearest car park is behind the town hall.
"""


def documents() -> dict[str, bytes]:
    return {
        "enrolment-terms.pdf": pdf(TERMS_PAGES),
        "group-classes.xlsx": xlsx({"Classes": CLASSES}),
        "teachers.html": TEACHERS.encode(),
        "instrument-rental.csv": RENTALS.encode(),
        "graded-exams.docx": docx(EXAMS, title="Graded exams"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much is a weekly 30-minute private lesson?",
        "220 euros a term",
        "enrolment-terms.pdf",
        1,
    ),
    Question(
        "How many terms does the school year have?",
        "three terms of eleven weeks",
        "enrolment-terms.pdf",
        1,
    ),
    Question("When is the children's choir?", "Thursday", "group-classes.xlsx"),
    Question("Who teaches the violin?", "Hana Sato", "teachers.html"),
    Question("How much is it to rent a cello per month?", "30 euros", "instrument-rental.csv"),
    Question(
        "When are graded exams held?",
        "in March and in November",
        "graded-exams.docx",
    ),
    Question(
        "Is there parking at the school?",
        "There is no parking at the school",
        "questions.md",
    ),
    Question(
        "When is the end-of-year concert?",
        "end-of-year concert in June",
        "enrolment-terms.pdf",
        2,
    ),
    Question(
        "What if my teacher is ill and cancels a lesson?",
        "Lessons the teacher cancels are made up within the same term",
        "enrolment-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do I get money back if my child skips a lesson?",
        "Lessons missed by the student are not made up or refunded",
        "enrolment-terms.pdf",
        1,
        True,
    ),
    Question(
        "How do I quit the school?",
        "tell the office in writing before the start of the next term",
        "enrolment-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is there a class for my three-year-old?",
        "Music for toddlers",
        "group-classes.xlsx",
        None,
        True,
    ),
    Question(
        "Can I try a lesson before signing up?",
        "A free trial lesson of 20 minutes can be booked with any teacher",
        "teachers.html",
        None,
        True,
    ),
    Question(
        "Who pays for the exam?",
        "The exam fee is paid to the exam board, not to the school",
        "graded-exams.docx",
        None,
        True,
    ),
    Question(
        "Can I watch my six-year-old's lesson?",
        "Parents of children under 8 may stay in the room",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Which teacher gives lessons in Spanish?",
        "Marco Ruiz",
        "teachers.html",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "Who teaches the flute?",
    "How much does a grade 5 exam cost?",
    "Is there a summer school?",
    "How much is a 45-minute private lesson?",
    "Can I rent a piano?",
    "Is there a discount for siblings?",
    "What time does the adult choir meet?",
    "Do you teach online lessons?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the deposit for a trumpet?", ("150 euros",), ("Violin", "Cello")),
    ("Who teaches the adult jazz band?", ("Ben Okafor",), ("Marco Ruiz", "Sara Lind")),
    ("What does Sara Lind teach?", ("Piano, early years music",), ("Guitar", "Violin")),
    ("What is the minimum rental of a keyboard?", ("3 months",), ("Trumpet",)),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is it to rent a violin per month?",
        "And a trumpet?",
        "20 euros",
        ("Trumpet",),
        ("Violin", "Cello"),
    ),
    FollowUp(
        "When is the beginners' guitar group?",
        "Who teaches it?",
        "Marco Ruiz",
        ("Beginners' guitar group",),
        ("Adult jazz band", "Children's choir"),
    ),
    FollowUp(
        "Who teaches the cello?",
        "Which languages does she teach in?",
        "English, Japanese",
        ("Hana Sato",),
        ("Sara Lind", "Marco Ruiz"),
    ),
    FollowUp(
        "When are graded exams held?",
        "Who decides when a student is ready?",
        "Teachers decide when a student is ready",
    ),
]
