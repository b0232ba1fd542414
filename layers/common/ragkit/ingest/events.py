"""S3 notifications as SQS delivers them, parsed with Powertools' pydantic models."""

from __future__ import annotations

import json
from urllib.parse import unquote_plus

from aws_lambda_powertools.utilities.parser import parse
from aws_lambda_powertools.utilities.parser.models import S3Model

from ragkit.ingest.pipeline import Ingestor, IngestResult
from ragkit.log import logger


def handle_notification(body: str, ingestor: Ingestor) -> list[IngestResult]:
    """Process one SQS message body holding an S3 event notification."""
    payload = json.loads(body)
    if payload.get("Event") == "s3:TestEvent":  # S3 sends one when notifications are configured
        logger.info("S3 test event ignored")
        return []
    event = parse(event=payload, model=S3Model)
    results = []
    for record in event.Records:
        s3_object = record.s3.object or record.s3.get_object
        if s3_object is None:
            continue
        key = unquote_plus(s3_object.key)  # S3 URL-encodes keys in notifications
        if record.eventName.startswith("ObjectRemoved"):
            results.append(ingestor.object_removed(key))
        elif record.eventName.startswith("ObjectCreated"):
            size = s3_object.size
            results.append(ingestor.object_created(key, int(size) if size is not None else None))
        else:
            logger.info("S3 event ignored", extra={"event_name": record.eventName, "key": key})
    return results
