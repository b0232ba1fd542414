"""Local ingestion of a folder of 20 mixed documents with `ragctl ingest`, timed end to end.

    python -m bench.folder

Writes 4 PDFs (5 pages each), 4 DOCX, 4 Markdown, 4 text and 4 CSV files from SciFact abstracts,
starts the local stack in-process (as `ragctl` does without `ragctl up`), ingests the folder
through the API, presigned uploads, S3 notifications, SQS and `process`, and reports the time."""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from bench.common import SCIFACT, write_result


def abstracts(count: int) -> list[tuple[str, str]]:
    found = []
    with (SCIFACT / "corpus.jsonl").open() as corpus:
        for line in corpus:
            record = json.loads(line)
            found.append((record["title"], record["text"]))
            if len(found) >= count:
                return found
    return found


def write_folder(folder: Path) -> None:
    from tests.support import files

    texts = abstracts(60)
    for i in range(4):
        pages = [f"{t}. {body}" for t, body in texts[i * 5 : i * 5 + 5]]
        (folder / f"report-{i}.pdf").write_bytes(files.pdf(pages))
        title, body = texts[20 + i]
        (folder / f"memo-{i}.docx").write_bytes(
            files.docx({title[:60]: [body], "Notes": [texts[24 + i][1]]})
        )
        title, body = texts[28 + i]
        (folder / f"note-{i}.md").write_text(
            f"# {title}\n\n{body}\n\n## Related\n\n{texts[32 + i][1]}\n"
        )
        title, body = texts[36 + i]
        (folder / f"abstract-{i}.txt").write_text(f"{title}\n\n{body}\n")
        rows = "\n".join(
            f'{j},"{texts[40 + j][0][:80]}",{len(texts[40 + j][1])}'
            for j in range(i * 5, i * 5 + 5)
        )
        (folder / f"index-{i}.csv").write_text(f"id,title,length\n{rows}\n")


def main() -> None:
    from devstack.ragctl import Client, ingest
    from devstack.stack import LocalStack

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "mixed"
        folder.mkdir()
        write_folder(folder)
        started = time.perf_counter()
        stack = LocalStack(api_port=0, s3_port=0, data_dir=Path(tmp) / "local").start()
        stack_s = time.perf_counter() - started
        try:
            report = ingest(Client(stack.api_url, "bench"), [str(folder)], "mixed", 600)
        finally:
            stack.stop()
    summary = {key: report[key] for key in ("processed", "skipped", "failed", "chunks", "seconds")}
    write_result(
        "folder",
        {
            "files": 20,
            "stack_start_seconds": round(stack_s, 2),
            **summary,
            "errors": report["errors"],
        },
    )
    print(
        f"stack started in {stack_s:.1f} s; 20 mixed documents: processed {report['processed']}, "
        f"failed {report['failed']}, {report['chunks']} chunks in {report['seconds']} s"
    )


if __name__ == "__main__":
    main()
