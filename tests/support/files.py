"""Real files for the tests, written by the libraries people use to make them."""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass, field
from typing import Any

from docx import Document
from PIL import Image
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas


def pdf(pages: list[str]) -> bytes:
    """A PDF with a text layer: one page per string, wrapped at 90 characters."""
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    for text in pages:
        y = 800.0
        for paragraph in text.split("\n"):
            words, line = paragraph.split(), ""
            for word in words:
                if len(line) + len(word) > 90:
                    page.drawString(40, y, line)
                    y, line = y - 14, ""
                line = f"{line} {word}".strip()
            page.drawString(40, y, line)
            y -= 20
        page.showPage()
    page.save()
    return buffer.getvalue()


def blank_pdf(pages: int) -> bytes:
    """A PDF whose pages carry no text layer (what a scanner produces)."""
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    for _ in range(pages):
        page.rect(50, 50, 400, 600, fill=1)
        page.showPage()
    page.save()
    return buffer.getvalue()


def docx(
    sections: dict[str, list[str]],
    table: list[list[str]] | None = None,
    title: str = "Quarterly Report",
) -> bytes:
    document = Document()
    document.add_heading(title, level=0)
    for heading, paragraphs in sections.items():
        document.add_heading(heading, level=1)
        for paragraph in paragraphs:
            document.add_paragraph(paragraph)
    if table:
        grid = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                grid.cell(r, c).text = value
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def with_footnotes(data: bytes, notes: dict[int, str]) -> bytes:
    """A DOCX with a footnotes part, as Word writes one (its separator note first): python-docx
    reads footnotes but cannot add them. Runs refer to them by id (`w:footnoteReference`)."""
    written = "".join(
        f'<w:footnote w:id="{number}"><w:p><w:r><w:footnoteRef/></w:r>'
        f'<w:r><w:t xml:space="preserve"> {text}</w:t></w:r></w:p></w:footnote>'
        for number, text in notes.items()
    )
    footnotes = (
        f'<w:footnotes xmlns:w="{_W}"><w:footnote w:type="separator" w:id="-1"><w:p><w:r>'
        f"<w:separator/></w:r></w:p></w:footnote>{written}</w:footnotes>"
    )
    added = {
        "[Content_Types].xml": (
            b"</Types>",
            b'<Override PartName="/word/footnotes.xml" ContentType="application/'
            b'vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>',
        ),
        "word/_rels/document.xml.rels": (
            b"</Relationships>",
            b'<Relationship Id="rIdNotes" Type="http://schemas.openxmlformats.org/'
            b'officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>'
            b"</Relationships>",
        ),
    }
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(buffer, "w") as target:
        for item in source.infolist():
            content = source.read(item.filename)
            if item.filename in added:
                content = content.replace(*added[item.filename])
            target.writestr(item, content)
        target.writestr("word/footnotes.xml", footnotes)
    return buffer.getvalue()


