"""A hundredth set of office documents for bench.answers (a furniture shop's delivery and
returns): a PDF of sale terms whose section on returns runs across a page break, an HTML page
of delivery options with a table, an XLSX of the showrooms, a CSV of the assembly prices, a
DOCX on the mattress trial and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, how long, where, can I, what if), 8 in-domain questions the documents
do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a delivery slot, taking away an old sofa, a trial of nights and a
damaged item. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Oakline Furniture terms of sale\n"
    "Orders\n"
    "Made-to-order sofas are delivered within 8 to 10 weeks.\n"
    "Damage\n"
    "Check every item on delivery and report damage within 48 hours with photos.\n"
    "Returns\n"
    "Items in stock can be returned within 30 days in their original packaging; a",
    "collection fee of 49 euros is charged.\n"
    "Made to order\n"
    "Made-to-order items cannot be returned unless they are faulty.\n"
    "Old furniture\n"
    "We take away your old sofa or bed on delivery for 30 euros an item.",
]
DELIVERY = """<html><head><title>Delivery</title></head><body>
<h1>Delivery</h1>
<table>
<tr><th>Option</th><th>Price</th><th>What you get</th></tr>
<tr><td>Kerbside</td><td>19 euros</td><td>Left at your front door</td></tr>
<tr><td>Room of choice</td><td>49 euros</td><td>Carried into any room by two people</td></tr>
<tr><td>Next day</td><td>79 euros</td><td>Room of choice, the next working day</td></tr>
</table>
<p>We text you a two-hour delivery slot the evening before.</p>
</body></html>
"""
SHOWROOMS: list[list[Any]] = [
    ["Showroom", "Address", "Sunday"],
    ["Riverside", "Unit 4, Riverside Retail Park", "11:00 to 17:00"],
    ["Northgate", "22 Northgate Road", "Closed"],
    ["Airport Park", "Hangar Lane 9", "10:00 to 16:00"],
]
ASSEMBLY = """Item,Assembly price
Wardrobe,60 euros
Bed frame,40 euros
Dining table,25 euros
"""
TRIAL = {
    "Mattress trial": [
        "Sleep on a new mattress for 100 nights; if you do not like it, we exchange it once.",
        "Keep the mattress protected with a cover during the trial.",
        "The exchange is free; the trial does not cover sofa beds.",
    ],
}
QUESTIONS = """# Questions

## Can I pay in instalments?

Yes, pay over 12 months with no interest on orders over 500 euros.

## Do you sell gift cards?

Yes, from 25 euros, valid for two years.

## Can I change my delivery date?

Yes, free of charge up to three days before the delivery.
"""


def documents() -> dict[str, bytes]:
    return {
        "terms-of-sale.pdf": pdf(TERMS_PAGES),
        "delivery.html": DELIVERY.encode(),
        "showrooms.xlsx": xlsx({"Showrooms": SHOWROOMS}),
        "assembly.csv": ASSEMBLY.encode(),
        "mattress-trial.docx": docx(TRIAL, title="Mattress trial"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long does a made-to-order sofa take?",
        "delivered within 8 to 10 weeks",
        "terms-of-sale.pdf",
        1,
    ),
    Question(
        "How much is the collection fee for a return?",
        "a collection fee of 49 euros",
        "terms-of-sale.pdf",
        2,
    ),
    Question("How much is kerbside delivery?", "19 euros", "delivery.html"),
    Question("Where is the Northgate showroom?", "22 Northgate Road", "showrooms.xlsx"),
    Question("How much is assembly of a wardrobe?", "60 euros", "assembly.csv"),
    Question(
        "How long is the mattress trial?",
        "Sleep on a new mattress for 100 nights",
        "mattress-trial.docx",
    ),
    Question("Can I pay in instalments?", "pay over 12 months with no interest", "questions.md"),
    Question("Do you sell gift cards?", "from 25 euros, valid for two years", "questions.md"),
    Question(
        "My table arrived scratched, what do I do?",
        "report damage within 48 hours with photos",
        "terms-of-sale.pdf",
        1,
        True,
    ),
    Question(
        "Can I send back a sofa that was made for me?",
        "Made-to-order items cannot be returned unless they are faulty",
        "terms-of-sale.pdf",
        2,
        True,
    ),
    Question(
        "Will you get rid of my old couch?",
        "We take away your old sofa or bed on delivery for 30 euros",
        "terms-of-sale.pdf",
        2,
        True,
    ),
    Question(
        "Will I know roughly when the van is coming?",
        "two-hour delivery slot",
        "delivery.html",
        None,
        True,
    ),
    Question(
        "Can the delivery men bring it upstairs to the bedroom?",
        "Room of choice",
        "delivery.html",
        None,
        True,
    ),
    Question(
        "Which store can I visit on a Sunday morning?",
        "Airport Park",
        "showrooms.xlsx",
        None,
        True,
    ),
    Question(
        "What if I hate my new mattress?",
        "we exchange it once",
        "mattress-trial.docx",
        None,
        True,
    ),
    Question(
        "Can I move my delivery to next week?",
        "free of charge up to three days before the delivery",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is white glove delivery?",
    "Where is the Southgate showroom?",
    "How much is assembly of a bookcase?",
    "Do you deliver abroad?",
    "Is there a student discount?",
    "Can I collect my order from the showroom?",
    "How long does an in-stock wardrobe take to arrive?",
    "Do you sell outdoor furniture?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is next day delivery?", ("79 euros",), ("Kerbside", "49 euros")),
    ("When is the Riverside showroom open on Sunday?", ("11:00 to 17:00",), ("Northgate",)),
    ("How much is assembly of a bed frame?", ("40 euros",), ("Wardrobe", "Dining table")),
    ("Where is the Airport Park showroom?", ("Hangar Lane 9",), ("Riverside", "Northgate")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is kerbside delivery?",
        "And room of choice?",
        "49 euros",
        ("Room of choice",),
        ("Kerbside", "Next day"),
    ),
    FollowUp(
        "Where is the Riverside showroom?",
        "Is it open on Sunday?",
        "11:00 to 17:00",
        ("Riverside",),
        ("Northgate", "Airport"),
    ),
    FollowUp(
        "How much is assembly of a wardrobe?",
        "And a dining table?",
        "25 euros",
        ("Dining table",),
        ("Wardrobe", "Bed frame"),
    ),
    FollowUp(
        "How long is the mattress trial?",
        "Does it cover sofa beds?",
        "the trial does not cover sofa beds",
    ),
]
