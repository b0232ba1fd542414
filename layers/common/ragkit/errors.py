"""The error hierarchy. Each error knows its HTTP status and stable error code; its message is safe
to show to a client (nothing internal goes in it)."""

from __future__ import annotations

from typing import Any


def error_body(code: str, message: str, details: list[Any] | None = None) -> dict[str, Any]:
    """The one error shape of every response: `{"error": {"code", "message", "details"}}`."""
    return {"error": {"code": code, "message": message, "details": details or []}}


# Error codes of documents the reliability sweep fails (nothing raises them: no class of their own).
UPLOAD_NEVER_ARRIVED = "upload_never_arrived"
PROCESSING_STOPPED = "processing_stopped"
SWEEP_CODES = frozenset({UPLOAD_NEVER_ARRIVED, PROCESSING_STOPPED})


class RagError(Exception):
    status_code = 500
    code = "internal_error"

    def __init__(self, message: str, details: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details or []


class ValidationFailed(RagError):
    status_code = 400
    code = "validation_error"


class Unauthorized(RagError):
    status_code = 401
    code = "unauthorized"


class NotFound(RagError):
    status_code = 404
    code = "not_found"


class Conflict(RagError):
    status_code = 409
    code = "conflict"


class TooLarge(RagError):
    status_code = 413
    code = "too_large"


class UnsupportedType(RagError):
    status_code = 415
    code = "unsupported_type"


class RateLimited(RagError):
    status_code = 429
    code = "rate_limited"


class Unavailable(RagError):
    status_code = 503
    code = "unavailable"


class TimedOut(RagError):
    status_code = 504
    code = "timeout"


class ConfigurationError(RagError):
    """The deployment is misconfigured (e.g. a database built for another embedding model)."""

    status_code = 500
    code = "configuration_error"


class ExtractionError(RagError):
    """A document cannot be turned into text; the message becomes the document's error_message."""

    status_code = 422
    code = "extraction_failed"


class TimeBudgetExceeded(RagError):
    """The invocation's time ran out: the same document would run out again."""

    status_code = 422
    code = "time_budget_exceeded"


class QuotaExceeded(RagError):
    """The project is at one of its quotas (documents, bytes, chunks): nothing was stored."""

    status_code = 413
    code = "quota_exceeded"
