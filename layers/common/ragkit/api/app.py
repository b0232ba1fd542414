"""Resolver factory shared by the API functions: validation, CORS, errors, the caller's owner id."""

from __future__ import annotations

from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, cast
from uuid import UUID

import psycopg
from aws_lambda_powertools.event_handler import (
    APIGatewayHttpResolver,
    CORSConfig,
    Response,
    content_types,
)
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.utilities.data_classes import APIGatewayProxyEventV2

from ragkit.db import projects
from ragkit.db.connection import get_connection
from ragkit.errors import RagError, Unauthorized, Unavailable
from ragkit.log import logger
from ragkit.settings import get_settings

_DEV_PREFIX = "Bearer dev-"
_MAX_OWNER_CHARS = 128


def error_response(
    status: int, code: str, message: str, details: list[Any] | None = None
) -> Response[Any]:
    return Response(
        status_code=status,
        content_type=content_types.APPLICATION_JSON,
        body={"error": {"code": code, "message": message, "details": details or []}},
    )


def _field_errors(exc: RequestValidationError) -> list[dict[str, str]]:
    details = []
    for error in exc.errors():
        location = [str(part) for part in error.get("loc", ()) if part not in ("body",)]
        details.append({"field": ".".join(location), "message": str(error.get("msg", "invalid"))})
    return details


def create_app(*routers: Router) -> APIGatewayHttpResolver:
    settings = get_settings()
    app = APIGatewayHttpResolver(
        enable_validation=True,
        cors=CORSConfig(
            allow_origin=settings.cors_allow_origin,
            max_age=600,
            allow_headers=["Authorization", "Content-Type"],
        ),
    )
    for router in routers:
        app.include_router(router)

    @app.exception_handler(RagError)
    def _known(exc: RagError) -> Response[Any]:
        if exc.status_code >= HTTPStatus.INTERNAL_SERVER_ERROR:
            logger.error("request failed", extra={"code": exc.code}, exc_info=exc)
        return error_response(exc.status_code, exc.code, exc.message, exc.details)

    @app.exception_handler(RequestValidationError)
    def _invalid(exc: RequestValidationError) -> Response[Any]:
        return error_response(400, "validation_error", "the request is invalid", _field_errors(exc))

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


def caller(app: APIGatewayHttpResolver | Router) -> str:
    """The owner id: the `sub` claim the API Gateway JWT authorizer verified, or, in development
    mode only, the name in `Authorization: Bearer dev-<owner>`."""
    event = cast(APIGatewayProxyEventV2, app.current_event)
    subject = event.request_context.authorizer.jwt_claim.get("sub")
    if subject:
        return str(subject)
    if get_settings().auth_dev_mode:
        header = event.headers.get("authorization", "")
        owner = header.removeprefix(_DEV_PREFIX) if header.startswith(_DEV_PREFIX) else ""
        if (
            owner
            and len(owner) <= _MAX_OWNER_CHARS
            and owner.replace("-", "").replace("_", "").isalnum()
        ):
            return f"dev-{owner}"
    raise Unauthorized("missing or invalid credentials")


def owned_project(app: APIGatewayHttpResolver | Router, project_id: UUID) -> OwnedProject:
    """The caller's project, or 404 (also when it belongs to someone else), with the connection."""
    conn, owner = get_connection(), caller(app)
    return OwnedProject(conn, owner, projects.require(conn, owner, project_id))


@dataclass(frozen=True, slots=True)
class OwnedProject:
    conn: psycopg.Connection
    owner: str
    project: projects.ProjectSummary
