"""A grid of cells (a CSV file, a sheet of a workbook) as text: each row below the header
becomes `column: value` lines, one paragraph per row, numbered as a spreadsheet numbers it, so a
citation can name the row; a cell's line breaks read as spaces. Rows above the header (a title,
a note, as spreadsheets exported with one have) are text of their own, not a header."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ragkit.ingest.extract.model import Block
from ragkit.sentences import one_line
from ragkit.tables import labelled

# A row: its number in the grid (the spreadsheet's, from 1) and its cells
Row = tuple[int, Sequence[str]]


def grid_blocks(rows: Sequence[Row], section: str | None = None) -> list[Block]:
    """The blocks of the rows that hold a value, under `section` (a sheet's name); none for a
    grid without a value."""
    numbered = [(n, cells) for n, cells in rows if any(c.strip() for c in cells)]
    if not numbered:
        return []
    first = _header_index(numbered)
    header_row, header_cells = numbered[first]
    header = [name.strip() or _column(i) for i, name in enumerate(header_cells)]
    blocks = [
        Block(text=" ".join(c.strip() for c in cells if c.strip()) + "\n\n", row=n, section=section)
        for n, cells in numbered[:first]
    ]
    for number, cells in numbered[first + 1 :]:
        lines = [
            labelled(header[i] if i < len(header) else _column(i), one_line(value))
            for i, value in enumerate(cells)
            if value.strip()
        ]
        if lines:
            blocks.append(Block(text="\n".join(lines) + "\n\n", row=number, section=section))
    if len(blocks) == first:  # a header-only grid still says something
        blocks.append(Block(text=", ".join(header) + "\n", row=header_row, section=section))
    return blocks


def _column(index: int) -> str:
    return f"column {index + 1}"


def _header_index(numbered: Sequence[Row]) -> int:
    """Which of the non-empty rows is the header: the first that fills as many cells as rows
    most often do (the fewer, of equally common counts); a title above it fills fewer. Where most
    rows fill several cells, rows of one (a title, a note, a total) have no say in that count:
    with a title and a total row, they would outnumber a short table's rows."""
    filled = [sum(1 for cell in cells if cell.strip()) for _, cells in numbered]
    several = [width for width in filled if width > 1]
    counts = Counter(several if len(several) * 2 > len(filled) else filled)
    usual = min(filled, key=lambda width: (-counts[width], width))
    return next(i for i, width in enumerate(filled) if width >= usual)
