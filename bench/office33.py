"""A thirty-third set of office documents for bench.answers (a self-storage company): a PDF
rental agreement whose section on access runs across a page break, an HTML page of unit sizes
with a table, a CSV of its sites, an XLSX of packing supplies, a DOCX list of what may not be
stored and a Markdown page of questions; 16 answerable questions (half paraphrased; how much,
how big, what fits, when, may I, what happens if), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what fits in a unit, what may not be stored, notice periods and
access codes, and a site's hours beside its address.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

AGREEMENT_PAGES = [
    "BoxSafe storage rental agreement\n"
    "Rent and deposit\n"
    "Rent is paid monthly in advance. A deposit of one month's rent is paid when the agreement "
    "starts and returned within 14 days after you move out, less any cleaning costs.\n"
    "Access\n"
    "Each customer receives a personal access code for the gate. Codes must not be shared; "
    "anyone you send to your unit needs their own code, which you can request",
    "in the customer portal.\n"
    "Ending the agreement\n"
    "The agreement runs month by month and ends with 14 days' notice. Units must be left empty "
    "and swept clean.\n"
    "Late payment\n"
    "If rent is more than 10 days late, access to the unit is blocked until it is paid.",
]
UNITS = """<html><head><title>Unit sizes</title></head><body>
<h1>Unit sizes</h1>
<table>
<tr><th>Unit</th><th>Floor area</th><th>Fits</th><th>Per month</th></tr>
<tr><td>Locker</td><td>1 m2</td><td>About 10 boxes</td><td>29 euros</td></tr>
<tr><td>Small</td><td>5 m2</td><td>The contents of a one-room flat</td><td>79 euros</td></tr>
<tr><td>Medium</td><td>10 m2</td><td>The contents of a two-bedroom flat</td><td>139 euros</td></tr>
<tr><td>Large</td><td>20 m2</td><td>The contents of a family house</td><td>239 euros</td></tr>
</table>
<p>Every unit is 2.5 metres high. Insurance for contents up to 5,000 euros is included in the
rent.</p>
</body></html>
"""
SITES = """Site,Address,Gate hours,Office hours
North,12 Mill Road,6:00-22:00 every day,Monday to Friday 9:00-17:00
South,3 Harbour Lane,24 hours,Monday to Saturday 8:00-18:00
West,88 Airport Way,6:00-23:00 every day,Monday to Friday 10:00-16:00
"""
SUPPLIES: list[list[Any]] = [
    ["Item", "Price", "Sold per"],
    ["Moving box, medium", "2.50 euros", "box"],
    ["Packing tape", "3 euros", "roll"],
    ["Bubble wrap", "12 euros", "10-metre roll"],
    ["Padlock", "15 euros", "lock"],
]
NOT_STORED = {
    "What may not be stored": [
        "1. Food, plants and animals, living or dead.",
        "2. Petrol, gas bottles, paint thinner and anything else that can burn or explode.",
        "3. Weapons and ammunition.",
        "4. Stolen goods and anything else that is illegal to own.",
        "Cars and motorbikes may only be stored in the Large units of the South site, with an "
        "empty tank.",
    ],
}
QUESTIONS = """# Questions

## Can I live or work in my unit?

No. Units are for storage only; nobody may sleep, live or run a business from a unit.

## Do you have trolleys?

Yes, free trolleys and a hand truck wait at every site's entrance.

## Is the storage heated?

The North and West sites are heated and kept dry; the South site is dry but not heated.
"""


def documents() -> dict[str, bytes]:
    return {
        "rental-agreement.pdf": pdf(AGREEMENT_PAGES),
        "unit-sizes.html": UNITS.encode(),
        "sites.csv": SITES.encode(),
        "packing-supplies.xlsx": xlsx({"Supplies": SUPPLIES}),
        "not-stored.docx": docx(NOT_STORED, title="What may not be stored"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much is the deposit?",
        "A deposit of one month's rent",
        "rental-agreement.pdf",
        1,
    ),
    Question(
        "How much notice do I need to give to end the agreement?",
        "ends with 14 days' notice",
        "rental-agreement.pdf",
        2,
    ),
    Question("How much is a medium unit per month?", "139 euros", "unit-sizes.html"),
    Question("What are the gate hours of the West site?", "6:00-23:00 every day", "sites.csv"),
    Question("How much is a padlock?", "15 euros", "packing-supplies.xlsx"),
    Question(
        "Can I store a car?",
        "Cars and motorbikes may only be stored in the Large units of the South site",
        "not-stored.docx",
    ),
    Question(
        "How high are the units?",
        "Every unit is 2.5 metres high",
        "unit-sizes.html",
    ),
    Question(
        "Do you have trolleys?",
        "free trolleys and a hand truck wait at every site's entrance",
        "questions.md",
    ),
    Question(
        "Can my brother get into my unit?",
        "anyone you send to your unit needs their own code",
        "rental-agreement.pdf",
        1,
        True,
    ),
    Question(
        "What happens if I pay my rent late?",
        "access to the unit is blocked until it is paid",
        "rental-agreement.pdf",
        2,
        True,
    ),
    Question(
        "When do I get my deposit back?",
        "returned within 14 days after you move out",
        "rental-agreement.pdf",
        1,
        True,
    ),
    Question(
        "Which unit do I need for a two-bedroom flat?",
        "Medium",
        "unit-sizes.html",
        None,
        True,
    ),
    Question(
        "Are my things insured?",
        "Insurance for contents up to 5,000 euros is included in the rent",
        "unit-sizes.html",
        None,
        True,
    ),
    Question(
        "Can I keep paint thinner in my unit?",
        "Petrol, gas bottles, paint thinner and anything else that can burn or explode",
        "not-stored.docx",
        None,
        True,
    ),
    Question(
        "Can I get to my unit at 3 in the morning?",
        "24 hours",
        "sites.csv",
        None,
        True,
    ),
    Question(
        "Could I use my unit as a workshop?",
        "nobody may sleep, live or run a business from a unit",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is an extra large unit?",
    "Do you sell wardrobe boxes?",
    "Is there a discount for students?",
    "Do you collect my things from home?",
    "Is the West site on a bus route?",
    "How much does extra insurance cost?",
    "Can I pay the rent by direct debit?",
    "Is there a lift at the North site?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What fits in a small unit?", ("The contents of a one-room flat",), ("Medium", "Large")),
    ("Where is the South site?", ("3 Harbour Lane",), ("12 Mill Road", "88 Airport Way")),
    ("How much is bubble wrap?", ("12 euros",), ("Packing tape", "Padlock")),
    ("What is the floor area of a large unit?", ("20 m2",), ("Locker", "Medium")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a small unit per month?",
        "And a large one?",
        "239 euros",
        ("Large",),
        ("Small", "Medium"),
    ),
    FollowUp(
        "Where is the North site?",
        "When is its office open?",
        "Monday to Friday 9:00-17:00",
        ("North",),
        ("South", "West"),
    ),
    FollowUp(
        "How much is packing tape?",
        "And a medium moving box?",
        "2.50 euros",
        ("Moving box, medium",),
        ("Packing tape", "Padlock"),
    ),
    FollowUp(
        "Is the storage heated?",
        "Which site is not heated?",
        "the South site is dry but not heated",
    ),
]
