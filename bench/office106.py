"""A hundred-and-sixth set of office documents for bench.answers (a pet insurance provider): a
PDF of policy terms whose section on exclusions runs across a page break, an HTML page of
cover levels with a table, an XLSX of the excess by age, a CSV of the claim documents, a DOCX
on making a claim and a Markdown page of questions; 16 answerable questions (half paraphrased;
how much, how long, what, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: an excess, a waiting period, a pre-existing condition and a limit
per condition. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "PawSure policy terms\n"
    "Who can be insured\n"
    "Cats and dogs aged 8 weeks to 8 years can take out a new policy.\n"
    "Waiting period\n"
    "Illnesses that begin in the first 14 days of a new policy are not covered.\n"
    "Exclusions\n"
    "We do not pay for conditions your pet had before the policy started, routine",
    "vaccinations, flea treatment or neutering.\n"
    "Dental\n"
    "Dental treatment is covered after an accident, not for gum disease.\n"
    "Travel\n"
    "Vet treatment abroad is covered in the EU for up to 60 days a year.",
]
LEVELS = """<html><head><title>Cover levels</title></head><body>
<h1>Cover levels</h1>
<table>
<tr><th>Cover</th><th>Vet fees limit</th><th>From per month</th></tr>
<tr><td>Accident only</td><td>2,000 euros per accident</td><td>6 euros</td></tr>
<tr><td>Time limited</td><td>4,000 euros per condition for 12 months</td><td>11 euros</td></tr>
<tr><td>Lifetime</td><td>8,000 euros a year, renewed every year</td><td>19 euros</td></tr>
</table>
<p>A second pet on the same policy gets 10 percent off.</p>
</body></html>
"""
EXCESS: list[list[Any]] = [
    ["Pet's age", "Fixed excess", "Share of the bill"],
    ["Under 5", "99 euros", "None"],
    ["5 to 8", "99 euros", "10 percent"],
    ["9 and over", "149 euros", "20 percent"],
]
DOCUMENTS = """Claim,Send us
Illness,The vet's invoice and the clinical notes
Accident,The vet's invoice and how the accident happened
Death,A letter from the vet and the purchase receipt
"""
CLAIMS = {
    "Making a claim": [
        "Claim online within 90 days of the treatment.",
        "We pay claims within 10 working days of receiving every document.",
        "Ask your vet to claim directly from us so you do not pay the bill first.",
    ],
}
QUESTIONS = """# Questions

## Can I cancel my policy?

Yes, at any time; within 14 days of buying it you get all your money back.

## Does the premium go up every year?

Premiums are reviewed every year and usually rise as your pet gets older.

## Do you cover rabbits?

No, we insure cats and dogs only.
"""


def documents() -> dict[str, bytes]:
    return {
        "policy-terms.pdf": pdf(TERMS_PAGES),
        "cover-levels.html": LEVELS.encode(),
        "excess.xlsx": xlsx({"Excess": EXCESS}),
        "claim-documents.csv": DOCUMENTS.encode(),
        "making-a-claim.docx": docx(CLAIMS, title="Making a claim"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Which pets can take out a new policy?",
        "Cats and dogs aged 8 weeks to 8 years",
        "policy-terms.pdf",
        1,
    ),
    Question(
        "Is dental treatment covered?",
        "Dental treatment is covered after an accident",
        "policy-terms.pdf",
        2,
    ),
    Question(
        "What is the vet fees limit of Lifetime cover?", "8,000 euros a year", "cover-levels.html"
    ),
    Question("What is the fixed excess for a pet of 9 and over?", "149 euros", "excess.xlsx"),
    Question(
        "What should I send for an accident claim?",
        "how the accident happened",
        "claim-documents.csv",
    ),
    Question(
        "How long do I have to make a claim?",
        "Claim online within 90 days of the treatment",
        "making-a-claim.docx",
    ),
    Question("Can I cancel my policy?", "at any time", "questions.md"),
    Question("Do you cover rabbits?", "we insure cats and dogs only", "questions.md"),
    Question(
        "My puppy got sick a week after I bought the policy, am I covered?",
        "Illnesses that begin in the first 14 days of a new policy are not covered",
        "policy-terms.pdf",
        1,
        True,
    ),
    Question(
        "Will you pay for my dog's jabs?",
        "vaccinations, flea treatment or neutering",
        "policy-terms.pdf",
        2,
        True,
    ),
    Question(
        "We're going to France for a month, is my cat covered there?",
        "Vet treatment abroad is covered in the EU for up to 60 days a year",
        "policy-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is it cheaper if I insure both my dogs?",
        "A second pet on the same policy gets 10 percent off",
        "cover-levels.html",
        None,
        True,
    ),
    Question(
        "What's the cheapest cover?",
        "Accident only",
        "cover-levels.html",
        None,
        True,
    ),
    Question(
        "How quickly will I get my money?",
        "We pay claims within 10 working days",
        "making-a-claim.docx",
        None,
        True,
    ),
    Question(
        "Can the vet bill you instead of me?",
        "Ask your vet to claim directly from us",
        "making-a-claim.docx",
        None,
        True,
    ),
    Question(
        "Will my monthly payment increase as my dog ages?",
        "usually rise as your pet gets older",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "What is the vet fees limit of Premium cover?",
    "What is the fixed excess for a pet of 12 weeks?",
    "What should I send for a theft claim?",
    "Do you cover horses?",
    "Is behavioural therapy covered?",
    "Can I pay yearly?",
    "Do you cover pets outside the EU?",
    "Is there a discount for rescue pets?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is Time limited cover per month?", ("11 euros",), ("Accident only", "Lifetime")),
    (
        "What share of the bill do I pay for a pet of 5 to 8?",
        ("10 percent",),
        ("Under 5", "9 and over"),
    ),
    (
        "What should I send for an illness claim?",
        ("The vet's invoice and the clinical notes",),
        ("Accident", "Death"),
    ),
    ("How much is Accident only cover per month?", ("6 euros",), ("Time limited", "Lifetime")),
]

FOLLOW_UPS = [
    FollowUp(
        "What is the fixed excess for a pet under 5?",
        "And the share of the bill?",
        "None",
        ("Under 5",),
        ("5 to 8", "9 and over"),
    ),
    FollowUp(
        "How much is Lifetime cover per month?",
        "And its vet fees limit?",
        "8,000 euros a year",
        ("Lifetime",),
        ("Accident only", "Time limited"),
    ),
    FollowUp(
        "What should I send for an accident claim?",
        "And for a death?",
        "A letter from the vet and the purchase receipt",
        ("Death",),
        ("Illness", "Accident"),
    ),
    FollowUp(
        "How long do I have to make a claim?",
        "How quickly do you pay?",
        "We pay claims within 10 working days",
    ),
]
