"""The `projects` function: HTTP API routes (see ragkit/api/routes/projects.py)."""

from typing import Any

from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.utilities.typing import LambdaContext

from ragkit.api.app import create_app
from ragkit.api.routes.projects import router
from ragkit.log import logger, tracer

app = create_app(router)


@logger.inject_lambda_context(correlation_id_path=correlation_paths.API_GATEWAY_HTTP)
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return app.resolve(event, context)
