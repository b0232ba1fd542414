"""A forty-eighth set of office documents for bench.answers (a print and copy shop): a PDF of
order terms whose section on files runs across a page break, an HTML page of prices with a
table, an XLSX of paper, a CSV of turnaround times, a DOCX on collection and delivery and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how long,
which format, may I), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: file formats and resolutions, prices per copy by colour, paper
weights, and what counts as a rush order.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Inkwell Print order terms\n"
    "Files\n"
    "Send print files as PDF with fonts embedded. Images should have a resolution of at least "
    "300 dpi at their printed size, and designs that run to the edge need 3 mm",
    "of bleed on every side.\n"
    "Proofs\n"
    "A digital proof is sent for every order over 100 copies; printing starts once you approve "
    "it.\n"
    "Reprints\n"
    "If an order is printed wrongly through our fault, we reprint it free within 5 working "
    "days.\n"
    "Payment\n"
    "Orders are paid when placed; businesses with an account pay within 30 days.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Copy prices</h1>
<table>
<tr><th>Copy</th><th>Black and white</th><th>Colour</th></tr>
<tr><td>A4 single-sided</td><td>0.08 euros</td><td>0.45 euros</td></tr>
<tr><td>A4 double-sided</td><td>0.14 euros</td><td>0.80 euros</td></tr>
<tr><td>A3 single-sided</td><td>0.16 euros</td><td>0.90 euros</td></tr>
</table>
<p>From 500 copies of one file, every copy costs 20 percent less.</p>
</body></html>
"""
PAPER: list[list[Any]] = [
    ["Paper", "Weight", "Surcharge per sheet"],
    ["Standard", "80 g", "None"],
    ["Premium", "120 g", "0.05 euros"],
    ["Card", "300 g", "0.25 euros"],
    ["Recycled", "80 g", "None"],
]
TURNAROUND = """Product,Standard,Rush
Copies,Same day,Within 2 hours
Business cards,3 working days,Next working day
Posters,2 working days,Same day
Bound theses,2 working days,Next working day
"""
COLLECTION = {
    "Collection and delivery": [
        "Orders can be collected at the shop on Market Lane until 18:00.",
        "We deliver within the city for 6 euros; orders over 150 euros are delivered free.",
        "Orders not collected within 30 days are recycled.",
    ],
}
QUESTIONS = """# Questions

## Can I print from a USB stick?

Yes, at the self-service machines; they read PDF and JPG files.

## Do you laminate?

Yes, A4 and A3 while you wait, for 1.50 euros and 2.50 euros a sheet.

## Can you print on fabric?

No, we print on paper and card only.
"""


def documents() -> dict[str, bytes]:
    return {
        "order-terms.pdf": pdf(TERMS_PAGES),
        "prices.html": PRICES.encode(),
        "paper.xlsx": xlsx({"Paper": PAPER}),
        "turnaround.csv": TURNAROUND.encode(),
        "collection.docx": docx(COLLECTION, title="Collection and delivery"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What resolution should images have?",
        "a resolution of at least 300 dpi at their printed size",
        "order-terms.pdf",
        1,
    ),
    Question(
        "When is a digital proof sent?",
        "A digital proof is sent for every order over 100 copies",
        "order-terms.pdf",
        2,
    ),
    Question("How much is an A3 colour copy?", "0.90 euros", "prices.html"),
    Question("What weight is card?", "300 g", "paper.xlsx"),
    Question("How long do posters take?", "2 working days", "turnaround.csv"),
    Question(
        "Where can orders be collected?",
        "collected at the shop on Market Lane until 18:00",
        "collection.docx",
    ),
    Question(
        "Do you laminate?",
        "Yes, A4 and A3 while you wait",
        "questions.md",
    ),
    Question(
        "How much is delivery within the city?",
        "We deliver within the city for 6 euros",
        "collection.docx",
    ),
    Question(
        "What file type should I send?",
        "Send print files as PDF with fonts embedded",
        "order-terms.pdf",
        1,
        True,
    ),
    Question(
        "How much margin is needed for a design that goes to the edge of the page?",
        "3 mm of bleed on every side",
        "order-terms.pdf",
        1,
        True,
    ),
    Question(
        "What if you print my order wrong?",
        "we reprint it free within 5 working days",
        "order-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is there a discount for a large run?",
        "From 500 copies of one file, every copy costs 20 percent less",
        "prices.html",
        None,
        True,
    ),
    Question(
        "I need business cards tomorrow, is that possible?",
        "Next working day",
        "turnaround.csv",
        None,
        True,
    ),
    Question(
        "What happens if I never pick up my order?",
        "Orders not collected within 30 days are recycled",
        "collection.docx",
        None,
        True,
    ),
    Question(
        "Can you print T-shirts?",
        "No, we print on paper and card only",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can I print photos from my memory stick?",
        "Yes, at the self-service machines",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is an A5 copy?",
    "How much is glossy paper?",
    "How long do flyers take?",
    "Do you offer binding with a spiral?",
    "Do you print canvas?",
    "How much is a rush poster?",
    "Can I pay by invoice as a private customer?",
    "Do you scan documents?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is an A4 double-sided colour copy?", ("0.80 euros",), ("A3", "0.45")),
    ("What is the surcharge for premium paper?", ("0.05 euros",), ("Card", "Standard")),
    ("How long do business cards take?", ("3 working days",), ("Posters", "Copies")),
    ("What weight is recycled paper?", ("80 g",), ("Card", "Premium")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is an A4 single-sided black and white copy?",
        "And in colour?",
        "0.45 euros",
        ("A4 single-sided",),
        ("A3", "double-sided"),
    ),
    FollowUp(
        "How long do bound theses take?",
        "And as a rush order?",
        "Next working day",
        ("Bound theses",),
        ("Posters", "Copies"),
    ),
    FollowUp(
        "What weight is premium paper?",
        "And card?",
        "300 g",
        ("Card",),
        ("Premium", "Standard"),
    ),
    FollowUp(
        "How much is delivery within the city?",
        "When is it free?",
        "orders over 150 euros are delivered free",
    ),
]
