"""A seventy-fifth set of office documents for bench.answers (a library's makerspace): a PDF of
workshop rules whose section on the laser cutter runs across a page break, an HTML page of the
machines with a table, an XLSX of materials, a CSV of induction sessions, a DOCX on
membership and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, how long, who may, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: an induction before a machine, a price per gram or per minute, and a
print left behind.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Maker Lab workshop rules\n"
    "Induction\n"
    "Every machine needs an induction first; your library card shows the machines you may use.\n"
    "Laser cutter\n"
    "Never leave the laser cutter while it runs; a fire can start in seconds, and PVC must never",
    "be cut because its fumes are toxic.\n"
    "Children\n"
    "Makers under 16 come with an adult, who stays in the room.\n"
    "Booking\n"
    "Machines are booked online in slots of one hour, at most three slots a week.\n"
    "Cleaning up\n"
    "Leave your bench clean; offcuts go in the grey bin by the door.",
]
MACHINES = """<html><head><title>Machines</title></head><body>
<h1>Our machines</h1>
<table>
<tr><th>Machine</th><th>Price</th><th>Induction</th></tr>
<tr><td>3D printer</td><td>10 cents per gram</td><td>30 minutes</td></tr>
<tr><td>Laser cutter</td><td>50 cents per minute</td><td>90 minutes</td></tr>
<tr><td>Vinyl cutter</td><td>Free</td><td>20 minutes</td></tr>
<tr><td>Sewing machine</td><td>Free</td><td>None</td></tr>
</table>
<p>Members pay half the price on the 3D printer and the laser cutter.</p>
</body></html>
"""
MATERIALS: list[list[Any]] = [
    ["Material", "Sold as", "Price"],
    ["Plywood 3 mm", "A3 sheet", "4 euros"],
    ["Acrylic 3 mm", "A3 sheet", "7 euros"],
    ["PLA filament", "Per gram", "10 cents"],
    ["Felt", "A4 sheet", "1 euro"],
]
INDUCTIONS = """Machine,Day,Time
3D printer,Monday,17:00
Laser cutter,Wednesday,18:00
Vinyl cutter,Saturday,11:00
"""
MEMBERSHIP = {
    "Membership": [
        "Membership costs 8 euros a month and is open to every library card holder.",
        "Members can book a week earlier than others.",
        "A membership can be paused for up to three months a year.",
    ],
}
QUESTIONS = """# Questions

## Can I bring my own material?

Yes, if it is on the list of safe materials at the desk; ask staff before cutting anything new.

## Can staff design things for me?

No, but staff help you learn the design software on Thursday evenings.

## What if my print fails?

Failed prints caused by the machine are not charged; tell staff before you leave.
"""


def documents() -> dict[str, bytes]:
    return {
        "workshop-rules.pdf": pdf(RULES_PAGES),
        "machines.html": MACHINES.encode(),
        "materials.xlsx": xlsx({"Materials": MATERIALS}),
        "inductions.csv": INDUCTIONS.encode(),
        "membership.docx": docx(MEMBERSHIP, title="Membership"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Does every machine need an induction?",
        "Every machine needs an induction first",
        "workshop-rules.pdf",
        1,
    ),
    Question(
        "How are machines booked?",
        "booked online in slots of one hour",
        "workshop-rules.pdf",
        2,
    ),
    Question("How much is the laser cutter?", "50 cents per minute", "machines.html"),
    Question("How much is a sheet of acrylic?", "7 euros", "materials.xlsx"),
    Question("When is the vinyl cutter induction?", "Saturday", "inductions.csv"),
    Question(
        "How much does membership cost?",
        "8 euros a month",
        "membership.docx",
    ),
    Question(
        "Can I bring my own material?",
        "if it is on the list of safe materials",
        "questions.md",
    ),
    Question(
        "Can staff design things for me?",
        "staff help you learn the design software",
        "questions.md",
    ),
    Question(
        "Can I cut PVC on the laser?",
        "PVC must never",
        "workshop-rules.pdf",
        1,
        True,
    ),
    Question(
        "My son is 14, can he come alone?",
        "Makers under 16 come with an adult",
        "workshop-rules.pdf",
        2,
        True,
    ),
    Question(
        "Where do I throw away scraps?",
        "offcuts go in the grey bin by the door",
        "workshop-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there a discount for members on the printer?",
        "Members pay half the price",
        "machines.html",
        None,
        True,
    ),
    Question(
        "Which machines cost nothing to use?",
        "Free",
        "machines.html",
        None,
        True,
    ),
    Question(
        "What is the filament price?",
        "10 cents",
        "materials.xlsx",
        None,
        True,
    ),
    Question(
        "I am going travelling, can I put my membership on hold?",
        "A membership can be paused for up to three months a year",
        "membership.docx",
        None,
        True,
    ),
    Question(
        "Do I pay if the printer messes up my job?",
        "Failed prints caused by the machine are not charged",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the CNC router?",
    "When is the sewing machine induction?",
    "How much is a sheet of MDF?",
    "Is there a soldering station?",
    "Can I leave a print running overnight?",
    "Do you sell finished products?",
    "Can schools book the makerspace for a class?",
    "Is there a locker for my projects?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How long is the 3D printer induction?", ("30 minutes",), ("Laser cutter", "Vinyl")),
    ("How is felt sold?", ("A4 sheet",), ("Plywood", "Acrylic", "PLA")),
    ("What time is the laser cutter induction?", ("18:00",), ("3D printer", "Vinyl")),
    ("How much is plywood?", ("4 euros",), ("Acrylic", "PLA", "Felt")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the 3D printer?",
        "And the vinyl cutter?",
        "Free",
        ("Vinyl cutter",),
        ("3D printer", "Laser cutter"),
    ),
    FollowUp(
        "When is the laser cutter induction?",
        "How long does it take?",
        "90 minutes",
        ("Laser cutter",),
        ("3D printer", "Vinyl cutter"),
    ),
    FollowUp(
        "How much is a sheet of plywood?",
        "And acrylic?",
        "7 euros",
        ("Acrylic",),
        ("Plywood", "Felt"),
    ),
    FollowUp(
        "How much does membership cost?",
        "Can I pause it?",
        "paused for up to three months a year",
    ),
]
