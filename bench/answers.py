"""Answer and citation quality: COVID-QA, PubMedQA and ordinary office documents.

    python -m bench.answers [--suites covidqa,pubmedqa,office,...,office110] [--label X]
        [--reingest]

Every collection is ingested through the pipeline (kept in the `answers_<label>` benchmark
database for the next run) and every question asked with the configured answerer (offline: the
extractive one), the way the chat route asks it. Figures per suite:
- answer-right: at least 80% of the reference answer's words appear in the answer;
- cited-right: they appear in the quotes of the cited sources from the right document;
- page-right (PDF questions): every cited source of the right file names the reference page alone;
- refused: "I don't know." on an answerable question;
- unanswerable answered: in-domain questions the project cannot answer (COVID-QA and PubMedQA: a
  second project without `--held-out` articles, asked those articles' questions; office: ten
  questions written to sound answerable, and apart five that ask what one section of the handbook
  says of the topic another is headed by) that got an answer;
- off-topic answered: 20 everyday questions no calibration has seen (`UNSEEN_OFF_TOPIC`), asked of
  the COVID-QA project, and apart the 20 of bench.calibrate, which both calibrations use;
- stray markers: answers showing a bracketed number ("[12]", "[3, 4]") that is none of their
  cited sources' numbers (an article's own reference marker, which a reader takes for a
  citation; a lower bound: an article's "[1]" beside a cited source 1 is not counted);
- chat p50/p95, query embedding included (COVID-QA: also of the 40 off-topic questions);
- office2: the same figures of a second set of office documents, of another organisation
  (`bench/office2.py`), which no rule was written for before it existed, and questions about one
  or two rows of a table: right when the answer names those rows and no other;
- office3: the same of spreadsheets and slide decks (`bench/office3.py`: two XLSX workbooks, two
  PPTX decks), written with their readers; its page-right is a deck's slide-right;
- office4: the same of facts that stand in charts and pictures (`bench/office4.py`: an ODP and a
  PPTX deck, a DOCX and an ODT report), written with their readers; a file the product refuses
  is named in `documents_refused` and the set measured on the rest;
- office5: the same of dated facts (`bench/office5.py`: a PDF of results, an XLSX of quarters, a
  CSV of years, a DOCX table of numbered tiers, a Markdown handbook of numbered docks), written
  after the rule on years, quarters and numbered names, to check it on files nobody tuned on;
- office6: the same of a town library (`bench/office6.py`: a PDF guide, an HTML table of opening
  hours, a Markdown list and table, a CSV of staff, a DOCX), questions of who, conditions and
  comparisons, written before any answer to it was seen;
- office7: the same of a holiday park (`bench/office7.py`: numbered rules in plain text, an XLSX
  price list by season, an HTML page of questions and answers, a PDF, a Markdown schedule),
  yes/no questions among them, written before any answer to it was seen;
- office8: the same of a company's IT onboarding (`bench/office8.py`: a PDF whose pages repeat a
  header and footer, an ODT with a list and a table, an ODS catalogue, a PPTX deck, a DOCX of
  numbered steps), procedures and lists among its questions, written before any answer to it
  was seen;
- office9: the same of a coffee machine maker's support pages (`bench/office9.py`: a PDF manual,
  an HTML troubleshooting table of three columns, a Markdown list of error codes, an XLSX of
  models, a DOCX of warranty terms, a CSV of service centres), questions asking why, which is
  cheapest and what is covered, written before any answer to it was seen;
- office10: the same of a dental practice's patient information (`bench/office10.py`: a PDF
  leaflet, a DOCX price list with a table, an HTML page of opening times, a Markdown page of
  questions and answers, a plain-text cancellation policy, a CSV of dentists), conditions and
  follow-ups about the person asked of, written before any answer to it was seen;
- office11: the same of a town's waste and recycling service (`bench/office11.py`: a PDF guide,
  an XLS calendar, an ODT page, an ODP deck, a plain-text notice, an HTML page),
  what is not accepted and a calendar's row and column among its questions, written before any
  answer to it was seen;
- office12: the same of a company's website project (`bench/office12.py`: DOCX minutes with a
  table of actions, an XLSX plan, a PPTX deck, a Markdown page, a PDF contract of numbered
  clauses), owners, due dates, decisions and clauses among its questions, written before any
  answer to it was seen;
- office13: the same of a sports club (`bench/office13.py`: a PDF of membership terms, an XLSX
  timetable, an HTML page of opening hours, a DOCX price list, a Markdown page of questions and
  answers, a CSV of instructors), permissions, ages and what follows from what among its
  questions, written before any answer to it was seen;
- office14: the same of an apartment building (`bench/office14.py`: a PDF tenant handbook,
  DOCX numbered house rules, a CSV of contacts, an XLSX of charges for two years, a plain-text
  notice, an ODT page on parking), whom to call, rules with exceptions and a column per year
  among its questions, written before any answer to it was seen;
- office15: the same of a primary school (`bench/office15.py`: a PDF parents' handbook, an XLSX
  of term dates, a DOCX of clubs, an HTML lunch menu by day, a Markdown page of questions and
  answers, a CSV of classes), tables whose rows are days and classes named by a year among its
  questions, written before any answer to it was seen;
- office16: the same of a car rental company (`bench/office16.py`: a PDF of rental terms, an
  XLSX of prices by group and season, an HTML page of branches, a DOCX of insurance options, a
  Markdown page of questions and answers, a CSV of extras), conditions, fees and a branch's
  days among its questions, written before any answer to it was seen;
- office17: the same of an invoicing app (`bench/office17.py`: a PDF user guide, an HTML page of
  plans, a Markdown page of API limits and errors, a CSV of releases, a DOCX agreement of
  numbered clauses, an XLSX of shortcuts), versions, status codes and what a plan includes
  among its questions, written before any answer to it was seen;
- office18: the same of a hotel (`bench/office18.py`: a PDF guest guide, an HTML page of room
  rates, an ODT cancellation policy, a CSV of spa treatments, a Markdown page of getting there,
  a PPTX deck of meeting rooms), clock times, distances, ages and what is not allowed among its
  questions, written before any answer to it was seen;
- office19: the same of a university course (`bench/office19.py`: a PDF of assessment rules, a
  DOCX module list, an ODS exam timetable, an HTML library page, a Markdown IT page, a TXT of
  contacts), percentages, word limits, credits, people to ask and penalties among its
  questions, written before any answer to it was seen;
- office20: the same of an online clothing shop (`bench/office20.py`: a PDF returns policy, an
  XLSX of shipping rates by country, an HTML page of questions, a CSV size chart, a DOCX
  warranty, a Markdown page of payment), countries as rows, thresholds, conditions, sizes and
  "What if" among its questions, written before any answer to it was seen;
- office21: the same of a city museum (`bench/office21.py`: a PDF visitor guide, an XLSX of
  ticket prices by visitor group, an HTML page of exhibitions, a DOCX of house rules, a CSV of
  guided tours, a Markdown page on accessibility), age groups as rows, date ranges, floors,
  languages and what is allowed on a condition among its questions, written before any answer
  to it was seen;
- office22: the same of a coworking space (`bench/office22.py`: a PDF of membership terms, an
  HTML page of plans, a CSV of meeting rooms, a DOCX of numbered house rules, an XLSX of
  opening hours whose columns are two locations, a Markdown page of questions), what a plan
  includes, rooms by seats and services among its questions, written before any answer to it
  was seen;
- office23: the same of a veterinary clinic (`bench/office23.py`: a PDF client guide, an XLSX of
  prices whose columns are kinds of animal, an HTML page of vaccinations, a DOCX of numbered
  instructions before an operation, a CSV of vets, a Markdown page of questions), how often,
  how long before and who treats which animal among its questions, written before any answer
  to it was seen;
- office24: the same of a ferry company (`bench/office24.py`: a PDF of conditions of carriage,
  an XLSX timetable of departures by route, an HTML page of fares, a CSV of routes, a DOCX on
  pets, a Markdown page of questions), first and last departures, crossing times, how early to
  arrive and vehicle fares among its questions, written before any answer to it was seen;
- office25: the same of a restaurant (`bench/office25.py`: a PDF of booking terms, an XLSX menu
  with yes/no columns, an HTML page of the restaurant's and the kitchen's hours, a CSV of set
  menus, a DOCX on private dining, a Markdown page of questions), what a dish contains, group
  deposits and what one may bring among its questions, written before any answer to it was
  seen;
- office26: the same of a cinema (`bench/office26.py`: a PDF of house terms, an XLSX of
  screenings whose columns are days, an HTML page of ticket prices, a CSV of screens, a DOCX on
  the membership card, a Markdown page of questions), films as rows, running times, discount
  days and what a membership gives among its questions, written before any answer to it was
  seen;
- office27: the same of a mobile phone provider (`bench/office27.py`: a PDF of contract terms,
  an HTML page of plans, an XLSX of roaming zones, a CSV of add-ons, a DOCX of numbered eSIM
  steps, a Markdown page of questions), allowances, countries in a zone's cell and what
  happens when data runs out among its questions, written before any answer to it was seen;
- office28: the same of a driving school (`bench/office28.py`: a PDF of terms, an XLSX of
  lesson packages, an HTML page of instructors, a CSV of test centres, a DOCX on the theory
  test, a Markdown page of questions), packages, instructors by area, gearbox and language
  among its questions, written before any answer to it was seen;
- office29: the same of a one-day conference (`bench/office29.py`: a PDF attendee guide, an
  XLSX agenda whose rows are times and whose columns are rooms, an HTML page of ticket types, a
  CSV of speakers, a DOCX numbered code of conduct, a Markdown page of questions), who speaks
  when and where among its questions, written before any answer to it was seen;
- office30: the same of a pharmacy (`bench/office30.py`: a PDF customer guide, an HTML page of
  services, an XLSX of opening hours whose columns are two branches, a CSV of travel vaccines,
  a DOCX on returning medicines, a Markdown page of questions), doses, weeks before travel and
  what needs an appointment among its questions, written before any answer to it was seen;
- office31: the same of a bicycle workshop and rental (`bench/office31.py`: a PDF of workshop
  terms, an HTML page of service packages, an XLSX of repair prices and times, a CSV of rental
  bikes, a DOCX on winter storage, a Markdown page of questions), how long a repair takes,
  prices per day and week and deposits among its questions, written before any answer to it
  was seen;
- office32: the same of a dry cleaner (`bench/office32.py`: a PDF of terms of service, an HTML
  price list, an XLSX of shops' hours, a CSV of delivery zones, a DOCX on wedding dresses, a
  Markdown page of questions), what happens when something goes wrong and compensation among
  its questions, written before any answer to it was seen;
- office33: the same of a self-storage company (`bench/office33.py`: a PDF rental agreement, an
  HTML page of unit sizes, a CSV of sites, an XLSX of packing supplies, a DOCX list of what may
  not be stored, a Markdown page of questions), what fits in a unit and what may be stored
  among its questions, written before any answer to it was seen;
- office34: the same of a music school (`bench/office34.py`: a PDF of enrolment terms, an XLSX
  timetable of classes, an HTML page of teachers, a CSV of instruments to rent, a DOCX on
  graded exams, a Markdown page of questions), who teaches what and for what age among its
  questions, written before any answer to it was seen;
- office35: the same of a parcel delivery service (`bench/office35.py`: a PDF of conditions of
  carriage, an HTML page of parcel sizes, an XLSX of delivery times abroad, a CSV of parcel
  shops, a DOCX on what may not be sent, a Markdown page of questions), limits of weight, days
  to a country and what happens when nobody is home among its questions, written before any
  answer to it was seen;
- office36: the same of a swimming pool (`bench/office36.py`: a PDF of pool rules, an HTML page
  of entry prices, an XLSX of sessions, a CSV of courses, a DOCX on lockers and lost property, a
  Markdown page of questions), what one must wear or bring and from what age a child swims
  alone among its questions, written before any answer to it was seen;
- office37: the same of a children's nursery (`bench/office37.py`: a PDF parents' handbook, an
  HTML page of fees, an XLSX of groups by age, a CSV of staff, a DOCX on meals, a Markdown
  page of questions), what to bring, illness and which group a child joins among its
  questions, written before any answer to it was seen;
- office38: the same of an optician (`bench/office38.py`: a PDF of customer terms, an HTML page
  of eye tests, an XLSX of lens prices in two columns, a CSV of branches, a DOCX on contact
  lens care, a Markdown page of questions), what a guarantee covers and how often to test
  among its questions, written before any answer to it was seen;
- office39: the same of a removals company (`bench/office39.py`: a PDF of removal terms, an
  HTML page of packages, an XLSX of vans, a CSV of extra services, a DOCX packing checklist, a
  Markdown page of questions), how far ahead to book and what is not moved among its
  questions, written before any answer to it was seen;
- office40: the same of a climbing gym (`bench/office40.py`: a PDF of gym rules, an HTML page
  of prices by ticket and person, an XLSX of courses, a CSV of rental gear, a DOCX on birthday
  parties, a Markdown page of questions), ages alone or with an adult and what must come
  first among its questions, written before any answer to it was seen;
- office41: the same of a language school (`bench/office41.py`: a PDF of course terms, an XLSX
  of course levels and times, an HTML page of fees, a CSV of teachers, a DOCX on the placement
  test, a Markdown page of questions), which level, attendance and certificates among its
  questions, written before any answer to it was seen;
- office42: the same of a hair salon (`bench/office42.py`: a PDF of salon policies, an HTML
  price list by stylist level, an XLSX of stylists, a CSV of treatments, a DOCX on colour and
  the patch test, a Markdown page of questions), prices by service and level and who is known
  for what among its questions, written before any answer to it was seen;
- office43: the same of a city's parking service (`bench/office43.py`: a PDF of parking rules,
  an HTML page of residents' permits, an XLSX of car parks, a CSV of street zones, a DOCX on
  electric charging, a Markdown page of questions), prices per hour and day, fines and the
  longest stay among its questions, written before any answer to it was seen;
- office44: the same of a bakery (`bench/office44.py`: a PDF of order terms, an HTML page of
  celebration cakes, an XLSX of shops' hours, a CSV of breads and allergens, a DOCX on
  catering, a Markdown page of questions), what a product contains and how far ahead to order
  among its questions, written before any answer to it was seen;
- office45: the same of a tennis club (`bench/office45.py`: a PDF of club rules, an HTML page
  of memberships, an XLSX of courts, a CSV of coaching, a DOCX on the club tournament, a
  Markdown page of questions), courts, guests, juniors and memberships among its questions,
  written before any answer to it was seen;
- office46 to office62: the same of a campsite, a dog boarding kennel, a print shop, a yoga
  studio, a car repair garage, an allotment society, a theatre's box office, a ski school, a
  hospital's visitor information, a recycling centre, a coach company's day trips, an escape
  room venue, a travel vaccination clinic, a community centre's room hire, a boat rental, a
  cooking school and a student residence (`bench/office46.py` to `bench/office62.py`, each a
  PDF whose section runs across a page break, an HTML page with a table, an XLSX, a CSV, a
  DOCX and a Markdown page of questions), written on 2026-11-26 before any answer to them was
  seen;
- office63 to office80: the same of a zoo, a bowling alley, a wedding venue, a golf club, an
  organic farm's vegetable boxes, a blood donation service, a trampoline park, an accountant's
  tax return service, a dance school, a city bike-share scheme, a photography studio, a dog
  grooming salon, a library's makerspace, a children's summer camp, an ice rink, a phone repair
  shop, a town hall's citizen services, a riding stables, a car-sharing club, a home cleaning
  service, a tattoo studio, a broadband provider, a youth hostel, a farmers' market's
  stallholder information, a bus and tram company, a library of things, a garden centre, a day
  spa, a music festival and an e-scooter rental (`bench/office63.py` to `bench/office92.py`),
  written on 2026-11-26 before any answer to them was seen;
- office93 to office110: the same of a fitness gym, a physiotherapy clinic, a launderette, a
  regional airport, an energy supplier, a pottery studio, a university library, a furniture
  shop's delivery and returns, a kayak and canoe hire, a water company, a cat café, a car wash,
  a children's soft play centre, a pet insurer, a scuba diving school, a food bank's volunteer
  information, an online grocery delivery and a marina (`bench/office93.py` to
  `bench/office110.py`), written on 2026-11-26 before any answer to them was seen; office6 to
  office110 also ask follow-ups in a conversation (`office.FollowUp`);
- office only, questions asking two things: both parts right (and cited), and for those with a
  part the documents do not answer, the other part right and cited and that part named in the
  response's `unanswered`; requests ("Tell me about ...") right and cited; questions about one
  page of the handbook right, with every citation of the handbook on that page.
PubMedQA has no answer span in its abstracts (the conclusion is left out); its cited-right is
"the evidence comes from the question's own abstract"."""

