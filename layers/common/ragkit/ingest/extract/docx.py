"""DOCX with python-docx: the headers' and footers' text once, first; then paragraphs and
tables in document order, those in content controls, text boxes, footnotes and endnotes too (not
a table of contents), a table that lays out the page as its content, a chart's title and figures
and a picture's alternative text after the paragraph they stand in; headings start sections;
text as tracked changes make it, each numbered paragraph with the number Word shows before it
(`numbering`)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from docx import Document
from docx.oxml import parse_xml
from docx.oxml.ns import qn
from docx.table import Table, _Row
from docx.text.paragraph import Paragraph

from ragkit.ingest.extract.archive import check_not_a_bomb, damaged
from ragkit.ingest.extract.charts import chart_texts
from ragkit.ingest.extract.model import Block, Extracted, described, is_page_number
from ragkit.ingest.extract.numbering import numbering
from ragkit.models.formats import FileType
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import table_text

_TEXT = qn("w:t")
_READ = {
    _TEXT: "",
    qn("w:tab"): "\t",
    qn("w:br"): "\n",
    qn("w:cr"): "\n",
    qn("w:noBreakHyphen"): "-",
}
_TEXT_BOX = qn("w:txbxContent")
_NOT_READ = {qn(tag) for tag in ("w:del", "w:pPr", "w:rPr", "w:drawing", "w:pict")} | {_TEXT_BOX}
_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_CELLS = f"./{qn('w:tr')}/{qn('w:tc')}"
_NESTED_TABLE = f".//{qn('w:tc')}//{qn('w:tbl')}"
_ID = qn("w:id")
_CHART = "{http://schemas.openxmlformats.org/drawingml/2006/chart}chart"
_CHART_ID = qn("r:id")
_PICTURE = "{http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing}docPr"
_DRAWING_PICTURE = "{http://schemas.openxmlformats.org/drawingml/2006/picture}pic"
_NOTE_PARTS = {  # part -> (a note's tag, a reference's tag)
    "footnotes": (qn("w:footnote"), qn("w:footnoteReference")),
    "endnotes": (qn("w:endnote"), qn("w:endnoteReference")),
}
_NOTE_REFERENCES = [reference for _, reference in _NOTE_PARTS.values()]


def _heading(paragraph: Paragraph) -> bool:
    style = _style(paragraph)
    return style.startswith("Heading") or style == "Title"


def _cells(row: _Row) -> list[str]:
    cells: list[str] = []
    for cell in row.cells:
        text = one_line("\n".join(_text(paragraph) for paragraph in cell.paragraphs))
        if not cells or cells[-1] != text:  # merged cells repeat their text
            cells.append(text)
    return cells


def _text(paragraph: Paragraph) -> str:
    """The paragraph's text as it reads with its tracked changes made: inserted runs in
    (python-docx's `text` leaves out runs inside `w:ins`, and inside inline content controls),
    deleted ones out (`w:delText` is not `w:t`); not a text box's, which floats apart, nor the
    tab stops its formatting defines."""
    read = []
    for node in paragraph._p.iter(*_READ):
        if not any(above.tag in _NOT_READ for above in _up_to(node, paragraph._p)):
            read.append((node.text or "") if node.tag == _TEXT else _READ[node.tag])
    return "".join(read)


def _up_to(node: Any, top: Any) -> Iterator[Any]:
    """The elements above `node`, up to `top`."""
    above = node.getparent()
    while above is not None and above is not top:
        yield above
        above = above.getparent()


class _Body:
    """Reads a document's body: its paragraphs and tables in document order (`content`), with
    the document's footnotes and endnotes at hand to read each after the paragraph that refers
    to it (where its condition or exception belongs: "Contractors are not eligible.")."""

    def __init__(self, document: Any) -> None:
        self.parent = document
        self.notes = _notes(document)

    def content(self, element: Any) -> Iterator[Paragraph | Table | str]:
        """The paragraphs and tables in `element`, those inside a content control (`w:sdt`,
        which templates wrap whole sections in) too, but not a table of contents: its entries
        ("Annual leave 3") repeat the headings with page numbers. A paragraph's text boxes and
        notes follow it, each paragraph of theirs on its own; a table that lays out the page (a
        table in one of its cells, as forms and flyers are built) gives its cells' content. A
        paragraph's charts and pictures follow it as their text (`str`)."""
        for child in element.iterchildren():
            if child.tag == qn("w:p"):
                paragraph = Paragraph(child, self.parent)
                if not _style(paragraph).lower().startswith("toc"):
                    yield paragraph
                yield from self._graphics(child)
                for inner in [*_text_boxes(child), *self._notes_of(child)]:
                    yield from self.content(inner)
            elif child.tag == qn("w:tbl") and child.find(_NESTED_TABLE) is not None:
                for cell in child.iterfind(_CELLS):
                    yield from self.content(cell)
            elif child.tag == qn("w:tbl"):
                yield Table(child, self.parent)
            elif child.tag == qn("w:sdt") and not _table_of_contents(child):
                content = child.find(qn("w:sdtContent"))
                if content is not None:
                    yield from self.content(content)

    def _graphics(self, paragraph: Any) -> Iterator[str]:
        """The text of the charts (their title and figures) and pictures (what their author
        wrote they show) in a paragraph, each once (not the copy for older readers)."""
        for drawing in paragraph.iter(_CHART, _PICTURE):
            if any(above.tag == _FALLBACK for above in _up_to(drawing, paragraph)):
                continue
            if drawing.tag == _CHART:
                part = self.parent.part.related_parts.get(drawing.get(_CHART_ID))
                yield from chart_texts(parse_xml(part.blob)) if part is not None else ()
            elif drawing.getparent().find(f".//{_DRAWING_PICTURE}") is not None:
                yield from described(drawing.get("descr", ""))

    def _notes_of(self, paragraph: Any) -> list[Any]:
        """The notes `paragraph` refers to, each read once (a note referring to itself, as a
        crafted file may, is not read for ever)."""
        referred = (
            self.notes.pop((reference.tag, reference.get(_ID)), None)
            for reference in paragraph.iter(*_NOTE_REFERENCES)
        )
        return [note for note in referred if note is not None]


def _notes(document: Any) -> dict[tuple[str, str | None], Any]:
    """The footnotes and endnotes by the tag and id a reference to them has."""
    notes: dict[tuple[str, str | None], Any] = {}
    for relationship in document.part.rels.values():
        kind = relationship.reltype.rsplit("/", 1)[-1]
        if kind in _NOTE_PARTS and not relationship.is_external:
            note_tag, reference_tag = _NOTE_PARTS[kind]
            root = parse_xml(relationship.target_part.blob)
            for note in root.iterchildren(note_tag):
                notes[(reference_tag, note.get(_ID))] = note
    return notes


def _text_boxes(paragraph: Any) -> Iterator[Any]:
    """The text boxes anchored in a paragraph, each once: Word writes a box twice, as a shape
    (`mc:Choice`) and as VML for older readers (`mc:Fallback`), whose copy is not read; a box
    in a box is read with the box it stands in."""
    for box in paragraph.iter(_TEXT_BOX):
        if not any(above.tag in {_FALLBACK, _TEXT_BOX} for above in _up_to(box, paragraph)):
            yield box


def _margins(document: Any) -> list[str]:
    """The paragraphs of the document's headers and footers, each once (Word repeats them on
    every page, and a section may link to the one before), without page numbers: a policy's
    version and date often stand there only ("Travel Policy v3.2 - valid from 1 March 2026")."""
    said: list[str] = []
    for section in document.sections:
        for margin in (
            *(section.header, section.first_page_header, section.even_page_header),
            *(section.footer, section.first_page_footer, section.even_page_footer),
        ):
            if margin.is_linked_to_previous:
                continue  # none of its own
            for paragraph in margin.paragraphs:
                text = one_line(_text(paragraph))
                if text and text not in said and not is_page_number(text):
                    said.append(text)
    return said


def _table_of_contents(sdt: Any) -> bool:
    gallery = sdt.find(f"{qn('w:sdtPr')}/{qn('w:docPartObj')}/{qn('w:docPartGallery')}")
    return gallery is not None and "contents" in (gallery.get(qn("w:val")) or "").lower()


def _style(paragraph: Paragraph) -> str:
    return paragraph.style.name if paragraph.style is not None else ""


def extract_docx(data: bytes, settings: Settings) -> Extracted:
    check_not_a_bomb(data, FileType.DOCX, settings.max_office_uncompressed_bytes)
    try:
        document = Document(io.BytesIO(data))
        items = list(_Body(document).content(document.element.body))
        numbers = numbering(document)
        margins = _margins(document)
    except Exception as exc:  # python-docx/lxml raise many types on malformed parts
        raise damaged(FileType.DOCX, exc) from exc
    blocks: list[Block] = []
    section: str | None = None
    parts: list[str] = margins  # the document's own, before its first heading

    def flush() -> None:
        if parts:
            blocks.append(Block(text="\n\n".join(parts) + "\n", section=section))
            parts.clear()

    for item in items:
        if isinstance(item, Paragraph):
            number = numbers.label(item._p)  # counted even when empty, as Word counts it
            text = _text(item).strip()
            if not text:
                continue
            text = f"{number} {text}" if number else text
            if _heading(item):
                flush()
                section = text
            parts.append(text)
        elif isinstance(item, Table):
            parts.append(table_text([_cells(row) for row in item.rows]))
        else:
            parts.append(item)
    flush()
    return Extracted(file_type="docx", blocks=blocks)
