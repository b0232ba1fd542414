"""A ninety-seventh set of office documents for bench.answers (an energy supplier): a PDF of
supply terms whose section on meter readings runs across a page break, an HTML page of tariffs
with a table, an XLSX of the payment methods, a CSV of the contact lines, a DOCX on moving
home and a Markdown page of questions; 16 answerable questions (half paraphrased; how much,
when, how, can I, what if), 8 in-domain questions the documents do not answer, questions about
one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a price per kWh, a standing charge, a meter reading and a power cut.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Brightwater Energy supply terms\n"
    "Switching\n"
    "Switching to us takes 5 working days and your supply is never interrupted.\n"
    "Cooling-off\n"
    "You may cancel a new contract within 14 days without any fee.\n"
    "Meter readings\n"
    "Send a meter reading in the app on the first day of each month; if you do not, we",
    "estimate your use from last year's readings.\n"
    "Exit fees\n"
    "Fixed tariffs charge an exit fee of 50 euros per fuel when you leave early.\n"
    "Bills\n"
    "Bills are sent by email every month; a paper bill costs 1 euro.",
]
TARIFFS = """<html><head><title>Tariffs</title></head><body>
<h1>Tariffs</h1>
<table>
<tr><th>Tariff</th><th>Electricity per kWh</th><th>Standing charge per day</th></tr>
<tr><td>Flexible</td><td>28 cents</td><td>45 cents</td></tr>
<tr><td>Fixed 12 months</td><td>26 cents</td><td>48 cents</td></tr>
<tr><td>Green Fixed 24 months</td><td>27 cents</td><td>48 cents</td></tr>
</table>
<p>All our electricity comes from wind and solar farms in the country.</p>
</body></html>
"""
PAYMENTS: list[list[Any]] = [
    ["Payment method", "Discount", "When"],
    ["Direct debit", "5 percent", "On the 1st of each month"],
    ["Card payment", "None", "Within 14 days of the bill"],
    ["Bank transfer", "None", "Within 14 days of the bill"],
]
CONTACTS = """Line,Number,Hours
Customer service,0800 111 222,Monday to Friday 08:00 to 20:00
Power cuts,105,24 hours a day
Gas emergency,0800 999 000,24 hours a day
"""
MOVING = {
    "Moving home": [
        "Tell us your moving date at least 7 days before you move.",
        "Take a meter reading on the day you leave and on the day you arrive.",
        "Your tariff moves with you at no cost if we supply your new home's area.",
    ],
}
QUESTIONS = """# Questions

## Do you install smart meters?

Yes, free of charge; book a date in the app.

## Can I get help if I can't pay my bill?

Call customer service; we can set up a payment plan over up to 12 months.

## Do you buy back solar power?

Yes, we pay 8 cents per kWh for electricity you send to the grid.
"""


def documents() -> dict[str, bytes]:
    return {
        "supply-terms.pdf": pdf(TERMS_PAGES),
        "tariffs.html": TARIFFS.encode(),
        "payment-methods.xlsx": xlsx({"Payments": PAYMENTS}),
        "contact-lines.csv": CONTACTS.encode(),
        "moving-home.docx": docx(MOVING, title="Moving home"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long does switching take?",
        "Switching to us takes 5 working days",
        "supply-terms.pdf",
        1,
    ),
    Question(
        "How much is the exit fee?",
        "an exit fee of 50 euros per fuel",
        "supply-terms.pdf",
        2,
    ),
    Question("What is the standing charge on the Flexible tariff?", "45 cents", "tariffs.html"),
    Question("What is the discount for direct debit?", "5 percent", "payment-methods.xlsx"),
    Question("What is the number for power cuts?", "105", "contact-lines.csv"),
    Question(
        "When should I tell you my moving date?",
        "at least 7 days before you move",
        "moving-home.docx",
    ),
    Question("Do you install smart meters?", "free of charge", "questions.md"),
    Question("Do you buy back solar power?", "we pay 8 cents per kWh", "questions.md"),
    Question(
        "What if I forget to send my meter numbers?",
        "we estimate your use from last year's readings",
        "supply-terms.pdf",
        2,
        True,
    ),
    Question(
        "I changed my mind a week after signing, can I get out?",
        "You may cancel a new contract within 14 days without any fee",
        "supply-terms.pdf",
        1,
        True,
    ),
    Question(
        "Can I get my bill on paper?",
        "a paper bill costs 1 euro",
        "supply-terms.pdf",
        2,
        True,
    ),
    Question(
        "Is your power renewable?",
        "All our electricity comes from wind and solar farms",
        "tariffs.html",
        None,
        True,
    ),
    Question(
        "Which tariff has the lowest price per unit?",
        "Fixed 12 months",
        "tariffs.html",
        None,
        True,
    ),
    Question(
        "The lights have gone out on my street, who do I call?",
        "105",
        "contact-lines.csv",
        None,
        True,
    ),
    Question(
        "Can I keep my deal when I move house?",
        "Your tariff moves with you at no cost",
        "moving-home.docx",
        None,
        True,
    ),
    Question(
        "I'm struggling to afford my energy, what can you do?",
        "we can set up a payment plan over up to 12 months",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "What is the gas price per kWh?",
    "What is the standing charge on the Green Flexible tariff?",
    "What is the discount for paying by cheque?",
    "What is the number for water leaks?",
    "Do you install heat pumps?",
    "Do you charge electric cars at home?",
    "Is there a discount for pensioners?",
    "How long does a smart meter installation take?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the price per kWh on the Flexible tariff?", ("28 cents",), ("Fixed 12", "Green")),
    ("When is a card payment due?", ("Within 14 days of the bill",), ("Direct debit",)),
    ("What are the hours of customer service?", ("Monday to Friday",), ("Power cuts", "Gas")),
    ("What is the standing charge on Fixed 12 months?", ("48 cents",), ("Flexible", "Green")),
]

FOLLOW_UPS = [
    FollowUp(
        "What is the price per kWh on the Flexible tariff?",
        "And the standing charge?",
        "45 cents",
        ("Flexible",),
        ("Fixed 12", "Green"),
    ),
    FollowUp(
        "What is the number for customer service?",
        "When is it open?",
        "Monday to Friday 08:00 to 20:00",
        ("Customer service",),
        ("Power cuts", "Gas emergency"),
    ),
    FollowUp(
        "What is the discount for direct debit?",
        "When is it taken?",
        "On the 1st of each month",
        ("Direct debit",),
        ("Card payment", "Bank transfer"),
    ),
    FollowUp(
        "Do you install smart meters?",
        "Do you buy back solar power?",
        "we pay 8 cents per kWh",
    ),
]
