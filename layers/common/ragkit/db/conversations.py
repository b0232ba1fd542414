"""Chat sessions in Postgres: history for follow-up questions, expiry after idle time."""

from __future__ import annotations

from datetime import timedelta
from typing import Any
from uuid import UUID

import psycopg
from psycopg.types.json import Jsonb

from ragkit.models.conversation import Turn

HISTORY_TURNS = 6


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
                "SELECT role, content FROM (SELECT id, role, content FROM chat_messages"
                " WHERE session_id = %s ORDER BY id DESC LIMIT %s) AS recent ORDER BY id",
                (session_id, HISTORY_TURNS),
            ).fetchall()
            return session_id, [Turn(role, content) for role, content in rows]
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
    question: str,
    answer: str,
    sources: list[dict[str, Any]],
) -> None:
    with conn.transaction():
        conn.execute(
            "INSERT INTO chat_messages (session_id, role, content, sources)"
            " VALUES (%s, 'user', %s, '[]'), (%s, 'assistant', %s, %s)",
            (session_id, question, session_id, answer, Jsonb(sources)),
        )
        conn.execute("UPDATE chat_sessions SET last_active_at = now() WHERE id = %s", (session_id,))
