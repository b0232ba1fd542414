"""Images: detected by their bytes, sized from their headers before anything is decoded, and the
one formats table that uploads, detection, ragctl and the web page share."""

from __future__ import annotations

import io
import re
import struct
from pathlib import Path

import pytest
from PIL import Image

from ragkit.errors import ExtractionError, TooLarge, UnsupportedType
from ragkit.ingest.extract import FileType, detect_type, extract
from ragkit.ingest.extract.images import ImageInfo, check_image, image_info
from ragkit.models.formats import FORMATS
from ragkit.settings import Settings
from tests.support import files

WEB_APP = Path(__file__).parents[3] / "devstack/devstack/web/app.js"


def _saved(fmt: str, size: tuple[int, int], pages: int = 1) -> bytes:
    frames = [Image.new("L", size, 255) for _ in range(pages)]
    buffer = io.BytesIO()
    frames[0].save(buffer, fmt, save_all=pages > 1, append_images=frames[1:])
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("fmt", "file_type"),
    [("PNG", FileType.PNG), ("JPEG", FileType.JPEG), ("TIFF", FileType.TIFF)],
)
def test_image_size_is_read_from_the_header(fmt: str, file_type: FileType) -> None:
    data = _saved(fmt, (321, 123))
    assert detect_type(data, "whatever.pdf") is file_type  # the bytes decide, not the name
    assert image_info(data, file_type) == ImageInfo(321, 123, 1)


def test_tiff_pages_are_counted() -> None:
    assert image_info(_saved("TIFF", (40, 30), pages=7), FileType.TIFF).pages == 7


def test_big_endian_tiff_is_read() -> None:
    """Motorola byte order, width as a SHORT and height as a LONG (both are allowed)."""
    width = struct.pack(">HHIHH", 256, 3, 1, 64, 0)
    height = struct.pack(">HHII", 257, 4, 1, 48)
    data = b"MM\x00*" + struct.pack(">IH", 8, 2) + width + height + struct.pack(">I", 0)
    assert image_info(data, FileType.TIFF) == ImageInfo(64, 48, 1)


def test_a_tiff_whose_pages_loop_is_counted_once() -> None:
    entry = struct.pack("<HHII", 256, 4, 1, 10) + struct.pack("<HHII", 257, 4, 1, 10)
    data = b"II*\x00" + struct.pack("<IH", 8, 2) + entry + struct.pack("<I", 8)  # next = itself
    assert image_info(data, FileType.TIFF).pages == 1


def test_a_decompression_bomb_is_refused_from_its_header() -> None:
    bomb = files.png_header(20_000, 20_000)  # 400 M pixels, 33 bytes
    info = image_info(bomb, FileType.PNG)
    with pytest.raises(TooLarge, match=r"20,000 × 20,000 pixels.*MAX_IMAGE_PIXELS"):
        check_image(info, max_pixels=50_000_000)


def test_a_bomb_fails_extraction_before_any_decoding() -> None:
    with pytest.raises(TooLarge, match="MAX_IMAGE_PIXELS"):
        extract(files.png_header(20_000, 20_000), "poster.png")


@pytest.mark.parametrize(
    "data",
    [b"\x89PNG\r\n\x1a\n\x00", b"\xff\xd8\xff\xe0\x00\x10JFIF", b"II*\x00\xff\xff\xff\x7f"],
)
def test_truncated_images_fail_clearly(data: bytes) -> None:
    with pytest.raises(ExtractionError, match="image"):
        extract(data, "photo.png")


def test_an_empty_image_file_fails_clearly() -> None:
    with pytest.raises(ExtractionError, match="empty"):
        extract(b"", "photo.png")


def test_images_without_ocr_are_refused_with_the_reason() -> None:
    with pytest.raises(UnsupportedType, match="OCR_PROVIDER=none"):
        extract(_saved("PNG", (50, 50)), "note.png", Settings(ocr_provider="none"))


def test_other_images_are_still_refused_by_name() -> None:
    with pytest.raises(UnsupportedType, match="GIF"):
        detect_type(b"GIF89a" + bytes(20), "anim.gif")


def test_the_web_page_knows_every_format() -> None:
    """The page's extension → content type map names the same extensions as FORMATS, with a
    content type FORMATS accepts for each."""
    source = WEB_APP.read_text()
    body = source[source.index("function guessType") :]
    body = body[: body.index("}[ext]")]
    pairs = dict(re.findall(r'(\w+): "([^"]+)"', body))
    assert {f".{ext}" for ext in pairs} == set(FORMATS)
    for ext, content_type in pairs.items():
        assert content_type in FORMATS[f".{ext}"].content_types, ext
