"""The scheduled sweep: no document waits for ever (ragkit/ingest/sweep.py), big projects get a
vector graph of their own (ragkit/ingest/promote.py), and chunks stored before migration 0016
get their place words (ragkit/db/chunks.py), with the time left."""

from dataclasses import asdict
from typing import Any

from aws_lambda_powertools.utilities.typing import LambdaContext

from ragkit import runtime
from ragkit.db.chunks import place_older_chunks
from ragkit.deadline import Deadline
from ragkit.ingest.promote import promote_big_projects
from ragkit.ingest.sweep import sweep
from ragkit.log import logger, tracer


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    settings, conn = runtime.settings(), runtime.connection()
    report = asdict(sweep(conn, runtime.store(), settings))
    deadline = Deadline.of_invocation(context, settings.deadline_margin_s)
    graphs = promote_big_projects(conn, settings, deadline)
    return {**report, "graphs": asdict(graphs), "placed": place_older_chunks(conn, deadline)}
