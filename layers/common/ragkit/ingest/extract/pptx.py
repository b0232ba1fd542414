"""PPTX: each slide a page, numbered as PowerPoint numbers it, its title the section; the text
of its shapes in the slide's order (groups, tables as a DOCX table's rows, SmartArt, a chart's
title and figures, a picture's alternative text), then its speaker notes. A hidden slide, and the
slide number, date and footer each slide repeats, are not read. The parts are read as XML from
the ZIP archive (`office_xml`)."""

from __future__ import annotations

import io
import posixpath
import zipfile
from collections.abc import Callable, Iterator
from typing import Any

from ragkit.ingest.extract.archive import check_not_a_bomb, damaged
from ragkit.ingest.extract.charts import chart_texts
from ragkit.ingest.extract.model import Block, Extracted, described, slide_block
from ragkit.ingest.extract.office_xml import UNREADABLE, qualified, xml_part
from ragkit.models.formats import FileType
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import table_text

_NS = {
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "p": "http://schemas.openxmlformats.org/presentationml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "dgm": "http://schemas.openxmlformats.org/drawingml/2006/diagram",
    "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    "rel": "http://schemas.openxmlformats.org/package/2006/relationships",
}
_TITLES = {"title", "ctrTitle"}
_REPEATED = {"sldNum", "dt", "ftr", "hdr", "sldImg"}  # on every slide or notes page alike
_NOTES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide"
_DIAGRAM_DATA = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/diagramData"
_CHART = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart"
# Reads the text of a frame's SmartArt graphic or chart (each stands in a part of its own)
Graphics = Callable[[Any], list[str]]


def _q(name: str) -> str:
    return qualified(_NS, name)


def extract_pptx(data: bytes, settings: Settings) -> Extracted:
    check_not_a_bomb(data, FileType.PPTX, settings.max_office_uncompressed_bytes)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            package = _Package(archive)
            slides = package.slides()
            blocks = [
                block
                for number, slide in enumerate(slides, start=1)
                if (block := package.slide_block(slide, number)) is not None
            ]
    except UNREADABLE as exc:
        raise damaged(FileType.PPTX, exc) from exc
    return Extracted(file_type="pptx", blocks=blocks, page_count=len(slides))


class _Package:
    """The presentation's parts, found through their relationships as PowerPoint finds them."""

    def __init__(self, archive: zipfile.ZipFile) -> None:
        self.archive = archive

    def part(self, name: str) -> Any:
        return xml_part(self.archive, name)

    def related(self, name: str) -> dict[str, tuple[str, str]]:
        """The part's relationships: id -> (type, the target part's name)."""
        folder, file = posixpath.split(name)
        rels = posixpath.join(folder, "_rels", f"{file}.rels")
        if rels not in self.archive.namelist():
            return {}
        return {
            rel.get("Id"): (rel.get("Type", ""), _resolved(folder, rel.get("Target", "")))
            for rel in self.part(rels).iterfind("rel:Relationship", _NS)
            if rel.get("TargetMode") != "External"
        }

    def slides(self) -> list[str]:
        """The slides' part names in the presentation's order."""
        name = "ppt/presentation.xml"
        targets = self.related(name)
        listed = self.part(name).iterfind("p:sldIdLst/p:sldId", _NS)
        return [targets[slide.get(_q("r:id"))][1] for slide in listed]

    def slide_block(self, name: str, number: int) -> Block | None:
        """The slide's text as a block of page `number`; None for a hidden or empty slide."""
        slide = self.part(name)
        if slide.get("show") == "0":
            return None
        related = self.related(name)
        title, texts = _title_and_texts(slide, self._graphic_texts(related))
        notes = [target for kind, target in related.values() if kind == _NOTES]
        for target in notes:
            texts += _title_and_texts(self.part(target), _no_graphics)[1]
        return slide_block(number, title, texts)

    def _graphic_texts(self, related: dict[str, tuple[str, str]]) -> Graphics:
        """Reads a SmartArt graphic's text, or a chart's title and figures, from the part the
        slide relates it to."""

        def part_of(reference: Any, attribute: str, kind: str) -> Any:
            found = related.get(reference.get(_q(attribute), "")) if reference is not None else None
            return self.part(found[1]) if found is not None and found[0] == kind else None

        def texts(frame: Any) -> list[str]:
            chart = part_of(frame.find(".//c:chart", _NS), "r:id", _CHART)
            if chart is not None:
                return chart_texts(chart)
            data = part_of(frame.find(".//dgm:relIds", _NS), "r:dm", _DIAGRAM_DATA)
            points = data.iterfind(".//dgm:pt/dgm:t", _NS) if data is not None else ()
            return [text for point in points for text in _paragraphs(point)]

        return texts


def _no_graphics(frame: Any) -> list[str]:
    return []  # a notes page holds none


def _resolved(folder: str, target: str) -> str:
    if target.startswith("/"):
        return target.lstrip("/")
    return posixpath.normpath(posixpath.join(folder, target))


def _title_and_texts(slide: Any, graphics: Graphics) -> tuple[str | None, list[str]]:
    """The slide's title and the text of its other shapes, in the shape tree's order."""
    title: str | None = None
    texts: list[str] = []
    tree = slide.find("p:cSld/p:spTree", _NS)
    for shape in _shapes(tree) if tree is not None else ():
        placeholder = shape.find("./*/p:nvPr/p:ph", _NS)
        kind = placeholder.get("type", "body") if placeholder is not None else None
        if kind in _REPEATED:
            continue
        if shape.tag == _q("p:graphicFrame"):
            texts += _frame_texts(shape, graphics)
            continue
        if shape.tag == _q("p:pic"):
            texts += _alternative_text(shape)
            continue
        paragraphs = _paragraphs(shape.find("p:txBody", _NS))
        if kind in _TITLES and title is None and paragraphs:
            title = one_line(" ".join(paragraphs))
        else:
            texts += paragraphs
    return title, texts


def _shapes(tree: Any) -> Iterator[Any]:
    """The shapes that hold text, those in groups too."""
    for child in tree:
        if child.tag == _q("p:grpSp"):
            yield from _shapes(child)
        elif child.tag in (_q("p:sp"), _q("p:graphicFrame"), _q("p:pic")):
            yield child


def _frame_texts(frame: Any, graphics: Graphics) -> list[str]:
    """A table's rows (the first its header), a SmartArt graphic's text or a chart's."""
    table = frame.find(".//a:tbl", _NS)
    if table is None:
        return graphics(frame)
    rows = [
        [one_line(" ".join(_paragraphs(cell.find("a:txBody", _NS)))) for cell in row]
        for row in table.iterfind("a:tr", _NS)
    ]
    return [table_text(rows)] if rows else []


def _alternative_text(picture: Any) -> list[str]:
    properties = picture.find("p:nvPicPr/p:cNvPr", _NS)
    return described(properties.get("descr", "") if properties is not None else "")


def _paragraphs(body: Any) -> list[str]:
    """The text of each paragraph in `body` that has any: its runs, fields and line breaks."""
    if body is None:
        return []
    texts = []
    for paragraph in body.iterfind("a:p", _NS):
        pieces = [
            "\n" if piece.tag == _q("a:br") else (piece.findtext("a:t", "", _NS))
            for piece in paragraph
            if piece.tag in (_q("a:r"), _q("a:fld"), _q("a:br"))
        ]
        text = "".join(pieces).strip()
        if text:
            texts.append(text)
    return texts
