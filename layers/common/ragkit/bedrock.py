"""Amazon Bedrock, shared by the answer, embedding and rerank providers: called through IAM (no
key; data stays in the account's region), each call within the invocation's deadline and
through the provider's circuit breaker, the service's failures mapped to our errors."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from ragkit.errors import RateLimited, TimedOut, Unavailable
from ragkit.log import logger
from ragkit.providers import fitted_to_deadline, guarded
from ragkit.settings import Settings

_THROTTLED = {"ThrottlingException", "TooManyRequestsException", "ServiceQuotaExceededException"}
_DOWN = {"ServiceUnavailableException", "InternalServerException", "ModelNotReadyException"}
_REFUSED = {"guardrail_intervened", "content_filtered"}


@lru_cache(maxsize=16)
def _client(service: str, region: str | None, timeout_s: int, retries: int) -> Any:
    import boto3
    from botocore.config import Config

    # botocore retries throttling and 5xx itself ("standard": exponential backoff with jitter)
    config = Config(
        connect_timeout=min(timeout_s, 5),
        read_timeout=timeout_s,
        retries={"total_max_attempts": retries + 1, "mode": "standard"},
    )
    return boto3.client(service, region_name=region, config=config)


def forget_clients() -> None:
    """Drop the kept clients (tests; a changed region or timeout)."""
    _client.cache_clear()


def bedrock_client(service: str, settings: Settings, what: str = "language model") -> Any:
    """The `bedrock-runtime` or `bedrock-agent-runtime` client whose timeout and retries fit in
    the invocation's remaining time (one client per whole-second timeout, kept warm)."""
    timeout, retries = fitted_to_deadline(
        what, settings.bedrock_timeout_s, settings.bedrock_max_retries
    )
    return _client(service, settings.bedrock_region, max(1, math.floor(timeout)), retries)


@contextmanager
def bedrock_call(what: str, service: str, settings: Settings) -> Iterator[Any]:
    """One call to Bedrock: through the provider's circuit breaker, within the deadline."""
    with guarded(what, settings, bedrock_errors):
        yield bedrock_client(service, settings, what)


def error_code(error: Exception) -> str:
    response = getattr(error, "response", None) or {}
    return str(response.get("Error", {}).get("Code", ""))


@contextmanager
def bedrock_errors(what: str) -> Iterator[None]:
    """Map Bedrock's failures to our errors (429, 504, 503); details go to the log only."""
    from botocore.exceptions import (
        ClientError,
        ConnectionClosedError,
        ConnectTimeoutError,
        EndpointConnectionError,
        ReadTimeoutError,
    )

    try:
        yield
    except ClientError as exc:
        code = error_code(exc)
        if code in _THROTTLED:
            logger.warning("provider rate limit", extra={"what": what, "code": code})
            raise RateLimited(
                f"the {what} provider is rate limiting requests; try again later"
            ) from exc
        if code == "ModelTimeoutException":
            logger.warning("provider timeout", extra={"what": what})
            raise TimedOut(f"the {what} provider did not answer in time") from exc
        if code in _DOWN:
            logger.warning("provider unreachable", extra={"what": what, "code": code})
            raise Unavailable(f"the {what} provider is unavailable") from exc
        # AccessDeniedException: the model's access is not granted in this account and region,
        # or the function's role may not invoke it; ValidationException: a wrong model id
        logger.error("provider error", extra={"what": what, "code": code, "error": str(exc)})
        raise Unavailable(f"the {what} provider rejected the request ({code})") from exc
    except (ReadTimeoutError, ConnectTimeoutError) as exc:
        logger.warning("provider timeout", extra={"what": what})
        raise TimedOut(f"the {what} provider did not answer in time") from exc
    except (EndpointConnectionError, ConnectionClosedError) as exc:
        logger.warning("provider unreachable", extra={"what": what, "error": str(exc)})
        raise Unavailable(f"the {what} provider is unavailable") from exc


def invoke_json(what: str, settings: Settings, model_id: str, body: dict[str, Any]) -> Any:
    """InvokeModel with a JSON body, its JSON reply (the embedding models' native API)."""
    with bedrock_call(what, "bedrock-runtime", settings) as client:
        response = client.invoke_model(
            modelId=model_id,
            body=json.dumps(body),
            contentType="application/json",
            accept="application/json",
        )
        return json.loads(response["body"].read())


def model_arn(model_id: str, region: str) -> str:
    """A foundation model's ARN from its id (an ARN is kept as given)."""
    if model_id.startswith("arn:"):
        return model_id
    return f"arn:aws:bedrock:{region}::foundation-model/{model_id}"


def converse_reply(response: dict[str, Any]) -> str | None:
    """A Converse reply: the `answer` tool's input as JSON, or its text; None when the model or
    a guardrail refused."""
    if response.get("stopReason") in _REFUSED:
        logger.warning("model refused", extra={"stopReason": response["stopReason"]})
        return None
    content = response["output"]["message"]["content"]
    for block in content:
        if "toolUse" in block:
            return json.dumps(block["toolUse"]["input"])
    return "".join(block.get("text", "") for block in content).strip()
