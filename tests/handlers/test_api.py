"""Every API route, driven by its sample event, on the real database and moto S3."""

from __future__ import annotations

import base64
import json
import uuid
from typing import Any

import psycopg
import pytest

from ragkit import runtime
from ragkit.settings import Settings
from tests.conftest import PROJECT_ID, ROOT, make_project
from tests.support.api import call, invoke
from tests.support.corpus import add_document

# the root conftest gives each test a fresh container; these need the database and moto too
pytestmark = [pytest.mark.db, pytest.mark.usefixtures("conn", "s3")]
DOCUMENT_ID = "22222222-2222-4222-8222-222222222222"
P = {"projectId": str(PROJECT_ID)}


@pytest.fixture
def project(conn: psycopg.Connection) -> uuid.UUID:
    return make_project(conn, owner="owner-a", project_id=PROJECT_ID, name="Handbook")


def _pending_document(conn: psycopg.Connection, project: uuid.UUID) -> str:
    """The document of the sample events, registered but not yet uploaded; returns its key."""
    from ragkit.db import documents

    key = f"projects/{project}/{DOCUMENT_ID}/notes.txt"
    documents.create(
        conn,
        project_id=project,
        filename="notes.txt",
        s3_key=key,
        document_id=uuid.UUID(DOCUMENT_ID),
    )
    return key


def _error(body: Any) -> tuple[str, str]:
    return body["error"]["code"], body["error"]["message"]


def test_create_list_get_and_delete_a_project(
    conn: psycopg.Connection, s3: Any, settings: Settings
) -> None:
    status, created = call("projects", "projects_create.json")
    assert status == 201 and created["name"] == "Employee handbook"
    assert set(created) == {
        "id",
        "name",
        "createdAt",
        "documentCount",
        "chunkCount",
        "embeddingModel",
        "language",
        "deletedAt",
    }
    assert call("projects", "projects_create.json")[0] == 409
    for name in ("b", "c"):
        call("projects", "projects_create.json", body={"name": name})
    status, page = call("projects", "projects_list.json", query={"limit": "2"})
    assert status == 200 and len(page["items"]) == 2 and page["nextCursor"]
    _, rest = call(
        "projects", "projects_list.json", query={"limit": "2", "cursor": page["nextCursor"]}
    )
    assert [p["name"] for p in rest["items"]] == ["c"] and rest["nextCursor"] is None

    pid = created["id"]
    s3.put_object(Bucket=settings.bucket_name, Key=f"projects/{pid}/x/a.txt", Body=b"hi")
    assert call("projects", "projects_get.json", path={"projectId": pid})[1]["id"] == pid
    assert call("projects", "projects_delete.json", path={"projectId": pid}) == (204, None)
    assert call("projects", "projects_get.json", path={"projectId": pid})[0] == 404
    listed = call("projects", "projects_list.json")[1]["items"]
    assert pid not in {p["id"] for p in listed}
    _, in_bin = call("projects", "projects_list.json", query={"deleted": "true"})
    assert [(p["id"], p["deletedAt"] is not None) for p in in_bin["items"]] == [(pid, True)]
    # the name is free while the project waits in the recycle bin; restoring it then conflicts
    assert call("projects", "projects_create.json")[0] == 201
    assert call("projects", "projects_restore.json", path={"projectId": pid})[0] == 409
    assert s3.list_objects_v2(Bucket=settings.bucket_name).get("KeyCount") == 1  # kept


