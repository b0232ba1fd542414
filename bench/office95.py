"""A ninety-fifth set of office documents for bench.answers (a launderette): a PDF of
customer rules whose section on lost items runs across a page break, an HTML page of prices
with a table, an XLSX of the branches, a CSV of the machines, a DOCX on the service wash and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how long,
where, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: coins and a card, a wash in kilograms, a drying time and a lost sock.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Bubbles Launderette customer rules\n"
    "Payment\n"
    "Machines take coins and contactless cards; the change machine takes notes up to 20 euros.\n"
    "Dyeing\n"
    "Dyeing clothes in our machines is not allowed.\n"
    "Lost items\n"
    "Items left in a machine are put in the lost property box by the door and kept for",
    "one month before they are given to charity.\n"
    "Children\n"
    "Children under 12 must stay with an adult and may not use the machines.\n"
    "Pets\n"
    "Pet bedding may only be washed in the machine marked for pets.",
]
PRICES = """<html><head><title>Prices</title></head><body>
<h1>Prices</h1>
<table>
<tr><th>Cycle</th><th>Price</th><th>Time</th></tr>
<tr><td>Small wash (8 kg)</td><td>4 euros</td><td>30 minutes</td></tr>
<tr><td>Large wash (18 kg)</td><td>8 euros</td><td>40 minutes</td></tr>
<tr><td>Dryer</td><td>1 euro</td><td>10 minutes</td></tr>
</table>
<p>Washing powder is included in every wash.</p>
</body></html>
"""
BRANCHES: list[list[Any]] = [
    ["Branch", "Address", "Open"],
    ["Harbour Street", "14 Harbour Street", "Every day 07:00 to 22:00"],
    ["Market Square", "3 Market Square", "Monday to Saturday 08:00 to 20:00"],
    ["University", "Student Union, ground floor", "Term time only, 08:00 to 23:00"],
]
MACHINES = """Machine,Number at each branch
Small washers,8
Large washers,3
Dryers,10
"""
SERVICE = {
    "Service wash": [
        "Drop off your laundry and we wash, dry and fold it for 15 euros a bag.",
        "A bag dropped off before 10:00 is ready the same day at 17:00.",
        "Duvets and sleeping bags cost 18 euros each.",
    ],
}
QUESTIONS = """# Questions

## Is there wifi?

Yes, free wifi in every branch; the password is on the wall by the door.

## Can I leave while my wash runs?

Yes, but empty the machine within 15 minutes of the end so others can use it.

## Do you iron shirts?

Yes, 2 euros a shirt, ready the next day.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-rules.pdf": pdf(RULES_PAGES),
        "prices.html": PRICES.encode(),
        "branches.xlsx": xlsx({"Branches": BRANCHES}),
        "machines.csv": MACHINES.encode(),
        "service-wash.docx": docx(SERVICE, title="Service wash"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Which payments do the machines take?",
        "Machines take coins and contactless cards",
        "customer-rules.pdf",
        1,
    ),
    Question(
        "Can I dye clothes?",
        "Dyeing clothes in our machines is not allowed",
        "customer-rules.pdf",
        1,
    ),
    Question("How much is a large wash?", "8 euros", "prices.html"),
    Question("Where is the Market Square branch?", "3 Market Square", "branches.xlsx"),
    Question("How many dryers are at each branch?", "10", "machines.csv"),
    Question(
        "How much is a service wash?",
        "we wash, dry and fold it for 15 euros a bag",
        "service-wash.docx",
    ),
    Question("Is there wifi?", "free wifi in every branch", "questions.md"),
    Question("Do you iron shirts?", "2 euros a shirt", "questions.md"),
    Question(
        "I forgot a sock in the machine last week, where is it?",
        "put in the lost property box by the door",
        "customer-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I wash my dog's blanket here?",
        "Pet bedding may only be washed in the machine marked for pets",
        "customer-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can my 10-year-old do the laundry alone?",
        "Children under 12 must stay with an adult",
        "customer-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I need to bring detergent?",
        "Washing powder is included in every wash",
        "prices.html",
        None,
        True,
    ),
    Question(
        "Which branch is open late at night?",
        "University",
        "branches.xlsx",
        None,
        True,
    ),
    Question(
        "If I drop my clothes off in the morning, when can I pick them up?",
        "ready the same day at 17:00",
        "service-wash.docx",
        None,
        True,
    ),
    Question(
        "Can I wash a quilt?",
        "Duvets and sleeping bags cost 18 euros each",
        "service-wash.docx",
        None,
        True,
    ),
    Question(
        "Can I go shopping while the machine is going?",
        "empty the machine within 15 minutes of the end",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a medium wash?",
    "Where is the Station Road branch?",
    "How many ironing boards are at each branch?",
    "Do you dry clean suits?",
    "Can I pay by cheque?",
    "Do you collect laundry from my home?",
    "Is there a loyalty card?",
    "Do you wash curtains?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long does a small wash take?", ("30 minutes",), ("Large wash", "Dryer")),
    ("When is the Harbour Street branch open?", ("Every day",), ("Market Square", "University")),
    ("How many large washers are at each branch?", ("3",), ("Small washers", "Dryers")),
    ("How much is the dryer?", ("1 euro",), ("Small wash", "Large wash")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a small wash?",
        "And a large one?",
        "8 euros",
        ("Large wash",),
        ("Small wash", "Dryer"),
    ),
    FollowUp(
        "Where is the Harbour Street branch?",
        "When is it open?",
        "Every day 07:00 to 22:00",
        ("Harbour Street",),
        ("Market Square", "University"),
    ),
    FollowUp(
        "How many small washers are at each branch?",
        "And dryers?",
        "10",
        ("Dryers",),
        ("Small washers", "Large washers"),
    ),
    FollowUp(
        "How much is a service wash?",
        "And a duvet?",
        "Duvets and sleeping bags cost 18 euros each",
    ),
]
