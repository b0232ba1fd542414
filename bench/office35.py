"""A thirty-fifth set of office documents for bench.answers (a parcel delivery service): a PDF
of conditions of carriage whose section on compensation runs across a page break, an HTML page
of parcel sizes and prices with a table, an XLSX of delivery times abroad, a CSV of parcel
shops, a DOCX on what may not be sent and a Markdown page of questions; 16 answerable questions
(half paraphrased; how much, how heavy, how many days, what if, can I send), 8 in-domain
questions the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: limits of weight and size, days to a country, what happens when
nobody is home and compensation for a lost parcel.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

CONDITIONS_PAGES = [
    "QuickParcel conditions of carriage\n"
    "Delivery\n"
    "Parcels are delivered on working days between 8:00 and 20:00. If nobody is home, the "
    "driver tries a neighbour and otherwise takes the parcel to the nearest parcel shop, where "
    "it waits seven days.\n"
    "Compensation\n"
    "Every parcel is insured up to 500 euros. For a lost or damaged parcel we pay the value you "
    "can show with a receipt, after a claim made within 30 days of",
    "sending.\n"
    "Returns\n"
    "A parcel nobody collects from the parcel shop goes back to the sender at no extra cost.\n"
    "Tracking\n"
    "Every parcel has a tracking number; follow it on our website or in the app.",
]
SIZES = """<html><head><title>Parcel sizes</title></head><body>
<h1>Parcel sizes and prices</h1>
<table>
<tr><th>Size</th><th>Maximum weight</th><th>Maximum length</th><th>Price</th></tr>
<tr><td>Small</td><td>2 kg</td><td>35 cm</td><td>4.50 euros</td></tr>
<tr><td>Medium</td><td>10 kg</td><td>60 cm</td><td>6.90 euros</td></tr>
<tr><td>Large</td><td>31.5 kg</td><td>120 cm</td><td>12.90 euros</td></tr>
</table>
<p>Parcels sent at a parcel shop cost 1 euro less than those picked up at your door.</p>
</body></html>
"""
ABROAD: list[list[Any]] = [
    ["Country", "Delivery days", "Small", "Medium"],
    ["Belgium", "1-2", "9 euros", "14 euros"],
    ["France", "2-3", "11 euros", "17 euros"],
    ["Spain", "3-5", "13 euros", "21 euros"],
    ["Norway", "4-6", "19 euros", "32 euros"],
]
SHOPS = """Parcel shop,Address,Open,Latest drop-off for same-day sending
Corner Kiosk,1 Church Street,Monday to Saturday 7:00-21:00,16:00
Bloom Florist,45 Park Road,Monday to Friday 9:00-18:00,15:00
City Pharmacy,8 Market Place,Monday to Saturday 8:00-20:00,17:00
"""
FORBIDDEN = {
    "What you may not send": [
        "Cash, cheques and gift cards may not be sent.",
        "Lithium batteries may only be sent inside the device they power.",
        "Perfume and nail polish are allowed within the country but not abroad.",
        "Live animals, weapons and drugs are never carried.",
    ],
}
QUESTIONS = """# Questions

## Can I change the delivery address?

Yes, in the app until the parcel is out for delivery; after that it can only go to a parcel
shop.

## Do you deliver on Saturdays?

Saturday delivery is available in cities for 3 euros extra.

## How do I pack a parcel?

Use a strong box with filling so nothing moves, and cover old labels and barcodes.
"""


def documents() -> dict[str, bytes]:
    return {
        "conditions-of-carriage.pdf": pdf(CONDITIONS_PAGES),
        "parcel-sizes.html": SIZES.encode(),
        "delivery-abroad.xlsx": xlsx({"Abroad": ABROAD}),
        "parcel-shops.csv": SHOPS.encode(),
        "what-you-may-not-send.docx": docx(FORBIDDEN, title="What you may not send"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long does a parcel wait at the parcel shop?",
        "where it waits seven days",
        "conditions-of-carriage.pdf",
        1,
    ),
    Question(
        "Up to what value is every parcel insured?",
        "Every parcel is insured up to 500 euros",
        "conditions-of-carriage.pdf",
        1,
    ),
    Question("How much is a medium parcel?", "6.90 euros", "parcel-sizes.html"),
    Question("How many days does delivery to Spain take?", "3-5", "delivery-abroad.xlsx"),
    Question("Where is the Corner Kiosk?", "1 Church Street", "parcel-shops.csv"),
    Question(
        "Can I send lithium batteries?",
        "Lithium batteries may only be sent inside the device they power",
        "what-you-may-not-send.docx",
    ),
    Question(
        "Do you deliver on Saturdays?",
        "Saturday delivery is available in cities for 3 euros extra",
        "questions.md",
    ),
    Question(
        "What happens to a parcel nobody collects from the parcel shop?",
        "goes back to the sender at no extra cost",
        "conditions-of-carriage.pdf",
        2,
    ),
    Question(
        "What if I'm not in when the driver comes?",
        "the driver tries a neighbour",
        "conditions-of-carriage.pdf",
        1,
        True,
    ),
    Question(
        "How long do I have to report a missing parcel?",
        "within 30 days of",
        "conditions-of-carriage.pdf",
        1,
        True,
    ),
    Question(
        "How heavy can my package be?",
        "31.5 kg",
        "parcel-sizes.html",
        None,
        True,
    ),
    Question(
        "Is it cheaper to drop my parcel off myself?",
        "Parcels sent at a parcel shop cost 1 euro less",
        "parcel-sizes.html",
        None,
        True,
    ),
    Question(
        "Can I post a perfume to France?",
        "Perfume and nail polish are allowed within the country but not abroad",
        "what-you-may-not-send.docx",
        None,
        True,
    ),
    Question(
        "Can I put money in a parcel?",
        "Cash, cheques and gift cards may not be sent",
        "what-you-may-not-send.docx",
        None,
        True,
    ),
    Question(
        "Can the parcel go to my office instead of my home?",
        "in the app until the parcel is out for delivery",
        "questions.md",
        None,
        True,
    ),
    Question(
        "How can I see where my parcel is?",
        "Every parcel has a tracking number",
        "conditions-of-carriage.pdf",
        2,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a large parcel to Spain?",
    "How many days does delivery to Italy take?",
    "Do you deliver to post office boxes?",
    "Can I send a parcel for delivery the next morning before 9:00?",
    "Does the Corner Kiosk sell stamps?",
    "Do you sell boxes?",
    "How much does extra insurance cost?",
    "Can I choose a delivery time slot?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the maximum weight of a small parcel?", ("2 kg",), ("10 kg", "31.5 kg")),
    ("How much is a small parcel to Norway?", ("19 euros",), ("Belgium", "France")),
    ("When does City Pharmacy open?", ("Monday to Saturday 8:00-20:00",), ("Bloom",)),
    ("How many days does delivery to Belgium take?", ("1-2",), ("France", "Spain")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a medium parcel to France?",
        "And to Spain?",
        "21 euros",
        ("Spain",),
        ("France", "Belgium"),
    ),
    FollowUp(
        "Where is Bloom Florist?",
        "Until when can I drop off a parcel there for sending the same day?",
        "15:00",
        ("Bloom Florist",),
        ("Corner Kiosk", "City Pharmacy"),
    ),
    FollowUp(
        "How much is a large parcel?",
        "What is its maximum length?",
        "120 cm",
        ("Large",),
        ("Small", "Medium"),
    ),
    FollowUp(
        "Can I change the delivery address?",
        "What if the parcel is already out for delivery?",
        "it can only go to a parcel shop",
    ),
]
