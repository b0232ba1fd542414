"""Powertools observability for the whole package: one logger (structured JSON), one tracer
(X-Ray subsegments; off outside Lambda, and never recording return values, which hold document
text) and metrics in CloudWatch's embedded format (the namespace comes from
POWERTOOLS_METRICS_NAMESPACE, set in template.yaml).

The service name comes from POWERTOOLS_SERVICE_NAME (set per function in template.yaml)."""

import os
from collections.abc import Callable
from typing import Any, TypeVar

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.metrics import MetricUnit, single_metric
from aws_lambda_powertools.metrics.functions import is_metrics_disabled

__all__ = ["MetricUnit", "logger", "record_metric", "tracer"]

F = TypeVar("F", bound=Callable[..., Any])


class _Untraced:
    """The tracer's two decorators as no-ops: outside Lambda, or with POWERTOOLS_TRACE_DISABLED,
    traces go nowhere, and building a Tracer imports the X-Ray SDK and botocore (measured:
    ~0.2 s and ~20 MB of every cold start of the tests, the local stack and the benchmarks)."""

    def capture_lambda_handler(self, *, capture_response: bool = True) -> Callable[[F], F]:
        return _unchanged

    def capture_method(self, *, capture_response: bool = True) -> Callable[[F], F]:
        return _unchanged


def _unchanged(function: F) -> F:
    return function


def _tracing() -> bool:
    disabled = os.environ.get("POWERTOOLS_TRACE_DISABLED", "false").lower() in {"1", "true"}
    return bool(os.environ.get("AWS_LAMBDA_FUNCTION_NAME")) and not disabled


logger = Logger()
tracer: Tracer | _Untraced = Tracer() if _tracing() else _Untraced()


def record_metric(
    name: str,
    *,
    dimension: tuple[str, str] | None = None,
    value: float = 1,
    unit: MetricUnit = MetricUnit.Count,
) -> None:
    """One value, flushed at once (no handler decorator needed); nothing when Powertools'
    POWERTOOLS_METRICS_DISABLED (or POWERTOOLS_DEV) is set, as the tests, the benchmarks and the
    local stack do: its output would only be noise on stdout there."""
    if is_metrics_disabled():
        return
    namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "ragkit")
    with single_metric(name=name, unit=unit, value=value, namespace=namespace) as metric:
        if dimension is not None:
            metric.add_dimension(name=dimension[0], value=dimension[1])
