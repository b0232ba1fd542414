"""A forty-third set of office documents for bench.answers (a city's parking service): a PDF
of parking rules whose section on fines runs across a page break, an HTML page of residents'
permits with a table, an XLSX of car parks, a CSV of street zones, a DOCX on electric charging
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much per hour,
how long may I, where, what if, can I), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: prices per hour and per day, the longest one may stay, what a fine
costs paid early or late, and the hours a rule applies.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "City of Ashford parking rules\n"
    "Paying\n"
    "Street parking is paid by app or at the machines, Monday to Saturday from 8:00 to 20:00; "
    "on Sundays and public holidays it is free.\n"
    "Fines\n"
    "Parking without a ticket costs a fine of 40 euros, reduced to 25 euros when paid within 14 "
    "days. A fine not paid within 28 days rises to 80 euros and is",
    "sent to a collection agency.\n"
    "Disabled drivers\n"
    "Holders of a blue badge park free of charge in any paid space, with no time limit.\n"
    "Loading\n"
    "Loading bays may be used for at most 20 minutes while goods are loaded or unloaded.",
]
PERMITS = """<html><head><title>Residents' permits</title></head><body>
<h1>Residents' permits</h1>
<table>
<tr><th>Permit</th><th>Per year</th><th>Who can apply</th></tr>
<tr><td>First car</td><td>60 euros</td><td>Residents of the zone</td></tr>
<tr><td>Second car</td><td>150 euros</td><td>Residents with a first-car permit</td></tr>
<tr><td>Visitor scratch cards</td><td>2 euros a day</td><td>Residents, up to 50 days a
year</td></tr>
</table>
<p>Permits are digital: the car's number plate is the permit, no sticker is needed.</p>
</body></html>
"""
CAR_PARKS: list[list[Any]] = [
    ["Car park", "Per hour", "Per day", "Open"],
    ["Station Square", "2.50 euros", "18 euros", "24 hours"],
    ["Market Hall", "2 euros", "14 euros", "6:00-24:00"],
    ["Riverside", "1.50 euros", "9 euros", "7:00-22:00"],
]
ZONES = """Zone,Streets,Per hour,Longest stay
A,Old Town and High Street,3 euros,2 hours
B,Around the station,2 euros,4 hours
C,Outer districts,1 euro,No limit
"""
CHARGING = {
    "Electric charging": [
        "Charging points stand in all three car parks and in zone B.",
        "Charging costs 0.39 euros per kWh on top of the parking fee.",
        "A car that has finished charging must leave the charging space within 30 minutes.",
    ],
}
QUESTIONS = """# Questions

## Can I park with a trailer?

Trailers may only be parked in zone C, on streets without a time limit.

## How do I appeal a fine?

Send your appeal through the city's website within 28 days, with photos if you have them.

## Are there motorcycle spaces?

Motorcycles park free in the marked motorcycle bays in every zone.
"""


def documents() -> dict[str, bytes]:
    return {
        "parking-rules.pdf": pdf(RULES_PAGES),
        "residents-permits.html": PERMITS.encode(),
        "car-parks.xlsx": xlsx({"Car parks": CAR_PARKS}),
        "street-zones.csv": ZONES.encode(),
        "electric-charging.docx": docx(CHARGING, title="Electric charging"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When is street parking free?",
        "on Sundays and public holidays it is free",
        "parking-rules.pdf",
        1,
    ),
    Question(
        "How much is the fine for parking without a ticket?",
        "Parking without a ticket costs a fine of 40 euros",
        "parking-rules.pdf",
        1,
    ),
    Question("How much is a first car permit per year?", "60 euros", "residents-permits.html"),
    Question("How much is Riverside car park per day?", "9 euros", "car-parks.xlsx"),
    Question("What is the longest stay in zone A?", "2 hours", "street-zones.csv"),
    Question(
        "How much does charging cost?",
        "Charging costs 0.39 euros per kWh on top of the parking fee",
        "electric-charging.docx",
    ),
    Question(
        "How long may I use a loading bay?",
        "Loading bays may be used for at most 20 minutes",
        "parking-rules.pdf",
        2,
    ),
    Question(
        "Are there motorcycle spaces?",
        "Motorcycles park free in the marked motorcycle bays in every zone",
        "questions.md",
    ),
    Question(
        "What if I don't pay my fine for a month?",
        "A fine not paid within 28 days rises to 80 euros",
        "parking-rules.pdf",
        1,
        True,
    ),
    Question(
        "Is there a discount for paying a ticket quickly?",
        "reduced to 25 euros when paid within 14 days",
        "parking-rules.pdf",
        1,
        True,
    ),
    Question(
        "Do people with a disability pay to park?",
        "Holders of a blue badge park free of charge in any paid space",
        "parking-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I need a sticker on my windscreen?",
        "Permits are digital: the car's number plate is the permit, no sticker is needed",
        "residents-permits.html",
        None,
        True,
    ),
    Question(
        "How can friends who visit me park?",
        "Visitor scratch cards",
        "residents-permits.html",
        None,
        True,
    ),
    Question(
        "Which car park is open all night?",
        "Station Square",
        "car-parks.xlsx",
        None,
        True,
    ),
    Question(
        "Where can I leave my caravan trailer?",
        "Trailers may only be parked in zone C",
        "questions.md",
        None,
        True,
    ),
    Question(
        "I think my ticket was unfair, what can I do?",
        "Send your appeal through the city's website within 28 days",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a third car permit?",
    "What is the longest stay in zone D?",
    "How much is Riverside car park per week?",
    "Is there a car park at the hospital?",
    "How much does a blue badge cost?",
    "Can I pay with cash in the car parks?",
    "How fast are the charging points?",
    "Is there a height limit in Market Hall car park?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is Market Hall per hour?", ("2 euros",), ("Station Square", "Riverside")),
    ("How much is a second car permit?", ("150 euros",), ("First car", "Visitor")),
    ("Which streets are in zone B?", ("Around the station",), ("Old Town", "Outer districts")),
    ("When is Riverside car park open?", ("7:00-22:00",), ("Station Square", "Market Hall")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is Station Square per hour?",
        "And per day?",
        "18 euros",
        ("Station Square",),
        ("Market Hall", "Riverside"),
    ),
    FollowUp(
        "What is the longest stay in zone B?",
        "How much is it per hour?",
        "2 euros",
        ("B",),
        ("Old Town", "Outer districts"),
    ),
    FollowUp(
        "How much is a first car permit per year?",
        "Who can apply?",
        "Residents of the zone",
        ("First car",),
        ("Second car", "Visitor scratch cards"),
    ),
    FollowUp(
        "Where are the charging points?",
        "How long may I stay after charging?",
        "must leave the charging space within 30 minutes",
    ),
]
