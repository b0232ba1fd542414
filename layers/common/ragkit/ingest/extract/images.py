"""Image dimensions and page counts read from the headers, before anything is decoded.

A 100 kB PNG can claim 20,000 × 20,000 pixels (1.2 GB once decoded): the limits are checked on
what the header says, so neither the local OCR nor a provider is handed a decompression bomb."""

from __future__ import annotations

import struct
from dataclasses import dataclass

from ragkit.errors import ExtractionError, TooLarge
from ragkit.models.formats import FileType

_MAX_IFDS = 100_000  # a TIFF's page chain is walked at most this far (and never in a loop)
_JPEG_MARKER = 0xFF
_TIFF_SHORT = 3  # field type of a 2-byte value; LONG (4) otherwise
_JPEG_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


@dataclass(frozen=True, slots=True)
class ImageInfo:
    width: int
    height: int
    pages: int = 1


def image_info(data: bytes, file_type: FileType) -> ImageInfo:
    try:
        if file_type is FileType.PNG:
            return _png(data)
        if file_type is FileType.JPEG:
            return _jpeg(data)
        return _tiff(data)
    except (struct.error, IndexError) as exc:
        raise ExtractionError(
            f"the {file_type.value.upper()} image is damaged or truncated"
        ) from exc


def check_image(info: ImageInfo, max_pixels: int) -> None:
    """Refuse an image whose pages are too large to decode."""
    if info.width <= 0 or info.height <= 0:
        raise ExtractionError("the image has no pixels")
    if info.width * info.height > max_pixels:
        raise TooLarge(
            f"the image is {info.width:,} × {info.height:,} pixels; the limit is "
            f"{max_pixels:,} pixels per page (MAX_IMAGE_PIXELS)"
        )


def _png(data: bytes) -> ImageInfo:
    if data[12:16] != b"IHDR":
        raise ExtractionError("the PNG image has no header (IHDR)")
    width, height = struct.unpack(">II", data[16:24])
    return ImageInfo(width, height)


def _jpeg(data: bytes) -> ImageInfo:
    """The first start-of-frame marker holds the size; segments before it are skipped."""
    at = 2
    while at + 4 <= len(data):
        if data[at] != _JPEG_MARKER:
            raise ExtractionError("the JPEG image is damaged (bad marker)")
        marker = data[at + 1]
        if marker == _JPEG_MARKER:  # fill byte
            at += 1
            continue
        length = struct.unpack(">H", data[at + 2 : at + 4])[0]
        if marker in _JPEG_SOF:
            height, width = struct.unpack(">HH", data[at + 5 : at + 9])
            return ImageInfo(width, height)
        at += 2 + length
    raise ExtractionError("the JPEG image has no frame header")


def _tiff(data: bytes) -> ImageInfo:
    """Every page is an image file directory (IFD); the first one's size stands for all, and
    the largest is what the pixel limit is checked against."""
    order = "<" if data[:2] == b"II" else ">"
    offset = struct.unpack(order + "I", data[4:8])[0]
    seen: set[int] = set()
    width = height = 0
    while offset and len(seen) < _MAX_IFDS:
        if offset in seen or offset + 2 > len(data):
            break  # a loop or a truncated chain: count what was found
        seen.add(offset)
        (entries,) = struct.unpack(order + "H", data[offset : offset + 2])
        page_w, page_h = _tiff_size(data, order, offset + 2, entries)
        if page_w * page_h > width * height:
            width, height = page_w, page_h
        end = offset + 2 + 12 * entries
        offset = struct.unpack(order + "I", data[end : end + 4])[0]
    if not seen:
        raise ExtractionError("the TIFF image has no pages")
    return ImageInfo(width, height, pages=len(seen))


def _tiff_size(data: bytes, order: str, start: int, entries: int) -> tuple[int, int]:
    size = {256: 0, 257: 0}  # ImageWidth, ImageLength
    for at in range(start, start + 12 * entries, 12):
        tag, kind = struct.unpack(order + "HH", data[at : at + 4])
        if tag in size:
            short = kind == _TIFF_SHORT  # a SHORT is left-justified in the 4-byte field
            value = data[at + 8 : at + 10] if short else data[at + 8 : at + 12]
            size[tag] = struct.unpack(order + ("H" if short else "I"), value)[0]
    return size[256], size[257]
