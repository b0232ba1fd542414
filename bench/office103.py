"""A hundred-and-third set of office documents for bench.answers (a cat café): a PDF of house
rules whose section on the cats' wellbeing runs across a page break, an HTML page of visit
prices with a table, an XLSX of the resident cats, a CSV of the menu, a DOCX on adopting a cat
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, who,
how old, can I, what if), 8 in-domain questions the documents do not answer, questions about
one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: animals by name, a visit length, allergies and adoption fees. A
question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Whisker Lounge house rules\n"
    "Shoes\n"
    "Take off your shoes at the door; slippers are provided.\n"
    "Hands\n"
    "Wash your hands when you arrive and before you leave.\n"
    "The cats' wellbeing\n"
    "Never wake a sleeping cat or pick a cat up; let the cats come to you, and do not feed",
    "them any of your food.\n"
    "Children\n"
    "Children must be 8 or over and stay with an adult at all times.\n"
    "Flash\n"
    "Photos are welcome, but without flash.",
]
PRICES = """<html><head><title>Visits</title></head><body>
<h1>Visits</h1>
<table>
<tr><th>Visit</th><th>Length</th><th>Price</th></tr>
<tr><td>Short visit</td><td>30 minutes</td><td>8 euros</td></tr>
<tr><td>Standard visit</td><td>1 hour</td><td>12 euros</td></tr>
<tr><td>Quiet morning</td><td>1 hour, 09:00 to 10:00, at most 6 guests</td><td>15 euros</td></tr>
</table>
<p>Every visit includes one hot or cold drink.</p>
</body></html>
"""
CATS: list[list[Any]] = [
    ["Cat", "Age", "Likes"],
    ["Miso", "3 years", "Feather wands"],
    ["Pepper", "11 years", "Sleeping in the window"],
    ["Tofu", "1 year", "Chasing balls"],
]
MENU = """Item,Price
Cappuccino,3.50 euros
Cat-shaped cookie,2.50 euros
Toasted sandwich,6 euros
"""
ADOPTION = {
    "Adopting a cat": [
        "Some of our cats can be adopted; ask a member of staff which ones.",
        "The adoption fee is 90 euros and includes vaccinations and a microchip.",
        "We visit your home before an adoption to check it is safe for a cat.",
    ],
}
QUESTIONS = """# Questions

## I'm allergic to cats, can I visit?

We do not recommend a visit; our cats are not hypoallergenic.

## Can I book a birthday party?

Yes, for up to 12 guests aged 8 or over, 20 euros a person.

## Do I need to book?

Walk-ins are welcome, but weekends are often full; book online to be sure.
"""


def documents() -> dict[str, bytes]:
    return {
        "house-rules.pdf": pdf(RULES_PAGES),
        "visits.html": PRICES.encode(),
        "cats.xlsx": xlsx({"Cats": CATS}),
        "menu.csv": MENU.encode(),
        "adoption.docx": docx(ADOPTION, title="Adopting a cat"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Do I have to take off my shoes?",
        "Take off your shoes at the door",
        "house-rules.pdf",
        1,
    ),
    Question(
        "Can I take photos?",
        "Photos are welcome, but without flash",
        "house-rules.pdf",
        2,
    ),
    Question("How much is a standard visit?", "12 euros", "visits.html"),
    Question("How old is Pepper?", "11 years", "cats.xlsx"),
    Question("How much is a cappuccino?", "3.50 euros", "menu.csv"),
    Question(
        "How much is the adoption fee?",
        "The adoption fee is 90 euros",
        "adoption.docx",
    ),
    Question(
        "Can I book a birthday party?",
        "for up to 12 guests aged 8 or over, 20 euros a person",
        "questions.md",
    ),
    Question("Do I need to book?", "Walk-ins are welcome", "questions.md"),
    Question(
        "Can I give the cats some of my sandwich?",
        "do not feed",
        "house-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I bring my 6-year-old?",
        "Children must be 8 or over",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is a coffee included in the entry price?",
        "Every visit includes one hot or cold drink",
        "visits.html",
        None,
        True,
    ),
    Question(
        "When is it calmest to come?",
        "Quiet morning",
        "visits.html",
        None,
        True,
    ),
    Question(
        "Which cat is the kitten?",
        "Tofu",
        "cats.xlsx",
        None,
        True,
    ),
    Question(
        "What food can I get?",
        "Toasted sandwich",
        "menu.csv",
        None,
        True,
    ),
    Question(
        "Can I take one of the cats home for good?",
        "Some of our cats can be adopted",
        "adoption.docx",
        None,
        True,
    ),
    Question(
        "Cats make me sneeze, should I come?",
        "We do not recommend a visit",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is an evening visit?",
    "How old is Biscuit?",
    "How much is a hot chocolate?",
    "Can I bring my own cat?",
    "Do you sell cat food to take home?",
    "Is there a discount for students?",
    "How long does an adoption take?",
    "Do you have vegan cakes?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is a short visit?", ("30 minutes",), ("Standard visit", "Quiet morning")),
    ("What does Miso like?", ("Feather wands",), ("Pepper", "Tofu")),
    ("How much is a toasted sandwich?", ("6 euros",), ("Cappuccino", "cookie")),
    ("How old is Tofu?", ("1 year",), ("Miso", "Pepper")),
]

FOLLOW_UPS = [
    FollowUp(
        "How old is Miso?",
        "And Pepper?",
        "11 years",
        ("Pepper",),
        ("Miso", "Tofu"),
    ),
    FollowUp(
        "How much is a short visit?",
        "And a quiet morning?",
        "15 euros",
        ("Quiet morning",),
        ("Short visit", "Standard visit"),
    ),
    FollowUp(
        "What does Tofu like?",
        "How old is he?",
        "1 year",
        ("Tofu",),
        ("Miso", "Pepper"),
    ),
    FollowUp(
        "How much is the adoption fee?",
        "What does it include?",
        "includes vaccinations and a microchip",
    ),
]
