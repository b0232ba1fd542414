"""A fifth set of office documents for bench.answers, whose facts are dated (a bookshop chain):
a PDF of annual results (figures of two years in one sentence), a workbook of sales by quarter
(XLSX, the year so far), a CSV of shop openings by year, a DOCX loyalty policy with a table of
numbered tiers, and a Markdown warehouse handbook with numbered docks; 16 answerable questions
(half paraphrased, some since or between years), 8 in-domain questions the documents do not
answer (years, a quarter, a tier and a dock they do not have, and facts they never give), and
questions about one row of a table.

Written on 2026-11-26, after the rule on years, quarters and numbered names was built on
bench/office4.py, to check it on documents nobody tuned on, before any answer to them was seen.
A question's `page` is a PDF page; the other files' answers have none."""

from __future__ import annotations

from typing import Any

from bench.office import Question
from tests.support.files import docx, pdf, xlsx

RESULTS_PAGES = [
    "Fernhill Books annual results 2025\n"
    "Sales reached 48 million euros in 2025, up from 44 million euros in 2024. "
    "We opened six new shops in 2025, which brings the chain to 52 shops. "
    "Online orders grew by 31 percent over the year.",
    "People and plans\n"
    "The number of employees rose to 910 at the end of 2025. "
    "In 2026 we plan to open four shops in Austria, our first outside Germany. "
    "Customers rated our shops 8.4 out of 10 in the 2025 customer survey.",
]
QUARTERLY: list[list[Any]] = [
    ["Sales 2026, year to date (million euros)"],
    [],
    ["Quarter", "Shops", "Online"],
    ["Q1", 10.2, 1.9],
    ["Q2", 11.0, 2.3],
    ["Q3", 11.6, 2.6],
]
OPENINGS = "year,city,new_shops\n2023,Leipzig,2\n2024,Dresden,1\n2025,Hamburg,3\n2025,Cologne,3\n"
LOYALTY_SECTIONS = {
    "Earning points": [
        "Members earn one point for every euro they spend in our shops or online.",
        "Points expire 24 months after they were earned.",
    ],
    "Gift cards": ["Gift cards are valid for three years from the date of purchase."],
}
LOYALTY_TABLE = [
    ["Tier", "Points needed", "Discount"],
    ["Tier 1", "0", "2%"],
    ["Tier 2", "500", "5%"],
    ["Tier 3", "1,500", "10%"],
]
WAREHOUSE = """# Warehouse handbook

## Deliveries
Supplier trucks unload at dock 2 between 06:00 and 08:00.
Dock 4 is reserved for returns to publishers.

## Safety
Forklift drivers renew their licence every five years.
Visitors must wear a high-visibility vest at all times.
"""


def documents() -> dict[str, bytes]:
    return {
        "results-2025.pdf": pdf(RESULTS_PAGES),
        "quarterly-sales.xlsx": xlsx({"Sales": QUARTERLY}),
        "shop-openings.csv": OPENINGS.encode(),
        "loyalty-policy.docx": docx(LOYALTY_SECTIONS, LOYALTY_TABLE, title="Loyalty Programme"),
        "warehouse.md": WAREHOUSE.encode(),
    }


ANSWERABLE = [
    Question("What were sales in 2025?", "48 million euros", "results-2025.pdf", 1),
    Question("How many new shops did Fernhill open in 2025?", "six", "results-2025.pdf", 1),
    Question("How many employees were there at the end of 2025?", "910", "results-2025.pdf", 2),
    Question("What did customers rate the shops in 2025?", "8.4 out of 10", "results-2025.pdf", 2),
    Question("What were online sales in Q2?", "2.3", "quarterly-sales.xlsx"),
    Question("How many shops opened in Leipzig?", "2", "shop-openings.csv"),
    Question("What discount does Tier 2 get?", "5%", "loyalty-policy.docx"),
    Question("Which dock is reserved for returns?", "Dock 4", "warehouse.md"),
    Question("How big was the workforce at the end of 2025?", "910", "results-2025.pdf", 2, True),
    Question("By how much did online orders increase?", "31 percent", "results-2025.pdf", 1, True),
    Question(
        "When do supplier lorries unload?", "between 06:00 and 08:00", "warehouse.md", None, True
    ),
    Question(
        "How often do forklift operators need a new licence?",
        "every five years",
        "warehouse.md",
        None,
        True,
    ),
    Question("Where will the chain open shops in 2026?", "Austria", "results-2025.pdf", 2, True),
    Question(
        "How much did the shops sell in the third quarter?",
        "11.6",
        "quarterly-sales.xlsx",
        None,
        True,
    ),
    Question(
        "How long before loyalty points lapse?", "24 months", "loyalty-policy.docx", None, True
    ),
    Question(
        "How much have sales grown since 2024?",
        "48 million euros",
        "results-2025.pdf",
        1,
        True,
    ),
]

UNANSWERABLE = [
    "What were sales in 2023?",
    "What were online sales in Q4?",
    "How many shops opened in 2022?",
    "What discount does Tier 4 get?",
    "Which dock is used for hazardous goods?",
    "How many employees were there at the end of 2023?",
    "How much is the annual membership fee?",
    "What did customers rate the shops in the 2024 survey?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What were online sales in Q2?", ("Q2",), ("Q1", "Q3")),
    ("How many shops opened in 2024?", ("2024",), ("2023", "2025")),
    ("What discount does Tier 3 get?", ("Tier 3",), ("Tier 1", "Tier 2")),
    ("Which city got new shops in 2023?", ("2023",), ("2024", "2025")),
]
