"""OpenDocument files (LibreOffice's ODT, ODS, ODP): their parts read as XML from the ZIP
archive (`office_xml`), a paragraph's text as it reads, a table's rows, and what an embedded
chart and a picture say."""

from __future__ import annotations

import io
import posixpath
import zipfile
from collections.abc import Iterator
from typing import Any

from ragkit.ingest.extract.archive import check_not_a_bomb, damaged
from ragkit.ingest.extract.charts import figures
from ragkit.ingest.extract.model import described
from ragkit.ingest.extract.office_xml import UNREADABLE, qualified, xml_part
from ragkit.models.formats import FileType
from ragkit.sentences import one_line
from ragkit.settings import Settings

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "draw": "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0",
    "presentation": "urn:oasis:names:tc:opendocument:xmlns:presentation:1.0",
    "chart": "urn:oasis:names:tc:opendocument:xmlns:chart:1.0",
}


def q(name: str) -> str:
    """The Clark name of an OpenDocument `prefix:local`."""
    return qualified(NS, name)


# Inline elements that stand for text, and those whose text is not the paragraph's own (a
# footnote's body and a text box are read after the paragraph; a comment is not read)
_SPACE, _TAB, _BREAK = q("text:s"), q("text:tab"), q("text:line-break")
_APART = {q("text:note"), q("office:annotation"), q("draw:frame"), q("text:tracked-changes")}


def parts(data: bytes, kind: FileType, settings: Settings, names: tuple[str, ...]) -> list[Any]:
    """The archive's parts `names` (content.xml, styles.xml) as XML roots; the file refused as
    damaged when one cannot be read."""
    check_not_a_bomb(data, kind, settings.max_office_uncompressed_bytes)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return [xml_part(archive, name) for name in names]
    except UNREADABLE as exc:
        raise damaged(kind, exc) from exc


def paragraph_text(element: Any) -> str:
    """The text of a paragraph or heading as it reads: spaces (`text:s`), tabs and line breaks
    as they stand, without its notes, comments and frames."""
    return "".join(_pieces(element)).strip()


def _pieces(element: Any) -> Iterator[str]:
    yield element.text or ""
    for child in element:
        if child.tag == _SPACE:
            yield " " * int(child.get(q("text:c"), "1") or 1)
        elif child.tag == _TAB:
            yield "\t"
        elif child.tag == _BREAK:
            yield "\n"
        elif child.tag not in _APART:
            yield from _pieces(child)
        yield child.tail or ""


def paragraphs(element: Any) -> list[str]:
    """The text of every paragraph and heading in `element`, in order, each that has any."""
    found = (paragraph_text(p) for p in element.iter(q("text:p"), q("text:h")))
    return [text for text in found if text]


_CELLS = {q("table:table-cell"), q("table:covered-table-cell")}
_REPEATED = q("table:number-columns-repeated")
MAX_COLUMNS = 16_384  # a spreadsheet's widest row


def cells_of(row: Any) -> Iterator[Any]:
    """A table row's cells, each repeated as often as it says, up to the widest a spreadsheet
    has (an empty cell repeated to the row's end is how LibreOffice ends every row)."""
    seen = 0
    for cell in row:
        if cell.tag not in _CELLS:
            continue
        times = min(int(cell.get(_REPEATED, "1") or 1), MAX_COLUMNS - seen)
        seen += times
        for _ in range(times):
            yield cell


_ROW = q("table:table-row")
_ROWS = {q("table:table-header-rows"), q("table:table-rows"), q("table:table-row-group")}


def table_rows(table: Any) -> list[list[str]]:
    """A text table's rows (a document's or a slide's, not a spreadsheet's), each cell's text on
    one line, a merged cell's covered places empty (the columns stay aligned)."""
    return [
        [one_line("\n".join(paragraphs(cell))) for cell in cells_of(row)] for row in _rows(table)
    ]


def _rows(table: Any) -> Iterator[Any]:
    for child in table:
        if child.tag == _ROW:
            yield child
        elif child.tag in _ROWS:
            yield from _rows(child)


_LINK = "{http://www.w3.org/1999/xlink}href"
_DESCRIPTION = "{urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0}desc"
OBJECT, IMAGE = q("draw:object"), q("draw:image")  # an embedded object's frame, a picture's


class Charts:
    """The charts embedded in a document (each an ODF chart document of its own in the
    archive), read as a PPTX chart is: its title and its figures, the table it keeps its data
    in (a row per category, a column per series)."""

    def __init__(self, data: bytes, kind: FileType, settings: Settings, content: Any) -> None:
        links = sorted(
            link
            for embedded in content.iter(OBJECT)
            if (link := embedded.get(_LINK, "")) and "://" not in link and not link.startswith("#")
        )
        names = tuple(f"{posixpath.normpath(link)}/content.xml" for link in links)
        found = parts(data, kind, settings, names)
        self._texts = {link: _chart_texts(root) for link, root in zip(links, found, strict=True)}

    def texts(self, embedded: Any) -> list[str]:
        """What the object (`draw:object`) says: a chart's title and figures; nothing for
        another kind of object (a formula, a spreadsheet)."""
        return self._texts.get(embedded.get(_LINK, ""), [])


def _chart_texts(document: Any) -> list[str]:
    chart = document.find("office:body/office:chart/chart:chart", NS)
    if chart is None:
        return []
    heading = chart.find("chart:title", NS)
    title = one_line(" ".join(paragraphs(heading))) if heading is not None else ""
    table = chart.find("table:table", NS)
    rows = table_rows(table) if table is not None else []
    if rows and rows[0] and not rows[0][0]:
        rows[0][0] = title  # its categories' column, as a PPTX chart's is labelled
    return figures(rows, title)


def picture_text(image: Any) -> list[str]:
    """What the author of a picture (`draw:image`) wrote it shows, its frame's description."""
    frame = image.getparent()
    return described(frame.findtext(_DESCRIPTION, "") if frame is not None else "")
