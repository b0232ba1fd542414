"""The one table of what can be ingested: uploads, detection, extraction, `ragctl` and the web
page all read it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import PurePosixPath

from ragkit.settings import Settings


class FileType(StrEnum):
    PDF = "pdf"
    DOCX = "docx"
    XLSX = "xlsx"
    XLS = "xls"
    ODT = "odt"
    ODS = "ods"
    ODP = "odp"
    PPTX = "pptx"
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
# Office's and LibreOffice's files (ZIP archives of XML parts, and Excel 97-2003's workbooks),
# which share a size limit
OFFICE = frozenset(
    {
        FileType.DOCX,
        FileType.XLSX,
        FileType.PPTX,
        FileType.XLS,
        FileType.ODT,
        FileType.ODS,
        FileType.ODP,
    }
)


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
    ".xlsx": Format(
        FileType.XLSX, ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",)
    ),
    ".xls": Format(FileType.XLS, ("application/vnd.ms-excel",)),
    ".odt": Format(FileType.ODT, ("application/vnd.oasis.opendocument.text",)),
    ".ods": Format(FileType.ODS, ("application/vnd.oasis.opendocument.spreadsheet",)),
    ".odp": Format(FileType.ODP, ("application/vnd.oasis.opendocument.presentation",)),
    ".pptx": Format(
        FileType.PPTX,
        ("application/vnd.openxmlformats-officedocument.presentationml.presentation",),
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


def extension(filename: str) -> str:
    return PurePosixPath(filename).suffix.lower()


def is_slide_deck(filename: str) -> bool:
    """Whether the file's pages are a deck's slides (PPTX, ODP), told by its name as the web
    page tells them: a model is told "slides", not "pages", and `ragctl` says "slide 3"."""
    found = FORMATS.get(extension(filename))
    return found is not None and found.file_type in _DECKS


_DECKS = frozenset({FileType.PPTX, FileType.ODP})


def size_limit(file_type: FileType, settings: Settings) -> int:
    if file_type is FileType.PDF:
        return settings.max_pdf_bytes
    if file_type in OFFICE:
        return settings.max_office_bytes
    if file_type.is_image:
        return settings.max_image_bytes
    return settings.max_text_bytes
