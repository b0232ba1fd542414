"""An eighteenth set of office documents for bench.answers (a small hotel's guest information): a
PDF guest guide whose section on breakfast runs across a page break, an HTML page of room rates
with a table, an ODT cancellation policy with a list, a CSV of the spa's treatments, a Markdown
page of getting here and a PPTX welcome deck with a table of the meeting rooms; 16 answerable
questions (half paraphrased; what time, how far, from what age, is it allowed, which room is
largest), 8 in-domain questions the documents do not answer, questions about one row of a table,
and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: clock times ("by 11:00"), distances ("12 km"), ages ("under 16"),
what is not allowed, and the largest or cheapest row of a table.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from bench.office import FollowUp, Question
from tests.support.files import Slide, odt, pdf, pptx

GUIDE_PAGES = [
    "Hotel Larkspur guest guide\n"
    "Arrival and departure\n"
    "Rooms are ready from 15:00 on the day of arrival. Please leave your room by 11:00 on the "
    "day you depart; a late departure until 14:00 costs 25 euros.\n"
    "Breakfast\n"
    "Breakfast is served in the garden room from 7:00 to 10:30 on weekdays and from 7:30 to "
    "11:00 at weekends.",
    "Guests with food allergies should tell the kitchen the evening before, so that a separate "
    "tray can be prepared.\n"
    "Pets\n"
    "Dogs are welcome in the ground floor rooms for 15 euros a night. Other animals cannot be "
    "accommodated.\n"
    "Quiet hours\n"
    "Please keep noise down between 22:00 and 7:00.",
]
RATES = """<html><head><title>Room rates</title></head><body>
<h1>Room rates</h1>
<table>
<tr><th>Room type</th><th>Price per night</th><th>Guests</th><th>Size</th><th>View</th></tr>
<tr><td>Single</td><td>79 euros</td><td>1</td><td>14 m2</td><td>Courtyard</td></tr>
<tr><td>Double</td><td>109 euros</td><td>2</td><td>20 m2</td><td>Garden</td></tr>
<tr><td>Family room</td><td>149 euros</td><td>4</td><td>32 m2</td><td>Garden</td></tr>
<tr><td>Suite</td><td>219 euros</td><td>2</td><td>45 m2</td><td>Lake</td></tr>
</table>
<p>Rates include breakfast and the city tax of 2 euros per person per night is added at
check-out.</p>
</body></html>
"""
CANCELLATION = {
    "Cancellation policy": [
        "Bookings at the flexible rate can be cancelled free of charge until 18:00 the day "
        "before arrival.",
        "A later cancellation or a no-show is charged the first night.",
        "Saver rate bookings are paid in full when booked and are not refundable.",
        "Groups of five rooms or more:",
        "- cancel at least 30 days before arrival to pay nothing",
        "- a deposit of 20 percent is due when the booking is confirmed",
    ],
}
SPA = """Treatment,Minutes,Price,Notes
Swedish massage,50,70 euros,Not during pregnancy
Hot stone massage,75,95 euros,
Facial,45,60 euros,
Sauna and pool day pass,,20 euros,Free for hotel guests
"""
GETTING_HERE = """# Getting here

## By train

The hotel is a ten-minute walk from Lakeside station. Trains from the airport run every 30
minutes and take 40 minutes.

## By car

Parking in the hotel garage costs 12 euros a day; the garage has two charging points for
electric cars. The airport is 35 km away.

## Children

Children under 16 stay free in their parents' room. The pool is open to children only with an
adult.
"""
WELCOME = [
    Slide(title="Welcome to Hotel Larkspur", lines=["Reception is open day and night"]),
    Slide(
        title="Meeting rooms",
        table=[
            ["Room", "Seats", "Day rate"],
            ["Heron", "12", "180 euros"],
            ["Kingfisher", "30", "350 euros"],
            ["Wren", "6", "90 euros"],
        ],
    ),
    Slide(
        title="Wi-Fi",
        lines=["The network is Larkspur-Guest", "The password is on your key card holder"],
    ),
]


def documents() -> dict[str, bytes]:
    return {
        "guest-guide.pdf": pdf(GUIDE_PAGES),
        "rates.html": RATES.encode(),
        "cancellation.odt": odt(CANCELLATION),
        "spa.csv": SPA.encode(),
        "getting-here.md": GETTING_HERE.encode(),
        "welcome.pptx": pptx(WELCOME),
    }


ANSWERABLE = [
    Question("What time do I have to leave my room?", "by 11:00", "guest-guide.pdf", 1),
    Question("When is breakfast served at weekends?", "from 7:30 to 11:00", "guest-guide.pdf", 1),
    Question("How much does parking cost?", "12 euros a day", "getting-here.md"),
    Question("How far is the airport?", "35 km", "getting-here.md"),
    Question("How much is a hot stone massage?", "95 euros", "spa.csv"),
    Question("How many seats does the Kingfisher room have?", "30", "welcome.pptx"),
    Question(
        "Until when can I cancel a flexible rate booking for free?",
        "until 18:00 the day before arrival",
        "cancellation.odt",
    ),
    Question("What is the Wi-Fi network called?", "Larkspur-Guest", "welcome.pptx"),
    Question(
        "Can I bring my dog?",
        "Dogs are welcome in the ground floor rooms",
        "guest-guide.pdf",
        2,
        True,
    ),
    Question(
        "Can I check in early in the morning?",
        "Rooms are ready from 15:00",
        "guest-guide.pdf",
        1,
        True,
    ),
    Question(
        "Do kids pay to stay?",
        "Children under 16 stay free in their parents' room",
        "getting-here.md",
        None,
        True,
    ),
    Question(
        "Is there somewhere to charge my electric car?",
        "two charging points for electric cars",
        "getting-here.md",
        None,
        True,
    ),
    Question(
        "I am allergic to nuts; what should I do?",
        "tell the kitchen the evening before",
        "guest-guide.pdf",
        2,
        True,
    ),
    Question(
        "Do I get my money back if I cancel a saver booking?",
        "not refundable",
        "cancellation.odt",
        None,
        True,
    ),
    Question(
        "What happens if I don't turn up?",
        "charged the first night",
        "cancellation.odt",
        None,
        True,
    ),
    Question(
        "Is the sauna included for people staying at the hotel?",
        "Free for hotel guests",
        "spa.csv",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "Is there a gym?",
    "How much does a cat cost per night?",
    "What time does the bar close?",
    "How much is a deep tissue massage?",
    "Is there an airport shuttle bus?",
    "How many seats does the Swallow room have?",
    "Can I pay with cryptocurrency?",
    "Is the pool heated?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a family room per night?", ("149 euros",), ("109 euros", "219 euros")),
    ("What view does the suite have?", ("Lake",), ("Courtyard", "79 euros")),
    ("How long is the facial?", ("45",), ("Swedish", "Hot stone")),
    ("What is the day rate of the Wren room?", ("90 euros",), ("Heron", "Kingfisher")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is the Single room?",
        "And the Suite?",
        "219 euros",
        ("Suite",),
        ("Single", "Double"),
    ),
    FollowUp(
        "How long is the Swedish massage?",
        "And how much does it cost?",
        "70 euros",
        ("Swedish massage",),
        ("Hot stone", "Facial"),
    ),
    FollowUp(
        "When is breakfast served on weekdays?",
        "Where?",
        "in the garden room",
    ),
    FollowUp(
        "How many seats does the Heron room have?",
        "What does it cost per day?",
        "180 euros",
        ("Heron",),
        ("Kingfisher", "Wren"),
    ),
]
