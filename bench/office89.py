"""An eighty-ninth set of office documents for bench.answers (a garden centre): a PDF of
customer information whose section on plant guarantees runs across a page break, an HTML page
of delivery charges with a table, an XLSX of the café menu, a CSV of workshops, a DOCX on
Christmas trees and a Markdown page of questions; 16 answerable questions (half paraphrased;
how much, when, how long, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a plant that dies, delivery by distance, a seasonal product and
a workshop's places.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

INFO_PAGES = [
    "Greenacre Garden Centre customer information\n"
    "Opening\n"
    "We are open every day from 9:00 to 18:00, and until 16:00 on Sundays.\n"
    "Plant guarantee\n"
    "Hardy trees and shrubs are guaranteed for two years; if one dies, bring the receipt and we",
    "replace it once.\n"
    "Returns\n"
    "Unused goods in their packaging can be returned within 30 days.\n"
    "Dogs\n"
    "Dogs on a lead are welcome everywhere except the café.\n"
    "Loyalty\n"
    "Loyalty card holders get 10 percent off plants every Tuesday.",
]
DELIVERY = """<html><head><title>Delivery</title></head><body>
<h1>Delivery charges</h1>
<table>
<tr><th>Distance</th><th>Charge</th><th>Delivered within</th></tr>
<tr><td>Up to 5 km</td><td>8 euros</td><td>2 days</td></tr>
<tr><td>5 to 15 km</td><td>15 euros</td><td>3 days</td></tr>
<tr><td>15 to 30 km</td><td>25 euros</td><td>5 days</td></tr>
</table>
<p>Delivery is free on orders over 150 euros within 15 km.</p>
</body></html>
"""
CAFE: list[list[Any]] = [
    ["Dish", "Price", "Served"],
    ["Soup of the day", "6.50 euros", "From 11:30"],
    ["Cream tea", "7 euros", "All day"],
    ["Full breakfast", "11 euros", "Until 11:30"],
]
WORKSHOPS = """Workshop,Date,Places,Price
Pruning roses,8 March,12,25 euros
Spring containers,5 April,10,35 euros
Wreath making,6 December,15,45 euros
"""
TREES = {
    "Christmas trees": [
        "Christmas trees are on sale from 28 November.",
        "Every tree is netted free, and we deliver trees within 10 km for 10 euros.",
        "After Christmas, bring your tree back before 10 January and we compost it.",
    ],
}
QUESTIONS = """# Questions

## Do you sell pond fish?

No, we sell pond plants and equipment but no fish.

## Can you help me plan my garden?

Yes, our designer offers a one-hour visit for 90 euros.

## What if I bought the wrong compost?

Return the unopened bags with the receipt within 30 days.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-information.pdf": pdf(INFO_PAGES),
        "delivery.html": DELIVERY.encode(),
        "cafe.xlsx": xlsx({"Cafe": CAFE}),
        "workshops.csv": WORKSHOPS.encode(),
        "christmas-trees.docx": docx(TREES, title="Christmas trees"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When do you close on Sundays?",
        "until 16:00 on Sundays",
        "customer-information.pdf",
        1,
    ),
    Question(
        "Are dogs welcome?",
        "Dogs on a lead are welcome everywhere except the café",
        "customer-information.pdf",
        2,
    ),
    Question("How much is delivery up to 5 km?", "8 euros", "delivery.html"),
    Question("How much is a cream tea?", "7 euros", "cafe.xlsx"),
    Question("When is the wreath making workshop?", "6 December", "workshops.csv"),
    Question(
        "When are Christmas trees on sale?",
        "on sale from 28 November",
        "christmas-trees.docx",
    ),
    Question(
        "Do you sell pond fish?",
        "we sell pond plants and equipment but no fish",
        "questions.md",
    ),
    Question(
        "Can you help me plan my garden?",
        "our designer offers a one-hour visit for 90 euros",
        "questions.md",
    ),
    Question(
        "The hedge I bought last spring died, what can I do?",
        "Hardy trees and shrubs are guaranteed for two years",
        "customer-information.pdf",
        1,
        True,
    ),
    Question(
        "Can I bring back a hose I did not use?",
        "Unused goods in their packaging can be returned within 30 days",
        "customer-information.pdf",
        2,
        True,
    ),
    Question(
        "Which day is there a discount for members?",
        "10 percent off plants every Tuesday",
        "customer-information.pdf",
        2,
        True,
    ),
    Question(
        "Is delivery ever free?",
        "Delivery is free on orders over 150 euros",
        "delivery.html",
        None,
        True,
    ),
    Question(
        "Can I get breakfast at noon?",
        "Until 11:30",
        "cafe.xlsx",
        None,
        True,
    ),
    Question(
        "How many people can join the rose workshop?",
        "12",
        "workshops.csv",
        None,
        True,
    ),
    Question(
        "What do I do with my tree in January?",
        "bring your tree back before 10 January",
        "christmas-trees.docx",
        None,
        True,
    ),
    Question(
        "I got the wrong soil, can I swap it?",
        "Return the unopened bags with the receipt",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is delivery over 30 km?",
    "How much is a sandwich in the café?",
    "When is the bonsai workshop?",
    "Do you sell garden furniture?",
    "Can I hire a rotavator?",
    "Is there a children's play area?",
    "Do you take old plant pots back?",
    "Can I pay with a gift card?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is delivery for 5 to 15 km?", ("15 euros",), ("Up to 5", "15 to 30")),
    ("When is soup served?", ("From 11:30",), ("Cream tea", "breakfast")),
    ("How much is the spring containers workshop?", ("35 euros",), ("roses", "Wreath")),
    ("How many places does wreath making have?", ("15",), ("roses", "Spring")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is delivery up to 5 km?",
        "How soon does it come?",
        "2 days",
        ("Up to 5 km",),
        ("5 to 15", "15 to 30"),
    ),
    FollowUp(
        "How much is a full breakfast?",
        "And soup of the day?",
        "6.50 euros",
        ("Soup of the day",),
        ("Cream tea", "breakfast"),
    ),
    FollowUp(
        "When is the pruning roses workshop?",
        "How much is it?",
        "25 euros",
        ("Pruning roses",),
        ("Spring", "Wreath"),
    ),
    FollowUp(
        "When are Christmas trees on sale?",
        "Do you deliver them?",
        "we deliver trees within 10 km for 10 euros",
    ),
]
