"""What a search takes and gives: its mode, its filters (also the API's `filters` object) and a
retrieved chunk."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.alias_generators import to_camel

from ragkit.storable import StorableStr

Mode = Literal["hybrid", "vector", "text"]


MAX_PAGE = 1_000_000  # pages are int4 in the database; no document comes near this


class SearchFilters(BaseModel):
    """Restrict a search to some documents, a page range, or one section/chapter.

    Also the API's `filters` object (camelCase on the wire)."""

    model_config = ConfigDict(
        frozen=True, alias_generator=to_camel, populate_by_name=True, extra="forbid"
    )

    document_ids: list[UUID] | None = Field(default=None, max_length=100)
    page_from: int | None = Field(default=None, ge=1, le=MAX_PAGE)
    page_to: int | None = Field(default=None, ge=1, le=MAX_PAGE)
    section: StorableStr | None = Field(default=None, max_length=500)

    @model_validator(mode="after")
    def _page_range_in_order(self) -> SearchFilters:
        if self.page_from and self.page_to and self.page_from > self.page_to:
            raise ValueError("page_from must not be after page_to")
        return self

    @property
    def names_pages(self) -> bool:
        """Whether the filters ask for a page range."""
        return self.page_from is not None or self.page_to is not None

    def holds_page(self, page: int | None) -> bool:
        """Whether text on `page` is within the page range: a chunk in range may run over its
        ends, and its sentences on other pages are not what the question asks about (text of no
        known page counts as in range, as its chunk was)."""
        return page is None or (
            (self.page_from is None or page >= self.page_from)
            and (self.page_to is None or page <= self.page_to)
        )

    def overlaps(self, page_start: int | None, page_end: int | None) -> bool:
        """Whether a chunk on pages `page_start` to `page_end` has text in the page range, as
        the search's scope reads it (`chunk_in_scope`): a chunk of no page has none."""
        last = page_end if page_end is not None else page_start
        return (
            page_start is not None
            and last is not None
            and (self.page_from is None or last >= self.page_from)
            and (self.page_to is None or page_start <= self.page_to)
        )


@dataclass(frozen=True, slots=True)
class SearchHit:
    chunk_id: int
    document_id: UUID
    filename: str
    page_start: int | None
    page_end: int | None
    section: str | None
    content: str
    score: float  # the fused RRF score
    cosine: float  # cosine similarity of the chunk to the query
    bm25: float | None  # None when the text branch did not rank it
    coverage: float | None  # share of the query's idf mass the chunk matches
    vector_rank: int | None
    text_rank: int | None
    sentences: list[list[int | None]] | None = None  # [start, end, page, row] in `content`
    described_by: str | None = None  # a vision model's description of a picture, not the text
