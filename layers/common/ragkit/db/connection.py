"""One connection per warm Lambda container, reconnected when it breaks.

`prepare_threshold=None` disables server-side prepared statements: behind RDS Proxy they pin the
connection, and a generic plan of the hybrid search statement was seen to drop the HNSW index."""

from __future__ import annotations

import json
import threading
from functools import lru_cache
from urllib.parse import quote

import psycopg
from pgvector.psycopg import register_vector

from ragkit.errors import ConfigurationError, Unavailable
from ragkit.log import logger
from ragkit.settings import Settings, get_settings


class _PerThread(threading.local):
    # One connection per thread: a Lambda container has one; the local server has several.
    connection: psycopg.Connection | None = None


_state = _PerThread()


@lru_cache(maxsize=1)
def _url_from_secret(secret_arn: str, host_override: str | None) -> str:
    import boto3  # in the Lambda runtime already; imported here because only this path needs it

    secret = json.loads(
        boto3.client("secretsmanager").get_secret_value(SecretId=secret_arn)["SecretString"]
    )
    user, password = quote(secret["username"]), quote(secret["password"])
    host = host_override or secret["host"]
    port, dbname = secret.get("port", 5432), secret.get("dbname", "ragkit")
    return f"postgresql://{user}:{password}@{host}:{port}/{dbname}?sslmode=require"


def database_url(settings: Settings | None = None) -> str:
    settings = settings or get_settings()
    if settings.database_url:
        return settings.database_url
    if settings.db_secret_arn:
        return _url_from_secret(settings.db_secret_arn, settings.db_host)
    raise ConfigurationError("DATABASE_URL or DB_SECRET_ARN must be set")


def connect(
    url: str | None = None, *, with_vector: bool = True, statement_timeout_ms: int | None = None
) -> psycopg.Connection:
    """A connection whose statements are cancelled after DB_STATEMENT_TIMEOUT_MS (a start-up
    option, not a session SET, which would pin RDS Proxy connections; behind the proxy the
    template's InitQuery sets the same limit)."""
    settings = get_settings()
    timeout = (
        settings.db_statement_timeout_ms if statement_timeout_ms is None else statement_timeout_ms
    )
    try:
        conn = psycopg.connect(
            url or database_url(settings),
            autocommit=True,
            prepare_threshold=None,
            connect_timeout=settings.db_connect_timeout_s,
            options=f"-c statement_timeout={timeout}",
        )
    except psycopg.OperationalError as exc:
        logger.exception("database connection failed")
        raise Unavailable("the database is unreachable") from exc
    if with_vector:
        register_vector(conn)
    return conn


def get_connection() -> psycopg.Connection:
    """The container's connection; a closed or broken one is replaced.

    A new connection first checks that the database holds vectors of the configured model."""
    current = _state.connection
    if current is None or current.closed or current.broken:
        from ragkit.db.migrate import check_embedding_model

        conn = connect()
        settings = get_settings()
        check_embedding_model(
            conn,
            model=settings.resolved_embedding_model,
            dimensions=settings.resolved_embedding_dimensions,
        )
        _state.connection = current = conn
    return current


def reset_connection() -> None:
    """Close the container's connection (tests and settings changes)."""
    if _state.connection is not None and not _state.connection.closed:
        _state.connection.close()
    _state.connection = None


def migrate_configured_database() -> list[str]:
    """Apply migrations to the configured database for the configured embedding model."""
    from ragkit.db.migrate import migrate

    settings = get_settings()
    with connect(with_vector=False, statement_timeout_ms=0) as conn:  # index builds take long
        return migrate(
            conn,
            model=settings.resolved_embedding_model,
            dimensions=settings.resolved_embedding_dimensions,
        )
