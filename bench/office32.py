"""A thirty-second set of office documents for bench.answers (a dry cleaner and laundry): a PDF
of terms of service whose section on lost and damaged items runs across a page break, an HTML
price list with a table, an XLSX of the shops' opening hours, a CSV of delivery zones, a DOCX on
wedding dresses and a Markdown page of questions; 16 answerable questions (half paraphrased;
how much, how long, what happens if, can I, do you), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what happens when something goes wrong, a price with a surcharge
beside it, a limit on compensation and a shop's hours on one day.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Fresh Press terms of service\n"
    "Ready times\n"
    "Dry cleaning is ready after two working days; shirts washed and ironed are ready the next "
    "working day. Express cleaning on the same day costs 50 percent more and must be handed in "
    "before 10:00.\n"
    "Lost or damaged items\n"
    "Check your items when you collect them. Damage must be reported within 7 days of "
    "collection. If we lose or damage an item, we pay its value, up to ten times the cleaning",
    "price and never more than 300 euros per item.\n"
    "Uncollected items\n"
    "Items not collected within 90 days are given to charity.\n"
    "Stains\n"
    "Tell us what caused a stain when you hand the item in; we cannot promise that every stain "
    "comes out.",
]
PRICES = """<html><head><title>Price list</title></head><body>
<h1>Price list</h1>
<table>
<tr><th>Item</th><th>Dry cleaning</th><th>Washed and ironed</th></tr>
<tr><td>Shirt</td><td>6 euros</td><td>3 euros</td></tr>
<tr><td>Trousers</td><td>9 euros</td><td>7 euros</td></tr>
<tr><td>Suit (two pieces)</td><td>18 euros</td><td>Not offered</td></tr>
<tr><td>Winter coat</td><td>22 euros</td><td>Not offered</td></tr>
<tr><td>Duvet</td><td>30 euros</td><td>25 euros</td></tr>
</table>
<p>Leather and suede are cleaned by a partner and take two weeks.</p>
</body></html>
"""
HOURS: list[list[Any]] = [
    ["Shop", "Monday to Friday", "Saturday", "Sunday"],
    ["Market Square", "7:30-19:00", "9:00-16:00", "Closed"],
    ["Riverside Mall", "9:00-20:00", "9:00-20:00", "11:00-17:00"],
    ["Station Street", "7:00-18:00", "Closed", "Closed"],
]
ZONES = """Zone,Areas,Delivery fee,Delivery days
Zone 1,City centre and Old Town,Free,Monday to Saturday
Zone 2,Northfield and Eastgate,4 euros,Tuesday and Friday
Zone 3,Villages within 15 km,8 euros,Wednesday
"""
WEDDING = {
    "Wedding dresses": [
        "We clean wedding dresses by hand and pack them in an acid-free box that keeps them "
        "white for years.",
        "Cleaning and packing a wedding dress costs 150 euros and takes three weeks.",
        "Please bring the dress within a month of the wedding, before stains set.",
    ],
}
QUESTIONS = """# Questions

## Do you clean curtains?

Yes. We take curtains down and hang them again for 2 euros per metre of rail, cleaning not
included.

## Can I pay by invoice?

Businesses with an account pay by monthly invoice; everyone else pays when collecting.

## Do you use eco-friendly cleaning?

We clean with liquid carbon dioxide instead of perchloroethylene, which is kinder to your
clothes and to the environment.
"""


def documents() -> dict[str, bytes]:
    return {
        "terms-of-service.pdf": pdf(TERMS_PAGES),
        "price-list.html": PRICES.encode(),
        "opening-hours.xlsx": xlsx({"Shops": HOURS}),
        "delivery-zones.csv": ZONES.encode(),
        "wedding-dresses.docx": docx(WEDDING, title="Wedding dresses"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long does dry cleaning take?",
        "Dry cleaning is ready after two working days",
        "terms-of-service.pdf",
        1,
    ),
    Question(
        "What happens to items not collected within 90 days?",
        "given to charity",
        "terms-of-service.pdf",
        2,
    ),
    Question("How much is it to dry clean a winter coat?", "22 euros", "price-list.html"),
    Question("What is the delivery fee for Zone 2?", "4 euros", "delivery-zones.csv"),
    Question(
        "How much does cleaning a wedding dress cost?",
        "150 euros",
        "wedding-dresses.docx",
    ),
    Question(
        "How long does leather take?",
        "Leather and suede are cleaned by a partner and take two weeks",
        "price-list.html",
    ),
    Question(
        "Do you clean curtains?",
        "We take curtains down and hang them again for 2 euros per metre of rail",
        "questions.md",
    ),
    Question(
        "When does the Riverside Mall shop open on Sunday?",
        "11:00-17:00",
        "opening-hours.xlsx",
    ),
    Question(
        "Can I get my clothes back the same day?",
        "Express cleaning on the same day costs 50 percent more",
        "terms-of-service.pdf",
        1,
        True,
    ),
    Question(
        "What do I get if you ruin my jacket?",
        "we pay its value, up to ten times the cleaning",
        "terms-of-service.pdf",
        1,
        True,
    ),
    Question(
        "How soon do I have to complain about damage?",
        "Damage must be reported within 7 days of collection",
        "terms-of-service.pdf",
        1,
        True,
    ),
    Question(
        "Will you get the wine out of my shirt?",
        "we cannot promise that every stain comes out",
        "terms-of-service.pdf",
        2,
        True,
    ),
    Question(
        "Is your cleaning good for the environment?",
        "liquid carbon dioxide instead of perchloroethylene",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can my company be billed once a month?",
        "Businesses with an account pay by monthly invoice",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Do you bring clothes to the villages outside town?",
        "8 euros",
        "delivery-zones.csv",
        None,
        True,
    ),
    Question(
        "How quickly should I bring my dress in after the wedding?",
        "within a month of the wedding",
        "wedding-dresses.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is it to dry clean a tie?",
    "Do you repair zips?",
    "Do you dye clothes?",
    "Is the Station Street shop open on public holidays?",
    "At what time of day do your drivers deliver?",
    "Can I pay with a voucher?",
    "Do you clean carpets?",
    "How much is a wedding dress without the box?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a shirt washed and ironed?", ("3 euros",), ("Trousers", "Duvet")),
    ("On which days do you deliver to Zone 3?", ("Wednesday",), ("Zone 1", "Zone 2")),
    ("When does Market Square close on Saturday?", ("9:00-16:00",), ("Riverside", "Station")),
    ("How much is it to dry clean a duvet?", ("30 euros",), ("Shirt", "Winter coat")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is it to dry clean trousers?",
        "And a suit?",
        "18 euros",
        ("Suit",),
        ("Trousers", "Shirt"),
    ),
    FollowUp(
        "What is the delivery fee for Zone 3?",
        "Which areas does it cover?",
        "Villages within 15 km",
        ("Zone 3",),
        ("Zone 1", "Zone 2"),
    ),
    FollowUp(
        "When is the Station Street shop open on weekdays?",
        "And on Saturday?",
        "Closed",
        ("Station Street",),
        ("Market Square", "Riverside Mall"),
    ),
    FollowUp(
        "How much does cleaning a wedding dress cost?",
        "How long does it take?",
        "takes three weeks",
    ),
]
