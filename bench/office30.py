"""A thirtieth set of office documents for bench.answers (a pharmacy's customer information): a
PDF customer guide whose section on repeat prescriptions runs across a page break, an HTML page
of services with a table, an XLSX of opening hours whose columns are two branches, a CSV of
travel vaccines, a DOCX on returning medicines and a Markdown page of questions; 16 answerable
questions (half paraphrased; how many doses, how long before, how much, when open, can I), 8
in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: doses and weeks before travel, services that are free or need an
appointment, and medicines that may or may not be brought back.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDE_PAGES = [
    "Linden Pharmacy customer guide\n"
    "Prescriptions\n"
    "Paper prescriptions are handed in at the counter; most are ready within 30 minutes. "
    "Electronic prescriptions can be collected with your health card.\n"
    "Repeat prescriptions\n"
    "Order repeat prescriptions through our app at least three working days before you run "
    "out. We send you a text message when the medicine is ready, and we keep it for",
    "14 days before it goes back on the shelf.\n"
    "Home delivery\n"
    "We deliver prescriptions free of charge to customers over 70 and to those who cannot leave "
    "home, on weekdays between 14:00 and 17:00.",
]
SERVICES = """<html><head><title>Services</title></head><body>
<h1>Services</h1>
<table>
<tr><th>Service</th><th>Price</th><th>Appointment</th></tr>
<tr><td>Flu vaccination</td><td>15 euros</td><td>Not needed</td></tr>
<tr><td>Blood pressure check</td><td>Free</td><td>Not needed</td></tr>
<tr><td>Travel health advice</td><td>20 euros</td><td>Needed</td></tr>
<tr><td>Stop smoking programme</td><td>Free</td><td>Needed</td></tr>
</table>
<p>The consultation room is private; ask at the counter if you would like to talk there.</p>
</body></html>
"""
HOURS: list[list[Any]] = [
    ["Day", "Main Street", "Station Road"],
    ["Monday to Friday", "8:00-19:00", "7:00-21:00"],
    ["Saturday", "9:00-17:00", "8:00-20:00"],
    ["Sunday", "Closed", "10:00-16:00"],
]
VACCINES = """Vaccine,Doses,Last dose before travel,Price per dose
Hepatitis A,1,2 weeks,45 euros
Typhoid,1,1 week,35 euros
Rabies,3,4 weeks,70 euros
Yellow fever,1,10 days,80 euros
"""
RETURNS = {
    "Returning medicines": [
        "Bring unused or out-of-date medicines back to us; we dispose of them safely at no cost.",
        "Needles and syringes are taken back only in a closed sharps box.",
        "We cannot take back medicines that have been sold, for safety reasons.",
    ],
}
QUESTIONS = """# Questions

## Can I get the morning-after pill?

Yes, without a prescription after a short private talk with the pharmacist.

## Do you sell hearing aid batteries?

Yes, all common sizes, at the counter.

## Can someone else collect my prescription?

Yes, if they bring your health card and tell us your date of birth.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-guide.pdf": pdf(GUIDE_PAGES),
        "services.html": SERVICES.encode(),
        "opening-hours.xlsx": xlsx({"Opening hours": HOURS}),
        "travel-vaccines.csv": VACCINES.encode(),
        "returning-medicines.docx": docx(RETURNS, title="Returning medicines"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long does a paper prescription take?",
        "most are ready within 30 minutes",
        "customer-guide.pdf",
        1,
    ),
    Question(
        "How long is a repeat prescription kept?",
        "14 days",
        "customer-guide.pdf",
        2,
    ),
    Question("How much is a flu vaccination?", "15 euros", "services.html"),
    Question("How many doses of the rabies vaccine are needed?", "3", "travel-vaccines.csv"),
    Question(
        "When are prescriptions delivered?",
        "on weekdays between 14:00 and 17:00",
        "customer-guide.pdf",
        2,
    ),
    Question(
        "Are needles taken back?",
        "Needles and syringes are taken back only in a closed sharps box",
        "returning-medicines.docx",
    ),
    Question(
        "Do you sell hearing aid batteries?",
        "all common sizes",
        "questions.md",
    ),
    Question("Is the blood pressure check free?", "Free", "services.html"),
    Question(
        "How early should I order my regular medicine?",
        "at least three working days before you run out",
        "customer-guide.pdf",
        1,
        True,
    ),
    Question(
        "Can my husband pick up my medicine for me?",
        "if they bring your health card and tell us your date of birth",
        "questions.md",
        None,
        True,
    ),
    Question(
        "What do I do with old pills I no longer take?",
        "Bring unused or out-of-date medicines back to us",
        "returning-medicines.docx",
        None,
        True,
    ),
    Question(
        "Do I need to book to get my flu jab?",
        "Not needed",
        "services.html",
        None,
        True,
    ),
    Question(
        "Can I return cough syrup I bought last week?",
        "We cannot take back medicines that have been sold",
        "returning-medicines.docx",
        None,
        True,
    ),
    Question(
        "Is there somewhere private to talk to the pharmacist?",
        "The consultation room is private",
        "services.html",
        None,
        True,
    ),
    Question(
        "Will you bring my medicine to my house?",
        "We deliver prescriptions free of charge to customers over 70",
        "customer-guide.pdf",
        2,
        True,
    ),
    Question(
        "How will I know my repeat medicine is ready?",
        "We send you a text message when the medicine is ready",
        "customer-guide.pdf",
        1,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a cholera vaccine?",
    "Is Main Street open on public holidays?",
    "How much is the stop smoking programme for a year?",
    "Do you deliver on Saturdays?",
    "Can I get antibiotics without a prescription?",
    "How many doses of the yellow fever vaccine do children need?",
    "Do you sell glasses?",
    "Is there a pharmacist who speaks Spanish?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a dose of typhoid vaccine?", ("35 euros",), ("Hepatitis A", "Rabies")),
    ("Does travel health advice need an appointment?", ("Needed",), ("Flu vaccination",)),
    ("When is Station Road open on Sunday?", ("10:00-16:00",), ("Saturday", "Monday")),
    (
        "How long before travel is the last dose of the hepatitis A vaccine?",
        ("2 weeks",),
        ("Typhoid", "Rabies"),
    ),
]

FOLLOW_UPS = [
    FollowUp(
        "When is Main Street open on Saturday?",
        "And Station Road?",
        "8:00-20:00",
        ("Saturday",),
        ("Sunday", "Monday to Friday"),
    ),
    FollowUp(
        "How much is a dose of the rabies vaccine?",
        "How many doses are needed?",
        "3",
        ("Rabies",),
        ("Typhoid", "Yellow fever"),
    ),
    FollowUp(
        "How much is travel health advice?",
        "And the stop smoking programme?",
        "Free",
        ("Stop smoking programme",),
        ("Travel health advice", "Flu vaccination"),
    ),
    FollowUp(
        "Can someone else collect my prescription?",
        "What do they need to bring?",
        "your health card",
    ),
]
