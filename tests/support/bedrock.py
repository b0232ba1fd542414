"""Bedrock without the network: botocore's Stubber on the package's own client, which checks
every request against the service's model (a wrong or missing field fails the test), and the
responses Converse, InvokeModel and Rerank return, scripted."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from botocore.response import StreamingBody
from botocore.stub import Stubber

from ragkit.bedrock import bedrock_client
from ragkit.settings import Settings


@contextmanager
def stubbed(service: str, settings: Settings) -> Iterator[Stubber]:
    """The Stubber of the client the package will use for `service` with these settings."""
    stubber = Stubber(bedrock_client(service, settings))
    with stubber:
        yield stubber
        stubber.assert_no_pending_responses()


def converse_reply(
    *, tool_input: dict[str, Any] | None = None, text: str = "", stop: str = "end_turn"
) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if text:
        content.append({"text": text})
    if tool_input is not None:
        content.append({"toolUse": {"toolUseId": "t1", "name": "answer", "input": tool_input}})
        stop = "tool_use" if stop == "end_turn" else stop
    return {
        "output": {"message": {"role": "assistant", "content": content}},
        "stopReason": stop,
        "usage": {"inputTokens": 100, "outputTokens": 20, "totalTokens": 120},
        "metrics": {"latencyMs": 300},
    }


def invoke_reply(payload: dict[str, Any]) -> dict[str, Any]:
    data = json.dumps(payload).encode()
    return {"body": StreamingBody(io.BytesIO(data), len(data)), "contentType": "application/json"}
