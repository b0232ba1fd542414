"""OCR providers behind one interface, chosen by OCR_PROVIDER, and the per-document reader that
keeps OCR within its limits.

`local` (RapidOCR's PP-OCR models in ONNX, offline; the `local` extra) reads page images on this
machine; `textract` (the AWS default) sends them to Amazon Textract; `none` reads nothing, so a
page without a text layer stays empty and a document without any fails with the reason."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.util import find_spec

from ragkit.deadline import Deadline
from ragkit.errors import RateLimited, TimeBudgetExceeded, TimedOut, TooLarge, Unavailable
from ragkit.ocr.engine import OCR_OFF, OcrEngine, OcrLine, Picture
from ragkit.ocr.pictures import NO_FRAME_PICTURE, NO_PICTURE, frame_picture, page_picture
from ragkit.ocr.vision import Describer, Refused
from ragkit.settings import OcrProvider, Settings, get_settings

__all__ = [
    "OCR_OFF",
    "OcrEngine",
    "OcrLine",
    "OcrReader",
    "Picture",
    "create_ocr_engine",
    "get_ocr_engine",
]


def resolved_provider(settings: Settings) -> OcrProvider:
    """OCR_PROVIDER, or `local` when its extra is installed and `none` otherwise."""
    if settings.ocr_provider is not None:
        return settings.ocr_provider
    return "local" if find_spec("rapidocr_onnxruntime") is not None else "none"


def create_ocr_engine(settings: Settings) -> OcrEngine | None:
    provider = resolved_provider(settings)
    if provider == "textract":
        from ragkit.ocr.textract import TextractOcr

        return TextractOcr(settings)
    if provider == "local":
        from ragkit.ocr.local import LocalOcr

        return LocalOcr(settings)
    return None


@lru_cache(maxsize=1)
def get_ocr_engine() -> OcrEngine | None:
    """The process's OCR engine, built on first use (the local models load once per container)."""
    return create_ocr_engine(get_settings())


VISION_FORMATS = frozenset({"png", "jpeg", "gif", "webp"})


@dataclass
class OcrReader:
    """Reads the pages of one document that need OCR, within the page limit and the invocation's
    deadline, keeping lines at or above the confidence floor and counting what it read."""

    engine: OcrEngine
    settings: Settings
    deadline: Deadline = field(default_factory=Deadline.never)
    key: str | None = None
    describer: Describer | None = None
    pages: int = 0
    described: int = 0  # pictures a vision model described
    notes: list[str] = field(default_factory=list)  # why a picture was not described
    _confidences: list[float] = field(default_factory=list)

    @property
    def mean_confidence(self) -> float | None:
        kept = self._confidences
        return round(sum(kept) / len(kept), 4) if kept else None

    def require_pages(self, count: int) -> None:
        """Refuse up front a document that needs more OCR than one document may have."""
        if count > self.settings.max_ocr_pages:
            raise TooLarge(
                f"the document needs OCR on {count:,} pages; the limit is "
                f"{self.settings.max_ocr_pages:,} (MAX_OCR_PAGES)"
            )

    def read_page(self, page: bytes, number: int, of: int) -> str:
        self._check_time(number, of)
        return self._text(self.engine.read_page(page))

    def read_image_pages(self, image: bytes, of: int) -> Iterator[str]:
        pages = self.engine.read_image_pages(image, self.key, self.deadline)
        for number in range(1, of + 1):
            self._check_time(number, of)
            lines = next(pages, None)
            if lines is None:
                return
            yield self._text(lines)

    @property
    def describer_model(self) -> str | None:
        return self.describer.model if self.describer else None

    def description(self, picture: Picture, ocr_text: str) -> str | None:
        """A vision model's description of a picture in which OCR found (almost) no text,
        within the bounds; None, with the reason in `notes` when one applies, otherwise (the
        document keeps what OCR found)."""
        return self._described(picture) if self._wanted(ocr_text) else None

    def page_description(self, page: bytes, ocr_text: str) -> str | None:
        """`description` of the one-page PDF `page` (a page without a text layer), drawn or
        taken from its scan (`pictures.page_picture`); the reason in `notes` when it has none."""
        return self._taken(lambda: page_picture(page), NO_PICTURE, ocr_text)

    def frame_description(self, image: bytes, index: int, ocr_text: str) -> str | None:
        """`description` of frame `index` of a TIFF, as a PNG (`pictures.frame_picture`)."""
        return self._taken(lambda: frame_picture(image, index), NO_FRAME_PICTURE, ocr_text)

    def _wanted(self, ocr_text: str) -> bool:
        """Whether a picture whose OCR found `ocr_text` is to be described: a describer is set
        and OCR found (almost) nothing."""
        thin = len(ocr_text.strip()) < self.settings.min_chars_per_pdf_page
        return self.describer is not None and thin

    def _taken(self, take: Callable[[], Picture | None], none: str, ocr_text: str) -> str | None:
        """`description` of the picture `take` makes, made only when one would be sent."""
        if not self._wanted(ocr_text):
            return None
        picture = take()
        if picture is None:
            self.notes.append(none)
            return None
        return self._described(picture)

    def _described(self, picture: Picture) -> str | None:
        """The describer's words for the picture, within the bounds; the reason in `notes`
        when it is not described."""
        assert self.describer is not None  # `_wanted`
        reason = self._out_of_bounds(picture)
        if reason is None:
            try:
                description = self.describer.describe(picture.data, picture.format)
            except (Refused, RateLimited, TimedOut, Unavailable) as error:
                reason = str(error)
            else:
                self.described += 1
                return description or None
        self.notes.append(f"a picture was not described by a model: {reason}")
        return None

    def _out_of_bounds(self, picture: Picture) -> str | None:
        limits = self.settings
        if picture.format not in VISION_FORMATS:
            return (
                f"{picture.format.upper()} is not read by the vision models (PNG, JPEG, GIF, WebP)"
            )
        if self.described >= limits.vision_max_pages:
            return f"{limits.vision_max_pages} pictures per document at most (VISION_MAX_PAGES)"
        if len(picture.data) > limits.vision_max_image_bytes:
            return f"{len(picture.data):,} bytes; the limit is {limits.vision_max_image_bytes:,}"
        side = max(picture.width, picture.height)
        if side > limits.vision_max_side_px:
            return f"{side:,} px a side; the limit is {limits.vision_max_side_px:,}"
        return None

    def _check_time(self, number: int, of: int) -> None:
        if self.deadline.expired():
            raise TimeBudgetExceeded(
                f"OCR needs more time than one invocation has: {number - 1:,} of {of:,} "
                "pages read (split the document or raise the function's timeout)"
            )

    def _text(self, lines: list[OcrLine]) -> str:
        self.pages += 1
        kept = [
            line
            for line in lines
            if line.confidence >= self.settings.ocr_min_confidence and line.text.strip()
        ]
        self._confidences += [line.confidence for line in kept]
        return "\n".join(line.text.strip() for line in kept)
