"""schemathesis over every route of the API's OpenAPI document, through the real handlers.

The document is the one the API serves (a test keeps it equal to `openapi.json`). A WSGI shim
turns each generated request into the API Gateway event the local server builds and calls the
function's handler in-process, as an authenticated owner (the JWT authorizer's claims). Half the
generated project ids are replaced by the owner's real project, so requests reach the code
behind the 404. Every response must be a declared status with a body that matches the
document; no 5xx."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import positive_data_acceptance
from schemathesis.specs.openapi.checks import unsupported_method

from devstack.server import Request, api_event, routes_from_template
from tests.conftest import ROOT, make_project
from tests.support.api import function, lambda_context

OWNER = "fuzzer"
PROJECT = uuid.UUID("22222222-2222-4222-8222-222222222222")
ROUTES = routes_from_template(ROOT / "template.yaml")


def lambda_wsgi(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    path, method = environ["PATH_INFO"], environ["REQUEST_METHOD"]
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(length) if length else b""
    headers = {
        k[5:].replace("_", "-").lower(): v for k, v in environ.items() if k.startswith("HTTP_")
    }
    if environ.get("CONTENT_TYPE"):
        headers["content-type"] = environ["CONTENT_TYPE"]
    query = environ.get("QUERY_STRING", "")
    for route in ROUTES:
        match = route.pattern.match(path)
        if match and method == route.method:
            target = path + (f"?{query}" if query else "")
            event = api_event(Request(method, target, headers, body, "127.0.0.1"), route, match)
            event["requestContext"]["authorizer"] = {"jwt": {"claims": {"sub": OWNER}}}
            response = function(route.function).handler(event, lambda_context(route.function))
            data = (response.get("body") or "").encode()
            start_response(f"{response['statusCode']} X", list(response["headers"].items()))
            return [data]
    start_response("404 Not Found", [("Content-Type", "application/json")])
    return [b'{"error": {"code": "not_found", "message": "no such route", "details": []}}']


schema = schemathesis.openapi.from_wsgi("/openapi.json", lambda_wsgi)


@pytest.fixture(scope="module")
def owned_project(database_url: str) -> Iterator[uuid.UUID]:
    from ragkit.db.connection import connect

    with connect(database_url) as conn:
        conn.execute("DELETE FROM projects WHERE id = %s", (PROJECT,))
        make_project(conn, OWNER, "fuzzed", PROJECT)
    yield PROJECT


@pytest.mark.db
@schema.parametrize()
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
def test_no_server_errors_and_responses_match_the_document(
    case: schemathesis.Case[Any], owned_project: uuid.UUID, s3: Any
) -> None:
    if "project_id" in (case.path_parameters or {}) and hash(repr(case.body)) % 2:
        case.path_parameters["project_id"] = str(owned_project)
    # API Gateway itself answers 404 to a method a path does not route, never 405; and a
    # schema-valid request may still break a rule JSON Schema cannot state (pageFrom <= pageTo,
    # a content type that matches the extension, a cursor this API issued): 4xx, not 2xx.
    case.call_and_validate(excluded_checks=[unsupported_method, positive_data_acceptance])
