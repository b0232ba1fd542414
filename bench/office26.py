"""A twenty-sixth set of office documents for bench.answers (a cinema's visitor information): a
PDF of house terms whose section on refunds runs across a page break, an XLSX of this week's
screenings whose columns are days, an HTML page of ticket prices with a table, a CSV of the
screens, a DOCX on the membership card and a Markdown page of questions; 16 answerable
questions (half paraphrased; what time, which screen, how much, how long, can I), 8 in-domain
questions the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: films as rows and days as columns of a screening table, a film's
running time and age rating, discounts on given days and what a membership includes.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Lumen Cinema house terms\n"
    "Tickets\n"
    "Tickets bought online are sent by email and can be shown on a phone at the door. Seats are "
    "numbered and chosen when booking.\n"
    "Latecomers\n"
    "The adverts and trailers run for about 20 minutes before each film. Latecomers are seated "
    "by staff when the film has started.\n"
    "Refunds\n"
    "Tickets can be exchanged for another screening or refunded up to one hour before the",
    "film starts. After that time no refund is given, except when a screening is cancelled.\n"
    "Food and drink\n"
    "Only food and drink bought in the cinema may be taken into the screens.",
]
SCREENINGS: list[list[Any]] = [
    ["Film", "Rating", "Running time", "Friday", "Saturday", "Sunday"],
    ["The Last Lighthouse", "12", "118 minutes", "18:00 and 20:45", "15:30 and 20:45", "17:00"],
    ["Paper Planes", "U", "92 minutes", "16:30", "11:00 and 14:00", "11:00 and 14:00"],
    ["Night Shift", "18", "104 minutes", "21:30", "22:00", "Not shown"],
]
PRICES = """<html><head><title>Ticket prices</title></head><body>
<h1>Ticket prices</h1>
<table>
<tr><th>Ticket</th><th>Price</th></tr>
<tr><td>Adult</td><td>12 euros</td></tr>
<tr><td>Child (under 14)</td><td>8 euros</td></tr>
<tr><td>Student</td><td>9 euros</td></tr>
<tr><td>Senior (over 65)</td><td>9 euros</td></tr>
</table>
<p>On Tuesdays every ticket costs 7 euros. 3D screenings cost 2 euros more, glasses
included.</p>
</body></html>
"""
SCREENS = """Screen,Seats,Features
Screen 1,240,Dolby Atmos sound and a 3D projector
Screen 2,120,Reclining seats
Screen 3,60,Wheelchair spaces and an induction loop
"""
MEMBERSHIP = {
    "Lumen membership card": [
        "The membership card costs 60 euros a year and gives 20 percent off every ticket.",
        "Members get one free ticket on their birthday and can book a week before everyone else.",
        "The card is personal; a member may buy discounted tickets for one guest per screening.",
    ],
}
QUESTIONS = """# Questions

## Is there parking?

The Westgate car park next to the cinema is free for three hours with a cinema ticket; have
your ticket stamped at the bar.

## Can I bring a baby?

Babies under one year old may come to the Parent and Baby screenings on Wednesday mornings
only.

## Are films shown with subtitles?

Every Sunday at 17:00 one film is shown with English subtitles for deaf and hard of hearing
viewers.
"""


def documents() -> dict[str, bytes]:
    return {
        "house-terms.pdf": pdf(TERMS_PAGES),
        "screenings.xlsx": xlsx({"This week": SCREENINGS}),
        "ticket-prices.html": PRICES.encode(),
        "screens.csv": SCREENS.encode(),
        "membership.docx": docx(MEMBERSHIP, title="Lumen membership card"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long do the adverts and trailers run before the film?",
        "about 20 minutes",
        "house-terms.pdf",
        1,
    ),
    Question(
        "Until when can tickets be refunded?",
        "up to one hour before the film starts",
        "house-terms.pdf",
        1,
    ),
    Question("How much is a student ticket?", "9 euros", "ticket-prices.html"),
    Question("How much does a ticket cost on Tuesdays?", "7 euros", "ticket-prices.html"),
    Question("How many seats does Screen 2 have?", "120", "screens.csv"),
    Question("How much does the membership card cost?", "60 euros a year", "membership.docx"),
    Question(
        "How long is the car park free with a cinema ticket?",
        "free for three hours",
        "questions.md",
    ),
    Question(
        "When are films shown with subtitles?",
        "Every Sunday at 17:00",
        "questions.md",
    ),
    Question(
        "Can I get my money back if I can't come?",
        "refunded up to one hour before the film starts",
        "house-terms.pdf",
        1,
        True,
    ),
    Question(
        "Can I take my own popcorn in?",
        "Only food and drink bought in the cinema may be taken into the screens",
        "house-terms.pdf",
        2,
        True,
    ),
    Question(
        "What happens if I arrive after the film has begun?",
        "Latecomers are seated by staff",
        "house-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do members get anything for their birthday?",
        "one free ticket on their birthday",
        "membership.docx",
        None,
        True,
    ),
    Question(
        "Which screen has the biggest number of seats?",
        "Screen 1",
        "screens.csv",
        None,
        True,
    ),
    Question(
        "Do I need to print my ticket?",
        "can be shown on a phone at the door",
        "house-terms.pdf",
        1,
        True,
    ),
    Question(
        "Are the 3D glasses extra?",
        "glasses included",
        "ticket-prices.html",
        None,
        True,
    ),
    Question(
        "Can my partner use my membership discount?",
        "discounted tickets for one guest per screening",
        "membership.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "When is Paper Planes shown on Monday?",
    "How much is a family ticket?",
    "How many seats does Screen 4 have?",
    "Is there a bar with alcohol?",
    "Can I rent the cinema for a birthday party?",
    "Is there a discount for groups?",
    "Is Night Shift shown with subtitles?",
    "Do you sell gift vouchers?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is Night Shift?", ("104 minutes",), ("Paper Planes", "The Last Lighthouse")),
    ("How much is a senior ticket?", ("9 euros",), ("Adult", "Child")),
    ("When is The Last Lighthouse shown on Sunday?", ("17:00",), ("Paper Planes",)),
    ("Which screen has reclining seats?", ("Screen 2",), ("Screen 1", "Screen 3")),
]

FOLLOW_UPS = [
    FollowUp(
        "When is Paper Planes shown on Saturday?",
        "And on Friday?",
        "16:30",
        ("Paper Planes",),
        ("Night Shift",),
    ),
    FollowUp(
        "What is the rating of The Last Lighthouse?",
        "And of Night Shift?",
        "18",
        ("Night Shift",),
        ("The Last Lighthouse", "Paper Planes"),
    ),
    FollowUp(
        "How many seats does Screen 3 have?",
        "What features does it have?",
        "Wheelchair spaces and an induction loop",
        ("Screen 3",),
        ("Screen 1", "Screen 2"),
    ),
    FollowUp(
        "How much does the membership card cost?",
        "How much off do members get?",
        "20 percent off every ticket",
    ),
]