from __future__ import annotations

import argparse
import importlib
import json
import re
import statistics
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import psycopg

from bench import office
from bench.calibrate import OFF_TOPIC
from bench.common import ROOT, fresh_database, percentiles, write_result
from bench.quality import Collection, ingest, ingest_files

DATASETS = ROOT.parent / "shared" / "datasets"
IDK = "I don't know."
PUBMEDQA_QUESTIONS = 300  # of the official test split, in file order
COVIDQA_HELD_OUT = 6  # articles (the first in sorted order) left out for the unanswerables
UNSEEN_OFF_TOPIC = [
    "How do I descale a kettle?",
    "What is the best time to plant tulip bulbs?",
    "How many players are on a rugby union team?",
    "Which airline flies direct from Lisbon to Boston?",
    "How do I replace a bicycle chain?",
    "What is the plot of Pride and Prejudice?",
    "How do I set up a new email account on my phone?",
    "What is a good name for a golden retriever?",
    "How much does a used car cost?",
    "When is the next solar eclipse in Europe?",
    "How do I remove a red wine stain?",
    "What is the tallest mountain in Africa?",
    "How do I make a sourdough starter?",
    "Which board games are fun for four players?",
    "How do I convert Celsius to Fahrenheit?",
    "What time do shops close on Saturdays?",
    "How do I learn to swim as an adult?",
    "Who painted the ceiling of the Sistine Chapel?",
    "What should I pack for a weekend hiking trip?",
    "How do I choose a good mattress?",
]
_WORD = re.compile(r"\w+")
_BRACKETED_NUMBERS = re.compile(r"\[([\d\s,;\u2013-]+)\]")


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def covers(reference: str, text: str, share: float = 0.8) -> bool:
    wanted = words(reference)
    return bool(wanted) and len(wanted & words(text)) >= share * len(wanted)


