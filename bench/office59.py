"""A fifty-ninth set of office documents for bench.answers (a community centre's room hire): a
PDF of hire conditions whose section on cancellations runs across a page break, an HTML page
of rooms with a table, an XLSX of equipment, a CSV of regular classes, a DOCX on the kitchen
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how
many, which room, may I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a room's capacity, hourly rates for charities, deposits, what may be
served, and when the building must be left.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

CONDITIONS_PAGES = [
    "Elm Park Community Centre hire conditions\n"
    "Deposit\n"
    "Every private party pays a deposit of 100 euros, returned within a week if the room is "
    "left clean.\n"
    "Cancellations\n"
    "Bookings cancelled more than 30 days ahead are refunded in full; later cancellations are",
    "refunded half the hire charge.\n"
    "Closing\n"
    "Every event must end by 23:00 and the building be empty by 23:30.\n"
    "Alcohol\n"
    "Alcohol may be served at private parties but not sold without a licence.",
]
ROOMS = """<html><head><title>Rooms</title></head><body>
<h1>Rooms for hire</h1>
<table>
<tr><th>Room</th><th>Seats</th><th>Per hour</th><th>Charities per hour</th></tr>
<tr><td>Main hall</td><td>120</td><td>40 euros</td><td>25 euros</td></tr>
<tr><td>Garden room</td><td>40</td><td>22 euros</td><td>14 euros</td></tr>
<tr><td>Meeting room</td><td>12</td><td>12 euros</td><td>8 euros</td></tr>
</table>
<p>Bookings of four hours or more get the fifth hour free.</p>
</body></html>
"""
EQUIPMENT: list[list[Any]] = [
    ["Equipment", "Charge", "Rooms"],
    ["Projector and screen", "10 euros", "Main hall, Meeting room"],
    ["Sound system", "15 euros", "Main hall"],
    ["Stage blocks", "20 euros", "Main hall"],
    ["Flip chart", "Free", "Every room"],
]
CLASSES = """Class,Day,Time,Room
Toddler music,Tuesday,10:00,Garden room
Chair yoga,Wednesday,14:00,Main hall
Knitting circle,Thursday,18:30,Meeting room
Youth club,Friday,17:00,Main hall
"""
KITCHEN = {
    "The kitchen": [
        "The kitchen can be hired with the main hall for 15 euros per event.",
        "It has two ovens, a dishwasher and crockery for 100 people.",
        "Hirers must bring their own tea towels and take all food waste home.",
    ],
}
QUESTIONS = """# Questions

## Can we decorate the hall?

Yes, with freestanding decorations; nothing may be stuck or nailed to the walls.

## Is there parking?

Twenty spaces behind the building, free for hirers.

## Are bouncy castles allowed?

Only indoor ones under 3 metres high, in the main hall.
"""


def documents() -> dict[str, bytes]:
    return {
        "hire-conditions.pdf": pdf(CONDITIONS_PAGES),
        "rooms.html": ROOMS.encode(),
        "equipment.xlsx": xlsx({"Equipment": EQUIPMENT}),
        "classes.csv": CLASSES.encode(),
        "kitchen.docx": docx(KITCHEN, title="The kitchen"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much is the deposit for a private party?",
        "a deposit of 100 euros",
        "hire-conditions.pdf",
        1,
    ),
    Question(
        "When must every event end?",
        "Every event must end by 23:00",
        "hire-conditions.pdf",
        2,
    ),
    Question("How many seats does the garden room have?", "40", "rooms.html"),
    Question("How much is the sound system?", "15 euros", "equipment.xlsx"),
    Question("When is the knitting circle?", "Thursday", "classes.csv"),
    Question(
        "How much is the kitchen?",
        "hired with the main hall for 15 euros per event",
        "kitchen.docx",
    ),
    Question(
        "Is there parking?",
        "Twenty spaces behind the building, free for hirers",
        "questions.md",
    ),
    Question(
        "Is the fifth hour free?",
        "Bookings of four hours or more get the fifth hour free",
        "rooms.html",
    ),
    Question(
        "What if we cancel a week before the party?",
        "refunded half the hire charge",
        "hire-conditions.pdf",
        2,
        True,
    ),
    Question(
        "Can we sell drinks at our fundraiser?",
        "not sold without a licence",
        "hire-conditions.pdf",
        2,
        True,
    ),
    Question(
        "Do we get the deposit back?",
        "returned within a week if the room is left clean",
        "hire-conditions.pdf",
        1,
        True,
    ),
    Question(
        "Which room fits a wedding reception of 100 guests?",
        "Main hall",
        "rooms.html",
        None,
        True,
    ),
    Question(
        "What does the meeting room cost a charity per hour?",
        "8 euros",
        "rooms.html",
        None,
        True,
    ),
    Question(
        "Are there enough plates for a big party?",
        "crockery for 100 people",
        "kitchen.docx",
        None,
        True,
    ),
    Question(
        "Can we put up balloons with tape on the walls?",
        "nothing may be stuck or nailed to the walls",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can we have an inflatable for the kids?",
        "Only indoor ones under 3 metres high",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How many seats does the library room have?",
    "How much is a microphone?",
    "When is the book club?",
    "Is there a bar in the centre?",
    "Can we play live music after midnight?",
    "How much is the kitchen on its own?",
    "Are pets allowed at parties?",
    "Do you provide a cleaner?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is the main hall per hour?", ("40 euros",), ("Garden room", "Meeting room")),
    ("Which rooms have the projector?", ("Main hall, Meeting room",), ("Sound system",)),
    ("When is toddler music?", ("Tuesday",), ("Chair yoga", "Youth club")),
    ("How much is a flip chart?", ("Free",), ("Projector", "Stage blocks")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the garden room per hour?",
        "And for a charity?",
        "14 euros",
        ("Garden room",),
        ("Main hall", "Meeting room"),
    ),
    FollowUp(
        "When is chair yoga?",
        "Which room is it in?",
        "Main hall",
        ("Chair yoga",),
        ("Toddler music", "Knitting"),
    ),
    FollowUp(
        "How much are the stage blocks?",
        "And the sound system?",
        "15 euros",
        ("Sound system",),
        ("Stage blocks", "Projector"),
    ),
    FollowUp(
        "How much is the kitchen?",
        "What does it have?",
        "two ovens, a dishwasher and crockery for 100 people",
    ),
]
