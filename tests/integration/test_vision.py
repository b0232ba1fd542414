"""Pictures described by a vision model (VISION_PROVIDER): the local OCR first, then Bedrock's
Converse with an image block (botocore's Stubber checks the request against the service model)
or OpenAI's image input (a local OpenAI-compatible server); the description is stored as the
model's words and found by search; limits, refusals and errors leave the document with what
OCR found and the reason."""

from __future__ import annotations

import io
import uuid
from typing import Any

import psycopg
import pytest
from botocore.stub import ANY
from PIL import Image, ImageDraw

from ragkit.db import documents
from ragkit.embeddings import Embedder
from ragkit.errors import ExtractionError
from ragkit.ingest.extract import extract
from ragkit.ingest.pipeline import Ingestor
from ragkit.ocr import OcrEngine, OcrReader, create_ocr_engine
from ragkit.ocr.vision import BedrockDescriber, OpenAIDescriber, create_describer
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project
from tests.support import files
from tests.support.bedrock import converse_reply, stubbed
from tests.support.corpus import searched
from tests.support.openai_server import fake_openai

CHART = "A bar chart of ferry passengers per quarter: Q1 1,200, Q2 3,400, Q3 5,100, Q4 900."


@pytest.fixture(scope="module")
def engine() -> OcrEngine:
    built = create_ocr_engine(Settings(ocr_provider="local"))
    assert built is not None
    return built


def _chart(fmt: str = "PNG", size: tuple[int, int] = (400, 300)) -> bytes:
    """Bars without a word on them: OCR finds nothing."""
    image = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(image)
    for i, height in enumerate((60, 170, 255, 45)):
        draw.rectangle((40 + i * 90, 290 - height, 100 + i * 90, 290), fill="navy")
    buffer = io.BytesIO()
    image.save(buffer, fmt)
    return buffer.getvalue()


def _settings(**overrides: object) -> Settings:
    values: dict[str, object] = {
        "ocr_provider": "local",
        "vision_provider": "bedrock",
        "bedrock_region": "us-east-1",
    }
    return Settings(**(values | overrides))  # type: ignore[arg-type]


def _describes_a_png(stub: Any) -> None:
    """Nova Lite is sent one PNG and the prompt, and replies with CHART."""
    picture = {"image": {"format": "png", "source": {"bytes": ANY}}}
    expected = {
        "modelId": "amazon.nova-lite-v1:0",
        "messages": [{"role": "user", "content": [picture, {"text": ANY}]}],
        "inferenceConfig": {"maxTokens": 400, "temperature": 0},
    }
    stub.add_response("converse", converse_reply(text=CHART), expected)


def _reader(engine: OcrEngine, settings: Settings) -> OcrReader:
    return OcrReader(engine, settings, describer=create_describer(settings))


def test_a_picture_without_text_is_described_as_the_models_words(engine: OcrEngine) -> None:
    settings = _settings()
    with stubbed("bedrock-runtime", settings) as stub:
        _describes_a_png(stub)
        result = extract(_chart(), "ferries.png", settings, _reader(engine, settings))
    assert [(b.text.strip(), b.described_by) for b in result.blocks] == [
        (CHART, "amazon.nova-lite-v1:0")
    ]
    assert (result.described_pages, result.description_note) == (1, None)


def test_a_refusal_leaves_what_ocr_found_and_the_reason(engine: OcrEngine) -> None:
    settings = _settings()
    scan = files.image_bytes([files.scan("Ferry times", 200)], "PNG")
    with stubbed("bedrock-runtime", settings) as stub:
        stub.add_response("converse", converse_reply(text="No.", stop="content_filtered"))
        result = extract(scan, "times.png", settings, _reader(engine, settings))
    assert [b.described_by for b in result.blocks] == [None]
    assert "ferry" in result.blocks[0].text.lower()
    assert result.described_pages == 0
    assert result.description_note is not None
    assert "declined to describe" in result.description_note


def test_a_throttled_model_and_no_text_fail_with_both_reasons(engine: OcrEngine) -> None:
    settings = _settings()
    with stubbed("bedrock-runtime", settings) as stub:
        stub.add_client_error("converse", service_error_code="ThrottlingException")
        with pytest.raises(ExtractionError, match=r"no legible text.*rate limiting"):
            extract(_chart(), "ferries.png", settings, _reader(engine, settings))


@pytest.mark.parametrize(
    ("overrides", "picture", "reason"),
    [
        ({"vision_max_image_bytes": 1000}, _chart(), "bytes; the limit is 1,000"),
        ({"vision_max_side_px": 300}, _chart(), "400 px a side; the limit is 300"),
        ({"vision_max_pages": 0}, _chart(), "VISION_MAX_PAGES"),
    ],
)
def test_a_picture_beyond_the_bounds_is_not_sent(
    engine: OcrEngine, overrides: dict[str, object], picture: bytes, reason: str
) -> None:
    settings = _settings(**overrides)
    reader = _reader(engine, settings)
    with stubbed("bedrock-runtime", settings), pytest.raises(ExtractionError, match=reason):
        extract(picture, "big.png", settings, reader)  # the stub has no reply: nothing is sent
    assert reader.described == 0


