"""A hundred-and-second set of office documents for bench.answers (a water company): a PDF of
customer terms whose section on leaks runs across a page break, an HTML page of charges with
a table, an XLSX of the hardness by district, a CSV of the reservoirs' levels, a DOCX on
water meters and a Markdown page of questions; 16 answerable questions (half paraphrased;
how much, how hard, who pays, can I, what if), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a charge per cubic metre, water hardness, a hosepipe ban and who
mends a pipe. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Valley Water customer terms\n"
    "Supply\n"
    "We supply drinking water that meets the national standard at every tap.\n"
    "Interruptions\n"
    "Planned work that cuts your supply is announced at least 48 hours ahead.\n"
    "Leaks\n"
    "We repair leaks on the pipe up to your property boundary; the pipe inside the",
    "boundary is the owner's to repair.\n"
    "Hosepipe bans\n"
    "In a hosepipe ban, watering gardens and washing cars with a hosepipe are forbidden.\n"
    "Low pressure\n"
    "Pressure below 1 bar at the tap is compensated with 20 euros a day.",
]
CHARGES = """<html><head><title>Charges</title></head><body>
<h1>Charges</h1>
<table>
<tr><th>Charge</th><th>Amount</th><th>Billed</th></tr>
<tr><td>Water per cubic metre</td><td>1.85 euros</td><td>Twice a year</td></tr>
<tr><td>Sewerage per cubic metre</td><td>2.10 euros</td><td>Twice a year</td></tr>
<tr><td>Standing charge</td><td>60 euros a year</td><td>Twice a year</td></tr>
</table>
<p>Households on benefits can ask for a capped bill of 300 euros a year.</p>
</body></html>
"""
HARDNESS: list[list[Any]] = [
    ["District", "Hardness", "Source"],
    ["Millbrook", "Soft", "Upland reservoir"],
    ["Castleton", "Hard", "Chalk boreholes"],
    ["Eastfield", "Moderately hard", "Mixed"],
]
RESERVOIRS = """Reservoir,Level today,Usual level this month
Upland,78 percent,85 percent
Kettle Moss,64 percent,80 percent
Ridgeway,91 percent,88 percent
"""
METERS = {
    "Water meters": [
        "A water meter is fitted free of charge within 90 days of your request.",
        "If your bill is higher with a meter, you may switch back within two years.",
        "Read your meter in the app to see your use each week.",
    ],
}
QUESTIONS = """# Questions

## Why is my water cloudy?

Cloudy water is usually tiny air bubbles; let it stand in a glass and it clears from the
bottom up.

## Who do I call about a burst main?

Call our 24-hour leak line on 0800 555 123.

## Do you test my water?

We test water from every district daily; results are on our website.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-terms.pdf": pdf(TERMS_PAGES),
        "charges.html": CHARGES.encode(),
        "hardness.xlsx": xlsx({"Hardness": HARDNESS}),
        "reservoirs.csv": RESERVOIRS.encode(),
        "water-meters.docx": docx(METERS, title="Water meters"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How far ahead is planned work announced?",
        "announced at least 48 hours ahead",
        "customer-terms.pdf",
        1,
    ),
    Question(
        "What is forbidden in a hosepipe ban?",
        "watering gardens and washing cars with a hosepipe are forbidden",
        "customer-terms.pdf",
        2,
    ),
    Question("How much is sewerage per cubic metre?", "2.10 euros", "charges.html"),
    Question("How hard is the water in Castleton?", "Hard", "hardness.xlsx"),
    Question("What is the level of Kettle Moss today?", "64 percent", "reservoirs.csv"),
    Question(
        "How much does a water meter cost?",
        "fitted free of charge within 90 days",
        "water-meters.docx",
    ),
    Question(
        "Why is my water cloudy?",
        "Cloudy water is usually tiny air bubbles",
        "questions.md",
    ),
    Question(
        "Who do I call about a burst main?",
        "Call our 24-hour leak line on 0800 555 123",
        "questions.md",
    ),
    Question(
        "The pipe under my front garden is leaking, who fixes it?",
        "the pipe inside the boundary is the owner's to repair",
        "customer-terms.pdf",
        2,
        True,
    ),
    Question(
        "My shower is just a trickle, do I get anything back?",
        "compensated with 20 euros a day",
        "customer-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is the tap water safe to drink?",
        "We supply drinking water that meets the national standard",
        "customer-terms.pdf",
        1,
        True,
    ),
    Question(
        "I'm on benefits and can't afford my bill, is there help?",
        "a capped bill of 300 euros a year",
        "charges.html",
        None,
        True,
    ),
    Question(
        "How often do I get a bill?",
        "Twice a year",
        "charges.html",
        None,
        True,
    ),
    Question(
        "Which reservoir is fuller than normal?",
        "Ridgeway",
        "reservoirs.csv",
        None,
        True,
    ),
    Question(
        "What if a meter makes my bills go up?",
        "you may switch back within two years",
        "water-meters.docx",
        None,
        True,
    ),
    Question(
        "Do you check the quality of what comes out of my tap?",
        "We test water from every district daily",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is surface water drainage per year?",
    "How hard is the water in Westbury?",
    "What is the level of Hollow Dene reservoir today?",
    "Can I fill my swimming pool in a hosepipe ban?",
    "Do you fit water softeners?",
    "How much is a new connection?",
    "Is fluoride added to the water?",
    "Who repairs a leaking toilet?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is water per cubic metre?", ("1.85 euros",), ("Sewerage", "Standing")),
    ("Where does Millbrook's water come from?", ("Upland reservoir",), ("Castleton", "Eastfield")),
    ("What is the usual level of Upland this month?", ("85 percent",), ("Kettle", "Ridgeway")),
    ("How hard is the water in Eastfield?", ("Moderately hard",), ("Millbrook", "Castleton")),
]

FOLLOW_UPS = [
    FollowUp(
        "How hard is the water in Millbrook?",
        "And in Castleton?",
        "Hard",
        ("Castleton",),
        ("Millbrook", "Eastfield"),
    ),
    FollowUp(
        "What is the level of Ridgeway today?",
        "And usually?",
        "88 percent",
        ("Ridgeway",),
        ("Upland", "Kettle"),
    ),
    FollowUp(
        "How much is water per cubic metre?",
        "And sewerage?",
        "2.10 euros",
        ("Sewerage per cubic metre",),
        ("Water per cubic metre", "Standing charge"),
    ),
    FollowUp(
        "Who do I call about a burst main?",
        "Do you test my water?",
        "We test water from every district daily",
    ),
]
