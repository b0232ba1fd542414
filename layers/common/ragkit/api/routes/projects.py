"""Routes of the `projects` function: projects and their documents."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Query

from ragkit import retention, runtime
from ragkit.api.app import Owner, Project, no_content
from ragkit.db import documents, projects, runs
from ragkit.ingest.reconcile import reconcile
from ragkit.schemas import (
    CreateProject,
    DocumentList,
    DocumentOut,
    IngestionRunList,
    IngestionRunOut,
    ProjectList,
    ProjectOut,
    StartIngestionRun,
    UpdateProject,
)
from ragkit.storage import project_prefix

_DELETED = "the recycle bin instead: deleted items, restorable until DELETE_RETENTION_DAYS pass"

router = Router()


def _project_out(row: projects.ProjectSummary) -> ProjectOut:
    return ProjectOut(
        id=row.id,
        name=row.name,
        created_at=row.created_at,
        document_count=row.document_count,
        chunk_count=row.chunk_count,
        embedding_model=runtime.settings().resolved_embedding_model,
        language=row.language,
        deleted_at=row.deleted_at,
    )


@router.post("/projects", status_code=201, summary="Create a project")
def create_project(body: CreateProject, owner: Owner) -> ProjectOut:
    conn = runtime.connection()
    row = projects.create(conn, owner, body.name, body.language)
    return _project_out(projects.require(conn, row.owner_id, row.id))


@router.patch("/projects/<project_id>", summary="Change a project's default language")
def update_project(project_id: UUID, body: UpdateProject, owner: Owner) -> ProjectOut:
    conn = runtime.connection()
    projects.set_language(conn, owner, project_id, body.language)
    return _project_out(projects.require(conn, owner, project_id))


@router.get("/projects", summary="List the caller's projects")
def list_projects(
    owner: Owner,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
    deleted: Annotated[bool, Query(description=_DELETED)] = False,
) -> ProjectList:
    rows, next_cursor = projects.page(runtime.connection(), owner, limit, cursor, deleted=deleted)
    return ProjectList(items=[_project_out(r) for r in rows], next_cursor=next_cursor)


@router.get("/projects/<project_id>", summary="Get a project")
def get_project(project_id: UUID, scope: Project) -> ProjectOut:
    return _project_out(scope.project)


@router.delete(
    "/projects/<project_id>",
    status_code=204,
    summary="Delete a project (restorable until DELETE_RETENTION_DAYS pass, then purged)",
)
def delete_project(project_id: UUID, owner: Owner) -> Response[None]:
    retention.delete_project(
        runtime.connection(), runtime.store(), runtime.settings(), owner, project_id
    )
    return no_content()


@router.post("/projects/<project_id>/restore", summary="Restore a deleted project")
def restore_project(project_id: UUID, owner: Owner) -> ProjectOut:
    conn = runtime.connection()
    projects.restore(conn, owner, project_id)
    return _project_out(projects.require(conn, owner, project_id))


@router.get("/projects/<project_id>/documents", summary="List a project's documents")
def list_documents(
    project_id: UUID,
    scope: Project,
    limit: Annotated[int, Query(ge=1, le=100)] = 100,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
    deleted: Annotated[bool, Query(description=_DELETED)] = False,
) -> DocumentList:
    rows, next_cursor = documents.page(scope.conn, project_id, limit, cursor, deleted=deleted)
    return DocumentList(items=[DocumentOut.from_row(r) for r in rows], next_cursor=next_cursor)


@router.get("/projects/<project_id>/documents/<document_id>", summary="Get a document's status")
def get_document(project_id: UUID, document_id: UUID, scope: Project) -> DocumentOut:
    return DocumentOut.from_row(documents.require(scope.conn, project_id, document_id))


@router.delete(
    "/projects/<project_id>/documents/<document_id>",
    status_code=204,
    summary="Delete a document (out of search at once; restorable until DELETE_RETENTION_DAYS)",
)
def delete_document(project_id: UUID, document_id: UUID, scope: Project) -> Response[None]:
    retention.delete_document(
        scope.conn, runtime.store(), runtime.settings(), project_id, document_id
    )
    return no_content()


@router.post(
    "/projects/<project_id>/documents/<document_id>/restore",
    summary="Restore a deleted document, searchable again at once",
)
def restore_document(project_id: UUID, document_id: UUID, scope: Project) -> DocumentOut:
    row = retention.restore_document(scope.conn, runtime.settings(), project_id, document_id)
    return DocumentOut.from_row(row)


@router.post(
    "/projects/<project_id>/ingestion-runs",
    status_code=202,
    summary="Reconcile the bucket with the project: ingest new and changed files, delete gone ones",
)
def start_ingestion_run(
    project_id: UUID, body: StartIngestionRun, scope: Project
) -> IngestionRunOut:
    run_id = reconcile(scope.conn, runtime.store(), project_id, body.prefix)
    run = runs.require(scope.conn, project_id, run_id)
    return IngestionRunOut.from_row(run, project_prefix(project_id), report=True)


@router.get(
    "/projects/<project_id>/ingestion-runs",
    summary="A project's ingestion runs (bulk drops and reconciliations), newest first",
)
def list_ingestion_runs(
    project_id: UUID,
    scope: Project,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
) -> IngestionRunList:
    rows, next_cursor = runs.page(scope.conn, project_id, limit, cursor)
    prefix = project_prefix(project_id)
    return IngestionRunList(
        items=[IngestionRunOut.from_row(r, prefix) for r in rows], next_cursor=next_cursor
    )


@router.get(
    "/projects/<project_id>/ingestion-runs/<run_id>",
    summary="An ingestion run's report: counts by outcome, failures with reasons, pending files",
)
def get_ingestion_run(project_id: UUID, run_id: UUID, scope: Project) -> IngestionRunOut:
    run = runs.require(scope.conn, project_id, run_id)
    return IngestionRunOut.from_row(run, project_prefix(project_id), report=True)


@router.get("/openapi.json", summary="This API's OpenAPI document")
def openapi_document() -> dict[str, object]:
    """The committed document (`make openapi` writes it; a test keeps it equal to the routes):
    read, not regenerated, so this function never imports the other functions' routes."""
    import json
    from importlib import resources

    text = (resources.files("ragkit.api") / "openapi.json").read_text()
    document: dict[str, object] = json.loads(text)
    return document
