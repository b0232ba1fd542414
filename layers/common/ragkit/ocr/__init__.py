"""OCR providers behind one interface, chosen by OCR_PROVIDER, and the per-document reader that
keeps OCR within its limits.

`local` (RapidOCR's PP-OCR models in ONNX, offline; the `local` extra) reads page images on this
machine; `textract` (the AWS default) sends them to Amazon Textract; `none` reads nothing, so a
page without a text layer stays empty and a document without any fails with the reason."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.util import find_spec

from ragkit.deadline import Deadline
from ragkit.errors import TimeBudgetExceeded, TooLarge
from ragkit.ocr.engine import OCR_OFF, OcrEngine, OcrLine
from ragkit.settings import OcrProvider, Settings, get_settings

__all__ = ["OCR_OFF", "OcrEngine", "OcrLine", "OcrReader", "create_ocr_engine", "get_ocr_engine"]


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


@dataclass
class OcrReader:
    """Reads the pages of one document that need OCR, within the page limit and the invocation's
    deadline, keeping lines at or above the confidence floor and counting what it read."""

    engine: OcrEngine
    settings: Settings
    deadline: Deadline = field(default_factory=Deadline.never)
    key: str | None = None
    pages: int = 0
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
