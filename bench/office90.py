"""A ninetieth set of office documents for bench.answers (a day spa): a PDF of spa etiquette
whose section on bathing suits runs across a page break, an HTML page of day packages with a
table, an XLSX of treatments, a CSV of the saunas, a DOCX on health and pregnancy and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how hot, how
long, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a temperature in degrees, towels and robes, a treatment's length
and a late arrival for a treatment.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

ETIQUETTE_PAGES = [
    "Willow Springs spa etiquette\n"
    "Age\n"
    "The spa is for guests aged 16 and over; under 18s come with an adult.\n"
    "Bathing suits\n"
    "Swimwear is worn in the pools and the steam room; the saunas are textile-free, so take a",
    "towel to sit on.\n"
    "Phones\n"
    "Phones stay in the lockers; the relaxation rooms are quiet zones.\n"
    "Arriving\n"
    "Arrive 20 minutes before a treatment; a late start is not made up at the end.\n"
    "Towels\n"
    "A robe, two towels and slippers are provided with every day package.",
]
PACKAGES = """<html><head><title>Day packages</title></head><body>
<h1>Day packages</h1>
<table>
<tr><th>Package</th><th>Weekday</th><th>Weekend</th><th>Includes</th></tr>
<tr><td>Spa day</td><td>49 euros</td><td>65 euros</td><td>Pools, saunas and lunch</td></tr>
<tr><td>Pamper day</td><td>95 euros</td><td>115 euros</td>
<td>Spa day and a 50-minute treatment</td></tr>
<tr><td>Twilight</td><td>35 euros</td><td>45 euros</td><td>Pools and saunas from 17:00</td></tr>
</table>
<p>Gift vouchers are valid for 12 months.</p>
</body></html>
"""
TREATMENTS: list[list[Any]] = [
    ["Treatment", "Length", "Price"],
    ["Swedish massage", "50 minutes", "70 euros"],
    ["Hot stone massage", "75 minutes", "95 euros"],
    ["Facial", "50 minutes", "65 euros"],
    ["Foot ritual", "25 minutes", "35 euros"],
]
SAUNAS = """Sauna,Temperature,Note
Finnish sauna,90 degrees,Infusions on the hour
Bio sauna,60 degrees,Gentle with herbs
Steam room,45 degrees,Swimwear worn
"""
HEALTH = {
    "Health and pregnancy": [
        "Pregnant guests may use the pools but not the saunas or the steam room.",
        "Pregnancy massage is offered after the first 12 weeks.",
        "Guests with high blood pressure should ask their doctor before using the saunas.",
    ],
}
QUESTIONS = """# Questions

## Can I book a treatment without a day package?

Yes, treatments alone include the use of the relaxation rooms for an hour.

## Is lunch included?

Lunch is included in the Spa day and Pamper day, not in Twilight.

## What if I have to cancel?

Cancel up to 48 hours ahead for a full refund; later, half the price is charged.
"""


def documents() -> dict[str, bytes]:
    return {
        "spa-etiquette.pdf": pdf(ETIQUETTE_PAGES),
        "day-packages.html": PACKAGES.encode(),
        "treatments.xlsx": xlsx({"Treatments": TREATMENTS}),
        "saunas.csv": SAUNAS.encode(),
        "health.docx": docx(HEALTH, title="Health and pregnancy"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What ages is the spa for?",
        "The spa is for guests aged 16 and over",
        "spa-etiquette.pdf",
        1,
    ),
    Question(
        "Are robes provided?",
        "A robe, two towels and slippers are provided",
        "spa-etiquette.pdf",
        2,
    ),
    Question("How much is a spa day at the weekend?", "65 euros", "day-packages.html"),
    Question("How much is a hot stone massage?", "95 euros", "treatments.xlsx"),
    Question("How hot is the Finnish sauna?", "90 degrees", "saunas.csv"),
    Question(
        "Can pregnant guests use the saunas?",
        "may use the pools but not the saunas",
        "health.docx",
    ),
    Question(
        "Can I book a treatment without a day package?",
        "treatments alone include the use of the relaxation rooms",
        "questions.md",
    ),
    Question(
        "Is lunch included?",
        "Lunch is included in the Spa day and Pamper day",
        "questions.md",
    ),
    Question(
        "Do I wear a swimsuit in the sauna?",
        "the saunas are textile-free",
        "spa-etiquette.pdf",
        1,
        True,
    ),
    Question(
        "Can I take my mobile into the relaxation room?",
        "Phones stay in the lockers",
        "spa-etiquette.pdf",
        2,
        True,
    ),
    Question(
        "If I am ten minutes late for my massage, do I still get the full time?",
        "a late start is not made up at the end",
        "spa-etiquette.pdf",
        2,
        True,
    ),
    Question(
        "How long can I use a gift voucher?",
        "Gift vouchers are valid for 12 months",
        "day-packages.html",
        None,
        True,
    ),
    Question(
        "Which package is for the evening?",
        "Twilight",
        "day-packages.html",
        None,
        True,
    ),
    Question(
        "What is the shortest treatment?",
        "Foot ritual",
        "treatments.xlsx",
        None,
        True,
    ),
    Question(
        "Which sauna is the mildest?",
        "Bio sauna",
        "saunas.csv",
        None,
        True,
    ),
    Question(
        "Do I get my money back if I cancel the day before?",
        "later, half the price is charged",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a couples package?",
    "How much is a reflexology treatment?",
    "How hot is the salt cave?",
    "Is there a hair salon in the spa?",
    "Can I buy the massage oils?",
    "Is there a gym?",
    "Can I stay overnight?",
    "Is the spa accessible for wheelchair users?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a pamper day on a weekday?", ("95 euros",), ("Twilight",)),
    ("How long is a facial?", ("50 minutes",), ("Swedish", "Hot stone", "Foot")),
    ("How hot is the steam room?", ("45 degrees",), ("Finnish", "Bio")),
    ("What does the twilight package include?", ("Pools and saunas from 17:00",), ("Pamper",)),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a Swedish massage?",
        "How long is it?",
        "50 minutes",
        ("Swedish massage",),
        ("Hot stone", "Facial", "Foot"),
    ),
    FollowUp(
        "How much is a spa day on a weekday?",
        "And at the weekend?",
        "65 euros",
        ("Spa day",),
        ("Pamper", "Twilight"),
    ),
    FollowUp(
        "How hot is the bio sauna?",
        "And the Finnish sauna?",
        "90 degrees",
        ("Finnish sauna",),
        ("Bio", "Steam"),
    ),
    FollowUp(
        "Can pregnant guests use the saunas?",
        "Can they have a massage?",
        "Pregnancy massage is offered after the first 12 weeks",
    ),
]
