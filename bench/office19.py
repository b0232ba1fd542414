"""A nineteenth set of office documents for bench.answers (a university course's handbook for
students): a PDF of assessment rules whose section on late work runs across a page break, a DOCX
module list with a table, an ODS exam timetable, an HTML page of the library, a Markdown IT help
page and a plain-text note of the course contacts; 16 answerable questions (half paraphrased;
what percentage, how many words, how many credits, who to contact, what is the penalty), 8
in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: percentages and weights ("40 percent"), word limits, credits, people
named as the one to ask, and penalties.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from bench.office import FollowUp, Question
from tests.support.files import docx, ods, pdf

RULES_PAGES = [
    "Assessment rules, BSc Environmental Science\n"
    "Submitting coursework\n"
    "Coursework is submitted online through the learning platform by 12:00 noon on the "
    "deadline. Essays must not exceed 3,000 words; the reference list does not count.\n"
    "Late work\n"
    "Work handed in up to five days late loses 5 marks for each day, down to the pass mark of 40.",
    "Work more than five days late receives a mark of zero.\n"
    "Extensions\n"
    "An extension of up to ten days can be asked for on the extenuating circumstances form, "
    "with evidence such as a doctor's note.\n"
    "Resits\n"
    "A failed exam can be taken once more in the August resit period; the resit mark is capped "
    "at 40.",
]
MODULES = {
    "Modules in the second year": [
        "Every student takes 120 credits in the year: the four core modules and two options.",
    ],
}
MODULE_TABLE = [
    ["Module", "Credits", "Exam weight", "Leader"],
    ["Soil Science", "20", "60 percent", "Dr Amara Osei"],
    ["Climate Systems", "20", "40 percent", "Prof Lena Brandt"],
    ["Field Methods", "20", "0 percent", "Dr Tom Kerr"],
    ["Statistics for Scientists", "20", "70 percent", "Dr Priya Nair"],
]
EXAMS = {
    "Exams": [
        ["Module", "Date", "Time", "Room"],
        ["Soil Science", "12 January 2027", "9:30", "Hall A"],
        ["Climate Systems", "14 January 2027", "14:00", "Hall B"],
        ["Statistics for Scientists", "19 January 2027", "9:30", "Hall A"],
    ],
}
LIBRARY = """<html><head><title>The library</title></head><body>
<h1>The library</h1>
<p>During term the main library is open 24 hours a day; in the holidays it closes at 20:00.</p>
<p>Students may borrow up to 15 books at a time. Books are lent for three weeks and renewed
automatically unless someone else has reserved them.</p>
<p>Group study rooms seat up to eight and can be booked for two hours a day.</p>
</body></html>
"""
IT_HELP = """# IT help

## Printing

Every student gets 20 pounds of print credit a year; a black and white page costs 5 pence.

## Software

Statistics software (SPSS and R) is installed on all library computers. Students can install
Microsoft Office on up to five personal devices for free.

## Passwords

Passwords expire every 180 days. A forgotten password is reset at the IT desk with a student
card.
"""
CONTACTS = """Course contacts

Course director: Dr Helen Marsh, room 2.14, for questions about the course as a whole.
Student adviser: Mark Ellis, for extensions, illness and anything personal.
Placements officer: Sara Lindqvist, for the summer placement and its forms.
"""


def documents() -> dict[str, bytes]:
    return {
        "assessment-rules.pdf": pdf(RULES_PAGES),
        "modules.docx": docx(MODULES, table=MODULE_TABLE, title="Module list"),
        "exams.ods": ods(EXAMS),
        "library.html": LIBRARY.encode(),
        "it-help.md": IT_HELP.encode(),
        "contacts.txt": CONTACTS.encode(),
    }


ANSWERABLE = [
    Question(
        "What is the word limit for essays?",
        "must not exceed 3,000 words",
        "assessment-rules.pdf",
        1,
    ),
    Question(
        "How many marks does late work lose each day?",
        "5 marks for each day",
        "assessment-rules.pdf",
        1,
    ),
    Question("How many books can students borrow?", "up to 15 books", "library.html"),
    Question("How much print credit does a student get?", "20 pounds", "it-help.md"),
    Question("Who is the placements officer?", "Sara Lindqvist", "contacts.txt"),
    Question("How many credits does a student take in the year?", "120 credits", "modules.docx"),
    Question("When do passwords expire?", "every 180 days", "it-help.md"),
    Question("When is the resit period?", "in the August resit period", "assessment-rules.pdf", 2),
    Question(
        "What happens if I hand in my essay a week late?",
        "receives a mark of zero",
        "assessment-rules.pdf",
        2,
        True,
    ),
    Question(
        "I was ill and need more time; who do I talk to?",
        "Mark Ellis",
        "contacts.txt",
        None,
        True,
    ),
    Question(
        "Can I get Word on my laptop?",
        "install Microsoft Office on up to five personal devices",
        "it-help.md",
        None,
        True,
    ),
    Question(
        "Is the library open at night during term?",
        "open 24 hours a day",
        "library.html",
        None,
        True,
    ),
    Question(
        "What is the highest mark I can get if I retake an exam?",
        "capped at 40",
        "assessment-rules.pdf",
        2,
        True,
    ),
    Question(
        "How long can I keep a book?",
        "lent for three weeks",
        "library.html",
        None,
        True,
    ),
    Question(
        "What can I use as proof for more time?",
        "a doctor's note",
        "assessment-rules.pdf",
        2,
        True,
    ),
    Question(
        "I forgot my login; how do I get a new one?",
        "reset at the IT desk with a student card",
        "it-help.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How many credits is the dissertation worth?",
    "Who leads the Ocean Chemistry module?",
    "When is the Field Methods exam?",
    "How much does a colour page cost to print?",
    "Can I bring a calculator into the exam?",
    "How many days late can a group project be?",
    "Is MATLAB installed on the library computers?",
    "Where is the placements officer's office?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("Who leads Climate Systems?", ("Lena Brandt",), ("Amara Osei", "Tom Kerr")),
    ("How much is the exam worth in Soil Science?", ("60 percent",), ("40 percent", "70 percent")),
    ("In which room is the Climate Systems exam?", ("Hall B",), ("Hall A",)),
    ("When is the Statistics for Scientists exam?", ("19 January",), ("12 January", "14 January")),
]

FOLLOW_UPS = [
    FollowUp(
        "When is the Soil Science exam?",
        "At what time?",
        "9:30",
        ("Soil Science",),
        ("Climate Systems", "Statistics"),
    ),
    FollowUp(
        "Who leads Field Methods?",
        "And Statistics for Scientists?",
        "Priya Nair",
        ("Statistics for Scientists",),
        ("Field Methods", "Soil Science"),
    ),
    FollowUp(
        "Who is the course director?",
        "Where is her office?",
        "room 2.14",
    ),
    FollowUp(
        "How long are books lent for?",
        "And how many can I borrow?",
        "up to 15 books",
    ),
]
