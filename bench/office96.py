"""A ninety-sixth set of office documents for bench.answers (a regional airport's passenger
information): a PDF of security rules whose section on liquids runs across a page break, an
HTML page of parking with a table, an XLSX of the airlines' check-in desks, a CSV of the
transport to the city, a DOCX on assistance and a Markdown page of questions; 16 answerable
questions (half paraphrased; how much, how long, where, can I, what if), 8 in-domain questions
the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: millilitres, a drop-off zone, check-in desks and a power bank.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

SECURITY_PAGES = [
    "Eastmoor Airport security rules\n"
    "Arrive early\n"
    "Be at security at least 90 minutes before a European flight.\n"
    "Power banks\n"
    "Power banks and spare batteries go in your hand luggage, never in a checked bag.\n"
    "Liquids\n"
    "Liquids in hand luggage must be in containers of 100 ml or less, all in one clear",
    "resealable bag of up to one litre.\n"
    "Medicines\n"
    "Medicines and baby food are allowed in larger amounts; show them at security.\n"
    "Sharp items\n"
    "Knives with blades longer than 6 cm are not allowed in hand luggage.",
]
PARKING = """<html><head><title>Parking</title></head><body>
<h1>Parking</h1>
<table>
<tr><th>Car park</th><th>Walk to terminal</th><th>Per day</th></tr>
<tr><td>Short stay</td><td>2 minutes</td><td>30 euros</td></tr>
<tr><td>Long stay</td><td>10 minutes</td><td>12 euros</td></tr>
<tr><td>Economy</td><td>Shuttle bus, 8 minutes</td><td>7 euros</td></tr>
</table>
<p>The drop-off zone in front of the terminal is free for the first 10 minutes.</p>
</body></html>
"""
DESKS: list[list[Any]] = [
    ["Airline", "Check-in desks", "Desks open"],
    ["SkyLink", "1 to 6", "2 hours before departure"],
    ["Aurora Air", "7 to 10", "3 hours before departure"],
    ["Baltic Wings", "11 to 14", "2 hours before departure"],
]
TRANSPORT = """Transport,To the city centre
Airport bus X1,Every 20 minutes; 35 minutes; 4 euros
Train,Every 30 minutes; 18 minutes; 6 euros
Taxi,About 25 minutes; about 40 euros
"""
ASSISTANCE = {
    "Assistance": [
        "Passengers with reduced mobility can ask for free assistance from the car park to the "
        "plane.",
        "Book assistance with your airline at least 48 hours before your flight.",
        "Wheelchairs are available at the assistance point by entrance B.",
    ],
}
QUESTIONS = """# Questions

## Where is lost property?

Lost property is in the arrivals hall next to the information desk, open 08:00 to 20:00.

## Is there wifi?

Yes, free wifi throughout the terminal for four hours.

## Can I sleep in the terminal?

The terminal closes from 00:30 to 04:00; there is no overnight waiting area.
"""


def documents() -> dict[str, bytes]:
    return {
        "security-rules.pdf": pdf(SECURITY_PAGES),
        "parking.html": PARKING.encode(),
        "check-in-desks.xlsx": xlsx({"Desks": DESKS}),
        "transport.csv": TRANSPORT.encode(),
        "assistance.docx": docx(ASSISTANCE, title="Assistance"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When should I be at security?",
        "at least 90 minutes before a European flight",
        "security-rules.pdf",
        1,
    ),
    Question(
        "Where do power banks go?",
        "Power banks and spare batteries go in your hand luggage",
        "security-rules.pdf",
        1,
    ),
    Question("How much is the long stay car park per day?", "12 euros", "parking.html"),
    Question("Which check-in desks does Aurora Air use?", "7 to 10", "check-in-desks.xlsx"),
    Question(
        "How often does the train run to the city centre?", "Every 30 minutes", "transport.csv"
    ),
    Question(
        "How do I book assistance?",
        "Book assistance with your airline at least 48 hours before your flight",
        "assistance.docx",
    ),
    Question(
        "Where is lost property?",
        "in the arrivals hall next to the information desk",
        "questions.md",
    ),
    Question("Is there wifi?", "free wifi throughout the terminal", "questions.md"),
    Question(
        "How big can my shampoo bottle be in my carry-on?",
        "containers of 100 ml or less",
        "security-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I bring my baby's milk through security?",
        "Medicines and baby food are allowed in larger amounts",
        "security-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I take my pocket knife in my cabin bag?",
        "Knives with blades longer than 6 cm are not allowed",
        "security-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I stop outside to let my wife out of the car?",
        "The drop-off zone in front of the terminal is free for the first 10 minutes",
        "parking.html",
        None,
        True,
    ),
    Question(
        "What's the cheapest place to leave my car for a week?",
        "Economy",
        "parking.html",
        None,
        True,
    ),
    Question(
        "How much does a cab into town cost?",
        "about 40 euros",
        "transport.csv",
        None,
        True,
    ),
    Question(
        "Where can I borrow a wheelchair?",
        "Wheelchairs are available at the assistance point by entrance B",
        "assistance.docx",
        None,
        True,
    ),
    Question(
        "My flight leaves at 6 in the morning, can I wait inside overnight?",
        "there is no overnight waiting area",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the multi-storey car park per day?",
    "Which check-in desks does Ryanair use?",
    "How often does the tram run to the city centre?",
    "Is there a pharmacy in the terminal?",
    "Can I smoke in the terminal?",
    "Is there a lounge?",
    "How much is a trolley?",
    "How early should I be at security for a flight to New York?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("When do the Baltic Wings desks open?", ("2 hours before departure",), ("SkyLink", "Aurora")),
    (
        "How far is the short stay car park from the terminal?",
        ("2 minutes",),
        ("Long stay", "Economy"),
    ),
    ("How much is the airport bus X1?", ("4 euros",), ("Train", "Taxi")),
    ("Which check-in desks does SkyLink use?", ("1 to 6",), ("Aurora", "Baltic")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the short stay car park per day?",
        "And the economy one?",
        "7 euros",
        ("Economy",),
        ("Short stay", "Long stay"),
    ),
    FollowUp(
        "Which check-in desks does Aurora Air use?",
        "When do they open?",
        "3 hours before departure",
        ("Aurora Air",),
        ("SkyLink", "Baltic"),
    ),
    FollowUp(
        "How long does the train take to the city centre?",
        "And the bus?",
        "35 minutes",
        ("Airport bus X1",),
        ("Train", "Taxi"),
    ),
    FollowUp(
        "Where is lost property?",
        "When is it open?",
        "open 08:00 to 20:00",
    ),
]
