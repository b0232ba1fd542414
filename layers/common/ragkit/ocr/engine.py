"""What every OCR engine gives and takes (below the engines and the reader, so neither imports
the other's package)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

from ragkit.deadline import Deadline

OCR_OFF = "images are read by OCR, which is off in this deployment (OCR_PROVIDER=none)"


@dataclass(frozen=True, slots=True)
class Picture:
    data: bytes
    format: str  # png, jpeg, tiff...
    width: int
    height: int


@dataclass(frozen=True, slots=True)
class OcrLine:
    text: str
    confidence: float  # 0–1, as the engine reports it


class OcrEngine(Protocol):
    name: str

    def read_page(self, page: bytes) -> list[OcrLine]:
        """The lines of one page: a one-page PDF, or a PNG, JPEG or one-page TIFF."""
        ...

    def read_image_pages(
        self, image: bytes, key: str | None, deadline: Deadline
    ) -> Iterator[list[OcrLine]]:
        """The lines of every page of a (multi-page) TIFF, page by page; `key` is where the
        image is stored, for engines that read it from there, within `deadline`."""
        ...
