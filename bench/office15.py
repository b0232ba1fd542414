"""A fifteenth set of office documents for bench.answers (a primary school's information for
parents): a PDF parents' handbook whose section on absence runs across a page break, an XLSX of
term dates, a DOCX of after-school clubs with a table, an HTML lunch menu by day, a Markdown page
of questions and answers and a CSV of classes and their teachers; 16 answerable questions (half
paraphrased; when, which day, who, can my child, how much), 8 in-domain questions the documents
do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: tables whose rows are days of the week (a menu, clubs), classes named
by a year and a number ("Year 3"), and term dates.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

HANDBOOK_PAGES = [
    "Oakfield Primary School: handbook for parents\n"
    "The school day\n"
    "The gates open at 8:40 and lessons start at 8:55. The school day ends at 15:15 for every "
    "year group. Children who arrive after 9:05 sign in at the office.\n"
    "Uniform\n"
    "Pupils wear a green sweatshirt, a white polo shirt and grey trousers or a grey skirt. "
    "Trainers may be worn only for PE.\n"
    "Absence\n"
    "If your child is ill, phone the office before 9:30 on each day of absence.",
    "Holidays in term time are not authorised except in exceptional circumstances; ask the head "
    "teacher in writing at least four weeks before.\n"
    "Medicines\n"
    "Staff give medicines only with a form signed by a parent. Inhalers are kept in the "
    "classroom; other medicines are kept in the office.\n"
    "Mobile phones\n"
    "Pupils in Year 6 who walk home alone may bring a phone; it is handed in at the office each "
    "morning and collected at home time.",
]
TERMS: list[list[Any]] = [
    ["Term", "Starts", "Half term", "Ends"],
    ["Autumn", "3 September", "27 to 31 October", "19 December"],
    ["Spring", "5 January", "16 to 20 February", "27 March"],
    ["Summer", "13 April", "26 to 29 May", "22 July"],
]
CLUBS = {
    "After-school clubs": [
        "Clubs run from 15:15 to 16:30 and are booked for a whole half term.",
        "Children are collected from the main gate when their club ends.",
    ],
}
CLUB_TABLE = [
    ["Club", "Day", "Year groups", "Cost per session"],
    ["Football", "Monday", "Years 3 to 6", "4 pounds"],
    ["Art", "Tuesday", "Years 1 to 4", "5 pounds"],
    ["Chess", "Wednesday", "Years 4 to 6", "free"],
    ["Dance", "Thursday", "Reception to Year 2", "4 pounds"],
]
MENU = """<html><head><title>Lunch menu</title></head><body>
<h1>Lunch menu, autumn term</h1>
<p>School lunches cost 2.60 pounds a day; children in Reception to Year 2 eat free.</p>
<table>
<tr><th>Day</th><th>Main</th><th>Vegetarian</th><th>Pudding</th></tr>
<tr><td>Monday</td><td>Chicken curry with rice</td><td>Vegetable curry with rice</td>
<td>Apple crumble</td></tr>
<tr><td>Tuesday</td><td>Beef lasagne</td><td>Cheese and tomato pasta</td><td>Yoghurt</td></tr>
<tr><td>Wednesday</td><td>Roast chicken</td><td>Quorn roast</td><td>Sponge and custard</td></tr>
<tr><td>Thursday</td><td>Sausages and mash</td><td>Vegetarian sausages and mash</td>
<td>Fruit salad</td></tr>
<tr><td>Friday</td><td>Fish fingers and chips</td><td>Vegetable fingers and chips</td>
<td>Ice cream</td></tr>
</table>
<p>Tell the office about any allergy; the kitchen prepares a meal without it.</p>
</body></html>
"""
FAQ = """# Questions parents ask

## How do I pay for lunches and clubs?

Payments are made in the ParentPay app. We do not take cash at the office.

## What if I am late to collect my child?

Children not collected by 15:30 wait in the office. After three late collections in a term we
will ask to meet you.

## Can my child bring a birthday cake?

