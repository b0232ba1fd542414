"""A fifty-first set of office documents for bench.answers (an allotment society): a PDF of
tenancy rules whose section on keeping a plot cultivated runs across a page break, an HTML
page of plot rents with a table, an XLSX of the tool shed, a CSV of work days, a DOCX on the
waiting list and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, how long, may I, what if, when), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: what may be built or kept on a plot, warnings before a tenancy ends,
water and bonfires, and how a waiting list moves.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Greenlane Allotment Society tenancy rules\n"
    "Cultivation\n"
    "At least three quarters of a plot must be cultivated. A plot left untended receives a "
    "written warning; if it is still untended four weeks later, the tenancy",
    "ends.\n"
    "Sheds and greenhouses\n"
    "One shed of at most 2 by 1.5 metres and one greenhouse may stand on each plot.\n"
    "Animals\n"
    "Hens may be kept with the committee's consent; cockerels are not allowed.\n"
    "Water\n"
    "Hoses may be used only to fill water butts, never to water the plot directly.",
]
PLOTS = """<html><head><title>Plots</title></head><body>
<h1>Plot rents</h1>
<table>
<tr><th>Plot</th><th>Size</th><th>Rent per year</th></tr>
<tr><td>Full plot</td><td>250 m2</td><td>95 euros</td></tr>
<tr><td>Half plot</td><td>125 m2</td><td>55 euros</td></tr>
<tr><td>Raised bed</td><td>4 m2</td><td>20 euros</td></tr>
</table>
<p>Rent is due on 1 March; tenants over 65 pay half.</p>
</body></html>
"""
TOOLS: list[list[Any]] = [
    ["Tool", "Borrow for", "Deposit"],
    ["Rotavator", "1 day", "30 euros"],
    ["Hedge trimmer", "1 day", "20 euros"],
    ["Wheelbarrow", "1 week", "None"],
    ["Strimmer", "1 day", "20 euros"],
]
WORK_DAYS = """Work day,Date,Task
Spring clean,Saturday 14 March,Clearing the paths
Hedge day,Saturday 9 May,Cutting the boundary hedge
Autumn tidy,Saturday 17 October,Mending the fences
"""
WAITING = {
    "Waiting list": [
        "The waiting list is about two years long for a full plot and a year for a half plot.",
        "Joining the list costs 5 euros, paid once.",
        "When a plot becomes free, it is offered to the first person on the list, who has two "
        "weeks to accept.",
    ],
}
QUESTIONS = """# Questions

## Can I have a bonfire?

Only between November and February, and only of dry garden waste.

## Can I share my plot with a friend?

Yes, a co-worker can be named on the tenancy at no cost.

## Is there a toilet?

Yes, a compost toilet beside the tool shed.
"""


def documents() -> dict[str, bytes]:
    return {
        "tenancy-rules.pdf": pdf(RULES_PAGES),
        "plots.html": PLOTS.encode(),
        "tool-shed.xlsx": xlsx({"Tool shed": TOOLS}),
        "work-days.csv": WORK_DAYS.encode(),
        "waiting-list.docx": docx(WAITING, title="Waiting list"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How much of a plot must be cultivated?",
        "At least three quarters of a plot must be cultivated",
        "tenancy-rules.pdf",
        1,
    ),
    Question(
        "How big may a shed be?",
        "One shed of at most 2 by 1.5 metres",
        "tenancy-rules.pdf",
        2,
    ),
    Question("How much is a half plot per year?", "55 euros", "plots.html"),
    Question("What is the deposit for the rotavator?", "30 euros", "tool-shed.xlsx"),
    Question("When is hedge day?", "Saturday 9 May", "work-days.csv"),
    Question(
        "How much does joining the waiting list cost?",
        "Joining the list costs 5 euros, paid once",
        "waiting-list.docx",
    ),
    Question(
        "Is there a toilet?",
        "a compost toilet beside the tool shed",
        "questions.md",
    ),
    Question(
        "When is rent due?",
        "Rent is due on 1 March",
        "plots.html",
    ),
    Question(
        "What happens if I neglect my plot?",
        "A plot left untended receives a written warning",
        "tenancy-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can I keep chickens?",
        "Hens may be kept with the committee's consent",
        "tenancy-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I use a sprinkler on my vegetables?",
        "never to water the plot directly",
        "tenancy-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do pensioners pay less?",
        "tenants over 65 pay half",
        "plots.html",
        None,
        True,
    ),
    Question(
        "How long is the wait for a full plot?",
        "about two years long for a full plot",
        "waiting-list.docx",
        None,
        True,
    ),
    Question(
        "Can I burn my garden rubbish?",
        "Only between November and February, and only of dry garden waste",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Can a friend help me work the plot?",
        "a co-worker can be named on the tenancy at no cost",
        "questions.md",
        None,
        True,
    ),
    Question(
        "How long can I keep the wheelbarrow?",
        "1 week",
        "tool-shed.xlsx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a quarter plot?",
    "What is the deposit for the lawnmower?",
    "When is the summer barbecue?",
    "Can I keep bees?",
    "Is there electricity on the plots?",
    "Can I build a pond?",
    "How much is the key to the gate?",
    "Do students pay less?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a raised bed?", ("20 euros",), ("Full plot", "Half plot")),
    ("How long can I borrow the hedge trimmer?", ("1 day",), ("Wheelbarrow", "Rotavator")),
    ("When is the autumn tidy?", ("Saturday 17 October",), ("Spring clean", "Hedge day")),
    ("How big is a full plot?", ("250 m2",), ("Half plot", "Raised bed")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a full plot per year?",
        "And a half plot?",
        "55 euros",
        ("Half plot",),
        ("Full plot", "Raised bed"),
    ),
    FollowUp(
        "When is the spring clean?",
        "What is the task?",
        "Clearing the paths",
        ("Spring clean",),
        ("Hedge day", "Autumn tidy"),
    ),
    FollowUp(
        "What is the deposit for the strimmer?",
        "How long can I borrow it?",
        "1 day",
        ("Strimmer",),
        ("Wheelbarrow",),
    ),
    FollowUp(
        "How long is the waiting list?",
        "How much does it cost to join?",
        "Joining the list costs 5 euros",
    ),
]
