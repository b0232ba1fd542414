"""An optional second stage of retrieval (`RERANK_PROVIDER=bedrock`): the fused candidates
reordered by a rerank model that reads the question and each chunk together (Amazon Rerank,
Cohere Rerank 3.5 through Bedrock's Rerank API), before the answer step reads them."""

from __future__ import annotations

from typing import Any

from ragkit.bedrock import bedrock_call, model_arn
from ragkit.errors import RateLimited, TimedOut, Unavailable
from ragkit.log import logger, record_metric
from ragkit.models.retrieval import SearchHit
from ragkit.settings import Settings


def reranked(hits: list[SearchHit], question: str, settings: Settings) -> list[SearchHit]:
    """The hits, most relevant first as the rerank model orders them; in their fused order
    when reranking is off, or fails (the answer is still worth giving without it)."""
    if settings.rerank_provider == "none" or not hits[1:]:  # nothing to reorder
        return hits
    try:
        with bedrock_call("rerank", "bedrock-agent-runtime", settings) as client:
            arn = model_arn(settings.rerank_model, client.meta.region_name)
            response = client.rerank(**rerank_request(hits, question, arn))
    except (RateLimited, TimedOut, Unavailable) as error:
        logger.warning("rerank skipped", extra={"reason": str(error)})
        record_metric("RerankSkipped")
        return hits
    order = [result["index"] for result in response["results"]]
    return [hits[i] for i in order] + [hit for i, hit in enumerate(hits) if i not in set(order)]


def rerank_request(hits: list[SearchHit], question: str, model_arn: str) -> dict[str, Any]:
    return {
        "queries": [{"type": "TEXT", "textQuery": {"text": question}}],
        "sources": [
            {
                "type": "INLINE",
                "inlineDocumentSource": {"type": "TEXT", "textDocument": {"text": hit.content}},
            }
            for hit in hits
        ],
        "rerankingConfiguration": {
            "type": "BEDROCK_RERANKING_MODEL",
            "bedrockRerankingConfiguration": {
                "numberOfResults": len(hits),
                "modelConfiguration": {"modelArn": model_arn},
            },
        },
    }
