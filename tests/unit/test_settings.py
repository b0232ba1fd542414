"""Which providers the settings resolve to, as the README's provider table says."""

from __future__ import annotations

import pytest

from devstack.ragctl import answer_provider
from ragkit.settings import Settings, get_settings


def test_offline_by_default_the_reader_answers() -> None:
    settings = Settings()
    assert (settings.resolved_llm_provider, settings.resolved_llm_model) == ("extractive", None)
    assert settings.embedding_provider == "local" and settings.rerank_provider == "none"


@pytest.mark.parametrize(
    ("given", "provider", "model"),
    [
        ({"openai_base_url": "http://127.0.0.1:8080/v1"}, "openai", "gpt-4o-mini"),  # no key
        ({"openai_api_key": "sk-x"}, "openai", "gpt-4o-mini"),
        ({"llm_provider": "bedrock"}, "bedrock", "amazon.nova-lite-v1:0"),
        (
            {"llm_provider": "bedrock", "llm_model": "us.amazon.nova-pro-v1:0"},
            "bedrock",
            "us.amazon.nova-pro-v1:0",
        ),
        ({"llm_provider": "extractive", "openai_api_key": "sk-x"}, "extractive", None),
    ],
)
def test_the_answer_provider_and_its_model(
    given: dict[str, object], provider: str, model: str | None
) -> None:
    settings = Settings(**given)  # type: ignore[arg-type]
    assert (settings.resolved_llm_provider, settings.resolved_llm_model) == (provider, model)


def test_the_banner_names_the_provider_and_model_actually_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8080/v1")
    monkeypatch.setenv("LLM_MODEL", "llama3.1")
    get_settings.cache_clear()
    assert answer_provider() == "llama3.1 at http://127.0.0.1:8080/v1 (OpenAI-compatible)"
    monkeypatch.delenv("OPENAI_BASE_URL")
    monkeypatch.setenv("LLM_PROVIDER", "bedrock")
    get_settings.cache_clear()
    assert answer_provider() == "llama3.1 on Amazon Bedrock"
