"""A fourteenth set of office documents for bench.answers (a housing association's apartment
building): a PDF tenant handbook whose section on repairs runs across a page break, a DOCX of
numbered house rules, a CSV of contacts, an XLSX of service charges for two years, a plain-text
notice of lift works and an ODT page on parking with a table of prices; 16 answerable questions
(half paraphrased; who do I call, when, is it allowed, how much in which year), 8 in-domain
questions the documents do not answer, questions about one row of a table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: whom to contact for what, rules with their exceptions ("only
electric grills"), a table with a column per year, and a notice with dates.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, odt, pdf, xlsx

HANDBOOK_PAGES = [
    "Linden Court tenant handbook\n"
    "Paying your rent\n"
    "Rent is due on the first day of each month. Pay by standing order to the account on your "
    "tenancy agreement; cash is not accepted at the office. If you are struggling to pay, talk "
    "to your housing officer before you fall behind.\n"
    "Heating and hot water\n"
    "The building has central heating from 1 October to 30 April. Radiators are set to keep "
    "rooms at 20 degrees during the day.\n"
    "Repairs\n"
    "Report repairs through the tenant portal or by phone. Emergencies such as a burst pipe, "
    "a gas smell or no heating in winter are attended within 4 hours, day or night.",
    "Other urgent repairs are done within 3 working days and routine repairs within 20 working "
    "days. Tenants must let the repair team in; we give at least 24 hours' notice except in an "
    "emergency.\n"
    "Moving out\n"
    "Give four weeks' notice in writing, ending on a Monday. Return every key to the office by "
    "noon on the last day. The flat must be left clean and empty; items left behind are removed "
    "and the cost is charged to you.",
]
RULES = {
    "House rules": [
        "1. Quiet hours are from 22:00 to 07:00 every day.",
        "2. Barbecues are not allowed on balconies, except electric grills.",
        "3. Bicycles and pushchairs may not be kept in the stairwells; use the bike room in the "
        "basement.",
        "4. One cat or one small dog may be kept with the written consent of the housing "
        "association.",
        "5. The laundry room is open from 07:00 to 21:00; book a slot on the list by the door.",
    ],
}
CONTACTS = """Role,Name,Phone,When to call
Housing officer,Maria Lopez,0161 496 0210,"Rent, tenancy and neighbour problems"
Caretaker,Josef Novak,0161 496 0233,"Cleaning, lights in shared areas, the bike room"
Repairs line,,0800 123 4567,Repairs of any kind; emergencies at any hour
Tenants' association,Grace Obi,0161 496 0288,"Events, the garden and suggestions"
"""
CHARGES: list[list[Any]] = [
    ["Service", "2025 (per month)", "2026 (per month)"],
    ["Cleaning of shared areas", "14.50", "15.20"],
    ["Garden upkeep", "6.00", "6.00"],
    ["Lift maintenance", "9.80", "11.40"],
    ["Lighting of shared areas", "3.20", "3.90"],
]
LIFT_NOTICE = """Lift works in block B

