"""A misspelt name or term is read as the project's documents spell it, on the real database:
answered with a citation, shown in `readAs`, and never from another project's vocabulary."""

from __future__ import annotations

import re
import uuid

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragkit.answer.prompt import IDK
from ragkit.answer.service import Answerer
from ragkit.db import vocabulary
from ragkit.embeddings import Embedder
from ragkit.settings import Settings
from tests.conftest import make_project
from tests.support.corpus import add_document

pytestmark = pytest.mark.db

TRIAL = [
    "In the trial, a carrageenan nasal spray shortened colds by two days in 200 adults.",
    "Zanamivir was given intranasally twice a day for five days.",
    "Parenteral nutrition is given through a vein when a patient cannot eat.",
]
HOSPITAL = ["Clostridium difficile spreads by the fecal-oral route in hospital wards."]


Projects = tuple[uuid.UUID, uuid.UUID]


@pytest.fixture
def projects(conn: psycopg.Connection, embedder: Embedder) -> Projects:
    trial = make_project(conn, owner="alice")
    add_document(conn, trial, "trial.txt", TRIAL, embedder)
    hospital = make_project(conn, owner="bob")
    add_document(conn, hospital, "wards.txt", HOSPITAL, embedder)
    return trial, hospital


@pytest.fixture
def reader(conn: psycopg.Connection, embedder: Embedder, settings: Settings) -> Answerer:
    return Answerer(conn, embedder, None, settings)


def test_a_misspelt_term_is_answered_and_the_question_read_as_the_documents_spell_it(
    reader: Answerer, projects: Projects
) -> None:
    trial, _ = projects
    answer = reader.ask(
        project_id=trial, owner_id="alice", question="How long did carageenan shorten colds?"
    )
    assert answer.read_as == "How long did carrageenan shorten colds?"
    assert "two days" in answer.answer and any(s.cited for s in answer.sources)


def test_common_words_are_never_respelt(reader: Answerer, projects: Projects) -> None:
    trial, _ = projects
    answer = reader.ask(
        project_id=trial, owner_id="alice", question="How many weeks of parental leave?"
    )
    assert answer.read_as is None and answer.answer == IDK


def test_another_projects_vocabulary_is_never_used(reader: Answerer, projects: Projects) -> None:
    trial, hospital = projects
    question = "How does Clodstridium spread?"
    assert reader.read_as(trial, question) == question  # only bob's project has the word
    assert reader.read_as(hospital, question) == "How does Clostridium spread?"
    assert reader.read_as(hospital, "What is carageenan?") == "What is carageenan?"


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    question=st.lists(
        st.one_of(
            st.sampled_from(["carageenan", "Zanamavir", "intranasaly", "Clodstridium", "colds"]),
            st.text(
                st.characters(blacklist_categories=["Cs"], blacklist_characters="\x00"), max_size=20
            ),
        ),
        max_size=8,
    ).map(" ".join)
)
def test_a_respelt_question_only_gains_words_of_the_projects_own_documents(
    reader: Answerer, projects: Projects, question: str
) -> None:
    trial, _ = projects
    read = reader.read_as(trial, question)
    own = {w.lower() for text in TRIAL for w in re.findall(r"[\w-]+", text)}
    gained = {w.lower() for w in re.findall(r"[\w-]+", read)} - {
        w.lower() for w in re.findall(r"[\w-]+", question)
    }
    assert gained <= own


@pytest.mark.parametrize("stem", ["\ud7ffabcdefgh", "\U0010ffffabcdefgh", "carageenan"])
def test_a_word_starting_at_the_edge_of_unicode_is_looked_up_without_error(
    conn: psycopg.Connection, projects: Projects, stem: str
) -> None:
    """The range of stems read ends at the next character, which may not exist."""
    trial, _ = projects
    found = vocabulary.nearest_spelling(conn, trial, stem, stem, 2)
    assert found == ("carrageenan" if stem == "carageenan" else None)


def test_a_word_of_digits_and_letters_is_unknown_unless_written_another_way(
    conn: psycopg.Connection, embedder: Embedder
) -> None:
    """ "3D" is a word the project may have nowhere; "COVID19" is one it writes as "COVID-19"."""
    project = make_project(conn, owner="alice")
    add_document(conn, project, "notes.txt", ["The first COVID-19 case was a colour print."])
    unknown = vocabulary.unknown_words(conn, project, "When was the COVID19 case of 3D prints?")
    assert set(unknown) == {"3D"}


def test_a_verb_is_known_of_a_project_that_has_its_noun(
    conn: psycopg.Connection, embedder: Embedder
) -> None:
    """ "Do you deliver to Zone 3?" asks of "Delivery days", which the stemmer reads apart."""
    project = make_project(conn, owner="dave")
    add_document(conn, project, "zones.csv", ["Zone: Zone 3 Delivery days: Wednesday"])
    unknown = vocabulary.unknown_words(conn, project, "Do you deliver or recover to Zone 3?")
    assert set(unknown) == {"recover"}


def test_a_spelling_is_read_from_the_same_chunks_however_the_rows_lie_on_disk(
    conn: psycopg.Connection, embedder: Embedder
) -> None:
    """The few chunks a misspelt word's spelling is read from were those a scan met first: a
    project ingested again (its rows laid elsewhere on disk) read "varion" as no word where it
    had read "virion". They are the project's first by id, wherever their rows lie: here the
    "virion" chunk has the first id and lies after the "virions" ones."""
    project = make_project(conn, owner="carol")
    row = conn.execute("SELECT pg_get_serial_sequence('chunks', 'id')").fetchone()
    assert row is not None
    (sequence,) = row
    start = conn.execute(f"SELECT nextval('{sequence}')").fetchone()
    assert start is not None
    conn.execute("SELECT setval(%s, %s)", (sequence, start[0] + 100))
    plural = [f"Virions of strain {n} were counted." for n in range(6)]
    add_document(conn, project, "virions.txt", plural, embedder)
    conn.execute("SELECT setval(%s, %s)", (sequence, start[0]))  # the next id is lower
    add_document(conn, project, "virion.txt", ["The virion is made of coat proteins."], embedder)
    first_on_disk, first_by_id = (
        conn.execute(
            f"SELECT content FROM chunks WHERE project_id = %s {order} LIMIT 1", (project,)
        ).fetchone()
        for order in ("ORDER BY ctid", "ORDER BY id")
    )
    assert first_on_disk == ("Virions of strain 0 were counted.",)
    assert first_by_id == ("The virion is made of coat proteins.",)
    # the chunks are found as a big project's are, by the text index, in the order on disk
    conn.execute("SET enable_indexscan = off")
    try:
        assert vocabulary.nearest_spelling(conn, project, "varion", "varion", 1) == "virion"
    finally:
        conn.execute("RESET enable_indexscan")
