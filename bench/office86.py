"""An eighty-sixth set of office documents for bench.answers (a farmers' market's stallholder
information): a PDF of market rules whose section on setting up runs across a page break, an
HTML page of pitch fees with a table, an XLSX of the market days, a CSV of what can be hired,
a DOCX on food hygiene and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, when, what size, can I, what if), 8 in-domain questions the documents
do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a pitch size in metres, an arrival window, a producer's own goods
and bad weather at an outdoor market.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Riverside Farmers' Market rules\n"
    "Who can sell\n"
    "Stallholders sell only what they grow, rear, catch or make themselves, within 50 km.\n"
    "Setting up\n"
    "Vehicles may enter from 6:00 to 7:30 to unload; after 7:30 the square is closed to cars, so",
    "late stallholders carry their goods in from the car park.\n"
    "Packing up\n"
    "Stalls stay open until 13:00; nobody packs up before then.\n"
    "Waste\n"
    "Take all your waste home; the market has no bins for stallholders.\n"
    "Insurance\n"
    "Every stallholder needs public liability insurance of at least 2 million euros.",
]
FEES = """<html><head><title>Pitch fees</title></head><body>
<h1>Pitch fees per market day</h1>
<table>
<tr><th>Pitch</th><th>Size</th><th>Fee</th></tr>
<tr><td>Small</td><td>3 x 3 m</td><td>25 euros</td></tr>
<tr><td>Standard</td><td>3 x 6 m</td><td>40 euros</td></tr>
<tr><td>Food van</td><td>Up to 7 m long</td><td>55 euros</td></tr>
</table>
<p>Electricity costs 8 euros a day and must be booked with the pitch.</p>
</body></html>
"""
DAYS: list[list[Any]] = [
    ["Market", "When", "Where"],
    ["Saturday market", "Every Saturday, 8:00 to 13:00", "Cathedral Square"],
    ["Midweek market", "Wednesdays, April to October, 9:00 to 13:00", "Mill Lane"],
    ["Christmas market", "First three Sundays of December", "Cathedral Square"],
]
HIRE = """Item,Price per day
Gazebo 3 x 3 m,15 euros
Trestle table,5 euros
Weights for a gazebo,4 euros
"""
HYGIENE = {
    "Food hygiene": [
        "Food traders show a food hygiene rating of 3 or higher.",
        "Chilled food is kept below 5 degrees in a fridge or cool box.",
        "Hot food stalls bring their own fire blanket and extinguisher.",
    ],
}
QUESTIONS = """# Questions

## Can I share a pitch?

Yes, two producers may share a standard pitch and split the fee.

## How do I apply?

Fill in the stallholder form online; new traders hear back within two weeks.

## What if the weather is bad?

The market goes ahead in rain; it is cancelled only for storm warnings, and fees are refunded.
"""


def documents() -> dict[str, bytes]:
    return {
        "market-rules.pdf": pdf(RULES_PAGES),
        "pitch-fees.html": FEES.encode(),
        "market-days.xlsx": xlsx({"Markets": DAYS}),
        "hire.csv": HIRE.encode(),
        "food-hygiene.docx": docx(HYGIENE, title="Food hygiene"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Who can sell at the market?",
        "Stallholders sell only what they grow, rear, catch or make themselves",
        "market-rules.pdf",
        1,
    ),
    Question(
        "What insurance do stallholders need?",
        "public liability insurance of at least 2 million euros",
        "market-rules.pdf",
        2,
    ),
    Question("How much is a standard pitch?", "40 euros", "pitch-fees.html"),
    Question("Where is the midweek market?", "Mill Lane", "market-days.xlsx"),
    Question("How much is a trestle table?", "5 euros", "hire.csv"),
    Question(
        "What food hygiene rating do food traders need?",
        "a food hygiene rating of 3 or higher",
        "food-hygiene.docx",
    ),
    Question(
        "Can I share a pitch?",
        "two producers may share a standard pitch",
        "questions.md",
    ),
    Question(
        "How do I apply?",
        "Fill in the stallholder form online",
        "questions.md",
    ),
    Question(
        "Until what time can I drive in to unload?",
        "Vehicles may enter from 6:00 to 7:30 to unload",
        "market-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I leave at 11 if I sell out?",
        "nobody packs up before then",
        "market-rules.pdf",
        2,
        True,
    ),
    Question(
        "Are there bins for my rubbish?",
        "the market has no bins for stallholders",
        "market-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I plug in a fridge?",
        "Electricity costs 8 euros a day",
        "pitch-fees.html",
        None,
        True,
    ),
    Question(
        "How big is a small pitch?",
        "3 x 3 m",
        "pitch-fees.html",
        None,
        True,
    ),
    Question(
        "Can I rent a tent for my stall?",
        "Gazebo 3 x 3 m",
        "hire.csv",
        None,
        True,
    ),
    Question(
        "How cold must I keep cheese?",
        "Chilled food is kept below 5 degrees",
        "food-hygiene.docx",
        None,
        True,
    ),
    Question(
        "Is the market called off when it pours?",
        "The market goes ahead in rain",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a corner pitch?",
    "Where is the Easter market?",
    "How much is a parasol to hire?",
    "Can I sell imported fruit?",
    "Is there parking for stallholders' vans all day?",
    "Can I play music at my stall?",
    "Do you take card payments for pitch fees?",
    "Is there a discount for charities?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a food van pitch?", ("55 euros",), ("Small", "Standard")),
    ("When is the Christmas market?", ("First three Sundays of December",), ("Saturday", "Mid")),
    ("How much are weights for a gazebo?", ("4 euros",), ("Trestle",)),
    ("What size is a standard pitch?", ("3 x 6 m",), ("Small", "Food van")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a small pitch?",
        "And a standard one?",
        "40 euros",
        ("Standard",),
        ("Small", "Food van"),
    ),
    FollowUp(
        "When is the Saturday market?",
        "Where is it?",
        "Cathedral Square",
        ("Saturday market",),
        ("Midweek", "Christmas"),
    ),
    FollowUp(
        "How much is a trestle table?",
        "And a gazebo?",
        "15 euros",
        ("Gazebo",),
        ("Trestle", "Weights"),
    ),
    FollowUp(
        "How much is a standard pitch?",
        "Can two producers share it?",
        "two producers may share a standard pitch",
    ),
]
