"""DOCX with python-docx: paragraphs and tables in document order; headings start sections."""

from __future__ import annotations

import io
import zipfile

from docx import Document
from docx.table import _Row
from docx.text.paragraph import Paragraph

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import table_text


def _check_not_a_bomb(data: bytes, limit: int) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            expanded = sum(info.file_size for info in archive.infolist())
    except zipfile.BadZipFile as exc:
        raise ExtractionError("the DOCX file is damaged (not a readable ZIP archive)") from exc
    if expanded > limit:
        raise ExtractionError(
            f"the DOCX file expands to {expanded // (1024 * 1024)} MB, over the "
            f"{limit // (1024 * 1024)} MB limit (a ZIP bomb?)"
        )


def _heading(paragraph: Paragraph) -> bool:
    style = paragraph.style.name if paragraph.style is not None else ""
    return bool(style) and (style.startswith("Heading") or style == "Title")


def _cells(row: _Row) -> list[str]:
    cells: list[str] = []
    for cell in row.cells:
        text = one_line(cell.text)
        if not cells or cells[-1] != text:  # merged cells repeat their text
            cells.append(text)
    return cells


def extract_docx(data: bytes, settings: Settings) -> Extracted:
    _check_not_a_bomb(data, settings.max_docx_uncompressed_bytes)
    try:
        document = Document(io.BytesIO(data))
        items = list(document.iter_inner_content())
    except Exception as exc:  # python-docx/lxml raise many types on malformed parts
        raise ExtractionError(
            f"the DOCX file is damaged and cannot be read ({type(exc).__name__})"
        ) from exc
    blocks: list[Block] = []
    section: str | None = None
    parts: list[str] = []

    def flush() -> None:
        if parts:
            blocks.append(Block(text="\n\n".join(parts) + "\n", section=section))
            parts.clear()

    for item in items:
        if isinstance(item, Paragraph):
            text = item.text.strip()
            if not text:
                continue
            if _heading(item):
                flush()
                section = text
            parts.append(text)
        else:
            parts.append(table_text([_cells(row) for row in item.rows]))
    flush()
    return Extracted(file_type="docx", blocks=blocks)
