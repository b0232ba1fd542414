"""A ninth set of office documents for bench.answers (a coffee machine maker's support pages): a
PDF user manual whose paragraph runs across a page break and whose steps are numbered, an HTML
troubleshooting table of three columns (problem, likely cause, what to do), a Markdown list of
error codes, an XLSX comparison of models and a DOCX of warranty terms with exclusions, and a CSV
of service centres; 16 answerable questions (half paraphrased; why, what if, which is cheapest,
is it covered), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a question asking for a cause, a row chosen by its first cell's
description, a superlative over a table, exclusions ("does not cover") and codes in a list.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

MANUAL_PAGES = [
    "Brewmaster user manual\n"
    "Safety\n"
    "Always unplug the machine before cleaning it. Never immerse the machine in water. "
    "Children under 8 must not use the machine.\n"
    "First use\n"
    "Rinse the water tank and fill it with fresh cold water. Run two cups of hot water through "
    "the machine before you make your first coffee. The first coffee may taste",
    "slightly bitter while the new grinder settles.\n"
    "Descaling\n"
    "Descale the machine every 3 months, or sooner when the descale light flashes orange. "
    "A descaling cycle takes about 25 minutes.\n"
    "1. Empty the drip tray and the water tank.\n"
    "2. Dissolve one sachet of Brewmaster descaler in 500 ml of water in the tank.\n"
    "3. Hold the steam and coffee buttons together for 5 seconds to start the cycle.\n"
    "4. Rinse the tank and run one full tank of clean water through the machine.",
    "Cleaning\n"
    "Wash the drip tray and the milk frother after every use. The brew unit is removed once a "
    "week and rinsed under the tap; do not use washing-up liquid on it.\n"
    "Water filter\n"
    "Replace the water filter every 2 months or after 50 litres. Soft water areas may skip the "
    "filter entirely.",
]
TROUBLESHOOTING = """<!doctype html>
<html><head><title>Troubleshooting</title></head>
<body>
<h1>Troubleshooting</h1>
<p>Most problems can be solved at home. If none of these helps, contact a service centre.</p>
<table>
<tr><th>Problem</th><th>Likely cause</th><th>What to do</th></tr>
<tr><td>Coffee is not hot enough</td><td>Cups are cold</td>
<td>Warm the cup with hot water first</td></tr>
<tr><td>Coffee runs too slowly</td><td>Grind too fine</td>
<td>Turn the grind dial one step coarser</td></tr>
<tr><td>No coffee comes out</td><td>Brew unit blocked</td>
<td>Remove and rinse the brew unit</td></tr>
<tr><td>Milk does not froth</td><td>Frother nozzle clogged</td>
<td>Clean the nozzle with the pin supplied</td></tr>
<tr><td>Water under the machine</td><td>Drip tray full</td><td>Empty the drip tray</td></tr>
</table>
</body></html>
"""
ERROR_CODES = """# Error codes

The display shows an error code when the machine stops.

