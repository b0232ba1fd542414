"""A thirty-first set of office documents for bench.answers (a bicycle workshop and rental): a
PDF of workshop terms whose section on collecting a bike runs across a page break, an HTML page
of service packages with a table, an XLSX of repair prices with how long each takes, a CSV of
rental bikes, a DOCX on winter storage and a Markdown page of questions; 16 answerable
questions (half paraphrased; how much, how long, what is included, is there a deposit, can I),
8 in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: how long a repair takes beside what it costs, prices per day and per
week, a deposit and what a package includes or leaves out.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Spoke and Chain workshop terms\n"
    "Booking a repair\n"
    "Bikes are booked in online or at the shop. We give a quote before any work over 50 euros "
    "and start only when you agree to it.\n"
    "Parts\n"
    "Parts we fit have a one-year guarantee; parts you bring yourself are fitted without one.\n"
    "Collecting your bike\n"
    "We send a text message when your bike is ready. Bikes not collected within 30 days are",
    "charged 2 euros a day for storage.\n"
    "Payment\n"
    "Repairs are paid when the bike is collected, by card or cash.",
]
PACKAGES = """<html><head><title>Service packages</title></head><body>
<h1>Service packages</h1>
<table>
<tr><th>Package</th><th>Price</th><th>Includes</th></tr>
<tr><td>Safety check</td><td>25 euros</td><td>Brakes, tyres and lights checked</td></tr>
<tr><td>Standard service</td><td>65 euros</td><td>Safety check, gears and brakes adjusted,
chain cleaned</td></tr>
<tr><td>Full service</td><td>120 euros</td><td>Standard service, wheels trued, bike stripped
and cleaned</td></tr>
</table>
<p>Parts are not included in any package and are charged separately.</p>
</body></html>
"""
REPAIRS: list[list[Any]] = [
    ["Repair", "Price", "Time"],
    ["Puncture", "15 euros", "30 minutes"],
    ["New chain", "35 euros", "1 hour"],
    ["Brake pads", "20 euros", "45 minutes"],
    ["Wheel truing", "25 euros", "1 hour"],
]
RENTALS = """Bike,Per day,Per week,Deposit
City bike,15 euros,60 euros,100 euros
E-bike,40 euros,180 euros,300 euros
Child's bike,10 euros,40 euros,50 euros
"""
STORAGE = {
    "Winter storage": [
        "We store bikes from November to March for 80 euros, a full service included.",
        "Bikes are stored indoors and insured against theft and fire.",
        "Batteries of e-bikes are stored apart and charged once a month.",
    ],
}
QUESTIONS = """# Questions

## Do you repair e-bike motors?

No. We service e-bikes, but motors and batteries go back to the maker under its warranty.

## Can I wait while you fix a puncture?

Yes, on weekdays before 16:00 most punctures are fixed while you wait.

## Do you sell second-hand bikes?

Yes, every bike we sell is serviced and comes with a three-month guarantee.
"""


def documents() -> dict[str, bytes]:
    return {
        "workshop-terms.pdf": pdf(TERMS_PAGES),
        "service-packages.html": PACKAGES.encode(),
        "repair-prices.xlsx": xlsx({"Repairs": REPAIRS}),
        "rentals.csv": RENTALS.encode(),
        "winter-storage.docx": docx(STORAGE, title="Winter storage"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long do parts you fit come with a guarantee?",
        "one-year guarantee",
        "workshop-terms.pdf",
        1,
    ),
    Question(
        "How much is storage for bikes not collected within 30 days?",
        "2 euros a day",
        "workshop-terms.pdf",
        2,
    ),
    Question("How much is a full service?", "120 euros", "service-packages.html"),
    Question("How much does it cost to fix a puncture?", "15 euros", "repair-prices.xlsx"),
    Question("How much is an e-bike per day?", "40 euros", "rentals.csv"),
    Question("How much does winter storage cost?", "80 euros", "winter-storage.docx"),
    Question(
        "Are parts included in the service packages?",
        "Parts are not included in any package",
        "service-packages.html",
    ),
    Question(
        "Do you sell second-hand bikes?",
        "every bike we sell is serviced and comes with a three-month guarantee",
        "questions.md",
    ),
    Question(
        "Will you tell me the price before you start working on my bike?",
        "We give a quote before any work over 50 euros",
        "workshop-terms.pdf",
        1,
        True,
    ),
    Question(
        "How do I know my bike is finished?",
        "We send a text message when your bike is ready",
        "workshop-terms.pdf",
        1,
        True,
    ),
    Question(
        "Can you fix the motor of my electric bike?",
        "motors and batteries go back to the maker under its warranty",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is my bike safe from thieves during the winter?",
        "insured against theft and fire",
        "winter-storage.docx",
        None,
        True,
    ),
    Question(
        "How long will it take to replace my chain?",
        "1 hour",
        "repair-prices.xlsx",
        None,
        True,
    ),
    Question(
        "Can I bring my own parts?",
        "parts you bring yourself are fitted without one",
        "workshop-terms.pdf",
        1,
        True,
    ),
    Question(
        "How much money do I leave when I rent a city bike?",
        "100 euros",
        "rentals.csv",
        None,
        True,
    ),
    Question(
        "Can I pay with my card when I pick up my bike?",
        "Repairs are paid when the bike is collected, by card or cash",
        "workshop-terms.pdf",
        2,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a tandem per day?",
    "How much does a new wheel cost?",
    "Do you rent out helmets?",
    "How long does a full service take?",
    "Can I store my bike in summer?",
    "Do you pick up bikes from home?",
    "How much is an e-bike per month?",
    "Do you sell new bikes?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much are brake pads?", ("20 euros",), ("Puncture", "New chain")),
    ("What is the deposit for a child's bike?", ("50 euros",), ("City bike", "E-bike")),
    ("What does the safety check include?", ("Brakes, tyres and lights checked",), ("Full",)),
    ("How long does wheel truing take?", ("1 hour",), ("Brake pads", "Puncture")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a city bike per week?",
        "And an e-bike?",
        "180 euros",
        ("E-bike",),
        ("City bike", "Child's bike"),
    ),
    FollowUp(
        "How much is a new chain?",
        "How long does it take?",
        "1 hour",
        ("New chain",),
        ("Puncture", "Brake pads"),
    ),
    FollowUp(
        "How much is the standard service?",
        "What does it include?",
        "Safety check, gears and brakes adjusted",
        ("Standard service",),
        ("Full service", "Safety check"),
    ),
    FollowUp(
        "How much does winter storage cost?",
        "Are the bikes insured?",
        "insured against theft and fire",
    ),
]
