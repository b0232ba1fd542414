"""XLSX with openpyxl: each sheet a reader can see, in the workbook's order, as a grid of cells
(`grid`: `column: value` lines, one paragraph per row, the row numbered as Excel numbers it) under
the sheet's name as its section. A cell reads as Excel shows it: a date as a date, 0.05 in a
percent format as "5%", 1500 in "#,##0 €" as "1,500 €"; a formula as the value Excel saved with
it (a workbook never opened in Excel has none)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from openpyxl import load_workbook

from ragkit.errors import TooLarge
from ragkit.ingest.extract.archive import check_not_a_bomb, damaged
from ragkit.ingest.extract.cells import shown
from ragkit.ingest.extract.grid import Row, grid_blocks, too_many_cells
from ragkit.ingest.extract.model import Extracted
from ragkit.models.formats import FileType
from ragkit.settings import Settings


def extract_xlsx(data: bytes, settings: Settings) -> Extracted:
    check_not_a_bomb(data, FileType.XLSX, settings.max_office_uncompressed_bytes)
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many types on malformed parts
        raise damaged(FileType.XLSX, exc) from exc
    try:
        blocks = [
            block
            for sheet in workbook.worksheets
            if sheet.sheet_state == "visible"  # a hidden sheet holds lookups, not content
            for block in grid_blocks(list(_rows(sheet, settings.max_extracted_chars)), sheet.title)
        ]
    except TooLarge:
        raise
    except Exception as exc:
        raise damaged(FileType.XLSX, exc) from exc
    finally:
        workbook.close()
    return Extracted(file_type="xlsx", blocks=blocks)


def _rows(sheet: Any, max_cells: int) -> Iterator[Row]:
    """The sheet's rows as shown, numbered from 1, up to `max_cells` cells: the sheet's stated
    size is not trusted (a crafted one says A1:XFD1048576), only the cells it holds."""
    sheet.reset_dimensions()
    seen = 0
    for number, cells in enumerate(sheet.iter_rows(), start=1):
        seen += len(cells)
        if seen > max_cells:
            raise too_many_cells(sheet.title, max_cells)
        yield (
            number,
            [shown(cell.value, getattr(cell, "number_format", "General")) for cell in cells],
        )
