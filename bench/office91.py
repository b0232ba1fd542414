"""A ninety-first set of office documents for bench.answers (a summer music festival): a PDF of
festival rules whose section on what to bring runs across a page break, an HTML page of
tickets with a table, an XLSX of the stages, a CSV of the shuttle buses, a DOCX on camping and
a Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, how
old, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a wristband, a re-entry, a shuttle's times and glass bottles.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Meadowsound Festival rules\n"
    "Wristbands\n"
    "Your ticket is swapped for a wristband at the gate; a cut or lost wristband is not replaced.\n"
    "What to bring\n"
    "Bring sun cream, a refillable water bottle and ear plugs; glass bottles, gas canisters and",
    "drones are not allowed on site.\n"
    "Under 16s\n"
    "Festival-goers under 16 come with an adult over 18, one adult for up to two children.\n"
    "Re-entry\n"
    "Day ticket holders may leave and come back once, before 20:00.\n"
    "Payment\n"
    "Bars and food stalls take cards only; there is no cash on site.",
]
TICKETS = """<html><head><title>Tickets</title></head><body>
<h1>Tickets</h1>
<table>
<tr><th>Ticket</th><th>Price</th><th>Includes</th></tr>
<tr><td>Weekend with camping</td><td>189 euros</td><td>Friday to Sunday, tent pitch</td></tr>
<tr><td>Weekend without camping</td><td>159 euros</td><td>Friday to Sunday</td></tr>
<tr><td>Saturday day ticket</td><td>79 euros</td><td>Saturday only</td></tr>
<tr><td>Child (5 to 12)</td><td>35 euros</td><td>Weekend with an adult</td></tr>
</table>
<p>Children under 5 go free but need a ticket from the box office.</p>
</body></html>
"""
STAGES: list[list[Any]] = [
    ["Stage", "Music", "Last act ends"],
    ["Main stage", "Rock and pop", "23:30"],
    ["Forest stage", "Folk and acoustic", "22:00"],
    ["Tent of Noise", "Electronic", "2:00"],
]
SHUTTLES = """Shuttle,From,First bus,Last bus back
S1,Central Station,10:00,0:30
S2,Airport,11:00,23:00
S3,Lakeside car park,9:30,2:30
"""
CAMPING = {
    "Camping": [
        "The campsite opens on Thursday at 16:00 and closes on Monday at 12:00.",
        "Hot showers are free, open from 7:00 to 23:00.",
        "Campervans need a separate campervan pass for 60 euros.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my own food?

Yes, for your own use; selling food on site is not allowed.

## Is there phone charging?

Yes, the charging tent charges phones for 5 euros a time.

## What if it rains?

The festival goes on in the rain; bring a poncho, as umbrellas block views and are not allowed.
"""


def documents() -> dict[str, bytes]:
    return {
        "festival-rules.pdf": pdf(RULES_PAGES),
        "tickets.html": TICKETS.encode(),
        "stages.xlsx": xlsx({"Stages": STAGES}),
        "shuttles.csv": SHUTTLES.encode(),
        "camping.docx": docx(CAMPING, title="Camping"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Is a lost wristband replaced?",
        "a cut or lost wristband is not replaced",
        "festival-rules.pdf",
        1,
    ),
    Question(
        "Can day ticket holders leave and come back?",
        "Day ticket holders may leave and come back once",
        "festival-rules.pdf",
        2,
    ),
    Question("How much is a Saturday day ticket?", "79 euros", "tickets.html"),
    Question("When does the last act on the main stage end?", "23:30", "stages.xlsx"),
    Question("When is the first S2 bus?", "11:00", "shuttles.csv"),
    Question(
        "When does the campsite open?",
        "The campsite opens on Thursday at 16:00",
        "camping.docx",
    ),
    Question(
        "Can I bring my own food?",
        "for your own use",
        "questions.md",
    ),
    Question(
        "Is there phone charging?",
        "the charging tent charges phones for 5 euros a time",
        "questions.md",
    ),
    Question(
        "Can I bring a camping stove with a gas bottle?",
        "gas canisters and",
        "festival-rules.pdf",
        1,
        True,
    ),
    Question(
        "My 14-year-old wants to go with friends, is that allowed?",
        "Festival-goers under 16 come with an adult over 18",
        "festival-rules.pdf",
        2,
        True,
    ),
    Question(
        "Should I bring cash?",
        "there is no cash on site",
        "festival-rules.pdf",
        2,
        True,
    ),
    Question(
        "Does my three-year-old need a ticket?",
        "Children under 5 go free but need a ticket",
        "tickets.html",
        None,
        True,
    ),
    Question(
        "Where can I hear folk music?",
        "Forest stage",
        "stages.xlsx",
        None,
        True,
    ),
    Question(
        "What is the latest shuttle back to the car park?",
        "2:30",
        "shuttles.csv",
        None,
        True,
    ),
    Question(
        "Can I come in a motorhome?",
        "Campervans need a separate campervan pass for 60 euros",
        "camping.docx",
        None,
        True,
    ),
    Question(
        "Can I use an umbrella if the weather is bad?",
        "umbrellas block views and are not allowed",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a VIP ticket?",
    "When does the last act on the jazz stage end?",
    "When is the first S4 bus?",
    "Is there a quiet camping area for families?",
    "Can I bring my dog?",
    "Are there lockers on site?",
    "Who is headlining on Saturday?",
    "Can I sell my ticket to a friend?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a weekend ticket without camping?", ("159 euros",), ("Saturday", "Child")),
    ("What music is on the Tent of Noise?", ("Electronic",), ("Main stage", "Forest")),
    ("When is the last S1 bus back?", ("0:30",), ("S2", "S3")),
    ("What does the child ticket include?", ("Weekend with an adult",), ("Saturday",)),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a weekend with camping?",
        "And without camping?",
        "159 euros",
        ("Weekend without camping",),
        ("Saturday", "Child"),
    ),
    FollowUp(
        "What music is on the forest stage?",
        "When does the last act end?",
        "22:00",
        ("Forest stage",),
        ("Main stage", "Tent of Noise"),
    ),
    FollowUp(
        "When is the first S3 bus?",
        "Where does it leave from?",
        "Lakeside car park",
        ("S3",),
        ("S1", "S2"),
    ),
    FollowUp(
        "When does the campsite open?",
        "Are the showers free?",
        "Hot showers are free",
    ),
]
