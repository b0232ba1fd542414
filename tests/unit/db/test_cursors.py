"""Pagination cursors: whatever a client sends back is a position or a 400, never a 500."""

from __future__ import annotations

import base64
import contextlib
import uuid
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ragkit.db.cursors import decode_cursor, decode_position, encode_cursor, encode_position
from ragkit.errors import ValidationFailed

BIGINT = 2**63 - 1


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


@given(position=st.integers(min_value=0, max_value=BIGINT))
def test_a_position_comes_back_as_it_went(position: int) -> None:
    assert decode_position(encode_position(position)) == position


@given(at=st.datetimes(timezones=st.just(UTC)), row=st.uuids())
def test_a_keyset_cursor_comes_back_as_it_went(at: datetime, row: uuid.UUID) -> None:
    assert decode_cursor(encode_cursor(at, row)) == (at, row)


@given(cursor=st.text(max_size=60) | st.binary(max_size=40).map(_b64))
def test_any_other_cursor_is_a_bigint_position_or_invalid(cursor: str) -> None:
    with contextlib.suppress(ValidationFailed):
        assert 0 <= decode_position(cursor) <= BIGINT
    with contextlib.suppress(ValidationFailed):
        decode_cursor(cursor)


@pytest.mark.parametrize("raw", ["#" + "9" * 19, "#" + "1" * 20, "#²", "#-1", "#", "12"])
def test_positions_past_a_bigint_or_not_in_ascii_digits_are_invalid(raw: str) -> None:
    with pytest.raises(ValidationFailed):
        decode_position(_b64(raw.encode()))
