"""A sixty-fifth set of office documents for bench.answers (a wedding venue): a PDF of booking
terms whose section on deposits runs across a page break, an HTML page of packages with a
table, an XLSX of the rooms, a CSV of the menus, a DOCX on the ceremony and a Markdown page of
questions; 16 answerable questions (half paraphrased; how much, how many guests, when, may we,
what if), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a deposit's share, a room's capacity, a curfew and confetti.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Hollow Oak Manor booking terms\n"
    "Dates\n"
    "A date is held for 14 days without payment while you decide.\n"
    "Deposit\n"
    "A deposit of 25 percent of the package price confirms the booking; the rest is due",
    "eight weeks before the wedding.\n"
    "Cancellation\n"
    "If you cancel more than a year ahead, the deposit is refunded less a 500 euro fee.\n"
    "Music\n"
    "Live music and DJs play until 23:30; the bar closes at midnight.\n"
    "Suppliers\n"
    "You may bring your own photographer and florist; catering is by our kitchen only.",
]
PACKAGES = """<html><head><title>Packages</title></head><body>
<h1>Wedding packages</h1>
<table>
<tr><th>Package</th><th>Price</th><th>Guests included</th><th>Extra guest</th></tr>
<tr><td>Intimate</td><td>6,500 euros</td><td>40</td><td>95 euros</td></tr>
<tr><td>Classic</td><td>11,000 euros</td><td>80</td><td>90 euros</td></tr>
<tr><td>Grand</td><td>17,500 euros</td><td>130</td><td>85 euros</td></tr>
</table>
<p>Friday and Sunday weddings are 15 percent cheaper than Saturday ones.</p>
</body></html>
"""
ROOMS: list[list[Any]] = [
    ["Room", "Seated guests", "Standing guests", "Used for"],
    ["Orangery", 60, 90, "Ceremony"],
    ["Great Hall", 140, 200, "Dinner and dancing"],
    ["Library", 30, 45, "Drinks reception"],
]
MENUS = """Menu,Price per guest,Courses
Garden,68 euros,Three courses
Manor,85 euros,Four courses with a sorbet
Feast,95 euros,Sharing platters and a dessert table
Children's,30 euros,Two courses for under 12s
"""
CEREMONY = {
    "The ceremony": [
        "Civil ceremonies take place in the Orangery, or on the lawn in good weather.",
        "The registrar must be booked by the couple, at least three months ahead.",
        "A rehearsal is included on the day before, for one hour.",
    ],
}
QUESTIONS = """# Questions

## Can we throw confetti?

Yes, but only biodegradable petal confetti, outside on the lawn.

## Can guests stay overnight?

Yes, the manor has 12 bedrooms, which the couple can book for their guests.

## What if it rains on the day?

The ceremony moves into the Orangery at no extra cost.
"""


def documents() -> dict[str, bytes]:
    return {
        "booking-terms.pdf": pdf(TERMS_PAGES),
        "packages.html": PACKAGES.encode(),
        "rooms.xlsx": xlsx({"Rooms": ROOMS}),
        "menus.csv": MENUS.encode(),
        "ceremony.docx": docx(CEREMONY, title="The ceremony"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long is a date held without payment?",
        "held for 14 days without payment",
        "booking-terms.pdf",
        1,
    ),
    Question(
        "When does the bar close?",
        "the bar closes at midnight",
        "booking-terms.pdf",
        2,
    ),
    Question("How much is the Classic package?", "11,000 euros", "packages.html"),
    Question("How many seated guests does the Great Hall hold?", "140", "rooms.xlsx"),
    Question("How much is the Manor menu per guest?", "85 euros", "menus.csv"),
    Question(
        "Who books the registrar?",
        "The registrar must be booked by the couple",
        "ceremony.docx",
    ),
    Question(
        "Can we throw confetti?",
        "only biodegradable petal confetti",
        "questions.md",
    ),
    Question(
        "Can guests stay overnight?",
        "the manor has 12 bedrooms",
        "questions.md",
    ),
    Question(
        "How much do we pay up front to secure the date?",
        "A deposit of 25 percent of the package price",
        "booking-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do we get money back if we call the wedding off two years before?",
        "the deposit is refunded less a 500 euro fee",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can we use our own caterer?",
        "catering is by our kitchen only",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is a Friday wedding cheaper?",
        "15 percent cheaper than Saturday ones",
        "packages.html",
        None,
        True,
    ),
    Question(
        "Where do we have drinks before dinner?",
        "Library",
        "rooms.xlsx",
        None,
        True,
    ),
    Question(
        "What do the kids eat?",
        "Two courses for under 12s",
        "menus.csv",
        None,
        True,
    ),
    Question(
        "Can we practise the ceremony beforehand?",
        "A rehearsal is included on the day before",
        "ceremony.docx",
        None,
        True,
    ),
    Question(
        "What happens to the outdoor ceremony if the weather is bad?",
        "The ceremony moves into the Orangery at no extra cost",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a Sunday wedding in the Grand package?",
    "How many guests does the Ballroom hold?",
    "How much is the vegan menu?",
    "Can we bring our dog to the ceremony?",
    "Is there a bridal suite?",
    "Can we set off fireworks?",
    "How much does the wedding cake cost?",
    "Is parking free for guests?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many guests are included in the Grand package?", ("130",), ("Intimate", "Classic")),
    ("How many standing guests does the Library hold?", ("45",), ("Orangery", "Great Hall")),
    ("How many courses is the Garden menu?", ("Three courses",), ("Manor", "Feast")),
    ("How much is an extra guest on the Intimate package?", ("95 euros",), ("Classic", "Grand")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Intimate package?",
        "And the Grand?",
        "17,500 euros",
        ("Grand",),
        ("Intimate", "Classic"),
    ),
    FollowUp(
        "How many seated guests does the Orangery hold?",
        "What is it used for?",
        "Ceremony",
        ("Orangery",),
        ("Great Hall", "Library"),
    ),
    FollowUp(
        "How much is the Feast menu per guest?",
        "And the children's menu?",
        "30 euros",
        ("Children's",),
        ("Garden", "Manor", "Feast"),
    ),
    FollowUp(
        "Who books the registrar?",
        "How far ahead?",
        "at least three months ahead",
    ),
]
