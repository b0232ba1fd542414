"""A twenty-ninth set of office documents for bench.answers (a one-day conference's attendee
information): a PDF attendee guide whose section on the venue runs across a page break, an XLSX
agenda whose rows are time slots and whose columns are rooms, an HTML page of ticket types with
a table, a CSV of speakers, a DOCX code of conduct with a numbered list and a Markdown page of
questions; 16 answerable questions (half paraphrased; what time, which room, who speaks, how
much, can I), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: times of day as the rows of a table and rooms as its columns, who
speaks when, what a ticket type includes and where to go.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

GUIDE_PAGES = [
    "DataCraft Day 2027 attendee guide\n"
    "Registration\n"
    "Registration opens at 8:00 in the main foyer. Bring the QR code from your confirmation "
    "email; your badge is printed when you scan it.\n"
    "Wifi\n"
    "The network is DataCraft-Guest and the password is printed on the back of your badge.\n"
    "The venue\n"
    "DataCraft Day takes place at the Harbour Congress Centre, a ten-minute walk from the",
    "central station. The centre has no car park of its own; the Quayside garage charges 18 "
    "euros a day.\n"
    "Food\n"
    "Coffee is served all day in the foyer, and lunch is served from 12:30 in Hall C. Tell us "
    "about dietary needs when you register.",
]
AGENDA: list[list[Any]] = [
    ["Time", "Hall A", "Hall B"],
    ["9:00", "Opening keynote", "-"],
    ["10:00", "Data quality at scale", "Hands-on: SQL window functions"],
    ["11:15", "Privacy by design", "Hands-on: Dashboards that people read"],
    ["14:00", "Panel: The future of analytics", "Lightning talks"],
    ["16:30", "Closing and prize draw", "-"],
]
TICKETS = """<html><head><title>Tickets</title></head><body>
<h1>Tickets</h1>
<table>
<tr><th>Ticket</th><th>Price</th><th>Includes</th></tr>
<tr><td>Standard</td><td>290 euros</td><td>All talks, lunch and coffee</td></tr>
<tr><td>Workshop</td><td>390 euros</td><td>All talks, the hands-on sessions, lunch and coffee</td>
</tr>
<tr><td>Online</td><td>90 euros</td><td>The live stream of Hall A and the recordings</td></tr>
</table>
<p>Students pay half price with a valid student card. Tickets can be transferred to a colleague
free of charge until 1 March 2027.</p>
</body></html>
"""
SPEAKERS = """Speaker,Talk,Company
Nadia Ferreira,Opening keynote,Lumina Analytics
Tom Becker,Data quality at scale,Northwind Bank
Priya Raman,Privacy by design,Fairdata Institute
"""
CONDUCT = {
    "Code of conduct": [
        "1. Treat every attendee, speaker and volunteer with respect.",
        "2. Photos of slides are welcome; do not photograph attendees who wear a red lanyard.",
        "3. Report any problem to a volunteer in a green shirt or call 0170 555 0123.",
    ],
}
QUESTIONS = """# Questions

## Will the talks be recorded?

Yes. Every talk in Hall A is recorded and sent to all ticket holders within a week.

## Is there a cloakroom?

A free cloakroom is next to the main foyer; it closes at 18:00.

## Can I get an invoice?

Invoices are sent by email when the ticket is paid; write to tickets@datacraft.example to
change the company name on one.
"""


def documents() -> dict[str, bytes]:
    return {
        "attendee-guide.pdf": pdf(GUIDE_PAGES),
        "agenda.xlsx": xlsx({"Agenda": AGENDA}),
        "tickets.html": TICKETS.encode(),
        "speakers.csv": SPEAKERS.encode(),
        "code-of-conduct.docx": docx(CONDUCT, title="Code of conduct"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When does registration open?", "opens at 8:00 in the main foyer", "attendee-guide.pdf", 1
    ),
    Question(
        "Where is DataCraft Day held?",
        "Harbour Congress Centre",
        "attendee-guide.pdf",
        1,
    ),
    Question("How much is a Workshop ticket?", "390 euros", "tickets.html"),
    Question(
        "Where is lunch served?", "lunch is served from 12:30 in Hall C", "attendee-guide.pdf", 2
    ),
    Question("Who gives the opening keynote?", "Nadia Ferreira", "speakers.csv"),
    Question("When does the cloakroom close?", "closes at 18:00", "questions.md"),
    Question(
        "How much does the Quayside garage charge?", "18 euros a day", "attendee-guide.pdf", 2
    ),
    Question(
        "Do students get a discount?",
        "Students pay half price with a valid student card",
        "tickets.html",
    ),
    Question(
        "Where can I find the wifi password?",
        "printed on the back of your badge",
        "attendee-guide.pdf",
        1,
        True,
    ),
    Question(
        "Can I give my ticket to someone else from my team?",
        "Tickets can be transferred to a colleague free of charge until 1 March 2027",
        "tickets.html",
        None,
        True,
    ),
    Question(
        "What if I miss a talk?",
        "Every talk in Hall A is recorded and sent to all ticket holders within a week",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Where can I leave my coat?",
        "A free cloakroom is next to the main foyer",
        "questions.md",
        None,
        True,
    ),
    Question(
        "I am vegetarian; who should I tell?",
        "Tell us about dietary needs when you register",
        "attendee-guide.pdf",
        2,
        True,
    ),
    Question(
        "Which ticket do I need for the hands-on sessions?",
        "Workshop",
        "tickets.html",
        None,
        True,
    ),
    Question(
        "Who should I talk to if someone is rude to me?",
        "Report any problem to a volunteer in a green shirt",
        "code-of-conduct.docx",
        None,
        True,
    ),
    Question(
        "Is it far from the train station?",
        "a ten-minute walk from the central station",
        "attendee-guide.pdf",
        1,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a VIP ticket?",
    "Who speaks on privacy in Hall B?",
    "Is there a party in the evening?",
    "What time does the panel in Hall B start?",
    "Where is the Quayside garage?",
    "Who gives the lightning talks?",
    "Can I bring my child?",
    "Is breakfast served?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("Which company is Tom Becker from?", ("Northwind Bank",), ("Lumina", "Fairdata")),
    ("How much is an Online ticket?", ("90 euros",), ("Standard", "Workshop")),
    ("What is on in Hall B at 10:00?", ("SQL window functions",), ("Dashboards", "Lightning")),
    ("What does the Standard ticket include?", ("All talks, lunch and coffee",), ("Online",)),
]

FOLLOW_UPS = [
    FollowUp(
        "What is on in Hall A at 11:15?",
        "And in Hall B?",
        "Dashboards that people read",
        ("11:15",),
        ("10:00", "14:00"),
    ),
    FollowUp(
        "Who gives the talk on privacy by design?",
        "Which company is she from?",
        "Fairdata Institute",
        ("Priya Raman",),
        ("Nadia Ferreira", "Tom Becker"),
    ),
    FollowUp(
        "How much is a Standard ticket?",
        "And the Online one?",
        "90 euros",
        ("Online",),
        ("Standard", "Workshop"),
    ),
    FollowUp(
        "Where is lunch served?",
        "From what time?",
        "from 12:30",
    ),
]
