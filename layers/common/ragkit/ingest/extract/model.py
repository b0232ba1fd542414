from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Block:
    """A run of text from one page (when the format has pages) or one row (CSV) under one
    section heading."""

    text: str
    page: int | None = None
    section: str | None = None
    row: int | None = None


def page_blocks(texts: Sequence[str]) -> list[Block]:
    """One block per page that holds text, numbered from 1 (blank pages are skipped)."""
    return [
        Block(text=text.strip() + "\n", page=number)
        for number, text in enumerate(texts, start=1)
        if text.strip()
    ]


@dataclass(frozen=True, slots=True)
class Extracted:
    file_type: str
    blocks: list[Block] = field(default_factory=list)
    page_count: int | None = None
    ocr_pages: int = 0  # pages whose text came from OCR
    ocr_confidence: float | None = None  # mean confidence of the OCR lines kept
