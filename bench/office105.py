"""A hundred-and-fifth set of office documents for bench.answers (a children's soft play
centre): a PDF of play rules whose section on supervision runs across a page break, an HTML
page of entry prices with a table, an XLSX of the play zones, a CSV of the party packages, a
DOCX on the café and a Markdown page of questions; 16 answerable questions (half paraphrased;
how much, how tall, who, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: prices by age, a height limit, socks and a session length. A
question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Jungle Jumps play rules\n"
    "Socks\n"
    "Everyone in the play frame, children and adults, must wear socks.\n"
    "Sessions\n"
    "Play sessions last two hours; at busy times we ask you to leave when yours ends.\n"
    "Supervision\n"
    "Children must be supervised by an adult at all times; staff watch the frame but do",
    "not look after children.\n"
    "Food\n"
    "Food from outside is not allowed, except baby food.\n"
    "Lost children\n"
    "If you cannot find your child, tell any member of staff; the exits are closed at once.",
]
PRICES = """<html><head><title>Entry prices</title></head><body>
<h1>Entry prices</h1>
<table>
<tr><th>Age</th><th>Weekday</th><th>Weekend</th></tr>
<tr><td>Under 1</td><td>Free</td><td>Free</td></tr>
<tr><td>1 to 3 years</td><td>5 euros</td><td>6 euros</td></tr>
<tr><td>4 to 11 years</td><td>8 euros</td><td>10 euros</td></tr>
</table>
<p>Adults enter free with a paying child.</p>
</body></html>
"""
ZONES: list[list[Any]] = [
    ["Zone", "For", "Height limit"],
    ["Toddler town", "Under 4", "Under 1 metre"],
    ["Big frame", "4 to 11", "Under 1.5 metres"],
    ["Trampoline corner", "6 to 11", "Under 1.5 metres"],
]
PARTIES = """Package,Price per child,Includes
Classic,12 euros,Two hours of play and a meal box
Deluxe,16 euros,Party room and a host
Exclusive,450 euros for up to 30 children,The whole centre after closing
"""
CAFE = {
    "Our café": [
        "The café serves hot meals until 14:00 and snacks until closing.",
        "Every children's meal box comes with a drink and a piece of fruit.",
        "We can prepare meals without nuts, gluten or milk; tell us when you order.",
    ],
}
QUESTIONS = """# Questions

## Do I need to book?

Booking is recommended at weekends and in school holidays; on weekdays just come along.

## Is there parking?

Free parking for 3 hours in front of the building.

## Can I bring a birthday cake?

Yes, for a party booked with us you may bring your own cake.
"""


def documents() -> dict[str, bytes]:
    return {
        "play-rules.pdf": pdf(RULES_PAGES),
        "entry-prices.html": PRICES.encode(),
        "play-zones.xlsx": xlsx({"Zones": ZONES}),
        "party-packages.csv": PARTIES.encode(),
        "cafe.docx": docx(CAFE, title="Our café"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Do I have to wear socks?",
        "must wear socks",
        "play-rules.pdf",
        1,
    ),
    Question(
        "How long is a play session?",
        "Play sessions last two hours",
        "play-rules.pdf",
        1,
    ),
    Question("How much is entry for a 5-year-old at the weekend?", "10 euros", "entry-prices.html"),
    Question("What is the height limit in Toddler town?", "Under 1 metre", "play-zones.xlsx"),
    Question("How much is the Deluxe party per child?", "16 euros", "party-packages.csv"),
    Question(
        "Until when does the café serve hot meals?",
        "hot meals until 14:00",
        "cafe.docx",
    ),
    Question("Do I need to book?", "Booking is recommended at weekends", "questions.md"),
    Question("Is there parking?", "Free parking for 3 hours", "questions.md"),
    Question(
        "Can I drop my kids off and go shopping?",
        "Children must be supervised by an adult at all times",
        "play-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I bring sandwiches from home?",
        "Food from outside is not allowed",
        "play-rules.pdf",
        2,
        True,
    ),
    Question(
        "What if my son goes missing in there?",
        "tell any member of staff; the exits are closed at once",
        "play-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do mums and dads have to pay?",
        "Adults enter free with a paying child",
        "entry-prices.html",
        None,
        True,
    ),
    Question(
        "Where can my 2-year-old play?",
        "Toddler town",
        "play-zones.xlsx",
        None,
        True,
    ),
    Question(
        "Can we have the whole place to ourselves for a party?",
        "The whole centre after closing",
        "party-packages.csv",
        None,
        True,
    ),
    Question(
        "My daughter has a nut allergy, can she eat here?",
        "We can prepare meals without nuts, gluten or milk",
        "cafe.docx",
        None,
        True,
    ),
    Question(
        "Are we allowed our own cake at the party?",
        "you may bring your own cake",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is entry for a 13-year-old?",
    "What is the height limit on the climbing wall?",
    "How much is the Superhero party per child?",
    "Is there a baby changing room?",
    "Can I pay by cash?",
    "Do you sell socks?",
    "Is there a discount for twins?",
    "Can adults use the trampolines?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is entry for 1 to 3 years on a weekday?", ("5 euros",), ("Under 1", "4 to 11")),
    ("Who is the Big frame for?", ("4 to 11",), ("Toddler town", "Trampoline")),
    ("What does the Classic party include?", ("Two hours of play",), ("Deluxe", "Exclusive")),
    ("Who is Trampoline corner for?", ("6 to 11",), ("Toddler town", "Big frame")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Classic party per child?",
        "And the Deluxe?",
        "16 euros",
        ("Deluxe",),
        ("Classic", "Exclusive"),
    ),
    FollowUp(
        "Who is Toddler town for?",
        "What is its height limit?",
        "Under 1 metre",
        ("Toddler town",),
        ("Big frame", "Trampoline"),
    ),
    FollowUp(
        "How much is entry for 4 to 11 years on a weekday?",
        "And at the weekend?",
        "10 euros",
        ("4 to 11 years",),
        ("Under 1", "1 to 3 years"),
    ),
    FollowUp(
        "Do I need to book?",
        "Is there parking?",
        "Free parking for 3 hours",
    ),
]
