"""A third set of office documents for bench.answers, of spreadsheets and slide decks (a
logistics company): two XLSX workbooks (a fleet list with a title row above its header and a
sheet of fuel cards, one hidden sheet; a sheet of shift allowances in percent and euro formats)
and two PPTX decks (an all-hands review with a table, speaker notes and a hidden draft slide; an
onboarding deck with a table of contacts), with 20 answerable questions (10 worded like the
text, 10 paraphrased), 10 in-domain questions the documents do not answer (a plate, a card, a
role, a bonus, a depot they do not have, and what stands only on the hidden slide), and questions
about one row of a sheet.

Written on 2026-11-26 with the XLSX and PPTX readers, before any answer to them was seen. A
question's `page` is a slide's number (PowerPoint's); a workbook's answers have none."""

from __future__ import annotations

import datetime as dt
from typing import Any

from bench.office import Question
from tests.support.files import Slide, pptx, xlsx

EURO = '#,##0 "€"'
VEHICLES: list[list[Any]] = [
    ["Fleet list, March 2026"],
    [],
    ["Plate", "Type", "Depot", "Payload (kg)", "Next service"],
    ["TW-101", "Van", "North", 1200, dt.date(2026, 4, 14)],
    ["TW-102", "Van", "South", 1200, dt.date(2026, 5, 2)],
    ["TW-201", "Truck", "North", 7500, dt.date(2026, 3, 30)],
    ["TW-202", "Truck", "Harbour", 7500, dt.date(2026, 6, 11)],
    ["TW-301", "Cargo bike", "Centre", 150, dt.date(2026, 4, 1)],
]
FUEL_CARDS: list[list[Any]] = [
    ["Card", "Holder", "Monthly limit", "Fuel"],
    ["FC-01", "Night shift team", (900, EURO), "Diesel"],
    ["FC-02", "Harbour depot", (1400, EURO), "Diesel"],
    ["FC-03", "Courier team", (250, EURO), "Electric charging"],
]
ALLOWANCES: list[list[Any]] = [
    ["Item", "Amount", "Notes"],
    ["Night shift bonus", (0.25, "0%"), "per hour worked between 22:00 and 06:00"],
    ["Weekend bonus", (0.15, "0%"), "per hour worked on Saturdays and Sundays"],
    ["Meal voucher", (8.5, '#,##0.00 "€"'), "per shift longer than 8 hours"],
    ["Safety shoes", (120, EURO), "one pair once a year, from the stores"],
]
ALL_HANDS = [
    Slide("Tidewater all-hands, Q1 2026", ["Operations update"]),
    Slide(
        "Results",
        [
            "Deliveries rose by 18 percent to 1.3 million parcels",
            "On-time rate reached 96.5 percent",
        ],
        notes="The on-time rate counts deliveries within the promised two-hour window.",
    ),
    Slide(
        "Harbour depot",
        ["The harbour depot moves to Pier 7 on 1 June", "Staff parking is behind warehouse B"],
    ),
    Slide(
        "Hiring",
        table=[
            ["Role", "Open positions", "Location"],
            ["Drivers", "12", "North depot"],
            ["Dispatchers", "3", "Harbour depot"],
            ["Mechanics", "2", "North depot"],
        ],
    ),
    Slide(
        "Safety",
        [
            "Forklift licences must be renewed every three years",
            "High-visibility vests are required in every yard",
        ],
    ),
    Slide("Draft: bonus pool", ["The bonus pool is 2 percent of profit"], hidden=True),
]
ONBOARDING = [
    Slide("Welcome to Tidewater", ["Onboarding for new staff"]),
    Slide(
        "Your first week",
        [
            "Day one starts at 08:00 at the North depot reception",
            "Collect your badge and safety shoes from the stores",
        ],
    ),
    Slide(
        "Systems",
        ["Routes are planned in RouteMaster", "Drivers log their breaks in the DriverApp"],
        notes="Passwords for RouteMaster are issued by the dispatch lead.",
    ),
    Slide(
        "Who to call",
        table=[
            ["Topic", "Contact"],
            ["Payroll", "payroll@tidewater.example"],
            ["Vehicle damage", "Fleet desk, ext. 240"],
            ["IT problems", "IT desk, ext. 300"],
        ],
    ),
]


