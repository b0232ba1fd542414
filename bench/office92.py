"""A ninety-second set of office documents for bench.answers (an e-scooter rental): a PDF of
riding rules whose section on parking runs across a page break, an HTML page of prices with a
table, an XLSX of the no-parking zones, a CSV of the speed limits by area, a DOCX on accounts
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how
fast, where, can I, what if), 8 in-domain questions the documents do not answer, questions
about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a speed limit in km/h, an unlock fee, a parking fine and two riders.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Zip Scooters riding rules\n"
    "Riders\n"
    "Riders must be 18 or over and carry one person only; two on a scooter is not allowed.\n"
    "Parking\n"
    "End your ride only in a parking bay shown in the app; a scooter left outside a bay costs",
    "a 25 euro fee.\n"
    "Pavements\n"
    "Ride on roads and cycle lanes, never on pavements.\n"
    "Alcohol\n"
    "Riding after drinking alcohol is forbidden and ends your account.\n"
    "Helmets\n"
    "Helmets are not required by law but strongly recommended.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Prices</h1>
<table>
<tr><th>Plan</th><th>Unlock</th><th>Per minute</th></tr>
<tr><td>Pay per ride</td><td>1 euro</td><td>0.25 euros</td></tr>
<tr><td>Day pass</td><td>Free</td><td>Free for 24 hours, up to 90 minutes a ride</td></tr>
<tr><td>Monthly pass</td><td>Free</td><td>Free for the first 30 minutes of each ride</td></tr>
</table>
<p>A day pass costs 12 euros; a monthly pass costs 35 euros.</p>
</body></html>
"""
ZONES: list[list[Any]] = [
    ["Zone", "Rule", "Why"],
    ["Old Town", "No parking", "Narrow streets"],
    ["Riverside park", "No riding", "Walkers and children"],
    ["Central Station", "Parking in marked bays only", "Busy entrances"],
]
SPEEDS = """Area,Speed limit
City streets,20 km/h
Pedestrian zones,6 km/h
Cycle paths outside the centre,25 km/h
"""
ACCOUNTS = {
    "Your account": [
        "Sign up in the app with a driving licence or an ID card and a payment card.",
        "Three parking fees within a month suspend your account for a week.",
        "Delete your account in the app at any time; unused pass days are not refunded.",
    ],
}
QUESTIONS = """# Questions

## What if the battery runs out?

The scooter slows down at 5 percent battery; end your ride in the nearest bay.

## Can I reserve a scooter?

Yes, for 10 minutes, free in the app.

## Is there insurance?

Every ride includes third-party insurance.
"""


def documents() -> dict[str, bytes]:
    return {
        "riding-rules.pdf": pdf(RULES_PAGES),
        "prices.html": PRICES.encode(),
        "zones.xlsx": xlsx({"Zones": ZONES}),
        "speed-limits.csv": SPEEDS.encode(),
        "accounts.docx": docx(ACCOUNTS, title="Your account"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must riders be?",
        "Riders must be 18 or over",
        "riding-rules.pdf",
        1,
    ),
    Question(
        "Are helmets required?",
        "Helmets are not required by law but strongly recommended",
        "riding-rules.pdf",
        2,
    ),
    Question("How much is unlocking on pay per ride?", "1 euro", "prices.html"),
    Question("Why is there no parking in the Old Town?", "Narrow streets", "zones.xlsx"),
    Question("What is the speed limit in pedestrian zones?", "6 km/h", "speed-limits.csv"),
    Question(
        "How do I sign up?",
        "Sign up in the app with a driving licence or an ID card",
        "accounts.docx",
    ),
    Question(
        "Can I reserve a scooter?",
        "for 10 minutes, free in the app",
        "questions.md",
    ),
    Question(
        "Is there insurance?",
        "Every ride includes third-party insurance",
        "questions.md",
    ),
    Question(
        "Can my girlfriend ride with me?",
        "two on a scooter is not allowed",
        "riding-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I ride on the footpath?",
        "never on pavements",
        "riding-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I ride home from the pub after two beers?",
        "Riding after drinking alcohol is forbidden",
        "riding-rules.pdf",
        2,
        True,
    ),
    Question(
        "How much is a monthly pass?",
        "a monthly pass costs 35 euros",
        "prices.html",
        None,
        True,
    ),
    Question(
        "Where can I not ride at all?",
        "Riverside park",
        "zones.xlsx",
        None,
        True,
    ),
    Question(
        "How fast can I go on the bike paths out of town?",
        "25 km/h",
        "speed-limits.csv",
        None,
        True,
    ),
    Question(
        "What happens if I park badly again and again?",
        "Three parking fees within a month suspend your account",
        "accounts.docx",
        None,
        True,
    ),
    Question(
        "The scooter is almost empty, what do I do?",
        "end your ride in the nearest bay",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a weekly pass?",
    "Why is there no parking at the Airport?",
    "What is the speed limit on motorways?",
    "Do you rent e-bikes too?",
    "Can I take a scooter on the train?",
    "Is there a discount for students?",
    "Can I rent a scooter for a child?",
    "Do the scooters have a basket?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the rule at Central Station?", ("Parking in marked bays only",), ("Old Town",)),
    ("What is the speed limit on city streets?", ("20 km/h",), ("Pedestrian", "Cycle paths")),
    ("How much is unlocking with a day pass?", ("Free",), ("Pay per ride",)),
    ("Why is there no riding in Riverside park?", ("Walkers and children",), ("Old Town",)),
]

FOLLOW_UPS = [
    FollowUp(
        "What is the speed limit on city streets?",
        "And in pedestrian zones?",
        "6 km/h",
        ("Pedestrian zones",),
        ("City streets", "Cycle paths"),
    ),
    FollowUp(
        "What is the rule in the Old Town?",
        "Why?",
        "Narrow streets",
        ("Old Town",),
        ("Riverside", "Central Station"),
    ),
    FollowUp(
        "How much is unlocking on pay per ride?",
        "And per minute?",
        "0.25 euros",
        ("Pay per ride",),
        ("Day pass", "Monthly pass"),
    ),
    FollowUp(
        "Is there insurance?",
        "What if the battery runs out?",
        "end your ride in the nearest bay",
    ),
]