def ask_all(
    conn: psycopg.Connection, project: uuid.UUID, questions: dict[str, str]
) -> tuple[dict[str, Any], list[float]]:
    from ragkit.answer.generators import create_generator
    from ragkit.answer.service import Answerer
    from ragkit.embeddings import get_embedder
    from ragkit.settings import get_settings

    settings = get_settings()
    answerer = Answerer(conn, get_embedder(), create_generator(settings), settings)
    answers, seconds = {}, []
    for qid, question in questions.items():
        started = time.perf_counter()
        answers[qid] = answerer.ask(project_id=project, owner_id="bench", question=question)
        seconds.append(time.perf_counter() - started)
    return answers, seconds


def cited_quotes(answer: Any, filename: str) -> str:
    """The quotes of the answer's cited sources from the file, those on a further page or row
    of a source (`more_quotes`: the rest of a sentence a page's end cut in two) among them."""
    cited = [s for s in answer.sources if s.cited and s.filename == filename]
    return " ".join(q.quote for s in cited for q in [s, *getattr(s, "more_quotes", [])])


def cited_page(source: Any) -> Any:
    """The single page a source's quote stands on (before issue 15: the chunk's, if one)."""
    page = getattr(source, "page", None)
    if page is None and source.page_start is not None and source.page_start == source.page_end:
        page = source.page_start
    return page


