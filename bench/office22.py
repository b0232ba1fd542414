"""A twenty-second set of office documents for bench.answers (a coworking space with two
locations): a PDF of membership terms whose section on notice runs across a page break, an
HTML page of plans with a table, a CSV of meeting rooms, a DOCX of house rules with a numbered
list, an XLSX of opening hours by location and a Markdown page of questions; 16 answerable
questions (half paraphrased; which plan, how many people, is it included, when is it open,
can I), 8 in-domain questions the documents do not answer, questions about one row of a table,
and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: two locations as the columns of one table, what a plan includes,
rooms by how many they seat, and services ("Can I receive post?").
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Hive Coworking membership terms\n"
    "Membership\n"
    "A membership is personal and gives access to the location named on it. Members may bring "
    "up to two guests a day at no charge; guests sign in at the front desk.\n"
    "Payment\n"
    "Fees are charged monthly in advance by direct debit on the first working day of the "
    "month.\n"
    "Notice\n"
    "Either side may end a membership with one month's notice to the end of a calendar",
    "month, given in writing or from the member's account.\n"
    "Deposits\n"
    "Fixed desk and private office members pay a deposit of one month's fee, returned within "
    "30 days of the membership ending.",
]
PLANS = """<html><head><title>Plans</title></head><body>
<h1>Plans</h1>
<table>
<tr><th>Plan</th><th>Price per month</th><th>Desk</th><th>Meeting room hours</th>
<th>Locker</th></tr>
<tr><td>Flex</td><td>180 euros</td><td>Any free desk</td><td>2</td><td>No</td></tr>
<tr><td>Fixed desk</td><td>290 euros</td><td>Your own desk</td><td>5</td><td>Yes</td></tr>
<tr><td>Private office</td><td>650 euros</td><td>A lockable office for four</td><td>10</td>
<td>Yes</td></tr>
</table>
<p>A day pass costs 25 euros and includes coffee and tea.</p>
</body></html>
"""
ROOMS = """Room,Seats,Per hour,Screen
Orchard,4,15 euros,TV screen
Meadow,8,25 euros,Projector
Summit,16,45 euros,Projector and video conferencing
"""
RULES = {
    "House rules": [
        "1. Phone calls are taken in the phone booths, not at the desks.",
        "2. Desks of Flex members are cleared every evening; items left behind go to lost and "
        "found.",
        "3. Dogs are welcome at the Canal Street location only.",
        "4. The kitchen is cleaned at 15:00; please wash your own cups before then.",
    ],
}
HOURS: list[list[Any]] = [
    ["Day", "Canal Street", "Old Mill"],
    ["Monday to Friday", "7:00-22:00", "8:00-20:00"],
    ["Saturday", "9:00-18:00", "Closed"],
    ["Sunday", "Closed", "Closed"],
]
QUESTIONS = """# Questions

## Can I use Hive as my business address?

Yes. Fixed desk and private office members can register their company at their location and
receive post there; we keep parcels at the front desk for up to two weeks.

## Is there parking?

Canal Street has eight parking spaces for members at 60 euros a month. Old Mill has no parking
but is next to the tram stop.

## Can I print?

Every member can print 100 pages a month free; further pages cost 10 cents each.
"""


def documents() -> dict[str, bytes]:
    return {
        "membership-terms.pdf": pdf(TERMS_PAGES),
        "plans.html": PLANS.encode(),
        "meeting-rooms.csv": ROOMS.encode(),
        "house-rules.docx": docx(RULES, title="House rules"),
        "opening-hours.xlsx": xlsx({"Opening hours": HOURS}),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How many guests can a member bring?", "up to two guests a day", "membership-terms.pdf", 1
    ),
    Question(
        "How much notice do I have to give?",
        "one month's notice to the end of a calendar month",
        "membership-terms.pdf",
        1,
    ),
    Question("How much is the Flex plan?", "180 euros", "plans.html"),
    Question("How much does a day pass cost?", "25 euros", "plans.html"),
    Question("How many seats does the Summit room have?", "16", "meeting-rooms.csv"),
    Question("Where are phone calls taken?", "taken in the phone booths", "house-rules.docx"),
    Question("How much is parking at Canal Street?", "60 euros a month", "questions.md"),
    Question("How many pages can a member print for free?", "100 pages a month", "questions.md"),
    Question(
        "When do I get my deposit back?",
        "returned within 30 days of the membership ending",
        "membership-terms.pdf",
        2,
        True,
    ),
    Question(
        "How do I pay the monthly fee?",
        "by direct debit",
        "membership-terms.pdf",
        1,
        True,
    ),
    Question(
        "Can I have my letters sent to Hive?",
        "receive post there",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can I leave my laptop on a Flex desk overnight?",
        "cleared every evening",
        "house-rules.docx",
        None,
        True,
    ),
    Question(
        "Can my dog come to Old Mill?",
        "Dogs are welcome at the Canal Street location only",
        "house-rules.docx",
        None,
        True,
    ),
    Question(
        "Which room is big enough for a team of 12?",
        "Summit",
        "meeting-rooms.csv",
        None,
        True,
    ),
    Question(
        "Is coffee included with a day pass?",
        "includes coffee and tea",
        "plans.html",
        None,
        True,
    ),
    Question(
        "Is there somewhere to put my car at Old Mill?",
        "Old Mill has no parking",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Team plan?",
    "Is there a shower at Canal Street?",
    "How much is a meeting room for a whole day?",
    "Can I bring my children?",
    "Is Old Mill open on public holidays?",
    "How many seats does the Forest room have?",
    "Is there a discount for students?",
    "Can I store my bike inside?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many meeting room hours does the Fixed desk plan include?", ("5",), ("Flex", "650")),
    ("How much is the Meadow room per hour?", ("25 euros",), ("Orchard", "Summit")),
    ("When is Canal Street open on Saturday?", ("9:00-18:00",), ("Monday to Friday",)),
    ("Does the Flex plan include a locker?", ("No",), ("Fixed desk", "Private office")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Private office plan?",
        "And the Fixed desk?",
        "290 euros",
        ("Fixed desk",),
        ("Private office", "Flex"),
    ),
    FollowUp(
        "How many seats does the Orchard room have?",
        "What screen does it have?",
        "TV screen",
        ("Orchard",),
        ("Meadow", "Summit"),
    ),
    FollowUp(
        "When is Old Mill open on Saturday?",
        "And on Sunday?",
        "Closed",
        ("Sunday",),
        ("Monday to Friday", "Saturday"),
    ),
    FollowUp(
        "How much is parking at Canal Street?",
        "How many spaces are there?",
        "eight parking spaces",
    ),
]
