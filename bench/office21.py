"""A twenty-first set of office documents for bench.answers (a city museum's visitor
information): a PDF visitor guide whose section on the collections runs across a page break, an
XLSX of ticket prices by visitor group, an HTML page of exhibitions with their dates, a DOCX of
house rules, a CSV of guided tours and a Markdown page on accessibility; 16 answerable
questions (half paraphrased; how much for, until when, is it allowed, which floor, in which
language), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: visitor groups by age as a table's rows ("Children under 6"), date
ranges ("until 12 April"), floors, languages, and what is allowed with a condition ("without
flash").
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDE_PAGES = [
    "Museum of the City of Aldbridge, visitor guide\n"
    "Opening hours\n"
    "The museum is open Tuesday to Sunday from 10:00 to 18:00, and until 21:00 on Thursdays. "
    "It is closed on Mondays, on 25 December and on 1 January.\n"
    "The collections\n"
    "The ground floor tells the story of the Roman town; the first floor shows the medieval "
    "market and its guilds. The second floor holds the collection of paintings, among them",
    "twelve views of the harbour by Clara Wendt.\n"
    "The café\n"
    "The café on the ground floor serves lunch from 12:00 to 15:00; visitors with a ticket get "
    "10 percent off.\n"
    "Cloakroom\n"
    "Bags larger than A4 and umbrellas must be left in the free lockers by the entrance.",
]
TICKETS: list[list[Any]] = [
    ["Visitor group", "Price", "Notes"],
    ["Adults", "14 euros", ""],
    ["Students and seniors over 65", "9 euros", "With a valid card"],
    ["Children 6 to 17", "5 euros", ""],
    ["Children under 6", "Free", ""],
    ["Family ticket", "32 euros", "Two adults and up to three children"],
]
EXHIBITIONS = """<html><head><title>Exhibitions</title></head><body>
<h1>Exhibitions</h1>
<h2>Salt and Silver</h2>
<p>The trade in salt and silver that made the town rich, from 3 February until 12 April 2027,
in the east wing.</p>
<h2>Faces of the Harbour</h2>
<p>Portrait photographs of the harbour workers of the 1950s, from 1 May until 30 September 2027.
Entry to this exhibition costs 4 euros on top of the museum ticket.</p>
</body></html>
"""
HOUSE_RULES = {
    "House rules": [
        "Photography is allowed for private use, without flash and without a tripod.",
        "Food and drink may only be taken in the café.",
        "Children under 12 must be accompanied by an adult at all times.",
        "Dogs are not allowed in the museum, except assistance dogs.",
    ],
}
TOURS = """Day,Time,Language,Length
Saturday,11:00,English,60 minutes
Saturday,14:00,German,60 minutes
Sunday,11:00,French,45 minutes
Sunday,15:00,English,90 minutes
"""
ACCESS = """# Accessibility

Every floor can be reached by lift, and wheelchairs can be borrowed free of charge at the
information desk.

A companion of a visitor with a disability enters free. Large print guides to the collections
are available in English and German.
"""


def documents() -> dict[str, bytes]:
    return {
        "visitor-guide.pdf": pdf(GUIDE_PAGES),
        "tickets.xlsx": xlsx({"Tickets": TICKETS}),
        "exhibitions.html": EXHIBITIONS.encode(),
        "house-rules.docx": docx(HOUSE_RULES, title="House rules"),
        "tours.csv": TOURS.encode(),
        "accessibility.md": ACCESS.encode(),
    }


ANSWERABLE = [
    Question("When is the museum open on Thursdays?", "until 21:00", "visitor-guide.pdf", 1),
    Question(
        "Which floor has the paintings?",
        "The second floor holds the collection of paintings",
        "visitor-guide.pdf",
        1,
    ),
    Question("How much is an adult ticket?", "14 euros", "tickets.xlsx"),
    Question(
        "Until when is the Salt and Silver exhibition on?",
        "until 12 April 2027",
        "exhibitions.html",
    ),
    Question(
        "Is photography allowed?", "allowed for private use, without flash", "house-rules.docx"
    ),
    Question("At what time is the English tour on Saturday?", "11:00", "tours.csv"),
    Question(
        "Can wheelchairs be borrowed?",
        "wheelchairs can be borrowed free of charge at the information desk",
        "accessibility.md",
    ),
    Question(
        "What discount do visitors get in the café?", "10 percent off", "visitor-guide.pdf", 2
    ),
    Question(
        "Is the museum open on Mondays?",
        "closed on Mondays",
        "visitor-guide.pdf",
        1,
        True,
    ),
    Question(
        "How much do I pay for my three-year-old?",
        "Free",
        "tickets.xlsx",
        None,
        True,
    ),
    Question(
        "Where can I leave my backpack?",
        "left in the free lockers by the entrance",
        "visitor-guide.pdf",
        2,
        True,
    ),
    Question(
        "Can I eat my sandwich in the galleries?",
        "Food and drink may only be taken in the café",
        "house-rules.docx",
        None,
        True,
    ),
    Question(
        "Is there an extra charge for the photo exhibition?",
        "costs 4 euros on top of the museum ticket",
        "exhibitions.html",
        None,
        True,
    ),
    Question(
        "Does the person helping my disabled son have to pay?",
        "A companion of a visitor with a disability enters free",
        "accessibility.md",
        None,
        True,
    ),
    Question(
        "Is there a lift to the upper floors?",
        "Every floor can be reached by lift",
        "accessibility.md",
        None,
        True,
    ),
    Question(
        "Who painted the pictures of the harbour?",
        "Clara Wendt",
        "visitor-guide.pdf",
        2,
        True,
    ),
]

UNANSWERABLE = [
    "Can I hire the museum for a wedding?",
    "How much is a ticket for a school class?",
    "When does the Roman Coins exhibition start?",
    "Is there a guided tour in Spanish?",
    "Can I bring my bicycle inside?",
    "Is there parking at the museum?",
    "Does the café serve breakfast?",
    "How many paintings does the museum own?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a ticket for students?", ("9 euros",), ("14 euros", "5 euros")),
    ("What does the family ticket include?", ("Two adults",), ("14 euros", "9 euros")),
    ("In which language is the Sunday 15:00 tour?", ("English",), ("French",)),
    ("How long is the French tour?", ("45 minutes",), ("German", "90 minutes")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a ticket for children under 6?",
        "And for children of 10?",
        "5 euros",
        ("Children 6 to 17",),
        ("Adults", "Family ticket"),
    ),
    FollowUp(
        "When is the German tour?",
        "How long does it last?",
        "60 minutes",
        ("German",),
        ("French", "90 minutes"),
    ),
    FollowUp(
        "When does the Faces of the Harbour exhibition open?",
        "How much does it cost?",
        "4 euros",
    ),
    FollowUp(
        "Which floor is the Roman town on?",
        "And the medieval market?",
        "first floor",
    ),
]
