"""Grounded answering end to end on the real database and local embedder."""

from __future__ import annotations

import dataclasses
import importlib
import re
import uuid
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import SecretStr

from ragkit.answer import prompt
from ragkit.answer.citations import CITATION, Draft
from ragkit.answer.context import Source
from ragkit.answer.evidence import Findings, calibration, hit_spans
from ragkit.answer.generators import ExtractiveGenerator, OpenAIGenerator
from ragkit.answer.prompt import (
    DISCLAIMER,
    IDK,
    NO_GENERAL_KNOWLEDGE,
    NOT_IN_DOCUMENTS,
    NOTHING_MORE,
)
from ragkit.answer.questions import parts
from ragkit.answer.service import Answerer
from ragkit.embeddings import Embedder, cosine
from ragkit.ingest.pipeline import Ingestor
from ragkit.models.conversation import Turn
from ragkit.models.retrieval import SearchFilters
from ragkit.schemas import Answer, AnswerMode
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project
from tests.support import files
from tests.support.corpus import add_document
from tests.support.openai_server import fake_openai, reply, said

pytestmark = pytest.mark.db

HANDBOOK = [
    "Annual leave is twenty-five working days per calendar year. Unused leave expires in March.",
    "Travel expenses are reimbursed within thirty days when receipts are attached.",
    "The on-call engineer must acknowledge a page within fifteen minutes.",
]


HANDBOOK_SECTIONS = [
    "## Annual leave\n\nEvery full-time employee receives twenty-five days of paid annual leave "
    "per calendar year.\nPart-time employees receive leave in proportion to their contracted "
    "hours.\nUp to five unused days may be carried over into the next year.\nUnused days expire "
    "on 31 March.",
    "## Sick leave\n\nReport sickness to your manager before 10:00 on the first day.",
]


class RecordingGenerator(ExtractiveGenerator):
    """The real extractive generator, counting how often it is asked to answer."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int]] = []

    def answer(
        self,
        question: str,
        sources: Sequence[Source],
        findings: Findings,
        history: Sequence[Turn] = (),
        *,
        augmented: bool = False,
        more: bool = False,
    ) -> Draft:
        self.calls.append((question, len(sources)))
        return super().answer(question, sources, findings, history, augmented=augmented, more=more)


@pytest.fixture
def project(conn: psycopg.Connection, embedder: Embedder) -> uuid.UUID:
    project = make_project(conn, owner="alice")
    add_document(conn, project, "handbook.pdf", HANDBOOK, embedder, pages=[1, 2, 3])
    return project


def _answerer(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    generator: object | None = None,
) -> Answerer:
    return Answerer(conn, embedder, generator or RecordingGenerator(), settings)  # type: ignore[arg-type]


Asked = Callable[[str], tuple[Answer, RecordingGenerator]]


@pytest.fixture
def ask(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> Asked:
    """Asks the handbook project a question: the answer, and the extractive generator that was
    asked for it."""
    return partial(_recorded, conn, embedder, settings, project)


def _recorded(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    question: str,
    *,
    mode: AnswerMode = "strict",
    filters: SearchFilters | None = None,
) -> tuple[Answer, RecordingGenerator]:
    """Alice's question to the project: the answer, and the extractive generator asked for it."""
    generator = RecordingGenerator()
    answerer = _answerer(conn, embedder, settings, generator)
    answer = answerer.ask(
        project_id=project, owner_id="alice", question=question, mode=mode, filters=filters
    )
    return answer, generator


def test_a_relevant_question_gets_a_cited_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    answer = _answerer(conn, embedder, settings).ask(
        project_id=project, owner_id="alice", question="How many days of annual leave do I get?"
    )
    assert answer.grounded and answer.mode == "strict"
    assert "twenty-five working days" in answer.answer
    cited = [s for s in answer.sources if s.cited]
    assert cited and cited[0].filename == "handbook.pdf" and cited[0].page_start == 1
    assert f"[{cited[0].n}]" in answer.answer
    assert [s.n for s in answer.sources] == list(range(1, answer.source_count + 1))


