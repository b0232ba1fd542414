"""OCR quality and speed: SciFact abstracts printed, scanned and read back by the local OCR.

    python -m bench.ocr [--docs 200] [--dpi 300]

A fixed sample of abstracts (the relevant documents of the first queries, so those queries can be
scored) is typeset as A4 pages (Helvetica 11 pt), rendered at `--dpi`, turned by up to ±1.5° and
noised like a scanner, and saved as image-only PDFs. Each is ingested through the pipeline (the
`process` function's Ingestor, OCR on) and, separately, the same abstracts as text files. Prints
the character error rate of the OCR text against the original (Levenshtein, whitespace
normalised), OCR pages/s on this machine, hybrid nDCG@10 over the scanned copies against the text
copies, and the ingestion of one 20-page scanned PDF within the process function's time."""

from __future__ import annotations

import argparse
import io
import random
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pypdfium2 as pdfium
from PIL import Image
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from bench.common import SCIFACT, fresh_database, moto_bucket, new_project, table, write_result
from bench.quality import Collection, ingest_files, ndcg_at_10, rank_documents
from ragkit.deadline import Deadline
from ragkit.embeddings import get_embedder
from ragkit.ingest.pipeline import Ingestor
from ragkit.ocr import OcrEngine, OcrLine, create_ocr_engine
from ragkit.settings import Settings, get_settings
from ragkit.storage import ObjectStore, document_key
from tests.support.files import degrade

PROCESS_TIMEOUT_S = 300  # template.yaml's ProcessFunction


@dataclass
class RecordingEngine:
    """The engine the pipeline uses, recording what it read and how long it took."""

    inner: OcrEngine
    name: str = "local"
    pages: int = 0
    seconds: float = 0.0
    text: list[str] = field(default_factory=list)

    def read_page(self, page: bytes) -> list[OcrLine]:
        started = time.perf_counter()
        lines = self.inner.read_page(page)
        self.seconds += time.perf_counter() - started
        self.pages += 1
        self.text += [line.text for line in lines]
        return lines

    def read_image_pages(
        self, image: bytes, key: str | None, deadline: Deadline
    ) -> Iterator[list[OcrLine]]:
        return self.inner.read_image_pages(image, key, deadline)


def typeset(text: str) -> bytes:
    """`text` on as many A4 pages as it needs, as a PDF with a text layer."""
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    y = 790.0
    for paragraph in text.split("\n"):
        for line in simpleSplit(paragraph, "Helvetica", 11, 480):
            if y < 60:
                page.showPage()
                y = 790.0
            page.setFont("Helvetica", 11)
            page.drawString(57, y, line)
            y -= 15
        y -= 6
    page.showPage()
    page.save()
    return buffer.getvalue()


def scanned(text: str, dpi: int, seed: int) -> bytes:
    """`text` printed and scanned: an image-only PDF."""
    document = pdfium.PdfDocument(typeset(text))
    turn = random.Random(seed).uniform(-1.5, 1.5)
    images: list[Image.Image] = [
        degrade(page.render(scale=dpi / 72, grayscale=True).to_pil().convert("L"), turn, 10, seed)
        for page in document
    ]
    document.close()
    buffer = io.BytesIO()
    images[0].save(buffer, "PDF", save_all=True, append_images=images[1:], resolution=dpi)
    return buffer.getvalue()


def levenshtein(a: str, b: str) -> int:
    """Edit distance, one row at a time with numpy (a row's insertions by a running minimum)."""
    if not a or not b:
        return max(len(a), len(b))
    target = np.frombuffer(b.encode("utf-32-le"), dtype=np.uint32)
    offsets = np.arange(len(b) + 1)
    previous = offsets.copy()
    for i, code in enumerate(np.frombuffer(a.encode("utf-32-le"), dtype=np.uint32), start=1):
        current = np.empty_like(previous)
        current[0] = i
        current[1:] = np.minimum(previous[1:] + 1, previous[:-1] + (target != code))
        current = np.minimum.accumulate(current - offsets) + offsets
        previous = current
    return int(previous[-1])


def normalised(text: str) -> str:
    return " ".join(text.split())


def sample(collection: Collection, docs: int) -> tuple[dict[str, str], dict[str, str]]:
    """The relevant abstracts of the first queries (by id) until `docs` are taken, and those
    queries."""
    chosen: dict[str, str] = {}
    queries: dict[str, str] = {}
    for qid in sorted(collection.queries, key=int):
        relevant = [d for d in collection.qrels[qid] if d in collection.corpus]
        if len(chosen) + len(relevant) > docs:
            break
        queries[qid] = collection.queries[qid]
        chosen.update({d: collection.corpus[d] for d in relevant})
    return chosen, queries


def hybrid_ndcg(
    conn: Any, project: uuid.UUID, queries: dict[str, str], collection: Collection
) -> float:
    settings, embedder = get_settings(), get_embedder()
    total = 0.0
    for qid, text in queries.items():
        ranked = rank_documents(
            conn,
            project=project,
            query=text,
            embedding=embedder.embed_query(text),
            settings=settings,
            mode="hybrid",
            k=100,
        )
        total += ndcg_at_10(ranked, collection.qrels[qid])
    return total / len(queries)


