"""Ordinary office documents for bench.answers: a multi-page PDF handbook whose sections run
across page breaks, a DOCX policy with a table, a CSV timetable, a Markdown runbook and an HTML
notice, with 20 answerable questions (10 worded like the text, 10 paraphrased), 10 that the
documents do not answer although they sound as if they might (and 5 that ask what one section of
the handbook says of the topic another is headed by), and questions that ask two things at once:
6 whose parts are both answered by the documents, 3 of which one part is not; requests ("Tell me
about ...", "What does the handbook say about ...?") and questions about one page of the
handbook (on a topic, or only what the page says).

Each answerable question names its reference answer (words of the document), the file that holds
it and, for the PDF, the page."""

from __future__ import annotations

from dataclasses import dataclass

from tests.support.files import docx, pdf

HANDBOOK_PAGES = [
    "Employee Handbook\n"
    "Welcome to Northwind Transit. This handbook explains the rules that apply to all staff.\n"
    "Working hours\n"
    "The standard working week is 38 hours, spread over five days. Core hours run from 10:00 to "
    "15:00, when every office employee must be reachable. Outside core hours, staff may start as "
    "early as 07:00 and finish as late as 19:00.\n"
    "Annual leave\n"
    "Every full-time employee receives 28 days of annual leave per calendar year. Part-time staff "
    "receive leave in proportion to their contracted hours. Up to five unused days may be carried "
    "over into the next year; days not taken by 31 March are lost.",
    "Requests for annual leave must be submitted through the staff portal at least two weeks in "
    "advance. Managers answer a request within five working days.\n"
    "Sick leave\n"
    "Employees who are ill must inform their manager before 09:00 on the first day of absence. A "
    "medical certificate is required from the fourth consecutive day of illness. Sick pay is paid "
    "at full salary for up to six weeks in any twelve-month period.\n"
    "Working from home\n"
    "Office staff may work from home on up to two days per week, with their manager's agreement. "
    "Employees working from home must keep their camera on during team meetings.",
    "Travel and expenses\n"
    "Business travel must be booked through the travel desk. Train travel is second class for "
    "journeys under four hours; first class is allowed for longer journeys. Meal allowances are 14 "
    "euros for a day trip and 32 euros for each overnight stay. Receipts must be uploaded within "
    "30 days of the trip, otherwise the claim is rejected.\n"
    "Equipment\n"
    "Every employee receives a laptop, which is replaced every four years. Lost or stolen "
    "equipment must be reported to the IT service desk within 24 hours.",
    "Safety on the network\n"
    "Drivers must complete a safety refresher course every twelve months. Any incident involving "
    "a passenger injury must be reported to the control centre immediately by radio and in "
    "writing by the end of the shift. The maximum driving time is nine hours per day, with a "
    "break of at least 45 minutes after four and a half hours at the wheel.",
]

POLICY_SECTIONS = {
    "Passwords": [
        "Passwords must have at least 14 characters.",
        "Passwords are changed when there is a sign of compromise, not on a fixed schedule.",
        "Multi-factor authentication is mandatory for email and for remote access.",
    ],
    "Data classification": [
        "Documents are classified as public, internal, confidential or secret.",
        "Confidential documents may only be shared with external parties under a signed "
        "non-disclosure agreement.",
    ],
    "Retention of records": ["Records are kept for the periods in the table below."],
}
POLICY_TABLE = [
    ["Record type", "Retention period", "Owner"],
    ["Payroll records", "10 years", "Finance"],
    ["CCTV footage", "72 hours", "Security"],
    ["Job applications", "6 months", "Human Resources"],
]

NIGHT_BUSES = (
    "route,from,to,frequency,first departure,last departure\n"
    "N1,Central Station,Airport,every 30 minutes,00:15,04:45\n"
    "N2,Central Station,Harbour,every 60 minutes,00:30,04:30\n"
    "N5,University,Westpark,every 20 minutes,23:50,05:10\n"
)

RUNBOOK = """# Incident runbook

## Severity levels
A severity 1 incident is a complete outage of ticket sales or the journey planner.
A severity 2 incident affects some customers, but a workaround exists.

## Who to call
For a severity 1 incident, page the on-call engineer and inform the duty manager within 15 minutes.
Severity 2 incidents are handled in office hours by the application team.

## Restarting the ticketing service
1. Drain the load balancer.
2. Restart the ticketing containers one at a time.
3. Check that the health endpoint returns status 200 before traffic is enabled again.
"""

NOTICE = """<!doctype html><html><head><title>Line 4 closure</title></head><body>
<h1>Service notice: Line 4 closure</h1>
<p>Line 4 between Market Square and Riverside is closed from 3 to 16 March for track renewal.</p>
<p>Replacement buses run every 10 minutes from stop B outside Market Square station.</p>
<p>Tickets and passes remain valid on the replacement buses.</p>
</body></html>"""


