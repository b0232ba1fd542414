"""An eighty-first set of office documents for bench.answers (a car-sharing club): a PDF of
member rules whose section on fuel runs across a page break, an HTML page of plans with a
table, an XLSX of the cars, a CSV of the parking spots, a DOCX on damage and accidents and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how many, who
may, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: an hourly and a per-kilometre rate, a fuel card, a late return and
an excess after an accident.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "ShareWheels member rules\n"
    "Drivers\n"
    "Members must be 21 or older and have held a driving licence for at least two years.\n"
    "Fuel\n"
    "Fill up when the tank is below a quarter full, using the fuel card in the glovebox; fuel is",
    "included in the price per kilometre.\n"
    "Returning\n"
    "Bring the car back to its own spot; a late return costs 15 euros per started half hour.\n"
    "Smoking and pets\n"
    "No smoking in any car; pets travel only in a closed carrier.\n"
    "Cleanliness\n"
    "Leave the car clean; a car left dirty is cleaned for 40 euros.",
]
PLANS = """<html><head><title>Plans</title></head><body>
<h1>Plans</h1>
<table>
<tr><th>Plan</th><th>Monthly fee</th><th>Per hour</th><th>Per kilometre</th></tr>
<tr><td>Occasional</td><td>0 euros</td><td>6 euros</td><td>0.35 euros</td></tr>
<tr><td>Regular</td><td>12 euros</td><td>4.50 euros</td><td>0.30 euros</td></tr>
<tr><td>Business</td><td>30 euros</td><td>4 euros</td><td>0.28 euros</td></tr>
</table>
<p>A day rate caps the hourly price at 55 euros for 24 hours.</p>
</body></html>
"""
CARS: list[list[Any]] = [
    ["Car", "Seats", "Fuel", "Boot"],
    ["City hatchback", 4, "Petrol", "Small"],
    ["Estate", 5, "Diesel", "Large"],
    ["Electric compact", 5, "Electric", "Medium"],
    ["Van", 3, "Diesel", "Van load space"],
]
SPOTS = """Spot,Address,Cars
Station Square,2 Station Square,4
Market Street,18 Market Street,2
Hospital,Car park B level 1,3
"""
DAMAGE = {
    "Damage and accidents": [
        "Check the car before you drive and report new damage in the app.",
        "After an accident, call the 24-hour line and fill in the accident form in the car.",
        "The excess for damage you cause is 350 euros, or 150 euros with excess cover.",
    ],
}
QUESTIONS = """# Questions

## Can I take a car abroad?

Yes, to neighbouring countries; tell us in the booking notes.

## How do I open the car?

With the app or your member card on the reader behind the windscreen.

## What if the car is not there when I arrive?

Call the 24-hour line; we find you another car or refund the booking.
"""


def documents() -> dict[str, bytes]:
    return {
        "member-rules.pdf": pdf(RULES_PAGES),
        "plans.html": PLANS.encode(),
        "cars.xlsx": xlsx({"Cars": CARS}),
        "spots.csv": SPOTS.encode(),
        "damage.docx": docx(DAMAGE, title="Damage and accidents"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must members be?",
        "Members must be 21 or older",
        "member-rules.pdf",
        1,
    ),
    Question(
        "How much does a late return cost?",
        "15 euros per started half hour",
        "member-rules.pdf",
        2,
    ),
    Question("How much is the Regular plan per hour?", "4.50 euros", "plans.html"),
    Question("How many seats does the van have?", "3", "cars.xlsx"),
    Question("What is the address of the Market Street spot?", "18 Market Street", "spots.csv"),
    Question(
        "How much is the excess?",
        "The excess for damage you cause is 350 euros",
        "damage.docx",
    ),
    Question(
        "Can I take a car abroad?",
        "to neighbouring countries",
        "questions.md",
    ),
    Question(
        "How do I open the car?",
        "With the app or your member card",
        "questions.md",
    ),
    Question(
        "Who pays for petrol?",
        "the fuel card in the glovebox",
        "member-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my dog come along?",
        "pets travel only in a closed carrier",
        "member-rules.pdf",
        2,
        True,
    ),
    Question(
        "What if I bring the car back with crumbs and mud inside?",
        "a car left dirty is cleaned for 40 euros",
        "member-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there a maximum for a whole day?",
        "A day rate caps the hourly price at 55 euros",
        "plans.html",
        None,
        True,
    ),
    Question(
        "Which car is battery powered?",
        "Electric compact",
        "cars.xlsx",
        None,
        True,
    ),
    Question(
        "Where is the spot at the hospital?",
        "Car park B level 1",
        "spots.csv",
        None,
        True,
    ),
    Question(
        "I scratched another car, who do I call?",
        "call the 24-hour line",
        "damage.docx",
        None,
        True,
    ),
    Question(
        "The car I booked is missing, what now?",
        "we find you another car or refund the booking",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Student plan?",
    "How many seats does the minibus have?",
    "What is the address of the Airport spot?",
    "Can I book a car for a whole month?",
    "Is there a child seat in the cars?",
    "Can a second driver use my booking?",
    "Do the cars have winter tyres?",
    "Can I pay with PayPal?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the monthly fee of the Business plan?", ("30 euros",), ("Occasional", "Regular")),
    ("What fuel does the estate use?", ("Diesel",), ("City hatchback", "Electric")),
    ("How many cars are at Station Square?", ("4",), ("Market Street", "Hospital")),
    ("How big is the boot of the electric compact?", ("Medium",), ("Estate", "Van")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Occasional plan per hour?",
        "And per kilometre?",
        "0.35 euros",
        ("Occasional",),
        ("Regular", "Business"),
    ),
    FollowUp(
        "How many seats does the estate have?",
        "What fuel does it use?",
        "Diesel",
        ("Estate",),
        ("City hatchback", "Electric", "Van"),
    ),
    FollowUp(
        "How much is the Regular plan per hour?",
        "And the Business plan?",
        "4 euros",
        ("Business",),
        ("Occasional", "Regular"),
    ),
    FollowUp(
        "How much is the excess?",
        "And with excess cover?",
        "150 euros with excess cover",
    ),
]
