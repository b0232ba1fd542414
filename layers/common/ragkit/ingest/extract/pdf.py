"""PDF with pypdf, page by page. A page without a real text layer (a scan) is read by OCR when a
provider is configured; a PDF with no text at all fails instead of being "ready" with nothing."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader, PdfWriter

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Extracted, page_blocks
from ragkit.ocr import OcrReader
from ragkit.settings import Settings

SCANNED = "no extractable text (scanned PDF?)"
_BROKEN_WORD = re.compile(r"(\w+)-\n[ \t]*(\w+)")  # a word a line end broke with a hyphen
_HYPHENATED = re.compile(r"\w+-\w+")
_WORD = re.compile(r"\w+")
_SOFT_HYPHEN = "\u00ad"


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
    blocks = page_blocks(_whole_words(pages))
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


def _whole_words(pages: list[str]) -> list[str]:
    """The pages with the words a line end broke with a hyphen whole again, as a reader reads
    them, so that search finds "encryption" in "encryp-\ntion" and a quote shows it whole. The
    hyphen stays before a capital or a digit ("SARS-\nCoV-2", "COVID-\n19"), and where the
    document writes the word with one where no line breaks it, or does not write it without one
    but has both parts as words of their own ("full-\ndisk" beside "full" and "disk"; "encryp"
    and "tion" are no words). Soft hyphens, marks of where a word may break, go."""
    pages = [page.replace(_SOFT_HYPHEN, "") for page in pages]
    text = "\n".join(pages)
    hyphenated = {word.lower() for word in _HYPHENATED.findall(text)}
    words = {word.lower() for word in _WORD.findall(_BROKEN_WORD.sub(" ", text))}

    def whole(broken: re.Match[str]) -> str:
        first, rest = broken.groups()
        joined = f"{first}{rest}".lower()
        compound = f"{first}-{rest}".lower() in hyphenated or (
            joined not in words and {first.lower(), rest.lower()} <= words
        )
        kept = rest[0].isupper() or rest[0].isdigit() or compound
        return f"{first}-{rest}" if kept else f"{first}{rest}"

    return [_BROKEN_WORD.sub(whole, page) for page in pages]
