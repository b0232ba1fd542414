"""PDF with pypdf, page by page. A page without a real text layer (a scan) is read by OCR when a
provider is configured; a PDF with no text at all fails instead of being "ready" with nothing."""

from __future__ import annotations

import io

from pypdf import PdfReader, PdfWriter

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Extracted, page_blocks
from ragkit.ocr import OcrReader
from ragkit.settings import Settings

SCANNED = "no extractable text (scanned PDF?)"


def extract_pdf(data: bytes, settings: Settings, ocr: OcrReader | None = None) -> Extracted:
    reader, pages = _read(data)
    thin = [n for n, text in enumerate(pages) if _visible(text) < settings.min_chars_per_pdf_page]
    if ocr is None:
        if sum(_visible(text) for text in pages) < settings.min_chars_per_pdf_page * len(pages):
            raise ExtractionError(f"{SCANNED}; OCR is off (OCR_PROVIDER=none)")
    elif thin:
        ocr.require_pages(len(thin))
        for done, index in enumerate(thin, start=1):
            read = ocr.read_page(_single_page(reader, index), done, len(thin))
            if _visible(read) > _visible(pages[index]):
                pages[index] = read
    blocks = page_blocks(pages)
    if not blocks and ocr is not None:
        raise ExtractionError(
            f"no text found: OCR read the {len(thin):,} pages without a text layer and found "
            "nothing legible"
        )
    return Extracted(
        file_type="pdf",
        blocks=blocks,
        page_count=len(pages),
        ocr_pages=ocr.pages if ocr else 0,
        ocr_confidence=ocr.mean_confidence if ocr else None,
    )


def _read(data: bytes) -> tuple[PdfReader, list[str]]:
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractionError("the PDF is password-protected")
        pages = [page.extract_text() or "" for page in reader.pages]
    except ExtractionError:
        raise
    except Exception as exc:  # pypdf raises many types on malformed files; all mean "unreadable"
        raise ExtractionError(
            f"the PDF is damaged or truncated and cannot be read ({type(exc).__name__})"
        ) from exc
    if not pages:
        raise ExtractionError("the PDF has no pages")
    return reader, pages


def _single_page(reader: PdfReader, index: int) -> bytes:
    """Page `index` as a PDF of its own: what an OCR provider reads (and pays for) alone."""
    writer = PdfWriter()
    try:
        writer.add_page(reader.pages[index])
        buffer = io.BytesIO()
        writer.write(buffer)
    except Exception as exc:  # as in _read: a page pypdf cannot copy is an unreadable page
        raise ExtractionError(
            f"page {index + 1} of the PDF cannot be read ({type(exc).__name__})"
        ) from exc
    return buffer.getvalue()


def _visible(text: str) -> int:
    return len("".join(text.split()))
