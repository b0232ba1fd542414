"""OCR with the real offline engine (RapidOCR) on scans the tests make: text printed, rendered at
150 and 300 dpi, turned and noised, wrapped in PDFs and images; pages without text among them."""

from __future__ import annotations

import io
import math
import uuid
from typing import Any

import psycopg
import pytest
from PIL import Image
from pypdf import PdfReader, PdfWriter

from ragkit.db import documents
from ragkit.deadline import Deadline
from ragkit.embeddings import Embedder
from ragkit.errors import ExtractionError, TimeBudgetExceeded, TooLarge
from ragkit.ingest.extract import extract
from ragkit.ingest.pipeline import Ingestor
from ragkit.ocr import OcrEngine, OcrReader, create_ocr_engine
from ragkit.settings import Settings
from ragkit.storage import ObjectStore, document_key
from tests.conftest import make_project
from tests.support import files
from tests.support.corpus import searched

NOTICE = (
    "Night buses run every 30 minutes between midnight and 5 am.\n"
    "The depot at Elm Street closes on public holidays."
)
WORDS = {"night", "buses", "every", "minutes", "midnight", "depot", "elm", "street", "holidays"}


@pytest.fixture(scope="module")
def engine() -> OcrEngine:
    built = create_ocr_engine(Settings(ocr_provider="local"))
    assert built is not None
    return built


def _reader(engine: OcrEngine, settings: Settings | None = None, **kwargs: Any) -> OcrReader:
    return OcrReader(engine, settings or Settings(), **kwargs)


def _words(text: str) -> set[str]:
    return {word.strip(".,").lower() for word in text.split()}


@pytest.mark.parametrize(("dpi", "rotate"), [(150, 1.0), (300, -1.5)])
def test_a_scanned_pdf_is_read(engine: OcrEngine, dpi: int, rotate: float) -> None:
    scan = files.scan(NOTICE, dpi, rotate=rotate, noise=12)
    reader = _reader(engine)
    result = extract(files.image_bytes([scan], "PDF", dpi), "notice.pdf", Settings(), reader)
    text = " ".join(block.text for block in result.blocks)
    assert _words(text) >= WORDS, text
    assert (result.page_count, result.ocr_pages, [b.page for b in result.blocks]) == (1, 1, [1])
    assert result.ocr_confidence is not None
    assert result.ocr_confidence > 0.9


def test_only_pages_without_text_are_read_and_keep_their_number(engine: OcrEngine) -> None:
    text_page = "This page has a real text layer about the annual leave of all staff members."
    data = files.mixed_pdf([text_page, files.scan(NOTICE, 200), files.scan("", 200), text_page])
    result = extract(data, "mixed.pdf", Settings(), _reader(engine))
    assert result.ocr_pages == 2  # the scan and the blank scan; the text pages are not OCR'd
    pages = {block.page or 0: block.text for block in result.blocks}
    assert sorted(pages) == [1, 2, 4]  # the blank page is no error and holds nothing
    assert _words(pages[2]) >= WORDS
    assert pages[1].strip() == text_page


def test_a_pdf_of_blank_scans_fails_with_the_reason(engine: OcrEngine) -> None:
    data = files.image_bytes([files.scan("", 150), files.scan("", 150)], "PDF", 150)
    with pytest.raises(ExtractionError, match=r"OCR read the 2 pages .* nothing legible"):
        extract(data, "blank.pdf", Settings(), _reader(engine))


def test_an_encrypted_scan_is_refused_clearly(engine: OcrEngine) -> None:
    writer = PdfWriter(
        clone_from=PdfReader(io.BytesIO(files.image_bytes([files.scan(NOTICE)], "PDF")))
    )
    writer.encrypt("secret")
    buffer = io.BytesIO()
    writer.write(buffer)
    with pytest.raises(ExtractionError, match="password-protected"):
        extract(buffer.getvalue(), "locked.pdf", Settings(), _reader(engine))


