"""XLS (Excel 97-2003) with xlrd, read as an XLSX is (`xlsx`): each visible sheet a grid of
labelled rows under its name, each cell as Excel shows it (`cells`)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import xlrd

from ragkit.ingest.extract.archive import damaged
from ragkit.ingest.extract.cells import shown
from ragkit.ingest.extract.grid import Row, grid_blocks, too_many_cells
from ragkit.ingest.extract.model import Extracted
from ragkit.models.formats import FileType
from ragkit.settings import Settings

_VISIBLE = 0  # a sheet's visibility: 1 hidden, 2 very hidden


def extract_xls(data: bytes, settings: Settings) -> Extracted:
    try:
        with open(os.devnull, "w") as quiet:  # xlrd writes its warnings to a log file
            book = xlrd.open_workbook(file_contents=data, formatting_info=True, logfile=quiet)
    except Exception as exc:  # xlrd raises many types on damaged records
        raise damaged(FileType.XLS, exc) from exc
    blocks = [
        block
        for sheet in book.sheets()
        if sheet.visibility == _VISIBLE
        for block in grid_blocks(list(_rows(book, sheet, settings.max_extracted_chars)), sheet.name)
    ]
    return Extracted(file_type="xls", blocks=blocks)


def _rows(book: Any, sheet: Any, max_cells: int) -> Iterator[Row]:
    if sheet.nrows * sheet.ncols > max_cells:
        raise too_many_cells(sheet.name, max_cells)
    for r in range(sheet.nrows):
        yield r + 1, [_shown(book, sheet.cell(r, c)) for c in range(sheet.ncols)]


def _shown(book: Any, cell: Any) -> str:
    """The cell as Excel shows it: a date cell as its date, an error as its code."""
    number_format = book.format_map[book.xf_list[cell.xf_index].format_key].format_str
    if cell.ctype == xlrd.XL_CELL_DATE:
        return shown(xlrd.xldate_as_datetime(cell.value, book.datemode), number_format)
    if cell.ctype == xlrd.XL_CELL_BOOLEAN:
        return shown(bool(cell.value), number_format)
    if cell.ctype == xlrd.XL_CELL_ERROR:
        return xlrd.error_text_from_code.get(cell.value, "#ERROR")  # type: ignore[no-any-return]
    if cell.ctype == xlrd.XL_CELL_NUMBER:
        return shown(cell.value, number_format)
    return str(cell.value)