The lift in block B will be replaced between 12 January and 6 February. During the works the
lift cannot be used. Tenants who cannot use the stairs can ask for help with shopping by calling
the caretaker. The lift in block A is not affected.
"""
PARKING = {
    "Parking": [
        "Parking spaces in the underground car park are rented separately from the flats.",
        "There is a waiting list; ask the housing officer to be added to it.",
        "Visitors may park on the marked visitor spaces for up to 24 hours.",
    ],
}
PARKING_TABLE = [
    ["Space", "Price per month"],
    ["Car space", "45 pounds"],
    ["Space with electric charger", "60 pounds"],
    ["Motorbike space", "15 pounds"],
]


def documents() -> dict[str, bytes]:
    return {
        "tenant-handbook.pdf": pdf(HANDBOOK_PAGES),
        "house-rules.docx": docx(RULES, title="Linden Court house rules"),
        "contacts.csv": CONTACTS.encode(),
        "service-charges.xlsx": xlsx({"Charges": CHARGES}),
        "lift-notice.txt": LIFT_NOTICE.encode(),
        "parking.odt": odt(PARKING, PARKING_TABLE),
    }


ANSWERABLE = [
    Question("When is the rent due?", "first day of each month", "tenant-handbook.pdf", 1),
    Question(
        "When is the central heating on?",
        "from 1 October to 30 April",
        "tenant-handbook.pdf",
        1,
    ),
    Question("What are the quiet hours?", "from 22:00 to 07:00", "house-rules.docx"),
    Question("Who is the caretaker?", "Josef Novak", "contacts.csv"),
    Question(
        "How much is the lift maintenance charge in 2026?",
        "11.40",
        "service-charges.xlsx",
    ),
    Question(
        "When will the lift in block B be replaced?",
        "between 12 January and 6 February",
        "lift-notice.txt",
    ),
    Question("How much is a car space per month?", "45 pounds", "parking.odt"),
    Question(
        "How quickly are emergency repairs attended?",
        "within 4 hours, day or night",
        "tenant-handbook.pdf",
        1,
    ),
    Question(
        "Can I have a barbecue on my balcony?",
        "not allowed on balconies, except electric grills",
        "house-rules.docx",
        None,
        True,
    ),
    Question(
        "Am I allowed to keep a pet?",
        "One cat or one small dog may be kept with the written consent",
        "house-rules.docx",
        None,
        True,
    ),
    Question(
        "Where should I store my bike?",
        "use the bike room in the basement",
        "house-rules.docx",
        None,
        True,
    ),
    Question(
        "How long does a normal repair take?",
        "routine repairs within 20 working days",
        "tenant-handbook.pdf",
        2,
        True,
    ),
    Question(
        "Can I pay my rent in cash?",
        "cash is not accepted at the office",
        "tenant-handbook.pdf",
        1,
        True,
    ),
    Question(
        "When do I have to hand back my keys when I leave?",
        "by noon on the last day",
        "tenant-handbook.pdf",
        2,
        True,
    ),
    Question(
        "Where can my guests leave their car?",
        "marked visitor spaces for up to 24 hours",
        "parking.odt",
        None,
        True,
    ),
    Question(
        "Who do I phone if I can't afford this month's rent?",
        "talk to your housing officer before you fall behind",
        "tenant-handbook.pdf",
        1,
        True,
    ),
]

UNANSWERABLE = [
    "When is the rent increased each year?",
    "Can I keep a rabbit?",
    "How much does a storage room in the basement cost?",
    "When will the lift in block C be replaced?",
    "Who is the caretaker of block C?",
    "How much was the window cleaning charge in 2025?",
    "When is the laundry room closed for maintenance?",
    "Can I sublet my flat?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What is the caretaker's phone number?", ("0161 496 0233",), ("0161 496 0210",)),
    (
        "How much is a space with an electric charger?",
        ("60 pounds",),
        ("45 pounds", "15 pounds"),
    ),
    ("What did the cleaning of shared areas cost in 2025?", ("14.50",), ("9.80", "3.20")),
    ("Whom do I call about a neighbour problem?", ("Maria Lopez",), ("Josef Novak", "Grace Obi")),
]

FOLLOW_UPS = [
    FollowUp(
        "Who is the housing officer?",
        "And her phone number?",
        "0161 496 0210",
        ("Maria Lopez",),
        ("Josef Novak", "Grace Obi"),
    ),
    FollowUp(
        "How much is the garden upkeep charge in 2026?",
        "And in 2025?",
        "6.00",
        ("Garden upkeep",),
        ("Lift maintenance", "Cleaning of shared areas"),
    ),
    FollowUp(
        "How much notice do I have to give when I move out?",
        "Where do I return the keys?",
        "Return every key to the office",
    ),
    FollowUp(
        "When is the laundry room open?",
        "How do I book it?",
        "book a slot on the list by the door",
    ),
]
