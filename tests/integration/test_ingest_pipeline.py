"""The ingestion pipeline against the real database, moto S3 and the real local embedder."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import psycopg
import pytest

from ragkit.db import documents
from ragkit.embeddings import Embedder
from ragkit.ingest.extract.pdf import SCANNED
from ragkit.ingest.pipeline import Ingestor
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project
from tests.support import files
from tests.support.web import serve_site

pytestmark = pytest.mark.db

# the first office check set's files (bench/sets: data, not a module to import)
OFFICE_SET = Path(__file__).resolve().parents[2] / "bench" / "sets" / "office"

PROSE = (
    "Employees accrue two days of paid leave per month worked. Leave requests go to the line "
    "manager at least two weeks in advance. Unused leave expires at the end of March. "
)


@pytest.fixture
def ingestor(conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings) -> Ingestor:
    return Ingestor(conn, ObjectStore(settings, s3), embedder, settings)


def _put(s3: Any, settings: Settings, project: uuid.UUID, name: str, data: bytes) -> str:
    key = document_key(project, uuid.uuid4(), name)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    return key


def _chunks(conn: psycopg.Connection, document_id: uuid.UUID) -> list[tuple[Any, ...]]:
    return conn.execute(
        "SELECT chunk_index, page_start, page_end, section, token_count, content"
        " FROM chunks WHERE document_id = %s ORDER BY chunk_index",
        (document_id,),
    ).fetchall()


@pytest.mark.parametrize(
    ("name", "data", "file_type"),
    [
        ("policy.pdf", files.pdf([PROSE * 3, PROSE * 2, PROSE]), "pdf"),
        ("report.docx", files.docx({"Leave": [PROSE * 2], "Pay": [PROSE]}), "docx"),
        ("notes.txt", (PROSE * 6).encode(), "txt"),
        ("guide.md", f"# Leave\n{PROSE * 3}\n## Expiry\n{PROSE}".encode(), "md"),
        ("table.csv", b"name,days\nAlice,12\nBob,7\n", "csv"),
        (
            "leave.xlsx",
            files.xlsx({"Leave": [["name", "days"], ["Alice", 12], ["Bob", 7]]}),
            "xlsx",
        ),
        (
            "leave.xls",
            files.xls({"Leave": [["name", "days"], ["Alice", 12], ["Bob", 7]]}),
            "xls",
        ),
        ("leave.ods", files.ods({"Leave": [["name", "days"], ["Alice", "12"]]}), "ods"),
        ("report.odt", files.odt({"Leave": [PROSE * 2], "Pay": [PROSE]}), "odt"),
        (
            "review.pptx",
            files.pptx([files.Slide("Leave", [PROSE]), files.Slide("Pay", [PROSE])]),
            "pptx",
        ),
    ],
)
def test_each_format_becomes_ready_chunks(
    conn: psycopg.Connection,
    s3: Any,
    settings: Settings,
    ingestor: Ingestor,
    name: str,
    data: bytes,
    file_type: str,
) -> None:
    project = make_project(conn)
    result = ingestor.object_created(_put(s3, settings, project, name, data))
    assert result.outcome == "ready", result.reason
    document = documents.get(conn, result.document_id)  # type: ignore[arg-type]
    assert document is not None
    assert (document.status, document.file_type, document.error_message) == (
        "ready",
        file_type,
        None,
    )
    rows = _chunks(conn, document.id)
    assert document.chunk_count == len(rows) == result.chunks > 0
    assert all(row[4] <= settings.resolved_chunk_tokens for row in rows)
    embedded = conn.execute(
        "SELECT count(*) FROM chunks WHERE document_id = %s AND vector_dims(embedding) = 384"
        " AND tsv <> ''::tsvector",
        (document.id,),
    ).fetchone()
    assert embedded == (len(rows),)


def test_pdf_chunks_know_their_pages_and_docx_chunks_their_sections(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    pdf = ingestor.object_created(
        _put(
            s3,
            settings,
            project,
            "a.pdf",
            files.pdf([f"Page {n}. " + PROSE * 4 for n in range(1, 6)]),
        )
    )
    document = documents.get(conn, pdf.document_id)  # type: ignore[arg-type]
    assert document is not None and document.page_count == 5
    pages = [(row[1], row[2]) for row in _chunks(conn, document.id)]
    assert pages[0][0] == 1 and pages[-1][1] == 5
    assert all(start <= end for start, end in pages)
    docx = ingestor.object_created(
        _put(
            s3,
            settings,
            project,
            "b.docx",
            files.docx({"Leave": [PROSE], "Pay": ["Pay is monthly."]}),
        )
    )
    sections = {row[3] for row in _chunks(conn, docx.document_id)}  # type: ignore[arg-type]
    assert {"Leave", "Pay"} <= sections


def test_scanned_pdf_fails_with_reason_and_no_chunks(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    result = ingestor.object_created(_put(s3, settings, project, "scan.pdf", files.blank_pdf(2)))
    document = documents.get(conn, result.document_id)  # type: ignore[arg-type]
    assert document is not None
    assert (document.status, document.chunk_count) == ("failed", 0)
    assert document.error_message == f"{SCANNED}; OCR is off (OCR_PROVIDER=none)"
    assert document.error_code == "extraction_failed"
    assert _chunks(conn, document.id) == []


def test_reprocessing_is_idempotent(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    key = _put(s3, settings, project, "notes.txt", (PROSE * 8).encode())
    first = ingestor.object_created(key)
    again = ingestor.object_created(key)
    assert (first.outcome, again.outcome) == ("ready", "unchanged")
    assert len(_chunks(conn, first.document_id)) == first.chunks  # type: ignore[arg-type]


def test_changed_content_replaces_chunks_and_a_shrunk_document_leaves_none_stale(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    key = _put(s3, settings, project, "notes.txt", (PROSE * 12).encode())
    first = ingestor.object_created(key)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=b"Only one short sentence now.")
    second = ingestor.object_created(key)
    assert second.outcome == "ready" and first.chunks > 1
    assert [row[5] for row in _chunks(conn, second.document_id)] == ["Only one short sentence now."]  # type: ignore[arg-type]


def test_identical_content_under_another_name_is_a_duplicate(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    data = (PROSE * 3).encode()
    ingestor.object_created(_put(s3, settings, project, "one.txt", data))
    copy = ingestor.object_created(_put(s3, settings, project, "two.txt", data))
    assert copy.outcome == "duplicate"
    assert conn.execute("SELECT count(DISTINCT document_id) FROM chunks").fetchone() == (1,)
    assert documents.get(conn, copy.document_id) is None  # type: ignore[arg-type]
    # in the recycle bin with the reason, not a failed row in the list to delete by hand
    row = conn.execute(
        "SELECT status, error_code, error_message, deleted_at IS NOT NULL FROM documents"
        " WHERE id = %s",
        (copy.document_id,),
    ).fetchone()
    assert row is not None and row[:2] == ("failed", "duplicate") and row[3]
    assert row[2].startswith("already in the project as one.txt (uploaded ")


def test_bulk_dropped_object_gets_a_document_and_removal_deletes_it(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    project = make_project(conn)
    key = f"projects/{project}/imports/2026/handbook.txt"
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=(PROSE * 2).encode())
    created = ingestor.object_created(key)
    document = documents.by_key(conn, key)
    assert (
        document is not None and document.filename == "handbook.txt" and created.outcome == "ready"
    )
    assert ingestor.object_removed(key).outcome == "deleted"
    assert documents.get(conn, document.id) is None
    assert conn.execute("SELECT count(*) FROM chunks").fetchone() == (0,)


def test_objects_outside_known_projects_are_ignored(
    conn: psycopg.Connection, s3: Any, settings: Settings, ingestor: Ingestor
) -> None:
    assert ingestor.object_created("elsewhere/file.txt").outcome == "ignored"
    assert ingestor.object_created(f"projects/{uuid.uuid4()}/x/file.txt").outcome == "ignored"
    assert conn.execute("SELECT count(*) FROM documents").fetchone() == (0,)


def test_a_database_for_another_model_is_refused(conn: psycopg.Connection) -> None:
    from ragkit.db.migrate import migrate
    from ragkit.errors import ConfigurationError

    with pytest.raises(ConfigurationError, match="cannot be mixed"):
        migrate(conn, model="text-embedding-3-small", dimensions=1536)


def test_a_registered_url_is_fetched_and_ingested_as_html(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder
) -> None:
    project = make_project(conn)
    with serve_site() as site:
        key = document_key(project, uuid.uuid4(), "page") + ".url"
        documents.create(conn, project_id=project, filename=site + "/page", s3_key=key)
        s3.put_object(Bucket=settings.bucket_name, Key=key, Body=(site + "/page").encode())
        allowed = settings.model_copy(update={"web_fetch_allow_private": True})
        result = Ingestor(conn, ObjectStore(allowed, s3), embedder, allowed).object_created(key)
    assert result.outcome == "ready", result.reason
    row = conn.execute("SELECT section, content FROM chunks").fetchone()
    assert row == ("Leave", "Leave\n\n25 days.")


def test_answers_from_ingested_files_quote_a_sentence_on_its_own_page_or_row(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings, ingestor: Ingestor
) -> None:
    """A chunk of the handbook runs from page 1 onto page 2; the quote names the page of its
    sentence, and a CSV quote names its row, both verbatim in the source text."""
    from ragkit.answer.service import Answerer

    project = make_project(conn)
    handbook = (OFFICE_SET / "documents" / "handbook.pdf").read_bytes()
    ingestor.object_created(_put(s3, settings, project, "handbook.pdf", handbook))
    ingestor.object_created(
        _put(s3, settings, project, "prices.csv", b"item,price\nTea,2 euros\nCoffee,3 euros\n")
    )
    spans = conn.execute(
        "SELECT page_start, page_end, sentences FROM chunks WHERE page_start = 1 AND page_end = 2"
    ).fetchone()
    assert spans is not None  # the fixture's second chunk crosses the page break
    assert {page for _, _, page, _ in spans[2]} == {1, 2}
    answerer = Answerer(conn, embedder, None, settings)

    def ask(question: str, holding: str) -> Any:
        """The cited quote holding `holding` (each quote checked verbatim)."""
        answer = answerer.ask(project_id=project, owner_id="tester", question=question)
        for source in (s for s in answer.sources if s.cited):
            for place in (source, *source.more_quotes):
                assert source.text[place.quote_start : place.quote_end] == place.quote
                if holding in place.quote:
                    return place
        raise AssertionError(f"no quote holds {holding!r}: {answer.answer}")

    requests = ask("How far in advance must annual leave requests be submitted?", "two weeks")
    assert requests.page == 2
    coffee = ask("What is the price of coffee?", "Coffee")
    assert coffee.row == 3 and "Tea" not in coffee.quote and coffee.page is None


def test_answers_from_a_workbook_and_a_deck_name_the_sheet_and_row_or_the_slide(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, settings: Settings, ingestor: Ingestor
) -> None:
    from ragkit.answer.service import Answerer

    project = make_project(conn)
    workbook = files.xlsx(
        {
            "Rooms": [["Room", "Floor", "Seats"], ["Aurora", 2, 12], ["Nebula", 5, 20]],
            "Prices": [["Item", "Price"], ["Tea", (2, '0 "euros"')], ["Coffee", (3, '0 "euros"')]],
        }
    )
    deck = files.pptx(
        [
            files.Slide("Quarterly review", ["Lumen Software, third quarter"]),
            files.Slide("Revenue", ["Revenue grew by 12 percent to 4.2 million euros."]),
            files.Slide("Offices", ["The Berlin office opened in August with 30 desks."]),
        ]
    )
    for name, data in (("facilities.xlsx", workbook), ("review.pptx", deck)):
        assert ingestor.object_created(_put(s3, settings, project, name, data)).outcome == "ready"
    answerer = Answerer(conn, embedder, None, settings)

    def cited(question: str, holding: str) -> tuple[Any, Any]:
        """The cited source and its quote holding `holding` (each quote checked verbatim)."""
        answer = answerer.ask(project_id=project, owner_id="tester", question=question)
        for source in (s for s in answer.sources if s.cited):
            for place in (source, *source.more_quotes):
                assert source.text[place.quote_start : place.quote_end] == place.quote
                if holding in place.quote:
                    return source, place
        raise AssertionError(f"no quote holds {holding!r}: {answer.answer}")

    source, coffee = cited("What is the price of coffee?", "Coffee")
    assert (source.filename, source.section, coffee.row) == ("facilities.xlsx", "Prices", 3)
    assert "3 euros" in coffee.quote and "Tea" not in coffee.quote  # one row, its own
    source, nebula = cited("How many seats does the Nebula room have?", "Nebula")
    assert (source.section, nebula.row) == ("Rooms", 3) and "20" in nebula.quote
    source, berlin = cited("When did the Berlin office open?", "Berlin")
    assert (source.filename, berlin.page, source.section) == ("review.pptx", 3, "Offices")
    assert berlin.quote == "The Berlin office opened in August with 30 desks."
