"""Grounded answering end to end: the real database, the local embedder and the shipped reader
(offline), or a local fake of an OpenAI-compatible server (a language model)."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import SecretStr

from ragkit import languages
from ragkit.answer.candidates import is_heading
from ragkit.answer.generators import OpenAIGenerator
from ragkit.answer.prompt import DISCLAIMER, IDK
from ragkit.answer.service import Answerer
from ragkit.embeddings import Embedder
from ragkit.schemas import Answer, AnswerMode
from ragkit.settings import Settings
from tests.conftest import make_project
from tests.support.corpus import add_document
from tests.support.openai_server import fake_openai, reply, said

pytestmark = pytest.mark.db

HANDBOOK = [
    "Annual leave is twenty-five working days per calendar year. Unused leave expires in March.",
    "Travel expenses are reimbursed within thirty days when receipts are attached.",
    "The on-call engineer must acknowledge a page within fifteen minutes.",
]
SECTIONS = [
    "Annual leave\nEvery full-time employee receives twenty-five days of paid annual leave per "
    "calendar year. Up to five unused days may be carried over into the next year.",
    "Sick leave\nReport sickness to your manager before 10:00 on the first day.",
]
PRICES = [  # a CSV's rows, each a unit of its own as ingestion makes them
    "Stay: One night | Per metre of boat length: 3.20 euros",
    "Stay: One week | Per metre of boat length: 16 euros",
    "Stay: One year | Per metre of boat length: 420 euros",
]


@pytest.fixture
def project(conn: psycopg.Connection, embedder: Embedder) -> uuid.UUID:
    project = make_project(conn, owner="alice")
    add_document(conn, project, "handbook.pdf", HANDBOOK, embedder, pages=[1, 2, 3])
    add_document(
        conn, project, "leave.md", SECTIONS, embedder, sections=["Annual leave", "Sick leave"]
    )
    return project


def ask(
    answerer: Answerer,
    project: uuid.UUID,
    question: str,
    *,
    session: uuid.UUID | None = None,
    mode: AnswerMode = "strict",
) -> Answer:
    return answerer.ask(
        project_id=project, owner_id="alice", question=question, session_id=session, mode=mode
    )


@pytest.fixture
def offline(conn: psycopg.Connection, embedder: Embedder, settings: Settings) -> Answerer:
    return Answerer(conn, embedder, None, settings)


def assert_quotes_stand_in_their_sources(answer: Answer) -> None:
    for source in answer.sources:
        for place in (source, *source.more_quotes):
            assert place.quote
            assert source.text[place.quote_start : place.quote_end] == place.quote


def test_a_question_worded_like_the_text_is_answered_with_its_sentence_cited(
    offline: Answerer, project: uuid.UUID
) -> None:
    answer = ask(offline, project, "Within how many days are travel expenses reimbursed?")
    assert answer.pathway == "documents" and answer.grounded
    assert "thirty days" in answer.answer and "[1]" in answer.answer
    first = answer.sources[0]
    assert first.cited and first.filename == "handbook.pdf" and first.page == 2
    assert 0 < first.relevance <= 1
    assert [s.n for s in answer.sources] == list(range(1, answer.source_count + 1))
    assert_quotes_stand_in_their_sources(answer)


def test_a_paraphrased_question_finds_its_sentence_first(
    offline: Answerer, project: uuid.UUID
) -> None:
    """No word of "how quickly ... the person on call ... respond" but "on" and "call" is in the
    answer; the reader puts it first, and the answer either cites it or names it closest."""
    question = "How quickly does the person on call have to respond?"
    best = offline.reading(project, question).best
    assert best is not None and "fifteen minutes" in best.text
    answer = ask(offline, project, question)
    said = answer.closest.quote if answer.answer == IDK and answer.closest else answer.answer
    assert "fifteen minutes" in said
    assert_quotes_stand_in_their_sources(answer)


def test_an_off_topic_question_is_not_answered(offline: Answerer, project: uuid.UUID) -> None:
    answer = ask(offline, project, "Who won the 1998 football world cup?")
    assert (answer.answer, answer.pathway, answer.sources) == (IDK, "none", [])
    assert answer.grounded


def test_a_refusal_shows_the_closest_sentence_apart_from_the_sources(
    offline: Answerer, project: uuid.UUID
) -> None:
    answer = ask(offline, project, "How many weeks of parental leave do new fathers get?")
    assert answer.answer == IDK and answer.sources == []
    if answer.closest is not None:  # the closest sentence, quoted exactly, is no answer
        closest = answer.closest
        assert closest.text[closest.quote_start : closest.quote_end] == closest.quote
        assert closest.relevance < 1


def test_the_row_a_question_asks_of_is_read_first(
    offline: Answerer, conn: psycopg.Connection, embedder: Embedder
) -> None:
    project = make_project(conn, owner="alice")
    add_document(conn, project, "berth-fees.csv", PRICES, embedder)
    best = offline.reading(project, "How much is one week per metre?").best
    assert best is not None and "16 euros" in best.text


def test_a_follow_up_is_read_alone_and_with_the_question_before_it(
    offline: Answerer, project: uuid.UUID
) -> None:
    first = ask(offline, project, "Within how many days are travel expenses reimbursed?")
    assert "thirty days" in first.answer
    follow_up = ask(offline, project, "And what must be attached?", session=first.session_id)
    joined = "Within how many days are travel expenses reimbursed? And what must be attached?"
    assert follow_up.read_as in (None, joined)
    assert_quotes_stand_in_their_sources(follow_up)


def test_augmented_mode_offline_answers_from_the_documents_and_says_so(
    offline: Answerer, project: uuid.UUID
) -> None:
    answer = ask(
        offline, project, "Within how many days are travel expenses reimbursed?", mode="augmented"
    )
    assert answer.pathway == "documents" and answer.note == languages.say(
        "no_general_knowledge", "en"
    )
    capital = ask(offline, project, "What is the capital of Mongolia?", mode="augmented")
    assert capital.answer == IDK and capital.pathway == "none"


def test_a_misspelt_word_is_read_as_the_documents_spell_it(
    offline: Answerer, project: uuid.UUID
) -> None:
    answer = ask(offline, project, "How many days of anual leave does an employee get?")
    assert answer.read_as == "How many days of annual leave does an employee get?"


def test_a_page_named_in_the_question_is_the_only_page_quoted(
    offline: Answerer, project: uuid.UUID
) -> None:
    answer = ask(offline, project, "What does page 3 say about the on-call engineer?")
    assert all(source.page == 3 for source in answer.sources)


def test_headings_are_never_an_answer(
    offline: Answerer, conn: psycopg.Connection, embedder: Embedder
) -> None:
    project = make_project(conn, owner="alice")
    add_document(
        conn,
        project,
        "outline.md",
        ["Annual leave\nSick leave\nWorking from home\nTravel and expenses"],
        embedder,
        sections=["Employee handbook"],
    )
    answer = ask(offline, project, "Annual leave")
    assert answer.answer == IDK


QUESTIONS = st.one_of(
    st.sampled_from(
        [
            "leave",
            "the of and to",
            "Wie lange darf ich Urlaub nehmen?",
            "1234 5678",
            "anual leeve",
            "x" * 2000,
            "?",
            "Who?",
        ]
    ),
    # what the API lets through: no NUL, no lone surrogate (`StorableStr` refuses them)
    st.text(
        st.characters(exclude_categories=["Cs"], exclude_characters="\x00"),
        min_size=1,
        max_size=200,
    ).filter(str.strip),
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(question=QUESTIONS)
def test_any_question_gets_an_answer_or_i_dont_know_never_an_error_or_a_heading(
    offline: Answerer, project: uuid.UUID, question: str
) -> None:
    answer = ask(offline, project, question)
    said = {languages.say("idk", language) for language in languages.spoken()}
    assert answer.answer in said or answer.sources
    assert_quotes_stand_in_their_sources(answer)
    for source in answer.sources:
        assert not is_heading(source.quote, source.section)


# -- with a language model ---------------------------------------------------------------------


def _model(conn: psycopg.Connection, embedder: Embedder, settings: Settings) -> Answerer:
    return Answerer(conn, embedder, OpenAIGenerator(settings), settings)


@pytest.fixture
def handbook(conn: psycopg.Connection, embedder: Embedder) -> uuid.UUID:
    project = make_project(conn, owner="alice")
    add_document(conn, project, "handbook.pdf", HANDBOOK, embedder, pages=[1, 2, 3])
    return project


def test_a_models_answer_keeps_only_verified_citations(
    conn: psycopg.Connection, embedder: Embedder, handbook: uuid.UUID
) -> None:
    quote = "Annual leave is twenty-five working days per calendar year."
    with fake_openai() as server:
        server.queue(
            "/v1/chat/completions",
            reply(
                said("Leave is twenty-five days a year.", (1, quote)),
                said("Unused leave never expires at all.", (1, "Unused leave never expires.")),
            ),
        )
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = ask(_model(conn, embedder, settings), handbook, "How much annual leave?")
    assert answer.pathway == "documents" and not answer.grounded
    assert answer.unsupported == ["Unused leave never expires at all."]
    assert [s.quote for s in answer.sources if s.cited] == [quote.rstrip(".")]
    assert_quotes_stand_in_their_sources(answer)


def test_with_a_model_no_offline_gate_runs_and_its_i_dont_know_is_kept(
    conn: psycopg.Connection, embedder: Embedder, handbook: uuid.UUID
) -> None:
    with fake_openai() as server:
        server.queue("/v1/chat/completions", reply(said(IDK)))
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = ask(_model(conn, embedder, settings), handbook, "What is the capital of Mongolia?")
        sent = server.requests[-1][1]["messages"][-1]["content"]
    assert (answer.answer, answer.pathway) == (IDK, "none")
    assert "<source" in sent  # the model read the retrieved chunks itself


def test_augmented_mode_falls_back_to_general_knowledge_flagged_ungrounded(
    conn: psycopg.Connection, embedder: Embedder, handbook: uuid.UUID
) -> None:
    with fake_openai() as server:
        server.queue("/v1/chat/completions", reply(said(IDK)))
        server.chat_answer = "Ulaanbaatar."
        settings = Settings(openai_base_url=server.url, openai_api_key=SecretStr("sk-test"))
        answer = ask(
            _model(conn, embedder, settings),
            handbook,
            "What is the capital of Mongolia?",
            mode="augmented",
        )
    assert (answer.answer, answer.grounded, answer.disclaimer, answer.pathway) == (
        "Ulaanbaatar.",
        False,
        DISCLAIMER,
        "general",
    )


def test_augmented_mode_with_sources_adds_general_knowledge_marked_unsupported(
    conn: psycopg.Connection, embedder: Embedder, handbook: uuid.UUID
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
        answer = ask(
            _model(conn, embedder, settings), handbook, "How much annual leave?", mode="augmented"
        )
    assert (answer.pathway, answer.grounded, answer.unsupported) == (
        "documents+general",
        False,
        [general],
    )
