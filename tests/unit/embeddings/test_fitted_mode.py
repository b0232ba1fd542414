"""Hybrid search keeps its vector branch only where the embedder reads the query's language."""

from __future__ import annotations

from dataclasses import dataclass

from ragkit.embeddings import fitted_mode


@dataclass
class _Model:
    """An embedder's description; `fitted_mode` reads nothing else of it."""

    languages: frozenset[str] | None
    model: str = "m"
    dimensions: int = 3

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0, 0.0] for _ in texts]

    def embed_query(self, text: str) -> list[float]:
        return [1.0, 0.0, 0.0]


ENGLISH = _Model(frozenset({"en"}))
MULTILINGUAL = _Model(None)
RUSSIAN = "Сколько стоит цветная печать одной страницы?"


def test_an_english_model_leaves_another_languages_question_to_the_text_branch() -> None:
    assert fitted_mode(ENGLISH, "hybrid", RUSSIAN) == "text"
    assert fitted_mode(ENGLISH, "hybrid", "How much does colour printing cost?") == "hybrid"
    assert fitted_mode(ENGLISH, "vector", RUSSIAN) == "vector"  # asked for by name


def test_a_multilingual_model_an_undetectable_query_and_an_unspaced_script_keep_hybrid() -> None:
    assert fitted_mode(MULTILINGUAL, "hybrid", RUSSIAN) == "hybrid"
    assert fitted_mode(ENGLISH, "hybrid", "TW-401 7") == "hybrid"  # no language to tell
    # the text index finds no words in Chinese: the vectors stay
    assert (
        fitted_mode(ENGLISH, "hybrid", "超级碗50在哪里举行？这场比赛由哪支球队赢得？") == "hybrid"
    )
