"""PNG, JPEG and TIFF (page by page) through OCR, and a page in which OCR finds almost nothing
described by a vision model when one is configured. The header's size is checked before a pixel
is decoded."""

from __future__ import annotations

from ragkit.errors import ExtractionError, UnsupportedType
from ragkit.ingest.extract.images import check_image, image_info
from ragkit.ingest.extract.model import Block, Extracted, page_blocks
from ragkit.models.formats import FileType
from ragkit.ocr import OCR_OFF, OcrReader, Picture
from ragkit.settings import Settings


def _page_blocks(texts: list[str]) -> list[Block | None]:
    """Each page's block, None for a page without text (`page_blocks` skips those)."""
    kept = {block.page: block for block in page_blocks(texts)}
    return [kept.get(number) for number in range(1, len(texts) + 1)]


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
    blocks: list[Block] = []
    for page, (text, block) in enumerate(zip(texts, _page_blocks(texts), strict=True), start=1):
        blocks += [block] if block else []
        if file_type is FileType.TIFF:  # the models read no TIFF: its frame as a PNG
            description = ocr.frame_description(data, page - 1, text)
        else:
            picture = Picture(data, file_type.value, info.width, info.height)
            description = ocr.description(picture, text)
        if description:  # a block of its own after the page's: its chunks carry the model's name
            blocks.append(Block(description + "\n", page=page, described_by=ocr.describer_model))
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
