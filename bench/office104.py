"""A hundred-and-fourth set of office documents for bench.answers (a car wash and valeting
service): a PDF of customer terms whose section on damage runs across a page break, an HTML
page of wash prices with a table, an XLSX of the sites, a CSV of the extras, a DOCX on the
monthly wash club and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, how long, where, can I, what if), 8 in-domain questions the documents
do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: prices by car size, a roof box, pet hair and a wash subscription.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Sparkle Car Wash customer terms\n"
    "Before the wash\n"
    "Fold in your mirrors and remove roof boxes and bike racks before an automatic wash.\n"
    "Valuables\n"
    "Take valuables out of the car before a valet.\n"
    "Damage\n"
    "Report any damage before you leave the site; we cannot accept claims made after",
    "you have driven away.\n"
    "Convertibles\n"
    "Soft-top convertibles are washed by hand only.\n"
    "Weather\n"
    "If it rains within 24 hours of an exterior wash, come back for a free rinse.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Prices</h1>
<table>
<tr><th>Wash</th><th>Small car</th><th>Large car or van</th></tr>
<tr><td>Exterior wash</td><td>10 euros</td><td>14 euros</td></tr>
<tr><td>Full valet</td><td>45 euros</td><td>60 euros</td></tr>
<tr><td>Interior clean</td><td>25 euros</td><td>32 euros</td></tr>
</table>
<p>A full valet takes about two hours; book ahead for a full valet.</p>
</body></html>
"""
SITES: list[list[Any]] = [
    ["Site", "Address", "Hand wash"],
    ["Ringway", "Ringway Retail Park, by the petrol station", "Yes"],
    ["Docklands", "8 Quay Street", "No, automatic only"],
    ["Hillcrest", "Hillcrest Supermarket car park", "Yes"],
]
EXTRAS = """Extra,Price
Pet hair removal,10 euros
Headlight restoration,30 euros
Engine bay clean,20 euros
"""
CLUB = {
    "Wash club": [
        "Join the wash club for 25 euros a month and wash your car as often as once a day.",
        "The club covers exterior washes at every site; valets are 20 percent off.",
        "Leave the club at any time with one month's notice.",
    ],
}
QUESTIONS = """# Questions

## Do you use recycled water?

Yes, up to 80 percent of our water is collected and recycled.

## Can I wait while you wash?

Yes, every site has a waiting room with free coffee.

## Do you sell gift vouchers?

Yes, for any wash or valet, valid for one year.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-terms.pdf": pdf(TERMS_PAGES),
        "prices.html": PRICES.encode(),
        "sites.xlsx": xlsx({"Sites": SITES}),
        "extras.csv": EXTRAS.encode(),
        "wash-club.docx": docx(CLUB, title="Wash club"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What should I do before an automatic wash?",
        "Fold in your mirrors and remove roof boxes and bike racks",
        "customer-terms.pdf",
        1,
    ),
    Question(
        "How are soft-top convertibles washed?",
        "washed by hand only",
        "customer-terms.pdf",
        2,
    ),
    Question("How much is a full valet for a small car?", "45 euros", "prices.html"),
    Question("Where is the Docklands site?", "8 Quay Street", "sites.xlsx"),
    Question("How much is headlight restoration?", "30 euros", "extras.csv"),
    Question(
        "How much is the wash club?",
        "25 euros a month",
        "wash-club.docx",
    ),
    Question("Do you use recycled water?", "up to 80 percent of our water", "questions.md"),
    Question("Can I wait while you wash?", "a waiting room with free coffee", "questions.md"),
    Question(
        "I noticed a scratch when I got home, can I claim?",
        "we cannot accept claims made after",
        "customer-terms.pdf",
        1,
        True,
    ),
    Question(
        "It poured the day after my wash, what now?",
        "come back for a free rinse",
        "customer-terms.pdf",
        2,
        True,
    ),
    Question(
        "Should I leave my laptop in the car for the valet?",
        "Take valuables out of the car before a valet",
        "customer-terms.pdf",
        1,
        True,
    ),
    Question(
        "How long will a full valet take?",
        "about two hours",
        "prices.html",
        None,
        True,
    ),
    Question(
        "Which site only has the machine wash?",
        "Docklands",
        "sites.xlsx",
        None,
        True,
    ),
    Question(
        "My dog sheds everywhere in the back, can you clean that?",
        "Pet hair removal",
        "extras.csv",
        None,
        True,
    ),
    Question(
        "Do members get money off a valet?",
        "valets are 20 percent off",
        "wash-club.docx",
        None,
        True,
    ),
    Question(
        "Can I buy a wash as a present?",
        "gift vouchers",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a ceramic coating?",
    "Where is the Westgate site?",
    "How much is a seat shampoo?",
    "Can I wash a motorbike?",
    "Do you wash lorries?",
    "Is there a discount for taxis?",
    "Can I pay by cash at the Docklands site?",
    "How long does an interior clean take?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is an exterior wash for a large car?", ("14 euros",), ("Full valet", "Interior")),
    ("Does Hillcrest do hand washes?", ("Yes",), ("Ringway", "Docklands")),
    ("How much is an engine bay clean?", ("20 euros",), ("Pet hair", "Headlight")),
    (
        "Where is the Ringway site?",
        ("Ringway Retail Park, by the petrol station",),
        ("Docklands", "Hillcrest"),
    ),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is an interior clean for a small car?",
        "And for a van?",
        "32 euros",
        ("Interior clean",),
        ("Exterior wash", "Full valet"),
    ),
    FollowUp(
        "Where is the Hillcrest site?",
        "Does it do hand washes?",
        "Yes",
        ("Hillcrest",),
        ("Ringway", "Docklands"),
    ),
    FollowUp(
        "How much is pet hair removal?",
        "And headlight restoration?",
        "30 euros",
        ("Headlight restoration",),
        ("Pet hair", "Engine bay"),
    ),
    FollowUp(
        "How much is the wash club?",
        "How do I leave it?",
        "Leave the club at any time with one month's notice",
    ),
]
