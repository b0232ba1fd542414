"""File type from the bytes; the extension only chooses between the plain-text formats."""

from __future__ import annotations

import io
import zipfile
from enum import StrEnum
from pathlib import PurePosixPath

from ragkit.errors import ExtractionError, UnsupportedType


class FileType(StrEnum):
    PDF = "pdf"
    DOCX = "docx"
    TXT = "txt"
    MARKDOWN = "md"
    CSV = "csv"
    HTML = "html"


_TEXT_EXTENSIONS = {
    ".txt": FileType.TXT,
    ".text": FileType.TXT,
    ".log": FileType.TXT,
    ".md": FileType.MARKDOWN,
    ".markdown": FileType.MARKDOWN,
    ".csv": FileType.CSV,
    ".html": FileType.HTML,
    ".htm": FileType.HTML,
}

# Signatures of binary formats we do not read, so they fail with a name rather than as bad text.
_OTHER_BINARY = {
    b"\x89PNG": "a PNG image",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
    b"\xd0\xcf\x11\xe0": "a legacy Office (OLE) file such as .doc or .xls",
    b"\x1f\x8b": "a gzip archive",
    b"7z\xbc\xaf": "a 7-Zip archive",
    b"Rar!": "a RAR archive",
}


def extension(filename: str) -> str:
    return PurePosixPath(filename).suffix.lower()


def detect_type(data: bytes, filename: str) -> FileType:
    ext = extension(filename)
    head = data[:1024]
    binary = _binary_type(data)
    if binary is not None:
        return binary
    if ext == ".pdf":
        raise ExtractionError("the file is named .pdf but is not a PDF (no %PDF- header)")
    if ext == ".docx":
        raise ExtractionError("the file is named .docx but is not a Word document")
    if ext in _TEXT_EXTENSIONS:
        return _TEXT_EXTENSIONS[ext]
    if b"\x00" in head:
        raise UnsupportedType(f"unsupported binary file{f' ({ext})' if ext else ''}")
    if ext:
        raise UnsupportedType(f"unsupported file extension {ext}")
    return (
        FileType.HTML
        if head.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html"))
        else FileType.TXT
    )


def _binary_type(data: bytes) -> FileType | None:
    """PDF or DOCX by signature; other known binary formats are refused by name."""
    if b"%PDF-" in data[:1024]:
        return FileType.PDF
    if data.startswith(b"PK\x03\x04"):
        if _is_docx(data):
            return FileType.DOCX
        raise UnsupportedType("a ZIP archive that is not a Word (.docx) document")
    for magic, what in _OTHER_BINARY.items():
        if data.startswith(magic):
            raise UnsupportedType(f"unsupported file type: {what}")
    return None


def _is_docx(data: bytes) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return "word/document.xml" in archive.namelist()
    except zipfile.BadZipFile:
        return False
