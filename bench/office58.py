"""A fifty-eighth set of office documents for bench.answers (a travel vaccination clinic): a
PDF of appointment terms whose section on timing runs across a page break, an HTML page of
vaccines with a table, an XLSX of destinations, a CSV of the clinic's sites, a DOCX on
after-care and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, how many doses, how long before, which, may I), 8 in-domain questions the documents do
not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: doses and how long a vaccine protects, what a destination needs,
how far ahead to come, and side effects.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "TravelWell Clinic appointment terms\n"
    "Timing\n"
    "Book your first appointment at least six weeks before you travel. Some vaccines need "
    "several doses weeks apart, and protection",
    "starts only some days after the last one.\n"
    "Consultation\n"
    "Every first visit starts with a consultation costing 25 euros, which is taken off the "
    "price of any vaccine given that day.\n"
    "Missed appointments\n"
    "Appointments missed without 24 hours' notice are charged 15 euros.\n"
    "Records\n"
    "You receive a yellow booklet recording every vaccine we give.",
]
VACCINES = """<html><head><title>Vaccines</title></head><body>
<h1>Vaccines and prices</h1>
<table>
<tr><th>Vaccine</th><th>Doses</th><th>Price per dose</th><th>Protects for</th></tr>
<tr><td>Yellow fever</td><td>1</td><td>75 euros</td><td>Life</td></tr>
<tr><td>Hepatitis A</td><td>2</td><td>60 euros</td><td>25 years</td></tr>
<tr><td>Typhoid</td><td>1</td><td>45 euros</td><td>3 years</td></tr>
<tr><td>Rabies</td><td>3</td><td>90 euros</td><td>10 years</td></tr>
</table>
<p>Yellow fever vaccine must be given at least 10 days before arrival.</p>
</body></html>
"""
DESTINATIONS: list[list[Any]] = [
    ["Destination", "Recommended", "Malaria tablets"],
    ["Kenya", "Yellow fever, Hepatitis A, Typhoid", "Yes"],
    ["Thailand", "Hepatitis A, Typhoid", "Only near the borders"],
    ["Peru", "Yellow fever, Hepatitis A", "In the Amazon"],
    ["Morocco", "Hepatitis A", "No"],
]
SITES = """Site,Address,Open
City centre,12 Harbour Street,Monday to Friday 8:00-18:00
Airport,Terminal 2 departures,Every day 6:00-22:00
University,Health centre building C,Tuesday and Thursday 10:00-16:00
"""
AFTERCARE = {
    "After your vaccines": [
        "A sore arm for a day or two is common; a cool cloth helps.",
        "Please wait 15 minutes in the clinic after any injection.",
        "Call us if you have a fever above 38.5 degrees in the week after.",
    ],
}
QUESTIONS = """# Questions

## Can children be vaccinated?

Yes, from six months for most vaccines; yellow fever from nine months.

## I'm pregnant, can I have travel vaccines?

Some, not all; yellow fever only after a talk with your doctor.

## Do you sell mosquito nets?

Yes, treated nets for 30 euros at every site.
"""


def documents() -> dict[str, bytes]:
    return {
        "appointment-terms.pdf": pdf(TERMS_PAGES),
        "vaccines.html": VACCINES.encode(),
        "destinations.xlsx": xlsx({"Destinations": DESTINATIONS}),
        "sites.csv": SITES.encode(),
        "after-care.docx": docx(AFTERCARE, title="After your vaccines"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long before travel should I book?",
        "at least six weeks before you travel",
        "appointment-terms.pdf",
        1,
    ),
    Question(
        "How much is a missed appointment?",
        "charged 15 euros",
        "appointment-terms.pdf",
        2,
    ),
    Question("How many doses of rabies vaccine are needed?", "3", "vaccines.html"),
    Question(
        "Which vaccines are recommended for Kenya?",
        "Yellow fever, Hepatitis A, Typhoid",
        "destinations.xlsx",
    ),
    Question("Where is the airport site?", "Terminal 2 departures", "sites.csv"),
    Question(
        "How long should I wait after an injection?",
        "wait 15 minutes in the clinic after any injection",
        "after-care.docx",
    ),
    Question(
        "Do you sell mosquito nets?",
        "treated nets for 30 euros at every site",
        "questions.md",
    ),
    Question(
        "When must the yellow fever vaccine be given?",
        "at least 10 days before arrival",
        "vaccines.html",
    ),
    Question(
        "Is the consultation fee extra if I get a jab?",
        "taken off the price of any vaccine given that day",
        "appointment-terms.pdf",
        2,
        True,
    ),
    Question(
        "Will I get proof of my vaccinations?",
        "You receive a yellow booklet recording every vaccine we give",
        "appointment-terms.pdf",
        2,
        True,
    ),
    Question(
        "How long does the typhoid jab last?",
        "3 years",
        "vaccines.html",
        None,
        True,
    ),
    Question(
        "Do I need malaria pills for Morocco?",
        "No",
        "destinations.xlsx",
        None,
        True,
    ),
    Question(
        "My arm hurts after the injection, is that normal?",
        "A sore arm for a day or two is common",
        "after-care.docx",
        None,
        True,
    ),
    Question(
        "When should I ring you about a temperature?",
        "if you have a fever above 38.5 degrees in the week after",
        "after-care.docx",
        None,
        True,
    ),
    Question(
        "Can my baby get jabs before our trip?",
        "from six months for most vaccines",
        "questions.md",
        None,
        True,
    ),
    Question(
        "I'm expecting a baby, is it safe to get vaccinated for travel?",
        "Some, not all",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the cholera vaccine?",
    "Which vaccines are recommended for India?",
    "Where is the train station site?",
    "Do you offer COVID vaccines?",
    "How many doses of hepatitis B are needed?",
    "Is the airport site open on Christmas Day?",
    "Do you sell insect repellent?",
    "Can I pay with travel insurance?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a dose of hepatitis A?", ("60 euros",), ("Typhoid", "Rabies")),
    ("Do I need malaria tablets for Kenya?", ("Yes",), ("Thailand", "Morocco")),
    ("When is the university site open?", ("Tuesday and Thursday",), ("City centre", "Airport")),
    ("How long does the rabies vaccine protect?", ("10 years",), ("Typhoid", "Hepatitis")),
]

FOLLOW_UPS = [
    FollowUp(
        "Which vaccines are recommended for Peru?",
        "Are malaria tablets needed?",
        "In the Amazon",
        ("Peru",),
        ("Kenya", "Thailand"),
    ),
    FollowUp(
        "How much is a dose of typhoid vaccine?",
        "And rabies?",
        "90 euros",
        ("Rabies",),
        ("Typhoid", "Yellow fever"),
    ),
    FollowUp(
        "Where is the city centre site?",
        "When is it open?",
        "Monday to Friday 8:00-18:00",
        ("City centre",),
        ("Airport", "University"),
    ),
    FollowUp(
        "How long before travel should I book?",
        "Why so early?",
        "Some vaccines need several doses weeks apart",
    ),
]
