"""A chunk as ingestion makes it and the database stores it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ragkit.sentences import Span

_NAME_PARTS = re.compile(r"[^\W_]+")  # "night-buses_2024" -> night, buses, 2024


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
    described_by: str | None = None  # the vision model whose description of a picture this is

    @property
    def sentence_bounds(self) -> list[tuple[int, int]]:
        """(start, end) of each sentence in `content`: what a sentence embedder pools over."""
        return [(span.start, span.end) for span in self.sentences]


def place_label(filename: str, section: str | None, content: str) -> str:
    """The words that say where a chunk stands, as a reader sees them beside its text: its
    document's name ("night-buses.csv" -> "night buses"; a name without letters, such as an
    id, says nothing) and its section when the text does not already hold it."""
    name = " ".join(_NAME_PARTS.findall(filename.rsplit("/", 1)[-1].rsplit(".", 1)[0]))
    parts = [name] if any(char.isalpha() for char in name) else []
    if section and section not in content:
        parts.append(section)
    return " - ".join(parts)
