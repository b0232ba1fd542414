"""S3 notifications as SQS delivers them, validated with a pydantic model of the fields we use.

Powertools' S3Model requires fields we never read (userIdentity, requestParameters, …), which
S3-compatible stores (MinIO, moto) leave out; our model asks for what ingestion needs only."""

from __future__ import annotations

import json
from urllib.parse import unquote_plus

from pydantic import BaseModel, Field

from ragkit.ingest.pipeline import Ingestor, IngestResult
from ragkit.log import logger


class _S3Object(BaseModel):
    key: str
    size: int | None = None


class _S3Entity(BaseModel):
    object: _S3Object


class _S3Record(BaseModel):
    event_name: str = Field(alias="eventName")
    s3: _S3Entity


class S3Notification(BaseModel):
    records: list[_S3Record] = Field(alias="Records")


def handle_notification(body: str, ingestor: Ingestor) -> list[IngestResult]:
    """Process one SQS message body holding an S3 event notification."""
    payload = json.loads(body)
    if payload.get("Event") == "s3:TestEvent":  # S3 sends one when notifications are configured
        logger.info("S3 test event ignored")
        return []
    results = []
    for record in S3Notification.model_validate(payload).records:
        key = unquote_plus(record.s3.object.key)  # S3 URL-encodes keys in notifications
        if record.event_name.startswith("ObjectRemoved"):
            results.append(ingestor.object_removed(key))
        elif record.event_name.startswith("ObjectCreated"):
            results.append(ingestor.object_created(key, record.s3.object.size))
        else:
            logger.info("S3 event ignored", extra={"event_name": record.event_name, "key": key})
    return results
