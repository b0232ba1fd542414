"""ODP (LibreOffice Impress) read as a PPTX is: each slide a page, numbered as Impress numbers
it, its title the section; the text of its frames and shapes in the slide's order (groups,
tables as labelled rows, text boxes, a shape's own text, a chart's title and figures, a
picture's alternative text), then its speaker notes. A hidden slide, and the slide number,
date, header and footer placeholders, are not read."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ragkit.ingest.extract.model import Block, Extracted, slide_block
from ragkit.ingest.extract.odf import NS, Charts, paragraphs, parts, picture_text, q, table_rows
from ragkit.models.formats import FileType
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import table_text

_GROUP, _NOTES = q("draw:g"), q("presentation:notes")
_CLASS, _STYLE = q("presentation:class"), q("draw:style-name")
# on every slide or notes page alike ("page": a notes page's picture of its slide)
_REPEATED = {"page-number", "date-time", "footer", "header", "page"}
_DRAWING = NS["draw"]


def extract_odp(data: bytes, settings: Settings) -> Extracted:
    (content,) = parts(data, FileType.ODP, settings, ("content.xml",))
    charts = Charts(data, FileType.ODP, settings, content)
    hidden = _hidden_styles(content)
    slides = content.findall("office:body/office:presentation/draw:page", NS)
    blocks = [
        block
        for number, slide in enumerate(slides, start=1)
        if slide.get(_STYLE) not in hidden
        and (block := _slide_block(slide, number, charts)) is not None
    ]
    return Extracted(file_type="odp", blocks=blocks, page_count=len(slides))


def _hidden_styles(content: Any) -> set[str]:
    """The names of the slide styles that hide a slide (Impress's "Hide Slide")."""
    return {
        style.get(q("style:name"))
        for style in content.iterfind("office:automatic-styles/style:style", NS)
        for properties in style.iterfind("style:drawing-page-properties", NS)
        if properties.get(q("presentation:visibility")) == "hidden"
    }


def _slide_block(slide: Any, number: int, charts: Charts) -> Block | None:
    title, texts = _title_and_texts(slide, charts)
    for notes in slide.iterfind("presentation:notes", NS):
        texts += _title_and_texts(notes, charts)[1]
    return slide_block(number, title, texts)


def _title_and_texts(slide: Any, charts: Charts) -> tuple[str | None, list[str]]:
    """The slide's title and the text of its other shapes, in the slide's order."""
    title: str | None = None
    texts: list[str] = []
    for shape in _shapes(slide):
        kind = shape.get(_CLASS)
        if kind in _REPEATED:
            continue
        found = _graphic_texts(shape, charts)
        if found is None:
            found = paragraphs(shape)
            if kind == "title" and title is None and found:
                title, found = one_line(" ".join(found)), []
        texts += found
    return title, texts


def _graphic_texts(frame: Any, charts: Charts) -> list[str] | None:
    """A table's labelled rows, a chart's title and figures, or a picture's alternative text;
    None for a shape that holds text of its own."""
    table = frame.find("table:table", NS)
    if table is not None:
        rows = table_rows(table)
        return [table_text(rows)] if any(any(row) for row in rows) else []
    embedded = frame.find("draw:object", NS)
    if embedded is not None:
        return charts.texts(embedded)
    image = frame.find("draw:image", NS)
    return picture_text(image) if image is not None else None


def _shapes(element: Any) -> Iterator[Any]:
    """The drawing's shapes (frames, text boxes, custom shapes), those in groups too; not the
    notes page, which is read after the slide."""
    for child in element:
        if child.tag == _GROUP:
            yield from _shapes(child)
        elif child.tag != _NOTES and child.tag.startswith(f"{{{_DRAWING}}}"):
            yield child
