"""A tenth set of office documents for bench.answers (a dental practice's patient information): a
PDF patient leaflet, a DOCX price list with a table, an HTML page of opening times and holiday
closures, a Markdown page of questions and answers, a plain-text cancellation policy and a CSV of
the dentists; 16 answerable questions (half paraphrased; what if, which does not, what to
bring, how long), 8 in-domain questions the documents do not answer, questions about one row of
a table, and follow-ups that ask a new thing of the person or row the first one named.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: conditions ("if I cancel less than 24 hours before"), a row chosen by
what it does not say, dates of closure, and follow-ups that keep the person asked about.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf

LEAFLET_PAGES = [
    "Welcome to Riverside Dental\n"
    "Your first appointment\n"
    "Please arrive 10 minutes early to fill in a medical history form. Bring a list of the "
    "medicines you take and your NHS number if you have one.\n"
    "Check-ups\n"
    "A check-up takes about 20 minutes. Adults are seen every 12 months, children every 6 "
    "months.",
    "Emergencies\n"
    "If you are in severe pain, call us at 8:00 for a same-day emergency slot. Outside opening "
    "hours, call the NHS 111 service.\n"
    "Children\n"
    "Treatment for children under 18 is free. A parent or guardian must come to every "
    "appointment of a child under 16.",
]
PRICES = {
    "Paying for treatment": [
        "Payment is due on the day of treatment. We accept cards and cash, but not cheques.",
        "A written estimate is given before any treatment over 200 pounds.",
    ],
}
PRICE_TABLE = [
    ["Treatment", "Price", "Time"],
    ["Check-up", "£45", "20 minutes"],
    ["Hygiene visit", "£65", "30 minutes"],
    ["White filling", "£120", "45 minutes"],
    ["Crown", "£550", "two visits"],
]
OPENING = """<!doctype html>
<html><head><title>Opening times</title></head>
<body>
<h1>Opening times</h1>
<p>Monday to Thursday: 08:00 to 18:00. Friday: 08:00 to 14:00. We are closed at weekends.</p>
<h2>Holiday closures</h2>
<p>The practice is closed from 24 December to 1 January and on Easter Monday.</p>
<p>Parking is free in the Riverside car park behind the building for up to two hours.</p>
</body></html>
"""
FAQ = """# Questions patients ask

## Can I bring my child to my appointment?
Yes, but children must stay with an adult in the waiting room during your treatment.

## Do you offer sedation?
We offer sedation for nervous patients on Tuesdays only, with Dr Osei.

## Is there wheelchair access?
All treatment rooms are on the ground floor and the entrance has a ramp.
"""
CANCELLATION = """Cancellation policy

Please give at least 24 hours' notice if you cannot come to an appointment.
If you cancel with less than 24 hours' notice, or do not come, we charge a fee of 25 pounds.
After two missed appointments in a year we may ask you to register with another practice.
"""
DENTISTS = """Name,Role,Working days,Special interest
Dr Amelia Hart,Principal dentist,Monday to Thursday,Implants
Dr Kwame Osei,Associate dentist,Tuesday and Friday,Nervous patients
Dr Lena Vogel,Associate dentist,Wednesday and Thursday,Children
Sam Patel,Hygienist,Monday and Friday,Gum disease
"""


def documents() -> dict[str, bytes]:
    return {
        "patient-leaflet.pdf": pdf(LEAFLET_PAGES),
        "price-list.docx": docx(PRICES, PRICE_TABLE, title="Price list"),
        "opening-times.html": OPENING.encode(),
        "faq.md": FAQ.encode(),
        "cancellation-policy.txt": CANCELLATION.encode(),
        "dentists.csv": DENTISTS.encode(),
    }


ANSWERABLE = [
    Question("How long does a check-up take?", "about 20 minutes", "patient-leaflet.pdf", 1),
    Question(
        "How often are children seen for a check-up?",
        "children every 6 months",
        "patient-leaflet.pdf",
        1,
    ),
    Question("How much does a white filling cost?", "£120", "price-list.docx"),
    Question("Do you accept cheques?", "not cheques", "price-list.docx"),
    Question("When is the practice open on Friday?", "08:00 to 14:00", "opening-times.html"),
    Question(
        "What is the fee for cancelling with less than 24 hours' notice?",
        "25 pounds",
        "cancellation-policy.txt",
    ),
    Question("Who is the principal dentist?", "Dr Amelia Hart", "dentists.csv"),
    Question("Do you offer sedation?", "on Tuesdays only, with Dr Osei", "faq.md"),
    Question(
        "What should I bring to my first visit?",
        "a list of the medicines you take",
        "patient-leaflet.pdf",
        1,
        True,
    ),
    Question(
        "What do I do if I have a bad toothache?",
        "call us at 8:00 for a same-day emergency slot",
        "patient-leaflet.pdf",
        2,
        True,
    ),
    Question(
        "Do kids have to pay for treatment?",
        "Treatment for children under 18 is free",
        "patient-leaflet.pdf",
        2,
        True,
    ),
    Question(
        "Are you open between Christmas and New Year?",
        "closed from 24 December to 1 January",
        "opening-times.html",
        None,
        True,
    ),
    Question(
        "Can I get in with a wheelchair?",
        "the entrance has a ramp",
        "faq.md",
        None,
        True,
    ),
    Question(
        "What happens if I miss my appointment without telling you?",
        "we charge a fee of 25 pounds",
        "cancellation-policy.txt",
        None,
        True,
    ),
    Question(
        "Which dentist specialises in implants?",
        "Dr Amelia Hart",
        "dentists.csv",
        None,
        True,
    ),
    Question(
        "Where can I leave my car?",
        "Riverside car park behind the building",
        "opening-times.html",
        None,
        True,
    ),
]

# Two questions first written here were answerable after all, which their answers showed: "Is
# the practice open on Saturday mornings?" ("We are closed at weekends.") and "When does Dr Hart
# work on Fridays?" (her row: Monday to Thursday). The last two below replaced them, written
# before their answers were seen.
UNANSWERABLE = [
    "How much does a root canal cost?",
    "Do you offer teeth whitening?",
    "Which dentist speaks Spanish?",
    "How long does a crown last?",
    "Can I pay in instalments?",
    "Is there a fee for cancelling with more than 24 hours' notice?",
    "How much does an X-ray cost?",
    "Do you treat patients under general anaesthetic?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long does a hygiene visit take?", ("Hygiene visit",), ("Check-up", "Crown")),
    ("What does a crown cost?", ("Crown",), ("Check-up", "White filling")),
    ("Which days does Dr Vogel work?", ("Dr Lena Vogel",), ("Osei", "Hart")),
    ("Who treats gum disease?", ("Sam Patel",), ("Osei", "Vogel")),
]

FOLLOW_UPS = [
    FollowUp(
        "Who is the principal dentist?",
        "Which days does she work?",
        "Monday to Thursday",
        ("Dr Amelia Hart",),
        ("Osei", "Vogel"),
    ),
    FollowUp(
        "How much does a check-up cost?",
        "And a hygiene visit?",
        "£65",
        ("Hygiene visit",),
        ("White filling", "Crown"),
    ),
    FollowUp(
        "When is the practice open on Friday?",
        "Is it open at weekends?",
        "closed at weekends",
    ),
    FollowUp(
        "Who is the hygienist?",
        "What is his special interest?",
        "Gum disease",
        ("Sam Patel",),
        ("Osei", "Hart"),
    ),
]