def cites_page(answer: Any, question: office.Question) -> bool:
    """The answer cites the question's file, and every citation of that file names the
    question's page alone."""
    cited = [s for s in answer.sources if s.cited and s.filename == question.filename]
    return bool(cited) and all(cited_page(s) == question.page for s in cited)


def stray_markers(answer: Any) -> bool:
    """Whether the answer shows a bracketed number that names none of its cited sources."""
    cited = {s.n for s in answer.sources if s.cited}
    groups = _BRACKETED_NUMBERS.findall(answer.answer)
    shown = {int(n) for group in groups for n in re.findall(r"\d+", group)}
    return bool(shown - cited)


def answered_share(answers: dict[str, Any]) -> float:
    answered = sum(1 for a in answers.values() if a.answer != IDK)
    return round(answered / max(1, len(answers)), 3)


def summary(
    answers: dict[str, Any],
    seconds: list[float],
    reference: Callable[[str], tuple[str, str | None]],
) -> dict[str, Any]:
    """answer-right, cited-right and refusals; `reference(qid)` = (file, answer words or None)."""
    right = cited = refused = stray = 0
    lengths = []
    for qid, answer in answers.items():
        filename, text = reference(qid)
        refused += answer.answer == IDK
        stray += stray_markers(answer)
        if text is None:  # no answer span: the evidence must come from the right document
            cited += any(s.cited and s.filename == filename for s in answer.sources)
        else:
            right += covers(text, answer.answer)
            cited += covers(text, cited_quotes(answer, filename))
        lengths.append(len(answer.answer.split()))
    n = max(1, len(answers))
    spans = any(reference(qid)[1] is not None for qid in answers)
    return {
        "questions": len(answers),
        "answer_right": round(right / n, 3) if spans else None,
        "cited_right": round(cited / n, 3),
        "refused": round(refused / n, 3),
        "stray_markers": round(stray / n, 3),
        "answer_words_median": statistics.median(lengths) if lengths else 0,
        "chat": percentiles(seconds),
    }


