"""PDF with pypdf, page by page. A PDF without a real text layer fails instead of being "ready"
with nothing in it."""

from __future__ import annotations

import io

from pypdf import PdfReader

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.settings import Settings

SCANNED = "no extractable text (scanned PDF?)"


def extract_pdf(data: bytes, settings: Settings) -> Extracted:
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
    visible = sum(len("".join(text.split())) for text in pages)
    if visible < settings.min_chars_per_pdf_page * len(pages):
        raise ExtractionError(SCANNED)
    blocks = [
        Block(text=text.strip() + "\n", page=number)
        for number, text in enumerate(pages, start=1)
        if text.strip()
    ]
    return Extracted(file_type="pdf", blocks=blocks, page_count=len(pages))
