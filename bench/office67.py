"""A sixty-seventh set of office documents for bench.answers (an organic farm's vegetable
boxes): a PDF of delivery terms whose section on skipping a week runs across a page break, an
HTML page of boxes with a table, an XLSX of delivery days by area, a CSV of extras, a DOCX on
the farm shop and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, which day, when, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a subscription, a weekday by postcode area, a cut-off time and what
a box holds.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Brookfield Farm box scheme terms\n"
    "Ordering\n"
    "Changes to an order must be made by 23:59 on Sunday for that week's delivery.\n"
    "Skipping a week\n"
    "You can pause deliveries for up to six weeks a year at no charge; pauses are set in your",
    "account before the Sunday cut-off.\n"
    "Delivery\n"
    "Boxes are left in a safe place you choose if nobody is at home.\n"
    "Packaging\n"
    "Return the empty box and ice packs with your next delivery; we reuse them.\n"
    "Cancelling\n"
    "There is no minimum term; cancel any time before the Sunday cut-off.",
]
BOXES = """<html><head><title>Boxes</title></head><body>
<h1>Our boxes</h1>
<table>
<tr><th>Box</th><th>Price per week</th><th>Feeds</th><th>Contents</th></tr>
<tr><td>Small veg</td><td>14 euros</td><td>1 to 2 people</td><td>7 kinds of vegetables</td></tr>
<tr><td>Family veg</td><td>22 euros</td><td>3 to 4 people</td><td>9 kinds of vegetables</td></tr>
<tr><td>Fruit and veg</td><td>26 euros</td><td>2 to 3 people</td>
<td>6 vegetables and 4 fruits</td></tr>
</table>
<p>Delivery is free; every box is certified organic.</p>
</body></html>
"""
AREAS: list[list[Any]] = [
    ["Area", "Delivery day", "Delivered by"],
    ["Town centre", "Tuesday", "13:00"],
    ["North villages", "Wednesday", "16:00"],
    ["Coast road", "Thursday", "18:00"],
]
EXTRAS = """Extra,Price,Unit
Free-range eggs,3.80 euros,Six
Sourdough loaf,4.50 euros,One loaf
Raw milk,2.20 euros,One litre
Apple juice,3.50 euros,75 cl bottle
"""
SHOP = {
    "Farm shop": [
        "The farm shop is open Friday and Saturday from 9:00 to 17:00.",
        "Box customers get 10 percent off in the shop with their customer number.",
        "Pick-your-own strawberries run from June to early August.",
    ],
}
QUESTIONS = """# Questions

## Can I swap vegetables I do not like?

Yes, list up to three vegetables you never want, and we replace them.

## Do you deliver outside your areas?

No, but you can collect a box from the farm shop on Friday.

## What if my box is damaged?

Send us a photo within 48 hours and we refund the damaged items.
"""


def documents() -> dict[str, bytes]:
    return {
        "delivery-terms.pdf": pdf(TERMS_PAGES),
        "boxes.html": BOXES.encode(),
        "delivery-areas.xlsx": xlsx({"Areas": AREAS}),
        "extras.csv": EXTRAS.encode(),
        "farm-shop.docx": docx(SHOP, title="Farm shop"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When must changes to an order be made?",
        "by 23:59 on Sunday",
        "delivery-terms.pdf",
        1,
    ),
    Question(
        "Is there a minimum term?",
        "There is no minimum term",
        "delivery-terms.pdf",
        2,
    ),
    Question("How much is the family veg box per week?", "22 euros", "boxes.html"),
    Question("What is the delivery day for the coast road?", "Thursday", "delivery-areas.xlsx"),
    Question("How much is a sourdough loaf?", "4.50 euros", "extras.csv"),
    Question(
        "When is the farm shop open?",
        "Friday and Saturday from 9:00 to 17:00",
        "farm-shop.docx",
    ),
    Question(
        "Can I swap vegetables I do not like?",
        "list up to three vegetables you never want",
        "questions.md",
    ),
    Question(
        "Do you deliver outside your areas?",
        "you can collect a box from the farm shop on Friday",
        "questions.md",
    ),
    Question(
        "We are away on holiday for two weeks, can we stop the box?",
        "You can pause deliveries for up to six weeks a year",
        "delivery-terms.pdf",
        1,
        True,
    ),
    Question(
        "What happens if I am out when the driver comes?",
        "Boxes are left in a safe place you choose",
        "delivery-terms.pdf",
        2,
        True,
    ),
    Question(
        "What do I do with the cardboard box afterwards?",
        "Return the empty box and ice packs",
        "delivery-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is there a charge for delivery?",
        "Delivery is free",
        "boxes.html",
        None,
        True,
    ),
    Question(
        "Which box for a single person?",
        "Small veg",
        "boxes.html",
        None,
        True,
    ),
    Question(
        "How many eggs come in a pack?",
        "Six",
        "extras.csv",
        None,
        True,
    ),
    Question(
        "Do subscribers get a discount at the shop?",
        "10 percent off in the shop",
        "farm-shop.docx",
        None,
        True,
    ),
    Question(
        "My eggs arrived broken, what can I do?",
        "Send us a photo within 48 hours",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a fruit-only box?",
    "What is the delivery day for the airport area?",
    "How much is a block of cheese?",
    "Do you sell meat?",
    "Can I pay by direct debit?",
    "Is the farm open for school visits?",
    "Can I order a box as a gift?",
    "When is the pumpkin patch open?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many people does the family veg box feed?", ("3 to 4 people",), ("Small veg", "Fruit")),
    ("By when is the town centre delivered?", ("13:00",), ("North villages", "Coast road")),
    ("How much is raw milk?", ("2.20 euros",), ("eggs", "Sourdough", "Apple juice")),
    ("What is in the fruit and veg box?", ("6 vegetables and 4 fruits",), ("Small veg", "Family")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the small veg box per week?",
        "And the fruit and veg box?",
        "26 euros",
        ("Fruit and veg",),
        ("Small veg", "Family veg"),
    ),
    FollowUp(
        "What is the delivery day for the north villages?",
        "By what time?",
        "16:00",
        ("North villages",),
        ("Town centre", "Coast road"),
    ),
    FollowUp(
        "How much is apple juice?",
        "How big is the bottle?",
        "75 cl bottle",
        ("Apple juice",),
        ("eggs", "Sourdough", "Raw milk"),
    ),
    FollowUp(
        "When is the farm shop open?",
        "Do box customers get a discount there?",
        "10 percent off in the shop",
    ),
]
