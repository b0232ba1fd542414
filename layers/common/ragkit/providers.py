"""The OpenAI client shared by the embedding and answering providers, and its error mapping."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING

from ragkit.errors import ConfigurationError, RateLimited, TimedOut, Unavailable
from ragkit.log import logger
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
