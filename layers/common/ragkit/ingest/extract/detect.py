"""File type from the bytes; the extension only chooses between the plain-text formats (the
formats table is `models.formats`)."""

from __future__ import annotations

import os

from ragkit.errors import ExtractionError, UnsupportedType
from ragkit.ingest.extract.archive import office_type
from ragkit.ingest.extract.text import has_text_mark
from ragkit.models.formats import FORMATS, FileType, extension

__all__ = ["FileType", "detect_type"]


_TEXT_TYPES = frozenset({FileType.TXT, FileType.MARKDOWN, FileType.CSV, FileType.HTML})

_OFFICE_NAMES = {
    ".docx": "a Word document",
    ".xlsx": "an Excel workbook",
    ".pptx": "a PowerPoint presentation",
    ".xls": "an Excel 97-2003 workbook",
    ".odt": "an OpenDocument text",
    ".ods": "an OpenDocument spreadsheet",
    ".odp": "an OpenDocument presentation",
}

# The container of Office 97-2003's files, and of Office's encrypted ones
_OLE = b"\xd0\xcf\x11\xe0"

_IMAGE_SIGNATURES = {
    b"\x89PNG\r\n\x1a\n": FileType.PNG,
    b"\xff\xd8\xff": FileType.JPEG,
    b"II*\x00": FileType.TIFF,
    b"MM\x00*": FileType.TIFF,
}

# Signatures of binary formats we do not read, so they fail with a name rather than as bad text.
_OTHER_BINARY = {
    b"GIF8": "a GIF image",
    b"RIFF": "a RIFF file (WebP image or audio)",
    # Office's own encryption wraps a password-protected DOCX, XLSX or PPTX in the same container
    _OLE: (
        "a legacy Office (OLE) file such as .doc or .ppt, or a password-protected Office document"
    ),
    b"\x1f\x8b": "a gzip archive",
    b"7z\xbc\xaf": "a 7-Zip archive",
    b"Rar!": "a RAR archive",
}


def detect_type(data: bytes, filename: str) -> FileType:
    ext = extension(filename)
    head = data[:1024]
    binary = _binary_type(data)
    if binary is not None:
        return binary
    if ext == ".pdf":
        raise ExtractionError("the file is named .pdf but is not a PDF (no %PDF- header)")
    if ext in _OFFICE_NAMES:
        raise ExtractionError(f"the file is named {ext} but is not {_OFFICE_NAMES[ext]}")
    if ext in FORMATS and FORMATS[ext].file_type in _TEXT_TYPES:
        return FORMATS[ext].file_type
    if b"\x00" in head and not has_text_mark(head):  # UTF-16 text holds NULs
        raise UnsupportedType(f"unsupported binary file{f' ({ext})' if ext else ''}")
    if ext:
        raise UnsupportedType(f"unsupported file extension {ext}")
    return (
        FileType.HTML
        if head.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html"))
        else FileType.TXT
    )


def _binary_type(data: bytes) -> FileType | None:
    """PDF, an Office document (DOCX, XLSX, PPTX, XLS) or an image by signature; other known binary
    formats are refused by name."""
    if b"%PDF-" in data[:1024]:
        return FileType.PDF
    for magic, image_type in _IMAGE_SIGNATURES.items():
        if data.startswith(magic):
            return image_type
    if data.startswith(b"PK\x03\x04"):
        office = office_type(data)
        if office is None:
            raise UnsupportedType(
                "a ZIP archive that is not a Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or "
                "OpenDocument (.odt, .ods, .odp) document"
            )
        return office
    if data.startswith(_OLE) and _is_xls(data):
        return FileType.XLS
    for magic, what in _OTHER_BINARY.items():
        if data.startswith(magic):
            raise UnsupportedType(f"unsupported file type: {what}")
    return None


def _is_xls(data: bytes) -> bool:
    """Whether an OLE container holds an Excel 97-2003 workbook (a "Workbook" stream; "Book" in
    Excel 5's)."""
    from xlrd.compdoc import CompDoc, CompDocError

    try:
        with open(os.devnull, "w") as quiet:
            names = {entry.name for entry in CompDoc(data, logfile=quiet).dirlist}
    except (CompDocError, IndexError, ValueError):
        return False
    return bool(names & {"Workbook", "Book"})
