"""A seventy-seventh set of office documents for bench.answers (an ice rink): a PDF of rink
rules whose section on helmets runs across a page break, an HTML page of public sessions with
a table, an XLSX of skate hire, a CSV of lessons, a DOCX on ice hockey and a Markdown page of
questions; 16 answerable questions (half paraphrased; how much, when, how long, may I, what if),
8 in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a skating aid, gloves, a disco session and skate sharpening.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Polar Arena rink rules\n"
    "Direction\n"
    "Everyone skates anticlockwise; the centre of the ice is kept for lessons.\n"
    "Helmets\n"
    "Children under 12 must wear a helmet on the ice; helmets are lent free at the hire desk",
    "with every pair of hire skates.\n"
    "Gloves\n"
    "Gloves must be worn by every skater to protect hands from blades after a fall.\n"
    "Food\n"
    "Food and drink stay off the ice and out of the changing area.\n"
    "Resurfacing\n"
    "The ice is resurfaced for 15 minutes between sessions; everyone leaves the ice then.",
]
SESSIONS = """<html><head><title>Sessions</title></head><body>
<h1>Public sessions</h1>
<table>
<tr><th>Session</th><th>When</th><th>Adult</th><th>Child</th></tr>
<tr><td>Morning skate</td><td>Weekdays 10:00 to 12:00</td><td>8 euros</td><td>6 euros</td></tr>
<tr><td>Afternoon skate</td><td>Every day 14:00 to 16:30</td><td>10 euros</td><td>7 euros</td></tr>
<tr><td>Ice disco</td><td>Friday and Saturday 19:30 to 22:00</td>
<td>12 euros</td><td>9 euros</td></tr>
</table>
<p>Penguin skating aids for beginners can be borrowed for 3 euros a session.</p>
</body></html>
"""
HIRE: list[list[Any]] = [
    ["Item", "Price", "Sizes"],
    ["Figure skates", "4 euros", "Child 26 to adult 48"],
    ["Hockey skates", "5 euros", "Child 30 to adult 47"],
    ["Skate sharpening (own skates)", "8 euros", "All"],
]
LESSONS = """Course,Ages,Weeks,Price
Tots on ice,3 to 5,6,72 euros
Learn to skate,6 to 15,8,110 euros
Adult beginners,16 and over,8,130 euros
"""
HOCKEY = {
    "Ice hockey": [
        "The youth hockey club trains on Tuesday and Thursday from 17:00.",
        "New players try two sessions free, with borrowed kit.",
        "Full kit is needed after the trial, including a helmet with a face guard.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my own skates?

Yes, your own skates are welcome and entry costs the same.

## Is it cold inside?

The arena is kept at 10 degrees, so wear warm layers.

## What if I fall?

Get up quickly, with your hands in fists to keep your fingers away from other skaters' blades.
"""


def documents() -> dict[str, bytes]:
    return {
        "rink-rules.pdf": pdf(RULES_PAGES),
        "sessions.html": SESSIONS.encode(),
        "skate-hire.xlsx": xlsx({"Hire": HIRE}),
        "lessons.csv": LESSONS.encode(),
        "ice-hockey.docx": docx(HOCKEY, title="Ice hockey"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Which direction does everyone skate?",
        "Everyone skates anticlockwise",
        "rink-rules.pdf",
        1,
    ),
    Question(
        "Must every skater wear gloves?",
        "Gloves must be worn by every skater",
        "rink-rules.pdf",
        2,
    ),
    Question("How much is the ice disco for an adult?", "12 euros", "sessions.html"),
    Question("How much are hockey skates?", "5 euros", "skate-hire.xlsx"),
    Question("How much is learn to skate?", "110 euros", "lessons.csv"),
    Question(
        "When does the youth hockey club train?",
        "on Tuesday and Thursday from 17:00",
        "ice-hockey.docx",
    ),
    Question(
        "Can I bring my own skates?",
        "your own skates are welcome",
        "questions.md",
    ),
    Question(
        "Is it cold inside?",
        "The arena is kept at 10 degrees",
        "questions.md",
    ),
    Question(
        "Does my 8-year-old need a helmet?",
        "Children under 12 must wear a helmet",
        "rink-rules.pdf",
        1,
        True,
    ),
    Question(
        "Why do we have to get off the ice every couple of hours?",
        "The ice is resurfaced for 15 minutes between sessions",
        "rink-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I eat a snack while skating?",
        "Food and drink stay off the ice",
        "rink-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do you have something to hold on to for first-timers?",
        "Penguin skating aids for beginners",
        "sessions.html",
        None,
        True,
    ),
    Question(
        "Which session has music and lights in the evening?",
        "Ice disco",
        "sessions.html",
        None,
        True,
    ),
    Question(
        "My blades are blunt, can you fix them?",
        "8 euros",
        "skate-hire.xlsx",
        None,
        True,
    ),
    Question(
        "Is there a course for grown-ups who never skated?",
        "Adult beginners",
        "lessons.csv",
        None,
        True,
    ),
    Question(
        "Can my son try hockey before buying all the gear?",
        "New players try two sessions free, with borrowed kit",
        "ice-hockey.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the evening skate on Sunday?",
    "How much are speed skates?",
    "How much is a private lesson?",
    "Is there a figure skating club?",
    "Can I book the rink for a birthday party?",
    "Do you sell skates?",
    "Is there a café with hot chocolate?",
    "Is the rink open in summer?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is the morning skate for a child?", ("6 euros",), ("Afternoon", "Ice disco")),
    ("What sizes do figure skates come in?", ("Child 26 to adult 48",), ("Hockey", "sharpening")),
    ("How many weeks is tots on ice?", ("6",), ("Learn to skate", "Adult beginners")),
    ("When is the afternoon skate?", ("Every day 14:00 to 16:30",), ("Morning", "Ice disco")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the afternoon skate for an adult?",
        "And for a child?",
        "7 euros",
        ("Afternoon skate",),
        ("Morning skate", "Ice disco"),
    ),
    FollowUp(
        "How much is tots on ice?",
        "What ages is it for?",
        "3 to 5",
        ("Tots on ice",),
        ("Learn to skate", "Adult beginners"),
    ),
    FollowUp(
        "How much are figure skates?",
        "And hockey skates?",
        "5 euros",
        ("Hockey skates",),
        ("Figure skates", "sharpening"),
    ),
    FollowUp(
        "When does the youth hockey club train?",
        "Can new players try it?",
        "New players try two sessions free",
    ),
]
