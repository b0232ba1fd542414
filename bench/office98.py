"""A ninety-eighth set of office documents for bench.answers (a pottery studio): a PDF of
studio rules whose section on firing runs across a page break, an HTML page of courses with a
table, an XLSX of the open studio sessions, a CSV of the clays, a DOCX on private parties and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, how
long, can I, what if), 8 in-domain questions the documents do not answer, questions about one
row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a kiln firing, a glaze, collecting pieces and a wheel for beginners.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Clayhouse Studio rules\n"
    "Aprons\n"
    "Aprons and tools are provided; wear clothes that can get dirty.\n"
    "Shelves\n"
    "Each member has one shelf for work in progress.\n"
    "Firing\n"
    "Pieces are fired twice, first as bisque and then after glazing; firing takes about",
    "three weeks from the day you leave a piece on the firing shelf.\n"
    "Collecting\n"
    "Collect fired pieces within one month; pieces not collected are recycled.\n"
    "Food safety\n"
    "Only glazes marked food safe may be used on the inside of cups and plates.",
]
COURSES = """<html><head><title>Courses</title></head><body>
<h1>Courses</h1>
<table>
<tr><th>Course</th><th>Length</th><th>Price</th></tr>
<tr><td>Wheel taster</td><td>One evening, 2 hours</td><td>45 euros</td></tr>
<tr><td>Beginners' wheel</td><td>Six weeks, 2 hours a week</td><td>220 euros</td></tr>
<tr><td>Handbuilding</td><td>Four weeks, 2 hours a week</td><td>150 euros</td></tr>
</table>
<p>Clay, glazes and two firings are included in every course.</p>
</body></html>
"""
SESSIONS: list[list[Any]] = [
    ["Open studio", "Day", "Time"],
    ["Morning", "Tuesday", "10:00 to 13:00"],
    ["Evening", "Thursday", "18:00 to 21:00"],
    ["Weekend", "Sunday", "13:00 to 17:00"],
]
CLAYS = """Clay,Colour when fired,Best for
Stoneware,Buff,Mugs and bowls
Porcelain,White,Fine pieces
Terracotta,Red,Planters
"""
PARTIES = {
    "Private parties": [
        "Book the studio for a private party of 6 to 12 people for 35 euros a person.",
        "A party lasts two hours and everyone paints a ready-made piece.",
        "Pieces are glazed and fired by us and ready to collect after two weeks.",
    ],
}
QUESTIONS = """# Questions

## Can children take part?

Children from 8 may join the wheel taster with an adult; the other courses are for adults.

## Can I buy clay to use at home?

Yes, a 10 kg bag costs 18 euros at reception.

## What if I miss a class?

Come to an open studio session instead, free of charge.
"""


def documents() -> dict[str, bytes]:
    return {
        "studio-rules.pdf": pdf(RULES_PAGES),
        "courses.html": COURSES.encode(),
        "open-studio.xlsx": xlsx({"Sessions": SESSIONS}),
        "clays.csv": CLAYS.encode(),
        "private-parties.docx": docx(PARTIES, title="Private parties"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Are aprons provided?",
        "Aprons and tools are provided",
        "studio-rules.pdf",
        1,
    ),
    Question(
        "How long does firing take?",
        "about three weeks",
        "studio-rules.pdf",
        2,
    ),
    Question("How much is the wheel taster?", "45 euros", "courses.html"),
    Question("When is the evening open studio?", "Thursday", "open-studio.xlsx"),
    Question("What is porcelain best for?", "Fine pieces", "clays.csv"),
    Question(
        "How much is a private party?",
        "35 euros a person",
        "private-parties.docx",
    ),
    Question(
        "Can children take part?", "Children from 8 may join the wheel taster", "questions.md"
    ),
    Question("Can I buy clay to use at home?", "a 10 kg bag costs 18 euros", "questions.md"),
    Question(
        "How long do I have to pick up my finished bowl?",
        "Collect fired pieces within one month",
        "studio-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I use any glaze on a mug I want to drink from?",
        "Only glazes marked food safe may be used on the inside of cups",
        "studio-rules.pdf",
        2,
        True,
    ),
    Question(
        "Where can I keep my unfinished pots?",
        "Each member has one shelf for work in progress",
        "studio-rules.pdf",
        1,
        True,
    ),
    Question(
        "Do I have to pay extra for materials on a course?",
        "Clay, glazes and two firings are included in every course",
        "courses.html",
        None,
        True,
    ),
    Question(
        "Which clay should I use for a flower pot?",
        "Terracotta",
        "clays.csv",
        None,
        True,
    ),
    Question(
        "How many friends can I bring for a birthday?",
        "6 to 12 people",
        "private-parties.docx",
        None,
        True,
    ),
    Question(
        "I'll be away for one lesson, can I catch up?",
        "Come to an open studio session instead",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is there a drop-in time at the weekend?",
        "Sunday",
        "open-studio.xlsx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the advanced throwing course?",
    "When is the Saturday open studio?",
    "What is earthenware best for?",
    "Can I fire pieces I made at home?",
    "Do you sell finished pottery?",
    "Is there parking?",
    "How much is a private party for children?",
    "Can I bring wine to a private party?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    (
        "How long is the handbuilding course?",
        ("Four weeks, 2 hours a week",),
        ("Wheel taster", "Beginners"),
    ),
    ("What time is the morning open studio?", ("10:00 to 13:00",), ("Evening", "Weekend")),
    ("What colour is stoneware when fired?", ("Buff",), ("Porcelain", "Terracotta")),
    ("How much is the beginners' wheel course?", ("220 euros",), ("Wheel taster", "Handbuilding")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the wheel taster?",
        "And handbuilding?",
        "150 euros",
        ("Handbuilding",),
        ("Wheel taster", "Beginners"),
    ),
    FollowUp(
        "What is stoneware best for?",
        "What colour is it when fired?",
        "Buff",
        ("Stoneware",),
        ("Porcelain", "Terracotta"),
    ),
    FollowUp(
        "When is the weekend open studio?",
        "What time?",
        "13:00 to 17:00",
        ("Weekend",),
        ("Morning", "Evening"),
    ),
    FollowUp(
        "How much is a private party?",
        "How long does it last?",
        "A party lasts two hours",
    ),
]
