"""PNG, JPEG and TIFF (page by page) through OCR. The header's size is checked before a pixel is
decoded."""

from __future__ import annotations

from ragkit.errors import ExtractionError, UnsupportedType
from ragkit.ingest.extract.images import check_image, image_info
from ragkit.ingest.extract.model import Block, Extracted, page_blocks
from ragkit.models.formats import FileType
from ragkit.ocr import OCR_OFF, OcrReader, Picture
from ragkit.settings import Settings


def extract_image(
    data: bytes, file_type: FileType, settings: Settings, ocr: OcrReader | None
) -> Extracted:
    info = image_info(data, file_type)
    check_image(info, settings.max_image_pixels)
    if ocr is None:
        raise UnsupportedType(OCR_OFF)
    ocr.require_pages(info.pages)
    if info.pages == 1:
        texts = [ocr.read_page(data, 1, 1)]
    else:
        texts = list(ocr.read_image_pages(data, info.pages))
    blocks = page_blocks(texts)
    if info.pages == 1:
        picture = Picture(data, file_type.value, info.width, info.height)
        description = ocr.description(picture, texts[0])
        if description:  # a block of its own: its chunks carry the model's name
            blocks.append(Block(description + "\n", page=1, described_by=ocr.describer_model))
    if not blocks:
        raise ExtractionError("; ".join(["no legible text found in the image", *ocr.notes]))
    return Extracted(
        file_type=file_type.value,
        blocks=blocks,
        page_count=info.pages,
        ocr_pages=ocr.pages,
        ocr_confidence=ocr.mean_confidence,
        described_pages=ocr.described,
        description_note="; ".join(ocr.notes) or None,
    )
