"""A hundred-and-eighth set of office documents for bench.answers (a food bank's volunteer
information): a PDF of volunteer guidelines whose section on food safety runs across a page
break, an HTML page of the shifts with a table, an XLSX of the collection points, a CSV of the
most needed items, a DOCX on referrals and a Markdown page of questions; 16 answerable
questions (half paraphrased; when, where, who, can I, what if), 8 in-domain questions the
documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a volunteer's minimum age, a shift's tasks, use-by dates and a
referral voucher. A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDE_PAGES = [
    "Northside Food Bank volunteer guidelines\n"
    "Age\n"
    "Volunteers must be 16 or over; 14 and 15 year olds may help with a parent.\n"
    "Clothing\n"
    "Wear closed shoes; we provide aprons and gloves.\n"
    "Food safety\n"
    "Check the date on every item; food past its use-by date is thrown away, but food past",
    "its best-before date may be given out for up to three months.\n"
    "Privacy\n"
    "Never share the name or story of anyone who visits the food bank.\n"
    "Lifting\n"
    "Do not lift boxes heavier than 15 kg on your own.",
]
SHIFTS = """<html><head><title>Shifts</title></head><body>
<h1>Shifts</h1>
<table>
<tr><th>Shift</th><th>When</th><th>Tasks</th></tr>
<tr><td>Warehouse</td><td>Monday and Thursday 09:00 to 12:00</td><td>Sorting and packing</td></tr>
<tr><td>Distribution</td><td>Tuesday and Friday 14:00 to 17:00</td>
<td>Welcoming visitors and handing out parcels</td></tr>
<tr><td>Driver</td><td>Saturday 10:00 to 13:00</td><td>Collecting from supermarkets</td></tr>
</table>
<p>Drivers need a full driving licence held for at least two years.</p>
</body></html>
"""
POINTS: list[list[Any]] = [
    ["Collection point", "Where", "Open"],
    ["FreshMart Eastgate", "By the exit, after the tills", "Shop hours"],
    ["St Anne's Church", "Church hall porch", "Sunday 09:00 to 13:00"],
    ["Town library", "Entrance hall", "Library hours"],
]
NEEDED = """Item,Need
Tinned meat,Urgent
Long-life milk,Urgent
Pasta,Well stocked
"""
REFERRALS = {
    "Referrals": [
        "Visitors need a voucher from a referral partner such as a GP, a school or Citizens "
        "Advice.",
        "One voucher gives three days of food for the whole household.",
        "A household can receive up to three vouchers in six months.",
    ],
}
QUESTIONS = """# Questions

## Can I volunteer once a month?

Yes, you choose your own shifts; once a month is fine.

## Do you take fresh food?

Only from supermarkets on our driver rounds; please give tins and dry food.

## Is there training?

Every new volunteer has a one-hour induction on the first shift.
"""


def documents() -> dict[str, bytes]:
    return {
        "volunteer-guidelines.pdf": pdf(GUIDE_PAGES),
        "shifts.html": SHIFTS.encode(),
        "collection-points.xlsx": xlsx({"Points": POINTS}),
        "most-needed.csv": NEEDED.encode(),
        "referrals.docx": docx(REFERRALS, title="Referrals"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must volunteers be?",
        "Volunteers must be 16 or over",
        "volunteer-guidelines.pdf",
        1,
    ),
    Question(
        "What should I wear?",
        "Wear closed shoes",
        "volunteer-guidelines.pdf",
        1,
    ),
    Question("When is the warehouse shift?", "Monday and Thursday 09:00 to 12:00", "shifts.html"),
    Question(
        "Where is the collection point at St Anne's Church?",
        "Church hall porch",
        "collection-points.xlsx",
    ),
    Question("Is tinned meat needed?", "Urgent", "most-needed.csv"),
    Question(
        "How many vouchers can a household receive?",
        "up to three vouchers in six months",
        "referrals.docx",
    ),
    Question("Can I volunteer once a month?", "once a month is fine", "questions.md"),
    Question("Is there training?", "a one-hour induction on the first shift", "questions.md"),
    Question(
        "Can we hand out a tin that is a month past its best-before date?",
        "may be given out for up to three months",
        "volunteer-guidelines.pdf",
        2,
        True,
    ),
    Question(
        "Can I tell my friends about a neighbour I saw at the food bank?",
        "Never share the name or story of anyone who visits",
        "volunteer-guidelines.pdf",
        2,
        True,
    ),
    Question(
        "Can I carry a 20 kg crate by myself?",
        "Do not lift boxes heavier than 15 kg on your own",
        "volunteer-guidelines.pdf",
        2,
        True,
    ),
    Question(
        "I only passed my driving test last year, can I be a driver?",
        "a full driving licence held for at least two years",
        "shifts.html",
        None,
        True,
    ),
    Question(
        "Which shift meets the people who come for food?",
        "Distribution",
        "shifts.html",
        None,
        True,
    ),
    Question(
        "Where can I drop off donations on a Sunday?",
        "St Anne's Church",
        "collection-points.xlsx",
        None,
        True,
    ),
    Question(
        "Do you still need spaghetti?",
        "Well stocked",
        "most-needed.csv",
        None,
        True,
    ),
    Question(
        "How long does one voucher feed a family?",
        "three days of food for the whole household",
        "referrals.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "When is the cooking shift?",
    "Where is the collection point at the station?",
    "Is rice needed?",
    "Can I volunteer with my dog?",
    "Do you give out nappies?",
    "Is there parking for volunteers?",
    "Can I get a reference letter for a job?",
    "Do you deliver food parcels to homes?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    (
        "What are the tasks of the driver shift?",
        ("Collecting from supermarkets",),
        ("Warehouse", "Distribution"),
    ),
    (
        "When is the Town library collection point open?",
        ("Library hours",),
        ("FreshMart", "St Anne"),
    ),
    ("Is long-life milk needed?", ("Urgent",), ("Tinned meat", "Pasta")),
    (
        "When is the distribution shift?",
        ("Tuesday and Friday 14:00 to 17:00",),
        ("Warehouse", "Driver"),
    ),
]

FOLLOW_UPS = [
    FollowUp(
        "When is the warehouse shift?",
        "What are its tasks?",
        "Sorting and packing",
        ("Warehouse",),
        ("Distribution", "Driver"),
    ),
    FollowUp(
        "Where is the collection point at FreshMart Eastgate?",
        "When is it open?",
        "Shop hours",
        ("FreshMart Eastgate",),
        ("St Anne", "Town library"),
    ),
    FollowUp(
        "Is pasta needed?",
        "And tinned meat?",
        "Urgent",
        ("Tinned meat",),
        ("Pasta", "Long-life milk"),
    ),
    FollowUp(
        "Is there training?",
        "Can I volunteer once a month?",
        "once a month is fine",
    ),
]
