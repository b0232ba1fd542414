"""A thirteenth set of office documents for bench.answers (a sports club): a PDF of membership
terms whose section on cancelling runs across a page break, an XLSX class timetable, an HTML
page of opening hours with a table and a page of facilities, a DOCX price list with a table, a
Markdown page of questions and answers and a CSV of instructors; 16 answerable questions (half
paraphrased; may I, from what age, what happens if, how much, when), 8 in-domain questions the
documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: permissions and their conditions ("Members may bring a guest ..."),
ages and other limits, what follows from something ("If a payment fails ..."), and a timetable
whose rows share days, times and instructors.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Riverside Sports Club: membership terms\n"
    "Joining\n"
    "Members must be at least 16 years old to use the gym. Children from 8 may join the swimming "
    "club; children under 12 must be accompanied in the pool by an adult.\n"
    "Payments\n"
    "Fees are paid monthly by direct debit on the first working day of the month. If a payment "
    "fails, we try again after seven days; after two failed payments your card stops opening the "
    "gates until the arrears are paid.\n"
    "Cancelling\n"
    "You may cancel at any time with one full calendar month's notice, given in writing at "
    "reception or by e-mail.",
    "Fees already paid are not refunded. Members who move more than 20 miles away may cancel "
    "without notice.\n"
    "Freezing\n"
    "A membership can be frozen for up to three months a year for a fee of 5 pounds a month, "
    "for example while travelling. A doctor's note lets you freeze it free of charge.\n"
    "Guests\n"
    "Members may bring a guest up to four times a year; a guest pays 6 pounds and must sign a "
    "health form at reception.",
]
TIMETABLE: list[list[Any]] = [
    ["Day", "Time", "Class", "Instructor", "Studio"],
    ["Monday", "18:00", "Spin", "Tom Reyes", "Studio 1"],
    ["Monday", "19:00", "Yoga", "Priya Shah", "Studio 2"],
    ["Tuesday", "07:00", "Spin", "Tom Reyes", "Studio 1"],
    ["Wednesday", "18:30", "Pilates", "Priya Shah", "Studio 2"],
    ["Thursday", "19:00", "Boxing fitness", "Sam Kowalski", "Studio 1"],
    ["Saturday", "10:00", "Aqua aerobics", "Lena Berg", "Pool"],
]
OPENING = """<html><head><title>Opening hours and facilities</title></head><body>
<h1>Opening hours and facilities</h1>
<h2>Opening hours</h2>
<table>
<tr><th>Days</th><th>Gym</th><th>Pool</th></tr>
<tr><td>Monday to Friday</td><td>06:00 to 22:00</td><td>06:30 to 21:00</td></tr>
<tr><td>Saturday</td><td>08:00 to 20:00</td><td>08:00 to 18:00</td></tr>
<tr><td>Sunday</td><td>08:00 to 18:00</td><td>09:00 to 16:00</td></tr>
</table>
<p>The pool closes for cleaning every first Monday of the month.</p>
<h2>Facilities</h2>
<p>The pool is 25 metres long with six lanes. There is a sauna beside the changing rooms,
open to members over 18.</p>
<p>Bicycles can be left in the covered racks by the main entrance. The car park is free for
members for up to three hours.</p>
</body></html>
"""
PRICES = {
    "Memberships": [
        "All memberships include the gym, the pool and every class on the timetable.",
        "Students show a valid student card when they join.",
    ],
}
PRICE_TABLE = [
    ["Membership", "Monthly fee", "Joining fee"],
    ["Standard", "42 pounds", "25 pounds"],
    ["Off-peak (before 16:00 on weekdays)", "30 pounds", "25 pounds"],
    ["Student", "28 pounds", "none"],
    ["Family (two adults, up to three children)", "95 pounds", "40 pounds"],
]
FAQ = """# Questions and answers

## Do I need to book classes?

Yes. Classes are booked in the app up to seven days ahead. A place you do not cancel at
least two hours before the class counts as a no-show; three no-shows in a month block
booking for a week.

## Are towels provided?

No. Bring your own towel, or hire one at reception for 2 pounds.

## Can I get a personal trainer?

Personal training sessions cost 35 pounds for an hour and are booked at reception.

## Where do I leave my things?

