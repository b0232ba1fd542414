"""A hundred-and-first set of office documents for bench.answers (a kayak and canoe hire): a
PDF of safety rules whose section on the weather runs across a page break, an HTML page of
hire prices with a table, an XLSX of the river routes, a CSV of the guided trips, a DOCX on
bookings and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, how long, who, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a swimming ability, a buoyancy aid, a route's length in kilometres
and a high river. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

SAFETY_PAGES = [
    "Riverbend Paddle safety rules\n"
    "Swimming\n"
    "Everyone on the water must be able to swim 50 metres.\n"
    "Buoyancy aids\n"
    "Wear the buoyancy aid we give you at all times on the water.\n"
    "Weather\n"
    "We cancel hires when the river is above the yellow marker at the jetty or a storm",
    "warning is in force, and refund you in full.\n"
    "Children\n"
    "Children under 12 paddle in a canoe with an adult, not in a kayak of their own.\n"
    "Alcohol\n"
    "Anyone who has been drinking is not allowed on the water.",
]
PRICES = """<html><head><title>Hire prices</title></head><body>
<h1>Hire prices</h1>
<table>
<tr><th>Boat</th><th>Seats</th><th>Two hours</th><th>Full day</th></tr>
<tr><td>Single kayak</td><td>1</td><td>25 euros</td><td>45 euros</td></tr>
<tr><td>Double kayak</td><td>2</td><td>40 euros</td><td>70 euros</td></tr>
<tr><td>Canadian canoe</td><td>3</td><td>45 euros</td><td>80 euros</td></tr>
</table>
<p>Dry bags are lent free with every boat.</p>
</body></html>
"""
ROUTES: list[list[Any]] = [
    ["Route", "Length", "Level"],
    ["Mill loop", "6 km", "Beginner"],
    ["Heron reach", "12 km", "Intermediate"],
    ["Gorge run", "18 km", "Experienced"],
]
TRIPS = """Guided trip,Day,Guide
Sunrise paddle,Saturday,Maya
Wildlife tour,Sunday,Ben
Night paddle,Friday,Maya
"""
BOOKINGS = {
    "Bookings": [
        "Book online at least a day ahead; walk-ins are taken when boats are free.",
        "Cancel up to 48 hours before your hire for a full refund.",
        "Groups of more than 10 people call us to book.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my dog?

Yes, dogs may ride in a Canadian canoe, with a dog buoyancy aid for 5 euros.

## Where do I park?

Park free in the field next to the boathouse.

## Do you pick us up downstream?

Yes, our minibus collects you at the end of any route for 10 euros a person.
"""


def documents() -> dict[str, bytes]:
    return {
        "safety-rules.pdf": pdf(SAFETY_PAGES),
        "hire-prices.html": PRICES.encode(),
        "routes.xlsx": xlsx({"Routes": ROUTES}),
        "guided-trips.csv": TRIPS.encode(),
        "bookings.docx": docx(BOOKINGS, title="Bookings"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How far must I be able to swim?",
        "able to swim 50 metres",
        "safety-rules.pdf",
        1,
    ),
    Question(
        "When must I wear the buoyancy aid?",
        "at all times on the water",
        "safety-rules.pdf",
        1,
    ),
    Question("How much is a single kayak for two hours?", "25 euros", "hire-prices.html"),
    Question("How long is the Heron reach route?", "12 km", "routes.xlsx"),
    Question("Who guides the wildlife tour?", "Ben", "guided-trips.csv"),
    Question(
        "How far ahead should I book?",
        "Book online at least a day ahead",
        "bookings.docx",
    ),
    Question("Can I bring my dog?", "dogs may ride in a Canadian canoe", "questions.md"),
    Question("Where do I park?", "Park free in the field next to the boathouse", "questions.md"),
    Question(
        "What happens if the river is in flood on my day?",
        "We cancel hires when the river is above the yellow marker",
        "safety-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my 9-year-old have her own kayak?",
        "Children under 12 paddle in a canoe with an adult",
        "safety-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can we have a few beers before we go out?",
        "Anyone who has been drinking is not allowed on the water",
        "safety-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there somewhere waterproof to keep my phone?",
        "Dry bags are lent free with every boat",
        "hire-prices.html",
        None,
        True,
    ),
    Question(
        "Which boat fits a family of three?",
        "Canadian canoe",
        "hire-prices.html",
        None,
        True,
    ),
    Question(
        "Which route suits first-timers?",
        "Mill loop",
        "routes.xlsx",
        None,
        True,
    ),
    Question(
        "We're a stag party of 14, how do we book?",
        "Groups of more than 10 people call us to book",
        "bookings.docx",
        None,
        True,
    ),
    Question(
        "Do we have to paddle back upstream at the end?",
        "our minibus collects you at the end of any route",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a paddleboard for two hours?",
    "How long is the Castle run route?",
    "Who guides the fishing trip?",
    "Do you rent wetsuits?",
    "Is there a changing room?",
    "Do you give kayaking lessons?",
    "Can I bring my cat?",
    "Is there a discount for students?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a double kayak for a full day?", ("70 euros",), ("Single kayak", "Canadian")),
    ("What level is the Gorge run?", ("Experienced",), ("Mill loop", "Heron reach")),
    ("When is the night paddle?", ("Friday",), ("Sunrise", "Wildlife")),
    ("How many seats does the Canadian canoe have?", ("3",), ("Single kayak", "Double kayak")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a single kayak for two hours?",
        "And for a full day?",
        "45 euros",
        ("Single kayak",),
        ("Double kayak", "Canadian"),
    ),
    FollowUp(
        "How long is the Mill loop route?",
        "What level is it?",
        "Beginner",
        ("Mill loop",),
        ("Heron reach", "Gorge run"),
    ),
    FollowUp(
        "Who guides the sunrise paddle?",
        "On which day?",
        "Saturday",
        ("Sunrise paddle",),
        ("Wildlife", "Night paddle"),
    ),
    FollowUp(
        "Where do I park?",
        "Do you pick us up downstream?",
        "our minibus collects you",
    ),
]
