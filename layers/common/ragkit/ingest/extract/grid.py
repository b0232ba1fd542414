"""A grid of cells (a CSV file, a sheet of a workbook) as text: each row below the header
becomes `column: value` lines, one paragraph per row, numbered as a spreadsheet numbers it, so a
citation can name the row; a cell's line breaks read as spaces. Rows above the header (a title,
a note, as spreadsheets exported with one have) are text of their own, not a header."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ragkit.errors import TooLarge
from ragkit.ingest.extract.model import Block
from ragkit.sentences import one_line
from ragkit.tables import labelled

# A row: its number in the grid (the spreadsheet's, from 1) and its cells
Row = tuple[int, Sequence[str]]
# A cell that holds a figure: an amount, a count, a share, a date ("1,500 €", "85%", "2026-03-02")
_MAX_GROUP_ROWS = 2  # a header of at most three rows: two of groups over the labels
_FIGURE = re.compile(r"[^\d\s]{0,3}\s?[-+]?\d[\d.,:/ -]*\s?(?:%|[^\d\s]{1,4})?")


def grid_blocks(rows: Sequence[Row], section: str | None = None) -> list[Block]:
    """The blocks of the rows that hold a value, under `section` (a sheet's name); none for a
    grid without a value. A table that begins below an empty row is read under its own header
    (`_tables`)."""
    numbered = [(n, cells) for n, cells in rows if any(c.strip() for c in cells)]
    return [block for table in _tables(numbered) for block in _table_blocks(table, section)]


def _tables(numbered: Sequence[Row]) -> list[list[Row]]:
    """The rows, split where a table of its own begins below an empty row: a row of labels (no
    figure among them) over rows that hold a figure in a column it labels, as a sheet's second
    table does ("Card | Holder | Limit" below the vehicles). Rows of text alone continue the
    table above (a roster grouped by blank rows), as does a row holding a figure."""
    tables: list[list[Row]] = [[]]
    for i, row in enumerate(numbered):
        after_gap = i > 0 and row[0] > numbered[i - 1][0] + 1
        # what is above is a table, not titles: a row of several cells
        a_table = any(_filled(cells) > 1 for _, cells in tables[-1])
        if after_gap and a_table and _labels_figures(row, numbered[i + 1 : i + 3]):
            tables.append([])
        tables[-1].append(row)
    return tables


def _filled(cells: Sequence[str]) -> int:
    return sum(1 for cell in cells if cell.strip())


def _labels_figures(row: Row, below: Sequence[Row]) -> bool:
    """Whether `row` is a row of labels over the rows `below`: none of its cells a figure, and
    a figure in every row below it, in a column it labels."""
    cells = row[1]
    if not below or any(_FIGURE.fullmatch(cell.strip()) for cell in cells if cell.strip()):
        return False
    labelled = {i for i, cell in enumerate(cells) if cell.strip()}
    return all(
        any(i in labelled and _FIGURE.fullmatch(cell.strip()) for i, cell in enumerate(r[1]))
        for r in below
    )


def _table_blocks(numbered: Sequence[Row], section: str | None) -> list[Block]:
    if not numbered:
        return []
    top, first = _header_rows(numbered, _header_index(numbered))
    header_row = numbered[first][0]
    header = [name or _column(i) for i, name in enumerate(_labels(numbered[top : first + 1]))]
    blocks = [
        Block(text=" ".join(c.strip() for c in cells if c.strip()) + "\n\n", row=n, section=section)
        for n, cells in numbered[:top]
    ]
    for number, cells in numbered[first + 1 :]:
        lines = [
            labelled(header[i] if i < len(header) else _column(i), one_line(value))
            for i, value in enumerate(cells)
            if value.strip()
        ]
        if lines:
            blocks.append(Block(text="\n".join(lines) + "\n\n", row=number, section=section))
    if len(blocks) == top:  # a header-only grid still says something
        blocks.append(Block(text=", ".join(header) + "\n", row=header_row, section=section))
    return blocks


def too_many_cells(sheet: str | None, limit: int) -> TooLarge:
    """The error of a sheet that spans more cells than a document may hold characters (its
    reader stops there, before building the text)."""
    return TooLarge(f"the sheet {sheet!r} holds over {limit:,} cells")


def _column(index: int) -> str:
    return f"column {index + 1}"


def _header_index(numbered: Sequence[Row]) -> int:
    """Which of the non-empty rows is the header: the first that fills as many cells as rows
    most often do (the fewer, of equally common counts); a title above it fills fewer. Where most
    rows fill several cells, rows of one (a title, a note, a total) have no say in that count:
    with a title and a total row, they would outnumber a short table's rows."""
    filled = [_filled(cells) for _, cells in numbered]
    several = [width for width in filled if width > 1]
    counts = Counter(several if len(several) * 2 > len(filled) else filled)
    usual = min(filled, key=lambda width: (-counts[width], width))
    return next(i for i, width in enumerate(filled) if width >= usual)


def _header_rows(numbered: Sequence[Row], first: int) -> tuple[int, int]:
    """The first and the last of the header's rows, `first` the row `_header_index` found. A
    header may be two or three rows, as a sheet groups its columns under merged cells ("2024"
    over "Sales" and "Profit"): the row of labels right above a row that holds a figure is the
    header's last (the first row that fills the usual count of cells was data), or the one
    right below the row found, when that row groups its columns (`_groups`); and the rows right
    above the last that group its columns are the header's too."""
    last = first
    if first > 0 and _is_label_row(numbered[first - 1], numbered[first]):
        last = first - 1
    elif first + 2 < len(numbered) and _groups(numbered[first], numbered[first + 1]):
        # the groups fill as many cells as the data (a table of one row): the labels under them
        last += _is_label_row(numbered[first + 1], numbered[first + 2])
    top = last
    while top > 0 and last - top < _MAX_GROUP_ROWS and _groups(numbered[top - 1], numbered[top]):
        top -= 1
    return top, last


def _is_label_row(above: Row, row: Row) -> bool:
    """Whether `above`, right above `row`, is a row of labels over it: two or more cells, none a
    figure, over every column in which `row` holds a figure, and it holds one."""
    labels, cells = _aligned(above[1], row[1])
    figures = {i for i, cell in enumerate(cells) if cell and _FIGURE.fullmatch(cell)}
    return (
        above[0] == row[0] - 1
        and _filled(labels) > 1
        and not any(_FIGURE.fullmatch(label) for label in labels if label)
        and bool(figures)
        and all(labels[i] for i in figures)
    )


def _groups(upper: Row, lower: Row) -> bool:
    """Whether `upper`, right above the header row `lower`, groups its columns: two or more
    cells, each over a column the lower row leaves empty (merged down: "Region") or followed by
    an empty cell over a label of the lower row (merged across: "2024" over "Sales" and
    "Profit"), at least one so."""
    if upper[0] != lower[0] - 1 or _filled(upper[1]) < 2:  # noqa: PLR2004 (two groups)
        return False
    up, low = _aligned(upper[1], lower[1])
    across = 0
    for i, cell in enumerate(up):
        if not cell:
            continue
        if i + 1 < len(up) and not up[i + 1] and low[i + 1]:
            across += 1
        elif low[i]:
            return False
    return across > 0


def _labels(rows: Sequence[Row]) -> list[str]:
    """Each column's label, from the header's rows top to bottom: a group's label runs on to
    the right over the empty cells of its merged span ("2024 Sales", "2024 Profit")."""
    aligned = _aligned(*(cells for _, cells in rows))
    labels = [""] * len(aligned[0])
    for depth, row in enumerate(aligned):
        upper = depth < len(aligned) - 1
        group = ""
        for i, cell in enumerate(row):
            group = cell or (group if upper else "")
            labels[i] = f"{labels[i]} {group}".strip()
    return labels


def _aligned(*rows: Sequence[str]) -> list[list[str]]:
    """The rows' cells stripped, each row padded with empty cells to the widest's width (a
    row's cells end at its last filled one)."""
    width = max(len(cells) for cells in rows)
    return [[cell.strip() for cell in cells] + [""] * (width - len(cells)) for cells in rows]
