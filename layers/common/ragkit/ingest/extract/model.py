from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

# What a reader never sees: a soft hyphen (where a word may break: "encryp&shy;tion" in HTML and
# PDFs), a zero-width space, a word joiner, a byte-order mark inside the text. Each splits the
# word it stands in, for search and for the embedder, and would stand in a quote.
_INVISIBLE = re.compile("[\u00ad\u200b\u2060\ufeff]")
# The typographic ligatures of PDFs set by TeX or InDesign ("ﬁnance" is one character and two
# letters): as letters, so that "finance" finds it.
_LIGATURES = str.maketrans(
    {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl"}
    # and the bullets of Word's Symbol and Wingdings fonts, which a PDF keeps in the private
    # use area: as the bullets they are
    | {"\uf0b7": "•", "\uf0a7": "▪"}
)


# A page's number standing alone, as a header or footer sets it ("Page 2 of 5", "- 2 -", "3")
_PAGE_NUMBER = re.compile(r"\W*(?:page\s*)?\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?\W*", re.IGNORECASE)


def is_page_number(text: str) -> bool:
    """Whether `text` (a line) is a page's number and nothing else."""
    return _PAGE_NUMBER.fullmatch(text.strip()) is not None


def as_read(text: str) -> str:
    """`text` as a reader reads it: without invisible characters, its ligatures as letters,
    Word's symbol-font bullets as bullets."""
    return _INVISIBLE.sub("", text).translate(_LIGATURES)


@dataclass(frozen=True, slots=True)
class Block:
    """A run of text from one page (when the format has pages) or one row (CSV) under one
    section heading."""

    text: str
    page: int | None = None
    section: str | None = None
    row: int | None = None
    described_by: str | None = None  # a vision model's description of a picture, not the text


def page_blocks(texts: Sequence[str]) -> list[Block]:
    """One block per page that holds text, numbered from 1 (blank pages are skipped)."""
    return [
        Block(text=text.strip() + "\n", page=number)
        for number, text in enumerate(texts, start=1)
        if text.strip()
    ]


# Office's own description of a picture, which says what a model saw, not what the author meant
# ("A picture containing text. Description automatically generated")
_GENERATED = "automatically generated"


def described(alternative_text: str) -> list[str]:
    """A picture's alternative text (in a PPTX, ODP, DOCX or ODT) as a paragraph when its author
    wrote it; none when it is empty or Office's guess."""
    text = " ".join(alternative_text.split())
    return [text] if text and _GENERATED not in text.lower() else []


def slide_block(number: int, title: str | None, texts: Sequence[str]) -> Block | None:
    """A deck's slide (PPTX, ODP) as page `number` under its title, the title first; None when
    it holds no text. Each paragraph stands apart, as a DOCX's do: a slide's bullets rarely end
    in a full stop, and lines run together read as one sentence."""
    text = "\n\n".join(t for t in ([title] if title else []) + list(texts) if t)
    return Block(text=text + "\n", page=number, section=title) if text else None


@dataclass(frozen=True, slots=True)
class Extracted:
    file_type: str
    blocks: list[Block] = field(default_factory=list)
    page_count: int | None = None
    ocr_pages: int = 0  # pages whose text came from OCR
    ocr_confidence: float | None = None  # mean confidence of the OCR lines kept
    described_pages: int = 0  # pictures a vision model described
    description_note: str | None = None  # why a picture was not described