def test_a_question_about_something_its_evidence_ignores_comes_closer_to_it_without_that_word(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    """Beside "Annual leave is twenty-five working days", "parental" is ignored (the question
    without it is closer), "holiday" is spoken to (closer with it)."""
    answerer = _answerer(conn, embedder, settings)
    parental = answerer.evidence(project, "How many weeks of parental leave do I get?")
    holiday = answerer.evidence(project, "How many days of holiday do I get?")
    assert parental is not None and holiday is not None
    assert parental[1].evidence[0].text.startswith("Annual leave")
    assert parental[1].ignored > 0 > holiday[1].ignored


def test_a_question_about_a_kind_the_documents_have_nowhere_is_told_the_kind_they_have(
    ask: Asked,
) -> None:
    """No chunk says "parental", and the handbook speaks of annual leave: "I don't know.", no
    generator called, and a note naming the kind of leave the documents do speak of. "Holiday",
    which names no kind of leave, is left to the gates."""
    answer, generator = ask("How many weeks of parental leave do I get?")
    assert (answer.answer, answer.sources, generator.calls) == (IDK, [], [])
    assert answer.note == prompt.OTHER_KIND.format(named="Annual leave", asked="parental leave")
    holiday, _ = ask("How many days of holiday do I get?")
    assert holiday.note in (None, prompt.NEVER_SAID.format(words='"holiday"'))


def test_a_kind_written_with_digits_the_documents_have_nowhere_is_told_apart(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "3D" is a word as "parental" is: a library that prints in colour does not say what 3D
    prints cost."""
    project = make_project(conn, owner="alice")
    add_document(
        conn,
        project,
        "services.md",
        ["Colour prints cost 50 cents a page. Scanning is free for every member."],
        embedder,
    )
    answer, generator = _recorded(conn, embedder, settings, project, "How much do 3D prints cost?")
    assert (answer.answer, generator.calls) == (IDK, [])
    assert answer.note == prompt.OTHER_KIND.format(named="Colour prints", asked="3D prints")


@pytest.mark.parametrize(
    "question", ["How many days of sick leave are paid?", "How many sick days are paid?"]
)
def test_a_question_a_section_is_headed_by_is_not_answered_from_another_section(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, question: str
) -> None:
    """Asked how many sick days are paid, the handbook's likeliest sentence is the one on the
    days of paid annual leave, whose section never says "sick"; the handbook has a section
    headed "Sick leave", which says nothing of pay: "I don't know.", and a note naming both
    headings (before, the annual-leave days were the answer)."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    answer = _answerer(conn, embedder, settings).ask(
        project_id=project, owner_id="alice", question=question
    )
    assert answer.answer == IDK
    assert answer.note == prompt.OTHER_KIND_ELSEWHERE.format(
        named="Annual leave", asked="Sick leave"
    )
    # the closest sentence the note speaks of is shown, as no source
    assert answer.closest is not None and answer.sources == []
    assert answer.closest.quote.startswith("Every full-time employee receives twenty-five days")


RULES_SECTIONS = [
    "## Working from home\n\nOffice staff may work from home on up to two days per week, with "
    "their manager's agreement.",
    "## Safety on the network\n\nDrivers must complete a safety refresher course every twelve "
    "months. The maximum driving time is nine hours per day.",
]


def test_what_a_section_says_asked_of_another_sections_topic_is_not_answered(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """Drivers stand under "Safety on the network" alone, and working from home is for office
    staff: "I don't know.", with a note naming both sections (before, the office staff's two
    days were the answer), while what the section says of its own topic is answered."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "handbook.md", RULES_SECTIONS, embedder)
    answerer = _answerer(conn, embedder, settings)
    answer = answerer.ask(
        project_id=project,
        owner_id="alice",
        question="How many days per week may drivers work from home?",
    )
    assert answer.answer == IDK
    assert answer.note == prompt.SAID_ELSEWHERE.format(
        words='"drivers"', named="Safety on the network", asked="Working from home"
    )
    assert answer.closest is not None and "two days per week" in answer.closest.quote
    staff = answerer.ask(
        project_id=project,
        owner_id="alice",
        question="How many days per week may office staff work from home?",
    )
    assert "two days per week" in staff.answer


def test_an_unanswered_question_is_told_which_of_its_words_no_document_has(ask: Asked) -> None:
    """As a search engine shows what a result is missing: the reader learns which words to put
    otherwise; for a part left unanswered, its own words only; not "bring", what the asker does
    with the dog, which no answer need say (`evidence.done_with`)."""
    answer, _ = ask("Can I bring my dog to the office?")
    assert answer.answer == IDK
    assert answer.note == prompt.NEVER_SAID.format(words='"dog" or "office"')
    both, _ = ask("How many days of annual leave do I get? Can I bring my dog?")
    assert both.unanswered and "twenty-five" in both.answer
    assert both.note == prompt.NEVER_SAID.format(words='"dog"')
    answered, _ = ask("How many days of annual leave do I get, roughly?")
    assert answered.answer != IDK and answered.note is None


def test_a_part_asking_about_a_kind_the_documents_have_nowhere_is_named_with_the_kind_they_have(
    ask: Asked,
) -> None:
    answer, _ = ask("When are travel expenses reimbursed and how many weeks of parental leave?")
    assert "within thirty days" in answer.answer
    assert answer.unanswered == ["how many weeks of parental leave?"]
    assert answer.note == prompt.OTHER_KIND.format(named="Annual leave", asked="parental leave")


def test_evidence_nobody_read_is_judged_by_the_gate_fitted_on_unread_evidence(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With no sentence read (an embedder without token states, here ANSWER_READ_SENTENCES=0),
    the unread gate's threshold decides: answered just under it, refused just over it."""
    unread_settings = settings.model_copy(update={"answer_read_sentences": 0})
    answerer = _answerer(conn, embedder, unread_settings)
    question = "How many days of annual leave do I get?"
    found = answerer.evidence(project, question)
    assert found is not None and not found[1].evidence[0].reading
    fitted = calibration(settings.resolved_embedding_model)
    assert fitted.unread is not None
    for margin, answered in ((-0.01, True), (0.01, False)):
        gate = dataclasses.replace(fitted.unread, threshold=found[1].answerable + margin)
        patched = dataclasses.replace(fitted, unread=gate)
        monkeypatch.setattr("ragkit.answer.service.calibration", lambda _model, c=patched: c)
        answer = answerer.ask(project_id=project, owner_id="alice", question=question)
        assert (answer.answer != IDK) == answered


def test_an_unrelated_question_gets_i_dont_know_without_calling_the_generator(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    generator = RecordingGenerator()
    answer = _answerer(conn, embedder, settings, generator).ask(
        project_id=project, owner_id="alice", question="What is the capital of Mongolia?"
    )
    assert (answer.answer, answer.source_count, answer.sources) == (IDK, 0, [])
    assert generator.calls == []


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    min_cosine=st.floats(-0.2, 1.0),
    min_coverage=st.floats(0.0, 1.0),
    question=st.sampled_from(
        [
            "annual leave days",
            "capital of Mongolia",
            "page within minutes",
            "reimbursed receipts travel",
            "zebra migration",
        ]
    ),
)
def test_the_gate_decides_whether_the_generator_is_called(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    min_cosine: float,
    min_coverage: float,
    question: str,
) -> None:
    from ragkit.db.search import search

    tuned = settings.model_copy(
        update={"relevance_min_cosine": min_cosine, "relevance_min_coverage": min_coverage}
    )
    hits = search(
        conn,
        project_id=project,
        query=question,
        embedding=embedder.embed_query(question),
        settings=tuned,
        k=tuned.answer_top_k,
    )
    clears = any(
        h.cosine >= min_cosine or ((h.coverage or 0) >= min_coverage and h.bm25 is not None)
        for h in hits
    )
    # no chunk clears it, but a sentence read on its own may (the gate reads the closest few)
    sentences = [h.content[s.start : s.end] for h in hits for s in hit_spans(h)]
    query = embedder.embed_query(question)
    alone = max((cosine(query, v) for v in embedder.embed_documents(sentences)), default=-1.0)
    generator = RecordingGenerator()
    answerer = _answerer(conn, embedder, tuned, generator)
    found = answerer.evidence(project, question)
    assert found is not None if clears else (found is None or alone >= min_cosine)
    fitted = calibration(tuned.resolved_embedding_model)
    answerable = (
        found is not None and found[1].answerable >= fitted.gate(found[1].evidence).threshold
    )
    answer = answerer.ask(project_id=project, owner_id="alice", question=question)
    if answerable:
        assert len(generator.calls) == 1 and answer.source_count >= 1
        context_ids = {h.document_id for h in hits}
        assert {s.document_id for s in answer.sources} <= context_ids
    else:
        assert generator.calls == [] and answer.answer == IDK and answer.source_count == 0


def test_follow_up_uses_the_session_history(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    generator = RecordingGenerator()
    answerer = _answerer(conn, embedder, settings, generator)
    first = answerer.ask(
        project_id=project,
        owner_id="alice",
        question="How fast must the on-call engineer acknowledge a page?",
    )
    follow = answerer.ask(
        project_id=project, owner_id="alice", question="and why?", session_id=first.session_id
    )
    assert follow.session_id == first.session_id
    assert follow.read_as == "How fast must the on-call engineer acknowledge a page? and why?"
    stored = conn.execute(
        "SELECT role FROM chat_messages WHERE session_id = %s ORDER BY id", (first.session_id,)
    ).fetchall()
    assert [r[0] for r in stored] == ["user", "assistant", "user", "assistant"]


SECURITY_GUIDE = [  # short pages: the whole guide is one chunk running over all three
    "Page one covers passwords. Laptops lock their screen after five minutes without use.",
    "Page two covers devices. Laptops are encrypted with full-disk encryption.",
    "Page three covers incidents. Suspicious emails are forwarded to the phishing mailbox.",
]


@pytest.fixture
def guide(conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings) -> uuid.UUID:
    """A project holding the security guide, ingested from its PDF."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "security-guide.pdf")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=files.pdf(SECURITY_GUIDE))
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    return project


EQUIPMENT = (
    "item,price_eur,supplier,lead_time_days\n"
    "Standing desk,489,ErgoWorks,14\n"
    "Monitor 27 inch,259,DisplayHub,5\n"
    "Noise-cancelling headset,179,AudioPro,3\n"
    "Ergonomic chair,612,ErgoWorks,21\n"
)


def test_a_question_two_rows_of_a_table_answer_quotes_both_each_on_its_row(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """The rows are sentences of one chunk with two others between them: each is a quote of
    its own, naming its row (before, the answer gave the chair only)."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "office-equipment.csv")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=EQUIPMENT.encode())
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    answer, _ = _recorded(conn, embedder, settings, project, "Which items does ErgoWorks supply?")
    assert "Standing desk" in answer.answer and "Ergonomic chair" in answer.answer
    assert "DisplayHub" not in answer.answer
    (cited,) = [s for s in answer.sources if s.cited]
    quotes = [cited.quote, *(q.quote for q in cited.more_quotes)]
    rows = [cited.row, *(q.row for q in cited.more_quotes)]
    assert sorted(zip(rows, quotes, strict=True)) == [
        (2, "item: Standing desk\nprice_eur: 489\nsupplier: ErgoWorks\nlead_time_days: 14"),
        (5, "item: Ergonomic chair\nprice_eur: 612\nsupplier: ErgoWorks\nlead_time_days: 21"),
    ]


def test_a_row_that_lacks_a_word_of_the_question_the_best_row_says_does_not_join_it(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """The N1 and N2 rows speak of night buses too, nearly as likely, but not of the N5."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "night-buses.csv")
    table = "route,from,to,frequency,first departure,last departure\n" + "".join(
        f"{route},{start},{to},every {minutes} minutes,{first},{last}\n"
        for route, start, to, minutes, first, last in [
            ("N1", "Central Station", "Airport", 30, "00:15", "04:45"),
            ("N2", "Central Station", "Harbour", 60, "00:30", "04:30"),
            ("N5", "University", "Westpark", 20, "23:50", "05:10"),
        ]
    )
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=table.encode())
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    question = "How often does the N5 night bus run and when does its last bus leave?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert "every 20 minutes" in answer.answer and "05:10" in answer.answer
    assert "N1" not in answer.answer and "N2" not in answer.answer


def test_an_ordinal_in_the_question_is_the_number_a_row_says(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """Every row says "floor" in a label; "second" and "3rd" are the floors' values; a project
    that has no "second" reads the question with "2" in its place (`read_as`)."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "rooms.csv")
    rooms = "room,floor,seats\nAurora,2,12\nBorealis,2,6\nComet,3,4\nNebula,5,20\n"
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=rooms.encode())
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    answer, _ = _recorded(conn, embedder, settings, project, "Which rooms are on the second floor?")
    assert "Aurora" in answer.answer and "Borealis" in answer.answer
    assert "Comet" not in answer.answer and "Nebula" not in answer.answer
    answer, _ = _recorded(conn, embedder, settings, project, "Which room is on the 3rd floor?")
    assert "Comet" in answer.answer and "Aurora" not in answer.answer
    answer, _ = _recorded(conn, embedder, settings, project, "Which rooms are on the top floor?")
    assert "Aurora floor" not in (answer.note or "")  # "floor" labels the next line's value


def test_a_code_the_documents_never_write_is_not_answered_with_its_neighbours_rows(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """Asked of plate TW-401, the rows of TW-201 and TW-202 are no answer, whatever their
    closeness: "I don't know." and the note name the code, without a search; a code written
    another way than the documents write it is read as they write it."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "fleet.csv")
    fleet = "plate,type,payload_kg\nTW-101,van,1200\nTW-201,truck,7500\nTW-202,truck,7500\n"
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=fleet.encode())
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)

    def asked(question: str) -> Answer:
        return _recorded(conn, embedder, settings, project, question)[0]

    missing = asked("What is the payload of the TW-401 truck?")
    assert (missing.answer, missing.sources) == (IDK, [])
    assert missing.note == 'The documents never say "TW-401".'
    other_way = asked("What is the payload of truck tw201?")
    assert other_way.read_as == "What is the payload of truck TW-201?"
    assert "TW-201" in other_way.answer and "TW-202" not in other_way.answer
    both = asked("Which type is TW-101, and what is the payload of TW-401?")
    assert "van" in both.answer and both.unanswered


def _project_of(
    conn: psycopg.Connection,
    s3: Any,
    embedder: Embedder,
    settings: Settings,
    documents: dict[str, bytes],
) -> uuid.UUID:
    """A project of alice's holding the documents (a benchmark set's), each ingested ready."""
    project = make_project(conn, owner="alice")
    ingestor = Ingestor(conn, ObjectStore(settings, s3), embedder, settings)
    for name, data in documents.items():
        key = document_key(project, uuid.uuid4(), name)
        s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
        assert ingestor.object_created(key).outcome == "ready"
    return project


def _bench_set(name: str, module: str, about: str) -> Any:
    """The fixture `name`: bench.`module`'s documents (`about`), ingested as a project of
    alice's."""

    def project(
        conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
    ) -> uuid.UUID:
        documents = importlib.import_module(f"bench.{module}").documents()
        return _project_of(conn, s3, embedder, settings, documents)

    project.__doc__ = f"bench.{module}'s {about}, ingested."
    return pytest.fixture(project, name=name)


def _followed(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    first: str,
    follow_up: str,
) -> tuple[Answer, Answer]:
    """Alice's question to the project and a follow-up in its conversation: both answers."""
    answerer = _answerer(conn, embedder, settings)
    asked = answerer.ask(project_id=project, owner_id="alice", question=first)
    then = answerer.ask(
        project_id=project, owner_id="alice", question=follow_up, session_id=asked.session_id
    )
    return asked, then


def test_a_row_asked_of_by_a_value_no_row_has_is_not_answered_with_the_others(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """Of bench.office3's workbooks and decks: every row of the hiring table says "open
    positions", none "accountants", which the project has nowhere; the rows are no answer (they
    were all three). A paraphrase still says a value of its row."""
    from bench import office3

    project = _project_of(conn, s3, embedder, settings, office3.documents())
    question = "How many open positions are there for accountants?"
    answer, generator = _recorded(conn, embedder, settings, project, question)
    assert (answer.answer, answer.note) == (IDK, 'The documents never say "accountants".')
    assert not generator.calls
    answer, _ = _recorded(conn, embedder, settings, project, "Who do I call about a damaged van?")
    assert answer.answer.startswith("Topic: Vehicle damage | Contact: Fleet desk")


def test_a_year_or_quarter_no_chart_row_or_sentence_names_is_not_answered_with_anothers(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """A deck: a title slide, a chart of orders by quarter, a sentence on a year. Asked of a
    quarter or a year its chart and sentence do not name, the rows and the sentence of the
    others are no answer ("I don't know." naming what they speak of; they were answered); asked
    of one they name, only its row answers. The deck's title names the company, which is then
    no topic of the title slide's alone."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "review.pptx")
    orders = files.Chart("Orders (thousands)", ["Q1", "Q2", "Q3"], {"Online": [51, 57, 64]})
    deck = files.pptx(
        [
            files.Slide("Harbourside Foods, 2026 review", ["Board meeting"]),
            files.Slide("Orders", chart=orders),
            files.Slide("Community", ["Our staff planted 9,000 trees along the canal in 2025."]),
        ]
    )
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=deck)
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)

    def asked(question: str) -> Answer:
        return _recorded(conn, embedder, settings, project, question)[0]

    fourth = asked("How many online orders were there in Q4?")
    assert fourth.answer == IDK and fourth.note is not None
    assert fourth.note.endswith('not of "Q4".'), fourth.note
    trees = asked("How many trees were planted in 2024?")
    assert (trees.answer, trees.note) == (
        IDK,
        'The closest sentence speaks of "2025", not of "2024".',
    )
    second = asked("How many online orders did Harbourside take in Q2?")
    assert "Q2 | Online: 57" in second.answer, second.note
    assert "Q1" not in second.answer and "Q3" not in second.answer


def test_a_row_naming_the_year_asked_answers_before_a_likelier_sentence_on_another_year(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """Of bench.office5's files: the results' sentence on the shops opened in 2025 is likelier
    than the CSV's 2024 row, which is nearly as likely; the sentence is no answer to a question
    about 2024, and the row is (before, the sentence came first). A less likely row is no
    answer: the sales of 2023 are not the shops opened in 2023."""
    from bench import office5

    project = _project_of(conn, s3, embedder, settings, office5.documents())
    answer, _ = _recorded(conn, embedder, settings, project, "How many shops opened in 2024?")
    assert answer.answer == "year: 2024 city: Dresden new_shops: 1 [1]", answer.note
    sales, _ = _recorded(conn, embedder, settings, project, "What were sales in 2023?")
    assert sales.answer == IDK and (sales.note or "").endswith('not of "2023".'), sales.note


@pytest.mark.parametrize("filename", ["benefits.docx", "benefits.html", "benefits.md"])
def test_a_row_of_a_docx_html_or_markdown_table_is_a_record_as_a_csv_row_is(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings, filename: str
) -> None:
    """The Basic and Premium rows are nearly as likely as the Plus row, and stand next to it
    in one chunk, but do not say "Plus": the answer is the Plus plan's row alone (it was the
    whole table, one run of text); asked of two plans, it is their two rows."""
    plans = [
        ["Plan", "Monthly premium", "Deductible"],
        ["Basic", "120 euros", "1,000 euros"],
        ["Plus", "210 euros", "400 euros"],
        ["Premium", "340 euros", "none"],
    ]
    sections = {"Health insurance": ["You can change your plan once a year."]}
    body = "".join(f"<tr>{''.join(f'<td>{cell}</td>' for cell in row)}</tr>" for row in plans)
    pipes = [f"| {' | '.join(row)} |" for row in plans]
    data = {
        "benefits.docx": files.docx(sections, plans, title="Benefits"),
        "benefits.html": f"<h1>Health insurance</h1><table>{body}</table>".encode(),
        "benefits.md": "\n".join(["# Health", pipes[0], "|---|---|---|", *pipes[1:]]).encode(),
    }[filename]
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), filename)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    question = "What is the deductible of the Plus plan?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert answer.answer == "Plan: Plus | Monthly premium: 210 euros | Deductible: 400 euros [1]"
    # every row says "premium" in a label: the Plus and Premium rows' values say one word each
    question = "What do the Plus and Premium plans cost per month?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert "Plan: Plus" in answer.answer and "Plan: Premium" in answer.answer
    assert "Plan: Basic" not in answer.answer
    # "monthly premium" says a label: the Premium row's value "Premium" is no reason to join
    question = "How much is the monthly premium of the Basic plan?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert answer.answer.startswith("Plan: Basic") and "Plan: Premium" not in answer.answer
    question = "What is the monthly premium of the Premium plan?"  # said again: a value too
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert answer.answer.startswith("Plan: Premium") and "Plan: Basic" not in answer.answer
    # two rows apart: each its own quote, the row between them not quoted
    question = "What is the deductible of the Basic and Premium plans?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert "Plan: Basic" in answer.answer and "Plan: Premium" in answer.answer
    assert "Plan: Plus" not in answer.answer
    (cited,) = [s for s in answer.sources if s.cited]
    quotes = [cited.quote, *(q.quote for q in cited.more_quotes)]
    assert [q.split(" | ")[0] for q in quotes] == ["Plan: Basic", "Plan: Premium"]


def test_a_page_follow_up_is_answered_from_that_page_of_a_chunk_running_over_several(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    pages = conn.execute("SELECT page_start, page_end FROM chunks WHERE project_id = %s", (guide,))
    assert pages.fetchall() == [(1, 3)]
    answerer = _answerer(conn, embedder, settings)
    first = answerer.ask(
        project_id=guide, owner_id="alice", question="When do laptops lock their screen?"
    )
    follow = answerer.ask(
        project_id=guide,
        owner_id="alice",
        question="What about page 2?",
        session_id=first.session_id,
    )
    assert {s.page for s in first.sources if s.cited} == {1}
    assert {s.page for s in follow.sources if s.cited} == {2}
    assert "encrypted" in follow.answer and "lock their screen" not in follow.answer


def test_a_model_asked_about_a_page_reads_that_page_only(
    conn: psycopg.Connection, embedder: Embedder, guide: uuid.UUID
) -> None:
    """The model is given the guide's page 2 alone (the chunk runs over pages 1-3): a quote of
    page 1 is no quote of what it was given, so it is dropped and its sentence flagged."""
    with fake_openai() as server:
        server.queue(
            "/v1/chat/completions",
            reply(
                said(
                    "Laptops lock after five minutes.",
                    (1, "Laptops lock their screen after five minutes without use."),
                )
            ),
        )
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = _answerer(conn, embedder, settings, OpenAIGenerator(settings)).ask(
            project_id=guide, owner_id="alice", question="What does page 2 say about laptops?"
        )
    prompt = server.requests[0][1]["messages"][-1]["content"]
    assert "full-disk encryption" in prompt and "lock their screen" not in prompt
    assert answer.unsupported == ["Laptops lock after five minutes."] and not answer.grounded
    assert not any(s.cited for s in answer.sources)
    assert [(s.page_start, s.page_end) for s in answer.sources] == [(2, 2)]
    assert "lock their screen" not in answer.sources[0].text


def test_a_models_quotes_of_two_pages_of_one_chunk_each_name_their_page(
    conn: psycopg.Connection, embedder: Embedder, guide: uuid.UUID
) -> None:
    """Two sentences cite the one chunk of the guide, on pages 1 and 2: each quote is shown on
    its own page (a quote running from page 1 to page 2 would name one page and stand on two)."""
    with fake_openai() as server:
        server.queue(
            "/v1/chat/completions",
            reply(
                said("Laptops lock after five minutes.", (1, "lock their screen after five")),
                said("They are encrypted.", (1, "Laptops are encrypted with full-disk encryption")),
            ),
        )
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = _answerer(conn, embedder, settings, OpenAIGenerator(settings)).ask(
            project_id=guide, owner_id="alice", question="How are laptops protected?"
        )
    [source] = [s for s in answer.sources if s.cited]
    assert answer.grounded and answer.answer.count("[1]") == 2
    places = [(source.quote, source.page), *((q.quote, q.page) for q in source.more_quotes)]
    assert places == [
        ("lock their screen after five", 1),
        ("Laptops are encrypted with full-disk encryption", 2),
    ]
    assert all(source.text[q.quote_start : q.quote_end] == q.quote for q in source.more_quotes)


def _ingest_pdf(
    conn: psycopg.Connection,
    s3: Any,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    filename: str,
    pages: list[str],
) -> None:
    key = document_key(project, uuid.uuid4(), filename)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=files.pdf(pages))
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)


@pytest.mark.parametrize(
    "question", ["What does page 2 say?", "What is on page 2 of the security guide?", "page 2"]
)
def test_a_question_asking_only_what_a_page_says_is_answered_with_its_opening_on_that_page(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    guide: uuid.UUID,
    question: str,
) -> None:
    """No topic for the gates to weigh: the page's own text is the answer, cited on the page
    (the guide's one chunk runs over pages 1-3)."""
    answer, generator = _recorded(conn, embedder, settings, guide, question)
    assert answer.answer == (
        "Page two covers devices. Laptops are encrypted with full-disk encryption. [1]"
    )
    [source] = answer.sources
    assert source.cited and source.page == 2 and source.relevance == 1.0
    assert source.text[source.quote_start : source.quote_end] == source.quote
    assert "lock their screen" not in source.text and answer.note is None
    assert len(generator.calls) == 1 and answer.pathway == "documents" and answer.grounded


def test_a_slide_asked_for_is_read_whole_after_its_title(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """A slide's points are short and unpunctuated, as headings are: a page's opening passage
    skipped them all, and the question was searched as a topic. The slide is read from after
    its title, every point (set off by semicolons, not run together), cited on the slide."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "review.pptx")
    points = ["Revenue up 12 percent", "Two new depots opened", "Churn down to 4 percent"]
    deck = files.pptx(
        [files.Slide("Annual review", ["Board meeting"]), files.Slide("Results", points)]
    )
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=deck)
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    answer, _ = _recorded(conn, embedder, settings, project, "What is on slide 2?")
    assert answer.answer == f"{'; '.join(points)} [1]", answer.note
    [source] = answer.sources
    assert source.cited and source.page == 2


def test_a_question_asking_what_a_page_says_reads_only_the_section_its_filters_name(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    """The guide's PDF has no sections: page 2 of a section holds nothing of it."""
    in_section = SearchFilters(section="Incidents")
    answer, _ = _recorded(
        conn, embedder, settings, guide, "What does page 2 say?", filters=in_section
    )
    assert (answer.answer, answer.sources) == (IDK, [])


def test_a_topic_that_stands_on_another_page_of_the_chunk_is_not_known_on_the_page_asked(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    """The guide's one chunk runs over pages 1-3; passwords are on page 1 only, page 2 covers
    devices: the note says so, and where the guide does speak of them."""
    elsewhere, _ = _recorded(
        conn, embedder, settings, guide, "What does page 2 say about passwords?"
    )
    here, _ = _recorded(conn, embedder, settings, guide, "What does page 1 say about passwords?")
    assert elsewhere.answer == IDK
    assert elsewhere.note == " ".join(
        [
            prompt.NOT_ON_PAGES.format(pages="page 2", words='"passwords"'),
            prompt.SAID_ON_PAGE.format(word="passwords", page=1, filename="security-guide.pdf"),
        ]
    )
    assert here.answer != IDK and {s.page for s in here.sources if s.cited} == {1}
    nowhere, _ = _recorded(conn, embedder, settings, guide, "What does page 2 say about VPNs?")
    assert nowhere.note == prompt.NEVER_SAID.format(words='"VPNs"')
    two_pages = SearchFilters(page_from=2, page_to=3)
    pages, _ = _recorded(
        conn, embedder, settings, guide, "What do they say about passwords?", filters=two_pages
    )
    assert pages.note is not None
    assert pages.note.startswith(prompt.NOT_ON_PAGES.format(pages="pages 2-3", words='"passwords"'))


def test_a_part_about_a_topic_its_page_lacks_is_named_with_where_the_documents_say_it(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    question = "How are laptops encrypted on page 2? How long must passwords be?"
    answer, _ = _recorded(conn, embedder, settings, guide, question)
    assert "full-disk encryption" in answer.answer
    assert answer.unanswered == ["How long must passwords be?"]
    assert answer.note == " ".join(
        [
            prompt.NOT_ON_PAGES.format(pages="page 2", words='"passwords"'),
            prompt.SAID_ON_PAGE.format(word="passwords", page=1, filename="security-guide.pdf"),
        ]
    )


def test_a_page_read_in_augmented_mode_offline_says_it_adds_no_general_knowledge(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    answer = _answerer(conn, embedder, settings).ask(
        project_id=guide, owner_id="alice", question="What does page 2 say?", mode="augmented"
    )
    assert "full-disk encryption" in answer.answer and answer.note == NO_GENERAL_KNOWLEDGE


def test_a_page_no_document_has_is_said_to_be_missing(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    answer, generator = _recorded(conn, embedder, settings, guide, "What does page 7 say?")
    assert answer.answer == IDK and not generator.calls
    assert answer.note == prompt.NO_SUCH_PAGE.format(page=7)


LEASE = [
    "Residential lease\n\n1. Rent.\n\n1.1 The monthly rent is 950 euros, due on the first "
    "working day of each month.\n\n1.2 Late payment incurs a fee of 25 euros.\n\n2. Termination."
    "\n\n2.1 Either party may end the lease with three months' written notice.\n\n2.1.1 Notice "
    "is given in writing.\n\n2.2 The landlord may end the lease at once if rent is two months "
    "overdue.\n\n3. Deposit.\n\n3.1 The deposit is returned within 30 days.\n\nArticle 4 - Pets"
    "\n\nSmall pets are allowed with the landlord's written consent.\n\nArticle 5 - Keys",
]


def test_a_numbered_part_is_answered_with_that_part_up_to_the_next_at_its_level(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """No sentence says "clause", "section" or "step": the number is the part's name."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "lease.txt", LEASE, embedder)
    answer, _ = _recorded(conn, embedder, settings, project, "What does clause 2.1 say?")
    assert answer.answer == (
        "2.1 Either party may end the lease with three months' written notice. 2.1.1 Notice is "
        "given in writing. [1]"
    )
    answer, _ = _recorded(conn, embedder, settings, project, "What is in section 2?")
    assert (
        answer.answer.startswith("2. Termination. 2.1 Either party") and "3." not in answer.answer
    )
    question = "What does clause 3.1 say about the deposit?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert answer.answer == "3.1 The deposit is returned within 30 days. [1]"
    answer, generator = _recorded(conn, embedder, settings, project, "What does clause 9 say?")
    assert answer.answer == IDK and not generator.calls
    assert answer.note == prompt.NO_SUCH_PART.format(number=9)
    # a part whose heading names it so ("Article 4 - Pets")
    answer, _ = _recorded(conn, embedder, settings, project, "What does article 4 say?")
    assert answer.answer == (
        "Article 4 - Pets Small pets are allowed with the landlord's written consent. [1]"
    )
    # a topic the part does not speak of is searched as any question is
    question = "What does clause 1.1 say about parking?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert answer.answer == IDK and "parking" in (answer.note or "")


def test_a_numbered_part_is_read_on_into_the_next_chunk_and_a_long_one_is_said_to_run_on(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    project = make_project(conn, owner="alice")
    rules = [
        "1. Quiet hours\n\nQuiet hours run from 22:00 to 07:00.\n\n2. Bins\n\nBins are emptied "
        "on Mondays.",
        "Bins are emptied on Mondays. Glass goes in the green bin.\n\n3. Bikes\n\nBikes stand in "
        "the yard. Each flat has two places. A trailer takes one place. Bikes left for a year "
        "are removed. The yard is locked at night. The key hangs by the door.",
    ]
    add_document(conn, project, "house-rules.txt", rules, embedder)
    answer, _ = _recorded(conn, embedder, settings, project, "What does rule 2 say?")
    assert answer.answer == (
        "2. Bins Bins are emptied on Mondays. [1] Glass goes in the green bin. [2]"
    )
    assert answer.note is None
    answer, _ = _recorded(conn, embedder, settings, project, "What does rule 3 say?")
    assert answer.answer.startswith("3. Bikes Bikes stand in the yard.")
    assert answer.answer.endswith("Bikes left for a year are removed. [1]")
    assert answer.note == prompt.PART_RUNS_ON.format(number=3, files="house-rules.txt")


def test_a_page_of_several_documents_is_read_in_each_until_one_is_named(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    """The first three documents by name that have the page, each its opening sentence, and a
    note saying how to read one alone; a question naming one reads that one."""
    for name in ("b-travel", "c-meals", "d-visitors"):
        pages = [
            f"The {name} rules start here and apply to everyone who works for the company.",
            f"Page two of the {name} rules is on forms. Every form is kept for a whole year.",
        ]
        _ingest_pdf(conn, s3, embedder, settings, guide, f"{name}.pdf", pages)
    answerer = _answerer(conn, embedder, settings)
    every = answerer.ask(project_id=guide, owner_id="alice", question="What does page 2 say?")
    assert every.answer == (
        "Page two of the b-travel rules is on forms. [1] Page two of the c-meals rules is on "
        "forms. [2] Page two of the d-visitors rules is on forms. [3]"
    )
    assert [(s.filename, s.page) for s in every.sources] == [
        ("b-travel.pdf", 2),
        ("c-meals.pdf", 2),
        ("d-visitors.pdf", 2),
    ]
    assert every.note == prompt.PAGE_OF_SEVERAL.format(page=2, shown=3, count=4, name="b travel")
    one = answerer.ask(
        project_id=guide, owner_id="alice", question="What is on page 2 of the security guide?"
    )
    assert [s.filename for s in one.sources] == ["security-guide.pdf"] and one.note is None


def test_a_model_asked_what_a_page_says_reads_that_page_and_is_verified(
    conn: psycopg.Connection, embedder: Embedder, guide: uuid.UUID
) -> None:
    with fake_openai() as server:
        server.queue(
            "/v1/chat/completions",
            reply(said("Laptops are encrypted.", (1, "encrypted with full-disk encryption"))),
        )
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = _answerer(conn, embedder, settings, OpenAIGenerator(settings)).ask(
            project_id=guide, owner_id="alice", question="Summarise page 2."
        )
    prompt_ = server.requests[0][1]["messages"][-1]["content"]
    assert "full-disk encryption" in prompt_ and "lock their screen" not in prompt_
    assert answer.answer == "Laptops are encrypted. [1]" and answer.grounded
    assert [(s.quote, s.page) for s in answer.sources] == [
        ("encrypted with full-disk encryption", 2)
    ]


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        ("Tell me about laptops.", "Laptops"),
        ("What does it say about suspicious emails?", "phishing mailbox"),
        ("Please explain what happens to suspicious emails.", "phishing mailbox"),
    ],
)
def test_a_request_is_answered_on_its_topic_not_on_the_words_that_frame_it(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    guide: uuid.UUID,
    request_: str,
    said: str,
) -> None:
    answer = _answerer(conn, embedder, settings).ask(
        project_id=guide, owner_id="alice", question=request_
    )
    assert said in answer.answer and answer.grounded


def test_what_happens_is_the_form_of_a_question_not_a_topic_the_documents_lack(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """A handbook that never says "happens" still answers "What happens ...?", and a refusal
    does not send the reader to reword "happens"."""
    project = make_project(conn, owner="alice")
    sick_leave = (
        "## Sick leave\n\nReport sickness to your manager before 10:00 on the first day. From "
        "the fourth day of absence a doctor's certificate is required."
    )
    add_document(conn, project, "handbook.md", [HANDBOOK_SECTIONS[0], sick_leave], embedder)
    answer, _ = _recorded(conn, embedder, settings, project, "What happens on the first day?")
    assert "Report sickness to your manager" in answer.answer and answer.grounded
    refused, _ = _recorded(conn, embedder, settings, project, "What happens to my pension?")
    assert refused.answer == IDK
    assert refused.note == prompt.NEVER_SAID.format(words='"pension"')


def test_a_question_that_shares_no_word_with_the_documents_is_told_so_not_listed_back(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """A question in another language has many words the documents lack, its function words
    among them: the note says that none stands there; a question with a few unknown words
    and none known still has them named."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "handbook.md", HANDBOOK_SECTIONS, embedder)
    for question in ("¿Cuántos días de vacaciones tengo?", "Wie viele Urlaubstage bekomme ich?"):
        refused, _ = _recorded(conn, embedder, settings, project, question)
        assert refused.answer == IDK
        assert refused.note == prompt.NO_WORD_SAID
    refused, _ = _recorded(conn, embedder, settings, project, "Is there a gym membership?")
    assert refused.note == prompt.NEVER_SAID.format(words='"gym" or "membership"')


def test_a_pronoun_such_as_anyone_is_no_topic_the_documents_lack(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    """The text index drops "I" and "they" but keeps "anyone": the guide never says it."""
    question = "Is anyone told about suspicious emails?"
    answer, _ = _recorded(conn, embedder, settings, guide, question)
    assert "phishing mailbox" in answer.answer and answer.grounded


def test_a_request_about_a_section_is_answered_with_its_opening_a_question_with_its_fact(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    opening = (
        "Every full-time employee receives twenty-five days of paid annual leave per calendar "
        "year. Part-time employees receive leave in proportion to their contracted hours. Up "
        "to five unused days may be carried over into the next year. [1]"
    )
    for request_ in (
        "Tell me about annual leave.",
        "What does the handbook say about annual leave?",
    ):
        answer, _ = _recorded(conn, embedder, settings, project, request_)
        assert answer.answer == opening
        assert [s.quote.split() for s in answer.sources if s.cited] == [opening[:-4].split()]
    fact, _ = _recorded(conn, embedder, settings, project, "When do unused days expire?")
    assert fact.answer == "Unused days expire on 31 March. [1]"


def test_a_row_naming_another_kind_of_what_is_asked_about_is_no_answer(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """A row names its item exactly: the guided forest walk is not the guided lake walk, however
    close the embedder puts them (the question comes no closer to the row without "forest"),
    and the note says what the table has (before: that the documents never say "forest"; in
    bench/office7.py's project the lake walk's row was the answer)."""
    from bench import office7

    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "activities.md")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=office7.ACTIVITIES.encode())
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    forest, generator = _recorded(
        conn, embedder, settings, project, "When is the guided forest walk?"
    )
    assert (forest.answer, generator.calls) == (IDK, [])
    assert forest.note == prompt.OTHER_KIND.format(named="lake walk", asked="forest walk")
    lake, _ = _recorded(conn, embedder, settings, project, "When is the guided lake walk?")
    assert "09:30" in lake.answer


def test_rows_of_one_table_in_two_chunks_join_as_rows_of_one_table(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """Asked of the caravan pitch in both seasons, every row says both seasons' words: the
    other pitches' rows stand in other chunks of the sheet, and joined the answer as if from
    another document (before: all four rows)."""
    from bench import office7

    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "prices.xlsx")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=files.xlsx({"Prices": office7.PRICES}))
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    question = "How much is a caravan pitch in low season? And in high season?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert "Caravan pitch" in answer.answer
    assert not any(other in answer.answer for other in ("Tent", "Cabin", "Extra"))


HELPDESK = {
    "Contacting the helpdesk": [
        "The helpdesk answers calls on extension 4444 from 07:30 to 18:30 on weekdays.",
        "Please have these ready when you call:",
        "- your employee number",
        "- the name of your laptop, printed on its base",
        "- a screenshot of any error message",
    ],
}
VPN = {
    "Setting up the VPN": [
        "1. Install GlobalProtect from the Company Portal app.",
        "2. Enter vpn.northwind.example as the portal address.",
        "3. Sign in with your usual account and approve the prompt on your phone.",
    ],
}


def test_a_list_is_quoted_with_its_items_and_a_procedure_with_all_its_steps(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """The sentence that introduces a list ends in a colon: the answer goes on with the items,
    set off by semicolons (before, it ended at the colon). Two steps of a procedure chosen
    bring the third, which is less like the question (before, step 1 was left out)."""
    project = make_project(conn, owner="alice")
    for name, body in (
        ("helpdesk.odt", files.odt(HELPDESK)),
        ("vpn-setup.docx", files.docx(VPN, title="VPN set-up")),
    ):
        key = document_key(project, uuid.uuid4(), name)
        s3.put_object(Bucket=settings.bucket_name, Key=key, Body=body)
        Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    ready, _ = _recorded(
        conn, embedder, settings, project, "What should I have ready when I call the helpdesk?"
    )
    assert "Please have these ready when you call: your employee number; the name of your " in (
        ready.answer
    )
    assert "base; a screenshot of any error message" in ready.answer
    vpn, _ = _recorded(conn, embedder, settings, project, "How do I set up the VPN?")
    steps = [line for line in VPN["Setting up the VPN"]]
    assert all(step in vpn.answer for step in steps)
    assert vpn.answer.index(steps[0]) < vpn.answer.index(steps[1]) < vpn.answer.index(steps[2])


FAQ = """<html><body><h1>Questions and answers</h1>
<h3>Can I arrive late?</h3>
<p>Reception closes at 21:00. If you arrive later, call us and we will leave your key in the
safe by the gate.</p>
<h3>Is there a shop?</h3>
<p>Our shop sells bread, milk and camping gas and is open from 08:00 to 19:00.</p>
</body></html>"""


def test_a_question_under_a_heading_that_asks_one_is_answered_with_the_passage_under_it(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """A page of questions and answers: the answer under its question is written whole (its
    second sentence is what a late guest needs), and asked the heading's own question, the
    answer is the passage, never the heading (before, "Is there a shop? [1]")."""
    project = make_project(conn, owner="alice")
    key = document_key(project, uuid.uuid4(), "faq.html")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=FAQ.encode())
    Ingestor(conn, ObjectStore(settings, s3), embedder, settings).object_created(key)
    late, _ = _recorded(conn, embedder, settings, project, "When does reception close?")
    assert late.answer == (
        "Reception closes at 21:00. If you arrive later, call us and we will leave your key in "
        "the safe by the gate. [1]"
    )
    shop, _ = _recorded(conn, embedder, settings, project, "Is there a shop?")
    assert shop.answer == (
        "Our shop sells bread, milk and camping gas and is open from 08:00 to 19:00. [1]"
    )


def test_a_question_about_the_opposite_of_what_the_documents_say_is_told_what_they_say(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "unpaid leave" beside "paid annual leave": to the embedder the sentence speaks to
    "unpaid", but it says the opposite; no generator is called."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    answer, generator = _recorded(
        conn, embedder, settings, project, "How many days of unpaid leave can I take?"
    )
    assert (answer.answer, answer.sources, generator.calls) == (IDK, [], [])
    assert answer.note == prompt.OTHER_KIND.format(named="paid annual leave", asked="unpaid leave")
    paid, _ = _recorded(conn, embedder, settings, project, "How many days of paid leave do I get?")
    assert "twenty-five days" in paid.answer


def test_a_question_naming_its_document_by_its_file_name_is_answered(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, guide: uuid.UUID
) -> None:
    """ "guide" stands in the file name (security-guide.pdf), not in the guide's text."""
    answer = _answerer(conn, embedder, settings).ask(
        project_id=guide, owner_id="alice", question="What does the guide say about laptops?"
    )
    assert "Laptops" in answer.answer and answer.grounded


def test_sessions_are_per_owner_and_expire(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    answerer = _answerer(conn, embedder, settings)
    first = answerer.ask(project_id=project, owner_id="alice", question="annual leave")
    stolen = answerer.ask(
        project_id=project, owner_id="mallory", question="annual leave", session_id=first.session_id
    )
    assert stolen.session_id != first.session_id
    conn.execute("UPDATE chat_sessions SET last_active_at = now() - interval '31 minutes'")
    expired = answerer.ask(
        project_id=project, owner_id="alice", question="annual leave", session_id=first.session_id
    )
    assert expired.session_id != first.session_id


def test_augmented_mode_falls_back_to_general_knowledge_flagged_ungrounded(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    with fake_openai() as server:
        server.chat_answer = "Ulaanbaatar."
        llm = OpenAIGenerator(
            Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        )
        answerer = _answerer(conn, embedder, settings, llm)
        answer = answerer.ask(
            project_id=project,
            owner_id="alice",
            mode="augmented",
            question="What is the capital of Mongolia?",
        )
        strict = answerer.ask(
            project_id=project, owner_id="alice", question="What is the capital of Mongolia?"
        )
    assert (answer.answer, answer.grounded, answer.disclaimer, answer.pathway) == (
        "Ulaanbaatar.",
        False,
        DISCLAIMER,
        "general",
    )
    assert strict.answer == IDK and len(server.requests) == 1  # strict never asked the model
    assert strict.pathway == "none"


def test_augmented_mode_answers_a_kind_the_documents_have_nowhere_from_general_knowledge(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    """As below the relevance gate: the model's general knowledge, disclaimed, and the note
    naming the kind of leave the documents do speak of."""
    with fake_openai() as server:
        server.chat_answer = "It varies by country."
        llm = OpenAIGenerator(
            Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        )
        answer = _answerer(conn, embedder, settings, llm).ask(
            project_id=project,
            owner_id="alice",
            mode="augmented",
            question="How many weeks of parental leave do I get?",
        )
    assert (answer.answer, answer.pathway, answer.disclaimer) == (
        "It varies by country.",
        "general",
        DISCLAIMER,
    )
    assert answer.note == prompt.OTHER_KIND.format(named="Annual leave", asked="parental leave")


def test_extractive_augmented_mode_still_does_not_know(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    answer, _ = _recorded(
        conn, embedder, settings, project, "What is the capital of Mongolia?", mode="augmented"
    )
    assert answer.answer == IDK and answer.grounded and answer.pathway == "none"


def test_turn_history_is_bounded(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    from datetime import timedelta

    from ragkit.db import conversations

    session, _ = conversations.open_session(
        conn, project_id=project, owner_id="alice", session_id=None, ttl=timedelta(minutes=30)
    )
    for i in range(conversations.HISTORY_TURNS):
        conversations.record_exchange(
            conn, session, question=f"q{i}", answer=f"a{i}", sources=[], pathway="none"
        )
    _, history = conversations.open_session(
        conn, project_id=project, owner_id="alice", session_id=session, ttl=timedelta(minutes=30)
    )
    last = f"a{conversations.HISTORY_TURNS - 1}"
    assert history[-1] == Turn("assistant", last) and len(history) == conversations.HISTORY_TURNS


def test_an_answers_cited_quotes_are_read_back_with_its_turn(
    conn: psycopg.Connection, project: uuid.UUID
) -> None:
    """Each cited source's quote and its further quotes, by chunk and offsets; not an uncited
    source's likeliest sentence, nor a quote stored without offsets."""
    from datetime import timedelta

    from ragkit.db import conversations
    from ragkit.models.conversation import Quoted

    def source(chunk_id: int, cited: bool, **more: object) -> dict[str, object]:
        place = {"quote": "Annual le", "quoteStart": 0, "quoteEnd": 9}
        return {"chunkId": chunk_id, **place, "cited": cited, **more}

    session, _ = conversations.open_session(
        conn, project_id=project, owner_id="alice", session_id=None, ttl=timedelta(minutes=30)
    )
    sources = [
        source(
            1, True, moreQuotes=[{"quote": "twenty-five days of", "quoteStart": 40, "quoteEnd": 60}]
        ),
        source(2, False),
        {"chunkId": 3, "quote": "stored before offsets", "cited": True},
    ]
    conversations.record_exchange(
        conn, session, question="q", answer="a [1]", sources=sources, pathway="documents"
    )
    _, (question, answer) = conversations.open_session(
        conn, project_id=project, owner_id="alice", session_id=session, ttl=timedelta(minutes=30)
    )
    assert question.quoted == ()
    assert answer.quoted == (Quoted(1, 0, 9, "Annual le"), Quoted(1, 40, 60, "twenty-five days of"))


@pytest.mark.parametrize(
    "question",
    [
        "leave",
        "annual leave",
        "the of and to is",
        "?",
        "Wie viele Urlaubstage gibt es?",
        "年假有多少天？",
        "What does http://example.com/a:b?x=1&y=2 say about leave?",
        "c++ & a|b !c (d) <e> 'f' O'Reilly's :* leave",
        "x" * 1500,
        " ".join(["reimbursed"] * 150),
    ],
)
def test_odd_questions_get_an_answer_with_a_real_quote_or_i_dont_know(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, question: str
) -> None:
    project = make_project(conn, owner="alice")
    add_document(
        conn,
        project,
        "odd.csv",
        [
            "route: N1\nfrequency: every 30 minutes\nlast departure: 04:45",  # no punctuation
            "leave " * 400,  # one endless sentence
            "- annual leave\n- sick leave\n- travel",  # a bullet list
        ],
        embedder,
    )
    answer = _answerer(conn, embedder, settings).ask(
        project_id=project, owner_id="alice", question=question
    )
    assert answer.answer
    for source in answer.sources:
        assert source.quote.strip()
        assert source.text[source.quote_start : source.quote_end] == source.quote
        assert 0 <= source.relevance <= 1


def test_each_answer_names_its_pathway(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, project: uuid.UUID
) -> None:
    answerer = _answerer(conn, embedder, settings)
    found = answerer.ask(project_id=project, owner_id="alice", question="How much annual leave?")
    unknown = answerer.ask(
        project_id=project, owner_id="alice", question="What is the capital of Mongolia?"
    )
    degraded = answerer.ask(
        project_id=project, owner_id="alice", question="How much annual leave?", mode="augmented"
    )
    assert (found.pathway, found.note) == ("documents", None)
    assert unknown.pathway == "none"
    # offline, augmented mode cannot add general knowledge: the documents alone, and it says so
    assert (degraded.pathway, degraded.note) == ("documents", NO_GENERAL_KNOWLEDGE)
    assert degraded.answer == found.answer


def test_augmented_mode_with_sources_adds_general_knowledge_marked_unsupported(
    conn: psycopg.Connection, embedder: Embedder, project: uuid.UUID
) -> None:
    quote = "Annual leave is twenty-five working days per calendar year."
    general = "Many countries set a legal minimum of twenty days."
    with fake_openai() as server:
        server.queue(
            "/v1/chat/completions",
            reply(
                said("Annual leave is twenty-five working days a year.", (1, quote)), said(general)
            ),
        )
        settings = Settings(
            openai_base_url=server.url,
            openai_api_key=SecretStr("sk-test"),
            refuse_unsupported_answers=True,  # refuses in strict mode only
        )
        answer = _answerer(conn, embedder, settings, OpenAIGenerator(settings)).ask(
            project_id=project,
            owner_id="alice",
            question="How much annual leave?",
            mode="augmented",
        )
        system = server.requests[-1][1]["messages"][0]["content"]
    assert "general knowledge" in system and "Cite every sentence" in system
    assert (answer.pathway, answer.grounded, answer.unsupported) == (
        "documents+general",
        False,
        [general],
    )
    assert [s.quote for s in answer.sources if s.cited] == [quote.rstrip(".")]


def test_a_question_asking_two_things_gets_both_answers_each_cited(ask: Asked) -> None:
    answer, generator = ask(
        "How many days of annual leave do I get and when are travel expenses reimbursed?"
    )
    assert [question for question, _ in generator.calls] == [
        "How many days of annual leave do I get",
        "when are travel expenses reimbursed?",
    ]
    assert "twenty-five working days" in answer.answer and "within thirty days" in answer.answer
    assert answer.unanswered == [] and answer.grounded
    assert [s.n for s in answer.sources] == list(range(1, answer.source_count + 1))
    quotes = " ".join(s.quote for s in answer.sources if s.cited and f"[{s.n}]" in answer.answer)
    assert "twenty-five working days" in quotes and "within thirty days" in quotes


def test_a_chunk_that_two_parts_of_a_question_read_is_listed_once(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    project = make_project(conn, owner="alice")
    portal = "Annual leave requests and travel expense claims are both filed in the staff portal."
    add_document(conn, project, "handbook.pdf", [*HANDBOOK, portal], embedder, pages=[1, 2, 3, 4])
    answer = _answerer(conn, embedder, settings).ask(
        project_id=project,
        owner_id="alice",
        question="How many days of annual leave do I get and when are travel expenses reimbursed?",
    )
    assert "twenty-five working days" in answer.answer and "within thirty days" in answer.answer
    # both parts read the portal page and neither cites it: it is listed once, not twice
    assert [s.quote for s in answer.sources].count(portal) == 1
    assert len({s.chunk_id for s in answer.sources}) == len(answer.sources)
    assert [s.n for s in answer.sources] == list(range(1, answer.source_count + 1))
    by_number = {s.n: s for s in answer.sources}
    for sentence, n in re.findall(r"([^.]+\.) \[(\d+)\]", answer.answer):
        assert by_number[int(n)].cited and by_number[int(n)].quote == sentence.strip()


def test_a_part_the_documents_do_not_answer_is_named_not_dropped(ask: Asked) -> None:
    answer, generator = ask(
        "How many days of annual leave do I get? What is the capital of Mongolia?"
    )
    assert answer.unanswered == ["What is the capital of Mongolia?"]
    assert answer.answer.startswith("Annual leave is twenty-five working days")
    assert answer.answer.endswith(f"{NOT_IN_DOCUMENTS} What is the capital of Mongolia?")
    assert len(generator.calls) == 1 and answer.grounded and answer.pathway == "documents"
    assert all(s.document_id == answer.sources[0].document_id for s in answer.sources)


def test_a_part_that_finds_the_earlier_parts_sentence_again_is_searched_on_its_own(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "How long must passwords be?" has one content word, so it is searched with the first
    part's words too, and finds the laptop sentence again: that sentence does not say
    "passwords", so the part is searched alone (it was dropped as answered)."""
    project = make_project(conn, owner="alice")
    guide = [
        "Passwords must have at least fourteen characters and must never be reused.",
        "Laptops are encrypted with full-disk encryption.",
    ]
    add_document(conn, project, "security-guide.pdf", guide, embedder, pages=[1, 2])
    question = "How are laptops encrypted? How long must passwords be?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    assert "full-disk encryption" in answer.answer and "fourteen characters" in answer.answer
    assert not answer.unanswered


def test_a_part_asking_the_same_of_another_topic_is_answered_on_that_topic(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "... and what about sick leave?" is the first question asked of sick leave, which the
    handbook gives no days for; "And meals?" is about meals, not the hotels asked before."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    travel = [
        "Hotels are reimbursed up to 150 euros per night in capital cities.",
        "Meals during business travel are covered up to 45 euros per day.",
    ]
    add_document(conn, project, "travel-policy.txt", travel, embedder)
    question = "How many days of annual leave do I get, and what about sick leave?"
    leave, _ = _recorded(conn, embedder, settings, project, question)
    assert "twenty-five days" in leave.answer
    assert leave.unanswered == ["How many days of sick leave do I get?"]
    question = "How much is the hotel allowance in capital cities? And meals?"
    meals, _ = _recorded(conn, embedder, settings, project, question)
    assert "150 euros" in meals.answer and "45 euros" in meals.answer and not meals.unanswered


def test_a_chain_of_follow_ups_keeps_the_conversation_s_topic(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """Each follow-up is read as a question of its own, and the next one leans on that reading:
    "and who do I tell?" after "and sick leave?" is about sick leave, not "and sick leave?"
    alone."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    answerer = _answerer(conn, embedder, settings)
    session = None
    readings = []
    for question in (
        "How many days of annual leave do I get?",
        "and sick leave?",
        "and who do I tell?",
    ):
        answer = answerer.ask(
            project_id=project, owner_id="alice", question=question, session_id=session
        )
        session = answer.session_id
        readings.append(answer.read_as)
    sick_leave = "How many days of sick leave do I get?"
    assert readings == [None, sick_leave, f"{sick_leave} and who do I tell?"]


def test_tell_me_more_says_what_the_conversation_has_not_said_yet(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """Each "tell me more" is searched as the question before it, and answered without the
    sentences the conversation's answers quoted, until the documents have nothing more (before,
    it gave the same answer again)."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    answerer = _answerer(conn, embedder, settings)
    first = answerer.ask(
        project_id=project, owner_id="alice", question="How many days of annual leave do I get?"
    )
    assert "twenty-five days" in first.answer
    answers: list[Answer] = []
    while not answers or (answers[-1].answer != IDK and len(answers) < 6):
        more = answerer.ask(
            project_id=project,
            owner_id="alice",
            question="tell me more",
            session_id=first.session_id,
        )
        assert more.read_as == "How many days of annual leave do I get?"
        answers.append(more)
    assert "carried over" in answers[0].answer and "twenty-five days" not in answers[0].answer
    assert answers[-1].answer == IDK and answers[-1].note == NOTHING_MORE
    # the section's other three sentences, each once: no answer quotes again what one before it
    # said, not even between two new sentences
    said = [sentence for a in answers[:-1] for sentence in re.split(r"(?<=\.) ", a.answer)]
    said = [re.sub(r" ?\[\d+\]$", "", sentence) for sentence in said if sentence != "[1]"]
    assert len(said) == len(set(said)) == 3
    assert not any("twenty-five days" in sentence for sentence in said)


TRAVEL_POLICY = (
    "Travel and expenses policy\n\n"
    "Book trains for journeys under six hours; flights need approval from a director.\n"
    "Hotels are reimbursed up to 150 euros per night in capital cities and 110 euros "
    "elsewhere.\n\n"
    "Expense claims must be submitted within thirty days of the trip, with receipts "
    "attached.\nClaims are reimbursed with the next monthly salary payment.\n\n"
    "Meals during business travel are covered up to 45 euros per day."
)


def test_a_request_for_what_a_document_says_is_answered_with_its_opening(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "Summarise the travel policy." is the policy's opening passage, after its title (before,
    the sentences likeliest to hold one fact, from its middle)."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "travel-policy.txt", [TRAVEL_POLICY], embedder)
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    answer, _ = _recorded(conn, embedder, settings, project, "Summarise the travel policy.")
    assert answer.answer.startswith("Book trains for journeys under six hours")
    assert "Hotels are reimbursed" in answer.answer and "Meals" not in answer.answer
    (cited,) = [s for s in answer.sources if s.cited]
    assert cited.filename == "travel-policy.txt" and answer.pathway == "documents"


def test_a_question_about_a_topic_in_a_named_document_is_answered_from_that_document(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "What does the handbook say about equipment?" of a handbook that never mentions equipment
    is "I don't know." with a note saying where equipment does stand (before, the note was
    empty: the project has the word), and the handbook alone answers what it does say."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", HANDBOOK_SECTIONS, embedder)
    add_document(conn, project, "office-equipment.csv", [EQUIPMENT], embedder)
    asked = "What does the handbook say about equipment?"
    answer, generator = _recorded(conn, embedder, settings, project, asked)
    assert answer.answer == IDK and generator.calls == []
    assert answer.note == (
        'employee-handbook.md never says "equipment". "equipment" stands in office-equipment.csv.'
    )
    asked = "What does the handbook say about sick leave?"
    answer, _ = _recorded(conn, embedder, settings, project, asked)
    assert "Report sickness" in answer.answer
    assert {s.filename for s in answer.sources} == {"employee-handbook.md"}


def test_a_part_leaning_on_an_unanswered_one_is_answered_on_its_own_topic(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """ "And for hotels?" is searched with the first part's words, which find the meals
    sentence: it says nothing of hotels, so the part is searched alone (before, the hotels part
    was answered with the meals, and the meals part named unanswered)."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "travel-policy.txt", [TRAVEL_POLICY], embedder)
    home = ["The company pays a home-office allowance of 40 euros per month."]
    add_document(conn, project, "handbook.txt", home, embedder)
    question = "What is the meal allowance? And for hotels?"
    answer, _ = _recorded(conn, embedder, settings, project, question)
    meals, hotels = re.split(r"(?<=\]) ", answer.answer)
    assert "45 euros" in meals and "150 euros" in hotels and answer.unanswered == []


def test_tell_me_more_stays_in_the_section_the_conversation_is_in(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """The handbook is one chunk: once its annual-leave section is said, "tell me more" has
    nothing more (before, it went on with the sick-leave section below it)."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "employee-handbook.md", ["\n\n".join(HANDBOOK_SECTIONS)], embedder)
    answerer = _answerer(conn, embedder, settings)
    session = None
    answers: list[Answer] = []
    question = "How many days of annual leave do I get?"
    while not answers or (answers[-1].answer != IDK and len(answers) < 6):
        answer = answerer.ask(
            project_id=project, owner_id="alice", question=question, session_id=session
        )
        session, question = answer.session_id, "tell me more"
        answers.append(answer)
    assert "twenty-five days" in answers[0].answer
    assert all("Report sickness" not in a.answer for a in answers)
    assert answers[-1].answer == IDK and answers[-1].note == NOTHING_MORE


def test_no_sentence_is_said_twice_when_two_parts_find_it(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    """The first part's answer already says how quickly managers answer; the second part, which
    finds the same sentences, adds nothing (before, the managers' sentence came twice)."""
    project = make_project(conn, owner="alice")
    pages = [
        "Requests for annual leave must be submitted through the staff portal at least two weeks "
        "in advance. Managers answer a request within five working days.",
        "Sick pay is paid at full salary for up to six weeks in any twelve-month period.",
    ]
    add_document(conn, project, "handbook.pdf", pages, embedder, pages=[1, 2])
    answer = _answerer(conn, embedder, settings).ask(
        project_id=project,
        owner_id="alice",
        question="How far in advance must leave be requested and how quickly do managers answer?",
    )
    said = [s.strip(" .") for s in CITATION.sub("", answer.answer).split(". ")]
    assert "two weeks in advance" in answer.answer and "five working days" in answer.answer
    assert len(said) == len(set(said)), answer.answer
    assert answer.unanswered == []


def test_a_request_and_a_question_after_it_are_answered_each_or_named(ask: Asked) -> None:
    answer, _ = ask("Tell me about the on-call engineer. Who painted the Mona Lisa?")
    assert "acknowledge a page within fifteen minutes" in answer.answer
    assert answer.unanswered == ["Who painted the Mona Lisa?"]


def test_a_question_whose_parts_none_of_the_documents_answer_is_not_known(ask: Asked) -> None:
    answer, generator = ask("What is the capital of Mongolia and who won the 1998 world cup?")
    assert (answer.answer, answer.sources, answer.unanswered) == (IDK, [], [])
    assert generator.calls == []


def test_each_part_a_model_answers_is_verified_against_its_own_sources_only(
    conn: psycopg.Connection, embedder: Embedder, project: uuid.UUID
) -> None:
    """Parts are numbered in blocks: the second part's model call sees sources from after the
    first's, so a citation of [1] in its reply names no source it was given and is dropped."""
    leave = "Annual leave is twenty-five working days per calendar year."
    travel = "Travel expenses are reimbursed within thirty days when receipts are attached."
    with fake_openai() as server:
        server.queue(
            "/v1/chat/completions",
            reply(said("Annual leave is twenty-five working days.", (1, leave))),
            reply(said("Travel expenses are reimbursed within thirty days.", (1, travel))),
        )
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = _answerer(conn, embedder, settings, OpenAIGenerator(settings)).ask(
            project_id=project,
            owner_id="alice",
            question="How many days of annual leave do I get and when are travel expenses "
            "reimbursed?",
        )
    prompts = [payload["messages"][-1]["content"] for _, payload in server.requests]
    assert len(prompts) == 2 and '<source id="1"' in prompts[0]
    assert '<source id="1"' not in prompts[1]
    assert answer.unsupported == ["Travel expenses are reimbursed within thirty days."]
    assert not answer.grounded
    assert [s.n for s in answer.sources if s.cited] == [1]


NIGHT_BUSES = [
    f"route: {route}\nfrom: {start}\nto: {to}\nfrequency: every {minutes} minutes\n"
    f"first departure: {first}\nlast departure: {last}"
    for route, start, to, minutes, first, last in [
        ("N1", "Central Station", "Airport", 30, "00:15", "04:45"),
        ("N2", "Central Station", "Harbour", 60, "00:30", "04:30"),
        ("N5", "University", "Westpark", 20, "23:50", "05:10"),
    ]
]


def test_parts_that_find_no_answer_alone_are_asked_together(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    ask: Asked,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A timetable row answers both parts, but neither part alone finds it as surely as the whole
    question: with the answerability threshold between the two, the question is answered as one,
    as it was before questions had parts."""
    add_document(conn, project, "night-buses.csv", NIGHT_BUSES, embedder)
    question = "How often does the N5 run and what is its last departure?"
    answerer = _answerer(conn, embedder, settings)
    each = [answerer.evidence(project, part.searched) for part in parts(question)]
    whole = answerer.evidence(project, question)
    assert whole is not None and len(each) == 2
    best_part = max((found[1].answerable for found in each if found is not None), default=0.0)
    assert whole[1].answerable > best_part
    fitted = calibration(settings.resolved_embedding_model)
    threshold = (best_part + whole[1].answerable) / 2
    between = dataclasses.replace(
        fitted, question=dataclasses.replace(fitted.question, threshold=threshold)
    )
    monkeypatch.setattr("ragkit.answer.service.calibration", lambda _model: between)
    answer, generator = ask(question)
    assert [q for q, _ in generator.calls] == [question]
    assert answer.unanswered == [] and "every 20 minutes" in answer.answer


coffee = _bench_set("coffee", "office9", "support pages of a coffee machine maker")


def test_a_sentence_a_pages_end_cuts_is_answered_whole_and_quoted_on_both_pages(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, coffee: uuid.UUID
) -> None:
    """ "The first coffee may taste" ends the manual's page 1 and its sentence goes on on page
    2: the answer says it whole, cited once, each part quoted on its own page (the part on
    page 1 had been taken for a heading and the question refused)."""
    question = "Why does my first coffee taste bitter?"
    answer, _ = _recorded(conn, embedder, settings, coffee, question)
    assert answer.answer == (
        "The first coffee may taste slightly bitter while the new grinder settles. [1]"
    )
    [source] = [s for s in answer.sources if s.cited]
    places = [(source.quote, source.page), *((q.quote, q.page) for q in source.more_quotes)]
    assert places == [
        ("The first coffee may taste", 1),
        ("slightly bitter while the new grinder settles.", 2),
    ]


def test_an_error_code_is_answered_by_its_own_item_whole(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, coffee: uuid.UUID
) -> None:
    """The E4 item's label and what to do, not the E5 item after it."""
    answer, _ = _recorded(conn, embedder, settings, coffee, "What does error E4 mean?")
    assert answer.answer == "- E4 - Overheating. Switch off and wait 30 minutes. [1]"


def test_a_price_or_a_model_the_documents_do_not_have_is_not_answered(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, coffee: uuid.UUID
) -> None:
    """How often a filter is replaced is no price of one; "Brewmaster", which every model's row
    says, names none of them, so the Mini, which the project has nowhere, is no row of the
    table (every row had answered)."""
    for question in (
        "How much does a replacement water filter cost?",
        "How big is the water tank of the Brewmaster Mini?",
    ):
        answer, generator = _recorded(conn, embedder, settings, coffee, question)
        assert answer.answer == IDK and not generator.calls
    answer, _ = _recorded(conn, embedder, settings, coffee, "What is the price of the Compact?")
    assert answer.answer.startswith("Model: Brewmaster Compact") and "£249" in answer.answer


def test_a_follow_up_asking_of_its_thing_keeps_the_row_asked_about(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, coffee: uuid.UUID
) -> None:
    """ "And its address?" asks the address of the Bristol centre, not of every centre."""
    first = "What is the phone number of the Bristol service centre?"
    _, follow = _followed(conn, embedder, settings, coffee, first, "And its address?")
    assert "4 Harbourside Way" in follow.answer
    assert "Manchester" not in follow.answer and "Glasgow" not in follow.answer


def test_a_superlative_is_answered_by_the_row_with_the_greatest_or_least_figure(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, coffee: uuid.UUID
) -> None:
    """ "the cheapest model" is the row with the lowest price, "the largest water tank" the one
    with the most litres, and that row alone (both had been refused: the documents never say
    "cheapest"); a superlative over no table is read as asked."""
    for question, model in (
        ("How much is the cheapest model?", "Compact"),
        ("Which model has the largest water tank?", "Barista Pro"),
        ("What is the most expensive model?", "Barista Pro"),
    ):
        answer, _ = _recorded(conn, embedder, settings, coffee, question)
        assert answer.answer.startswith(f"Model: Brewmaster {model} ")
        assert answer.answer.count("Model:") == 1
    answer, _ = _recorded(conn, embedder, settings, coffee, "What is the longest warranty?")
    assert answer.answer == IDK


dental = _bench_set("dental", "office10", "patient information of a dental practice")


def test_a_follow_up_read_with_the_question_before_answers_only_what_it_adds(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, dental: uuid.UUID
) -> None:
    """The opening times: "Is it open at weekends?" after "What are the opening times?" is read
    with it, and answered with the weekend sentence alone (it repeated every opening time)."""
    times = "What are the opening times?"
    first, follow = _followed(conn, embedder, settings, dental, times, "Is it open at weekends?")
    assert "Friday: 08:00 to 14:00." in first.answer
    assert follow.read_as == "What are the opening times? Is it open at weekends?"
    assert follow.answer == "We are closed at weekends. [1]"


def test_a_row_named_by_the_question_is_not_joined_by_a_row_named_otherwise(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, dental: uuid.UUID
) -> None:
    """ "Dr Hart" names her row: Dr Osei's, which says "Friday", does not join it (it did);
    a question naming two dentists is answered with both rows."""
    answer, _ = _recorded(conn, embedder, settings, dental, "When does Dr Hart work on Fridays?")
    assert "Dr Amelia Hart" in answer.answer and "Osei" not in answer.answer
    both = "Which days do Dr Hart and Dr Vogel work?"
    answer, _ = _recorded(conn, embedder, settings, dental, both)
    assert "Dr Amelia Hart" in answer.answer and "Dr Lena Vogel" in answer.answer


def test_a_follow_up_no_part_of_which_is_answered_alone_is_answered_with_the_one_before(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> None:
    """bench.office11's bulky waste: "How do I book one?" after its price is read with it; alone
    it finds nothing, and with the question before it the booking sentence (it was "I don't
    know." once the earlier question's part was left out)."""
    from bench import office11

    project = _project_of(conn, s3, embedder, settings, office11.documents())
    first = "How much does a bulky waste collection cost?"
    _, follow = _followed(conn, embedder, settings, project, first, "How do I book one?")
    assert "Book online at least five working days ahead." in follow.answer


sports_club = _bench_set("sports_club", "office13", "documents of a sports club")


def test_a_follow_up_whose_pronoun_stands_for_the_question_before_is_answered_with_its_topic(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, sports_club: uuid.UUID
) -> None:
    """ "Who teaches it?" after the Tuesday spin class: that row, whose words ("Instructor")
    are not the follow-up's; alone it found every instructor's row, and that answer stood."""
    first = "When is the spin class on Tuesday?"
    _, follow = _followed(conn, embedder, settings, sports_club, first, "Who teaches it?")
    assert "Tom Reyes" in follow.answer
    assert not any(name in follow.answer for name in ("Lena Berg", "Priya Shah", "Kowalski"))


def test_a_follow_up_asking_of_another_column_is_answered_with_the_row_before(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, sports_club: uuid.UUID
) -> None:
    """ "And the joining fee?" after the standard membership's price is the Standard row's
    (it answered with every membership's row)."""
    first = "How much is the standard membership?"
    _, follow = _followed(conn, embedder, settings, sports_club, first, "And the joining fee?")
    assert follow.read_as == "And the joining fee of Standard?"
    assert follow.answer.startswith("Membership: Standard |")
    assert follow.answer.count("Membership:") == 1


def test_a_row_of_another_day_of_the_week_is_no_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, sports_club: uuid.UUID
) -> None:
    """The timetable has spin on Monday and Tuesday: "When is the Friday spin class?" is "I
    don't know." with the day the closest row speaks of (it quoted both rows); asked of a
    day the opening hours name, the row of that day answers, not a sentence on Mondays."""
    answer, _ = _recorded(conn, embedder, settings, sports_club, "When is the Friday spin class?")
    assert answer.answer == IDK
    assert answer.note == 'The closest sentence speaks of "Monday", not of "Friday".'
    sunday = "When does the pool close on Sunday?"
    answer, _ = _recorded(conn, embedder, settings, sports_club, sunday)
    assert answer.answer.startswith("Days: Sunday |")
    assert "Monday" not in answer.answer


def test_the_sources_an_answer_cites_are_listed_first_in_the_order_it_cites_them(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, sports_club: uuid.UUID
) -> None:
    """ "How long is the pool?" is answered from the facilities, which the search found after
    the Sunday opening hours: the answer cited [2] and listed the uncited row first."""
    answer, _ = _recorded(conn, embedder, settings, sports_club, "How long is the pool?")
    assert answer.answer == "The pool is 25 metres long with six lanes. [1]"
    first, *others = answer.sources
    assert (
        first.n == 1 and first.cited and first.quote == "The pool is 25 metres long with six lanes."
    )
    assert [source.n for source in others] == list(range(2, len(answer.sources) + 1))
    assert not any(source.cited for source in others)


school = _bench_set("school", "office15", "information for parents of a primary school")


def test_a_follow_up_that_does_not_say_it_is_one_is_read_with_the_question_before(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, school: uuid.UUID
) -> None:
    """ "Which year groups can go?" after "Which day is art club?": alone "I don't know." (no
    document says "go"); read with the question before, the art club's row, which says "year
    groups". A new topic after it is not answered with the earlier one's."""
    first = "Which day is art club?"
    _, follow = _followed(conn, embedder, settings, school, first, "Which year groups can go?")
    assert follow.read_as == "Which day is art club? Which year groups can go?"
    assert follow.answer.startswith("Club: Art |") and follow.answer.count("Club:") == 1
    fair = "When does the summer fair take place?"
    _, other = _followed(conn, embedder, settings, school, first, fair)
    assert other.answer == IDK
    assert other.read_as is None


def test_a_refused_follow_up_read_with_the_question_before_is_told_of_its_own_words(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, school: uuid.UUID
) -> None:
    """ "Who teaches Year 4?" after "When does the summer fair take place?" is read with it and
    refused; its note is of the classes, not of the fair's words ("The documents never say
    "fair" or "place"." it was)."""
    fair = "When does the summer fair take place?"
    _, follow = _followed(conn, embedder, settings, school, fair, "Who teaches Year 4?")
    assert follow.answer == IDK
    assert follow.note == 'The closest sentence speaks of "year 6", not of "year 4".'
    _, other = _followed(conn, embedder, settings, school, fair, "Who teaches the zoo trip?")
    assert other.note == 'The documents never say "zoo" or "trip".'


def test_a_new_topic_after_a_question_is_not_answered_with_that_questions_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, school: uuid.UUID
) -> None:
    """After "Which day is art club?", a question with a word the project has nowhere is not
    read with it ("How much does the trip to the zoo cost?" was answered with art club's
    row, whose "Cost per session" says "cost"), nor is a follow-up answered with the two as
    one question when that answer quotes no word of the follow-up's own ("Is there a uniform
    for the children who go?" got art club's row too)."""
    first = "Which day is art club?"
    for new in (
        "How much does the trip to the zoo cost?",
        "Is there a uniform for the children who go?",
    ):
        _, follow = _followed(conn, embedder, settings, school, first, new)
        assert follow.answer == IDK, new


course = _bench_set("course", "office19", "handbook of a university course")


def test_a_row_without_the_time_asked_for_is_no_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, course: uuid.UUID
) -> None:
    """ "When is the Field Methods exam?" of a module list whose Field Methods row has no date,
    beside an exam timetable without that module, was answered with the module's row; a row
    with the date answers, and the module's row still answers what it gives."""
    answer, generator = _recorded(
        conn, embedder, settings, course, "When is the Field Methods exam?"
    )
    assert answer.answer == IDK and not generator.calls
    answer, _ = _recorded(conn, embedder, settings, course, "When is the Soil Science exam?")
    assert "12 January 2027" in answer.answer
    answer, _ = _recorded(conn, embedder, settings, course, "How many credits is Field Methods?")
    assert answer.answer.startswith("Module: Field Methods | Credits: 20")


shop = _bench_set("shop", "office20", "customer pages of an online clothing shop")


def test_a_row_named_as_written_is_answered_without_the_rows_not_named(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, shop: uuid.UUID
) -> None:
    """ "What is the EU size of an M?" of a size chart whose rows are XS, S, M, L and XL was
    answered with all five rows: a one-letter name is no word to compare. Two rows named are
    both answered."""
    answer, _ = _recorded(conn, embedder, settings, shop, "What is the EU size of an M?")
    assert answer.answer == "Size: M Chest (cm): 93-98 Waist (cm): 77-82 EU size: 38 [1]"
    answer, _ = _recorded(conn, embedder, settings, shop, "What is the EU size of an S and an L?")
    assert "Size: S " in answer.answer and "Size: L " in answer.answer
    assert "Size: M " not in answer.answer and "Size: XL" not in answer.answer


hotel = _bench_set("hotel", "office18", "guest information of a small hotel")


def test_what_the_asker_does_with_a_thing_is_no_word_the_answer_must_say(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, hotel: uuid.UUID
) -> None:
    """ "Can I bring my dog?" was refused (no document says "bring"); "Dogs are welcome" answers
    it. A cat, which no document names, is still refused, and the note names the cat alone."""
    answer, _ = _recorded(conn, embedder, settings, hotel, "Can I bring my dog?")
    assert answer.answer.startswith("Dogs are welcome in the ground floor rooms")
    answer, generator = _recorded(conn, embedder, settings, hotel, "Can I bring my cat?")
    assert answer.answer == IDK and not generator.calls
    assert answer.note == 'The documents never say "cat".'


museum = _bench_set("museum", "office21", "visitor information of a city museum")


def test_the_sentence_going_on_from_the_first_may_name_the_day_asked_of(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, museum: uuid.UUID
) -> None:
    """ "Is the museum open on Mondays?" was refused (the closest sentence says "Tuesday to
    Sunday"); the next, "It is closed on Mondays, ...", goes on from it and answers."""
    answer, _ = _recorded(conn, embedder, settings, museum, "Is the museum open on Mondays?")
    assert "It is closed on Mondays" in answer.answer


def test_a_row_named_by_every_word_of_its_name_is_the_row_asked_about(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, museum: uuid.UUID
) -> None:
    """ "How much is an adult ticket?" was answered with the Family ticket row, whose "ticket"
    and note "Two adults" said more of the question than the Adults row; and "a ticket for
    students" was joined by it. What the sheet is named ("Tickets") every row is."""
    answer, _ = _recorded(conn, embedder, settings, museum, "How much is an adult ticket?")
    assert answer.answer == "Visitor group: Adults Price: 14 euros [1]"
    # a row's "Free" says how much: the row without a sum's gate refused it
    free = "How much is a ticket for children under 6?"
    answer, _ = _recorded(conn, embedder, settings, museum, free)
    assert answer.answer == "Visitor group: Children under 6 Price: Free [1]"
    answer, _ = _recorded(conn, embedder, settings, museum, "How much is a ticket for students?")
    assert answer.answer.startswith("Visitor group: Students and seniors over 65 Price: 9 euros")
    assert "Family" not in answer.answer


def test_a_figure_the_question_gives_is_answered_by_the_row_whose_range_holds_it(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, museum: uuid.UUID
) -> None:
    """ "And for children of 10?" after the under-6 ticket was answered with the Family, the
    "Children 6 to 17" and the "Children under 6" rows; 10 is within 6 to 17 alone."""
    first = "How much is a ticket for children under 6?"
    _, follow = _followed(conn, embedder, settings, museum, first, "And for children of 10?")
    assert follow.answer == "Visitor group: Children 6 to 17 Price: 5 euros [1]"


def test_the_range_of_the_column_the_question_names_holds_its_figure(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, shop: uuid.UUID
) -> None:
    """A waist of 80 cm is the M row's (77-82), whatever another column's range holds."""
    answer, _ = _recorded(conn, embedder, settings, shop, "Which size has a waist of 80 cm?")
    assert answer.answer.startswith("Size: M Chest (cm): 93-98 Waist (cm): 77-82")
    assert answer.answer.count("Size:") == 1


def test_a_word_the_project_has_in_another_form_is_not_named_as_never_said(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, museum: uuid.UUID
) -> None:
    """The museum's documents say "children": "child" is a word they have, in its plural."""
    answer, _ = _recorded(conn, embedder, settings, museum, "Is there a playground for a child?")
    assert answer.answer == IDK
    assert answer.note == 'The documents never say "playground".'


def test_the_words_of_a_questions_form_are_not_named_as_never_said(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, hotel: uuid.UUID
) -> None:
    """ "time" of "What time ...?" and a closing "one" say what the question asks for, not
    what it asks about: a note that the documents never say them tells the reader nothing."""
    for question, words in (
        ("What time does the bar close?", '"bar" or "close"'),
        ("I lost my umbrella; can I borrow one?", '"lost", "umbrella" or "borrow"'),
    ):
        answer, _ = _recorded(conn, embedder, settings, hotel, question)
        assert answer.answer == IDK
        assert answer.note == f"The documents never say {words}."


vet = _bench_set("vet", "office23", "client information of a veterinary clinic")


def test_a_row_gives_how_often_and_which_one_of_the_kind_asked_for(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, vet: uuid.UUID
) -> None:
    """ "Every year" says how often (it was refused: no number); the row labelled "Vet" gives a
    vet (the exotic-pets answer was quoted); the distemper vaccine is a dog's, and a rabbit's
    is another: no row holds both."""
    answer, _ = _recorded(conn, embedder, settings, vet, "How often is the cat flu vaccine given?")
    assert answer.answer == "Vaccine: Cat flu | Animal: Cat | Given: Every year [1]"
    which = "Which vet should I see with my rabbit?"
    answer, _ = _recorded(conn, embedder, settings, vet, which)
    assert answer.answer.startswith("Vet: Dr Tom Hale")
    both = "How often does a rabbit need a distemper vaccine?"
    answer, generator = _recorded(conn, embedder, settings, vet, both)
    assert answer.answer == IDK and not generator.calls


ferry = _bench_set("ferry", "office24", "passenger information of a ferry company")


def test_the_row_of_another_way_is_no_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, ferry: uuid.UUID
) -> None:
    """The timetable has Portlow to Gannet Rock, not the way back."""
    there = "When is the first departure from Portlow to Gannet Rock?"
    answer, _ = _recorded(conn, embedder, settings, ferry, there)
    assert answer.answer.startswith("Route: Portlow to Gannet Rock First departure: 9:00")
    back = "When is the first departure from Gannet Rock to Portlow?"
    answer, generator = _recorded(conn, embedder, settings, ferry, back)
    assert answer.answer == IDK and not generator.calls
    # the way the question names its places in is the way asked of (both ways were quoted)
    leave = "When does the last ferry leave Portlow for Hale Island?"
    answer, _ = _recorded(conn, embedder, settings, ferry, leave)
    assert answer.answer.startswith("Route: Portlow to Hale Island First departure: 6:30")
    assert "Hale Island to Portlow" not in answer.answer


def _questions_of(vocabulary: str, longest: int) -> st.SearchStrategy[list[str]]:
    """Questions as lists of the vocabulary's words (space-separated), one to `longest` long."""
    return st.lists(st.sampled_from(vocabulary.split()), min_size=1, max_size=longest)


def _answered_with_citations_or_refused(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    project: uuid.UUID,
    words: list[str],
) -> None:
    """The words asked of the project as a question are answered with citations, or refused
    without asking the generator; never an exception."""
    answer, generator = _recorded(conn, embedder, settings, project, " ".join(words))
    assert answer.answer == IDK or (answer.sources and CITATION.search(answer.answer))
    assert answer.answer != IDK or not generator.calls


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    words=_questions_of(
        "When How Which is the first last from to for Portlow Hale Island Gannet Rock "
        "ferry fare Adult Bicycle Monday often many much a day ? , ' -",
        14,
    )
)
def test_questions_made_of_the_timetables_words_get_an_answer_or_i_dont_know(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    ferry: uuid.UUID,
    words: list[str],
) -> None:
    """The row gates (ways, values of two columns, a row's labels and days) read the question
    against the rows; any mix of the rows' names, places and question words is answered with
    citations or refused, never an exception."""
    _answered_with_citations_or_refused(conn, embedder, settings, ferry, words)


def test_a_pdfs_title_is_asked_of_as_all_of_it_and_rows_near_by_label_join_no_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, ferry: uuid.UUID
) -> None:
    """ "ferry" names the conditions' title, which heads every section (the note said the
    closest sentence stood under "Cancelled sailings", not under the title); the fares' rows,
    close to "ticket" by their label, no longer join the fee for changing one."""
    answer, _ = _recorded(conn, embedder, settings, ferry, "Is there internet on the ferry?")
    assert answer.answer == IDK and answer.note == 'The documents never say "internet".'
    change = "How much does it cost to change a ticket?"
    answer, _ = _recorded(conn, embedder, settings, ferry, change)
    assert answer.answer == (
        "They can be changed up to two hours before departure for a fee of 10 euros. [1]"
    )


restaurant = _bench_set("restaurant", "office25", "guest information of a restaurant")


def test_an_object_pronoun_is_not_named_as_never_said_and_hours_rows_join_no_closing_days(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, restaurant: uuid.UUID
) -> None:
    """ "us" was named among the words the documents never say; the opening hours' rows, in
    the chunk of the closing days, joined the answer to when the restaurant is closed."""
    answer, _ = _recorded(conn, embedder, settings, restaurant, "Can my dog sit inside with us?")
    assert answer.note == 'The documents never say "sit".'
    answer, _ = _recorded(conn, embedder, settings, restaurant, "When is the restaurant closed?")
    assert answer.answer == "We are closed on Mondays and from 24 to 26 December. [1]"


cinema = _bench_set("cinema", "office26", "visitor information of a cinema")


def test_a_superlative_and_a_day_are_read_off_the_columns_not_the_rows_names(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, cinema: uuid.UUID
) -> None:
    """ "Screen 1" names a row, it is no figure of one (the answer was all three screens); the
    screenings' days are their columns, and Monday is none of them (the row was quoted)."""
    most = "Which screen has the most seats?"
    answer, _ = _recorded(conn, embedder, settings, cinema, most)
    assert answer.answer.startswith("Screen: Screen 1 Seats: 240")
    assert "Screen 2" not in answer.answer
    monday = "When is Paper Planes shown on Monday?"
    answer, generator = _recorded(conn, embedder, settings, cinema, monday)
    assert answer.answer == IDK and not generator.calls
    assert answer.note == 'The closest sentence speaks of "Friday to Sunday", not of "Monday".'


mobile = _bench_set("mobile", "office27", "customer information of a mobile phone provider")


def test_a_procedure_the_question_names_is_answered_with_all_its_steps(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, mobile: uuid.UUID
) -> None:
    """Step 1 alone came closest to "How do I set up an eSIM?" and was the whole answer."""
    answer, _ = _recorded(conn, embedder, settings, mobile, "How do I set up an eSIM?")
    assert answer.answer.startswith("1. Open the Brightline app and choose Switch to eSIM.")
    assert "2. Scan the QR code" in answer.answer and "3. Restart the phone" in answer.answer


driving_school = _bench_set(
    "driving_school", "office28", "information for learners of a driving school"
)


def test_a_verb_acting_as_a_modal_is_no_word_the_answer_or_the_search_needs(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, driving_school: uuid.UUID
) -> None:
    """ "What do I need to bring to my lessons?" was refused: the chunk of questions that says
    "need" covered as much of it as the terms that say what to bring, which fell below the
    relevance gate."""
    question = "What do I need to bring to my lessons?"
    answer, _ = _recorded(conn, embedder, settings, driving_school, question)
    assert answer.answer == "Bring your provisional licence to every lesson. [1]"


conference = _bench_set("conference", "office29", "attendee information of a one-day conference")


def test_a_column_named_of_a_talk_that_stands_in_another_is_no_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, conference: uuid.UUID
) -> None:
    """The privacy talk is in Hall A; asked of Hall B, the agenda's 11:15 row was quoted."""
    hall_b = "Who speaks on privacy in Hall B?"
    answer, generator = _recorded(conn, embedder, settings, conference, hall_b)
    assert answer.answer == IDK and not generator.calls
    hall_a = "What time does the panel in Hall A start?"
    answer, _ = _recorded(conn, embedder, settings, conference, hall_a)
    assert answer.answer.startswith("Time: 14:00 Hall A: Panel: The future of analytics")


bike_shop = _bench_set("bike_shop", "office31", "documents of a bicycle workshop and rental")


def test_a_price_is_no_time_and_a_lower_case_row_name_names_its_row(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, bike_shop: uuid.UUID
) -> None:
    """The Full service row says what it costs, not how long it takes (it was quoted); "And an
    e-bike?" after a city bike's week asks the E-bike row's week (winter storage was quoted)."""
    took = "How long does a full service take?"
    answer, generator = _recorded(conn, embedder, settings, bike_shop, took)
    assert answer.answer == IDK and not generator.calls
    first = "How much is a city bike per week?"
    _, follow = _followed(conn, embedder, settings, bike_shop, first, "And an e-bike?")
    assert (
        follow.answer == "Bike: E-bike Per day: 40 euros Per week: 180 euros Deposit: 300 euros [1]"
    )


dry_cleaner = _bench_set("dry_cleaner", "office32", "documents of a dry cleaner")


def test_a_verb_of_a_noun_the_table_labels_and_a_state_of_many_rows_ask_of_a_row(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, dry_cleaner: uuid.UUID
) -> None:
    """ "deliver" is no word the project lacks beside "Delivery days", and "Closed" (Market
    Square's Sunday, Station Street's Saturday) names no row: both were refused."""
    deliver = "On which days do you deliver to Zone 3?"
    answer, _ = _recorded(conn, embedder, settings, dry_cleaner, deliver)
    assert answer.answer.startswith("Zone: Zone 3 Areas: Villages within 15 km")
    close = "When does Market Square close on Saturday?"
    answer, _ = _recorded(conn, embedder, settings, dry_cleaner, close)
    assert answer.answer.startswith("Shop: Market Square Monday to Friday: 7:30-19:00")
    assert "Station Street" not in answer.answer


storage = _bench_set("storage", "office33", "documents of a self-storage company")
music_school = _bench_set("music_school", "office34", "documents of a music school")


def test_another_one_after_a_row_asks_of_the_row_of_that_name(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, storage: uuid.UUID
) -> None:
    """ "And a large one?" asked the small unit's question again."""
    first = "How much is a small unit per month?"
    _, follow = _followed(conn, embedder, settings, storage, first, "And a large one?")
    assert follow.answer.startswith("Unit: Large | Floor area: 20 m2")


def test_a_name_made_of_two_rows_names_is_refused(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, music_school: uuid.UUID
) -> None:
    """The school has a children's choir and an adult jazz band (both rows were quoted)."""
    choir = "What time does the adult choir meet?"
    answer, generator = _recorded(conn, embedder, settings, music_school, choir)
    assert answer.answer == IDK and not generator.calls
    children = "When is the children's choir?"
    answer, _ = _recorded(conn, embedder, settings, music_school, children)
    assert answer.answer.startswith("Class: Children's choir")


parcels = _bench_set("parcels", "office35", "documents of a parcel delivery service")
pool = _bench_set("pool", "office36", "documents of a public swimming pool")


def test_there_after_a_rows_place_is_that_place(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, parcels: uuid.UUID
) -> None:
    """ "there" was no place: the answer quoted City Pharmacy's row first."""
    first, then = "Where is Bloom Florist?", "Until when can I drop off a parcel there?"
    _, follow = _followed(conn, embedder, settings, parcels, first, then)
    assert follow.answer.startswith("Parcel shop: Bloom Florist")
    assert "City Pharmacy" not in follow.answer


def test_how_deep_is_not_answered_by_how_warm(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, pool: uuid.UUID
) -> None:
    """The pool's depth is nowhere; its warmth was quoted."""
    answer, generator = _recorded(conn, embedder, settings, pool, "How deep is the main pool?")
    assert answer.answer == IDK and not generator.calls
    warm = "How warm is the children's pool?"
    answer, _ = _recorded(conn, embedder, settings, pool, warm)
    assert "31 degrees" in answer.answer


def test_an_ordinal_that_says_when_is_no_number(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, pool: uuid.UUID
) -> None:
    """ "first" was read as "1" (the pool's documents say no "first" and have a "1"), and the
    question was refused."""
    answer, _ = _recorded(conn, embedder, settings, pool, "Do I need to shower first?")
    assert answer.answer == "Everyone showers before entering the pool. [1]"
    assert answer.read_as is None


optician = _bench_set("optician", "office38", "documents of an optician")


def test_a_yes_or_no_question_of_a_named_row_with_a_word_the_project_lacks_is_refused(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    optician: uuid.UUID,
    shop: uuid.UUID,
) -> None:
    """The Riverside row has an address, hours and hearing tests, no parking (it was quoted);
    what it has is answered, and a word that says how may be a column's ("quickly" of
    Switzerland's express delivery)."""
    parking = "Does the Riverside branch have parking?"
    answer, generator = _recorded(conn, embedder, settings, optician, parking)
    assert answer.answer == IDK and not generator.calls
    hearing = "Can I check my hearing at the Riverside branch?"
    answer, _ = _recorded(conn, embedder, settings, optician, hearing)
    assert answer.answer.startswith("Branch: Riverside")
    quickly = "Do you deliver to Switzerland quickly?"
    answer, _ = _recorded(conn, embedder, settings, shop, quickly)
    assert answer.answer.startswith("Country: Switzerland")


def test_a_period_is_a_kind_and_a_follow_ups_ones_and_how_big_ask_of_a_column(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, optician: uuid.UUID
) -> None:
    """Daily lenses were answered with the monthly ones' sentence; "And thin ones?" with every
    lens row."""
    daily = "How much are daily contact lenses?"
    answer, generator = _recorded(conn, embedder, settings, optician, daily)
    assert answer.answer == IDK and not generator.calls
    assert answer.note == 'The closest sentence speaks of "monthly", not of "daily".'
    first = "How much are standard single vision lenses?"
    _, follow = _followed(conn, embedder, settings, optician, first, "And thin ones?")
    assert follow.answer == "Lens: Single vision Standard: 60 euros Thin: 110 euros [1]"


nursery = _bench_set("nursery", "office37", "documents of a children's nursery")


def test_a_figure_no_row_has_under_the_named_column_is_refused(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, nursery: uuid.UUID
) -> None:
    """Places are for 3, 4 or 5 days a week (all four rows were quoted for two days)."""
    two = "How much is a place for two days a week?"
    answer, generator = _recorded(conn, embedder, settings, nursery, two)
    assert answer.answer == IDK and not generator.calls
    three = "How much is a place for three days a week?"
    answer, _ = _recorded(conn, embedder, settings, nursery, three)
    assert answer.answer == "Place: Three days | Days a week: 3 | Per month: 640 euros [1]"


parking = _bench_set("parking", "office43", "documents of a city's parking service")
bakery = _bench_set("bakery", "office44", "documents of a bakery")
tennis = _bench_set("tennis", "office45", "documents of a tennis club")


def test_an_ordinal_of_things_the_documents_number_by_ordinals_stays_a_word(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, parking: uuid.UUID
) -> None:
    """ "third" was read as "3" (the permits are a "First car" and a "Second car"), and both rows
    were quoted; "all night" named no car park, and the question was refused."""
    third = "How much is a third car permit?"
    answer, generator = _recorded(conn, embedder, settings, parking, third)
    assert answer.answer == IDK and not generator.calls
    assert answer.note == 'The documents speak of "Second car", not of "third car".'
    night = "Which car park is open all night?"
    answer, _ = _recorded(conn, embedder, settings, parking, night)
    assert "Car park: Station Square" in answer.answer


def test_the_questions_form_and_its_when_words_ask_of_no_section_and_no_row(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    bakery: uuid.UUID,
    tennis: uuid.UUID,
) -> None:
    """ "By what time" stood under "Collecting" (its "closing time"), not under "Ordering", and
    "in the evening" was a word the off-peak row cannot say: both were refused."""
    by = "By what time must bread orders for the next day reach you?"
    answer, _ = _recorded(conn, embedder, settings, bakery, by)
    assert answer.answer == "Bread orders for the next day must reach us by 14:00. [1]"
    evening = "Can I play in the evening on the off-peak membership?"
    answer, _ = _recorded(conn, embedder, settings, tennis, evening)
    assert answer.answer.startswith("Membership: Off-peak")


def test_a_price_per_a_unit_no_column_has_is_refused(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, parking: uuid.UUID
) -> None:
    """Riverside's row has prices per hour and per day (it was quoted for a week)."""
    week = "How much is Riverside car park per week?"
    answer, generator = _recorded(conn, embedder, settings, parking, week)
    assert answer.answer == IDK and not generator.calls
    day = "How much is Riverside car park per day?"
    answer, _ = _recorded(conn, embedder, settings, parking, day)
    assert answer.answer.startswith("Car park: Riverside")


campsite = _bench_set("campsite", "office46", "documents of a campsite")
kennel = _bench_set("kennel", "office47", "documents of a dog boarding kennel")
print_shop = _bench_set("print_shop", "office48", "documents of a print shop")
yoga = _bench_set("yoga", "office49", "documents of a yoga studio")
garage = _bench_set("garage", "office50", "documents of a car repair garage")
theatre = _bench_set("theatre", "office52", "documents of a theatre's box office")
ski_school = _bench_set("ski_school", "office53", "documents of a ski school")


def test_a_code_is_no_figure_and_a_code_no_document_writes_is_refused(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, print_shop: uuid.UUID
) -> None:
    """ "A3 colour" read "3" as a count of colours no row has, and was refused; "A5" was read
    as written "A 5" (the text search drops "a"), any 5, and answered with the discount."""
    a3 = "How much is an A3 colour copy?"
    answer, _ = _recorded(conn, embedder, settings, print_shop, a3)
    assert answer.answer.startswith("Copy: A3 single-sided") and "0.90 euros" in answer.answer
    a5 = "How much is an A5 copy?"
    answer, generator = _recorded(conn, embedder, settings, print_shop, a5)
    assert answer.answer == IDK and not generator.calls and answer.read_as is None


def test_what_a_thing_is_asked_by_how_much_is_not_a_length_of_time(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, print_shop: uuid.UUID
) -> None:
    """The Posters row says how long a rush order takes, not what it costs."""
    rush = "How much is a rush poster?"
    answer, generator = _recorded(conn, embedder, settings, print_shop, rush)
    assert answer.answer == IDK and not generator.calls


def test_rows_named_in_parts_of_two_and_weekdays_as_their_row_writes_them(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    garage: uuid.UUID,
    kennel: uuid.UUID,
) -> None:
    """ "a budget winter tyre" was answered with the Winter row; "on weekdays" refused beside
    a "Monday to Friday" row; "the puppy group" refused as two rows' names ("Group" labels
    every row)."""
    budget = "How much is a budget winter tyre?"
    answer, generator = _recorded(conn, embedder, settings, garage, budget)
    assert answer.answer == IDK and not generator.calls
    weekdays = "When does the garage open on weekdays?"
    answer, _ = _recorded(conn, embedder, settings, garage, weekdays)
    assert answer.answer.startswith("Day: Monday to Friday") and "7:30" in answer.answer
    assert answer.read_as == "When does the garage open on Monday to Friday?"
    puppies = "Which days is the puppy group?"
    answer, _ = _recorded(conn, embedder, settings, kennel, puppies)
    assert answer.answer.startswith("Group: Puppies")


def test_a_thing_of_a_value_and_a_word_the_project_lacks_is_no_row(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, ski_school: uuid.UUID
) -> None:
    """ "ski goggles" was answered with the rows of skis."""
    goggles = "How much is hiring ski goggles?"
    answer, generator = _recorded(conn, embedder, settings, ski_school, goggles)
    assert answer.answer == IDK and not generator.calls


def test_another_month_or_season_than_the_one_asked_is_no_answer(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    campsite: uuid.UUID,
    yoga: uuid.UUID,
) -> None:
    """The lifeguard is on duty in July and August (it was quoted for June); the studio has an
    autumn retreat (it was quoted for a spring one)."""
    june = "When is the lifeguard on duty in June?"
    answer, generator = _recorded(conn, embedder, settings, campsite, june)
    assert answer.answer == IDK and not generator.calls
    assert "June" in (answer.note or "")
    august = "When is the lifeguard on duty in August?"
    answer, _ = _recorded(conn, embedder, settings, campsite, august)
    assert "July and August" in answer.answer
    spring = "Is there a spring retreat?"
    answer, generator = _recorded(conn, embedder, settings, yoga, spring)
    assert answer.answer == IDK and not generator.calls
    assert answer.note == 'The documents speak of "autumn retreat", not of "spring retreat".'


def test_a_follow_ups_one_takes_the_rows_kind_and_a_bracket_is_no_part_of_its_name(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    garage: uuid.UUID,
    theatre: uuid.UUID,
) -> None:
    """ "And a full one?" after the Interim service row was refused; "How many seats does it
    have?" after the Box row searched "of Box (4 seats)", whose 4 then counted as asked."""
    _, follow = _followed(
        conn, embedder, settings, garage, "How much is an interim service?", "And a full one?"
    )
    assert follow.read_as == "How much is a full service?"
    assert follow.answer.startswith("Service: Full service")
    box = "How much is a box for an evening?"
    _, follow = _followed(conn, embedder, settings, theatre, box, "How many seats does it have?")
    assert follow.answer.startswith("Seats: Box (4 seats)")


escape_rooms = _bench_set("escape_rooms", "office57", "documents of an escape room venue")
travel_clinic = _bench_set("travel_clinic", "office58", "documents of a travel vaccination clinic")


def test_how_hard_asks_a_difficulty_and_needed_asks_what_a_column_says(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    escape_rooms: uuid.UUID,
    travel_clinic: uuid.UUID,
) -> None:
    """ "How hard is the Pharaoh's Tomb?" was refused ("hard" is the Submarine's difficulty);
    "Are malaria tablets needed?" after the Peru row was answered with every destination."""
    hard = "How hard is the Pharaoh's Tomb?"
    answer, _ = _recorded(conn, embedder, settings, escape_rooms, hard)
    assert answer.answer.startswith("Room: The Pharaoh's Tomb") and "Medium" in answer.answer
    peru = "Which vaccines are recommended for Peru?"
    _, follow = _followed(
        conn, embedder, settings, travel_clinic, peru, "Are malaria tablets needed?"
    )
    assert follow.answer.startswith("Destination: Peru") and "Morocco" not in follow.answer


recycling = _bench_set("recycling", "office55", "documents of a recycling centre")


def test_a_row_named_of_another_kind_or_a_group_no_row_has_is_refused(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    recycling: uuid.UUID,
    escape_rooms: uuid.UUID,
) -> None:
    """ "a van tyre" was answered with the Car tyre row (the project speaks of vans elsewhere),
    "a group of 8" with every group size's price."""
    van = "How much is a van tyre?"
    answer, generator = _recorded(conn, embedder, settings, recycling, van)
    assert answer.answer == IDK and not generator.calls
    assert answer.note == 'The documents speak of "Car tyre", not of "van tyre".'
    car = "How much is a car tyre?"
    answer, _ = _recorded(conn, embedder, settings, recycling, car)
    assert answer.answer.startswith("Item: Car tyre")
    eight = "How much per person for a group of 8?"
    answer, generator = _recorded(conn, embedder, settings, escape_rooms, eight)
    assert answer.answer == IDK and not generator.calls
    four = "How much per person for a group of 4?"
    answer, _ = _recorded(conn, embedder, settings, escape_rooms, four)
    assert answer.answer.startswith("Group size: 3-4 players")


boat_rental = _bench_set("boat_rental", "office60", "documents of a boat rental")
cooking_school = _bench_set("cooking_school", "office61", "documents of a cooking school")


def test_a_share_of_a_price_is_a_sum_and_one_things_rows_answer_a_column(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    boat_rental: uuid.UUID,
    cooking_school: uuid.UUID,
) -> None:
    """ "a quarter of the hourly price" named no sum, so what returning late costs was refused;
    "What are the term dates?" after Bread baking's rows of two tables quoted every course's."""
    late = "How much does returning late cost?"
    answer, _ = _recorded(conn, embedder, settings, boat_rental, late)
    assert "a quarter of the hourly price" in answer.answer
    _, follow = _followed(
        conn,
        embedder,
        settings,
        cooking_school,
        "When is bread baking?",
        "What are the term dates?",
    )
    assert follow.answer.startswith("Course: Bread baking") and "Italian" not in follow.answer


zoo = _bench_set("zoo", "office63", "visitor information of a zoo")
bowling = _bench_set("bowling", "office64", "documents of a bowling alley")
veg_boxes = _bench_set("veg_boxes", "office67", "documents of a farm's vegetable boxes")
blood_donation = _bench_set("blood_donation", "office68", "documents of a blood donation service")


def test_how_much_a_thing_is_wants_a_figure_and_a_season_follow_up_swaps_the_season(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, zoo: uuid.UUID
) -> None:
    """ "How much is parking at the zoo?" quoted the pushchairs' parking bay; "And in summer?"
    after the winter hours quoted both seasons' rows."""
    parking = "How much is parking at the zoo?"
    answer, generator = _recorded(conn, embedder, settings, zoo, parking)
    assert answer.answer == IDK and not generator.calls
    _, follow = _followed(
        conn, embedder, settings, zoo, "When does the zoo open in winter?", "And in summer?"
    )
    assert follow.answer.startswith("Season: Summer") and "Winter" not in follow.answer


def test_a_verb_after_do_names_no_other_thing_and_a_phase_heading_is_asked_of(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    bowling: uuid.UUID,
    blood_donation: uuid.UUID,
) -> None:
    """ "Which night do the pairs play?" was refused as asking of a thing the rows lack ("pairs
    play"); "What should I avoid after giving blood?" as asked of the section that says
    "blood"."""
    pairs, _ = _recorded(conn, embedder, settings, bowling, "Which night do the pairs play?")
    assert pairs.answer.startswith("League: Friday Pairs")
    after = "What should I avoid after giving blood?"
    answer, _ = _recorded(conn, embedder, settings, blood_donation, after)
    assert "Avoid heavy lifting" in answer.answer


def test_a_follow_up_asking_what_time_or_how_big_the_thing_is_asks_of_the_row(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, veg_boxes: uuid.UUID
) -> None:
    """ "By what time?" after the north villages' row quoted the Sunday cut-off; "How big is the
    bottle?" after apple juice's row was refused."""
    _, by = _followed(
        conn,
        embedder,
        settings,
        veg_boxes,
        "What is the delivery day for the north villages?",
        "By what time?",
    )
    assert by.answer.startswith("Area: North villages") and "16:00" in by.answer
    _, bottle = _followed(
        conn, embedder, settings, veg_boxes, "How much is apple juice?", "How big is the bottle?"
    )
    assert "75 cl bottle" in bottle.answer


tax_returns = _bench_set("tax_returns", "office70", "documents of a tax return service")


def test_my_documents_name_no_file_of_documents(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, tax_returns: uuid.UUID
) -> None:
    """ "By when should I send my documents?" was asked of documents-to-bring.csv alone, which
    never says "send", and refused."""
    send = "By when should I send my documents?"
    answer, _ = _recorded(conn, embedder, settings, tax_returns, send)
    assert "by 31 March" in answer.answer and answer.sources[0].page == 1


phone_repair = _bench_set("phone_repair", "office78", "documents of a phone repair shop")
riding = _bench_set("riding", "office80", "documents of a riding stables")


def test_a_column_of_another_table_and_a_follow_up_of_another_column(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, phone_repair: uuid.UUID
) -> None:
    """ "How much is a Pixel 8 battery?" quoted the Pixel 8's screen price (the battery table
    has no Pixel 8); "And the battery?" after the Galaxy S23's screen quoted every battery."""
    battery = "How much is a Pixel 8 battery?"
    answer, generator = _recorded(conn, embedder, settings, phone_repair, battery)
    assert answer.answer == IDK and not generator.calls
    _, follow = _followed(
        conn,
        embedder,
        settings,
        phone_repair,
        "How much is a Galaxy S23 screen?",
        "And the battery?",
    )
    assert follow.answer.startswith("Model: Galaxy S23") and "95 euros" in follow.answer
    assert "iPhone" not in follow.answer


def test_a_height_in_hands_and_a_row_beside_a_note_of_its_page(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, riding: uuid.UUID
) -> None:
    """ "How tall is Maple?" was refused (the documents never say "tall"; "16.1 hands" was no
    length); "How much is a group lesson?" quoted the block of six alone, not the Group row
    of the same page."""
    _, maple = _followed(conn, embedder, settings, riding, "How tall is Biscuit?", "And Maple?")
    assert maple.answer.startswith("Name: Maple") and "14.3 hands" in maple.answer
    group, _ = _recorded(conn, embedder, settings, riding, "How much is a group lesson?")
    assert "35 euros" in group.answer and "180 euros" in group.answer


car_sharing = _bench_set("car_sharing", "office81", "documents of a car-sharing club")
tattoo = _bench_set("tattoo", "office83", "documents of a tattoo studio")
broadband = _bench_set("broadband", "office84", "documents of a broadband provider")
market = _bench_set("market", "office86", "stallholder information of a farmers' market")


def test_rows_named_by_their_first_word_or_a_four_digit_name(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    broadband: uuid.UUID,
    market: uuid.UUID,
) -> None:
    """ "How much is a gazebo?" quoted the weights for a gazebo too; "How much is Fibre 2000 per
    month?" was answered with every package's row."""
    gazebo, _ = _recorded(conn, embedder, settings, market, "How much is a gazebo?")
    assert gazebo.answer.startswith("Item: Gazebo") and "Weights" not in gazebo.answer
    fibre = "How much is Fibre 2000 per month?"
    answer, generator = _recorded(conn, embedder, settings, broadband, fibre)
    assert answer.answer == IDK and not generator.calls


def test_follow_ups_of_a_rate_and_of_a_row_named_without_its_brackets(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    car_sharing: uuid.UUID,
    tattoo: uuid.UUID,
) -> None:
    """ "And per kilometre?" after the Occasional plan's hourly price was read as "How much is
    the per kilometre?" (every plan's row); "And a large one?" after the "Medium (palm size)"
    row quoted the medium row too."""
    _, per = _followed(
        conn,
        embedder,
        settings,
        car_sharing,
        "How much is the Occasional plan per hour?",
        "And per kilometre?",
    )
    assert per.answer.startswith("Plan: Occasional") and "Regular" not in per.answer
    _, large = _followed(
        conn, embedder, settings, tattoo, "How much is a medium tattoo?", "And a large one?"
    )
    assert large.answer.startswith("Tattoo: Large") and "Medium" not in large.answer


tool_library = _bench_set("tool_library", "office88", "documents of a library of things")
garden_centre = _bench_set("garden_centre", "office89", "documents of a garden centre")
festival = _bench_set("festival", "office91", "documents of a music festival")
scooters = _bench_set("scooters", "office92", "documents of an e-scooter rental")


def test_a_sum_the_question_gives_the_figure_of_and_a_rate_in_a_rows_name(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    garden_centre: uuid.UUID,
    scooters: uuid.UUID,
) -> None:
    """ "How much is delivery for 5 to 15 km?" was refused (its row's "15 euros" was read as the
    question's 15); "How much is unlocking on pay per ride?" as asking a price per ride of a row
    with prices per minute."""
    delivery = "How much is delivery for 5 to 15 km?"
    answer, _ = _recorded(conn, embedder, settings, garden_centre, delivery)
    assert answer.answer.startswith("Distance: 5 to 15 km") and "15 euros" in answer.answer
    unlock = "How much is unlocking on pay per ride?"
    answer, _ = _recorded(conn, embedder, settings, scooters, unlock)
    assert answer.answer.startswith("Plan: Pay per ride") and "1 euro" in answer.answer


def test_a_question_heading_above_every_sentence_and_a_follow_up_without_it(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    tool_library: uuid.UUID,
    festival: uuid.UUID,
) -> None:
    """ "Can I reserve a tool?", a heading of the questions page word for word, was answered
    with the rule on extending loans; "And without camping?" after the weekend with camping
    was read as the same question again."""
    reserve, _ = _recorded(conn, embedder, settings, tool_library, "Can I reserve a tool?")
    assert reserve.answer.startswith("Yes, in the online catalogue")
    _, without = _followed(
        conn,
        embedder,
        settings,
        festival,
        "How much is a weekend with camping?",
        "And without camping?",
    )
    assert without.answer.startswith("Ticket: Weekend without camping")


gym = _bench_set("gym", "office93", "documents of a fitness gym")
physio = _bench_set("physio", "office94", "documents of a physiotherapy clinic")
energy = _bench_set("energy", "office97", "documents of an energy supplier")


def test_a_yearly_price_of_monthly_rows_and_the_per_of_a_rate(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    gym: uuid.UUID,
    energy: uuid.UUID,
) -> None:
    """ "How much is a yearly membership?" was answered with the monthly prices; "What is the
    price per kWh on the Flexible tariff?" was refused as asking of a kind of "per" the
    "Electricity per kWh" column is another of."""
    yearly, generator = _recorded(conn, embedder, settings, gym, "How much is a yearly membership?")
    assert yearly.answer == IDK and not generator.calls
    price = "What is the price per kWh on the Flexible tariff?"
    answer, _ = _recorded(conn, embedder, settings, energy, price)
    assert answer.answer.startswith("Tariff: Flexible") and "28 cents" in answer.answer


def test_a_follow_up_naming_another_row_after_a_column_that_names_no_thing(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, physio: uuid.UUID
) -> None:
    """ "And hydrotherapy?" after "What is dry needling used for?" was read as "What is dry
    needling hydrotherapy?", "Used for" taken for a thing the row's name is said of."""
    _, hydro = _followed(
        conn, embedder, settings, physio, "What is dry needling used for?", "And hydrotherapy?"
    )
    assert hydro.answer.startswith("Treatment: Hydrotherapy") and "needling" not in hydro.answer


water = _bench_set("water", "office102", "documents of a water company")
cat_cafe = _bench_set("cat_cafe", "office103", "documents of a cat cafe")


def test_how_hard_water_is_and_a_rate_in_another_rows_name(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, water: uuid.UUID
) -> None:
    """ "How hard is the water in Castleton?" was refused: "how hard" was searched as the
    "difficulty" no document says, not the "Hardness" the table has; "How much is surface
    water drainage per year?" was answered with the water's price per cubic metre."""
    hard, _ = _recorded(conn, embedder, settings, water, "How hard is the water in Castleton?")
    assert hard.answer.startswith("District: Castleton") and "Hard" in hard.answer
    drainage = "How much is surface water drainage per year?"
    answer, generator = _recorded(conn, embedder, settings, water, drainage)
    assert answer.answer == IDK and not generator.calls


def test_another_part_of_the_day_is_no_answer(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, cat_cafe: uuid.UUID
) -> None:
    """ "How much is an evening visit?" was answered with the Quiet morning's row."""
    evening, generator = _recorded(
        conn, embedder, settings, cat_cafe, "How much is an evening visit?"
    )
    assert evening.answer == IDK and not generator.calls
    morning, _ = _recorded(conn, embedder, settings, cat_cafe, "How much is a quiet morning?")
    assert morning.answer.startswith("Visit: Quiet morning")


soft_play = _bench_set("soft_play", "office105", "documents of a soft play centre")
pet_insurance = _bench_set("pet_insurance", "office106", "documents of a pet insurer")
food_bank = _bench_set("food_bank", "office108", "documents of a food bank")


def test_an_age_picks_the_row_whose_range_holds_it_or_names_none(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, soft_play: uuid.UUID
) -> None:
    """ "How much is entry for a 5-year-old at the weekend?" quoted the 1-to-3 row (the
    Weekend column was read for the range); a 13-year-old, whom no row's range holds, was
    answered with two rows."""
    five = "How much is entry for a 5-year-old at the weekend?"
    answer, _ = _recorded(conn, embedder, settings, soft_play, five)
    assert answer.answer.startswith("Age: 4 to 11 years") and "1 to 3" not in answer.answer
    thirteen = "How much is entry for a 13-year-old?"
    answer, generator = _recorded(conn, embedder, settings, soft_play, thirteen)
    assert answer.answer == IDK and not generator.calls


def test_a_short_question_of_its_own_after_another(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, soft_play: uuid.UUID
) -> None:
    """ "Is there parking?" after "Do I need to book?" was read with it for its shortness and
    refused; it asks of a topic of its own."""
    _, parking = _followed(
        conn, embedder, settings, soft_play, "Do I need to book?", "Is there parking?"
    )
    assert parking.answer.startswith("Free parking for 3 hours")


def test_my_policy_is_no_file_and_a_cover_no_row_names(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, pet_insurance: uuid.UUID
) -> None:
    """ "Can I cancel my policy?" was asked of policy-terms.pdf alone and refused; "What is the
    vet fees limit of Premium cover?" was answered with every cover's row."""
    cancel, _ = _recorded(conn, embedder, settings, pet_insurance, "Can I cancel my policy?")
    assert cancel.answer.startswith("Yes, at any time")
    premium = "What is the vet fees limit of Premium cover?"
    answer, generator = _recorded(conn, embedder, settings, pet_insurance, premium)
    assert answer.answer == IDK and not generator.calls


def test_when_a_row_is_open_beside_a_table_with_a_when_column(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings, food_bank: uuid.UUID
) -> None:
    """ "When is it open?" after the FreshMart collection point was refused as asking the When
    column of the shifts' table."""
    _, opening = _followed(
        conn,
        embedder,
        settings,
        food_bank,
        "Where is the collection point at FreshMart Eastgate?",
        "When is it open?",
    )
    assert opening.answer.startswith("Collection point: FreshMart Eastgate")
    assert "Shop hours" in opening.answer


@pytest.fixture(name="titled_sheet")
def _titled_sheet(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings
) -> uuid.UUID:
    """A workbook whose sheet opens with a title line and ends with a note, neither of them a
    labelled row, beside a results page in prose."""
    sheet: list[list[Any]] = [
        ["Sales 2026, year to date (million euros)"],
        [],
        ["Quarter", "Shops", "Online"],
        ["Q1", 10.2, 1.9],
        ["Q2", 11.0, 2.3],
        ["Q3", 11.6, 2.6],
        [],
        ["Figures before audit"],
    ]
    documents = {
        "quarters.xlsx": files.xlsx({"Quarters": sheet}),
        "results.md": b"# Results\n\nSales reached 48 million euros in 2025, up from 44 in 2024.\n",
    }
    return _project_of(conn, s3, embedder, settings, documents)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    words=_questions_of(
        "How much Which What quarter Q1 Q2 sales Sales grown since 2024 2026 shops online "
        "cheapest highest lowest most year to date million euros figures audit before ? ,",
        10,
    )
)
def test_questions_of_a_sheet_with_title_and_note_lines_get_an_answer_or_i_dont_know(
    conn: psycopg.Connection,
    embedder: Embedder,
    settings: Settings,
    titled_sheet: uuid.UUID,
    words: list[str],
) -> None:
    """A sheet's title and note lines are rows of no labelled cell; whichever ranks first, the
    row gates and the greatest-or-least reading answer with citations or refuse, never an
    exception ("How much have sales grown since 2024?" raised ValueError when the title line
    came first)."""
    _answered_with_citations_or_refused(conn, embedder, settings, titled_sheet, words)
