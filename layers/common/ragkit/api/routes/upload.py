"""Routes of the `upload` function: register files (presigned POST) or web pages; reprocess."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Body

from ragkit import runtime, uploads
from ragkit.api.app import Project
from ragkit.schemas import UploadAccepted, UploadRequest, UploadUrl

router = Router()


@router.post(
    "/projects/<project_id>/documents",
    status_code=201,
    summary="Register a file upload (presigned POST) or a web page URL",
)
def create_document(
    project_id: UUID, body: Annotated[UploadRequest, Body()], scope: Project
) -> UploadAccepted:
    if isinstance(body, UploadUrl):
        return uploads.register_url(
            scope.conn, project_id, body, runtime.store(), runtime.settings()
        )
    return uploads.register_file(scope.conn, project_id, body, runtime.store(), runtime.settings())


@router.post(
    "/projects/<project_id>/documents/<document_id>/reprocess",
    status_code=202,
    summary="Run ingestion of a document again",
)
def reprocess_document(project_id: UUID, document_id: UUID, scope: Project) -> UploadAccepted:
    return uploads.reprocess(scope.conn, project_id, document_id, runtime.store())
