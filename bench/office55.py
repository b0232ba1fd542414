"""A fifty-fifth set of office documents for bench.answers (a town's recycling centre): a PDF
of site rules whose section on vans and trailers runs across a page break, an HTML page of
charges with a table, an XLSX of what goes where, a CSV of opening hours by season, a DOCX on
bulky waste collection and a Markdown page of questions; 16 answerable questions (half
paraphrased; what may I bring, how much, when, where, do I need), 8 in-domain questions the
documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what waste is accepted and what is charged, permits for vans,
seasons' opening hours, and a household's limit of visits.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Millbrook Recycling Centre site rules\n"
    "Who may use the site\n"
    "The site is for households of Millbrook only; bring a bill with your address. Waste "
    "from a business is not accepted.\n"
    "Vans and trailers\n"
    "Vans, pick-ups and trailers longer than 2 metres need a free permit, booked online at "
    "least two days before",
    "the visit. Each household may bring a van twelve times a year.\n"
    "Safety\n"
    "Children must stay in the car, and pets too.\n"
    "Asbestos\n"
    "Asbestos is accepted only on the first Saturday of each month, double-wrapped in "
    "plastic.",
]
CHARGES = """<html><head><title>Charges</title></head><body>
<h1>Charges for DIY waste</h1>
<table>
<tr><th>Item</th><th>Charge</th></tr>
<tr><td>Rubble, soil or tiles (per bag)</td><td>3 euros</td></tr>
<tr><td>Plasterboard (per sheet)</td><td>5 euros</td></tr>
<tr><td>Car tyre</td><td>4 euros</td></tr>
<tr><td>Bathroom suite</td><td>15 euros</td></tr>
</table>
<p>Household waste, garden waste and everything sorted for recycling is free.</p>
</body></html>
"""
WHERE: list[list[Any]] = [
    ["Waste", "Container", "Note"],
    ["Cardboard", "Bay 1", "Flattened"],
    ["Garden waste", "Bay 4", "No soil or stones"],
    ["Electrical items", "Bay 6", "Fridges to staff"],
    ["Paint", "Hazardous waste cabin", "Up to 10 tins a visit"],
]
HOURS = """Season,Days,Opens,Closes
Summer (April to September),Every day,8:00,19:00
Winter (October to March),Every day,8:00,16:00
Christmas and New Year's Day,Closed,Closed,Closed
"""
BULKY = {
    "Bulky waste collection": [
        "The council collects up to five bulky items from your door for 30 euros.",
        "Book a collection by phone; the first free date is usually within two weeks.",
        "Items must be outside by 7:00 on the day; mattresses must be wrapped in plastic.",
    ],
}
QUESTIONS = """# Questions

## Can I take things from the site?

Yes, the reuse shop by the gate sells furniture and bikes that people brought in.

## Do staff help with heavy items?

Yes, ask at the cabin; staff help lift anything over 25 kg.

## Can I bring gas bottles?

Yes, empty gas bottles go to the cabin by the exit.
"""


def documents() -> dict[str, bytes]:
    return {
        "site-rules.pdf": pdf(RULES_PAGES),
        "charges.html": CHARGES.encode(),
        "what-goes-where.xlsx": xlsx({"What goes where": WHERE}),
        "opening-hours.csv": HOURS.encode(),
        "bulky-waste.docx": docx(BULKY, title="Bulky waste collection"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Is waste from a business accepted?",
        "Waste from a business is not accepted",
        "site-rules.pdf",
        1,
    ),
    Question(
        "When is asbestos accepted?",
        "only on the first Saturday of each month",
        "site-rules.pdf",
        2,
    ),
    Question("How much is a car tyre?", "4 euros", "charges.html"),
    Question("Where does cardboard go?", "Bay 1", "what-goes-where.xlsx"),
    Question("When does the site close in winter?", "16:00", "opening-hours.csv"),
    Question(
        "How much is a bulky waste collection?",
        "up to five bulky items from your door for 30 euros",
        "bulky-waste.docx",
    ),
    Question(
        "Can I bring gas bottles?",
        "empty gas bottles go to the cabin by the exit",
        "questions.md",
    ),
    Question(
        "Is garden waste free?",
        "Household waste, garden waste and everything sorted for recycling is free",
        "charges.html",
    ),
    Question(
        "Do I need a permit for my trailer?",
        "trailers longer than 2 metres need a free permit",
        "site-rules.pdf",
        1,
        True,
    ),
    Question(
        "How often can I come with a van?",
        "Each household may bring a van twelve times a year",
        "site-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can my kids get out and help?",
        "Children must stay in the car",
        "site-rules.pdf",
        2,
        True,
    ),
    Question(
        "What does it cost to get rid of an old bath and toilet?",
        "15 euros",
        "charges.html",
        None,
        True,
    ),
    Question(
        "Where do I put an old TV?",
        "Bay 6",
        "what-goes-where.xlsx",
        None,
        True,
    ),
    Question(
        "Can you pick up my old sofa?",
        "The council collects up to five bulky items from your door",
        "bulky-waste.docx",
        None,
        True,
    ),
    Question(
        "Can I buy second-hand furniture at the tip?",
        "the reuse shop by the gate sells furniture and bikes",
        "questions.md",
        None,
        True,
    ),
    Question(
        "My fridge is too heavy for me, will someone help?",
        "staff help lift anything over 25 kg",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a van tyre?",
    "Where does glass go?",
    "When is the site open on Easter Monday?",
    "Can I bring car batteries?",
    "How much is a bulky waste collection for ten items?",
    "Do you take clothes?",
    "Is there a limit on visits by car?",
    "When is asbestos accepted in the village depot?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is plasterboard?", ("5 euros",), ("Car tyre", "Bathroom")),
    ("Where does garden waste go?", ("Bay 4",), ("Cardboard", "Paint")),
    ("When does the site close in summer?", ("19:00",), ("Winter", "Christmas")),
    ("How many tins of paint can I bring?", ("Up to 10 tins",), ("Cardboard", "Garden")),
]

FOLLOW_UPS = [
    FollowUp(
        "Where does paint go?",
        "How much can I bring?",
        "Up to 10 tins a visit",
        ("Paint",),
        ("Cardboard", "Electrical"),
    ),
    FollowUp(
        "How much is rubble?",
        "And plasterboard?",
        "5 euros",
        ("Plasterboard",),
        ("Rubble", "Car tyre"),
    ),
    FollowUp(
        "When does the site open in winter?",
        "And when does it close?",
        "16:00",
        ("Winter",),
        ("Summer",),
    ),
    FollowUp(
        "How much is a bulky waste collection?",
        "How do I book it?",
        "Book a collection by phone",
    ),
]
