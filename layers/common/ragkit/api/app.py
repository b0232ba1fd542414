"""Resolver factory shared by the API functions: validation, CORS, errors, the caller's owner id."""

from __future__ import annotations

import base64
import binascii
import ipaddress
import json
from collections.abc import Mapping
from dataclasses import dataclass
from http import HTTPStatus
from typing import Annotated, Any, cast
from uuid import UUID

import psycopg
from aws_lambda_powertools.event_handler import (
    APIGatewayHttpResolver,
    CORSConfig,
    Response,
    content_types,
)
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.depends import Depends
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.event_handler.middlewares import NextMiddleware
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.event_handler.request import Request
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEventV2

from ragkit import runtime
from ragkit.db import projects
from ragkit.deadline import Deadline
from ragkit.errors import RagError, Unauthorized, Unavailable, ValidationFailed, error_body
from ragkit.log import logger
from ragkit.providers import invocation_deadline

_DEV_PREFIX = "Bearer dev-"
_MAX_OWNER_CHARS = 128


def error_response(
    status: int, code: str, message: str, details: list[Any] | None = None
) -> Response[Any]:
    return Response(
        status_code=status,
        content_type=content_types.APPLICATION_JSON,
        body=error_body(code, message, details),
    )


def no_content() -> Response[None]:
    """A 204 with no body at all (a route returning None would send the JSON text `null`)."""
    return Response(status_code=HTTPStatus.NO_CONTENT, body=None)


_UNION_TAGS = {"file", "url"}  # schemas.UploadRequest's branches, which no client sends


def _field_errors(exc: RequestValidationError) -> list[dict[str, str]]:
    details = []
    for error in exc.errors():
        location = [str(part) for part in error.get("loc", ())]
        if location[:1] == ["body"]:
            location = location[1:]
        if len(location) > 1 and location[0] in _UNION_TAGS:  # a tagged union's branch
            location = location[1:]
        details.append({"field": ".".join(location), "message": str(error.get("msg", "invalid"))})
    return details


def _body_text(event: Mapping[str, Any]) -> str:
    raw = event.get("body")
    if not event.get("isBase64Encoded"):
        return str(raw)
    try:
        return base64.b64decode(str(raw), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError) as exc:
        raise ValidationFailed("the request body is not UTF-8 text") from exc


def check_json_body(event: Mapping[str, Any]) -> None:
    """Every body this API reads is JSON: anything else is refused with the reason, before
    Powertools' parsers see it (they fail with 500s on a multipart type without a boundary, on
    a type they do not know, on bytes that are not UTF-8, on JSON nested past Python's
    recursion limit)."""
    if event.get("body") is None:
        return
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    media_type = (headers.get("content-type") or "").split(";")[0].strip().lower()
    if media_type not in {"", "application/json"}:
        raise ValidationFailed(
            f"send the body as JSON (Content-Type: application/json), not {media_type}"
        )
    try:
        json.loads(_body_text(event))
    except RecursionError as exc:
        raise ValidationFailed("the JSON body is nested too deeply") from exc
    except ValueError:
        pass  # invalid JSON: request validation answers with the parser's position


class Resolver(APIGatewayHttpResolver):
    """Powertools' HTTP API resolver, with the body checked before its parsers run."""

    def resolve(self, event: Mapping[str, Any], context: Any) -> dict[str, Any]:
        try:
            check_json_body(event)
        except ValidationFailed as exc:
            origin = (event.get("headers") or {}).get("origin")
            cors = self._cors.to_dict(origin) if self._cors else {}
            return {
                "statusCode": exc.status_code,
                "headers": {"Content-Type": "application/json", **cors},
                "body": json.dumps(error_body(exc.code, exc.message)),
                "isBase64Encoded": False,
            }
        # Provider calls share the invocation's remaining time (see providers.invocation_deadline)
        with invocation_deadline(Deadline.of_invocation(context, margin_s=0)):
            return super().resolve(event, context)


