"""A sixty-first set of office documents for bench.answers (a cooking school): a PDF of booking
terms whose section on allergies runs across a page break, an HTML page of courses with a
table, an XLSX of chefs, a CSV of the term's dates, a DOCX on private events and a Markdown
page of questions; 16 answerable questions (half paraphrased; how much, who, when, may I,
what do I bring), 8 in-domain questions the documents do not answer, questions about one row
of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what a course's price covers, allergies and diets, who teaches what
cuisine, a term's dates, and taking food home.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Copper Pot Cooking School booking terms\n"
    "What is included\n"
    "Every course includes all ingredients, an apron to use and the recipes to take home.\n"
    "Allergies\n"
    "Tell us about allergies when you book. We can leave out nuts, gluten or dairy from most "
    "dishes, but our kitchen is not",
    "free of any of them.\n"
    "Age\n"
    "Adult courses are for 16 and over; the kids' club is for ages 8 to 12.\n"
    "Transfers\n"
    "A place can be moved to another date up to 7 days before the course, once, for free.",
]
COURSES = """<html><head><title>Courses</title></head><body>
<h1>Courses</h1>
<table>
<tr><th>Course</th><th>Length</th><th>Price</th><th>Places</th></tr>
<tr><td>Italian pasta</td><td>3 hours</td><td>75 euros</td><td>12</td></tr>
<tr><td>Thai street food</td><td>3 hours</td><td>80 euros</td><td>10</td></tr>
<tr><td>Bread baking</td><td>5 hours</td><td>95 euros</td><td>8</td></tr>
<tr><td>Kids' club</td><td>2 hours</td><td>30 euros</td><td>14</td></tr>
</table>
<p>Couples booking together pay 10 euros less each.</p>
</body></html>
"""
CHEFS: list[list[Any]] = [
    ["Chef", "Teaches", "Trained in"],
    ["Marco Bellini", "Italian pasta", "Bologna"],
    ["Ploy Sakda", "Thai street food", "Bangkok"],
    ["Hanna Berg", "Bread baking, Kids' club", "Copenhagen"],
]
DATES = """Course,Term dates,Day
Italian pasta,8 January to 26 March,Thursday evening
Thai street food,10 January to 28 March,Saturday morning
Bread baking,11 January to 22 March,Sunday
Kids' club,7 January to 25 March,Wednesday afternoon
"""
EVENTS = {
    "Private events": [
        "The school can be hired for a private class of 8 to 14 guests.",
        "A private class costs 900 euros for up to 10 guests, then 70 euros per extra guest.",
        "Guests may bring their own wine; we charge no corkage.",
    ],
}
QUESTIONS = """# Questions

## Do we eat what we cook?

Yes, every course ends with a meal together; leftovers go home in boxes.

## I am vegetarian. Can I still join?

Yes, every course has a vegetarian version of each dish.

## Do you sell knives?

Yes, the knives we use are sold at the front desk.
"""


def documents() -> dict[str, bytes]:
    return {
        "booking-terms.pdf": pdf(TERMS_PAGES),
        "courses.html": COURSES.encode(),
        "chefs.xlsx": xlsx({"Chefs": CHEFS}),
        "term-dates.csv": DATES.encode(),
        "private-events.docx": docx(EVENTS, title="Private events"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What does every course include?",
        "all ingredients, an apron to use and the recipes to take home",
        "booking-terms.pdf",
        1,
    ),
    Question(
        "Who are adult courses for?",
        "Adult courses are for 16 and over",
        "booking-terms.pdf",
        2,
    ),
    Question("How much is bread baking?", "95 euros", "courses.html"),
    Question("Who teaches Thai street food?", "Ploy Sakda", "chefs.xlsx"),
    Question("When is the kids' club?", "Wednesday afternoon", "term-dates.csv"),
    Question(
        "How much is a private class?",
        "900 euros for up to 10 guests",
        "private-events.docx",
    ),
    Question(
        "Do you sell knives?",
        "the knives we use are sold at the front desk",
        "questions.md",
    ),
    Question(
        "How much less do couples pay?",
        "Couples booking together pay 10 euros less each",
        "courses.html",
    ),
    Question(
        "Is the kitchen completely nut free?",
        "our kitchen is not free of any of them",
        "booking-terms.pdf",
        1,
        True,
    ),
    Question(
        "Can I change my date if something comes up?",
        "A place can be moved to another date up to 7 days before the course",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can my 10-year-old join a class?",
        "the kids' club is for ages 8 to 12",
        "booking-terms.pdf",
        2,
        True,
    ),
    Question(
        "Which course takes the longest?",
        "Bread baking",
        "courses.html",
        None,
        True,
    ),
    Question(
        "Where did the pasta chef learn to cook?",
        "Bologna",
        "chefs.xlsx",
        None,
        True,
    ),
    Question(
        "Is there a corkage fee for our own wine?",
        "we charge no corkage",
        "private-events.docx",
        None,
        True,
    ),
    Question(
        "I don't eat meat, is that a problem?",
        "every course has a vegetarian version of each dish",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can I take leftovers home?",
        "leftovers go home in boxes",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the sushi course?",
    "Who teaches French pastry?",
    "When does the summer term start?",
    "Can I buy a gift voucher?",
    "Is there a vegan version of every dish?",
    "How much is a private class for 20 guests?",
    "Do you offer online classes?",
    "Is there parking at the school?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is the Italian pasta course?", ("3 hours",), ("Bread baking", "Kids' club")),
    ("Where was Hanna Berg trained?", ("Copenhagen",), ("Marco", "Ploy")),
    ("When is Thai street food?", ("Saturday morning",), ("Italian pasta", "Bread baking")),
    ("How many places does the kids' club have?", ("14",), ("Italian pasta", "Bread")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is Italian pasta?",
        "And Thai street food?",
        "80 euros",
        ("Thai street food",),
        ("Italian pasta", "Bread baking"),
    ),
    FollowUp(
        "Who teaches bread baking?",
        "Where was she trained?",
        "Copenhagen",
        ("Hanna Berg",),
        ("Marco", "Ploy"),
    ),
    FollowUp(
        "When is bread baking?",
        "What are the term dates?",
        "11 January to 22 March",
        ("Bread baking",),
        ("Italian pasta", "Kids' club"),
    ),
    FollowUp(
        "How much is a private class?",
        "Can guests bring wine?",
        "Guests may bring their own wine",
    ),
]
