"""A thirty-ninth set of office documents for bench.answers (a removals company): a PDF of
removal terms whose section on damage runs across a page break, an HTML page of moving
packages with a table, an XLSX of van sizes, a CSV of extra services, a DOCX packing checklist
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how far
ahead, what is included, what if, do you), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: how far ahead to book, what a package leaves to the customer, a
van's capacity by rooms and what is not moved.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Swift Removals terms\n"
    "Booking\n"
    "Book at least four weeks before your moving day; in June and July, eight weeks. A booking "
    "is confirmed when the deposit of 200 euros is paid.\n"
    "Damage and loss\n"
    "Our movers are insured for damage they cause up to 50,000 euros per move. Report damage "
    "within three days of the move, with photos; items you packed yourself",
    "are covered only if the box itself was visibly damaged in transport.\n"
    "What we do not move\n"
    "We do not move pianos, safes, plants or anything flammable.\n"
    "Cancelling\n"
    "Cancel up to 14 days before the move and the deposit is refunded; later, it is kept.",
]
PACKAGES = """<html><head><title>Moving packages</title></head><body>
<h1>Moving packages</h1>
<table>
<tr><th>Package</th><th>Price from</th><th>Includes</th></tr>
<tr><td>Basic</td><td>450 euros</td><td>Van, two movers, loading and unloading</td></tr>
<tr><td>Comfort</td><td>790 euros</td><td>Basic, boxes delivered, furniture taken apart and
rebuilt</td></tr>
<tr><td>Premium</td><td>1,350 euros</td><td>Comfort, all packing and unpacking done by us</td></tr>
</table>
<p>Prices are for moves within 30 km; longer moves cost 2 euros per extra kilometre.</p>
</body></html>
"""
VANS: list[list[Any]] = [
    ["Van", "Volume", "Suits", "Per day with driver"],
    ["Small van", "10 m3", "Studio flat", "180 euros"],
    ["Medium van", "20 m3", "Two-room flat", "260 euros"],
    ["Large truck", "40 m3", "House", "420 euros"],
]
EXTRAS = """Service,Price,Notes
Storage,90 euros per month,Per 10 m3 in our warehouse
Cleaning of the old home,250 euros,Up to 80 m2
Furniture lift,150 euros,For upper floors without a lift
Parking permit,60 euros,We apply to the city for you
"""
CHECKLIST = {
    "Packing checklist": [
        "Pack heavy things like books in small boxes and light things in large ones.",
        "Write the room and contents on every box.",
        "Keep passports, keys and medicines with you, not in the van.",
        "Empty and defrost the fridge the day before the move.",
    ],
}
QUESTIONS = """# Questions

## Do you move abroad?

Yes, within the EU; we give a fixed price after a video survey of your home.

## Can I help carry?

You may, but our insurance then does not cover what you carried yourself.

## Do you work on Sundays?

Sunday moves are possible for a 25 percent surcharge.
"""


def documents() -> dict[str, bytes]:
    return {
        "removal-terms.pdf": pdf(TERMS_PAGES),
        "packages.html": PACKAGES.encode(),
        "vans.xlsx": xlsx({"Vans": VANS}),
        "extra-services.csv": EXTRAS.encode(),
        "packing-checklist.docx": docx(CHECKLIST, title="Packing checklist"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How far in advance should I book?",
        "Book at least four weeks before your moving day",
        "removal-terms.pdf",
        1,
    ),
    Question(
        "How much is the deposit?",
        "the deposit of 200 euros",
        "removal-terms.pdf",
        1,
    ),
    Question("How much is the Comfort package?", "790 euros", "packages.html"),
    Question("What is the volume of the medium van?", "20 m3", "vans.xlsx"),
    Question("How much is cleaning of the old home?", "250 euros", "extra-services.csv"),
    Question(
        "Where should I keep my passport during the move?",
        "Keep passports, keys and medicines with you, not in the van",
        "packing-checklist.docx",
    ),
    Question(
        "Do you move abroad?",
        "Yes, within the EU; we give a fixed price after a video survey of your home",
        "questions.md",
    ),
    Question(
        "Do you move pianos?",
        "We do not move pianos, safes, plants or anything flammable",
        "removal-terms.pdf",
        2,
    ),
    Question(
        "What happens if your movers break my table?",
        "Our movers are insured for damage they cause up to 50,000 euros per move",
        "removal-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do I get my money back if I call off the move?",
        "Cancel up to 14 days before the move and the deposit is refunded",
        "removal-terms.pdf",
        2,
        True,
    ),
    Question(
        "Which package includes packing my things?",
        "Premium",
        "packages.html",
        None,
        True,
    ),
    Question(
        "We are moving 60 km, does it cost more?",
        "longer moves cost 2 euros per extra kilometre",
        "packages.html",
        None,
        True,
    ),
    Question(
        "What size van do I need for a house?",
        "Large truck",
        "vans.xlsx",
        None,
        True,
    ),
    Question(
        "My new flat is on the fifth floor with no elevator, can you help?",
        "Furniture lift",
        "extra-services.csv",
        None,
        True,
    ),
    Question(
        "Can you move us on a Sunday?",
        "Sunday moves are possible for a 25 percent surcharge",
        "questions.md",
        None,
        True,
    ),
    Question(
        "What should I do with the fridge?",
        "Empty and defrost the fridge the day before the move",
        "packing-checklist.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is an extra mover per hour?",
    "Do you move cars?",
    "Is there a discount for storage paid in advance?",
    "Do you sell second-hand boxes?",
    "Can I rent a van without a driver?",
    "Do you give a moving certificate for my employer?",
    "Do you dispose of old furniture?",
    "What time do the movers arrive?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What does the Basic package include?", ("Van, two movers",), ("Comfort", "Premium")),
    ("How much is the large truck per day?", ("420 euros",), ("Small van", "Medium van")),
    ("How much is a parking permit?", ("60 euros",), ("Storage", "Furniture lift")),
    ("Which flat does the small van suit?", ("Studio flat",), ("Medium van", "Large truck")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Basic package?",
        "And Premium?",
        "1,350 euros",
        ("Premium",),
        ("Basic", "Comfort"),
    ),
    FollowUp(
        "How much is the medium van per day?",
        "What does it suit?",
        "Two-room flat",
        ("Medium van",),
        ("Small van", "Large truck"),
    ),
    FollowUp(
        "How much is storage?",
        "And a furniture lift?",
        "150 euros",
        ("Furniture lift",),
        ("Storage", "Parking permit"),
    ),
    FollowUp(
        "How far in advance should I book?",
        "And in July?",
        "in June and July, eight weeks",
    ),
]
