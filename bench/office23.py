"""A twenty-third set of office documents for bench.answers (a veterinary clinic's client
information): a PDF client guide whose section on emergencies runs across a page break, an
XLSX of prices whose columns are three kinds of animal, an HTML page of vaccinations with a
table, a DOCX of instructions before an operation with a numbered list, a CSV of the vets and
a Markdown page of questions; 16 answerable questions (half paraphrased; how often, how long
before, which animal, who, what should I do), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: animals as the columns of a price table, how often a vaccine is
given, what to do before an operation and the people who treat which animals.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDE_PAGES = [
    "Riverside Veterinary Clinic client guide\n"
    "Appointments\n"
    "Appointments last fifteen minutes and can be booked by phone or online up to four weeks "
    "ahead. Please arrive five minutes early so that your pet can be weighed.\n"
    "Payment\n"
    "Fees are paid at the end of each visit by card or cash. We can claim directly from most "
    "pet insurers for treatments over 200 euros.\n"
    "Emergencies\n"
    "Outside opening hours, emergencies are seen at the Northgate Animal Hospital, which is",
    "open through the night and at weekends. Call us first on 0161 555 0199 so that the vet on "
    "duty knows you are coming.\n"
    "Cancelling\n"
    "Appointments cancelled less than 24 hours ahead are charged a fee of 20 euros.",
]
PRICES: list[list[Any]] = [
    ["Treatment", "Dog", "Cat", "Rabbit"],
    ["Consultation", "45 euros", "45 euros", "35 euros"],
    ["Yearly vaccination", "60 euros", "55 euros", "40 euros"],
    ["Microchip", "30 euros", "30 euros", "30 euros"],
    ["Neutering", "250 euros", "120 euros", "90 euros"],
    ["Nail clipping", "12 euros", "12 euros", "8 euros"],
]
VACCINATIONS = """<html><head><title>Vaccinations</title></head><body>
<h1>Vaccinations</h1>
<p>Puppies and kittens have their first vaccination at eight weeks and a second one four
weeks later.</p>
<table>
<tr><th>Vaccine</th><th>Animal</th><th>Given</th></tr>
<tr><td>Leptospirosis</td><td>Dog</td><td>Every year</td></tr>
<tr><td>Distemper</td><td>Dog</td><td>Every three years</td></tr>
<tr><td>Cat flu</td><td>Cat</td><td>Every year</td></tr>
<tr><td>Myxomatosis</td><td>Rabbit</td><td>Every year</td></tr>
</table>
<p>Your pet needs a valid vaccination record to stay at a boarding kennel.</p>
</body></html>
"""
OPERATION = {
    "Before your pet's operation": [
        "1. Give no food after 8 pm on the evening before the operation.",
        "2. Water may be given until the morning of the operation.",
        "3. Bring your pet to the clinic between 8:00 and 8:30.",
        "4. We will phone you after the operation to say when your pet can go home.",
    ],
}
VETS = """Vet,Works with,Days
Dr Anna Berg,Dogs and cats,Monday to Wednesday
Dr Tom Hale,Rabbits and small pets,Thursday and Friday
Dr Lea Marsh,Dogs and cats,Wednesday to Friday
"""
QUESTIONS = """# Questions

## Do you see exotic pets?

We treat rabbits, guinea pigs and hamsters. We do not treat reptiles or birds; we will refer
you to a specialist clinic.

## Can I get a pet passport?

Yes. A pet passport costs 70 euros and needs a microchip and a rabies vaccination given at
least 21 days before travel.

## Is there a payment plan?

Treatments over 500 euros can be paid in three monthly instalments.
"""


def documents() -> dict[str, bytes]:
    return {
        "client-guide.pdf": pdf(GUIDE_PAGES),
        "prices.xlsx": xlsx({"Prices": PRICES}),
        "vaccinations.html": VACCINATIONS.encode(),
        "before-an-operation.docx": docx(OPERATION, title="Before your pet's operation"),
        "vets.csv": VETS.encode(),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question("How long does an appointment last?", "fifteen minutes", "client-guide.pdf", 1),
    Question(
        "Where are emergencies seen outside opening hours?",
        "Northgate Animal Hospital",
        "client-guide.pdf",
        1,
    ),
    Question(
        "How much is the fee for cancelling less than 24 hours ahead?",
        "20 euros",
        "client-guide.pdf",
        2,
    ),
    Question("How often is the cat flu vaccine given?", "Every year", "vaccinations.html"),
    Question("How much does a pet passport cost?", "70 euros", "questions.md"),
    Question("When is the first vaccination of puppies?", "at eight weeks", "vaccinations.html"),
    Question(
        "Can treatments be paid in instalments?",
        "three monthly instalments",
        "questions.md",
    ),
    Question(
        "Until when may water be given before the operation?",
        "until the morning of the operation",
        "before-an-operation.docx",
    ),
    Question(
        "When should my dog stop eating before surgery?",
        "no food after 8 pm on the evening before",
        "before-an-operation.docx",
        None,
        True,
    ),
    Question(
        "Do you treat snakes?",
        "We do not treat reptiles or birds",
        "questions.md",
        None,
        True,
    ),
    Question(
        "What should I do if my cat is ill at night?",
        "Northgate Animal Hospital",
        "client-guide.pdf",
        1,
        True,
    ),
    Question(
        "Will you deal with my insurance company for me?",
        "claim directly from most pet insurers",
        "client-guide.pdf",
        1,
        True,
    ),
    Question(
        "How far in advance can I make an appointment?",
        "up to four weeks ahead",
        "client-guide.pdf",
        1,
        True,
    ),
    Question(
        "Which vet should I see with my rabbit?",
        "Dr Tom Hale",
        "vets.csv",
        None,
        True,
    ),
    Question(
        "What time should I drop my dog off for the operation?",
        "between 8:00 and 8:30",
        "before-an-operation.docx",
        None,
        True,
    ),
    Question(
        "Why should I come a few minutes before my appointment?",
        "so that your pet can be weighed",
        "client-guide.pdf",
        1,
        True,
    ),
]

UNANSWERABLE = [
    "How much is neutering a guinea pig?",
    "Do you do home visits?",
    "How much does the Northgate Animal Hospital charge at night?",
    "Is there parking at the clinic?",
    "How often does a rabbit need a distemper vaccine?",
    "Does Dr Lea Marsh treat horses?",
    "Do you sell pet food?",
    "How long does a neutering operation take?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is neutering a cat?", ("120 euros",), ("Microchip", "Consultation")),
    ("How much is a microchip?", ("30 euros",), ("Neutering", "Nail clipping")),
    ("How often is the distemper vaccine given?", ("Every three years",), ("Cat flu",)),
    ("Which days does Dr Anna Berg work?", ("Monday to Wednesday",), ("Tom Hale", "Lea Marsh")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a consultation for a dog?",
        "And for a rabbit?",
        "35 euros",
        ("Consultation",),
        ("Neutering", "Microchip"),
    ),
    FollowUp(
        "Which days does Dr Tom Hale work?",
        "Which animals does he work with?",
        "Rabbits and small pets",
        ("Tom Hale",),
        ("Anna Berg", "Lea Marsh"),
    ),
    FollowUp(
        "How much is nail clipping for a cat?",
        "And the yearly vaccination?",
        "55 euros",
        ("Yearly vaccination",),
        ("Nail clipping",),
    ),
    FollowUp(
        "How much does a pet passport cost?",
        "What does it need?",
        "a microchip and a rabies vaccination",
    ),
]