def test_a_deleted_project_is_restored_within_the_window_and_purged_after_it(
    conn: psycopg.Connection, s3: Any, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    pid = call("projects", "projects_create.json")[1]["id"]
    s3.put_object(Bucket=settings.bucket_name, Key=f"projects/{pid}/x/a.txt", Body=b"hi")
    path = {"projectId": pid}
    assert call("projects", "projects_delete.json", path=path) == (204, None)
    assert call("projects", "projects_restore.json", path=path)[0] == 200
    assert call("projects", "projects_get.json", path=path)[0] == 200
    assert call("projects", "projects_restore.json", path=path)[0] == 404  # not deleted
    monkeypatch.setenv("DELETE_RETENTION_DAYS", "0")
    runtime.reset()
    try:
        assert call("projects", "projects_delete.json", path=path) == (204, None)
    finally:
        monkeypatch.undo()
        runtime.reset()
    assert call("projects", "projects_restore.json", path=path)[0] == 404  # gone for good
    assert s3.list_objects_v2(Bucket=settings.bucket_name).get("KeyCount") == 0


def test_a_projects_language_is_set_on_creation_and_changed_by_its_owner_only() -> None:
    created = call("projects", "projects_create.json", body={"name": "Bib", "language": "fr"})[1]
    assert created["language"] == "fr"
    path = {"projectId": created["id"]}
    status, changed = call("projects", "projects_update.json", path=path)
    assert status == 200 and changed["language"] == "de"  # the event's body
    assert call("projects", "projects_update.json", path=path, owner="owner-b")[0] == 404
    status, body = call("projects", "projects_update.json", path=path, body={"language": "German"})
    assert status == 400 and body["error"]["details"][0]["field"] == "language"
    cleared = call("projects", "projects_update.json", path=path, body={"language": None})[1]
    assert cleared["language"] is None


def test_validation_errors_are_400_with_field_details() -> None:
    status, body = call("projects", "projects_create.json", body={"name": ""})
    assert status == 400 and body["error"]["code"] == "validation_error"
    assert body["error"]["details"][0]["field"] == "name"
    assert call("projects", "projects_create.json", body="{not json")[0] == 400
    assert call("projects", "projects_get.json", path={"projectId": "not-a-uuid"})[0] == 400


def test_missing_credentials_are_401() -> None:
    status, body = call("projects", "projects_list.json", owner=None)
    assert status == 401 and _error(body)[0] == "unauthorized"


@pytest.mark.parametrize(
    ("dev_mode", "source_ip", "status"),
    [("false", "127.0.0.1", 401), ("true", "203.0.113.10", 401), ("true", "127.0.0.1", 200)],
)
def test_development_tokens_only_in_dev_mode_and_only_from_loopback(
    monkeypatch: pytest.MonkeyPatch, dev_mode: str, source_ip: str, status: int
) -> None:

    monkeypatch.setenv("AUTH_DEV_MODE", dev_mode)
    runtime.reset()
    try:
        response = invoke(
            "projects",
            "projects_list.json",
            owner=None,
            headers={"authorization": "Bearer dev-x"},
            source_ip=source_ip,
        )
    finally:
        monkeypatch.undo()
        runtime.reset()
    assert response["statusCode"] == status


def test_documents_can_be_listed_read_and_deleted(
    conn: psycopg.Connection, s3: Any, settings: Settings, project: uuid.UUID
) -> None:
    key = _pending_document(conn, project)
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=b"text")
    status, listed = call("projects", "documents_list.json")
    assert status == 200 and [d["filename"] for d in listed["items"]] == ["notes.txt"]
    status, one = call("projects", "documents_get.json")
    assert (status, one["status"], one["chunkCount"]) == (200, "pending", 0)
    assert call("projects", "documents_delete.json")[0] == 204
    assert call("projects", "documents_get.json")[0] == 404
    assert call("projects", "documents_list.json")[1] == {"items": [], "nextCursor": None}
    _, in_bin = call("projects", "documents_list.json", query={"deleted": "true"})
    in_bin = in_bin["items"]
    assert [d["filename"] for d in in_bin] == ["notes.txt"] and in_bin[0]["deletedAt"]
    assert s3.list_objects_v2(Bucket=settings.bucket_name).get("KeyCount") == 1  # until purged
    status, restored = call("projects", "documents_restore.json")
    assert (status, restored.get("deletedAt")) == (200, None)
    assert call("projects", "documents_get.json")[0] == 200


def test_documents_are_listed_page_by_page(conn: psycopg.Connection, project: uuid.UUID) -> None:
    """A project of many documents is listed in pages (one list of 10,000 would pass the 6 MB
    a Lambda response may hold)."""
    from ragkit.db import documents

    names = [f"notes-{n}.txt" for n in range(5)]
    for name in names:
        documents.create(
            conn, project_id=project, filename=name, s3_key=f"projects/{project}/x/{name}"
        )
    seen: list[str] = []
    cursor = None
    while True:
        query = {"limit": "2"} | ({"cursor": cursor} if cursor else {})
        status, page = call("projects", "documents_list.json", query=query)
        assert status == 200 and len(page["items"]) <= 2
        seen += [d["filename"] for d in page["items"]]
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert seen == names  # oldest first, each once
    assert call("projects", "documents_list.json", query={"cursor": "nonsense"})[0] == 400


def test_openapi_document_is_served_and_matches_the_committed_file() -> None:
    status, served = call("projects", "openapi_get.json")
    import json

    from ragkit.api.openapi import openapi_json

    committed = json.loads((ROOT / "layers/common/ragkit/api/openapi.json").read_text())
    assert status == 200 and served == committed
    assert json.loads(openapi_json()) == committed, "run `make openapi` and commit the document"
    assert "/projects/{project_id}/chat" in served["paths"]


