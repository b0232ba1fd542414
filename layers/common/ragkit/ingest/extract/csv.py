"""CSV: the rows as a grid of cells (`grid`: `column: value` lines, one paragraph per row,
numbered as a spreadsheet numbers them); Excel's `sep=;` line names the delimiter, and is no
row."""

from __future__ import annotations

import csv
import io
import re
from contextlib import suppress

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.grid import grid_blocks
from ragkit.ingest.extract.model import Extracted
from ragkit.ingest.extract.text import decode_text
from ragkit.settings import Settings

_SEPARATOR_LINE = re.compile(r"sep=(.)")


def extract_csv(data: bytes, settings: Settings) -> Extracted:
    text = decode_text(data)
    rows = _rows(*_without_separator_line(text))
    blocks = grid_blocks(list(enumerate(rows, start=1)))
    if not blocks:
        raise ExtractionError("the CSV file has no rows")
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