def documents() -> dict[str, bytes]:
    return {
        "handbook.pdf": pdf(HANDBOOK_PAGES),
        "it-security-policy.docx": docx(POLICY_SECTIONS, POLICY_TABLE, title="IT Security Policy"),
        "night-buses.csv": NIGHT_BUSES.encode(),
        "incident-runbook.md": RUNBOOK.encode(),
        "line-4-notice.html": NOTICE.encode(),
    }


@dataclass(frozen=True)
class Question:
    text: str
    reference: str
    filename: str
    page: int | None = None
    paraphrased: bool = False


@dataclass(frozen=True)
class FollowUp:
    """A follow-up asked in the conversation of a first question: its answer holds the
    reference, and names the `rows` asked about and none of the `other_rows`."""

    first: str
    follow_up: str
    reference: str
    rows: tuple[str, ...] = ()
    other_rows: tuple[str, ...] = ()


ANSWERABLE = [
    Question(
        "How many days of annual leave does a full-time employee receive?",
        "28 days of annual leave",
        "handbook.pdf",
        1,
    ),
    Question(
        "When is a medical certificate required?",
        "from the fourth consecutive day of illness",
        "handbook.pdf",
        2,
    ),
    Question(
        "What is the meal allowance for an overnight stay?",
        "32 euros for each overnight stay",
        "handbook.pdf",
        3,
    ),
    Question("How often is the laptop replaced?", "replaced every four years", "handbook.pdf", 3),
    Question(
        "How far in advance must annual leave requests be submitted?",
        "at least two weeks in advance",
        "handbook.pdf",
        2,
    ),
    Question(
        "What is the minimum length of a password?",
        "at least 14 characters",
        "it-security-policy.docx",
    ),
    Question(
        "How long is CCTV footage retained?", "CCTV footage 72 hours", "it-security-policy.docx"
    ),
    Question("How often does the N1 night bus run?", "every 30 minutes", "night-buses.csv"),
    Question(
        "Who must be paged for a severity 1 incident?",
        "page the on-call engineer",
        "incident-runbook.md",
    ),
    Question("When is Line 4 closed?", "closed from 3 to 16 March", "line-4-notice.html"),
    Question(
        "How much holiday do full-time staff get each year?", "28 days", "handbook.pdf", 1, True
    ),
    Question(
        "How frequent is late-night service to the airport?",
        "every 30 minutes",
        "night-buses.csv",
        None,
        True,
    ),
    Question(
        "Can I do remote work, and how often?", "up to two days per week", "handbook.pdf", 2, True
    ),
    Question(
        "How much money do I get for food when I stay away overnight on business?",
        "32 euros",
        "handbook.pdf",
        3,
        True,
    ),
    Question(
        "How long can someone keep driving before they need a pause?",
        "four and a half hours",
        "handbook.pdf",
        4,
        True,
    ),
    Question(
        "Do I need to pay again on the substitute buses?",
        "Tickets and passes remain valid",
        "line-4-notice.html",
        None,
        True,
    ),
    Question("Until when can leftover vacation days be used?", "31 March", "handbook.pdf", 1, True),
    Question(
        "How quickly must a stolen computer be reported?",
        "within 24 hours",
        "handbook.pdf",
        3,
        True,
    ),
    Question(
        "How long do we keep applications from job candidates?",
        "6 months",
        "it-security-policy.docx",
        None,
        True,
    ),
    Question(
        "What must be verified before the ticketing service gets traffic again?",
        "health endpoint returns status 200",
        "incident-runbook.md",
        None,
        True,
    ),
]

UNANSWERABLE = [
    "How many weeks of parental leave do employees get?",
    "What is the mileage allowance for using a private car?",
    "Which VPN client must be installed on laptops?",
    "What time does the last N3 night bus leave?",
    "How long are emails archived?",
    "What is the dress code for drivers?",
    "How much does the employer contribute to the pension?",
    "What bonus do drivers get for working on public holidays?",
    "When does Line 2 reopen after its closure?",
    "What is the response time for a severity 3 incident?",
]

# What a section says, asked of the topic another section is headed by, which does not say it:
# "carried over" stands under "Annual leave", and "Sick leave" says nothing of it. Written after
# `passages.headed_elsewhere`, to keep it honest, not to tune it.
OTHER_SECTION = [
    "How many unused sick days may be carried over into the next year?",
    "How far in advance must sick leave be requested?",
    "How many days of sick leave does a part-time employee receive?",
    "Must sick leave be requested through the staff portal?",
    "How far in advance must working from home be requested?",
]
# What one section says of its own topic, asked of the topic of another, where no heading names
# a word of the question: "Managers answer a request within five working days" stands under
# "Annual leave", and working from home has no such rule. Written before any rule for them.
OTHER_ASPECT = [
    "Within how many days must a request to work from home be answered?",
    "How often must office staff complete a refresher course?",
    "How many days per week may drivers work from home?",
    "Within how many days must a lost ticket be reported?",
    "How much is the meal allowance for a driver's shift?",
]


