"""Database migrations: invoked once after each deploy (README "Deploy"); idempotent, under an
advisory lock, so a second invocation applies nothing."""

from typing import Any

from aws_lambda_powertools.utilities.typing import LambdaContext

from ragkit.db.connection import migrate_configured_database
from ragkit.log import logger, tracer


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, list[str]]:
    applied = migrate_configured_database()
    logger.info("migrations applied", extra={"applied": applied})
    return {"applied": applied}
