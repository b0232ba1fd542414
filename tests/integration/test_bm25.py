"""BM25 in SQL: statistics kept exact by the triggers, and scores equal to a reference BM25
computed in Python from the same lexemes."""

from __future__ import annotations

import math
import threading
import uuid
from collections import Counter

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from psycopg import sql

from ragkit.db import documents
from ragkit.db.chunks import place_older_chunks
from ragkit.db.connection import connect
from ragkit.deadline import Deadline
from tests.conftest import make_project
from tests.support.corpus import add_document, without_place_words

pytestmark = pytest.mark.db

VOCABULARY = [
    "pump",
    "valve",
    "pressure",
    "turbine",
    "bearing",
    "seal",
    "leak",
    "flow",
    "motor",
    "sensor",
    "alarm",
    "coolant",
    "filter",
    "gasket",
    "rotor",
    "shaft",
    "vibration",
    "torque",
    "voltage",
    "current",
]


def _stats_from_scratch(conn: psycopg.Connection, project: uuid.UUID) -> tuple[object, ...]:
    lexemes = conn.execute(
        "SELECT u.lexeme, count(*) FROM chunks c, unnest(c.tsv) u WHERE c.project_id = %s"
        " GROUP BY 1 ORDER BY 1",
        (project,),
    ).fetchall()
    totals = conn.execute(
        "SELECT count(*), coalesce(sum(lexeme_count), 0) FROM chunks WHERE project_id = %s",
        (project,),
    ).fetchone()
    return lexemes, totals


def _stats_kept(conn: psycopg.Connection, project: uuid.UUID) -> tuple[object, ...]:
    lexemes = conn.execute(
        "SELECT lexeme, doc_freq FROM lexeme_stats WHERE project_id = %s ORDER BY 1", (project,)
    ).fetchall()
    totals = conn.execute(
        "SELECT chunk_count, total_length FROM project_text_stats WHERE project_id = %s",
        (project,),
    ).fetchone()
    return lexemes, totals or (0, 0)


def test_statistics_follow_inserts_replacements_and_cascading_deletes(
    conn: psycopg.Connection,
) -> None:
    project, other = make_project(conn), make_project(conn)
    first = add_document(conn, project, "a.txt", ["pump pressure alarm", "valve leak leak"])
    add_document(conn, project, "b.txt", ["pump motor", "sensor alarm and pump"])
    add_document(conn, other, "c.txt", ["turbine rotor"])
    assert _stats_kept(conn, project) == _stats_from_scratch(conn, project)
    conn.execute("DELETE FROM documents WHERE id = %s", (first,))  # cascades to chunks
    assert _stats_kept(conn, project) == _stats_from_scratch(conn, project)
    conn.execute("DELETE FROM projects WHERE id = %s", (project,))
    assert conn.execute(
        "SELECT count(*) FROM lexeme_stats WHERE project_id = %s", (project,)
    ).fetchone() == (0,)
    assert _stats_kept(conn, other) == _stats_from_scratch(conn, other)


@pytest.mark.parametrize(
    ("column", "value"),
    [("content", "turbine rotor"), ("place", "night buses"), ("lexeme_count", 0)],
)
def test_a_chunks_text_is_replaced_never_edited(
    conn: psycopg.Connection, column: str, value: object
) -> None:
    """An UPDATE would re-index the chunk beside statistics that follow inserts and deletes
    only: it is refused, and the statistics stay exact."""
    project = make_project(conn)
    add_document(conn, project, "a.txt", ["pump pressure alarm"])
    update = sql.SQL("UPDATE chunks SET {} = %s WHERE project_id = %s").format(
        sql.Identifier(column)
    )
    refused = pytest.raises(psycopg.errors.FeatureNotSupported, match="replaced, not edited")
    with refused, conn.transaction():
        conn.execute(update, (value, project))
    assert _stats_kept(conn, project) == _stats_from_scratch(conn, project)


def test_older_chunks_are_given_their_place_words_with_exact_statistics(
    conn: psycopg.Connection,
) -> None:
    """Chunks stored before migration 0016 have no place words in their index; the sweep gives
    them the label new chunks get (also in the recycle bin, and none to a file named by an id),
    once, and the BM25 statistics stay those of the chunks as they now are."""
    project = make_project(conn)
    add_document(conn, project, "night-buses.csv", ["route: N1 frequency: every 30 minutes"])
    add_document(conn, project, "4711.txt", ["pump pressure alarm"])
    binned = add_document(conn, project, "travel-policy.md", ["receipts within thirty days"])
    without_place_words(conn, project)
    documents.soft_delete(conn, binned)
    assert _text_matches(conn, project, "night") == []
    assert _stats_kept(conn, project) == _stats_from_scratch(conn, project)

    assert place_older_chunks(conn, Deadline(0.0)) == 0  # no time left: left for the next sweep
    assert place_older_chunks(conn, Deadline.never()) == 2
    assert _text_matches(conn, project, "night") == ["route: N1 frequency: every 30 minutes"]
    assert _stats_kept(conn, project) == _stats_from_scratch(conn, project)
    assert conn.execute("SELECT place FROM chunks ORDER BY place").fetchall() == [
        ("",),
        ("night buses",),
    ]
    documents.restore(conn, binned)
    assert _text_matches(conn, project, "travel") == ["receipts within thirty days"]
    assert place_older_chunks(conn, Deadline.never()) == 0