def zip_bomb(main_part: str, expanded_mb: int) -> bytes:
    """A valid-looking Office archive whose main part ("word/document.xml" for a DOCX) inflates
    to `expanded_mb` MB."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr(main_part, b"\0" * (expanded_mb * 1024 * 1024))
    return buffer.getvalue()


def xlsx(sheets: dict[str, list[list[Any]]], hidden: tuple[str, ...] = ()) -> bytes:
    """A workbook with a sheet of rows (from row 1, column A) for each name; a value of a
    (value, number format) pair is written in that format."""
    from openpyxl import Workbook

    workbook = Workbook()
    workbook.remove(workbook.active)
    for name, rows in sheets.items():
        sheet = workbook.create_sheet(name)
        for r, row in enumerate(rows, start=1):
            for c, value in enumerate(row, start=1):
                cell = sheet.cell(r, c, value[0] if isinstance(value, tuple) else value)
                if isinstance(value, tuple):
                    cell.number_format = value[1]
        if name in hidden:
            sheet.sheet_state = "hidden"
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def xls(sheets: dict[str, list[list[Any]]], hidden: tuple[str, ...] = ()) -> bytes:
    """An Excel 97-2003 workbook, written as `xlsx` writes one (a (value, number format) pair
    in that format)."""
    import xlwt

    workbook = xlwt.Workbook()
    for name, rows in sheets.items():
        sheet = workbook.add_sheet(name)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                if isinstance(value, tuple):
                    sheet.write(r, c, value[0], xlwt.easyxf(num_format_str=value[1]))
                elif value is not None:
                    sheet.write(r, c, value)
        if name in hidden:
            sheet.visibility = 1
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def _with(parent: Any, *children: Any) -> Any:
    """`parent` with `children` added (odfpy's addElement returns nothing)."""
    for child in children:
        parent.addElement(child)
    return parent


def odt(
    sections: dict[str, list[str]],
    table: list[list[str]] | None = None,
    *,
    header: str | None = None,
    note: tuple[str, str] | None = None,
) -> bytes:
    """A LibreOffice Writer document written by odfpy: a heading and paragraphs per section
    (list items where a paragraph starts with "- "), a table, a page header (and a footer of a
    page number), and a footnote (the paragraph it follows, its text)."""
    from odf.opendocument import OpenDocumentText
    from odf.style import Footer, Header, MasterPage, PageLayout
    from odf.table import Table, TableCell, TableRow
    from odf.text import H, List, ListItem, Note, NoteBody, NoteCitation, P

    document = OpenDocumentText()
    if header:
        layout = PageLayout(name="Page")
        document.automaticstyles.addElement(layout)
        page = MasterPage(name="Standard", pagelayoutname=layout)
        _with(page, _with(Header(), P(text=header)), _with(Footer(), P(text="Page 1")))
        document.masterstyles.addElement(page)
    for heading, texts in sections.items():
        document.text.addElement(H(outlinelevel=1, text=heading))
        items = [_with(ListItem(), P(text=t[2:])) for t in texts if t.startswith("- ")]
        for text in (t for t in texts if not t.startswith("- ")):
            paragraph = P(text=text)
            if note and text == note[0]:
                body = _with(NoteBody(), P(text=note[1]))
                _with(paragraph, _with(Note(noteclass="footnote"), NoteCitation(text="1"), body))
            document.text.addElement(paragraph)
        if items:
            document.text.addElement(_with(List(), *items))
    if table:
        rows = [_with(TableRow(), *(_with(TableCell(), P(text=v)) for v in row)) for row in table]
        document.text.addElement(_with(Table(name="Table1"), *rows))
    buffer = io.BytesIO()
    document.write(buffer)
    return buffer.getvalue()


def ods(sheets: dict[str, list[list[str]]], hidden: tuple[str, ...] = ()) -> bytes:
    """A LibreOffice Calc spreadsheet written by odfpy, each cell's text as Calc shows it; a run
    of equal rows written once, repeated, and every row ended by empty cells repeated, as Calc
    writes them."""
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.style import Style, TableProperties
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    document = OpenDocumentSpreadsheet()
    hiding = _with(Style(name="Hidden", family="table"), TableProperties(display="false"))
    document.automaticstyles.addElement(hiding)
    for name, rows in sheets.items():
        runs: list[tuple[list[str], int]] = []
        for row in rows:
            if runs and runs[-1][0] == row:
                runs[-1] = (row, runs[-1][1] + 1)
            else:
                runs.append((row, 1))
        lines = [
            _with(
                TableRow(numberrowsrepeated=times),
                *(_with(TableCell(), P(text=v)) if v else TableCell() for v in row),
                TableCell(numbercolumnsrepeated=1000),
            )
            for row, times in runs
        ]
        style = {"stylename": hiding} if name in hidden else {}
        document.spreadsheet.addElement(_with(Table(name=name, **style), *lines))
    buffer = io.BytesIO()
    document.write(buffer)
    return buffer.getvalue()


@dataclass
class Chart:
    """A column chart: its title, categories, and each series' name and values, shown in
    `number_format`."""

    title: str
    categories: list[str]
    series: dict[str, list[float]]
    number_format: str = "General"


@dataclass
class Slide:
    """A slide as `pptx` and `odp` write it: a title, bullet lines, a table (its first row the
    header), a chart, pictures (each with its alternative text), speaker notes; hidden or not."""

    title: str | None = None
    lines: list[str] = field(default_factory=list)
    table: list[list[str]] | None = None
    notes: str | None = None
    hidden: bool = False
    chart: Chart | None = None
    pictures: list[str] = field(default_factory=list)


def _png() -> io.BytesIO:
    picture = io.BytesIO()
    Image.new("RGB", (40, 30), "white").save(picture, "PNG")
    picture.seek(0)
    return picture


def pptx(slides: list[Slide]) -> bytes:
    """A presentation of `slides` as PowerPoint's default template lays them out."""
    from pptx import Presentation

    deck = Presentation()
    for spec in slides:
        layout = deck.slide_layouts[1 if spec.lines else 5 if spec.title else 6]
        slide = deck.slides.add_slide(layout)
        if spec.title is not None:
            slide.shapes.title.text = spec.title
        if spec.lines:
            slide.placeholders[1].text = "\n".join(spec.lines)
        _add_graphics(slide, spec)
        if spec.notes:
            slide.notes_slide.notes_text_frame.text = spec.notes
        if spec.hidden:
            slide._element.set("show", "0")
    buffer = io.BytesIO()
    deck.save(buffer)
    return buffer.getvalue()


def _add_graphics(slide: Any, spec: Slide) -> None:
    """The slide's table, chart and pictures."""
    from pptx.util import Inches

    if spec.table:
        rows, columns = len(spec.table), len(spec.table[0])
        frame = slide.shapes.add_table(rows, columns, Inches(1), Inches(2), Inches(8), Inches(3))
        for r, row in enumerate(spec.table):
            for c, value in enumerate(row):
                frame.table.cell(r, c).text = value
    if spec.chart:
        _add_chart(slide, spec.chart)
    for described in spec.pictures:
        picture = slide.shapes.add_picture(_png(), Inches(1), Inches(5))
        picture._element.nvPicPr.cNvPr.set("descr", described)


def _add_chart(slide: Any, spec: Chart) -> None:
    from pptx.chart.data import CategoryChartData
    from pptx.enum.chart import XL_CHART_TYPE
    from pptx.util import Inches

    # python-pptx's chart data carries no annotations
    data = CategoryChartData(number_format=spec.number_format)  # type: ignore[no-untyped-call]
    data.categories = spec.categories
    for name, values in spec.series.items():
        data.add_series(name, values)  # type: ignore[no-untyped-call]
    kind = XL_CHART_TYPE.COLUMN_CLUSTERED
    frame = slide.shapes.add_chart(kind, Inches(1), Inches(2), Inches(8), Inches(4), data)
    frame.chart.has_title = True
    frame.chart.chart_title.text_frame.text = spec.title


def odp(slides: list[Slide]) -> bytes:
    """A LibreOffice Impress presentation of `slides` written by odfpy: a title frame, an outline
    frame of bullets, a table frame, a chart (an embedded chart document keeping its data in a
    table, its values as written), pictures with their descriptions, notes, and the
    slide-number frame Impress puts on a notes page; a hidden slide's style hides it."""
    from odf.draw import Frame, Image, Object, Page, TextBox
    from odf.opendocument import OpenDocumentPresentation
    from odf.presentation import Notes
    from odf.style import DrawingPageProperties, MasterPage, PageLayout, Style
    from odf.svg import Desc
    from odf.table import Table, TableCell, TableRow
    from odf.text import List, ListItem, P

    document = OpenDocumentPresentation()
    layout = PageLayout(name="Layout")
    document.automaticstyles.addElement(layout)
    master = MasterPage(name="Default", pagelayoutname=layout)
    document.masterstyles.addElement(master)
    shown, hidden = (
        Style(name="dp1", family="drawing-page"),
        Style(name="dp2", family="drawing-page"),
    )
    hidden.addElement(DrawingPageProperties(visibility="hidden"))
    document.automaticstyles.addElement(shown)
    document.automaticstyles.addElement(hidden)

    def frame(kind: str | None, *content: Any) -> Any:
        return _with(Frame(**({"class": kind} if kind else {})), *content)

    for number, spec in enumerate(slides, start=1):
        page = Page(masterpagename=master, stylename=hidden if spec.hidden else shown)
        if spec.title is not None:
            page.addElement(frame("title", _with(TextBox(), P(text=spec.title))))
        if spec.lines:
            items = (_with(ListItem(), P(text=line)) for line in spec.lines)
            page.addElement(frame("outline", _with(TextBox(), _with(List(), *items))))
        if spec.table:
            rows = (
                _with(TableRow(), *(_with(TableCell(), P(text=v)) for v in row))
                for row in spec.table
            )
            page.addElement(frame(None, _with(Table(), *rows)))
        if spec.chart:
            link = document.addObject(_odf_chart(spec.chart))
            page.addElement(frame(None, Object(href=link)))
        for n, described in enumerate(spec.pictures):
            name = f"Pictures/{number}-{n}.png"  # one part per picture
            link = document.addPicture(name, "image/png", _png().getvalue())
            page.addElement(frame(None, Image(href=link), Desc(text=described)))
        notes = Notes()
        notes.addElement(frame("notes", _with(TextBox(), P(text=spec.notes or ""))))
        notes.addElement(frame("page-number", _with(TextBox(), P(text=str(number)))))
        page.addElement(notes)
        document.presentation.addElement(page)
    buffer = io.BytesIO()
    document.write(buffer)
    return buffer.getvalue()


def _odf_chart(spec: Chart) -> Any:
    """An ODF chart document as Impress embeds one: a title, and its data in a local table."""
    from odf.chart import Axis, Categories, PlotArea, Series, Title
    from odf.chart import Chart as Plot
    from odf.opendocument import OpenDocumentChart
    from odf.table import Table, TableCell, TableHeaderRows, TableRow, TableRows
    from odf.text import P

    def row(cells: list[str | float]) -> Any:
        return _with(TableRow(), *(cell_of(cell) for cell in cells))

    def cell_of(value: str | float) -> Any:
        if isinstance(value, str):
            return _with(TableCell(valuetype="string"), P(text=value))
        return _with(TableCell(valuetype="float", value=value), P(text=f"{value:g}"))

    body = [
        row([category, *(values[i] for values in spec.series.values())])
        for i, category in enumerate(spec.categories)
    ]
    table = _with(
        Table(name="local-table"),
        _with(TableHeaderRows(), row(["", *spec.series])),
        _with(TableRows(), *body),
    )
    last = len(spec.categories) + 1
    categories = Categories(cellrangeaddress=f"local-table.A2:.A{last}")
    series = (
        Series(
            valuescellrangeaddress=f"local-table.{column}2:.{column}{last}",
            labelcelladdress=f"local-table.{column}1",
            attributes={"class": "chart:bar"},
        )
        for column in "BCDEFGH"[: len(spec.series)]
    )
    area = _with(PlotArea(), _with(Axis(dimension="x", name="primary-x"), categories), *series)
    chart = OpenDocumentChart()
    plot = _with(Plot(attributes={"class": "chart:bar"}), _with(Title(), P(text=spec.title)))
    chart.chart.addElement(_with(plot, area, table))
    return chart


@dataclass
class Picture:
    """A picture in a report, with the alternative text its author wrote."""

    description: str


def report(items: list[str | Chart | Picture], odt: bool = False) -> bytes:
    """A report of paragraphs, charts and pictures, each in a paragraph of its own: a DOCX
    (python-docx's pictures, and the charts PowerPoint's python-pptx writes, embedded as Word
    embeds one) or an ODT (odfpy's frames as Writer anchors them)."""
    if odt:
        return _odt_report(items)
    document = Document()
    charts: list[bytes] = []
    for item in items:
        if isinstance(item, Chart):
            charts.append(_chart_part(item))
            document.add_paragraph(f"[chart {len(charts)}]")
        elif isinstance(item, Picture):
            document.add_picture(_png())
            document.inline_shapes[-1]._inline.docPr.set("descr", item.description)
        else:
            document.add_paragraph(item)
    buffer = io.BytesIO()
    document.save(buffer)
    return _with_charts(buffer.getvalue(), charts)


def _chart_part(chart: Chart) -> bytes:
    with zipfile.ZipFile(io.BytesIO(pptx([Slide(chart=chart)]))) as archive:
        return archive.read("ppt/charts/chart1.xml")


def _with_charts(data: bytes, charts: list[bytes]) -> bytes:
    """The DOCX with each "[chart n]" paragraph holding chart n, as Word embeds one: a part of
    its own, related to the document and drawn inline."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        body, rels, types = (
            archive.read(name).decode()
            for name in ("word/document.xml", "word/_rels/document.xml.rels", "[Content_Types].xml")
        )
    parts: dict[str, bytes] = {}
    for n, chart in enumerate(charts, start=1):
        inline = (
            '<w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/'
            '2006/wordprocessingDrawing"><wp:extent cx="5486400" cy="3200400"/><wp:docPr '
            f'id="{90 + n}" name="Chart {n}"/><a:graphic xmlns:a="http://schemas.openxmlformats.'
            'org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/'
            'drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml'
            '/2006/chart" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
            f'relationships" r:id="rIdChart{n}"/></a:graphicData></a:graphic></wp:inline>'
            "</w:drawing></w:r>"
        )
        body = body.replace(f"<w:r><w:t>[chart {n}]</w:t></w:r>", inline)
        rels = rels.replace(
            "</Relationships>",
            f'<Relationship Id="rIdChart{n}" Type="http://schemas.openxmlformats.org/'
            f'officeDocument/2006/relationships/chart" Target="charts/chart{n}.xml"/>'
            "</Relationships>",
        )
        types = types.replace(
            "</Types>",
            f'<Override PartName="/word/charts/chart{n}.xml" ContentType="application/vnd.'
            'openxmlformats-officedocument.drawingml.chart+xml"/></Types>',
        )
        parts[f"word/charts/chart{n}.xml"] = chart
    parts |= {
        "word/document.xml": body.encode(),
        "word/_rels/document.xml.rels": rels.encode(),
        "[Content_Types].xml": types.encode(),
    }
    return with_replaced(data, parts)


def _odt_report(items: list[str | Chart | Picture]) -> bytes:
    from odf.draw import Frame, Object
    from odf.draw import Image as Drawn
    from odf.opendocument import OpenDocumentText
    from odf.svg import Desc
    from odf.text import P

    document = OpenDocumentText()
    for n, item in enumerate(items):
        if isinstance(item, Chart):
            link = document.addObject(_odf_chart(item))
            frame = Frame(width="10cm", height="6cm", anchortype="as-char")
            document.text.addElement(_with(P(), _with(frame, Object(href=link))))
        elif isinstance(item, Picture):
            image = document.addPicture(f"Pictures/{n}.png", "image/png", _png().getvalue())
            frame = Frame(width="2cm", height="2cm", anchortype="as-char")
            document.text.addElement(
                _with(P(), _with(frame, Drawn(href=image), Desc(text=item.description)))
            )
        else:
            document.text.addElement(P(text=item))
    buffer = io.BytesIO()
    document.write(buffer)
    return buffer.getvalue()


def with_replaced(data: bytes, parts: dict[str, bytes]) -> bytes:
    """The ZIP archive `data` with `parts` written over (or beside) its own."""
    buffer = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            if info.filename not in parts:
                target.writestr(info, source.read(info.filename))
        for name, content in parts.items():
            target.writestr(name, content)
    return buffer.getvalue()


def scan(text: str, dpi: int = 300, rotate: float = 0.0, noise: float = 0.0) -> Image.Image:
    """`text` printed on an A4 page (as `pdf` sets it) and scanned at `dpi`: a grey image,
    turned by `rotate` degrees, with Gaussian noise of `noise` grey levels ("" is a blank page)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf([text]))
    image: Image.Image = document[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    document.close()
    return degrade(image, rotate, noise)


def degrade(image: Image.Image, rotate: float, noise: float, seed: int = 7) -> Image.Image:
    """What a scanner does to a page: turned by `rotate` degrees, Gaussian noise of `noise`
    grey levels."""
    import numpy as np

    if rotate:
        image = image.rotate(rotate, resample=Image.Resampling.BICUBIC, fillcolor=255)
    if noise:
        pixels = np.asarray(image).astype(np.int16)
        noisy = pixels + np.random.default_rng(seed).normal(0, noise, pixels.shape)
        image = Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8))
    return image


