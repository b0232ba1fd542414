"""ODT (LibreOffice Writer) read as a DOCX is: the page headers' and footers' text once, first;
then headings, which start sections, paragraphs, list items and tables (as labelled rows, as a
DOCX table's) in document order, sections' content too, a footnote's or text box's text after
the paragraph it stands in, and so are a chart's title and figures and a picture's alternative
text; not a table of contents or an index, comments, or text that tracked
changes deleted. A numbered list's items read with the numbers Writer shows, which it counts
and does not store (`odf_numbering`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ragkit.ingest.extract.model import Block, Extracted, is_page_number
from ragkit.ingest.extract.odf import (
    IMAGE,
    NS,
    OBJECT,
    Charts,
    paragraph_text,
    paragraphs,
    parts,
    picture_text,
    q,
    table_rows,
)
from ragkit.ingest.extract.odf_numbering import ListNumbers
from ragkit.models.formats import FileType
from ragkit.settings import Settings
from ragkit.tables import table_text

_HEADING, _PARAGRAPH = q("text:h"), q("text:p")
_LIST, _ITEM, _LIST_HEADER = q("text:list"), q("text:list-item"), q("text:list-header")
_SECTION = q("text:section")
_STYLE = q("text:style-name")
_TABLE = q("table:table")
# what stands apart from a paragraph's own text and is read after it
_AFTER = [q("text:note-body"), q("draw:text-box"), OBJECT, IMAGE]


def extract_odt(data: bytes, settings: Settings) -> Extracted:
    content, styles = parts(data, FileType.ODT, settings, ("content.xml", "styles.xml"))
    body = content.find("office:body/office:text", NS)
    blocks: list[Block] = []
    section: str | None = None
    texts = _margins(styles)
    walk = _Walk(ListNumbers(content, styles), Charts(data, FileType.ODT, settings, content))
    for heading, text in walk.content(body) if body is not None else ():
        if heading:
            if texts:
                blocks.append(Block(text="\n\n".join(texts) + "\n", section=section))
            section, texts = text, []
        texts.append(text)
    if texts:
        blocks.append(Block(text="\n\n".join(texts) + "\n", section=section))
    return Extracted(file_type="odt", blocks=blocks)


class _Walk:
    """Reads the body in order, with the numbers of its numbered lists and its charts."""

    def __init__(self, numbers: ListNumbers, charts: Charts) -> None:
        self.numbers, self.charts = numbers, charts

    def content(
        self, element: Any, style: str | None = None, level: int = 0, label: str = ""
    ) -> Iterator[tuple[bool, str]]:
        """(whether it is a heading, its text) of each heading, paragraph and table in
        `element`, in order, a paragraph's notes and text boxes after it; inside a list of
        `style` at `level`, the first paragraph with the item's `label`."""
        for child in element:
            if child.tag in (_HEADING, _PARAGRAPH):
                text = paragraph_text(child)
                if text:
                    yield child.tag == _HEADING, f"{label} {text}" if label else text
                    label = ""
                for apart in child.iter(*_AFTER):
                    yield from ((False, t) for t in self._apart(apart))
            elif child.tag == _LIST:
                yield from self._list(child, child.get(_STYLE) or style, level + 1)
            elif child.tag == _SECTION:
                yield from self.content(child, style, level)
            elif child.tag == _TABLE:
                rows = table_rows(child)
                if any(any(row) for row in rows):
                    yield False, table_text(rows)

    def _apart(self, element: Any) -> list[str]:
        """The text of a footnote or text box in a paragraph, of a chart, or of a picture."""
        if element.tag == OBJECT:
            return self.charts.texts(element)
        return picture_text(element) if element.tag == IMAGE else paragraphs(element)

    def _list(self, a_list: Any, style: str | None, level: int) -> Iterator[tuple[bool, str]]:
        if level == 1:
            self.numbers.begin(style, a_list)
        for item in a_list:
            if item.tag == _ITEM:
                label = self.numbers.label(style, level, item)
                yield from self.content(item, style, level, label)
            elif item.tag == _LIST_HEADER:
                yield from self.content(item, style, level)


def _margins(styles: Any) -> list[str]:
    """The page styles' headers' and footers' text, each once, without page numbers (a
    document's version and date often stand only there)."""
    found = (
        text
        for page in styles.iter(q("style:master-page"))
        for margin in page
        for text in paragraphs(margin)
        if not is_page_number(text)
    )
    return list(dict.fromkeys(found))
