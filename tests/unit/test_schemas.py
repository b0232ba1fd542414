"""Response shapes that must hold whatever the data: a run's report stays bounded."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from ragkit.db.runs import ItemRow, RunRow
from ragkit.schemas import REPORT_ENTRIES, IngestionRunOut

PREFIX = "projects/p/"
REASON = "the project holds 10,000 documents, its quota (MAX_DOCUMENTS_PER_PROJECT=10,000)"


def _item(n: int, outcome: str | None, code: str | None = None) -> ItemRow:
    failed = outcome == "failed"
    return ItemRow(
        s3_key=f"{PREFIX}inbox/file-{n:05}.pdf",
        document_id=uuid.uuid4(),
        change="new",
        outcome=outcome,  # type: ignore[arg-type]
        reason=REASON if failed else None,
        code=code,
        document_status="failed" if failed else ("ready" if outcome else "processing"),
    )


def _run(items: list[ItemRow]) -> RunRow:
    now = datetime.now(UTC)
    pending = sum(i.outcome is None for i in items)
    return RunRow(uuid.uuid4(), uuid.uuid4(), "drop", None, now, now, None, pending, items)


def test_a_drop_of_thousands_of_files_gets_a_bounded_report_with_complete_counts() -> None:
    """An operator's drop of 25,000 files past the document quota: one report of every entry
    would pass the 6 MB a Lambda response may hold."""
    items = [_item(n, "ready") for n in range(10_000)]
    items += [_item(n, "failed", "quota_exceeded") for n in range(10_000, 24_000)]
    items += [_item(n, None) for n in range(24_000, 25_000)]
    report = IngestionRunOut.from_row(_run(items), PREFIX, report=True)
    counts = report.counts
    assert counts is not None
    assert (counts.new, counts.failed, counts.pending) == (10_000, 14_000, 1_000)
    assert report.files is not None and len(report.files) == REPORT_ENTRIES
    assert report.failures is not None and len(report.failures) == REPORT_ENTRIES
    assert report.failures[0].file == "inbox/file-10000.pdf"
    assert report.pending is not None and len(report.pending) == 1_000
    assert report.truncated is True
    assert len(report.model_dump_json(by_alias=True)) < 1_000_000


def test_a_small_run_lists_every_file() -> None:
    items = [_item(0, "ready"), _item(1, "failed", "extraction_failed"), _item(2, None)]
    report = IngestionRunOut.from_row(_run(items), PREFIX, report=True)
    assert report.files is not None and len(report.files) == 3 and report.truncated is False
    assert report.failures is not None and [f.file for f in report.failures] == [
        "inbox/file-00001.pdf"
    ]
