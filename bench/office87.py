"""An eighty-seventh set of office documents for bench.answers (a city's bus and tram company):
a PDF of conditions of travel whose section on bicycles runs across a page break, an HTML page
of tickets with a table, an XLSX of night buses, a CSV of the customer centres, a DOCX on lost
property and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, how often, when, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a fare zone, a fine for no ticket, a bicycle at rush hour and a
frequency ("every 20 minutes").
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

CONDITIONS_PAGES = [
    "Metroline conditions of travel\n"
    "Tickets\n"
    "Buy your ticket before boarding, in the app or at a machine; drivers do not sell tickets.\n"
    "Bicycles\n"
    "Bicycles travel free on trams outside rush hours; from 7:00 to 9:00 and 16:00 to 18:00 on",
    "weekdays they are not allowed.\n"
    "Fines\n"
    "Travelling without a valid ticket costs a fine of 60 euros.\n"
    "Children\n"
    "Children under 6 travel free with an adult.\n"
    "Dogs\n"
    "Small dogs in a bag travel free; larger dogs need a child ticket and a muzzle.",
]
TICKETS = """<html><head><title>Tickets</title></head><body>
<h1>Tickets</h1>
<table>
<tr><th>Ticket</th><th>Zones A and B</th><th>Zones A to C</th><th>Valid</th></tr>
<tr><td>Single</td><td>2.40 euros</td><td>3.60 euros</td><td>90 minutes</td></tr>
<tr><td>Day ticket</td><td>7 euros</td><td>10 euros</td><td>Until 3:00 the next morning</td></tr>
<tr><td>Monthly pass</td><td>58 euros</td><td>82 euros</td><td>A calendar month</td></tr>
</table>
<p>Children aged 6 to 14 pay half price for single and day tickets.</p>
</body></html>
"""
NIGHT: list[list[Any]] = [
    ["Night bus", "Route", "Every"],
    ["N1", "Central Station to Airport", "30 minutes"],
    ["N4", "Old Town to University", "20 minutes"],
    ["N7", "Harbour to Hill Park", "60 minutes"],
]
CENTRES = """Customer centre,Address,Open
Central Station,Hall 2,Monday to Saturday 7:00 to 20:00
Old Town,3 Bridge Street,Monday to Friday 9:00 to 17:00
"""
LOST = {
    "Lost property": [
        "Items found on buses and trams are kept at the Central Station customer centre.",
        "We keep lost items for 30 days before they are given to charity.",
        "Collecting an item costs 5 euros; phones and wallets are free to collect.",
    ],
}
QUESTIONS = """# Questions

## Can I take a pushchair on the bus?

Yes, through the middle door; up to two pushchairs per bus.

## Is there Wi-Fi?

Free Wi-Fi is on every tram, not on buses yet.

## What if my bus does not come?

If your bus is more than 30 minutes late, we refund a taxi up to 25 euros.
"""


def documents() -> dict[str, bytes]:
    return {
        "conditions-of-travel.pdf": pdf(CONDITIONS_PAGES),
        "tickets.html": TICKETS.encode(),
        "night-buses.xlsx": xlsx({"Night buses": NIGHT}),
        "customer-centres.csv": CENTRES.encode(),
        "lost-property.docx": docx(LOST, title="Lost property"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Do drivers sell tickets?",
        "drivers do not sell tickets",
        "conditions-of-travel.pdf",
        1,
    ),
    Question(
        "What is the fine for travelling without a ticket?",
        "a fine of 60 euros",
        "conditions-of-travel.pdf",
        2,
    ),
    Question("How much is a single ticket for zones A and B?", "2.40 euros", "tickets.html"),
    Question("How often does the N4 run?", "20 minutes", "night-buses.xlsx"),
    Question("Where is the Old Town customer centre?", "3 Bridge Street", "customer-centres.csv"),
    Question(
        "How long are lost items kept?",
        "We keep lost items for 30 days",
        "lost-property.docx",
    ),
    Question(
        "Can I take a pushchair on the bus?",
        "through the middle door",
        "questions.md",
    ),
    Question(
        "Is there Wi-Fi?",
        "Free Wi-Fi is on every tram",
        "questions.md",
    ),
    Question(
        "Can I bring my bike on the tram at 8 in the morning?",
        "from 7:00 to 9:00 and 16:00 to 18:00 on",
        "conditions-of-travel.pdf",
        1,
        True,
    ),
    Question(
        "Does my four-year-old need a ticket?",
        "Children under 6 travel free with an adult",
        "conditions-of-travel.pdf",
        2,
        True,
    ),
    Question(
        "Can my labrador come on the bus?",
        "larger dogs need a child ticket and a muzzle",
        "conditions-of-travel.pdf",
        2,
        True,
    ),
    Question(
        "Do kids pay less?",
        "Children aged 6 to 14 pay half price",
        "tickets.html",
        None,
        True,
    ),
    Question(
        "Which night bus goes to the airport?",
        "N1",
        "night-buses.xlsx",
        None,
        True,
    ),
    Question(
        "How long can I use a single ticket?",
        "90 minutes",
        "tickets.html",
        None,
        True,
    ),
    Question(
        "Is it free to pick up my lost phone?",
        "phones and wallets are free to collect",
        "lost-property.docx",
        None,
        True,
    ),
    Question(
        "My bus never showed up and I took a cab, do I get money back?",
        "we refund a taxi up to 25 euros",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a weekly ticket?",
    "How often does the N9 run?",
    "Where is the Airport customer centre?",
    "Can I pay the driver by card?",
    "Is there a discount for seniors?",
    "Are e-scooters allowed on trams?",
    "Do trams run on Christmas Day?",
    "Is there a ferry service?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a day ticket for zones A to C?", ("10 euros",), ("Single", "Monthly")),
    ("What route does the N7 take?", ("Harbour to Hill Park",), ("N1", "N4")),
    ("When is the Central Station customer centre open?", ("Monday to Saturday",), ("Old Town",)),
    ("How much is a monthly pass for zones A and B?", ("58 euros",), ("Single", "Day ticket")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a single ticket for zones A and B?",
        "And a day ticket?",
        "7 euros",
        ("Day ticket",),
        ("Single", "Monthly"),
    ),
    FollowUp(
        "How often does the N1 run?",
        "What is its route?",
        "Central Station to Airport",
        ("N1",),
        ("N4", "N7"),
    ),
    FollowUp(
        "Where is the Old Town customer centre?",
        "When is it open?",
        "Monday to Friday 9:00 to 17:00",
        ("Old Town",),
        ("Central Station",),
    ),
    FollowUp(
        "How long are lost items kept?",
        "Where are they kept?",
        "kept at the Central Station customer centre",
    ),
]
