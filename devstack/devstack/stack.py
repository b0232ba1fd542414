"""The whole backend on one machine, offline: embedded PostgreSQL, moto S3+SQS in server mode,
the HTTP API on the same handler functions, and an SQS poller that feeds `process`."""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from devstack.database import ensure_database, start_embedded
from ragkit import runtime
from ragkit.log import logger

ROOT = Path(os.environ.get("RAGKIT_ROOT") or Path(__file__).resolve().parents[2])
QUEUE = "ragkit-ingest"
REGION = "us-east-1"


# Environments per function: enough for a page's parallel calls; each one is a process.
POOL_SIZES = {"process": 1, "sweep": 1, "purge": 1}
DEFAULT_POOL_SIZE = 4
SWEEP_EVERY_S = 60


class PortInUse(Exception):
    pass


def local_environment(s3_url: str, database_url: str, api_url: str) -> dict[str, str]:
    """The settings every local process uses (offline defaults; OpenAI only when a key is set).
    CORS answers only the page's own origin: no other site's page may call the local API."""
    return {
        "CORS_ALLOW_ORIGIN": api_url,
        "AWS_ACCESS_KEY_ID": os.environ.get("AWS_ACCESS_KEY_ID", "local"),
        "AWS_SECRET_ACCESS_KEY": os.environ.get("AWS_SECRET_ACCESS_KEY", "local"),
        "AWS_DEFAULT_REGION": REGION,
        "S3_ENDPOINT_URL": s3_url,
        "DATABASE_URL": database_url,
        "AUTH_DEV_MODE": "true",
        "BUCKET_NAME": os.environ.get("BUCKET_NAME", "rag-documents"),
        "POWERTOOLS_SERVICE_NAME": "ragkit-local",
        "POWERTOOLS_LOG_LEVEL": os.environ.get("POWERTOOLS_LOG_LEVEL", "WARNING"),
        "POWERTOOLS_METRICS_DISABLED": os.environ.get("POWERTOOLS_METRICS_DISABLED", "true"),
    }


