"""A forty-fourth set of office documents for bench.answers (a bakery that takes orders): a
PDF of order terms whose section on custom cakes runs across a page break, an HTML page of
celebration cakes with a table, an XLSX of the shops' opening hours, a CSV of breads with their
allergens, a DOCX on catering and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, how many days ahead, does it contain, is it open, can I), 8 in-domain
questions the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what a product contains or is free of, how many people a cake feeds,
how far ahead to order, and a shop's hours on a day.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Golden Crust order terms\n"
    "Ordering\n"
    "Orders are placed in a shop or by email and confirmed by a message from us. Bread orders for "
    "the next day must reach us by 14:00.\n"
    "Custom cakes\n"
    "Custom cakes are ordered at least five days ahead and need a deposit of 30 percent. We "
    "can print a photo on a cake if you send it to us three days before",
    "collection.\n"
    "Collecting\n"
    "Orders are collected from the shop you chose; we keep them until closing time on the day.\n"
    "Cancelling\n"
    "Orders cancelled up to two days ahead are refunded; the deposit for a custom cake is not.",
]
CAKES = """<html><head><title>Celebration cakes</title></head><body>
<h1>Celebration cakes</h1>
<table>
<tr><th>Cake</th><th>Serves</th><th>Price</th></tr>
<tr><td>Chocolate fudge</td><td>12</td><td>38 euros</td></tr>
<tr><td>Lemon drizzle</td><td>10</td><td>32 euros</td></tr>
<tr><td>Carrot and walnut</td><td>12</td><td>36 euros</td></tr>
<tr><td>Two-tier vanilla</td><td>30</td><td>95 euros</td></tr>
</table>
<p>Every cake can be made gluten-free for 6 euros more; our gluten-free cakes are baked in the
same kitchen as the others.</p>
</body></html>
"""
HOURS: list[list[Any]] = [
    ["Shop", "Monday to Friday", "Saturday", "Sunday"],
    ["Mill Street", "6:30-18:30", "7:00-16:00", "8:00-12:00"],
    ["Harbour Road", "7:00-19:00", "7:00-17:00", "Closed"],
]
BREADS = """Bread,Price,Contains
Sourdough loaf,4.50 euros,Wheat
Rye bread,4.20 euros,"Rye, wheat"
Seeded spelt,5 euros,"Spelt, sesame"
Brioche,3.80 euros,"Wheat, milk, eggs"
"""
CATERING = {
    "Catering": [
        "We cater for meetings and parties of 10 to 200 people.",
        "A sandwich platter for 10 people costs 55 euros and is delivered free within the city.",
        "Catering orders are placed at least three working days ahead.",
    ],
}
QUESTIONS = """# Questions

## Are your breads vegan?

Our sourdough, rye and spelt breads are vegan; brioche is made with milk and eggs.

## Do you sell yesterday's bread?

Yes, at half price from the basket by the door, while it lasts.

## Can I get a cake delivered?

We deliver celebration cakes within the city for 8 euros.
"""


def documents() -> dict[str, bytes]:
    return {
        "order-terms.pdf": pdf(TERMS_PAGES),
        "celebration-cakes.html": CAKES.encode(),
        "opening-hours.xlsx": xlsx({"Shops": HOURS}),
        "breads.csv": BREADS.encode(),
        "catering.docx": docx(CATERING, title="Catering"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How many days ahead must a custom cake be ordered?",
        "Custom cakes are ordered at least five days ahead",
        "order-terms.pdf",
        1,
    ),
    Question(
        "By what time must bread orders for the next day reach you?",
        "Bread orders for the next day must reach us by 14:00",
        "order-terms.pdf",
        1,
    ),
    Question("How much is a lemon drizzle cake?", "32 euros", "celebration-cakes.html"),
    Question("When is the Mill Street shop open on Sunday?", "8:00-12:00", "opening-hours.xlsx"),
    Question("What does the brioche contain?", "Wheat, milk, eggs", "breads.csv"),
    Question(
        "How much is a sandwich platter for 10 people?",
        "A sandwich platter for 10 people costs 55 euros",
        "catering.docx",
    ),
    Question(
        "Do you sell yesterday's bread?",
        "at half price from the basket by the door",
        "questions.md",
    ),
    Question(
        "How long do you keep an order?",
        "we keep them until closing time on the day",
        "order-terms.pdf",
        2,
    ),
    Question(
        "Can you put a picture on my cake?",
        "We can print a photo on a cake if you send it to us three days before",
        "order-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do I get my deposit back if I cancel a custom cake?",
        "the deposit for a custom cake is not",
        "order-terms.pdf",
        2,
        True,
    ),
    Question(
        "Which cake is big enough for 30 guests?",
        "Two-tier vanilla",
        "celebration-cakes.html",
        None,
        True,
    ),
    Question(
        "Is the gluten-free cake safe for someone with coeliac disease?",
        "our gluten-free cakes are baked in the same kitchen as the others",
        "celebration-cakes.html",
        None,
        True,
    ),
    Question(
        "Is the Harbour Road shop open on Sundays?",
        "Closed",
        "opening-hours.xlsx",
        None,
        True,
    ),
    Question(
        "Can someone who doesn't eat eggs have the brioche?",
        "brioche is made with milk and eggs",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can you bring the cake to my house?",
        "We deliver celebration cakes within the city for 8 euros",
        "questions.md",
        None,
        True,
    ),
    Question(
        "How soon before our office party do we have to order food?",
        "Catering orders are placed at least three working days ahead",
        "catering.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a strawberry cake?",
    "Does the seeded spelt contain nuts?",
    "Is there a shop in the old town?",
    "Do you make wedding cakes with three tiers?",
    "How much is a platter for 20 people delivered outside the city?",
    "Do you sell coffee?",
    "What time does the Harbour Road shop open on public holidays?",
    "Can I pay by invoice?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many people does the carrot and walnut cake serve?", ("12",), ("Lemon", "Two-tier")),
    ("How much is a rye bread?", ("4.20 euros",), ("Sourdough", "Brioche")),
    ("When does Harbour Road close on Saturday?", ("7:00-17:00",), ("Mill Street",)),
    ("What is in the seeded spelt?", ("Spelt, sesame",), ("Rye bread", "Brioche")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a chocolate fudge cake?",
        "How many does it serve?",
        "12",
        ("Chocolate fudge",),
        ("Lemon drizzle", "Two-tier vanilla"),
    ),
    FollowUp(
        "How much is a sourdough loaf?",
        "And a brioche?",
        "3.80 euros",
        ("Brioche",),
        ("Sourdough loaf", "Rye bread"),
    ),
    FollowUp(
        "When is the Harbour Road shop open on weekdays?",
        "And on Saturday?",
        "7:00-17:00",
        ("Harbour Road",),
        ("Mill Street",),
    ),
    FollowUp(
        "Do you cater for parties?",
        "How far ahead do I order?",
        "Catering orders are placed at least three working days ahead",
    ),
]
