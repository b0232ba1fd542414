"""The OpenAPI document of the whole API, generated from the routers into `api/openapi.json`
(committed; the projects function serves that file).

Powertools documents validation failures as 422 with its own body; this API answers 400 and
every other failure with one error shape, so the document says that instead."""

from __future__ import annotations

import json
from typing import Any

from ragkit.api.app import create_app
from ragkit.api.routes import chat, projects, upload

TITLE = "ragkit API"
VERSION = "0.1.0"

_ERRORS = {
    400: "The request is invalid (field details in `details`)",
    401: "Missing or invalid credentials",
    404: "No such resource, or it belongs to another owner",
    409: "Conflicts with the current state",
    413: "Over a size or quota limit",
    415: "Unsupported file type",
    429: "Rate limited by the model provider",
    503: "The database or a provider is unavailable",
    504: "The request ran out of time",
}
_ERROR_SCHEMA = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message", "details"],
            "properties": {
                "code": {"type": "string"},
                "message": {"type": "string"},
                "details": {"type": "array", "items": {"type": "object"}},
            },
        }
    },
}


def _with_error_responses(document: dict[str, Any]) -> dict[str, Any]:
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    schemas.pop("HTTPValidationError", None)
    schemas.pop("ValidationError", None)
    schemas["Error"] = _ERROR_SCHEMA
    error = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
    for operations in document["paths"].values():
        for operation in operations.values():
            responses = operation["responses"]
            responses.pop("422", None)
            if "204" in responses:  # no content means no body, not a JSON `null`
                responses["204"] = {"description": "No content"}
            for status, description in _ERRORS.items():
                responses.setdefault(str(status), {"description": description, **error})
    return document


def openapi_json() -> str:
    app = create_app(projects.router, upload.router, chat.router)
    document = json.loads(
        app.get_openapi_json_schema(title=TITLE, version=VERSION, openapi_version="3.1.0")
    )
    return json.dumps(_with_error_responses(document), indent=2) + "\n"


if __name__ == "__main__":
    print(openapi_json(), end="")
