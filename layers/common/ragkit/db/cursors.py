"""Keyset pagination cursors: an opaque token for (timestamp, id) of the last row of a page."""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import datetime
from typing import TypeVar
from uuid import UUID

from ragkit.errors import ValidationFailed

Row = TypeVar("Row")


def encode_cursor(at: datetime, row_id: UUID) -> str:
    raw = f"{at.isoformat()}|{row_id}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, UUID]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        at, _, row_id = raw.partition("|")
        return datetime.fromisoformat(at), UUID(row_id)
    except ValueError as exc:
        raise ValidationFailed(
            "invalid cursor", [{"field": "cursor", "message": "invalid"}]
        ) from exc


def paged(
    rows: list[Row], limit: int, key: Callable[[Row], tuple[datetime, UUID]]
) -> tuple[list[Row], str | None]:
    """A page of at most `limit` rows, from rows fetched with one more than that, and the cursor
    of the next page when that one more row shows there is one."""
    page = rows[:limit]
    return page, encode_cursor(*key(page[-1])) if len(rows) > limit else None
