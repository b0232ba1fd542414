"""A fifty-second set of office documents for bench.answers (a theatre's box office): a PDF of
ticket terms whose section on exchanges runs across a page break, an HTML page of seat prices
with a table, an XLSX of the season's shows, a CSV of box office hours, a DOCX on access and
a Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, may
I, what if, how long), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: exchanges and refunds of tickets, latecomers, age guidance of a
show, and wheelchair places.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Royal Quay Theatre ticket terms\n"
    "Exchanges\n"
    "Tickets can be exchanged for another performance of the same show up to 48 hours before "
    "the curtain, for a fee of 3 euros per ticket. Tickets are not",
    "refunded unless a performance is cancelled.\n"
    "Latecomers\n"
    "Latecomers are admitted at a suitable break in the performance, which may be the "
    "interval.\n"
    "Children\n"
    "Every child needs a ticket, whatever their age; children under 14 must sit with an adult.\n"
    "Recording\n"
    "Photographs and recordings of any kind are not allowed during performances.",
]
SEATS = """<html><head><title>Seat prices</title></head><body>
<h1>Seat prices</h1>
<table>
<tr><th>Seats</th><th>Evening</th><th>Matinee</th></tr>
<tr><td>Stalls</td><td>48 euros</td><td>38 euros</td></tr>
<tr><td>Dress circle</td><td>42 euros</td><td>34 euros</td></tr>
<tr><td>Upper circle</td><td>26 euros</td><td>20 euros</td></tr>
<tr><td>Box (4 seats)</td><td>180 euros</td><td>150 euros</td></tr>
</table>
<p>Under 26s pay 12 euros for any unsold seat, bought at the box office on the day.</p>
</body></html>
"""
SHOWS: list[list[Any]] = [
    ["Show", "Runs", "Running time", "Age guidance"],
    ["The Winter's Tale", "2 to 21 November", "2 hours 50 minutes", "12+"],
    ["Peter Pan", "5 December to 10 January", "2 hours 10 minutes", "5+"],
    ["Blood Brothers", "28 January to 14 February", "2 hours 40 minutes", "14+"],
]
BOX_OFFICE = """Day,Box office opens,Box office closes
Monday,Closed,Closed
Tuesday to Saturday,10:00,20:00
Sunday,13:00,17:00
"""
ACCESS = {
    "Access": [
        "Four wheelchair spaces are in the stalls, each with a companion seat at no charge.",
        "An infrared hearing loop serves the whole auditorium; headsets are lent at the cloakroom.",
        "Every Peter Pan matinee on a Sunday is a relaxed performance with softer sound and "
        "lights.",
    ],
}
QUESTIONS = """# Questions

## Is there a cloakroom?

Yes, free, by the main entrance; large bags must be left there.

## Can I bring a drink into the auditorium?

Only drinks bought at our bars, in plastic cups.

## When should I arrive?

The doors open 45 minutes before the performance.
"""


def documents() -> dict[str, bytes]:
    return {
        "ticket-terms.pdf": pdf(TERMS_PAGES),
        "seat-prices.html": SEATS.encode(),
        "season.xlsx": xlsx({"Season": SHOWS}),
        "box-office.csv": BOX_OFFICE.encode(),
        "access.docx": docx(ACCESS, title="Access"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much is it to exchange a ticket?",
        "a fee of 3 euros per ticket",
        "ticket-terms.pdf",
        1,
    ),
    Question(
        "Are photographs allowed during performances?",
        "Photographs and recordings of any kind are not allowed during performances",
        "ticket-terms.pdf",
        2,
    ),
    Question("How much is a dress circle seat for an evening?", "42 euros", "seat-prices.html"),
    Question("How long is Blood Brothers?", "2 hours 40 minutes", "season.xlsx"),
    Question("When does the box office open on Sunday?", "13:00", "box-office.csv"),
    Question(
        "How many wheelchair spaces are there?",
        "Four wheelchair spaces are in the stalls",
        "access.docx",
    ),
    Question(
        "Is there a cloakroom?",
        "Yes, free, by the main entrance",
        "questions.md",
    ),
    Question(
        "How much do under 26s pay?",
        "Under 26s pay 12 euros for any unsold seat",
        "seat-prices.html",
    ),
    Question(
        "Can I get my money back if I can't come?",
        "Tickets are not refunded unless a performance is cancelled",
        "ticket-terms.pdf",
        2,
        True,
    ),
    Question(
        "What if I'm stuck in traffic and arrive after it starts?",
        "Latecomers are admitted at a suitable break in the performance",
        "ticket-terms.pdf",
        2,
        True,
    ),
    Question(
        "Does my baby need a ticket?",
        "Every child needs a ticket, whatever their age",
        "ticket-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is Peter Pan suitable for a six-year-old?",
        "5+",
        "season.xlsx",
        None,
        True,
    ),
    Question(
        "Do you have anything for people who are hard of hearing?",
        "An infrared hearing loop serves the whole auditorium",
        "access.docx",
        None,
        True,
    ),
    Question(
        "Does my carer have to pay for a seat?",
        "each with a companion seat at no charge",
        "access.docx",
        None,
        True,
    ),
    Question(
        "How early can we get into the building?",
        "The doors open 45 minutes before the performance",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can I take my own wine to my seat?",
        "Only drinks bought at our bars, in plastic cups",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a balcony seat?",
    "How long is Macbeth?",
    "When does the box office open on public holidays?",
    "Is there a student discount for the box?",
    "Do you offer gift vouchers?",
    "Is there an audio-described performance?",
    "Where can I park near the theatre?",
    "Is there a restaurant in the theatre?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is an upper circle seat for an evening?", ("26 euros",), ("Stalls", "Box")),
    ("When does Peter Pan run?", ("5 December to 10 January",), ("Winter's Tale", "Blood")),
    ("When does the box office close on Saturday?", ("20:00",), ("Sunday", "Monday")),
    ("What is the age guidance for The Winter's Tale?", ("12+",), ("Peter Pan", "Blood")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a stalls seat for an evening?",
        "And for a matinee?",
        "38 euros",
        ("Stalls",),
        ("Dress circle", "Upper circle"),
    ),
    FollowUp(
        "When does Blood Brothers run?",
        "What is the age guidance?",
        "14+",
        ("Blood Brothers",),
        ("Peter Pan", "Winter's Tale"),
    ),
    FollowUp(
        "How much is a box for an evening?",
        "How many seats does it have?",
        "4 seats",
        ("Box",),
        ("Stalls", "Dress circle"),
    ),
    FollowUp(
        "Can I exchange my ticket?",
        "How much does it cost?",
        "a fee of 3 euros per ticket",
    ),
]
