"""A twenty-seventh set of office documents for bench.answers (a mobile phone provider's customer
information): a PDF of contract terms whose section on ending a contract runs across a page
break, an HTML page of plans with a table, an XLSX of roaming zones, a CSV of add-ons, a DOCX of
numbered steps to set up an eSIM and a Markdown page of questions; 16 answerable questions
(half paraphrased; how much data, which zone, how much a day, how do I, can I), 8 in-domain
questions the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: allowances in gigabytes, countries listed in a cell of a zone's row,
steps of a set-up and what happens when an allowance runs out.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Brightline Mobile contract terms\n"
    "Contract length\n"
    "Monthly plans run for 24 months; SIM-only plans can also be taken for 30 days at a time.\n"
    "Bills\n"
    "Bills are sent by email on the 5th of each month and paid by direct debit ten days later.\n"
    "Ending your contract\n"
    "A SIM-only plan can be ended with 30 days' notice at any time. A 24-month plan ended early",
    "costs the monthly price for each month left, less 10 percent.\n"
    "Keeping your number\n"
    "To take your number to another provider, text PAC to 65075; the code is valid for 30 days.",
]
PLANS = """<html><head><title>Plans</title></head><body>
<h1>Plans</h1>
<table>
<tr><th>Plan</th><th>Price per month</th><th>Data</th><th>Calls and texts</th><th>5G</th></tr>
<tr><td>Lite</td><td>10 euros</td><td>5 GB</td><td>Unlimited</td><td>No</td></tr>
<tr><td>Plus</td><td>18 euros</td><td>40 GB</td><td>Unlimited</td><td>Yes</td></tr>
<tr><td>Max</td><td>30 euros</td><td>Unlimited</td><td>Unlimited</td><td>Yes</td></tr>
</table>
<p>When a plan's data runs out, speed drops to 128 kbps until the next month starts.</p>
</body></html>
"""
ROAMING: list[list[Any]] = [
    ["Zone", "Countries", "Price per day", "Data a day"],
    ["Zone 1", "EU countries, Norway and Iceland", "Included", "As at home"],
    ["Zone 2", "United Kingdom, Switzerland and Turkey", "3 euros", "1 GB"],
    ["Zone 3", "United States and Canada", "7 euros", "500 MB"],
]
ADD_ONS = """Add-on,Price,What you get
Data boost,5 euros,10 GB extra for the rest of the month
World calls,8 euros a month,300 minutes to 50 countries
Insurance,7 euros a month,Repair or replacement of a lost or broken phone
"""
ESIM = {
    "Setting up an eSIM": [
        "1. Open the Brightline app and choose Switch to eSIM.",
        "2. Scan the QR code that the app shows with your phone's camera.",
        "3. Restart the phone; your physical SIM stops working within 15 minutes.",
    ],
}
QUESTIONS = """# Questions

## Can I use my phone as a hotspot?

Yes. Tethering is allowed on every plan and uses your plan's data.

## What if my phone is stolen?

Call us on 0800 600 700 at once; we block the SIM and send a new one free of charge within
two working days.

## Can I change plans?

You can move to a bigger plan at any time; a move to a smaller plan takes effect at the end of
the current month.
"""


def documents() -> dict[str, bytes]:
    return {
        "contract-terms.pdf": pdf(TERMS_PAGES),
        "plans.html": PLANS.encode(),
        "roaming.xlsx": xlsx({"Roaming": ROAMING}),
        "add-ons.csv": ADD_ONS.encode(),
        "esim.docx": docx(ESIM, title="Setting up an eSIM"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question("How long do monthly plans run?", "24 months", "contract-terms.pdf", 1),
    Question("When are bills sent?", "on the 5th of each month", "contract-terms.pdf", 1),
    Question("How much is the Plus plan?", "18 euros", "plans.html"),
    Question("How much data does the Lite plan have?", "5 GB", "plans.html"),
    Question(
        "What happens when a plan's data runs out?",
        "speed drops to 128 kbps until the next month starts",
        "plans.html",
    ),
    Question("How much is the data boost?", "5 euros", "add-ons.csv"),
    Question("How long is the PAC code valid?", "valid for 30 days", "contract-terms.pdf", 2),
    Question("Is tethering allowed?", "Tethering is allowed on every plan", "questions.md"),
    Question(
        "How do I keep my phone number if I switch to another company?",
        "text PAC to 65075",
        "contract-terms.pdf",
        2,
        True,
    ),
    Question(
        "How much does it cost to leave a 24-month contract before it ends?",
        "the monthly price for each month left, less 10 percent",
        "contract-terms.pdf",
        2,
        True,
    ),
    Question(
        "What should I do if someone takes my phone?",
        "Call us on 0800 600 700 at once",
        "questions.md",
        None,
        True,
    ),
    Question(
        "How much does roaming in Canada cost a day?",
        "7 euros",
        "roaming.xlsx",
        None,
        True,
    ),
    Question(
        "Can I switch to a cheaper plan straight away?",
        "a move to a smaller plan takes effect at the end of the current month",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is there cover if I drop my phone and break it?",
        "Repair or replacement of a lost or broken phone",
        "add-ons.csv",
        None,
        True,
    ),
    Question(
        "How long does my old SIM keep working after I move to an eSIM?",
        "stops working within 15 minutes",
        "esim.docx",
        None,
        True,
    ),
    Question(
        "Can I use my phone for free when I travel in Spain?",
        "Included",
        "roaming.xlsx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is the Premium plan?",
    "How much does roaming in Australia cost?",
    "Can I get a phone on the Lite plan?",
    "How much data does the Family plan have?",
    "Is there a discount for students?",
    "How long does a new SIM take to arrive by post?",
    "Does the Max plan include Netflix?",
    "Can I pay my bill by credit card?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("Does the Lite plan have 5G?", ("No",), ("Plus", "Max")),
    ("Which countries are in Zone 2?", ("Switzerland",), ("Zone 1", "Zone 3")),
    ("How much is insurance?", ("7 euros a month",), ("Data boost", "World calls")),
    ("How much data a day is included in Zone 3?", ("500 MB",), ("Zone 2",)),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Lite plan?",
        "And the Max plan?",
        "30 euros",
        ("Max",),
        ("Lite", "Plus"),
    ),
    FollowUp(
        "How much does roaming in Zone 2 cost a day?",
        "How much data is included?",
        "1 GB",
        ("Zone 2",),
        ("Zone 1", "Zone 3"),
    ),
    FollowUp(
        "How much is World calls?",
        "What do I get?",
        "300 minutes to 50 countries",
        ("World calls",),
        ("Data boost", "Insurance"),
    ),
    FollowUp(
        "How long do monthly plans run?",
        "And SIM-only plans?",
        "30 days at a time",
    ),
]
