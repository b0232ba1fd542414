"""A second set of ordinary office documents, of another organisation (a software company), for
bench.answers: a PDF staff handbook whose sections run across page breaks, a DOCX benefits guide
with a table, a CSV of meeting rooms, a Markdown release runbook and an HTML canteen notice, with
20 answerable questions (10 worded like the text, 10 paraphrased) and 10 in-domain questions the
documents do not answer (several asking about a close neighbour of what they say: domestic trips
beside meals abroad, sick leave beside parental leave, a Gold plan beside Basic, Plus, Premium).

Written on 2026-11-25, after bench/office.py had been tuned on for many rounds, to check that what
was learnt there holds for documents nobody tuned on; the two fixes of that day that it prompted
(a DOCX table's rows as records, "paid" after "sick leave") are named in the README."""

from __future__ import annotations

from bench.office import Question
from tests.support.files import docx, pdf

HANDBOOK_PAGES = [
    "Lumen Software Staff Handbook\n"
    "This handbook applies to every employee of Lumen Software in all offices.\n"
    "Working hours and overtime\n"
    "A full-time contract covers 40 hours per week. Overtime must be agreed with your team lead "
    "in advance and is compensated with time off in lieu at a rate of one and a half hours per "
    "hour worked. Overtime cannot be paid out in cash.\n"
    "Parental leave\n"
    "Birth mothers receive 16 weeks of fully paid maternity leave. The second parent receives 6 "
    "weeks of fully paid leave, to be taken within the first year after the birth or adoption.",
    "Parents may also reduce their working hours to 80 percent until the child turns three, "
    "without a change in their job title.\n"
    "Training budget\n"
    "Each employee has a personal training budget of 1,500 euros per year for courses, "
    "conferences and books. Unused budget does not roll over. Conference trips count against the "
    "same budget, including travel and hotel costs.\n"
    "Equipment\n"
    "New employees choose between a MacBook Pro and a ThinkPad. Laptops are replaced after three "
    "years. A second monitor and a headset are available on request from the IT desk.",
    "Expenses\n"
    "Expense reports are filed in the Spendwise app within 60 days. Taxis are reimbursed only "
    "between 22:00 and 06:00 or when no public transport is available. The daily allowance for "
    "meals abroad is 50 euros.\n"
    "Code of conduct\n"
    "Gifts from clients worth more than 50 euros must be declared to the compliance officer. "
    "Conflicts of interest are reported through the ethics form on the intranet.",
]
BENEFITS_SECTIONS = {
    "Health insurance": [
        "Lumen pays 70 percent of the monthly premium for the employee and 50 percent for "
        "family members.",
        "You can change your plan once a year, during the open enrolment in November.",
    ],
    "Pension": [
        "The company matches pension contributions up to 5 percent of the gross salary.",
        "Contributions vest immediately.",
    ],
}
BENEFITS_TABLE = [
    ["Plan", "Monthly premium", "Deductible"],
    ["Basic", "120 euros", "1,000 euros"],
    ["Plus", "210 euros", "400 euros"],
    ["Premium", "340 euros", "none"],
]
ROOMS = (
    "room,floor,seats,video_conferencing\n"
    "Aurora,2,12,yes\n"
    "Borealis,2,6,no\n"
    "Comet,3,4,yes\n"
    "Nebula,5,20,yes\n"
)
RUNBOOK = """# Release runbook

## Deploying
Releases go out on Tuesdays and Thursdays between 10:00 and 15:00. Every release needs an approved
pull request and a green build on the main branch.

## Rolling back
If the error rate exceeds 2 percent within 30 minutes of a release, roll back with the
`lumen rollback` command and open an incident ticket.

## Freeze
No releases are made from 20 December to 6 January.
"""
NOTICE = """<!doctype html><html><head><title>Canteen</title></head><body>
<h1>Canteen opening hours</h1>
<p>The canteen on the ground floor is open from 11:30 to 14:00 on weekdays.</p>
<p>From 1 to 12 August the canteen is closed for renovation. During this time a food truck stands
in the courtyard.</p>
<p>Vegetarian and vegan dishes are offered every day.</p>
</body></html>"""


