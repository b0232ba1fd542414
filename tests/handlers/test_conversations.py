"""Conversations a user can come back to: listed newest first, reopened with every message and
its sources, deleted; only the owner's, only while the session lives."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

import psycopg
import pytest

from ragkit.answer.prompt import DISCLAIMER
from ragkit.db import conversations
from tests.conftest import PROJECT_ID, make_project
from tests.support.api import call
from tests.support.corpus import add_document

# the root conftest gives each test a fresh container; these need the database and moto too
pytestmark = [pytest.mark.db, pytest.mark.usefixtures("conn", "s3")]
P = {"projectId": str(PROJECT_ID)}


@pytest.fixture
def project(conn: psycopg.Connection, embedder: Any) -> uuid.UUID:
    project = make_project(conn, owner="owner-a", project_id=PROJECT_ID, name="Handbook")
    add_document(
        conn,
        project,
        "handbook.pdf",
        ["Employees get twenty-five days of annual leave per year.", "Sick leave needs a note."],
        embedder,
        pages=[4, 5],
    )
    return project


def _ask(message: str, session: str | None = None, owner: str = "owner-a") -> dict[str, Any]:
    body: dict[str, Any] = {"message": message}
    if session:
        body["sessionId"] = session
    status, answer = call("chat", "chat_ask.json", body=body, owner=owner)
    assert status == 200, answer
    return dict(answer)


def test_conversations_are_listed_reopened_and_deleted(project: uuid.UUID) -> None:
    answer_question = "How many days of annual leave do employees get?"
    first = _ask("How many days of annual leave do employees get?")["sessionId"]
    follow_up = _ask("And sick leave?", first)
    second = _ask("Who painted the Mona Lisa?")["sessionId"]

    status, listed = call("chat", "conversations_list.json", path=P)
    assert status == 200
    assert [c["id"] for c in listed["items"]] == [second, first]  # newest activity first
    assert [c["title"] for c in listed["items"]] == [
        "Who painted the Mona Lisa?",
        "How many days of annual leave do employees get?",
    ]
    assert [c["messageCount"] for c in listed["items"]] == [2, 4]

    status, opened = call("chat", "conversation_get.json", path={**P, "sessionId": first})
    assert status == 200
    assert [m["role"] for m in opened["messages"]] == ["user", "assistant"] * 2
    assert [m["pathway"] for m in opened["messages"]][:2] == [None, "documents"]
    answer = opened["messages"][1]
    assert "twenty-five days" in answer["content"]
    cited = [s for s in answer["sources"] if s["cited"]]
    assert cited and cited[0]["filename"] == "handbook.pdf" and cited[0]["page"] == 4

    # the follow-up as it was read (alone, or with the question before it), as it was given
    assert follow_up["readAs"] in (None, f"{answer_question} And sick leave?")
    assert [m["readAs"] for m in opened["messages"]] == [None, None, follow_up["readAs"], None]

    status, _ = call("chat", "conversation_delete.json", path={**P, "sessionId": first})
    assert status == 204
    assert call("chat", "conversation_get.json", path={**P, "sessionId": first})[0] == 404
    _, listed = call("chat", "conversations_list.json", path=P)
    assert [c["id"] for c in listed["items"]] == [second]


def test_pages_follow_the_cursor(project: uuid.UUID) -> None:
    sessions = [_ask(f"Question number {n} about leave?")["sessionId"] for n in range(3)]
    seen: list[str] = []
    cursor = None
    while True:
        query = {"limit": "2"} | ({"cursor": cursor} if cursor else {})
        status, page = call("chat", "conversations_list.json", path=P, query=query)
        assert status == 200 and len(page["items"]) <= 2
        seen += [c["id"] for c in page["items"]]
        cursor = page["nextCursor"]
        if cursor is None:
            break
    assert seen == sessions[::-1]


def test_a_long_conversation_is_reopened_page_by_page(
    project: uuid.UUID, conn: psycopg.Connection
) -> None:
    """The latest messages first, then the earlier ones by cursor: every answer keeps its
    sources, and a conversation of hundreds of answers would pass a Lambda response's 6 MB."""
    session = uuid.UUID(_ask("How many days of annual leave do employees get?")["sessionId"])
    for n in range(4):
        question, answer = f"question {n}", f"answer {n}"
        conversations.record_exchange(
            conn, session, question=question, answer=answer, sources=[], pathway="none"
        )
    path = {**P, "sessionId": str(session)}
    status, latest = call("chat", "conversation_get.json", path=path, query={"limit": "4"})
    assert status == 200 and latest["messageCount"] == 10
    assert [m["content"] for m in latest["messages"]] == [
        "question 2", "answer 2", "question 3", "answer 3"
    ]  # fmt: skip
    contents: list[str] = [m["content"] for m in latest["messages"]]
    cursor = latest["nextCursor"]
    while cursor:
        query = {"limit": "4", "cursor": cursor}
        status, earlier = call("chat", "conversation_get.json", path=path, query=query)
        assert status == 200 and 0 < len(earlier["messages"]) <= 4
        contents = [m["content"] for m in earlier["messages"]] + contents
        cursor = earlier["nextCursor"]
    assert contents[0] == "How many days of annual leave do employees get?"
    assert contents[2:] == [f"{kind} {n}" for n in range(4) for kind in ("question", "answer")]
    _, whole = call("chat", "conversation_get.json", path=path)
    assert [m["content"] for m in whole["messages"]] == contents and whole["nextCursor"] is None
    for bad in ("bm9wZQ", "Izk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5", "I8Ky"):  # "nope", #1e23, "#²"
        assert call("chat", "conversation_get.json", path=path, query={"cursor": bad})[0] == 400


