"""A ninety-fourth set of office documents for bench.answers (a physiotherapy clinic): a PDF
of patient information whose section on cancellations runs across a page break, an HTML page
of fees with a table, an XLSX of the physiotherapists, a CSV of the treatments, a DOCX on
insurance and referrals and a Markdown page of questions; 16 answerable questions (half
paraphrased; how much, how long, who, can I, what if), 8 in-domain questions the documents do
not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a first assessment, a referral, an insurer paying and what to wear.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

INFO_PAGES = [
    "Northbank Physio patient information\n"
    "Your first visit\n"
    "Arrive ten minutes early to fill in a health questionnaire.\n"
    "What to wear\n"
    "Wear shorts or loose clothing so the physiotherapist can see the area being treated.\n"
    "Cancellations\n"
    "Please cancel at least 24 hours before your appointment; appointments cancelled later",
    "or missed are charged at half the fee.\n"
    "Children\n"
    "Patients under 16 must come with a parent or guardian.\n"
    "Accessibility\n"
    "The clinic is on the ground floor with step-free access and an accessible toilet.",
]
FEES = """<html><head><title>Fees</title></head><body>
<h1>Fees</h1>
<table>
<tr><th>Appointment</th><th>Length</th><th>Fee</th></tr>
<tr><td>First assessment</td><td>60 minutes</td><td>75 euros</td></tr>
<tr><td>Follow-up</td><td>30 minutes</td><td>50 euros</td></tr>
<tr><td>Sports massage</td><td>45 minutes</td><td>55 euros</td></tr>
</table>
<p>Pay by card after each appointment; we do not take cash.</p>
</body></html>
"""
STAFF: list[list[Any]] = [
    ["Physiotherapist", "Speciality", "Days"],
    ["Laura Fenn", "Back and neck pain", "Monday, Tuesday"],
    ["Omar Haddad", "Sports injuries", "Wednesday, Friday"],
    ["Grace Liu", "Pelvic health", "Thursday"],
]
TREATMENTS = """Treatment,Used for
Dry needling,Muscle knots and trigger points
Shockwave therapy,Tennis elbow and heel pain
Hydrotherapy,Rehabilitation after surgery
"""
INSURANCE = {
    "Insurance and referrals": [
        "You do not need a doctor's referral to book an appointment.",
        "Most private insurers pay for physiotherapy; ask your insurer for an authorisation "
        "code before your first visit.",
        "We send invoices to the insurer directly when you give us the authorisation code.",
    ],
}
QUESTIONS = """# Questions

## How many sessions will I need?

Most patients need four to six sessions; your physiotherapist will tell you after the first
assessment.

## Can I bring someone with me?

Yes, a friend or relative may sit in on any appointment.

## Do you offer home visits?

Yes, within 10 km of the clinic, for an extra 20 euros.
"""


def documents() -> dict[str, bytes]:
    return {
        "patient-information.pdf": pdf(INFO_PAGES),
        "fees.html": FEES.encode(),
        "physiotherapists.xlsx": xlsx({"Staff": STAFF}),
        "treatments.csv": TREATMENTS.encode(),
        "insurance.docx": docx(INSURANCE, title="Insurance and referrals"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How early should I arrive for my first visit?",
        "Arrive ten minutes early",
        "patient-information.pdf",
        1,
    ),
    Question(
        "What should I wear?",
        "Wear shorts or loose clothing",
        "patient-information.pdf",
        1,
    ),
    Question("How much is a first assessment?", "75 euros", "fees.html"),
    Question("Who treats sports injuries?", "Omar Haddad", "physiotherapists.xlsx"),
    Question("What is shockwave therapy used for?", "Tennis elbow and heel pain", "treatments.csv"),
    Question(
        "Do I need a doctor's referral?",
        "You do not need a doctor's referral",
        "insurance.docx",
    ),
    Question(
        "How many sessions will I need?",
        "Most patients need four to six sessions",
        "questions.md",
    ),
    Question("Do you offer home visits?", "within 10 km of the clinic", "questions.md"),
    Question(
        "What if I don't show up?",
        "charged at half the fee",
        "patient-information.pdf",
        2,
        True,
    ),
    Question(
        "Can my 12-year-old come on her own?",
        "Patients under 16 must come with a parent or guardian",
        "patient-information.pdf",
        2,
        True,
    ),
    Question(
        "I use a wheelchair, can I get in?",
        "step-free access",
        "patient-information.pdf",
        2,
        True,
    ),
    Question(
        "Can I pay in notes and coins?",
        "we do not take cash",
        "fees.html",
        None,
        True,
    ),
    Question(
        "Who should I see for neck trouble?",
        "Laura Fenn",
        "physiotherapists.xlsx",
        None,
        True,
    ),
    Question(
        "What helps with recovery after an operation?",
        "Hydrotherapy",
        "treatments.csv",
        None,
        True,
    ),
    Question(
        "Will my health insurance cover this?",
        "Most private insurers pay for physiotherapy",
        "insurance.docx",
        None,
        True,
    ),
    Question(
        "Can my husband come into the room with me?",
        "a friend or relative may sit in on any appointment",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a 90-minute session?",
    "Who treats knee pain?",
    "What is acupuncture used for?",
    "Is the clinic open on Saturdays?",
    "Do you have a car park?",
    "Can I book online?",
    "Do you offer home visits on Sundays?",
    "Is there a discount for pensioners?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is a follow-up?", ("30 minutes",), ("First assessment", "Sports massage")),
    ("What is dry needling used for?", ("Muscle knots",), ("Shockwave", "Hydrotherapy")),
    ("Which days does Grace Liu work?", ("Thursday",), ("Laura Fenn", "Omar Haddad")),
    ("How much is a sports massage?", ("55 euros",), ("First assessment", "Follow-up")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a first assessment?",
        "How long is it?",
        "60 minutes",
        ("First assessment",),
        ("Follow-up", "Sports massage"),
    ),
    FollowUp(
        "Who treats sports injuries?",
        "Which days does he work?",
        "Wednesday, Friday",
        ("Omar Haddad",),
        ("Laura Fenn", "Grace Liu"),
    ),
    FollowUp(
        "What is dry needling used for?",
        "And hydrotherapy?",
        "Rehabilitation after surgery",
        ("Hydrotherapy",),
        ("Dry needling", "Shockwave"),
    ),
    FollowUp(
        "Do you offer home visits?",
        "Can I bring someone with me?",
        "a friend or relative may sit in",
    ),
]
