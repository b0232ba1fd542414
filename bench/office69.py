"""A sixty-ninth set of office documents for bench.answers (a trampoline park): a PDF of
safety rules whose section on socks runs across a page break, an HTML page of jump sessions
with a table, an XLSX of the party rooms, a CSV of the café, a DOCX on the waiver and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how long,
how old, may I, what if), 8 in-domain questions the documents do not answer, questions about
one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: grip socks, a signed waiver, a toddler session and a height limit.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Bounce Republic safety rules\n"
    "One at a time\n"
    "Only one jumper per trampoline; no somersaults unless a marshal allows them.\n"
    "Socks\n"
    "Everyone on the trampolines wears our grip socks, sold at reception for 3 euros a pair; they",
    "can be reused on every later visit.\n"
    "Pockets\n"
    "Empty your pockets before jumping; phones and keys go in the free lockers.\n"
    "Health\n"
    "Do not jump if you are pregnant or have a back or heart condition.\n"
    "Marshals\n"
    "Marshals may stop a session for anyone who ignores the rules, without a refund.",
]
SESSIONS = """<html><head><title>Sessions</title></head><body>
<h1>Jump sessions</h1>
<table>
<tr><th>Session</th><th>Length</th><th>Price</th><th>Ages</th></tr>
<tr><td>Open jump</td><td>60 minutes</td><td>15 euros</td><td>5 and over</td></tr>
<tr><td>Little bouncers</td><td>45 minutes</td><td>9 euros</td><td>1 to 4, with a parent</td></tr>
<tr><td>Fitness bounce</td><td>50 minutes</td><td>12 euros</td><td>16 and over</td></tr>
<tr><td>Late jump</td><td>90 minutes</td><td>20 euros</td><td>12 and over</td></tr>
</table>
<p>Parents of little bouncers jump free with their child.</p>
</body></html>
"""
PARTY_ROOMS: list[list[Any]] = [
    ["Room", "Guests", "Price", "Includes"],
    ["Rocket Room", 12, "190 euros", "Jump, pizza and squash"],
    ["Galaxy Room", 20, "290 euros", "Jump, pizza, squash and ice cream"],
    ["Moon Den", 8, "130 euros", "Jump and squash"],
]
CAFE = """Item,Price
Hot dog,4 euros
Slush,2.50 euros
Coffee,2.80 euros
Kids' lunch box,5.50 euros
"""
WAIVER = {
    "The waiver": [
        "Every jumper needs a signed waiver, filled in online before the visit.",
        "Jumpers under 18 need the waiver signed by a parent or guardian.",
        "A waiver is valid for twelve months.",
    ],
}
QUESTIONS = """# Questions

## Is there a weight limit?

Yes, 120 kg per jumper on every trampoline.

## Can I watch without jumping?

Yes, spectators come in free and can sit in the café gallery.

## What if we arrive late?

Your session still ends at the booked time, so arrive 15 minutes early.
"""


def documents() -> dict[str, bytes]:
    return {
        "safety-rules.pdf": pdf(RULES_PAGES),
        "sessions.html": SESSIONS.encode(),
        "party-rooms.xlsx": xlsx({"Party rooms": PARTY_ROOMS}),
        "cafe.csv": CAFE.encode(),
        "waiver.docx": docx(WAIVER, title="The waiver"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Are somersaults allowed?",
        "no somersaults unless a marshal allows them",
        "safety-rules.pdf",
        1,
    ),
    Question(
        "Where do phones and keys go?",
        "phones and keys go in the free lockers",
        "safety-rules.pdf",
        2,
    ),
    Question("How much is a late jump?", "20 euros", "sessions.html"),
    Question("How much is the Galaxy Room?", "290 euros", "party-rooms.xlsx"),
    Question("How much is a hot dog?", "4 euros", "cafe.csv"),
    Question(
        "How long is a waiver valid?",
        "valid for twelve months",
        "waiver.docx",
    ),
    Question(
        "Is there a weight limit?",
        "120 kg per jumper",
        "questions.md",
    ),
    Question(
        "Can I watch without jumping?",
        "spectators come in free",
        "questions.md",
    ),
    Question(
        "Do I need special socks?",
        "Everyone on the trampolines wears our grip socks",
        "safety-rules.pdf",
        1,
        True,
    ),
    Question(
        "I am six months pregnant, can I bounce?",
        "Do not jump if you are pregnant",
        "safety-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can staff throw us out for misbehaving?",
        "Marshals may stop a session for anyone who ignores the rules",
        "safety-rules.pdf",
        2,
        True,
    ),
    Question(
        "Which session is for toddlers?",
        "Little bouncers",
        "sessions.html",
        None,
        True,
    ),
    Question(
        "Do mums and dads pay to jump with their toddler?",
        "Parents of little bouncers jump free",
        "sessions.html",
        None,
        True,
    ),
    Question(
        "Which party room fits the most kids?",
        "Galaxy Room",
        "party-rooms.xlsx",
        None,
        True,
    ),
    Question(
        "My daughter is 15, who has to sign the form?",
        "signed by a parent or guardian",
        "waiver.docx",
        None,
        True,
    ),
    Question(
        "Do we lose jump time if we are late?",
        "Your session still ends at the booked time",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a morning jump?",
    "How much is the Star Room?",
    "How much is a milkshake?",
    "Is there a dodgeball court?",
    "Can I book the whole park for a company event?",
    "Are there changing rooms with showers?",
    "Do you offer a monthly membership?",
    "Is the park open on Christmas Eve?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is an open jump?", ("60 minutes",), ("Little bouncers", "Late jump")),
    ("How many guests fit in the Moon Den?", ("8",), ("Rocket Room", "Galaxy Room")),
    ("How much is a slush?", ("2.50 euros",), ("Hot dog", "Coffee")),
    ("What ages is fitness bounce for?", ("16 and over",), ("Open jump", "Late jump")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is an open jump?",
        "And a late jump?",
        "20 euros",
        ("Late jump",),
        ("Open jump", "Fitness bounce"),
    ),
    FollowUp(
        "How much is the Rocket Room?",
        "What does it include?",
        "Jump, pizza and squash",
        ("Rocket Room",),
        ("Galaxy Room", "Moon Den"),
    ),
    FollowUp(
        "How long is a fitness bounce?",
        "How much is it?",
        "12 euros",
        ("Fitness bounce",),
        ("Open jump", "Late jump"),
    ),
    FollowUp(
        "Does every jumper need a waiver?",
        "How long is it valid?",
        "valid for twelve months",
    ),
]
