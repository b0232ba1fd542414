"""A seventy-fourth set of office documents for bench.answers (a dog grooming salon): a PDF of
salon policies whose section on matted coats runs across a page break, an HTML page of grooms
with a table, an XLSX of add-ons, a CSV of the groomers' days, a DOCX on a puppy's first visit
and a Markdown page of questions; 16 answerable questions (half paraphrased; how much, how
long, which size, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a dog's size as a row, fleas, a nervous dog and a late pick-up.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

POLICIES_PAGES = [
    "Waggy Tails salon policies\n"
    "Vaccinations\n"
    "Every dog must be vaccinated; bring the vaccination card to the first appointment.\n"
    "Matted coats\n"
    "A badly matted coat is shaved short for the dog's comfort, for an extra 15 euros, because",
    "brushing out deep mats hurts.\n"
    "Fleas\n"
    "Dogs found with fleas get a flea bath at 12 euros before the groom goes on.\n"
    "Collection\n"
    "Please collect your dog within 30 minutes of our call; after that we charge 10 euros an "
    "hour.\n"
    "Cancellations\n"
    "Cancel at least 24 hours ahead, or half the groom's price is charged.",
]
GROOMS = """<html><head><title>Grooms</title></head><body>
<h1>Full groom prices</h1>
<table>
<tr><th>Dog size</th><th>Example breeds</th><th>Full groom</th><th>Takes</th></tr>
<tr><td>Small</td><td>Shih tzu, Yorkshire terrier</td><td>45 euros</td><td>2 hours</td></tr>
<tr><td>Medium</td><td>Cocker spaniel, Schnauzer</td><td>60 euros</td><td>2.5 hours</td></tr>
<tr><td>Large</td><td>Golden retriever, Labradoodle</td><td>80 euros</td><td>3 hours</td></tr>
</table>
<p>A full groom includes a bath, a cut, nails and ears.</p>
</body></html>
"""
ADD_ONS: list[list[Any]] = [
    ["Add-on", "Price"],
    ["Teeth cleaning", "8 euros"],
    ["Nail clip only", "10 euros"],
    ["Blueberry facial", "6 euros"],
    ["De-shedding treatment", "18 euros"],
]
GROOMERS = """Groomer,Works on,Good with
Nina,Monday to Wednesday,Nervous dogs
Tom,Thursday and Friday,Large breeds
Ayla,Saturday,Puppies
"""
PUPPIES = {
    "A puppy's first visit": [
        "Puppies can come from 12 weeks old, once their vaccinations are done.",
        "The first visit is a short introduction of 30 minutes for 20 euros.",
        "Owners may stay with their puppy during the first visit.",
    ],
}
QUESTIONS = """# Questions

## Can I stay while my dog is groomed?

No, most dogs settle better without their owners, except on a puppy's first visit.

## Do you groom cats?

No, we groom dogs only.

## What if my dog bites?

Tell us when you book; we use a soft muzzle and may need a longer appointment.
"""


def documents() -> dict[str, bytes]:
    return {
        "salon-policies.pdf": pdf(POLICIES_PAGES),
        "grooms.html": GROOMS.encode(),
        "add-ons.xlsx": xlsx({"Add-ons": ADD_ONS}),
        "groomers.csv": GROOMERS.encode(),
        "puppies.docx": docx(PUPPIES, title="A puppy's first visit"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Does my dog need to be vaccinated?",
        "Every dog must be vaccinated",
        "salon-policies.pdf",
        1,
    ),
    Question(
        "How much is a flea bath?",
        "a flea bath at 12 euros",
        "salon-policies.pdf",
        2,
    ),
    Question("How much is a full groom for a large dog?", "80 euros", "grooms.html"),
    Question("How much is teeth cleaning?", "8 euros", "add-ons.xlsx"),
    Question("When does Tom work?", "Thursday and Friday", "groomers.csv"),
    Question(
        "How old must puppies be?",
        "Puppies can come from 12 weeks old",
        "puppies.docx",
    ),
    Question(
        "Can I stay while my dog is groomed?",
        "most dogs settle better without their owners",
        "questions.md",
    ),
    Question(
        "Do you groom cats?",
        "we groom dogs only",
        "questions.md",
    ),
    Question(
        "My poodle's fur is full of knots, what will you do?",
        "A badly matted coat is shaved short",
        "salon-policies.pdf",
        1,
        True,
    ),
    Question(
        "What if I pick my dog up two hours late?",
        "we charge 10 euros an",
        "salon-policies.pdf",
        2,
        True,
    ),
    Question(
        "Is there a fee if I cancel the same morning?",
        "half the groom's price is charged",
        "salon-policies.pdf",
        2,
        True,
    ),
    Question(
        "What is in a full groom?",
        "a bath, a cut, nails and ears",
        "grooms.html",
        None,
        True,
    ),
    Question(
        "How much to just trim the claws?",
        "10 euros",
        "add-ons.xlsx",
        None,
        True,
    ),
    Question(
        "My dog is very anxious, who should groom him?",
        "Nina",
        "groomers.csv",
        None,
        True,
    ),
    Question(
        "Can I be with my puppy the first time?",
        "Owners may stay with their puppy during the first visit",
        "puppies.docx",
        None,
        True,
    ),
    Question(
        "My dog sometimes snaps at strangers, can you still groom him?",
        "we use a soft muzzle",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a full groom for a giant dog?",
    "How much is a paw balm treatment?",
    "When does Lisa work?",
    "Do you sell dog food?",
    "Can you pick up my dog from home?",
    "Do you offer dog walking?",
    "Can I pay by card?",
    "Is there a loyalty card?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long does a full groom take for a medium dog?", ("2.5 hours",), ("Small", "Large")),
    ("How much is a de-shedding treatment?", ("18 euros",), ("Teeth", "Nail", "Blueberry")),
    ("Who is good with puppies?", ("Ayla",), ("Nina", "Tom")),
    ("Which breeds count as small?", ("Shih tzu, Yorkshire terrier",), ("Cocker", "Golden")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a full groom for a small dog?",
        "And a medium one?",
        "60 euros",
        ("Medium",),
        ("Small", "Large"),
    ),
    FollowUp(
        "When does Nina work?",
        "What is she good with?",
        "Nervous dogs",
        ("Nina",),
        ("Tom", "Ayla"),
    ),
    FollowUp(
        "How much is a full groom for a large dog?",
        "How long does it take?",
        "3 hours",
        ("Large",),
        ("Small", "Medium"),
    ),
    FollowUp(
        "How old must puppies be?",
        "How long is the first visit?",
        "a short introduction of 30 minutes",
    ),
]
