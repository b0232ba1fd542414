"""A twentieth set of office documents for bench.answers (an online clothing shop's customer
pages): a PDF returns policy whose section on refunds runs across a page break, an XLSX of
shipping rates by country, an HTML page of frequently asked questions, a CSV size chart, a DOCX
warranty with a table of product groups and a Markdown page of payment methods; 16 answerable
questions (half paraphrased; how long do I have, what does it cost to ship to, which size, is it
free over, what if), 8 in-domain questions the documents do not answer, questions about one row
of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: countries as a table's rows, thresholds ("over 60 euros"),
conditions ("unworn, with the labels on"), sizes and measurements, and questions that begin
"What if".
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RETURNS_PAGES = [
    "Returns policy, Fernwood Clothing\n"
    "Returning an item\n"
    "You can return any item within 30 days of delivery, unworn and with its labels on. Start "
    "a return in your account under Orders; we e-mail you a prepaid return label.\n"
    "Items that cannot be returned\n"
    "Underwear, swimwear with a broken hygiene seal and gift cards cannot be returned.\n"
    "Refunds\n"
    "We refund the item's price to the card or account you paid with within 5 working days of",
    "receiving the return. The original delivery charge is refunded only when the whole order "
    "is returned.\n"
    "Exchanges\n"
    "To exchange an item for another size, return it and place a new order; exchanges are not "
    "made directly.",
]
SHIPPING: list[list[Any]] = [
    ["Country", "Standard delivery", "Days", "Express delivery", "Free from"],
    ["Germany", "4.90 euros", "2-3", "9.90 euros", "60 euros"],
    ["Austria", "5.90 euros", "3-4", "12.90 euros", "80 euros"],
    ["France", "6.90 euros", "3-5", "14.90 euros", "80 euros"],
    ["Switzerland", "14.90 euros", "5-7", "None", "None"],
]
FAQ = """<html><head><title>Questions and answers</title></head><body>
<h1>Questions and answers</h1>
<h2>Can I change my order after placing it?</h2>
<p>Orders can be changed or cancelled within one hour of placing them, from your account.</p>
<h2>Do you have a shop I can visit?</h2>
<p>Our only shop is at Marktstrasse 12 in Freiburg, open Monday to Saturday from 10:00 to
19:00.</p>
<h2>How do I look after wool jumpers?</h2>
<p>Wash them by hand in cold water and dry them flat; never tumble dry.</p>
</body></html>
"""
SIZES = """Size,Chest (cm),Waist (cm),EU size
XS,82-86,66-70,34
S,87-92,71-76,36
M,93-98,77-82,38
L,99-104,83-88,40
XL,105-110,89-94,42
"""
WARRANTY = {
    "Warranty": [
        "Every product is covered by the legal warranty of two years from delivery.",
        "Our own guarantee adds the periods below for defects in material and workmanship.",
        "Wear and tear, shrinking from a wrong wash and damage by pets are not covered.",
    ],
}
WARRANTY_TABLE = [
    ["Product group", "Extra guarantee", "Claim through"],
    ["Shoes", "1 year", "Customer service"],
    ["Outdoor jackets", "3 years", "The manufacturer"],
    ["Bags", "2 years", "Customer service"],
]
PAYMENT = """# Paying

We accept Visa, Mastercard, PayPal and invoice. Paying by invoice is possible for orders up to
500 euros for customers in Germany and Austria; the invoice is due within 14 days.

A gift card can be used for several orders until its balance is spent; it is valid for three
years.
"""


def documents() -> dict[str, bytes]:
    return {
        "returns.pdf": pdf(RETURNS_PAGES),
        "shipping.xlsx": xlsx({"Shipping": SHIPPING}),
        "faq.html": FAQ.encode(),
        "sizes.csv": SIZES.encode(),
        "warranty.docx": docx(WARRANTY, table=WARRANTY_TABLE, title="Warranty and guarantee"),
        "payment.md": PAYMENT.encode(),
    }


ANSWERABLE = [
    Question(
        "How long do I have to return an item?", "within 30 days of delivery", "returns.pdf", 1
    ),
    Question(
        "When is the refund paid?",
        "within 5 working days of receiving the return",
        "returns.pdf",
        1,
    ),
    Question("How much is standard delivery to France?", "6.90 euros", "shipping.xlsx"),
    Question("Which cards do you accept?", "Visa, Mastercard", "payment.md"),
    Question("How long is a gift card valid?", "three years", "payment.md"),
    Question("What is the EU size of an M?", "38", "sizes.csv"),
    Question(
        "How long can I change my order after placing it?",
        "within one hour of placing them",
        "faq.html",
    ),
    Question("Where is your shop?", "Marktstrasse 12 in Freiburg", "faq.html"),
    Question(
        "Can I send back a swimsuit?",
        "swimwear with a broken hygiene seal",
        "returns.pdf",
        1,
        True,
    ),
    Question(
        "Do I get the shipping cost back?",
        "refunded only when the whole order is returned",
        "returns.pdf",
        2,
        True,
    ),
    Question(
        "What if my shirt is too small?",
        "return it and place a new order",
        "returns.pdf",
        2,
        True,
    ),
    Question(
        "Can I put my wool sweater in the dryer?",
        "never tumble dry",
        "faq.html",
        None,
        True,
    ),
    Question(
        "My dog chewed my jacket; is that covered?",
        "damage by pets are not covered",
        "warranty.docx",
        None,
        True,
    ),
    Question(
        "Can I pay later?",
        "Paying by invoice is possible",
        "payment.md",
        None,
        True,
    ),
    Question(
        "How many years of protection do I get on everything I buy?",
        "two years from delivery",
        "warranty.docx",
        None,
        True,
    ),
    Question(
        "Do you deliver to Switzerland quickly?",
        "5-7",
        "shipping.xlsx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is standard delivery to Italy?",
    "Do you accept American Express?",
    "What is the EU size of an XXL?",
    "How long is the guarantee on watches?",
    "Do you have a shop in Munich?",
    "Do you sell children's clothes?",
    "How much does gift wrapping cost?",
    "Is there a student discount?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is express delivery to Austria?", ("12.90 euros",), ("9.90 euros", "14.90 euros")),
    ("What chest size is an L?", ("99-104",), ("93-98", "105-110")),
    ("How long is the extra guarantee on outdoor jackets?", ("3 years",), ("Shoes", "Bags")),
    ("From what order value is delivery to Germany free?", ("60 euros",), ("Austria", "France")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is standard delivery to Germany?",
        "And to Austria?",
        "5.90 euros",
        ("Austria",),
        ("Germany", "France"),
    ),
    FollowUp(
        "What is the waist size of an S?",
        "And of an XL?",
        "89-94",
        ("XL",),
        ("XS", "M"),
    ),
    FollowUp(
        "How long is the extra guarantee on shoes?",
        "Who do I claim through?",
        "Customer service",
        ("Shoes",),
        ("Outdoor jackets",),
    ),
    FollowUp(
        "Where is your shop?",
        "When is it open?",
        "Monday to Saturday from 10:00 to 19:00",
    ),
]
