"""The scheduled reliability sweep (see ragkit/ingest/sweep.py)."""

from dataclasses import asdict
from typing import Any

from aws_lambda_powertools.utilities.typing import LambdaContext

from ragkit import runtime
from ragkit.ingest.sweep import sweep
from ragkit.log import logger, tracer


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return asdict(sweep(runtime.connection(), runtime.store(), runtime.settings()))