def load_answers(path: Path) -> dict[str, dict[str, Any]]:
    with (path / "answers.jsonl").open() as lines:
        return {str(r["_id"]): r for r in map(json.loads, lines)}


def held_out_run(
    conn: psycopg.Connection,
    collection: Collection,
    name: str,
    held_out: list[str],
    article_of: Callable[[str], str],
    *,
    reference_of: Callable[[str], str | None] = lambda _: None,
) -> dict[str, Any]:
    """The questions of `held_out` articles, asked of a project without those articles. A
    question whose reference answer stands word for word in a remaining article is answerable
    after all: it is counted apart, not as unanswerable."""
    partial = Collection(
        {d: t for d, t in collection.corpus.items() if d not in held_out},
        collection.queries,
        collection.qrels,
    )
    project, _ = ingest(conn, partial, f"{name}-without-{len(held_out)}")
    remaining = [normalised(text) for text in partial.corpus.values()]
    questions, elsewhere = {}, 0
    for q, text in collection.queries.items():
        if article_of(q) in held_out:
            reference = reference_of(q)
            if reference and any(normalised(reference) in article for article in remaining):
                elsewhere += 1
            else:
                questions[q] = text
    answers, _ = ask_all(conn, project, questions)
    return {
        "unanswerable_questions": len(questions),
        "unanswerable_answered": answered_share(answers),
        "held_out_answered_elsewhere": elsewhere,
        "unanswerable_answers": answered(questions, answers),
    }


