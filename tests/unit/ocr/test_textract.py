"""The Textract provider: its calls against moto's Textract, its parsing and pagination on
responses of the documented shape, and its errors in the pipeline's classes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from botocore.exceptions import ClientError, EndpointConnectionError
from moto import mock_aws
from moto.textract.models import TextractBackend

from ragkit.deadline import Deadline
from ragkit.errors import ExtractionError, RateLimited, TimeBudgetExceeded, Unavailable
from ragkit.ingest.extract import extract
from ragkit.ocr import OcrLine, OcrReader, create_ocr_engine
from ragkit.ocr.textract import TextractOcr, lines_by_page
from ragkit.settings import Settings
from tests.support import files

REGION = "eu-west-1"


def _line(text: str, confidence: float, page: int = 1) -> dict[str, Any]:
    """A LINE block as DetectDocumentText and GetDocumentTextDetection return it."""
    return {
        "BlockType": "LINE",
        "Confidence": confidence,
        "Text": text,
        "Page": page,
        "Geometry": {"BoundingBox": {"Width": 0.5, "Height": 0.02, "Left": 0.1, "Top": 0.1}},
        "Id": f"line-{page}-{text[:8]}",
        "Relationships": [{"Type": "CHILD", "Ids": ["w1"]}],
    }


PAGE_BLOCK = {"BlockType": "PAGE", "Page": 1, "Id": "page-1"}
WORD_BLOCK = {"BlockType": "WORD", "Text": "Night", "Confidence": 99.1, "Page": 1, "Id": "w1"}


@pytest.fixture
def textract(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("AWS_DEFAULT_REGION", REGION)
    with mock_aws():
        yield boto3.client("textract", region_name=REGION)


def test_a_page_goes_to_detect_document_text(
    textract: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocks = [PAGE_BLOCK, _line("Night buses run every 30 minutes.", 99.2), WORD_BLOCK]
    monkeypatch.setattr(TextractBackend, "BLOCKS", blocks)
    engine = TextractOcr(Settings(), client=textract)
    assert engine.read_page(b"%PDF-1.7 one page") == [
        OcrLine("Night buses run every 30 minutes.", 0.992)
    ]


def test_a_scanned_pdf_is_read_through_textract(
    textract: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(TextractBackend, "BLOCKS", [_line("Sick leave needs a note.", 97.0)])
    settings = Settings(ocr_provider="textract")
    reader = OcrReader(TextractOcr(settings, client=textract), settings)
    data = files.mixed_pdf(
        ["A page with a real text layer about the annual leave of staff.", files.scan("", 72)]
    )
    result = extract(data, "mixed.pdf", settings, reader)
    assert [(block.page, block.text.strip()) for block in result.blocks][1] == (
        2,
        "Sick leave needs a note.",
    )
    assert (result.ocr_pages, result.ocr_confidence) == (1, 0.97)


def test_a_multi_page_tiff_is_read_by_an_asynchronous_job(
    textract: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocks = [_line("first page", 95.0, 1), _line("third page", 90.0, 3)]
    monkeypatch.setattr(TextractBackend, "BLOCKS", blocks)
    engine = TextractOcr(Settings(bucket_name="docs"), client=textract)
    pages = list(engine.read_image_pages(b"II*\x00", "projects/p/d/fax.tiff", Deadline.never()))
    assert pages == [[OcrLine("first page", 0.95)], [], [OcrLine("third page", 0.9)]]


def test_a_failed_job_fails_the_document_with_textracts_reason(
    textract: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(TextractBackend, "JOB_STATUS", "FAILED")
    engine = TextractOcr(Settings(), client=textract)
    with pytest.raises(ExtractionError, match="Textract could not read the image"):
        list(engine.read_image_pages(b"II*\x00", "projects/p/d/fax.tiff", Deadline.never()))


def test_a_job_still_running_at_the_deadline_fails_with_the_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    recorded = RecordedTextract([{"JobStatus": "IN_PROGRESS"}])
    engine = TextractOcr(Settings(), client=recorded)
    with pytest.raises(TimeBudgetExceeded, match="invocation's time"):
        list(engine.read_image_pages(b"II*\x00", "projects/p/d/fax.tiff", Deadline(0.0)))


def test_an_unknown_job_is_a_permanent_failure(textract: Any) -> None:
    engine = TextractOcr(Settings(), client=textract)
    with pytest.raises(ExtractionError, match="InvalidJobIdException"):
        engine._job_blocks("no-such-job", give_up_at=float("inf"))


class RecordedTextract:
    """Replays GetDocumentTextDetection responses recorded in the documented shape: moto does
    not paginate, Textract does (NextToken, at most 1,000 blocks a response)."""

    def __init__(self, responses: list[dict[str, Any]]) -> None:
        self.responses = responses
        self.requests: list[dict[str, Any]] = []

    def start_document_text_detection(self, **request: Any) -> dict[str, Any]:
        self.requests.append(request)
        return {"JobId": "job-1"}

    def get_document_text_detection(self, **request: Any) -> dict[str, Any]:
        self.requests.append(request)
        return self.responses.pop(0)


def test_results_are_followed_through_every_page_of_the_response(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("ragkit.ocr.textract._POLL_S", 0.0)
    recorded = RecordedTextract(
        [
            {"JobStatus": "IN_PROGRESS"},
            {"JobStatus": "SUCCEEDED", "Blocks": [_line("one", 99.0, 1)], "NextToken": "t-2"},
            {"JobStatus": "SUCCEEDED", "Blocks": [_line("two", 98.0, 2)]},
        ]
    )
    engine = TextractOcr(Settings(bucket_name="docs"), client=recorded)
    pages = list(engine.read_image_pages(b"II*\x00", "projects/p/d/scan.tiff", Deadline.never()))
    assert pages == [[OcrLine("one", 0.99)], [OcrLine("two", 0.98)]]
    start, *gets = recorded.requests
    assert start == {
        "DocumentLocation": {"S3Object": {"Bucket": "docs", "Name": "projects/p/d/scan.tiff"}}
    }
    assert [get.get("NextToken") for get in gets] == [None, None, "t-2"]


def test_lines_are_grouped_by_page_in_reading_order() -> None:
    blocks = [PAGE_BLOCK, _line("a", 90.0, 2), WORD_BLOCK, _line("b", 80.0, 1), _line("c", 70.0, 2)]
    assert lines_by_page(blocks) == {
        2: [OcrLine("a", 0.9), OcrLine("c", 0.7)],
        1: [OcrLine("b", 0.8)],
    }


class Failing:
    def __init__(self, error: Exception) -> None:
        self.error = error

    def detect_document_text(self, **_request: Any) -> dict[str, Any]:
        raise self.error


def _client_error(code: str) -> ClientError:
    return ClientError({"Error": {"Code": code, "Message": "recorded"}}, "DetectDocumentText")


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (_client_error("ThrottlingException"), RateLimited),
        (_client_error("ProvisionedThroughputExceededException"), RateLimited),
        (_client_error("UnsupportedDocumentException"), ExtractionError),
        (_client_error("BadDocumentException"), ExtractionError),
        (EndpointConnectionError(endpoint_url="https://textract"), Unavailable),
    ],
)
def test_errors_become_the_pipelines_classes(error: Exception, expected: type[Exception]) -> None:
    engine = TextractOcr(Settings(), client=Failing(error))
    with pytest.raises(expected):
        engine.read_page(b"\x89PNG")


def test_the_provider_is_chosen_by_setting(textract: Any) -> None:
    assert isinstance(create_ocr_engine(Settings(ocr_provider="textract")), TextractOcr)
    assert create_ocr_engine(Settings(ocr_provider="none")) is None
