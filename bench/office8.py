"""An eighth set of office documents for bench.answers (a company's IT onboarding): a PDF guide
whose pages carry a running header and a page footer, an ODT helpdesk note with a list, a page
header and a table, an ODS software catalogue, a PPTX security-awareness deck and a DOCX VPN
set-up with numbered steps; 16 answerable questions (half paraphrased; how to, lists, who
approves), 8 in-domain questions the documents do not answer, questions about one row of a
table, and follow-ups.

Written on 2026-11-26 before any answer to it was seen, to check the answerer on procedures and
lists, on OpenDocument files, and on pages whose header and footer repeat.
A question's `page` is a PDF page or a deck's slide; the other files' have none."""

from __future__ import annotations

from bench.office import FollowUp, Question
from tests.support.files import Slide, docx, ods, odt, pdf, pptx

HEADER = "Northwind Ltd - IT onboarding guide"
GUIDE_PAGES = [
    f"{HEADER}\n"
    "Your first day\n"
    "Your laptop is handed out by the service desk on the ground floor at 09:00. "
    "Sign in with the temporary password from your welcome letter; you must change it within "
    "24 hours. "
    "Passwords must be at least 14 characters long and are changed every 180 days.\n"
    "Page 1 of 3",
    f"{HEADER}\n"
    "Email and calendar\n"
    "Every employee gets a mailbox of 50 GB. "
    "Shared mailboxes are requested by your line manager through the service portal.\n"
    "Printing\n"
    "Print jobs are released at any printer by tapping your badge.\n"
    "Page 2 of 3",
    f"{HEADER}\n"
    "Leaving the company\n"
    "Return your laptop, badge and phone to the service desk on your last day. "
    "Your account is disabled at 18:00 on your last working day and deleted after 90 days.\n"
    "Page 3 of 3",
]
HELPDESK_SECTIONS = {
    "Contacting the helpdesk": [
        "The helpdesk answers calls on extension 4444 from 07:30 to 18:30 on weekdays.",
        "Urgent outages outside these hours go to the on-call engineer on 0800 123 999.",
        "Please have these ready when you call:",
        "- your employee number",
        "- the name of your laptop, printed on its base",
        "- a screenshot of any error message",
    ],
}
HELPDESK_TABLE = [
    ["Priority", "Example", "Response time"],
    ["P1", "Whole office offline", "30 minutes"],
    ["P2", "One team cannot work", "4 hours"],
    ["P3", "A single user problem", "2 working days"],
]
CATALOGUE = [
    ["Software", "Licence", "Approved by", "Cost per year"],
    ["Visual Studio Code", "Free", "No approval needed", "0"],
    ["Adobe Acrobat Pro", "Per user", "Line manager", "240"],
    ["Tableau Creator", "Per user", "Head of data", "900"],
    ["AutoCAD", "Per user", "Head of engineering", "2100"],
]
DECK = [
    Slide("Security awareness 2026", ["Northwind Ltd information security team"]),
    Slide(
        "Phishing",
        [
            "Report suspicious emails with the Report Phish button in Outlook",
            "Never enter your password on a page you reached from an email link",
        ],
    ),
    Slide(
        "Working abroad",
        [
            "Tell the security team two weeks before you travel outside the EU",
            "Laptops may not be taken to countries on the restricted list",
        ],
    ),
]
VPN_SECTIONS = {
    "Setting up the VPN": [
        "1. Install GlobalProtect from the Company Portal app.",
        "2. Enter vpn.northwind.example as the portal address.",
        "3. Sign in with your usual account and approve the prompt on your phone.",
        "The VPN is required for the finance and HR systems when you work from home.",
    ],
}


def documents() -> dict[str, bytes]:
    return {
        "it-onboarding.pdf": pdf(GUIDE_PAGES),
        "helpdesk.odt": odt(HELPDESK_SECTIONS, HELPDESK_TABLE, header="Northwind IT"),
        "software-catalogue.ods": ods({"Catalogue": CATALOGUE}),
        "security-awareness.pptx": pptx(DECK),
        "vpn-setup.docx": docx(VPN_SECTIONS, title="VPN set-up"),
    }


ANSWERABLE = [
    Question("How long must passwords be?", "at least 14 characters", "it-onboarding.pdf", 1),
    Question("How big is a mailbox?", "50 GB", "it-onboarding.pdf", 2),
    Question(
        "When is my account disabled after I leave?",
        "at 18:00 on your last working day",
        "it-onboarding.pdf",
        3,
    ),
    Question("What is the helpdesk extension?", "4444", "helpdesk.odt"),
    Question("Who approves Tableau Creator?", "Head of data", "software-catalogue.ods"),
    Question(
        "What is the portal address for the VPN?",
        "vpn.northwind.example",
        "vpn-setup.docx",
    ),
    Question(
        "How do I report suspicious emails?",
        "with the Report Phish button in Outlook",
        "security-awareness.pptx",
        2,
    ),
    Question("What is the response time for a P2 ticket?", "4 hours", "helpdesk.odt"),
    Question(
        "Where do I pick up my laptop on day one?",
        "the service desk on the ground floor",
        "it-onboarding.pdf",
        1,
        True,
    ),
    Question("How often do I need a new password?", "every 180 days", "it-onboarding.pdf", 1, True),
    Question(
        "What should I give back when I quit?",
        "Return your laptop, badge and phone",
        "it-onboarding.pdf",
        3,
        True,
    ),
    Question(
        "What information should I have at hand before phoning IT support?",
        "your employee number",
        "helpdesk.odt",
        None,
        True,
    ),
    Question(
        "Whom do I call about an outage at night?",
        "the on-call engineer on 0800 123 999",
        "helpdesk.odt",
        None,
        True,
    ),
    Question(
        "How do I print a document?",
        "tapping your badge",
        "it-onboarding.pdf",
        2,
        True,
    ),
    Question(
        "What is the yearly price of an AutoCAD seat?",
        "2100",
        "software-catalogue.ods",
        None,
        True,
    ),
    Question(
        "How much notice does security need before a trip to the US?",
        "two weeks before you travel outside the EU",
        "security-awareness.pptx",
        3,
        True,
    ),
]

UNANSWERABLE = [
    "How big is a shared mailbox?",
    "Who approves Photoshop?",
    "What is the response time for a P4 ticket?",
    "What is the Wi-Fi password for guests?",
    "How do I set up the VPN on Linux?",
    "How many days of training do new starters get?",
    "When is my phone disabled after I leave?",
    "Which printer model does the office use?",
]

# Questions about one row of a table: right when the answer names the row asked about and no
# other.
TABLE_ROWS = [
    ("What does Adobe Acrobat Pro cost per year?", ("Adobe Acrobat Pro",), ("AutoCAD", "Tableau")),
    ("Who approves AutoCAD?", ("AutoCAD",), ("Tableau", "Adobe")),
    ("What is the response time for P1?", ("P1",), ("P2", "P3")),
    ("Which software needs no approval?", ("Visual Studio Code",), ("AutoCAD", "Tableau")),
]

FOLLOW_UPS = [
    FollowUp("Who approves Tableau Creator?", "And what does it cost?", "900", ("Tableau",)),
    FollowUp(
        "What is the response time for a P1 ticket?",
        "And for P3?",
        "2 working days",
        ("P3",),
        ("P1 ", "P2"),
    ),
    FollowUp("How long must passwords be?", "How often are they changed?", "every 180 days"),
    FollowUp(
        "What is the helpdesk extension?", "When does it answer calls?", "from 07:30 to 18:30"
    ),
]
