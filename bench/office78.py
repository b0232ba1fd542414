"""A seventy-eighth set of office documents for bench.answers (a phone repair shop): a PDF of
repair terms whose section on data runs across a page break, an HTML page of screen repairs
with a table, an XLSX of battery replacements, a CSV of opening hours, a DOCX on the warranty
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how
long, what if, do you, can I), 8 in-domain questions the documents do not answer, questions
about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: phone models as rows, a back-up, water damage and a diagnosis fee.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "FixPoint repair terms\n"
    "Diagnosis\n"
    "A diagnosis costs 20 euros, which is taken off the repair price if you go ahead.\n"
    "Your data\n"
    "Back up your phone before you hand it in; we do not open your files, but a repair can",
    "erase the phone's memory in rare cases.\n"
    "Parts\n"
    "We fit new parts of original quality; used parts are never fitted.\n"
    "Collection\n"
    "Phones not collected within 90 days are recycled after two reminders.\n"
    "Water damage\n"
    "Water-damaged phones are repaired without a warranty, because corrosion can spread.",
]
SCREENS = """<html><head><title>Screen repairs</title></head><body>
<h1>Screen repairs</h1>
<table>
<tr><th>Model</th><th>Screen</th><th>Time</th></tr>
<tr><td>iPhone 13</td><td>189 euros</td><td>1 hour</td></tr>
<tr><td>iPhone 15</td><td>279 euros</td><td>1 hour</td></tr>
<tr><td>Galaxy S23</td><td>219 euros</td><td>2 hours</td></tr>
<tr><td>Pixel 8</td><td>169 euros</td><td>Next day</td></tr>
</table>
<p>Screen protectors are fitted free with every screen repair.</p>
</body></html>
"""
BATTERIES: list[list[Any]] = [
    ["Model", "Battery", "Time"],
    ["iPhone 13", "89 euros", "45 minutes"],
    ["iPhone 15", "109 euros", "45 minutes"],
    ["Galaxy S23", "95 euros", "1 hour"],
]
HOURS = """Day,Open,Close
Monday to Friday,9:30,18:30
Saturday,10:00,17:00
Sunday,Closed,Closed
"""
WARRANTY = {
    "Warranty": [
        "Every repair has a 12-month warranty on the part and the work.",
        "The warranty ends if the phone is opened by anyone else.",
        "Drops and cracks after the repair are not covered.",
    ],
}
QUESTIONS = """# Questions

## Do I need an appointment?

No, walk in; appointments only help for repairs that take longer than an hour.

## Do you repair tablets?

Yes, iPads and Galaxy Tabs; ask for a quote at the counter.

## What if my phone cannot be fixed?

You pay only the diagnosis, and we can recycle the phone for you free.
"""


def documents() -> dict[str, bytes]:
    return {
        "repair-terms.pdf": pdf(TERMS_PAGES),
        "screens.html": SCREENS.encode(),
        "batteries.xlsx": xlsx({"Batteries": BATTERIES}),
        "opening-hours.csv": HOURS.encode(),
        "warranty.docx": docx(WARRANTY, title="Warranty"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much does a diagnosis cost?",
        "A diagnosis costs 20 euros",
        "repair-terms.pdf",
        1,
    ),
    Question(
        "What happens to phones not collected?",
        "Phones not collected within 90 days are recycled",
        "repair-terms.pdf",
        2,
    ),
    Question("How much is an iPhone 15 screen?", "279 euros", "screens.html"),
    Question("How much is a Galaxy S23 battery?", "95 euros", "batteries.xlsx"),
    Question("When do you close on Saturday?", "17:00", "opening-hours.csv"),
    Question(
        "How long is the warranty?",
        "a 12-month warranty",
        "warranty.docx",
    ),
    Question(
        "Do I need an appointment?",
        "No, walk in",
        "questions.md",
    ),
    Question(
        "Do you repair tablets?",
        "iPads and Galaxy Tabs",
        "questions.md",
    ),
    Question(
        "Will I lose my photos?",
        "Back up your phone before you hand it in",
        "repair-terms.pdf",
        1,
        True,
    ),
    Question(
        "Do you use second-hand parts?",
        "used parts are never fitted",
        "repair-terms.pdf",
        2,
        True,
    ),
    Question(
        "I dropped my phone in the bath, is the repair guaranteed?",
        "Water-damaged phones are repaired without a warranty",
        "repair-terms.pdf",
        2,
        True,
    ),
    Question(
        "Do I get a screen protector?",
        "Screen protectors are fitted free",
        "screens.html",
        None,
        True,
    ),
    Question(
        "How quickly can you fix a cracked Pixel 8 display?",
        "Next day",
        "screens.html",
        None,
        True,
    ),
    Question(
        "My phone cracked again a week after you fixed it, is that free?",
        "Drops and cracks after the repair are not covered",
        "warranty.docx",
        None,
        True,
    ),
    Question(
        "Are you open on Sundays?",
        "Closed",
        "opening-hours.csv",
        None,
        True,
    ),
    Question(
        "What do I pay if the phone is beyond repair?",
        "You pay only the diagnosis",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is an iPhone 12 screen?",
    "How much is a Pixel 8 battery?",
    "How much is a charging port repair?",
    "Do you unlock phones?",
    "Do you sell refurbished phones?",
    "Can you repair a laptop?",
    "Do you offer a courier pick-up?",
    "Can I get a loan phone during the repair?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long does a Galaxy S23 screen take?", ("2 hours",), ("iPhone", "Pixel")),
    ("How much is an iPhone 13 battery?", ("89 euros",), ("iPhone 15", "Galaxy")),
    ("How much is a Pixel 8 screen?", ("169 euros",), ("iPhone", "Galaxy")),
    ("When do you open on weekdays?", ("9:30",), ("Saturday", "Sunday")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is an iPhone 13 screen?",
        "And the iPhone 15?",
        "279 euros",
        ("iPhone 15",),
        ("iPhone 13", "Galaxy", "Pixel"),
    ),
    FollowUp(
        "How much is an iPhone 15 battery?",
        "How long does it take?",
        "45 minutes",
        ("iPhone 15",),
        ("iPhone 13", "Galaxy"),
    ),
    FollowUp(
        "How much is a Galaxy S23 screen?",
        "And the battery?",
        "95 euros",
        ("Galaxy S23",),
        ("iPhone",),
    ),
    FollowUp(
        "How long is the warranty?",
        "What does it not cover?",
        "Drops and cracks after the repair are not covered",
    ),
]
