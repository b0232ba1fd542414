"""A twenty-fifth set of office documents for bench.answers (a restaurant's guest information):
a PDF of booking terms whose section on groups runs across a page break, an XLSX menu whose
columns say what a dish contains, an HTML page of opening hours with a table, a DOCX on private
dining, a CSV of set menus and a Markdown page of questions; 16 answerable questions (half
paraphrased; is it vegetarian, does it contain, how many people, when is the kitchen open,
can I), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: yes/no columns of a menu (vegetarian, nuts, gluten), the kitchen's
hours beside the restaurant's and a deposit that depends on the size of a group.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Olive and Thyme booking terms\n"
    "Bookings\n"
    "Tables can be booked online or by phone up to three months ahead. We hold a table for 15 "
    "minutes after the booked time.\n"
    "Cancelling\n"
    "Please cancel at least 24 hours ahead. A booking not cancelled in time is charged 15 euros "
    "a person.\n"
    "Groups\n"
    "Groups of eight or more choose from our set menus and pay a deposit of 20 euros a person",
    "when they book. The deposit is taken off the bill on the day.\n"
    "Children\n"
    "Children are welcome until 20:00. High chairs are available; please ask when you book.",
]
MENU: list[list[Any]] = [
    ["Dish", "Price", "Vegetarian", "Contains nuts", "Gluten free"],
    ["Roast pepper soup", "7 euros", "Yes", "No", "Yes"],
    ["Walnut and pear salad", "9 euros", "Yes", "Yes", "Yes"],
    ["Lamb tagine", "21 euros", "No", "Yes", "Yes"],
    ["Mushroom risotto", "16 euros", "Yes", "No", "Yes"],
    ["Fish and chips", "17 euros", "No", "No", "No"],
    ["Chocolate tart", "8 euros", "Yes", "Yes", "No"],
]
HOURS = """<html><head><title>Opening hours</title></head><body>
<h1>Opening hours</h1>
<table>
<tr><th>Day</th><th>Restaurant</th><th>Kitchen</th></tr>
<tr><td>Tuesday to Thursday</td><td>12:00-23:00</td><td>12:00-21:30</td></tr>
<tr><td>Friday and Saturday</td><td>12:00-00:00</td><td>12:00-22:30</td></tr>
<tr><td>Sunday</td><td>12:00-17:00</td><td>12:00-15:30</td></tr>
</table>
<p>We are closed on Mondays and from 24 to 26 December.</p>
</body></html>
"""
SET_MENUS = """Set menu,Courses,Price per person
Garden,3 courses (vegetarian),35 euros
Market,3 courses,42 euros
Chef's table,6 courses,70 euros
"""
PRIVATE_DINING = {
    "Private dining": [
        "The Cellar Room seats up to 24 guests and can be booked for lunch or dinner.",
        "A minimum spend of 600 euros applies on Friday and Saturday evenings.",
        "You may bring your own birthday cake; we charge no cake fee.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my own wine?

Yes, on Tuesdays to Thursdays. Corkage is 12 euros a bottle.

## Is there a dress code?

No. Come as you are.

## Are dogs allowed?

Dogs are welcome on the terrace but not inside the restaurant.
"""


def documents() -> dict[str, bytes]:
    return {
        "booking-terms.pdf": pdf(TERMS_PAGES),
        "menu.xlsx": xlsx({"Menu": MENU}),
        "opening-hours.html": HOURS.encode(),
        "set-menus.csv": SET_MENUS.encode(),
        "private-dining.docx": docx(PRIVATE_DINING, title="Private dining"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long is a table held after the booked time?",
        "15 minutes",
        "booking-terms.pdf",
        1,
    ),
    Question(
        "How much is charged for a booking not cancelled in time?",
        "15 euros a person",
        "booking-terms.pdf",
        1,
    ),
    Question(
        "How much is the deposit for groups?",
        "20 euros a person",
        "booking-terms.pdf",
        1,
    ),
    Question("How much is corkage?", "12 euros a bottle", "questions.md"),
    Question(
        "How many guests does the Cellar Room seat?", "up to 24 guests", "private-dining.docx"
    ),
    Question("How much is the Market set menu?", "42 euros", "set-menus.csv"),
    Question(
        "When is the restaurant closed?",
        "closed on Mondays and from 24 to 26 December",
        "opening-hours.html",
    ),
    Question("Until when are children welcome?", "until 20:00", "booking-terms.pdf", 2),
    Question(
        "How far ahead can I reserve a table?",
        "up to three months ahead",
        "booking-terms.pdf",
        1,
        True,
    ),
    Question(
        "Can I bring a cake for my birthday?",
        "You may bring your own birthday cake",
        "private-dining.docx",
        None,
        True,
    ),
    Question(
        "Do I have to wear a jacket?",
        "No. Come as you are.",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can my dog sit inside with us?",
        "Dogs are welcome on the terrace but not inside the restaurant",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Do you have a seat for a baby?",
        "High chairs are available",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is the deposit for a big group refunded?",
        "taken off the bill on the day",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Which set menu has no meat?",
        "Garden",
        "set-menus.csv",
        None,
        True,
    ),
    Question(
        "Is there a minimum amount to spend for the private room on a Saturday?",
        "A minimum spend of 600 euros",
        "private-dining.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Chef's table menu for children?",
    "Do you have a vegan menu?",
    "Is the Cellar Room wheelchair accessible?",
    "Can I pay by cheque?",
    "How much is the lasagne?",
    "Is the restaurant open on New Year's Day?",
    "Do you deliver food?",
    "Is there a car park?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("Does the chocolate tart contain nuts?", ("Yes",), ("Roast pepper soup", "Lamb tagine")),
    ("How much is the mushroom risotto?", ("16 euros",), ("Lamb tagine", "Fish and chips")),
    ("Is the lamb tagine gluten free?", ("Yes",), ("Chocolate tart", "Fish and chips")),
    ("When is the kitchen open on Sunday?", ("12:00-15:30",), ("Tuesday to Thursday",)),
]

FOLLOW_UPS = [
    FollowUp(
        "Is the roast pepper soup vegetarian?",
        "Does it contain nuts?",
        "No",
        ("Roast pepper soup",),
        ("Walnut", "Lamb tagine"),
    ),
    FollowUp(
        "How much is the Garden set menu?",
        "And the Chef's table?",
        "70 euros",
        ("Chef's table",),
        ("Garden", "Market"),
    ),
    FollowUp(
        "When is the kitchen open on Friday?",
        "And on Sunday?",
        "12:00-15:30",
        ("Sunday",),
        ("Tuesday to Thursday",),
    ),
    FollowUp(
        "Is corkage charged?",
        "On which days can I bring my own wine?",
        "Tuesdays to Thursdays",
    ),
]
