"""Bedrock embeddings against the service's request schema (botocore's Stubber) with the
bodies Titan Text Embeddings V2 and Cohere Embed answer."""

from __future__ import annotations

import json
from collections.abc import Mapping

import pytest
from botocore.stub import ANY

from ragkit.embeddings import create_embedder
from ragkit.embeddings.bedrock import BedrockEmbedder
from ragkit.errors import RateLimited
from ragkit.settings import Settings
from tests.support.bedrock import invoke_reply, stubbed


def _settings(**overrides: object) -> Settings:
    values: dict[str, object] = {"embedding_provider": "bedrock", "bedrock_region": "us-east-1"}
    return Settings(**(values | overrides))  # type: ignore[arg-type]


def _invocation(model: str, body: Mapping[str, object]) -> dict[str, object]:
    return {
        "modelId": model,
        "body": json.dumps(body),
        "contentType": "application/json",
        "accept": "application/json",
    }


def test_titan_v2_is_the_default_at_1024_dimensions_with_chunks_of_500_tokens() -> None:
    embedder = create_embedder(_settings())
    assert isinstance(embedder, BedrockEmbedder)
    assert (embedder.model, embedder.dimensions) == ("amazon.titan-embed-text-v2:0", 1024)
    assert _settings().resolved_chunk_tokens == 500


def test_titan_embeds_one_text_a_request_normalised_at_the_chosen_size() -> None:
    settings = _settings(embedding_dimensions=256)
    with stubbed("bedrock-runtime", settings) as stub:
        body = {"inputText": "How long is the warranty?", "dimensions": 256, "normalize": True}
        reply = {"embedding": [0.5] * 256, "inputTextTokenCount": 6}
        stub.add_response(
            "invoke_model", invoke_reply(reply), _invocation("amazon.titan-embed-text-v2:0", body)
        )
        vector = BedrockEmbedder(settings).embed_query("How long is the warranty?")
    assert vector == [0.5] * 256


def test_titan_documents_keep_their_order() -> None:
    settings = _settings(embedding_dimensions=256)
    texts = ["first", "second", "third"]
    with stubbed("bedrock-runtime", settings) as stub:
        for i, text in enumerate(texts):
            body = {"inputText": text, "dimensions": 256, "normalize": True}
            reply = {"embedding": [float(i)] * 256, "inputTextTokenCount": 1}
            stub.add_response(
                "invoke_model",
                invoke_reply(reply),
                _invocation("amazon.titan-embed-text-v2:0", body),
            )
        # one worker here, because the stub answers in the order the requests were queued
        embedder = BedrockEmbedder(settings)
        vectors = [embedder.embed_documents([text])[0] for text in texts]
    assert [v[0] for v in vectors] == [0.0, 1.0, 2.0]


def test_cohere_batches_96_texts_as_documents_and_the_question_as_a_query() -> None:
    settings = _settings(embedding_model="cohere.embed-multilingual-v3", embedding_dimensions=4)
    texts = [f"chunk {i}" for i in range(100)]
    with stubbed("bedrock-runtime", settings) as stub:
        for batch in (texts[:96], texts[96:]):
            body = {"texts": batch, "input_type": "search_document", "truncate": "END"}
            reply = {
                "id": "x",
                "response_type": "embeddings_floats",
                "texts": batch,
                "embeddings": [[0.1, 0.2, 0.3, 0.4]] * len(batch),
            }
            stub.add_response(
                "invoke_model",
                invoke_reply(reply),
                _invocation(settings.resolved_embedding_model, body),
            )
        query = {"texts": ["Wie lange?"], "input_type": "search_query", "truncate": "END"}
        v4_shape = {"embeddings": {"float": [[1.0, 0.0, 0.0, 0.0]]}}
        stub.add_response(
            "invoke_model",
            invoke_reply(v4_shape),
            _invocation(settings.resolved_embedding_model, query),
        )
        embedder = BedrockEmbedder(settings)
        assert len(embedder.embed_documents(texts)) == 100
        assert embedder.embed_query("Wie lange?") == [1.0, 0.0, 0.0, 0.0]
    assert settings.resolved_chunk_tokens == 400  # Cohere reads 512 tokens of its own


def test_throttling_is_rate_limited() -> None:
    with stubbed("bedrock-runtime", _settings()) as stub:
        stub.add_client_error(
            "invoke_model",
            service_error_code="ThrottlingException",
            http_status_code=429,
            expected_params={"modelId": ANY, "body": ANY, "contentType": ANY, "accept": ANY},
        )
        with pytest.raises(RateLimited):
            BedrockEmbedder(_settings()).embed_query("hello")
