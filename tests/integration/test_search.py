"""Hybrid search on the real database with the real local embedder."""

from __future__ import annotations

import json
import uuid

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pgvector import Vector

from ragkit.db import graphs
from ragkit.db.search import search, vector_path
from ragkit.embeddings import Embedder
from ragkit.models.retrieval import Mode, SearchFilters
from ragkit.settings import Settings
from tests.conftest import make_project
from tests.support.corpus import add_document, searched

pytestmark = pytest.mark.db

KEYWORD = "The replacement part number for the intake valve is QX-7741-B."
PARAPHRASE = "Staff who work from home get a monthly allowance towards their internet bill."
FILLER = [
    "The cafeteria opens at eight and serves breakfast until ten.",
    "Quarterly reviews are scheduled by each team lead in March, June, September and December.",
    "Visitors must sign in at reception and wear a badge at all times.",
    "The parking garage closes at midnight on weekdays.",
]


@pytest.fixture
def corpus(conn: psycopg.Connection, embedder: Embedder) -> uuid.UUID:
    project = make_project(conn)
    add_document(conn, project, "parts.txt", [KEYWORD], embedder)
    add_document(conn, project, "benefits.txt", [PARAPHRASE], embedder)
    add_document(conn, project, "office.txt", FILLER, embedder)
    return project


def _top(
    conn: psycopg.Connection,
    project: uuid.UUID,
    query: str,
    embedder: Embedder,
    settings: Settings,
    mode: Mode,
    k: int = 2,
) -> list[str]:
    return [
        hit.content for hit in searched(conn, project, query, embedder, settings, k=k, mode=mode)
    ]


def test_keyword_only_query_is_found_by_the_text_branch(
    conn: psycopg.Connection, corpus: uuid.UUID, embedder: Embedder, settings: Settings
) -> None:
    query = "QX-7741-B"
    assert _top(conn, corpus, query, embedder, settings, "text", 1) == [KEYWORD]
    assert _top(conn, corpus, query, embedder, settings, "hybrid", 1) == [KEYWORD]


def test_paraphrase_is_found_by_the_vector_branch_only(
    conn: psycopg.Connection, corpus: uuid.UUID, embedder: Embedder, settings: Settings
) -> None:
    query = "Do remote employees receive money for broadband costs?"
    assert _top(conn, corpus, query, embedder, settings, "text") == []  # no shared word
    assert _top(conn, corpus, query, embedder, settings, "vector", 1) == [PARAPHRASE]
    assert PARAPHRASE in _top(conn, corpus, query, embedder, settings, "hybrid", 2)


def test_hybrid_finds_both_kinds_at_once(
    conn: psycopg.Connection, corpus: uuid.UUID, embedder: Embedder, settings: Settings
) -> None:
    query = "QX-7741-B part, and money for broadband when working remotely"
    top = _top(conn, corpus, query, embedder, settings, "hybrid", 2)
    assert set(top) == {KEYWORD, PARAPHRASE}


