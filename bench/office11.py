"""An eleventh set of office documents for bench.answers (a town council's waste and recycling
service): a PDF guide to the bins, an XLS collection calendar by area, an ODT page on bulky
waste with its prices, an ODP deck of recycling figures, a plain-text notice of Christmas
collections and an HTML page on the recycling centre; 16 answerable
questions (half paraphrased; what goes where, can I, when, how much), 8 in-domain questions the
documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on formats the
earlier sets have few of (XLS, ODP) and on kinds they have few of: what is not accepted
("Glass is not accepted"), a row and a column of a calendar. The notice was first a scanned
PNG, which the offline default refuses (OCR is off): it was made plain text before any answer
to its two questions was seen.
A question's `page` is a PDF page or a deck's slide; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import Slide, odp, odt, pdf, xls

GUIDE_PAGES = [
    "Your bins\n"
    "Black bin: general waste that cannot be recycled. Blue bin: paper, cardboard, cans and "
    "plastic bottles. Green bin: garden waste such as grass cuttings, leaves and small branches.\n"
    "Glass is not accepted in the blue bin; take bottles and jars to a bottle bank.\n"
    "Collection day\n"
    "Put your bin out by 7:00 on your collection day, with the lid closed. Bins must be taken "
    "back in by the end of the day.",
    "Missed collections\n"
    "Report a missed bin within two working days of your collection day; we return within three "
    "working days.\n"
    "Extra waste\n"
    "Side waste left next to a bin is not collected. Larger households of six or more may ask "
    "for a second black bin.",
]
CALENDAR: list[list[Any]] = [
    ["Area", "Black bin", "Blue bin", "Green bin"],
    ["North", "Monday", "Monday", "Thursday"],
    ["Riverside", "Tuesday", "Wednesday", "Thursday"],
    ["Old Town", "Friday", "Friday", "No green bin service"],
]
BULKY_SECTIONS = {
    "Bulky waste collection": [
        "We collect furniture, mattresses and large appliances from your home.",
        "A collection of up to three items costs 25 pounds; each further item costs 8 pounds.",
        "Book online at least five working days ahead.",
        "We do not take building rubble, tyres or asbestos.",
    ],
}
DECK = [
    Slide("Recycling in 2025", ["Our year in figures"]),
    Slide(
        "How much we recycled",
        [
            "46% of household waste was recycled or composted",
            "Garden waste collections rose by 8%",
        ],
    ),
    Slide(
        "Contamination",
        [
            "Contaminated blue bins cost the council 400,000 pounds a year",
            "Food waste in the blue bin is the most common problem",
        ],
    ),
]
CHRISTMAS_NOTICE = (
    "Christmas and New Year collections\n"
    "Bins due on Thursday 25 December will be collected on Saturday 27 December. "
    "Bins due on Thursday 1 January will be collected on Saturday 3 January. "
    "Real Christmas trees are collected with garden waste in January."
)
CENTRE = """<!doctype html>
<html><head><title>Household recycling centre</title></head>
<body>
<h1>Household recycling centre, Mill Lane</h1>
<p>Open every day from 8:00 to 18:00 in summer and from 8:00 to 16:00 in winter.</p>
<p>Vans and trailers need a free permit, which you book online before your visit.</p>
<p>Proof of address is checked at the gate: the centre is for residents only.</p>
</body></html>
"""


def documents() -> dict[str, bytes]:
    return {
        "bin-guide.pdf": pdf(GUIDE_PAGES),
        "collection-calendar.xls": xls({"Calendar": CALENDAR}),
        "bulky-waste.odt": odt(BULKY_SECTIONS),
        "recycling-2025.odp": odp(DECK),
        "christmas-notice.txt": CHRISTMAS_NOTICE.encode(),
        "recycling-centre.html": CENTRE.encode(),
    }


ANSWERABLE = [
    Question(
        "What goes in the blue bin?",
        "paper, cardboard, cans and plastic bottles",
        "bin-guide.pdf",
        1,
    ),
    Question("Can I put glass in the blue bin?", "Glass is not accepted", "bin-guide.pdf", 1),
    Question("By what time must my bin be out?", "by 7:00", "bin-guide.pdf", 1),
    Question(
        "When is the green bin collected in Riverside?", "Thursday", "collection-calendar.xls"
    ),
    Question(
        "How much does a bulky waste collection of three items cost?",
        "25 pounds",
        "bulky-waste.odt",
    ),
    Question(
        "What percentage of household waste was recycled in 2025?",
        "46%",
        "recycling-2025.odp",
        2,
    ),
    Question(
        "When will bins due on 25 December be collected?",
        "Saturday 27 December",
        "christmas-notice.txt",
    ),
    Question(
        "When is the recycling centre open in winter?",
        "from 8:00 to 16:00 in winter",
        "recycling-centre.html",
    ),
    Question(
        "Where do empty wine bottles go?",
        "take bottles and jars to a bottle bank",
        "bin-guide.pdf",
        1,
        True,
    ),
    Question(
        "Who do I tell if my rubbish was not picked up?",
        "Report a missed bin within two working days",
        "bin-guide.pdf",
        2,
        True,
    ),
    Question(
        "Will you take my old sofa?",
        "We collect furniture, mattresses and large appliances",
        "bulky-waste.odt",
        None,
        True,
    ),
    Question(
        "Can I bring my van to the tip?",
        "Vans and trailers need a free permit",
        "recycling-centre.html",
        None,
        True,
    ),
    Question(
        "What should I do with my Christmas tree?",
        "collected with garden waste in January",
        "christmas-notice.txt",
        None,
        True,
    ),
    Question(
        "How much does putting the wrong things in recycling bins cost the town?",
        "400,000 pounds a year",
        "recycling-2025.odp",
        3,
        True,
    ),
    Question(
        "We are a family of seven, can we get another bin for general rubbish?",
        "may ask for a second black bin",
        "bin-guide.pdf",
        2,
        True,
    ),
    Question(
        "How far ahead do I need to arrange a bulky pick-up?",
        "at least five working days ahead",
        "bulky-waste.odt",
        None,
        True,
    ),
]

# "Do you collect tyres from my home?" was first written here; its answer showed the documents
# answer it ("We do not take building rubble, tyres or asbestos."): the bottle banks replaced it.
UNANSWERABLE = [
    "What goes in the brown bin?",
    "When is the black bin collected in Hillside?",
    "How much does a replacement blue bin cost?",
    "How many bottle banks are there in the town?",
    "Is the recycling centre open on 25 December?",
    "How much food waste was recycled in 2025?",
    "Can businesses use the recycling centre?",
    "What time do the collection crews arrive?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("When is the blue bin collected in North?", ("North",), ("Riverside", "Old Town")),
    ("Which day is the black bin collected in Old Town?", ("Old Town",), ("North", "Riverside")),
    ("Does Old Town have a green bin service?", ("Old Town",), ("North", "Riverside")),
    ("When is the blue bin collected in Riverside?", ("Riverside",), ("North", "Old Town")),
]

FOLLOW_UPS = [
    FollowUp(
        "When is the black bin collected in North?",
        "And in Riverside?",
        "Tuesday",
        ("Riverside",),
        ("North", "Old Town"),
    ),
    FollowUp(
        "How much does a bulky waste collection cost?",
        "How do I book one?",
        "Book online at least five working days ahead",
    ),
    FollowUp(
        "When is the recycling centre open in summer?",
        "And in winter?",
        "from 8:00 to 16:00 in winter",
    ),
    FollowUp(
        "What goes in the green bin?",
        "When is it collected in North?",
        "Thursday",
        ("North",),
        ("Riverside", "Old Town"),
    ),
]
