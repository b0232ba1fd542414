"""A fifty-fourth set of office documents for bench.answers (a hospital's visitor information):
a PDF of visiting rules whose section on visiting hours runs across a page break, an HTML page
of car park charges with a table, an XLSX of wards, a CSV of the cafés, a DOCX on bringing
things for a patient and a Markdown page of questions; 16 answerable questions (half
paraphrased; when, how much, where, may I, how many), 8 in-domain questions the documents do
not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: how many visitors a bed may have, children visiting, flowers, a
parking charge by length of stay, and where a ward is.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "St Anne's Hospital visiting rules\n"
    "Visiting hours\n"
    "General wards welcome visitors from 14:00 to 20:00. At most two visitors may be at a "
    "bedside at a time; the ward sister may allow more for a patient who is",
    "very ill.\n"
    "Children\n"
    "Children under 12 may visit only with an adult and not on the intensive care unit.\n"
    "Flowers\n"
    "Fresh flowers are not allowed on any ward, for reasons of hygiene.\n"
    "Mealtimes\n"
    "Visitors are asked to leave the ward during lunch, from 12:00 to 13:00, unless they help "
    "the patient to eat.",
]
PARKING = """<html><head><title>Parking</title></head><body>
<h1>Car park charges</h1>
<table>
<tr><th>Stay</th><th>Charge</th></tr>
<tr><td>Up to 30 minutes</td><td>Free</td></tr>
<tr><td>Up to 2 hours</td><td>3 euros</td></tr>
<tr><td>Up to 4 hours</td><td>5 euros</td></tr>
<tr><td>Up to 24 hours</td><td>9 euros</td></tr>
</table>
<p>Blue badge holders park free in the spaces by the main entrance.</p>
</body></html>
"""
WARDS: list[list[Any]] = [
    ["Ward", "Floor", "Building", "Visiting"],
    ["Maternity", "1", "East wing", "Partners any time; others 15:00-19:00"],
    ["Children's ward", "2", "East wing", "Parents any time"],
    ["Cardiology", "3", "Main building", "14:00-20:00"],
    ["Intensive care", "Ground", "Main building", "By arrangement with staff"],
]
CAFES = """Café,Where,Open
Main café,Main entrance,7:00-19:00
Garden café,East wing ground floor,9:00-16:00
Vending machines,Every floor,Always
"""
BRINGING = {
    "Bringing things for a patient": [
        "Bring nightwear, slippers, toiletries and any medicines the patient takes, in their "
        "boxes.",
        "Label every item with the patient's name; the hospital cannot be responsible for "
        "valuables.",
        "Food brought from home must be in a sealed box with the date on it.",
    ],
}
QUESTIONS = """# Questions

## Is there wifi for patients?

Yes, free wifi called StAnne-Guest covers every ward.

## Can I stay overnight with my child?

Yes, one parent can sleep beside a child's bed on the children's ward.

## Where can I get a wheelchair?

Wheelchairs can be borrowed at the main entrance with a 1 euro coin.
"""


def documents() -> dict[str, bytes]:
    return {
        "visiting-rules.pdf": pdf(RULES_PAGES),
        "parking.html": PARKING.encode(),
        "wards.xlsx": xlsx({"Wards": WARDS}),
        "cafes.csv": CAFES.encode(),
        "bringing-things.docx": docx(BRINGING, title="Bringing things for a patient"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What are the visiting hours on general wards?",
        "from 14:00 to 20:00",
        "visiting-rules.pdf",
        1,
    ),
    Question(
        "Are fresh flowers allowed on the ward?",
        "Fresh flowers are not allowed on any ward",
        "visiting-rules.pdf",
        2,
    ),
    Question("How much is parking for up to 4 hours?", "5 euros", "parking.html"),
    Question("Which floor is cardiology on?", "3", "wards.xlsx"),
    Question("When is the garden café open?", "9:00-16:00", "cafes.csv"),
    Question(
        "What should I bring for a patient?",
        "nightwear, slippers, toiletries and any medicines",
        "bringing-things.docx",
    ),
    Question(
        "Is there wifi for patients?",
        "free wifi called StAnne-Guest covers every ward",
        "questions.md",
    ),
    Question(
        "Where do blue badge holders park?",
        "in the spaces by the main entrance",
        "parking.html",
    ),
    Question(
        "How many people can sit with a patient at once?",
        "At most two visitors may be at a bedside at a time",
        "visiting-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my eight-year-old come with me to see her grandmother?",
        "Children under 12 may visit only with an adult",
        "visiting-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I have to go out while my husband has his lunch?",
        "Visitors are asked to leave the ward during lunch",
        "visiting-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is a quick drop-off in the car park charged?",
        "Free",
        "parking.html",
        None,
        True,
    ),
    Question(
        "When can dads visit the maternity ward?",
        "Partners any time",
        "wards.xlsx",
        None,
        True,
    ),
    Question(
        "Can I bring my mum some home cooking?",
        "Food brought from home must be in a sealed box with the date on it",
        "bringing-things.docx",
        None,
        True,
    ),
    Question(
        "Can a parent sleep at the hospital with their kid?",
        "one parent can sleep beside a child's bed on the children's ward",
        "questions.md",
        None,
        True,
    ),
    Question(
        "My father can't walk far, can we borrow a wheelchair?",
        "Wheelchairs can be borrowed at the main entrance",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is parking for a week?",
    "Which floor is the oncology ward on?",
    "When is the main café open on Sundays?",
    "Is there a chapel?",
    "Can I bring a balloon?",
    "Where is the pharmacy?",
    "Is there a taxi rank?",
    "When are visiting hours on the psychiatric ward?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is parking for up to 2 hours?", ("3 euros",), ("Up to 4 hours", "24 hours")),
    ("Which building is the children's ward in?", ("East wing",), ("Cardiology", "Intensive")),
    ("Where is the main café?", ("Main entrance",), ("Garden café", "Vending")),
    ("When can I visit intensive care?", ("By arrangement",), ("Cardiology", "Maternity")),
]

FOLLOW_UPS = [
    FollowUp(
        "Which floor is the maternity ward on?",
        "And cardiology?",
        "3",
        ("Cardiology",),
        ("Maternity", "Children's ward"),
    ),
    FollowUp(
        "How much is parking for up to 24 hours?",
        "And for up to 2 hours?",
        "3 euros",
        ("Up to 2 hours",),
        ("Up to 24 hours", "Up to 4 hours"),
    ),
    FollowUp(
        "Where is the garden café?",
        "When is it open?",
        "9:00-16:00",
        ("Garden café",),
        ("Main café", "Vending"),
    ),
    FollowUp(
        "What should I bring for a patient?",
        "Should I label things?",
        "Label every item with the patient's name",
    ),
]