No. Because of allergies we do not hand out food from home; a child may bring stickers instead.
"""
CLASSES = """Class,Year group,Teacher,Teaching assistant
Robins,Reception,Mrs Patel,Mr Green
Owls,Year 1,Miss Walsh,Mrs Lee
Foxes,Year 3,Mr Ahmed,Ms Novak
Hawks,Year 6,Mrs Daniels,Mr Green
"""


def documents() -> dict[str, bytes]:
    return {
        "parents-handbook.pdf": pdf(HANDBOOK_PAGES),
        "term-dates.xlsx": xlsx({"Term dates": TERMS}),
        "clubs.docx": docx(CLUBS, CLUB_TABLE, title="After-school clubs"),
        "lunch-menu.html": MENU.encode(),
        "questions.md": FAQ.encode(),
        "classes.csv": CLASSES.encode(),
    }


ANSWERABLE = [
    Question("When do lessons start?", "lessons start at 8:55", "parents-handbook.pdf", 1),
    Question("When does the spring term start?", "5 January", "term-dates.xlsx"),
    Question("What is for lunch on Wednesday?", "Roast chicken", "lunch-menu.html"),
    Question("How much does a school lunch cost?", "2.60 pounds a day", "lunch-menu.html"),
    Question("Which day is chess club?", "Wednesday", "clubs.docx"),
    Question("Who teaches Year 3?", "Mr Ahmed", "classes.csv"),
    Question(
        "What colour is the school sweatshirt?",
        "a green sweatshirt",
        "parents-handbook.pdf",
        1,
    ),
    Question(
        "How do I pay for lunches?",
        "Payments are made in the ParentPay app",
        "questions.md",
    ),
    Question(
        "My son is sick, what should I do?",
        "phone the office before 9:30 on each day of absence",
        "parents-handbook.pdf",
        1,
        True,
    ),
    Question(
        "Can we take a family holiday during term?",
        "not authorised except in exceptional circumstances",
        "parents-handbook.pdf",
        2,
        True,
    ),
    Question(
        "What time does school finish?",
        "ends at 15:15 for every year group",
        "parents-handbook.pdf",
        1,
        True,
    ),
    Question(
        "Where is my daughter's asthma pump kept?",
        "Inhalers are kept in the classroom",
        "parents-handbook.pdf",
        2,
        True,
    ),
    Question(
        "Is there a meat-free option at lunch?",
        "Vegetarian",
        "lunch-menu.html",
        None,
        True,
    ),
    Question(
        "What happens if I pick my child up late?",
        "Children not collected by 15:30 wait in the office",
        "questions.md",
        None,
        True,
    ),
    Question(
        "When is the February break?",
        "16 to 20 February",
        "term-dates.xlsx",
        None,
        True,
    ),
    Question(
        "Can I send in cupcakes for my child's birthday?",
        "we do not hand out food from home",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "Is there a club on Friday?",
    "What is for lunch on Saturday?",
    "Who teaches Year 4?",
    "When does the summer fair take place?",
    "How much does the school trip to the zoo cost?",
    "Is there a breakfast club?",
    "What is the school's phone number?",
    "When are parents' evenings held?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the pudding on Tuesday?", ("Yoghurt",), ("Apple crumble", "Ice cream")),
    ("How much is football club?", ("Football",), ("Art", "Dance")),
    ("When does the autumn half term start?", ("27 to 31 October",), ("16 to 20 February",)),
    ("Who is the teacher of the Owls class?", ("Miss Walsh",), ("Mrs Patel", "Mr Ahmed")),
]

FOLLOW_UPS = [
    FollowUp(
        "What is for lunch on Monday?",
        "And on Friday?",
        "Fish fingers and chips",
        ("Friday",),
        ("Monday", "Tuesday"),
    ),
    FollowUp(
        "Which day is art club?",
        "Which year groups can go?",
        "Years 1 to 4",
        ("Art",),
        ("Football", "Chess"),
    ),
    FollowUp(
        "Who teaches the Hawks class?",
        "And the teaching assistant?",
        "Mr Green",
        ("Hawks",),
        ("Robins", "Owls"),
    ),
    FollowUp(
        "When does the summer term end?",
        "And when does it start?",
        "13 April",
        ("Summer",),
        ("Autumn", "Spring"),
    ),
]