def answered(questions: dict[Any, str], answers: dict[Any, Any]) -> dict[str, str]:
    """The questions that got an answer, with it (the false answers, for unanswerable ones)."""
    return {questions[q]: a.answer for q, a in answers.items() if a.answer != IDK}


def normalised(text: str) -> str:
    return " ".join(text.lower().split())


def covidqa(conn: psycopg.Connection, held_out: int) -> dict[str, Any]:
    path = DATASETS / "covidqa-dev"
    collection = Collection.load(path)
    refs = load_answers(path)
    project, _ = ingest(conn, collection, "covidqa-all")
    answers, seconds = ask_all(conn, project, collection.queries)
    off_topic, unseen_s = ask_all(
        conn, project, {str(i): q for i, q in enumerate(UNSEEN_OFF_TOPIC)}
    )
    seen_off_topic, seen_s = ask_all(conn, project, {str(i): q for i, q in enumerate(OFF_TOPIC)})
    article = {q: str(r["doc_id"]) for q, r in refs.items()}
    return {
        **summary(
            answers,
            seconds,
            lambda q: (f"{article[q]}.txt", refs[q]["answers"][0]["text"]),
        ),
        **held_out_run(
            conn,
            collection,
            "covidqa",
            sorted(collection.corpus)[:held_out],
            article.__getitem__,
            reference_of=lambda q: str(refs[q]["answers"][0]["text"]),
        ),
        "off_topic_answered": sum(a.answer != IDK for a in off_topic.values()),
        "calibration_off_topic_answered": sum(a.answer != IDK for a in seen_off_topic.values()),
        # what a question nothing in the project is relevant to costs: the gate's second look
        "off_topic_chat": percentiles(unseen_s + seen_s),
    }


def pubmedqa(conn: psycopg.Connection, held_out: int) -> dict[str, Any]:
    path = DATASETS / "pubmedqa"
    collection = Collection.load(path)
    tests = [q for q, r in load_answers(path).items() if r["split"] == "test"]
    asked = {q: collection.queries[q] for q in tests[:PUBMEDQA_QUESTIONS]}
    project, _ = ingest(conn, collection, "pubmedqa-all")
    answers, seconds = ask_all(conn, project, asked)
    limited = Collection(collection.corpus, asked, collection.qrels)
    return {
        **summary(answers, seconds, lambda q: (f"{q}.txt", None)),
        # each question has its own abstract (same id): hold out the first asked ones
        **held_out_run(conn, limited, "pubmedqa", list(asked)[:held_out], str),
    }


def office_set(
    conn: psycopg.Connection, documents: ModuleType, name: str
) -> tuple[uuid.UUID, dict[str, Any]]:
    """A set of office documents' answerable and unanswerable questions, asked of its project:
    the project, and the figures every set has."""
    refused: dict[str, str] = {}
    project, _ = ingest_files(conn, documents.documents(), name, refused)
    spec = {str(i): q for i, q in enumerate(documents.ANSWERABLE)}
    answers, seconds = ask_all(conn, project, {qid: q.text for qid, q in spec.items()})
    with_page = [q for q in spec if spec[q].page is not None]
    page_right = sum(cites_page(answers[q], spec[q]) for q in with_page)
    paraphrased = [q for q in spec if spec[q].paraphrased]
    return project, {
        **summary(answers, seconds, lambda q: (spec[q].filename, spec[q].reference)),
        "paraphrased_answer_right": round(
            sum(covers(spec[q].reference, answers[q].answer) for q in paraphrased)
            / len(paraphrased),
            3,
        ),
        "pdf_page_right": round(page_right / len(with_page), 3),
        **not_answerable(conn, project, "unanswerable", documents.UNANSWERABLE),
        "documents_refused": refused,
    }


