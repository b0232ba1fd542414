"""File type from the bytes; the extension only chooses between the plain-text formats.

`FORMATS` is the one table of what can be ingested: uploads, detection, `ragctl` and the web page
all read it."""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass
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
    PNG = "png"
    JPEG = "jpeg"
    TIFF = "tiff"

    @property
    def is_image(self) -> bool:
        return self in _IMAGES


_IMAGES = frozenset({FileType.PNG, FileType.JPEG, FileType.TIFF})


@dataclass(frozen=True, slots=True)
class Format:
    file_type: FileType
    content_types: tuple[str, ...]  # the first is what a client should send

    @property
    def content_type(self) -> str:
        return self.content_types[0]


_MARKDOWN = Format(FileType.MARKDOWN, ("text/markdown", "text/x-markdown", "text/plain"))
_HTML = Format(FileType.HTML, ("text/html",))
_TEXT = Format(FileType.TXT, ("text/plain",))
_JPEG = Format(FileType.JPEG, ("image/jpeg", "image/jpg", "image/pjpeg"))
_TIFF = Format(FileType.TIFF, ("image/tiff", "image/tif"))

# Extension → format. Binary types are detected from their bytes; the extension only chooses
# between the text formats and must agree with the content type a client declares.
FORMATS: dict[str, Format] = {
    ".pdf": Format(FileType.PDF, ("application/pdf",)),
    ".docx": Format(
        FileType.DOCX,
        ("application/vnd.openxmlformats-officedocument.wordprocessingml.document",),
    ),
    ".txt": _TEXT,
    ".text": _TEXT,
    ".log": _TEXT,
    ".md": _MARKDOWN,
    ".markdown": _MARKDOWN,
    ".csv": Format(FileType.CSV, ("text/csv", "application/csv", "text/plain")),
    ".html": _HTML,
    ".htm": _HTML,
    ".png": Format(FileType.PNG, ("image/png",)),
    ".jpg": _JPEG,
    ".jpeg": _JPEG,
    ".tif": _TIFF,
    ".tiff": _TIFF,
}

_TEXT_TYPES = frozenset({FileType.TXT, FileType.MARKDOWN, FileType.CSV, FileType.HTML})

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
    if ext in FORMATS and FORMATS[ext].file_type in _TEXT_TYPES:
        return FORMATS[ext].file_type
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
    """PDF, DOCX or an image by signature; other known binary formats are refused by name."""
    if b"%PDF-" in data[:1024]:
        return FileType.PDF
    for magic, image_type in _IMAGE_SIGNATURES.items():
        if data.startswith(magic):
            return image_type
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
