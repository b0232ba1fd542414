"""An eighty-eighth set of office documents for bench.answers (a library of things, lending
tools): a PDF of borrowing rules whose section on late returns runs across a page break, an
HTML page of memberships with a table, an XLSX of the tools, a CSV of the opening hours, a
DOCX on safety and a Markdown page of questions; 16 answerable questions (half paraphrased;
how much, how long, can I, who, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a loan period, a daily late fee, a deposit per tool and a tool
returned broken.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Toolbox Library borrowing rules\n"
    "Loans\n"
    "Tools are lent for one week; a loan can be extended once by a week if nobody has reserved "
    "the tool.\n"
    "Late returns\n"
    "A tool returned late costs 2 euros a day; after two weeks without word from you we charge",
    "the tool's replacement price.\n"
    "Cleaning\n"
    "Return tools clean; a tool returned dirty costs 5 euros to clean.\n"
    "Members\n"
    "Members must be 18 or over and live or work in the city.",
]
MEMBERSHIPS = """<html><head><title>Memberships</title></head><body>
<h1>Memberships</h1>
<table>
<tr><th>Membership</th><th>Per year</th><th>Tools at a time</th></tr>
<tr><td>Basic</td><td>30 euros</td><td>2</td></tr>
<tr><td>Plus</td><td>50 euros</td><td>5</td></tr>
<tr><td>Community group</td><td>80 euros</td><td>10</td></tr>
</table>
<p>People on a low income can join the Basic membership free.</p>
</body></html>
"""
TOOLS: list[list[Any]] = [
    ["Tool", "Deposit", "Training needed"],
    ["Cordless drill", "20 euros", "No"],
    ["Pressure washer", "40 euros", "No"],
    ["Tile cutter", "30 euros", "Yes"],
    ["Carpet cleaner", "50 euros", "No"],
]
HOURS = """Day,Open
Tuesday,16:00 to 19:00
Thursday,16:00 to 19:00
Saturday,10:00 to 14:00
"""
SAFETY = {
    "Safety": [
        "Read the safety card that comes with every power tool before you use it.",
        "Goggles and ear defenders can be borrowed free with any power tool.",
        "Tools that need training are only lent after a 30-minute session with a volunteer.",
    ],
}
QUESTIONS = """# Questions

## Can I reserve a tool?

Yes, in the online catalogue, up to four weeks ahead.

## Do you deliver tools?

No, tools are collected and returned at the library.

## What if a tool breaks while I use it?

Tell us; normal wear is never charged, and we repair the tool.
"""


def documents() -> dict[str, bytes]:
    return {
        "borrowing-rules.pdf": pdf(RULES_PAGES),
        "memberships.html": MEMBERSHIPS.encode(),
        "tools.xlsx": xlsx({"Tools": TOOLS}),
        "opening-hours.csv": HOURS.encode(),
        "safety.docx": docx(SAFETY, title="Safety"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long are tools lent for?",
        "Tools are lent for one week",
        "borrowing-rules.pdf",
        1,
    ),
    Question(
        "How old must members be?",
        "Members must be 18 or over",
        "borrowing-rules.pdf",
        2,
    ),
    Question("How much is the Plus membership per year?", "50 euros", "memberships.html"),
    Question("What is the deposit for a pressure washer?", "40 euros", "tools.xlsx"),
    Question("When are you open on Saturday?", "10:00 to 14:00", "opening-hours.csv"),
    Question(
        "Can I borrow goggles?",
        "Goggles and ear defenders can be borrowed free",
        "safety.docx",
    ),
    Question(
        "Can I reserve a tool?",
        "in the online catalogue, up to four weeks ahead",
        "questions.md",
    ),
    Question(
        "Do you deliver tools?",
        "tools are collected and returned at the library",
        "questions.md",
    ),
    Question(
        "I need the drill for another week, is that possible?",
        "a loan can be extended once by a week",
        "borrowing-rules.pdf",
        1,
        True,
    ),
    Question(
        "What do I pay if I bring the sander back three days late?",
        "A tool returned late costs 2 euros a day",
        "borrowing-rules.pdf",
        1,
        True,
    ),
    Question(
        "What if I return the washer muddy?",
        "a tool returned dirty costs 5 euros to clean",
        "borrowing-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there a free membership for people who cannot afford it?",
        "People on a low income can join the Basic membership free",
        "memberships.html",
        None,
        True,
    ),
    Question(
        "How many tools can I take home with Basic?",
        "2",
        "memberships.html",
        None,
        True,
    ),
    Question(
        "Which tool needs a lesson before I can borrow it?",
        "Tile cutter",
        "tools.xlsx",
        None,
        True,
    ),
    Question(
        "Are you open on Monday?",
        "Tuesday",
        "opening-hours.csv",
        None,
        True,
    ),
    Question(
        "The drill stopped working while I used it, will I be charged?",
        "normal wear is never charged",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Gold membership?",
    "What is the deposit for a lawn mower?",
    "When are you open on Sunday?",
    "Do you sell tools?",
    "Can I borrow a ladder?",
    "Do you run repair cafés?",
    "Can children borrow tools with a parent?",
    "Is there parking at the library?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many tools at a time does a community group get?", ("10",), ("Basic", "Plus")),
    ("Does the carpet cleaner need training?", ("No",), ("drill", "Tile cutter")),
    ("What is the deposit for a tile cutter?", ("30 euros",), ("drill", "Pressure", "Carpet")),
    ("When are you open on Thursday?", ("16:00 to 19:00",), ("Saturday",)),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Basic membership per year?",
        "And Plus?",
        "50 euros",
        ("Plus",),
        ("Basic", "Community"),
    ),
    FollowUp(
        "What is the deposit for a cordless drill?",
        "Does it need training?",
        "No",
        ("Cordless drill",),
        ("Pressure", "Tile", "Carpet"),
    ),
    FollowUp(
        "What is the deposit for a carpet cleaner?",
        "And for a tile cutter?",
        "30 euros",
        ("Tile cutter",),
        ("drill", "Pressure", "Carpet"),
    ),
    FollowUp(
        "How long are tools lent for?",
        "Can I extend a loan?",
        "a loan can be extended once by a week",
    ),
]
