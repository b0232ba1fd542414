"""How a table's row is written as text, for DOCX, HTML and Markdown tables alike, and known
again: each cell labelled with its column's header ("Plan: Plus | Deductible: 400 euros"), one
paragraph per row. A row read alone (a quote, a search hit) still says what its values are, and
the answerer reads two rows as two records, as it reads two rows of a CSV file (whose lines are
labelled the same way)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_BRACKETED = re.compile(r"\s*\([^()]*\)")  # "(3-17)" of "Child (3-17)"
_CELLS = " | "
_LABEL = ": "


def labelled(label: str, value: str) -> str:
    """A value with the name of its column before it ("Plan: Plus"), as a table's cell and a CSV
    row's line say it (`values` reads it back)."""
    return f"{label}{_LABEL}{value}"


def row_of(cells: Iterable[str]) -> str:
    """Cells without labels as one row ("Annual leave | 28 days"); one cell as its text."""
    return _CELLS.join(cells)


def table_text(rows: Sequence[Sequence[str]]) -> str:
    """The rows of a table, the first its header, as labelled paragraphs (without their empty
    cells); a table without a body (a header alone) as its cells."""
    if len(rows) < 2:  # noqa: PLR2004 (a header and at least one row)
        return "\n\n".join(row_of(cells) for cells in rows)
    header, body = rows[0], rows[1:]
    return "\n\n".join(
        row_of(
            labelled(header[i], value) if i < len(header) and header[i] else value
            for i, value in enumerate(cells)
            if value  # an empty cell says nothing
        )
        for cells in body
    )


def values(row: str) -> str:
    """The values of a row's labelled cells, without their labels ("Plus 400 euros"): what tells
    one row from another, as every row repeats the labels (a CSV row's `column: value` lines
    too)."""
    return " ".join(value or label for label, value in _cells(row))


def labels(row: str) -> list[str]:
    """The labels of a row's labelled cells ("Plan", "Monthly premium")."""
    return [label for label, value in _cells(row) if value]


def cells(row: str) -> dict[str, str]:
    """A row's labelled cells, each value by its label ("Price": "£249")."""
    return {label: value for label, value in _cells(row) if value}


def row_name(row: str) -> str:
    """The value of a row's first labelled cell, which names it among the others ("Dr Amelia
    Hart" of "Name: Dr Amelia Hart | Role: ..."); "" for a row without labels."""
    return next(iter(cells(row).values()), "")


def unbracketed(name: str) -> str:
    """A row's name less what its brackets add ("Child" of "Child (3-17)", "Box" of "Box (4
    seats)"): the name a reader says; the name itself when it is all brackets."""
    return _BRACKETED.sub("", name).strip() or name


def _cells(row: str) -> list[tuple[str, str]]:
    """Each cell of a row as (label, value); a cell without a label is (its text, "")."""
    cells = (cell for line in row.splitlines() for cell in line.split(_CELLS))
    return [(label, value) for label, _, value in (cell.partition(_LABEL) for cell in cells)]


def ends_label(text: str, end: int) -> bool:
    """Whether the word of `text` that ends at `end` is a cell's label ("floor" in "room:
    Aurora⏎floor: 2"), not a word of the text before it."""
    return text.startswith(_LABEL, end)


def is_table_row(text: str) -> bool:
    """Whether `text` (one sentence span) is a row of a table: cells, not a sentence."""
    return _CELLS in text and "\n" not in text.strip()
