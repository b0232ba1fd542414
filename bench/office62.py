"""A sixty-second set of office documents for bench.answers (a student residence): a PDF of
house rules whose section on guests runs across a page break, an HTML page of rooms with a
table, an XLSX of the laundry, a CSV of the reception's hours, a DOCX on moving out and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how many
nights, when, may I, what if), 8 in-domain questions the documents do not answer, questions
about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: overnight guests, quiet hours, what a rent includes, a room's
bathroom, and the end of a contract.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Linden House student residence rules\n"
    "Guests\n"
    "Residents may have an overnight guest on at most three nights a month; every guest "
    "signs in at reception and stays with",
    "their host.\n"
    "Quiet hours\n"
    "Quiet hours run from 22:00 to 7:00 every night, and all day during exams.\n"
    "Cooking\n"
    "Cooking is allowed only in the shared kitchens; no hot plates in rooms.\n"
    "Bicycles\n"
    "Bicycles are kept in the locked shed; a key costs a 20 euro deposit.",
]
ROOMS = """<html><head><title>Rooms</title></head><body>
<h1>Rooms and rents</h1>
<table>
<tr><th>Room</th><th>Rent per month</th><th>Bathroom</th><th>Size</th></tr>
<tr><td>Standard single</td><td>390 euros</td><td>Shared, one per 4 rooms</td><td>11 m2</td></tr>
<tr><td>En-suite single</td><td>470 euros</td><td>Own</td><td>14 m2</td></tr>
<tr><td>Studio</td><td>590 euros</td><td>Own, with kitchenette</td><td>22 m2</td></tr>
</table>
<p>Rent includes heating, electricity, water and internet.</p>
</body></html>
"""
LAUNDRY: list[list[Any]] = [
    ["Machine", "Price", "Takes"],
    ["Washing machine", "2.50 euros", "45 minutes"],
    ["Dryer", "1.50 euros", "30 minutes"],
    ["Large washer (duvets)", "4 euros", "60 minutes"],
]
RECEPTION = """Day,Reception opens,Reception closes
Monday to Friday,8:00,20:00
Saturday,10:00,14:00
Sunday,Closed,Closed
"""
MOVING_OUT = {
    "Moving out": [
        "Contracts end on 31 July; rooms must be empty and clean by 10:00 that day.",
        "Hand your keys in at reception; lost keys cost 35 euros.",
        "The deposit of one month's rent is returned within 30 days after an inspection.",
    ],
}
QUESTIONS = """# Questions

## Can I have a pet?

No pets, except fish in a tank under 20 litres.

## Is there a gym?

Yes, a small gym in the basement, free for residents, open 6:00 to 23:00.

## What if I lock myself out?

Reception lets you in during opening hours; outside them call the caretaker, 10 euros a call.
"""


def documents() -> dict[str, bytes]:
    return {
        "house-rules.pdf": pdf(RULES_PAGES),
        "rooms.html": ROOMS.encode(),
        "laundry.xlsx": xlsx({"Laundry": LAUNDRY}),
        "reception.csv": RECEPTION.encode(),
        "moving-out.docx": docx(MOVING_OUT, title="Moving out"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How many nights a month may a guest stay over?",
        "on at most three nights a month",
        "house-rules.pdf",
        1,
    ),
    Question(
        "When are quiet hours?",
        "Quiet hours run from 22:00 to 7:00 every night",
        "house-rules.pdf",
        2,
    ),
    Question("How much is an en-suite single per month?", "470 euros", "rooms.html"),
    Question("How much is the dryer?", "1.50 euros", "laundry.xlsx"),
    Question("When does reception close on Saturday?", "14:00", "reception.csv"),
    Question(
        "When do contracts end?",
        "Contracts end on 31 July",
        "moving-out.docx",
    ),
    Question(
        "Is there a gym?",
        "a small gym in the basement, free for residents",
        "questions.md",
    ),
    Question(
        "What does rent include?",
        "heating, electricity, water and internet",
        "rooms.html",
    ),
    Question(
        "Can I use a hot plate in my room?",
        "no hot plates in rooms",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Where can I keep my bike?",
        "Bicycles are kept in the locked shed",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can my girlfriend stay the weekend?",
        "on at most three nights a month",
        "house-rules.pdf",
        1,
        True,
    ),
    Question(
        "Which room has its own little kitchen?",
        "Studio",
        "rooms.html",
        None,
        True,
    ),
    Question(
        "What does it cost to wash my duvet?",
        "4 euros",
        "laundry.xlsx",
        None,
        True,
    ),
    Question(
        "When will I get my deposit back?",
        "returned within 30 days after an inspection",
        "moving-out.docx",
        None,
        True,
    ),
    Question(
        "Can I keep a hamster?",
        "No pets, except fish in a tank under 20 litres",
        "questions.md",
        None,
        True,
    ),
    Question(
        "I left my key inside my room at night, what do I do?",
        "outside them call the caretaker, 10 euros a call",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a double room per month?",
    "How much is the ironing machine?",
    "When does reception open on public holidays?",
    "Is there a swimming pool?",
    "Can I sublet my room in summer?",
    "Is there a cleaning service for rooms?",
    "Can I paint my room?",
    "How much is parking for residents?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How big is a studio?", ("22 m2",), ("Standard single", "En-suite")),
    ("How long does the washing machine take?", ("45 minutes",), ("Dryer", "Large washer")),
    ("When does reception open on weekdays?", ("8:00",), ("Saturday", "Sunday")),
    (
        "What bathroom does a standard single have?",
        ("Shared, one per 4 rooms",),
        ("En-suite", "Studio"),
    ),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a standard single per month?",
        "And a studio?",
        "590 euros",
        ("Studio",),
        ("Standard single", "En-suite"),
    ),
    FollowUp(
        "How much is the washing machine?",
        "How long does it take?",
        "45 minutes",
        ("Washing machine",),
        ("Dryer", "Large washer"),
    ),
    FollowUp(
        "How big is an en-suite single?",
        "What is the rent?",
        "470 euros",
        ("En-suite single",),
        ("Standard single", "Studio"),
    ),
    FollowUp(
        "When do contracts end?",
        "Where do I hand in my keys?",
        "Hand your keys in at reception",
    ),
]
