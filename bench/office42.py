"""A forty-second set of office documents for bench.answers (a hair salon): a PDF of salon
policies whose section on late arrival runs across a page break, an HTML price list by stylist
level with a table, an XLSX of the stylists, a CSV of treatments, a DOCX on colour and the patch
test and a Markdown page of questions; 16 answerable questions (half paraphrased; how much,
how long before, who, which is cheapest, what if), 8 in-domain questions the documents do not
answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a price by service and stylist level, the cheapest of a column,
what must happen some hours before, and a stylist's days.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

POLICIES_PAGES = [
    "Studio Nova salon policies\n"
    "Booking\n"
    "Appointments are booked online or by phone. A card is needed to hold any appointment over "
    "one hour.\n"
    "Late arrival\n"
    "If you arrive more than 15 minutes late we may shorten your service or move it to another "
    "day; the full price is charged for a service that was shortened because",
    "of a late arrival.\n"
    "Cancelling\n"
    "Cancel at least 24 hours ahead. Missed appointments and later cancellations are charged "
    "half the price of the service.\n"
    "Children\n"
    "Children under 12 have their hair cut at the children's price on weekdays only.",
]
PRICES = """<html><head><title>Price list</title></head><body>
<h1>Price list</h1>
<table>
<tr><th>Service</th><th>Junior stylist</th><th>Senior stylist</th><th>Creative director</th></tr>
<tr><td>Women's cut and blow-dry</td><td>45 euros</td><td>60 euros</td><td>85 euros</td></tr>
<tr><td>Men's cut</td><td>28 euros</td><td>35 euros</td><td>50 euros</td></tr>
<tr><td>Children's cut</td><td>18 euros</td><td>22 euros</td><td>Not offered</td></tr>
<tr><td>Full colour</td><td>70 euros</td><td>90 euros</td><td>120 euros</td></tr>
</table>
<p>Long hair below the shoulders costs 10 euros more for any cut.</p>
</body></html>
"""
STYLISTS: list[list[Any]] = [
    ["Stylist", "Level", "Works", "Known for"],
    ["Ines Duarte", "Creative director", "Tuesday to Saturday", "Bridal hair"],
    ["Jonas Berg", "Senior stylist", "Monday to Friday", "Curly hair"],
    ["Priya Nair", "Senior stylist", "Wednesday to Sunday", "Colour"],
    ["Leo Marsh", "Junior stylist", "Monday to Thursday", "Short cuts"],
]
TREATMENTS = """Treatment,Price,Takes
Deep conditioning,25 euros,30 minutes
Keratin smoothing,180 euros,3 hours
Scalp massage,15 euros,15 minutes
"""
COLOUR = {
    "Colour and the patch test": [
        "Anyone new to our colours has a skin patch test at least 48 hours before the colour.",
        "The patch test is free and takes five minutes.",
        "We do not colour the hair of anyone under 16.",
    ],
}
QUESTIONS = """# Questions

## Do you sell hair products?

Yes, we sell the shampoos and treatments we use in the salon.

## Is there wifi?

Free wifi; the password is on the card at the reception.

## Can I bring my dog?

Only assistance dogs are allowed in the salon.
"""


def documents() -> dict[str, bytes]:
    return {
        "salon-policies.pdf": pdf(POLICIES_PAGES),
        "price-list.html": PRICES.encode(),
        "stylists.xlsx": xlsx({"Stylists": STYLISTS}),
        "treatments.csv": TREATMENTS.encode(),
        "colour.docx": docx(COLOUR, title="Colour and the patch test"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How far ahead must I cancel?",
        "Cancel at least 24 hours ahead",
        "salon-policies.pdf",
        2,
    ),
    Question(
        "When is a card needed to book?",
        "A card is needed to hold any appointment over one hour",
        "salon-policies.pdf",
        1,
    ),
    Question("How much is a men's cut with a senior stylist?", "35 euros", "price-list.html"),
    Question("Which days does Priya Nair work?", "Wednesday to Sunday", "stylists.xlsx"),
    Question("How much is keratin smoothing?", "180 euros", "treatments.csv"),
    Question(
        "How long before a colour is the patch test?",
        "at least 48 hours before the colour",
        "colour.docx",
    ),
    Question(
        "Do you sell hair products?",
        "we sell the shampoos and treatments we use in the salon",
        "questions.md",
    ),
    Question(
        "How much more is a cut for long hair?",
        "Long hair below the shoulders costs 10 euros more for any cut",
        "price-list.html",
    ),
    Question(
        "What happens if I turn up 20 minutes late?",
        "we may shorten your service or move it to another day",
        "salon-policies.pdf",
        1,
        True,
    ),
    Question(
        "What do I pay if I forget my appointment?",
        "Missed appointments and later cancellations are charged half the price",
        "salon-policies.pdf",
        2,
        True,
    ),
    Question(
        "Can my 14-year-old get her hair dyed?",
        "We do not colour the hair of anyone under 16",
        "colour.docx",
        None,
        True,
    ),
    Question(
        "Who should I see for my wedding hair?",
        "Ines Duarte",
        "stylists.xlsx",
        None,
        True,
    ),
    Question(
        "Is there a stylist who is good with curls?",
        "Jonas Berg",
        "stylists.xlsx",
        None,
        True,
    ),
    Question(
        "Is the skin test something I have to pay for?",
        "The patch test is free and takes five minutes",
        "colour.docx",
        None,
        True,
    ),
    Question(
        "Can I get my son's hair cut cheaply on a Saturday?",
        "at the children's price on weekdays only",
        "salon-policies.pdf",
        2,
        True,
    ),
    Question(
        "Can I come with my pet?",
        "Only assistance dogs are allowed in the salon",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a women's cut with a junior colourist?",
    "How much is a beard trim?",
    "Do you do hair extensions?",
    "Which days does Maria Lopez work?",
    "Is there parking near the salon?",
    "How much is a gift voucher?",
    "Do you open late on Thursdays?",
    "How long does a full colour take?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is Leo Marsh known for?", ("Short cuts",), ("Ines Duarte", "Jonas Berg")),
    ("How long does a scalp massage take?", ("15 minutes",), ("Deep conditioning", "Keratin")),
    ("How much is a full colour with the creative director?", ("120 euros",), ("Men's cut",)),
    ("What level is Jonas Berg?", ("Senior stylist",), ("Ines Duarte", "Leo Marsh")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a women's cut and blow-dry with a junior stylist?",
        "And with a senior stylist?",
        "60 euros",
        ("Women's cut and blow-dry",),
        ("Men's cut", "Children's cut"),
    ),
    FollowUp(
        "Which days does Leo Marsh work?",
        "What is he known for?",
        "Short cuts",
        ("Leo Marsh",),
        ("Ines Duarte", "Priya Nair"),
    ),
    FollowUp(
        "How much is deep conditioning?",
        "How long does it take?",
        "30 minutes",
        ("Deep conditioning",),
        ("Keratin smoothing", "Scalp massage"),
    ),
    FollowUp(
        "Is there wifi?",
        "Where is the password?",
        "the password is on the card at the reception",
    ),
]
