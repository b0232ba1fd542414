"""The optional rerank stage against Bedrock's Rerank request schema (botocore's Stubber)."""

from __future__ import annotations

from ragkit.answer.rerank import reranked
from ragkit.settings import Settings
from tests.support.bedrock import stubbed
from tests.support.hits import hit

HITS = [
    hit("Parking is behind the office.", 1),
    hit("Bikes go in the shed.", 2),
    hit("The canteen opens at noon.", 3),
]
EU_CENTRAL = "arn:aws:bedrock:eu-central-1"


def _settings(**overrides: object) -> Settings:
    values: dict[str, object] = {"rerank_provider": "bedrock", "bedrock_region": "eu-central-1"}
    return Settings(**(values | overrides))  # type: ignore[arg-type]


def test_off_by_default_the_fused_order_stands() -> None:
    assert reranked(HITS, "Where do bikes go?", Settings()) == HITS


def test_the_hits_come_back_in_the_models_order() -> None:
    settings = _settings(rerank_model="cohere.rerank-v3-5:0")
    with stubbed("bedrock-agent-runtime", settings) as stub:
        expected = {
            "queries": [{"type": "TEXT", "textQuery": {"text": "Where do bikes go?"}}],
            "sources": [
                {
                    "type": "INLINE",
                    "inlineDocumentSource": {"type": "TEXT", "textDocument": {"text": h.content}},
                }
                for h in HITS
            ],
            "rerankingConfiguration": {
                "type": "BEDROCK_RERANKING_MODEL",
                "bedrockRerankingConfiguration": {
                    "numberOfResults": 3,
                    "modelConfiguration": {
                        "modelArn": f"{EU_CENTRAL}::foundation-model/cohere.rerank-v3-5:0"
                    },
                },
            },
        }
        results = [{"index": 1, "relevanceScore": 0.9}, {"index": 0, "relevanceScore": 0.2}]
        stub.add_response("rerank", {"results": results}, expected)
        ordered = reranked(HITS, "Where do bikes go?", settings)
    assert [h.chunk_id for h in ordered] == [2, 1, 3]  # one the model left out keeps its place last


def test_a_failing_reranker_leaves_the_fused_order() -> None:
    with stubbed("bedrock-agent-runtime", _settings()) as stub:
        stub.add_client_error(
            "rerank", service_error_code="ThrottlingException", http_status_code=429
        )
        assert reranked(HITS, "Where do bikes go?", _settings()) == HITS