def test_a_chunk_is_found_by_its_documents_name_though_its_text_does_not_hold_it(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    project = make_project(conn)
    row = "route: N1 from: Central Station to: Airport frequency: every 30 minutes"
    add_document(conn, project, "night-buses.csv", [row], embedder)
    add_document(conn, project, "office.txt", FILLER, embedder)
    assert _top(conn, project, "night buses", embedder, settings, "text") == [row]
    hit = searched(conn, project, "night buses to the airport", embedder, settings, k=1)[0]
    assert hit.content == row and hit.coverage == 1.0


def test_results_carry_both_branch_signals(
    conn: psycopg.Connection, corpus: uuid.UUID, embedder: Embedder, settings: Settings
) -> None:
    query = "intake valve part number"
    hit = searched(conn, corpus, query, embedder, settings, k=1)[0]
    assert hit.filename == "parts.txt" and hit.vector_rank == 1 and hit.text_rank == 1
    assert hit.bm25 is not None and hit.bm25 > 0 and 0 < hit.cosine <= 1
    assert hit.score == pytest.approx(2 / 61)  # 1/(60+1) from each branch


def test_filters_restrict_documents_pages_and_sections(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    project = make_project(conn)
    texts = [
        "pump maintenance page one",
        "pump maintenance page two",
        "pump maintenance page three",
    ]
    manual = add_document(
        conn,
        project,
        "manual.pdf",
        texts,
        embedder,
        pages=[1, 2, 3],
        sections=["Intro", "Care", "Care"],
    )
    other = add_document(conn, project, "other.txt", ["pump maintenance elsewhere"], embedder)
    vector = embedder.embed_query("pump maintenance")

    def run(filters: SearchFilters, mode: Mode) -> set[str]:
        hits = search(
            conn,
            project_id=project,
            query="pump maintenance",
            embedding=vector,
            settings=settings,
            k=10,
            mode=mode,
            filters=filters,
        )
        return {hit.content for hit in hits}

    modes: tuple[Mode, ...] = ("hybrid", "vector", "text")
    for mode in modes:
        assert run(SearchFilters(document_ids=[other]), mode) == {"pump maintenance elsewhere"}
        assert run(SearchFilters(document_ids=[manual], page_from=2, page_to=2), mode) == {texts[1]}
        assert run(SearchFilters(section="Care"), mode) == {texts[1], texts[2]}


WORDS = st.sampled_from(["pump", "valve", "leak", "pressure", "alarm", "motor", "seal", "filter"])


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    corpora=st.lists(
        st.lists(st.lists(WORDS, min_size=1, max_size=8).map(" ".join), min_size=1, max_size=6),
        min_size=2,
        max_size=4,
    ),
    query=st.lists(WORDS, min_size=1, max_size=3).map(" ".join),
    k=st.integers(1, 8),
    mode=st.sampled_from(["hybrid", "vector", "text"]),
)
def test_results_stay_in_their_project_ordered_and_bounded(
    conn: psycopg.Connection,
    settings: Settings,
    corpora: list[list[str]],
    query: str,
    k: int,
    mode: Mode,
) -> None:
    projects = [make_project(conn) for _ in corpora]
    own: dict[uuid.UUID, set[uuid.UUID]] = {}
    for project, texts in zip(projects, corpora, strict=True):
        own[project] = {add_document(conn, project, "d.txt", texts)}
    vector = [1.0] + [0.0] * 383
    for project in projects:
        hits = search(
            conn,
            project_id=project,
            query=query,
            embedding=vector,
            settings=settings,
            k=k,
            mode=mode,
        )
        assert len(hits) <= k
        assert {hit.document_id for hit in hits} <= own[project]
        keys = [(-hit.score, hit.chunk_id) for hit in hits]
        assert keys == sorted(keys)
    conn.execute("DELETE FROM projects WHERE id = ANY(%s)", (projects,))


def test_hybrid_degrades_to_vector_search_when_the_text_branch_fails(
    conn: psycopg.Connection, corpus: uuid.UUID, embedder: Embedder, settings: Settings
) -> None:
    # Over a megabyte of distinct words: PostgreSQL refuses to build its tsvector
    # ("string is too long for tsvector"), so only the vector branch can answer.
    huge = " ".join(f"w{i:07d}" for i in range(130_000)) + " " + PARAPHRASE
    with pytest.raises(psycopg.errors.ProgramLimitExceeded):
        search(
            conn,
            project_id=corpus,
            query=huge,
            embedding=embedder.embed_query(PARAPHRASE),
            settings=settings,
            mode="text",
        )
    hits = search(
        conn,
        project_id=corpus,
        query=huge,
        embedding=embedder.embed_query(PARAPHRASE),
        settings=settings,
    )
    assert hits[0].content == PARAPHRASE
    assert all(hit.text_rank is None and hit.vector_rank is not None for hit in hits)


def test_vector_branch_returns_the_nearest_chunks_on_either_path(
    conn: psycopg.Connection, embedder: Embedder, settings: Settings
) -> None:
    # A project without a graph of its own is scanned exactly; one with a graph (db/graphs.py)
    # walks it where the planner finds that cheaper (tests/integration/test_project_graphs.py
    # shows it does for big ones). Either way the project's nearest chunks come first.
    small, big = make_project(conn), make_project(conn)
    add_document(conn, small, "office.txt", FILLER, embedder)
    colours, things = ["red", "blue", "green", "grey"], ["ladder", "drill", "printer", "kettle"]
    stored = [
        f"The {colour} {thing} is kept in room {room}."
        for colour in colours
        for thing in things
        for room in (1, 2, 3)
    ]
    add_document(conn, big, "inventory.txt", stored, embedder)
    graphs.build(conn, big, memory_mb=64, timeout_ms=60_000)
    few = settings.model_copy(update={"search_candidates": 2})
    query = "Where is the green printer kept?"
    vector = embedder.embed_query(query)
    assert vector_path(conn, project_id=small, embedding=vector, settings=few) == "exact scan"
    for project in (small, big):
        hits = search(
            conn,
            project_id=project,
            query=query,
            embedding=vector,
            settings=few,
            k=2,
            mode="vector",
        )
        exact = conn.execute(
            "SELECT id FROM chunks WHERE project_id = %s ORDER BY (embedding <=> %s) + 0 LIMIT 2",
            (project, Vector(vector)),
        ).fetchall()
        assert [hit.chunk_id for hit in hits] == [chunk_id for (chunk_id,) in exact]
    graphs.drop(conn, graphs.index_name(big))


def test_the_vector_path_taken_is_a_metric(
    conn: psycopg.Connection,
    corpus: uuid.UUID,
    embedder: Embedder,
    settings: Settings,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("POWERTOOLS_METRICS_DISABLED")
    capsys.readouterr()
    _top(conn, corpus, "intake valve part number", embedder, settings, "hybrid", 1)
    emitted = [
        json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line
    ]
    paths = [m["vector"] for m in emitted if "SearchPath" in m]
    path = vector_path(
        conn,
        project_id=corpus,
        embedding=embedder.embed_query("intake valve part number"),
        settings=settings,
    )
    assert paths == ["exact" if path == "exact scan" else "graph"]  # the path the plan takes
