"""Amazon Textract text detection, the OCR of the AWS deployment (no OCR models in the layer).

A page that needs OCR is sent on its own to the synchronous DetectDocumentText (a one-page PDF cut
by pypdf, or the image itself): only the pages without a text layer are paid for, and each call
returns within seconds, so the invocation's deadline is checked between pages. Only a multi-page
TIFF, which the synchronous API refuses and the layer cannot split, goes to the asynchronous
StartDocumentTextDetection, read straight from the bucket and polled until the deadline."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ragkit.deadline import Deadline
from ragkit.errors import ExtractionError, RateLimited, TimeBudgetExceeded, Unavailable
from ragkit.ocr.engine import OcrLine
from ragkit.settings import Settings

_TRANSIENT_CODES = {
    "ThrottlingException",
    "ProvisionedThroughputExceededException",
    "LimitExceededException",
    "InternalServerError",
    "ServiceUnavailableException",
}
_POLL_S = 2.0
_ASYNC_TIMEOUT_S = 240.0  # at most, even without a deadline (the process function has 300 s)


class TextractOcr:
    name = "textract"

    def __init__(self, settings: Settings, client: Any = None) -> None:
        self.bucket = settings.bucket_name
        self._client = client or _client()

    def read_page(self, page: bytes) -> list[OcrLine]:
        with _errors():
            response = self._client.detect_document_text(Document={"Bytes": page})
        return lines_by_page(response.get("Blocks", [])).get(1, [])

    def read_image_pages(
        self, image: bytes, key: str | None, deadline: Deadline
    ) -> Iterator[list[OcrLine]]:
        if key is None:
            raise ExtractionError("a multi-page image can only be read from the bucket")
        pages = self._detect_async(key, min(deadline.at, time.monotonic() + _ASYNC_TIMEOUT_S))
        for number in range(1, max(pages, default=0) + 1):
            yield pages.get(number, [])

    def _detect_async(self, key: str, give_up_at: float) -> dict[int, list[OcrLine]]:
        with _errors():
            job = self._client.start_document_text_detection(
                DocumentLocation={"S3Object": {"Bucket": self.bucket, "Name": key}}
            )
        blocks = self._job_blocks(job["JobId"], give_up_at)
        return lines_by_page(blocks)

    def _job_blocks(self, job_id: str, give_up_at: float) -> list[dict[str, Any]]:
        """Every block of a finished job, following NextToken through the result pages."""
        blocks: list[dict[str, Any]] = []
        token: str | None = None
        while True:
            request: dict[str, Any] = {"JobId": job_id, "MaxResults": 1000}
            if token:
                request["NextToken"] = token
            with _errors():
                response = self._client.get_document_text_detection(**request)
            status = response.get("JobStatus")
            if status == "IN_PROGRESS":
                if time.monotonic() + _POLL_S > give_up_at:
                    raise TimeBudgetExceeded(
                        "Textract did not finish reading the image within the invocation's time"
                    )
                time.sleep(_POLL_S)
                continue
            if status == "FAILED":
                raise ExtractionError(
                    f"Textract could not read the image: {response.get('StatusMessage', status)}"
                )
            blocks += response.get("Blocks", [])
            token = response.get("NextToken")
            if not token:
                return blocks


def lines_by_page(blocks: list[dict[str, Any]]) -> dict[int, list[OcrLine]]:
    """LINE blocks grouped by page, in reading order, confidence scaled to 0–1."""
    pages: dict[int, list[OcrLine]] = defaultdict(list)
    for block in blocks:
        if block.get("BlockType") == "LINE" and block.get("Text"):
            line = OcrLine(block["Text"], float(block.get("Confidence", 0.0)) / 100)
            pages[int(block.get("Page", 1))].append(line)
    return dict(pages)


def _client() -> Any:
    import boto3
    from botocore.config import Config

    config = Config(connect_timeout=5, read_timeout=60, retries={"mode": "adaptive"})
    return boto3.client("textract", config=config)


@contextmanager
def _errors() -> Iterator[None]:
    """Textract's errors as the pipeline's classes: throttling and outages are retried by SQS,
    a document Textract refuses fails once with its reason."""
    from botocore.exceptions import BotoCoreError, ClientError

    try:
        yield
    except ClientError as exc:
        error = exc.response.get("Error", {})
        code, message = error.get("Code", ""), error.get("Message", "")
        if code in _TRANSIENT_CODES:
            raise RateLimited(f"Textract is busy ({code})") from exc
        raise ExtractionError(f"Textract refused the page ({code}: {message})") from exc
    except BotoCoreError as exc:
        raise Unavailable(f"Textract is unreachable ({type(exc).__name__})") from exc
