"""Offline OCR: RapidOCR (PaddleOCR's PP-OCRv4 detection and recognition models in ONNX, shipped in
its wheel), PDF pages rendered by pdfium, images decoded by Pillow.

Measured on SciFact abstracts rendered as scans (`bench.ocr`): recognition loses the spaces of
lines whose text is small in pixels, so every page is brought to ~2,400 pixels on its long side
(about 200 dpi for A4) before it is read; the angle classifier is off, because it turned correct
full-width lines upside down and emptied them."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ragkit.deadline import Deadline
from ragkit.errors import ExtractionError
from ragkit.ocr.engine import OcrLine
from ragkit.settings import Settings

if TYPE_CHECKING:
    from PIL.Image import Image

LONG_SIDE_PX = 2400
_MAX_UPSCALE = 4.0
_CLOSE_ENOUGH = 0.05  # a resize this small changes nothing but the time


class LocalOcr:
    name = "local"

    def __init__(self, settings: Settings) -> None:
        from PIL import Image
        from rapidocr_onnxruntime import RapidOCR

        Image.MAX_IMAGE_PIXELS = settings.max_image_pixels  # Pillow's own bomb guard, too
        self._engine = RapidOCR(use_cls=False, max_side_len=LONG_SIDE_PX + 1)

    def read_page(self, page: bytes) -> list[OcrLine]:
        return self._read(_pdf_page_image(page) if page.startswith(b"%PDF-") else _image(page))

    def read_image_pages(
        self, image: bytes, key: str | None, deadline: Deadline
    ) -> Iterator[list[OcrLine]]:
        # Pages are read one at a time as they are asked for: the reader checks the deadline.
        from PIL import ImageSequence

        with _open(image) as opened:
            for frame in ImageSequence.Iterator(opened):
                yield self._read(_normalised(frame))

    def _read(self, image: Image) -> list[OcrLine]:
        import numpy as np

        result: list[Any] | None
        result, _ = self._engine(np.asarray(image))
        return [OcrLine(str(text), float(score)) for _box, text, score in result or []]


def _pdf_page_image(page: bytes) -> Image:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(page)
    try:
        first = document[0]
        width, height = first.get_size()
        scale = LONG_SIDE_PX / max(width, height, 1.0)
        image: Image = first.render(scale=scale, grayscale=True).to_pil().convert("L")
        return image
    finally:
        document.close()


def _image(data: bytes) -> Image:
    with _open(data) as opened:
        return _normalised(opened)


def _open(data: bytes) -> Image:
    from PIL import Image, UnidentifiedImageError

    try:
        return Image.open(io.BytesIO(data))
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError) as exc:
        raise ExtractionError(f"the image cannot be read ({type(exc).__name__})") from exc


def _normalised(image: Image) -> Image:
    """Upright (camera orientation), grey, and ~LONG_SIDE_PX pixels on its long side."""
    from PIL import Image as PilImage
    from PIL import ImageOps

    try:
        upright = ImageOps.exif_transpose(image).convert("L")
    except (OSError, ValueError) as exc:  # truncated or undecodable pixel data
        raise ExtractionError(f"the image cannot be decoded ({type(exc).__name__})") from exc
    scale = min(LONG_SIDE_PX / max(upright.size), _MAX_UPSCALE)
    if abs(scale - 1.0) < _CLOSE_ENOUGH:
        return upright
    size = (max(1, round(upright.width * scale)), max(1, round(upright.height * scale)))
    return upright.resize(size, PilImage.Resampling.BICUBIC)
