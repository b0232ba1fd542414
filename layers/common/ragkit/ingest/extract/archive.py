"""The ZIP archives Office and LibreOffice write (DOCX, XLSX, PPTX; ODT, ODS, ODP): which of them a
file is, by the part every one of its kind holds, and a guard against one that expands past
what a function can hold (a ZIP bomb: a 338 kB DOCX held ~90 MB of XML)."""

from __future__ import annotations

import io
import zipfile

from ragkit.errors import ExtractionError
from ragkit.models.formats import FileType

# The main part of each kind, which its content types name and every reader opens first
_MAIN_PARTS = {
    "word/document.xml": FileType.DOCX,
    "xl/workbook.xml": FileType.XLSX,
    "ppt/presentation.xml": FileType.PPTX,
}


# An OpenDocument file names its type in its first part, `mimetype`
_MIMETYPES = {
    b"application/vnd.oasis.opendocument.text": FileType.ODT,
    b"application/vnd.oasis.opendocument.spreadsheet": FileType.ODS,
    b"application/vnd.oasis.opendocument.presentation": FileType.ODP,
}


def office_type(data: bytes) -> FileType | None:
    """DOCX, XLSX or PPTX by the main part the archive holds, ODT, ODS or ODP by its `mimetype`;
    None for another ZIP archive."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            mimetype = archive.read("mimetype")[:100].strip() if "mimetype" in names else b""
    except (zipfile.BadZipFile, KeyError, OSError):
        return None
    found = next((kind for part, kind in _MAIN_PARTS.items() if part in names), None)
    return found or _MIMETYPES.get(mimetype)


def check_not_a_bomb(data: bytes, kind: FileType, limit: int) -> None:
    """Refuse an archive whose parts add up to more than `limit` bytes, before any is read."""
    name = kind.value.upper()
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            expanded = sum(info.file_size for info in archive.infolist())
    except zipfile.BadZipFile as exc:
        raise ExtractionError(f"the {name} file is damaged (not a readable ZIP archive)") from exc
    if expanded > limit:
        raise ExtractionError(
            f"the {name} file expands to {expanded // (1024 * 1024)} MB, over the "
            f"{limit // (1024 * 1024)} MB limit (a ZIP bomb?)"
        )


def damaged(kind: FileType, exc: Exception) -> ExtractionError:
    """The error of an Office or OpenDocument file its reader cannot read, naming what failed
    (each reader raises many types on malformed parts)."""
    name = kind.value.upper()
    return ExtractionError(f"the {name} file is damaged and cannot be read ({type(exc).__name__})")
