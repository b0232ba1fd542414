"""ODS (LibreOffice Calc) read as an XLSX is (`grid`): each sheet a reader can see, in order, a
grid of labelled rows under its name, each row numbered as Calc numbers it, each cell as Calc
shows it (the text it stores beside the value: "1,500 €", "85%"). Rows and cells repeated
(`number-rows-repeated`, as Calc writes runs of empty rows) count as many times, and empty ones
cost nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ragkit.ingest.extract.grid import Row, grid_blocks, too_many_cells
from ragkit.ingest.extract.model import Extracted
from ragkit.ingest.extract.odf import NS, cells_of, paragraphs, parts, q
from ragkit.models.formats import FileType
from ragkit.sentences import one_line
from ragkit.settings import Settings

_ROW = q("table:table-row")
_ROWS_REPEATED = q("table:number-rows-repeated")
_NAME, _STYLE = q("table:name"), q("table:style-name")


def extract_ods(data: bytes, settings: Settings) -> Extracted:
    (content,) = parts(data, FileType.ODS, settings, ("content.xml",))
    hidden = _hidden_styles(content)
    sheets = content.iterfind("office:body/office:spreadsheet/table:table", NS)
    blocks = [
        block
        for sheet in sheets
        if sheet.get(_STYLE) not in hidden
        for block in grid_blocks(list(_rows(sheet, settings.max_extracted_chars)), sheet.get(_NAME))
    ]
    return Extracted(file_type="ods", blocks=blocks)


def _hidden_styles(content: Any) -> set[str]:
    """The names of the table styles that hide a sheet (`table:display="false"`)."""
    return {
        style.get(q("style:name"))
        for style in content.iterfind("office:automatic-styles/style:style", NS)
        if (properties := style.find("style:table-properties", NS)) is not None
        and properties.get(q("table:display")) == "false"
    }


def _rows(sheet: Any, max_cells: int) -> Iterator[Row]:
    """The sheet's rows that hold text, numbered as Calc numbers them, up to `max_cells`
    cells of text."""
    number, cells_read = 1, 0
    for row in sheet.iter(_ROW):
        times = int(row.get(_ROWS_REPEATED, "1") or 1)
        texts = [one_line("\n".join(paragraphs(cell))) for cell in cells_of(row)]
        while texts and not texts[-1]:
            texts.pop()  # the row's end, repeated empty cells
        if texts:
            cells_read += len(texts) * times
            if cells_read > max_cells:
                raise too_many_cells(sheet.get(_NAME), max_cells)
            for i in range(times):
                yield number + i, texts
        number += times
