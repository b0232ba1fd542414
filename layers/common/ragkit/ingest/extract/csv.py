"""CSV: each row becomes `column: value` lines, one paragraph per row, numbered as a spreadsheet
numbers it (the header is row 1), so a citation can name the row. Lines above the header (a
title, a note, as spreadsheets exported with one have) are text of their own, not a header."""

from __future__ import annotations

import csv
import io
from collections import Counter

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_text
from ragkit.settings import Settings
from ragkit.tables import labelled


def extract_csv(data: bytes, settings: Settings) -> Extracted:
    text = decode_text(data)
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:8192], ",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = list(csv.reader(io.StringIO(text), dialect))
    except csv.Error as exc:
        raise ExtractionError(f"the CSV file cannot be parsed: {exc}") from exc
    numbered = [(n, row) for n, row in enumerate(rows, start=1) if any(c.strip() for c in row)]
    if not numbered:
        raise ExtractionError("the CSV file has no rows")
    first = _header_index(numbered)
    header_row, header_cells = numbered[first]
    header = [name.strip() or f"column {i + 1}" for i, name in enumerate(header_cells)]
    blocks = [
        Block(text=" ".join(c.strip() for c in row if c.strip()) + "\n\n", row=number)
        for number, row in numbered[:first]
    ]
    for number, row in numbered[first + 1 :]:
        lines = [
            labelled(header[i] if i < len(header) else f"column {i + 1}", value.strip())
            for i, value in enumerate(row)
            if value.strip()
        ]
        if lines:
            blocks.append(Block(text="\n".join(lines) + "\n\n", row=number))
    if len(blocks) == first:  # a header-only file still says something
        blocks.append(Block(text=", ".join(header) + "\n", row=header_row))
    return Extracted(file_type="csv", blocks=blocks)


def _header_index(numbered: list[tuple[int, list[str]]]) -> int:
    """Which of the non-empty rows is the header: the first that fills as many cells as rows
    most often do (the fewer, of equally common counts); a title above it fills fewer."""
    filled = [sum(1 for cell in row if cell.strip()) for _, row in numbered]
    counts = Counter(filled)
    usual = min(filled, key=lambda width: (-counts[width], width))
    return next(i for i, width in enumerate(filled) if width >= usual)
