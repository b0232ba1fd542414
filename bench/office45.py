"""A forty-fifth set of office documents for bench.answers (a tennis club): a PDF of club
rules whose section on booking courts runs across a page break, an HTML page of memberships
with a table, an XLSX of the courts, a CSV of coaching, a DOCX on the club's tournament and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how far
ahead, which court, may I, who), 8 in-domain questions the documents do not answer, questions
about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what a membership lets one do, a court's surface and lights, guests
and what they pay, and who may enter a tournament.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Linden Park Tennis Club rules\n"
    "Dress\n"
    "Tennis shoes with flat soles are required on every court; clothing is up to you.\n"
    "Booking courts\n"
    "Members book courts in the app up to seven days ahead, for one hour at a time. A court not "
    "taken within ten minutes of the booked time may be used by any member",
    "who is waiting.\n"
    "Guests\n"
    "Each member may bring a guest up to six times a year; a guest pays 8 euros per visit.\n"
    "Juniors\n"
    "Juniors under 12 may play only when an adult member is at the club.",
]
MEMBERSHIPS = """<html><head><title>Memberships</title></head><body>
<h1>Memberships</h1>
<table>
<tr><th>Membership</th><th>Per year</th><th>Booking</th></tr>
<tr><td>Adult</td><td>320 euros</td><td>Any time</td></tr>
<tr><td>Off-peak</td><td>210 euros</td><td>Weekdays before 17:00</td></tr>
<tr><td>Junior (under 18)</td><td>90 euros</td><td>Any time</td></tr>
<tr><td>Family</td><td>650 euros</td><td>Any time, two adults and their children</td></tr>
</table>
<p>New members pay a one-time joining fee of 50 euros; juniors pay none.</p>
</body></html>
"""
COURTS: list[list[Any]] = [
    ["Court", "Surface", "Floodlights", "Covered"],
    ["Court 1", "Clay", "Yes", "No"],
    ["Court 2", "Clay", "No", "No"],
    ["Court 3", "Hard", "Yes", "No"],
    ["Court 4", "Hard", "Yes", "Yes, October to April"],
]
COACHING = """Coaching,Coach,Price,When
Private lesson (1 hour),Nina Kowalski,45 euros,By appointment
Adult group (4 players),Ben Torres,18 euros per player,Tuesday 19:00
Junior squad,Nina Kowalski,120 euros per term,Saturday 9:00
Cardio tennis,Ben Torres,12 euros,Thursday 18:00
"""
TOURNAMENT = {
    "Club tournament": [
        "The club tournament is held in the last two weeks of August.",
        "It is open to every member over 16; entry costs 15 euros per event.",
        "Finals day ends with a barbecue to which families are welcome.",
    ],
}
QUESTIONS = """# Questions

## Can I rent a racket?

Rackets can be borrowed free from the clubhouse; balls are sold at the bar.

## Is there a ball machine?

Yes, on court 2; book it in the app like a court, for 5 euros an hour.

## Are there showers?

Changing rooms with showers are open whenever the club is.
"""


def documents() -> dict[str, bytes]:
    return {
        "club-rules.pdf": pdf(RULES_PAGES),
        "memberships.html": MEMBERSHIPS.encode(),
        "courts.xlsx": xlsx({"Courts": COURTS}),
        "coaching.csv": COACHING.encode(),
        "tournament.docx": docx(TOURNAMENT, title="Club tournament"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How far ahead can members book a court?",
        "up to seven days ahead",
        "club-rules.pdf",
        1,
    ),
    Question(
        "How much does a guest pay?",
        "a guest pays 8 euros per visit",
        "club-rules.pdf",
        2,
    ),
    Question("How much is an off-peak membership?", "210 euros", "memberships.html"),
    Question("What surface is court 3?", "Hard", "courts.xlsx"),
    Question("Who teaches cardio tennis?", "Ben Torres", "coaching.csv"),
    Question(
        "When is the club tournament?",
        "held in the last two weeks of August",
        "tournament.docx",
    ),
    Question(
        "Is there a ball machine?",
        "Yes, on court 2; book it in the app like a court, for 5 euros an hour",
        "questions.md",
    ),
    Question(
        "How much is the joining fee?",
        "a one-time joining fee of 50 euros",
        "memberships.html",
    ),
    Question(
        "What shoes do I need to play?",
        "Tennis shoes with flat soles are required on every court",
        "club-rules.pdf",
        1,
        True,
    ),
    Question(
        "What if the people who booked the court don't show up?",
        "A court not taken within ten minutes of the booked time may be used by any member",
        "club-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my 10-year-old play on his own?",
        "Juniors under 12 may play only when an adult member is at the club",
        "club-rules.pdf",
        2,
        True,
    ),
    Question(
        "Which court can I play on in the rain in winter?",
        "Court 4",
        "courts.xlsx",
        None,
        True,
    ),
    Question(
        "Can I play in the evening on the off-peak membership?",
        "Weekdays before 17:00",
        "memberships.html",
        None,
        True,
    ),
    Question(
        "I don't own a racket, can I still play?",
        "Rackets can be borrowed free from the clubhouse",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can my 15-year-old enter the tournament?",
        "It is open to every member over 16",
        "tournament.docx",
        None,
        True,
    ),
    Question(
        "Where can I wash after a match?",
        "Changing rooms with showers are open whenever the club is",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a senior membership?",
    "What surface is court 5?",
    "Who teaches the adult beginners' course?",
    "Is there a padel court?",
    "How much is a can of balls?",
    "When is the tournament's final?",
    "Can guests book courts?",
    "Do you have a summer camp for juniors?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("Does court 2 have floodlights?", ("No",), ("Court 1", "Court 3")),
    ("How much is a junior membership?", ("90 euros",), ("Adult", "Off-peak")),
    ("When is the adult group?", ("Tuesday 19:00",), ("Junior squad", "Cardio")),
    ("Is court 1 covered?", ("No",), ("Court 4", "Court 3")),
]

FOLLOW_UPS = [
    FollowUp(
        "What surface is court 1?",
        "And court 4?",
        "Hard",
        ("Court 4",),
        ("Court 1", "Court 2"),
    ),
    FollowUp(
        "Who coaches the junior squad?",
        "How much is it?",
        "120 euros per term",
        ("Junior squad",),
        ("Adult group", "Cardio tennis"),
    ),
    FollowUp(
        "How much is a family membership?",
        "Who does it cover?",
        "two adults and their children",
        ("Family",),
        ("Adult", "Off-peak"),
    ),
    FollowUp(
        "When is the club tournament?",
        "How much is the entry?",
        "entry costs 15 euros per event",
    ),
]
