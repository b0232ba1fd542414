"""A fifty-seventh set of office documents for bench.answers (an escape room venue): a PDF of
game rules whose section on safety runs across a page break, an HTML page of rooms with a
table, an XLSX of prices by group size, a CSV of opening hours, a DOCX on parties and a
Markdown page of questions; 16 answerable questions (half paraphrased; how many, how long, how
much, may I, how old), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: players per room, a room's difficulty and length, a price that
depends on the size of a group, and ages a room suits.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Locked Out escape rooms game rules\n"
    "Before the game\n"
    "Arrive 15 minutes before your booked time for the briefing. Groups arriving later lose "
    "the minutes they missed.\n"
    "Safety\n"
    "The door of every room can always be opened from the inside with the green button. No "
    "climbing on furniture, and",
    "nothing needs force: if it does not move easily, it is not a clue.\n"
    "Phones\n"
    "Phones are kept in a locker during the game; photos are allowed in the room afterwards.\n"
    "Hints\n"
    "Every team may ask for three hints by radio at no cost.",
]
ROOMS = """<html><head><title>Rooms</title></head><body>
<h1>Our rooms</h1>
<table>
<tr><th>Room</th><th>Players</th><th>Length</th><th>Difficulty</th><th>Ages</th></tr>
<tr><td>The Pharaoh's Tomb</td><td>2-6</td><td>60 minutes</td><td>Medium</td><td>10+</td></tr>
<tr><td>Submarine 7</td><td>3-5</td><td>75 minutes</td><td>Hard</td><td>14+</td></tr>
<tr><td>Grandma's Attic</td><td>2-4</td><td>45 minutes</td><td>Easy</td><td>6+</td></tr>
</table>
<p>Children under 14 play with at least one adult in the room.</p>
</body></html>
"""
PRICES: list[list[Any]] = [
    ["Group size", "Price per person", "Weekend price per person"],
    ["2 players", "32 euros", "36 euros"],
    ["3-4 players", "26 euros", "29 euros"],
    ["5-6 players", "22 euros", "25 euros"],
]
HOURS = """Day,First game,Last game
Monday,Closed,Closed
Tuesday to Thursday,16:00,20:30
Friday,14:00,22:00
Saturday and Sunday,10:00,22:00
"""
PARTIES = {
    "Parties": [
        "A party package adds a private lounge for one hour after the game for 60 euros.",
        "Bring your own cake; drinks are bought at our bar.",
        "Company teams of up to 18 can play three rooms at once, racing each other.",
    ],
}
QUESTIONS = """# Questions

## Is it scary?

No room has actors or jump scares; Submarine 7 is dark in places.

## Can I book for a single player?

No, every room needs at least two players.

## Do you sell gift cards?

Yes, for any amount, valid for a year.
"""


def documents() -> dict[str, bytes]:
    return {
        "game-rules.pdf": pdf(RULES_PAGES),
        "rooms.html": ROOMS.encode(),
        "prices.xlsx": xlsx({"Prices": PRICES}),
        "opening-hours.csv": HOURS.encode(),
        "parties.docx": docx(PARTIES, title="Parties"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How early should we arrive?",
        "Arrive 15 minutes before your booked time for the briefing",
        "game-rules.pdf",
        1,
    ),
    Question(
        "How many hints can a team ask for?",
        "three hints by radio at no cost",
        "game-rules.pdf",
        2,
    ),
    Question("How long is Submarine 7?", "75 minutes", "rooms.html"),
    Question("How much per person for a group of 2 players?", "32 euros", "prices.xlsx"),
    Question("When is the last game on Friday?", "22:00", "opening-hours.csv"),
    Question(
        "How much is a party package?",
        "a private lounge for one hour after the game for 60 euros",
        "parties.docx",
    ),
    Question(
        "Do you sell gift cards?",
        "Yes, for any amount, valid for a year",
        "questions.md",
    ),
    Question(
        "Who must play with children under 14?",
        "Children under 14 play with at least one adult in the room",
        "rooms.html",
    ),
    Question(
        "What if we get stuck inside?",
        "The door of every room can always be opened from the inside with the green button",
        "game-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can we take pictures?",
        "photos are allowed in the room afterwards",
        "game-rules.pdf",
        2,
        True,
    ),
    Question(
        "Should we push hard on things that are stuck?",
        "nothing needs force",
        "game-rules.pdf",
        2,
        True,
    ),
    Question(
        "Which room is best for first-timers?",
        "Grandma's Attic",
        "rooms.html",
        None,
        True,
    ),
    Question(
        "What does it cost each for five of us on a Saturday?",
        "25 euros",
        "prices.xlsx",
        None,
        True,
    ),
    Question(
        "Can we bring a birthday cake?",
        "Bring your own cake",
        "parties.docx",
        None,
        True,
    ),
    Question(
        "Can I play alone?",
        "every room needs at least two players",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Will actors jump out at us?",
        "No room has actors or jump scares",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How long is the Haunted Hotel room?",
    "How much per person for a group of 8?",
    "When is the last game on public holidays?",
    "Is there parking?",
    "Can we bring our own drinks?",
    "Do you offer a student discount?",
    "Is there a room for wheelchair users?",
    "How much is a fourth hint?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many players can play Grandma's Attic?", ("2-4",), ("Pharaoh", "Submarine")),
    ("How hard is the Pharaoh's Tomb?", ("Medium",), ("Submarine", "Grandma")),
    ("When is the first game on Friday?", ("14:00",), ("Monday", "Tuesday to Thursday")),
    ("How much per person for 3-4 players?", ("26 euros",), ("2 players", "5-6")),
]

FOLLOW_UPS = [
    FollowUp(
        "How long is the Pharaoh's Tomb?",
        "And Grandma's Attic?",
        "45 minutes",
        ("Grandma's Attic",),
        ("Pharaoh", "Submarine"),
    ),
    FollowUp(
        "How hard is Submarine 7?",
        "What ages is it for?",
        "14+",
        ("Submarine 7",),
        ("Pharaoh", "Grandma"),
    ),
    FollowUp(
        "How much per person for 5-6 players?",
        "And at the weekend?",
        "25 euros",
        ("5-6 players",),
        ("2 players", "3-4"),
    ),
    FollowUp(
        "How much is a party package?",
        "Can we bring a cake?",
        "Bring your own cake",
    ),
]
