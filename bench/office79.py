"""A seventy-ninth set of office documents for bench.answers (a town hall's citizen services):
a PDF of service rules whose section on appointments runs across a page break, an HTML page of
fees with a table, an XLSX of the service desks, a CSV of processing times, a DOCX on moving
house and a Markdown page of questions; 16 answerable questions (half paraphrased; how much,
how long, what do I bring, can someone else, what if), 8 in-domain questions the documents do
not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a passport and an ID card as rows, an urgent fee, a proxy and a
registration deadline.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Millbrook Town Hall citizen services\n"
    "Appointments\n"
    "Passport and ID card applications need an appointment, booked online up to six weeks",
    "ahead; walk-ins are served only for collecting documents.\n"
    "Photos\n"
    "Bring one recent passport photo; the photo booth in the hall costs 6 euros.\n"
    "Children\n"
    "Children of every age need their own passport and must come to the appointment.\n"
    "Collecting\n"
    "You collect a new passport in person; someone else may collect it with your written "
    "authorisation and their own ID.\n"
    "Payment\n"
    "Fees are paid by card at the desk; cash is not accepted.",
]
FEES = """<html><head><title>Fees</title></head><body>
<h1>Fees</h1>
<table>
<tr><th>Document</th><th>Adult</th><th>Under 18</th><th>Valid for</th></tr>
<tr><td>Passport</td><td>75 euros</td><td>45 euros</td><td>10 years, 5 for under 18s</td></tr>
<tr><td>ID card</td><td>40 euros</td><td>25 euros</td><td>10 years, 5 for under 18s</td></tr>
<tr><td>Residence certificate</td><td>12 euros</td><td>12 euros</td><td>3 months</td></tr>
</table>
<p>An urgent passport, ready in 3 working days, costs 60 euros more.</p>
</body></html>
"""
DESKS: list[list[Any]] = [
    ["Desk", "Floor", "Handles"],
    ["Desk A", "Ground floor", "Passports and ID cards"],
    ["Desk B", "Ground floor", "Moving house and registration"],
    ["Desk C", "First floor", "Parking permits"],
]
TIMES = """Service,Ready in
Passport,4 weeks
ID card,3 weeks
Residence certificate,Same day
Parking permit,5 working days
"""
MOVING = {
    "Moving house": [
        "Register your new address within 14 days of moving in.",
        "Bring your ID and your rental contract or deed of purchase.",
        "Registering your address is free.",
    ],
}
QUESTIONS = """# Questions

## I lost my passport, what do I do?

Report the loss at Desk A; a declaration of loss costs 15 euros and is needed for a new passport.

## Can I apply for someone else?

No, every applicant comes in person, because fingerprints are taken.

## What if I miss my appointment?

Book a new one online; missed appointments are not charged.
"""


def documents() -> dict[str, bytes]:
    return {
        "citizen-services.pdf": pdf(RULES_PAGES),
        "fees.html": FEES.encode(),
        "desks.xlsx": xlsx({"Desks": DESKS}),
        "processing-times.csv": TIMES.encode(),
        "moving-house.docx": docx(MOVING, title="Moving house"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Do I need an appointment for a passport?",
        "Passport and ID card applications need an appointment",
        "citizen-services.pdf",
        1,
    ),
    Question(
        "How much is the photo booth?",
        "the photo booth in the hall costs 6 euros",
        "citizen-services.pdf",
        2,
    ),
    Question("How much is an ID card for an adult?", "40 euros", "fees.html"),
    Question("Which floor is Desk C on?", "First floor", "desks.xlsx"),
    Question("How long does an ID card take?", "3 weeks", "processing-times.csv"),
    Question(
        "When must I register my new address?",
        "within 14 days of moving in",
        "moving-house.docx",
    ),
    Question(
        "I lost my passport, what do I do?",
        "Report the loss at Desk A",
        "questions.md",
    ),
    Question(
        "Can I apply for someone else?",
        "every applicant comes in person",
        "questions.md",
    ),
    Question(
        "Does my baby need a passport too?",
        "Children of every age need their own passport",
        "citizen-services.pdf",
        2,
        True,
    ),
    Question(
        "Can my wife pick up my passport for me?",
        "someone else may collect it with your written",
        "citizen-services.pdf",
        2,
        True,
    ),
    Question(
        "Can I pay cash?",
        "cash is not accepted",
        "citizen-services.pdf",
        2,
        True,
    ),
    Question(
        "I fly next week, can I get a passport faster?",
        "An urgent passport, ready in 3 working days",
        "fees.html",
        None,
        True,
    ),
    Question(
        "Where do I go to get a parking permit?",
        "Desk C",
        "desks.xlsx",
        None,
        True,
    ),
    Question(
        "What papers do I need to register my new flat?",
        "Bring your ID and your rental contract",
        "moving-house.docx",
        None,
        True,
    ),
    Question(
        "Is there a charge to register my address?",
        "Registering your address is free",
        "moving-house.docx",
        None,
        True,
    ),
    Question(
        "Do I pay a fine if I do not turn up?",
        "missed appointments are not charged",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a driving licence?",
    "Which floor is Desk D on?",
    "How long does a birth certificate take?",
    "Can I get married at the town hall?",
    "Is there free parking at the town hall?",
    "Can I renew my passport by post?",
    "How much is a dog licence?",
    "Do you open on Saturday mornings?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a passport for under 18s?", ("45 euros",), ("ID card", "Residence")),
    ("What does Desk B handle?", ("Moving house and registration",), ("Desk A", "Desk C")),
    ("How long does a parking permit take?", ("5 working days",), ("Passport", "ID card")),
    ("How long is a residence certificate valid?", ("3 months",), ("Passport", "ID card")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a passport for an adult?",
        "And an ID card?",
        "40 euros",
        ("ID card",),
        ("Passport", "Residence"),
    ),
    FollowUp(
        "Which floor is Desk A on?",
        "What does it handle?",
        "Passports and ID cards",
        ("Desk A",),
        ("Desk B", "Desk C"),
    ),
    FollowUp(
        "How long does a passport take?",
        "And a residence certificate?",
        "Same day",
        ("Residence certificate",),
        ("Passport", "ID card"),
    ),
    FollowUp(
        "When must I register my new address?",
        "What do I need to bring?",
        "Bring your ID and your rental contract",
    ),
]