- **E1** - Water tank empty. Refill the tank and press OK.
- **E2** - Bean hopper empty. Add beans; the machine restarts by itself.
- **E3** - Brew unit missing. Insert the brew unit until it clicks.
- **E4** - Overheating. Switch off and wait 30 minutes.
- **E5** - Internal fault. Call a service centre; do not open the machine.
"""
MODELS: list[list[Any]] = [
    ["Model", "Water tank", "Pump pressure", "Milk frother", "Price"],
    ["Brewmaster Compact", "1.0 litres", "15 bar", "None", "£249"],
    ["Brewmaster Classic", "1.8 litres", "15 bar", "Steam wand", "£399"],
    ["Brewmaster Barista Pro", "2.5 litres", "19 bar", "Automatic", "£649"],
]
WARRANTY_SECTIONS = {
    "Warranty period": [
        "Every Brewmaster machine comes with a two-year warranty from the date of purchase.",
        "Registering your machine online within 30 days extends the warranty to three years.",
    ],
    "What is not covered": [
        "The warranty does not cover damage caused by limescale, dropped machines or repairs by "
        "anyone other than an authorised service centre.",
        "Glass jugs and seals are wear parts and are not covered.",
    ],
    "Making a claim": [
        "Keep your receipt: it is needed for every claim.",
        "Contact a service centre; we collect the machine within 5 working days and return it "
        "repaired or replaced.",
    ],
}
SERVICE_CENTRES = """City,Address,Phone,Open
Manchester,12 Deansgate,0161 555 0100,Mon-Fri 9:00-17:30
Bristol,4 Harbourside Way,0117 555 0200,Mon-Sat 8:30-17:00
Glasgow,88 Buchanan Street,0141 555 0300,Tue-Sat 10:00-18:00
"""


def documents() -> dict[str, bytes]:
    return {
        "user-manual.pdf": pdf(MANUAL_PAGES),
        "troubleshooting.html": TROUBLESHOOTING.encode(),
        "error-codes.md": ERROR_CODES.encode(),
        "models.xlsx": xlsx({"Models": MODELS}),
        "warranty.docx": docx(WARRANTY_SECTIONS, title="Warranty terms"),
        "service-centres.csv": SERVICE_CENTRES.encode(),
    }


ANSWERABLE = [
    Question("How often should I descale the machine?", "every 3 months", "user-manual.pdf", 2),
    Question("How long does a descaling cycle take?", "about 25 minutes", "user-manual.pdf", 2),
    Question("What does error E4 mean?", "Overheating", "error-codes.md"),
    Question("How long is the warranty?", "two-year warranty", "warranty.docx"),
    Question(
        "What is the phone number of the Glasgow service centre?",
        "0141 555 0300",
        "service-centres.csv",
    ),
    Question("What pump pressure does the Barista Pro have?", "19 bar", "models.xlsx"),
    Question(
        "What should I do when no coffee comes out?",
        "Remove and rinse the brew unit",
        "troubleshooting.html",
    ),
    Question(
        "Why does my first coffee taste bitter?",
        "while the new grinder settles",
        "user-manual.pdf",
        2,
    ),
    Question("Why is my coffee lukewarm?", "Cups are cold", "troubleshooting.html", None, True),
    Question(
        "How do I get three years of cover?",
        "Registering your machine online within 30 days",
        "warranty.docx",
        None,
        True,
    ),
    Question(
        "Is damage from hard water deposits covered?",
        "does not cover damage caused by limescale",
        "warranty.docx",
        None,
        True,
    ),
    Question("The display says E2, what now?", "Add beans", "error-codes.md", None, True),
    Question("How much is the cheapest model?", "£249", "models.xlsx", None, True),
    Question(
        "What should I do before making my first espresso?",
        "Run two cups of hot water through the machine",
        "user-manual.pdf",
        1,
        True,
    ),
    Question(
        "Which part needs cleaning weekly?",
        "brew unit is removed once a week",
        "user-manual.pdf",
        3,
        True,
    ),
    Question(
        "Where can I get my machine repaired in Bristol?",
        "4 Harbourside Way",
        "service-centres.csv",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "What does error E7 mean?",
    "Is there a service centre in Leeds?",
    "What voltage does the machine need?",
    "How much does a replacement water filter cost?",
    "How long does the Barista Pro take to heat up?",
    "Is the warranty valid outside the UK?",
    "How often should I replace the seals?",
    "How big is the water tank of the Brewmaster Mini?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    (
        "How big is the water tank of the Brewmaster Classic?",
        ("Classic",),
        ("Compact", "Barista Pro"),
    ),
    ("What is the price of the Brewmaster Compact?", ("Compact",), ("Classic", "Barista")),
    ("When is the Manchester service centre open?", ("Manchester",), ("Bristol", "Glasgow")),
    (
        "What should I do when the milk does not froth?",
        ("Milk does not froth",),
        ("Coffee runs too slowly", "No coffee comes out"),
    ),
]

FOLLOW_UPS = [
    FollowUp("What does error E2 mean?", "And E3?", "Brew unit missing", ("E3",), ("E2",)),
    # Its rows were named after its first answer was seen (it quoted every centre's row).
    FollowUp(
        "What is the phone number of the Bristol service centre?",
        "And its address?",
        "4 Harbourside Way",
        ("Bristol",),
        ("Manchester", "Glasgow"),
    ),
    FollowUp(
        "How often should I descale the machine?", "How long does it take?", "about 25 minutes"
    ),
    FollowUp(
        "How big is the water tank of the Brewmaster Compact?",
        "And of the Barista Pro?",
        "2.5 litres",
        ("Barista Pro",),
        ("Compact", "Classic"),
    ),
]
