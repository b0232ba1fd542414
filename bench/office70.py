"""A seventieth set of office documents for bench.answers (an accountant's tax return service):
a PDF of engagement terms whose section on documents runs across a page break, an HTML page of
fees with a table, an XLSX of the filing deadlines, a CSV of the documents to bring, a DOCX on
appointments and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, by when, what do I need, can I, what if), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: deadlines, a fee that depends on the kind of return, receipts and a
late filing.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Hartley and Moss engagement terms\n"
    "Our work\n"
    "We prepare and file your tax return from the documents you give us; we do not audit them.\n"
    "Your documents\n"
    "Send us every document by 31 March; documents that arrive later are handled after all",
    "the returns received on time, for a 20 percent surcharge.\n"
    "Payment\n"
    "Half of the fee is paid when you sign these terms and the rest before we file.\n"
    "Tax office letters\n"
    "Questions from the tax office about a return we filed are answered at no extra cost for "
    "two years.\n"
    "Records\n"
    "We keep copies of your documents for seven years.",
]
FEES = """<html><head><title>Fees</title></head><body>
<h1>Our fees</h1>
<table>
<tr><th>Return</th><th>Fee</th><th>Ready in</th></tr>
<tr><td>Employee</td><td>180 euros</td><td>2 weeks</td></tr>
<tr><td>Self-employed</td><td>450 euros</td><td>4 weeks</td></tr>
<tr><td>Landlord</td><td>320 euros</td><td>3 weeks</td></tr>
<tr><td>Couple, joint return</td><td>260 euros</td><td>2 weeks</td></tr>
</table>
<p>Fees include VAT. A return with foreign income costs 120 euros more.</p>
</body></html>
"""
DEADLINES: list[list[Any]] = [
    ["Filing", "Deadline", "Late penalty"],
    ["Paper return", "31 May", "100 euros"],
    ["Online return", "31 July", "100 euros"],
    ["Return filed by an adviser", "28 February of the year after", "25 euros a month"],
]
BRING = """Document,Who needs it
Annual salary statement,Employees
Bank interest statement,Everyone with savings
Rental income and costs,Landlords
Receipts for work expenses,Anyone claiming them
"""
APPOINTMENTS = {
    "Appointments": [
        "The first meeting is free and takes about 30 minutes.",
        "Meetings are held in our office or by video call.",
        "Please cancel at least 24 hours ahead, or we charge 40 euros.",
    ],
}
QUESTIONS = """# Questions

## Can you help with an old return?

Yes, we file returns for the last four years.

## Do you do company accounts?

No, we only prepare tax returns for private people.

## What if the tax office fines me?

If the fine comes from our mistake, we pay it.
"""


def documents() -> dict[str, bytes]:
    return {
        "engagement-terms.pdf": pdf(TERMS_PAGES),
        "fees.html": FEES.encode(),
        "deadlines.xlsx": xlsx({"Deadlines": DEADLINES}),
        "documents-to-bring.csv": BRING.encode(),
        "appointments.docx": docx(APPOINTMENTS, title="Appointments"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "By when should I send my documents?",
        "Send us every document by 31 March",
        "engagement-terms.pdf",
        1,
    ),
    Question(
        "How long do you keep copies of my documents?",
        "for seven years",
        "engagement-terms.pdf",
        2,
    ),
    Question("How much is a self-employed return?", "450 euros", "fees.html"),
    Question("What is the deadline for an online return?", "31 July", "deadlines.xlsx"),
    Question(
        "Who needs a bank interest statement?", "Everyone with savings", "documents-to-bring.csv"
    ),
    Question(
        "How long does the first meeting take?",
        "about 30 minutes",
        "appointments.docx",
    ),
    Question(
        "Can you help with an old return?",
        "we file returns for the last four years",
        "questions.md",
    ),
    Question(
        "Do you do company accounts?",
        "we only prepare tax returns for private people",
        "questions.md",
    ),
    Question(
        "What happens if my papers come in April?",
        "for a 20 percent surcharge",
        "engagement-terms.pdf",
        2,
        True,
    ),
    Question(
        "Do I pay everything up front?",
        "Half of the fee is paid when you sign these terms",
        "engagement-terms.pdf",
        2,
        True,
    ),
    Question(
        "Will you deal with the tax authority if they have questions later?",
        "answered at no extra cost for",
        "engagement-terms.pdf",
        2,
        True,
    ),
    Question(
        "I earn some money abroad, does that cost extra?",
        "A return with foreign income costs 120 euros more",
        "fees.html",
        None,
        True,
    ),
    Question(
        "How much for a married couple filing together?",
        "260 euros",
        "fees.html",
        None,
        True,
    ),
    Question(
        "I rent out a flat, what papers do I bring?",
        "Rental income and costs",
        "documents-to-bring.csv",
        None,
        True,
    ),
    Question(
        "Can we meet online?",
        "by video call",
        "appointments.docx",
        None,
        True,
    ),
    Question(
        "Who pays the penalty if you made an error?",
        "If the fine comes from our mistake, we pay it",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a pensioner's return?",
    "What is the deadline for a company return?",
    "Do I need to bring my birth certificate?",
    "Can you help me with inheritance tax?",
    "Do you have an office in another city?",
    "Can I pay the fee in instalments over a year?",
    "Do you offer a discount for students?",
    "How long does a tax refund take to arrive?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long does a landlord return take?", ("3 weeks",), ("Employee", "Self-employed")),
    (
        "What is the late penalty for a return filed by an adviser?",
        ("25 euros a month",),
        ("Paper",),
    ),
    ("Who needs receipts for work expenses?", ("Anyone claiming them",), ("salary", "Landlords")),
    ("What is the deadline for a paper return?", ("31 May",), ("Online", "adviser")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is an employee return?",
        "And a landlord return?",
        "320 euros",
        ("Landlord",),
        ("Employee", "Self-employed"),
    ),
    FollowUp(
        "What is the deadline for an online return?",
        "What is the late penalty?",
        "100 euros",
        ("Online return",),
        ("Paper return", "adviser"),
    ),
    FollowUp(
        "How much is a self-employed return?",
        "How long does it take?",
        "4 weeks",
        ("Self-employed",),
        ("Employee", "Landlord"),
    ),
    FollowUp(
        "How long does the first meeting take?",
        "What does it cost?",
        "The first meeting is free",
    ),
]
