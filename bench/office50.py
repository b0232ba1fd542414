"""A fiftieth set of office documents for bench.answers (a car repair garage): a PDF of
service terms whose section on estimates runs across a page break, an HTML page of service
prices with a table, an XLSX of tyres, a CSV of opening hours, a DOCX on courtesy cars and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, how long,
what if, may I), 8 in-domain questions the documents do not answer, questions about one row of
a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: an estimate's limit before the garage calls, parts' warranty, what a
service includes, and a courtesy car's conditions.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Hillside Motors service terms\n"
    "Estimates\n"
    "Every repair starts with a written estimate. If the work would cost more than 10 percent "
    "above the estimate, we call you and wait for your approval before",
    "going on.\n"
    "Warranty\n"
    "Parts we fit carry a 12-month warranty; our labour is guaranteed for 6 months.\n"
    "Old parts\n"
    "Replaced parts are kept for you to see until the car is collected, then recycled.\n"
    "Payment\n"
    "Cars are released once the invoice is paid, by card or bank transfer.",
]
SERVICES = """<html><head><title>Services</title></head><body>
<h1>Service prices</h1>
<table>
<tr><th>Service</th><th>Price</th><th>Takes</th></tr>
<tr><td>Oil change</td><td>69 euros</td><td>45 minutes</td></tr>
<tr><td>Interim service</td><td>149 euros</td><td>2 hours</td></tr>
<tr><td>Full service</td><td>259 euros</td><td>4 hours</td></tr>
<tr><td>Air conditioning refill</td><td>89 euros</td><td>1 hour</td></tr>
</table>
<p>A full service includes new oil, oil, air and pollen filters, and a check of brakes,
lights and tyres.</p>
</body></html>
"""
TYRES: list[list[Any]] = [
    ["Tyre", "Price fitted", "For"],
    ["Budget summer", "75 euros", "Town driving"],
    ["Premium summer", "120 euros", "Motorway driving"],
    ["Winter", "110 euros", "October to Easter"],
    ["All-season", "105 euros", "All year"],
]
HOURS = """Day,Opens,Closes
Monday to Friday,7:30,18:00
Saturday,8:00,13:00
Sunday,Closed,Closed
"""
COURTESY = {
    "Courtesy cars": [
        "A courtesy car is free for repairs that take more than one day.",
        "Drivers must be over 23 and have held a licence for two years.",
        "Please return it with the fuel level it had when you took it.",
    ],
}
QUESTIONS = """# Questions

## Can I wait while my car is serviced?

Yes, our waiting room has coffee and wifi; an oil change is done while you wait.

## Do you store tyres?

Yes, a set of four is stored for 40 euros a season.

## Do you repair electric cars?

Yes, two of our mechanics are trained for high-voltage systems.
"""


def documents() -> dict[str, bytes]:
    return {
        "service-terms.pdf": pdf(TERMS_PAGES),
        "services.html": SERVICES.encode(),
        "tyres.xlsx": xlsx({"Tyres": TYRES}),
        "opening-hours.csv": HOURS.encode(),
        "courtesy-cars.docx": docx(COURTESY, title="Courtesy cars"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How long is the warranty on parts?",
        "Parts we fit carry a 12-month warranty",
        "service-terms.pdf",
        2,
    ),
    Question(
        "What happens to replaced parts?",
        "Replaced parts are kept for you to see until the car is collected",
        "service-terms.pdf",
        2,
    ),
    Question("How much is a full service?", "259 euros", "services.html"),
    Question("How much is a winter tyre fitted?", "110 euros", "tyres.xlsx"),
    Question("When does the garage close on Saturday?", "13:00", "opening-hours.csv"),
    Question(
        "Who can drive a courtesy car?",
        "Drivers must be over 23 and have held a licence for two years",
        "courtesy-cars.docx",
    ),
    Question(
        "Do you store tyres?",
        "a set of four is stored for 40 euros a season",
        "questions.md",
    ),
    Question(
        "What does a full service include?",
        "new oil, oil, air and pollen filters, and a check of brakes, lights and tyres",
        "services.html",
    ),
    Question(
        "Will you call me if the repair costs more than quoted?",
        "we call you and wait for your approval",
        "service-terms.pdf",
        1,
        True,
    ),
    Question(
        "How long is your workmanship guaranteed?",
        "our labour is guaranteed for 6 months",
        "service-terms.pdf",
        2,
        True,
    ),
    Question(
        "Can I pick up my car before paying?",
        "Cars are released once the invoice is paid",
        "service-terms.pdf",
        2,
        True,
    ),
    Question(
        "How long will I be without my car for an oil change?",
        "45 minutes",
        "services.html",
        None,
        True,
    ),
    Question(
        "Which tyres are best for a lot of highway driving?",
        "Premium summer",
        "tyres.xlsx",
        None,
        True,
    ),
    Question(
        "Do I have to fill up the loan car?",
        "return it with the fuel level it had when you took it",
        "courtesy-cars.docx",
        None,
        True,
    ),
    Question(
        "Can you fix my Tesla?",
        "two of our mechanics are trained for high-voltage systems",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Is there somewhere to sit while I wait?",
        "our waiting room has coffee and wifi",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a brake pad replacement?",
    "How much is a budget winter tyre?",
    "Do you do vehicle inspections?",
    "When do you open on public holidays?",
    "Is the courtesy car electric?",
    "Do you repair motorbikes?",
    "How much is a car wash?",
    "Can I pay in instalments?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is an oil change?", ("69 euros",), ("Full service", "Interim")),
    ("How long does an interim service take?", ("2 hours",), ("Full service", "Oil change")),
    ("How much is an all-season tyre?", ("105 euros",), ("Winter", "Budget")),
    ("When does the garage open on weekdays?", ("7:30",), ("Saturday", "Sunday")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is an interim service?",
        "And a full one?",
        "259 euros",
        ("Full service",),
        ("Interim service", "Oil change"),
    ),
    FollowUp(
        "How much is a budget summer tyre?",
        "What is it for?",
        "Town driving",
        ("Budget summer",),
        ("Premium summer", "Winter"),
    ),
    FollowUp(
        "How much is an air conditioning refill?",
        "How long does it take?",
        "1 hour",
        ("Air conditioning",),
        ("Oil change", "Full service"),
    ),
    FollowUp(
        "When is a courtesy car free?",
        "Who can drive it?",
        "over 23 and have held a licence for two years",
    ),
]
