"""Documents and questions in other languages, through the pipeline, the real database and the
local embedder: each document indexed with its language's text-search configuration, a
question stemmed by each of its project's, "I don't know." in the question's language."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import psycopg
import pytest

from ragkit import languages
from ragkit.answer.branches import fitted_mode
from ragkit.answer.reader import get_reader
from ragkit.answer.service import Answerer
from ragkit.db import documents, projects
from ragkit.db.search import search
from ragkit.embeddings import Embedder
from ragkit.ingest.pipeline import Ingestor
from ragkit.models.retrieval import Mode
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project

pytestmark = pytest.mark.db

GERMAN = (
    "Bücher der Stadtbibliothek dürfen drei Wochen ausgeliehen werden. Die Leihfrist kann "
    "zweimal verlängert werden, wenn kein anderer Leser das Buch vorgemerkt hat. Für verspätete "
    "Rückgaben berechnet die Bibliothek fünfzig Cent pro Tag und Medium."
)
ENGLISH = (
    "Colour printing costs fifty cents per page at the library. Black and white pages cost ten "
    "cents. Print jobs are released at the desk with a library card."
)
DIGITS = "4711 0815 2024\n12 34 56\n99 100 101"


@pytest.fixture
def ingestor(conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings) -> Ingestor:
    return Ingestor(conn, ObjectStore(settings, s3), embedder, settings)


def _ingest(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    ingestor: Ingestor,
    project: uuid.UUID,
    text: str,
    language: str | None = None,
) -> uuid.UUID:
    document_id = uuid.uuid4()
    key = document_key(project, document_id, "text.txt")
    if language:  # as an upload naming its language registers it
        documents.create(
            conn, project_id=project, filename="text.txt", s3_key=key, language=language
        )
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=text.encode())
    result = ingestor.object_created(key)
    assert result.outcome == "ready" and result.document_id is not None
    return result.document_id


def _indexed_as(conn: psycopg.Connection, document_id: uuid.UUID) -> tuple[Any, ...]:
    row = conn.execute(
        "SELECT d.language, d.language_source, d.text_config::text,"
        " array_agg(DISTINCT c.text_config::text)"
        " FROM documents d JOIN chunks c ON c.document_id = d.id WHERE d.id = %s"
        " GROUP BY d.id",
        (document_id,),
    ).fetchone()
    assert row is not None
    return tuple(row)


def _text_search(
    conn: psycopg.Connection, settings: Settings, project: uuid.UUID, query: str
) -> list[str]:
    hits = search(
        conn,
        project_id=project,
        query=query,
        embedding=[0.0] * 384,
        settings=settings,
        mode="text",
    )
    return [hit.content for hit in hits]


def test_each_document_is_stemmed_in_its_detected_language_and_a_question_in_each(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    german = _ingest(conn, s3, settings, ingestor, project, GERMAN)
    english = _ingest(conn, s3, settings, ingestor, project, ENGLISH)
    assert _indexed_as(conn, german) == ("de", "detected", "german", ["german"])
    assert _indexed_as(conn, english) == ("en", "detected", "english", ["english"])
    # German stemming: "verspätete Rückgabe" meets "verspätete Rückgaben" (English's does not)
    assert _text_search(conn, settings, project, "Was kostet eine verspätete Rückgabe?") == [GERMAN]
    assert _text_search(conn, settings, project, "How much do colour prints cost?") == [ENGLISH]
    documents.soft_delete(conn, german)
    configs = conn.execute(
        "SELECT config::text FROM project_text_configs WHERE project_id = %s", (project,)
    ).fetchall()
    assert configs == [("english",)]
    documents.restore(conn, german)
    assert _text_search(conn, settings, project, "Rückgabe") == [GERMAN]


def test_an_uploads_language_wins_and_one_postgresql_lacks_is_read_word_for_word(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    asked = _ingest(conn, s3, settings, ingestor, project, GERMAN, language="en")
    assert _indexed_as(conn, asked) == ("en", "asked", "english", ["english"])
    unknown = _ingest(conn, s3, settings, ingestor, project, ENGLISH, language="tlh")
    assert _indexed_as(conn, unknown) == ("tlh", "asked", "simple", ["simple"])
    # word for word: "cents" is found as written, "cent" is not stemmed to it
    assert ENGLISH in _text_search(conn, settings, project, "cents")


def test_a_document_without_a_language_takes_its_projects_or_none(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    digits = _ingest(conn, s3, settings, ingestor, project, DIGITS)
    assert _indexed_as(conn, digits) == (None, "none", "english", ["english"])
    assert _text_search(conn, settings, project, "0815") == [DIGITS]
    projects.set_language(conn, "owner-a", project, "fr")
    again = _ingest(conn, s3, settings, ingestor, project, DIGITS + "\n7")
    assert _indexed_as(conn, again) == ("fr", "project", "french", ["french"])


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Wie viel kostet eine Mitgliedschaft im Schachverein der Stadt?", "de"),
        ("Combien coûte l'abonnement au club d'échecs de la ville ?", "fr"),
        ("¿Cuánto cuesta la cuota del club de ajedrez de la ciudad?", "es"),
        ("What does a membership of the town's chess club cost?", "en"),
        ("كم تكلفة العضوية في نادي الشطرنج؟", "en"),  # no Arabic phrases: English
    ],
)
def test_i_dont_know_is_said_in_the_questions_language(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    ingestor: Ingestor,
    embedder: Embedder,
    question: str,
    language: str,
) -> None:
    project = make_project(conn)
    _ingest(conn, s3, settings, ingestor, project, ENGLISH)
    answer = Answerer(conn, embedder, None, settings).ask(
        project_id=project, owner_id="owner-a", question=question
    )
    assert answer.pathway == "none"
    assert answer.answer == languages.say("idk", language)


@dataclass
class _Model:
    """An embedder's description: the languages it was trained on (None: many)."""

    languages: frozenset[str] | None
    model: str = "m"
    dimensions: int = 384

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[1.0] + [0.0] * 383 for _ in texts]

    def embed_query(self, text: str) -> list[float]:
        return [1.0] + [0.0] * 383


