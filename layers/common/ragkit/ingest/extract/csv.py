"""CSV: each row becomes `column: value` lines, one paragraph per row, numbered as a spreadsheet
numbers it (the header is row 1), so a citation can name the row; a cell's line breaks read as
spaces. Lines above the header (a title, a note, as spreadsheets exported with one have) are
text of their own, not a header; Excel's `sep=;` line names the delimiter, and is no row."""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from contextlib import suppress

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_text
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import labelled

_SEPARATOR_LINE = re.compile(r"sep=(.)")


def extract_csv(data: bytes, settings: Settings) -> Extracted:
    text = decode_text(data)
    rows = _rows(*_without_separator_line(text))
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
            labelled(header[i] if i < len(header) else f"column {i + 1}", one_line(value))
            for i, value in enumerate(row)
            if value.strip()
        ]
        if lines:
            blocks.append(Block(text="\n".join(lines) + "\n\n", row=number))
    if len(blocks) == first:  # a header-only file still says something
        blocks.append(Block(text=", ".join(header) + "\n", row=header_row))
    return Extracted(file_type="csv", blocks=blocks)


def _without_separator_line(text: str) -> tuple[str, str | None]:
    """The text without the `sep=;` line Excel writes first to name the delimiter (and hides,
    so that the header is row 1), and that delimiter; the text as it is without one."""
    first, newline, rest = text.partition("\n")
    named = _SEPARATOR_LINE.fullmatch(first.strip())
    return (rest, named.group(1)) if named and newline else (text, None)


def _rows(text: str, delimiter: str | None) -> list[list[str]]:
    """The rows of cells, split by `delimiter`, or by the one the text's start shows."""
    dialect: type[csv.Dialect] | csv.Dialect = csv.excel
    if delimiter is None:
        with suppress(csv.Error):  # one column, or no delimiter stands out: Excel's own
            dialect = csv.Sniffer().sniff(text[:8192], ",;\t|")
    try:
        return list(
            csv.reader(io.StringIO(text), dialect, delimiter=delimiter or dialect.delimiter)
        )
    except csv.Error as exc:
        raise ExtractionError(f"the CSV file cannot be parsed: {exc}") from exc


def _header_index(numbered: list[tuple[int, list[str]]]) -> int:
    """Which of the non-empty rows is the header: the first that fills as many cells as rows
    most often do (the fewer, of equally common counts); a title above it fills fewer."""
    filled = [sum(1 for cell in row if cell.strip()) for _, row in numbered]
    counts = Counter(filled)
    usual = min(filled, key=lambda width: (-counts[width], width))
    return next(i for i, width in enumerate(filled) if width >= usual)
