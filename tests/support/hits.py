"""A retrieved chunk as search returns it, for tests of what comes after search."""

from __future__ import annotations

import uuid

from ragkit.models.retrieval import SearchHit


def hit(
    content: str, chunk_id: int = 1, filename: str = "a.pdf", page: int | None = 3
) -> SearchHit:
    return SearchHit(
        chunk_id=chunk_id,
        document_id=uuid.uuid4(),
        filename=filename,
        page_start=page,
        page_end=page,
        section=None,
        content=content,
        score=0.03,
        cosine=0.5,
        bm25=None,
        coverage=None,
        vector_rank=1,
        text_rank=None,
    )