def documents() -> dict[str, bytes]:
    return {
        "fleet.xlsx": xlsx(
            {"Vehicles": VEHICLES, "Fuel cards": FUEL_CARDS, "Lists": [["Depot"], ["North"]]},
            hidden=("Lists",),
        ),
        "shifts.xlsx": xlsx({"Allowances": ALLOWANCES}),
        "all-hands.pptx": pptx(ALL_HANDS),
        "onboarding.pptx": pptx(ONBOARDING),
    }


ANSWERABLE = [
    Question("What is the payload of the TW-201 truck?", "7500", "fleet.xlsx"),
    Question("When is the next service of TW-101?", "2026-04-14", "fleet.xlsx"),
    Question("What is the monthly limit of fuel card FC-02?", "1,400", "fleet.xlsx"),
    Question("How much is the night shift bonus?", "25%", "shifts.xlsx"),
    Question("How much is the meal voucher?", "8.50", "shifts.xlsx"),
    Question("By how much did deliveries rise?", "18 percent", "all-hands.pptx", 2),
    Question("When does the harbour depot move to Pier 7?", "1 June", "all-hands.pptx", 3),
    Question(
        "How often must forklift licences be renewed?", "every three years", "all-hands.pptx", 5
    ),
    Question("Where does day one start?", "North depot reception", "onboarding.pptx", 2),
    Question("How many open positions are there for drivers?", "12", "all-hands.pptx", 4),
    Question("Where is the cargo bike based?", "Centre", "fleet.xlsx", None, True),
    Question("What extra pay do I get for working on weekends?", "15%", "shifts.xlsx", None, True),
    Question(
        "How much can the courier team spend on charging each month?",
        "250",
        "fleet.xlsx",
        None,
        True,
    ),
    Question("How many parcels were delivered?", "1.3 million", "all-hands.pptx", 2, True),
    Question(
        "Where can I leave my car at the harbour depot?",
        "behind warehouse B",
        "all-hands.pptx",
        3,
        True,
    ),
    Question("Who do I contact about a damaged van?", "Fleet desk", "onboarding.pptx", 4, True),
    Question("Which software is used to plan routes?", "RouteMaster", "onboarding.pptx", 3, True),
    Question("Who hands out RouteMaster passwords?", "dispatch lead", "onboarding.pptx", 3, True),
    Question("How often do I get new safety shoes?", "once a year", "shifts.xlsx", None, True),
    Question(
        "When does a delivery count as on time?",
        "within the promised two-hour window",
        "all-hands.pptx",
        2,
        True,
    ),
]

UNANSWERABLE = [
    "What is the payload of the TW-401 truck?",
    "How big is the bonus pool?",
    "How much is the holiday bonus?",
    "How many open positions are there for accountants?",
    "When does the North depot move?",
    "How often must truck driving licences be renewed?",
    "What is the monthly limit of fuel card FC-07?",
    "Who do I contact about a parking fine?",
    "What was the on-time rate in 2025?",
    "Which app do mechanics use to log repairs?",
]

# Questions about one or two rows of a sheet: right when the answer names the rows asked about
# and no other.
TABLE_ROWS = [
    ("What is the payload of the TW-201 truck?", ("TW-201",), ("TW-101", "TW-102", "TW-202")),
    ("When is the next service of TW-101?", ("TW-101",), ("TW-102", "TW-201", "TW-301")),
    ("What is the monthly limit of fuel card FC-02?", ("FC-02",), ("FC-01", "FC-03")),
    ("How much is the night shift bonus?", ("Night shift bonus",), ("Weekend bonus",)),
    (
        "How many open positions are there for drivers and mechanics?",
        ("Drivers", "Mechanics"),
        ("Dispatchers",),
    ),
]
