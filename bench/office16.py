"""A sixteenth set of office documents for bench.answers (a car rental company): a PDF of rental
terms whose section on returning the car runs across a page break, an XLSX of prices by car
group and season, an HTML page of branches with their opening hours, a DOCX of insurance options
with a table, a Markdown page of questions and answers and a CSV of extras; 16 answerable
questions (half paraphrased; who may drive, what it costs, what happens if, is it open), 8
in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: limits and fees that depend on a condition ("drivers under 25 pay"),
a price table of groups by season, branches open on some days of the week, and an excess per
cover.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Swift Car Hire: rental terms\n"
    "Drivers\n"
    "Drivers must be at least 21 years old and have held a full licence for two years. Drivers "
    "under 25 pay a young driver fee of 12 euros a day.\n"
    "Deposit\n"
    "A deposit of 300 euros is blocked on a credit card when the car is collected and released "
    "within ten days of its return. Debit cards are not accepted for the deposit.\n"
    "Returning the car\n"
    "Cars are collected with a full tank and must be returned full; otherwise the missing fuel "
    "is charged at 2.50 euros a litre.",
    "A car returned more than 59 minutes late is charged an extra day. Keys returned out of "
    "hours go in the key box beside the door.\n"
    "Travel abroad\n"
    "Cars may be driven in any EU country if you tell us when you book; a cross-border fee of "
    "40 euros per rental applies. Ferries need our written consent.",
]
PRICES: list[list[Any]] = [
    ["Car group", "Example", "Low season (per day)", "High season (per day)"],
    ["Mini", "Fiat 500", "29 euros", "45 euros"],
    ["Compact", "VW Golf", "39 euros", "59 euros"],
    ["Estate", "Skoda Octavia Estate", "49 euros", "75 euros"],
    ["Van", "Ford Transit", "79 euros", "99 euros"],
]
BRANCHES = """<html><head><title>Our branches</title></head><body>
<h1>Our branches</h1>
<table>
<tr><th>Branch</th><th>Address</th><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr>
<tr><td>Airport</td><td>Arrivals hall, Terminal 2</td><td>06:00 to 23:00</td>
<td>06:00 to 23:00</td><td>07:00 to 22:00</td></tr>
<tr><td>City centre</td><td>14 Station Road</td><td>08:00 to 18:00</td><td>09:00 to 13:00</td>
<td>Closed</td></tr>
<tr><td>Harbour</td><td>Ferry terminal, Quay 3</td><td>07:30 to 19:00</td><td>07:30 to 19:00</td>
<td>Closed</td></tr>
</table>
<p>Cars booked at one branch may be returned at another for a one-way fee of 35 euros.</p>
</body></html>
"""
INSURANCE = {
    "Insurance": [
        "Every rental includes third-party liability insurance.",
        "Damage to the tyres, the windscreen and the underside of the car is covered only by "
        "Full cover.",
    ],
}
INSURANCE_TABLE = [
    ["Cover", "Excess", "Price per day"],
    ["Basic", "1,200 euros", "included"],
    ["Plus", "500 euros", "9 euros"],
    ["Full", "0 euros", "18 euros"],
]
FAQ = """# Questions and answers

## Can I cancel my booking?

Bookings can be cancelled free of charge up to 48 hours before collection. Later
cancellations cost one day's rental.

## What do I need to bring?

Bring your driving licence, a passport or identity card and a credit card in the main
driver's name.

## Can I smoke in the car?

No. Smoking is not allowed in any of our cars; a cleaning fee of 150 euros is charged if the
car smells of smoke.
"""
EXTRAS = """Extra,Price per day,Maximum per rental
Child seat,6 euros,42 euros
Satnav,8 euros,56 euros
Additional driver,10 euros,70 euros
Snow chains,5 euros,35 euros
"""


def documents() -> dict[str, bytes]:
    return {
        "rental-terms.pdf": pdf(TERMS_PAGES),
        "prices.xlsx": xlsx({"Prices": PRICES}),
        "branches.html": BRANCHES.encode(),
        "insurance.docx": docx(INSURANCE, INSURANCE_TABLE, title="Insurance options"),
        "questions.md": FAQ.encode(),
        "extras.csv": EXTRAS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must drivers be?",
        "at least 21 years old",
        "rental-terms.pdf",
        1,
    ),
    Question("How much is the deposit?", "300 euros", "rental-terms.pdf", 1),
    Question("What is the excess with Plus cover?", "500 euros", "insurance.docx"),
    Question("How much is a child seat per day?", "6 euros", "extras.csv"),
    Question("Where is the city centre branch?", "14 Station Road", "branches.html"),
    Question(
        "How much is the cross-border fee?",
        "40 euros per rental",
        "rental-terms.pdf",
        2,
    ),
    Question(
        "How much does an estate car cost in high season?",
        "75 euros",
        "prices.xlsx",
    ),
    Question(
        "Can I cancel my booking?",
        "cancelled free of charge up to 48 hours before collection",
        "questions.md",
    ),
    Question(
        "Can I pay the deposit with a debit card?",
        "Debit cards are not accepted for the deposit",
        "rental-terms.pdf",
        1,
        True,
    ),
    Question(
        "I am 23, do I pay extra?",
        "Drivers under 25 pay a young driver fee of 12 euros a day",
        "rental-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do I have to refuel before I bring the car back?",
        "must be returned full",
        "rental-terms.pdf",
        1,
        True,
    ),
    Question(
        "What if I bring the car back an hour late?",
        "charged an extra day",
        "rental-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can I drop the car off at a different branch?",
        "returned at another for a one-way fee of 35 euros",
        "branches.html",
        None,
        True,
    ),
    Question(
        "Is a cracked windscreen covered?",
        "covered only by Full cover",
        "insurance.docx",
        None,
        True,
    ),
    Question(
        "What documents do I need when I pick up the car?",
        "driving licence, a passport or identity card and a credit card",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can my wife drive the car too?",
        "Additional driver",
        "extras.csv",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "Is the city centre branch open on public holidays?",
    "How much is a convertible per day?",
    "Can I take the car to Switzerland?",
    "How much does a roof box cost?",
    "Are pets allowed in the car?",
    "What is the excess with Premium cover?",
    "Where is the train station branch?",
    "Do you offer electric cars?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a van in low season?", ("79 euros",), ("29 euros", "49 euros")),
    ("When does the airport branch open on Sunday?", ("07:00 to 22:00",), ("Station Road",)),
    ("How much does Full cover cost per day?", ("18 euros",), ("9 euros",)),
    ("What is the maximum charge for a satnav?", ("56 euros",), ("42 euros", "70 euros")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a compact car in low season?",
        "And in high season?",
        "59 euros",
        ("Compact",),
        ("Mini", "Estate"),
    ),
    FollowUp(
        "What is the excess with Basic cover?",
        "And with Full cover?",
        "0 euros",
        ("Full",),
        ("Plus",),
    ),
    FollowUp(
        "Where is the airport branch?",
        "Is it open on Saturday?",
        "06:00 to 23:00",
        ("Airport",),
        ("City centre", "Harbour"),
    ),
    FollowUp(
        "How much is an additional driver per day?",
        "Is there a maximum?",
        "70 euros",
        ("Additional driver",),
        ("Child seat", "Satnav"),
    ),
]
