from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Block:
    """A run of text from one page (when the format has pages) or one row (CSV) under one
    section heading."""

    text: str
    page: int | None = None
    section: str | None = None
    row: int | None = None


@dataclass(frozen=True, slots=True)
class Extracted:
    file_type: str
    blocks: list[Block] = field(default_factory=list)
    page_count: int | None = None
    ocr_pages: int = 0  # pages whose text came from OCR
    ocr_confidence: float | None = None  # mean confidence of the OCR lines kept
