"""A seventy-second set of office documents for bench.answers (a city bike-share scheme): a PDF
of terms of use whose section on returning a bike runs across a page break, an HTML page of
passes with a table, an XLSX of the stations, a CSV of charges, a DOCX on e-bikes and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how long,
where, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: free minutes, a full station, a battery's range and a lost bike.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "CityCycle terms of use\n"
    "Who may ride\n"
    "Riders must be at least 16 years old and have a registered account with a payment card.\n"
    "Returning a bike\n"
    "A ride ends when the bike is locked into a free dock; if a station is full, the app gives",
    "you 15 extra minutes to reach the next one.\n"
    "Helmets\n"
    "Helmets are not provided; we recommend wearing your own.\n"
    "Damage\n"
    "Report a damaged bike in the app before you ride; riders are not charged for faults they "
    "report.\n"
    "Passengers\n"
    "Carrying a passenger or a child seat is not allowed.",
]
PASSES = """<html><head><title>Passes</title></head><body>
<h1>Passes</h1>
<table>
<tr><th>Pass</th><th>Price</th><th>Free minutes per ride</th></tr>
<tr><td>Pay as you go</td><td>1 euro to unlock</td><td>None</td></tr>
<tr><td>Day pass</td><td>6 euros</td><td>30</td></tr>
<tr><td>Monthly pass</td><td>15 euros</td><td>45</td></tr>
<tr><td>Annual pass</td><td>90 euros</td><td>45</td></tr>
</table>
<p>Students get the annual pass for 60 euros.</p>
</body></html>
"""
STATIONS: list[list[Any]] = [
    ["Station", "Docks", "E-bike charging"],
    ["Central Station", 40, "Yes"],
    ["Harbour Front", 24, "No"],
    ["University Square", 32, "Yes"],
    ["Old Market", 16, "No"],
]
CHARGES = """Charge,Amount
Each extra 30 minutes,1.50 euros
Bike not returned within 24 hours,150 euros
Bike left outside a station,20 euros
E-bike per minute,0.15 euros
"""
EBIKES = {
    "E-bikes": [
        "E-bikes assist you up to 25 km/h and go about 60 km on a full battery.",
        "The app shows each e-bike's battery level before you unlock it.",
        "E-bikes are charged at stations with charging docks.",
    ],
}
QUESTIONS = """# Questions

## Can I reserve a bike?

Yes, the app holds a bike for you for 10 minutes at no cost.

## Do bikes have lights?

Yes, every bike has lights that switch on by themselves when you ride.

## What if my bike is stolen during a ride?

Report it to the police and to us within 24 hours, and you are not charged for the bike.
"""


def documents() -> dict[str, bytes]:
    return {
        "terms-of-use.pdf": pdf(TERMS_PAGES),
        "passes.html": PASSES.encode(),
        "stations.xlsx": xlsx({"Stations": STATIONS}),
        "charges.csv": CHARGES.encode(),
        "e-bikes.docx": docx(EBIKES, title="E-bikes"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must riders be?",
        "Riders must be at least 16 years old",
        "terms-of-use.pdf",
        1,
    ),
    Question(
        "Are helmets provided?",
        "Helmets are not provided",
        "terms-of-use.pdf",
        2,
    ),
    Question("How much is a monthly pass?", "15 euros", "passes.html"),
    Question("How many docks does Harbour Front have?", "24", "stations.xlsx"),
    Question("How much is a bike left outside a station?", "20 euros", "charges.csv"),
    Question(
        "How far does an e-bike go on a full battery?",
        "about 60 km on a full battery",
        "e-bikes.docx",
    ),
    Question(
        "Can I reserve a bike?",
        "the app holds a bike for you for 10 minutes",
        "questions.md",
    ),
    Question(
        "Do bikes have lights?",
        "every bike has lights",
        "questions.md",
    ),
    Question(
        "There are no empty docks, where do I leave the bike?",
        "if a station is full, the app gives",
        "terms-of-use.pdf",
        1,
        True,
    ),
    Question(
        "Will I pay for a flat tyre I tell you about?",
        "riders are not charged for faults they",
        "terms-of-use.pdf",
        2,
        True,
    ),
    Question(
        "Can I take my kid on the back?",
        "Carrying a passenger or a child seat is not allowed",
        "terms-of-use.pdf",
        2,
        True,
    ),
    Question(
        "Is there a student discount?",
        "Students get the annual pass for 60 euros",
        "passes.html",
        None,
        True,
    ),
    Question(
        "Where can I charge an electric bike?",
        "stations with charging docks",
        "e-bikes.docx",
        None,
        True,
    ),
    Question(
        "What happens if I keep the bike overnight and all the next day?",
        "150 euros",
        "charges.csv",
        None,
        True,
    ),
    Question(
        "How fast do the electric bikes go?",
        "up to 25 km/h",
        "e-bikes.docx",
        None,
        True,
    ),
    Question(
        "Someone took my bike while I was in a shop, what now?",
        "Report it to the police and to us within 24 hours",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a weekly pass?",
    "How many docks does the Airport station have?",
    "How much is a lost lock?",
    "Can I rent a cargo bike?",
    "Is there a tandem for two people?",
    "Can I pay with cash at the station?",
    "Do you offer family passes?",
    "Are the bikes available in winter when it snows?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many free minutes does a day pass give?", ("30",), ("Monthly", "Annual")),
    ("Can e-bikes charge at Old Market?", ("No",), ("Central Station", "University Square")),
    ("How much is each extra 30 minutes?", ("1.50 euros",), ("24 hours", "E-bike per minute")),
    ("How much is an annual pass?", ("90 euros",), ("Day pass", "Monthly pass")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a day pass?",
        "And a monthly pass?",
        "15 euros",
        ("Monthly pass",),
        ("Day pass", "Annual pass"),
    ),
    FollowUp(
        "How many docks does Central Station have?",
        "Can e-bikes charge there?",
        "Yes",
        ("Central Station",),
        ("Harbour Front", "Old Market"),
    ),
    FollowUp(
        "How many docks does University Square have?",
        "And Old Market?",
        "16",
        ("Old Market",),
        ("Central Station", "University Square"),
    ),
    FollowUp(
        "Can I reserve a bike?",
        "For how long?",
        "for 10 minutes",
    ),
]