def test_file_upload_returns_a_presigned_post(project: uuid.UUID, conn: psycopg.Connection) -> None:
    status, body = call("upload", "upload_file.json")
    assert status == 201 and body["status"] == "pending"
    fields = body["upload"]["fields"]
    assert fields["key"].startswith(f"projects/{project}/{body['documentId']}/handbook.pdf")
    assert fields["Content-Type"] == "application/pdf" and "policy" in fields
    row = conn.execute(
        "SELECT status, size_bytes FROM documents WHERE id = %s", (body["documentId"],)
    ).fetchone()
    assert row == ("pending", 482133)
    policy = json.loads(base64.b64decode(fields["policy"]))
    assert ["content-length-range", 482133, 482133] in policy["conditions"]  # the declared size


@pytest.mark.parametrize(
    ("upload", "status", "code"),
    [
        (
            {"filename": "x.exe", "contentType": "application/octet-stream", "sizeBytes": 10},
            415,
            "unsupported_type",
        ),
        (
            {"filename": "x.pdf", "contentType": "text/plain", "sizeBytes": 10},
            415,
            "unsupported_type",
        ),
        (
            {"filename": "x.pdf", "contentType": "application/pdf", "sizeBytes": 11 * 1024 * 1024},
            413,
            "too_large",
        ),
        (
            {"filename": "x.txt", "contentType": "text/plain", "sizeBytes": 6 * 1024 * 1024},
            413,
            "too_large",
        ),
        ({"url": "ftp://example.com/file"}, 400, "validation_error"),
    ],
)
def test_bad_uploads_are_refused(
    project: uuid.UUID, upload: dict[str, Any], status: int, code: str
) -> None:
    got, body = call("upload", "upload_file.json", body=upload)
    assert (got, body["error"]["code"]) == (status, code)


def test_an_empty_file_is_refused_as_empty_naming_only_its_own_fields(project: uuid.UUID) -> None:
    """Not "greater than 0", and nothing of the web page request's `url` (the other branch)."""
    empty = {"filename": "notes.txt", "contentType": "text/plain", "sizeBytes": 0}
    got, body = call("upload", "upload_file.json", body=empty)
    assert (got, body["error"]["code"]) == (400, "validation_error")
    assert body["error"]["details"] == [{"field": "sizeBytes", "message": "the file is empty"}]
    assert body["error"]["message"] == "the request is invalid: sizeBytes: the file is empty"
    got, body = call("upload", "upload_file.json", body={"url": "not a url"})
    assert [d["field"] for d in body["error"]["details"]] == ["url"]


@pytest.mark.parametrize(
    ("filename", "content_type"),
    [("scan.png", "image/png"), ("photo.JPG", "image/jpeg"), ("fax.tiff", "image/tiff")],
)
def test_images_are_accepted_for_ocr(project: uuid.UUID, filename: str, content_type: str) -> None:
    upload = {"filename": filename, "contentType": content_type, "sizeBytes": 2048}
    status, body = call("upload", "upload_file.json", body=upload)
    assert status == 201, body
    assert body["upload"]["fields"]["Content-Type"] == content_type


def test_images_are_refused_when_ocr_is_off(
    project: uuid.UUID, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OCR_PROVIDER", "none")
    runtime.reset()
    try:
        upload = {"filename": "scan.png", "contentType": "image/png", "sizeBytes": 2048}
        status, body = call("upload", "upload_file.json", body=upload)
    finally:
        monkeypatch.delenv("OCR_PROVIDER")
        runtime.reset()
    assert (status, body["error"]["code"]) == (415, "unsupported_type")
    assert "OCR_PROVIDER=none" in body["error"]["message"]


def test_url_upload_stores_the_url_for_process(
    project: uuid.UUID, s3: Any, settings: Settings
) -> None:
    status, body = call("upload", "upload_url.json")
    assert status == 201
    keys = [o["Key"] for o in s3.list_objects_v2(Bucket=settings.bucket_name)["Contents"]]
    assert keys == [f"projects/{project}/{body['documentId']}/page.url"]


def test_reprocess_of_a_missing_object_is_409_and_changes_nothing(
    conn: psycopg.Connection, s3: Any, project: uuid.UUID
) -> None:
    _pending_document(conn, project)
    conn.execute("UPDATE documents SET status = 'ready', content_sha256 = 'abc'")
    status, body = call("upload", "upload_reprocess.json")
    assert (status, body["error"]["code"]) == (409, "conflict")
    assert "no longer in storage" in body["error"]["message"]
    assert conn.execute("SELECT status, content_sha256 FROM documents").fetchone() == (
        "ready",
        "abc",
    )


def test_reprocess_resets_the_document_and_touches_the_object(
    conn: psycopg.Connection, s3: Any, settings: Settings, project: uuid.UUID
) -> None:
    key = _pending_document(conn, project)
    conn.execute("UPDATE documents SET status = 'ready', content_sha256 = 'abc'")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=b"text")
    status, body = call("upload", "upload_reprocess.json")
    assert (status, body["status"]) == (202, "pending")
    assert conn.execute("SELECT status, content_sha256 FROM documents").fetchone() == (
        "pending",
        None,
    )
    assert s3.head_object(Bucket=settings.bucket_name, Key=key)["Metadata"]["reprocess"]


