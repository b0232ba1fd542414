"""Which branches of hybrid search can read a question: the text index, when the project has
documents in the question's language; the vectors, when the embedder was trained on it."""

from __future__ import annotations

from uuid import UUID

import psycopg

from ragkit import languages
from ragkit.db.search import text_index_reads
from ragkit.embeddings import Embedder, reads
from ragkit.models.retrieval import Mode


def fitted_mode(
    conn: psycopg.Connection, embedder: Embedder, project_id: UUID, mode: Mode, query: str
) -> Mode:
    """The mode a question is searched in: hybrid keeps the branches that can read the query's
    language (`languages.of_question`), or both when neither or both can. A branch that cannot
    ranks noise, and fusing it in costs the other its good ranks (XQuAD, docs/languages.md):
    MiniLM's vectors of a Russian question took hybrid from the text branch's answer-chunk
    hit@10 0.94 to 0.71; the text branch of a Spanish question over English articles took
    multilingual-e5's 0.98 to 0.85. A language written without spaces (Chinese) has no words
    for the text index. A mode asked for by name, and a query whose language cannot be told,
    are searched as asked."""
    if mode != "hybrid":
        return mode
    language = languages.of_question(query)
    if language is None:
        return mode
    vectors = reads(embedder, language)
    text = language not in languages.UNSPACED and text_index_reads(conn, project_id, language)
    if vectors == text:
        return mode
    return "vector" if vectors else "text"
