"""Routes of the `projects` function: projects and their documents."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Query

from ragkit import runtime
from ragkit.api.app import Owner, Project, no_content
from ragkit.db import documents, projects
from ragkit.schemas import (
    CreateProject,
    DocumentOut,
    ProjectList,
    ProjectOut,
)
from ragkit.storage import project_prefix

router = Router()


def _project_out(row: projects.ProjectSummary) -> ProjectOut:
    return ProjectOut(
        id=row.id,
        name=row.name,
        created_at=row.created_at,
        document_count=row.document_count,
        chunk_count=row.chunk_count,
        embedding_model=runtime.settings().resolved_embedding_model,
    )


@router.post("/projects", status_code=201, summary="Create a project")
def create_project(body: CreateProject, owner: Owner) -> ProjectOut:
    conn = runtime.connection()
    row = projects.create(conn, owner, body.name)
    return _project_out(projects.require(conn, row.owner_id, row.id))


@router.get("/projects", summary="List the caller's projects")
def list_projects(
    owner: Owner,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
) -> ProjectList:
    rows, next_cursor = projects.page(runtime.connection(), owner, limit, cursor)
    return ProjectList(items=[_project_out(r) for r in rows], next_cursor=next_cursor)


@router.get("/projects/<project_id>", summary="Get a project")
def get_project(project_id: UUID, scope: Project) -> ProjectOut:
    return _project_out(scope.project)


@router.delete(
    "/projects/<project_id>", status_code=204, summary="Delete a project, its rows and its files"
)
def delete_project(project_id: UUID, scope: Project) -> Response[None]:
    runtime.store().delete_prefix(project_prefix(project_id))
    projects.delete(scope.conn, scope.owner, project_id)
    return no_content()


@router.get("/projects/<project_id>/documents", summary="List a project's documents")
def list_documents(project_id: UUID, scope: Project) -> list[DocumentOut]:
    return [DocumentOut.from_row(row) for row in documents.in_project(scope.conn, project_id)]


@router.get("/projects/<project_id>/documents/<document_id>", summary="Get a document's status")
def get_document(project_id: UUID, document_id: UUID, scope: Project) -> DocumentOut:
    return DocumentOut.from_row(documents.require(scope.conn, project_id, document_id))


@router.delete(
    "/projects/<project_id>/documents/<document_id>",
    status_code=204,
    summary="Delete a document, its chunks and its file",
)
def delete_document(project_id: UUID, document_id: UUID, scope: Project) -> Response[None]:
    document = documents.require(scope.conn, project_id, document_id)
    runtime.store().delete(document.s3_key)
    documents.delete(scope.conn, document_id)
    return no_content()


@router.get("/openapi.json", summary="This API's OpenAPI document")
def openapi_document() -> dict[str, object]:
    """The committed document (`make openapi` writes it; a test keeps it equal to the routes):
    read, not regenerated, so this function never imports the other functions' routes."""
    import json
    from importlib import resources

    text = (resources.files("ragkit.api") / "openapi.json").read_text()
    document: dict[str, object] = json.loads(text)
    return document