def create_app(*routers: Router) -> Resolver:
    settings = runtime.settings()
    app = Resolver(
        enable_validation=True,
        cors=CORSConfig(
            allow_origin=settings.cors_allow_origin,
            max_age=600,
            allow_headers=["Authorization", "Content-Type"],
        ),
    )
    app.use(middlewares=[reject_unknown_query_parameters])
    for router in routers:
        app.include_router(router)

    @app.exception_handler(RagError)
    def _known(exc: RagError) -> Response[Any]:
        if exc.status_code >= HTTPStatus.INTERNAL_SERVER_ERROR:
            logger.error("request failed", extra={"code": exc.code}, exc_info=exc)
        return error_response(exc.status_code, exc.code, exc.message, exc.details)

    @app.exception_handler(RequestValidationError)
    def _invalid(exc: RequestValidationError) -> Response[Any]:
        details = _field_errors(exc)
        named = "; ".join(
            f"{d['field']}: {d['message']}" if d["field"] else d["message"] for d in details[:3]
        )
        message = f"the request is invalid: {named}" if named else "the request is invalid"
        return error_response(400, "validation_error", message, details)

    @app.exception_handler(psycopg.errors.QueryCanceled)
    def _database_slow(exc: psycopg.errors.QueryCanceled) -> Response[Any]:
        logger.warning("statement timeout", extra={"error": str(exc)})
        return error_response(504, "timeout", "the database did not answer in time")

    @app.exception_handler(psycopg.OperationalError)
    def _database_down(exc: psycopg.OperationalError) -> Response[Any]:
        logger.exception("database unavailable")
        return error_response(503, Unavailable.code, "the database is unavailable")

    @app.not_found
    def _no_route(exc: NotFoundError) -> Response[Any]:
        return error_response(404, "not_found", "no such route")

    @app.exception_handler(Exception)
    def _unexpected(exc: Exception) -> Response[Any]:
        logger.exception("unhandled error")  # details stay in the logs, never in the response
        return error_response(500, "internal_error", "internal error")

    return app


def reject_unknown_query_parameters(
    app: Resolver, next_middleware: NextMiddleware
) -> Response[Any]:
    """A misspelt parameter (`?delted=true`) is a 400 naming it, not silently a different
    answer: the route's declared query parameters are the only ones accepted."""
    route = app.context.get("_route")
    if route is not None:
        known = {field.alias for field in route.dependant.query_params}
        sent = app.current_event.query_string_parameters or {}
        unknown = sorted(name for name in sent if name not in known)
        if unknown:
            raise ValidationFailed(
                f"unknown query parameter {unknown[0]!r}",
                [{"field": name, "issue": "not a parameter of this route"} for name in unknown],
            )
    return next_middleware(app)


def current_owner(request: Request) -> str:
    """The owner id (a Powertools dependency of every route): the `sub` claim the API Gateway
    JWT authorizer verified, or, in development mode only and only from this machine, the name
    in `Authorization: Bearer dev-<owner>`."""
    event = cast(APIGatewayProxyEventV2, request.resolved_event)
    subject = event.request_context.authorizer.jwt_claim.get("sub")
    if subject:
        return str(subject)
    if runtime.settings().auth_dev_mode and _from_loopback(event):
        header = event.headers.get("authorization", "")
        owner = header.removeprefix(_DEV_PREFIX) if header.startswith(_DEV_PREFIX) else ""
        if (
            owner
            and len(owner) <= _MAX_OWNER_CHARS
            and owner.replace("-", "").replace("_", "").isalnum()
        ):
            return f"dev-{owner}"
    raise Unauthorized("missing or invalid credentials")


def _from_loopback(event: APIGatewayProxyEventV2) -> bool:
    try:
        return ipaddress.ip_address(event.request_context.http.source_ip).is_loopback
    except ValueError:
        return False


def owned_project(request: Request, owner: Annotated[str, Depends(current_owner)]) -> OwnedProject:
    """The caller's project named by the path, or 404 (also when it belongs to someone else),
    with the connection: a Powertools dependency of every route under /projects/{project_id}."""
    try:
        project_id = UUID(str(request.path_parameters.get("project_id", "")))
    except ValueError as exc:
        raise ValidationFailed(
            "project_id must be a UUID", [{"field": "project_id", "issue": "not a UUID"}]
        ) from exc
    conn = runtime.connection()
    return OwnedProject(conn, owner, projects.require(conn, owner, project_id))


Owner = Annotated[str, Depends(current_owner)]


@dataclass(frozen=True, slots=True)
class OwnedProject:
    conn: psycopg.Connection
    owner: str
    project: projects.ProjectSummary


Project = Annotated[OwnedProject, Depends(owned_project)]
