"""An eightieth set of office documents for bench.answers (a riding stables): a PDF of yard
rules whose section on riding hats runs across a page break, an HTML page of lessons with a
table, an XLSX of the horses and ponies, a CSV of hacks (rides out), a DOCX on livery and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how heavy,
how long, can I, what if), 8 in-domain questions the documents do not answer, questions about
one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a rider's weight limit, a horse's height in hands, boots and a hack.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Oakfield Riding Stables yard rules\n"
    "Weight\n"
    "Riders weigh no more than 90 kg, for the horses' welfare.\n"
    "Riding hats\n"
    "A riding hat to the current safety standard is worn by every rider; hats can be",
    "borrowed free, or bring your own.\n"
    "Boots\n"
    "Wear boots with a small heel; trainers and wellies can slip through the stirrup.\n"
    "Feeding\n"
    "Do not feed the horses; ask staff if you want to give a carrot after the lesson.\n"
    "Dogs\n"
    "Dogs stay in the car park on a lead; horses can be frightened by them.",
]
LESSONS = """<html><head><title>Lessons</title></head><body>
<h1>Lessons</h1>
<table>
<tr><th>Lesson</th><th>Length</th><th>Price</th><th>For</th></tr>
<tr><td>Private</td><td>30 minutes</td><td>45 euros</td><td>All levels</td></tr>
<tr><td>Group</td><td>1 hour</td><td>35 euros</td><td>Up to 5 riders of one level</td></tr>
<tr><td>Lead-rein</td><td>20 minutes</td><td>20 euros</td><td>Children aged 3 to 6</td></tr>
<tr><td>Jumping clinic</td><td>90 minutes</td><td>55 euros</td><td>Confident riders</td></tr>
</table>
<p>A block of six group lessons costs 180 euros, paid in advance.</p>
</body></html>
"""
HORSES: list[list[Any]] = [
    ["Name", "Kind", "Height", "Suits"],
    ["Biscuit", "Pony", "12.2 hands", "Small children"],
    ["Maple", "Cob", "14.3 hands", "Nervous adults"],
    ["Thunder", "Horse", "16.1 hands", "Experienced riders"],
]
HACKS = """Hack,Length,Price,Riders
Woodland loop,1 hour,40 euros,Walk and trot only
Beach ride,2 hours,85 euros,Must canter confidently
Sunset ride,90 minutes,60 euros,Over 14 only
"""
LIVERY = {
    "Livery": [
        "Full livery costs 650 euros a month, including feed, bedding and daily turnout.",
        "DIY livery costs 220 euros a month; owners care for their own horse.",
        "Every livery horse needs a vet's check and up-to-date vaccinations before arriving.",
    ],
}
QUESTIONS = """# Questions

## Can complete beginners ride?

Yes, beginners start with private lessons until they can trot on their own.

## Do you do pony parties?

Yes, for up to 8 children, with a pony ride and games, for 220 euros.

## What if it rains?

Lessons move to the covered arena; hacks are cancelled only in storms.
"""


def documents() -> dict[str, bytes]:
    return {
        "yard-rules.pdf": pdf(RULES_PAGES),
        "lessons.html": LESSONS.encode(),
        "horses.xlsx": xlsx({"Horses": HORSES}),
        "hacks.csv": HACKS.encode(),
        "livery.docx": docx(LIVERY, title="Livery"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "What is the weight limit for riders?",
        "Riders weigh no more than 90 kg",
        "yard-rules.pdf",
        1,
    ),
    Question(
        "Can I bring my dog?",
        "Dogs stay in the car park on a lead",
        "yard-rules.pdf",
        2,
    ),
    Question("How much is a private lesson?", "45 euros", "lessons.html"),
    Question("How tall is Thunder?", "16.1 hands", "horses.xlsx"),
    Question("How much is the beach ride?", "85 euros", "hacks.csv"),
    Question(
        "How much does full livery cost?",
        "650 euros a month",
        "livery.docx",
    ),
    Question(
        "Can complete beginners ride?",
        "beginners start with private lessons",
        "questions.md",
    ),
    Question(
        "Do you do pony parties?",
        "for up to 8 children",
        "questions.md",
    ),
    Question(
        "Do I need my own helmet?",
        "hats can be",
        "yard-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I ride in trainers?",
        "trainers and wellies can slip through the stirrup",
        "yard-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can my daughter give the pony an apple?",
        "Do not feed the horses",
        "yard-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there a cheaper deal if I book several group lessons?",
        "A block of six group lessons costs 180 euros",
        "lessons.html",
        None,
        True,
    ),
    Question(
        "Which horse is good for someone who is scared?",
        "Maple",
        "horses.xlsx",
        None,
        True,
    ),
    Question(
        "My 12-year-old wants to ride at sunset, can she?",
        "Over 14 only",
        "hacks.csv",
        None,
        True,
    ),
    Question(
        "What does the vet need to check before my horse moves in?",
        "a vet's check and up-to-date vaccinations",
        "livery.docx",
        None,
        True,
    ),
    Question(
        "Are lessons cancelled in bad weather?",
        "Lessons move to the covered arena",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a dressage lesson?",
    "How tall is Storm?",
    "How much is the mountain ride?",
    "Do you sell riding boots?",
    "Can I take my own horse on a hack?",
    "Is there a riding holiday with overnight stays?",
    "Do you offer therapy riding?",
    "Can I lease a pony?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is a lead-rein lesson?", ("20 minutes",), ("Private", "Group", "Jumping")),
    ("Who does Biscuit suit?", ("Small children",), ("Maple", "Thunder")),
    ("How long is the woodland loop?", ("1 hour",), ("Beach", "Sunset")),
    ("Who is the jumping clinic for?", ("Confident riders",), ("Private", "Group")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a group lesson?",
        "How long is it?",
        "1 hour",
        ("Group",),
        ("Private", "Lead-rein", "Jumping"),
    ),
    FollowUp(
        "How tall is Biscuit?",
        "And Maple?",
        "14.3 hands",
        ("Maple",),
        ("Biscuit", "Thunder"),
    ),
    FollowUp(
        "How much is the sunset ride?",
        "How long is it?",
        "90 minutes",
        ("Sunset ride",),
        ("Woodland", "Beach"),
    ),
    FollowUp(
        "How much does full livery cost?",
        "And DIY livery?",
        "220 euros a month",
    ),
]