def twenty_pages(conn: Any, abstracts: list[str], engine: OcrEngine, dpi: int) -> dict[str, Any]:
    """One scanned PDF of 20 pages (an abstract a page, at most 1,800 characters of it),
    ingested within the process function's time as Lambda would give it."""
    images = []
    for n, text in enumerate(abstracts[:20]):
        document = pdfium.PdfDocument(typeset(text[:1800]))
        grey = document[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
        document.close()
        # Black and white, as document scanners and faxes store pages (~200 kB a page).
        images.append(degrade(grey, 0.5, 4, n).point(lambda v: 255 if v > 128 else 0, mode="1"))
    buffer = io.BytesIO()
    images[0].save(buffer, "PDF", save_all=True, append_images=images[1:], resolution=dpi)
    settings = get_settings()
    project = new_project(conn, f"ocr-20-pages-{uuid.uuid4().hex[:6]}")
    deadline = Deadline(time.monotonic() + PROCESS_TIMEOUT_S - settings.deadline_margin_s)
    with moto_bucket() as s3:
        key = document_key(project, uuid.uuid4(), "twenty-pages.pdf")
        s3.put_object(Bucket=settings.bucket_name, Key=key, Body=buffer.getvalue())
        ingestor = Ingestor(
            conn, ObjectStore(settings, s3), get_embedder(), settings, deadline, ocr=engine
        )
        result = ingestor.object_created(key)
    return {
        "outcome": result.outcome,
        "reason": result.reason,
        "chunks": result.chunks,
        "seconds": round(result.seconds, 1),
        "mb": round(len(buffer.getvalue()) / 1e6, 1),
    }


def ingest_scans(
    conn: Any, scans: dict[str, bytes], abstracts: dict[str, str], engine: RecordingEngine
) -> tuple[uuid.UUID, int, int]:
    """Every scan through the pipeline with OCR on; the character errors of what OCR read, and
    the number of characters it should have read."""
    settings = get_settings()
    project = new_project(conn, f"ocr-scans-{uuid.uuid4().hex[:6]}")
    edits = chars = 0
    with moto_bucket() as s3:
        ingestor = Ingestor(conn, ObjectStore(settings, s3), get_embedder(), settings, ocr=engine)
        for n, (filename, data) in enumerate(scans.items()):
            key = document_key(project, uuid.uuid4(), filename)
            s3.put_object(Bucket=settings.bucket_name, Key=key, Body=data)
            engine.text.clear()
            result = ingestor.object_created(key)
            if result.outcome != "ready":
                raise RuntimeError(f"{filename}: {result.outcome} {result.reason}")
            truth = normalised(abstracts[filename.removesuffix(".pdf")])
            edits += levenshtein(normalised(" ".join(engine.text)), truth)
            chars += len(truth)
            if n % 25 == 0:
                print(f"  scans: {n}/{len(scans)}, CER so far {edits / chars:.4f}", flush=True)
    return project, edits, chars


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=200)
    parser.add_argument("--dpi", type=int, default=300)
    args = parser.parse_args()
    collection = Collection.load(SCIFACT)
    abstracts, queries = sample(collection, args.docs)
    engine = create_ocr_engine(Settings(ocr_provider="local"))
    assert engine is not None, "the local OCR extra is not installed (make setup)"
    recording = RecordingEngine(engine)
    scans = {
        f"{doc_id}.pdf": scanned(text, args.dpi, n)
        for n, (doc_id, text) in enumerate(abstracts.items())
    }
    print(f"{len(scans)} abstracts scanned at {args.dpi} dpi", flush=True)
    with fresh_database("bench_ocr") as conn:
        texts = {f"{doc_id}.txt": text.encode() for doc_id, text in abstracts.items()}
        text_project, _ = ingest_files(conn, texts, "ocr-text")
        started = time.perf_counter()
        scan_project, edits, chars = ingest_scans(conn, scans, abstracts, recording)
        ingest_s = time.perf_counter() - started
        text_ndcg = hybrid_ndcg(conn, text_project, queries, collection)
        scan_ndcg = hybrid_ndcg(conn, scan_project, queries, collection)
        long_pdf = twenty_pages(conn, list(abstracts.values()), engine, args.dpi)
    figures = {
        "documents": len(scans),
        "pages": recording.pages,
        "dpi": args.dpi,
        "cer": round(edits / chars, 4),
        "ocr_pages_per_s": round(recording.pages / recording.seconds, 3),
        "ocr_s_per_page": round(recording.seconds / recording.pages, 2),
        "scan_ingest_s": round(ingest_s, 1),
        "queries": len(queries),
        "ndcg10_text": round(text_ndcg, 4),
        "ndcg10_scans": round(scan_ndcg, 4),
        "ndcg_ratio": round(scan_ndcg / text_ndcg, 4),
        "twenty_page_pdf": long_pdf,
    }
    print(table([[k, v] for k, v in figures.items()], ["figure", "value"]))
    print("written to", write_result("ocr", figures))


if __name__ == "__main__":
    main()