def not_answerable(
    conn: psycopg.Connection, project: uuid.UUID, name: str, questions: list[str]
) -> dict[str, Any]:
    """Questions the documents do not answer, asked of the project: how many, the share that
    got an answer, and those answers."""
    by_id = {str(i): question for i, question in enumerate(questions)}
    answers, _ = ask_all(conn, project, by_id)
    return {
        f"{name}_questions": len(answers),
        f"{name}_answered": answered_share(answers),
        f"{name}_answers": answered(by_id, answers),
    }


def office_documents(conn: psycopg.Connection) -> dict[str, Any]:
    project, figures = office_set(conn, office, "office")
    return {
        **figures,
        **not_answerable(conn, project, "other_section", office.OTHER_SECTION),
        **not_answerable(conn, project, "other_aspect", office.OTHER_ASPECT),
        **two_part(conn, project),
        **requests_and_pages(conn, project),
    }


def other_office_documents(
    conn: psycopg.Connection, documents: ModuleType, name: str
) -> dict[str, Any]:
    """A set of office documents with tables (office2 to office110): its figures, and its
    questions about rows answered with the rows asked about and no other."""
    project, figures = office_set(conn, documents, name)
    table_rows = documents.TABLE_ROWS
    questions = {str(i): question for i, (question, _, _) in enumerate(table_rows)}
    answers, _ = ask_all(conn, project, questions)
    right = [
        all(f"{row} " in answers[str(i)].answer for row in asked)
        and not any(f"{row} " in answers[str(i)].answer for row in others)
        for i, (_, asked, others) in enumerate(table_rows)
    ]
    asked_after = getattr(documents, "FOLLOW_UPS", [])
    return {
        **figures,
        "table_row_questions": len(right),
        "table_rows_right": sum(right),
        "table_row_answers": {questions[q]: a.answer for q, a in answers.items()},
        **(follow_ups(conn, project, asked_after) if asked_after else {}),
    }


def follow_ups(conn: psycopg.Connection, project: uuid.UUID, asked: list[Any]) -> dict[str, Any]:
    """Follow-ups asked in the conversation of a first question (`office.FollowUp`): right when
    the answer holds the reference and names the rows asked about and no other."""
    from ragkit.answer.generators import create_generator
    from ragkit.answer.service import Answerer
    from ragkit.embeddings import get_embedder
    from ragkit.settings import get_settings

    settings = get_settings()
    answerer = Answerer(conn, get_embedder(), create_generator(settings), settings)
    answers = {}
    for item in asked:
        first = answerer.ask(project_id=project, owner_id="bench", question=item.first)
        answers[f"{item.first} / {item.follow_up}"] = answerer.ask(
            project_id=project,
            owner_id="bench",
            question=item.follow_up,
            session_id=first.session_id,
        ).answer
    right = [
        covers(item.reference, answer)
        and all(f"{row} " in answer for row in item.rows)
        and not any(row in answer for row in item.other_rows)
        for item, answer in zip(asked, answers.values(), strict=True)
    ]
    return {
        "follow_up_questions": len(right),
        "follow_ups_right": sum(right),
        "follow_up_answers": answers,
    }


def requests_and_pages(conn: psycopg.Connection, project: uuid.UUID) -> dict[str, Any]:
    """Requests ("Tell me about ...") answered right and cited; questions about one page answered
    right with every citation of their file on that page."""
    asked = {q.text: q for q in office.REQUESTS + office.PAGE_QUESTIONS + office.SECTION_REQUESTS}
    answers, _ = ask_all(conn, project, {q: q for q in asked})

    def right(q: str) -> bool:
        spec = asked[q]
        return covers(spec.reference, answers[q].answer) and covers(
            spec.reference, cited_quotes(answers[q], spec.filename)
        )

    def on_page(q: str) -> bool:
        return right(q) and cites_page(answers[q], asked[q])

    def opens(q: office.Question) -> bool:
        """The answer opens with the section's first sentence, cited on its page."""
        return normalised(answers[q.text].answer).startswith(normalised(q.reference)) and on_page(
            q.text
        )

    return {
        "requests": len(office.REQUESTS),
        "requests_right": round(
            sum(right(q.text) for q in office.REQUESTS) / len(office.REQUESTS), 3
        ),
        "page_questions": len(office.PAGE_QUESTIONS),
        "page_questions_right_on_page": round(
            sum(on_page(q.text) for q in office.PAGE_QUESTIONS) / len(office.PAGE_QUESTIONS), 3
        ),
        "section_requests": len(office.SECTION_REQUESTS),
        "section_requests_opening": round(
            sum(opens(q) for q in office.SECTION_REQUESTS) / len(office.SECTION_REQUESTS), 3
        ),
        "request_and_page_answers": {q: answers[q].answer for q in asked},
    }


