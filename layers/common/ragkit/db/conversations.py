"""Chat sessions in Postgres: history for follow-up questions, expiry after idle time, and the
caller's conversations to list, reopen and delete (always scoped by project and owner; an
expired session is gone, as it is for follow-ups)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

import psycopg
from psycopg.rows import class_row
from psycopg.types.json import Jsonb
from pydantic import BaseModel

from ragkit.db.cursors import decode_cursor, decode_position, encode_cursor, encode_position, paged
from ragkit.errors import NotFound
from ragkit.models.conversation import Turn

# the latest messages a session reads back: a language model gets as many as fit its budget
# (`context.recent_turns`), and "tell me more" leaves out what these answers said
HISTORY_TURNS = 20


def open_session(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    owner_id: str,
    session_id: UUID | None,
    ttl: timedelta,
) -> tuple[UUID, list[Turn]]:
    """The live session with its recent turns, or a new empty one when the id is missing,
    unknown, another owner's, or expired."""
    if session_id is not None:
        live = conn.execute(
            "SELECT 1 FROM chat_sessions WHERE id = %s AND project_id = %s AND owner_id = %s"
            " AND last_active_at > now() - %s",
            (session_id, project_id, owner_id, ttl),
        ).fetchone()
        if live:
            rows = conn.execute(
                "SELECT role, content, read_as FROM (SELECT id, role, content, read_as"
                " FROM chat_messages WHERE session_id = %s ORDER BY id DESC LIMIT %s)"
                " AS recent ORDER BY id",
                (session_id, HISTORY_TURNS),
            ).fetchall()
            return session_id, [Turn(role, content, read_as) for role, content, read_as in rows]
    with conn.transaction():
        conn.execute(
            "DELETE FROM chat_sessions WHERE project_id = %s AND last_active_at < now() - %s",
            (project_id, ttl),
        )
        row = conn.execute(
            "INSERT INTO chat_sessions (project_id, owner_id) VALUES (%s, %s) RETURNING id",
            (project_id, owner_id),
        ).fetchone()
    assert row is not None
    return row[0], []


def record_exchange(
    conn: psycopg.Connection,
    session_id: UUID,
    *,
    question: str,
    answer: str,
    sources: list[dict[str, Any]],
    pathway: str,
    read_as: str | None = None,
    grounded: bool = True,
    unsupported: Sequence[str] = (),
    unanswered: Sequence[str] = (),
    note: str | None = None,
    closest: dict[str, Any] | None = None,
) -> None:
    """The question (with how it was searched, when that differs) and its answer, with what
    the answer said of its own trust, its note and (an "I don't know.") its closest sentence."""
    with conn.transaction():
        conn.execute(
            "INSERT INTO chat_messages"
            " (session_id, role, content, sources, pathway, read_as, grounded, unsupported,"
            " unanswered, note, closest)"
            " VALUES (%s, 'user', %s, '[]', NULL, %s, NULL, '{}', '{}', NULL, NULL),"
            " (%s, 'assistant', %s, %s, %s, NULL, %s, %s, %s, %s, %s)",
            (
                session_id,
                question,
                read_as,
                session_id,
                answer,
                Jsonb(sources),
                pathway,
                grounded,
                list(unsupported),
                list(unanswered),
                note,
                Jsonb(closest) if closest is not None else None,
            ),
        )
        conn.execute("UPDATE chat_sessions SET last_active_at = now() WHERE id = %s", (session_id,))


class ConversationRow(BaseModel):
    id: UUID
    title: str  # its first question
    created_at: datetime
    last_active_at: datetime
    message_count: int


class MessageRow(BaseModel):
    id: int
    role: str
    content: str
    sources: list[dict[str, Any]]
    pathway: str | None
    read_as: str | None
    grounded: bool | None
    unsupported: list[str]
    unanswered: list[str]
    note: str | None
    closest: dict[str, Any] | None
    created_at: datetime


_CONVERSATIONS = """
SELECT s.id, s.created_at, s.last_active_at,
       coalesce((SELECT m.content FROM chat_messages AS m WHERE m.session_id = s.id
                 AND m.role = 'user' ORDER BY m.id LIMIT 1), '') AS title,
       (SELECT count(*) FROM chat_messages AS m WHERE m.session_id = s.id)::int AS message_count
FROM chat_sessions AS s
WHERE s.project_id = %(project)s AND s.owner_id = %(owner)s
  AND s.last_active_at > now() - %(ttl)s
"""


def page(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    owner_id: str,
    ttl: timedelta,
    limit: int,
    cursor: str | None,
) -> tuple[list[ConversationRow], str | None]:
    """The owner's live conversations in the project, newest activity first, keyset-paginated;
    sessions without a message yet are left out."""
    params: dict[str, Any] = {"project": project_id, "owner": owner_id, "ttl": ttl}
    where = " AND EXISTS (SELECT 1 FROM chat_messages AS m WHERE m.session_id = s.id)"
    if cursor:
        params["at"], params["id"] = decode_cursor(cursor)
        where += " AND (s.last_active_at, s.id) < (%(at)s, %(id)s)"
    params["limit"] = limit + 1
    order = " ORDER BY s.last_active_at DESC, s.id DESC LIMIT %(limit)s"
    with conn.cursor(row_factory=class_row(ConversationRow)) as cur:
        rows = cur.execute(_CONVERSATIONS + where + order, params).fetchall()
    return paged(rows, limit, lambda row: encode_cursor(row.last_active_at, row.id))


def conversation(
    conn: psycopg.Connection,
    *,
    project_id: UUID,
    owner_id: str,
    session_id: UUID,
    ttl: timedelta,
    limit: int,
    cursor: str | None,
) -> tuple[ConversationRow, list[MessageRow], str | None]:
    """One live conversation of the owner and its latest `limit` messages (before the cursor's,
    when given) in order, with the cursor of the page before them; or 404."""
    params = {"project": project_id, "owner": owner_id, "ttl": ttl, "id": session_id}
    with conn.cursor(row_factory=class_row(ConversationRow)) as cur:
        found = cur.execute(_CONVERSATIONS + " AND s.id = %(id)s", params).fetchone()
    if found is None:
        raise NotFound("conversation not found")
    before = decode_position(cursor) if cursor else None
    with conn.cursor(row_factory=class_row(MessageRow)) as cur:
        newest = cur.execute(
            "SELECT id, role, content, sources, pathway, read_as, grounded, unsupported,"
            " unanswered, note, closest, created_at FROM chat_messages"
            " WHERE session_id = %s AND (%s::bigint IS NULL OR id < %s)"
            " ORDER BY id DESC LIMIT %s",
            (session_id, before, before, limit + 1),
        ).fetchall()
    latest, earlier = paged(newest, limit, lambda message: encode_position(message.id))
    return found, latest[::-1], earlier


def delete(conn: psycopg.Connection, *, project_id: UUID, owner_id: str, session_id: UUID) -> None:
    gone = conn.execute(
        "DELETE FROM chat_sessions WHERE id = %s AND project_id = %s AND owner_id = %s"
        " RETURNING id",
        (session_id, project_id, owner_id),
    ).fetchone()
    if gone is None:
        raise NotFound("conversation not found")