def image_bytes(images: list[Image.Image], fmt: str, dpi: int = 300) -> bytes:
    """Images saved as one PNG/JPEG, or as a (multi-page) TIFF or image-only PDF."""
    buffer = io.BytesIO()
    first, *rest = images
    if fmt == "TIFF":
        first.save(buffer, fmt, save_all=True, append_images=rest, compression="tiff_deflate")
    elif fmt == "PDF":
        first.save(buffer, fmt, save_all=True, append_images=rest, resolution=dpi)
    else:
        first.save(buffer, fmt)
    return buffer.getvalue()


def mixed_pdf(pages: list[str | Image.Image]) -> bytes:
    """A PDF whose pages are text (a string) or a scanned page (an image, no text layer)."""
    from reportlab.lib.utils import ImageReader

    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    width, height = A4
    for content in pages:
        if isinstance(content, str):
            page.drawString(40, 800, content)
        else:
            page.drawImage(ImageReader(content), 0, 0, width=width, height=height)
        page.showPage()
    page.save()
    return buffer.getvalue()


def png_header(width: int, height: int) -> bytes:
    """The start of a PNG claiming `width` × `height` pixels (a decompression bomb's header)."""
    import struct
    import zlib

    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    crc = struct.pack(">I", zlib.crc32(chunk))
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk + crc
