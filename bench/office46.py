"""A forty-sixth set of office documents for bench.answers (a campsite): a PDF of site rules
whose section on arrival runs across a page break, an HTML page of pitches with a table, an
XLSX of extras, a CSV of the shop's hours, a DOCX on the swimming lake and a Markdown page of
questions; 16 answerable questions (half paraphrased; how much, when, may I, how many, where),
8 in-domain questions the documents do not answer, questions about one row of a table, and
follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: quiet hours, what a pitch includes, dogs and fires, arrival after
the gate closes, and what a lake's lifeguard hours are.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Birchwater Campsite rules\n"
    "Quiet hours\n"
    "Between 22:00 and 7:00 the site is quiet: no music, and cars stay in the car park.\n"
    "Arrival\n"
    "Pitches are free from 14:00 on the day of arrival. The barrier closes at 22:00; guests "
    "arriving later park outside and walk in through the side gate, which opens with the code "
    "sent",
    "by text message the day before.\n"
    "Departure\n"
    "Please leave your pitch by 11:00.\n"
    "Fires\n"
    "Open fires are not allowed; barbecues must stand at least 50 cm above the grass.\n"
    "Dogs\n"
    "Dogs are welcome on a lead, at most two per pitch, and never on the beach of the lake.",
]
PITCHES = """<html><head><title>Pitches</title></head><body>
<h1>Pitches and prices</h1>
<table>
<tr><th>Pitch</th><th>Per night</th><th>Size</th><th>Electricity</th></tr>
<tr><td>Tent pitch</td><td>18 euros</td><td>80 m2</td><td>No</td></tr>
<tr><td>Comfort pitch</td><td>29 euros</td><td>120 m2</td><td>10 amps</td></tr>
<tr><td>Lakeside pitch</td><td>36 euros</td><td>120 m2</td><td>10 amps</td></tr>
<tr><td>Hiker's hut</td><td>45 euros</td><td>Sleeps 4</td><td>Yes</td></tr>
</table>
<p>Prices are for two people; each further person pays 6 euros a night, children under 4 stay
free.</p>
</body></html>
"""
EXTRAS: list[list[Any]] = [
    ["Extra", "Price", "Note"],
    ["Dog", "3 euros a night", "Lead required"],
    ["Firewood", "7 euros a bag", "For barbecues only"],
    ["Bicycle rental", "12 euros a day", "Helmets free"],
    ["Canoe rental", "20 euros for two hours", "Life jackets included"],
]
SHOP = """Day,Shop opens,Shop closes
Monday to Friday,8:00,19:00
Saturday,7:30,20:00
Sunday,8:00,12:00
"""
LAKE = {
    "Swimming lake": [
        "The swimming lake is guarded by a lifeguard from 10:00 to 18:00 in July and August.",
        "Outside those hours swimming is at your own risk; children under 12 must be with an "
        "adult.",
        "Inflatable boats are allowed only in the roped area near the jetty.",
    ],
}
QUESTIONS = """# Questions

## Is there wifi?

Free wifi covers the reception and the shop terrace; it does not reach the pitches.

## Can I have my post sent here?

Yes, letters and parcels addressed to reception are kept until you leave.

## Where can I empty my camper's toilet?

At the service point behind the washing block, next to the fresh water tap.
"""


def documents() -> dict[str, bytes]:
    return {
        "site-rules.pdf": pdf(RULES_PAGES),
        "pitches.html": PITCHES.encode(),
        "extras.xlsx": xlsx({"Extras": EXTRAS}),
        "shop-hours.csv": SHOP.encode(),
        "lake.docx": docx(LAKE, title="Swimming lake"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "When are the quiet hours?",
        "Between 22:00 and 7:00 the site is quiet",
        "site-rules.pdf",
        1,
    ),
    Question(
        "When does the barrier close?",
        "The barrier closes at 22:00",
        "site-rules.pdf",
        1,
    ),
    Question("How much is a comfort pitch per night?", "29 euros", "pitches.html"),
    Question("How much is canoe rental?", "20 euros for two hours", "extras.xlsx"),
    Question("When does the shop close on Sunday?", "12:00", "shop-hours.csv"),
    Question(
        "When is the lifeguard on duty?",
        "from 10:00 to 18:00 in July and August",
        "lake.docx",
    ),
    Question(
        "Is there wifi?",
        "Free wifi covers the reception and the shop terrace",
        "questions.md",
    ),
    Question(
        "How much does each further person pay?",
        "each further person pays 6 euros a night",
        "pitches.html",
    ),
    Question(
        "What time do I have to check out?",
        "Please leave your pitch by 11:00",
        "site-rules.pdf",
        2,
        True,
    ),
    Question(
        "We arrive at midnight, how do we get in?",
        "guests arriving later park outside and walk in through the side gate",
        "site-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can we light a campfire?",
        "Open fires are not allowed",
        "site-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can my dog come to the beach?",
        "never on the beach of the lake",
        "site-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is a toddler of two charged?",
        "children under 4 stay free",
        "pitches.html",
        None,
        True,
    ),
    Question(
        "Can I take my inflatable dinghy on the lake?",
        "Inflatable boats are allowed only in the roped area near the jetty",
        "lake.docx",
        None,
        True,
    ),
    Question(
        "Where do I dispose of chemical toilet waste?",
        "At the service point behind the washing block",
        "questions.md",
        None,
        True,
    ),
    Question(
        "Will I have internet at my tent?",
        "it does not reach the pitches",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a caravan pitch?",
    "How much is kayak rental?",
    "When does the shop open on public holidays?",
    "Is there a playground?",
    "When is the lifeguard on duty in June?",
    "Can I rent a tent?",
    "Are there washing machines?",
    "How far is the nearest supermarket?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is a lakeside pitch?", ("36 euros",), ("Tent pitch", "Comfort pitch")),
    ("Does a tent pitch have electricity?", ("No",), ("Comfort pitch", "Lakeside")),
    ("How much is firewood?", ("7 euros a bag",), ("Dog", "Canoe")),
    ("When does the shop open on Saturday?", ("7:30",), ("Monday to Friday", "Sunday")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a tent pitch?",
        "And a hiker's hut?",
        "45 euros",
        ("Hiker's hut",),
        ("Tent pitch", "Comfort pitch"),
    ),
    FollowUp(
        "How much is bicycle rental?",
        "Are helmets included?",
        "Helmets free",
        ("Bicycle rental",),
        ("Canoe rental", "Firewood"),
    ),
    FollowUp(
        "How big is a comfort pitch?",
        "Does it have electricity?",
        "10 amps",
        ("Comfort pitch",),
        ("Tent pitch",),
    ),
    FollowUp(
        "When is the lifeguard on duty?",
        "Can children swim alone?",
        "children under 12 must be with an adult",
    ),
]
