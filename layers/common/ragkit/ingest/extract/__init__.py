"""Turn file bytes into text blocks that remember their page and section.

`extract(data, filename)` detects the type from the bytes (the extension only breaks ties between
text formats) and dispatches to one small module per type."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from importlib import import_module

from ragkit.errors import ExtractionError, TooLarge
from ragkit.ingest.extract.detect import detect_type
from ragkit.ingest.extract.model import Block, Extracted, as_read
from ragkit.models.formats import FileType, size_limit
from ragkit.ocr import OcrReader
from ragkit.settings import Settings, get_settings
from ragkit.storable import storable

# The module (and its `extract_<module>`) that reads each type; plain text reads the rest
_MODULES = {
    FileType.DOCX: "docx",
    FileType.XLSX: "xlsx",
    FileType.XLS: "xls",
    FileType.ODT: "odt",
    FileType.ODS: "ods",
    FileType.ODP: "odp",
    FileType.PPTX: "pptx",
    FileType.MARKDOWN: "markdown",
    FileType.CSV: "csv",
    FileType.HTML: "html",
}

__all__ = ["Block", "Extracted", "FileType", "detect_type", "extract"]


def extract(
    data: bytes, filename: str, settings: Settings | None = None, ocr: OcrReader | None = None
) -> Extracted:
    """`ocr` reads the pages that have no text (scans, images); without it they fail."""
    settings = settings or get_settings()
    if not data:
        raise ExtractionError("the file is empty")
    file_type = detect_type(data, filename)
    limit = size_limit(file_type, settings)
    if len(data) > limit:
        raise TooLarge(
            f"{file_type.value.upper()} files are limited to {limit // (1024 * 1024)} MB; "
            f"this one is {len(data) / (1024 * 1024):.1f} MB"
        )
    result = _bounded(_storable(_extracted(data, file_type, settings, ocr)), settings)
    if not any(block.text.strip() for block in result.blocks):
        raise ExtractionError("the document contains no text")
    return result


def _storable(result: Extracted) -> Extracted:
    """As a reader reads it (`as_read`), without the characters PostgreSQL cannot store (a NUL
    in a text file is data, not a reason to fail, and never a reason to retry)."""
    blocks = [
        replace(
            b,
            text=storable(as_read(b.text)),
            section=b.section and storable(as_read(b.section)),
        )
        for b in result.blocks
    ]
    return replace(result, blocks=blocks)


def _bounded(result: Extracted, settings: Settings) -> Extracted:
    """Refuse text past the per-document cap: a small file can expand to far more text than
    a function invocation can chunk and embed (a 338 kB DOCX held ~90 MB of XML)."""
    total = sum(len(block.text) for block in result.blocks)
    if total > settings.max_extracted_chars:
        raise TooLarge(
            f"the document holds {total:,} characters of text; the limit is "
            f"{settings.max_extracted_chars:,} (MAX_EXTRACTED_CHARS)"
        )
    return result


def _extracted(
    data: bytes, file_type: FileType, settings: Settings, ocr: OcrReader | None
) -> Extracted:
    if file_type is FileType.PDF:
        from ragkit.ingest.extract.pdf import extract_pdf

        return extract_pdf(data, settings, ocr)
    if file_type.is_image:
        from ragkit.ingest.extract.image import extract_image

        return extract_image(data, file_type, settings, ocr)
    return _extractor(file_type)(data, settings)


def _extractor(file_type: FileType) -> Callable[[bytes, Settings], Extracted]:
    """The module that reads `file_type`, imported on use: a handler that never sees a DOCX
    never pays for python-docx's import."""
    name = _MODULES.get(file_type, "text")
    reader: Callable[[bytes, Settings], Extracted]
    reader = getattr(import_module(f"ragkit.ingest.extract.{name}"), f"extract_{name}")
    return reader
