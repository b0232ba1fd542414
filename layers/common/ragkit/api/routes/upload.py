"""Routes of the `upload` function: register files (presigned POST) or web pages; reprocess."""

from __future__ import annotations

from uuid import UUID

from aws_lambda_powertools.event_handler.api_gateway import Router

from ragkit import uploads
from ragkit.api.app import owned_project
from ragkit.schemas import UploadAccepted, UploadFile, UploadUrl
from ragkit.settings import get_settings
from ragkit.storage import ObjectStore

router = Router()


@router.post(
    "/projects/<project_id>/documents",
    status_code=201,
    summary="Register a file upload (presigned POST) or a web page URL",
)
def create_document(project_id: UUID, body: UploadFile | UploadUrl) -> UploadAccepted:
    conn = owned_project(router, project_id).conn
    if isinstance(body, UploadUrl):
        return uploads.register_url(conn, project_id, body, ObjectStore())
    return uploads.register_file(conn, project_id, body, ObjectStore(), get_settings())


@router.post(
    "/projects/<project_id>/documents/<document_id>/reprocess",
    status_code=202,
    summary="Run ingestion of a document again",
)
def reprocess_document(project_id: UUID, document_id: UUID) -> UploadAccepted:
    conn = owned_project(router, project_id).conn
    return uploads.reprocess(conn, project_id, document_id, ObjectStore())
