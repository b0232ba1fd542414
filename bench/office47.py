"""A forty-seventh set of office documents for bench.answers (a dog boarding kennel): a PDF
of boarding terms whose section on vaccinations runs across a page break, an HTML page of
prices with a table, an XLSX of the day-care groups, a CSV of drop-off times, a DOCX on
feeding and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, when, what must I bring, may I), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what an animal needs before it stays, what the owner brings, size
classes of a price, and what happens when an animal is ill.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Happy Paws boarding terms\n"
    "Vaccinations\n"
    "Every dog must be vaccinated against distemper, parvovirus and leptospirosis, and "
    "against kennel cough at least two weeks before",
    "its stay. Bring the vaccination booklet on the first day.\n"
    "Illness\n"
    "If a dog falls ill we take it to the Elm Street vet and call you; vet bills are paid by "
    "the owner.\n"
    "Cancellations\n"
    "Bookings cancelled less than 7 days ahead are charged half the price of the stay.\n"
    "Walks\n"
    "Every dog is walked twice a day in our fenced meadow.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Boarding prices</h1>
<table>
<tr><th>Dog size</th><th>Per night</th><th>Weight</th></tr>
<tr><td>Small</td><td>24 euros</td><td>Up to 10 kg</td></tr>
<tr><td>Medium</td><td>28 euros</td><td>10 to 25 kg</td></tr>
<tr><td>Large</td><td>33 euros</td><td>Over 25 kg</td></tr>
</table>
<p>A second dog sharing the same kennel pays 15 euros a night.</p>
</body></html>
"""
DAYCARE: list[list[Any]] = [
    ["Group", "Days", "Price per day", "For"],
    ["Puppies", "Monday, Wednesday", "22 euros", "Dogs under 6 months"],
    ["Playgroup", "Monday to Friday", "26 euros", "Sociable adult dogs"],
    ["Quiet group", "Tuesday, Thursday", "26 euros", "Older or shy dogs"],
]
DROP_OFF = """Day,Drop-off,Pick-up
Monday to Friday,7:00-9:30,16:00-18:30
Saturday,9:00-11:00,9:00-11:00
Sunday,Closed,17:00-18:00
"""
FEEDING = {
    "Feeding": [
        "We feed our own dry food twice a day unless you bring your dog's usual food.",
        "Please bring the food portioned per day in labelled bags.",
        "Medicines are given at no extra cost if you write down the dose.",
    ],
}
QUESTIONS = """# Questions

## Can I visit my dog during its stay?

No, visits unsettle the dogs; we send a photo every evening instead.

## Can I bring my dog's bed?

Yes, one blanket or bed and one toy per dog; we cannot be responsible for damage to them.

## Do you take cats?

We board dogs only.
"""


def documents() -> dict[str, bytes]:
    return {
        "boarding-terms.pdf": pdf(TERMS_PAGES),
        "prices.html": PRICES.encode(),
        "daycare.xlsx": xlsx({"Day care": DAYCARE}),
        "drop-off.csv": DROP_OFF.encode(),
        "feeding.docx": docx(FEEDING, title="Feeding"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Which vaccinations must a dog have?",
        "vaccinated against distemper, parvovirus and leptospirosis",
        "boarding-terms.pdf",
        1,
    ),
    Question(
        "Who pays the vet bills?",
        "vet bills are paid by the owner",
        "boarding-terms.pdf",
        2,
    ),
    Question("How much is boarding a medium dog per night?", "28 euros", "prices.html"),
    Question("Which days is the quiet group?", "Tuesday, Thursday", "daycare.xlsx"),
    Question("When is pick-up on Sunday?", "17:00-18:00", "drop-off.csv"),
    Question(
        "How often is the dog fed?",
        "twice a day",
        "feeding.docx",
    ),
    Question(
        "Can I visit my dog during its stay?",
        "No, visits unsettle the dogs",
        "questions.md",
    ),
    Question(
        "How much does a second dog pay?",
        "15 euros a night",
        "prices.html",
    ),
    Question(
        "What happens if I cancel three days before?",
        "charged half the price of the stay",
        "boarding-terms.pdf",
        2,
        True,
    ),
    Question(
        "How often do the dogs go out for exercise?",
        "walked twice a day in our fenced meadow",
        "boarding-terms.pdf",
        2,
        True,
    ),
    Question(
        "What if my dog gets sick while I'm away?",
        "we take it to the Elm Street vet and call you",
        "boarding-terms.pdf",
        2,
        True,
    ),
    Question(
        "My dog weighs 30 kilos, what does a night cost?",
        "33 euros",
        "prices.html",
        None,
        True,
    ),
    Question(
        "Is there day care for a young puppy?",
        "Dogs under 6 months",
        "daycare.xlsx",
        None,
        True,
    ),
    Question(
        "Do you charge for giving my dog its pills?",
        "Medicines are given at no extra cost",
        "feeding.docx",
        None,
        True,
    ),
    Question(
        "Can I board my cat with you?",
        "We board dogs only",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Will I get news of my dog while I'm on holiday?",
        "we send a photo every evening",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is boarding a giant dog?",
    "Do you offer dog grooming?",
    "Is there a rabies vaccination requirement?",
    "When is drop-off on public holidays?",
    "How much is the puppy group per month?",
    "Do you collect dogs from home?",
    "Is there a webcam?",
    "Can I bring raw food?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is boarding a small dog?", ("24 euros",), ("Medium", "Large")),
    ("Which days is the playgroup?", ("Monday to Friday",), ("Puppies", "Quiet group")),
    ("When is drop-off on Saturday?", ("9:00-11:00",), ("Monday to Friday", "Sunday")),
    ("Who is the quiet group for?", ("Older or shy dogs",), ("Puppies", "Playgroup")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is boarding a large dog?",
        "And a small one?",
        "24 euros",
        ("Small",),
        ("Large", "Medium"),
    ),
    FollowUp(
        "Which days is the puppy group?",
        "How much is it per day?",
        "22 euros",
        ("Puppies",),
        ("Playgroup", "Quiet group"),
    ),
    FollowUp(
        "When is drop-off on weekdays?",
        "And pick-up?",
        "16:00-18:30",
        ("Monday to Friday",),
        ("Saturday", "Sunday"),
    ),
    FollowUp(
        "How often is the dog fed?",
        "Can I bring its own food?",
        "unless you bring your dog's usual food",
    ),
]
