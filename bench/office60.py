"""A sixtieth set of office documents for bench.answers (a boat and kayak rental on a lake): a
PDF of rental rules whose section on weather runs across a page break, an HTML page of boats
with a table, an XLSX of tours, a CSV of the season's hours, a DOCX on safety equipment and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how many,
when, may I, who), 8 in-domain questions the documents do not answer, questions about one row
of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a boat's seats, a licence, wind and storms, children's life jackets
and a guided tour's meeting time.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Lake Orla Boat Rental rules\n"
    "Who may rent\n"
    "Renters must be 18 or older and leave a photo ID at the kiosk.\n"
    "Weather\n"
    "When the storm light on the kiosk roof flashes, every boat must return to the nearest "
    "shore at once. Rentals cut short by",
    "a storm are refunded for the time not used.\n"
    "Where to go\n"
    "Boats stay north of the yellow buoys; the south end is a bird reserve.\n"
    "Returning late\n"
    "Every 15 minutes late costs a quarter of the hourly price.",
]
BOATS = """<html><head><title>Boats</title></head><body>
<h1>Boats and prices</h1>
<table>
<tr><th>Boat</th><th>Seats</th><th>Per hour</th><th>Licence</th></tr>
<tr><td>Single kayak</td><td>1</td><td>12 euros</td><td>No</td></tr>
<tr><td>Double kayak</td><td>2</td><td>18 euros</td><td>No</td></tr>
<tr><td>Rowing boat</td><td>4</td><td>20 euros</td><td>No</td></tr>
<tr><td>Electric boat</td><td>6</td><td>45 euros</td><td>No, a 10-minute briefing</td></tr>
</table>
<p>A half day (4 hours) costs the price of three hours.</p>
</body></html>
"""
TOURS: list[list[Any]] = [
    ["Tour", "When", "Length", "Price"],
    ["Sunrise paddle", "Saturday 6:00", "2 hours", "35 euros"],
    ["Beaver evening", "Wednesday 19:00", "2.5 hours", "40 euros"],
    ["Island picnic", "Sunday 11:00", "4 hours", "55 euros with lunch"],
]
HOURS = """Month,Opens,Last rental
May,10:00,17:00
June to August,9:00,19:00
September,10:00,17:00
"""
SAFETY = {
    "Safety equipment": [
        "Every rental includes life jackets in adult and child sizes.",
        "Children under 12 must wear their life jacket at all times.",
        "Each electric boat carries a whistle, a paddle and a first aid kit.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my dog?

Yes, in rowing boats and electric boats; not in kayaks.

## Is swimming from the boats allowed?

No, swimming is only allowed at the beach by the kiosk.

## Can we fish from a boat?

Yes, with a lake fishing permit, sold at the kiosk for 8 euros a day.
"""


def documents() -> dict[str, bytes]:
    return {
        "rental-rules.pdf": pdf(RULES_PAGES),
        "boats.html": BOATS.encode(),
        "tours.xlsx": xlsx({"Tours": TOURS}),
        "season-hours.csv": HOURS.encode(),
        "safety.docx": docx(SAFETY, title="Safety equipment"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must renters be?",
        "Renters must be 18 or older",
        "rental-rules.pdf",
        1,
    ),
    Question(
        "How much does returning late cost?",
        "Every 15 minutes late costs a quarter of the hourly price",
        "rental-rules.pdf",
        2,
    ),
    Question("How many seats does the electric boat have?", "6", "boats.html"),
    Question("When is the beaver evening?", "Wednesday 19:00", "tours.xlsx"),
    Question("When is the last rental in September?", "17:00", "season-hours.csv"),
    Question(
        "Who must wear a life jacket at all times?",
        "Children under 12 must wear their life jacket at all times",
        "safety.docx",
    ),
    Question(
        "Can we fish from a boat?",
        "with a lake fishing permit, sold at the kiosk for 8 euros a day",
        "questions.md",
    ),
    Question(
        "How much is a half day?",
        "A half day (4 hours) costs the price of three hours",
        "boats.html",
    ),
    Question(
        "What should we do if a storm comes?",
        "every boat must return to the nearest shore at once",
        "rental-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can we paddle to the south end of the lake?",
        "the south end is a bird reserve",
        "rental-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do we get money back if bad weather ends our trip early?",
        "refunded for the time not used",
        "rental-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I need a boating licence for the electric boat?",
        "No, a 10-minute briefing",
        "boats.html",
        None,
        True,
    ),
    Question(
        "What does the early morning tour cost?",
        "35 euros",
        "tours.xlsx",
        None,
        True,
    ),
    Question(
        "Do you have life vests for kids?",
        "life jackets in adult and child sizes",
        "safety.docx",
        None,
        True,
    ),
    Question(
        "Can our dog come in a kayak?",
        "not in kayaks",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can we jump in for a swim from the rowing boat?",
        "No, swimming is only allowed at the beach by the kiosk",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a pedal boat per hour?",
    "When is the sunset paddle?",
    "When is the last rental in October?",
    "Can I rent a stand-up paddle board?",
    "Is there a café at the kiosk?",
    "How many seats does a sailing boat have?",
    "Do you sell fishing rods?",
    "Can I pay the deposit by card?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a double kayak per hour?", ("18 euros",), ("Single kayak", "Rowing boat")),
    ("How long is the island picnic?", ("4 hours",), ("Sunrise", "Beaver")),
    ("When does the rental open in May?", ("10:00",), ("June to August",)),
    ("How many seats does the rowing boat have?", ("4",), ("Double kayak", "Electric")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a single kayak per hour?",
        "And a rowing boat?",
        "20 euros",
        ("Rowing boat",),
        ("Single kayak", "Double kayak"),
    ),
    FollowUp(
        "When is the sunrise paddle?",
        "How much is it?",
        "35 euros",
        ("Sunrise paddle",),
        ("Beaver", "Island"),
    ),
    FollowUp(
        "When does the rental open from June to August?",
        "And the last rental?",
        "19:00",
        ("June to August",),
        ("May", "September"),
    ),
    FollowUp(
        "Can I bring my dog?",
        "In which boats?",
        "in rowing boats and electric boats",
    ),
]
