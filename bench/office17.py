"""A seventeenth set of office documents for bench.answers (a small software company's invoicing
app): a PDF user guide whose section on reminders runs across a page break, an HTML page of
plans with a table, a Markdown page of API limits and error codes, a CSV of release notes, a
DOCX data processing agreement with numbered clauses and an XLSX of keyboard shortcuts; 16
answerable questions (half paraphrased; which plan, how many, what does it mean, when was it
released, how do I), 8 in-domain questions the documents do not answer, questions about one row
of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: versions ("2.4"), HTTP status codes ("error 429"), what a plan
includes and what it does not, and how-to steps.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDE_PAGES = [
    "Billfold user guide\n"
    "Creating an invoice\n"
    "Choose New invoice, pick a customer and add one line per product or service. The invoice "
    "number is given automatically and cannot be changed once the invoice is sent.\n"
    "Sending\n"
    "Invoices are sent by e-mail as a PDF with a link to pay online by card or bank transfer.\n"
    "Reminders\n"
    "Billfold sends a friendly reminder 3 days after the due date and a second reminder after "
    "10 days.",
    "Reminders can be switched off for a customer in the customer's settings. A late fee is "
    "never added automatically.\n"
    "Exporting\n"
    "Export invoices to CSV or to your accountant's software from Reports, Export. Exports "
    "cover at most 24 months at a time.",
]
PLANS = """<html><head><title>Plans and prices</title></head><body>
<h1>Plans and prices</h1>
<table>
<tr><th>Plan</th><th>Price per month</th><th>Invoices per month</th><th>Users</th>
<th>API access</th></tr>
<tr><td>Free</td><td>0 euros</td><td>5</td><td>1</td><td>No</td></tr>
<tr><td>Starter</td><td>12 euros</td><td>100</td><td>2</td><td>No</td></tr>
<tr><td>Business</td><td>29 euros</td><td>Unlimited</td><td>10</td><td>Yes</td></tr>
</table>
<p>Yearly billing saves two months. Prices exclude VAT.</p>
</body></html>
"""
API = """# API

## Limits

Each API key may make 60 requests per minute. Larger batches should use the bulk endpoint,
which takes up to 500 invoices in one request.

## Errors

- 401 - The API key is missing or wrong.
- 404 - The invoice or customer does not exist.
- 422 - A field is missing or has the wrong format; the response names the field.
- 429 - Too many requests; wait until the minute is over and try again.
"""
RELEASES = """Version,Released,Change
2.2,14 March 2026,Invoices in Spanish and Italian
2.3,2 June 2026,Recurring invoices every week or month
2.4,9 September 2026,Payment by bank transfer with a QR code
2.5,18 November 2026,Two-factor sign-in for all users
"""
AGREEMENT = {
    "Data processing agreement": [
        "1. Billfold processes customer data only to provide the service.",
        "2. Data is stored in data centres in Frankfurt and Dublin.",
        "3. Backups are kept for 35 days and then deleted.",
        "4. A data breach is reported to the customer within 48 hours of its discovery.",
        "5. After the contract ends, data is deleted within 90 days unless the customer "
        "exports it.",
    ],
}
SHORTCUTS: list[list[Any]] = [
    ["Action", "Windows", "Mac"],
    ["New invoice", "Ctrl+N", "Cmd+N"],
    ["Send invoice", "Ctrl+Enter", "Cmd+Enter"],
    ["Search", "Ctrl+K", "Cmd+K"],
    ["Duplicate invoice", "Ctrl+D", "Cmd+D"],
]


def documents() -> dict[str, bytes]:
    return {
        "user-guide.pdf": pdf(GUIDE_PAGES),
        "plans.html": PLANS.encode(),
        "api.md": API.encode(),
        "releases.csv": RELEASES.encode(),
        "data-processing.docx": docx(AGREEMENT, title="Data processing agreement"),
        "shortcuts.xlsx": xlsx({"Shortcuts": SHORTCUTS}),
    }


ANSWERABLE = [
    Question(
        "When is the first reminder sent?",
        "3 days after the due date",
        "user-guide.pdf",
        1,
    ),
    Question("How much does the Starter plan cost?", "12 euros", "plans.html"),
    Question("What does error 429 mean?", "Too many requests", "api.md"),
    Question("When was version 2.4 released?", "9 September 2026", "releases.csv"),
    Question("Where is the data stored?", "Frankfurt and Dublin", "data-processing.docx"),
    Question("How many requests per minute can an API key make?", "60 requests", "api.md"),
    Question(
        "How long are backups kept?",
        "35 days and then deleted",
        "data-processing.docx",
    ),
    Question("What is the shortcut to search on a Mac?", "Cmd+K", "shortcuts.xlsx"),
    Question(
        "Can I change an invoice number after sending?",
        "cannot be changed once the invoice is sent",
        "user-guide.pdf",
        1,
        True,
    ),
    Question(
        "How do my customers pay?",
        "pay online by card or bank transfer",
        "user-guide.pdf",
        1,
        True,
    ),
    Question(
        "Can I stop reminders for one client?",
        "switched off for a customer",
        "user-guide.pdf",
        2,
        True,
    ),
    Question(
        "Does Billfold charge my customers a penalty for paying late?",
        "A late fee is never added automatically",
        "user-guide.pdf",
        2,
        True,
    ),
    Question(
        "Which plan lets me use the API?",
        "Business",
        "plans.html",
        None,
        True,
    ),
    Question(
        "How fast will I be told if there is a leak of my data?",
        "within 48 hours of its discovery",
        "data-processing.docx",
        None,
        True,
    ),
    Question(
        "Is it cheaper to pay once a year?",
        "Yearly billing saves two months",
        "plans.html",
        None,
        True,
    ),
    Question(
        "What happens to my data if I cancel?",
        "deleted within 90 days unless the customer exports it",
        "data-processing.docx",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "What does error 503 mean?",
    "When was version 2.6 released?",
    "How much does the Enterprise plan cost?",
    "Can invoices be written in French?",
    "Which plan includes a custom domain?",
    "What is the shortcut to print an invoice?",
    "Is there a mobile app?",
    "How long are deleted invoices kept in the bin?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How many users does the Business plan include?", ("10",), ("Starter", "Free")),
    ("What changed in version 2.3?", ("Recurring invoices",), ("Two-factor", "QR code")),
    ("What is the Windows shortcut for a new invoice?", ("Ctrl+N",), ("Ctrl+K", "Ctrl+D")),
    ("How many invoices per month can I send on the Free plan?", ("5",), ("Starter", "100")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Business plan?",
        "And the Starter plan?",
        "12 euros",
        ("Starter",),
        ("Business", "Free"),
    ),
    FollowUp(
        "What does error 401 mean?",
        "And 404?",
        "The invoice or customer does not exist",
    ),
    FollowUp(
        "What was released in version 2.5?",
        "When?",
        "18 November 2026",
        ("2.5",),
        ("2.4", "2.3"),
    ),
    FollowUp(
        "What is the shortcut to duplicate an invoice on Windows?",
        "And on a Mac?",
        "Cmd+D",
        ("Duplicate invoice",),
        ("New invoice", "Search"),
    ),
]
