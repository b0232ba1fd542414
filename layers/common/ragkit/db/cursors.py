"""Keyset pagination cursors: an opaque token for (timestamp, id) of the last row of a page."""

from __future__ import annotations

import base64
import re
from collections.abc import Callable
from datetime import datetime
from typing import TypeVar
from uuid import UUID

from ragkit.errors import ValidationFailed

Row = TypeVar("Row")
_POSITION = re.compile(r"#([0-9]{1,19})")
_MAX_POSITION = 2**63 - 1  # a bigint's


def encode_cursor(at: datetime, row_id: UUID) -> str:
    return _encoded(f"{at.isoformat()}|{row_id}")


def decode_cursor(cursor: str) -> tuple[datetime, UUID]:
    at, _, row_id = _decoded(cursor).partition("|")
    try:
        return datetime.fromisoformat(at), UUID(row_id)
    except ValueError as exc:
        raise _invalid() from exc


def encode_position(position: int) -> str:
    """A cursor for rows in the order of a serial id (a conversation's messages)."""
    return _encoded(f"#{position}")


def decode_position(cursor: str) -> int:
    match = _POSITION.fullmatch(_decoded(cursor))
    if match is None or int(match.group(1)) > _MAX_POSITION:
        raise _invalid()
    return int(match.group(1))


def _encoded(raw: str) -> str:
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def _decoded(cursor: str) -> str:
    try:
        return base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    except ValueError as exc:  # binascii.Error and UnicodeDecodeError are ValueErrors
        raise _invalid() from exc


def _invalid() -> ValidationFailed:
    return ValidationFailed("invalid cursor", [{"field": "cursor", "message": "invalid"}])


def paged(
    rows: list[Row], limit: int, cursor_of: Callable[[Row], str]
) -> tuple[list[Row], str | None]:
    """A page of at most `limit` rows, from rows fetched with one more than that, and the cursor
    of the next page (`cursor_of` its last row) when that one more row shows there is one."""
    page = rows[:limit]
    return page, cursor_of(page[-1]) if len(rows) > limit else None
