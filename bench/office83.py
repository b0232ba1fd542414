"""An eighty-third set of office documents for bench.answers (a tattoo studio): a PDF of studio
policies whose section on age runs across a page break, an HTML page of prices with a table,
an XLSX of the artists, a CSV of aftercare products, a DOCX on aftercare and a Markdown page
of questions; 16 answerable questions (half paraphrased; how much, how long, who, can I, what
if), 8 in-domain questions the documents do not answer, questions about one row of a table,
and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a minimum age with proof, a deposit kept, healing time and a
touch-up.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

POLICIES_PAGES = [
    "Black Pine Tattoo studio policies\n"
    "Deposits\n"
    "A deposit of 60 euros books your session and comes off the final price.\n"
    "Age\n"
    "We tattoo only clients aged 18 or over; bring a passport or ID card, because a driving",
    "licence alone is not accepted.\n"
    "Alcohol\n"
    "We do not tattoo anyone who has been drinking; alcohol thins the blood.\n"
    "Rescheduling\n"
    "Move your session up to 72 hours ahead and keep your deposit; later, the deposit is lost.\n"
    "Touch-ups\n"
    "One touch-up within three months is free.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Prices</h1>
<table>
<tr><th>Tattoo</th><th>Price</th><th>Session</th></tr>
<tr><td>Small (up to 5 cm)</td><td>from 90 euros</td><td>About 1 hour</td></tr>
<tr><td>Medium (palm size)</td><td>from 200 euros</td><td>2 to 3 hours</td></tr>
<tr><td>Large (half sleeve)</td><td>from 600 euros</td><td>Two sessions or more</td></tr>
<tr><td>Day session</td><td>800 euros</td><td>Up to 7 hours</td></tr>
</table>
<p>Prices include a consultation and a design drawn for you.</p>
</body></html>
"""
ARTISTS: list[list[Any]] = [
    ["Artist", "Style", "Works"],
    ["Mara", "Fine line", "Tuesday to Friday"],
    ["Joe", "Traditional", "Wednesday to Saturday"],
    ["Lin", "Realism and portraits", "Monday to Thursday"],
]
PRODUCTS = """Product,Size,Price
Healing balm,50 ml,14 euros
Second-skin film,3 sheets,12 euros
Fragrance-free soap,250 ml,8 euros
"""
AFTERCARE = {
    "Aftercare": [
        "Keep the film on for three to five days, then wash gently with unscented soap.",
        "A tattoo takes about four weeks to heal on the surface.",
        "Avoid swimming pools, the sea and sunbeds for two weeks.",
    ],
}
QUESTIONS = """# Questions

## Does it hurt?

Most people describe it as a scratching feeling; ribs and feet hurt more than arms.

## Can I bring a friend?

Yes, one person may sit with you during the session.

## What if I want to cover up an old tattoo?

Cover-ups are possible with a bigger, darker design; book a consultation first.
"""


def documents() -> dict[str, bytes]:
    return {
        "studio-policies.pdf": pdf(POLICIES_PAGES),
        "prices.html": PRICES.encode(),
        "artists.xlsx": xlsx({"Artists": ARTISTS}),
        "aftercare-products.csv": PRODUCTS.encode(),
        "aftercare.docx": docx(AFTERCARE, title="Aftercare"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much is the deposit?",
        "A deposit of 60 euros",
        "studio-policies.pdf",
        1,
    ),
    Question(
        "Are touch-ups free?",
        "One touch-up within three months is free",
        "studio-policies.pdf",
        2,
    ),
    Question("How much is a day session?", "800 euros", "prices.html"),
    Question("Which style does Joe do?", "Traditional", "artists.xlsx"),
    Question("How much is the healing balm?", "14 euros", "aftercare-products.csv"),
    Question(
        "How long does a tattoo take to heal?",
        "about four weeks to heal on the surface",
        "aftercare.docx",
    ),
    Question(
        "Does it hurt?",
        "Most people describe it as a scratching feeling",
        "questions.md",
    ),
    Question(
        "Can I bring a friend?",
        "one person may sit with you during the session",
        "questions.md",
    ),
    Question(
        "I am 17, can I get a tattoo?",
        "We tattoo only clients aged 18 or over",
        "studio-policies.pdf",
        1,
        True,
    ),
    Question(
        "Can I have a beer before my appointment?",
        "We do not tattoo anyone who has been drinking",
        "studio-policies.pdf",
        2,
        True,
    ),
    Question(
        "I need to cancel tomorrow's booking, do I get my money back?",
        "later, the deposit is lost",
        "studio-policies.pdf",
        2,
        True,
    ),
    Question(
        "Do I pay extra for the design?",
        "Prices include a consultation and a design drawn for you",
        "prices.html",
        None,
        True,
    ),
    Question(
        "Who should I see for a portrait of my dog?",
        "Lin",
        "artists.xlsx",
        None,
        True,
    ),
    Question(
        "How many sheets come in the film pack?",
        "3 sheets",
        "aftercare-products.csv",
        None,
        True,
    ),
    Question(
        "Can I go to the beach with my new tattoo?",
        "Avoid swimming pools, the sea and sunbeds for two weeks",
        "aftercare.docx",
        None,
        True,
    ),
    Question(
        "Can you hide a tattoo I regret?",
        "Cover-ups are possible with a bigger, darker design",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a full sleeve?",
    "Which style does Kai do?",
    "How much is the numbing cream?",
    "Do you do piercings?",
    "Can you remove a tattoo with a laser?",
    "Do you take walk-ins on Saturdays?",
    "Can I pay in instalments?",
    "Do you sell gift vouchers?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is a session for a medium tattoo?", ("2 to 3 hours",), ("Small", "Large")),
    ("Which days does Mara work?", ("Tuesday to Friday",), ("Joe", "Lin")),
    ("How much is fragrance-free soap?", ("8 euros",), ("balm", "film")),
    ("How much is a small tattoo?", ("from 90 euros",), ("Medium", "Large")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a medium tattoo?",
        "And a large one?",
        "from 600 euros",
        ("Large",),
        ("Small", "Medium"),
    ),
    FollowUp(
        "Which style does Lin do?",
        "Which days does she work?",
        "Monday to Thursday",
        ("Lin",),
        ("Mara", "Joe"),
    ),
    FollowUp(
        "How much is the healing balm?",
        "How big is it?",
        "50 ml",
        ("Healing balm",),
        ("film", "soap"),
    ),
    FollowUp(
        "How long does a tattoo take to heal?",
        "Can I swim?",
        "Avoid swimming pools",
    ),
]
