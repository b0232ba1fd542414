"""A hundred-and-ninth set of office documents for bench.answers (an online grocery delivery):
a PDF of delivery terms whose section on substitutions runs across a page break, an HTML page
of delivery passes with a table, an XLSX of the delivery areas, a CSV of the slot charges, a
DOCX on returns and refunds and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, when, what if, can I), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a minimum basket, a substitute product, a cut-off time for changes
and a bag charge. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "BasketGo delivery terms\n"
    "Minimum order\n"
    "The minimum order is 40 euros; smaller orders pay a 5 euro basket charge.\n"
    "Changing an order\n"
    "Change or cancel your order in the app until 22:00 the night before delivery.\n"
    "Substitutions\n"
    "If an item is out of stock we may send a similar one; you can refuse a substitute at",
    "the door and you are not charged for it.\n"
    "Alcohol\n"
    "The driver checks ID for alcohol if the customer looks under 25.\n"
    "Bags\n"
    "Deliveries come without bags unless you ask; bags cost 10 cents each.",
]
PASSES = """<html><head><title>Delivery passes</title></head><body>
<h1>Delivery passes</h1>
<table>
<tr><th>Pass</th><th>Price</th><th>Deliveries</th></tr>
<tr><td>Midweek</td><td>5 euros a month</td><td>Tuesday to Thursday</td></tr>
<tr><td>Anytime</td><td>9 euros a month</td><td>Every day</td></tr>
<tr><td>Annual Anytime</td><td>89 euros a year</td><td>Every day</td></tr>
</table>
<p>Passes cover deliveries of orders of 40 euros or more.</p>
</body></html>
"""
AREAS: list[list[Any]] = [
    ["Area", "Postcodes", "Delivery days"],
    ["City", "1000 to 1099", "Every day"],
    ["North suburbs", "1100 to 1199", "Monday to Saturday"],
    ["Lakeside villages", "1200 to 1249", "Wednesday and Saturday"],
]
SLOTS = """Slot,Charge
Morning 07:00 to 12:00,3 euros
Afternoon 12:00 to 17:00,2 euros
Evening 17:00 to 22:00,4 euros
"""
REFUNDS = {
    "Returns and refunds": [
        "Report missing or damaged items in the app within 48 hours of delivery.",
        "Refunds go back to your card within 5 working days.",
        "Fresh items with less than two days of life left are refunded in full.",
    ],
}
QUESTIONS = """# Questions

## Can I leave a note for the driver?

Yes, add delivery instructions in the app, such as a side door or a neighbour.

## Do you deliver to offices?

Yes, if someone can take the delivery at reception.

## What if I'm not at home?

The driver waits 10 minutes and calls you; after that the order goes back and the slot charge is
kept.
"""


def documents() -> dict[str, bytes]:
    return {
        "delivery-terms.pdf": pdf(TERMS_PAGES),
        "delivery-passes.html": PASSES.encode(),
        "delivery-areas.xlsx": xlsx({"Areas": AREAS}),
        "slot-charges.csv": SLOTS.encode(),
        "returns-and-refunds.docx": docx(REFUNDS, title="Returns and refunds"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What is the minimum order?",
        "The minimum order is 40 euros",
        "delivery-terms.pdf",
        1,
    ),
    Question(
        "How much are bags?",
        "bags cost 10 cents each",
        "delivery-terms.pdf",
        2,
    ),
    Question("How much is the Anytime pass?", "9 euros a month", "delivery-passes.html"),
    Question(
        "Which days do you deliver to the Lakeside villages?",
        "Wednesday and Saturday",
        "delivery-areas.xlsx",
    ),
    Question("How much is the evening slot?", "4 euros", "slot-charges.csv"),
    Question(
        "How long do I have to report missing items?",
        "within 48 hours of delivery",
        "returns-and-refunds.docx",
    ),
    Question(
        "Can I leave a note for the driver?",
        "add delivery instructions in the app",
        "questions.md",
    ),
    Question(
        "Do you deliver to offices?",
        "if someone can take the delivery at reception",
        "questions.md",
    ),
    Question(
        "Until what time can I add things to tomorrow's order?",
        "until 22:00 the night before delivery",
        "delivery-terms.pdf",
        1,
        True,
    ),
    Question(
        "They sent a different brand of yoghurt, do I have to keep it?",
        "you can refuse a substitute at",
        "delivery-terms.pdf",
        1,
        True,
    ),
    Question(
        "Will the driver ask my age if I order wine?",
        "The driver checks ID for alcohol",
        "delivery-terms.pdf",
        2,
        True,
    ),
    Question(
        "Does the pass cover a small top-up shop of 20 euros?",
        "Passes cover deliveries of orders of 40 euros or more",
        "delivery-passes.html",
        None,
        True,
    ),
    Question(
        "Which pass is cheapest over a whole year of daily deliveries?",
        "Annual Anytime",
        "delivery-passes.html",
        None,
        True,
    ),
    Question(
        "My postcode is 1150, when can you come?",
        "Monday to Saturday",
        "delivery-areas.xlsx",
        None,
        True,
    ),
    Question(
        "When will I see my money back?",
        "Refunds go back to your card within 5 working days",
        "returns-and-refunds.docx",
        None,
        True,
    ),
    Question(
        "What happens if nobody opens the door?",
        "The driver waits 10 minutes and calls you",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Weekend pass?",
    "Which days do you deliver to the Hill villages?",
    "How much is the night slot?",
    "Do you deliver on public holidays?",
    "Can I pay cash on delivery?",
    "Do you sell cigarettes?",
    "Is there a discount for students?",
    "Can I collect my order from a shop?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is the Midweek pass?", ("5 euros a month",), ("Anytime",)),
    ("Which postcodes are in the City area?", ("1000 to 1099",), ("North suburbs", "Lakeside")),
    ("How much is the morning slot?", ("3 euros",), ("Afternoon", "Evening")),
    (
        "Which days do you deliver to the North suburbs?",
        ("Monday to Saturday",),
        ("City", "Lakeside"),
    ),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Midweek pass?",
        "Which days does it cover?",
        "Tuesday to Thursday",
        ("Midweek",),
        ("Anytime",),
    ),
    FollowUp(
        "How much is the morning slot?",
        "And the afternoon?",
        "2 euros",
        ("Afternoon",),
        ("Morning", "Evening"),
    ),
    FollowUp(
        "Which postcodes are in the North suburbs area?",
        "And Lakeside villages?",
        "1200 to 1249",
        ("Lakeside villages",),
        ("City", "North suburbs"),
    ),
    FollowUp(
        "How long do I have to report missing items?",
        "When do refunds arrive?",
        "Refunds go back to your card within 5 working days",
    ),
]
