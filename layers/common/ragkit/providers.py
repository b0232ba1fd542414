"""What every model provider shares (the invocation's deadline, a circuit breaker per provider),
and the OpenAI client used by the embedding and answering providers with its error mapping."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import TYPE_CHECKING

from ragkit.deadline import Deadline
from ragkit.errors import ConfigurationError, RateLimited, TimedOut, Unavailable
from ragkit.log import logger, record_metric
from ragkit.settings import Settings

if TYPE_CHECKING:
    from openai import OpenAI


@lru_cache(maxsize=4)
def _secret_value(secret_arn: str) -> str:
    import boto3

    return str(boto3.client("secretsmanager").get_secret_value(SecretId=secret_arn)["SecretString"])


def openai_api_key(settings: Settings) -> str:
    if settings.openai_api_key is not None:
        return settings.openai_api_key.get_secret_value()
    if settings.openai_api_key_secret_arn:
        return _secret_value(settings.openai_api_key_secret_arn)
    if settings.openai_base_url:
        return "not-needed"  # local OpenAI-compatible servers accept any key
    raise ConfigurationError("OPENAI_API_KEY or OPENAI_API_KEY_SECRET_ARN must be set")


def openai_client(settings: Settings) -> OpenAI:
    from openai import OpenAI

    # The client retries 429/5xx/timeouts itself, with exponential backoff and jitter.
    return OpenAI(
        api_key=openai_api_key(settings),
        base_url=settings.openai_base_url,
        timeout=settings.openai_timeout_s,
        max_retries=settings.openai_max_retries,
    )


_INVOCATION_DEADLINE: ContextVar[Deadline | None] = ContextVar("invocation_deadline", default=None)
_ANSWER_MARGIN_S = 1.0  # left after a provider call to build and send the response


@contextmanager
def invocation_deadline(deadline: Deadline) -> Iterator[None]:
    """Provider calls made inside share `deadline`: their timeouts and retries come from it."""
    token = _INVOCATION_DEADLINE.set(deadline)
    try:
        yield
    finally:
        _INVOCATION_DEADLINE.reset(token)


def fitted_to_deadline(what: str, timeout_s: float, retries: int) -> tuple[float, int]:
    """A call's timeout and retries cut to fit in the invocation's remaining time, so the
    function answers (504) before its own timeout instead of being killed mid-call."""
    deadline = _INVOCATION_DEADLINE.get()
    if deadline is None or math.isinf(deadline.at):  # no limit: the configured values
        return timeout_s, retries
    remaining = deadline.remaining_s() - _ANSWER_MARGIN_S
    if remaining <= 0:
        raise TimedOut(f"no time left to call the {what} provider")
    timeout = min(timeout_s, remaining)
    return timeout, max(0, min(retries, int(remaining // timeout) - 1))


def _within_deadline(client: OpenAI, settings: Settings, what: str) -> OpenAI:
    timeout, retries = fitted_to_deadline(
        what, settings.openai_timeout_s, settings.openai_max_retries
    )
    if (timeout, retries) == (settings.openai_timeout_s, settings.openai_max_retries):
        return client
    return client.with_options(timeout=timeout, max_retries=retries)


class CircuitBreaker:
    """Per provider: after N consecutive failures (outage, 5xx, timeout) calls fail at once with
    503 for a cool-down, instead of each request waiting out its timeouts; then one probe call
    is let through (half-open), whose outcome closes or reopens the circuit."""

    def __init__(self, what: str, failures: int, cooldown_s: float) -> None:
        self.what, self.threshold, self.cooldown_s = what, failures, cooldown_s
        self.failures, self.opened_at, self.probing = 0, 0.0, False
        self._lock = threading.Lock()

    def before_call(self) -> None:
        with self._lock:
            if self.failures < self.threshold:
                return
            wait = self.opened_at + self.cooldown_s - time.monotonic()
            if wait > 0 or self.probing:
                raise Unavailable(
                    f"the {self.what} provider is failing; calls resume in {max(wait, 1):.0f} s"
                )
            self.probing = True
            logger.info("provider circuit half-open", extra={"provider": self.what})

    def succeeded(self) -> None:
        with self._lock:
            if self.failures >= self.threshold:
                logger.info("provider circuit closed", extra={"provider": self.what})
            self.failures, self.probing = 0, False

    def failed(self) -> None:
        with self._lock:
            self.failures += 1
            self.probing = False
            if self.failures >= self.threshold:
                self.opened_at = time.monotonic()
                logger.warning("provider circuit open", extra={"provider": self.what})
                record_metric("ProviderCircuitOpen", dimension=("provider", self.what))


_BREAKERS: dict[str, CircuitBreaker] = {}


def reset_circuit_breakers() -> None:
    """Forget every provider's failures (tests; a new container starts with none)."""
    _BREAKERS.clear()


def circuit_breaker(what: str, settings: Settings) -> CircuitBreaker:
    if what not in _BREAKERS:
        _BREAKERS[what] = CircuitBreaker(
            what, settings.provider_breaker_failures, settings.provider_breaker_cooldown_s
        )
    return _BREAKERS[what]


@contextmanager
def guarded(
    what: str, settings: Settings, errors: Callable[[str], AbstractContextManager[None]]
) -> Iterator[None]:
    """One call to a provider through its circuit breaker, its failures mapped by `errors`."""
    breaker = circuit_breaker(what, settings)
    breaker.before_call()
    try:
        with errors(what):
            yield
    except (Unavailable, TimedOut):
        breaker.failed()
        raise
    breaker.succeeded()


@contextmanager
def provider_call(what: str, client: OpenAI, settings: Settings) -> Iterator[OpenAI]:
    """One call to the OpenAI provider: through its circuit breaker, within the invocation's
    deadline, with its failures mapped to our errors."""
    with guarded(what, settings, provider_errors):
        yield _within_deadline(client, settings, what)


@contextmanager
def provider_errors(what: str) -> Iterator[None]:
    """Map the provider's failures to our errors (429, 504, 503); details go to the log only."""
    import openai

    try:
        yield
    except openai.RateLimitError as exc:
        logger.warning("provider rate limit", extra={"what": what, "error": str(exc)})
        raise RateLimited(
            f"the {what} provider is rate limiting requests; try again later"
        ) from exc
    except openai.APITimeoutError as exc:
        logger.warning("provider timeout", extra={"what": what})
        raise TimedOut(f"the {what} provider did not answer in time") from exc
    except (openai.APIConnectionError, openai.InternalServerError) as exc:
        logger.warning("provider unreachable", extra={"what": what, "error": str(exc)})
        raise Unavailable(f"the {what} provider is unavailable") from exc
    except openai.APIStatusError as exc:
        logger.error("provider error", extra={"what": what, "status": exc.status_code})
        raise Unavailable(f"the {what} provider rejected the request") from exc