@dataclass
class LocalStack:
    api_port: int = 3000
    s3_port: int = 3001
    data_dir: Path = field(default_factory=lambda: ROOT / ".local")
    api_url: str = ""
    s3_url: str = ""
    _moto: Any = None
    _server: Any = None
    _pg: Any = None
    _pools: dict[str, Any] = field(default_factory=dict)
    _health: dict[str, Any] = field(default_factory=dict)
    _stop: threading.Event = field(default_factory=threading.Event)
    _threads: list[threading.Thread] = field(default_factory=list)

    def start(self) -> LocalStack:
        self._pg, admin = start_embedded(self.data_dir / "pg")
        database_url = ensure_database(admin, "ragkit")
        from devstack.server import function_timeouts, serve

        template = ROOT / "template.yaml"
        try:
            self._server = serve(self.api_port, template, self._pools, self._health)
        except OSError as exc:
            raise PortInUse(
                f"port {self.api_port} is in use (is `ragctl up` already running?); "
                "choose another with --port (make dev PORT=...)"
            ) from exc
        self.api_port = self._server.server_address[1]
        self.api_url = f"http://127.0.0.1:{self.api_port}"
        self._start_moto()
        os.environ.update(local_environment(self.s3_url, database_url, self.api_url))
        logger.setLevel(os.environ["POWERTOOLS_LOG_LEVEL"])
        self._reset_caches()
        from ragkit.db.connection import migrate_configured_database

        migrate_configured_database()
        timeouts = function_timeouts(template)
        self._create_bucket_and_queue(visibility_s=int(timeouts["process"]) + 30)
        self._start_pools(timeouts)
        self._health.update(status="ok", s3=self.s3_url, root=str(ROOT))
        self._spawn(self._server.serve_forever)
        self._spawn(self._poll_queue)
        self._spawn(self._sweep_periodically)
        return self

    def _start_pools(self, timeouts: dict[str, float]) -> None:
        from devstack.environments import FunctionPool

        for name, timeout_s in timeouts.items():
            if name == "migrate":  # the stack migrates its database itself when it starts
                continue
            size = POOL_SIZES.get(name, DEFAULT_POOL_SIZE)
            self._pools[name] = FunctionPool(ROOT, name, timeout_s=timeout_s, size=size)
            self._pools[name].prewarm()  # the processes import in parallel while we go on

    def stop(self) -> None:
        self._stop.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        for thread in self._threads:
            thread.join(timeout=5)
        for pool in self._pools.values():
            pool.stop()
        if self._moto is not None:
            self._moto.stop()

    def _spawn(self, target: Any) -> None:
        thread = threading.Thread(target=target, daemon=True)
        thread.start()
        self._threads.append(thread)

    def _start_moto(self) -> None:
        from moto.server import ThreadedMotoServer

        logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no line per S3 request
        self._moto = ThreadedMotoServer(ip_address="127.0.0.1", port=self.s3_port, verbose=False)
        self._moto.start()
        self.s3_port = self._moto._server.server_address[1]
        self.s3_url = f"http://127.0.0.1:{self.s3_port}"

    @staticmethod
    def _reset_caches() -> None:

        runtime.reset()

    def _sqs(self) -> Any:
        import boto3

        return boto3.client("sqs", endpoint_url=self.s3_url, region_name=REGION)

    def _create_bucket_and_queue(self, visibility_s: int) -> None:
        from ragkit.settings import get_settings
        from ragkit.storage import s3_client

        bucket = get_settings().bucket_name
        s3 = s3_client()
        s3.create_bucket(Bucket=bucket)
        s3.put_bucket_cors(
            Bucket=bucket,
            CORSConfiguration={
                "CORSRules": [
                    {
                        "AllowedMethods": ["POST", "GET"],
                        "AllowedOrigins": ["*"],
                        "AllowedHeaders": ["*"],
                    }
                ]
            },
        )
        sqs = self._sqs()
        self.queue_url = sqs.create_queue(
            QueueName=QUEUE, Attributes={"VisibilityTimeout": str(visibility_s)}
        )["QueueUrl"]
        self.queue_arn = sqs.get_queue_attributes(
            QueueUrl=self.queue_url, AttributeNames=["QueueArn"]
        )["Attributes"]["QueueArn"]
        events = ["s3:ObjectCreated:*", "s3:ObjectRemoved:*"]
        s3.put_bucket_notification_configuration(
            Bucket=bucket,
            NotificationConfiguration={
                "QueueConfigurations": [{"QueueArn": self.queue_arn, "Events": events}]
            },
        )

    def _poll_queue(self) -> None:
        """Deliver S3 notifications to `process` as Lambda's SQS integration does: in batches,
        deleting what succeeded and leaving failures to come back after the visibility timeout."""
        from devstack.environments import InvocationError

        sqs = self._sqs()
        while not self._stop.is_set():
            try:
                messages = sqs.receive_message(
                    QueueUrl=self.queue_url,
                    MaxNumberOfMessages=5,
                    WaitTimeSeconds=1,
                    AttributeNames=["All"],
                ).get("Messages", [])
            except Exception:
                time.sleep(0.2)
                continue
            if not messages:
                continue
            event = {"Records": [self._lambda_record(m) for m in messages]}
            try:
                response = self._pools["process"].invoke(event)
            except (
                InvocationError
            ):  # as in Lambda: the batch comes back after the visibility timeout
                logger.exception("process invocation failed")
                continue
            failed = {f["itemIdentifier"] for f in response.get("batchItemFailures", [])}
            for message in messages:
                if message["MessageId"] not in failed:
                    sqs.delete_message(
                        QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"]
                    )

    def _sweep_periodically(self) -> None:
        """What the template's schedules do in AWS (the sweep every 5 minutes, the purge every
        hour), both once a minute here."""
        from devstack.environments import InvocationError

        while not self._stop.wait(SWEEP_EVERY_S):
            for name in ("sweep", "purge"):
                try:
                    self._pools[name].invoke(
                        {"source": "aws.events", "detail-type": "Scheduled Event"}
                    )
                except InvocationError:
                    logger.exception("scheduled invocation failed", extra={"function": name})

    def _lambda_record(self, message: dict[str, Any]) -> dict[str, Any]:
        return {
            "messageId": message["MessageId"],
            "receiptHandle": message["ReceiptHandle"],
            "body": message["Body"],
            "attributes": message.get("Attributes", {}),
            "messageAttributes": {},
            "md5OfBody": message.get("MD5OfBody", ""),
            "eventSource": "aws:sqs",
            "eventSourceARN": self.queue_arn,
            "awsRegion": REGION,
        }


STATE = ROOT / ".local" / "stack.json"  # where `ragctl up` records the stack it runs


def record_stack(api_url: str) -> None:
    """Record the address of the stack this process runs, for `ragctl` commands to find."""
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps({"api": api_url, "pid": os.getpid()}) + "\n")


def forget_stack() -> None:
    try:
        if json.loads(STATE.read_text()).get("pid") == os.getpid():
            STATE.unlink()
    except (OSError, ValueError):
        pass


def recorded_stack() -> str | None:
    """The address `ragctl up` recorded, if it still answers as this checkout's stack."""
    try:
        api_url = str(json.loads(STATE.read_text())["api"])
    except (OSError, ValueError, KeyError):
        return None
    try:
        return api_url if running_stack(api_url) else None
    except ForeignStack:
        return None


def running_stack(api_url: str) -> dict[str, Any] | None:
    """The health document of a stack already serving at `api_url`, if any. A stack of another
    checkout (or anything else answering there) is refused rather than silently used."""
    import urllib.request

    try:
        with urllib.request.urlopen(f"{api_url}/_local/health", timeout=0.5) as response:  # noqa: S310
            health: dict[str, Any] = json.loads(response.read())
    except (OSError, ValueError):
        return None
    if health.get("root") != str(ROOT):
        raise ForeignStack(
            f"{api_url} is not this checkout's stack (it serves "
            f"{health.get('root', 'something else')}); stop it or pass --api"
        )
    return health


class ForeignStack(Exception):
    pass