def two_part(conn: psycopg.Connection, project: uuid.UUID) -> dict[str, Any]:
    """Questions asking two things: every answered part's reference in the answer (right) and in
    its file's cited quotes (cited); a part the documents do not answer must be named as such
    in `unanswered` (a reader is told, rather than left to notice that half is missing)."""
    questions = {str(i): q.text for i, q in enumerate(office.TWO_PART)}
    answers, _ = ask_all(conn, project, questions)
    spec = {str(i): q for i, q in enumerate(office.TWO_PART)}
    whole = [q for q in spec if spec[q].missing is None]
    half = [q for q in spec if spec[q].missing is not None]

    def right(q: str) -> bool:
        return all(covers(part.reference, answers[q].answer) for part in spec[q].answered)

    def cited(q: str) -> bool:
        return all(
            covers(part.reference, cited_quotes(answers[q], part.filename))
            for part in spec[q].answered
        )

    def named(q: str) -> bool:
        return spec[q].missing in getattr(answers[q], "unanswered", [])

    return {
        "two_part_questions": len(whole),
        "two_part_both_right": round(sum(map(right, whole)) / len(whole), 3),
        "two_part_both_cited": round(sum(map(cited, whole)) / len(whole), 3),
        "half_answerable_questions": len(half),
        "half_answerable_right_and_named": round(
            sum(right(q) and cited(q) and named(q) for q in half) / len(half), 3
        ),
        "two_part_answers": {spec[q].text: answers[q].answer for q in spec},
    }


def _other_office_sets() -> dict[str, ModuleType]:
    """The office sets after the first, `bench/office2.py` onwards, by their number."""
    numbers = sorted(
        int(path.stem.removeprefix("office"))
        for path in Path(__file__).parent.glob("office[0-9]*.py")
    )
    return {f"office{n}": importlib.import_module(f"bench.office{n}") for n in numbers}


OTHER_OFFICE_SETS = _other_office_sets()
OFFICE_SETS = {"office": office, **OTHER_OFFICE_SETS}  # every set, by number


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--suites", default=",".join(["covidqa", "pubmedqa", *OFFICE_SETS]))
    parser.add_argument("--held-out", type=int, default=COVIDQA_HELD_OUT)
    parser.add_argument("--label", default="")
    parser.add_argument("--reingest", action="store_true", help="drop the kept database first")
    args = parser.parse_args(argv)

    database = f"answers_{args.label}" if args.label else "answers"
    if args.reingest:
        with fresh_database(database, keep=True) as conn:
            conn.execute("DELETE FROM projects WHERE owner_id = 'bench'")
    result: dict[str, Any] = {"label": args.label}
    with fresh_database(database, keep=True) as conn:
        for suite in args.suites.split(","):
            print(f"{suite} ...", flush=True)
            if suite == "covidqa":
                result[suite] = covidqa(conn, args.held_out)
            elif suite == "pubmedqa":
                result[suite] = pubmedqa(conn, 5 * args.held_out)
            elif suite == "office":
                result[suite] = office_documents(conn)
            elif suite in OTHER_OFFICE_SETS:
                result[suite] = other_office_documents(conn, OTHER_OFFICE_SETS[suite], suite)
            else:
                parser.error(f"unknown suite {suite}")
    result.update(office_means(result))
    write_result(f"answers{'-' + args.label if args.label else ''}", result)
    print(json.dumps(result, indent=2))


# the figures every office set has, averaged over the sets
_OFFICE_FIGURES = (
    "answer_right",
    "paraphrased_answer_right",
    "cited_right",
    "refused",
    "pdf_page_right",
    "unanswerable_answered",
)


def office_means(result: dict[str, Any]) -> dict[str, Any]:
    """The figures of the office sets in the result averaged over them (`office_mean`): one line
    to compare two runs by, beside each set's own."""
    names = [suite for suite in result if suite in OFFICE_SETS]
    if not names:
        return {}
    figures = {
        figure: round(statistics.mean(result[name][figure] for name in names), 3)
        for figure in _OFFICE_FIGURES
    }
    return {"office_mean": {"sets": len(names), **figures}}


if __name__ == "__main__":
    main()
