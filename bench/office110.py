"""A hundred-and-tenth set of office documents for bench.answers (a marina): a PDF of berth
rules whose section on fuel runs across a page break, an HTML page of berth fees with a
table, an XLSX of the pontoons, a CSV of the facilities' hours, a DOCX on winter storage and a
Markdown page of questions; 16 answerable questions (half paraphrased; how much, when, where,
can I, what if), 8 in-domain questions the documents do not answer, questions about one row of
a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a fee per metre of boat length, a speed limit in knots, a VHF
channel and a boat lifted out of the water. A question's `page` is a PDF page; the other
files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Saltmarsh Marina berth rules\n"
    "Arrival\n"
    "Call the marina office on VHF channel 80 before you enter the harbour.\n"
    "Speed\n"
    "The speed limit in the marina is 3 knots; make no wash.\n"
    "Fuel\n"
    "Diesel and petrol are sold at the fuel berth; refuelling anywhere else in the marina",
    "is forbidden.\n"
    "Barbecues\n"
    "Barbecues are not allowed on the pontoons or on board.\n"
    "Waste\n"
    "Empty holding tanks at the pump-out station, never into the harbour.",
]
FEES = """<html><head><title>Berth fees</title></head><body>
<h1>Berth fees</h1>
<table>
<tr><th>Stay</th><th>Per metre of boat length</th></tr>
<tr><td>One night</td><td>3.20 euros</td></tr>
<tr><td>One week</td><td>16 euros</td></tr>
<tr><td>One year</td><td>420 euros</td></tr>
</table>
<p>Electricity on the pontoons is included; water is free.</p>
</body></html>
"""
PONTOONS: list[list[Any]] = [
    ["Pontoon", "Boats up to", "For"],
    ["A", "10 metres", "Visitors"],
    ["B", "14 metres", "Yearly berth holders"],
    ["C", "20 metres", "Large yachts and visitors"],
]
HOURS = """Facility,Hours
Marina office,08:00 to 18:00
Showers,24 hours with your key card
Fuel berth,09:00 to 17:00
"""
STORAGE = {
    "Winter storage": [
        "Boats can be lifted out and stored ashore from 1 October to 30 April.",
        "Lifting out and back in costs 15 euros per metre of boat length.",
        "Owners may work on their boats ashore, but not with grinders on Sundays.",
    ],
}
QUESTIONS = """# Questions

## Is there wifi?

Yes, free wifi reaches every pontoon; ask the office for the password.

## Can I leave my car here?

Berth holders park free; visitors pay 5 euros a day.

## Do you have a chandlery?

Yes, next to the office, open the same hours as the office.
"""


def documents() -> dict[str, bytes]:
    return {
        "berth-rules.pdf": pdf(RULES_PAGES),
        "berth-fees.html": FEES.encode(),
        "pontoons.xlsx": xlsx({"Pontoons": PONTOONS}),
        "facilities.csv": HOURS.encode(),
        "winter-storage.docx": docx(STORAGE, title="Winter storage"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "Which VHF channel should I call on?",
        "VHF channel 80",
        "berth-rules.pdf",
        1,
    ),
    Question(
        "What is the speed limit in the marina?",
        "The speed limit in the marina is 3 knots",
        "berth-rules.pdf",
        1,
    ),
    Question("How much is one week per metre?", "16 euros", "berth-fees.html"),
    Question("How long can boats be on pontoon B?", "14 metres", "pontoons.xlsx"),
    Question("When is the fuel berth open?", "09:00 to 17:00", "facilities.csv"),
    Question(
        "When can boats be stored ashore?",
        "from 1 October to 30 April",
        "winter-storage.docx",
    ),
    Question("Is there wifi?", "free wifi reaches every pontoon", "questions.md"),
    Question("Do you have a chandlery?", "next to the office", "questions.md"),
    Question(
        "Can I top up my tank from a jerry can on my berth?",
        "refuelling anywhere else in the marina",
        "berth-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can we grill sausages on deck?",
        "Barbecues are not allowed on the pontoons or on board",
        "berth-rules.pdf",
        2,
        True,
    ),
    Question(
        "Where do I empty my boat's toilet?",
        "Empty holding tanks at the pump-out station",
        "berth-rules.pdf",
        2,
        True,
    ),
    Question(
        "Do I pay extra for shore power?",
        "Electricity on the pontoons is included",
        "berth-fees.html",
        None,
        True,
    ),
    Question(
        "Where should a visiting 12-metre yacht tie up?",
        "C",
        "pontoons.xlsx",
        None,
        True,
    ),
    Question(
        "Can I have a shower at 2 in the morning?",
        "24 hours with your key card",
        "facilities.csv",
        None,
        True,
    ),
    Question(
        "What does it cost to crane my boat out for the winter?",
        "15 euros per metre of boat length",
        "winter-storage.docx",
        None,
        True,
    ),
    Question(
        "I'm visiting for a few days, where can I park?",
        "visitors pay 5 euros a day",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is one month per metre?",
    "How long can boats be on pontoon D?",
    "When is the laundry open?",
    "Do you sell gas bottles?",
    "Can I live aboard all year?",
    "Is there a discount for sailing club members?",
    "Can I use a grinder ashore on Saturdays?",
    "Do you repair engines?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("How much is one night per metre?", ("3.20 euros",), ("One week", "One year")),
    ("Who is pontoon A for?", ("Visitors",), ("Yearly berth holders", "Large yachts")),
    ("When is the marina office open?", ("08:00 to 18:00",), ("Showers", "Fuel berth")),
    ("How long can boats be on pontoon C?", ("20 metres",), ("10 metres", "14 metres")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is one night per metre?",
        "And one year?",
        "420 euros",
        ("One year",),
        ("One night", "One week"),
    ),
    FollowUp(
        "Who is pontoon B for?",
        "How long can boats be?",
        "14 metres",
        ("Yearly berth holders",),
        ("10 metres", "20 metres"),
    ),
    FollowUp(
        "When is the fuel berth open?",
        "And the showers?",
        "24 hours with your key card",
        ("Showers",),
        ("Marina office", "Fuel berth"),
    ),
    FollowUp(
        "Is there wifi?",
        "Do you have a chandlery?",
        "next to the office",
    ),
]
