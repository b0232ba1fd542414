"""Driving the API functions with the sample events in events/api/."""

from __future__ import annotations

import base64
import copy
import json
from types import ModuleType
from typing import Any

from devstack.environments import LambdaContext
from tests.conftest import load_event, load_function

_FUNCTIONS: dict[str, ModuleType] = {}


def lambda_context(function: str = "api", timeout_s: float = 30) -> LambdaContext:
    """The dev stack's Lambda context: the one shim the local server and the tests share."""
    return LambdaContext(function_name=function, timeout_s=timeout_s)


def function(name: str) -> ModuleType:
    if name not in _FUNCTIONS:
        _FUNCTIONS[name] = load_function(name)
    return _FUNCTIONS[name]


def invoke(
    name: str,
    event_file: str,
    *,
    owner: str | None = "owner-a",
    body: Any = None,
    path: dict[str, str] | None = None,
    query: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
    base64_body: bytes | None = None,
    source_ip: str | None = None,
) -> dict[str, Any]:
    """Invoke function `name` with events/api/<event_file>, changing the caller, body (as text, a
    JSON value or raw bytes sent base64-encoded as API Gateway does), headers, path parameters
    or query string; returns the raw Lambda response."""
    event = copy.deepcopy(load_event(f"api/{event_file}"))
    if owner is None:
        event["requestContext"].pop("authorizer")
    else:
        event["requestContext"]["authorizer"]["jwt"]["claims"]["sub"] = owner
    if body is not None:
        event["body"] = body if isinstance(body, str) else json.dumps(body)
    if base64_body is not None:
        event["body"], event["isBase64Encoded"] = base64.b64encode(base64_body).decode(), True
    event["headers"].update(headers or {})
    if source_ip is not None:
        event["requestContext"]["http"]["sourceIp"] = source_ip
    for key, value in (path or {}).items():
        if key not in event.get("pathParameters", {}):
            continue  # the route has no such parameter
        old = event["pathParameters"][key]
        event["rawPath"] = event["rawPath"].replace(old, value)
        event["requestContext"]["http"]["path"] = event["rawPath"]
        event["pathParameters"][key] = value
    if query is not None:
        event["queryStringParameters"] = query
        event["rawQueryString"] = "&".join(f"{k}={v}" for k, v in query.items())
    response: dict[str, Any] = function(name).handler(event, lambda_context(name))
    return response


def call(name: str, event_file: str, **changes: Any) -> tuple[int, Any]:
    """`invoke` with the same changes, returning (status, decoded JSON body or None)."""
    response = invoke(name, event_file, **changes)
    text = response.get("body")
    return response["statusCode"], json.loads(text) if text else None
