"""An eighty-fifth set of office documents for bench.answers (a youth hostel): a PDF of house
rules whose section on the kitchen runs across a page break, an HTML page of beds with a
table, an XLSX of what can be hired, a CSV of reception hours, a DOCX on group bookings and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, how
many, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a dormitory bed, bed linen, a door code instead of a curfew and a
deposit on a hired thing.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Harbour Youth Hostel house rules\n"
    "Check-in\n"
    "Check-in is from 15:00 and check-out by 10:00; luggage can be left at reception.\n"
    "Kitchen\n"
    "The guest kitchen is open from 7:00 to 23:00; label your food with your name and room, and",
    "anything unlabelled is thrown away on Sundays.\n"
    "Door code\n"
    "There is no curfew; the front door opens with a code you get at check-in.\n"
    "Quiet\n"
    "Please keep quiet in the corridors after 22:00.\n"
    "Alcohol\n"
    "Alcohol may only be drunk in the bar and the garden.",
]
BEDS = """<html><head><title>Beds</title></head><body>
<h1>Beds and rooms</h1>
<table>
<tr><th>Room</th><th>Per night</th><th>Bathroom</th></tr>
<tr><td>Bed in a 10-bed dorm</td><td>24 euros</td><td>Shared</td></tr>
<tr><td>Bed in a 4-bed dorm</td><td>31 euros</td><td>Shared</td></tr>
<tr><td>Private twin room</td><td>78 euros</td><td>En suite</td></tr>
<tr><td>Family room (4 people)</td><td>110 euros</td><td>En suite</td></tr>
</table>
<p>Bed linen is included; towels can be hired.</p>
</body></html>
"""
HIRE: list[list[Any]] = [
    ["Item", "Price", "Deposit"],
    ["Towel", "2 euros", "None"],
    ["Padlock", "3 euros", "5 euros"],
    ["Bicycle per day", "12 euros", "50 euros"],
    ["Hair dryer", "Free", "ID card"],
]
RECEPTION = """Day,Opens,Closes
Monday to Thursday,7:00,23:00
Friday and Saturday,7:00,1:00
Sunday,8:00,22:00
"""
GROUPS = {
    "Group bookings": [
        "Groups of 10 or more book by email and get 10 percent off.",
        "One group leader per 8 guests under 18 stays free.",
        "A group's packed lunches can be ordered the evening before, for 7 euros each.",
    ],
}
QUESTIONS = """# Questions

## Are dorms mixed?

Our 10-bed dorms are mixed; the 4-bed dorms are women only or men only.

## Is breakfast included?

No, breakfast is 8 euros, served from 7:00 to 10:00.

## What if I lose my door code?

Reception gives you a new one after checking your ID.
"""


def documents() -> dict[str, bytes]:
    return {
        "house-rules.pdf": pdf(RULES_PAGES),
        "beds.html": BEDS.encode(),
        "hire.xlsx": xlsx({"Hire": HIRE}),
        "reception.csv": RECEPTION.encode(),
        "group-bookings.docx": docx(GROUPS, title="Group bookings"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When is check-in?",
        "Check-in is from 15:00",
        "house-rules.pdf",
        1,
    ),
    Question(
        "Where may I drink alcohol?",
        "Alcohol may only be drunk in the bar and the garden",
        "house-rules.pdf",
        2,
    ),
    Question("How much is a private twin room per night?", "78 euros", "beds.html"),
    Question("How much is a padlock?", "3 euros", "hire.xlsx"),
    Question("When does reception close on Sunday?", "22:00", "reception.csv"),
    Question(
        "Do groups get a discount?",
        "Groups of 10 or more book by email and get 10 percent off",
        "group-bookings.docx",
    ),
    Question(
        "Are dorms mixed?",
        "Our 10-bed dorms are mixed",
        "questions.md",
    ),
    Question(
        "Is breakfast included?",
        "No, breakfast is 8 euros",
        "questions.md",
    ),
    Question(
        "What happens to my food in the fridge?",
        "label your food with your name and room",
        "house-rules.pdf",
        1,
        True,
    ),
    Question(
        "Is there a time I have to be back by at night?",
        "There is no curfew",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I leave my bags after checking out?",
        "luggage can be left at reception",
        "house-rules.pdf",
        1,
        True,
    ),
    Question(
        "Do I need to bring my own sheets?",
        "Bed linen is included",
        "beds.html",
        None,
        True,
    ),
    Question(
        "Can I rent a bike?",
        "Bicycle per day",
        "hire.xlsx",
        None,
        True,
    ),
    Question(
        "Is the front desk open late on Friday night?",
        "1:00",
        "reception.csv",
        None,
        True,
    ),
    Question(
        "Does the teacher travelling with a school class pay?",
        "One group leader per 8 guests under 18 stays free",
        "group-bookings.docx",
        None,
        True,
    ),
    Question(
        "I forgot the number to open the door, what do I do?",
        "Reception gives you a new one after checking your ID",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a single room per night?",
    "How much is a sleeping bag to hire?",
    "When does reception open on public holidays?",
    "Is there a laundry room?",
    "Can I park a camper van at the hostel?",
    "Is there an age limit for the dorms?",
    "Do you have a lift?",
    "Can I bring my dog?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a bed in a 4-bed dorm?", ("31 euros",), ("10-bed", "twin", "Family")),
    ("What deposit is needed for a bicycle?", ("50 euros",), ("Towel", "Padlock", "Hair")),
    ("When does reception open on Sunday?", ("8:00",), ("Monday", "Friday")),
    ("What bathroom does the family room have?", ("En suite",), ("dorm", "twin")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a bed in a 10-bed dorm?",
        "And the family room?",
        "110 euros",
        ("Family room",),
        ("dorm", "twin"),
    ),
    FollowUp(
        "How much is a padlock?",
        "Is there a deposit?",
        "5 euros",
        ("Padlock",),
        ("Towel", "Bicycle", "Hair"),
    ),
    FollowUp(
        "When does reception open on Friday?",
        "And when does it close?",
        "1:00",
        ("Friday and Saturday",),
        ("Monday", "Sunday"),
    ),
    FollowUp(
        "Is breakfast included?",
        "When is it served?",
        "served from 7:00 to 10:00",
    ),
]
