"""A sixty-fourth set of office documents for bench.answers (a bowling alley): a PDF of house
rules whose section on shoes runs across a page break, an HTML page of lane prices with a
table, an XLSX of the leagues, a CSV of the bar's menu, a DOCX on parties and a Markdown page
of questions; 16 answerable questions (half paraphrased; how much, how many, when, may I, what
if), 8 in-domain questions the documents do not answer, questions about one row of a table,
and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on kinds the
earlier sets have few of: a price per game or per hour, bumpers, a league night and a party
package.
A question's `page` is a PDF page; the other files' have none."""

from __future__ import annotations

from typing import Any

from bench.office import FollowUp, Question
from tests.support.files import docx, pdf, xlsx

RULES_PAGES = [
    "Strike Lanes house rules\n"
    "Lanes\n"
    "Up to six players share a lane; a game takes about 15 minutes per player.\n"
    "Shoes\n"
    "Bowling shoes must be worn on the approach; street shoes damage the wood, and shoe hire",
    "is included in every game price.\n"
    "Children\n"
    "Children under 12 bowl with bumpers on request and must be with an adult after 19:00.\n"
    "Food and drink\n"
    "Food and drink from outside are not allowed; drinks stay at the tables, never on the "
    "approach.\n"
    "Booking\n"
    "Lanes can be booked up to four weeks ahead; a booking is held for 10 minutes.",
]
LANES = """<html><head><title>Prices</title></head><body>
<h1>Lane prices</h1>
<table>
<tr><th>Time</th><th>Per game per person</th><th>Lane per hour</th></tr>
<tr><td>Weekday before 17:00</td><td>5 euros</td><td>30 euros</td></tr>
<tr><td>Weekday after 17:00</td><td>7 euros</td><td>42 euros</td></tr>
<tr><td>Weekend</td><td>8 euros</td><td>48 euros</td></tr>
</table>
<p>Students pay the weekday before 17:00 price all week with a valid card.</p>
</body></html>
"""
LEAGUES: list[list[Any]] = [
    ["League", "Night", "Starts", "Fee per season"],
    ["Monday Mixed", "Monday", "19:30", "120 euros"],
    ["Seniors", "Wednesday", "14:00", "90 euros"],
    ["Friday Pairs", "Friday", "20:00", "150 euros"],
]
BAR = """Item,Price,Notes
Pizza slice,3.50 euros,Vegetarian on request
Nachos,6 euros,With cheese and salsa
Soft drink,2.50 euros,Free refills
Beer,4.50 euros,Over 18 only
"""
PARTIES = {
    "Parties": [
        "A kids' party costs 16 euros per child with two games, a meal and a drink.",
        "Parties need at least 8 children and are booked a week ahead.",
        "The birthday child bowls free and gets a gift.",
    ],
}
QUESTIONS = """# Questions

## Do you have lockers?

Yes, coin lockers by the entrance, 1 euro returned when you open them.

## Can I bring my own ball?

Yes, your own ball and shoes are welcome; the staff check shoes before you bowl.

## What if I am late for my booking?

We hold the lane for 10 minutes; after that it may be given to the next guests.
"""


def documents() -> dict[str, bytes]:
    return {
        "house-rules.pdf": pdf(RULES_PAGES),
        "lane-prices.html": LANES.encode(),
        "leagues.xlsx": xlsx({"Leagues": LEAGUES}),
        "bar-menu.csv": BAR.encode(),
        "parties.docx": docx(PARTIES, title="Parties"),
        "questions.md": QUESTIONS.encode(),
    }


ANSWERABLE = [
    Question(
        "How many players can share a lane?",
        "Up to six players share a lane",
        "house-rules.pdf",
        1,
    ),
    Question(
        "How far ahead can lanes be booked?",
        "up to four weeks ahead",
        "house-rules.pdf",
        2,
    ),
    Question("How much is a game at the weekend?", "8 euros", "lane-prices.html"),
    Question("When does the Seniors league start?", "14:00", "leagues.xlsx"),
    Question("How much is nachos?", "6 euros", "bar-menu.csv"),
    Question(
        "How much does a kids' party cost?",
        "16 euros per child",
        "parties.docx",
    ),
    Question(
        "Do you have lockers?",
        "coin lockers by the entrance",
        "questions.md",
    ),
    Question(
        "Can I bring my own ball?",
        "your own ball and shoes are welcome",
        "questions.md",
    ),
    Question(
        "Do I have to pay extra for shoes?",
        "shoe hire",
        "house-rules.pdf",
        1,
        True,
    ),
    Question(
        "Can my 8-year-old use the rails that stop the ball going in the gutter?",
        "bowl with bumpers on request",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Can I bring my own snacks?",
        "Food and drink from outside are not allowed",
        "house-rules.pdf",
        2,
        True,
    ),
    Question(
        "Is there a discount for students?",
        "Students pay the weekday before 17:00 price all week",
        "lane-prices.html",
        None,
        True,
    ),
    Question(
        "Which night do the pairs play?",
        "Friday",
        "leagues.xlsx",
        None,
        True,
    ),
    Question(
        "Do I pay again for a second cola?",
        "Free refills",
        "bar-menu.csv",
        None,
        True,
    ),
    Question(
        "What does my son get on his birthday?",
        "The birthday child bowls free and gets a gift",
        "parties.docx",
        None,
        True,
    ),
    Question(
        "We are stuck in traffic and will be 5 minutes late, do we lose the lane?",
        "We hold the lane for 10 minutes",
        "questions.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How much is a game on public holidays?",
    "When does the Tuesday league start?",
    "How much is a burger?",
    "Is there a pool table?",
    "Can adults have a party package?",
    "Do you sell bowling balls?",
    "How much is a gift voucher?",
    "Is there wheelchair access to the lanes?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    (
        "How much is a lane per hour on a weekday after 17:00?",
        ("42 euros",),
        ("Weekend", "before 17:00"),
    ),
    ("How much is the Friday Pairs fee per season?", ("150 euros",), ("Monday Mixed", "Seniors")),
    ("How much is a beer?", ("4.50 euros",), ("Nachos", "Soft drink")),
    ("What night is the Monday Mixed league?", ("Monday",), ("Seniors", "Friday Pairs")),
]

FOLLOW_UPS = [
    FollowUp(
        "How much is a game per person at the weekend?",
        "And a lane per hour?",
        "48 euros",
        ("Weekend",),
        ("Weekday",),
    ),
    FollowUp(
        "When does the Monday Mixed league start?",
        "What is the fee?",
        "120 euros",
        ("Monday Mixed",),
        ("Seniors", "Friday Pairs"),
    ),
    FollowUp(
        "How much is a pizza slice?",
        "And a soft drink?",
        "2.50 euros",
        ("Soft drink",),
        ("Pizza slice", "Beer"),
    ),
    FollowUp(
        "How much does a kids' party cost?",
        "How many children do we need?",
        "at least 8 children",
    ),
]
