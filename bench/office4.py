"""A fourth set of office documents for bench.answers, whose facts stand in charts and pictures
(an energy company): a LibreOffice Impress deck (ODP: a chart of customers, a picture's
description, a table of field teams, speaker notes, a hidden draft slide), a Word report (DOCX:
two charts and a picture), a LibreOffice Writer report (ODT: a chart of emissions) and a
PowerPoint deck (PPTX: a chart of smart meters), with 16 answerable questions (8 worded like
the text, 8 paraphrased), 8 in-domain questions the documents do not answer (a quarter, a
source, a scope, a team and years the charts do not have, and what stands only on the hidden
slide), and questions about one row of a chart or table.

Written on 2026-11-26 with the chart and picture readers, before any answer to them was seen.
A question's `page` is a slide's number; a report's answers have none."""

from __future__ import annotations

from bench.office import Question
from tests.support.files import Chart, Picture, Slide, odp, pptx, report

UPDATE = [
    Slide("Brightwater Energy, Q3 2026 update", ["Board meeting, 14 October 2026"]),
    Slide(
        "Customers",
        chart=Chart(
            "Customers (thousands)",
            ["Q1", "Q2", "Q3"],
            {"Households": [412, 418, 431], "Businesses": [38, 39, 41]},
        ),
        notes="Most new households came from the Lakeside region.",
    ),
    Slide(
        "Outages",
        [
            "Average outage time fell to 47 minutes",
            "The storm on 9 August caused the longest outage of the year",
        ],
        pictures=["Map of the grid: the Lakeside substation feeds the northern districts"],
    ),
    Slide(
        "Field teams",
        table=[
            ["Team", "Engineers", "Base"],
            ["North", "24", "Lakeside"],
            ["South", "17", "Harbour Road"],
            ["Metering", "9", "Head office"],
        ],
    ),
    Slide("Draft: prices", ["Prices may rise by 6 percent in January"], hidden=True),
]
ANNUAL_REPORT: list[str | Chart | Picture] = [
    "Brightwater Energy supplied 2.9 terawatt hours of electricity in 2025.",
    "Renewable sources provided 64 percent of the electricity we supplied.",
    Chart(
        "Electricity supplied by source (GWh)",
        ["Wind", "Solar", "Hydro", "Gas"],
        {"2024": [980, 410, 310, 1150], "2025": [1120, 520, 300, 960]},
    ),
    "Complaints fell for the third year in a row.",
    Chart(
        "Complaints per 10,000 customers",
        ["2023", "2024", "2025"],
        {"Complaints": [14.2, 11.8, 9.5]},
    ),
    Picture("Photo of the new battery storage site at Millbrook, opened in May 2025"),
]
SUSTAINABILITY: list[str | Chart | Picture] = [
    "Our emissions fell by 21 percent between 2023 and 2025.",
    Chart(
        "CO2 emissions (kilotonnes)",
        ["2023", "2024", "2025"],
        {"Scope 1": [310, 282, 246], "Scope 2": [95, 88, 72]},
    ),
    "We planted 12,000 trees along the Lakeside river in 2025.",
]
ROADMAP = [
    Slide("Smart meter roadmap", ["Every household gets a smart meter by 2028"]),
    Slide(
        "Installations",
        chart=Chart(
            "Smart meters installed (thousands)",
            ["2024", "2025", "2026 (plan)"],
            {"Meters": [120, 185, 260]},
        ),
    ),
]


def documents() -> dict[str, bytes]:
    return {
        "q3-update.odp": odp(UPDATE),
        "annual-report.docx": report(ANNUAL_REPORT),
        "sustainability.odt": report(SUSTAINABILITY, odt=True),
        "meter-roadmap.pptx": pptx(ROADMAP),
    }


ANSWERABLE = [
    Question("How many household customers were there in Q3?", "431", "q3-update.odp", 2),
    Question("How many business customers were there in Q1?", "38", "q3-update.odp", 2),
    Question("What was the average outage time?", "47 minutes", "q3-update.odp", 3),
    Question("How many engineers does the North team have?", "24", "q3-update.odp", 4),
    Question("How much electricity came from wind in 2025?", "1120", "annual-report.docx"),
    Question(
        "How many complaints per 10,000 customers were there in 2024?", "11.8", "annual-report.docx"
    ),
    Question("What were scope 1 emissions in 2025?", "246", "sustainability.odt"),
    Question("How many smart meters are planned for 2026?", "260", "meter-roadmap.pptx", 2),
    Question(
        "How many households did Brightwater serve in the second quarter?",
        "418",
        "q3-update.odp",
        2,
        True,
    ),
    Question(
        "Where did the company open its big battery?", "Millbrook", "annual-report.docx", None, True
    ),
    Question(
        "How much solar power was generated in 2024?", "410", "annual-report.docx", None, True
    ),
    Question(
        "Which substation supplies the northern districts?", "Lakeside", "q3-update.odp", 3, True
    ),
    Question("How much did gas contribute in 2025?", "960", "annual-report.docx", None, True),
    Question("Where is the metering crew based?", "Head office", "q3-update.odp", 4, True),
    Question("How many meters were fitted in 2025?", "185", "meter-roadmap.pptx", 2, True),
    Question(
        "By how much did emissions drop between 2023 and 2025?",
        "21 percent",
        "sustainability.odt",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How many business customers were there in Q4?",
    "How much electricity came from nuclear in 2025?",
    "What were scope 3 emissions in 2025?",
    "By how much will prices rise in January?",
    "How many engineers does the East team have?",
    "How many complaints per 10,000 customers were there in 2022?",
    "How many trees were planted in 2024?",
    "How many smart meters were installed in 2023?",
]

# Questions about one row of a chart or table: right when the answer names the row asked about
# and no other.
TABLE_ROWS = [
    ("How many household customers were there in Q3?", ("Q3",), ("Q1", "Q2")),
    ("How much electricity came from wind in 2025?", ("Wind",), ("Solar", "Hydro", "Gas")),
    ("How many engineers does the South team have?", ("South",), ("North", "Metering")),
    ("How many smart meters are planned for 2026?", ("2026",), ("2024", "2025")),
]