Lockers in the changing rooms take a one-pound coin, which you get back. Lockers are emptied
every night at closing time.
"""
INSTRUCTORS = """Name,Teaches,Qualification
Tom Reyes,Spin,Level 3 personal trainer
Priya Shah,Yoga and Pilates,Yoga teacher (500 hours)
Sam Kowalski,Boxing fitness,Former amateur boxing champion
Lena Berg,Aqua aerobics,Swimming teacher and lifeguard
"""


def documents() -> dict[str, bytes]:
    return {
        "membership-terms.pdf": pdf(TERMS_PAGES),
        "class-timetable.xlsx": xlsx({"Classes": TIMETABLE}),
        "opening-hours.html": OPENING.encode(),
        "prices.docx": docx(PRICES, PRICE_TABLE, title="Prices"),
        "questions.md": FAQ.encode(),
        "instructors.csv": INSTRUCTORS.encode(),
    }


ANSWERABLE = [
    Question(
        "How old must members be to use the gym?",
        "at least 16 years old",
        "membership-terms.pdf",
        1,
    ),
    Question("How much is the student membership?", "28 pounds", "prices.docx"),
    Question(
        "What happens after two failed payments?",
        "your card stops opening the gates until the arrears are paid",
        "membership-terms.pdf",
        1,
    ),
    Question("How long is the pool?", "25 metres long with six lanes", "opening-hours.html"),
    Question(
        "How much does a personal training session cost?",
        "35 pounds for an hour",
        "questions.md",
    ),
    Question("When does the gym open on Saturday?", "08:00 to 20:00", "opening-hours.html"),
    Question(
        "How many guests can a member bring?",
        "up to four times a year",
        "membership-terms.pdf",
        2,
    ),
    Question("Who teaches aqua aerobics?", "Lena Berg", "class-timetable.xlsx"),
    Question(
        "Can I take a break from my membership while I am abroad?",
        "frozen for up to three months a year",
        "membership-terms.pdf",
        2,
        True,
    ),
    Question(
        "Do I have to bring my own towel?",
        "Bring your own towel, or hire one at reception for 2 pounds",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can my 10-year-old swim without me?",
        "children under 12 must be accompanied in the pool by an adult",
        "membership-terms.pdf",
        1,
        True,
    ),
    Question(
        "Where can I park my bike?",
        "covered racks by the main entrance",
        "opening-hours.html",
        None,
        True,
    ),
    Question(
        "Do I get my money back if I quit?",
        "Fees already paid are not refunded",
        "membership-terms.pdf",
        2,
        True,
    ),
    Question(
        "What if I keep missing classes I booked?",
        "three no-shows in a month block booking for a week",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is the pool ever shut for maintenance?",
        "closes for cleaning every first Monday of the month",
        "opening-hours.html",
        None,
        True,
    ),
    Question(
        "Is there a cheaper option if I only train in the mornings?",
        "Off-peak",
        "prices.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "Can I bring my dog to the club?",
    "Is there a discount for pensioners?",
    "When is the Friday spin class?",
    "How long is the outdoor running track?",
    "Does the club have a steam room?",
    "How much does it cost to rent a tennis court?",
    "Who teaches the Zumba class?",
    "Can I pay the fees in cash?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What time is the yoga class?", ("19:00",), ("18:00", "18:30")),
    ("What is the joining fee for the family membership?", ("40 pounds",), ("25 pounds",)),
    ("When does the pool close on Sunday?", ("16:00",), ("21:00", "06:30")),
    ("Which studio is the boxing fitness class in?", ("Studio 1",), ("Studio 2", "Pool")),
]

FOLLOW_UPS = [
    FollowUp(
        "Who teaches yoga?",
        "What qualification does she have?",
        "Yoga teacher (500 hours)",
        ("Priya Shah",),
        ("Tom Reyes", "Lena Berg"),
    ),
    FollowUp(
        "How much is the standard membership?",
        "And the joining fee?",
        "25 pounds",
        ("Standard",),
        ("Student", "Family"),
    ),
    FollowUp(
        "When is the spin class on Tuesday?",
        "Who teaches it?",
        "Tom Reyes",
    ),
    FollowUp(
        "How do I cancel my membership?",
        "What if I move away?",
        "Members who move more than 20 miles away may cancel without notice",
    ),
]
