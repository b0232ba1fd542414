"""XLSX with openpyxl: each sheet a reader can see, in the workbook's order, as a grid of cells
(`grid`: `column: value` lines, one paragraph per row, the row numbered as Excel numbers it) under
the sheet's name as its section. A cell reads as Excel shows it: a date as a date, 0.05 in a
percent format as "5%", 1500 in "#,##0 €" as "1,500 €"; a formula as the value Excel saved with
it (a workbook never opened in Excel has none)."""

from __future__ import annotations

import datetime as dt
import io
import re
from collections.abc import Iterator
from typing import Any

from openpyxl import load_workbook

from ragkit.errors import ExtractionError, TooLarge
from ragkit.ingest.extract.archive import check_not_a_bomb
from ragkit.ingest.extract.grid import Row, grid_blocks
from ragkit.ingest.extract.model import Extracted
from ragkit.models.formats import FileType
from ragkit.settings import Settings

# What a number format only lays out: a colour, condition or currency in brackets ("[Red]",
# "[$€-407]", whose symbol is kept), a space as wide as a character ("_)"), a character repeated
# to fill the cell ("* ")
_LAYOUT = re.compile(r"\[\$?([^-\]]*)[^\]]*\]|_.|\*.")
# What it writes as it stands: quoted text, an escaped character
_LITERAL = re.compile(r'"[^"]*"|\\.')
# Where the number goes, with its digits, separators and decimals ("#,##0.00")
_NUMBER = re.compile(r"[#0?,.]*[0#?][#0?,.]*")
# The whole numbers General shows without an exponent
_WHOLE = 1e15


def extract_xlsx(data: bytes, settings: Settings) -> Extracted:
    check_not_a_bomb(data, FileType.XLSX, settings.max_office_uncompressed_bytes)
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many types on malformed parts
        raise _damaged(exc) from exc
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
        raise _damaged(exc) from exc
    finally:
        workbook.close()
    return Extracted(file_type="xlsx", blocks=blocks)


def _damaged(exc: Exception) -> ExtractionError:
    return ExtractionError(f"the XLSX file is damaged and cannot be read ({type(exc).__name__})")


def _rows(sheet: Any, max_cells: int) -> Iterator[Row]:
    """The sheet's rows as shown, numbered from 1, up to `max_cells` cells: the sheet's stated
    size is not trusted (a crafted one says A1:XFD1048576), only the cells it holds."""
    sheet.reset_dimensions()
    seen = 0
    for number, cells in enumerate(sheet.iter_rows(), start=1):
        seen += len(cells)
        if seen > max_cells:
            raise TooLarge(f"the workbook's sheet {sheet.title!r} holds over {max_cells:,} cells")
        yield (
            number,
            [shown(cell.value, getattr(cell, "number_format", "General")) for cell in cells],
        )


def shown(value: object, number_format: str) -> str:
    """A cell's value as Excel shows it in `number_format` (the common formats)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, dt.datetime):
        return _moment(value)
    if isinstance(value, dt.date | dt.time):
        return (
            value.isoformat(timespec="minutes") if isinstance(value, dt.time) else value.isoformat()
        )
    if isinstance(value, int | float):
        return _number(float(value), number_format)
    return str(value)


def _moment(value: dt.datetime) -> str:
    if value.time() == dt.time():
        return value.date().isoformat()
    return value.isoformat(sep=" ", timespec="minutes" if value.second == 0 else "seconds")


def _number(value: float, number_format: str) -> str:
    """The number with the decimals, thousands separators, percent sign and text around it that
    the format's first section sets; as Excel's General format shows it otherwise."""
    section = _LAYOUT.sub(_currency, number_format.split(";", maxsplit=1)[0])
    bare = _LITERAL.sub(lambda literal: " " * len(literal.group()), section)  # same places
    core = _NUMBER.search(bare)
    if core is None or "E" in bare.upper():  # General, text (@), scientific
        return _general(value)
    digits = core.group()
    percent = "%" in bare
    separator = "," if "," in digits.rstrip(",") else ""
    whole, _, fraction = digits.partition(".")
    decimals = len(fraction.rstrip(","))
    width = whole.count("0") + (decimals + 1 if decimals else 0)  # "00" shows 7 as "07"
    number = f"{value * 100 if percent else value:0{width}{separator}.{decimals}f}"
    return (_text(section[: core.start()]) + number + _text(section[core.end() :])).strip()


def _currency(layout: re.Match[str]) -> str:
    """A currency in brackets as quoted text; other layout marks nothing."""
    return f'"{layout.group(1)}"' if layout.group().startswith("[$") else ""


def _text(part: str) -> str:
    """What a part of a format beside the number writes: its quoted and escaped text, and the
    signs and spaces that stand as they are."""
    return "".join(
        token[1:-1] if token.startswith('"') else token[-1]
        for token in re.findall(r'"[^"]*"|\\.|[%\s$€£¥()+-]', part)
    )


def _general(value: float) -> str:
    """As Excel's General format: a whole number without decimals, others to 10 significant
    digits."""
    return str(int(value)) if value.is_integer() and abs(value) < _WHOLE else f"{value:.10g}"