@pytest.mark.parametrize(("fmt", "name"), [("PNG", "notice.png"), ("JPEG", "notice.jpg")])
def test_images_are_read(engine: OcrEngine, fmt: str, name: str) -> None:
    data = files.image_bytes([files.scan(NOTICE, 200, rotate=0.8, noise=8)], fmt)
    result = extract(data, name, Settings(), _reader(engine))
    assert _words(result.blocks[0].text) >= WORDS
    assert (result.file_type, result.page_count, result.blocks[0].page) == (fmt.lower(), 1, 1)


def test_an_image_with_the_wrong_extension_is_read_by_its_bytes(engine: OcrEngine) -> None:
    data = files.image_bytes([files.scan(NOTICE, 200)], "PNG")
    result = extract(data, "notice.pdf", Settings(), _reader(engine))
    assert result.file_type == "png"


def test_a_multi_page_tiff_is_read_page_by_page(engine: OcrEngine) -> None:
    pages = [files.scan("Page one is about apples.", 150), files.scan("", 150)]
    pages.append(files.scan("Page three is about pears.", 150))
    result = extract(files.image_bytes(pages, "TIFF"), "fax.tiff", Settings(), _reader(engine))
    assert result.page_count == 3
    assert result.ocr_pages == 3
    assert [(b.page, "apples" in b.text, "pears" in b.text) for b in result.blocks] == [
        (1, True, False),
        (3, False, True),
    ]


def test_a_tiff_with_hundreds_of_pages_is_refused_before_reading(engine: OcrEngine) -> None:
    frames = [Image.new("1", (8, 8), 1) for _ in range(300)]
    buffer = io.BytesIO()
    frames[0].save(buffer, "TIFF", save_all=True, append_images=frames[1:])
    reader = _reader(engine)
    with pytest.raises(TooLarge, match=r"300 pages.*MAX_OCR_PAGES"):
        extract(buffer.getvalue(), "stack.tif", Settings(), reader)
    assert reader.pages == 0


def test_ocr_stops_at_the_deadline_with_the_reason(engine: OcrEngine) -> None:
    data = files.image_bytes([files.scan(NOTICE, 150)] * 3, "PDF", 150)
    reader = _reader(engine, deadline=Deadline(-math.inf))
    with pytest.raises(TimeBudgetExceeded, match="0 of 3 pages"):
        extract(data, "long.pdf", Settings(), reader)


def test_lines_below_the_confidence_floor_are_dropped(engine: OcrEngine) -> None:
    data = files.image_bytes([files.scan(NOTICE, 200)], "PNG")
    strict = Settings(ocr_min_confidence=1.0)
    with pytest.raises(ExtractionError, match="no legible text"):
        extract(data, "notice.png", strict, _reader(engine, strict))


@pytest.mark.db
def test_a_scanned_pdf_becomes_a_searchable_document_that_names_its_pages(
    conn: psycopg.Connection, s3: Any, settings: Settings, embedder: Embedder, engine: OcrEngine
) -> None:
    project = make_project(conn)
    data = files.mixed_pdf(
        ["Cover page of the transport notice for all residents.", files.scan(NOTICE, 200)]
    )
    key = document_key(project, uuid.uuid4(), "transport.pdf")
    s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
    ingestor = Ingestor(conn, ObjectStore(settings, s3), embedder, settings, ocr=engine)
    result = ingestor.object_created(key)
    assert result.outcome == "ready", result.reason
    document = documents.get(conn, result.document_id)  # type: ignore[arg-type]
    assert document is not None
    assert (document.page_count, document.ocr_pages) == (2, 1)
    assert document.ocr_confidence is not None
    assert document.ocr_confidence > 0.9
    query = "how often do night buses run"
    hits = searched(conn, project, query, embedder, settings, k=3)
    best = hits[0]
    assert best.sentences is not None
    pages = {best.content[start:end]: page for start, end, page, _row in best.sentences}
    assert pages["Night buses run every 30 minutes between midnight and 5 am."] == 2
