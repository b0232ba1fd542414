"""Plain text: UTF-8 only, with a clear error naming the first undecodable byte."""

from __future__ import annotations

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted
from ragkit.settings import Settings


def decode_utf8(data: bytes) -> str:
    try:
        text = data.decode("utf-8-sig")  # tolerate a byte-order mark
    except UnicodeDecodeError as exc:
        raise ExtractionError(
            f"the file is not valid UTF-8 text: byte 0x{data[exc.start]:02x} at offset {exc.start} "
            "cannot be decoded (save it as UTF-8 and upload it again)"
        ) from exc
    return text.replace("\r\n", "\n").replace("\r", "\n")


def extract_text(data: bytes, settings: Settings) -> Extracted:
    return Extracted(file_type="txt", blocks=[Block(text=decode_utf8(data))])
