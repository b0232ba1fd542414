"""A twenty-eighth set of office documents for bench.answers (a driving school's information for
learners): a PDF of terms whose section on cancelling lessons runs across a page break, an XLSX
of lesson packages, an HTML page of instructors with a table, a CSV of test centres, a DOCX on
the theory test with a list and a Markdown page of questions; 16 answerable questions (half
paraphrased; how many lessons, which instructor, how much, how long, can I), 8 in-domain
questions the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: packages of a number of lessons with how long they stay valid,
instructors by area, gearbox and language, and the steps from theory test to driving test.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Greenlight Driving School terms for learners\n"
    "Lessons\n"
    "A lesson lasts 60 minutes and starts and ends at your home, school or work. Bring your "
    "provisional licence to every lesson.\n"
    "Payment\n"
    "Single lessons are paid at the start of the lesson; packages are paid in full before the "
    "first lesson.\n"
    "Cancelling a lesson\n"
    "Lessons cancelled at least 48 hours ahead can be moved free of charge. A lesson cancelled",
    "later, or missed, is charged in full unless you are ill and send a doctor's note.\n"
    "Using the school's car for the test\n"
    "The school's car can be used for the driving test for the price of two lessons.",
]
PACKAGES: list[list[Any]] = [
    ["Package", "Lessons", "Price", "Valid for"],
    ["Single lesson", 1, "45 euros", "-"],
    ["Starter", 5, "210 euros", "3 months"],
    ["Standard", 10, "400 euros", "6 months"],
    ["Intensive", 20, "760 euros", "4 weeks"],
]
INSTRUCTORS = """<html><head><title>Our instructors</title></head><body>
<h1>Our instructors</h1>
<table>
<tr><th>Instructor</th><th>Area</th><th>Gearbox</th><th>Languages</th></tr>
<tr><td>Maria Santos</td><td>North and city centre</td><td>Manual</td>
<td>English and Portuguese</td></tr>
<tr><td>Jonas Weber</td><td>South</td><td>Automatic</td><td>English and German</td></tr>
<tr><td>Aisha Khan</td><td>East and West</td><td>Manual and automatic</td>
<td>English and Urdu</td></tr>
</table>
<p>Learners may ask for another instructor at any time at no cost.</p>
</body></html>
"""
CENTRES = """Test centre,Address,Waiting time
Riverside,12 Mill Lane,About 6 weeks
Hilltop,3 Quarry Road,About 10 weeks
"""
THEORY = {
    "The theory test": [
        "You must pass the theory test before you can book the driving test.",
        "The theory test has 50 multiple-choice questions and a hazard perception part.",
        "A pass certificate is valid for two years.",
        "Our app has 800 practice questions and costs nothing for our learners.",
    ],
}
QUESTIONS = """# Questions

## How many lessons will I need?

Most learners need about 40 hours of lessons; learners who practise with family need fewer.

## Can I learn in my own car?

No. Lessons are given only in the school's dual-control cars.

## Do you teach motorway driving?

Yes. After passing the test you can take a two-hour motorway lesson for 95 euros.
"""


def documents() -> dict[str, bytes]:
    return {
        "terms.pdf": pdf(TERMS_PAGES),
        "packages.xlsx": xlsx({"Packages": PACKAGES}),
        "instructors.html": INSTRUCTORS.encode(),
        "test-centres.csv": CENTRES.encode(),
        "theory-test.docx": docx(THEORY, title="The theory test"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question("How long does a lesson last?", "60 minutes", "terms.pdf", 1),
    Question("When are packages paid?", "paid in full before the first lesson", "terms.pdf", 1),
    Question("How much is the Standard package?", "400 euros", "packages.xlsx"),
    Question(
        "How many questions does the theory test have?",
        "50 multiple-choice questions",
        "theory-test.docx",
    ),
    Question(
        "How long is a theory test pass certificate valid?",
        "valid for two years",
        "theory-test.docx",
    ),
    Question("What is the waiting time at Hilltop?", "About 10 weeks", "test-centres.csv"),
    Question("How much is a motorway lesson?", "95 euros", "questions.md"),
    Question(
        "How much does it cost to use the school's car for the driving test?",
        "the price of two lessons",
        "terms.pdf",
        2,
    ),
    Question(
        "What do I need to bring to my lessons?",
        "provisional licence",
        "terms.pdf",
        1,
        True,
    ),
    Question(
        "Do I pay if I miss a lesson because I am sick?",
        "unless you are ill and send a doctor's note",
        "terms.pdf",
        2,
        True,
    ),
    Question(
        "Can I practise in my dad's car with the school?",
        "Lessons are given only in the school's dual-control cars",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Which instructor teaches in an automatic?",
        "Jonas Weber",
        "instructors.html",
        None,
        True,
    ),
    Question(
        "Is the practice app free?",
        "costs nothing for our learners",
        "theory-test.docx",
        None,
        True,
    ),
    Question(
        "Who can teach me in German?",
        "Jonas Weber",
        "instructors.html",
        None,
        True,
    ),
    Question(
        "Can I change to a different teacher?",
        "ask for another instructor at any time at no cost",
        "instructors.html",
        None,
        True,
    ),
    Question(
        "How many hours of driving lessons does a typical learner take?",
        "about 40 hours",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Premium package?",
    "Which instructor speaks French?",
    "What is the waiting time at Lakeside?",
    "How much does the driving test cost?",
    "Can I take lessons on a motorbike?",
    "Do you give lessons on Sundays?",
    "How many times can I retake the theory test?",
    "Is there a discount for students?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many lessons are in the Intensive package?", ("20",), ("Starter", "Standard")),
    ("Which area does Maria Santos cover?", ("North and city centre",), ("Jonas", "Aisha")),
    ("What is the address of the Riverside test centre?", ("12 Mill Lane",), ("Hilltop",)),
    ("How long is the Starter package valid for?", ("3 months",), ("Standard", "Intensive")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Starter package?",
        "And the Intensive one?",
        "760 euros",
        ("Intensive",),
        ("Starter", "Standard"),
    ),
    FollowUp(
        "Which area does Aisha Khan cover?",
        "Which languages does she speak?",
        "English and Urdu",
        ("Aisha Khan",),
        ("Maria Santos", "Jonas Weber"),
    ),
    FollowUp(
        "What is the waiting time at Riverside?",
        "And at Hilltop?",
        "About 10 weeks",
        ("Hilltop",),
        ("Riverside",),
    ),
    FollowUp(
        "How long does a lesson last?",
        "Where does it start?",
        "starts and ends at your home, school or work",
    ),
]
