"""A seventy-third set of office documents for bench.answers (a photography studio): a PDF of
booking terms whose section on rescheduling runs across a page break, an HTML page of shoots
with a table, an XLSX of prints, a CSV of the studio's opening hours, a DOCX on what to wear
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how
long, how many photos, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: edited photos, a print size, a pet in the picture and copyright.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Lumen Portrait Studio booking terms\n"
    "Booking fee\n"
    "A booking fee of 50 euros holds your date and is taken off the price of the shoot.\n"
    "Rescheduling\n"
    "You can move your shoot once for free if you tell us at least 48 hours ahead; later",
    "changes lose the booking fee.\n"
    "Your photos\n"
    "Edited photos are delivered in an online gallery within 14 days of the shoot.\n"
    "Copyright\n"
    "The studio keeps the copyright; you may print and share your photos for private use.\n"
    "Pets\n"
    "Well-behaved pets are welcome in family shoots for no extra charge.",
]
SHOOTS = """<html><head><title>Shoots</title></head><body>
<h1>Portrait shoots</h1>
<table>
<tr><th>Shoot</th><th>Length</th><th>Edited photos</th><th>Price</th></tr>
<tr><td>Headshot</td><td>30 minutes</td><td>5</td><td>120 euros</td></tr>
<tr><td>Family</td><td>1 hour</td><td>15</td><td>240 euros</td></tr>
<tr><td>Newborn</td><td>3 hours</td><td>20</td><td>330 euros</td></tr>
<tr><td>Maternity</td><td>90 minutes</td><td>12</td><td>260 euros</td></tr>
</table>
<p>Extra edited photos cost 15 euros each.</p>
</body></html>
"""
PRINTS: list[list[Any]] = [
    ["Print", "Size", "Price"],
    ["Small print", "13 x 18 cm", "9 euros"],
    ["Large print", "30 x 40 cm", "35 euros"],
    ["Canvas", "50 x 70 cm", "149 euros"],
]
HOURS = """Day,Opens,Closes
Tuesday to Friday,10:00,18:00
Saturday,9:00,16:00
Sunday and Monday,Closed,Closed
"""
WEAR = {
    "What to wear": [
        "Choose plain colours; large logos and thin stripes distract in photos.",
        "Bring one or two changes of clothes for shoots of an hour or longer.",
        "A make-up artist can be booked for 70 euros.",
    ],
}
QUESTIONS = """# Questions

## Can you shoot outdoors?

Yes, family shoots can take place in the park next door at no extra cost, weather allowing.

## Can I choose which photos are edited?

Yes, you pick your favourites from the proof gallery a week after the shoot.

## What if my baby cries the whole time?

Newborn shoots allow three hours for feeds and settling, so there is time to pause.
"""


def documents() -> dict[str, bytes]:
    return {
        "booking-terms.pdf": pdf(TERMS_PAGES),
        "shoots.html": SHOOTS.encode(),
        "prints.xlsx": xlsx({"Prints": PRINTS}),
        "opening-hours.csv": HOURS.encode(),
        "what-to-wear.docx": docx(WEAR, title="What to wear"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much is the booking fee?",
        "A booking fee of 50 euros",
        "booking-terms.pdf",
        1,
    ),
    Question(
        "Who keeps the copyright?",
        "The studio keeps the copyright",
        "booking-terms.pdf",
        2,
    ),
    Question("How much is a newborn shoot?", "330 euros", "shoots.html"),
    Question("How much is a canvas?", "149 euros", "prints.xlsx"),
    Question("When does the studio close on Saturday?", "16:00", "opening-hours.csv"),
    Question(
        "How much is a make-up artist?",
        "A make-up artist can be booked for 70 euros",
        "what-to-wear.docx",
    ),
    Question(
        "Can you shoot outdoors?",
        "family shoots can take place in the park next door",
        "questions.md",
    ),
    Question(
        "Can I choose which photos are edited?",
        "you pick your favourites from the proof gallery",
        "questions.md",
    ),
    Question(
        "Something came up, can I change the day of my shoot?",
        "You can move your shoot once for free",
        "booking-terms.pdf",
        1,
        True,
    ),
    Question(
        "When will I get my pictures?",
        "within 14 days of the shoot",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can our dog be in the family photo?",
        "Well-behaved pets are welcome in family shoots",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "I want more than the included pictures, what does that cost?",
        "Extra edited photos cost 15 euros each",
        "shoots.html",
        None,
        True,
    ),
    Question(
        "How big is the canvas?",
        "50 x 70 cm",
        "prints.xlsx",
        None,
        True,
    ),
    Question(
        "Are you open on Mondays?",
        "Sunday and Monday",
        "opening-hours.csv",
        None,
        True,
    ),
    Question(
        "Should I wear a striped shirt?",
        "thin stripes distract in photos",
        "what-to-wear.docx",
        None,
        True,
    ),
    Question(
        "What if my little one needs feeding during the session?",
        "Newborn shoots allow three hours for feeds",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a wedding shoot?",
    "How much is a poster print?",
    "When does the studio open on public holidays?",
    "Do you do passport photos?",
    "Can I get the raw files?",
    "Do you sell gift vouchers?",
    "Is there a hairdresser at the studio?",
    "Can I bring my own photographer's assistant?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is a maternity shoot?", ("90 minutes",), ("Headshot", "Family", "Newborn")),
    ("How many edited photos come with a headshot?", ("5",), ("Family", "Newborn", "Maternity")),
    ("How much is a small print?", ("9 euros",), ("Large print", "Canvas")),
    ("What size is a large print?", ("30 x 40 cm",), ("Small print", "Canvas")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a family shoot?",
        "How many edited photos do we get?",
        "15",
        ("Family",),
        ("Headshot", "Newborn", "Maternity"),
    ),
    FollowUp(
        "How much is a headshot?",
        "And a maternity shoot?",
        "260 euros",
        ("Maternity",),
        ("Headshot", "Family", "Newborn"),
    ),
    FollowUp(
        "How much is a large print?",
        "What size is it?",
        "30 x 40 cm",
        ("Large print",),
        ("Small print", "Canvas"),
    ),
    FollowUp(
        "How much is the booking fee?",
        "Can I move my shoot?",
        "You can move your shoot once for free",
    ),
]
