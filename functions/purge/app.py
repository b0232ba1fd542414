"""The scheduled purge of deleted documents and projects (see ragkit/retention.py)."""

from dataclasses import asdict
from typing import Any

from aws_lambda_powertools.utilities.typing import LambdaContext

from ragkit import runtime
from ragkit.log import logger, tracer
from ragkit.retention import purge


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return asdict(purge(runtime.connection(), runtime.store(), runtime.settings()))