def test_openai_reads_the_picture_as_image_input(engine: OcrEngine) -> None:
    with fake_openai() as server:
        server.chat_answer = CHART
        settings = _settings(vision_provider="openai", openai_base_url=server.url)
        describer = create_describer(settings)
        assert isinstance(describer, OpenAIDescriber) and describer.model == "gpt-4o-mini"
        result = extract(_chart(), "ferries.png", settings, _reader(engine, settings))
        content = server.requests[-1][1]["messages"][0]["content"]
    assert result.blocks[0].text.strip() == CHART
    assert content[1]["image_url"]["url"].startswith("data:image/png;base64,")


def test_the_provider_is_off_by_default() -> None:
    assert create_describer(Settings()) is None
    assert isinstance(create_describer(_settings()), BedrockDescriber)


@pytest.mark.db
def test_a_described_picture_is_found_by_search_and_named_as_a_description(
    conn: psycopg.Connection, s3: Any, embedder: Embedder, engine: OcrEngine
) -> None:
    settings = _settings()
    project = make_project(conn)
    key = document_key(project, uuid.uuid4(), "ferries.png")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=_chart())
    ingestor = Ingestor(
        conn,
        ObjectStore(settings, s3),
        embedder,
        settings,
        ocr=engine,
        describer=create_describer(settings),
    )
    with stubbed("bedrock-runtime", settings) as stub:
        stub.add_response("converse", converse_reply(text=CHART))
        result = ingestor.object_created(key)
    assert result.outcome == "ready", result.reason
    document = documents.get(conn, result.document_id)  # type: ignore[arg-type]
    assert document is not None and document.described_pages == 1
    query = "How many ferry passengers were there in the third quarter?"
    hits = searched(conn, project, query, embedder, settings, k=3)
    assert hits[0].described_by == "amazon.nova-lite-v1:0"
    assert "Q3 5,100" in hits[0].content


def _scanned_pdf(picture: bytes) -> bytes:
    """A PDF whose one page is the picture and no text layer, as a scanner writes it."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    page.drawImage(ImageReader(io.BytesIO(picture)), 0, 0, width=A4[0], height=A4[1])
    page.showPage()
    page.save()
    return buffer.getvalue()


def test_a_scanned_pdf_page_without_legible_text_is_described_on_its_page(
    engine: OcrEngine,
) -> None:
    settings = _settings()
    data = files.mixed_pdf(["The ferry report for the year, page one of two."])
    data = _two_pages(data, _scanned_pdf(_chart("JPEG")))
    with stubbed("bedrock-runtime", settings) as stub:
        _describes_a_png(stub)  # the page drawn by pdfium
        result = extract(data, "ferries.pdf", settings, _reader(engine, settings))
    assert [(b.page, b.described_by) for b in result.blocks] == [
        (1, None),
        (2, "amazon.nova-lite-v1:0"),
    ]
    assert result.blocks[1].text.strip() == CHART and result.described_pages == 1


def test_without_a_renderer_a_pages_jpeg_scan_is_its_picture() -> None:
    from ragkit.ocr.pictures import stored_scan

    scan = _chart("JPEG", (640, 480))
    picture = stored_scan(_scanned_pdf(scan))
    assert picture is not None and picture.format == "jpeg"
    assert (picture.width, picture.height) == (640, 480)
    assert Image.open(io.BytesIO(picture.data)).size == (640, 480)
    # a page drawn from raw pixels (no JPEG) has none: the reason goes with the document
    assert stored_scan(_scanned_pdf(_chart("PNG"))) is None


def _two_pages(first: bytes, second: bytes) -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for data in (first, second):
        for page in PdfReader(io.BytesIO(data)).pages:
            writer.add_page(page)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def test_each_tiff_page_without_legible_text_is_described_as_a_png(engine: OcrEngine) -> None:
    settings = _settings()
    notice = files.scan("Ferry timetable notice: boarding closes ten minutes before departure.")
    chart = Image.open(io.BytesIO(_chart())).convert("RGB")
    data = files.image_bytes([notice, chart.resize(notice.size)], "TIFF")
    with stubbed("bedrock-runtime", settings) as stub:
        _describes_a_png(stub)
        result = extract(data, "ferries.tiff", settings, _reader(engine, settings))
    assert [(b.page, b.described_by) for b in result.blocks] == [
        (1, None),
        (2, "amazon.nova-lite-v1:0"),
    ]
    assert "boarding closes" in result.blocks[0].text and result.described_pages == 1
