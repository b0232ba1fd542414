"""A fifty-sixth set of office documents for bench.answers (a coach company's day trips): a PDF
of booking terms whose section on luggage runs across a page break, an HTML page of trips with
a table, an XLSX of pick-up points, a CSV of seat prices by age, a DOCX on accessibility and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, where,
may I, what if), 8 in-domain questions the documents do not answer, questions about one row of
a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a trip's departure and return, pick-up points and times, children's
and seniors' fares, and what happens when a coach is late or a trip is cancelled.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Bluebird Coaches booking terms\n"
    "Luggage\n"
    "Each passenger may bring one small bag on board. Folding pushchairs and wheelchairs "
    "travel free in the luggage hold; larger items",
    "must be booked in advance.\n"
    "Cancelled trips\n"
    "If fewer than 20 seats are sold, we may cancel a trip up to 5 days before and refund "
    "every ticket in full.\n"
    "Cancelling your seat\n"
    "Seats cancelled at least 14 days before the trip are refunded less a 5 euro fee.\n"
    "Late passengers\n"
    "The coach waits 10 minutes at each pick-up point and then leaves.",
]
TRIPS = """<html><head><title>Trips</title></head><body>
<h1>Day trips</h1>
<table>
<tr><th>Trip</th><th>Date</th><th>Departs</th><th>Returns</th></tr>
<tr><td>Seaside at Whitcombe</td><td>14 June</td><td>8:00</td><td>19:30</td></tr>
<tr><td>Christmas market at Lindau</td><td>6 December</td><td>7:30</td><td>21:00</td></tr>
<tr><td>Castle and gardens</td><td>2 August</td><td>9:00</td><td>18:00</td></tr>
</table>
<p>Times are from the first pick-up point, the bus station.</p>
</body></html>
"""
PICKUPS: list[list[Any]] = [
    ["Pick-up point", "Minutes after departure", "Parking"],
    ["Bus station", "0", "No"],
    ["Market Square", "15", "No"],
    ["Park and Ride North", "30", "Free all day"],
]
FARES = """Passenger,Seaside,Christmas market,Castle and gardens
Adult,35 euros,42 euros,48 euros
Senior (over 65),31 euros,38 euros,43 euros
Child (3-15),20 euros,25 euros,28 euros
Under 3 on a lap,Free,Free,Free
"""
ACCESS = {
    "Accessibility": [
        "Every coach has a lift at the middle door for one wheelchair user.",
        "Tell us when you book so that we can keep the wheelchair space free.",
        "Assistance dogs travel free on every trip.",
    ],
}
QUESTIONS = """# Questions

## Is there a toilet on the coach?

Yes, every coach has a toilet at the back.

## Can I choose my seat?

Seats are given in order of booking; the front two rows cost 5 euros extra.

## Do you stop on the way?

Yes, a 20-minute break at a service station on trips over two hours.
"""


def documents() -> dict[str, bytes]:
    return {
        "booking-terms.pdf": pdf(TERMS_PAGES),
        "trips.html": TRIPS.encode(),
        "pick-up-points.xlsx": xlsx({"Pick-up points": PICKUPS}),
        "fares.csv": FARES.encode(),
        "accessibility.docx": docx(ACCESS, title="Accessibility"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How many bags can each passenger bring on board?",
        "Each passenger may bring one small bag on board",
        "booking-terms.pdf",
        1,
    ),
    Question(
        "How long does the coach wait at each pick-up point?",
        "The coach waits 10 minutes at each pick-up point",
        "booking-terms.pdf",
        2,
    ),
    Question("When does the Christmas market trip return?", "21:00", "trips.html"),
    Question("Is there parking at Park and Ride North?", "Free all day", "pick-up-points.xlsx"),
    Question("How much is a child ticket to the seaside?", "20 euros", "fares.csv"),
    Question(
        "Do assistance dogs travel free?",
        "Assistance dogs travel free on every trip",
        "accessibility.docx",
    ),
    Question(
        "Is there a toilet on the coach?",
        "every coach has a toilet at the back",
        "questions.md",
    ),
    Question(
        "Where do the trip times start from?",
        "Times are from the first pick-up point, the bus station",
        "trips.html",
    ),
    Question(
        "Can I take my baby's buggy?",
        "Folding pushchairs and wheelchairs travel free in the luggage hold",
        "booking-terms.pdf",
        1,
        True,
    ),
    Question(
        "What happens if not enough people book?",
        "If fewer than 20 seats are sold, we may cancel a trip",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Do I get my money back if I can't go?",
        "Seats cancelled at least 14 days before the trip are refunded less a 5 euro fee",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "What does a pensioner pay for the castle trip?",
        "43 euros",
        "fares.csv",
        None,
        True,
    ),
    Question(
        "Does my two-year-old need a ticket?",
        "Free",
        "fares.csv",
        None,
        True,
    ),
    Question(
        "I use a wheelchair, can I come on a trip?",
        "Every coach has a lift at the middle door for one wheelchair user",
        "accessibility.docx",
        None,
        True,
    ),
    Question(
        "Can I sit at the front?",
        "the front two rows cost 5 euros extra",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is there a chance to stretch our legs during the journey?",
        "a 20-minute break at a service station",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "When does the zoo trip leave?",
    "How much is a student ticket to the seaside?",
    "Is there parking at the bus station on Sundays?",
    "Is there wifi on the coach?",
    "Can I bring my bicycle?",
    "Is lunch included on the castle trip?",
    "Do you run trips abroad?",
    "Is there a pick-up at the airport?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("When does the seaside trip depart?", ("8:00",), ("Christmas market", "Castle")),
    ("Is there parking at Market Square?", ("No",), ("Park and Ride", "Bus station")),
    ("How much is an adult ticket for the Christmas market?", ("42 euros",), ("Senior",)),
    ("What date is the castle and gardens trip?", ("2 August",), ("Seaside", "Christmas")),
]

FOLLOW_UPS = [
    FollowUp(
        "When does the seaside trip depart?",
        "And when does it return?",
        "19:30",
        ("Seaside",),
        ("Christmas market", "Castle"),
    ),
    FollowUp(
        "How much is an adult ticket to the seaside?",
        "And a child ticket?",
        "20 euros",
        ("Child",),
        ("Senior",),
    ),
    FollowUp(
        "How many minutes after departure is the Market Square pick-up?",
        "Is there parking there?",
        "No",
        ("Market Square",),
        ("Park and Ride", "Bus station"),
    ),
    FollowUp(
        "Can I cancel my seat?",
        "Is there a fee?",
        "less a 5 euro fee",
    ),
]