def test_chat_answers_with_sources_and_search_ranks_chunks(
    conn: psycopg.Connection, project: uuid.UUID, embedder: Any
) -> None:
    add_document(
        conn,
        project,
        "handbook.pdf",
        ["Employees get twenty-five days of annual leave per year."],
        embedder,
        pages=[4],
    )
    status, answer = call("chat", "chat_ask.json")
    assert status == 200 and answer["grounded"] and answer["sourceCount"] == 1
    assert (
        answer["sources"][0]["filename"] == "handbook.pdf"
        and answer["sources"][0]["pageStart"] == 4
    )
    assert "[1]" in answer["answer"] and answer["sessionId"]
    status, unrelated = call(
        "chat", "chat_ask.json", body={"message": "Who painted the Mona Lisa?"}
    )
    assert (unrelated["answer"], unrelated["sourceCount"]) == ("I don't know.", 0)
    status, found = call("chat", "chat_search.json")
    assert status == 200 and found["results"][0]["filename"] == "handbook.pdf"
    assert call("chat", "chat_ask.json", body={"message": "x" * 2001})[0] == 400


@pytest.mark.parametrize(
    ("route", "field"), [("chat_ask.json", "message"), ("chat_search.json", "query")]
)
def test_the_question_limit_is_a_setting(
    monkeypatch: pytest.MonkeyPatch, project: uuid.UUID, route: str, field: str
) -> None:
    long_question = "What does the handbook say about " + "leave " * 500  # 3,033 characters
    status, body = call("chat", route, body={field: long_question})
    assert (status, body["error"]["code"]) == (400, "validation_error")
    assert "2,000 characters" in body["error"]["message"]
    monkeypatch.setenv("MAX_QUESTION_CHARS", "5000")
    runtime.reset()
    try:
        status, _ = call("chat", route, body={field: long_question})
    finally:
        monkeypatch.delenv("MAX_QUESTION_CHARS")
        runtime.reset()
    assert status == 200


def test_database_outage_is_503_without_internals(
    monkeypatch: pytest.MonkeyPatch, project: uuid.UUID
) -> None:

    monkeypatch.setenv("DATABASE_URL", "postgresql://nobody@127.0.0.1:1/none")
    runtime.reset()
    try:
        status, body = call("projects", "projects_list.json")
    finally:
        runtime.reset()
    assert status == 503 and body["error"]["code"] == "unavailable"
    assert "127.0.0.1" not in body["error"]["message"]


def test_a_database_that_does_not_answer_in_time_is_504(
    monkeypatch: pytest.MonkeyPatch, project: uuid.UUID, database_url: str
) -> None:
    from ragkit.db.connection import connect

    monkeypatch.setenv("DB_STATEMENT_TIMEOUT_MS", "300")
    runtime.reset()
    blocker = connect(database_url)
    try:
        with blocker.transaction():
            blocker.execute("LOCK TABLE projects IN ACCESS EXCLUSIVE MODE")
            status, body = call("projects", "projects_list.json")
    finally:
        blocker.close()
        monkeypatch.undo()
        runtime.reset()
    assert (status, body["error"]["code"]) == (504, "timeout")


def test_search_filters_use_camel_case_and_are_validated(
    conn: psycopg.Connection, project: uuid.UUID, embedder: Any
) -> None:
    kept = add_document(conn, project, "a.txt", ["Annual leave is long."], embedder)
    add_document(conn, project, "b.txt", ["Annual leave is short."], embedder)
    body = {"query": "annual leave", "filters": {"documentIds": [str(kept)]}}
    status, found = call("chat", "chat_search.json", body=body)
    assert status == 200 and [r["filename"] for r in found["results"]] == ["a.txt"]
    bad = {"query": "annual leave", "filters": {"pageFrom": 5, "pageTo": 2}}
    assert call("chat", "chat_search.json", body=bad)[0] == 400
