"""One owner can neither read, search, chat with, upload to nor delete another owner's project."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import make_project
from tests.support.api import call
from tests.support.corpus import add_document

# the root conftest gives each test a fresh container; these need the database and moto too
pytestmark = [pytest.mark.db, pytest.mark.usefixtures("s3")]

OWNERS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-", min_size=1, max_size=20)
ROUTES = [
    ("projects", "projects_get.json", None),
    ("projects", "documents_list.json", None),
    ("projects", "documents_get.json", None),
    ("projects", "documents_delete.json", None),
    ("projects", "projects_delete.json", None),
    ("projects", "projects_restore.json", None),
    ("projects", "documents_restore.json", None),
    ("projects", "ingestion_runs_start.json", {"prefix": ""}),
    ("projects", "ingestion_runs_list.json", None),
    ("projects", "ingestion_runs_get.json", None),
    ("upload", "upload_file.json", None),
    ("upload", "upload_url.json", None),
    ("upload", "upload_reprocess.json", None),
    ("chat", "chat_ask.json", {"message": "secret launch code"}),
    ("chat", "chat_search.json", {"query": "secret launch code"}),
    ("chat", "conversations_list.json", None),
    ("chat", "conversation_get.json", None),
    ("chat", "conversation_delete.json", None),
]


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(owners=st.lists(OWNERS, min_size=2, max_size=4, unique=True), data=st.data())
def test_other_owners_see_nothing(
    conn: psycopg.Connection, owners: list[str], data: st.DataObject
) -> None:
    projects = {owner: make_project(conn, owner=owner, name="same name") for owner in owners}
    try:
        _check(conn, owners, projects, data)
    finally:
        conn.execute("DELETE FROM projects WHERE id = ANY(%s)", (list(projects.values()),))


def _check(
    conn: psycopg.Connection, owners: list[str], projects: dict[str, Any], data: st.DataObject
) -> None:
    documents = {
        owner: add_document(
            conn, project, "secret.txt", [f"The secret launch code of {owner} is 42."]
        )
        for owner, project in projects.items()
    }
    victim = data.draw(st.sampled_from(owners))
    intruder = data.draw(st.sampled_from([o for o in owners if o != victim]))
    path = {"projectId": str(projects[victim]), "documentId": str(documents[victim])}
    for function, event, body in ROUTES:
        status, response = call(function, event, owner=intruder, body=body, path=path)
        assert status == 404, (function, event)
        assert response["error"]["message"] == "project not found"
    # the victim's data is intact and still theirs
    status, project = call(
        "projects", "projects_get.json", owner=victim, path={"projectId": path["projectId"]}
    )
    assert status == 200 and project["documentCount"] == 1
    _, listed = call("projects", "projects_list.json", owner=intruder)
    assert {p["id"] for p in listed["items"]} == {str(projects[intruder])}
    # in the recycle bin too: the victim's deleted document and project stay theirs
    victim_project = {"projectId": path["projectId"]}
    assert call("projects", "documents_delete.json", owner=victim, path=path)[0] == 204
    assert call("projects", "projects_delete.json", owner=victim, path=victim_project)[0] == 204
    for function, event, body in ROUTES:
        assert call(function, event, owner=intruder, body=body, path=path)[0] == 404
    _, in_bin = call("projects", "projects_list.json", owner=intruder, query={"deleted": "true"})
    assert in_bin["items"] == []
    assert call("projects", "projects_restore.json", owner=victim, path=victim_project)[0] == 200
    assert call("projects", "documents_restore.json", owner=victim, path=path)[0] == 200


@settings(
    max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(owners=st.lists(OWNERS, min_size=2, max_size=3, unique=True), data=st.data())
def test_what_goes_to_the_models_is_the_asking_projects_own_text(
    conn: psycopg.Connection, owners: list[str], data: st.DataObject
) -> None:
    """With Bedrock answering and reranking, the text sent to the rerank and answer models
    (which leaves the database) is only ever the asking owner's own project's."""
    projects = {owner: make_project(conn, owner=owner, name="same name") for owner in owners}
    try:
        for owner, project in projects.items():  # two chunks each: something to rerank
            add_document(conn, project, "secret.txt", [f"The secret launch code of {owner} is 42."])
            add_document(conn, project, "notes.txt", [f"The launch code of {owner} is secret."])
        asker = data.draw(st.sampled_from(owners))
        sent = _sent_to_models(projects[asker], asker)
        assert f"launch code of {asker} is" in sent
        for other in (o for o in owners if o != asker):
            assert f"launch code of {other} is" not in sent
    finally:
        conn.execute("DELETE FROM projects WHERE id = ANY(%s)", (list(projects.values()),))


def _sent_to_models(project: Any, owner: str) -> str:
    """Everything the chat request sent to Bedrock, as text (the Stubber checks its shape)."""
    import json

    from ragkit import runtime
    from ragkit.settings import get_settings
    from tests.support.bedrock import converse_reply, stubbed

    requests: list[Any] = []
    with pytest.MonkeyPatch.context() as env:
        env.setenv("LLM_PROVIDER", "bedrock")
        env.setenv("RERANK_PROVIDER", "bedrock")
        env.setenv("BEDROCK_TIMEOUT_S", "5")  # fits the deadline as set: the stubbed client
        runtime.reset()
        settings = get_settings()
        with (
            stubbed("bedrock-runtime", settings) as chat,
            stubbed("bedrock-agent-runtime", settings) as rerank,
        ):
            for stub in (chat, rerank):
                stub.client.meta.events.register(
                    "provide-client-params.*.*", lambda params, **_: requests.append(params)
                )
            rerank.add_response("rerank", {"results": [{"index": 0, "relevanceScore": 0.9}]})
            chat.add_response("converse", converse_reply(text="I don't know."))
            status, _ = call(
                "chat",
                "chat_ask.json",
                owner=owner,
                body={"message": "secret launch code"},
                path={"projectId": str(project)},
            )
        assert status == 200
    runtime.reset()
    return json.dumps(requests)