def test_another_owners_conversations_stay_invisible(
    project: uuid.UUID, conn: psycopg.Connection
) -> None:
    session = _ask("How many days of annual leave do employees get?")["sessionId"]
    mine = make_project(conn, owner="owner-b", name="Mine")
    theirs = {"projectId": str(mine), "sessionId": session}
    assert call("chat", "conversations_list.json", path=P, owner="owner-b")[0] == 404
    for event in ("conversation_get.json", "conversation_delete.json"):
        status, body = call("chat", event, path=theirs, owner="owner-b")
        assert (status, body["error"]["message"]) == (404, "conversation not found")
    status, listed = call(
        "chat", "conversations_list.json", path={"projectId": str(mine)}, owner="owner-b"
    )
    assert status == 200 and listed["items"] == []
    assert call("chat", "conversation_get.json", path={**P, "sessionId": session})[0] == 200


def test_an_expired_conversation_is_gone(project: uuid.UUID, conn: psycopg.Connection) -> None:
    session = _ask("How many days of annual leave do employees get?")["sessionId"]
    conn.execute(
        "UPDATE chat_sessions SET last_active_at = now() - interval '2 hours' WHERE id = %s",
        (session,),
    )
    _, listed = call("chat", "conversations_list.json", path=P)
    assert listed["items"] == []
    assert call("chat", "conversation_get.json", path={**P, "sessionId": session})[0] == 404


def test_a_bad_cursor_or_id_is_a_400(project: uuid.UUID) -> None:
    status, body = call("chat", "conversations_list.json", path=P, query={"cursor": "%%%"})
    assert (status, body["error"]["code"]) == (400, "validation_error")
    bad = {**P, "sessionId": "not-a-uuid"}
    assert call("chat", "conversation_get.json", path=bad)[0] == 400


def test_a_reopened_conversation_shows_how_a_misspelt_question_was_searched(
    project: uuid.UUID,
) -> None:
    asked = _ask("How many days of anual leave do employees get?")
    assert asked["readAs"] == "How many days of annual leave do employees get?"
    _, opened = call("chat", "conversation_get.json", path={**P, "sessionId": asked["sessionId"]})
    question, answer = opened["messages"]
    assert question["content"] == "How many days of anual leave do employees get?"
    assert question["readAs"] == asked["readAs"] and answer["readAs"] is None
    assert answer["content"] == asked["answer"]


def test_a_reopened_answer_keeps_what_it_said_of_its_own_trust(project: uuid.UUID) -> None:
    asked = _ask("How many weeks of parental leave do employees get?")
    assert asked["note"].startswith("The documents never say ") and '"parental"' in asked["note"]
    assert asked["grounded"]
    _, opened = call("chat", "conversation_get.json", path={**P, "sessionId": asked["sessionId"]})
    question, answer = opened["messages"]
    assert (question["grounded"], question["unanswered"], question["unsupported"]) == (None, [], [])
    assert answer["grounded"] is True and answer["unsupported"] == []
    assert answer["note"] == asked["note"] and question["note"] is None


def test_an_unanswered_question_shows_its_closest_sentence_then_and_reopened(
    project: uuid.UUID,
) -> None:
    """ "I don't know." about parental leave, with the sentence the reader found closest to an
    answer, on its page, below the threshold."""
    asked = _ask("How many weeks of parental leave do employees get?")
    assert asked["answer"] == "I don't know." and asked["sources"] == []
    closest = asked["closest"]
    pages = {
        "Employees get twenty-five days of annual leave per year.": 4,
        "Sick leave needs a note.": 5,
    }
    assert (closest["filename"], closest["page"]) == ("handbook.pdf", pages[closest["quote"]])
    assert closest["text"][closest["quoteStart"] : closest["quoteEnd"]] == closest["quote"]
    assert 0 <= closest["relevance"] <= 1
    _, opened = call("chat", "conversation_get.json", path={**P, "sessionId": asked["sessionId"]})
    question, answer = opened["messages"]
    assert answer["closest"] == closest and question["closest"] is None


def test_a_reopened_answer_from_general_knowledge_carries_its_disclaimer(
    conn: psycopg.Connection, project: uuid.UUID
) -> None:
    """Augmented mode's answer from general knowledge (a language model's, recorded as the chat
    route records it): reopened, it says again that it does not come from the documents."""
    session, _ = conversations.open_session(
        conn, project_id=project, owner_id="owner-a", session_id=None, ttl=timedelta(hours=1)
    )
    conversations.record_exchange(
        conn,
        session,
        question="Who painted the Mona Lisa?",
        answer="Leonardo da Vinci.",
        sources=[],
        pathway="general",
        grounded=False,
    )
    documents = _ask("How many days of annual leave do employees get?", str(session))
    _, opened = call("chat", "conversation_get.json", path={**P, "sessionId": str(session)})
    general, from_documents = opened["messages"][1], opened["messages"][3]
    assert general["content"] == "Leonardo da Vinci." and general["disclaimer"] == DISCLAIMER
    assert from_documents["content"] == documents["answer"]
    assert from_documents["disclaimer"] is None and documents["disclaimer"] is None


def test_a_long_question_is_listed_by_a_title_cut_at_a_word_and_kept_whole(
    project: uuid.UUID,
) -> None:
    question = "How many days of annual leave do employees get " + "and why " * 240 + "?"
    _ask(question[:1999])
    _, listed = call("chat", "conversations_list.json", path=P)
    (conversation,) = listed["items"]
    assert len(conversation["title"]) <= 80 and conversation["title"].endswith("…")
    assert conversation["title"][:-1] == question[: len(conversation["title"]) - 1]
    assert not conversation["title"][:-1].endswith(" ")  # cut between words, not in one
    assert conversation["question"] == question[:1999]
