"""One Powertools logger for the whole package, so every module logs structured JSON, and
metrics in CloudWatch's embedded format (the namespace comes from POWERTOOLS_METRICS_NAMESPACE,
set in template.yaml).

The service name comes from POWERTOOLS_SERVICE_NAME (set per function in template.yaml)."""

import os

from aws_lambda_powertools import Logger
from aws_lambda_powertools.metrics import MetricUnit, single_metric

logger = Logger()


def record_metric(name: str, *, dimension: tuple[str, str] | None = None, value: float = 1) -> None:
    """One count, flushed at once (no handler decorator needed)."""
    namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "ragkit")
    with single_metric(
        name=name, unit=MetricUnit.Count, value=value, namespace=namespace
    ) as metric:
        if dimension is not None:
            metric.add_dimension(name=dimension[0], value=dimension[1])
