"""A thirty-eighth set of office documents for bench.answers (an optician): a PDF of customer
terms whose section on the guarantee runs across a page break, an HTML page of eye tests with a
table, an XLSX of lens prices, a CSV of branches, a DOCX on contact lens care and a Markdown
page of questions; 16 answerable questions (half paraphrased; how much, how long, how often,
can I, what if), 8 in-domain questions the documents do not answer, questions about one row of
a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: how often to have the eyes tested, what a guarantee covers and not,
prices of two columns of one row, and care instructions.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "ClearView Opticians customer terms\n"
    "Ordering glasses\n"
    "Glasses are ready in seven to ten working days. Varifocal lenses take up to three weeks.\n"
    "Guarantee\n"
    "Frames and lenses have a two-year guarantee against faults. The guarantee does not cover "
    "scratches, lost glasses or damage from dropping them, which our breakage",
    "cover pays for at 20 euros a year.\n"
    "Returns\n"
    "If you cannot get used to new varifocals within 60 days, we change the lenses once free of "
    "charge.\n"
    "Payment\n"
    "A deposit of half the price is paid when you order; the rest when you collect.",
]
EYE_TESTS = """<html><head><title>Eye tests</title></head><body>
<h1>Eye tests</h1>
<table>
<tr><th>Test</th><th>Price</th><th>Takes</th><th>Recommended</th></tr>
<tr><td>Standard eye test</td><td>25 euros</td><td>30 minutes</td><td>Every two years</td></tr>
<tr><td>Children's eye test</td><td>Free</td><td>20 minutes</td><td>Every year</td></tr>
<tr><td>Contact lens check</td><td>35 euros</td><td>40 minutes</td><td>Every year</td></tr>
<tr><td>Driving test eye check</td><td>15 euros</td><td>15 minutes</td><td>Before the test</td></tr>
</table>
<p>Over 60? Have your eyes tested every year; the test is free at that age.</p>
</body></html>
"""
LENSES: list[list[Any]] = [
    ["Lens", "Standard", "Thin"],
    ["Single vision", "60 euros", "110 euros"],
    ["Reading", "45 euros", "90 euros"],
    ["Varifocal", "180 euros", "290 euros"],
]
BRANCHES = """Branch,Address,Opening hours,Hearing tests
Town Centre,5 High Street,Monday to Saturday 9:00-18:00,Yes
Riverside,22 Quay Road,Tuesday to Saturday 10:00-17:00,No
Hillview,140 Summit Avenue,Monday to Friday 8:30-19:00,Yes
"""
CARE = {
    "Caring for contact lenses": [
        "Wash and dry your hands before touching your lenses.",
        "Never rinse lenses with tap water; use fresh solution every time.",
        "Monthly lenses are thrown away after 30 days, even if they still feel comfortable.",
        "Take your lenses out before swimming or sleeping.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my own frames?

Yes, we fit new lenses into your own frames if they are in good condition, for 15 euros.

## Do you do home visits?

For customers who cannot leave home, an optician visits once a month at no extra cost.

## How do I clean my glasses?

Rinse them under lukewarm water and dry them with the microfibre cloth; paper tissues scratch
the lenses.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-terms.pdf": pdf(TERMS_PAGES),
        "eye-tests.html": EYE_TESTS.encode(),
        "lens-prices.xlsx": xlsx({"Lenses": LENSES}),
        "branches.csv": BRANCHES.encode(),
        "contact-lens-care.docx": docx(CARE, title="Caring for contact lenses"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long do glasses take to be ready?",
        "Glasses are ready in seven to ten working days",
        "customer-terms.pdf",
        1,
    ),
    Question(
        "How much is breakage cover?",
        "20 euros a year",
        "customer-terms.pdf",
        2,
    ),
    Question("How much is a standard eye test?", "25 euros", "eye-tests.html"),
    Question("How much are thin varifocal lenses?", "290 euros", "lens-prices.xlsx"),
    Question("Where is the Riverside branch?", "22 Quay Road", "branches.csv"),
    Question(
        "When should monthly lenses be thrown away?",
        "Monthly lenses are thrown away after 30 days",
        "contact-lens-care.docx",
    ),
    Question(
        "Can I bring my own frames?",
        "we fit new lenses into your own frames if they are in good condition, for 15 euros",
        "questions.md",
    ),
    Question(
        "How much deposit do I pay when I order?",
        "A deposit of half the price is paid when you order",
        "customer-terms.pdf",
        2,
    ),
    Question(
        "Is it covered if I sit on my glasses?",
        "The guarantee does not cover scratches, lost glasses or damage from dropping them",
        "customer-terms.pdf",
        1,
        True,
    ),
    Question(
        "What if I don't get on with my new varifocals?",
        "we change the lenses once free of charge",
        "customer-terms.pdf",
        2,
        True,
    ),
    Question(
        "How often should my kids have their eyes checked?",
        "Every year",
        "eye-tests.html",
        None,
        True,
    ),
    Question(
        "I'm 67, do I pay for an eye test?",
        "the test is free at that age",
        "eye-tests.html",
        None,
        True,
    ),
    Question(
        "Can I check my hearing at the Riverside branch?",
        "No",
        "branches.csv",
        None,
        True,
    ),
    Question(
        "Can I wear my contacts in the pool?",
        "Take your lenses out before swimming or sleeping",
        "contact-lens-care.docx",
        None,
        True,
    ),
    Question(
        "Is it OK to wash my lenses under the tap?",
        "Never rinse lenses with tap water",
        "contact-lens-care.docx",
        None,
        True,
    ),
    Question(
        "My mother can't get to the shop, what can she do?",
        "an optician visits once a month at no extra cost",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much are thin bifocal lenses?",
    "Do you sell sunglasses?",
    "How long does a hearing test take?",
    "Does the Riverside branch have parking?",
    "Do you accept health insurance vouchers?",
    "How much are daily contact lenses?",
    "Can I order glasses online?",
    "Do you repair broken frames while I wait?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long does a contact lens check take?", ("40 minutes",), ("Standard eye", "Children")),
    ("How much are standard reading lenses?", ("45 euros",), ("Single vision", "Varifocal")),
    ("When is the Hillview branch open?", ("Monday to Friday 8:30-19:00",), ("Riverside",)),
    ("How much is the driving test eye check?", ("15 euros",), ("Standard eye", "Contact")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much are standard single vision lenses?",
        "And thin ones?",
        "110 euros",
        ("Single vision",),
        ("Reading", "Varifocal"),
    ),
    FollowUp(
        "Where is the Hillview branch?",
        "Does it do hearing tests?",
        "Yes",
        ("Hillview",),
        ("Town Centre", "Riverside"),
    ),
    FollowUp(
        "How much is a children's eye test?",
        "How long does it take?",
        "20 minutes",
        ("Children's eye test",),
        ("Standard eye test", "Contact lens check"),
    ),
    FollowUp(
        "How long do glasses take to be ready?",
        "And varifocals?",
        "Varifocal lenses take up to three weeks",
    ),
]
