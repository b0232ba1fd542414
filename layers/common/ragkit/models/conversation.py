"""One turn of a conversation, as sessions store it and generators read it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Turn:
    role: Literal["user", "assistant"]
    content: str
    # a question as it was read (a follow-up made standalone, a misspelt term respelt), when
    # that differs from what was typed: the next follow-up leans on this reading, so "and in
    # Berlin?" after "and meals?" after the hotel allowance still asks about meals
    read_as: str | None = None


def previous_question(history: Sequence[Turn]) -> str | None:
    """The conversation's last question as it was read (a follow-up leans on that reading)."""
    return next((t.read_as or t.content for t in reversed(history) if t.role == "user"), None)
