"""Real files for the tests, written by the libraries people use to make them."""

from __future__ import annotations

import io
import zipfile

from docx import Document
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


def zip_bomb_docx(expanded_mb: int) -> bytes:
    """A valid-looking DOCX whose document.xml inflates to `expanded_mb` MB."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", b"\0" * (expanded_mb * 1024 * 1024))
    return buffer.getvalue()