ENGLISH_MODEL, MULTILINGUAL_MODEL = _Model(frozenset({"en"})), _Model(None)
RUSSIAN = "Сколько стоит цветная печать одной страницы в библиотеке?"
CHINESE = "超级碗50在哪里举行？这场比赛由哪支球队赢得？"


def test_hybrid_search_keeps_the_branches_that_can_read_the_question(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    english = make_project(conn)
    _ingest(conn, s3, settings, ingestor, english, ENGLISH)
    russian = make_project(conn)
    _ingest(conn, s3, settings, ingestor, russian, "Цветная печать стоит пятьдесят копеек. " * 3)

    def mode(model: _Model, project: uuid.UUID, query: str, asked: Mode = "hybrid") -> Mode:
        return fitted_mode(conn, model, project, asked, query)

    # both branches read it, or neither: hybrid
    assert mode(ENGLISH_MODEL, english, "How much does colour printing cost?") == "hybrid"
    assert mode(MULTILINGUAL_MODEL, russian, RUSSIAN) == "hybrid"
    assert mode(ENGLISH_MODEL, english, RUSSIAN) == "hybrid"
    # an English model's vectors of a Russian question: the text branch alone
    assert mode(ENGLISH_MODEL, russian, RUSSIAN) == "text"
    # a multilingual model, no Russian document: the vectors alone
    assert mode(MULTILINGUAL_MODEL, english, RUSSIAN) == "vector"
    # Chinese has no words for the text index; a query of no language, a mode asked by name
    assert mode(MULTILINGUAL_MODEL, english, CHINESE) == "vector"
    assert mode(ENGLISH_MODEL, english, "TW-401 7") == "hybrid"
    assert mode(ENGLISH_MODEL, russian, RUSSIAN, "vector") == "vector"


def test_an_english_embedders_cosines_choose_no_sentence_of_a_question_in_another_language(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    ingestor: Ingestor,
    embedder: Embedder,
) -> None:
    assert embedder.languages == frozenset({"en"})
    answerer = Answerer(conn, embedder, None, settings)
    german = make_project(conn)
    _ingest(conn, s3, settings, ingestor, german, GERMAN)
    found = answerer.reading(german, "Wie oft kann die Leihfrist verlängert werden?").found
    assert found and all(candidate.cosine is None for candidate in found)
    english = make_project(conn)
    _ingest(conn, s3, settings, ingestor, english, ENGLISH)
    found = answerer.reading(english, "How much does colour printing cost per page?").found
    assert found and all(candidate.cosine is not None for candidate in found)


def test_an_english_question_taken_for_a_language_the_project_never_uses_is_read_as_english(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    ingestor: Ingestor,
    embedder: Embedder,
) -> None:
    question = "Where do I go to get a parking permit?"
    assert languages.of_question(question) not in (None, "en")  # CLD3's slip
    english = make_project(conn)
    _ingest(conn, s3, settings, ingestor, english, ENGLISH)
    reading = Answerer(conn, embedder, None, settings).reading(english, question)
    assert reading.found and all(candidate.cosine is not None for candidate in reading.found)
    card = get_reader().card
    assert reading.threshold == card.calibration(embedder.model).threshold