def documents() -> dict[str, bytes]:
    return {
        "staff-handbook.pdf": pdf(HANDBOOK_PAGES),
        "benefits.docx": docx(BENEFITS_SECTIONS, BENEFITS_TABLE, title="Benefits Guide"),
        "meeting-rooms.csv": ROOMS.encode(),
        "release-runbook.md": RUNBOOK.encode(),
        "canteen.html": NOTICE.encode(),
    }


ANSWERABLE = [
    Question(
        "How many weeks of paid maternity leave do birth mothers receive?",
        "16 weeks",
        "staff-handbook.pdf",
        1,
    ),
    Question("How is overtime compensated?", "time off in lieu", "staff-handbook.pdf", 1),
    Question(
        "What is the personal training budget per year?",
        "1,500 euros per year",
        "staff-handbook.pdf",
        2,
    ),
    Question("When are laptops replaced?", "replaced after three years", "staff-handbook.pdf", 2),
    Question(
        "Within how many days must expense reports be filed?",
        "within 60 days",
        "staff-handbook.pdf",
        3,
    ),
    Question(
        "How much of the monthly premium does Lumen pay for the employee?",
        "70 percent",
        "benefits.docx",
    ),
    Question("How many seats does the Nebula room have?", "20", "meeting-rooms.csv"),
    Question(
        "When do releases go out?",
        "Tuesdays and Thursdays between 10:00 and 15:00",
        "release-runbook.md",
    ),
    Question("When is the canteen closed for renovation?", "From 1 to 12 August", "canteen.html"),
    Question("What is the deductible of the Plus plan?", "400 euros", "benefits.docx"),
    Question(
        "How long is the second parent's paid leave?", "6 weeks", "staff-handbook.pdf", 1, True
    ),
    Question(
        "Can I get money instead of time off for extra hours?",
        "cannot be paid out in cash",
        "staff-handbook.pdf",
        1,
        True,
    ),
    Question(
        "How much can I spend on conferences and courses each year?",
        "1,500 euros",
        "staff-handbook.pdf",
        2,
        True,
    ),
    Question("Where do I get an extra screen?", "from the IT desk", "staff-handbook.pdf", 2, True),
    Question(
        "When will a cab ride be paid back?",
        "between 22:00 and 06:00",
        "staff-handbook.pdf",
        3,
        True,
    ),
    Question(
        "How much food money do I get per day when travelling in another country?",
        "50 euros",
        "staff-handbook.pdf",
        3,
        True,
    ),
    Question(
        "Does the company add money to my retirement savings?",
        "matches pension contributions up to 5 percent",
        "benefits.docx",
        None,
        True,
    ),
    Question(
        "Which rooms on the second floor can hold a video call?",
        "Aurora",
        "meeting-rooms.csv",
        None,
        True,
    ),
    Question(
        "What should I do if lots of errors appear after shipping a release?",
        "roll back",
        "release-runbook.md",
        None,
        True,
    ),
    Question(
        "Where can I eat while the canteen is being renovated?",
        "food truck",
        "canteen.html",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How big is the referral bonus for recommending a new hire?",
    "What is the mileage allowance for using my own car?",
    "Which programming courses are included in the training budget?",
    "What is the daily meal allowance for domestic trips?",
    "What is the deductible of the Gold plan?",
    "Does the Comet room have a whiteboard?",
    "Who approves a rollback?",
    "How much does a lunch in the canteen cost?",
    "How many days of sick leave are paid?",
    "What is the notice period for resignation?",
]

# Questions about one or two rows of a table (the DOCX plans, the CSV rooms): right when the
# answer names the rows asked about and no other. Written after the fix that takes a DOCX table's
# rows as records, to keep it from regressing; before it, the plans came back as the whole table.
TABLE_ROWS = [
    ("What is the deductible of the Plus plan?", ("Plus",), ("Basic", "Premium")),
    ("What do the Plus and Premium plans cost per month?", ("Plus", "Premium"), ("Basic",)),
    ("How much is the monthly premium of the Basic plan?", ("Basic",), ("Plus", "Premium")),
    ("How many seats does the Comet room have?", ("Comet",), ("Aurora", "Borealis", "Nebula")),
    (
        "On which floor are the Aurora and Borealis rooms?",
        ("Aurora", "Borealis"),
        ("Comet", "Nebula"),
    ),
]