def test_a_document_deleted_while_the_sweep_places_its_chunks_leaves_none_searchable(
    conn: psycopg.Connection, database_url: str
) -> None:
    """The sweep has moved the chunk out and back in, not yet committed, when the document is
    deleted: the delete waits for it, then takes the chunk as it now is into the recycle bin.
    (Had it not waited, its snapshot would miss the chunk moved back in, left searchable.)"""
    project = make_project(conn)
    document = add_document(conn, project, "night-buses.csv", ["route: N1 every 30 minutes"])
    without_place_words(conn, project)
    with connect(database_url) as other:
        deleting = threading.Thread(target=documents.soft_delete, args=(other, document))
        with conn.transaction():
            assert place_older_chunks(conn, Deadline.never()) == 1
            deleting.start()
            deleting.join(timeout=0.5)
            assert deleting.is_alive()  # waits for the sweep's transaction
        deleting.join(timeout=10)
    assert conn.execute(
        "SELECT count(*) FROM chunks WHERE project_id = %s", (project,)
    ).fetchone() == (0,)
    assert conn.execute(
        "SELECT place FROM deleted_chunks WHERE document_id = %s", (document,)
    ).fetchall() == [("night buses",)]


def _text_matches(conn: psycopg.Connection, project: uuid.UUID, word: str) -> list[str]:
    rows = conn.execute(
        "SELECT content FROM chunks WHERE project_id = %s AND tsv @@ to_tsquery('english', %s)",
        (project, word),
    ).fetchall()
    return [row[0] for row in rows]


def _reference_bm25(
    conn: psycopg.Connection, project: uuid.UUID, query: str, k1: float = 1.2, b: float = 0.75
) -> dict[int, float]:
    """Okapi BM25 with Lucene's idf, computed in Python from the chunks' own tsvectors."""
    rows = conn.execute(
        "SELECT c.id, u.lexeme, array_length(u.positions, 1) FROM chunks c, unnest(c.tsv) u"
        " WHERE c.project_id = %s",
        (project,),
    ).fetchall()
    tf: dict[int, Counter[str]] = {}
    for chunk_id, lexeme, count in rows:
        tf.setdefault(chunk_id, Counter())[lexeme] = count
    all_ids = [
        r[0] for r in conn.execute("SELECT id FROM chunks WHERE project_id = %s", (project,))
    ]
    n = len(all_ids)
    avgdl = sum(sum(c.values()) for c in tf.values()) / n
    terms = {
        r[0]
        for r in conn.execute(
            "SELECT lexeme FROM unnest(to_tsvector('english', %s::text))", (query,)
        )
    }
    df = {t: sum(1 for c in tf.values() if t in c) for t in terms}
    scores = {}
    for chunk_id, counts in tf.items():
        dl = sum(counts.values())
        score = sum(
            math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
            * counts[t]
            * (k1 + 1)
            / (counts[t] + k1 * (1 - b + b * dl / avgdl))
            for t in terms
            if t in counts
        )
        if score > 0:
            scores[chunk_id] = score
    return scores


documents_strategy = st.lists(
    st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=30).map(" ".join),
    min_size=1,
    max_size=25,
)
queries = st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=5).map(" ".join)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    texts=documents_strategy,
    query=queries,
    limit=st.integers(1, 10),
    budget=st.sampled_from([1, 10, 100_000]),
)
def test_sql_bm25_matches_a_reference_implementation(
    conn: psycopg.Connection, texts: list[str], query: str, limit: int, budget: int
) -> None:
    project = make_project(conn)
    add_document(conn, project, "doc.txt", texts)
    expected = _reference_bm25(conn, project, query)
    got = conn.execute(
        "SELECT chunk_id, score FROM bm25_search(%s, %s, %s, p_max_postings => %s)",
        (project, query, limit, budget),
    ).fetchall()
    assert len(got) <= limit
    for chunk_id, score in got:  # every returned score is the exact BM25 score
        assert score == pytest.approx(expected[chunk_id])
    postings = conn.execute(
        "SELECT coalesce(sum(doc_freq), 0) FROM lexeme_stats WHERE project_id = %s AND lexeme IN"
        " (SELECT lexeme FROM unnest(to_tsvector('english', %s::text)))",
        (project, query),
    ).fetchone()
    assert postings is not None
    if postings[0] <= budget:  # all query terms' postings within budget: the top-k is exact
        best = sorted(expected.values(), reverse=True)[:limit]
        assert [s for _, s in got] == pytest.approx(best)
    conn.execute("DELETE FROM projects WHERE id = %s", (project,))
