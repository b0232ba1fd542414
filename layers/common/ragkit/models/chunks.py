"""A chunk as ingestion makes it and the database stores it."""

from __future__ import annotations

from dataclasses import dataclass

from ragkit.sentences import Span


@dataclass(frozen=True, slots=True)
class Chunk:
    index: int
    content: str
    token_count: int
    page_start: int | None
    page_end: int | None
    section: str | None
    start: int
    end: int
    sentences: tuple[Span, ...] = ()

    @property
    def sentence_bounds(self) -> list[tuple[int, int]]:
        """(start, end) of each sentence in `content`: what a sentence embedder pools over."""
        return [(span.start, span.end) for span in self.sentences]
