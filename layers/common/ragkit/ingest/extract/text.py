"""Plain text, and how every text format (TXT, Markdown, CSV, HTML) is decoded: by its
byte-order mark (UTF-8, or UTF-16 as Excel's "Unicode Text" and Notepad's "Unicode" save it),
else as UTF-8, else in the encoding the file declares (an HTML page's `<meta charset>`), else as
Windows-1252, which Excel's "CSV (Comma delimited)" and Notepad on Western Windows write: a
price list with "€" or a name with "é" is read, not refused. Bytes none of these read (or that
read as control characters, which text does not hold) fail with a clear error naming the first
byte that is not UTF-8."""

from __future__ import annotations

import codecs
import re

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.settings import Settings

_BOMS = (  # mark, codec, name
    (codecs.BOM_UTF8, "utf-8-sig", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16", "UTF-16"),
)
_LEGACY = "cp1252"
# Pages labelled ISO-8859-1 are Windows-1252 (browsers read them so: "€" is byte 0x80 there).
_AS_LEGACY = {"iso8859-1", "ascii"}
# C0 controls but the whitespace ones and NUL (a NUL in text is data, cleaned later): bytes
# that decode to these in Windows-1252 are binary, not text in another encoding.
_CONTROL = re.compile(r"[\x01-\x08\x0e-\x1f\x7f]")


def has_text_mark(data: bytes) -> bool:
    """Whether `data` begins with a byte-order mark: text, though UTF-16's bytes hold NULs."""
    return any(data.startswith(mark) for mark, _, _ in _BOMS)


def decode_text(data: bytes, declared: str | None = None) -> str:
    """The text of a text file, its line ends made "\\n"; `declared` is the encoding the file
    names for itself, if it names one (tried after UTF-8: a page saved as UTF-8 often keeps the
    `<meta charset>` of the one it was copied from)."""
    text = _decoded(data, declared)
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _decoded(data: bytes, declared: str | None) -> str:
    for mark, codec, name in _BOMS:
        if data.startswith(mark):
            return _strict(data, codec, name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        not_utf8 = exc
    for encoding in (_known(declared), _LEGACY):
        if encoding is None:
            continue
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if not _CONTROL.search(text):
            return text
    raise ExtractionError(
        f"the file is not valid UTF-8 text: byte 0x{data[not_utf8.start]:02x} at offset "
        f"{not_utf8.start} cannot be decoded, nor does the file read as Windows-1252 text "
        "(save it as UTF-8 and upload it again)"
    )


def _strict(data: bytes, codec: str, name: str) -> str:
    try:
        return data.decode(codec)
    except UnicodeDecodeError as exc:
        raise ExtractionError(
            f"the file begins as {name} text but byte 0x{data[exc.start]:02x} at offset "
            f"{exc.start} cannot be decoded (save it as UTF-8 and upload it again)"
        ) from exc


def _known(encoding: str | None) -> str | None:
    """The codec a declared encoding names, if Python has it."""
    if not encoding:
        return None
    try:
        name = codecs.lookup(encoding.strip()).name
    except LookupError:
        return None
    return _LEGACY if name in _AS_LEGACY else name


def extract_text(data: bytes, settings: Settings) -> Extracted:
    return Extracted(file_type="txt", blocks=[Block(text=decode_text(data))])
