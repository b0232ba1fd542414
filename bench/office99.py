"""A ninety-ninth set of office documents for bench.answers (a university library): a PDF of
library rules whose section on fines runs across a page break, an HTML page of loan limits
with a table, an XLSX of the study rooms, a CSV of the opening hours by site, a DOCX on
printing and a Markdown page of questions; 16 answerable questions (half paraphrased; how many,
how long, how much, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: loans by reader type, renewals, a fine per day and a room booking.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Hallam University Library rules\n"
    "Your card\n"
    "Your student card is your library card; report a lost card to the library desk at once.\n"
    "Quiet zones\n"
    "The third floor is a silent study zone; phone calls are not allowed there.\n"
    "Fines\n"
    "Books returned late are fined 50 cents a day, up to 10 euros per book; you cannot",
    "borrow again until the fine is paid.\n"
    "Renewals\n"
    "Loans renew automatically up to five times unless another reader reserves the book.\n"
    "Food\n"
    "Cold snacks and drinks in closed cups are allowed; hot food is not.",
]
LOANS = """<html><head><title>Loan limits</title></head><body>
<h1>Loan limits</h1>
<table>
<tr><th>Reader</th><th>Books at a time</th><th>Loan period</th></tr>
<tr><td>Undergraduate</td><td>15</td><td>3 weeks</td></tr>
<tr><td>Postgraduate</td><td>25</td><td>6 weeks</td></tr>
<tr><td>Staff</td><td>40</td><td>12 weeks</td></tr>
</table>
<p>Short loan books can be borrowed for 24 hours by every reader.</p>
</body></html>
"""
ROOMS: list[list[Any]] = [
    ["Room", "Seats", "Equipment"],
    ["Group room 1", "6", "Screen and whiteboard"],
    ["Group room 2", "10", "Projector"],
    ["Carrel A", "1", "Desk lamp and lockable drawer"],
]
HOURS = """Site,Term time,Vacations
Main library,24 hours,08:00 to 22:00
Medical library,08:00 to 22:00,09:00 to 17:00
Law library,09:00 to 21:00,Closed
"""
PRINTING = {
    "Printing and scanning": [
        "Black and white prints cost 5 cents a page; colour prints cost 20 cents a page.",
        "Top up your print credit online or at the machines by the entrance.",
        "Scanning to email is free.",
    ],
}
QUESTIONS = """# Questions

## How do I book a study room?

Book up to two hours a day in the room booking system with your student number.

## Can visitors use the library?

Visitors may read in the library with a day pass from the desk, but may not borrow.

## Can I return books at another site?

Yes, books can be returned at any of our libraries.
"""


def documents() -> dict[str, bytes]:
    return {
        "library-rules.pdf": pdf(RULES_PAGES),
        "loan-limits.html": LOANS.encode(),
        "study-rooms.xlsx": xlsx({"Rooms": ROOMS}),
        "opening-hours.csv": HOURS.encode(),
        "printing.docx": docx(PRINTING, title="Printing and scanning"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What is my library card?",
        "Your student card is your library card",
        "library-rules.pdf",
        1,
    ),
    Question(
        "How much is the fine for late books?",
        "fined 50 cents a day, up to 10 euros per book",
        "library-rules.pdf",
        1,
    ),
    Question("How many books can a postgraduate borrow?", "25", "loan-limits.html"),
    Question("How many seats does Group room 2 have?", "10", "study-rooms.xlsx"),
    Question(
        "What are the vacation hours of the medical library?", "09:00 to 17:00", "opening-hours.csv"
    ),
    Question(
        "How much is a colour print?",
        "colour prints cost 20 cents a page",
        "printing.docx",
    ),
    Question(
        "How do I book a study room?",
        "Book up to two hours a day in the room booking system",
        "questions.md",
    ),
    Question("Can visitors use the library?", "with a day pass from the desk", "questions.md"),
    Question(
        "How many times can I extend a loan?",
        "Loans renew automatically up to five times",
        "library-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I eat a hot meal at my desk?",
        "hot food is not",
        "library-rules.pdf",
        2,
        True,
    ),
    Question(
        "Where can I study in complete silence?",
        "The third floor is a silent study zone",
        "library-rules.pdf",
        1,
        True,
    ),
    Question(
        "How long can lecturers keep books?",
        "12 weeks",
        "loan-limits.html",
        None,
        True,
    ),
    Question(
        "Which room has a projector for our group presentation?",
        "Group room 2",
        "study-rooms.xlsx",
        None,
        True,
    ),
    Question(
        "Is the law library open over the summer break?",
        "Closed",
        "opening-hours.csv",
        None,
        True,
    ),
    Question(
        "Does it cost anything to scan a chapter and send it to myself?",
        "Scanning to email is free",
        "printing.docx",
        None,
        True,
    ),
    Question(
        "I borrowed a book at the main library, can I drop it off at the law library?",
        "books can be returned at any of our libraries",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How many books can an alumnus borrow?",
    "How many seats does Group room 3 have?",
    "What are the opening hours of the music library?",
    "How much is a 3D print?",
    "Can I borrow a laptop?",
    "Is there a café in the library?",
    "Can visitors borrow e-books?",
    "How much is the fine for a late laptop charger?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is the loan period for undergraduates?", ("3 weeks",), ("Postgraduate", "Staff")),
    ("What equipment does Carrel A have?", ("Desk lamp and lockable drawer",), ("Group room",)),
    ("When is the law library open in term time?", ("09:00 to 21:00",), ("Main", "Medical")),
    ("How many books can staff borrow?", ("40",), ("Undergraduate", "Postgraduate")),
]

FOLLOW_UPS = [
    FollowUp(
        "How many books can an undergraduate borrow?",
        "For how long?",
        "3 weeks",
        ("Undergraduate",),
        ("Postgraduate", "Staff"),
    ),
    FollowUp(
        "When is the main library open in term time?",
        "And in the vacations?",
        "08:00 to 22:00",
        ("Main library",),
        ("Medical", "Law"),
    ),
    FollowUp(
        "How many seats does Group room 1 have?",
        "What equipment does it have?",
        "Screen and whiteboard",
        ("Group room 1",),
        ("Group room 2", "Carrel"),
    ),
    FollowUp(
        "How much is a colour print?",
        "And black and white?",
        "Black and white prints cost 5 cents a page",
    ),
]
