"""CSV: each row becomes `column: value` lines, one paragraph per row."""

from __future__ import annotations

import csv
import io

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_utf8
from ragkit.settings import Settings


def extract_csv(data: bytes, settings: Settings) -> Extracted:
    text = decode_utf8(data)
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:8192], ",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = list(csv.reader(io.StringIO(text), dialect))
    except csv.Error as exc:
        raise ExtractionError(f"the CSV file cannot be parsed: {exc}") from exc
    rows = [row for row in rows if any(cell.strip() for cell in row)]
    if not rows:
        raise ExtractionError("the CSV file has no rows")
    header = [name.strip() or f"column {i + 1}" for i, name in enumerate(rows[0])]
    records = []
    for row in rows[1:]:
        lines = [
            f"{header[i] if i < len(header) else f'column {i + 1}'}: {value.strip()}"
            for i, value in enumerate(row)
            if value.strip()
        ]
        records.append("\n".join(lines))
    if not records:  # a header-only file still says something
        records = [", ".join(header)]
    return Extracted(file_type="csv", blocks=[Block(text="\n\n".join(records) + "\n")])
