"""S3 notifications (through SQS) → ingestion. One bad record never fails the batch."""

from typing import Any

from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from ragkit import runtime
from ragkit.deadline import Deadline
from ragkit.ingest.events import handle_notification
from ragkit.log import logger, tracer
from ragkit.providers import invocation_deadline

# Report every failed message rather than raising when all fail: SQS retries just those.
processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)


def record_handler(record: SQSRecord, lambda_context: LambdaContext | None = None) -> None:
    # Powertools passes the invocation's context (named so) to the handler: its remaining time
    # bounds the work, so a document fails with a reason rather than the function timing out.
    deadline = Deadline.of_invocation(lambda_context, runtime.settings().deadline_margin_s)
    try:
        with invocation_deadline(deadline):
            handle_notification(record.body, runtime.ingestor(deadline))
    except Exception:
        logger.exception(
            "message failed; SQS will deliver it again", extra={"message_id": record.message_id}
        )
        raise


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return dict(
        process_partial_response(
            event=event, record_handler=record_handler, processor=processor, context=context
        )
    )
