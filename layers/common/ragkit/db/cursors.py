"""Keyset pagination cursors: an opaque token for (timestamp, id) of the last row of a page."""

from __future__ import annotations

import base64
from datetime import datetime
from uuid import UUID

from ragkit.errors import ValidationFailed


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
