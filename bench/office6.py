"""A sixth set of office documents for bench.answers (a town library): a PDF members' guide whose
sections run across a page break, an HTML page of opening hours with a table, a Markdown guide to
booking rooms with a list and a table, a CSV of staff contacts, and a DOCX on digital services;
16 answerable questions (half paraphrased; who, which, what happens if, how much), 8 in-domain
questions the documents do not answer, and questions about one row of a table.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on question kinds
the earlier sets have few of (who, conditions, lists, comparisons) and on an HTML table.
A question's `page` is a PDF page; the other files' answers have none."""

from __future__ import annotations

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf

GUIDE_PAGES = [
    "Members' guide\n"
    "Joining the library\n"
    "Anyone who lives, works or studies in Elmbridge can join the library for free. "
    "Bring a photo ID and a proof of address issued in the last three months. "
    "Children under 12 need a parent or guardian to sign the form.\n"
    "Borrowing\n"
    "Adults may borrow up to 15 items at a time. "
    "Books are lent for three weeks and DVDs for one week. "
    "You can renew an item twice online, unless another member has reserved it.",
    "Late returns\n"
    "Overdue adult books cost 25 cents per day, up to a maximum of 6 euros per item. "
    "Children's books are never charged for late returns. "
    "If you lose an item, we charge its replacement cost plus a 5 euro handling fee.\n"
    "Reservations\n"
    "A reservation costs 1 euro and is collected at the branch you choose. "
    "We keep reserved items on the hold shelf for seven days.",
]
HOURS = """<!doctype html>
<html><head><title>Opening hours</title></head>
<body>
<h1>Opening hours</h1>
<table>
<tr><th>Branch</th><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr>
<tr><td>Central Library</td><td>09:00-20:00</td><td>10:00-17:00</td><td>12:00-16:00</td></tr>
<tr><td>Riverside</td><td>10:00-18:00</td><td>10:00-13:00</td><td>closed</td></tr>
<tr><td>Hill Park</td><td>13:00-19:00</td><td>closed</td><td>closed</td></tr>
</table>
<p>All branches are closed on public holidays. The book drop at Central Library is open day and
night.</p>
</body></html>
"""
ROOMS = """# Booking a room

Members can book a study room or a meeting room up to two weeks in advance.

## What you need
- a valid library card
- a booking reference from the website
- payment for meeting rooms before the day of the booking

## Rooms

| Room | Seats | Projector | Price per hour |
|---|---|---|---|
| Study room A | 4 | no | free |
| Study room B | 6 | no | free |
| Oak room | 20 | yes | 15 euros |

Cancel at least 24 hours ahead to get your money back.
"""
STAFF = (
    "role,name,email,phone\n"
    "Head librarian,Maria Lindqvist,m.lindqvist@elmbridge-library.org,0151 200 310\n"
    "Children's librarian,Tom Okafor,t.okafor@elmbridge-library.org,0151 200 322\n"
    "IT support,Priya Raman,it@elmbridge-library.org,0151 200 345\n"
)
DIGITAL_SECTIONS = {
    "E-books and audiobooks": [
        "Members can borrow up to five e-books at a time through the Libby app.",
        "E-books return themselves at the end of the loan, so they never run late.",
    ],
    "Wi-Fi and computers": [
        "Free Wi-Fi is available in every branch; the network is called Elmbridge-Public.",
        "Public computers can be used for two hours a day with your library card.",
    ],
    "Printing": [
        "Black and white prints cost 10 cents a page and colour prints cost 50 cents a page.",
        "You pay for printing at the self-service kiosk by card or with coins.",
    ],
}


def documents() -> dict[str, bytes]:
    return {
        "members-guide.pdf": pdf(GUIDE_PAGES),
        "opening-hours.html": HOURS.encode(),
        "room-booking.md": ROOMS.encode(),
        "staff-contacts.csv": STAFF.encode(),
        "digital-services.docx": docx(DIGITAL_SECTIONS, title="Digital services"),
    }


ANSWERABLE = [
    Question("How many items can adults borrow at a time?", "15 items", "members-guide.pdf", 1),
    Question("How long are DVDs lent for?", "one week", "members-guide.pdf", 1),
    Question("How much does a reservation cost?", "1 euro", "members-guide.pdf", 2),
    Question("Who is the head librarian?", "Maria Lindqvist", "staff-contacts.csv"),
    Question("When does Riverside open on Saturday?", "10:00-13:00", "opening-hours.html"),
    Question("How many seats does the Oak room have?", "20", "room-booking.md"),
    Question("How much do colour prints cost?", "50 cents a page", "digital-services.docx"),
    Question("What is the Wi-Fi network called?", "Elmbridge-Public", "digital-services.docx"),
    Question(
        "What do I need to show to sign up?",
        "a photo ID and a proof of address",
        "members-guide.pdf",
        1,
        True,
    ),
    Question(
        "What is the fine for bringing an adult book back late?",
        "25 cents per day",
        "members-guide.pdf",
        2,
        True,
    ),
    Question(
        "What happens if I lose a book?",
        "its replacement cost plus a 5 euro handling fee",
        "members-guide.pdf",
        2,
        True,
    ),
    Question("How long is a held item kept for me?", "seven days", "members-guide.pdf", 2, True),
    Question(
        "Whom do I contact about a broken computer?",
        "Priya Raman",
        "staff-contacts.csv",
        None,
        True,
    ),
    Question(
        "How far ahead can I reserve a meeting room?",
        "up to two weeks in advance",
        "room-booking.md",
        None,
        True,
    ),
    Question(
        "How long may I use a public PC each day?",
        "two hours a day",
        "digital-services.docx",
        None,
        True,
    ),
    Question(
        "Can I return books when the library is shut?",
        "The book drop at Central Library is open day and night",
        "opening-hours.html",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much does a lost library card cost to replace?",
    "How many items can children borrow at a time?",
    "When does the Westgate branch open on Saturday?",
    "How much does the Maple room cost per hour?",
    "Who is the head of IT security?",
    "How many audiobooks can I download per month?",
    "Can I bring my dog into the library?",
    "How much do 3D prints cost?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("When is Hill Park open on weekdays?", ("Hill Park",), ("Riverside", "Central Library")),
    ("Does Study room B have a projector?", ("Study room B",), ("Study room A", "Oak room")),
    ("What is the email of the children's librarian?", ("Tom Okafor",), ("Maria", "Priya")),
    ("When does Central Library open on Sunday?", ("Central Library",), ("Riverside", "Hill Park")),
]

# Follow-ups in the conversation of a first question (written before any answer to them was
# seen, but for the first, seen to fail in `make dev`)
FOLLOW_UPS = [
    FollowUp("How many items can adults borrow at a time?", "And for how long?", "three weeks"),
    FollowUp(
        "When does Riverside open on Saturday?",
        "And on Sunday?",
        "closed",
        ("Riverside",),
        ("Central Library", "Hill Park"),
    ),
    FollowUp("Who is the head librarian?", "What is her phone number?", "0151 200 310"),
    FollowUp("How much do colour prints cost?", "And black and white ones?", "10 cents"),
]
