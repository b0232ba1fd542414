"""An eighty-fourth set of office documents for bench.answers (a broadband provider): a PDF of
customer terms whose section on moving home runs across a page break, an HTML page of
packages with a table, an XLSX of the routers, a CSV of the support lines, a DOCX on
installation and a Markdown page of questions; 16 answerable questions (half paraphrased; how
much, how fast, how long, can I, what if), 8 in-domain questions the documents do not answer,
questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a speed in Mbit/s, a contract length, an engineer's visit and an
outage.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Lightwave customer terms\n"
    "Contract\n"
    "Contracts run for 24 months, then roll on monthly with one month's notice.\n"
    "Moving home\n"
    "Your package moves with you at no cost if we serve your new address; if we do not, you",
    "may leave without an early exit fee.\n"
    "Price rises\n"
    "Prices rise each April by the rate of inflation; you may leave within 30 days of the notice.\n"
    "Outages\n"
    "If your connection is down for more than two full days, we credit 5 euros a day.\n"
    "Leaving early\n"
    "Leaving before the end of the contract costs the remaining monthly fees.",
]
PACKAGES = """<html><head><title>Packages</title></head><body>
<h1>Broadband packages</h1>
<table>
<tr><th>Package</th><th>Download</th><th>Upload</th><th>Per month</th></tr>
<tr><td>Fibre 100</td><td>100 Mbit/s</td><td>20 Mbit/s</td><td>29 euros</td></tr>
<tr><td>Fibre 500</td><td>500 Mbit/s</td><td>100 Mbit/s</td><td>39 euros</td></tr>
<tr><td>Fibre 1000</td><td>1000 Mbit/s</td><td>500 Mbit/s</td><td>49 euros</td></tr>
</table>
<p>A landline can be added to any package for 6 euros a month.</p>
</body></html>
"""
ROUTERS: list[list[Any]] = [
    ["Router", "Wi-Fi", "Comes with"],
    ["Hub One", "Wi-Fi 6", "Fibre 100 and Fibre 500"],
    ["Hub Max", "Wi-Fi 7", "Fibre 1000"],
    ["Signal booster", "Wi-Fi 6", "Extra, 5 euros a month"],
]
SUPPORT = """Line,Number,Hours
Technical support,0800 123 400,Every day 8:00 to 22:00
Billing,0800 123 401,Monday to Friday 9:00 to 17:00
Moving home,0800 123 402,Monday to Saturday 9:00 to 18:00
"""
INSTALLATION = {
    "Installation": [
        "An engineer installs the fibre socket; the visit takes about two hours.",
        "Someone aged 18 or over must be at home during the visit.",
        "Installation is free on a 24-month contract.",
    ],
}
QUESTIONS = """# Questions

## Is there a data limit?

No, every package has unlimited data.

## Can I use my own router?

Yes, but we can only support problems up to the socket.

## What if my internet is slow?

Restart the router, then run the line test in the app before calling technical support.
"""


def documents() -> dict[str, bytes]:
    return {
        "customer-terms.pdf": pdf(TERMS_PAGES),
        "packages.html": PACKAGES.encode(),
        "routers.xlsx": xlsx({"Routers": ROUTERS}),
        "support-lines.csv": SUPPORT.encode(),
        "installation.docx": docx(INSTALLATION, title="Installation"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long do contracts run?",
        "Contracts run for 24 months",
        "customer-terms.pdf",
        1,
    ),
    Question(
        "When do prices rise?",
        "Prices rise each April",
        "customer-terms.pdf",
        2,
    ),
    Question("How much is Fibre 500 per month?", "39 euros", "packages.html"),
    Question("Which router comes with Fibre 1000?", "Hub Max", "routers.xlsx"),
    Question("What is the billing number?", "0800 123 401", "support-lines.csv"),
    Question(
        "How long does the installation visit take?",
        "the visit takes about two hours",
        "installation.docx",
    ),
    Question(
        "Is there a data limit?",
        "every package has unlimited data",
        "questions.md",
    ),
    Question(
        "Can I use my own router?",
        "we can only support problems up to the socket",
        "questions.md",
    ),
    Question(
        "We are moving house, can I take my broadband with me?",
        "Your package moves with you at no cost",
        "customer-terms.pdf",
        1,
        True,
    ),
    Question(
        "My internet was off for a week, do I get money back?",
        "we credit 5 euros a day",
        "customer-terms.pdf",
        2,
        True,
    ),
    Question(
        "What does it cost to cancel in the first year?",
        "Leaving before the end of the contract costs the remaining monthly fees",
        "customer-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can I get a home phone too?",
        "A landline can be added to any package for 6 euros a month",
        "packages.html",
        None,
        True,
    ),
    Question(
        "How fast are uploads on Fibre 100?",
        "20 Mbit/s",
        "packages.html",
        None,
        True,
    ),
    Question(
        "My Wi-Fi does not reach the bedroom, do you have anything?",
        "Signal booster",
        "routers.xlsx",
        None,
        True,
    ),
    Question(
        "Can my 16-year-old let the engineer in?",
        "Someone aged 18 or over must be at home",
        "installation.docx",
        None,
        True,
    ),
    Question(
        "The connection is really sluggish, what should I do?",
        "Restart the router",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is Fibre 2000 per month?",
    "Which router comes with the mobile package?",
    "What is the number for complaints?",
    "Do you offer TV packages?",
    "Is there a discount for students?",
    "Can I get a static IP address?",
    "Do you have a shop in the city centre?",
    "Is there a social tariff for people on benefits?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the download speed of Fibre 1000?", ("1000 Mbit/s",), ("Fibre 100", "Fibre 500")),
    ("Which Wi-Fi does the Hub Max have?", ("Wi-Fi 7",), ("Hub One", "booster")),
    ("When is technical support open?", ("Every day 8:00 to 22:00",), ("Billing", "Moving")),
    ("How much is Fibre 100 per month?", ("29 euros",), ("Fibre 500", "Fibre 1000")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is Fibre 100 per month?",
        "And Fibre 1000?",
        "49 euros",
        ("Fibre 1000",),
        ("Fibre 100 ", "Fibre 500"),
    ),
    FollowUp(
        "What is the billing number?",
        "When is it open?",
        "Monday to Friday 9:00 to 17:00",
        ("Billing",),
        ("Technical", "Moving home"),
    ),
    FollowUp(
        "What is the download speed of Fibre 500?",
        "And the upload?",
        "100 Mbit/s",
        ("Fibre 500",),
        ("Fibre 100 ", "Fibre 1000"),
    ),
    FollowUp(
        "How long does the installation visit take?",
        "Does it cost anything?",
        "Installation is free on a 24-month contract",
    ),
]