@dataclass(frozen=True)
class Answered:
    reference: str
    filename: str


@dataclass(frozen=True)
class TwoPart:
    """A question asking two things; `missing` is the part the documents do not answer."""

    text: str
    answered: tuple[Answered, ...]
    missing: str | None = None


TWO_PART = [
    TwoPart(
        "How many days of annual leave does a full-time employee receive and how often is the "
        "laptop replaced?",
        (Answered("28 days", "handbook.pdf"), Answered("every four years", "handbook.pdf")),
    ),
    TwoPart(
        "What is the minimum length of a password and how long is CCTV footage kept?",
        (
            Answered("at least 14 characters", "it-security-policy.docx"),
            Answered("72 hours", "it-security-policy.docx"),
        ),
    ),
    TwoPart(
        "When is Line 4 closed? Are tickets still valid on the replacement buses?",
        (
            Answered("3 to 16 March", "line-4-notice.html"),
            Answered("Tickets and passes remain valid", "line-4-notice.html"),
        ),
    ),
    TwoPart(
        "Who must be paged for a severity 1 incident, and what must the health endpoint return "
        "before traffic is enabled?",
        (
            Answered("page the on-call engineer", "incident-runbook.md"),
            Answered("status 200", "incident-runbook.md"),
        ),
    ),
    TwoPart(
        "How often does the N5 night bus run and when does its last bus leave?",
        (Answered("every 20 minutes", "night-buses.csv"), Answered("05:10", "night-buses.csv")),
    ),
    TwoPart(
        "When is a medical certificate required and how long is sick pay paid at full salary?",
        (
            Answered("fourth consecutive day of illness", "handbook.pdf"),
            Answered("up to six weeks", "handbook.pdf"),
        ),
    ),
    TwoPart(
        "How many days of annual leave does a full-time employee receive and how many weeks of "
        "parental leave do employees get?",
        (Answered("28 days", "handbook.pdf"),),
        "how many weeks of parental leave do employees get?",
    ),
    TwoPart(
        "What is the meal allowance for an overnight stay and what is the mileage allowance for "
        "using a private car?",
        (Answered("32 euros", "handbook.pdf"),),
        "what is the mileage allowance for using a private car?",
    ),
    TwoPart(
        "How long is CCTV footage retained and which VPN client must be installed on laptops?",
        (Answered("72 hours", "it-security-policy.docx"),),
        "which VPN client must be installed on laptops?",
    ),
]


# Requests about the topic a handbook section is headed by: right when the answer opens with the
# section's first sentence (`reference`: its first words). Written after sections ran on across
# chunks and after a request about a heading stopped being refused for its likeliest sentence
# standing elsewhere, to keep them honest.
SECTION_REQUESTS = [
    Question(
        "What does the handbook say about sick leave?", "Employees who are ill", "handbook.pdf", 2
    ),
    Question(
        "Tell me about annual leave.",
        "Every full-time employee receives 28 days",
        "handbook.pdf",
        1,
    ),
    Question(
        "Tell me about working from home.", "Office staff may work from home", "handbook.pdf", 2
    ),
    Question(
        "What does the handbook say about equipment?",
        "Every employee receives a laptop",
        "handbook.pdf",
        3,
    ),
    Question(
        "Tell me about travel and expenses.", "Business travel must be booked", "handbook.pdf", 3
    ),
]

REQUESTS = [
    Question("Tell me about the replacement buses.", "every 10 minutes", "line-4-notice.html"),
    Question(
        "What does the handbook say about sick pay?",
        "full salary for up to six weeks",
        "handbook.pdf",
        2,
    ),
    Question(
        "Please explain what happens when receipts are uploaded late.",
        "the claim is rejected",
        "handbook.pdf",
        3,
    ),
    Question(
        "Tell me about multi-factor authentication.",
        "mandatory for email and for remote access",
        "it-security-policy.docx",
    ),
    Question(
        "Describe how severity 2 incidents are handled.",
        "handled in office hours by the application team",
        "incident-runbook.md",
    ),
]

# The handbook's sections run across its pages, so a chunk holds more than the page asked about.
PAGE_QUESTIONS = [
    Question("What does page 2 say about annual leave?", "two weeks in advance", "handbook.pdf", 2),
    Question(
        "What does page 3 of the handbook say about equipment?",
        "replaced every four years",
        "handbook.pdf",
        3,
    ),
    Question(
        "What does page 4 say about incidents?", "reported to the control centre", "handbook.pdf", 4
    ),
    # only what a page says: no topic
    Question("What does page 2 say?", "two weeks in advance", "handbook.pdf", 2),
    Question("What is on page 4 of the handbook?", "safety refresher course", "handbook.pdf", 4),
]
