"""An eighty-second set of office documents for bench.answers (a home cleaning service): a PDF
of service terms whose section on keys runs across a page break, an HTML page of cleans with a
table, an XLSX of extras, a CSV of the areas served, a DOCX on our cleaners and a Markdown
page of questions; 16 answerable questions (half paraphrased; how much, how long, do you, can
I, what if), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: an end-of-tenancy clean, products brought or not, a key held and
something broken.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

TERMS_PAGES = [
    "Sparkle Home service terms\n"
    "Products\n"
    "Our cleaners bring eco-friendly products and equipment; only the vacuum cleaner is yours.\n"
    "Keys\n"
    "If you will not be home, we can keep a spare key in a locked safe at our office; keys are",
    "coded, never labelled with your address.\n"
    "Breakages\n"
    "Anything our cleaner breaks is covered by our insurance up to 5,000 euros.\n"
    "Cancelling\n"
    "Cancel at least 48 hours before a clean, or the full price is charged.\n"
    "Pets\n"
    "Tell us about pets when you book; our cleaners will not walk or feed them.",
]
CLEANS = """<html><head><title>Cleans</title></head><body>
<h1>Our cleans</h1>
<table>
<tr><th>Clean</th><th>Price per hour</th><th>Minimum</th></tr>
<tr><td>Regular weekly</td><td>24 euros</td><td>2 hours</td></tr>
<tr><td>One-off deep clean</td><td>32 euros</td><td>4 hours</td></tr>
<tr><td>End of tenancy</td><td>35 euros</td><td>5 hours</td></tr>
</table>
<p>Fortnightly cleans cost 2 euros an hour more than weekly ones.</p>
</body></html>
"""
EXTRAS: list[list[Any]] = [
    ["Extra", "Price"],
    ["Inside the oven", "35 euros"],
    ["Inside the fridge", "20 euros"],
    ["Ironing, per hour", "22 euros"],
    ["Windows inside, per room", "8 euros"],
]
AREAS = """Area,Days
City centre,Monday to Saturday
North suburbs,Monday to Friday
Lakeside villages,Tuesday and Thursday
"""
CLEANERS = {
    "Our cleaners": [
        "Every cleaner is employed by us, vetted and trained for two weeks before working alone.",
        "You get the same cleaner every week, with a stand-in during holidays.",
        "Cleaners do not clean outside windows or work on ladders above two steps.",
    ],
}
QUESTIONS = """# Questions

## Do I need to be home?

No, most customers give us a key or a door code.

## Can I change the day of my clean?

Yes, in the app, up to 48 hours before.

## What if I am not happy with a clean?

Tell us within 24 hours and we come back to redo it free.
"""


def documents() -> dict[str, bytes]:
    return {
        "service-terms.pdf": pdf(TERMS_PAGES),
        "cleans.html": CLEANS.encode(),
        "extras.xlsx": xlsx({"Extras": EXTRAS}),
        "areas.csv": AREAS.encode(),
        "our-cleaners.docx": docx(CLEANERS, title="Our cleaners"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Do cleaners bring their own products?",
        "Our cleaners bring eco-friendly products and equipment",
        "service-terms.pdf",
        1,
    ),
    Question(
        "How late can I cancel a clean?",
        "at least 48 hours before a clean",
        "service-terms.pdf",
        2,
    ),
    Question("How much is an end of tenancy clean per hour?", "35 euros", "cleans.html"),
    Question("How much is cleaning inside the fridge?", "20 euros", "extras.xlsx"),
    Question("Which days do you clean in the north suburbs?", "Monday to Friday", "areas.csv"),
    Question(
        "Will I get the same cleaner every week?",
        "You get the same cleaner every week",
        "our-cleaners.docx",
    ),
    Question(
        "Do I need to be home?",
        "most customers give us a key or a door code",
        "questions.md",
    ),
    Question(
        "Can I change the day of my clean?",
        "in the app, up to 48 hours before",
        "questions.md",
    ),
    Question(
        "Is my address written on the key you keep?",
        "never labelled with your address",
        "service-terms.pdf",
        2,
        True,
    ),
    Question(
        "The cleaner dropped my vase, who pays?",
        "covered by our insurance up to 5,000 euros",
        "service-terms.pdf",
        2,
        True,
    ),
    Question(
        "Will the cleaner feed my cat?",
        "our cleaners will not walk or feed them",
        "service-terms.pdf",
        2,
        True,
    ),
    Question(
        "What is the shortest deep clean I can book?",
        "4 hours",
        "cleans.html",
        None,
        True,
    ),
    Question(
        "Is every two weeks more expensive?",
        "Fortnightly cleans cost 2 euros an hour more",
        "cleans.html",
        None,
        True,
    ),
    Question(
        "Can you do my shirts?",
        "Ironing, per hour",
        "extras.xlsx",
        None,
        True,
    ),
    Question(
        "Will the cleaner wash the outside of my windows?",
        "Cleaners do not clean outside windows",
        "our-cleaners.docx",
        None,
        True,
    ),
    Question(
        "The bathroom was still dirty after the visit, what can I do?",
        "Tell us within 24 hours and we come back to redo it free",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a carpet clean per hour?",
    "How much is cleaning inside the microwave?",
    "Which days do you clean in the airport area?",
    "Do you clean offices?",
    "Can I tip the cleaner in the app?",
    "Do you clean on Sundays in the city centre?",
    "Do you offer a gift card?",
    "Are cleaners allowed to use my washing machine?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the minimum for a regular weekly clean?", ("2 hours",), ("deep clean", "tenancy")),
    ("How much is ironing?", ("22 euros",), ("oven", "fridge", "Windows")),
    ("Which days do you clean in the lakeside villages?", ("Tuesday and Thursday",), ("North",)),
    ("How much is a one-off deep clean per hour?", ("32 euros",), ("Regular", "tenancy")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a regular weekly clean per hour?",
        "What is the minimum?",
        "2 hours",
        ("Regular weekly",),
        ("deep clean", "End of tenancy"),
    ),
    FollowUp(
        "How much is cleaning inside the oven?",
        "And inside the fridge?",
        "20 euros",
        ("Inside the fridge",),
        ("oven", "Ironing"),
    ),
    FollowUp(
        "Which days do you clean in the city centre?",
        "And in the north suburbs?",
        "Monday to Friday",
        ("North suburbs",),
        ("City centre", "Lakeside"),
    ),
    FollowUp(
        "Do I need to be home?",
        "Can you keep a key?",
        "we can keep a spare key in a locked safe",
    ),
]
