"""A sixty-eighth set of office documents for bench.answers (a blood donation service): a PDF
of donor guidance whose section on waiting between donations runs across a page break, an
HTML page of donation types with a table, an XLSX of the donor centres, a CSV of deferrals
after travel and treatment, a DOCX on the first visit and a Markdown page of questions; 16
answerable questions (half paraphrased; how long, how often, who can, can I, what if), 8
in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: who may give, how often, a wait after a tattoo, and a weight limit.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDANCE_PAGES = [
    "Donor guidance\n"
    "Who can give\n"
    "Donors must be aged 18 to 65, weigh at least 50 kg and feel well on the day.\n"
    "Time between donations\n"
    "Men can give whole blood every 12 weeks and women every 16 weeks, because women need",
    "longer to rebuild their iron stores.\n"
    "Before you give\n"
    "Eat a proper meal and drink 500 ml of water in the hours before your appointment.\n"
    "After you give\n"
    "Avoid heavy lifting and hard exercise for the rest of the day.",
]
TYPES = """<html><head><title>Donation types</title></head><body>
<h1>Ways to donate</h1>
<table>
<tr><th>Donation</th><th>Takes</th><th>Minimum gap</th><th>Used for</th></tr>
<tr><td>Whole blood</td><td>10 minutes</td><td>12 weeks</td><td>Surgery and accidents</td></tr>
<tr><td>Plasma</td><td>45 minutes</td><td>2 weeks</td><td>Medicines for immune disorders</td></tr>
<tr><td>Platelets</td><td>90 minutes</td><td>2 weeks</td><td>Cancer treatment</td></tr>
</table>
<p>Plan about an hour for a whole blood visit, including the health check and a drink after.</p>
</body></html>
"""
CENTRES: list[list[Any]] = [
    ["Centre", "Open", "Parking"],
    ["City Hospital", "Monday to Saturday, 8:00 to 19:00", "Free for donors"],
    ["Market Square", "Tuesday to Friday, 11:00 to 18:00", "None"],
    ["University", "Monday and Wednesday, 9:00 to 15:00", "Paid car park"],
]
DEFERRALS = """Reason,Wait before giving
Tattoo or piercing,4 months
Travel to a malaria area,6 months
Dental treatment,7 days
Antibiotics,7 days after the last dose
"""
FIRST_VISIT = {
    "Your first visit": [
        "Bring photo identification to your first donation.",
        "A nurse checks your iron level with a drop of blood from your finger.",
        "You fill in a health questionnaire in private before every donation.",
    ],
}
QUESTIONS = """# Questions

## Does it hurt?

You feel a short sharp scratch from the needle; the donation itself is painless.

## Can I give if I have a cold?

No, wait until you have been well for 7 days.

## What if I faint?

Fainting is rare; lie down, tell a nurse, and we will look after you until you feel well.
"""


def documents() -> dict[str, bytes]:
    return {
        "donor-guidance.pdf": pdf(GUIDANCE_PAGES),
        "donation-types.html": TYPES.encode(),
        "centres.xlsx": xlsx({"Centres": CENTRES}),
        "deferrals.csv": DEFERRALS.encode(),
        "first-visit.docx": docx(FIRST_VISIT, title="Your first visit"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must donors be?",
        "Donors must be aged 18 to 65",
        "donor-guidance.pdf",
        1,
    ),
    Question(
        "What should I avoid after giving blood?",
        "Avoid heavy lifting and hard exercise",
        "donor-guidance.pdf",
        2,
    ),
    Question("How long does a plasma donation take?", "45 minutes", "donation-types.html"),
    Question("When is the Market Square centre open?", "Tuesday to Friday", "centres.xlsx"),
    Question("How long must I wait after dental treatment?", "7 days", "deferrals.csv"),
    Question(
        "What should I bring to my first donation?",
        "Bring photo identification",
        "first-visit.docx",
    ),
    Question(
        "Does it hurt?",
        "a short sharp scratch from the needle",
        "questions.md",
    ),
    Question(
        "Can I give if I have a cold?",
        "wait until you have been well for 7 days",
        "questions.md",
    ),
    Question(
        "I weigh 48 kilos, can I donate?",
        "weigh at least 50 kg",
        "donor-guidance.pdf",
        1,
        True,
    ),
    Question(
        "How often can a woman give blood?",
        "women every 16 weeks",
        "donor-guidance.pdf",
        1,
        True,
    ),
    Question(
        "Should I eat before my appointment?",
        "Eat a proper meal and drink 500 ml of water",
        "donor-guidance.pdf",
        2,
        True,
    ),
    Question(
        "How long will the whole visit take?",
        "Plan about an hour for a whole blood visit",
        "donation-types.html",
        None,
        True,
    ),
    Question(
        "Where can I park for free when I donate?",
        "City Hospital",
        "centres.xlsx",
        None,
        True,
    ),
    Question(
        "I just got inked, when can I donate?",
        "4 months",
        "deferrals.csv",
        None,
        True,
    ),
    Question(
        "How do you test my iron?",
        "A nurse checks your iron level with a drop of blood from your finger",
        "first-visit.docx",
        None,
        True,
    ),
    Question(
        "What if I pass out?",
        "lie down, tell a nurse",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How long does a bone marrow donation take?",
    "When is the Airport centre open?",
    "How long must I wait after a vaccination?",
    "Do donors get paid?",
    "Can I give blood if I am pregnant?",
    "Can I donate if I have diabetes?",
    "Will you tell me my blood group?",
    "Can I bring my children with me?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What are platelets used for?", ("Cancer treatment",), ("Whole blood", "Plasma")),
    ("Is there parking at the University centre?", ("Paid car park",), ("City Hospital",)),
    ("How long must I wait after antibiotics?", ("7 days after the last dose",), ("Dental",)),
    ("What is the minimum gap for whole blood?", ("12 weeks",), ("Plasma", "Platelets")),
]

FOLLOW_UPS = [
    FollowUp(
        "How long does a whole blood donation take?",
        "And platelets?",
        "90 minutes",
        ("Platelets",),
        ("Whole blood", "Plasma"),
    ),
    FollowUp(
        "When is the City Hospital centre open?",
        "Is there parking?",
        "Free for donors",
        ("City Hospital",),
        ("Market Square", "University"),
    ),
    FollowUp(
        "How long must I wait after a tattoo?",
        "And after travel to a malaria area?",
        "6 months",
        ("malaria",),
        ("Tattoo", "Dental"),
    ),
    FollowUp(
        "What should I bring to my first donation?",
        "How do you check my iron?",
        "a drop of blood from your finger",
    ),
]
