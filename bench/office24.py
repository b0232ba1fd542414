"""A twenty-fourth set of office documents for bench.answers (a ferry company's passenger
information): a PDF of conditions of carriage whose section on check-in runs across a page
break, an XLSX timetable whose rows are departures, an HTML page of fares with a table, a CSV of
routes, a DOCX on travelling with pets and a Markdown page of questions; 16 answerable
questions (half paraphrased; when is the first or last, how long, how early, how much for a
vehicle), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: departure times of several routes in one table, how long a crossing
takes, how early to arrive and vehicles priced beside passengers.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

CONDITIONS_PAGES = [
    "Bluewave Ferries conditions of carriage\n"
    "Tickets\n"
    "Tickets are valid only for the sailing booked. They can be changed up to two hours before "
    "departure for a fee of 10 euros.\n"
    "Luggage\n"
    "Foot passengers may take two pieces of luggage and one bag as hand luggage free of "
    "charge.\n"
    "Check-in\n"
    "Cars must check in at least 45 minutes before departure and foot passengers at least 20",
    "minutes before. Check-in closes 15 minutes before departure and late arrivals may be "
    "moved to the next sailing.\n"
    "Cancelled sailings\n"
    "If a sailing is cancelled because of the weather, passengers may travel on the next "
    "sailing or receive a full refund.",
]
TIMETABLE: list[list[Any]] = [
    ["Route", "First departure", "Last departure", "Sailings a day"],
    ["Portlow to Hale Island", "6:30", "21:00", "8"],
    ["Hale Island to Portlow", "7:15", "21:45", "8"],
    ["Portlow to Gannet Rock", "9:00", "17:00", "3"],
]
FARES = """<html><head><title>Fares</title></head><body>
<h1>Fares</h1>
<p>All fares are for a single journey. A return ticket costs twice the single fare.</p>
<table>
<tr><th>Ticket</th><th>Single fare</th></tr>
<tr><td>Adult</td><td>14 euros</td></tr>
<tr><td>Child (4 to 15)</td><td>7 euros</td></tr>
<tr><td>Child under 4</td><td>Free</td></tr>
<tr><td>Car with driver</td><td>48 euros</td></tr>
<tr><td>Motorbike with rider</td><td>26 euros</td></tr>
<tr><td>Bicycle</td><td>4 euros</td></tr>
</table>
</body></html>
"""
ROUTES = """Route,Crossing time,Ship
Portlow to Hale Island,50 minutes,MV Tern
Portlow to Gannet Rock,1 hour 40 minutes,MV Puffin
"""
PETS = {
    "Travelling with pets": [
        "Dogs travel free of charge and must stay on a lead in the outside areas of the ship.",
        "Pets are not allowed in the café or the lounge, except assistance dogs.",
        "Pets travelling in a car may stay in the car during the crossing.",
    ],
}
QUESTIONS = """# Questions

## Is there food on board?

The café on MV Tern serves hot meals and drinks. MV Puffin has a drinks machine only.

## Can I take my caravan?

Caravans and trailers up to 7 metres long can be booked by phone; the fare depends on length.

## Is there wifi?

Free wifi is available on both ships but may be slow in the middle of the crossing.
"""


def documents() -> dict[str, bytes]:
    return {
        "conditions-of-carriage.pdf": pdf(CONDITIONS_PAGES),
        "timetable.xlsx": xlsx({"Timetable": TIMETABLE}),
        "fares.html": FARES.encode(),
        "routes.csv": ROUTES.encode(),
        "pets.docx": docx(PETS, title="Travelling with pets"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much does it cost to change a ticket?",
        "a fee of 10 euros",
        "conditions-of-carriage.pdf",
        1,
    ),
    Question(
        "When does check-in close?",
        "15 minutes before departure",
        "conditions-of-carriage.pdf",
        2,
    ),
    Question("How much is a single fare for an adult?", "14 euros", "fares.html"),
    Question(
        "How long is the crossing from Portlow to Gannet Rock?",
        "1 hour 40 minutes",
        "routes.csv",
    ),
    Question("How much does a return ticket cost?", "twice the single fare", "fares.html"),
    Question(
        "Must dogs stay on a lead?",
        "must stay on a lead in the outside areas of the ship",
        "pets.docx",
    ),
    Question("How long can a caravan be?", "up to 7 metres long", "questions.md"),
    Question(
        "How many pieces of luggage may foot passengers take?",
        "two pieces of luggage",
        "conditions-of-carriage.pdf",
        1,
    ),
    Question(
        "How early do I need to be at the port with my car?",
        "at least 45 minutes before departure",
        "conditions-of-carriage.pdf",
        1,
        True,
    ),
    Question(
        "What happens if the boat does not sail because of a storm?",
        "travel on the next sailing or receive a full refund",
        "conditions-of-carriage.pdf",
        2,
        True,
    ),
    Question(
        "Can I get something to eat on the way to Gannet Rock?",
        "MV Puffin has a drinks machine only",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is there internet on the ferry?",
        "Free wifi is available on both ships",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can my dog come into the café?",
        "Pets are not allowed in the café",
        "pets.docx",
        None,
        True,
    ),
    Question(
        "How much do I pay for my toddler?",
        "Free",
        "fares.html",
        None,
        True,
    ),
    Question(
        "What if I arrive after check-in has closed?",
        "moved to the next sailing",
        "conditions-of-carriage.pdf",
        2,
        True,
    ),
    Question(
        "Which ship goes to Hale Island?",
        "MV Tern",
        "routes.csv",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a single fare for a senior?",
    "When is the first departure from Gannet Rock to Portlow?",
    "Can I bring my horse?",
    "Is there a discount for island residents?",
    "How long is the crossing from Hale Island to Gannet Rock?",
    "Are there cabins on MV Tern?",
    "How much is a caravan?",
    "Does the ferry sail on Christmas Day?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a bicycle?", ("4 euros",), ("Motorbike", "Adult")),
    (
        "When is the last departure from Hale Island to Portlow?",
        ("21:45",),
        ("Gannet Rock", "21:00"),
    ),
    ("How many sailings a day are there to Gannet Rock?", ("3",), ("Hale Island",)),
    ("How much is a car with driver?", ("48 euros",), ("Motorbike", "Bicycle")),
]

FOLLOW_UPS = [
    FollowUp(
        "When is the first departure from Portlow to Hale Island?",
        "And the last one?",
        "21:00",
        ("Portlow to Hale Island",),
        ("Gannet Rock",),
    ),
    FollowUp(
        "How much is a single fare for a child aged 4 to 15?",
        "And for an adult?",
        "14 euros",
        ("Adult",),
        ("Child", "Bicycle"),
    ),
    FollowUp(
        "How long is the crossing from Portlow to Hale Island?",
        "Which ship sails it?",
        "MV Tern",
        ("Hale Island",),
        ("Gannet Rock",),
    ),
    FollowUp(
        "Can pets stay in the car during the crossing?",
        "And in the lounge?",
        "not allowed in the café or the lounge",
    ),
]
