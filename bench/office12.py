"""A twelfth set of office documents for bench.answers (a small company's website project): DOCX
minutes of two meetings with a table of actions, an XLSX project plan, a PPTX kick-off deck, a
Markdown project page and a PDF supplier contract with numbered clauses; 16 answerable
questions (half paraphrased; who is responsible, by when, what was decided, what a clause
says), 8 in-domain questions the documents do not answer, questions about one row of a table,
and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: owners and due dates of actions, decisions in minutes, numbered
clauses of a contract, and a date the later minutes changed.
A question's `page` is a PDF page or a deck's slide; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import Slide, docx, pdf, pptx, xlsx

MINUTES = {
    "Meeting of 3 March": [
        "Present: Ana Costa, Ben Okafor, Chloe Martin.",
        "The team agreed to build the new website on WordPress.",
        "The launch date was set for 1 May.",
    ],
    "Meeting of 17 March": [
        "Present: Ana Costa, Ben Okafor, David Lund.",
        "The launch was moved to 15 May because the photographs will not be ready in April.",
        "The budget for photography was raised to 3,000 euros.",
    ],
}
ACTIONS = [
    ["Action", "Owner", "Due"],
    ["Write the texts for the product pages", "Chloe Martin", "10 April"],
    ["Book the photographer", "Ben Okafor", "24 March"],
    ["Set up the hosting account", "David Lund", "31 March"],
]
PLAN: list[list[Any]] = [
    ["Task", "Owner", "Start", "End", "Status"],
    ["Design", "Ana Costa", "3 March", "28 March", "Done"],
    ["Texts", "Chloe Martin", "17 March", "10 April", "In progress"],
    ["Photography", "Ben Okafor", "1 April", "30 April", "Not started"],
    ["Testing", "David Lund", "1 May", "12 May", "Not started"],
]
DECK = [
    Slide("Website project kick-off", ["Northlight Furniture, March"]),
    Slide(
        "Goals",
        [
            "Double online orders within a year of launch",
            "Every page loads in under two seconds on a phone",
        ],
    ),
    Slide(
        "Team",
        [
            "Ana Costa leads the project",
            "Ben Okafor is the contact for the photographer",
        ],
    ),
]
PROJECT_PAGE = """# Website project

The new website replaces the shop pages built in 2019.

## Where things are

- Designs are kept in the shared Figma workspace.
- Texts are written in the Google Drive folder "Website texts".
- Questions about the project go to the #website channel.
"""
CONTRACT_PAGES = [
    "Agreement between Northlight Furniture and Pixelworks Studio\n"
    "1. Services\n"
    "1.1 Pixelworks Studio builds and hosts the website described in the project brief.\n"
    "1.2 Hosting includes daily backups and security updates.\n"
    "2. Fees\n"
    "2.1 The build costs 18,000 euros, paid in three equal parts.\n"
    "2.2 Hosting costs 90 euros per month from the launch.",
    "3. Term and termination\n"
    "3.1 The hosting term is 24 months from the launch.\n"
    "3.2 Either party may end the hosting with three months' written notice.\n"
    "4. Support\n"
    "4.1 Faults that stop orders are fixed within 4 hours on working days.",
]


def documents() -> dict[str, bytes]:
    return {
        "minutes.docx": docx(MINUTES, ACTIONS, title="Website project minutes"),
        "project-plan.xlsx": xlsx({"Plan": PLAN}),
        "kick-off.pptx": pptx(DECK),
        "project.md": PROJECT_PAGE.encode(),
        "contract.pdf": pdf(CONTRACT_PAGES),
    }


ANSWERABLE = [
    Question("Who owns the photography task?", "Ben Okafor", "project-plan.xlsx"),
    Question("When is the launch?", "moved to 15 May", "minutes.docx"),
    Question("What was the photography budget raised to?", "3,000 euros", "minutes.docx"),
    Question("Who leads the project?", "Ana Costa leads the project", "kick-off.pptx", 3),
    Question("How much does hosting cost per month?", "90 euros per month", "contract.pdf", 1),
    Question(
        "What does clause 3.2 say?",
        "Either party may end the hosting with three months' written notice",
        "contract.pdf",
        2,
    ),
    Question("Where are the designs kept?", "shared Figma workspace", "project.md"),
    Question("What is the status of the testing task?", "Not started", "project-plan.xlsx"),
    Question(
        "Which platform will the site be built on?",
        "WordPress",
        "minutes.docx",
        None,
        True,
    ),
    Question(
        "Why was the go-live postponed?",
        "the photographs will not be ready in April",
        "minutes.docx",
        None,
        True,
    ),
    Question(
        "By when must the hosting account be ready?",
        "31 March",
        "minutes.docx",
        None,
        True,
    ),
    Question(
        "How quickly are problems that block sales fixed?",
        "within 4 hours on working days",
        "contract.pdf",
        2,
        True,
    ),
    Question(
        "How long are we tied to the hosting deal?",
        "24 months from the launch",
        "contract.pdf",
        2,
        True,
    ),
    Question(
        "Where do I ask something about the website?",
        "#website channel",
        "project.md",
        None,
        True,
    ),
    Question(
        "What is the target for page speed?",
        "under two seconds on a phone",
        "kick-off.pptx",
        2,
        True,
    ),
    Question(
        "Who was at the first meeting?",
        "Ana Costa, Ben Okafor, Chloe Martin",
        "minutes.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "Who owns the search engine optimisation task?",
    "How much does the domain name cost?",
    "What does clause 5.1 say?",
    "When is the next meeting?",
    "Which payment provider will the shop use?",
    "How many products will the shop list at launch?",
    "Who took the minutes of the meeting of 17 March?",
    "How long does the photography warranty last?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("When does the design task end?", ("Design",), ("Texts", "Testing")),
    (
        "Who writes the texts for the product pages?",
        ("Chloe Martin",),
        ("Ben Okafor", "David Lund"),
    ),
    ("When must the photographer be booked?", ("24 March",), ("10 April", "31 March")),
    ("What is the status of the texts task?", ("In progress",), ("Done", "Not started")),
]

FOLLOW_UPS = [
    FollowUp(
        "Who owns the testing task?",
        "When does it start?",
        "1 May",
        ("Testing",),
        ("Design", "Photography"),
    ),
    FollowUp(
        "What does clause 2.1 say?",
        "And clause 2.2?",
        "Hosting costs 90 euros per month from the launch",
    ),
    FollowUp(
        "Who leads the project?",
        "Which tasks does she own?",
        "Design",
    ),
    FollowUp(
        "How much does the build cost?",
        "How is it paid?",
        "paid in three equal parts",
    ),
]
